#include "soldier_king/province_areas.h"

#include <cmath>

namespace umpire::sk {

namespace {

// A polygon's vertex and what bounds the edge from it to the next vertex: the
// index of the neighbouring site, kEdgeReach (the cell's reach) or kEdgeFrame.
constexpr int kEdgeReach = -1, kEdgeFrame = -2;

struct CellVertex {
  Point p;
  int edge = kEdgeReach;
};

struct AreaSite {
  Point p;
  std::string province;
};

// Keeps the part of the polygon where n·x <= c; the new edge along the line
// is tagged `tag`.
std::vector<CellVertex> clip_cell(const std::vector<CellVertex>& poly, double nx, double ny, double c, int tag) {
  std::vector<CellVertex> out;
  const std::size_t n = poly.size();
  for (std::size_t i = 0; i < n; ++i) {
    const CellVertex& v = poly[i];
    const CellVertex& w = poly[(i + 1) % n];
    double dv = nx * v.p.x + ny * v.p.y - c, dw = nx * w.p.x + ny * w.p.y - c;
    if (dv <= 0) out.push_back(v);
    if ((dv <= 0) != (dw <= 0)) {
      double t = dv / (dv - dw);
      Point x{v.p.x + t * (w.p.x - v.p.x), v.p.y + t * (w.p.y - v.p.y)};
      // Entering the kept side: the edge from x continues v's edge; leaving it: the cut.
      if (dv <= 0)
        out.push_back({x, tag});
      else
        out.push_back({x, v.edge});
    }
  }
  return out;
}

}  // namespace

ProvinceAreas province_areas(const Map& map, double reach) {
  std::vector<AreaSite> sites;
  for (const auto& b : map.boxes) sites.push_back({b.pos, b.province});
  for (const auto& p : map.provinces) sites.push_back({p.label, p.id});
  ProvinceAreas out;
  constexpr int kSides = 28;
  for (std::size_t i = 0; i < sites.size(); ++i) {
    const Point c = sites[i].p;
    std::vector<CellVertex> poly;
    for (int k = 0; k < kSides; ++k) {
      double a = 2 * M_PI * (k + 0.5) / kSides;
      poly.push_back({{c.x + reach * std::cos(a), c.y + reach * std::sin(a)}, kEdgeReach});
    }
    // The map's frame.
    poly = clip_cell(poly, -1, 0, 0, kEdgeFrame);
    poly = clip_cell(poly, 1, 0, map.width, kEdgeFrame);
    poly = clip_cell(poly, 0, -1, 0, kEdgeFrame);
    poly = clip_cell(poly, 0, 1, map.height, kEdgeFrame);
    for (std::size_t j = 0; j < sites.size() && poly.size() >= 3; ++j) {
      if (j == i) continue;
      const Point o = sites[j].p;
      double dx = o.x - c.x, dy = o.y - c.y;
      if (dx * dx + dy * dy > 4 * reach * reach) continue;  // too far to cut the cell
      if (dx == 0 && dy == 0) continue;                     // two points in one place: they share it
      // Nearer to c than to o: (o - c)·x <= (|o|² - |c|²) / 2.
      poly = clip_cell(poly, dx, dy, (o.x * o.x + o.y * o.y - c.x * c.x - c.y * c.y) / 2, static_cast<int>(j));
    }
    if (poly.size() < 3) continue;
    AreaCell cell{sites[i].province, {}};
    for (std::size_t k = 0; k < poly.size(); ++k) {
      cell.polygon.push_back(poly[k].p);
      const Point a = poly[k].p, b = poly[(k + 1) % poly.size()].p;
      int e = poly[k].edge;
      if (e >= 0) {
        // Between two sites: a border when their provinces differ, drawn once.
        if (static_cast<std::size_t>(e) > i && sites[static_cast<std::size_t>(e)].province != sites[i].province)
          out.borders.push_back({a, b, false});
      } else if (e == kEdgeReach) {
        out.borders.push_back({a, b, true});
      }
    }
    out.cells.push_back(std::move(cell));
  }
  return out;
}

}  // namespace umpire::sk
