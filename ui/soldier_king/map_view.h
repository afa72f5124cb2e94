// The map's camera: which map point is at the centre of the canvas and how
// many pixels a map unit is. Plain arithmetic, no Dear ImGui, so it is tested
// on its own.
#pragma once

#include <vector>

#include "soldier_king/map.h"

namespace umpire::skui {

struct Vec {
  double x = 0, y = 0;
};

struct Bounds {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
};

// Everything drawn on a map: its boxes and province labels (the map's own
// width and height when it has none).
Bounds map_bounds(const sk::Map& m);

struct MapCamera {
  Vec centre;          // map coordinates at the middle of the canvas
  double scale = 1.0;  // pixels per map unit
  double fit_scale = 1.0;  // the scale of the last fit: zoom limits are relative to it

  // canvas: the canvas's top-left corner and size in pixels
  Vec to_screen(Vec map_point, Vec canvas_pos, Vec canvas_size) const;
  Vec to_map(Vec screen_point, Vec canvas_pos, Vec canvas_size) const;
};

// The camera showing all of `b` in a canvas, leaving `margin` pixels each side.
MapCamera fit(const Bounds& b, Vec canvas_size, double margin);

// Zooms by `factor` keeping the map point under `anchor` (a screen point) in
// place; the scale stays within [fit/2, fit*12].
void zoom_at(MapCamera& cam, double factor, Vec anchor, Vec canvas_pos, Vec canvas_size);

// Pans by a screen distance (dragging right moves the map right).
void pan(MapCamera& cam, Vec pixels);

// The typical distance between joined boxes (the median line length), in map
// units: names are drawn when this many pixels leave room for them.
double typical_spacing(const sk::Map& m);

// The convex hull of some points, clockwise on the screen (y down), as Dear
// ImGui's anti-aliased fill wants; fewer than 3 distinct points come back as they are.
std::vector<Vec> convex_hull(std::vector<Vec> points);

}  // namespace umpire::skui
