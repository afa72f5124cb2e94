// The map canvas's plain arithmetic, shared by every game's map: points and
// rectangles, the camera (pan, zoom at a point, fit), the distance to a
// segment and the outline of a group of points. No Dear ImGui here, so all of
// it is unit-tested (tests/ui/map_canvas_test.cpp).
#pragma once

#include <utility>
#include <vector>

namespace umpire::mapui {

struct Vec2 {
  double x = 0, y = 0;
};

inline Vec2 operator+(Vec2 a, Vec2 b) { return Vec2{a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return Vec2{a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(Vec2 a, double k) { return Vec2{a.x * k, a.y * k}; }
double length(Vec2 v);

// An axis-aligned rectangle: world units or screen pixels (y down).
struct Rect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
  Vec2 centre() const { return Vec2{(x0 + x1) / 2, (y0 + y1) / 2}; }
  bool contains(Vec2 p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
  bool overlaps(const Rect& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
  Rect grown(double by) const { return Rect{x0 - by, y0 - by, x1 + by, y1 + by}; }
  static Rect around(Vec2 centre, double half_w, double half_h) {
    return Rect{centre.x - half_w, centre.y - half_h, centre.x + half_w, centre.y + half_h};
  }
};

// The smallest rectangle holding every point ({} when there are none).
Rect bounds_of(const std::vector<Vec2>& points);

// Which world point is at the middle of the canvas and how many pixels a world
// unit is. The canvas (its top-left corner and size on the screen) is passed
// in, so a window that moves or resizes keeps the same camera.
struct Camera {
  Vec2 centre;
  double scale = 1.0;      // pixels per world unit
  double fit_scale = 1.0;  // the scale of the last fit: "100 %"
  double min_scale = 0.5, max_scale = 12.0;  // the zoom's limits, in pixels per world unit

  Vec2 to_screen(Vec2 world, Vec2 canvas_pos, Vec2 canvas_size) const;
  Vec2 to_map(Vec2 screen, Vec2 canvas_pos, Vec2 canvas_size) const;
  // The part of the world the canvas shows.
  Rect visible(Vec2 canvas_size) const;
  // The zoom relative to the last fit (1 = fitted).
  double zoom() const { return scale / fit_scale; }
};

// How far a fitted camera may zoom, relative to the fit.
struct ZoomLimits {
  double out = 0.5, in = 12.0;
};

// The camera showing all of `world` centred in a canvas of `canvas_size`,
// leaving `margin` pixels each side. An empty or degenerate rectangle is
// widened to one unit so the camera stays finite.
Camera fit(const Rect& world, Vec2 canvas_size, double margin, ZoomLimits limits = {});

// Zooms by `factor`, keeping the world point under `anchor` (a screen point)
// where it is; the scale stays within the camera's limits.
void zoom_at(Camera& cam, double factor, Vec2 anchor, Vec2 canvas_pos, Vec2 canvas_size);

// Pans by a screen distance: dragging right moves the map right.
void pan(Camera& cam, Vec2 pixels);

// The distance from p to the segment a-b (to a when the segment is a point).
double distance_to_segment(Vec2 p, Vec2 a, Vec2 b);

// The convex hull of some points, clockwise on the screen (y down) as Dear
// ImGui's anti-aliased fill wants; duplicates removed, collinear points on an
// edge dropped. Points all on one line give that line's two ends, one
// distinct point gives itself: they enclose nothing.
std::vector<Vec2> convex_hull(std::vector<Vec2> points);

// The outline of a group: the convex hull of a circle of `pad` around each
// point (approximated by `segments` points), so a single point or a line of
// points still gets an area. Empty when there are no points or pad <= 0 with
// fewer than three non-collinear points.
std::vector<Vec2> padded_hull(const std::vector<Vec2>& points, double pad, int segments = 12);

// How far to move each edge sideways (pixels along the normal from its
// lower-numbered end to the other) so edges joining the same two nodes lie
// side by side, `gap` apart, centred on the straight line.
std::vector<double> parallel_offsets(const std::vector<std::pair<int, int>>& ends, double gap);

}  // namespace umpire::mapui
