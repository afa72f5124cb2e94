// The UI side of the shipped games, registered in one list next to
// campaign/games.cpp: the kit's windows every game gets (Rules, Turn) and each
// game's own windows. The app calls this and names no game.
#pragma once

#include "ui/window_registry.h"

namespace umpire {

void register_shipped_game_windows(WindowRegistry& registry);

}  // namespace umpire
