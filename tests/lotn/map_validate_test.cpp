// The hex painter's validators (map_validate.h) on the program's data: the hexes the scenarios name, the Lützen
// ditch zone, artillery in the ditch, stacks, facings and retreat edges, each problem in words with its rule.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "lotn/map_data.h"
#include "lotn/map_validate.h"
#include "lotn/map_write.h"
#include "lotn_test_maps.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::hex;

namespace {

const DataSet& map_validate_test_data() {
  static const DataSet data = load_program_data_with_reconstructions();
  return data;
}

std::size_t map_validate_test_count(const std::vector<std::string>& lines, const std::string& part) {
  return static_cast<std::size_t>(std::count_if(lines.begin(), lines.end(), [&](const std::string& l) {
    return l.find(part) != std::string::npos;
  }));
}

std::string map_validate_test_all(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// Lützen with the ditch painted along row 27 from 2712 to 2535 (the zone of the 15 Commanded Muskets).
MapData map_validate_test_ditch() {
  MapData map = lotn_test::lutzen();
  for (int bb = 12; bb <= 35; ++bb) {
    Hex h{0, 27, bb};
    map.facts(h).terrain = Terrain::Ditch;
    map.facts(h).source = kPaintedSource;
  }
  return map;
}

// The program's data with one deployment row of the Lützen scenario changed.
DataSet map_validate_test_rows(const std::function<void(nlohmann::json&)>& edit) {
  DataSet data = map_validate_test_data();
  ScenarioDef& sd = data.scenarios.at("lutzen");
  nlohmann::json doc = *sd.document;
  edit(doc);
  sd.document = std::make_shared<const nlohmann::json>(std::move(doc));
  return data;
}

nlohmann::json& map_validate_test_row(nlohmann::json& doc, const std::string& counter) {
  for (auto& row : doc["deployment"])
    if (row.value("counter", std::string()) == counter) return row;
  FAIL("no row for " << counter);
  return doc;
}

}  // namespace

TEST_CASE("LotN map check: the scenarios on each map") {
  CHECK(scenarios_on_map(map_validate_test_data(), "lutzen") == std::vector<std::string>{"lutzen"});
  CHECK(scenarios_on_map(map_validate_test_data(), "breitenfeld") == std::vector<std::string>{"breitenfeld"});
  CHECK(scenarios_on_map(map_validate_test_data(), "elsewhere").empty());
}

TEST_CASE("LotN map check: the schematic Lützen lacks the ditch the Commanded Muskets set up in; painted, it has it") {
  auto shipped = map_problems(map_validate_test_data(), "lutzen");
  INFO(map_validate_test_all(shipped));
  REQUIRE(shipped.size() == 1u);
  CHECK(shipped[0].find("Lützen, 16 November 1632: LotN 2.1: Lützen has 12 free hexes for the 15 Imperialist "
                        "Commanded Muskets") == 0);
  auto painted = map_problems(map_validate_test_data(), std::make_shared<const MapData>(map_validate_test_ditch()));
  CHECK_MESSAGE(painted.empty(), map_validate_test_all(painted));
  // Breitenfeld's set-up stands on its schematic map.
  auto b = map_problems(map_validate_test_data(), "breitenfeld");
  CHECK_MESSAGE(b.empty(), map_validate_test_all(b));
}

TEST_CASE("LotN map check: a hex the scenario names that is not on the map") {
  // A Lützen map printed only down to row 30: the Swedes' hexes (31-37) are off it.
  nlohmann::json doc = map_to_json(lotn_test::lutzen());
  doc["grid"]["sections"][0]["aa"] = {10, 30};
  auto small = std::make_shared<const MapData>(read_map(doc, "small"));
  auto problems = map_problems(map_validate_test_data(), small);
  CHECK(map_validate_test_count(problems, "3317 (Gustavus") == 1);
  CHECK(map_validate_test_count(problems, "is not a hex of Lützen: the map prints AA 10-30, BB 00-44") > 20);
  for (const auto& p : problems) CHECK(p.find("Lützen, 16 November 1632: ") == 0);
  // The reinforcements' entry hexes are checked too.
  doc["grid"]["sections"][0]["aa"] = {11, 42};
  doc["tags"] = nlohmann::json::array({doc["tags"][0], doc["tags"][1]});
  doc["hexsides"].erase(1);  // the Halle road at 1035
  auto no_north = map_problems(map_validate_test_data(), std::make_shared<const MapData>(read_map(doc, "rows 11-42")));
  CHECK(map_validate_test_count(no_north, "LotN 2.1: 1035 (Group A entering any hex from 1035 to 1008) is not a hex") ==
        1);
  CHECK(map_validate_test_count(no_north, "LotN 2.1: 1008 (Group A entering") == 1);
  CHECK(map_validate_test_count(no_north, "LotN 2.1: 1035 (Group B entering 1035)") == 1);
}

TEST_CASE("LotN map check: artillery set up in a ditch hex") {
  MapData map = map_validate_test_ditch();
  map.facts(hex(map.grid(), "2223")).terrain = Terrain::Ditch;
  auto problems = map_problems(map_validate_test_data(), std::make_shared<const MapData>(map));
  REQUIRE(problems.size() == 1u);
  CHECK(problems[0] == "Lützen, 16 November 1632: Imperialist Field Artillery 1 sets up in 2223, a ditch hex: no "
                       "artillery may ever enter a ditch hex (LotN 6.23, Terrain Chart note n)");
}

TEST_CASE("LotN map check: stacks, facings and retreat edges") {
  auto ditch = std::make_shared<const MapData>(map_validate_test_ditch());

  // Svenska brigade moved onto Småland's hex: heavy infantry never stacks.
  DataSet hi = map_validate_test_rows([](nlohmann::json& doc) {
    map_validate_test_row(doc, "svenska_l")["hexes"] = {"3316", "3317"};
  });
  auto p = map_problems(hi, ditch);
  INFO(map_validate_test_all(p));
  CHECK(map_validate_test_count(p, "3317 holds Småland and Svenska brigade: heavy infantry never stacks with "
                                   "another combat unit (LotN 6.51)") == 1);
  // 3316 already holds a Commanded Musket unit and a regimental gun.
  CHECK(map_validate_test_count(p, "3316 holds") == 1);

  // Two light infantry in one hex: legal or not by their strengths, which are not entered.
  DataSet li = map_validate_test_rows([](nlohmann::json& doc) {
    map_validate_test_row(doc, "trcka_dr")["hexes"] = {"2942"};
  });
  auto unsure = map_problems(li, ditch);
  REQUIRE(unsure.size() == 1u);
  CHECK(unsure[0].find("2942 holds Imperialist Commanded Muskets 1 and ") != std::string::npos);
  CHECK(unsure[0].find("turns on their strengths or kinds, not all entered yet (LotN 6.51)") != std::string::npos);
  // With the strengths entered from the printed counters, 3 + 2 SP is too many.
  nlohmann::json entries = {{"format", "umpire.lotn.entries/1"},
                            {"cells", nlohmann::json::array()},
                            {"counters",
                             {{{"counter", "imp_cm_li"}, {"field", "sp"}, {"value", "3"}, {"source", "user: test"}},
                              {{"counter", "trcka_dr"}, {"field", "sp"}, {"value", "2"}, {"source", "user: test"}}}}};
  apply_entries(li, entries, "test entries");
  auto rated = map_problems(li, ditch);
  REQUIRE(rated.size() == 1u);
  CHECK(rated[0].find("never more than 4 SP of light infantry in a hex (LotN 6.51[1])") != std::string::npos);

  // The King's Own brigade, lying along a row, cannot face NE.
  DataSet facing = map_validate_test_rows([](nlohmann::json& doc) {
    map_validate_test_row(doc, "gula_l")["facing"] = "NE";
  });
  auto f = map_problems(facing, ditch);
  REQUIRE(f.size() == 1u);
  CHECK(f[0].find("in 3320-3321 cannot face NE: a double-sized unit faces the vertex square to its long side") !=
        std::string::npos);

  // The Swedish retreat edge untagged.
  MapData untagged = map_validate_test_ditch();
  untagged.tags.erase(untagged.tags.begin());
  auto r = map_problems(map_validate_test_data(), std::make_shared<const MapData>(untagged));
  REQUIRE(r.size() == 1u);
  CHECK(r[0].find("the map tags no retreat edge for the Swedes (LotN 12.33)") != std::string::npos);
}
