// LotN 7.11, 7.15, 10.24-10.26: facing, and the Front, Flank and Rear hexes
// of single-hex units, double-sized units and units In Column, checked
// against the rulebook's diagrams (two Front hexsides, a Flank on each side,
// two Rear; three Front and three Rear for a double unit) and its examples.
#include <doctest/doctest.h>

#include "lotn/hex_facing.h"
#include "lotn/hex_los.h"
#include "lotn_test_maps.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::hex;
using umpire::lotn_test::names;
using Names = std::set<std::string>;

namespace {

UnitShape lotn_facing_test_unit(const HexGrid& g, const char* a, const char* b, int facing, bool column = false) {
  UnitShape shape;
  shape.hex = hex(g, a);
  if (b) shape.second = hex(g, b);
  shape.facing = facing;
  shape.in_column = column;
  REQUIRE(shape_problem(g, shape).empty());
  return shape;
}

}  // namespace

TEST_CASE("LotN 7.11: a single-hex unit has two Front, two Flank and two Rear hexes") {
  const MapData& map = lotn_test::lutzen();
  const HexGrid& g = map.grid();
  UnitShape u = lotn_facing_test_unit(g, "2321", nullptr, *map.vertex_for("NW"));
  FacingSets s = facing_sets(g, u);
  CHECK(names(g, s.front) == Names{"2222", "2221"});
  CHECK(names(g, s.flank) == Names{"2322", "2320"});
  CHECK(names(g, s.rear) == Names{"2421", "2422"});
  CHECK(arc_of(g, u, hex(g, "2221")) == Arc::Front);
  CHECK(arc_of(g, u, hex(g, "2320")) == Arc::Flank);
  CHECK(arc_of(g, u, hex(g, "2421")) == Arc::Rear);
  CHECK(arc_of(g, u, hex(g, "2121")) == Arc::None);
  CHECK(front_sides(u) == std::vector<int>{5, 0});
  // Every facing: the six neighbours split 2 / 2 / 2, the Front across the faced vertex.
  for (int v = 0; v < kSides; ++v) {
    u.facing = v;
    FacingSets t = facing_sets(g, u);
    CHECK(t.front.size() == 2u);
    CHECK(t.flank.size() == 2u);
    CHECK(t.rear.size() == 2u);
    CHECK(names(g, t.front) == Names{g.name(*g.neighbour(u.hex, side_turn(v, -1))), g.name(*g.neighbour(u.hex, v))});
  }
}

TEST_CASE("LotN 7.11: a double-sized unit has three Front hexes, a Flank at each end, three Rear hexes") {
  const MapData& map = lotn_test::lutzen();
  const HexGrid& g = map.grid();
  const int nw = *map.vertex_for("NW");
  // The 8.1 example (Lützen): Bose in 2215-2216 facing NW fires its right half at v. Breuner
  // in 2115 and its left half at Waldstein in 2116, "a frontal hex for Bose".
  UnitShape bose = lotn_facing_test_unit(g, "2215", "2216", nw);
  FacingSets s = facing_sets(g, bose);
  CHECK(names(g, s.front) == Names{"2114", "2115", "2116"});
  CHECK(names(g, s.flank) == Names{"2214", "2217"});
  CHECK(names(g, s.rear) == Names{"2314", "2315", "2316"});
  // Mitzlaff in 2212-2213 facing NW fires at Kehrans, who moved into 2112-2113.
  UnitShape mitzlaff = lotn_facing_test_unit(g, "2212", "2213", nw);
  CHECK(arc_of(g, mitzlaff, hex(g, "2112")) == Arc::Front);
  CHECK(arc_of(g, mitzlaff, hex(g, "2113")) == Arc::Front);
  // The 9.33 example: the brigade in 2321-2322 has the Imperialist HI in 2221 and the routed one in
  // 2223 ahead, and may advance into 2222-2223 or wheel into 2222-2321: 2222 is ahead of both halves.
  UnitShape advancing = lotn_facing_test_unit(g, "2321", "2322", nw);
  CHECK(names(g, facing_sets(g, advancing).front) == Names{"2221", "2222", "2223"});
  CHECK(g.adjacent(hex(g, "2321"), hex(g, "2222")));
  CHECK(g.adjacent(hex(g, "2322"), hex(g, "2222")));
  // The 9.2 example 1: a brigade in 3722/3822 has tercios in its three frontal hexes 3622/3721/3821.
  UnitShape brigade = lotn_facing_test_unit(g, "3722", "3822", 1);
  CHECK(names(g, facing_sets(g, brigade).front) == Names{"3622", "3721", "3821"});
  CHECK(g.adjacent(hex(g, "3920"), hex(g, "3821")));  // the HC that may attack the tercio in 3821
}

TEST_CASE("LotN 7.11, 7.15: a double-sized unit faces square to its long side, never along it") {
  const HexGrid& g = lotn_test::lutzen().grid();
  for (int axis = 0; axis < kSides; ++axis) {
    UnitShape u;
    u.hex = hex(g, "2520");
    u.second = g.neighbour(u.hex, axis);
    auto allowed = double_line_facings(axis);
    for (int v = 0; v < kSides; ++v) {
      u.facing = v;
      bool ok = v == allowed[0] || v == allowed[1];
      CHECK_MESSAGE(shape_problem(g, u).empty() == ok, "axis " << axis << " facing " << v);
      if (!ok) continue;
      FacingSets s = facing_sets(g, u);
      CHECK(s.front.size() == 3u);
      CHECK(s.flank.size() == 2u);
      CHECK(s.rear.size() == 3u);
    }
  }
  UnitShape apart;
  apart.hex = hex(g, "2520");
  apart.second = hex(g, "2522");
  CHECK(shape_problem(g, apart).find("adjacent") != std::string::npos);
}

TEST_CASE("LotN 10.24-10.26: In Column only the hex ahead is Front; everything else is Flank") {
  const MapData& map = lotn_test::breitenfeld();
  const HexGrid& g = map.grid();
  // 10.26 example: a brigade In Column in 3828/3928 facing north, that changes to line, faces east.
  int axis = g.side_towards(hex(g, "W3928"), hex(g, "W3828"));
  REQUIRE(axis == 0);
  UnitShape column = lotn_facing_test_unit(g, "W3928", "W3828", axis, true);
  FacingSets s = facing_sets(g, column);
  CHECK(names(g, s.front) == Names{"W3727"});
  CHECK(s.flank.size() == 7u);
  CHECK(s.rear.empty());
  CHECK(names(g, column_move_hexes(g, column)) == Names{"W3727", "W3728", "W3827"});
  auto line = double_line_facings(axis);
  CHECK((line[0] == 2 || line[1] == 2));  // vertex 2, down and to the right of up: the example's "east"
  // The head may be given first or second.
  UnitShape reversed = lotn_facing_test_unit(g, "W3828", "W3928", axis, true);
  CHECK(names(g, facing_sets(g, reversed).front) == Names{"W3727"});
  // A column faces along its long side.
  UnitShape sideways = column;
  sideways.facing = 1;
  CHECK(shape_problem(g, sideways).find("long side forward") != std::string::npos);
  // A single-hex unit In Column: one Front hex, five Flank hexes.
  UnitShape single = lotn_facing_test_unit(g, "W2520", nullptr, 3, true);
  FacingSets t = facing_sets(g, single);
  CHECK(t.front.size() == 1u);
  CHECK(t.flank.size() == 5u);
  CHECK(arc_of(g, single, *g.neighbour(single.hex, 0)) == Arc::Flank);  // behind it: Flank, not Rear
}

TEST_CASE("LotN 8.6 example, 8.29: fire from the guns in 2434 comes through the brigade's flank") {
  const MapData& map = lotn_test::lutzen();
  const HexGrid& g = map.grid();
  UnitShape brigade = lotn_facing_test_unit(g, "2627", "2628", *map.vertex_for("NW"));
  CHECK(arc_of_fire(g, brigade, hex(g, "2628"), hex(g, "2434")) == Arc::Flank);
  // Fired at through its nearer half from the far side: judged at the half the line enters.
  CHECK(arc_of_fire(g, brigade, hex(g, "2627"), hex(g, "2434")) == Arc::Flank);
  CHECK(arc_of_fire(g, brigade, hex(g, "2628"), hex(g, "2228")) == Arc::Front);
  CHECK(arc_of_fire(g, brigade, hex(g, "2628"), hex(g, "3028")) == Arc::Rear);
}
