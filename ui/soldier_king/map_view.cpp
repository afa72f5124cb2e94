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

}  // namespace umpire::skui
