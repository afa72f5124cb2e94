#include "ui/soldier_king/map_view.h"

#include <algorithm>
#include <cmath>

namespace umpire::skui {

Bounds map_bounds(const sk::Map& m) {
  bool any = false;
  Bounds b;
  auto add = [&](double x, double y) {
    if (!any) b = Bounds{x, y, x, y};
    b.x0 = std::min(b.x0, x);
    b.y0 = std::min(b.y0, y);
    b.x1 = std::max(b.x1, x);
    b.y1 = std::max(b.y1, y);
    any = true;
  };
  for (const auto& box : m.boxes) add(box.pos.x, box.pos.y);
  for (const auto& p : m.provinces) add(p.label.x, p.label.y);
  if (!any || b.width() <= 0 || b.height() <= 0) return Bounds{0, 0, std::max(1.0, m.width), std::max(1.0, m.height)};
  return b;
}

Vec MapCamera::to_screen(Vec p, Vec canvas_pos, Vec canvas_size) const {
  return Vec{canvas_pos.x + canvas_size.x / 2 + (p.x - centre.x) * scale,
             canvas_pos.y + canvas_size.y / 2 + (p.y - centre.y) * scale};
}

Vec MapCamera::to_map(Vec s, Vec canvas_pos, Vec canvas_size) const {
  return Vec{centre.x + (s.x - canvas_pos.x - canvas_size.x / 2) / scale,
             centre.y + (s.y - canvas_pos.y - canvas_size.y / 2) / scale};
}

MapCamera fit(const Bounds& b, Vec canvas_size, double margin) {
  MapCamera cam;
  cam.centre = Vec{(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2};
  double w = std::max(1.0, canvas_size.x - 2 * margin), h = std::max(1.0, canvas_size.y - 2 * margin);
  cam.scale = std::min(w / std::max(1e-9, b.width()), h / std::max(1e-9, b.height()));
  if (!(cam.scale > 0) || !std::isfinite(cam.scale)) cam.scale = 1.0;
  cam.fit_scale = cam.scale;
  return cam;
}

void zoom_at(MapCamera& cam, double factor, Vec anchor, Vec canvas_pos, Vec canvas_size) {
  Vec before = cam.to_map(anchor, canvas_pos, canvas_size);
  cam.scale = std::clamp(cam.scale * factor, cam.fit_scale * 0.5, cam.fit_scale * 12.0);
  Vec after = cam.to_map(anchor, canvas_pos, canvas_size);
  cam.centre.x += before.x - after.x;
  cam.centre.y += before.y - after.y;
}

void pan(MapCamera& cam, Vec pixels) {
  cam.centre.x -= pixels.x / cam.scale;
  cam.centre.y -= pixels.y / cam.scale;
}

double typical_spacing(const sk::Map& m) {
  std::vector<double> lengths;
  for (const auto& l : m.lines) {
    const sk::CityBox* a = m.box(l.a);
    const sk::CityBox* b = m.box(l.b);
    if (a && b) lengths.push_back(std::hypot(a->pos.x - b->pos.x, a->pos.y - b->pos.y));
  }
  if (lengths.empty()) return std::max(m.width, m.height) / 10;
  std::nth_element(lengths.begin(), lengths.begin() + static_cast<std::ptrdiff_t>(lengths.size() / 2), lengths.end());
  return lengths[lengths.size() / 2];
}

std::vector<Vec> convex_hull(std::vector<Vec> pts) {
  std::sort(pts.begin(), pts.end(), [](Vec a, Vec b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  pts.erase(std::unique(pts.begin(), pts.end(), [](Vec a, Vec b) { return a.x == b.x && a.y == b.y; }), pts.end());
  if (pts.size() < 3) return pts;
  auto cross = [](Vec o, Vec a, Vec b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); };
  std::vector<Vec> hull(2 * pts.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {  // lower hull (Andrew's monotone chain)
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) --k;
    hull[k++] = pts[i];
  }
  for (std::size_t i = pts.size() - 1, t = k + 1; i > 0; --i) {  // upper hull
    while (k >= t && cross(hull[k - 2], hull[k - 1], pts[i - 1]) <= 0) --k;
    hull[k++] = pts[i - 1];
  }
  hull.resize(k - 1);
  return hull;
}

}  // namespace umpire::skui
