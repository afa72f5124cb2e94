#include "ui/map_editor/geometry.h"

#include <algorithm>
#include <cmath>

namespace umpire::mapedit {

View fit_view(double width, double height, double canvas_w, double canvas_h, double margin) {
  View v;
  double room_w = std::max(10.0, canvas_w - 2 * margin), room_h = std::max(10.0, canvas_h - 2 * margin);
  v.scale = std::max(0.02, std::min(room_w / std::max(1.0, width), room_h / std::max(1.0, height)));
  // Centre the map: the corner is half the spare room before the map's origin.
  v.origin.x = -(canvas_w / v.scale - width) / 2;
  v.origin.y = -(canvas_h / v.scale - height) / 2;
  return v;
}

void zoom_at(View& v, double factor, Point anchor) {
  Point before = v.to_map(anchor);
  v.scale = std::clamp(v.scale * factor, 0.02, 50.0);
  v.origin.x = before.x - anchor.x / v.scale;
  v.origin.y = before.y - anchor.y / v.scale;
}

void pan(View& v, Point pixels) {
  v.origin.x -= pixels.x / v.scale;
  v.origin.y -= pixels.y / v.scale;
}

double distance_to_segment(Point p, Point a, Point b) {
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0.0;
  double qx = a.x + t * dx - p.x, qy = a.y + t * dy - p.y;
  return std::sqrt(qx * qx + qy * qy);
}

std::vector<Point> convex_hull(std::vector<Point> pts) {
  std::sort(pts.begin(), pts.end(), [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  pts.erase(std::unique(pts.begin(), pts.end(), [](Point a, Point b) { return a.x == b.x && a.y == b.y; }), pts.end());
  if (pts.size() < 3) return pts;
  auto cross = [](Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); };
  std::vector<Point> hull(2 * pts.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {  // lower chain
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) --k;
    hull[k++] = pts[i];
  }
  for (std::size_t i = pts.size() - 1, lower = k + 1; i > 0; --i) {  // upper chain
    while (k >= lower && cross(hull[k - 2], hull[k - 1], pts[i - 1]) <= 0) --k;
    hull[k++] = pts[i - 1];
  }
  hull.resize(k - 1);
  return hull;
}

}  // namespace umpire::mapedit
