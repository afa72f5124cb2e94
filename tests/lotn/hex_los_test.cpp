// LotN 8.22, 8.24: Line of Sight, blocked by woods, towns and town/castle
// walls (not garden walls) unless lower than both firer and target, by any
// part of higher ground, by units (small arms: any; artillery: cavalry, guns,
// infantry not nearer the guns, anything next to the guns), with the two
// exceptions (adjacent hexes; through a wall into its own hex); the fire arc.
#include <doctest/doctest.h>

#include <map>

#include <nlohmann/json.hpp>

#include "lotn/hex_los.h"
#include "lotn/map_data.h"
#include "lotn_test_maps.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::hex;

namespace {

// A test map: all clear, with one feature per row so that lines along a row
// meet only that feature.
const MapData& lotn_los_test_map() {
  static const MapData map = read_map(nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "los", "name": "LOS test", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 30], "source": "test"}]},
    "compass": {"vertices": {"N": 0}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [
      {"at": ["2018"], "terrain": "woods", "source": "test"},
      {"at": ["1220", "1216"], "elevation": 1, "source": "test"},
      {"at": ["1218"], "terrain": "woods", "source": "test"},
      {"at": ["1418"], "elevation": 1, "source": "test"},
      {"at": ["1422"], "elevation": 2, "source": "test"},
      {"at": ["1618"], "terrain": "town", "name": "Podelwitz", "source": "test"},
      {"at": ["1427"], "terrain": "woods", "source": "test"}
    ],
    "hexsides": [
      {"between": ["2418", "2417"], "kind": "town_wall", "belongs_to": "2417", "source": "test"},
      {"between": ["2618", "2617"], "kind": "garden_wall", "source": "test"},
      {"between": ["2818", "2817"], "kind": "castle_wall", "belongs_to": "2818", "source": "test"}
    ]
  })"),
                                               "los test map");
  return map;
}

LosResult lotn_los_test(const char* from, const char* to, FireKind kind = FireKind::SmallArms,
                        std::map<std::string, Occupant> units = {}, LosVariants variants = {}) {
  const MapData& map = lotn_los_test_map();
  const HexGrid& g = map.grid();
  OccupantAt occupant = [&](const Hex& h) {
    auto it = units.find(g.name(h));
    return it == units.end() ? Occupant::None : it->second;
  };
  return line_of_sight(map, hex(g, from), hex(g, to), kind, occupant, variants);
}

}  // namespace

TEST_CASE("LotN 8.24: a line along a row passes the hexes between; along a spine it touches two") {
  const HexGrid& g = lotn_los_test_map().grid();
  LineTrace row = trace_line(g, hex(g, "2020"), hex(g, "2016"));
  REQUIRE(row.steps.size() == 3u);
  CHECK(g.name(row.steps[1].hex) == "2018");
  CHECK(row.crossed.size() == 4u);
  CHECK(row.exit_sides == std::vector<int>{1});
  LineTrace spine = trace_line(g, hex(g, "1526"), hex(g, "1326"));
  REQUIRE(spine.steps.size() == 1u);
  REQUIRE(spine.steps[0].beside);
  CHECK(std::set<std::string>{g.name(spine.steps[0].hex), g.name(*spine.steps[0].beside)} ==
        std::set<std::string>{"1426", "1427"});
  CHECK(spine.crossed.empty());
  CHECK(spine.exit_sides == std::vector<int>{0, 5});
}

TEST_CASE("LotN 8.24: woods and towns block; not when lower than both firer and target") {
  CHECK(lotn_los_test("2020", "2022").clear);
  LosResult woods = lotn_los_test("2020", "2016");
  CHECK_FALSE(woods.clear);
  CHECK(woods.reason == "woods in 2018 (LotN 8.24)");
  CHECK_FALSE(lotn_los_test("1620", "1616").clear);
  CHECK(lotn_los_test("1620", "1616").reason.find("a town in 1618") == 0);
  CHECK(lotn_los_test("1220", "1216").clear);  // woods at level 0, firer and target at level 1
  CHECK(lotn_los_test("2019", "2018").clear);  // exception 1: always into an adjacent hex
  CHECK(lotn_los_test("2020", "2018").clear);  // the target's own woods do not block
}

TEST_CASE("LotN 8.24: higher ground blocks; a hex no higher than the firer does not, by default") {
  LosResult hill = lotn_los_test("1420", "1416");
  CHECK_FALSE(hill.clear);
  CHECK(hill.reason == "higher ground in 1418 (LotN 8.24)");
  CHECK(lotn_los_test("1422", "1416").clear);  // firer on level 2 over level 1 to level 0
  LosVariants either;
  either.higher_than_either = true;
  CHECK_FALSE(lotn_los_test("1422", "1416", FireKind::SmallArms, {}, either).clear);
}

TEST_CASE("LotN 8.24: town and castle walls block, garden walls do not; exception 2") {
  LosResult wall = lotn_los_test("2420", "2415");
  CHECK_FALSE(wall.clear);
  CHECK(wall.reason == "the wall between 2418 and 2417 (LotN 8.24)");
  CHECK(lotn_los_test("2420", "2417").clear);  // through the wall into the hex it belongs to
  CHECK(lotn_los_test("2418", "2417").clear);  // adjacent
  CHECK(lotn_los_test("2620", "2615").clear);  // a garden wall
  CHECK_FALSE(lotn_los_test("2818", "2815").clear);  // out through the castle's own wall: not in the text
  LosVariants out;
  out.fire_out_through_own_wall = true;
  CHECK(lotn_los_test("2818", "2815", FireKind::SmallArms, {}, out).clear);
}

TEST_CASE("LotN 8.24 Play Note: a line along a hexside is read strictly (variant lotn.los.spine_either)") {
  LosResult spine = lotn_los_test("1526", "1326");
  CHECK_FALSE(spine.clear);
  CHECK(spine.reason.find("woods in 1427 beside the line") == 0);
  LosVariants lenient;
  lenient.spine_blocked_by_either = false;
  CHECK(lotn_los_test("1526", "1326", FireKind::SmallArms, {}, lenient).clear);
}

TEST_CASE("LotN 8.24: combat units block small arms; artillery fires over infantry nearer the guns") {
  using O = Occupant;
  CHECK_FALSE(lotn_los_test("1825", "1819", FireKind::SmallArms, {{"1822", O::Infantry}}).clear);
  CHECK_FALSE(lotn_los_test("1825", "1819", FireKind::SmallArms, {{"1822", O::Artillery}}).clear);
  CHECK(lotn_los_test("1825", "1819", FireKind::SmallArms, {{"1819", O::Infantry}}).clear);  // the target
  CHECK(lotn_los_test("1825", "1819", FireKind::Artillery, {{"1823", O::Infantry}}).clear);   // 2 from the guns, 4 from the target
  CHECK_FALSE(lotn_los_test("1825", "1819", FireKind::Artillery, {{"1822", O::Infantry}}).clear);  // 3 and 3
  CHECK_FALSE(lotn_los_test("1825", "1819", FireKind::Artillery, {{"1821", O::Infantry}}).clear);
  CHECK_FALSE(lotn_los_test("1825", "1819", FireKind::Artillery, {{"1823", O::Cavalry}}).clear);
  LosResult next = lotn_los_test("1825", "1819", FireKind::Artillery, {{"1824", O::Infantry}});
  CHECK_FALSE(next.clear);
  CHECK(next.reason.find("next to the guns") != std::string::npos);
  CHECK_FALSE(lotn_los_test("1825", "1819", FireKind::Artillery, {{"1823", O::Artillery}}).clear);
  LosVariants over_guns;
  over_guns.artillery_over_guns = true;
  CHECK(lotn_los_test("1825", "1819", FireKind::Artillery, {{"1823", O::Artillery}}, over_guns).clear);
}

TEST_CASE("LotN 8.22: fire leaves through the Front hexsides, and the Flank ones for tercios and LI") {
  const HexGrid& g = lotn_los_test_map().grid();
  UnitShape u;
  u.hex = hex(g, "2020");
  u.facing = 0;
  CHECK(in_fire_arc(g, u, u.hex, hex(g, "1620"), false));  // straight ahead, through the faced vertex
  CHECK(in_fire_arc(g, u, u.hex, hex(g, "1819"), false));
  CHECK_FALSE(in_fire_arc(g, u, u.hex, hex(g, "2016"), false));  // to the side
  CHECK(in_fire_arc(g, u, u.hex, hex(g, "2016"), true));
  CHECK_FALSE(in_fire_arc(g, u, u.hex, hex(g, "2420"), true));  // behind
  u.in_column = true;
  CHECK_FALSE(in_fire_arc(g, u, u.hex, hex(g, "1620"), false));  // 10.25: no fire In Column
}
