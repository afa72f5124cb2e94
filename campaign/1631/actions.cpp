#include "1631/actions.h"

namespace umpire::flammes {

std::vector<CommandDef> action_commands() { return {}; }
std::vector<NextStep> action_next_steps(const CampaignState&) { return {}; }

}  // namespace umpire::flammes
