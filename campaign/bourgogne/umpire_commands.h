// The umpire's corrections (every game has them): put a counter anywhere,
// change its strength, a zone's control marker, the VP, Table 4, a commander's
// side, a stack's form, and where the game stands. Each records its reason.
#pragma once

#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

std::vector<CommandDef> umpire_commands();

}  // namespace umpire::bourgogne
