// The Soldier King map editor (G-01): a game window in which the umpire loads a
// scan of the printed map as a background, places and moves city boxes, draws
// and deletes lines, edits every attribute, validates, saves a map file and
// may apply the map to the open campaign (sk.set_map).
#pragma once

#include "ui/window_registry.h"

namespace umpire {

// Adds the "map_editor" window ("Map editor") for Soldier King campaigns.
void register_map_editor_window(WindowRegistry& registry);

}  // namespace umpire
