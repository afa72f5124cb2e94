// A whole 1631 campaign played by an autopilot umpire: random legal actions
// (seeded), every waiting step taken through its prefilled command, and the
// state checked after every command (tests/1631/invariants.h); every few
// commands an undo and a redo must give back exactly the same state.
#include <doctest/doctest.h>

#include <map>

#include "1631/autopilot.h"
#include "1631/module.h"
#include "1631/turn.h"
#include "flammes/combat_1631.h"
#include "invariants.h"
#include "session/campaign.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

const State& game_state(const Campaign& c) { return static_cast<const State&>(*c.state().game); }

}  // namespace

TEST_CASE("1631: an autopilot umpire plays ten turns; the state keeps its invariants and undo/redo is exact") {
  GameRegistry reg;
  reg.add(flammes::module());
  reg.add(flammes_combat::module());
  for (std::uint64_t seed : {1u, 2u}) {
    CAPTURE(seed);
    auto c = Campaign::create(":memory:", reg, "autopilot", kGameId, Json::object(), seed);
    Autopilot autopilot(seed);
    int commands = 0;
    std::map<std::string, int> played;
    while (game_state(*c).tracks.phase != Phase::Over && commands < 3000) {
      Json applied = autopilot.play_one(*c);
      if (applied.is_null()) {
        std::string waiting;
        for (const auto& step : c->module()->next_steps(c->state())) waiting += "\n  " + step.text;
        FAIL("the autopilot is stuck at " << c->status_line() << waiting);
        break;
      }
      ++commands;
      ++played[applied["type"].get<std::string>()];
      CAPTURE(applied.dump());
      auto problems = flammes_test::invariant_violations(game_state(*c));
      CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems.front()));
      if (commands % 7 == 0) {
        Json before = c->state().game->to_json();
        REQUIRE(c->undo());
        REQUIRE(c->redo());
        CHECK(c->state().game->to_json() == before);
      }
    }
    std::string tally;
    for (const auto& [type, n] : played) tally += " " + type + " " + std::to_string(n);
    MESSAGE("seed " << seed << ", " << commands << " commands:" << tally);
    CHECK(played["1631.engage"] + played["1631.march"] + played["1631.forced_march"] > 5);  // it did play
    CHECK(played["1631.record_combat"] > 0);
    CHECK(game_state(*c).tracks.phase == Phase::Over);
    CHECK_FALSE(game_state(*c).tracks.result.empty());
  }
}
