// Soldier King's commands for the world: set-up placement (5.1), names,
// officers (3.3, G-21), reorganisation (14.1, 14.1.1, 14.1.2, 14.2),
// garrisons (3.4), quality by umpire ruling (4.1, 12.4.3), and the end of
// set-up. Each refusal cites the rule.
#pragma once

#include <vector>

#include "core/game.h"

namespace umpire::sk {

std::vector<CommandDef> world_commands();
// Settings, relations, army names, relocation and intelligence (umpire_commands.cpp).
std::vector<CommandDef> umpire_commands();

}  // namespace umpire::sk
