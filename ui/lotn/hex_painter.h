// Lion of the North: the hex painter, a whole-screen window offered for every
// game ("Lion of the North: hex painter"). The umpire picks a battle map
// (Breitenfeld, Lützen: his painted one if saved, else the program's
// schematic one), lays a picture of his printed map under it, and paints
// terrain, elevation, hexside features, names, windmills and the scenarios'
// tags; the validators list what is wrong for the scenarios fought on it; Save
// keeps it in his data folder (hex_painter_logic.h).
#pragma once

#include "ui/window_registry.h"

namespace umpire {

// Adds the "lotn_hex_painter" window for every game.
void register_hex_painter_window(WindowRegistry& registry);

}  // namespace umpire
