// A whole campaign of Les Guerres de Bourgogne played by an autopilot umpire:
// random legal marches (seeded), every waiting step taken through its
// prefilled command, combats fought on the tabletop with random legal results
// forms, and the state checked after every command (tests/bourgogne/invariants.h);
// every few commands an undo and a redo must give back exactly the same state,
// and the commands played again on a fresh campaign with the same seed give the
// same game.
#include <doctest/doctest.h>

#include <map>

#include "bourgogne/autopilot.h"
#include "bourgogne/module.h"
#include "bourgogne/state.h"
#include "invariants.h"
#include "session/campaign.h"

using namespace umpire;

namespace {

const bourgogne::State& bauto_state(const Campaign& c) { return static_cast<const bourgogne::State&>(*c.state().game); }

}  // namespace

TEST_CASE("Les Guerres de Bourgogne: an autopilot umpire plays the twelve turns; invariants hold, undo/redo is exact") {
  GameRegistry reg;
  reg.add(bourgogne::module());
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    auto c = Campaign::create(":memory:", reg, "autopilot", bourgogne::kGameId, Json::object(), seed);
    bourgogne::Autopilot autopilot(seed);
    std::vector<Json> commands;
    std::map<std::string, int> played;
    while (bauto_state(*c).tracks.phase != bourgogne::Phase::Over && commands.size() < 4000) {
      Json applied = autopilot.play_one(*c);
      if (applied.is_null()) {
        std::string waiting;
        for (const auto& step : c->module()->next_steps(c->state())) waiting += "\n  " + step.text;
        FAIL("the autopilot is stuck at " << c->status_line() << waiting);
        break;
      }
      commands.push_back(applied);
      ++played[applied["type"].get<std::string>()];
      CAPTURE(applied.dump());
      auto problems = bourgogne_test::invariant_violations(bauto_state(*c));
      CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems.front()));
      if (commands.size() % 5 == 0) {
        Json before = c->state().game->to_json();
        REQUIRE(c->undo());
        REQUIRE(c->redo());
        CHECK(c->state().game->to_json() == before);
      }
    }
    std::string tally;
    for (const auto& [type, n] : played) tally += " " + type + " " + std::to_string(n);
    MESSAGE("seed " << seed << ", " << commands.size() << " commands, " << c->status_line() << ":" << tally);
    CHECK(played["bourgogne.move"] > 10);  // it did play
    CHECK(played["bourgogne.reinforce"] > 0);
    CHECK(played["bourgogne.fatigue"] > 0);
    CHECK(bauto_state(*c).tracks.phase == bourgogne::Phase::Over);
    CHECK_FALSE(bauto_state(*c).tracks.result.empty());
    // The journal played again from the start, with the same seed, gives the same game.
    auto again = Campaign::create(":memory:", reg, "replay", bourgogne::kGameId, Json::object(), seed);
    for (const auto& command : commands) REQUIRE(again->apply(command).ok);
    CHECK(again->state().game->to_json() == c->state().game->to_json());
  }
}
