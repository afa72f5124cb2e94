// The choices GdB 9.6 and T2 give that the engine asks since its rules version
// 2 (a commander of a zone whose units partly retreat, a betraying power's
// commanders, which units advance), the doctrine's advice on them, and a
// battle saved under version 1 replaying with the decisions it was asked.
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/tactical_engine.h"
#include "bourgogne/tactical_procedure.h"

using namespace umpire;
using namespace umpire::bourgogne_battle;

namespace {

battles::Unit rv_unit(const std::string& id, const std::string& side, const std::string& type, int ss,
                      const std::string& power, int cf = 4) {
  battles::Unit u;
  u.id = id;
  u.name = id;
  u.side = side;
  u.type = type;
  u.strength = type == "Ca" ? 1 : ss;
  bool shooter = type == "Ar" || type == "Cr" || type == "Cu";
  u.attributes = Json{{"power", power}, {"swiss", power == "swiss"}, {"cf_full", cf}, {"cf_reduced", cf / 2},
                      {"mp", 2},        {"rof", shooter ? 1 : 0}};
  if (type == "Ca")
    u.attributes.update(Json{
        {"ca_owner", side == "attacker" ? "burgundy" : "swiss"}, {"cf_burgundian", 3}, {"cf_swiss", 2}, {"rof", 2}});
  return u;
}

// Charles the Bold, René de Lorraine (not Swiss) and Scharnachthal (Swiss), all TC 1.
std::shared_ptr<BattleState> rv_started(std::vector<battles::Unit> units) {
  battles::BattleSetup s = sample_setup();
  s.units = std::move(units);
  for (auto& l : s.leaders) l.attributes["tc"] = 1;
  auto st = std::static_pointer_cast<const BattleState>(module()->start(s, 1));
  auto copy = std::make_shared<BattleState>(*st);
  copy->army[0] = 0;
  copy->army[1] = 1;
  copy->round = 1;
  return copy;
}

int rv_index(const BattleState& st, const std::string& id) {
  for (std::size_t i = 0; i < st.s->counters.size(); ++i)
    if (st.s->counters[i].id == id) return static_cast<int>(i);
  FAIL("no unit " << id);
  return -1;
}
Piece& rv_piece(BattleState& st, const std::string& id) {
  return st.pieces[static_cast<std::size_t>(rv_index(st, id))];
}

// Answers in order and keeps each request, with the doctrine's advice.
struct RvSource : DecisionSource {
  std::vector<std::string> answers;
  std::vector<DecisionRequest> asked;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r);
    REQUIRE_FALSE(answers.empty());
    std::string a = answers.front();
    answers.erase(answers.begin());
    return a;
  }
  std::string by() const override { return "script"; }
};

// The state as a battle saved before the version was written: no "rules" key.
std::shared_ptr<BattleState> rv_as_version_1(const BattleState& st) {
  Json j = st.to_json();
  REQUIRE(j.at("rules") == kRulesVersion);
  j.erase("rules");
  auto back = load_battle_state(JsonCursor(j, "battle"));
  REQUIRE(back->rules == 1);
  CHECK(back->to_json().at("rules") == 1);  // and so it stays when saved again
  return back;
}

}  // namespace

TEST_CASE("R in a zone of Swiss and allied units: the non-Swiss commander is asked to follow or stay (GdB 9.6)") {
  auto st =
      rv_started({rv_unit("swi_pi", "defender", "Pi", 2, "swiss"), rv_unit("lor_pi", "defender", "Pi", 2, "lorraine"),
                  rv_unit("bur_pi", "attacker", "Pi", 2, "burgundy")});
  rv_piece(*st, "swi_pi").place = {1, kL1};
  rv_piece(*st, "lor_pi").place = {1, kL1};
  rv_piece(*st, "bur_pi").place = {0, kL1};
  st->chiefs[1].place = {1, kL1};  // René de Lorraine
  st->chiefs[2].place = {1, kL1};  // Scharnachthal, Swiss: he ignores R
  auto old = rv_as_version_1(*st);

  RvSource source;
  source.answers = {"follow"};
  Decisions decisions(&source);
  Said say{{}, &st->audit};
  CHECK(retreat(*st, {1, kL1}, 1, decisions, say));
  REQUIRE(source.asked.size() == 1);  // René only: the Swiss commander is not asked
  CHECK(source.asked[0].side == "defender");
  CHECK(source.asked[0].advice == "follow");
  CHECK(source.asked[0].option("stay"));
  CHECK(st->chiefs[1].place == Place{1, kL2});
  CHECK(st->chiefs[2].place == Place{1, kL1});

  SUBCASE("a battle saved under version 1 asks nothing and leaves him with the Swiss, as it was recorded") {
    Decisions none;  // any decision asked would throw DecisionNeeded
    Said quiet{{}, &old->audit};
    CHECK(retreat(*old, {1, kL1}, 1, none, quiet));
    CHECK(none.made().empty());
    CHECK(old->chiefs[1].place == Place{1, kL1});
    CHECK(old->pieces[static_cast<std::size_t>(rv_index(*old, "lor_pi"))].place == Place{1, kL2});
  }
}

TEST_CASE("R for a whole zone: its non-Swiss commander retreats with it, unasked (GdB 9.6)") {
  auto st = rv_started(
      {rv_unit("lor_pi", "defender", "Pi", 2, "lorraine"), rv_unit("bur_pi", "attacker", "Pi", 2, "burgundy")});
  rv_piece(*st, "lor_pi").place = {1, kL1};
  rv_piece(*st, "bur_pi").place = {0, kL1};
  st->chiefs[1].place = {1, kL1};
  Decisions none;
  Said say{{}, &st->audit};
  CHECK(retreat(*st, {1, kL1}, 1, none, say));
  CHECK(none.made().empty());
  CHECK(st->chiefs[1].place == Place{1, kL2});
}

TEST_CASE("advance after combat: the doctrine sends the shock troops and keeps the shooters (GdB 9.2, 9.6)") {
  auto st = rv_started(
      {rv_unit("bur_pi", "attacker", "Pi", 1, "burgundy"), rv_unit("bur_cr", "attacker", "Cr", 1, "burgundy", 2),
       rv_unit("swi_hb", "defender", "Hb", 1, "swiss", 3), rv_unit("swi_ca", "defender", "Ca", 1, "swiss"),
       rv_unit("swi_pi", "defender", "Pi", 2, "swiss")});
  rv_piece(*st, "bur_pi").place = {0, kWR};
  rv_piece(*st, "bur_cr").place = {0, kWR};
  rv_piece(*st, "swi_hb").place = {1, kWL};
  rv_piece(*st, "swi_ca").place = {1, kWL};
  rv_piece(*st, "swi_pi").place = {1, kL1};
  st->chiefs[0].place = {0, kWR};
  st->chiefs[1].place = {1, kL1};
  st->phase = kMelee;
  // 2 + 1 against 1 + 2: column 1/1; a 5 is 0 / 1: the reduced Halberdiers (CF 1) are eliminated, the
  // cannon is left alone in the zone.
  ScriptedDice faces({5});
  Dice dice(faces);
  RvSource source;
  source.answers = {"attacker WR > defender WL", "choose", "advance", "stay"};
  Decisions decisions(&source);
  Said say{{}, &st->audit};
  melee(*st, dice, decisions, say);
  REQUIRE(source.asked.size() == 4);
  CHECK(source.asked[0].advice == "attacker WR > defender WL");
  CHECK(source.asked[1].advice == "choose");
  CHECK(source.asked[2].advice == "advance");  // the Pikemen
  CHECK(source.asked[3].advice == "stay");     // the Crossbowmen
  CHECK(rv_piece(*st, "bur_pi").place == Place{1, kWL});
  CHECK(rv_piece(*st, "bur_cr").place == Place{0, kWR});
  CHECK(rv_piece(*st, "swi_ca").side == 0);  // captured by the unit that entered
}

TEST_CASE("the doctrine's melee: a Swiss column presses at 2/3 with a modifier, the Burgundians do not") {
  for (bool swiss : {true, false}) {
    battles::BattleSetup s = sample_setup();
    if (swiss) {  // the Swiss attack
      s.sides[0] = {"attacker", "Swiss", {"swiss"}, ""};
      s.sides[1] = {"defender", "Burgundians", {"burgundy"}, ""};
    }
    std::string a = swiss ? "swiss" : "burgundy", d = swiss ? "burgundy" : "swiss";
    s.units = {rv_unit("a_pi1", "attacker", "Pi", 2, a), rv_unit("a_pi2", "attacker", "Pi", 2, a),
               rv_unit("d_pi1", "defender", "Pi", 2, d), rv_unit("d_pi2", "defender", "Pi", 2, d),
               rv_unit("d_pi3", "defender", "Pi", 2, d)};
    auto st0 = std::static_pointer_cast<const BattleState>(module()->start(s, 1));
    BattleState st = *st0;
    st.round = 1;
    st.phase = kMelee;
    // The attacking column stands in the enemy 1st line, which it took; 8 against 12 in the enemy 2nd line:
    // 2/3, a frontal attack +1 (GdB 9.3.4).
    rv_piece(st, "a_pi1").place = {1, kL1};
    rv_piece(st, "a_pi2").place = {1, kL1};
    for (const char* id : {"d_pi1", "d_pi2", "d_pi3"}) rv_piece(st, id).place = {1, kL2};
    RvSource source;
    source.answers = {"none"};
    Decisions decisions(&source);
    ScriptedDice faces;
    Dice dice(faces);
    Said say{{}, &st.audit};
    melee(st, dice, decisions, say);
    REQUIRE(source.asked.size() == 1);
    CHECK(source.asked[0].advice == (swiss ? "defender L1 > defender L2" : "none"));
  }
}

TEST_CASE("the doctrine's melee: the Charge it revealed counts, unless the Ditch cancels it") {
  auto st =
      rv_started({rv_unit("bur_ga", "attacker", "Ga", 2, "burgundy", 5),
                  rv_unit("swi_pi1", "defender", "Pi", 2, "swiss"), rv_unit("swi_pi2", "defender", "Pi", 2, "swiss")});
  rv_piece(*st, "bur_ga").place = {0, kL1};
  rv_piece(*st, "swi_pi1").place = {1, kL1};
  rv_piece(*st, "swi_pi2").place = {1, kL1};
  st->phase = kMelee;
  auto advice = [](BattleState& s) {
    RvSource source;
    source.answers = {"none"};
    Decisions decisions(&source);
    ScriptedDice faces;
    Dice dice(faces);
    Said say{{}, &s.audit};
    melee(s, dice, decisions, say);
    REQUIRE(source.asked.size() == 1);
    return source.asked[0].advice;
  };
  {
    BattleState s = *st;  // 5 against 8: 1/2, no melee
    CHECK(advice(s) == "none");
  }
  {
    BattleState s = *st;  // the Charge: 10 against 8, 1/1
    s.revealed[0] = {"charge"};
    CHECK(advice(s) == "attacker L1 > defender L1");
    s = *st;  // cancelled by the Ditch
    s.revealed[0] = {"charge"};
    s.revealed[1] = {"ditch"};
    CHECK(advice(s) == "none");
  }
}

TEST_CASE("betrayal: the power's commanders go over with its units; under version 1 they stayed (GdB T2, fn3)") {
  battles::BattleSetup s = sample_setup();
  s.units = {rv_unit("bur_ga", "attacker", "Ga", 2, "burgundy", 5), rv_unit("ita_pi", "attacker", "Pi", 2, "italy"),
             rv_unit("swi_pi", "defender", "Pi", 2, "swiss")};
  s.leaders.resize(2);
  battles::Leader campobasso = s.leaders[0];
  campobasso.id = "campobasso";
  campobasso.name = "Campobasso";
  campobasso.attributes["charles"] = false;
  campobasso.attributes["campobasso"] = true;
  campobasso.attributes["power"] = "italy";
  campobasso.attributes["rank"] = 1;
  s.leaders.push_back(campobasso);
  s.situation["allies_in_doubt"] = Json::array({"italy"});
  s.situation["event"] = Json{{"die", 1}};
  auto st0 = std::static_pointer_cast<const BattleState>(module()->start(s, 1));
  auto st = std::make_shared<BattleState>(*st0);
  rv_piece(*st, "bur_ga").place = {0, kL1};
  rv_piece(*st, "ita_pi").place = {0, kL1};
  rv_piece(*st, "swi_pi").place = {1, kL1};
  for (auto& ch : st->chiefs) ch.place = {ch.side, kL1};
  st->army[0] = 0;
  st->army[1] = 1;
  st->phase = kEvent;
  auto old = rv_as_version_1(*st);
  ScriptedDice faces;
  Dice dice(faces);
  {
    ScriptedDecisions answers({"WR"});
    Decisions decisions(&answers);
    Said say{{}, &st->audit};
    random_event(*st, dice, decisions, say);
    CHECK(st->chiefs[2].side == 1);
    CHECK(st->chiefs[2].place == Place{1, kWR});
    CHECK(st->army[1] == 1);  // the turncoat does not command the Swiss
    Json j = st->to_json();
    CHECK(j["commanders"]["campobasso"]["side"] == "defender");
    auto back = load_battle_state(JsonCursor(j, "battle"));
    CHECK(back->chiefs[2].side == 1);
    CHECK(back->to_json() == j);
  }
  {
    ScriptedDecisions answers({"WR"});
    Decisions decisions(&answers);
    Said say{{}, &old->audit};
    random_event(*old, dice, decisions, say);
    CHECK(old->chiefs[2].side == 0);
    CHECK(old->chiefs[2].place == Place{0, kL1});
    CHECK(old->pieces[static_cast<std::size_t>(rv_index(*old, "ita_pi"))].side == 1);
  }
}
