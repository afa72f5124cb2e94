// Loading a Soldier King campaign checks every reference (issue: a loaded
// state was trusted): a damaged or hand-edited state is refused with a message
// naming the place, the id and what it should refer to; and a damaged state
// built in memory is a UserError in the commands that look it up, never a
// crash.
#include <doctest/doctest.h>

#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// A new 1740 campaign's state, as stored in a snapshot.
Json fresh_state() {
  auto s = new_campaign(JsonCursor(Json::object(), "options"));
  return s->to_json();
}

std::shared_ptr<SkState> load(const Json& j) { return state_from_json(JsonCursor(j, "snapshot 7", "/game")); }

// The message of the JsonError the load raises, or "" when it loads.
std::string refusal(const Json& j) {
  try {
    load(j);
  } catch (const JsonError& e) {
    return e.what();
  }
  return "";
}

// The index of the first officer who commands a column.
std::size_t a_dc(const Json& j) {
  for (std::size_t i = 0; i < j["officers"].size(); ++i)
    if (!j["officers"][i]["column"].get<std::string>().empty()) return i;
  FAIL("no DC in the 1740 state");
  return 0;
}

Json cmd(const std::string& type, Json args = Json::object()) { return Json{{"type", type}, {"args", std::move(args)}}; }

CampaignState campaign_of(std::shared_ptr<SkState> s) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.game = std::move(s);
  return cs;
}

}  // namespace

TEST_CASE("a new 1740 campaign's state passes the load check") {
  Json j = fresh_state();
  CHECK(refusal(j) == "");
  CHECK(load(j)->to_json() == j);
}

TEST_CASE("load check: an officer commanding a column that does not exist is refused") {
  Json j = fresh_state();
  std::size_t i = a_dc(j);
  j["officers"][i]["column"] = "c99";
  std::string name = j["officers"][i]["name"];
  CHECK(refusal(j) == "snapshot 7: at /game/officers/" + std::to_string(i) + "/column: the officer \"" + name +
                          "\" commands column \"c99\", which does not exist");
}

TEST_CASE("load check: a stand of a type the forces data does not list is refused") {
  Json j = fresh_state();
  j["columns"][2]["stands"][1]["type"] = "pikemen";
  std::string id = j["columns"][2]["stands"][1]["id"], name = j["columns"][2]["name"];
  CHECK(refusal(j) == "snapshot 7: at /game/columns/2/stands/1/type: stand \"" + id + "\" of the column \"" + name +
                          "\" is of type \"pikemen\", which the campaign's forces data does not list");
}

TEST_CASE("load check: pieces in boxes that are not on the map are refused") {
  Json j = fresh_state();
  j["columns"][0]["box"] = "atlantis";
  CHECK(refusal(j).find("at /game/columns/0/box: the column \"" + j["columns"][0]["name"].get<std::string>() +
                        "\" is in box \"atlantis\", which is not on the campaign's map") != std::string::npos);
  j = fresh_state();
  j["officers"][0]["box"] = "atlantis";
  CHECK(refusal(j).find("at /game/officers/0/box: the officer") != std::string::npos);
  j = fresh_state();
  j["magazines"] = Json::array({{{"id", "m1"}, {"owner", "argozia"}, {"box", "atlantis"}, {"users", ""}}});
  CHECK(refusal(j).find("at /game/magazines/0/box: the magazine \"m1\" is in box \"atlantis\"") != std::string::npos);
  j = fresh_state();
  j["captors"]["atlantis"] = "argozia";
  CHECK(refusal(j).find("at /game/captors/atlantis: a captor is recorded for box \"atlantis\"") != std::string::npos);
}

TEST_CASE("load check: unknown factions and duplicate ids are refused") {
  Json j = fresh_state();
  j["columns"][3]["owner"] = "atlantis";
  CHECK(refusal(j).find("at /game/columns/3/owner: the column \"" + j["columns"][3]["name"].get<std::string>() +
                        "\" belongs to faction \"atlantis\", which does not exist") != std::string::npos);
  j = fresh_state();
  j["columns"][1]["id"] = j["columns"][0]["id"];
  CHECK(refusal(j).find("at /game/columns/1/id: two columns have the id") != std::string::npos);
  j = fresh_state();
  j["columns"][1]["stands"][0]["id"] = j["columns"][0]["stands"][0]["id"];
  CHECK(refusal(j).find("at /game/columns/1/stands/0/id: two stands have the id") != std::string::npos);
  j = fresh_state();
  j["rulers"]["atlantis"] = "argozia";
  CHECK(refusal(j).find("at /game/rulers/atlantis: a ruler is recorded for province \"atlantis\"") != std::string::npos);
}

TEST_CASE("load check: the turn's player and index must be in the turn order") {
  Json j = fresh_state();
  j["turn_order"] = {"argozia", "arcadia", "bravance", "hrvatska"};
  CHECK(refusal(j) == "");  // the four Kings: a real order
  j["turn_index"] = 4;
  CHECK(refusal(j) == "snapshot 7: at /game/turn_index: the turn index is 4 but the turn order has 4 players");
  j["turn_index"] = 1;
  j["turn_order"][2] = "atlantis";
  CHECK(refusal(j) == "snapshot 7: at /game/turn_order/2: the turn order names faction \"atlantis\", which does not exist");
  j["turn_order"][2] = "argozia";
  CHECK(refusal(j) == "snapshot 7: at /game/turn_order/2: the turn order names Argozia twice");
  j["turn_order"][2] = "bravance";
  j["phase"] = "player_turn";
  j["turn"]["player"] = "atlantis";
  CHECK(refusal(j) == "snapshot 7: at /game/turn/player: the turn is played by faction \"atlantis\", which does not exist");
  Json empty = fresh_state();
  empty["turn_index"] = 2;
  CHECK(refusal(empty) == "snapshot 7: at /game/turn_index: the turn index is 2 but the turn order has 0 players");
}

TEST_CASE("load check: battles and court cases must name battles, treaties and factions that exist") {
  Json j = fresh_state();
  Battle b;
  b.id = "b1";
  b.date = "Summer 1740";
  b.box = j["columns"][0]["box"];
  b.attacker = "argozia";
  b.defenders = {"bravance"};
  j["battles"] = Json::array({to_json(b)});
  CHECK(refusal(j) == "");
  j["battles"].push_back(to_json(b));
  CHECK(refusal(j) == "snapshot 7: at /game/battles/1/id: two battles have the id \"b1\"");
  b.defenders = {"atlantis"};
  j["battles"] = Json::array({to_json(b)});
  CHECK(refusal(j) == "snapshot 7: at /game/battles/0/defenders/0: the battle \"b1\" is fought by the defender faction "
                      "\"atlantis\", which does not exist");

  j = fresh_state();
  DiplomacyState d;
  CourtCase k;
  k.id = "case1";
  k.treaty = "t9";
  k.plaintiff = "argozia";
  k.defendants = {"bravance"};
  k.enforceability = "enforceable";
  d.cases.push_back(k);
  j["diplomacy"] = to_json(d);
  CHECK(refusal(j) == "snapshot 7: at /game/diplomacy/cases/0/treaty: the court case \"case1\" is about treaty \"t9\", "
                      "which does not exist");
  Treaty t;
  t.id = "t9";
  t.title = "Peace of Ulm";
  t.parties = {"argozia", "bravance"};
  t.signed_by = t.parties;
  d.treaties.push_back(t);
  j["diplomacy"] = to_json(d);
  CHECK(refusal(j) == "");
  d.treaties[0].parties = {"argozia", "atlantis"};
  j["diplomacy"] = to_json(d);
  CHECK(refusal(j) == "snapshot 7: at /game/diplomacy/treaties/0/parties/1: the treaty \"Peace of Ulm\" names the party "
                      "faction \"atlantis\", which does not exist");
}

TEST_CASE("load check: the stored map is validated as sk.set_map validates it, with the campaign's map_checks") {
  Json j = fresh_state();
  for (auto& b : j["map"]["boxes"]) b.erase("electoral");  // no crowns at all (SK 19.1)
  CHECK(refusal(j) == "snapshot 7: at /game/map: the campaign's map is not valid: the map has 0 electoral cities; "
                      "there are 7 [SK 19.1]");
  j["options"]["map_checks"] = "structure";  // a house map: the rulebook's counts are not demanded
  CHECK(refusal(j) == "");
  j["map"]["boxes"][0]["province"] = "atlantis";  // still a structural error
  CHECK(refusal(j).find("at /game/map: the campaign's map is not valid: box ") != std::string::npos);
}

// The paths the audit named: before the load check these dereferenced null
// pointers (sk.relocate, sk.issue_intelligence). A state damaged in memory now
// fails with a UserError naming the id.
TEST_CASE("a damaged state is a UserError in the commands that look it up, not a crash") {
  CommandSet commands(module().get());
  SUBCASE("sk.relocate of an officer whose column is gone") {
    auto s = load(fresh_state());
    Officer* dc = nullptr;
    for (auto& o : s->officers)
      if (!o.column.empty() && !dc) dc = &o;
    REQUIRE(dc);
    dc->column = "c99";
    std::string id = dc->id;
    CampaignState cs = campaign_of(s);
    Json relocate = cmd("sk.relocate", {{"piece", id}, {"box", s->columns[0].box}, {"reason", "test"}});
    CHECK_THROWS_WITH_AS(validate(commands, cs, relocate), "there is no column \"c99\"", UserError);
    // And the same state stored and loaded is refused before any command runs.
    CHECK(refusal(s->to_json()).find("commands column \"c99\", which does not exist") != std::string::npos);
  }
  SUBCASE("sk.issue_intelligence with a stand of an unknown type") {
    auto s = load(fresh_state());
    // A foreign column beside an Argozian one, so Argozia's report on it is
    // comprehensive and counts its stands by arm (8.2.2).
    Column* foreign = nullptr;
    for (auto& c : s->columns)
      if (c.owner != s->columns[0].owner && !foreign) foreign = &c;
    REQUIRE(foreign);
    s->move_column(*foreign, s->columns[0].box);
    foreign->stands[0].type = "pikemen";
    CampaignState cs = campaign_of(s);
    SeededDice dice(1, 0);
    Json issue = cmd("sk.issue_intelligence");
    REQUIRE(validate(commands, cs, issue).empty());
    CHECK_THROWS_WITH_AS(execute(commands, cs, issue, dice), "the forces data lists no stand type \"pikemen\"",
                         UserError);
    CHECK(refusal(s->to_json()).find("is of type \"pikemen\"") != std::string::npos);
  }
}

TEST_CASE("sk.set_map refuses a map that leaves a magazine off the board (the campaign must still load)") {
  auto s = load(fresh_state());
  Json map = to_json(*s->map);
  // A magazine in a box with no troops, then a map without that box.
  std::string box;
  for (const auto& b : s->map->boxes) {
    bool used = false;
    for (const auto& c : s->columns) used = used || c.box == b.id;
    for (const auto& o : s->officers) used = used || o.box == b.id;
    for (const auto& g : s->garrisons) used = used || g.box == b.id;
    if (!used && !b.electoral && !s->captors.count(b.id)) {
      box = b.id;
      break;
    }
  }
  REQUIRE(!box.empty());
  s->magazines.push_back(Magazine{"m1", "argozia", box, ""});
  Json boxes = Json::array(), lines = Json::array();
  for (const auto& b : map["boxes"])
    if (b["id"] != box) boxes.push_back(b);
  for (const auto& l : map["lines"])
    if (l["a"] != box && l["b"] != box) lines.push_back(l);
  map["boxes"] = boxes;
  map["lines"] = lines;
  s->options["map_checks"] = "structure";  // only the magazine matters here, not the rulebook's counts
  CommandSet commands(module().get());
  auto reasons = validate(commands, campaign_of(s), cmd("sk.set_map", {{"map", map}}));
  REQUIRE(reasons.size() == 1);
  CHECK(reasons[0].text == "with the new map, the magazine \"m1\" is in box \"" + box +
                               "\", which is not on the campaign's map");
}

// sk.set_turn before initiative leaves no turn order: the next season start
// used to read turn_order[0] of an empty order (a crash); it is refused.
TEST_CASE("sk.advance refuses a season start with no turn order instead of reading past it [SK 7.1.2]") {
  CommandSet commands(module().get());
  CampaignState cs = campaign_of(load(fresh_state()));
  auto step = [&](const Json& c) {
    SeededDice dice(1, 0);
    Execution ex = execute(commands, cs, c, dice);
    REQUIRE_MESSAGE(ex.ok, c.dump() << ": " << (ex.reasons.empty() ? "" : ex.reasons[0].text));
    cs = ex.outcome.state;
  };
  step(cmd("sk.set_turn", {{"player", "argozia"}, {"step", "turn_end"}, {"marches", 0}, {"reason", "test"}}));
  step(cmd("sk.advance"));  // every player has had his turn
  CHECK(sk_state(cs).phase == Phase::SeasonEnd);
  step(cmd("sk.advance"));
  CHECK(sk_state(cs).phase == Phase::SeasonStart);
  auto reasons = validate(commands, cs, cmd("sk.advance"));
  REQUIRE(reasons.size() == 1);
  CHECK(reasons[0].text == "there is no turn order (initiative was never rolled): set the player turn by hand (sk.set_turn)");
}
