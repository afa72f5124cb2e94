// The map editor's arithmetic, with no Dear ImGui: the view (pan and zoom),
// the distance from a point to a line for picking, and the outline of a
// province. Tested on its own.
#pragma once

#include <vector>

#include "soldier_king/map.h"

namespace umpire::mapedit {

using sk::Point;

// Which map point is at the canvas's top-left corner and how many pixels a
// map unit is. Screen points are relative to the canvas's top-left corner.
struct View {
  Point origin;        // map coordinates at the canvas's corner
  double scale = 1.0;  // pixels per map unit

  Point to_screen(Point map) const { return {(map.x - origin.x) * scale, (map.y - origin.y) * scale}; }
  Point to_map(Point screen) const { return {origin.x + screen.x / scale, origin.y + screen.y / scale}; }
};

// The view showing the rectangle (0,0)-(width,height) whole and centred in a
// canvas of the given size, leaving `margin` pixels each side.
View fit_view(double width, double height, double canvas_w, double canvas_h, double margin);

// Zooms by `factor` keeping the map point under `anchor` (a screen point) in
// place; the scale stays within 0.02..50 pixels per unit.
void zoom_at(View& v, double factor, Point anchor);

// Pans by a screen distance: dragging right moves the map right.
void pan(View& v, Point pixels);

// The distance from p to the segment a-b.
double distance_to_segment(Point p, Point a, Point b);

// The convex hull of some points, in order round the outline; fewer than three
// distinct points come back as they are.
std::vector<Point> convex_hull(std::vector<Point> points);

}  // namespace umpire::mapedit
