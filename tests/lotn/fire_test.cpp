// LotN 8.1-8.2, 8.5-8.6, 4.43: fire options (arc, range, LOS, the Artillery
// Usage Table), the Small-Arms Fire Table with its shifts, clamp and Salvo,
// the tercio's shares, reaction fire once a phase, the Artillery Fire Table's
// column selector and Disruption Number, the leader casualty check, the
// barrage, the Imperialist heavy gun's roll; strict play refusing a lost cell.
#include <doctest/doctest.h>

#include <algorithm>

#include "lotn/effects.h"
#include "lotn/fire.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::BattleBuilder;
using umpire::lotn_test::BattleRun;

namespace {

// The hex across `side` of the hex `id` on the small test map.
std::string lotn_fire_nb(const std::string& id, int side) {
  const HexGrid& g = lotn_test::small_map()->grid();
  auto n = g.neighbour(*g.parse(id), side);
  REQUIRE(n.has_value());
  return g.name(*n);
}

const FireOption* lotn_fire_find(const std::vector<FireOption>& opts, const std::string& id) {
  for (const auto& o : opts)
    if (o.id == id) return &o;
  return nullptr;
}

// A counter of no Swedish doctrine (no Salvo options to list).
UnitDef lotn_fire_plain(UnitDef d) {
  d.swedish = false;
  return d;
}

std::vector<std::string> lotn_fire_ids(const std::vector<FireOption>& opts) {
  std::vector<std::string> out;
  for (const auto& o : opts) out.push_back(o.id);
  return out;
}

// A firer in 2020 facing vertex 2 (Front: east and south-east) and a target
// east of it in 2019 facing the same way (the firer is in its rear, so it
// never fires back).
struct LotnFireDuel {
  BattleBuilder b;
  int firer = -1, target = -1;
  LotnFireDuel(UnitDef f, UnitDef t, const std::string& target_hex = "2019") {
    firer = b.unit(f, "2020", 2);
    target = b.unit(t, target_hex, 2);
  }
};

}  // namespace

TEST_CASE("LotN 8.26: the printed '<0' row gives 1 hit on columns 10 and 11 and none on column 9 (strict)") {
  struct Case {
    Arm target_arm;
    int mp;
    int column;
    int hits;
  };
  // strength 21 is column 11 (21+); a CR target is 1L (armour); each MP spent is 1L (8.25).
  for (Case k : {Case{Arm::LI, 0, 11, 1}, Case{Arm::CR, 0, 10, 1}, Case{Arm::CR, 1, 9, 0}}) {
    CAPTURE(k.column);
    UnitDef f = BattleBuilder::make("f", "Big brigade", 0, Arm::LI, 21, 6);
    f.fr = -3;
    UnitDef t = BattleBuilder::make("t", "Cuirassiers", 1, k.target_arm, 6, 6);
    t.swedish = false;
    t.weapon = Weapon::Pistol;
    LotnFireDuel d(f, t);
    auto run = d.b.run(Mode::Strict);
    run->unit(d.firer).mp_spent = k.mp;
    auto opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
    const FireOption* o = lotn_fire_find(opts, "2019");
    REQUIRE(o);
    CHECK(o->strength == 21);
    run->dice_source.push(10);  // a d10 of 0: 0 - 3 = -3, the "<0" row
    small_arms_fire(run->ctx, run->board, *o, FireOccasion::Ordered, true);
    CHECK(run->unit(d.target).musket_hits == k.hits);
    CHECK(run->dice_source.remaining() == 0u);
    CHECK(run->unit(d.firer).fired);
  }
}

TEST_CASE("LotN 8.26: strict play refuses a lost band or result cell, naming it") {
  UnitDef f = BattleBuilder::make("f", "Brigade", 0, Arm::LI, 15, 6);
  UnitDef t = BattleBuilder::make("t", "Target", 1, Arm::LI, 6, 6);
  LotnFireDuel d(f, t);
  auto run = d.b.run(Mode::Strict);
  auto opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
  const FireOption* o = lotn_fire_find(opts, "2019");
  REQUIRE(o);
  // 15 lies in the lost bands of columns 8-10.
  CHECK_THROWS_WITH_AS(small_arms_fire(run->ctx, run->board, *o, FireOccasion::Ordered, true),
                       doctest::Contains("strength bands has no value for weapon Musket, column 8"), MissingValue);
  // Strength 5 (column 4) rolling 2: the result is lost.
  run->unit(d.firer).musket_hits = 10;
  opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
  o = lotn_fire_find(opts, "2019");
  REQUIRE(o);
  CHECK(o->strength == 5);
  run->dice_source.push(2);
  CHECK_THROWS_WITH_AS(small_arms_fire(run->ctx, run->board, *o, FireOccasion::Ordered, true),
                       doctest::Contains("results has no value for die roll 2, column 4"), MissingValue);
}

TEST_CASE("LotN 8.26: range 2 is 3L, and the column is clamped at column 1") {
  UnitDef f = lotn_fire_plain(BattleBuilder::make("f", "Brigade", 0, Arm::LI, 8, 6));
  UnitDef t = BattleBuilder::make("t", "Target", 1, Arm::LI, 9, 6);
  std::string two = lotn_fire_nb(lotn_fire_nb("2020", 1), 1);
  LotnFireDuel d(f, t, two);
  auto run = d.b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
  REQUIRE(opts.size() == 1u);
  CHECK(opts[0].range == 2);
  run->dice_source.push(5);
  small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
  CHECK(run->looked_up("Small-Arms Fire Table, results", "die roll 5, column 3"));  // 8-10 is column 6, 3L
  CHECK(run->unit(d.target).musket_hits == 1);

  // Strength 1 (column 2) at range 2: 3L would be column -1, clamped to 1.
  run->unit(d.firer).musket_hits = 7;
  run->unit(d.firer).fired = false;
  opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
  REQUIRE(opts.size() == 1u);
  CHECK(opts[0].strength == 1);
  run->dice_source.push(4);
  small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
  CHECK(run->looked_up("Small-Arms Fire Table, results", "die roll 4, column 1"));
}

TEST_CASE("LotN 8.27: Salvo doubles and Double Salvo quadruples the strength, without the Fire Rate") {
  UnitDef f = BattleBuilder::make("f", "Swedish brigade", 0, Arm::HI, 5, 6);
  f.fr = 2;
  UnitDef t = BattleBuilder::make("t", "Target", 1, Arm::LI, 9, 6);
  LotnFireDuel d(f, t);
  auto run = d.b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
  CHECK(lotn_fire_ids(opts) == std::vector<std::string>{"2019", "2019 salvo", "2019 double salvo"});

  struct Case {
    const char* id;
    const char* cell;
  };
  // 5 is column 4 and rolls 3 + 2; 10 is column 6, 20 column 10, each rolling 3 bare.
  for (Case k : {Case{"2019", "die roll 5, column 4"}, Case{"2019 salvo", "die roll 3, column 6"},
                 Case{"2019 double salvo", "die roll 3, column 10"}}) {
    CAPTURE(k.id);
    run->lookups.clear();
    run->dice_source.push(3);
    small_arms_fire(run->ctx, run->board, *lotn_fire_find(opts, k.id), FireOccasion::Ordered, true);
    CHECK(run->looked_up("Small-Arms Fire Table, results", k.cell));
  }

  // Moved 2 MP: Salvo, no Double Salvo; 3 MP: neither. Not in a Momentum phase, not disrupted.
  run->unit(d.firer).fired = false;
  run->unit(d.firer).mp_spent = 2;
  run->unit(d.firer).moved = true;
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered)) ==
        std::vector<std::string>{"2019", "2019 salvo"});
  run->unit(d.firer).mp_spent = 3;
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered)) ==
        std::vector<std::string>{"2019"});
  run->unit(d.firer).mp_spent = 0;
  run->unit(d.firer).moved = false;
  run->st->orders_kind = "momentum";
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered)) ==
        std::vector<std::string>{"2019"});
  run->st->orders_kind = "initial";
  run->unit(d.firer).disrupted = true;
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered)) ==
        std::vector<std::string>{"2019"});
}

TEST_CASE("LotN 8.27: Imperialist brigades Salvo only at Lützen, never Double Salvo") {
  UnitDef f = BattleBuilder::make("f", "Imperial brigade", 1, Arm::HI, 5, 6);
  f.swedish = false;
  UnitDef t = BattleBuilder::make("t", "Swedish target", 0, Arm::LI, 9, 6);
  LotnFireDuel d(f, t);
  d.b.setup().scenario = "breitenfeld";
  auto run = d.b.run(Mode::Test);
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered)) ==
        std::vector<std::string>{"2019"});
  d.b.setup().scenario = "lutzen";
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered)) ==
        std::vector<std::string>{"2019", "2019 salvo"});
}

TEST_CASE("LotN 8.16: a tercio fires half its musket SP (up) to the front, a quarter (down) through a flank") {
  BattleBuilder b;
  UnitDef te = BattleBuilder::make("te", "Tercio", 1, Arm::TE, 7, 6);
  te.swedish = false;
  int tercio = b.unit(te, "2020", 2);  // Front sides 1 and 2, Flank sides 0 and 3
  int front = b.unit(BattleBuilder::make("a", "Front target", 0, Arm::LI, 4, 5), lotn_fire_nb("2020", 1), 2);
  int flank = b.unit(BattleBuilder::make("b", "Flank target", 0, Arm::LI, 4, 5), lotn_fire_nb("2020", 0), 2);
  int rear = b.unit(BattleBuilder::make("c", "Rear target", 0, Arm::LI, 4, 5), lotn_fire_nb("2020", 4), 2);
  auto run = b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, tercio, FireOccasion::Ordered);
  REQUIRE(opts.size() == 2u);
  const FireOption* f = lotn_fire_find(opts, lotn_fire_nb("2020", 1));
  const FireOption* k = lotn_fire_find(opts, lotn_fire_nb("2020", 0) + " flank");
  REQUIRE(f);
  REQUIRE(k);
  CHECK(f->share == FireShare::TercioFront);
  CHECK(f->strength == 4);
  CHECK(k->share == FireShare::TercioFlank);
  CHECK(k->strength == 1);
  (void)front;
  (void)flank;
  (void)rear;
  // A brigade (not a tercio or LI) never fires through its flank.
  BattleBuilder b2;
  int hi = b2.unit(BattleBuilder::make("h", "Brigade", 0, Arm::HI, 7, 6), "2020", 2);
  b2.unit(BattleBuilder::make("x", "Flank target", 1, Arm::LI, 4, 5), lotn_fire_nb("2020", 0), 2);
  auto run2 = b2.run(Mode::Test);
  CHECK(fire_options(*run2->st, run2->board, hi, FireOccasion::Ordered).empty());
}

TEST_CASE("LotN 8.24, 8.14: small arms never fire through a unit, nor beyond 2 hexes; In Column and Routed never") {
  BattleBuilder b;
  int f = b.unit(lotn_fire_plain(BattleBuilder::make("f", "Brigade", 0, Arm::LI, 6, 6)), "2020", 2);
  std::string e1 = lotn_fire_nb("2020", 1), e2 = lotn_fire_nb(e1, 1), e3 = lotn_fire_nb(e2, 1);
  int near = b.unit(BattleBuilder::make("n", "Near", 1, Arm::LI, 3, 5), e1, 2);
  b.unit(BattleBuilder::make("m", "Behind", 1, Arm::LI, 3, 5), e2, 2);
  b.unit(BattleBuilder::make("o", "Far", 1, Arm::LI, 3, 5), e3, 2);
  auto run = b.run(Mode::Test);
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, f, FireOccasion::Ordered)) == std::vector<std::string>{e1});
  run->unit(near).hex = run->hex(lotn_fire_nb("2020", 4));  // out of the way, behind the firer
  run->board.rebuild();
  CHECK(lotn_fire_ids(fire_options(*run->st, run->board, f, FireOccasion::Ordered)) == std::vector<std::string>{e2});
  run->unit(f).in_column = true;
  CHECK(fire_options(*run->st, run->board, f, FireOccasion::Ordered).empty());
  CHECK(fire_problem(*run->st, f, FireOccasion::Ordered).find("LotN 10.25") != std::string::npos);
  run->unit(f).in_column = false;
  run->unit(f).routed = true;
  CHECK(fire_options(*run->st, run->board, f, FireOccasion::Ordered).empty());
  run->unit(f).routed = false;
  run->st->visibility = Visibility::Heavy;  // fog: range 1
  CHECK(fire_options(*run->st, run->board, f, FireOccasion::Ordered).empty());
}

TEST_CASE("LotN 8.26, 8.23: hits shared in a stack, the bold result's Disruption check, top unit first") {
  BattleBuilder b;
  int f = b.unit(lotn_fire_plain(BattleBuilder::make("f", "Brigade", 0, Arm::LI, 6, 6)), "2020", 2);
  std::string e1 = lotn_fire_nb("2020", 1);
  int top = b.unit(BattleBuilder::make("a", "Top", 1, Arm::LC, 4, 3), e1, 2);
  int under = b.unit(BattleBuilder::make("c", "Under", 1, Arm::LI, 4, 5), e1, 2);
  auto run = b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, f, FireOccasion::Ordered);
  REQUIRE(opts.size() == 1u);
  // The synthetic table gives 1 hit everywhere: the top unit takes it, no Disruption check.
  run->dice_source.push(5);
  small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
  CHECK(run->unit(top).musket_hits == 1);
  CHECK(run->unit(under).musket_hits == 0);
  CHECK(run->dice_source.remaining() == 0u);
  CHECK_FALSE(run->unit(top).disrupted);
}

TEST_CASE("LotN 4.43: the leader casualty check follows small-arms fire only when a hit was inflicted") {
  // Strict: strength 21 at column 9 on the "<0" row is no effect, and no leader roll.
  UnitDef f = lotn_fire_plain(BattleBuilder::make("f", "Big brigade", 0, Arm::LI, 21, 6));
  f.fr = -3;
  UnitDef t = BattleBuilder::make("t", "Cuirassiers", 1, Arm::CR, 6, 6);
  t.weapon = Weapon::Pistol;
  for (int mp : {1, 0}) {
    CAPTURE(mp);
    LotnFireDuel d(f, t);
    int pappenheim = d.b.leader("Pappenheim", 1, "2019", 5);
    auto run = d.b.run(Mode::Strict);
    run->unit(d.firer).mp_spent = mp;
    auto opts = fire_options(*run->st, run->board, d.firer, FireOccasion::Ordered);
    REQUIRE(opts.size() == 1u);
    run->dice_source.push(10);  // 0 - 3: the "<0" row
    if (mp == 0) run->dice_source.push(9);  // the casualty roll: 9 kills
    small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
    CHECK(run->dice_source.remaining() == 0u);
    CHECK(run->unit(d.target).musket_hits == (mp == 0 ? 1 : 0));
    CHECK(run->leader(pappenheim).killed == (mp == 0));
  }
}

TEST_CASE("LotN 8.21, 8.28: reaction fire at a unit entering the ZOC, once a phase") {
  BattleBuilder b;
  int hi = b.unit(BattleBuilder::make("g", "Gula brigade", 0, Arm::HI, 6, 6), "2020", 2);
  UnitDef lc = BattleBuilder::make("c", "Croats", 1, Arm::LC, 4, 4);
  lc.swedish = false;
  int croats = b.unit(lc, "1616", 0);
  auto run = b.run(Mode::Test);
  std::string e1 = lotn_fire_nb("2020", 1), se = lotn_fire_nb("2020", 2);
  run->place(croats, e1);
  run->answers.push(e1);     // fire (not Salvo)
  run->dice_source.push(4);  // the synthetic table: 1 hit
  reaction_fire_on_enter(run->ctx, run->board, croats, run->hex(e1));
  CHECK(run->unit(hi).reaction_fired);
  CHECK_FALSE(run->unit(hi).fired);
  CHECK(run->unit(croats).musket_hits == 1);
  REQUIRE(run->decisions.made().size() == 1u);
  CHECK(run->decisions.made()[0].side == "swedes");
  // Into the next hex of its ZOC: no second reaction this phase (no decision, no die).
  run->place(croats, se);
  reaction_fire_on_enter(run->ctx, run->board, croats, run->hex(se));
  CHECK(run->decisions.made().size() == 1u);
  CHECK(run->unit(croats).musket_hits == 1);
  // A new phase clears the marker: it may fire again, and may hold.
  run->unit(hi).reaction_fired = false;
  run->answers.push("hold");
  reaction_fire_on_enter(run->ctx, run->board, croats, run->hex(se));
  CHECK(run->decisions.made().size() == 2u);
  CHECK(run->unit(croats).musket_hits == 1);
  // A hex outside its ZOC asks nothing.
  run->unit(hi).reaction_fired = false;
  run->place(croats, "1616");
  reaction_fire_on_enter(run->ctx, run->board, croats, run->hex("1616"));
  CHECK(run->decisions.made().size() == 2u);
}

TEST_CASE("LotN 8.28: a unit fired upon at range 1 fires back; at range 2 only with fire.reaction_range any") {
  for (int variant : {0, 1}) {
    CAPTURE(variant);
    BattleBuilder b;
    b.variant("fire.reaction_range", variant);
    int f = b.unit(lotn_fire_plain(BattleBuilder::make("f", "Brigade", 0, Arm::LI, 6, 6)), "2020", 2);
    std::string e2 = lotn_fire_nb(lotn_fire_nb("2020", 1), 1);
    UnitDef t = BattleBuilder::make("t", "Target", 1, Arm::LI, 9, 6);
    int target = b.unit(t, e2, 5);  // facing back at the firer
    auto run = b.run(Mode::Test);
    auto opts = fire_options(*run->st, run->board, f, FireOccasion::Ordered);
    REQUIRE(opts.size() == 1u);
    run->dice_source.push(4);
    if (variant == 1) {
      run->answers.push("2020");
      run->dice_source.push(4);
    }
    small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
    CHECK(run->unit(target).reaction_fired == (variant == 1));
    CHECK(run->unit(f).musket_hits == (variant == 1 ? 1 : 0));
    CHECK(run->dice_source.remaining() == 0u);
  }
}

TEST_CASE("LotN 8.62: the printed Swedes-Heavy selector row picks the column; '<0' row gives Disruption Number 0") {
  BattleBuilder b;
  int gun = b.unit(BattleBuilder::make("g", "Swedish heavy guns", 0, Arm::ArtHeavy, 0, 4), "2020", 2);
  std::string t = "2020";
  for (int i = 0; i < 7; ++i) t = lotn_fire_nb(t, 1);  // 7 hexes east: the example's -1
  int target = b.unit(BattleBuilder::make("t", "Brigade", 1, Arm::HI, 8, 5), t, 2);
  auto run = b.run(Mode::Strict);
  run->st->visibility = Visibility::Light;  // beyond 3 hexes: -1
  auto opts = fire_options(*run->st, run->board, gun, FireOccasion::Barrage);
  REQUIRE(opts.size() == 1u);
  CHECK(opts[0].range == 7);
  // d10 9 is column 10; d6 1 - 1 (range) - 1 (dusk) = -1: the printed "0"; then d6 6 > TQ 5.
  run->dice_source.push(9);
  run->dice_source.push(1);
  run->dice_source.push(6);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->unit(target).disrupted);
  CHECK(run->unit(gun).art_fired);
  CHECK(run->dice_source.remaining() == 0u);

  // d10 4 is column 5, whose row 0 is lost: refused by name.
  run->unit(target).disrupted = false;
  run->st->visibility = Visibility::Clear;
  run->dice_source.push(4);
  run->dice_source.push(1);
  CHECK_THROWS_WITH_AS(artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage),
                       doctest::Contains("has no value for adjusted d6 0, column 5"), MissingValue);
}

TEST_CASE("LotN 8.63: a Disruption Number disrupts every unit in the hex; one already disrupted loses 1 SP") {
  BattleBuilder b;
  int gun = b.unit(BattleBuilder::make("g", "Field guns", 0, Arm::ArtField, 0, 4), "2020", 2);
  std::string e3 = lotn_fire_nb(lotn_fire_nb(lotn_fire_nb("2020", 1), 1), 1);
  int a = b.unit(BattleBuilder::make("a", "Horse", 1, Arm::LC, 4, 5), e3, 2);
  int c = b.unit(BattleBuilder::make("c", "Musketeers", 1, Arm::LI, 4, 5), e3, 2);
  int l = b.leader("Holk", 1, e3, 5);
  auto run = b.run(Mode::Test);
  run->unit(c).disrupted = true;
  auto opts = fire_options(*run->st, run->board, gun, FireOccasion::Barrage);
  REQUIRE(opts.size() == 1u);
  // d10 2 (column 2); d6 6 - 1 (Field at 3 hexes) = 5: N 1; d6 5 + 1 = 6 > TQ 5; leader roll 3 <= 5.
  for (int face : {2, 6, 5, 3}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK(run->unit(a).disrupted);
  CHECK(run->unit(a).musket_hits == 0);
  CHECK(run->unit(c).disrupted);
  CHECK_FALSE(run->unit(c).routed);
  CHECK(run->unit(c).musket_hits == 1);
  CHECK(run->dice_source.remaining() == 0u);  // the leader rolled
  CHECK_FALSE(run->leader(l).wounded);

  // Not disrupted: no leader roll.
  run->unit(a).disrupted = false;
  for (int face : {2, 6, 4}) run->dice_source.push(face);  // 4 + 1 = 5, not above 5
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Barrage);
  CHECK_FALSE(run->unit(a).disrupted);
  CHECK(run->dice_source.remaining() == 0u);
}

TEST_CASE("LotN 8.63: a regimental result of 3 or more is also a hit; 8.65: no rank adjustment for regimental guns") {
  BattleBuilder b;
  int gun = b.unit(BattleBuilder::make("g", "Regimental guns", 0, Arm::ArtRegimental, 0, 4), "2020", 2);
  UnitDef te = BattleBuilder::make("t", "Tercio", 1, Arm::TE, 8, 7);
  int t = b.unit(te, lotn_fire_nb("2020", 1), 2);  // the gun is in its rear: it cannot fire back
  auto run = b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, gun, FireOccasion::Ordered);
  REQUIRE(opts.size() == 1u);
  // d10 1 (column 1); d6 6 + 2 (range 1) = 8, not 10 (no +2 for the tercio's ranks): N 3;
  // d6 1 + 3 = 4, not above TQ 7: not disrupted, but one hit.
  for (int face : {1, 6, 1}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered);
  CHECK(run->looked_up("Artillery Fire Table, results", "adjusted d6 8, column 1"));
  CHECK_FALSE(run->unit(t).disrupted);
  CHECK(run->unit(t).hits() == 1);
  CHECK(run->unit(gun).fired);
  CHECK(run->dice_source.remaining() == 0u);
  // Moved 2 MP before firing: -2 (LotN 8.53).
  run->unit(gun).mp_spent = 2;
  run->lookups.clear();
  for (int face : {1, 6, 1}) run->dice_source.push(face);
  artillery_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered);
  CHECK(run->looked_up("Artillery Fire Table, results", "adjusted d6 6, column 1"));
  CHECK(run->unit(t).hits() == 1);
}

TEST_CASE("Artillery Usage Table: when guns may fire") {
  BattleBuilder b;
  int field = b.unit(BattleBuilder::make("f", "Field guns", 0, Arm::ArtField, 0, 4), "2020", 2);
  int regt = b.unit(BattleBuilder::make("r", "Regimental guns", 0, Arm::ArtRegimental, 0, 4), "2220", 2);
  b.unit(BattleBuilder::make("t", "Target", 1, Arm::HI, 8, 6), lotn_fire_nb("2020", 1), 2);
  auto run = b.run(Mode::Test);
  const Battle& st = *run->st;
  CHECK(fire_problem(st, field, FireOccasion::Barrage).empty());
  CHECK(fire_problem(st, field, FireOccasion::Ordered).find("Momentum") != std::string::npos);
  CHECK(fire_problem(st, regt, FireOccasion::Ordered).empty());
  CHECK(fire_problem(st, field, FireOccasion::Reaction).empty());
  run->st->orders_kind = "momentum";
  CHECK(fire_problem(st, field, FireOccasion::Ordered).empty());
  CHECK(fire_problem(st, regt, FireOccasion::Ordered).find("Initial") != std::string::npos);
  CHECK(fire_options(st, run->board, field, FireOccasion::Ordered).size() == 1u);
  run->unit(field).art_moved = true;
  CHECK(fire_problem(st, field, FireOccasion::Ordered).find("LotN 8.51") != std::string::npos);
  CHECK(fire_options(st, run->board, field, FireOccasion::Ordered).empty());
  run->unit(field).art_moved = false;
  run->unit(field).disrupted = true;
  CHECK(fire_problem(st, field, FireOccasion::Barrage).find("LotN 8.56") != std::string::npos);
  CHECK(fire_problem(st, regt, FireOccasion::Caracole).size() > 0u);
}

TEST_CASE("LotN 8.54: an Imperialist heavy gun moves on 6-9, else neither moves nor fires this turn") {
  BattleBuilder b;
  UnitDef h = BattleBuilder::make("h", "Imperial heavy guns", 1, Arm::ArtHeavy, 0, 4);
  h.swedish = false;
  int stuck = b.unit(h, "2020", 2);
  int free = b.unit(h, "2220", 2);
  int swede = b.unit(BattleBuilder::make("s", "Swedish heavy guns", 0, Arm::ArtHeavy, 0, 4), "1020", 2);
  auto run = b.run(Mode::Test);
  run->dice_source.push(5);
  CHECK_FALSE(imperial_heavy_may_move(run->ctx, stuck));
  CHECK(run->unit(stuck).heavy_stuck);
  CHECK_FALSE(fire_problem(*run->st, stuck, FireOccasion::Barrage).empty());
  CHECK_FALSE(imperial_heavy_may_move(run->ctx, stuck));  // one roll a turn
  run->dice_source.push(6);
  CHECK(imperial_heavy_may_move(run->ctx, free));
  CHECK(imperial_heavy_may_move(run->ctx, free));
  CHECK(imperial_heavy_may_move(run->ctx, swede));
  CHECK(run->dice_source.remaining() == 0u);
}

TEST_CASE("LotN 8.64: the barrage alternates gun by gun, the Swedes first; none in heavy fog") {
  BattleBuilder b;
  int sw = b.unit(BattleBuilder::make("s", "Swedish guns", 0, Arm::ArtField, 0, 4), "2020", 2);
  std::string e3 = lotn_fire_nb(lotn_fire_nb(lotn_fire_nb("2020", 1), 1), 1);
  UnitDef ig = BattleBuilder::make("i", "Imperial guns", 1, Arm::ArtField, 0, 4);
  ig.swedish = false;
  int im = b.unit(ig, e3, 5);  // facing west, at the Swedish guns
  auto run = b.run(Mode::Test);
  run->st->phase = Phase::Barrage;
  run->answers.push(e3);
  run->answers.push("2020");
  // each: d10 1, d6 1 - 1 (3 hexes) - 1 (a gun alone: few ranks) = -1: no effect
  for (int i = 0; i < 4; ++i) run->dice_source.push(1);
  barrage_phase(run->ctx, run->board);
  REQUIRE(run->decisions.made().size() == 2u);
  CHECK(run->decisions.made()[0].side == "swedes");
  CHECK(run->decisions.made()[1].side == "imperialists");
  CHECK(run->unit(sw).art_fired);
  CHECK(run->unit(im).art_fired);
  CHECK(run->dice_source.remaining() == 0u);

  auto fog = b.run(Mode::Test);
  fog->st->visibility = Visibility::Heavy;
  barrage_phase(fog->ctx, fog->board);
  CHECK(fog->decisions.made().empty());
  CHECK_FALSE(fog->unit(sw).art_fired);
}

TEST_CASE("doctrine: the advice fires, and prefers Salvo to plain fire") {
  BattleBuilder b;
  int f = b.unit(BattleBuilder::make("f", "Swedish brigade", 0, Arm::HI, 5, 6), "2020", 2);
  b.unit(BattleBuilder::make("t", "Target", 1, Arm::LI, 9, 6), lotn_fire_nb("2020", 1), 2);
  auto run = b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, f, FireOccasion::Ordered);
  int best = best_fire(*run->st, opts);
  REQUIRE(best >= 0);
  CHECK(opts[static_cast<std::size_t>(best)].volley == Volley::DoubleSalvo);
  CHECK(fire_value(*run->st, opts[0]) < fire_value(*run->st, opts[1]));
}

TEST_CASE("LotN 8.29 example: 11-13 less 2L for 2 MP moved, rolling 7 + 1: 2 hits; the tercio passes half, disrupts, then routs (strict)") {
  BattleBuilder b;
  UnitDef sw = BattleBuilder::make("f", "Swedish brigade", 0, Arm::HI, 11, 7);
  sw.shock_sp = 6;
  sw.fr = 1;
  int f = b.unit(sw, "2020", 2);
  UnitDef te = BattleBuilder::make("t", "Tercio", 1, Arm::TE, 8, 7);
  te.shock_sp = 7;
  te.tq_disrupted = 6;
  te.swedish = false;
  int t = b.unit(te, lotn_fire_nb("2020", 1), 2);
  auto run = b.run(Mode::Strict);
  run->unit(t).musket_hits = 5;
  run->unit(t).pike_hits = 2;
  run->unit(f).mp_spent = 2;
  run->unit(f).moved = true;
  auto opts = fire_options(*run->st, run->board, f, FireOccasion::Ordered);
  const FireOption* o = lotn_fire_find(opts, lotn_fire_nb("2020", 1));
  REQUIRE(o);
  run->dice_source.push(7);  // + 1 Fire Rate = 8 on column 5 (6-7): 2 hits (the example's cell)
  run->dice_source.push(6);  // 6 + 2 = 8 > the disrupted TQ 6
  resolve_fire(run->ctx, run->board, *o, FireOccasion::Ordered);
  CHECK(run->unit(t).perm_disrupted);
  CHECK(run->unit(t).routed);
  CHECK(run->unit(t).hits() == 10);  // 9, and 1 SP for routing (LotN 12.32)
  CHECK(run->dice_source.remaining() == 0u);
}

TEST_CASE("LotN 8.23, 8.26: the bold Disruption check: the top unit, then the one below only if the top disrupts") {
  for (int top_die : {2, 1}) {
    CAPTURE(top_die);
    BattleBuilder b;
    int f = b.unit(lotn_fire_plain(BattleBuilder::make("f", "Brigade", 0, Arm::LI, 6, 6)), "2020", 2);
    std::string e1 = lotn_fire_nb("2020", 1);
    int top = b.unit(BattleBuilder::make("a", "Top", 1, Arm::LC, 4, 3), e1, 2);
    int under = b.unit(BattleBuilder::make("c", "Under", 1, Arm::LI, 4, 5), e1, 2);
    auto run = b.run(Mode::Strict);
    auto opts = fire_options(*run->st, run->board, f, FireOccasion::Ordered);
    REQUIRE(opts.size() == 1u);
    run->dice_source.push(8);  // column 5 (6-7) rolling 8: 2 hits, one each
    run->dice_source.push(top_die);  // 2 + 2 = 4 > 3 disrupts; 1 + 2 = 3 does not
    if (top_die == 2) run->dice_source.push(4);  // the unit below: 4 + 2 = 6 > 5
    small_arms_fire(run->ctx, run->board, opts[0], FireOccasion::Ordered, true);
    CHECK(run->unit(top).musket_hits == 1);
    CHECK(run->unit(under).musket_hits == 1);
    CHECK(run->unit(top).disrupted == (top_die == 2));
    CHECK(run->unit(under).disrupted == (top_die == 2));
    CHECK(run->dice_source.remaining() == 0u);
  }
}

TEST_CASE("LotN 8.21: reaction fire at a unit leaving the ZOC") {
  BattleBuilder b;
  int hi = b.unit(lotn_fire_plain(BattleBuilder::make("g", "Brigade", 0, Arm::HI, 6, 6)), "2020", 2);
  UnitDef lc = BattleBuilder::make("c", "Croats", 1, Arm::LC, 4, 4);
  lc.swedish = false;
  std::string e1 = lotn_fire_nb("2020", 1);
  int croats = b.unit(lc, e1, 0);
  auto run = b.run(Mode::Test);
  run->answers.push(e1);
  run->dice_source.push(4);
  reaction_fire_on_leave(run->ctx, run->board, croats, run->hex(e1));
  CHECK(run->unit(hi).reaction_fired);
  CHECK(run->unit(croats).musket_hits == 1);
  CHECK(run->decisions.made().size() == 1u);
}

TEST_CASE("LotN 8.16: a tercio's ordered fire goes on to its other shares, each at its own target") {
  BattleBuilder b;
  UnitDef te = BattleBuilder::make("te", "Tercio", 1, Arm::TE, 7, 6);
  te.swedish = false;
  int tercio = b.unit(te, "2020", 2);
  std::string fr = lotn_fire_nb("2020", 1), fl = lotn_fire_nb("2020", 0);
  int front = b.unit(BattleBuilder::make("a", "Front target", 0, Arm::LI, 4, 5), fr, 1);
  int flank = b.unit(BattleBuilder::make("b", "Flank target", 0, Arm::LI, 4, 5), fl, 0);
  auto run = b.run(Mode::Test);
  auto opts = fire_options(*run->st, run->board, tercio, FireOccasion::Ordered);
  const FireOption* f = lotn_fire_find(opts, fr);
  REQUIRE(f);
  run->answers.push(fl + " flank");  // then the flank quarter, at the other target
  run->dice_source.push(4);
  run->dice_source.push(4);
  // Both targets have the tercio in their rear: neither fires back.
  resolve_fire(run->ctx, run->board, *f, FireOccasion::Ordered);
  CHECK(run->unit(front).musket_hits == 1);
  CHECK(run->unit(flank).musket_hits == 1);
  CHECK(run->looked_up("Small-Arms Fire Table, results", "die roll 4, column 2"));  // 1 SP: column 2
  CHECK(run->unit(tercio).fired);
}

TEST_CASE("LotN 8.3: the caracole: reaction fire as the CR enters, then its fire with the caracole Fire Rate") {
  for (bool countercharged : {false, true}) {
    CAPTURE(countercharged);
    BattleBuilder b;
    int hi = b.unit(BattleBuilder::make("g", "Swedish brigade", 0, Arm::HI, 8, 6), "2020", 2);
    UnitDef cr = BattleBuilder::make("c", "Cuirassiers", 1, Arm::CR, 4, 5);
    cr.swedish = false;
    cr.fr = 0;
    cr.fr_caracole = 2;
    std::string e1 = lotn_fire_nb("2020", 1);
    int c = b.unit(cr, "1616", 5);
    auto run = b.run(Mode::Test);
    CHECK(caracole_problem(*run->st, run->board, c).empty());
    CHECK(caracole_hex_problem(*run->st, run->board, c, run->hex(e1), run->hex("2020")).empty());
    CHECK_FALSE(caracole_hex_problem(*run->st, run->board, c, run->hex(lotn_fire_nb("2020", 4)), run->hex("2020")).empty());
    run->place(c, e1);
    run->answers.push("hold");  // the brigade holds its fire (to counter-charge)
    std::vector<int> may = caracole_reactions(run->ctx, run->board, c, run->hex(e1));
    CHECK(may == std::vector<int>{hi});
    run->answers.push("hold");  // fired upon, it holds again
    run->dice_source.push(5);   // 5 + 2 caracole, or + 0
    CHECK(caracole_fire(run->ctx, run->board, c, run->hex("2020"), countercharged));
    CHECK(run->looked_up("Small-Arms Fire Table, results",
                         countercharged ? "die roll 5, column 4" : "die roll 7, column 4"));
    CHECK(run->unit(c).caracoled);
    CHECK_FALSE(caracole_problem(*run->st, run->board, c).empty());
    CHECK(run->unit(hi).musket_hits + run->unit(hi).pike_hits == 1);
  }
}
