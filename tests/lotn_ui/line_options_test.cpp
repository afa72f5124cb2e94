// The Field window's map places the options of the decisions the engine now
// asks (ui/lotn/battle_map_logic.h): where a leader ends his move with his
// Line (LotN 4.5: a hex, or "stay" beside the map) and where a caracoling CR
// rides off (LotN 8.32: moves, each with its facing), taken from the engine's
// own requests on a small battle.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "../lotn/lotn_battle_fixture.h"
#include "core/decisions.h"
#include "lotn/lines.h"
#include "lotn/movement.h"
#include "lotn/sequence.h"
#include "ui/lotn/battle_map_logic.h"

namespace umpire::lotnui {
namespace {

// Keeps the first request whose label has `part` (answering it with the advice), answers the rest scripted,
// then by the first option starting with `prefer`, then the advice.
class LoAnswers : public DecisionSource {
 public:
  std::string part;
  std::deque<std::string> first;
  std::string prefer;
  std::optional<DecisionRequest> kept;
  std::string choose(const DecisionRequest& r) override {
    if (!kept && r.label.find(part) != std::string::npos) {
      kept = r;
      return r.advice;
    }
    if (!first.empty()) {
      std::string a = first.front();
      first.pop_front();
      return a;
    }
    if (!prefer.empty())
      for (const auto& o : r.options)
        if (o.id.rfind(prefer, 0) == 0) return o.id;
    return r.advice;
  }
  std::string by() const override { return "player"; }
};

std::unique_ptr<lotn_test::BattleRun> lo_orders(lotn_test::BattleBuilder& b, int leader) {
  auto r = b.run(lotn::Mode::Test);
  r->begin_orders(leader);
  return r;
}

}  // namespace

TEST_CASE("battle map: a leader's end hex with his Line is placed as a ride; \"stay\" is beside the map") {
  lotn_test::BattleBuilder b;
  b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
  int red = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 6), "1112", 2);
  b.unit(lotn_test::BattleBuilder::make("bla", "Bla brigade", 0, lotn::Arm::HI, 6, 6), "1012", 2);
  b.unit(lotn_test::BattleBuilder::make("wahl", "Wahl's tercio", 1, lotn::Arm::HI, 6, 6), "2828", 5);
  int oc = b.leader("Gustavus", 0, "1113", 5);
  b.setup().leaders[static_cast<std::size_t>(oc)].overall_commander = true;
  b.setup().leaders[static_cast<std::size_t>(oc)].line_commands = 1;
  auto r = lo_orders(b, oc);
  std::string line;
  for (const auto& l : lotn::line_options(*r->st, r->board, oc))
    if (l.units.size() == 2 && line.empty()) line = l.id;
  REQUIRE_FALSE(line.empty());
  LoAnswers answers;
  answers.part = "moves with his Line";
  answers.first = {line};
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  REQUIRE(answers.kept.has_value());
  CHECK(r->unit(red).moved);
  const MapOptions m = place_options(*r->st, *answers.kept);
  CHECK(m.others == std::vector<std::string>{"stay"});
  REQUIRE(m.placed.size() == answers.kept->options.size() - 1);
  for (const auto& p : m.placed) {
    CHECK(p.kind == OptionKind::Ride);
    REQUIRE(p.hexes.size() == 1u);
    CHECK(r->st->s->map->grid().name(p.hexes[0]) == p.id);
  }
  CHECK(std::count_if(m.placed.begin(), m.placed.end(), [](const PlacedOption& p) { return p.advice; }) ==
        (answers.kept->advice == "stay" ? 0 : 1));
}

TEST_CASE("battle map: a caracole's ride-off moves are placed as moves, each with its facing") {
  lotn_test::BattleBuilder b;
  b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
  auto d = lotn_test::BattleBuilder::make("reiters", "Reiters", 0, lotn::Arm::CR, 4, 6);
  d.fr_caracole = 1;
  int cr = b.unit(d, "2024", 0);
  int wahl = b.unit(lotn_test::BattleBuilder::make("wahl", "Wahl's tercio", 1, lotn::Arm::HI, 6, 6), "1624", 3);
  int leader = b.leader("Pappenheim", 0, "2025", 5);
  b.setup().leaders[static_cast<std::size_t>(leader)].initiative = 1;
  auto r = lo_orders(b, leader);
  const lotn::HexGrid& grid = r->st->s->map->grid();
  std::optional<lotn::Hex> spot;  // two hexes ahead of the reiters' front
  for (const auto& n : grid.neighbours(r->hex("2024")))
    if (n && lotn::arc_of(grid, lotn::shape(*r->st, cr), *n) == lotn::Arc::Front)
      for (const auto& m : grid.neighbours(*n))
        if (m && grid.distance(*m, r->hex("2024")) == 2 && !spot) spot = *m;
  REQUIRE(spot.has_value());
  r->unit(wahl).hex = *spot;
  r->board.rebuild();
  for (int i = 0; i < 40; ++i) r->dice_source.push(1);
  LoAnswers answers;
  answers.part = "rides off after its caracole";
  answers.first = {"reiters"};
  answers.prefer = "caracole ";
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  REQUIRE(answers.kept.has_value());
  const MapOptions m = place_options(*r->st, *answers.kept);
  CHECK(m.others.empty());
  REQUIRE(m.placed.size() == answers.kept->options.size());
  for (const auto& p : m.placed) {
    CHECK(p.kind == OptionKind::Move);
    REQUIRE(p.hexes.size() == 1u);
    CHECK(p.id.rfind(grid.name(p.hexes[0]) + ":", 0) == 0);
    CHECK(p.id == grid.name(p.hexes[0]) + ":" + std::to_string(p.facing));
  }
}

}  // namespace umpire::lotnui
