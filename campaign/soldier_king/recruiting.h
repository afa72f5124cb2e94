// Winter recruiting (SK 13, 20.1.2, 20.1.3, 20.2, 20.3.2; digest P-15, G-21):
// capacity by year of war plus last year's victories, one new Raw column per
// friendly recruiting city, the army maximum, the type cycle, howitzers.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

std::vector<CommandDef> recruiting_commands();

}  // namespace umpire::sk
