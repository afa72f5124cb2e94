// The actions (1631 §6, §7.1-§7.5, §10.5, §10.7): engage, march, forced march,
// regroup and diplomacy, with the other side's reactions (interception,
// evasion, withdrawal to garrison) and the combat situation they lead to.
#pragma once

#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

std::vector<CommandDef> action_commands();
// What the umpire must do next while an action is in progress or may begin.
std::vector<NextStep> action_next_steps(const CampaignState& s);

}  // namespace umpire::flammes
