// Lion of the North: the procedures the fire, shock and effects areas lacked.
// Leader replacement (LotN 4.46-4.47), the counter-charge against a caracole
// (9.47, 8.33, 8.37), the Swedish double brigade's split fire (8.17 exc. 2)
// and Torstensson's combined fire (Breitenfeld). Small battles built by hand
// on the open test map with scripted dice and decisions; each outcome is the
// rule worked by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

#include "lotn/data_variants.h"
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

TEST_CASE("LotN 4.46: the Replace step finds the leaders fallen this turn, and deals with each once") {
  FxReplacementBattle t;
  BattleRun& run = *t.run;
  CHECK(fallen_this_turn(*run.st).empty());
  t.kill(t.teuffel);
  CHECK(fallen_this_turn(*run.st) == std::vector<int>{t.teuffel});
  run.answers.push("brahe");
  run.answers.push("2020");
  replace_leaders(run.ctx, t.roster, fallen_this_turn(*run.st));
  CHECK(run.leader(t.brahe).on_map);
  CHECK(fallen_this_turn(*run.st).empty());  // dealt with: not again next turn
  // Next turn Brahe falls: the Repl, the last counter, takes his place (one counter, one hex each: asked once).
  t.kill(t.brahe);
  CHECK(fallen_this_turn(*run.st) == std::vector<int>{t.brahe});
  run.answers.push("1414");
  replace_leaders(run.ctx, t.roster, fallen_this_turn(*run.st));
  CHECK(run.leader(t.repl).hex == run.hex("1414"));
  CHECK(run.answers.remaining() == 0u);
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

TEST_CASE("LotN 8.37: fire or counter-charge: the doctrine's horse holds its fire when its counter-charge is the "
          "better bet") {
  for (int tq : {6, 5}) {
    CAPTURE(tq);
    FxCaracole t(tq);
    BattleRun& run = *t.run;
    FxDoctrine doctrine;
    Decisions ask{&doctrine};
    Ctx ctx{*run.st, run.dice, ask, run.say, run.tables};
    for (int i = 0; i < 8; ++i) run.dice_source.push(1);
    std::vector<int> free = caracole_reactions(ctx, run.board, t.cr, run.hex(t.e1));
    REQUIRE(doctrine.asked.size() >= 2u);
    CHECK(doctrine.asked[0].advice != "hold");  // the brigade fires
    // the horse: TQ 6, five faces in ten: hold (to counter-charge); TQ 5: fire
    CHECK((doctrine.asked[1].advice == "hold") == (tq == 6));
    CHECK((std::find(free.begin(), free.end(), t.hc) != free.end()) == (tq == 6));
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

// ---- the Swedish double brigade's split fire (8.17 exception 2)

namespace {

// A Swedish double brigade of 7 musket SP in 2020 and the hex west of it, and
// two Imperial units without fire weapons in two of its three Front hexes.
struct FxSplit {
  BattleBuilder b;
  int gula = -1, a = -1, c = -1;
  std::vector<Hex> fronts;
  std::unique_ptr<BattleRun> run;
  explicit FxSplit(bool swedish = true, bool second_target = true) {
    const HexGrid& g = lotn_test::small_map()->grid();
    Hex h1 = *g.parse("2020");
    Hex h2 = *g.neighbour(h1, 4);
    int facing = double_line_facings(4)[0];
    fronts = facing_sets(g, UnitShape{h1, h2, facing, false}).front;
    REQUIRE(fronts.size() == 3u);
    UnitDef d = BattleBuilder::make("gula", "Gula brigade", 0, Arm::HI, 7, 6);
    d.double_sized = true;
    d.swedish = swedish;
    gula = b.unit(d, "2020", facing, g.name(h2));
    UnitDef e = BattleBuilder::make("a", "Piccolomini", 1, Arm::HC, 4, 5);
    e.swedish = false;
    e.weapon = Weapon::None;  // no reaction fire to script
    a = b.unit(e, g.name(fronts[0]), 0);
    e.id = "c";
    e.name = "Holk";
    if (second_target) c = b.unit(e, g.name(fronts[2]), 0);
    run = b.run(Mode::Test);
  }
  std::string name(int i) const { return lotn_test::small_map()->grid().name(fronts[static_cast<std::size_t>(i)]); }
};

const FireOption* fx_find(const std::vector<FireOption>& opts, const std::string& id) {
  for (const auto& o : opts)
    if (o.id == id) return &o;
  return nullptr;
}

}  // namespace

TEST_CASE("LotN 8.17 exc. 2: a Swedish double brigade may split its fire by halves, rounding down, at two Front hexes") {
  FxSplit t;
  BattleRun& run = *t.run;
  std::vector<FireOption> opts = fire_options(*run.st, run.board, t.gula, FireOccasion::Ordered);
  const std::string A = t.name(0), C = t.name(2);
  for (const std::string& hex : {A, C}) {
    CAPTURE(hex);
    for (const char* v : {"", " salvo", " double salvo"}) {
      const FireOption* whole = fx_find(opts, hex + v);
      const FireOption* half = fx_find(opts, hex + " split" + v);
      REQUIRE(whole);
      REQUIRE(half);
      CHECK(whole->strength == 7);
      CHECK(half->strength == 3);  // 7 / 2 rounded down: "a '7' SP HI brigade may fire 3 SP's into any two"
      CHECK(half->share == FireShare::SplitHalf);
    }
  }
  // The first half at A (3 SP: column 3, 1L for the Imperial horse's armour: 2), then the other half: only at
  // C, the same volley.
  const FireOption* first = fx_find(opts, A + " split");
  FxDoctrine doctrine;
  Decisions ask{&doctrine};
  Ctx ctx{*run.st, run.dice, ask, run.say, run.tables};
  run.dice_source.push(4);
  run.dice_source.push(6);
  resolve_fire(ctx, run.board, *first, FireOccasion::Ordered);
  REQUIRE(doctrine.asked.size() == 1u);
  std::vector<std::string> offered;
  for (const auto& o : doctrine.asked[0].options) offered.push_back(o.id);
  CHECK(offered == std::vector<std::string>{C + " split", "hold"});
  CHECK(doctrine.asked[0].advice == C + " split");
  CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 4, column 2"));
  CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 6, column 2"));
  CHECK(run.unit(t.a).hits() == 1);
  CHECK(run.unit(t.c).hits() == 1);
  CHECK(run.unit(t.gula).fired);
  CHECK(run.dice_source.remaining() == 0u);
}

TEST_CASE("LotN 8.17 exc. 2: a split Salvo fires both halves as a Salvo; the variant forbids it") {
  for (int v : {1, 0}) {
    CAPTURE(v);
    FxSplit t;
    t.b.variant("fire.split_salvo", v);
    BattleRun& run = *t.run;
    std::vector<FireOption> opts = fire_options(*run.st, run.board, t.gula, FireOccasion::Ordered);
    const std::string A = t.name(0), C = t.name(2);
    CHECK((fx_find(opts, A + " split salvo") != nullptr) == (v == 1));
    CHECK(fx_find(opts, A + " split") != nullptr);
    if (v == 0) continue;
    run.answers.push(C + " split salvo");
    run.dice_source.push(4);  // 3 x 2 = 6 SP: column 5, 1L armour: 4; no Fire Rate
    run.dice_source.push(4);
    resolve_fire(run.ctx, run.board, *fx_find(opts, A + " split salvo"), FireOccasion::Ordered);
    CHECK(run.answers.remaining() == 0u);
    CHECK(run.unit(t.c).hits() == 1);
    CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 4, column 4"));
    CHECK_FALSE(run.looked_up("Small-Arms Fire Table, results", "die roll 4, column 2"));
  }
}

TEST_CASE("LotN 8.17 exc. 2: the doctrine weighs a split half with its other half") {
  FxSplit t;
  BattleRun& run = *t.run;
  std::vector<FireOption> opts = fire_options(*run.st, run.board, t.gula, FireOccasion::Ordered);
  const std::string A = t.name(0), C = t.name(2);
  // A split half alone is never picked.
  std::vector<FireOption> one{*fx_find(opts, A + " split")};
  CHECK(best_fire(*run.st, one) == -1);
  // The whole brigade at one hex against the two halves at both: 7 SP against 3 + 3 SP.
  std::vector<FireOption> pair{*fx_find(opts, A), *fx_find(opts, A + " split"), *fx_find(opts, C + " split")};
  CHECK(best_fire(*run.st, pair) == 0);
  // Both targets shaken: each half is worth its target's disorder, and the split wins.
  run.unit(t.a).disrupted = true;
  run.unit(t.c).disrupted = true;
  int v_whole = fire_value(*run.st, pair[0]);
  int v_split = fire_value(*run.st, pair[1]) + fire_value(*run.st, pair[2]);
  CHECK(best_fire(*run.st, pair) == (v_split > v_whole ? 1 : 0));
}

TEST_CASE("LotN 8.17: no split for an Imperial brigade, nor with one enemy in front, nor as reaction fire") {
  auto splits = [](const std::vector<FireOption>& opts) {
    return std::count_if(opts.begin(), opts.end(), [](const FireOption& o) { return o.share == FireShare::SplitHalf; });
  };
  {
    FxSplit t(false);
    CHECK(splits(fire_options(*t.run->st, t.run->board, t.gula, FireOccasion::Ordered)) == 0);
  }
  {
    FxSplit t(true, false);
    CHECK(splits(fire_options(*t.run->st, t.run->board, t.gula, FireOccasion::Ordered)) == 0);
  }
  {
    FxSplit t;
    CHECK(splits(fire_options(*t.run->st, t.run->board, t.gula, FireOccasion::Reaction)) == 0);
    CHECK(splits(fire_options(*t.run->st, t.run->board, t.gula, FireOccasion::Ordered)) == 6);
  }
}

// ---- Torstensson's combined fire (Breitenfeld)

namespace {

// Swedish field guns: G1 in 2020, G2 north-east of it, G4 three hexes
// south-east (3 from G1), a heavy gun next to G1, all 3 hexes from an
// Imperial brigade east of G1; Torstensson with G1.
struct FxTorstensson {
  BattleBuilder b;
  int g1 = -1, g2 = -1, g4 = -1, heavy = -1, g5 = -1, target = -1, tor = -1;
  std::string e3;
  std::unique_ptr<BattleRun> run;
  explicit FxTorstensson(bool with_g5 = false) {
    e3 = fx_nb(fx_nb(fx_nb("2020", 1), 1), 1);
    g1 = b.unit(BattleBuilder::make("g1", "Field guns 1", 0, Arm::ArtField, 0, 4), "2020", 2);
    g2 = b.unit(BattleBuilder::make("g2", "Field guns 2", 0, Arm::ArtField, 0, 4), fx_nb("2020", 0), 2);
    std::string se3 = fx_nb(fx_nb(fx_nb("2020", 2), 2), 2);
    g4 = b.unit(BattleBuilder::make("g4", "Field guns 4", 0, Arm::ArtField, 0, 4), se3, 1);
    heavy = b.unit(BattleBuilder::make("hv", "Heavy guns", 0, Arm::ArtHeavy, 0, 4), fx_nb("2020", 5), 2);
    if (with_g5)
      g5 = b.unit(BattleBuilder::make("g5", "Field guns 5", 0, Arm::ArtField, 0, 4), fx_nb(fx_nb("2020", 2), 2), 1);
    UnitDef imp = BattleBuilder::make("i", "Imperial brigade", 1, Arm::HI, 8, 5);
    imp.swedish = false;
    target = b.unit(imp, e3, 5);
    tor = b.leader("torstensson", 0, "2020", 5);
    b.setup().leaders[static_cast<std::size_t>(tor)].restriction = LeaderDef::Restriction::Artillery;
    run = b.run(Mode::Test);
    const HexGrid& g = run->st->s->map->grid();
    REQUIRE(g.distance(run->unit(g1).hex, run->unit(target).hex) == 3);
    REQUIRE(g.distance(run->unit(g2).hex, run->unit(target).hex) == 3);
    REQUIRE(g.distance(run->unit(g4).hex, run->unit(target).hex) == 3);
    REQUIRE(g.distance(run->unit(g4).hex, run->unit(g1).hex) == 3);
    REQUIRE(g.distance(run->unit(g4).hex, run->unit(g2).hex) > 2);
  }
  FireOption g1_fire() {
    auto opts = fire_options(*run->st, run->board, g1, FireOccasion::Barrage);
    REQUIRE(opts.size() == 1u);
    return opts[0];
  }
};

}  // namespace

TEST_CASE("LotN Breitenfeld, Torstensson: field guns in his range combine their fire, +1 per gun beyond the first") {
  FxTorstensson t;
  BattleRun& run = *t.run;
  FireOption o = t.g1_fire();
  // The heavy gun never mixes with field guns; G4 is a candidate but 3 hexes from G1 and G2.
  CHECK(torstensson_candidates(*run.st, run.board, o, FireOccasion::Barrage) == std::vector<int>{t.g2, t.g4});
  run.answers.push("join");  // G2 joins; G4 is never asked: no gun of the group within 2 hexes
  // d10 2: column 2; d6 3 - 1 (Field at 3 hexes) + 1 (one gun beyond the first) = 3: N 1; d6 1 + 1 <= TQ 5.
  for (int face : {2, 3, 1}) run.dice_source.push(face);
  artillery_fire(run.ctx, run.board, o, FireOccasion::Barrage);
  CHECK(run.answers.remaining() == 0u);
  CHECK(run.dice_source.remaining() == 0u);
  CHECK(run.looked_up("Artillery Fire Table, results", "adjusted d6 3, column 2"));
  CHECK(run.unit(t.g2).art_fired);
  CHECK(run.unit(t.g2).fired);
  CHECK_FALSE(run.unit(t.g4).art_fired);
  CHECK_FALSE(run.unit(t.heavy).art_fired);
  CHECK(fx_logged(*run.st, "Torstensson's combined fire of 2 guns"));
}

TEST_CASE("LotN Breitenfeld, Torstensson: a gun held back is no link; a joined one is; none without him") {
  SUBCASE("G5 joins: G4, within 2 hexes of G5, may join too (+3)") {
    FxTorstensson t(true);
    BattleRun& run = *t.run;
    FireOption o = t.g1_fire();
    CHECK(torstensson_candidates(*run.st, run.board, o, FireOccasion::Barrage) ==
          std::vector<int>{t.g2, t.g5, t.g4});
    for (const char* a : {"join", "join", "join"}) run.answers.push(a);
    for (int face : {2, 3, 1}) run.dice_source.push(face);  // 3 - 1 + 3 = 5: N 1
    artillery_fire(run.ctx, run.board, o, FireOccasion::Barrage);
    CHECK(run.answers.remaining() == 0u);
    CHECK(run.looked_up("Artillery Fire Table, results", "adjusted d6 5, column 2"));
    CHECK(run.unit(t.g4).art_fired);
  }
  SUBCASE("G5 holds: G4 is not asked") {
    FxTorstensson t(true);
    BattleRun& run = *t.run;
    FireOption o = t.g1_fire();
    for (const char* a : {"join", "hold"}) run.answers.push(a);
    for (int face : {2, 3, 1}) run.dice_source.push(face);  // 3 - 1 + 1 = 3
    artillery_fire(run.ctx, run.board, o, FireOccasion::Barrage);
    CHECK(run.answers.remaining() == 0u);
    CHECK(run.looked_up("Artillery Fire Table, results", "adjusted d6 3, column 2"));
    CHECK_FALSE(run.unit(t.g4).art_fired);
    CHECK_FALSE(run.unit(t.g5).art_fired);
  }
  SUBCASE("without Torstensson on the map, or out of his range, or as reaction fire: no combined fire") {
    FxTorstensson t;
    BattleRun& run = *t.run;
    FireOption o = t.g1_fire();
    CHECK(torstensson_candidates(*run.st, run.board, o, FireOccasion::Reaction).empty());
    run.leader(t.tor).hex = run.hex("1010");
    CHECK(torstensson_candidates(*run.st, run.board, o, FireOccasion::Barrage).empty());
    run.leader(t.tor).hex = run.hex("2020");
    run.leader(t.tor).on_map = false;
    CHECK(torstensson_candidates(*run.st, run.board, o, FireOccasion::Barrage).empty());
  }
}

TEST_CASE("LotN Breitenfeld, Torstensson: a gun that joined a barrage fire does not fire again in that barrage") {
  FxTorstensson t;
  BattleRun& run = *t.run;
  run.st->phase = Phase::Barrage;
  run.unit(t.g4).on_map = false;
  run.unit(t.heavy).on_map = false;
  run.answers.push(t.e3);    // G1 fires
  run.answers.push("join");  // G2 joins
  for (int face : {2, 3, 1}) run.dice_source.push(face);
  barrage_phase(run.ctx, run.board);
  CHECK(run.decisions.made().size() == 2u);
  CHECK(run.dice_source.remaining() == 0u);
  CHECK(run.unit(t.g2).art_fired);
}

// ---- optional Retreat Fire (8.42)

namespace {

// A Swedish brigade in 2020 facing vertex 2 (Front: east and south-east; Rear:
// west and north-west), begun in the ZOC of an Imperial brigade east of it
// that faces it; a Swedish leader with the brigade.
struct FxRetreat {
  BattleBuilder b;
  int gula = -1, imp = -1, horn = -1;
  std::string e1, w, nw;
  std::unique_ptr<BattleRun> run;
  explicit FxRetreat(int variant) {
    e1 = fx_nb("2020", 1);
    w = fx_nb("2020", 4);
    nw = fx_nb("2020", 5);
    b.variant("optional.retreat_fire", variant);
    gula = b.unit(BattleBuilder::make("gula", "Gula brigade", 0, Arm::HI, 8, 6), "2020", 2);
    UnitDef i = BattleBuilder::make("imp", "Imperial brigade", 1, Arm::HI, 8, 5);
    i.swedish = false;
    imp = b.unit(i, e1, 5);
    horn = b.leader("horn", 0, "2020", 5);
    run = b.run(Mode::Test);
    run->unit(gula).started_in_zoc = true;
  }
};

}  // namespace

TEST_CASE("LotN 8.42: Retreat Fire is optional: off by default") {
  FxRetreat t(0);
  CHECK(default_variant_values()["optional.retreat_fire"] == 0);
  CHECK_FALSE(retreat_fire_problem(*t.run->st, t.run->board, t.gula).empty());
}

TEST_CASE("LotN 8.42: Retreat Fire at 2L without Salvo, the enemy's reaction fire, then one hex back keeping facing") {
  FxRetreat t(1);
  BattleRun& run = *t.run;
  CHECK(retreat_fire_problem(*run.st, run.board, t.gula) == "");
  std::vector<FireOption> opts = retreat_fire_options(*run.st, run.board, t.gula);
  REQUIRE(opts.size() == 1u);  // no Salvo, though a Swedish brigade that has not moved could Double Salvo
  CHECK(opts[0].target == run.hex(t.e1));
  std::vector<RetreatStep> steps = retreat_fire_steps(*run.st, run.board, t.gula);
  REQUIRE(steps.size() == 2u);
  CHECK(((steps[0].hex == run.hex(t.w) && steps[1].hex == run.hex(t.nw)) ||
         (steps[0].hex == run.hex(t.nw) && steps[1].hex == run.hex(t.w))));
  RetreatStep west;
  for (const auto& s : steps)
    if (s.hex == run.hex(t.w)) west = s;
  // 8 SP: column 6; 2L: column 4; d10 3 + Fire Rate 0.
  run.dice_source.push(3);
  run.answers.push("2020");  // the Imperial brigade, fired upon, fires back: 8 SP, column 6, d10 5
  run.dice_source.push(5);
  run.dice_source.push(2);   // a hit in Horn's hex: his casualty roll, 2, not above Mortality 5 (4.43)
  CHECK(retreat_fire(run.ctx, run.board, opts[0], west));
  CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 3, column 4"));
  CHECK(fx_logged(*run.st, "2L for Retreat Fire (LotN 8.42)"));
  CHECK(run.unit(t.imp).hits() == 1);
  CHECK(run.unit(t.gula).hits() == 1);  // the reaction fire came before the move
  CHECK(run.unit(t.gula).hex == run.hex(t.w));
  CHECK(run.unit(t.gula).facing == 2);
  CHECK(run.unit(t.gula).fired);
  CHECK(run.unit(t.gula).moved);
  CHECK(run.leader(t.horn).hex == run.hex(t.w));  // 6.58: the leader goes with it
  CHECK(run.answers.remaining() == 0u);
  CHECK(run.dice_source.remaining() == 0u);
  // Done once: it has fired and moved.
  CHECK_FALSE(retreat_fire_problem(*run.st, run.board, t.gula).empty());
}

TEST_CASE("LotN 8.42: its rear must be open: the hex it backs into, or every Rear hex (variant)") {
  for (int v : {1, 2}) {
    CAPTURE(v);
    FxRetreat t(v);
    BattleRun& run = *t.run;
    int other = -1;
    {
      // a friendly unit in the north-west Rear hex
      UnitDef d = BattleBuilder::make("li", "Musketeers", 0, Arm::LI, 3, 5);
      run.st->units.push_back(UnitState{});
      t.b.setup().units.push_back(d);
      other = static_cast<int>(run.st->units.size()) - 1;
      run.unit(other).hex = run.hex(t.nw);
      run.board.rebuild();
    }
    std::vector<RetreatStep> steps = retreat_fire_steps(*run.st, run.board, t.gula);
    if (v == 1) {
      REQUIRE(steps.size() == 1u);
      CHECK(steps[0].hex == run.hex(t.w));
      CHECK(retreat_fire_problem(*run.st, run.board, t.gula) == "");
    } else {
      CHECK(steps.empty());
      CHECK_FALSE(retreat_fire_problem(*run.st, run.board, t.gula).empty());
    }
  }
}

TEST_CASE("LotN 8.42: not for a disrupted unit, nor one that began outside an enemy ZOC, nor in heavy fog") {
  {
    FxRetreat t(1);
    t.run->unit(t.gula).disrupted = true;
    CHECK_FALSE(retreat_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
  {
    FxRetreat t(1);
    t.run->unit(t.gula).started_in_zoc = false;
    CHECK_FALSE(retreat_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
  {
    FxRetreat t(1);
    t.run->st->visibility = Visibility::Heavy;
    CHECK_FALSE(retreat_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
}

// ---- optional Creeping Fire (8.41)

namespace {

// A Swedish brigade in 2020 facing vertex 2, an Imperial horse two hexes east
// of it facing it (its Front: west and north-west).
struct FxCreeping {
  BattleBuilder b;
  int gula = -1, horse = -1;
  std::string e1, e2;
  std::unique_ptr<BattleRun> run;
  explicit FxCreeping(int variant) {
    e1 = fx_nb("2020", 1);
    e2 = fx_nb(e1, 1);
    b.variant("optional.creeping_fire", variant);
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});  // move costs
    gula = b.unit(BattleBuilder::make("gula", "Gula brigade", 0, Arm::HI, 8, 6), "2020", 2);
    UnitDef h = BattleBuilder::make("lc", "Imperial horse", 1, Arm::LC, 4, 5);
    h.swedish = false;
    horse = b.unit(h, e2, 5);
    run = b.run(Mode::Test);
  }
};

std::vector<MoveOption> fx_straight(std::vector<MoveOption> steps, int facing) {
  steps.erase(std::remove_if(steps.begin(), steps.end(), [&](const MoveOption& m) { return m.facing != facing; }),
              steps.end());
  return steps;
}

}  // namespace

TEST_CASE("LotN 8.41: Creeping Fire is optional, off by default, and only for undisrupted unmoved Swedish HI") {
  CHECK(default_variant_values()["optional.creeping_fire"] == 0);
  {
    FxCreeping t(0);
    CHECK_FALSE(creeping_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
  {
    FxCreeping t(1);
    CHECK(creeping_fire_problem(*t.run->st, t.run->board, t.gula) == "");
    t.run->unit(t.gula).mp_spent = 1;
    t.run->unit(t.gula).moved = true;
    CHECK_FALSE(creeping_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
  {
    FxCreeping t(1);
    t.run->unit(t.gula).disrupted = true;
    CHECK_FALSE(creeping_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
  {
    FxCreeping t(1);
    t.b.setup().units[static_cast<std::size_t>(t.gula)].swedish = false;
    CHECK_FALSE(creeping_fire_problem(*t.run->st, t.run->board, t.gula).empty());
  }
}

TEST_CASE("LotN 8.41: the enemy stands: fire at 2 hexes, a step adjacent, reaction fire offered, fire again without "
          "the movement penalty") {
  FxCreeping t(1);
  BattleRun& run = *t.run;
  std::vector<FireOption> opts = creeping_fire_options(*run.st, run.board, t.gula);
  REQUIRE(opts.size() == 1u);  // no Salvo, though an unmoved Swedish brigade could Double Salvo
  CHECK(opts[0].range == 2);
  std::vector<MoveOption> steps = fx_straight(creeping_fire_steps(*run.st, run.board, t.gula, opts[0].target), 2);
  REQUIRE(steps.size() == 1u);  // into e1, facing as it was (a turn there is another option)
  CHECK(steps[0].hex == run.hex(t.e1));
  run.dice_source.push(4);   // 8 SP: column 6, 3L at 2 hexes: 3
  run.answers.push("stay");  // the horse does not withdraw
  run.answers.push("hold");  // nor fire as the brigade steps into its ZOC
  run.dice_source.push(5);   // 8 SP: column 6, no shift for the MP just spent
  run.answers.push("hold");  // fired upon, the horse holds again
  CHECK(creeping_fire(run.ctx, run.board, opts[0], steps[0]) == 2);
  CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 4, column 3"));
  CHECK(run.looked_up("Small-Arms Fire Table, results", "die roll 5, column 6"));
  CHECK(run.unit(t.gula).hex == run.hex(t.e1));
  CHECK(run.unit(t.gula).fired);
  CHECK(run.unit(t.horse).hits() == 2);
  CHECK(run.answers.remaining() == 0u);
  CHECK(run.dice_source.remaining() == 0u);
}

TEST_CASE("LotN 8.41: the enemy withdraws after the first fire: the firer steps (or takes the vacated hex) and stops") {
  for (int v : {1, 2}) {
    CAPTURE(v);
    FxCreeping t(v);
    BattleRun& run = *t.run;
    std::vector<FireOption> opts = creeping_fire_options(*run.st, run.board, t.gula);
    REQUIRE(opts.size() == 1u);
    std::vector<MoveOption> steps = fx_straight(creeping_fire_steps(*run.st, run.board, t.gula, opts[0].target), 2);
    REQUIRE(steps.size() == 1u);
    run.dice_source.push(4);
    run.answers.push("w0");  // the horse withdraws
    CHECK(creeping_fire(run.ctx, run.board, opts[0], steps[0]) == 1);
    CHECK(run.unit(t.horse).hex != run.hex(t.e2));
    CHECK(run.unit(t.gula).hex == run.hex(v == 1 ? t.e1 : t.e2));
    CHECK(fx_logged(*run.st, "advances and stops: the enemy withdrew"));
    CHECK(run.answers.remaining() == 0u);
    CHECK(run.dice_source.remaining() == 0u);
  }
}

TEST_CASE("LotN Breitenfeld, Torstensson: guns combine only in one range band: the chart's 7-9 and 10-13, or the "
          "example's 7-10 (variant)") {
  for (int v : {0, 1}) {
    CAPTURE(v);
    BattleBuilder b;
    b.variant("torstensson.bands", v);
    const HexGrid& g = lotn_test::small_map()->grid();
    UnitDef imp = BattleBuilder::make("i", "Imperial brigade", 1, Arm::HI, 8, 5);
    imp.swedish = false;
    Hex t = *g.parse("2011"), h1 = *g.parse("2019");
    REQUIRE(g.distance(t, h1) == 8);
    // a hex within 2 of the first gun, 10 from the target, whose line to it stays clear
    std::optional<Hex> h2;
    for (int aa = 18; aa <= 22 && !h2; ++aa)
      for (int bb = 18; bb <= 22 && !h2; ++bb) {
        Hex h = *g.parse(std::to_string(aa) + std::to_string(bb));
        if (g.distance(h, h1) <= 2 && g.distance(h, t) == 10 && g.distance(h, h1) > 0 && aa != 20) h2 = h;
      }
    REQUIRE(h2.has_value());
    int g1 = b.unit(BattleBuilder::make("g1", "Field guns 1", 0, Arm::ArtField, 0, 4), "2019", 2);
    int g2 = b.unit(BattleBuilder::make("g2", "Field guns 2", 0, Arm::ArtField, 0, 4), g.name(*h2), 2);
    b.unit(imp, "2011", 5);
    int tor = b.leader("torstensson", 0, "2019", 5);
    b.setup().leaders[static_cast<std::size_t>(tor)].restriction = LeaderDef::Restriction::Artillery;
    auto run = b.run(Mode::Test);
    auto o1 = fire_options(*run->st, run->board, g1, FireOccasion::Barrage);
    auto o2 = fire_options(*run->st, run->board, g2, FireOccasion::Barrage);
    REQUIRE(o1.size() == 1u);
    REQUIRE(o2.size() == 1u);  // the second gun reaches the target too, at 10 hexes
    CHECK(o1[0].range == 8);
    CHECK(o2[0].range == 10);
    std::vector<int> cands = torstensson_candidates(*run->st, run->board, o1[0], FireOccasion::Barrage);
    CHECK(cands == (v == 1 ? std::vector<int>{g2} : std::vector<int>{}));
  }
}
