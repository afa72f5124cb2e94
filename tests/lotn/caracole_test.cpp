// Lion of the North: the Caracole's ride-off (LotN 8.31, 8.32) on the small
// test map: after its fire the CR turns (paying for it, in the enemy ZOC) and
// leaves with the MP it has left, forwards and away from its target, never
// backing out; the exit draws reaction fire; its side chooses among the moves,
// the doctrine riding back out of reach; a CR without a way off may not begin
// the caracole; a battle begun under the engine's rules version 1 rides off
// one hex.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>

#include "lotn/fire.h"
#include "lotn/hex_facing.h"
#include "lotn/lotn_battle_fixture.h"
#include "lotn/movement.h"
#include "lotn/sequence.h"

namespace umpire {
namespace {


// Answers by the start of a request's label ("" : the advice), then the first option starting with `prefer`,
// then the advice; every request kept.
class CrAnswers : public DecisionSource {
 public:
  std::vector<std::pair<std::string, std::string>> by_label;
  std::string prefer = "caracole ";
  std::vector<DecisionRequest> asked;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r);
    for (const auto& [label, choice] : by_label)
      if (r.label.rfind(label, 0) == 0) return choice.empty() ? r.advice : choice;
    for (const auto& o : r.options)
      if (o.id.rfind(prefer, 0) == 0) return o.id;
    return r.advice;
  }
  std::string by() const override { return "script"; }
  const DecisionRequest* find(const std::string& part) const {
    for (const auto& r : asked)
      if (r.label.find(part) != std::string::npos) return &r;
    return nullptr;
  }
};

// Reiters (CR, MA 8, caracole Fire Rate +1) in 2024 facing north, their leader behind them in 2025; Wahl's tercio
// two hexes ahead of them, facing them.
struct CrBattle {
  lotn_test::BattleBuilder b;
  int cr = -1, wahl = -1, leader = -1;
  CrBattle() {
    b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
    auto d = lotn_test::BattleBuilder::make("reiters", "Reiters", 0, lotn::Arm::CR, 4, 6);
    d.fr_caracole = 1;
    cr = b.unit(d, "2024", 0);
    wahl = b.unit(lotn_test::BattleBuilder::make("wahl", "Wahl's tercio", 1, lotn::Arm::HI, 6, 6), "1624", 3);
    leader = b.leader("Pappenheim", 0, "2025", 5);
    b.setup().leaders[static_cast<std::size_t>(leader)].initiative = 1;
  }
  std::unique_ptr<lotn_test::BattleRun> orders() {
    auto r = b.run(lotn::Mode::Test);
    r->begin_orders(leader);
    // Wahl's tercio two hexes ahead of the reiters' front, facing them.
    const lotn::HexGrid& grid = r->st->s->map->grid();
    std::optional<lotn::Hex> spot;
    for (const auto& n : grid.neighbours(r->hex("2024")))
      if (n && lotn::arc_of(grid, lotn::shape(*r->st, cr), *n) == lotn::Arc::Front)
        for (const auto& m : grid.neighbours(*n))
          if (m && grid.distance(*m, r->hex("2024")) == 2 && !spot) spot = *m;
    REQUIRE(spot.has_value());
    r->unit(wahl).hex = *spot;
    r->unit(wahl).facing = 3;
    r->board.rebuild();
    return r;
  }
};

// Puts the reiters in a hex beside the tercio, in its ZOC, facing it, as after a caracole's approach of `spent` MP.
lotn::Hex cr_at_target(lotn_test::BattleRun& r, const CrBattle& t, int spent) {
  const lotn::HexGrid& grid = r.st->s->map->grid();
  const lotn::Hex target = r.unit(t.wahl).hex;
  for (const lotn::Hex& h : lotn::zoc_hexes(*r.st, t.wahl)) {
    if (!r.board.units_at(h).empty()) continue;
    for (int f = 0; f < 6; ++f) {
      r.unit(t.cr).hex = h;
      r.unit(t.cr).facing = f;
      if (lotn::arc_of(grid, lotn::shape(*r.st, t.cr), target) != lotn::Arc::Front) continue;
      r.unit(t.cr).moved = true;
      r.unit(t.cr).fired = true;
      r.unit(t.cr).caracoled = true;
      r.unit(t.cr).mp_spent = spent;
      r.board.rebuild();
      return h;
    }
  }
  FAIL("no hex in the tercio's ZOC");
  return target;
}

// The first hex a move's path enters.
std::optional<lotn::Hex> cr_first_entered(const lotn::MoveOption& o) {
  for (const auto& s : o.path)
    if (s.enters) return s.hex;
  return std::nullopt;
}

std::string cr_log(const lotn::Battle& st) {
  std::string out;
  for (const auto& line : st.log) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("lotn caracole ride-off: the moves left after the fire, turning in the ZOC, forwards and away (LotN 8.32)") {
  CrBattle t;
  auto r = t.orders();
  const lotn::HexGrid& grid = r->st->s->map->grid();
  const lotn::Hex target = r->unit(t.wahl).hex;
  const lotn::Hex h = cr_at_target(*r, t, 3);  // 3 of its 8 MP spent: 5 left
  REQUIRE(r->board.enemy_zoc(h, 0));
  std::vector<lotn::MoveOption> opts = lotn::ride_off_options(*r->st, r->board, t.cr, target);
  REQUIRE(opts.size() > 3);
  CHECK(opts.front().path.empty());  // "stay" first, as move_options
  const std::vector<lotn::Hex> front = lotn::facing_sets(grid, lotn::shape(*r->st, t.cr)).front;
  bool turned_first = false, farther = false;
  for (std::size_t k = 1; k < opts.size(); ++k) {
    const lotn::MoveOption& o = opts[k];
    CHECK(o.mp <= 5);
    CHECK_FALSE(o.extended);
    if (o.hexes == 0) continue;
    auto first = cr_first_entered(o);
    REQUIRE(first.has_value());
    CHECK(grid.distance(*first, target) == 2);  // away from the target, never along it nor back into it
    CHECK(o.leaves_zoc);
    // a first hex not in its Front as it stood: it turned in the enemy ZOC first (7.23 forbids it but for 8.32)
    turned_first |= std::find(front.begin(), front.end(), *first) == front.end();
    farther |= grid.distance(o.hex, target) >= 4;
  }
  CHECK(turned_first);
  CHECK(farther);  // with the MP left, farther than one hex
  // An ordinary move from there may not turn in the ZOC: its first hex is always a Front hex.
  r->unit(t.cr).moved = false;
  r->unit(t.cr).fired = false;
  for (const auto& o : lotn::move_options(*r->st, r->board, t.cr))
    if (auto first = cr_first_entered(o)) CHECK(std::find(front.begin(), front.end(), *first) != front.end());
  r->unit(t.cr).moved = true;
  r->unit(t.cr).fired = true;

  // The MP left bound it: with 1 left, only what 1 MP buys; with none, no way off.
  r->unit(t.cr).mp_spent = 7;
  std::vector<lotn::MoveOption> one = lotn::ride_off_options(*r->st, r->board, t.cr, target);
  CHECK(one.size() < opts.size());
  for (const auto& o : one) CHECK(o.mp <= 1);
  r->unit(t.cr).mp_spent = 8;
  std::vector<lotn::MoveOption> none = lotn::ride_off_options(*r->st, r->board, t.cr, target);
  CHECK(std::none_of(none.begin(), none.end(), [](const lotn::MoveOption& o) { return o.hexes > 0; }));
}

TEST_CASE("lotn caracole ride-off: no way off, no caracole (LotN 8.31)") {
  CrBattle t;
  auto r = t.orders();
  const lotn::HexGrid& grid = r->st->s->map->grid();
  const lotn::Hex target = r->unit(t.wahl).hex;
  // The caracole's approach: the reiters' cheapest move to a hex beside the tercio, in its ZOC.
  std::vector<lotn::MoveOption> moves = lotn::move_options(*r->st, r->board, t.cr);
  const lotn::MoveOption* to = nullptr;
  for (const auto& o : moves)
    if (o.hexes > 0 && grid.adjacent(o.hex, target) &&
        lotn::caracole_hex_problem(*r->st, r->board, t.cr, o.hex, target).empty() && (!to || o.mp < to->mp))
      to = &o;
  REQUIRE(to != nullptr);
  CHECK(lotn::ride_off_possible(*r->st, r->board, t.cr, *to, target));
  // Every hex two from the target beside that hex held by an enemy: nowhere to ride off to, MP or not.
  int k = 0;
  for (const auto& n : grid.neighbours(to->hex)) {
    if (!n || grid.distance(*n, target) != 2) continue;
    int e = t.b.unit(lotn_test::BattleBuilder::make("block" + std::to_string(k), "Block " + std::to_string(k), 1,
                                                    lotn::Arm::HI, 6, 6),
                     grid.name(*n), 0);
    (void)e;
    ++k;
  }
  REQUIRE(k == 3);
  auto r2 = t.orders();
  std::vector<lotn::MoveOption> moves2 = lotn::move_options(*r2->st, r2->board, t.cr);
  const lotn::MoveOption* to2 = nullptr;
  for (const auto& o : moves2)
    if (o.hex == to->hex && o.facing == to->facing) to2 = &o;
  REQUIRE(to2 != nullptr);
  CHECK(to2->mp < 8);  // the older reading's one MP left would have let it begin
  CHECK_FALSE(lotn::ride_off_possible(*r2->st, r2->board, t.cr, *to2, r2->unit(t.wahl).hex));
}

TEST_CASE("lotn caracole ride-off: its side's decision among the moves; the doctrine rides out of reach; the exit "
          "draws reaction fire (LotN 8.32, 7.25)") {
  CrBattle t;
  auto r = t.orders();
  const lotn::HexGrid& grid = r->st->s->map->grid();
  const lotn::Hex target = r->unit(t.wahl).hex;
  for (int i = 0; i < 40; ++i) r->dice_source.push(1);  // every roll low: no hits, every check held
  CrAnswers answers;
  answers.by_label.push_back({"Pappenheim: his orders", "reiters"});
  // The tercio holds its fire as the reiters ride in (it cannot counter-charge), to fire as they leave.
  answers.by_label.push_back({"reaction fire: Wahl's tercio at Reiters (caracoling", "hold"});
  answers.by_label.push_back({"reaction fire: Wahl's tercio at Reiters (fired upon", "hold"});
  answers.by_label.push_back({"Reiters rides off", ""});  // the advice
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  std::string log = cr_log(*r->st);
  INFO(log);
  CHECK(r->unit(t.cr).caracoled);
  const DecisionRequest* q = answers.find("rides off after its caracole");
  REQUIRE(q != nullptr);
  CHECK(q->label.find("MP left, LotN 8.32)") != std::string::npos);
  REQUIRE_FALSE(q->options.empty());
  for (const auto& o : q->options) CHECK(o.text.rfind("ride off to ", 0) == 0);
  // The advice: the option farthest from the tercio (up to 4 hexes), and the reiters went there.
  int best = 0;
  for (const auto& o : q->options) {
    auto h = grid.parse(o.id.substr(0, o.id.find(':')));
    REQUIRE(h.has_value());
    best = std::max(best, std::min(4, grid.distance(*h, target)));
  }
  auto advised = grid.parse(q->advice.substr(0, q->advice.find(':')));
  REQUIRE(advised.has_value());
  CHECK(std::min(4, grid.distance(*advised, target)) == best);
  CHECK(best >= 3);
  CHECK(r->unit(t.cr).hex == *advised);
  CHECK(log.find("Reiters rides off to " + grid.name(*advised) + " (LotN 8.32)") != std::string::npos);
  // The exit drew the tercio's reaction fire.
  CHECK(answers.find("reaction fire: Wahl's tercio at Reiters (leaving ") != nullptr);
}

TEST_CASE("lotn caracole ride-off: a battle begun under rules version 1 rides off one hex, asking nothing") {
  CrBattle t;
  t.b.rules(1);  // a battle begun before the ride-off with the MP left
  auto r = t.orders();
  const lotn::HexGrid& grid = r->st->s->map->grid();
  for (int i = 0; i < 40; ++i) r->dice_source.push(1);
  CrAnswers answers;
  answers.by_label.push_back({"Pappenheim: his orders", "reiters"});
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  std::string log = cr_log(*r->st);
  INFO(log);
  CHECK(r->unit(t.cr).caracoled);
  CHECK(answers.find("rides off after its caracole") == nullptr);
  CHECK(grid.distance(r->unit(t.cr).hex, r->unit(t.wahl).hex) == 2);
  CHECK(log.find("(LotN 8.33)") != std::string::npos);
}

}  // namespace umpire

namespace umpire {

TEST_CASE("lotn caracole ride-off: the same dice and the journaled decisions replay the caracole and its ride-off") {
  CrBattle t;
  auto fight = [&](DecisionSource& source, std::vector<Decision>* made) {
    auto r = t.orders();
    for (int i = 0; i < 40; ++i) r->dice_source.push(1 + (i * 7) % 10);  // faces 1-10, mixed
    Decisions decisions(&source);
    lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
    lotn::step(ctx);
    if (made) *made = decisions.made();
    return r;
  };
  CrAnswers answers;
  answers.by_label.push_back({"Pappenheim: his orders", "reiters"});
  answers.by_label.push_back({"Reiters rides off", ""});
  std::vector<Decision> made;
  auto first = fight(answers, &made);
  REQUIRE(std::any_of(made.begin(), made.end(),
                      [](const Decision& d) { return d.label.find("rides off after its caracole") != std::string::npos; }));
  RecordedDecisions recorded(made);
  auto again = fight(recorded, nullptr);
  CHECK(recorded.all_used());
  CHECK(again->unit(t.cr).hex == first->unit(t.cr).hex);
  CHECK(again->unit(t.cr).facing == first->unit(t.cr).facing);
  CHECK(again->unit(t.cr).mp_spent == first->unit(t.cr).mp_spent);
  CHECK(again->st->log.to_vector() == first->st->log.to_vector());
}

}  // namespace umpire
