// Issue 5, movement (SK 10.2-10.8; digest P-02, P-03, P-05): the pure path and
// entrenching checks, on the marching-ground map of
// tests/cases/soldier_king/movement.json (AR -road- A -road- B -road- C -road- D;
// highway A-H1-H2-H3, road H1-B; Fort F by road from A; river A->R1->R2->R3->R4
// with roads R1-B and R3-R4; A, F, H1-H3 Argozian, the rest unruled).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/json_read.h"
#include "soldier_king/movement.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState marching_ground() {
  Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/movement.json");
  Json options = file["defaults"]["options"];
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.phase = Phase::PlayerTurn;
  s.date.season = Season::Spring;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Movement;
  s.turn.marches = 4;
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
  return s;
}

void put(SkState& s, const std::string& column, const std::string& box) { s.move_column(*s.column(column), box); }

// `text`: part of the same reason's text (several refusals may cite one rule).
bool cites(const std::vector<Reason>& reasons, const std::string& rule, const std::string& text = "") {
  return std::any_of(reasons.begin(), reasons.end(),
                     [&](const Reason& r) { return r.rule == rule && r.text.find(text) != std::string::npos; });
}

std::string all(const std::vector<Reason>& reasons) {
  std::string out;
  for (const auto& r : reasons) out += r.describe() + "; ";
  return out;
}

// Argozia's infantry c8, heavy cavalry c75, light cavalry c80; Bravance's
// infantry c182, c175, heavy cavalry c244, light cavalry c254.
std::vector<Reason> path(const SkState& s, const std::string& column, const std::vector<std::string>& boxes,
                         bool infiltrate = false) {
  return check_column_path(s, *s.column(column), boxes, infiltrate);
}

}  // namespace

TEST_CASE("infantry on land: one road box, or one or two highway boxes, never road and highway together") {
  SkState s = marching_ground();
  put(s, "c8", "a");
  CHECK(path(s, "c8", {"b"}).empty());
  CHECK(cites(path(s, "c8", {"b", "c"}), "SK 10.3.1"));
  CHECK(path(s, "c8", {"h1"}).empty());
  CHECK(path(s, "c8", {"h1", "h2"}).empty());
  CHECK(cites(path(s, "c8", {"h1", "h2", "h3"}), "SK 10.3.1"));
  CHECK(cites(path(s, "c8", {"h1", "b"}), "SK 10.3.1"));
  PathPlan p = plan_column_path(s, *s.column("c8"), {"h1", "h2"}, false);
  CHECK(p.mode == MoveMode::Highway);
  CHECK(p.legs == std::vector<LineType>{LineType::Highway, LineType::Highway});
  CHECK(describe_path(s, "a", {"h1", "h2"}, p) == "A-dorf → H1 (highway) → H2 (highway)");
}

TEST_CASE("cavalry on land: one or two boxes, roads and highways mixed") {
  SkState s = marching_ground();
  put(s, "c75", "a");
  put(s, "c80", "a");
  CHECK(path(s, "c75", {"b", "c"}).empty());
  CHECK(path(s, "c75", {"h1", "b"}).empty());
  CHECK(path(s, "c80", {"h1", "h2"}).empty());
  CHECK(cites(path(s, "c75", {"h1", "h2", "h3"}), "SK 10.3.2"));
  CHECK(cites(path(s, "c80", {"b", "c", "d"}), "SK 10.3.2"));
}

TEST_CASE("rivers: one box upstream or two downstream, for every column; never mixed with land or up with down") {
  SkState s = marching_ground();
  put(s, "c8", "a");
  put(s, "c75", "r3");
  CHECK(path(s, "c8", {"r1", "r2"}).empty());
  CHECK(cites(path(s, "c8", {"r1", "r2", "r3"}), "SK 10.3.3"));
  CHECK(path(s, "c75", {"r2"}).empty());
  CHECK(cites(path(s, "c75", {"r2", "r1"}), "SK 10.3.3"));
  PathPlan up = plan_column_path(s, *s.column("c75"), {"r2"}, false);
  CHECK(up.mode == MoveMode::RiverUp);
  CHECK(describe_path(s, "r3", {"r2"}, up) == "R3 → R2 (river, upstream)");
  // A → R1 by river, R1 → B by road.
  CHECK(cites(path(s, "c8", {"r1", "b"}), "SK 10.3.3"));
  put(s, "c75", "r2");
  CHECK(cites(path(s, "c75", {"r1", "r2"}), "SK 10.3.3", "either upstream or downstream"));
}

TEST_CASE("every leg needs a line; where a road and a river join the same boxes the leg may use either") {
  SkState s = marching_ground();
  put(s, "c8", "r3");
  CHECK(cites(path(s, "c8", {"c"}), "SK 10.2"));
  CHECK(cites(path(s, "c8", {"nowhere"}), ""));
  CHECK(!path(s, "c8", {}).empty());
  PathPlan p = plan_column_path(s, *s.column("c8"), {"r4"}, false);
  REQUIRE(p.reasons.empty());
  CHECK(p.mode == MoveMode::Road);  // land is tried first
  // Into a hostile box the river is barred, so the road is taken.
  put(s, "c182", "r4");
  p = plan_column_path(s, *s.column("c8"), {"r4"}, false);
  CHECK(p.reasons.empty());
  CHECK(p.legs == std::vector<LineType>{LineType::Road});
  CHECK(p.attack);
  // From R2 only the river reaches R4 (R2-R3 has no road): refused.
  put(s, "c75", "r2");
  CHECK(cites(path(s, "c75", {"r3", "r4"}), "SK 10.5"));
}

TEST_CASE("a column entering a box with hostile troops stops there; allied and neutral troops do not count") {
  SkState s = marching_ground();
  put(s, "c75", "a");
  put(s, "c182", "b");
  CHECK(cites(path(s, "c75", {"b", "c"}), "SK 10.5"));
  PathPlan p = plan_column_path(s, *s.column("c75"), {"b"}, false);
  CHECK(p.reasons.empty());
  CHECK(p.attack);
  CHECK(plan_column_path(s, *s.column("c75"), {"h1", "b"}, false).attack);
  CHECK(!plan_column_path(s, *s.column("c75"), {"h1", "h2"}, false).attack);
  s.relations["argozia"]["bravance"] = "allied";
  CHECK(path(s, "c75", {"b", "c"}).empty());
  CHECK(!plan_column_path(s, *s.column("c75"), {"b"}, false).attack);
  s.relations["argozia"]["bravance"] = "neutral";
  CHECK(path(s, "c75", {"b", "c"}).empty());
  // A hostile garrison stops a column too.
  s.relations.clear();
  put(s, "c182", "d");
  s.garrisons.push_back(Garrison{"g1", "bravance", "b", {s.column("c182")->stands.front()}});
  CHECK(holds_hostile_troops(s, "argozia", "b"));
  CHECK(cites(path(s, "c75", {"b", "c"}), "SK 10.5"));
}

TEST_CASE("infiltration: light cavalry only, once a turn, not past hostile light cavalry, not into a hostile box, not by river") {
  SkState s = marching_ground();
  put(s, "c80", "a");
  put(s, "c75", "a");
  put(s, "c182", "b");
  CHECK(cites(path(s, "c80", {"b", "c"}), "SK 10.5"));
  PathPlan p = plan_column_path(s, *s.column("c80"), {"b", "c"}, true);
  CHECK(p.reasons.empty());
  CHECK(p.infiltrated == std::vector<std::string>{"b"});
  CHECK(!p.attack);
  CHECK(cites(path(s, "c75", {"b", "c"}, true), "SK 10.6"));
  s.column("c80")->infiltrated = true;
  CHECK(cites(path(s, "c80", {"b", "c"}, true), "SK 10.6"));
  // An infiltrated column may still move where it needs no infiltration.
  CHECK(path(s, "c80", {"h1", "h2"}, true).empty());
  s.column("c80")->infiltrated = false;
  put(s, "c175", "c");
  CHECK(cites(path(s, "c80", {"b", "c"}, true), "SK 10.6"));
  put(s, "c175", "d");
  put(s, "c254", "b");
  CHECK(cites(path(s, "c80", {"b", "c"}, true), "SK 10.6"));
  // Any hostile light cavalry unit, in a heavy column or a garrison (G-07).
  put(s, "c254", "d");
  Stand light = s.column("c254")->stands[1];
  REQUIRE(light.type == "light_cavalry_regiment");
  CHECK(!holds_hostile_light_cavalry(s, "argozia", "b"));
  s.column("c182")->stands.push_back(light);
  CHECK(holds_hostile_light_cavalry(s, "argozia", "b"));
  CHECK(cites(path(s, "c80", {"b", "c"}, true), "SK 10.6"));
  s.column("c182")->stands.pop_back();
  s.garrisons.push_back(Garrison{"g1", "bravance", "b", {light}});
  CHECK(cites(path(s, "c80", {"b", "c"}, true), "SK 10.6"));
  s.garrisons.clear();
  // Dragoons are not light cavalry (G-15).
  s.column("c182")->stands.push_back(s.column("c254")->stands[0]);
  CHECK(path(s, "c80", {"b", "c"}, true).empty());
  // Never by river.
  put(s, "c182", "r1");
  CHECK(cites(path(s, "c80", {"r1", "r2"}, true), "SK 10.6"));
}

TEST_CASE("a column takes part in at most two marches a turn, one in Winter") {
  SkState s = marching_ground();
  put(s, "c75", "a");
  s.column("c75")->marches = 1;
  CHECK(path(s, "c75", {"b"}).empty());
  s.column("c75")->marches = 2;
  CHECK(cites(path(s, "c75", {"b"}), "SK 10.4"));
  s.date.season = Season::Winter;
  CHECK(march_limit(s) == 1);
  s.column("c75")->marches = 1;
  CHECK(cites(path(s, "c75", {"b"}), "SK 10.3.4"));
  s.column("c75")->marches = 0;
  CHECK(path(s, "c75", {"b"}).empty());
}

TEST_CASE("an officer alone: three boxes by land, two upstream, three downstream, through boxes friendly at the turn's start") {
  SkState s = marching_ground();
  Officer& king = *s.officer("o85");
  king.box = "ar";
  CHECK(check_officer_path(s, king, {"a", "h1", "h2"}).empty());
  CHECK(cites(check_officer_path(s, king, {"a", "h1", "h2", "h3"}), "SK 10.7"));
  CHECK(cites(check_officer_path(s, king, {"a", "b"}), "SK 10.7"));
  // Friendly means held by his faction when the turn began, not now.
  s.turn.holders_at_start["b"] = "argozia";
  CHECK(check_officer_path(s, king, {"a", "b"}).empty());
  s.turn.holders_at_start["h1"] = "bravance";
  CHECK(cites(check_officer_path(s, king, {"a", "h1"}), "SK 10.7"));
  // Rivers, with every river box friendly.
  for (const auto& b : {"r1", "r2", "r3", "r4"}) s.turn.holders_at_start[b] = "argozia";
  king.box = "a";
  CHECK(check_officer_path(s, king, {"r1", "r2", "r3"}).empty());
  CHECK(cites(check_officer_path(s, king, {"r1", "r2", "r3", "r4"}), "SK 10.7"));
  king.box = "r3";
  CHECK(check_officer_path(s, king, {"r2", "r1"}).empty());
  CHECK(cites(check_officer_path(s, king, {"r2", "r1", "a"}), "SK 10.7"));
  CHECK(cites(check_officer_path(s, king, {"r2", "r1", "b"}), "SK 10.3.3"));
  // A DC with a column moves with it.
  put(s, "c8", "a");
  CHECK(cites(check_officer_path(s, *s.officer("o15"), {"ar"}), "SK 10.7"));
}

TEST_CASE("entrenching: an infantry column among the diggers, one march in a recruiting city, two elsewhere, never two in Winter") {
  SkState s = marching_ground();
  put(s, "c8", "c");
  put(s, "c80", "c");
  CHECK(entrench_cost(s, "c") == 1);
  CHECK(entrench_cost(s, "b") == 2);
  CHECK(check_entrench(s, "c", {"c8", "c80"}).empty());
  CHECK(cites(check_entrench(s, "c", {"c80"}), "SK 10.8"));
  CHECK(cites(check_entrench(s, "b", {"c8"}), "SK 10.8"));  // not there
  CHECK(cites(check_entrench(s, "c", {"c182"}), "SK 10.2"));
  s.column("c8")->entrenched = true;
  CHECK(cites(check_entrench(s, "c", {"c8"}), "SK 10.8"));
  s.column("c8")->entrenched = false;
  put(s, "c8", "b");
  CHECK(check_entrench(s, "b", {"c8"}).empty());
  s.column("c8")->marches = 1;
  CHECK(cites(check_entrench(s, "b", {"c8"}), "SK 10.4"));
  s.column("c8")->marches = 0;
  s.date.season = Season::Winter;
  CHECK(cites(check_entrench(s, "b", {"c8"}), "SK 10.8.1", "in Winter a column takes only one march"));
  put(s, "c8", "c");
  CHECK(check_entrench(s, "c", {"c8"}).empty());
  s.column("c8")->marches = 1;
  CHECK(cites(check_entrench(s, "c", {"c8"}), "SK 10.3.4"));
}

TEST_CASE("every refusal of a path cites a rule, except bad input") {
  SkState s = marching_ground();
  put(s, "c8", "a");
  put(s, "c182", "b");
  for (const auto& boxes : std::vector<std::vector<std::string>>{{"b", "c"}, {"h1", "b"}, {"c"}, {"r1", "b"}, {"h1", "h2", "h3"}})
    for (const auto& r : path(s, "c8", boxes)) CHECK_MESSAGE(!r.rule.empty(), all(path(s, "c8", boxes)));
}
