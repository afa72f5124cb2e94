// Lion of the North: the Shock Segment (LotN 9.2-9.6, 10.13, 10.32-10.33,
// 12.37). Small battles built by hand on a blank map. Where the charts print
// the cells a case needs, it runs on the program's data in strict play (the
// Tercio rows of the Clash of Arms Chart, row 0 of the Shock CRT, the SRD
// formula, the Cavalry Charge and Pursuit Tables, and the cavalry example's
// cells); procedures that need lost cells run on the synthetic test tables.
#include <doctest/doctest.h>

#include <chrono>
#include <map>
#include <set>
#include <memory>

#include "lotn/battle_state.h"
#include "lotn/data_variants.h"
#include "lotn/effects.h"
#include "lotn/shock.h"
#include "lotn_battle_fixture.h"
#include "shock_fixture.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

// A blank 12 x 12 map of clear hexes at Lützen, Gustav Adolf and Wallenstein (range 6) in its corners, and a
// battle built unit by unit.
struct ShockBattle : lotn_test::ShockWorld {
  explicit ShockBattle(bool strict) : ShockWorld(strict) {
    setup->scenario = "lutzen";
    leader("Gustav Adolf", 0, 0, 6, at(12, 12));
    leader("Wallenstein", 1, 0, 6, at(1, 1));
  }

  int unit(const std::string& name, int side, Arm arm, int sp, int tq, int tq_disrupted, const Hex& h, int facing,
           int pike = 0) {
    return ShockWorld::unit(name, side, arm, sp, tq, tq_disrupted, h, facing, pike);
  }

  void shock(int leader_index = 0) {
    shock_segment(*ctx, *board, leader_index, [](int) { return true; });
  }
};

// A unit facing vertex `v` has its Front across sides v-1 and v, its Flanks across v+1 and v-2, its Rear
// across v+2 and v+3 (LotN 7.11). An attacker across side `s` of the target faces vertex s+3 to have the
// target in its Front.
int facing_towards(int side_of_target) { return side_turn(side_of_target, 3); }

}  // namespace

TEST_CASE("LotN 9.24, 10.13: a tercio attacked in the flank by HC reads Clash of Arms column 6, and one attacker gains no Position Superiority") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 4);
  Hex flank = b.beside(te_hex, 1);  // vertex 0 faced: side 1 is a Flank
  int hc = b.unit("Smaland HC", 0, Arm::HC, 4, 7, 4, flank, facing_towards(1));
  b.start({});
  ShockPreview p = preview(*b.st, *b.board, *b.tables, {hc}, {te});
  REQUIRE_MESSAGE(p.ok, p.refusal);
  CHECK(p.angle == Arc::Flank);
  CHECK(p.defender_type == "TE");
  CHECK(p.attacker_type == "HC");
  CHECK(p.base_column == 6);
  // 10.13: no single unit gains Position Superiority against a tercio; the weapons chart rules: DS3.
  CHECK_FALSE(p.position);
  CHECK(p.superiority == "DS3");
  CHECK(p.srd == 0);   // 4 against 4 pikes
  CHECK(p.column == 6);

  // The same HC against a tercio's Front reads column 3.
  b.u(hc).hex = b.beside(te_hex, 0);
  b.u(hc).facing = facing_towards(0);
  b.board->rebuild();
  ShockPreview f = preview(*b.st, *b.board, *b.tables, {hc}, {te});
  REQUIRE(f.ok);
  CHECK(f.angle == Arc::Front);
  CHECK(f.base_column == 3);
}

TEST_CASE("LotN 10.13: HI and HC striking a tercio from two angles gain Position Superiority") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 4);
  int hc = b.unit("Smaland HC", 0, Arm::HC, 2, 7, 4, b.beside(te_hex, 0), facing_towards(0));
  int hi = b.unit("Yellow brigade", 0, Arm::HI, 4, 7, 4, b.beside(te_hex, 3), facing_towards(3), 2);
  b.start({});
  ShockPreview p = preview(*b.st, *b.board, *b.tables, {hc, hi}, {te});
  REQUIRE_MESSAGE(p.ok, p.refusal);
  CHECK(p.position);
  CHECK(p.superiority == "AS2");
  // The attacker sets the column by the rear attack: TE Rear, HI = 8.
  CHECK(p.base_column == 8);
  CHECK(p.angle == Arc::Rear);
  CHECK(p.column_attacker == hi);
  // Light infantry never counts toward it (10.13): with LI in place of the HC, no superiority by position.
  ShockBattle c(true);
  int te2 = c.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 4);
  int li = c.unit("Commanded muskets", 0, Arm::LI, 2, 6, 3, c.beside(te_hex, 0), facing_towards(0));
  int hi2 = c.unit("Yellow brigade", 0, Arm::HI, 4, 7, 4, c.beside(te_hex, 3), facing_towards(3), 2);
  c.start({});
  ShockPreview q = preview(*c.st, *c.board, *c.tables, {li, hi2}, {te2});
  REQUIRE(q.ok);
  CHECK_FALSE(q.position);
  CHECK(q.superiority == "-");  // HI/TE against HI or TE
}

TEST_CASE("LotN 9.25 TWO: the Strength Ratio Difference shifts the column, charges double the HC") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 2);
  int hc = b.unit("Smaland HC", 0, Arm::HC, 6, 7, 4, b.beside(te_hex, 1), facing_towards(1));
  b.start({});
  ShockPreview p = preview(*b.st, *b.board, *b.tables, {hc}, {te});
  REQUIRE(p.ok);
  CHECK(p.attacker_sp == 6);
  CHECK(p.defender_sp == 2);
  CHECK(p.srd == 2);       // 6 to 2 is 3-1: 2R
  CHECK(p.column == 8);    // 6 + 2
  ShockPreview c = preview(*b.st, *b.board, *b.tables, {hc}, {te}, {hc});
  REQUIRE(c.ok);
  CHECK(c.attacker_sp == 12);
  CHECK(c.srd == 5);       // 12 to 2: 5R
  CHECK(c.column == 11);
  // A weak attacker shifts left: 1 against 4 is 3L.
  b.st->units[static_cast<std::size_t>(hc)].musket_hits = 5;
  ShockPreview w = preview(*b.st, *b.board, *b.tables, {hc}, {te});
  REQUIRE(w.ok);
  CHECK(w.attacker_sp == 1);
  CHECK(w.srd == -1);      // 1 to 2: 1L
  CHECK(w.column == 5);
}

TEST_CASE("LotN 9.25: the Shock CRT's row 0 at column 1 reads 6(1); the DP# against each TQ") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 4);
  // HI against a tercio's Front: column 4; 1 pike against 4 is 3L: column 1. No superiority (HI/TE v HI or TE).
  int hi = b.unit("Yellow brigade", 0, Arm::HI, 4, 5, 3, b.beside(te_hex, 0), facing_towards(0), 1);
  b.answers.rules = {{"does Yellow brigade shock", "shock"}};
  b.start({10});  // the die roll 0; the DP#s need no d6: 6 > TQ 5, 1 < 7/2
  b.shock();
  INFO(b.all_text());
  CHECK(b.said_text("column 1: 6(1)"));
  CHECK(b.u(hi).disrupted);
  CHECK_FALSE(b.u(te).disrupted);
  CHECK(b.faces->remaining() == 0u);
  CHECK(parse_crt("6(1)")->attacker == 6);
  CHECK(parse_crt("2(3)")->defender == 3);
  CHECK_FALSE(parse_crt("6"));
  CHECK(parse_shift("2L") == -2);
  CHECK(parse_shift("NE") == 0);
  CHECK_FALSE(parse_shift("3D"));
}

TEST_CASE("LotN 9.44: a successful HC charge doubles its SP; the charged tercio checks with +1") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 4);
  int hc = b.unit("Smaland HC", 0, Arm::HC, 3, 7, 4, b.beside(te_hex, 0), facing_towards(0));
  b.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
  b.placed[static_cast<std::size_t>(hc)].moved = true;
  b.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  b.answers.rules = {{"does Smaland HC shock", "charge"}};
  // Charge 2 < TQ 7; the tercio's check 6 + 1 = 7, not above 7; the CRT 0: column 3 + 0 = 3: 4(2), DS3: 12 and 2.
  b.start({2, 6, 10});
  b.shock();
  INFO(b.all_text());
  CHECK(b.said_text("Smaland HC charges: 2 = 2 against TQ 7: succeeded"));
  CHECK(b.said_text("strengths 6 to 4, 0"));
  CHECK(b.said_text("Tercio Comargo pre-shock check: 6 + 1 against a charge against TQ 7, holds"));
  CHECK(b.said_text("column 3: 4(2), DS3"));
  CHECK_FALSE(b.u(te).disrupted);
  // 12 > TQ 7 disrupts the HC; post-charge it was already disrupted, so it falls back two hexes and holds.
  CHECK(b.u(hc).disrupted);
  CHECK(b.said_text("already disrupted: it falls back 2 hexes"));
  CHECK(b.st->s->map->grid().distance(b.u(hc).hex, te_hex) == 3);
}

TEST_CASE("LotN 9.44: a charge rolled above the TQ disrupts the charger, which still shocks with 2L") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 4);
  int hc = b.unit("Smaland HC", 0, Arm::HC, 8, 5, 3, b.beside(te_hex, 0), facing_towards(0));
  b.placed[static_cast<std::size_t>(hc)].hexes_moved = 3;
  b.placed[static_cast<std::size_t>(hc)].moved = true;
  b.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  b.answers.rules = {{"does Smaland HC shock", "charge"}};
  // Charge 9 > TQ 5: disrupted. The tercio checks without +1 (a failed charge): 7, holds. 8 SP against 4: 1R;
  // column 3 + 1 - 2 = 2: 5(2); DS3 by the weapons (the normal HC column): 15 routs the disrupted HC.
  b.start({9, 7, 10});
  b.shock();
  INFO(b.all_text());
  CHECK(b.said_text("failed and is disrupted"));
  CHECK(b.said_text("Tercio Comargo pre-shock check: 7 against TQ 7, holds"));
  CHECK(b.said_text("2L for a Disrupted attacker"));
  CHECK(b.said_text("column 2: 5(2), DS3"));
  CHECK(b.u(hc).routed);
  CHECK_FALSE(b.u(te).disrupted);
}

TEST_CASE("LotN 9.25: Position Superiority doubles the defender's DP#") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 5);
  int hc = b.unit("Smaland HC", 0, Arm::HC, 2, 7, 4, b.beside(te_hex, 0), facing_towards(0));
  int hi = b.unit("Yellow brigade", 0, Arm::HI, 4, 7, 4, b.beside(te_hex, 3), facing_towards(3), 3);
  b.answers.rules = {{"does Smaland HC shock", "shock"}, {"does Yellow brigade shock", "join0"},
                     {"disengage", "stay"}};
  // Column: TE Rear by HI = 8; 5 pikes against 5: 0. The die roll 0: 3(2); AS2 makes the tercio's 4, half its
  // TQ 7 or more: d6 4 + 4 = 8 > 7 disrupts. Without the doubling 2 < 3.5 would need no d6.
  b.start({10, 4});
  b.shock();
  INFO(b.all_text());
  CHECK(b.said_text("column 8: 3(2), AS2: attacker DP 3, defender DP 4"));
  CHECK(b.u(te).disrupted);
  CHECK_FALSE(b.u(hc).disrupted);
  CHECK_FALSE(b.u(hi).disrupted);
  CHECK(b.faces->remaining() == 0u);
}

namespace {

// The cavalry example after LotN 9.49: a charging HC against a CR's front reads column 6 and is Attack
// Superior. Here the CR is already disrupted (TQ 3), so the DP# 4 routs it.
struct PursuitCase {
  ShockBattle b{true};
  Hex cr_hex = b.at(6, 6);
  int cr = -1, hc = -1;
  PursuitCase() {
    cr = b.unit("Piccolomini CR", 1, Arm::CR, 4, 8, 3, cr_hex, 0);
    b.placed[static_cast<std::size_t>(cr)].disrupted = true;
    hc = b.unit("Finland HC", 0, Arm::HC, 2, 8, 5, b.beside(cr_hex, 0), facing_towards(0));
    b.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
    b.placed[static_cast<std::size_t>(hc)].moved = true;
    b.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
    b.answers.rules = {{"does Finland HC shock", "charge"}};
  }
  // Charge 1 < 8; the CR's check 1 + 1 = 2, holds; the CRT 0: column 6 (4 to 4), 3(2), AS2: 3 and 4;
  // then the pursuit's die.
  void run(int pursuit_face) {
    b.start({1, 1, 10, pursuit_face});
    b.shock();
  }
};

}  // namespace

TEST_CASE("LotN 9.62: pursuit, Break Off: the routed unit has run and the pursuer advances into its hex") {
  PursuitCase t;
  t.run(5);  // HC column: 0-5 Break Off
  INFO(t.b.all_text());
  CHECK(t.b.said_text("column 6: 3(2), AS2"));
  CHECK(t.b.said_text("HC column: Break Off"));
  CHECK(t.b.u(t.cr).on_map);
  CHECK(t.b.u(t.cr).routed);
  CHECK(t.b.u(t.hc).hex == t.cr_hex);  // 9.31: it advances
  CHECK(t.b.u(t.hc).disrupted);        // 9.49: post-charge Disruption
  CHECK(t.b.faces->remaining() == 0u);
}

TEST_CASE("LotN 9.62: pursuit, Eliminate and Break Off; Pursue Off Map and Eliminate") {
  {
    PursuitCase t;
    t.run(8);  // HC column: 8-9
    INFO(t.b.all_text());
    CHECK(t.b.said_text("HC column: Eliminate and Break Off"));
    CHECK_FALSE(t.b.u(t.cr).on_map);
    CHECK(t.b.u(t.cr).gone == "eliminated");
    CHECK(t.b.u(t.hc).on_map);
    CHECK(t.b.u(t.hc).hex == t.cr_hex);
    CHECK(t.b.u(t.hc).disrupted);
    CHECK(t.b.st->wp[1] > 0);
  }
  {
    PursuitCase t;
    t.run(6);  // HC column: 6-7
    INFO(t.b.all_text());
    CHECK(t.b.said_text("HC column: Pursue Off Map and Eliminate"));
    CHECK_FALSE(t.b.u(t.cr).on_map);
    CHECK_FALSE(t.b.u(t.hc).on_map);
    CHECK(t.b.u(t.hc).gone == "in pursuit");
    CHECK(t.b.st->wp[0] == 0);  // in pursuit is no loss (9.65)
  }
}

TEST_CASE("LotN 9.62: the pursuit adds +5 against fleeing infantry and the player may add or subtract Charisma") {
  ShockBattle b(false);  // synthetic tables: the HC's CRT cells against infantry are lost
  Hex hi_hex = b.at(6, 6);
  // A disrupted HI of disrupted TQ 0 is routed by any DP#: the synthetic CRT gives 1(1).
  int hi = b.unit("Blue brigade", 1, Arm::HI, 4, 5, 0, hi_hex, 0, 2);
  b.placed[static_cast<std::size_t>(hi)].disrupted = true;
  int hc = b.unit("Finland HC", 0, Arm::HC, 3, 8, 5, b.beside(hi_hex, 0), facing_towards(0));
  b.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
  b.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  b.setup->leaders[0].charisma = 2;
  b.answers.rules = {{"does Finland HC shock", "charge"}, {"Charisma", "subtract"}};
  // Charge 1; the HI's check 1 + 1 = 2 > TQ 0: it routs at once (already disrupted), and the combat is over.
  b.start({1, 1});
  b.st->leaders[0].hex = b.at(5, 9);
  b.shock();
  INFO(b.all_text());
  CHECK(b.u(hi).routed);
  // The pre-shock rout is not the melee's: no pursuit.
  CHECK_FALSE(b.said_text("pursuit"));

  ShockBattle m(false);
  hi = m.unit("Blue brigade", 1, Arm::HI, 4, 5, 1, hi_hex, 0, 2);
  m.placed[static_cast<std::size_t>(hi)].disrupted = true;
  hc = m.unit("Finland HC", 0, Arm::HC, 3, 8, 5, m.beside(hi_hex, 0), facing_towards(0));
  m.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
  m.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  m.setup->leaders[0].charisma = 2;
  m.answers.rules = {{"does Finland HC shock", "charge"}, {"Charisma", "subtract"}};
  // Charge 1; check 0 + 1 = 1, holds at TQ 1; CRT 1(1): DP 1 is not above 1 but at least half: d6 1 + 1 = 2 > 1,
  // disrupted again: it routs. Pursuit: 3 + 5 - 2 = 6 on the HC column: Pursue Off Map and Eliminate.
  m.start({1, 10, 10, 6, 3});
  m.st->leaders[0].hex = m.at(5, 9);
  m.shock();
  INFO(m.all_text());
  CHECK(m.said_text("3 + 5 for infantry - 2 Charisma = 6, HC column: Pursue Off Map and Eliminate"));
  CHECK(m.u(hc).gone == "in pursuit");
  CHECK_FALSE(m.u(hi).on_map);
}

TEST_CASE("LotN 9.49: post-charge Disruption; an already Disrupted charger falls back two hexes or routs") {
  ShockBattle b(false);
  Hex li_hex = b.at(6, 6);
  // The synthetic tables: 1(1) everywhere, no superiority (AS2 against LI only), nothing added to a charge.
  int hi = b.unit("Blue brigade", 1, Arm::HI, 4, 5, 3, li_hex, 0, 4);
  int hc = b.unit("Finland HC", 0, Arm::HC, 4, 6, 5, b.beside(li_hex, 0), facing_towards(0));
  b.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
  b.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  int lc = b.unit("Ostgota LC", 0, Arm::LC, 3, 6, 5, b.beside(li_hex, 5), facing_towards(5));
  b.placed[static_cast<std::size_t>(lc)].hexes_moved = 2;
  b.placed[static_cast<std::size_t>(lc)].adjacent_at_start = false;
  b.answers.rules = {{"does Finland HC shock", "charge"}, {"does Ostgota LC shock", "charge0"}};
  // HC charge 9 > 6: disrupted. LC charge 1 < 6: success. The HI checks 1 + 1 = 2. CRT 0: 1(1); DP 1 is below
  // half of every TQ.
  b.start({9, 1, 1, 10});
  b.shock();
  INFO(b.all_text());
  CHECK(b.u(lc).disrupted);  // it charged: disrupted after the combat
  CHECK_FALSE(b.u(lc).routed);
  CHECK(b.u(hc).disrupted);  // already disrupted by its failed charge: falls back two hexes
  CHECK(b.st->s->map->grid().distance(b.u(hc).hex, li_hex) == 3);
  CHECK(b.u(hc).facing == facing_towards(0));
  CHECK_FALSE(b.u(hi).disrupted);  // infantry is not disrupted by the charge it received

  // Blocked behind: it falls back as far as it can and routs.
  ShockBattle c(false);
  hi = c.unit("Blue brigade", 1, Arm::HI, 4, 5, 3, li_hex, 0, 4);
  Hex hc_hex = c.beside(li_hex, 0);
  hc = c.unit("Finland HC", 0, Arm::HC, 4, 6, 5, hc_hex, facing_towards(0));
  c.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
  c.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  // Friends on both rear hexes of the HC.
  c.unit("Baggage guard", 0, Arm::HI, 4, 5, 3, c.beside(hc_hex, side_turn(facing_towards(0), 2)), 0, 4);
  c.unit("Reserve", 0, Arm::HI, 4, 5, 3, c.beside(hc_hex, side_turn(facing_towards(0), 3)), 0, 4);
  c.answers.rules = {{"does Finland HC shock", "charge"}};
  c.start({9, 1, 10});
  c.shock();
  INFO(c.all_text());
  CHECK(c.u(hc).routed);
  CHECK(c.u(hc).hex == hc_hex);
}

TEST_CASE("LotN 12.37: mutual rout; LotN 10.33: a 1-SP light infantry routs without losing its SP") {
  // Synthetic tables: 1(1), and AS2 against LI. A failed charge leaves the HC disrupted at TQ 0; the LI is
  // disrupted at TQ 0: both would rout. The LI took the higher DP# (2): it routs; the HC stays, losing 1 SP.
  ShockBattle b(false);
  Hex li_hex = b.at(6, 6);
  int li = b.unit("Musketeers", 1, Arm::LI, 3, 4, 0, li_hex, 0);
  b.placed[static_cast<std::size_t>(li)].disrupted = true;
  int hc = b.unit("Finland HC", 0, Arm::HC, 4, 6, 0, b.beside(li_hex, 0), facing_towards(0));
  b.placed[static_cast<std::size_t>(hc)].hexes_moved = 2;
  b.placed[static_cast<std::size_t>(hc)].adjacent_at_start = false;
  b.answers.rules = {{"does Finland HC shock", "charge"}};
  // Charge 9 > 6: disrupted. The LI's check 0 against TQ 0 holds. CRT: 1(1), AS2 makes the LI's 2; the HC's
  // 1 inflicted by LI alone is halved to 0, which is not below half of TQ 0: d6 1 + 0 > 0 disrupts it.
  b.start({9, 10, 10, 1});
  b.shock();
  INFO(b.all_text());
  CHECK(b.said_text("both sides would rout: the defenders rout"));
  CHECK(b.u(hc).on_map);
  CHECK_FALSE(b.u(hc).routed);
  CHECK(b.u(hc).musket_hits == 1);
  CHECK(b.u(li).routed);

  // A 1-SP LI disrupted by shock routs instead, keeping its SP.
  ShockBattle d(false);
  li = d.unit("Musketeers", 1, Arm::LI, 1, 4, 2, li_hex, 0);
  int hi = d.unit("Yellow brigade", 0, Arm::HI, 4, 7, 4, d.beside(li_hex, 0), facing_towards(0), 3);
  d.answers.rules = {{"does Yellow brigade shock", "shock"}};
  // CRT 1(1), AS2 (against LI): 2 >= 4/2: d6 3 + 2 = 5 > 4 disrupts, so it routs.
  d.start({10, 3});
  d.shock();
  INFO(d.all_text());
  CHECK(d.u(li).routed);
  CHECK(d.u(li).on_map);
  CHECK(d.u(li).musket_hits == 0);
  CHECK(d.u(hi).hex == li_hex);  // the undisrupted attacker advances into the emptied hex (9.31)
}

TEST_CASE("LotN 9.24: strict play refuses a lost Clash of Arms cell by name") {
  ShockBattle b(true);
  Hex hi_hex = b.at(6, 6);
  b.unit("Musketeers", 1, Arm::LI, 4, 5, 3, hi_hex, 0);
  b.unit("Yellow brigade", 0, Arm::HI, 4, 7, 4, b.beside(hi_hex, 0), facing_towards(0), 3);
  b.answers.rules = {{"does Yellow brigade shock", "shock"}};
  b.start({10});
  CHECK_THROWS_WITH_AS(b.shock(), doctest::Contains("Clash of Arms Chart"), MissingValue);
  ShockPreview p = preview(*b.st, *b.board, *b.tables, {1}, {0});
  CHECK_FALSE(p.ok);
  CHECK(p.refusal.find("LI Front") != std::string::npos);
}

TEST_CASE("LotN 9.21: the doctrine holds back from a poor shock and a unit with no enemy in its ZOC is not asked") {
  ShockBattle b(true);
  Hex te_hex = b.at(6, 6);
  int te = b.unit("Tercio Comargo", 1, Arm::TE, 3, 7, 4, te_hex, 0, 6);
  int li = b.unit("Musketeers", 0, Arm::LI, 2, 5, 3, b.beside(te_hex, 0), facing_towards(0));
  b.unit("Far HC", 0, Arm::HC, 4, 7, 4, b.at(1, 12), 0);
  b.start({});
  b.shock();
  // Column 1, DS3 against LI attacking a tercio's Front: the doctrine does not shock.
  CHECK(b.answers.asked.size() == 1u);
  CHECK_FALSE(b.u(li).disrupted);
  CHECK_FALSE(b.u(te).disrupted);
}

namespace {

// Two lines face to face, of every arm that shocks, disrupted here and there; the doctrine fights the segment.
std::string shock_line_battle(std::uint64_t seed, bool advice_only, double* seconds = nullptr) {
  ShockBattle b(false);
  const Arm arms[] = {Arm::HI, Arm::TE, Arm::LI, Arm::HC, Arm::CR, Arm::LC, Arm::LCrt, Arm::DG, Arm::DR};
  int n = 0;
  for (int bb = 1; bb <= 12; ++bb) {
    Arm a = arms[static_cast<std::size_t>(bb) % 9], e = arms[static_cast<std::size_t>(bb + 4) % 9];
    // Rows 6 and 7 of the map: side 0 on row 7 facing up-map, side 1 on row 6 facing down-map.
    Hex mine = b.at(7, bb), theirs = b.at(6, bb);
    int side_to_theirs = b.grid().side_towards(mine, theirs);
    REQUIRE(side_to_theirs >= 0);
    int u0 = b.unit("Swede " + std::to_string(bb), 0, a, 2 + bb % 4, 4 + bb % 5, 2 + bb % 3, mine,
                    side_turn(side_to_theirs, 1), 2 + bb % 3);
    int u1 = b.unit("Imperial " + std::to_string(bb), 1, e, 2 + (bb * 7) % 5, 4 + (bb * 3) % 5, 1 + bb % 3, theirs,
                    side_turn(side_to_theirs, 4), 3);
    b.placed[static_cast<std::size_t>(u0)].hexes_moved = bb % 3;
    b.placed[static_cast<std::size_t>(u0)].moved = bb % 2 == 0;
    b.placed[static_cast<std::size_t>(u0)].adjacent_at_start = bb % 2 == 1;
    b.placed[static_cast<std::size_t>(u1)].disrupted = bb % 5 == 0;
    n += 2;
  }
  b.start({});
  SeededDice seeded(seed, 0);
  Dice dice(seeded);
  DoctrineDecisions doctrine;
  Decisions journaled(&doctrine);
  Decisions fast = Decisions::advice_only(false);
  Said said;
  said.log = &b.st->log;
  said.on = !advice_only;
  Ctx ctx{*b.st, dice, advice_only ? fast : journaled, said, *b.tables};
  auto t0 = std::chrono::steady_clock::now();
  shock_segment(ctx, *b.board, 0, [](int) { return true; });
  if (seconds) *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // Nobody shares a hex with an enemy.
  Board after(*b.st);
  for (int u = 0; u < n; ++u) {
    const UnitState& s = b.st->units[static_cast<std::size_t>(u)];
    if (!s.on_map) continue;
    CHECK_FALSE_MESSAGE(after.enemy_at(s.hex, def(*b.st, u).side), unit_name(*b.st, u) << " shares a hex with an enemy");
  }
  std::string state;
  for (const auto& s : b.st->units)
    state += b.grid().name(s.hex) + (s.on_map ? "" : "x") + (s.disrupted ? "d" : "") + (s.routed ? "r" : "") +
             std::to_string(s.hits()) + " ";
  return state;
}

}  // namespace

TEST_CASE("LotN 9.2: a line battle fought by the doctrine; the fast path fights it as the journaled one") {
  std::set<std::string> outcomes;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    std::string journaled = shock_line_battle(seed, false);
    double seconds = 0;
    std::string fast = shock_line_battle(seed, true, &seconds);
    CHECK(journaled == fast);
    CHECK(seconds < 0.05);
    outcomes.insert(journaled);
  }
  CHECK(outcomes.size() > 1u);  // the dice matter: the segment did fight
}

TEST_CASE("LotN 9.34: the advance after shock says which unit enters which hex (the Field places it as a move)") {
  ShockBattle d(false);
  Hex hc_hex = d.at(6, 6);
  int hc = d.unit("Piccolomini HC", 1, Arm::HC, 2, 3, 1, hc_hex, 1);  // both attackers at its front: no superiority
  d.placed[static_cast<std::size_t>(hc)].disrupted = true;                // disrupted again, it routs
  int hi = d.unit("Yellow brigade", 0, Arm::HI, 4, 7, 4, d.beside(hc_hex, 0), facing_towards(0), 3);
  int hi2 = d.unit("Blue brigade", 0, Arm::HI, 4, 7, 4, d.beside(hc_hex, 1), facing_towards(1), 3);
  d.answers.rules = {{"does Yellow brigade shock", "shock"}, {"does Blue brigade shock", "join0"},
                     {"which unit advances", "u" + std::to_string(hi2)}};
  d.start({10, 3, 3, 3, 3, 3, 3, 3, 3, 3});
  d.shock();
  INFO(d.all_text());
  REQUIRE(d.u(hc).routed);
  const DecisionRequest* r = d.answers.find("which unit advances");
  REQUIRE(r != nullptr);
  REQUIRE(r->options.size() == 2);
  for (const auto& o : r->options) {
    REQUIRE(o.refs.size() == 2);
    CHECK(o.refs[0].role == "unit");
    CHECK(o.refs[1].role == "to");
    CHECK(o.refs[1].id == lotn::hex_name(*d.st, hc_hex));
  }
  CHECK(r->option("u" + std::to_string(hi))->refs[0].id == lotn::def(*d.st, hi).id);
  CHECK(d.u(hi2).hex == hc_hex);  // the player's pick of the two of equal TQ advances
}
