// The Orders window's logic (ui/soldier_king/orders_logic.h): path building by
// map clicks, the verdict on each path, a column's range for one march and the
// commands' JSON, on the marching-ground map of
// tests/cases/soldier_king/movement.json (AR -road- A -road- B -road- C -road- D;
// highway A-H1-H2-H3, road H1-B; Fort F by road from A; river A->R1->R2->R3->R4
// with roads R1-B and R3-R4).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/json_read.h"
#include "soldier_king/movement.h"
#include "soldier_king/scenario.h"
#include "ui/soldier_king/orders_logic.h"

using namespace umpire;
using namespace umpire::skui;

namespace {

sk::SkState marching_ground() {
  Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/movement.json");
  Json options = file["defaults"]["options"];
  sk::SkState s = *sk::new_campaign(JsonCursor(options, "options"));
  s.phase = sk::Phase::PlayerTurn;
  s.date.season = sk::Season::Spring;
  s.turn.player = "argozia";
  s.turn.step = sk::TurnStep::Movement;
  s.turn.marches = 4;
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
  return s;
}

void put(sk::SkState& s, const std::string& column, const std::string& box) { s.move_column(*s.column(column), box); }

bool reaches(const std::vector<Reach>& range, const std::string& box) {
  return std::any_of(range.begin(), range.end(), [&](const Reach& r) { return r.box == box; });
}

const CommandDef& movement_command(const std::string& name) {
  static const std::vector<CommandDef> defs = sk::movement_commands();
  auto it = std::find_if(defs.begin(), defs.end(), [&](const CommandDef& d) { return d.name == name; });
  REQUIRE(it != defs.end());
  return *it;
}

std::vector<Reason> refusals(const sk::SkState& s, const Json& command) {
  CampaignState cs;
  cs.game = std::make_shared<sk::SkState>(s);
  return movement_command(command["type"].get<std::string>()).validate(cs, JsonCursor(command["args"], "args"));
}

}  // namespace

TEST_CASE("orders: neighbours and the kinds of line between two boxes") {
  sk::SkState s = marching_ground();
  auto n = neighbours(s, "a");
  for (const char* b : {"ar", "b", "h1", "f", "r1"}) CHECK(std::find(n.begin(), n.end(), b) != n.end());
  CHECK(std::find(n.begin(), n.end(), "c") == n.end());
  CHECK(line_kinds(s, "a", "h1") == "highway");
  CHECK(line_kinds(s, "a", "r1") == "river downstream");
  CHECK(line_kinds(s, "r1", "a") == "river upstream");
  CHECK(line_kinds(s, "r3", "r4").find("road") != std::string::npos);
  CHECK(line_kinds(s, "r3", "r4").find("river downstream") != std::string::npos);
  auto rivers = river_neighbours(s, "r1");
  CHECK(rivers.size() == 2);
}

TEST_CASE("orders: map clicks build a path from the origin, cut it back and clear it") {
  sk::SkState s = marching_ground();
  std::vector<std::string> path;
  CHECK_FALSE(click_path(s, "a", path, "c"));  // not joined to A
  CHECK(click_path(s, "a", path, "b"));
  CHECK(click_path(s, "a", path, "c"));
  CHECK(path == std::vector<std::string>{"b", "c"});
  CHECK(click_path(s, "a", path, "c"));  // the last box again: removed
  CHECK(path == std::vector<std::string>{"b"});
  CHECK_FALSE(click_path(s, "a", path, "d"));
  CHECK(click_path(s, "a", path, "h1"));
  CHECK(click_path(s, "a", path, "b"));  // a box on the path: cut back to it
  CHECK(path == std::vector<std::string>{"b"});
  CHECK(click_path(s, "a", path, "a"));  // the origin: cleared
  CHECK(path.empty());
  CHECK_FALSE(click_path(s, "a", path, ""));

  MarchDraft d;
  d.from = "a";
  d.columns.push_back(PieceOrder{"c8", {}, false, false});
  CHECK_FALSE(click_draft(s, d, "b"));  // nothing is being routed
  d.routing = "c8";
  CHECK(click_draft(s, d, "b"));
  CHECK(d.column("c8")->path == std::vector<std::string>{"b"});
}

TEST_CASE("orders: the verdict on a path, legal with its line types or refused with the rule") {
  sk::SkState s = marching_ground();
  put(s, "c8", "a");
  PathVerdict none = judge_column(s, "a", PieceOrder{"c8", {}, false, false});
  CHECK(none.empty);
  CHECK_FALSE(none.legal);
  PathVerdict ok = judge_column(s, "a", PieceOrder{"c8", {"h1", "h2"}, false, false});
  CHECK(ok.legal);
  CHECK(ok.text == "A-dorf → H1 (highway) → H2 (highway)");
  CHECK(ok.plan.legs == std::vector<sk::LineType>{sk::LineType::Highway, sk::LineType::Highway});
  PathVerdict bad = judge_column(s, "a", PieceOrder{"c8", {"b", "c"}, false, false});
  CHECK_FALSE(bad.empty);
  CHECK_FALSE(bad.legal);
  CHECK(bad.text.find("[SK 10.3.1]") != std::string::npos);
}

TEST_CASE("orders: a column's range is every box a legal path of one or two boxes reaches") {
  sk::SkState s = marching_ground();
  put(s, "c8", "a");
  put(s, "c75", "a");
  auto inf = column_range(s, *s.column("c8"), false);
  for (const char* b : {"b", "h1", "h2", "ar", "f", "r1", "r2"}) CHECK_MESSAGE(reaches(inf, b), b);
  CHECK_FALSE(reaches(inf, "c"));   // two road boxes: infantry moves one (10.3.1)
  CHECK_FALSE(reaches(inf, "h3"));  // three boxes
  CHECK_FALSE(reaches(inf, "a"));
  for (const auto& r : inf) {
    CHECK(sk::check_column_path(s, *s.column("c8"), r.path, false).empty());
    CHECK(r.path.back() == r.box);
  }
  auto h2 = std::find_if(inf.begin(), inf.end(), [](const Reach& r) { return r.box == "h2"; });
  CHECK(h2->path == std::vector<std::string>{"h1", "h2"});
  auto cav = column_range(s, *s.column("c75"), false);
  CHECK(reaches(cav, "c"));  // cavalry: two boxes by road
  // A hostile column in B: B is an attack, and nothing beyond it is reached through it.
  put(s, "c182", "b");
  inf = column_range(s, *s.column("c8"), false);
  auto b = std::find_if(inf.begin(), inf.end(), [](const Reach& r) { return r.box == "b"; });
  REQUIRE(b != inf.end());
  CHECK(b->attack);
  cav = column_range(s, *s.column("c75"), false);
  CHECK_FALSE(reaches(cav, "c"));
  // A column at its march limit goes nowhere.
  s.column("c8")->marches = sk::march_limit(s);
  CHECK(column_range(s, *s.column("c8"), false).empty());
}

TEST_CASE("orders: an officer alone, or with a column on its path") {
  sk::SkState s = marching_ground();
  put(s, "c8", "a");
  s.officer("o85")->box = "a";
  auto loose = loose_officers_in(s, "argozia", "a");
  REQUIRE(loose.size() == 1);
  CHECK(loose[0]->id == "o85");
  MarchDraft d;
  d.from = "a";
  d.columns.push_back(PieceOrder{"c8", {"b"}, false, false});
  PathVerdict with = judge_officer(s, d, PieceOrder{"o85", {"b"}, false, false});
  CHECK(with.legal);
  CHECK(with.text.find("with ") == 0);
  PathVerdict alone = judge_officer(s, d, PieceOrder{"o85", {"h1", "h2"}, false, false});
  CHECK(alone.legal);
  CHECK(alone.text == "A-dorf → H1 (highway) → H2 (highway)");
  CHECK_FALSE(judge_officer(s, d, PieceOrder{"o85", {"h1", "h2", "h3", "h2"}, false, false}).legal);
  auto boxes = boxes_with_pieces(s, "argozia");
  CHECK(boxes == std::vector<std::string>{"a"});
}

TEST_CASE("orders: the sk.march built from a draft, accepted by the game") {
  sk::SkState s = marching_ground();
  put(s, "c8", "a");
  put(s, "c80", "a");
  put(s, "c75", "a");
  s.officer("o85")->box = "a";
  put(s, "c182", "b");  // Bravance: c8 attacks B
  MarchDraft d;
  d.from = "a";
  d.columns.push_back(PieceOrder{"c8", {"b"}, false, true});
  d.columns.push_back(PieceOrder{"c80", {"h1"}, true, true});  // no attack: reopens_supply is not sent
  d.officers.push_back(PieceOrder{"o85", {"h1", "h2"}, false, false});
  Json cmd = march_command(s, d);
  Json expected = Json::parse(R"({"type": "sk.march", "args": {"from": "a",
      "moves": [{"column": "c8", "path": ["b"], "reopens_supply": true},
                {"column": "c80", "path": ["h1"], "infiltrate": true}],
      "officers": [{"officer": "o85", "path": ["h1", "h2"]}]}})");
  CHECK(cmd == expected);
  auto r = refusals(s, cmd);
  for (const auto& x : r) INFO(x.describe());
  CHECK(r.empty());

  // Entrenching columns that stay.
  d.clear_pieces();
  CHECK(d.empty());
  CHECK(d.from == "a");
  d.entrench = {"c75"};
  CHECK(march_command(s, d) == Json::parse(R"({"type": "sk.march", "args": {"from": "a", "entrench": ["c75"]}})"));
  CHECK(entrench_command("a", {"c75", "c80"}) ==
        Json::parse(R"({"type": "sk.entrench", "args": {"box": "a", "columns": ["c75", "c80"]}})"));
}

TEST_CASE("orders: the other commands and the march counter") {
  CHECK(move_magazine_command("m1", {"r1", "r2"}) ==
        Json::parse(R"({"type": "sk.move_magazine", "args": {"magazine": "m1", "path": ["r1", "r2"]}})"));
  CHECK(supply_check_command() == Json::parse(R"({"type": "sk.supply_check", "args": {}})"));
  CHECK(attrition_command() == Json::parse(R"({"type": "sk.attrition", "args": {}})"));
  CHECK(attrition_command("c") == Json::parse(R"({"type": "sk.attrition", "args": {"box": "c"}})"));
  CHECK(set_strength_command("s1", 3, "attrition") ==
        Json::parse(R"({"type": "sk.set_strength", "args": {"stand": "s1", "sp": 3, "reason": "attrition"}})"));
  sk::Turn t;
  t.marches = 5;
  t.used = 2;
  CHECK(march_counter(t) == "March 3 of 5 (3 remaining)");
  t.used = 5;
  CHECK(march_counter(t) == "All 5 marches used");
}
