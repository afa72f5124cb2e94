// Lion of the North: the procedures the fire, shock and effects areas lacked.
// Leader replacement (LotN 4.46-4.47), the counter-charge against a caracole
// (9.47, 8.33, 8.37), the Swedish double brigade's split fire (8.17 exc. 2)
// and Torstensson's combined fire (Breitenfeld). Small battles built by hand
// on the open test map with scripted dice and decisions; each outcome is the
// rule worked by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

#include "lotn/effects.h"
#include "lotn/fire.h"
#include "lotn/replacement.h"
#include "lotn/shock.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::BattleBuilder;
using umpire::lotn_test::BattleRun;

namespace {

std::string fx_nb(const std::string& id, int side) {
  const HexGrid& g = lotn_test::small_map()->grid();
  auto n = g.neighbour(*g.parse(id), side);
  REQUIRE(n.has_value());
  return g.name(*n);
}

// Takes the advice and keeps every request: what the doctrine was offered.
class FxDoctrine : public DecisionSource {
 public:
  std::vector<DecisionRequest> asked;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r);
    return r.advice;
  }
  std::string by() const override { return "script"; }
};

bool fx_logged(const Battle& st, const std::string& words) {
  for (const std::string& line : st.log)
    if (line.find(words) != std::string::npos) return true;
  return false;
}

int fx_leader(BattleBuilder& b, const std::string& id, int side, const std::string& hex, int initiative, int charisma) {
  int l = b.leader(id, side, hex, 5);
  b.setup().leaders[static_cast<std::size_t>(l)].initiative = initiative;
  b.setup().leaders[static_cast<std::size_t>(l)].charisma = charisma;
  return l;
}

// A Swedish side with two brigades, an OC, a subordinate and two Replacement
// leaders off the map; an Imperial brigade far off.
struct FxReplacementBattle {
  BattleBuilder b;
  int gula = -1, bla = -1, imp = -1;
  int gustavus = -1, teuffel = -1, weimar = -1, weimar_oc = -1, brahe = -1, repl = -1;
  std::unique_ptr<BattleRun> run;
  ReplacementRoster roster;

  FxReplacementBattle() {
    gula = b.unit(BattleBuilder::make("gula", "Gula brigade", 0, Arm::HI, 8, 6), "2020", 2);
    bla = b.unit(BattleBuilder::make("bla", "Bla brigade", 0, Arm::HI, 8, 6), "1414", 2);
    imp = b.unit(BattleBuilder::make("imp", "Imperial brigade", 1, Arm::HI, 8, 5), "2828", 5);
    gustavus = fx_leader(b, "gustavus", 0, "1414", 5, 3);
    b.setup().leaders[static_cast<std::size_t>(gustavus)].overall_commander = true;
    teuffel = fx_leader(b, "teuffel", 0, "2020", 3, 1);
    weimar = fx_leader(b, "weimar", 0, "1818", 5, 2);
    weimar_oc = fx_leader(b, "weimar_repl_oc", 0, "1010", 5, 2);
    b.setup().leaders[static_cast<std::size_t>(weimar_oc)].overall_commander = true;
    brahe = fx_leader(b, "brahe", 0, "1010", 4, 2);
    repl = fx_leader(b, "repl", 0, "1010", 2, 0);
    run = b.run(Mode::Test);
    for (int l : {weimar_oc, brahe, repl}) run->leader(l).on_map = false;
    roster.pool = {repl, brahe};  // the scenario's order: the doctrine still picks the better
    roster.successions.push_back({gustavus, weimar, weimar_oc});
  }
  void kill(int l) { remove_leader(run->ctx, l, "killed", "a test"); }
};

}  // namespace

TEST_CASE("LotN 4.46: a killed leader is replaced by the best Replacement leader, where the doctrine places him") {
  FxReplacementBattle t;
  t.kill(t.teuffel);
  BattleRun& run = *t.run;
  FxDoctrine doctrine;
  Decisions ask{&doctrine};
  Ctx ctx{*run.st, run.dice, ask, run.say, run.tables};
  replace_leaders(ctx, t.roster, {t.teuffel});
  // Two Replacement leaders: a decision, Brahe (Initiative 4) advised over the Repl (2).
  REQUIRE(doctrine.asked.size() == 2);
  CHECK(doctrine.asked[0].side == "swedes");
  CHECK(doctrine.asked[0].advice == "brahe");
  CHECK(doctrine.asked[0].options.size() == 2);
  // Where: a hex of each Swedish brigade; the advice is Teuffel's own hex, where Gula stands.
  CHECK(doctrine.asked[1].options.size() == 2);
  CHECK(doctrine.asked[1].advice == "2020");
  const LeaderState& b = run.leader(t.brahe);
  CHECK(b.on_map);
  CHECK(b.hex == run.hex("2020"));
  CHECK(b.status == LeaderState::Status::Inactive);
  CHECK_FALSE(run.leader(t.repl).on_map);
  CHECK(run.leader(t.teuffel).killed);
  CHECK_FALSE(run.leader(t.teuffel).on_map);
  CHECK(fx_logged(*run.st, "brahe replaces teuffel, at 2020 with Gula brigade"));
  // The pool counter is used: no second replacement of him.
  CHECK_FALSE(replacement_available(*run.st, t.brahe));
  CHECK(replacement_available(*run.st, t.repl));
}

TEST_CASE("LotN 4.46: the player picks another Replacement leader and places him anywhere with his army") {
  FxReplacementBattle t;
  t.kill(t.teuffel);
  BattleRun& run = *t.run;
  run.answers.push("repl");
  run.answers.push("1414");
  replace_leaders(run.ctx, t.roster, {t.teuffel});
  CHECK(run.answers.remaining() == 0);
  CHECK(run.leader(t.repl).on_map);
  CHECK(run.leader(t.repl).hex == run.hex("1414"));
  CHECK_FALSE(run.leader(t.brahe).on_map);
}

TEST_CASE("LotN 4.46: with no Replacement leader left nobody is replaced; a captured leader is replaced too") {
  FxReplacementBattle t;
  BattleRun& run = *t.run;
  t.roster.pool = {t.brahe};
  t.kill(t.teuffel);
  remove_leader(run.ctx, t.weimar, "captured", "a test");
  // One counter for two fallen: the first takes it, no decision (one counter, then one hex left? two hexes: asked).
  run.answers.push("2020");
  replace_leaders(run.ctx, t.roster, {t.teuffel, t.weimar});
  CHECK(run.leader(t.brahe).on_map);
  CHECK(run.leader(t.brahe).hex == run.hex("2020"));
  CHECK(fx_logged(*run.st, "weimar captured: no Replacement leader is left"));
  CHECK(run.answers.remaining() == 0);
}

TEST_CASE("LotN 4.47: a killed OC: his named successor takes command as his Repl/OC counter, and a Replacement "
          "leader takes the successor's place") {
  FxReplacementBattle t;
  BattleRun& run = *t.run;
  run.leader(t.weimar).wounded = true;
  run.leader(t.weimar).status = LeaderState::Status::Finished;
  t.kill(t.gustavus);
  FxDoctrine doctrine;
  Decisions ask{&doctrine};
  Ctx ctx{*run.st, run.dice, ask, run.say, run.tables};
  replace_leaders(ctx, t.roster, {t.gustavus});
  const LeaderState& oc = run.leader(t.weimar_oc);
  CHECK(oc.on_map);
  CHECK(oc.hex == run.hex("1818"));
  CHECK(oc.wounded);  // the same man: his wound goes with him
  CHECK(oc.status == LeaderState::Status::Finished);
  CHECK(ldef(*run.st, t.weimar_oc).overall_commander);
  CHECK_FALSE(run.leader(t.weimar).on_map);
  CHECK_FALSE(run.leader(t.weimar).killed);
  // Weimar's place: Brahe, placed nearest 1818 (1414 is 4 hexes away, 2020 is 2).
  CHECK(run.leader(t.brahe).on_map);
  REQUIRE(doctrine.asked.size() == 2);
  CHECK(doctrine.asked[1].advice == "2020");
  CHECK(fx_logged(*run.st, "weimar takes command in place of gustavus"));
}

TEST_CASE("LotN 4.47: an OC with no successor named: replaced as any leader, or not at all (variant)") {
  for (int v : {0, 1}) {
    CAPTURE(v);
    FxReplacementBattle t;
    t.b.variant("leader.oc_without_successor", v);
    BattleRun& run = *t.run;
    t.roster.successions.clear();
    t.kill(t.gustavus);
    run.answers.push("brahe");
    run.answers.push("1414");
    replace_leaders(run.ctx, t.roster, {t.gustavus});
    CHECK(run.leader(t.brahe).on_map == (v == 0));
    CHECK_FALSE(run.leader(t.weimar_oc).on_map);
    CHECK(run.answers.remaining() == (v == 0 ? 0u : 2u));
    if (v == 1) CHECK(fx_logged(*run.st, "the scenario names no successor"));
  }
}

TEST_CASE("LotN 4.47: the successor himself fallen: the OC is replaced as any leader") {
  FxReplacementBattle t;
  BattleRun& run = *t.run;
  t.kill(t.weimar);
  t.kill(t.gustavus);
  run.answers.push("brahe");
  run.answers.push("1414");
  run.answers.push("2020");  // Weimar's own replacement: the Repl, the only counter left (no choice), at 2020
  replace_leaders(run.ctx, t.roster, {t.gustavus, t.weimar});
  CHECK_FALSE(run.leader(t.weimar_oc).on_map);
  CHECK(run.leader(t.brahe).hex == run.hex("1414"));
  CHECK(run.leader(t.repl).hex == run.hex("2020"));
  CHECK(run.answers.remaining() == 0);
}

TEST_CASE("LotN 4.46: a Replacement leader replaces only a leader of his own army") {
  FxReplacementBattle t;
  t.b.setup().armies.push_back({"saxon", "Saxon army", 0, 100, MapEdge::North});
  t.b.setup().leaders[static_cast<std::size_t>(t.teuffel)].army = 2;
  BattleRun& run = *t.run;
  run.st->wp.assign(3, 0);
  t.kill(t.teuffel);
  replace_leaders(run.ctx, t.roster, {t.teuffel});
  CHECK_FALSE(run.leader(t.brahe).on_map);
  CHECK_FALSE(run.leader(t.repl).on_map);
  CHECK(fx_logged(*run.st, "no Replacement leader is left"));
}

TEST_CASE("LotN Lützen: the roster read from the scenario: the Repl counters, and Gustavus's succession by v. Weimar") {
  BattleBuilder b;
  b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::program_data(), [](const DataSet*) {});
  b.setup().scenario = "lutzen";
  b.unit(BattleBuilder::make("gula", "Gula brigade", 0, Arm::HI, 8, 6), "2020", 2);
  int gus = b.leader("gustavus", 0, "2020", 5);
  int wei = b.leader("weimar", 0, "1818", 5);
  int woc = b.leader("weimar_repl_oc", 0, "1010", 5);
  int rep = b.leader("swe_repl", 0, "1010", 5);
  auto st = b.battle(Mode::Strict);
  ReplacementRoster r = replacement_roster(*st);
  CHECK(r.pool == std::vector<int>{rep});
  REQUIRE(r.successions.size() == 1);
  CHECK(r.successions[0].oc == gus);
  CHECK(r.successions[0].successor == wei);
  CHECK(r.successions[0].as_oc == woc);
  // A campaign's battle has no replacements.
  b.setup().scenario = "";
  CHECK(replacement_roster(*st).pool.empty());
}

// ---- the counter-charge against a caracole

namespace {

// A Swedish brigade in 2020 facing vertex 2 (Front: east and south-east), a
// Swedish HC north-west of the caracole's hex facing it, and an Imperial CR
// that caracoles into the hex east of the brigade.
struct FxCaracole {
  BattleBuilder b;
  int hi = -1, hc = -1, cr = -1, tilly = -1;
  std::string e1;
  std::unique_ptr<BattleRun> run;
  explicit FxCaracole(int hc_tq = 6, int hc_facing = 2) {
    e1 = fx_nb("2020", 1);
    hi = b.unit(BattleBuilder::make("g", "Swedish brigade", 0, Arm::HI, 8, 6), "2020", 2);
    hc = b.unit(BattleBuilder::make("h", "Swedish horse", 0, Arm::HC, 4, hc_tq), fx_nb(e1, 5), hc_facing);
    UnitDef c = BattleBuilder::make("c", "Cuirassiers", 1, Arm::CR, 4, 5);
    c.swedish = false;
    c.fr = 0;
    c.fr_caracole = 2;
    cr = b.unit(c, "1616", 5);
    tilly = b.leader("tilly", 1, "1010", 5);
    run = b.run(Mode::Test);
    run->place(cr, e1);
  }
};

}  // namespace

TEST_CASE("LotN 9.47: a successful counter-charge spoils the caracole: the CR fires with its ordinary Fire Rate") {
  FxCaracole t;
  BattleRun& run = *t.run;
  run.answers.push("hold");  // the brigade holds its reaction fire
  run.answers.push("hold");  // so does the horse: it means to counter-charge
  std::vector<int> free = caracole_reactions(run.ctx, run.board, t.cr, run.hex(t.e1));
  CHECK(free == std::vector<int>{t.hi, t.hc});
  run.answers.push("counter");
  run.dice_source.push(3);  // 3 + 1 (counter-charge) = 4 < TQ 6: success
  std::vector<int> cc = caracole_countercharges(run.ctx, run.board, t.cr, run.hex(t.e1), free);
  CHECK(cc == std::vector<int>{t.hc});
  CHECK(fx_logged(*run.st, "Swedish horse counter-charges: 3 + 1 = 4 against TQ 6: succeeded"));
  CHECK(run.looked_up("Charge and Counter-Charge Results", "adjusted die roll less than TQ, counter-charge"));
  CHECK_FALSE(run.unit(t.hc).disrupted);
  run.answers.push("hold");  // the brigade, fired upon, holds
  run.dice_source.push(5);   // 5 + 0: the ordinary Fire Rate
  CHECK(caracole_fire(run.ctx, run.board, t.cr, run.hex("2020"), !cc.empty()));
  CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 5, column 4"));
  CHECK_FALSE(run.looked_up("Small-Arms Fire Table, results", "die roll 7, column 4"));
  CHECK(run.answers.remaining() == 0);
}

TEST_CASE("LotN 9.47: a failed counter-charge: equal to the TQ nothing, above it the horse is disrupted") {
  for (int face : {5, 7}) {
    CAPTURE(face);
    FxCaracole t;
    BattleRun& run = *t.run;
    run.answers.push("counter");
    run.dice_source.push(face);  // 5 + 1 = 6 = TQ: failed; 7 + 1 = 8 > 6: failed and disrupted
    std::vector<int> cc = caracole_countercharges(run.ctx, run.board, t.cr, run.hex(t.e1), {t.hi, t.hc});
    CHECK(cc.empty());
    CHECK(run.unit(t.hc).disrupted == (face == 7));
    CHECK(run.answers.remaining() == 0);
  }
}

TEST_CASE("LotN 9.47, 8.37: who may counter-charge a caracole, and the doctrine's advice") {
  SUBCASE("a unit that fired does not; infantry does not") {
    FxCaracole t;
    BattleRun& run = *t.run;
    run.unit(t.hc).reaction_fired = true;
    CHECK(caracole_countercharges(run.ctx, run.board, t.cr, run.hex(t.e1), {t.hi, t.hc}).empty());
    CHECK(run.dice.rolls().empty());
  }
  SUBCASE("not with the CR's hex outside its ZOC (9.48)") {
    FxCaracole t(6, 5);  // facing away
    BattleRun& run = *t.run;
    CHECK(caracole_countercharges(run.ctx, run.board, t.cr, run.hex(t.e1), {t.hc}).empty());
    CHECK(run.dice.rolls().empty());
  }
  SUBCASE("not in heavy fog") {
    FxCaracole t;
    BattleRun& run = *t.run;
    run.st->visibility = Visibility::Heavy;
    CHECK(caracole_countercharges(run.ctx, run.board, t.cr, run.hex(t.e1), {t.hc}).empty());
  }
  SUBCASE("advice: counter-charge on 5 faces in 10 or more") {
    for (int tq : {6, 5}) {
      CAPTURE(tq);
      FxCaracole t(tq);
      BattleRun& run = *t.run;
      FxDoctrine doctrine;
      Decisions ask{&doctrine};
      Ctx ctx{*run.st, run.dice, ask, run.say, run.tables};
      run.dice_source.push(10);  // reads 0
      caracole_countercharges(ctx, run.board, t.cr, run.hex(t.e1), {t.hc});
      REQUIRE(doctrine.asked.size() == 1);
      // TQ 6: faces 0-4 succeed (r + 1 < 6), five in ten; TQ 5: four in ten.
      CHECK(doctrine.asked[0].advice == (tq == 6 ? "counter" : "stand"));
    }
  }
}

TEST_CASE("LotN 9.47: the counter-charger attacks the caracoled CR in the Shock Segment as a successful charger") {
  FxCaracole t;
  BattleRun& run = *t.run;
  run.unit(t.cr).caracoled = true;
  run.unit(t.cr).moved = true;
  for (int i = 0; i < 12; ++i) run.dice_source.push(1);
  FxDoctrine doctrine;
  Decisions ask{&doctrine};
  Ctx ctx{*run.st, run.dice, ask, run.say, run.tables};
  shock_segment(ctx, run.board, t.tilly, [](int) { return true; }, {CaracoleCounter{t.hc, t.cr}});
  // No second charge roll; the CR, the target of a charge, checks before the shock with +1 (9.45).
  const auto& rolls = run.dice.rolls();
  REQUIRE_FALSE(rolls.empty());
  CHECK(std::none_of(rolls.begin(), rolls.end(), [](const DiceRoll& r) { return r.label.find("charge: ") == 0; }));
  CHECK(rolls.front().label.find("pre-shock check: Cuirassiers") == 0);
  CHECK(fx_logged(*run.st, "Swedish horse charges Cuirassiers, having counter-charged its caracole"));
  // Post-charge Disruption (9.49): both were in a charge.
  CHECK((run.unit(t.hc).disrupted || run.unit(t.hc).routed || !run.unit(t.hc).on_map));
  CHECK((run.unit(t.cr).disrupted || run.unit(t.cr).routed || !run.unit(t.cr).on_map));
}
