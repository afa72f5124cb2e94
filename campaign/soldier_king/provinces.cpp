#include "soldier_king/provinces.h"

namespace umpire::sk {

std::vector<CommandDef> province_commands() { return {}; }

}  // namespace umpire::sk
