// The results of combat in the Bourgogne battle engine, step by step on a
// hand-placed position: who ignores R (GdB 9.6), the advance that captures a
// cannon (GdB 9.2, 9.6), the TC limit of tactical movement (GdB 9.5.9), the
// end with no victor and the cannon going to the victor (GdB 9.5.10, 9.6).
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/tactical_engine.h"
#include "bourgogne/tactical_procedure.h"

using namespace umpire;
using namespace umpire::bourgogne_battle;

namespace {

battles::Unit gdb_unit(const std::string& id, const std::string& side, const std::string& type, int ss,
                       const std::string& power) {
  battles::Unit u;
  u.id = id;
  u.name = id;
  u.side = side;
  u.type = type;
  u.strength = type == "Ca" ? 1 : ss;
  u.attributes =
      Json{{"power", power}, {"swiss", power == "swiss"}, {"cf_full", 4}, {"cf_reduced", 2}, {"mp", 2}, {"rof", 0}};
  if (type == "Ca")
    u.attributes.update(Json{
        {"ca_owner", side == "attacker" ? "burgundy" : "swiss"}, {"cf_burgundian", 3}, {"cf_swiss", 2}, {"rof", 2}});
  return u;
}

battles::BattleSetup gdb_setup(std::vector<battles::Unit> units, int tc) {
  battles::BattleSetup s = sample_setup();
  s.units = std::move(units);
  s.leaders.resize(2);  // Charles the Bold and René de Lorraine
  s.leaders[0].attributes["tc"] = tc;
  return s;
}

std::shared_ptr<BattleState> gdb_started(const battles::BattleSetup& s) {
  auto st = std::static_pointer_cast<const BattleState>(module()->start(s, 1));
  auto copy = std::make_shared<BattleState>(*st);
  copy->army[0] = 0;
  copy->army[1] = 1;
  return copy;
}

int gdb_unit_index(const BattleState& st, const std::string& id) {
  for (std::size_t i = 0; i < st.s->counters.size(); ++i)
    if (st.s->counters[i].id == id) return static_cast<int>(i);
  FAIL("no unit " << id);
  return -1;
}

void gdb_place(BattleState& st, const std::string& id, Place p) {
  st.pieces[static_cast<std::size_t>(gdb_unit_index(st, id))].place = p;
}

// Answers in order, and keeps every request it was asked.
struct GdbRecordingSource : DecisionSource {
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

}  // namespace

TEST_CASE("R: Swiss units and cannon stay; the others of the zone retreat one zone back (GdB 9.6)") {
  auto st = gdb_started(
      gdb_setup({gdb_unit("swi_pi", "defender", "Pi", 2, "swiss"), gdb_unit("lor_pi", "defender", "Pi", 2, "lorraine"),
                 gdb_unit("swi_ca", "defender", "Ca", 1, "swiss"), gdb_unit("bur_pi", "attacker", "Pi", 2, "burgundy")},
                1));
  for (const char* id : {"swi_pi", "lor_pi", "swi_ca"}) gdb_place(*st, id, {1, kL1});
  gdb_place(*st, "bur_pi", {0, kL1});
  Said say{{}, &st->audit};
  Decisions decisions;
  CHECK(retreat(*st, {1, kL1}, 1, decisions, say));
  CHECK(st->pieces[static_cast<std::size_t>(gdb_unit_index(*st, "lor_pi"))].place == Place{1, kL2});
  CHECK(st->pieces[static_cast<std::size_t>(gdb_unit_index(*st, "swi_pi"))].place == Place{1, kL1});
  CHECK(st->pieces[static_cast<std::size_t>(gdb_unit_index(*st, "swi_ca"))].place == Place{1, kL1});
}

TEST_CASE("tactical movement: at most TC units, then only commanders may still move (GdB 9.5.9)") {
  auto st = gdb_started(gdb_setup(
      {gdb_unit("bur_pi1", "attacker", "Pi", 2, "burgundy"), gdb_unit("bur_pi2", "attacker", "Pi", 2, "burgundy"),
       gdb_unit("swi_pi", "defender", "Pi", 2, "swiss")},
      1));
  gdb_place(*st, "bur_pi1", {0, kL1});
  gdb_place(*st, "bur_pi2", {0, kL1});
  gdb_place(*st, "swi_pi", {1, kL1});
  st->chiefs[0].place = {0, kL1};
  st->chiefs[1].place = {1, kL1};
  st->phase = kMovement;
  GdbRecordingSource source;
  source.answers = {"bur_pi1>attacker L2", "done", "done"};
  Decisions decisions(&source);
  Said say{{}, &st->audit};
  tactical_movement(*st, decisions, say);
  REQUIRE(source.asked.size() == 3);
  CHECK(source.asked[0].option("bur_pi2>attacker L2"));
  for (const auto& o : source.asked[1].options) CHECK(o.id.rfind("bur_pi", 0) != 0);  // no unit after the first
  CHECK(source.asked[1].option("charles>attacker L2"));
  CHECK(st->phase == kContinue);
}

TEST_CASE("advance after combat into a zone left with only a cannon captures it; at the end it stays the captor's") {
  auto st = gdb_started(
      gdb_setup({gdb_unit("bur_pi", "attacker", "Pi", 2, "burgundy"),
                 gdb_unit("bur_ca", "attacker", "Ca", 1, "burgundy"), gdb_unit("swi_pi", "defender", "Pi", 1, "swiss"),
                 gdb_unit("swi_ca", "defender", "Ca", 1, "swiss"), gdb_unit("swi_pi2", "defender", "Pi", 2, "swiss")},
                1));
  gdb_place(*st, "bur_pi", {0, kL1});
  gdb_place(*st, "bur_ca", {0, kL2});
  gdb_place(*st, "swi_pi", {1, kL1});
  gdb_place(*st, "swi_ca", {1, kL1});
  gdb_place(*st, "swi_pi2", {1, kL3});
  st->chiefs[0].place = {0, kL1};
  st->chiefs[1].place = {1, kL3};
  st->phase = kMelee;
  st->round = 1;
  // 4 against 2 + 2: column 1/1; a 6 is 0 / 1*: the Swiss choose between their Pikemen and their cannon,
  // both CF 2, and lose the Pikemen.
  ScriptedDice dice_source({6});
  Dice dice(dice_source);
  ScriptedDecisions answers({"attacker L1 > defender L1", "swi_pi", "advance"});
  Decisions decisions(&answers);
  Said say{{}, &st->audit};
  melee(*st, dice, decisions, say);
  int ca = gdb_unit_index(*st, "swi_ca");
  CHECK(st->pieces[static_cast<std::size_t>(ca)].side == 0);
  CHECK(st->pieces[static_cast<std::size_t>(ca)].ca_owner == "burgundy");
  CHECK(st->pieces[static_cast<std::size_t>(gdb_unit_index(*st, "bur_pi"))].place == Place{1, kL1});
  CHECK(st->captured == std::vector<std::string>{"swi_ca"});
  // The Swiss stop being in the battle: the Burgundians win and keep both cannon.
  st->pieces[static_cast<std::size_t>(gdb_unit_index(*st, "swi_pi2"))].ss = 0;
  CHECK(check_end(*st, say));
  auto r = module()->result(*st);
  CHECK(r.winner == "attacker");
  CHECK(r.details.at("ca_owner") == Json{{"bur_ca", "burgundy"}, {"swi_ca", "burgundy"}});
}

TEST_CASE("both camps emptied at once: no victor (GdB 9.5.10, mutual_wipeout)") {
  auto st = gdb_started(gdb_setup(
      {gdb_unit("bur_pi", "attacker", "Pi", 2, "burgundy"), gdb_unit("swi_pi", "defender", "Pi", 2, "swiss")}, 1));
  for (auto& p : st->pieces) p.ss = 0;
  Said say{{}, &st->audit};
  CHECK(check_end(*st, say));
  CHECK(st->ending == "mutual_wipeout");
  CHECK(st->winner == -1);
  CHECK(module()->result(*st).winner.empty());
}
