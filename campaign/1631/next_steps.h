// What the umpire must do next (the Turn panel and `umpire next`), from the
// sequence of play (1631 §4) and each procedure's own steps.
#pragma once

#include <vector>

#include "core/game.h"

namespace umpire::flammes {

std::vector<NextStep> next_steps(const CampaignState& s);

}  // namespace umpire::flammes
