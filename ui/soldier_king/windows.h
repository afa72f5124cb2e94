// The Soldier King windows: the map, the box inspector and the order of battle.
#pragma once

#include "ui/window_registry.h"

namespace umpire {

// Adds "map", "inspector" and "army" for the game "soldier-king".
void register_soldier_king_windows(WindowRegistry& registry);

}  // namespace umpire
