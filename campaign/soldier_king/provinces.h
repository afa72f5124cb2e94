// The rule of provinces (SK 16, 8.3.3; digest P-18, G-08, G-25): plebiscites
// at the start of a player turn and direct grants at any time.
#pragma once

#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

std::vector<CommandDef> province_commands();

}  // namespace umpire::sk
