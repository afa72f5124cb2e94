// The umpire's corrections outside the rules (flag kUmpireRuling): a piece put
// anywhere, a unit's steps, a city's marker, a commander's state, the turn's
// position. They set up conformance cases and put right what was entered wrong;
// each records its reason.
#pragma once

#include <vector>

#include "core/game.h"

namespace umpire::flammes {

std::vector<CommandDef> umpire_commands();

}  // namespace umpire::flammes
