// SK 2.1, G-01: the map's validation, each message; the shipped map passes.
#include <doctest/doctest.h>

#include <set>

#include "soldier_king/factions.h"
#include "soldier_king/map.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// A minimal map that satisfies every check: 20 provinces in a chain, each with
// one box, boxes joined by roads in a chain, 7 electoral recruiting cities.
Map valid_map() {
  Map m;
  m.name = "test";
  m.source = "made for the test";
  m.seating_ring = {"argozia", "arcadia", "bravance", "hrvatska"};
  const char* kings[] = {"argozia", "arcadia", "bravance", "hrvatska"};
  for (int i = 0; i < 20; ++i) {
    Province p;
    p.id = "p" + std::to_string(i);
    p.name = "Province " + std::to_string(i);
    p.ruler = i < 8 ? kings[i / 2] : "";
    if (i > 0) p.adjacent.push_back("p" + std::to_string(i - 1));
    if (i < 19) p.adjacent.push_back("p" + std::to_string(i + 1));
    CityBox b;
    b.id = "b" + std::to_string(i);
    b.name = "Box " + std::to_string(i);
    b.province = p.id;
    b.pos = {10.0 * i, 10.0};
    b.recruiting = Recruiting{2, 1};
    b.electoral = i >= 8 && i < 15;
    p.recruiting_value = 2;
    m.provinces.push_back(p);
    m.boxes.push_back(b);
    if (i > 0) m.lines.push_back(Line{"b" + std::to_string(i - 1), b.id, LineType::Road, "", ""});
  }
  return m;
}

std::vector<std::string> errors(const Map& m) {
  std::vector<std::string> out;
  for (const auto& p : validate_map(m))
    if (p.error) out.push_back(p.text);
  return out;
}

bool has_error(const Map& m, const std::string& text) {
  for (const auto& e : errors(m))
    if (e == text) return true;
  return false;
}

}  // namespace

TEST_CASE("SK 2.1: a complete map passes validation") { CHECK(errors(valid_map()).empty()); }

TEST_CASE("SK 2.1.1: twenty provinces") {
  Map m = valid_map();
  m.provinces.pop_back();
  m.provinces.back().adjacent.pop_back();
  m.boxes.pop_back();
  m.lines.pop_back();
  CHECK(has_error(m, "the map has 19 provinces; Soldier King has 20 [SK 2.1.1]"));
}

TEST_CASE("SK 2.1.2: two provinces per King, twelve Imperial") {
  Map m = valid_map();
  m.provinces[8].ruler = "argozia";
  CHECK(has_error(m, "Argozia rules 3 provinces at the start; each King rules 2 [SK 2.1.2]"));
  CHECK(has_error(m, "the map has 11 Imperial provinces; there are 12 [SK 2.1.2]"));
  m.provinces[8].ruler = "prussia";
  CHECK(has_error(m, "province Province 8: ruler \"prussia\" is not one of the four Kings"));
}

TEST_CASE("every box in a province; ruled >= captured; seven electoral cities") {
  Map m = valid_map();
  m.boxes[3].province = "nowhere";
  CHECK(has_error(m, "box Box 3 is in \"nowhere\", which is not a province"));
  CHECK(has_error(m, "province Province 3 has no city box"));
  m = valid_map();
  m.boxes[2].recruiting = Recruiting{1, 2};
  CHECK(has_error(m, "box Box 2: ruled value 1 is below its captured value 2 [SK 2.1.1, 13.2.2]"));
  m = valid_map();
  m.boxes[0].electoral = true;
  CHECK(has_error(m, "the map has 8 electoral cities; there are 7 [SK 19.1]"));
}

TEST_CASE("lines: rivers have a direction, no line to a province box, no self-loop, no duplicate") {
  Map m = valid_map();
  m.lines.push_back(Line{"b0", "b1", LineType::River, "", ""});
  CHECK(has_error(m, "river b0–b1: a river needs its downstream end [SK 10.3.3]"));
  m.lines.back().downstream = "b5";
  CHECK(has_error(m, "river b0–b1: downstream \"b5\" is not one of its ends"));
  m.lines.back().downstream = "b1";
  CHECK(errors(m).empty());  // a road and a river may join the same two boxes
  m.lines.push_back(Line{"b0", "p0", LineType::Road, "", ""});
  CHECK(has_error(m, "road b0–p0 joins the province box of p0; province boxes have no lines [SK 2.1.2]"));
  m = valid_map();
  m.lines.push_back(Line{"b0", "b0", LineType::Road, "", ""});
  CHECK(has_error(m, "road b0–b0 joins a box to itself"));
  m = valid_map();
  m.lines.push_back(m.lines.front());
  CHECK(has_error(m, "road b0–b1 is drawn twice"));
  m = valid_map();
  m.lines.front().downstream = "b1";
  CHECK(has_error(m, "road b0–b1: only rivers have a downstream end"));
}

TEST_CASE("the graph is connected") {
  Map m = valid_map();
  m.lines.erase(m.lines.begin() + 9);  // cuts the chain between b9 and b10
  CHECK(has_error(m, "the map is not connected: 10 boxes cannot be reached from Box 0 (Box 10, Box 11, Box 12, Box 13, "
                     "Box 14, Box 15, Box 16, Box 17, ...)"));
}

TEST_CASE("adjacency is symmetric; Dupanen and Bern are not contiguous (SK 18.1.1)") {
  Map m = valid_map();
  m.provinces[0].adjacent.push_back("p5");
  CHECK(has_error(m, "province Province 0 lists Province 5 as adjacent, but not the other way round"));
  m = valid_map();
  m.provinces[10].id = "dupanen";
  m.provinces[11].id = "bern";
  for (auto& b : m.boxes) {
    if (b.province == "p10") b.province = "dupanen";
    if (b.province == "p11") b.province = "bern";
  }
  m.provinces[9].adjacent = {"p8", "dupanen"};
  m.provinces[10].adjacent = {"p9", "bern"};
  m.provinces[11].adjacent = {"dupanen", "p12"};
  m.provinces[12].adjacent = {"bern", "p13"};
  CHECK(has_error(m, "Dupanen and Bern are adjacent; the rulebook says they are geographically separate [SK 18.1.1]"));
}

TEST_CASE("ids are unique across provinces and boxes; the seating ring names the four Kings") {
  Map m = valid_map();
  m.boxes[1].id = "b0";
  CHECK(has_error(m, "box id \"b0\" is used twice"));
  m = valid_map();
  m.boxes[1].id = "p4";
  CHECK(has_error(m, "box id \"p4\" is also a province's id"));
  m = valid_map();
  m.seating_ring.pop_back();
  CHECK(has_error(m, "the seating ring must name the four Kings once each, clockwise round the map [SK 7.1.2]"));
}

TEST_CASE("warnings do not stop a map: province value differs from its cities") {
  Map m = valid_map();
  m.provinces[0].recruiting_value = 5;
  CHECK(errors(m).empty());
  bool warned = false;
  for (const auto& p : validate_map(m))
    warned = warned || (!p.error && p.text.find("its box shows 5 but its recruiting cities' ruled values add up to 2") !=
                                        std::string::npos);
  CHECK(warned);
}

TEST_CASE("a malformed map file names the place") {
  Json j = to_json(valid_map());
  j["lines"][0]["type"] = "canal";
  CHECK_THROWS_WITH_AS(map_from_json(JsonCursor(j, "my_map.json")),
                       "my_map.json: at /lines/0/type: expected one of \"road\", \"highway\", \"river\", found \"canal\"",
                       JsonError);
  j = to_json(valid_map());
  j["boxes"][2].erase("x");
  CHECK_THROWS_WITH_AS(map_from_json(JsonCursor(j, "my_map.json")), "my_map.json: at /boxes/2: missing required field \"x\"",
                       JsonError);
}

TEST_CASE("a map survives JSON unchanged") {
  Map m = valid_map();
  Json once = to_json(m);
  CHECK(to_json(map_from_json(JsonCursor(once, "t"))) == once);
}

TEST_CASE("G-01: the shipped reconstructed map passes validation and has the stated counts") {
  Map m = map_from_json(JsonCursor(default_map(), "data/soldier_king/map.json"));
  CHECK(errors(m).empty());
  CHECK(m.reconstructed());
  CHECK(m.provinces.size() == 20);
  int electoral = 0, entrenched = 0, recruiting = 0;
  for (const auto& b : m.boxes) {
    electoral += b.electoral;
    entrenched += b.entrenchment;
    recruiting += b.recruiting.has_value();
  }
  CHECK(electoral == 7);
  CHECK(entrenched >= 3);
  CHECK(recruiting >= 30);
  CHECK(m.boxes.size() >= 60);
  std::set<std::string> types;
  for (const auto& l : m.lines) types.insert(to_string(l.type));
  CHECK(types.size() == 3);
  for (const char* duchy : {"naervaron", "cleve", "sinistria", "cotlas", "dupanen", "bern", "hereditary_lands",
                            "bravacian_march", "banst", "midlands", "upper_waldow", "lower_waldow"}) {
    CAPTURE(duchy);
    REQUIRE(m.province(duchy) != nullptr);
    CHECK(m.province(duchy)->ruler.empty());
  }
  // Each King's home provinces can support roughly his 12 columns (SK 13.2.2).
  for (const auto& k : kings()) {
    int ruled = 0;
    for (const auto& b : m.boxes)
      if (b.recruiting && m.province(b.province)->ruler == k.id) ruled += b.recruiting->ruled;
    CAPTURE(k.id);
    CHECK(ruled >= 8);
    CHECK(ruled <= 14);
  }
}

TEST_CASE("map checks \"structure\" allow a small map but keep the structural checks") {
  Map m = valid_map();
  m.provinces.resize(5);
  m.provinces[4].adjacent = {"p3"};
  m.boxes.resize(5);
  m.lines.resize(4);
  CHECK(has_error(m, "the map has 5 provinces; Soldier King has 20 [SK 2.1.1]"));
  bool only_counts = true;
  for (const auto& p : validate_map(m, MapChecks::Structure)) only_counts = only_counts && !p.error;
  CHECK(only_counts);
  m.lines.back().type = LineType::River;
  bool river_error = false;
  for (const auto& p : validate_map(m, MapChecks::Structure))
    river_error = river_error || p.text == "river b3–b4: a river needs its downstream end [SK 10.3.3]";
  CHECK(river_error);
  CHECK_THROWS_WITH_AS(require_valid_map(m, "small.json", MapChecks::Structure),
                       "small.json: the map is not usable:\n  - river b3–b4: a river needs its downstream end [SK 10.3.3]",
                       UserError);
}
