// What the Soldier King map adds to the shared canvas's arithmetic
// (ui/map/geometry.h): the bounds of everything drawn and the typical
// spacing of its boxes. No Dear ImGui, so it is tested on its own.
#pragma once

#include <vector>

#include "soldier_king/map.h"
#include "ui/map/geometry.h"

namespace umpire::skui {

using Vec = mapui::Vec2;
using Bounds = mapui::Rect;
using MapCamera = mapui::Camera;
using mapui::convex_hull;
using mapui::fit;
using mapui::pan;
using mapui::zoom_at;

// Everything drawn on a map: its boxes and province labels (the map's own
// width and height when it has none).
Bounds map_bounds(const sk::Map& m);

// The typical distance between joined boxes (the median line length), in map units.
double typical_spacing(const sk::Map& m);

}  // namespace umpire::skui
