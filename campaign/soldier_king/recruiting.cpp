#include "soldier_king/recruiting.h"

namespace umpire::sk {

std::vector<CommandDef> recruiting_commands() { return {}; }

}  // namespace umpire::sk
