// Lion of the North: the hex painter, a whole-screen window offered for every
// game ("Lion of the North: hex painter"). The umpire picks a battle map
// (Breitenfeld, Lützen: his painted one if saved, else the program's
// schematic one), lays a picture of his printed map under it, and paints
// terrain, elevation, hexside features, names, windmills and the scenarios'
// tags; the validators list what is wrong for the scenarios fought on it; Save
// keeps it in his data folder (hex_painter_logic.h).
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "ui/window_registry.h"

namespace umpire {

namespace lotnui {
// For the tests that paint with simulated clicks (tests/lotn_ui/editor_clicks_test.cpp): where the painter last
// drawn showed the centre of a hex of its open map on the screen (none: no map open, no such hex, nothing drawn
// yet), and the terrain its open map gives the hex now (lotn::Terrain as a number; -1 when none).
std::optional<std::pair<float, float>> painter_hex_on_screen(const std::string& hex_id);
int painter_terrain_of(const std::string& hex_id);
}  // namespace lotnui

// Adds the "lotn_hex_painter" window for every game.
void register_hex_painter_window(WindowRegistry& registry);

}  // namespace umpire
