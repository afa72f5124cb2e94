// Lion of the North: the turn sequence step by step (LotN 3.0, 5), with
// scripted dice and decisions: who is activated first (5.12) and the ties,
// passing, Trump and Trump of the Trump (5.4), Momentum, the Die Roll of Doom
// and Re-Activation (5.3), the Elite Orders Phase (5.5), an Orders Phase of
// Individual Orders (4.22, 5.22), the 3R Phase (12.34) and the Army
// Withdrawal Phase (13.15, with nightfall).
#include <doctest/doctest.h>

#include <deque>

#include "lotn/fire.h"
#include "lotn/lines.h"
#include "lotn/lotn_battle_fixture.h"
#include "lotn/movement.h"
#include "lotn/sequence.h"

namespace umpire {
namespace {

using lotn::Phase;
using Status = lotn::LeaderState::Status;

// Two armies far apart (no fire, no shock): a brigade a side and leaders of the Initiatives asked.
struct SeqBattle {
  lotn_test::BattleBuilder b;
  int red_unit = -1, blue_unit = -1;
  std::vector<int> leaders;
  SeqBattle(std::vector<std::pair<int, int>> side_and_initiative) {
    // The synthetic charts, as the Command Range path reads them (a static the battle only borrows).
    b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
    red_unit = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 6), "1112", 2);
    blue_unit = b.unit(lotn_test::BattleBuilder::make("wahl", "Wahl's tercio", 1, lotn::Arm::HI, 6, 6), "2828", 5);
    int k = 0;
    for (auto [side, ini] : side_and_initiative) {
      std::string name = (side == 0 ? "Swede " : "Imperial ") + std::to_string(++k);
      int l = b.leader(name, side, side == 0 ? "1113" : "2827", 5);
      b.setup().leaders[static_cast<std::size_t>(l)].initiative = ini;
      leaders.push_back(l);
    }
  }
  // The leader's initial Orders Phase about to be fought, he activated.
  std::unique_ptr<lotn_test::BattleRun> run_orders(int leader) {
    auto r = run(Phase::Orders);
    r->begin_orders(leader);
    return r;
  }
  std::unique_ptr<lotn_test::BattleRun> run(Phase phase) {
    auto r = b.run(lotn::Mode::Test);
    r->st->phase = phase;
    r->st->active = -1;
    r->st->orders_kind.clear();
    r->st->time = 14 * 60;
    return r;
  }
};

void seq_step(lotn_test::BattleRun& r) { lotn::step(r.ctx); }

// The leader whose phase it is (Momentum or Orders), activated, with his phases this turn so far.
void seq_active(lotn_test::BattleRun& r, int leader, int phases) {
  r.st->active = leader;
  r.leader(leader).status = Status::Active;
  r.leader(leader).activated = true;
  r.leader(leader).phases = phases;
}

}  // namespace

TEST_CASE("LotN sequence: the lowest Initiative is designated first, of either side (5.12)") {
  SeqBattle t({{0, 4}, {1, 2}, {0, 3}});
  auto r = t.run(Phase::Activation);
  r->answers.push("activate");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[1]);
  CHECK(r->st->phase == Phase::Orders);
  CHECK(r->st->orders_kind == "initial");
  CHECK(r->leader(t.leaders[1]).activated);
  CHECK(r->answers.remaining() == 0u);
  CHECK(r->dice_source.remaining() == 0u);
}

TEST_CASE("LotN sequence: a tie across the sides is rolled for once, then the sides alternate (5.12)") {
  SeqBattle t({{0, 3}, {0, 3}, {1, 3}, {1, 3}});
  auto r = t.run(Phase::Activation);
  r->dice_source.push(4);  // the Swedes
  r->dice_source.push(4);  // the Imperialists: a tie, again
  r->dice_source.push(2);
  r->dice_source.push(8);  // the Imperialists go first
  r->answers.push("Imperial 3");  // two of theirs tie: they choose
  r->answers.push("activate");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[2]);
  CHECK(r->dice_source.remaining() == 0u);
  // His phase over, he is Finished; the next of Initiative 3 is a Swede, with no roll.
  r->leader(t.leaders[2]).status = Status::Finished;
  r->st->phase = Phase::Activation;
  r->answers.push("Swede 2");
  r->answers.push("activate");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[1]);
  CHECK(lotn::ldef(*r->st, r->st->active).side == 0);
}

TEST_CASE("LotN sequence: a leader passed is Finished, and the next is designated (5.15)") {
  SeqBattle t({{0, 2}, {1, 4}});
  auto r = t.run(Phase::Activation);
  r->answers.push("pass");
  seq_step(*r);
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
  CHECK(r->st->phase == Phase::Activation);
  r->answers.push("activate");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[1]);
}

TEST_CASE("LotN sequence: a Trump that succeeds activates the trumper; the leader passed over keeps his turn without Momentum (5.41, 5.44)") {
  SeqBattle t({{0, 2}, {0, 5}, {1, 3}});
  auto r = t.run(Phase::Activation);
  r->answers.push("trump Swede 2");
  r->dice_source.push(5);  // at or under 5: success
  // The Imperialist of Initiative 3 may not Trump the Trump of a 5 (5.42: at least as high): not asked.
  seq_step(*r);
  CHECK(r->st->active == t.leaders[1]);
  CHECK(r->st->orders_kind == "trump");
  CHECK(r->leader(t.leaders[0]).no_momentum);
  CHECK(r->leader(t.leaders[0]).status == Status::Inactive);
  CHECK_FALSE(r->leader(t.leaders[0]).activated);
  CHECK(r->answers.remaining() == 0u);
}

TEST_CASE("LotN sequence: a Trump that fails Finishes the trumper and activates the leader designated (5.44)") {
  SeqBattle t({{0, 2}, {0, 5}});
  auto r = t.run(Phase::Activation);
  r->answers.push("trump Swede 2");
  r->dice_source.push(6);
  seq_step(*r);
  CHECK(r->leader(t.leaders[1]).status == Status::Finished);
  CHECK(r->st->active == t.leaders[0]);
  CHECK(r->st->orders_kind == "initial");
}

TEST_CASE("LotN sequence: the Trump of the Trump (5.42), the first trumper passed over or Finished by the variant") {
  for (int variant : {0, 1}) {
    CAPTURE(variant);
    SeqBattle t({{0, 2}, {0, 4}, {1, 5}});
    t.b.variant("activation.trumped_trumper", variant);
    auto r = t.run(Phase::Activation);
    r->answers.push("trump Swede 2");
    r->dice_source.push(3);  // the Swede's Trump succeeds
    r->answers.push("trump Imperial 3");
    r->dice_source.push(5);  // and the Imperialist's too
    seq_step(*r);
    CHECK(r->st->active == t.leaders[2]);
    CHECK(r->st->orders_kind == "trump");
    if (variant == 0) {
      CHECK(r->leader(t.leaders[1]).status == Status::Inactive);
      CHECK(r->leader(t.leaders[1]).no_momentum);
    } else {
      CHECK(r->leader(t.leaders[1]).status == Status::Finished);
    }
    CHECK(r->leader(t.leaders[0]).no_momentum);
  }
}

TEST_CASE("LotN sequence: Momentum at or under the Initiative runs another phase; over it Finishes (5.32)") {
  SeqBattle t({{0, 4}, {1, 2}});
  auto r = t.run(Phase::Momentum);
  seq_active(*r, t.leaders[0], 1);
  r->answers.push("roll");
  r->dice_source.push(4);
  seq_step(*r);
  CHECK(r->st->phase == Phase::Orders);
  CHECK(r->st->orders_kind == "momentum");
  CHECK(r->st->active == t.leaders[0]);
  r->st->phase = Phase::Momentum;
  r->answers.push("roll");
  r->dice_source.push(5);
  seq_step(*r);
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
  CHECK(r->st->phase == Phase::Activation);
}

TEST_CASE("LotN sequence: no Momentum after three phases, nor for a leader passed over by a Trump (5.14, 5.44)") {
  SeqBattle t({{0, 7}, {1, 2}});
  auto r = t.run(Phase::Momentum);
  seq_active(*r, t.leaders[0], 3);
  seq_step(*r);  // no decision, no die
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
  r->st->phase = Phase::Momentum;
  r->leader(t.leaders[0]).status = Status::Active;
  r->leader(t.leaders[0]).phases = 1;
  r->leader(t.leaders[0]).no_momentum = true;
  seq_step(*r);
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
}

TEST_CASE("LotN sequence: the Momentum Trump (5.42 #2)") {
  SeqBattle t({{0, 3}, {1, 4}});
  auto r = t.run(Phase::Momentum);
  seq_active(*r, t.leaders[0], 1);
  r->answers.push("roll");
  r->dice_source.push(1);              // Momentum gained
  r->answers.push("trump Imperial 2");  // the Imperialist tries
  r->dice_source.push(10);             // a 0: success
  seq_step(*r);
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
  CHECK(r->st->active == t.leaders[1]);
  CHECK(r->st->orders_kind == "trump");
}

TEST_CASE("LotN sequence: the Die Roll of Doom: 9 then 9 ends the turn's activations (5.33)") {
  SeqBattle t({{0, 5}, {1, 6}});
  auto r = t.run(Phase::Momentum);
  seq_active(*r, t.leaders[0], 1);
  r->answers.push("roll");
  r->dice_source.push(9);
  r->dice_source.push(9);
  seq_step(*r);
  CHECK(r->st->doom);
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
  seq_step(*r);  // the Imperialist never gets his activation
  CHECK(r->st->phase == Phase::Rout);
  CHECK_FALSE(r->leader(t.leaders[1]).activated);
}

TEST_CASE("LotN sequence: 9 then 0 or 1: the other side re-activates a leader, a Finished one without Momentum (5.33, 5.34)") {
  SeqBattle t({{0, 5}, {1, 6}, {1, 2}});
  auto r = t.run(Phase::Momentum);
  seq_active(*r, t.leaders[0], 1);
  r->leader(t.leaders[2]).status = Status::Finished;
  r->leader(t.leaders[2]).activated = true;
  r->answers.push("roll");
  r->dice_source.push(9);
  r->dice_source.push(1);
  r->answers.push("Imperial 3");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[2]);
  CHECK(r->st->orders_kind == "reactivation");
  CHECK(r->leader(t.leaders[2]).no_momentum);
  CHECK(r->leader(t.leaders[0]).status == Status::Finished);
}

TEST_CASE("LotN sequence: the Elite Orders Phase goes before the first activation and leaves the leader Inactive (5.5)") {
  SeqBattle t({{0, 6}, {0, 2}, {1, 1}});
  t.b.setup().leaders[static_cast<std::size_t>(t.leaders[0])].overall_commander = true;
  t.b.setup().leaders[static_cast<std::size_t>(t.leaders[0])].elite = true;
  auto r = t.run(Phase::Activation);
  r->answers.push("Swede 2");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[1]);
  CHECK(r->st->orders_kind == "elite");
  CHECK_FALSE(r->leader(t.leaders[1]).activated);
  // His Orders Phase: no orders, then back to Inactive with one phase counted.
  r->answers.push("done");
  seq_step(*r);
  CHECK(r->leader(t.leaders[1]).status == Status::Inactive);
  CHECK(r->leader(t.leaders[1]).phases == 1);
  CHECK(r->st->phase == Phase::Activation);
  // Then the activations from the lowest Initiative: the Imperialist's 1 first, not asked for an Elite phase.
  r->answers.push("activate");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[2]);
  CHECK(r->answers.remaining() == 0u);
}

TEST_CASE("LotN sequence: an Orders Phase gives at most Initiative Individual Orders, a unit once (4.22, 5.23)") {
  SeqBattle t({{0, 1}});
  auto r = t.run_orders(t.leaders[0]);
  // A move of one hex, keeping the facing.
  std::vector<lotn::MoveOption> moves = lotn::move_options(*r->st, r->board, t.red_unit);
  const lotn::MoveOption* one = nullptr;
  for (const auto& o : moves)
    if (o.hexes == 1 && o.facing == r->unit(t.red_unit).facing && !one) one = &o;
  REQUIRE(one != nullptr);
  lotn::Hex to = one->hex;
  r->answers.push("gula");  // the order: Gula brigade
  r->answers.push("hold");  // changed his mind: no order spent
  r->answers.push("gula");
  r->answers.push(lotn::move_id(*r->st, *one));
  seq_step(*r);
  CHECK(r->unit(t.red_unit).hex == to);
  CHECK(r->unit(t.red_unit).moved);
  CHECK(r->st->phase == Phase::Momentum);
  CHECK(r->answers.remaining() == 0u);  // Initiative 1: no "done" asked after the one order
  CHECK(r->leader(t.leaders[0]).phases == 1);
}

TEST_CASE("LotN sequence: a leader who begins his phase in an enemy ZOC gives no orders, and goes first once free (4.27, 5.25)") {
  SeqBattle t({{0, 3}});
  auto r = t.run_orders(t.leaders[0]);
  // Beside Wahl's tercio, in its ZOC.
  std::optional<lotn::Hex> in_zoc;
  for (const auto& n : r->st->s->map->grid().neighbours(r->hex("2828")))
    if (n && r->board.enemy_zoc(*n, 0) && !in_zoc) in_zoc = *n;
  REQUIRE(in_zoc.has_value());
  r->leader(t.leaders[0]).hex = *in_zoc;
  r->board.rebuild();
  seq_step(*r);  // no decision asked
  bool said = false;
  for (const auto& line : r->st->log)
    if (line.find("gives no orders") != std::string::npos) said = true;
  CHECK(said);
  // Not Finished (5.25): he waits, and is not designated while held.
  CHECK(r->st->phase == Phase::Activation);
  CHECK(r->leader(t.leaders[0]).status == Status::Inactive);
  CHECK(r->leader(t.leaders[0]).blocked);
  seq_step(*r);
  CHECK(r->st->phase == Phase::Rout);  // no one else to activate
  // Free of the ZOC later in the turn, he goes before any higher-rated leader.
  r->st->phase = Phase::Activation;
  r->leader(t.leaders[0]).hex = r->hex("1113");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[0]);
  CHECK(r->st->phase == Phase::Orders);
  CHECK_FALSE(r->leader(t.leaders[0]).blocked);
}

TEST_CASE("LotN sequence: 3R moves each routed unit its Disrupted MA and flips the Finished leaders (12.34)") {
  SeqBattle t({{0, 3}, {1, 3}});
  auto r = t.run(Phase::Rout);
  r->unit(t.red_unit).routed = true;
  r->unit(t.red_unit).disrupted = true;
  r->unit(t.red_unit).rallied = true;
  r->leader(t.leaders[0]).status = Status::Finished;
  lotn::Hex before = r->unit(t.red_unit).hex;
  seq_step(*r);
  CHECK(r->st->phase == Phase::Withdrawal);
  CHECK_FALSE(r->unit(t.red_unit).rallied);
  if (r->unit(t.red_unit).on_map) CHECK(r->st->s->map->grid().distance(before, r->unit(t.red_unit).hex) >= 1);
  CHECK(r->leader(t.leaders[0]).status == Status::Active);
}

TEST_CASE("LotN sequence: the Army Withdrawal Phase ends the battle, or night does, or the next turn begins (13.15)") {
  SUBCASE("one army withdraws") {
    SeqBattle t({{0, 3}, {1, 3}});
    auto r = t.run(Phase::Withdrawal);
    r->st->wp = {40, 100};
    seq_step(*r);
    CHECK(r->st->phase == Phase::Over);
    CHECK(r->st->winner == 0);
    CHECK(r->st->ending == "withdrawal");
  }
  SUBCASE("both in the same phase: a draw") {
    SeqBattle t({{0, 3}, {1, 3}});
    auto r = t.run(Phase::Withdrawal);
    r->st->wp = {100, 120};
    seq_step(*r);
    CHECK(r->st->winner == -1);
    CHECK(r->st->ending == "both_withdrew");
  }
  SUBCASE("the last turn ends with nightfall") {
    SeqBattle t({{0, 3}, {1, 3}});
    auto r = t.run(Phase::Withdrawal);
    r->st->time = r->st->s->last_turn;
    seq_step(*r);
    CHECK(r->st->ending == "nightfall");
    CHECK(r->st->winner == -1);
  }
  SUBCASE("else the next turn, half an hour later, in the dusk") {
    SeqBattle t({{0, 3}, {1, 3}});
    auto r = t.run(Phase::Withdrawal);
    r->st->time = r->st->s->dusk - 30;
    seq_step(*r);
    CHECK(r->st->phase == Phase::TurnStart);
    CHECK(r->st->turn == 2);
    seq_step(*r);
    CHECK(r->st->visibility == lotn::Visibility::Light);
    CHECK(r->st->phase == Phase::Barrage);
  }
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN sequence: a Line Command moves each member in turn, up to the Line Command rating, never mixed with Individual Orders (4.23, 5.21)") {
  SeqBattle t({{0, 2}});
  int second = t.b.unit(lotn_test::BattleBuilder::make("gula2", "Second brigade", 0, lotn::Arm::HI, 6, 6), "1012", 2);
  lotn::LeaderDef& ld = t.b.setup().leaders[static_cast<std::size_t>(t.leaders[0])];
  ld.overall_commander = true;  // eligible without a roll (4.25)
  ld.line_commands = 1;
  auto r = t.run_orders(t.leaders[0]);
  std::vector<lotn::Line> lines = lotn::line_options(*r->st, r->board, t.leaders[0]);
  REQUIRE_FALSE(lines.empty());
  const lotn::Line* both = nullptr;
  for (const auto& l : lines)
    if (l.units.size() == 2 && !both) both = &l;
  REQUIRE(both != nullptr);
  // Each member's move: one hex, same facing.
  std::vector<std::string> moves;
  for (int u : both->units) {
    std::vector<lotn::MoveOption> opts = lotn::move_options(*r->st, r->board, u);
    for (const auto& o : opts)
      if (o.hexes == 1 && o.facing == r->unit(u).facing) {
        moves.push_back(lotn::move_id(*r->st, o));
        break;
      }
  }
  REQUIRE(moves.size() == 2u);
  r->answers.push(both->id);
  r->answers.push(moves[0]);
  r->answers.push(moves[1]);
  r->answers.push("stay");  // he may move with the Line (4.5, line_leader_test.cpp): he stays
  seq_step(*r);
  CHECK(r->unit(t.red_unit).moved);
  CHECK(r->unit(second).moved);
  CHECK(r->leader(t.leaders[0]).hex == r->hex("1113"));
  CHECK(r->leader(t.leaders[0]).lc_tested);
  CHECK(r->leader(t.leaders[0]).lc_eligible);
  CHECK(r->dice_source.remaining() == 0u);  // the overall commander rolls for nothing
  CHECK(r->answers.remaining() == 0u);      // one Line Command: no "done" asked after it
  CHECK(r->st->phase == Phase::Momentum);
}

TEST_CASE("LotN sequence: a leader who fails his Strategy roll gives Individual Orders only (4.25)") {
  SeqBattle t({{0, 1}});
  t.b.unit(lotn_test::BattleBuilder::make("gula2", "Second brigade", 0, lotn::Arm::HI, 6, 6), "1012", 2);
  lotn::LeaderDef& ld = t.b.setup().leaders[static_cast<std::size_t>(t.leaders[0])];
  ld.line_commands = 1;
  ld.strategy = 3;
  auto r = t.run_orders(t.leaders[0]);
  r->st->turn = 2;  // not the first turn
  std::vector<lotn::Line> lines = lotn::line_options(*r->st, r->board, t.leaders[0]);
  REQUIRE_FALSE(lines.empty());
  r->answers.push(lines.front().id);
  r->dice_source.push(4);     // over his Strategy of 3
  r->answers.push("done");    // Individual Orders remain: he gives none
  seq_step(*r);
  CHECK(r->leader(t.leaders[0]).lc_tested);
  CHECK_FALSE(r->leader(t.leaders[0]).lc_eligible);
  CHECK_FALSE(r->unit(t.red_unit).moved);
  CHECK(r->answers.remaining() == 0u);
}

}  // namespace umpire

namespace umpire {
namespace {

// The scripted answers first, then the first option offered whose id starts with `prefer`, then the advice.
class SeqCaracoleAnswers : public DecisionSource {
 public:
  std::deque<std::string> first;
  std::string prefer = "caracole ";
  std::vector<std::string> asked;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r.label);
    if (!first.empty()) {
      std::string a = first.front();
      first.pop_front();
      return a;
    }
    for (const auto& o : r.options)
      if (o.id.rfind(prefer, 0) == 0) return o.id;
    return r.advice;
  }
  std::string by() const override { return "script"; }
};

}  // namespace

TEST_CASE("LotN sequence: a caracole by Individual Order: the CR rides up, fires and rides off (8.31-8.33)") {
  SeqBattle t({{0, 1}});
  auto cr_def = lotn_test::BattleBuilder::make("reiters", "Reiters", 0, lotn::Arm::CR, 4, 6);
  cr_def.fr_caracole = 1;
  int cr = t.b.unit(cr_def, "2024", 0);
  auto r = t.run_orders(t.leaders[0]);
  r->leader(t.leaders[0]).hex = r->hex("2025");
  // Wahl's tercio two hexes in front of the reiters.
  const lotn::HexGrid& grid = r->st->s->map->grid();
  std::optional<lotn::Hex> spot;
  for (const auto& n : grid.neighbours(r->hex("2024")))
    if (n && lotn::arc_of(grid, lotn::shape(*r->st, cr), *n) == lotn::Arc::Front)
      for (const auto& m : grid.neighbours(*n))
        if (m && grid.distance(*m, r->hex("2024")) == 2 && !spot) spot = *m;
  REQUIRE(spot.has_value());
  r->unit(t.blue_unit).hex = *spot;
  r->unit(t.blue_unit).facing = 3;
  r->board.rebuild();
  for (int i = 0; i < 40; ++i) r->dice_source.push(1);  // every roll low: no hits, every check held
  SeqCaracoleAnswers answers;
  answers.first.push_back("reiters");
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  std::string log;
  for (const auto& line : r->st->log) log += line + "\n";
  INFO(log);
  CHECK(r->unit(cr).caracoled);
  CHECK(log.find("rides off") != std::string::npos);
  CHECK(grid.distance(r->unit(cr).hex, *spot) >= 2);
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN sequence: a unit In Column fired on is back in line and Disrupted when the phase ends (10.27)") {
  SeqBattle t({{0, 1}});
  auto r = t.run_orders(t.leaders[0]);
  const lotn::HexGrid& grid = r->st->s->map->grid();
  std::optional<lotn::Hex> front;
  for (const auto& n : grid.neighbours(r->hex("1112")))
    if (n && lotn::arc_of(grid, lotn::shape(*r->st, t.red_unit), *n) == lotn::Arc::Front && !front) front = *n;
  REQUIRE(front.has_value());
  // Wahl's men (an HI brigade here) In Column in Gula's front.
  r->unit(t.blue_unit).hex = *front;
  r->unit(t.blue_unit).in_column = true;
  r->unit(t.blue_unit).facing = 0;
  r->board.rebuild();
  std::vector<lotn::FireOption> fires = lotn::fire_options(*r->st, r->board, t.red_unit, lotn::FireOccasion::Ordered);
  REQUIRE_FALSE(fires.empty());
  for (int i = 0; i < 40; ++i) r->dice_source.push(1);
  SeqCaracoleAnswers answers;
  answers.first = {"gula", "fire " + fires.front().id};
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  CHECK(r->unit(t.red_unit).fired);
  CHECK_FALSE(r->unit(t.blue_unit).in_column);
  CHECK(r->unit(t.blue_unit).disrupted);
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN sequence: optional Retreat Fire by an Individual Order: the unit fires and backs one hex (8.42)") {
  SeqBattle t({{0, 1}});
  t.b.variant("optional.retreat_fire", 1);
  auto r = t.run_orders(t.leaders[0]);
  r->leader(t.leaders[0]).hex = r->hex("1213");
  const lotn::HexGrid& grid = r->st->s->map->grid();
  r->unit(t.red_unit).hex = r->hex("1616");
  r->leader(t.leaders[0]).hex = r->hex("1617");
  std::optional<lotn::Hex> front;
  for (const auto& n : grid.neighbours(r->hex("1616")))
    if (n && lotn::arc_of(grid, lotn::shape(*r->st, t.red_unit), *n) == lotn::Arc::Front && !front) front = *n;
  REQUIRE(front.has_value());
  r->unit(t.blue_unit).hex = *front;  // Wahl's men in Gula's front: Gula begins the phase in their ZOC
  r->unit(t.blue_unit).facing = (r->unit(t.red_unit).facing + 3) % 6;
  r->board.rebuild();
  for (int i = 0; i < 40; ++i) r->dice_source.push(1);
  SeqCaracoleAnswers answers;
  answers.first = {"gula"};
  answers.prefer = "retreat fire ";
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  std::string log;
  for (const auto& line : r->st->log) log += line + "\n";
  INFO(log);
  CHECK(r->unit(t.red_unit).fired);
  CHECK(grid.distance(r->unit(t.red_unit).hex, *front) == 2);
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN sequence: Breitenfeld's Historical Initiative: free phases for the Imperialists, two at most a leader, Momentum for another (the scenario's special rules)") {
  SeqBattle t({{0, 2}, {1, 4}, {1, 3}});
  t.b.setup().scenario = "breitenfeld";
  auto r = t.run(Phase::Activation);
  r->answers.push("Imperial 2");  // the first free phase
  seq_step(*r);
  CHECK(r->st->orders_kind == "freebie");
  CHECK(r->st->active == t.leaders[1]);
  r->answers.push("done");  // his orders: none
  seq_step(*r);
  CHECK(r->st->phase == Phase::Momentum);
  CHECK(r->leader(t.leaders[1]).status == Status::Inactive);
  r->answers.push("roll");
  r->dice_source.push(9);  // a 9 over his 4: no effect, and no Die Roll of Doom
  seq_step(*r);
  CHECK_FALSE(r->st->doom);
  CHECK(r->st->phase == Phase::Activation);
  r->answers.push("Imperial 3");  // the second free phase
  seq_step(*r);
  r->answers.push("done");
  seq_step(*r);
  r->answers.push("roll");
  r->dice_source.push(2);  // at or under his 3: another free phase, the third
  seq_step(*r);
  CHECK(r->st->orders_kind == "freebie");
  CHECK(r->st->active == t.leaders[2]);
  r->answers.push("done");
  seq_step(*r);  // the three are used: no Momentum for a fourth
  CHECK(r->st->phase == Phase::Activation);
  // Then the activations as usual, from the lowest Initiative: the Swede of 2; no Elite phase this turn.
  r->answers.push("activate");
  seq_step(*r);
  CHECK(r->st->active == t.leaders[0]);
  CHECK(r->st->orders_kind == "initial");
  CHECK(r->leader(t.leaders[2]).phases == 2);
  CHECK_FALSE(r->leader(t.leaders[2]).activated);  // still to be activated this turn
  CHECK(r->answers.remaining() == 0u);
  CHECK(r->dice_source.remaining() == 0u);
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN sequence: Lützen's turn begins with its fog, not its clock (the 1000 turn is Heavy Fog: no barrage)") {
  SeqBattle t({{0, 3}, {1, 3}});
  t.b.setup().scenario = "lutzen";
  t.b.setup().first_turn = 10 * 60;
  auto r = t.run(Phase::TurnStart);
  r->st->time = 10 * 60;
  seq_step(*r);
  CHECK(r->st->visibility == lotn::Visibility::Heavy);
  CHECK(r->st->phase == Phase::Activation);
  CHECK(r->dice_source.remaining() == 0u);
}

}  // namespace umpire
