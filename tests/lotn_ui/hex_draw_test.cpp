// The hex map's geometry (ui/lotn/hex_draw.h), both orientations, without Dear ImGui.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/lotn/hex_draw.h"
#include "ui/map/palette.h"

namespace umpire::lotnui {
namespace {

lotn::HexGrid hexdt_grid(lotn::GridOrientation o) {
  lotn::GridSpec spec;
  spec.orientation = o;
  spec.sections.push_back(lotn::GridSection{"", 1, 8, 1, 9, 0, 0});
  return lotn::HexGrid(spec);
}

lotn::Hex hexdt_hex(const lotn::HexGrid& g, const std::string& id) {
  auto h = g.parse(id);
  REQUIRE_MESSAGE(h.has_value(), "no hex " << id);
  return *h;
}

bool hexdt_near(Vec2 a, Vec2 b, double eps = 1e-9) { return std::abs(a.x - b.x) < eps && std::abs(a.y - b.y) < eps; }

constexpr lotn::GridOrientation kHexdtBoth[] = {lotn::GridOrientation::Rows, lotn::GridOrientation::Columns};

}  // namespace

TEST_CASE("hex map: corners lie on the circumcircle and neighbours share their hexside") {
  for (auto o : kHexdtBoth) {
    CAPTURE(static_cast<int>(o));
    const lotn::HexGrid g = hexdt_grid(o);
    const lotn::Hex h = hexdt_hex(g, "0405");
    const Vec2 c = hex_centre(g, h);
    const auto corners = hex_corners(g, h);
    for (int k = 0; k < 6; ++k) {
      CHECK(mapui::length(corners[static_cast<std::size_t>(k)] - c) == doctest::Approx(kHexRadius));
      CHECK(mapui::length(side_midpoint(g, h, k) - c) == doctest::Approx(kHexApothem));
      auto n = g.neighbour(h, k);
      REQUIRE(n.has_value());
      // The middle of side k is halfway to the neighbour across it.
      CHECK(hexdt_near(side_midpoint(g, h, k), midpoint(c, hex_centre(g, *n))));
      // Side k of h is the neighbour's opposite side, the ends swapped.
      const auto [a, b] = side_segment(g, h, k);
      const auto [na, nb] = side_segment(g, *n, lotn::opposite_side(k));
      CHECK(hexdt_near(a, nb));
      CHECK(hexdt_near(b, na));
    }
    // Clockwise on the screen (y down): the signed area is positive.
    double area = 0;
    for (int k = 0; k < 6; ++k) {
      const Vec2 p = corners[static_cast<std::size_t>(k)], q = corners[static_cast<std::size_t>((k + 1) % 6)];
      area += p.x * q.y - q.x * p.y;
    }
    CHECK(area > 0);
  }
}

TEST_CASE("hex map: vertex 0 is straight up in rows and up-right in columns") {
  const lotn::HexGrid rows = hexdt_grid(lotn::GridOrientation::Rows);
  const lotn::Hex r = hexdt_hex(rows, "0404");
  const Vec2 rc = hex_centre(rows, r), rv = vertex_point(rows, r, 0);
  CHECK(rv.x == doctest::Approx(rc.x));
  CHECK(rv.y < rc.y);
  const lotn::HexGrid cols = hexdt_grid(lotn::GridOrientation::Columns);
  const lotn::Hex c = hexdt_hex(cols, "0404");
  const Vec2 cc = hex_centre(cols, c), cv = vertex_point(cols, c, 0);
  CHECK(cv.x > cc.x);
  CHECK(cv.y < cc.y);
  // Columns: a hexside on top (side 5, between vertices 5 and 0, is level).
  const auto [a, b] = side_segment(cols, c, 5);
  CHECK(a.y == doctest::Approx(b.y));
  CHECK(a.y < cc.y);
}

TEST_CASE("hex map: picking the hex under a point, the nearest vertex and side") {
  for (auto o : kHexdtBoth) {
    CAPTURE(static_cast<int>(o));
    const lotn::HexGrid g = hexdt_grid(o);
    for (const auto& h : g.all_hexes()) {
      const Vec2 c = hex_centre(g, h);
      auto at = hex_at_point(g, c);
      REQUIRE(at.has_value());
      CHECK(*at == h);
      for (int k = 0; k < 6; ++k) {
        // Just inside a corner and just inside a side: still this hex.
        const Vec2 v = vertex_point(g, h, k), m = side_midpoint(g, h, k);
        CHECK(hex_at_point(g, c + (v - c) * 0.93) == h);
        CHECK(hex_at_point(g, c + (m - c) * 0.96) == h);
        // Just beyond the side: the neighbour, or nothing off the map.
        CHECK(hex_at_point(g, c + (m - c) * 1.04) == g.neighbour(h, k));
        CHECK(nearest_vertex(g, h, c + (v - c) * 0.6) == k);
        CHECK(nearest_side(g, h, c + (m - c) * 0.6) == k);
      }
    }
    const Rect b = map_bounds(g);
    CHECK_FALSE(hex_at_point(g, Vec2{b.x0 - 2, b.y0 - 2}).has_value());
    for (const auto& h : g.all_hexes())
      for (const Vec2& p : hex_corners(g, h)) CHECK(b.grown(1e-9).contains(p));
  }
}

TEST_CASE("hex map: a map's legend names the terrain and features it has, higher hexes are darker") {
  lotn::MapData map(hexdt_grid(lotn::GridOrientation::Rows));
  const lotn::Hex a = hexdt_hex(map.grid(), "0303"), b = hexdt_hex(map.grid(), "0304");
  map.facts(a).terrain = lotn::Terrain::Woods;
  map.facts(b).elevation = 1;
  map.add_hexside(lotn::HexsideRecord{a, b, lotn::SideFeature::Stream, std::nullopt, "", "test"});
  const MapContents c = map_contents(map);
  REQUIRE(c.terrains.size() == 2);
  CHECK(c.terrains[0] == lotn::Terrain::Clear);
  CHECK(c.terrains[1] == lotn::Terrain::Woods);
  REQUIRE(c.features.size() == 1);
  CHECK(c.features[0] == lotn::SideFeature::Stream);
  CHECK(c.elevations == std::vector<int>{0, 1});
  const auto legend = map_legend(map);
  std::vector<std::string> words;
  for (const auto& e : legend) words.push_back(e.text);
  CHECK(std::find(words.begin(), words.end(), "woods") != words.end());
  CHECK(std::find(words.begin(), words.end(), "stream") != words.end());
  CHECK(std::find(words.begin(), words.end(), "deep stream") == words.end());
  CHECK(mapui::luminance(hex_fill_rgb(map.facts(b))) < mapui::luminance(hex_fill_rgb(map.facts(hexdt_hex(map.grid(), "0305")))));
  // Every terrain its own fill, every feature its own look.
  for (int i = 0; i < lotn::kTerrainCount; ++i)
    for (int j = i + 1; j < lotn::kTerrainCount; ++j)
      CHECK(terrain_rgb(static_cast<lotn::Terrain>(i)) != terrain_rgb(static_cast<lotn::Terrain>(j)));
  CHECK(show_hex_ids(kIdsFromPixels));
  CHECK_FALSE(show_hex_ids(kIdsFromPixels - 1));
}

}  // namespace umpire::lotnui
