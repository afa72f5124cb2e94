// LotN maps (data/lotn/maps): the schematic placeholders load, every hex the
// scenarios name is on them, their text-located facts are where the text puts
// them, and a bad map file is refused with the problem named in words.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "lotn/lutzen_rules.h"
#include "lotn/map_data.h"
#include "lotn_test_maps.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::hex;
using umpire::lotn_test::names;

namespace {

// The hexes the scenario set-ups, special rules and examples name.
std::vector<NamedHex> lotn_map_test_breitenfeld_hexes() {
  std::vector<NamedHex> out;
  for (const char* id : {"W2528", "W2606", "W2620", "W2216", "W2329", "W2819", "W2816", "W2817", "W2818", "W2820",
                         "W2821", "W2613", "W2616", "W2619", "W2622", "W2215", "W2218", "W2221", "W2621", "W2611",
                         "W2612", "W3710", "W3619", "W3910", "W3713", "W3700", "W3411", "W3412", "W3413", "W3300",
                         "W3301", "W3302", "W3618", "W3716", "W3615", "W4202", "W4218", "W1010", "W3828", "W3928",
                         "W2421", "W2424"})
    out.push_back({id, "Swedish or Imperialist set-up, rule or example"});
  for (const char* id : {"E2539", "E2635", "E2643", "E2735", "E2737", "E2739", "E2741", "E2638", "E2639", "E2640",
                         "E2540", "E2537", "E2437", "E2438", "E2439", "E2440", "E2441", "E3640", "E1039", "E1432"})
    out.push_back({id, "Saxon set-up or rule"});
  return out;
}

std::vector<NamedHex> lotn_map_test_lutzen_hexes() {
  std::vector<NamedHex> out;
  for (const char* id : {"3317", "3321", "3720", "3326", "3307", "3711", "3728", "3119", "3120", "3121", "3122", "3123",
                         "3124", "3125", "3335", "3333", "3331", "3329", "3327", "3316", "3314", "3312", "3310", "3308",
                         "3309", "3311", "3313", "3315", "3318", "3319", "3320", "1923", "2132", "2017", "1913", "2129",
                         "2223", "2225", "2227", "2229", "2233", "2333", "2434", "2942", "2737", "2838", "2938", "3039",
                         "2637", "2712", "2535", "1035", "1008", "2500", "2641", "2642", "2217", "2610", "2410"})
    out.push_back({id, "set-up, rule or example"});
  return out;
}

// A small valid map document to break one field at a time.
nlohmann::json lotn_map_test_doc() {
  return nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "t", "name": "Test", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 20], "bb": [0, 10], "source": "test"}]},
    "compass": {"vertices": {"N": 0, "S": 3}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [{"at": ["1505"], "terrain": "woods", "source": "test"}],
    "hexsides": [{"between": ["1505", "1504"], "kind": "town_wall", "belongs_to": "1505", "source": "test"}],
    "tags": [{"kind": "baggage", "army": "Swedish", "at": ["2005"], "source": "test"}]
  })");
}

std::string lotn_map_test_error(const nlohmann::json& doc) {
  try {
    read_map(doc, "test.json");
  } catch (const JsonError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("LotN maps: the placeholder maps load and hold every hex the scenarios name") {
  const MapData& b = lotn_test::breitenfeld();
  const MapData& l = lotn_test::lutzen();
  CHECK(b.placeholder);
  CHECK(l.placeholder);
  CHECK(b.source.rfind("reconstructed:", 0) == 0);
  CHECK(check_named_hexes(b, lotn_map_test_breitenfeld_hexes()).empty());
  CHECK(check_named_hexes(l, lotn_map_test_lutzen_hexes()).empty());
  auto problems = check_named_hexes(b, {{"W4402", "a unit"}, {"2217", "a unit"}, {"W2321", "a unit"}});
  REQUIRE(problems.size() == 2u);
  CHECK(problems[0] == "W4402 (a unit) is not a hex of Breitenfeld: section W prints AA 10-42, BB 00-44; section E "
                       "prints AA 10-42, BB 22-43");
  // Every hex has a source, even the ones the file does not list.
  for (const Hex& h : l.grid().all_hexes()) CHECK_FALSE(l.facts(h).source.empty());
}

TEST_CASE("LotN maps: the facts the text places are on the Lützen placeholder") {
  const MapData& map = lotn_test::lutzen();
  const HexGrid& g = map.grid();
  CHECK(map.facts(hex(g, "2521")).terrain == Terrain::Ditch);  // 6.4 example 3
  CHECK(map.has_feature(hex(g, "2610"), hex(g, "2710"), SideFeature::ElevatedRoad));  // 6.4 example 2
  CHECK(map.has_feature(hex(g, "2709"), hex(g, "2610"), SideFeature::ElevatedRoad));
  CHECK(map.road_between(hex(g, "2500"), hex(g, "2501")));
  CHECK(map.is_road_hex(hex(g, "2500")));
  CHECK_FALSE(map.is_road_hex(hex(g, "2502")));
  // The Dense Smoke example: 2641 and 2642 lie directly SW of a town hex, within two hexes.
  Hex town = hex(g, "2640");
  CHECK(map.facts(town).terrain == Terrain::Town);
  int sw = opposite_side(*map.side_for("NE"));
  CHECK(g.neighbour(town, sw) == hex(g, "2641"));
  CHECK(g.neighbour(hex(g, "2641"), sw) == hex(g, "2642"));
  // The 6.4 example 2: backing away from NW, the LI in 2610 crosses the elevated road.
  int nw = *map.vertex_for("NW");
  for (int side : {side_turn(nw, 2), side_turn(nw, 3)})
    CHECK((map.side_features(hex(g, "2610"), side) & side_bit(SideFeature::ElevatedRoad)) != 0);
  auto entry = map.tagged("entry", "Imperialist");
  REQUIRE(entry.size() == 3u);
  CHECK(entry[0]->hexes.size() == 28u);  // 1008 to 1035
  CHECK(entry[2]->name == kLutzenEastEntry);
  CHECK(g.name(entry[2]->hexes.front()) == "1007");  // the north edge east of the Floßgraben, from the stream out
  CHECK(entry[2]->hexes.size() == 8u);
  auto leipzig = map.tagged("rout_exit");
  REQUIRE(leipzig.size() == 1u);
  CHECK(names(g, leipzig[0]->hexes) == std::set<std::string>{"2300", "2400", "2500", "2600", "2700"});
  auto south = map.tagged("retreat_edge", "Swedish");
  REQUIRE(south.size() == 1u);
  CHECK(south[0]->hexes.size() == 45u);
  CHECK(g.name(south[0]->hexes.front()) == "4200");
}

TEST_CASE("LotN maps: Breitenfeld's edge tags, across the seam of its sections") {
  const MapData& map = lotn_test::breitenfeld();
  const HexGrid& g = map.grid();
  auto loot = map.tagged("rout_exit", "Saxon");
  REQUIRE(loot.size() == 1u);
  CHECK(loot[0]->hexes.size() == 16u);  // W1010 .. W1000, then E1043 .. E1039
  CHECK(names(g, loot[0]->hexes).count("W1000") == 1);
  CHECK(names(g, loot[0]->hexes).count("E1043") == 1);
  auto burn = map.tagged("exit", "Swedish");
  REQUIRE(burn.size() == 1u);
  CHECK(burn[0]->hexes.size() == 17u);
  auto saxon = map.tagged("retreat_edge", "Saxon");
  REQUIRE(saxon.size() == 1u);
  CHECK(saxon[0]->hexes.size() == 22u);
  CHECK(g.name(saxon[0]->hexes[0]).rfind("E10", 0) == 0);
  CHECK(map.on_map_edge(hex(g, "W4210")));
  CHECK_FALSE(map.on_map_edge(hex(g, "W2500")));  // the seam is not an edge
  CHECK(*map.vertex_for("S") == 3);
}

TEST_CASE("LotN maps: a bad map is refused, with the file, the place and the problem in words") {
  CHECK(lotn_map_test_error(lotn_map_test_doc()) == "(no error)");
  auto broken = [](auto change) {
    nlohmann::json doc = lotn_map_test_doc();
    change(doc);
    return lotn_map_test_error(doc);
  };
  std::string off = broken([](nlohmann::json& d) { d["hexes"][0]["at"][0] = "2105"; });
  CHECK(off.find("test.json") != std::string::npos);
  CHECK(off.find("/hexes/0/at/0") != std::string::npos);
  CHECK(off.find("hex 2105 is not on this map: the map prints AA 10-20, BB 00-10") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexes"][0]["at"][0] = "15x5"; }).find("is not a hex id") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexsides"][0]["between"][1] = "1503"; })
            .find("1505 and 1503 are not adjacent") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexsides"][0].erase("belongs_to"); })
            .find("names the hex it is part of") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexsides"][0]["belongs_to"] = "1506"; })
            .find("belongs to one of the two hexes") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexes"][0].erase("source"); }).find("no \"source\"") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexes"][0]["terrain"] = "swamp"; }).find("/hexes/0/terrain") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexes"].push_back(d["hexes"][0]); })
            .find("hex 1505 is already described at /hexes/0") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["hexsides"].push_back(d["hexsides"][0]); })
            .find("already has a town_wall") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["compass"]["vertices"]["up"] = 0; }).find("not a compass word") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["compass"]["vertices"]["N"] = 6; }).find("/compass/vertices/N") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["grid"]["sections"][0]["aa"] = {20, 10}; }).find("above the last") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["terrain"] = "clear"; }).find("terrain") != std::string::npos);  // a misspelt key
  CHECK(broken([](nlohmann::json& d) { d["source"] = "reconstructed: a guess"; }).find("placeholder") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) { d["tags"][0] = {{"kind", "retreat_edge"}, {"edge", "north"}, {"source", "t"}}; })
            .find("says whose it is") != std::string::npos);
  CHECK(broken([](nlohmann::json& d) {
          d["grid"]["sections"].push_back({{"prefix", "E"}, {"aa", {10, 20}}, {"bb", {0, 5}}, {"source", "t"}});
          d["grid"]["sections"][0]["prefix"] = "W";
          d["hexes"] = nlohmann::json::array();
          d["hexsides"] = nlohmann::json::array();
          d["tags"] = nlohmann::json::array();
        }).find("overlap") != std::string::npos);
}
