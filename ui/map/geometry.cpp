#include "ui/map/geometry.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace umpire::mapui {

double length(Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

Rect bounds_of(const std::vector<Vec2>& points) {
  if (points.empty()) return {};
  Rect b{points[0].x, points[0].y, points[0].x, points[0].y};
  for (const Vec2& p : points) {
    b.x0 = std::min(b.x0, p.x);
    b.y0 = std::min(b.y0, p.y);
    b.x1 = std::max(b.x1, p.x);
    b.y1 = std::max(b.y1, p.y);
  }
  return b;
}

Vec2 Camera::to_screen(Vec2 p, Vec2 canvas_pos, Vec2 canvas_size) const {
  return Vec2{canvas_pos.x + canvas_size.x / 2 + (p.x - centre.x) * scale,
              canvas_pos.y + canvas_size.y / 2 + (p.y - centre.y) * scale};
}

Vec2 Camera::to_map(Vec2 s, Vec2 canvas_pos, Vec2 canvas_size) const {
  return Vec2{centre.x + (s.x - canvas_pos.x - canvas_size.x / 2) / scale,
              centre.y + (s.y - canvas_pos.y - canvas_size.y / 2) / scale};
}

Rect Camera::visible(Vec2 canvas_size) const {
  const double hw = canvas_size.x / 2 / scale, hh = canvas_size.y / 2 / scale;
  return Rect{centre.x - hw, centre.y - hh, centre.x + hw, centre.y + hh};
}

Camera fit(const Rect& world, Vec2 canvas_size, double margin, ZoomLimits limits) {
  Camera cam;
  cam.centre = world.centre();
  const double w = std::max(1.0, canvas_size.x - 2 * margin), h = std::max(1.0, canvas_size.y - 2 * margin);
  // A point or a line has no area: give it one unit so the scale stays finite.
  cam.scale = std::min(w / std::max(1.0, world.width()), h / std::max(1.0, world.height()));
  if (!(cam.scale > 0) || !std::isfinite(cam.scale)) cam.scale = 1.0;
  cam.fit_scale = cam.scale;
  cam.min_scale = cam.scale * limits.out;
  cam.max_scale = cam.scale * limits.in;
  return cam;
}

void zoom_at(Camera& cam, double factor, Vec2 anchor, Vec2 canvas_pos, Vec2 canvas_size) {
  const Vec2 before = cam.to_map(anchor, canvas_pos, canvas_size);
  cam.scale = std::clamp(cam.scale * factor, cam.min_scale, cam.max_scale);
  const Vec2 after = cam.to_map(anchor, canvas_pos, canvas_size);
  cam.centre = cam.centre + (before - after);
}

void pan(Camera& cam, Vec2 pixels) { cam.centre = cam.centre - pixels * (1 / cam.scale); }

double distance_to_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double len2 = d.x * d.x + d.y * d.y;
  const double t = len2 > 0 ? std::clamp(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / len2, 0.0, 1.0) : 0.0;
  return length(a + d * t - p);
}

std::vector<Vec2> convex_hull(std::vector<Vec2> pts) {
  std::sort(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  pts.erase(std::unique(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) { return a.x == b.x && a.y == b.y; }), pts.end());
  if (pts.size() < 3) return pts;
  auto cross = [](Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); };
  std::vector<Vec2> hull(2 * pts.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {  // lower chain (Andrew's monotone chain)
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

std::vector<Vec2> padded_hull(const std::vector<Vec2>& points, double pad, int segments) {
  if (points.empty()) return {};
  if (pad <= 0) return convex_hull(points);
  segments = std::max(segments, 4);
  std::vector<Vec2> ring;
  ring.reserve(points.size() * static_cast<std::size_t>(segments));
  const double step = 2 * 3.14159265358979323846 / segments;
  for (const Vec2& c : points)
    for (int k = 0; k < segments; ++k) ring.push_back(Vec2{c.x + pad * std::cos(k * step), c.y + pad * std::sin(k * step)});
  return convex_hull(std::move(ring));
}

std::vector<double> parallel_offsets(const std::vector<std::pair<int, int>>& ends, double gap) {
  std::map<std::pair<int, int>, std::vector<std::size_t>> pairs;
  for (std::size_t i = 0; i < ends.size(); ++i) pairs[std::minmax(ends[i].first, ends[i].second)].push_back(i);
  std::vector<double> offsets(ends.size(), 0.0);
  for (const auto& [key, members] : pairs) {
    const double middle = (static_cast<double>(members.size()) - 1) / 2;
    for (std::size_t k = 0; k < members.size(); ++k) offsets[members[k]] = (static_cast<double>(k) - middle) * gap;
  }
  return offsets;
}

}  // namespace umpire::mapui
