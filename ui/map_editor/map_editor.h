// The map editor, one for every game whose module has a map schema
// (core/map_schema.h): a window in which the umpire loads a scan of the
// printed map as a background, places and moves the game's places, draws and
// deletes the ways between them, edits every attribute the schema lists,
// checks the map with the game's own checks, saves a map file and may apply
// the map to the open campaign (the game's command for it).
#pragma once

#include "ui/window_registry.h"

namespace umpire {

// Adds the "map_editor" window ("Map editor"), offered to every game whose
// module has a map schema.
void register_map_editor_window(WindowRegistry& registry);

}  // namespace umpire
