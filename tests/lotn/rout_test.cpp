// LotN 12.33 and 12.36: where a rout runs. A routed unit runs to the hex of
// least resistance, away from what routed it; it does not pace to and fro
// along a line of equal distance, and its Retreat Edge takes it off the map
// whatever it runs from. A battle begun under the engine's first rules
// version keeps the older path, so that its journal replays as fought.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "lotn/effects.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::BattleBuilder;

namespace {

// An Imperial horse in the north-west corner of the map (1010; the north edge is the Swedes' retreat edge,
// not its own), routed away from a Swedish unit two rows south of it: each hex it enters, counted. The hexes
// farthest from its cause are the two of the corner, 1010 and 1011.
std::map<std::string, int> rout_entries(int rules, int hexes, int* unit_out = nullptr,
                                        std::unique_ptr<umpire::lotn_test::BattleRun>* keep = nullptr) {
  BattleBuilder b;
  int imp = b.unit(BattleBuilder::make("i1", "Piccolomini", 1, Arm::HC, 4, 6), "1010", 0);
  int cause = b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "1211", 0);
  auto run = b.run(Mode::Test);
  run->st->rules = rules;
  run->unit(imp).routed = true;
  run->board.rebuild();
  const std::size_t from = run->st->log.size();
  rout_move(run->ctx, imp, hexes, run->unit(cause).hex, false);
  std::map<std::string, int> entered;
  for (std::size_t i = from; i < run->st->log.size(); ++i) {
    const std::string& line = run->st->log[i];
    auto at = line.find("routs to ");
    if (at != std::string::npos) ++entered[line.substr(at + 9, 4)];
  }
  if (unit_out) *unit_out = imp;
  if (keep) *keep = std::move(run);
  return entered;
}

}  // namespace

TEST_CASE("LotN 12.33: a rout never enters again a hex it left; rules 1 battles keep their older path") {
  std::map<std::string, int> older = rout_entries(1, 6);
  int most = 0;
  for (const auto& [hex, n] : older) most = std::max(most, n);
  CHECK(most > 1);  // the older path paced to and fro along the edge
  int unit = -1;
  std::unique_ptr<umpire::lotn_test::BattleRun> run;
  std::map<std::string, int> now = rout_entries(2, 6, &unit, &run);
  for (const auto& [hex, n] : now) CHECK_MESSAGE(n == 1, "entered " << hex << " " << n << " times");
  CHECK(now.size() > 1u);  // it got on, along the edge, rather than pacing between the corner's two hexes
}

TEST_CASE("LotN 12.36: a rout that reaches its Retreat Edge leaves the map, even while it runs from its cause") {
  BattleBuilder b;
  int sw = b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "1015", 0);  // on the Swedes' edge
  int cause = b.unit(BattleBuilder::make("i1", "Piccolomini", 1, Arm::HC, 4, 6), "1115", 0);
  for (int rules : {1, 2}) {
    auto run = b.run(Mode::Test);
    run->st->rules = rules;
    run->unit(sw).routed = true;
    run->board.rebuild();
    rout_move(run->ctx, sw, 2, run->unit(cause).hex, false);
    if (rules == 1) {
      CHECK(run->unit(sw).on_map);  // the older path ran along the edge
    } else {
      CHECK_FALSE(run->unit(sw).on_map);
      CHECK(run->unit(sw).gone == "routed off the map");
    }
  }
}
