#include "ui/lotn/hex_draw.h"

#include <algorithm>
#include <cmath>

#include "ui/map/palette.h"

namespace umpire::lotnui {

namespace {

constexpr double kHexdPi = 3.14159265358979323846;
constexpr double kHexdRowStep = 0.8660254037844386;  // sqrt(3)/2, as HexGrid::centre

Vec2 hexd_polar(Vec2 centre, double angle, double radius) {
  return Vec2{centre.x + std::cos(angle) * radius, centre.y + std::sin(angle) * radius};
}

double hexd_dist2(Vec2 a, Vec2 b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

// Fractional axial coordinates rounded to the hex holding them (cube rounding).
lotn::Axial hexd_round(double q, double r) {
  const double s = -q - r;
  double rq = std::round(q), rr = std::round(r), rs = std::round(s);
  const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return lotn::Axial{static_cast<int>(rq), static_cast<int>(rr)};
}

void hexd_dashed(ImDrawList* d, ImVec2 a, ImVec2 b, ImU32 c, float thick, float dash) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  for (float s = 0; s < len; s += 2 * dash) {
    const float e = std::min(len, s + dash);
    d->AddLine(ImVec2(a.x + dx * s / len, a.y + dy * s / len), ImVec2(a.x + dx * e / len, a.y + dy * e / len), c,
               thick);
  }
}

constexpr unsigned kHexdGridLine = 0x7a7060;
constexpr unsigned kHexdContour = 0x7a4a1a;
constexpr unsigned kHexdTagRgb[] = {0xb02020, 0x2060b0, 0x6a2a8a, 0x8a1a1a, 0xa07010};  // kMapTagKinds' order

unsigned hexd_tag_rgb(const std::string& kind) {
  for (std::size_t i = 0; i < std::size(lotn::kMapTagKinds); ++i)
    if (kind == lotn::kMapTagKinds[i]) return kHexdTagRgb[i];
  return 0x404040;
}

const char* hexd_tag_words(const std::string& kind) {
  if (kind == "retreat_edge") return "retreat edge";
  if (kind == "entry") return "entry hex";
  if (kind == "exit") return "exit hex";
  if (kind == "rout_exit") return "rout exit";
  if (kind == "baggage") return "baggage";
  return "marked hex";
}

}  // namespace

Vec2 hex_centre(const lotn::HexGrid& grid, const lotn::Hex& hex) {
  const auto p = grid.centre(hex);
  return Vec2{p.x, p.y};
}

double vertex_angle(lotn::GridOrientation orientation, int vertex) {
  const double base = orientation == lotn::GridOrientation::Rows ? -90.0 : -60.0;
  return (base + 60.0 * lotn::side_turn(vertex, 0)) * kHexdPi / 180.0;
}

double side_angle(lotn::GridOrientation orientation, int side) {
  return vertex_angle(orientation, side) + kHexdPi / 6.0;
}

std::array<Vec2, 6> hex_corners(const lotn::HexGrid& grid, const lotn::Hex& hex) {
  std::array<Vec2, 6> out;
  const Vec2 c = hex_centre(grid, hex);
  for (int k = 0; k < 6; ++k) out[static_cast<std::size_t>(k)] = hexd_polar(c, vertex_angle(grid.spec().orientation, k), kHexRadius);
  return out;
}

Vec2 vertex_point(const lotn::HexGrid& grid, const lotn::Hex& hex, int vertex) {
  return hexd_polar(hex_centre(grid, hex), vertex_angle(grid.spec().orientation, vertex), kHexRadius);
}

Vec2 side_midpoint(const lotn::HexGrid& grid, const lotn::Hex& hex, int side) {
  return hexd_polar(hex_centre(grid, hex), side_angle(grid.spec().orientation, side), kHexApothem);
}

std::pair<Vec2, Vec2> side_segment(const lotn::HexGrid& grid, const lotn::Hex& hex, int side) {
  return {vertex_point(grid, hex, side), vertex_point(grid, hex, lotn::side_turn(side, 1))};
}

std::optional<lotn::Hex> hex_at_point(const lotn::HexGrid& grid, Vec2 world) {
  double q = 0, r = 0;
  if (grid.spec().orientation == lotn::GridOrientation::Rows) {
    r = world.y / kHexdRowStep;
    q = world.x - r * 0.5;
  } else {
    q = world.x / kHexdRowStep;
    r = world.y - q * 0.5;
  }
  // Cube rounding gives the hex whose area holds the point (on a boundary, one of the two).
  return grid.at(hexd_round(q, r));
}

namespace {

// Which of a hex's six points (`point(k)`: its vertices or its hexsides' midpoints) is nearest `world`.
template <class Point>
int hexd_nearest(Point point, Vec2 world) {
  int best = 0;
  double best_d = 1e300;
  for (int k = 0; k < 6; ++k) {
    const double d = hexd_dist2(point(k), world);
    if (d < best_d) {
      best_d = d;
      best = k;
    }
  }
  return best;
}

}  // namespace

int nearest_vertex(const lotn::HexGrid& grid, const lotn::Hex& hex, Vec2 world) {
  return hexd_nearest([&](int k) { return vertex_point(grid, hex, k); }, world);
}

int nearest_side(const lotn::HexGrid& grid, const lotn::Hex& hex, Vec2 world) {
  return hexd_nearest([&](int k) { return side_midpoint(grid, hex, k); }, world);
}

Rect map_bounds(const lotn::HexGrid& grid) {
  bool any = false;
  Rect r;
  for (const auto& h : grid.all_hexes()) {
    const Vec2 c = hex_centre(grid, h);
    if (!any) {
      r = Rect{c.x, c.y, c.x, c.y};
      any = true;
    }
    r.x0 = std::min(r.x0, c.x);
    r.y0 = std::min(r.y0, c.y);
    r.x1 = std::max(r.x1, c.x);
    r.y1 = std::max(r.y1, c.y);
  }
  return any ? r.grown(kHexRadius) : Rect{};
}

Vec2 midpoint(Vec2 a, Vec2 b) { return Vec2{(a.x + b.x) / 2, (a.y + b.y) / 2}; }

unsigned terrain_rgb(lotn::Terrain terrain) {
  switch (terrain) {
    case lotn::Terrain::Clear: return 0xe9e2c4;
    case lotn::Terrain::Woods: return 0x86ad6f;
    case lotn::Terrain::Town: return 0xd09a80;
    case lotn::Terrain::Castle: return 0xa39a92;
    case lotn::Terrain::Garden: return 0xc3d98e;
    case lotn::Terrain::Marsh: return 0x9fc6c0;
    case lotn::Terrain::Ditch: return 0xc7b07e;
  }
  return 0xe9e2c4;
}

const char* terrain_words(lotn::Terrain terrain) {
  switch (terrain) {
    case lotn::Terrain::Clear: return "clear";
    case lotn::Terrain::Woods: return "woods";
    case lotn::Terrain::Town: return "town";
    case lotn::Terrain::Castle: return "castle";
    case lotn::Terrain::Garden: return "garden";
    case lotn::Terrain::Marsh: return "marsh";
    case lotn::Terrain::Ditch: return "ditch";
  }
  return "clear";
}

unsigned hex_fill_rgb(const lotn::HexFacts& facts) {
  const int level = std::clamp(facts.elevation, -3, 4);
  return mapui::shade(terrain_rgb(facts.terrain), -0.09 * level);
}

const char* feature_words(lotn::SideFeature feature) {
  switch (feature) {
    case lotn::SideFeature::Road: return "road";
    case lotn::SideFeature::Bridge: return "bridge";
    case lotn::SideFeature::Stream: return "stream";
    case lotn::SideFeature::DeepStream: return "deep stream";
    case lotn::SideFeature::Berm: return "berm";
    case lotn::SideFeature::ElevatedRoad: return "elevated road";
    case lotn::SideFeature::TownWall: return "town wall";
    case lotn::SideFeature::CastleWall: return "castle wall";
    case lotn::SideFeature::GardenWall: return "garden wall";
  }
  return "feature";
}

FeatureStyle feature_style(lotn::SideFeature feature) {
  switch (feature) {
    case lotn::SideFeature::Road: return FeatureStyle{0x8a5a2b, 2.5f, true, false, 3};
    case lotn::SideFeature::Bridge: return FeatureStyle{0x2a2a2a, 3.0f, false, false, 5};
    case lotn::SideFeature::Stream: return FeatureStyle{0x3a7bd5, 3.0f, false, false, 1};
    case lotn::SideFeature::DeepStream: return FeatureStyle{0x1c4596, 5.0f, false, false, 1};
    case lotn::SideFeature::Berm: return FeatureStyle{0x6b5530, 3.0f, false, true, 2};
    case lotn::SideFeature::ElevatedRoad: return FeatureStyle{0x6a3f12, 4.0f, false, false, 4};
    case lotn::SideFeature::TownWall: return FeatureStyle{0x5a2a1a, 3.5f, false, false, 2};
    case lotn::SideFeature::CastleWall: return FeatureStyle{0x262626, 4.5f, false, false, 2};
    case lotn::SideFeature::GardenWall: return FeatureStyle{0x4a6a2a, 3.0f, false, true, 2};
  }
  return FeatureStyle{};
}

MapContents map_contents(const lotn::MapData& map) {
  MapContents out;
  bool terrain[lotn::kTerrainCount] = {};
  bool feature[lotn::kSideFeatureCount] = {};
  for (const auto& h : map.grid().all_hexes()) {
    const auto& f = map.facts(h);
    terrain[static_cast<int>(f.terrain)] = true;
    if (std::find(out.elevations.begin(), out.elevations.end(), f.elevation) == out.elevations.end())
      out.elevations.push_back(f.elevation);
  }
  for (const auto& s : map.hexsides) feature[static_cast<int>(s.kind)] = true;
  for (int i = 0; i < lotn::kTerrainCount; ++i)
    if (terrain[i]) out.terrains.push_back(static_cast<lotn::Terrain>(i));
  for (int i = 0; i < lotn::kSideFeatureCount; ++i)
    if (feature[i]) out.features.push_back(static_cast<lotn::SideFeature>(i));
  std::sort(out.elevations.begin(), out.elevations.end());
  return out;
}

bool show_hex_ids(double pixels_per_unit) { return pixels_per_unit >= kIdsFromPixels; }

void fill_hex(const mapui::Frame& f, const lotn::HexGrid& grid, const lotn::Hex& hex, ImU32 fill) {
  const auto corners = hex_corners(grid, hex);
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = f.at(corners[static_cast<std::size_t>(k)]);
  f.draw->AddConvexPolyFilled(pts, 6, fill);
}

void draw_hex_outline(const mapui::Frame& f, const lotn::HexGrid& grid, const lotn::Hex& hex, ImU32 colour,
                      float thickness, ImU32 fill) {
  const auto corners = hex_corners(grid, hex);
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = f.at(corners[static_cast<std::size_t>(k)]);
  if (fill) f.draw->AddConvexPolyFilled(pts, 6, fill);
  f.draw->AddPolyline(pts, 6, colour, ImDrawFlags_Closed, thickness);
}

void draw_side_feature(const mapui::Frame& f, const lotn::HexGrid& grid, const lotn::Hex& hex, int side,
                       lotn::SideFeature feature) {
  const FeatureStyle st = feature_style(feature);
  const float w = st.width * f.weight();
  const ImU32 col = mapui::rgba(st.rgb);
  if (st.across) {
    // A road: from this hex's centre to the neighbour's, through the middle of the side.
    const Vec2 c = hex_centre(grid, hex);
    const Vec2 m = side_midpoint(grid, hex, side);
    const Vec2 far = Vec2{c.x + 2 * (m.x - c.x), c.y + 2 * (m.y - c.y)};
    f.draw->AddLine(f.at(c), f.at(far), col, w);
    return;
  }
  const auto [a, b] = side_segment(grid, hex, side);
  if (feature == lotn::SideFeature::Bridge) {
    // Two short rails across the side, either side of the road.
    const Vec2 m = side_midpoint(grid, hex, side);
    const Vec2 along{(b.x - a.x) * 0.22, (b.y - a.y) * 0.22};
    const Vec2 c = hex_centre(grid, hex);
    const Vec2 in{(m.x - c.x) * 0.35, (m.y - c.y) * 0.35};
    for (int sgn : {-1, 1}) {
      const Vec2 p{m.x + along.x * sgn, m.y + along.y * sgn};
      f.draw->AddLine(f.at(Vec2{p.x - in.x, p.y - in.y}), f.at(Vec2{p.x + in.x, p.y + in.y}), col, w * 0.6f);
    }
    return;
  }
  if (feature == lotn::SideFeature::ElevatedRoad) {
    f.draw->AddLine(f.at(a), f.at(b), mapui::rgba(0xf0e0b0), w + 2);
    f.draw->AddLine(f.at(a), f.at(b), col, w * 0.5f);
    return;
  }
  if (st.dashed) hexd_dashed(f.draw, f.at(a), f.at(b), col, w, 4 * f.weight());
  else f.draw->AddLine(f.at(a), f.at(b), col, w);
}

void draw_hex_map(const mapui::Frame& f, const lotn::MapData& map, const HexDrawOptions& options) {
  const lotn::HexGrid& grid = map.grid();
  const Rect view = f.camera.visible(f.size).grown(1.0);
  const double px = f.camera.scale;
  std::vector<lotn::Hex> shown;
  for (const auto& h : grid.all_hexes()) {
    const Vec2 c = hex_centre(grid, h);
    if (view.contains(c)) shown.push_back(h);
  }
  const ImU32 line = mapui::rgba(kHexdGridLine, px < 14 ? 60 : 140);
  for (const auto& h : shown) {
    const auto& facts = map.facts(h);
    unsigned fill = options.terrain ? terrain_rgb(facts.terrain) : terrain_rgb(lotn::Terrain::Clear);
    if (options.elevation) fill = mapui::shade(fill, -0.09 * std::clamp(facts.elevation, -3, 4));
    if (options.grid_lines && px >= 8) draw_hex_outline(f, grid, h, line, 1.0f, mapui::rgba(fill));
    else fill_hex(f, grid, h, mapui::rgba(fill));
    if (options.terrain && facts.terrain == lotn::Terrain::Woods && px >= 18) {
      // Three small tree crowns, so woods read without their colour.
      const Vec2 c = hex_centre(grid, h);
      const ImU32 tree = mapui::rgba(0x4d7a3a);
      const float rad = static_cast<float>(px * 0.09);
      for (const Vec2 d : {Vec2{-0.18, 0.1}, Vec2{0.18, 0.1}, Vec2{0, -0.15}})
        f.draw->AddCircleFilled(f.at(c + d), rad, tree, 10);
    }
    if (options.terrain && (facts.terrain == lotn::Terrain::Town || facts.terrain == lotn::Terrain::Castle) &&
        px >= 18) {
      const Vec2 c = hex_centre(grid, h);
      const ImU32 house = mapui::rgba(facts.terrain == lotn::Terrain::Town ? 0x8a4a30 : 0x4a4440);
      f.draw->AddRectFilled(f.at(c + Vec2{-0.2, -0.12}), f.at(c + Vec2{0.05, 0.1}), house);
      f.draw->AddRectFilled(f.at(c + Vec2{0.08, -0.05}), f.at(c + Vec2{0.24, 0.16}), house);
    }
    if (options.terrain && facts.terrain == lotn::Terrain::Marsh && px >= 18) {
      const Vec2 c = hex_centre(grid, h);
      const ImU32 reed = mapui::rgba(0x3f7a78);
      for (const double dy : {-0.12, 0.0, 0.12})
        f.draw->AddLine(f.at(c + Vec2{-0.2, dy}), f.at(c + Vec2{0.2, dy}), reed, 1.0f);
    }
  }
  if (options.elevation) {
    // A contour on each hexside between two levels.
    const ImU32 contour = mapui::rgba(kHexdContour, 200);
    for (const auto& h : shown) {
      const int level = map.facts(h).elevation;
      for (int s = 0; s < 3; ++s) {
        auto n = grid.neighbour(h, s);
        if (!n || map.facts(*n).elevation == level) continue;
        const auto [a, b] = side_segment(grid, h, s);
        f.draw->AddLine(f.at(a), f.at(b), contour, 2.0f * f.weight());
      }
      for (int s = 3; s < 6; ++s) {  // the neighbour across may be out of view
        auto n = grid.neighbour(h, s);
        if (!n || map.facts(*n).elevation == level) continue;
        if (view.contains(hex_centre(grid, *n))) continue;
        const auto [a, b] = side_segment(grid, h, s);
        f.draw->AddLine(f.at(a), f.at(b), contour, 2.0f * f.weight());
      }
    }
  }
  if (options.features) {
    std::vector<const lotn::HexsideRecord*> records;
    for (const auto& r : map.hexsides)
      if (view.contains(hex_centre(grid, r.a)) || view.contains(hex_centre(grid, r.b))) records.push_back(&r);
    std::stable_sort(records.begin(), records.end(), [](const auto* x, const auto* y) {
      return feature_style(x->kind).order < feature_style(y->kind).order;
    });
    for (const auto* r : records) {
      const int side = grid.side_towards(r->a, r->b);
      if (side < 0) continue;
      if (r->belongs_to && feature_style(r->kind).across == false && r->kind != lotn::SideFeature::Bridge) {
        // A wall lies on its own hex's side of the hexside (LotN 8.24): drawn a little inside it.
        const lotn::Hex own = *r->belongs_to;
        const int own_side = grid.side_towards(own, own == r->a ? r->b : r->a);
        if (own_side >= 0) {
          auto [a, b] = side_segment(grid, own, own_side);
          const Vec2 c = hex_centre(grid, own);
          a = a + (c - a) * 0.08;
          b = b + (c - b) * 0.08;
          const FeatureStyle st = feature_style(r->kind);
          const ImU32 col = mapui::rgba(st.rgb);
          if (st.dashed) hexd_dashed(f.draw, f.at(a), f.at(b), col, st.width * f.weight(), 4 * f.weight());
          else f.draw->AddLine(f.at(a), f.at(b), col, st.width * f.weight());
          continue;
        }
      }
      draw_side_feature(f, grid, r->a, side, r->kind);
    }
  }
  if (options.tags && px >= 10) {
    for (const auto& t : map.tags) {
      const ImU32 col = mapui::rgba(hexd_tag_rgb(t.kind), 210);
      for (const auto& h : t.hexes) {
        const Vec2 c = hex_centre(grid, h);
        if (!view.contains(c)) continue;
        f.draw->AddTriangleFilled(f.at(c + Vec2{0, 0.34}), f.at(c + Vec2{-0.1, 0.2}), f.at(c + Vec2{0.1, 0.2}), col);
      }
    }
  }
  const bool ids = options.ids > 0 || (options.ids < 0 && show_hex_ids(px));
  if (ids) {
    const float font = std::clamp(static_cast<float>(px * 0.17), 9.0f, 15.0f);
    const ImU32 ink = mapui::rgba(0x3a3428, 200);
    for (const auto& h : shown) {
      const std::string id = grid.name(h);
      const ImVec2 size = f.text_size(id, font);
      const ImVec2 top = f.at(hex_centre(grid, h) + Vec2{0, -kHexRadius * 0.78});
      f.text(ImVec2(top.x - size.x / 2, top.y), ink, id, font);
      const int level = map.facts(h).elevation;
      if (options.elevation && level != 0) {
        const std::string lv = (level > 0 ? "+" : "") + std::to_string(level);
        const ImVec2 at = f.at(hex_centre(grid, h) + Vec2{0, kHexRadius * 0.45});
        f.text(ImVec2(at.x - f.text_size(lv, font).x / 2, at.y), mapui::rgba(kHexdContour), lv, font);
      }
    }
  }
}

std::vector<mapui::LegendEntry> map_legend(const lotn::MapData& map) {
  std::vector<mapui::LegendEntry> out;
  const MapContents c = map_contents(map);
  for (auto t : c.terrains) {
    mapui::LegendEntry e;
    e.mark = mapui::LegendEntry::Mark::Swatch;
    e.rgb = terrain_rgb(t);
    e.text = terrain_words(t);
    out.push_back(e);
  }
  if (c.elevations.size() > 1) {
    mapui::LegendEntry e;
    e.mark = mapui::LegendEntry::Mark::Line;
    e.rgb = kHexdContour;
    e.text = "change of elevation (darker: higher)";
    out.push_back(e);
  }
  for (auto fe : c.features) {
    const FeatureStyle st = feature_style(fe);
    mapui::LegendEntry e;
    e.mark = st.dashed ? mapui::LegendEntry::Mark::Dashed : mapui::LegendEntry::Mark::Line;
    e.rgb = st.rgb;
    e.thickness = st.width;
    e.text = feature_words(fe);
    out.push_back(e);
  }
  std::vector<std::string> kinds;
  for (const auto& t : map.tags)
    if (std::find(kinds.begin(), kinds.end(), t.kind) == kinds.end()) kinds.push_back(t.kind);
  for (const auto& k : kinds) {
    mapui::LegendEntry e;
    e.mark = mapui::LegendEntry::Mark::Dot;
    e.rgb = hexd_tag_rgb(k);
    e.text = hexd_tag_words(k);
    out.push_back(e);
  }
  return out;
}

}  // namespace umpire::lotnui
