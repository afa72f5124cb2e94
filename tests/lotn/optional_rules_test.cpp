// Lion of the North: the optional rules behind their rule variants, off by
// default: Exploding Guns (LotN 8.66) and Advanced Light Infantry Usage
// (LotN 10.35: Dispersed and Compact LI in fire, shock, movement, stacking
// and the Commanded Musket Phase). Scripted dice and decisions on the small
// test map with the synthetic tables.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/death_star.h"
#include "lotn/effects.h"
#include "lotn/engine.h"
#include "lotn/hex_stacking.h"
#include "lotn/lines.h"
#include "lotn/fire.h"
#include "lotn/lutzen_rules.h"
#include "lotn/movement.h"
#include "lotn/optional_rules.h"
#include "lotn/sequence.h"
#include "lotn/shock.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::BattleBuilder;
using umpire::lotn_test::BattleRun;

namespace {

std::string opt_nb(const std::string& id, int side) {
  const HexGrid& g = lotn_test::small_map()->grid();
  auto n = g.neighbour(*g.parse(id), side);
  REQUIRE(n.has_value());
  return g.name(*n);
}

std::vector<std::string> opt_fire_ids(const std::vector<FireOption>& opts) {
  std::vector<std::string> out;
  for (const auto& o : opts) out.push_back(o.id);
  return out;
}

bool opt_said(const BattleRun& run, const std::string& fragment, const std::string& rule = "") {
  for (const auto& e : run.say.events)
    if (e.text.find(fragment) != std::string::npos && (rule.empty() || e.rule == rule)) return true;
  return false;
}

std::string opt_all_said(const BattleRun& run) {
  std::string out;
  for (const auto& e : run.say.events) out += e.text + " [" + e.rule + "]\n";
  return out;
}

// Answers a decision whose label holds a fragment with the option given; any other takes the advice.
class OptAnswers : public DecisionSource {
 public:
  std::vector<std::pair<std::string, std::string>> rules;
  std::string choose(const DecisionRequest& r) override {
    for (const auto& [key, id] : rules)
      if (r.label.find(key) != std::string::npos && r.option(id)) return id;
    return r.advice;
  }
  std::string by() const override { return "script"; }
};

// A Field gun in 2020 facing vertex 2 (Front east and south-east) and a brigade of TQ 9 two hexes east (the
// gun in its rear). Field guns at range 2 have no range adjustment; row 4 of the synthetic results is "1".
struct OptGunDuel {
  BattleBuilder b;
  int gun = -1, target = -1;
  explicit OptGunDuel(bool exploding) {
    if (exploding) b.variant("optional.exploding_guns", 1);
    gun = b.unit(BattleBuilder::make("g", "Swedish field guns", 0, Arm::ArtField, 0, 5), "2020", 2);
    target = b.unit(BattleBuilder::make("t", "Tilly's brigade", 1, Arm::HI, 8, 9), opt_nb(opt_nb("2020", 1), 1), 2);
  }
};

}  // namespace

TEST_CASE("LotN 8.66: without the optional rule an adjusted 4 rolls nothing more") {
  OptGunDuel d(false);
  auto run = d.b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, d.gun, FireOccasion::Barrage);
  REQUIRE(opts.size() == 1u);
  CHECK(opts[0].range == 2);
  for (int face : {2, 4, 1}) run->dice_source.push(face);  // column 2; d6 4: N 1; Disruption d6 1
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->looked_up("Artillery Fire Table, results", "adjusted d6 4, column 2"));
  CHECK(run->dice_source.remaining() == 0u);
  CHECK_FALSE(run->unit(d.gun).exploded_gun);
  CHECK_FALSE(opt_said(*run, "exploding gun"));
}

TEST_CASE("LotN 8.66: an adjusted 4 and a second 4 place the Exploded Gun marker; -2 after; a second explosion eliminates") {
  OptGunDuel d(true);
  auto run = d.b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, d.gun, FireOccasion::Barrage);
  REQUIRE(opts.size() == 1u);

  // An adjusted 4, the check rolls 3: nothing.
  for (int face : {2, 4, 1, 3}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->dice_source.remaining() == 0u);
  CHECK_FALSE(run->unit(d.gun).exploded_gun);
  CHECK(opt_said(*run, "the check for an exploding gun rolls 3, no explosion", "LotN 8.66"));

  // An adjusted 5 (d6 5): no check at all.
  for (int face : {2, 5, 1}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->dice_source.remaining() == 0u);

  // An adjusted 4, the check rolls 4: the marker.
  for (int face : {2, 4, 1, 4}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(run->unit(d.gun).exploded_gun);
  CHECK(run->unit(d.gun).on_map);
  CHECK(opt_said(*run, "a gun explodes; an Exploded Gun marker is placed", "LotN 8.66"));
  CHECK(exploded_gun_drm(*run->st, d.gun) == -2);

  // The marker is stored with the battle and read back; a battle stored without it reads none.
  Json stored = run->st->to_json();
  CHECK(stored["units"][static_cast<std::size_t>(d.gun)]["flags"].get<std::string>().find('E') != std::string::npos);
  auto loaded = load_battle(JsonCursor(stored, "battle"), run->st->s);
  CHECK(loaded->units[static_cast<std::size_t>(d.gun)].exploded_gun);
  CHECK_FALSE(loaded->units[static_cast<std::size_t>(d.target)].exploded_gun);
  CHECK(loaded->to_json() == stored);

  // Its later fire: d6 4 - 2 = 2 (the "0" result), no check.
  run->lookups.clear();
  for (int face : {2, 4, 1}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->looked_up("Artillery Fire Table, results", "adjusted d6 2, column 2"));
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(opt_said(*run, "-2 Exploded Gun (LotN 8.66)"));

  // d6 6 - 2 = 4, and the check rolls 4 again: the guns are eliminated, their WP to their army.
  int wp_before = run->st->wp[0];
  for (int face : {2, 6, 1, 4}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  INFO(opt_all_said(*run));
  CHECK(run->dice_source.remaining() == 0u);
  CHECK_FALSE(run->unit(d.gun).on_map);
  CHECK(run->unit(d.gun).gone == "eliminated");
  CHECK(run->st->wp[0] > wp_before);
  CHECK(opt_said(*run, "a second explosion; the guns are eliminated", "LotN 8.66"));
}

TEST_CASE("LotN 8.66: an adjusted 4 reached through the adjustments calls for the check; a reaction fire too") {
  OptGunDuel d(true);
  auto run = d.b.run(Mode::Test);
  run->unit(d.gun).exploded_gun = true;
  auto opts = fire_options(*run->st, run->board, d.gun, FireOccasion::Reaction);
  REQUIRE(opts.size() == 1u);
  // d6 6 - 2 = 4: the check rolls 2, nothing.
  for (int face : {2, 6, 1, 2}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Reaction);
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(run->unit(d.gun).on_map);
  CHECK(run->unit(d.gun).exploded_gun);
}

namespace {

// A light infantry firer (no Swedish doctrine) of 4 SP in 2020 facing vertex 2 and an enemy LI east of it in
// 2019 facing the same way; 10.35 as `formation` (0 off, 1 Compact, 2 Dispersed).
struct OptLiDuel {
  BattleBuilder b;
  int firer = -1, target = -1;
  explicit OptLiDuel(int formation, Arm firer_arm = Arm::LI, bool swedish = false) {
    b.variant("optional.advanced_li", formation);
    UnitDef f = BattleBuilder::make("f", "Musketeers", 0, firer_arm, 4, 6);
    f.swedish = swedish;
    firer = b.unit(f, "2020", 2);
    target = b.unit(BattleBuilder::make("t", "Croat foot", 1, Arm::LI, 2, 5), "2019", 2);
  }
};

}  // namespace

TEST_CASE("LotN 10.35: every small-arms fire at a Dispersed LI takes -2 to the die roll; not at Compact LI") {
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    OptLiDuel d(formation);
    auto run = d.b.run(Mode::Test);
    auto opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
    REQUIRE(opt_fire_ids(opts) == std::vector<std::string>{"2019"});
    run->dice_source.push(5);
    small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
    const std::string want = formation == 2 ? "die roll 3, column 4" : "die roll 5, column 4";
    CHECK(run->looked_up("Small-Arms Fire Table, results", want));
    CHECK(opt_said(*run, "-2 Dispersed light infantry (LotN 10.35)") == (formation == 2));
  }
}

TEST_CASE("LotN 10.35: a Dispersed LI never Salvos; a Compact one may") {
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    OptLiDuel d(formation, Arm::LI, true);
    auto run = d.b.run(Mode::Test);
    auto ids = opt_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered));
    if (formation == 2)
      CHECK(ids == std::vector<std::string>{"2019"});
    else
      CHECK(ids == std::vector<std::string>{"2019", "2019 salvo", "2019 double salvo"});
    // Nor as reaction fire against a unit entering its ZOC.
    auto reaction = opt_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Reaction, true));
    CHECK((std::find(reaction.begin(), reaction.end(), "2019 salvo") != reaction.end()) == (formation != 2));
  }
}

TEST_CASE("LotN 10.31, 10.35: Compact LI fires only through its Front; Dispersed LI through its Flanks too") {
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    BattleBuilder b;
    b.variant("optional.advanced_li", formation);
    UnitDef f = BattleBuilder::make("f", "Musketeers", 0, Arm::LI, 4, 6);
    f.swedish = false;
    int firer = b.unit(f, "2020", 2);
    // Across side 0 (north-east): a Flank hexside of a unit facing vertex 2.
    b.unit(BattleBuilder::make("t", "Croat foot", 1, Arm::LI, 2, 5), opt_nb("2020", 0), 2);
    auto run = b.run(Mode::Test);
    auto ids = opt_fire_ids(fire_options(*run->st, run->board, firer, FireOccasion::Ordered));
    CHECK(ids.empty() == (formation == 1));
  }
}

TEST_CASE("LotN 8.55, 10.35: artillery at a Dispersed LI: -2 for its ranks and -2 more; at a Compact LI neither") {
  struct Case {
    int formation;
    std::string cell;
  };
  // Field guns at range 2 (no adjustment), d6 6.
  for (const Case& k : {Case{0, "adjusted d6 4, column 2"}, Case{1, "adjusted d6 6, column 2"},
                        Case{2, "adjusted d6 2, column 2"}}) {
    CAPTURE(k.formation);
    BattleBuilder b;
    b.variant("optional.advanced_li", k.formation);
    int gun = b.unit(BattleBuilder::make("g", "Swedish field guns", 0, Arm::ArtField, 0, 5), "2020", 2);
    b.unit(BattleBuilder::make("t", "Croat foot", 1, Arm::LI, 2, 9), opt_nb(opt_nb("2020", 1), 1), 2);
    auto run = b.run(Mode::Test);
    auto opts = fire_options(*run->st, run->board, gun, FireOccasion::Barrage);
    REQUIRE(opts.size() == 1u);
    for (int face : {2, 6, 1}) run->dice_source.push(face);
    artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
    CHECK(run->looked_up("Artillery Fire Table, results", k.cell));
  }
}

namespace {

// An HI brigade shocking an LI of `sp` SP from the LI's front; both began the phase adjacent (no pre-shock
// check). The synthetic Shock CRT's die roll 0 reads 1(1) with AS2 against LI: the LI's DP# 2 against TQ 4,
// d6 3 + 2 = 5 > 4 disrupts it.
struct OptShockLi {
  BattleBuilder b;
  OptAnswers answers;
  int li = -1, hi = -1;
  OptShockLi(int formation, int sp) {
    b.variant("optional.advanced_li", formation);
    UnitDef l = BattleBuilder::make("li", "Musketeers", 1, Arm::LI, sp, 4);
    l.tq_disrupted = 2;
    li = b.unit(l, "2020", 0);
    hi = b.unit(BattleBuilder::make("hi", "Yellow brigade", 0, Arm::HI, 4, 7), opt_nb("2020", 0), side_turn(0, 3));
    b.leader("Gustav Adolf", 0, "3030", 5);
    b.leader("Wallenstein", 1, "1010", 5);
    answers.rules = {{"does Yellow brigade shock", "shock"}};
  }
  void fight(BattleRun& run) {
    run.unit(li).adjacent_at_start = run.unit(hi).adjacent_at_start = true;
    run.board.rebuild();
    Decisions decisions(&answers);
    Ctx c{*run.st, run.dice, decisions, run.say, run.tables};
    run.dice_source.push(10);
    run.dice_source.push(3);
    shock_segment(c, run.board, 0, [](int) { return true; });
  }
};

}  // namespace

TEST_CASE("LotN 10.33, 10.35: a Dispersed LI of any SP disrupted by shock routs, losing nothing; a Compact LI does not") {
  struct Case {
    int formation, sp;
    bool routs;
  };
  for (Case k : {Case{0, 2, false}, Case{2, 2, true}, Case{2, 1, true}, Case{1, 1, false}, Case{0, 1, true}}) {
    CAPTURE(k.formation);
    CAPTURE(k.sp);
    OptShockLi s(k.formation, k.sp);
    auto run = s.b.run(Mode::Test);
    s.fight(*run);
    INFO(opt_all_said(*run));
    CHECK(run->dice_source.remaining() == 0u);
    CHECK(run->unit(s.li).on_map);
    CHECK(run->unit(s.li).disrupted);
    CHECK(run->unit(s.li).routed == k.routs);
    CHECK(run->unit(s.li).musket_hits == 0);
    if (k.routs && k.sp > 1) CHECK(opt_said(*run, "is Dispersed light infantry: it routs, losing nothing"));
  }
}

TEST_CASE("LotN 10.32, 10.35: Compact LI attacking with other types may give Position Superiority; Dispersed may not") {
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    BattleBuilder b;
    b.variant("optional.advanced_li", formation);
    // The defender faces vertex 0: Front across sides 5 and 0, Flanks across 1 and 4.
    int def = b.unit(BattleBuilder::make("d", "Blue brigade", 1, Arm::HI, 6, 7), "2020", 0);
    int hi = b.unit(BattleBuilder::make("hi", "Yellow brigade", 0, Arm::HI, 4, 7), opt_nb("2020", 0), side_turn(0, 3));
    int li = b.unit(BattleBuilder::make("li", "Musketeers", 0, Arm::LI, 2, 5), opt_nb("2020", 1), side_turn(1, 3));
    auto run = b.run(Mode::Test);
    ShockPreview p = preview(*run->st, run->board, run->tables, {hi, li}, {def});
    REQUIRE(p.ok);
    CHECK(p.position == (formation == 1));
  }
}

TEST_CASE("LotN 10.35: two Dispersed LI never end a move in one hex; without the rule they may") {
  for (int formation : {0, 2}) {
    CAPTURE(formation);
    BattleBuilder b;
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});
    b.variant("optional.advanced_li", formation);
    int a = b.unit(BattleBuilder::make("a", "Musketeers", 0, Arm::LI, 1, 5), "2020", 2);
    b.unit(BattleBuilder::make("b", "Blue musketeers", 0, Arm::LI, 1, 5), "2019", 2);
    auto run = b.run(Mode::Test);
    auto opts = move_options(*run->st, run->board, a);
    REQUIRE_FALSE(opts.empty());
    bool joins = std::any_of(opts.begin(), opts.end(), [&](const MoveOption& o) { return o.hex == run->hex("2019"); });
    CHECK(joins == (formation == 0));
  }
}

TEST_CASE("LotN 10.35: Compact LI moves on the HI column of the Terrain Chart") {
  // The synthetic chart prints only its Clear row: a move into the woods (1515) is refused, naming the column.
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    BattleBuilder b;
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});
    b.variant("optional.advanced_li", formation);
    int a = b.unit(BattleBuilder::make("a", "Musketeers", 0, Arm::LI, 2, 5), "1516", 2);
    auto run = b.run(Mode::Test);
    std::vector<std::string> refused;
    move_options(*run->st, run->board, a, &refused);
    std::string all;
    for (const auto& r : refused) all += r + "\n";
    INFO(all);
    const std::string column = formation == 1 ? "HI" : "LI";
    CHECK(all.find("terrain Woods, unit or table " + column + "\n") != std::string::npos);
  }
}

TEST_CASE("LotN 10.34, 10.35: only Dispersed LI acts in the Commanded Musket Phase, held at Breitenfeld under 10.35") {
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    BattleBuilder b;
    b.variant("optional.advanced_li", formation);
    b.setup().scenario = "breitenfeld";
    int li = b.unit(BattleBuilder::make("a", "Musketeers", 0, Arm::LI, 2, 5), "2020", 2);
    auto run = b.run(Mode::Test);
    CHECK(commanded_musket_phase_held(*run->st) == (formation != 0));
    CHECK(commanded_musket(*run->st, li) == (formation != 1));
    CHECK(fire_problem(*run->st, li, FireOccasion::CommandedMusket).empty() == (formation != 1));
  }
  BattleBuilder l;
  l.setup().scenario = "lutzen";
  l.unit(BattleBuilder::make("a", "Musketeers", 0, Arm::LI, 2, 5), "2020", 2);
  CHECK(commanded_musket_phase_held(*l.run(Mode::Test)->st));
}

// ---- the Death Star (LotN 10.14-10.15)

namespace {

// Three tercios of `side` facing vertex 0 (north): the front one in 2020, the rear ones across its Rear sides
// 2 and 3. TQs: the front 9, the rear ones `rear_tq`.
struct OptStar {
  BattleBuilder b;
  int front = -1, rear0 = -1, rear1 = -1;
  std::string front_hex = "2020";
  explicit OptStar(bool on, int side = 1, int rear_tq = 9) {
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});
    if (on) b.variant("optional.death_star", 1);
    auto te = [&](const std::string& id, const std::string& name, int tq) {
      UnitDef d = BattleBuilder::make(id, name, side, Arm::TE, 4, tq);
      d.swedish = false;
      return d;
    };
    front = b.unit(te("te_a", "Holstein's tercio", 9), front_hex, 0);
    rear0 = b.unit(te("te_b", "Chiesa's tercio", rear_tq), opt_nb(front_hex, 2), 0);
    rear1 = b.unit(te("te_c", "Gallas' tercio", rear_tq), opt_nb(front_hex, 3), 0);
  }
};

// Answers the shock designation ("does <name> shock") with "shock"; any other decision takes the advice.
struct OptStarShock {
  OptAnswers answers;
  void fight(BattleRun& run, int leader) {
    for (auto& u : run.st->units) u.adjacent_at_start = true;
    run.board.rebuild();
    Decisions decisions(&answers);
    Ctx c{*run.st, run.dice, decisions, run.say, run.tables};
    shock_segment(c, run.board, leader, [](int) { return true; });
  }
};

}  // namespace

TEST_CASE("LotN 10.14: three tercios facing alike, one directly in front of the other two, form a Death Star") {
  {
    OptStar s(true);
    auto run = s.b.run(Mode::Test);
    auto stars = death_stars(*run->st);
    REQUIRE(stars.size() == 1u);
    CHECK(stars[0].front == s.front);
    CHECK(stars[0].has(s.rear0));
    CHECK(stars[0].has(s.rear1));
    CHECK(same_death_star(*run->st, s.rear0, s.front));
    // While any of them is Disrupted: none (10.15); nor when one faces otherwise.
    run->unit(s.rear1).disrupted = true;
    CHECK(death_stars(*run->st).empty());
    run->unit(s.rear1).disrupted = false;
    run->unit(s.rear0).facing = 1;
    CHECK_FALSE(death_star_of(*run->st, s.front));
  }
  {
    OptStar s(false);  // the optional rule not in play
    auto run = s.b.run(Mode::Test);
    CHECK(death_stars(*run->st).empty());
  }
  {
    // Breitenfeld: the Imperialists' tercios only (10.14).
    OptStar imp(true, 1);
    imp.b.setup().scenario = "breitenfeld";
    CHECK(death_stars(*imp.b.run(Mode::Test)->st).size() == 1u);
    OptStar swe(true, 0);
    swe.b.setup().scenario = "breitenfeld";
    for (auto& d : swe.b.setup().units) d.swedish = true;
    CHECK(death_stars(*swe.b.run(Mode::Test)->st).empty());
  }
}

TEST_CASE("LotN 10.14: a shock on the front tercio meets all three, strengths totalled; the result only on the tercio in contact") {
  for (bool on : {false, true}) {
    CAPTURE(on);
    OptStar s(on, 1, 1);  // the rear tercios of TQ 1: any DP# would reach them
    // A brigade in front of the front tercio (across its side 0), facing it.
    int hi = s.b.unit(BattleBuilder::make("hi", "Yellow brigade", 0, Arm::HI, 4, 9), opt_nb(s.front_hex, 0), 3);
    int gustav = s.b.leader("Gustav Adolf", 0, "3030", 5);
    s.b.leader("Tilly", 1, "1010", 5);
    auto run = s.b.run(Mode::Test);
    OptStarShock shock;
    shock.answers.rules = {{"does Yellow brigade shock", "shock"}};
    run->dice_source.push(10);  // the CRT: 1(1) everywhere; DP# 1 against TQ 9 needs no d6
    shock.fight(*run, gustav);
    INFO(opt_all_said(*run));
    CHECK(run->dice_source.remaining() == 0u);
    CHECK(opt_said(*run, on ? "strengths 3 to 9" : "strengths 3 to 3"));
    CHECK(opt_said(*run, "Yellow brigade shocks Holstein's tercio" + std::string(on ? ", Chiesa's tercio and Gallas' tercio" : "")));
    CHECK_FALSE(run->unit(s.rear0).disrupted);
    CHECK_FALSE(run->unit(s.rear1).disrupted);
    CHECK(run->unit(hi).on_map);
  }
}

TEST_CASE("LotN 10.14: before a shock only the Death Star's tercios beside the enemy check") {
  OptStar s(true, 1, 1);
  // A brigade that moved up to the front tercio (no charge): it checks, and so do the defenders in contact.
  int hi = s.b.unit(BattleBuilder::make("hi", "Yellow brigade", 0, Arm::HI, 4, 9), opt_nb(s.front_hex, 0), 3);
  int gustav = s.b.leader("Gustav Adolf", 0, "3030", 5);
  s.b.leader("Tilly", 1, "1010", 5);
  auto run = s.b.run(Mode::Test);
  OptStarShock shock;
  shock.answers.rules = {{"does Yellow brigade shock", "shock"}};
  for (auto& u : run->st->units) u.adjacent_at_start = true;
  // The pre-shock rolls (the brigade, then each defender that checks), then the CRT.
  for (int face : {1, 1, 10}) run->dice_source.push(face);
  run->unit(hi).moved = true;
  run->board.rebuild();
  Decisions decisions(&shock.answers);
  Ctx c{*run->st, run->dice, decisions, run->say, run->tables};
  run->unit(hi).adjacent_at_start = false;
  shock_segment(c, run->board, gustav, [](int) { return true; });
  INFO(opt_all_said(*run));
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(opt_said(*run, "Yellow brigade pre-shock check"));
  CHECK(opt_said(*run, "Holstein's tercio pre-shock check"));
  CHECK_FALSE(opt_said(*run, "Chiesa's tercio pre-shock check"));
  CHECK_FALSE(opt_said(*run, "Gallas' tercio pre-shock check"));
}

TEST_CASE("LotN 10.14: a Line Command takes the Death Star as a Rigid Line, its tercios at any distance") {
  OptStar s(true, 1);
  int tilly = s.b.leader("Tilly", 1, opt_nb(opt_nb(s.front_hex, 4), 4), 5);
  s.b.setup().leaders[static_cast<std::size_t>(tilly)].range = 0;  // no Command Range: a Ragged Line is empty
  auto run = s.b.run(Mode::Test);
  auto lines = line_options(*run->st, run->board, tilly);
  bool rigid = std::any_of(lines.begin(), lines.end(), [&](const Line& l) {
    return l.rigid && l.units == std::vector<int>{s.front, s.rear0, s.rear1};
  });
  CHECK(rigid);
}

TEST_CASE("LotN 10.14: no Position Superiority against a Death Star, even from two angles") {
  for (bool on : {false, true}) {
    CAPTURE(on);
    OptStar s(on);
    int hi = s.b.unit(BattleBuilder::make("hi", "Yellow brigade", 0, Arm::HI, 4, 9), opt_nb(s.front_hex, 0), 3);
    int hc = s.b.unit(BattleBuilder::make("hc", "Smaland horse", 0, Arm::HC, 4, 7), opt_nb(s.front_hex, 1), 4);
    auto run = s.b.run(Mode::Test);
    ShockPreview p = preview(*run->st, run->board, run->tables, {hi, hc}, {s.front});
    REQUIRE(p.ok);
    CHECK(p.position == !on);
  }
}

TEST_CASE("LotN 10.14, 10.15: a Death Star attacks as one; only one tercio advances after the win") {
  OptStar s(true, 0);
  // Two 1-SP light infantry: one before the front tercio (its side 0), one on its flank (side 1), which is also
  // before the first rear tercio. The defenders' DP# 2 (AS2 against LI) against TQ 4: d6 3 disrupts, and a 1-SP LI
  // disrupted by shock routs (10.33). The attackers' DP# 1 is halved to 0 (10.32).
  UnitDef li = BattleBuilder::make("li1", "Blue musketeers", 1, Arm::LI, 1, 4);
  int e1 = s.b.unit(li, opt_nb(s.front_hex, 0), 3);
  li.id = "li2";
  li.name = "Red musketeers";
  int e2 = s.b.unit(li, opt_nb(s.front_hex, 1), 4);
  int gustav = s.b.leader("Gustav Adolf", 0, "3030", 5);
  s.b.leader("Tilly", 1, "1010", 5);
  auto run = s.b.run(Mode::Test);
  std::vector<Hex> before{run->unit(s.front).hex, run->unit(s.rear0).hex, run->unit(s.rear1).hex};
  OptStarShock shock;
  shock.answers.rules = {{"does Holstein's tercio shock", "shock"}};
  for (int face : {10, 3, 3}) run->dice_source.push(face);
  shock.fight(*run, gustav);
  INFO(opt_all_said(*run));
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(opt_said(*run, "Chiesa's tercio and Gallas' tercio attack with Holstein's tercio, one Death Star", "LotN 10.14"));
  CHECK(opt_said(*run, "strengths 9 to 2"));
  CHECK(run->unit(e1).routed);
  CHECK(run->unit(e2).routed);
  int advanced = 0;
  for (int k = 0; k < 3; ++k)
    if (run->unit(std::array<int, 3>{s.front, s.rear0, s.rear1}[static_cast<std::size_t>(k)]).hex !=
        before[static_cast<std::size_t>(k)])
      ++advanced;
  CHECK(advanced == 1);
}

TEST_CASE("LotN 10.14, 10.15: one order moves the Death Star as one; moving up to the enemy it may step into line") {
  OptStar s(true, 0);
  // An enemy two hexes north of the front tercio's place after a step north-east.
  std::string ahead = opt_nb(s.front_hex, 0);
  int enemy = s.b.unit(BattleBuilder::make("en", "Blue brigade", 1, Arm::HI, 4, 7), opt_nb(opt_nb(ahead, 0), 5), 3);
  (void)enemy;
  auto run = s.b.run(Mode::Test);
  auto star = death_star_of(*run->st, s.rear1);
  REQUIRE(star);
  std::vector<DeathStarMove> moves = death_star_moves(*run->st, run->board, *star);
  const DeathStarMove* forward = nullptr;
  const DeathStarMove* line = nullptr;
  for (const auto& m : moves) {
    if (m.to[0] == run->hex(ahead) && m.facing == 0) (m.line ? line : forward) = &m;
  }
  REQUIRE(forward);
  CHECK(forward->id == "death star " + hex_name(*run->st, run->hex(ahead)) + ":0");
  CHECK(forward->to[1] == run->hex(opt_nb(ahead, 2)));
  CHECK(forward->to[2] == run->hex(opt_nb(ahead, 3)));
  CHECK(forward->to[2] == run->hex(s.front_hex));  // the rear tercio takes the front one's old place
  // Not beside the enemy there: no step into line.
  CHECK(line == nullptr);
  std::vector<int> moved;
  death_star_move(run->ctx, run->board, *forward, [&](int u, const MoveOption& o) {
    moved.push_back(u);
    execute_move(run->ctx, run->board, u, o);
  });
  CHECK(moved.size() == 3u);
  CHECK(moved.front() == s.front);  // the front tercio first: its place was free
  CHECK(run->unit(s.front).hex == run->hex(ahead));
  CHECK(run->unit(s.rear0).hex == forward->to[1]);
  CHECK(run->unit(s.rear1).hex == forward->to[2]);
  for (int u : {s.front, s.rear0, s.rear1}) CHECK(run->unit(u).ordered);
  REQUIRE(death_star_of(*run->st, s.front));  // still formed

  // Next phase: one hex further it ends beside the enemy; the rear two may step up into line, which dissolves it.
  begin_phase_marks(*run->st, run->board);
  star = death_star_of(*run->st, s.front);
  moves = death_star_moves(*run->st, run->board, *star);
  std::string next = opt_nb(ahead, 0);
  line = nullptr;
  for (const auto& m : moves)
    if (m.line && m.to[0] == run->hex(next) && m.facing == 0) line = &m;
  REQUIRE(line);
  death_star_move(run->ctx, run->board, *line,
                  [&](int u, const MoveOption& o) { execute_move(run->ctx, run->board, u, o); });
  INFO(opt_all_said(*run));
  CHECK(run->unit(s.front).hex == run->hex(next));
  CHECK(run->unit(s.rear0).hex == line->to[1]);
  CHECK(run->unit(s.rear1).hex == line->to[2]);
  CHECK(run->board.units_at(line->to[1]).size() == 1u);
  CHECK_FALSE(death_star_of(*run->st, s.front));
  CHECK(opt_said(*run, "the Death Star is dissolved", "LotN 10.15"));
}

TEST_CASE("LotN 10.14: an Individual Order to one tercio of a Death Star moves all three (the sequence)") {
  OptStar s(true, 0);
  int leader = s.b.leader("Gustav Adolf", 0, "2220", 5);
  s.b.setup().leaders[static_cast<std::size_t>(leader)].initiative = 1;
  s.b.unit(BattleBuilder::make("en", "Blue brigade", 1, Arm::HI, 4, 7), "1020", 3);
  s.b.leader("Tilly", 1, "1010", 5);
  auto run = s.b.run(Mode::Test);
  run->begin_orders(leader);
  std::string ahead = opt_nb(s.front_hex, 0);
  run->answers.push("te_b");  // the order: a rear tercio of the formation
  run->answers.push("death star " + hex_name(*run->st, run->hex(ahead)) + ":0");
  step(run->ctx);
  INFO(opt_all_said(*run));
  CHECK(run->answers.remaining() == 0u);
  CHECK(run->unit(s.front).hex == run->hex(ahead));
  CHECK(run->unit(s.rear0).hex == run->hex(opt_nb(ahead, 2)));
  CHECK(run->unit(s.rear1).hex == run->hex(opt_nb(ahead, 3)));
  CHECK(run->st->phase == Phase::Momentum);
}

// ---- doctrine battles with the optional rules in play

namespace {

const Battle& opt_of(const GameStatePtr& p) { return static_cast<const Battle&>(*p); }

// The position's legality with the optional rules: each unit on the map in one place, facing a vertex, and every
// hex's stack legal with 10.35's Dispersed LI (one unit, 2 SP at most).
std::string opt_invariants(const Battle& st) {
  const HexGrid& grid = st.s->map->grid();
  StackVariants sv;
  sv.dispersed_li_rule = st.s->variant("optional.advanced_li") != 0;
  std::map<Hex, std::vector<StackUnit>> stacks;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    if (!u.on_map) continue;
    const UnitDef& d = st.s->units[i];
    if (!grid.contains(u.hex)) return d.name + " stands off the map";
    if (u.facing < 0 || u.facing > 5) return d.name + " faces " + std::to_string(u.facing);
    if (u.exploded_gun && !is_artillery(d.arm)) return d.name + " carries an Exploded Gun marker";
    StackUnit s;
    s.kind = stack_kind(d.arm);
    s.sp = current_sp(st, static_cast<int>(i));
    s.army = st.s->armies[static_cast<std::size_t>(d.army)].id;
    if (!u.routed) s.facing = u.facing;
    s.in_column = u.in_column;
    s.routed = u.routed;
    s.dispersed = dispersed_li(st, static_cast<int>(i));
    stacks[u.hex].push_back(s);
    if (u.second) stacks[*u.second].push_back(s);
  }
  for (const auto& [h, units] : stacks) {
    std::string p = stack_problem(units, sv);
    if (!p.empty()) return "hex " + grid.name(h) + ": " + p;
  }
  return "";
}

// Fights `setup` to its end (or `turns` turns) by the doctrine with `seed`; "" or what broke.
std::string opt_fight(const battles::BattleSetup& setup, std::uint64_t seed, int turns, std::string* ending,
                      std::string* log = nullptr) {
  auto engine = lotn::module();
  GameStatePtr st = engine->start(setup, 1);
  SeededDice seeded(seed, 0);
  Dice dice(seeded);
  Decisions decisions = Decisions::advice_only(log != nullptr);
  int steps = 0;
  std::string broken;
  while (!engine->over(*st) && opt_of(st).turn <= turns && steps < 20000 && broken.empty()) {
    st = engine->move(*st, dice, decisions).state;
    ++steps;
    broken = opt_invariants(opt_of(st));
  }
  if (!broken.empty()) return "step " + std::to_string(steps) + ": " + broken;
  if (ending) *ending = opt_of(st).ending;
  if (log)
    for (const auto& line : opt_of(st).log.to_vector()) *log += line + "\n";
  if (!engine->over(*st) && opt_of(st).turn <= turns) return "not over after " + std::to_string(steps) + " steps";
  return "";
}

}  // namespace

TEST_CASE("LotN optional rules: 100 doctrine battles with Exploding Guns, 10.35 and the Death Star in play stay legal") {
  int decided = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    battles::BattleSetup setup = bench_setup(8);
    setup.situation = Json{{"lotn",
                            {{"variants",
                              {{"data.mode", 1},
                               {"optional.exploding_guns", 1},
                               {"optional.advanced_li", seed % 2 == 0 ? 2 : 1},
                               {"optional.death_star", 1}}}}}};
    std::string ending;
    std::string broken = opt_fight(setup, seed, 1000, &ending);
    INFO("seed " << seed);
    REQUIRE(broken.empty());
    if (ending != "nightfall") ++decided;
  }
  CHECK(decided > 0);
}

TEST_CASE("LotN optional rules: Breitenfeld in trial play with every optional rule here in play, three turns, legal") {
  for (int li : {1, 2}) {
    CAPTURE(li);
    Json options = {{"scenario", "breitenfeld"},
                    {"variants",
                     {{"data.mode", 2},
                      {"optional.exploding_guns", 1},
                      {"optional.advanced_li", li},
                      {"optional.death_star", 1}}}};
    battles::BattleSetup setup = scenario_battle_setup(options);
    std::string log;
    std::string broken = opt_fight(setup, 11 + static_cast<std::uint64_t>(li), 3, nullptr, &log);
    CHECK(broken.empty());
    // 10.35 holds the Commanded Musket Phase at Breitenfeld.
    CHECK(log.find("Commanded Musket Phase") != std::string::npos);
  }
}

TEST_CASE("LotN 10.14: the doctrine fights a Death Star against two brigades, the position legal after every step") {
  int star_orders = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    CAPTURE(seed);
    OptStar s(true, 1);
    int tilly = s.b.leader("Tilly", 1, opt_nb(s.front_hex, 3), 5);
    s.b.setup().leaders[static_cast<std::size_t>(tilly)].initiative = 2;
    s.b.setup().leaders[static_cast<std::size_t>(tilly)].line_commands = 1;
    UnitDef yellow = BattleBuilder::make("yellow", "Yellow brigade", 0, Arm::HI, 6, 7);
    UnitDef green = BattleBuilder::make("green", "Green brigade", 0, Arm::HI, 6, 7);
    s.b.unit(yellow, "1620", 3);
    s.b.unit(green, "1621", 3);
    int gustav = s.b.leader("Gustav Adolf", 0, "1520", 5);
    s.b.setup().leaders[static_cast<std::size_t>(gustav)].initiative = 3;
    auto run = s.b.run(Mode::Test);
    run->st->phase = Phase::TurnStart;
    run->st->active = -1;
    run->st->orders_kind.clear();
    run->st->time = 14 * 60;
    SeededDice seeded(seed, 0);
    Dice dice(seeded);
    Decisions decisions = Decisions::advice_only(true);
    Ctx c{*run->st, dice, decisions, run->say, run->tables};
    std::string broken;
    for (int steps = 0; steps < 150 && run->st->phase != Phase::Over && broken.empty(); ++steps) {
      step(c);
      broken = opt_invariants(*run->st);
    }
    INFO(opt_all_said(*run));
    CHECK(broken.empty());
    for (const auto& e : run->say.events)
      if (e.text.rfind("the Death Star", 0) == 0 || e.text.find("one Death Star") != std::string::npos) ++star_orders;
  }
  MESSAGE(star_orders << " orders or shocks of a Death Star as one");
  CHECK(star_orders > 0);  // the doctrine moved or fought the formation as one in some of them
}
