// Soldier King's commands for the world: set-up placement (SK 5.1), names,
// officers (SK 3.3), reorganisation (SK 14.1, 14.1.1, 14.1.2, 14.2), garrisons
// (SK 3.4), quality by umpire ruling (SK 4.1, 12.4.3), and the end of set-up.
// Each refusal cites the rule.
#pragma once

#include <vector>

#include "core/game.h"

namespace umpire::sk {

std::vector<CommandDef> world_commands();
// Moving stands, forming columns, garrisons, consolidation, and the umpire's
// rulings on quality and strength (reorganise_commands.cpp); part of world_commands().
std::vector<CommandDef> reorganise_commands();
// Settings, relations, army names, relocation and intelligence (umpire_commands.cpp).
std::vector<CommandDef> umpire_commands();

}  // namespace umpire::sk
