// A whole campaign of Les Guerres de Bourgogne played by an autopilot umpire:
// random legal marches (seeded), every waiting step taken through its
// prefilled command, combats fought on the tabletop with random legal results
// forms, and the state checked after every command (tests/bourgogne/invariants.h);
// every few commands an undo and a redo must give back exactly the same state,
// and the commands played again on a fresh campaign with the same seed give the
// same game.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>

#include "bourgogne/autopilot.h"
#include "bourgogne/module.h"
#include "bourgogne/scenario.h"
#include "bourgogne/state.h"
#include "invariants.h"
#include "session/campaign.h"

using namespace umpire;

namespace {

const bourgogne::State& bauto_state(const Campaign& c) { return static_cast<const bourgogne::State&>(*c.state().game); }

std::string bauto_path() {
  return (std::filesystem::temp_directory_path() /
          ("umpire_bourgogne_autopilot_" + std::to_string(::getpid()) + ".umpire"))
      .string();
}

}  // namespace

TEST_CASE("Les Guerres de Bourgogne: an autopilot umpire plays the twelve turns; invariants hold, undo/redo is exact") {
  GameRegistry reg;
  reg.add(bourgogne::module());
  int full_games = 0, combats = 0;
  // Three seeds; UMPIRE_BOURGOGNE_SEEDS=N plays seeds 1..N (a longer hunt, by hand).
  std::uint64_t last_seed = 3;
  if (const char* n = std::getenv("UMPIRE_BOURGOGNE_SEEDS")) last_seed = std::max<std::uint64_t>(3, std::stoull(n));
  for (std::uint64_t seed = 1; seed <= last_seed; ++seed) {
    CAPTURE(seed);
    // The second game is kept in a file, to be reopened from its journal at the end.
    std::string path = seed == 2 ? bauto_path() : ":memory:";
    if (seed == 2) std::filesystem::remove(path);
    auto c = Campaign::create(path, reg, "autopilot", bourgogne::kGameId, Json::object(), seed);
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
    const auto& vp = bauto_state(*c).tracks.vp;
    MESSAGE("seed " << seed << ", " << commands.size() << " commands, " << c->status_line() << " (VP "
                    << vp.at(bourgogne::Camp::Burgundy) << "-" << vp.at(bourgogne::Camp::Swiss) << "):" << tally);
    CHECK(played["bourgogne.move"] > 10);  // it did play
    CHECK(played["bourgogne.reinforce"] > 0);
    CHECK(played["bourgogne.fatigue"] > 0);
    CHECK(bauto_state(*c).tracks.phase == bourgogne::Phase::Over);
    if (bauto_state(*c).tracks.turn == 12) ++full_games;
    combats += played["bourgogne.record_combat"];
    CHECK_FALSE(bauto_state(*c).tracks.result.empty());
    // The journal played again from the start, with the same seed, gives the same game.
    auto again = Campaign::create(":memory:", reg, "replay", bourgogne::kGameId, Json::object(), seed);
    for (const auto& command : commands) REQUIRE(again->apply(command).ok);
    CHECK(again->state().game->to_json() == c->state().game->to_json());
    if (seed == 2) {  // the file reopened: its state is the journal's replay
      Json final_state = c->state().game->to_json();
      c.reset();
      auto reopened = Campaign::open(path, reg);
      CHECK(reopened->state().game->to_json() == final_state);
      reopened.reset();
      std::filesystem::remove(path);
    }
  }
  CHECK(full_games > 0);  // at least one game went to the end of turn 12 (GdB 12.2)
  CHECK(combats > 0);     // and battles or sieges were fought and recorded
}

TEST_CASE("Les Guerres de Bourgogne: the autopilot's invariants catch a broken state") {
  using namespace umpire::bourgogne;
  State s = start_state();
  CHECK(bourgogne_test::invariant_violations(s).empty());
  auto on_map = [&]() -> Unit& {
    for (auto& u : s.units)
      if (u.on_map() && u.type != UnitType::Ca) return u;
    throw std::logic_error("no unit on the map at the start");
  };
  SUBCASE("a unit with 3 SS") {
    on_map().ss = 3;
    CHECK_FALSE(bourgogne_test::invariant_violations(s).empty());
  }
  SUBCASE("a unit on the map with no SS") {
    on_map().ss = 0;
    CHECK_FALSE(bourgogne_test::invariant_violations(s).empty());
  }
  SUBCASE("a unit in the pool that keeps its zone") {
    on_map().where = Where::Pool;
    CHECK_FALSE(bourgogne_test::invariant_violations(s).empty());
  }
  SUBCASE("negative VP") {
    s.tracks.vp[Camp::Swiss] = -1;
    CHECK_FALSE(bourgogne_test::invariant_violations(s).empty());
  }
  SUBCASE("a pointer off Table 4") {
    s.tracks.pointers[Power::Savoy] = 99;
    CHECK_FALSE(bourgogne_test::invariant_violations(s).empty());
  }
  SUBCASE("a stack with one commander on top and one at the bottom") {
    Unit& u = on_map();
    Camp camp = *camp_of(s, u);
    int placed = 0;
    for (auto& k : s.commanders)
      if (placed < 2 && camp_of(s, k) == camp) {
        k.where = Where::Map, k.zone = u.zone, k.on_top = placed == 0, k.arrival.clear();
        ++placed;
      }
    REQUIRE(placed == 2);
    CHECK_FALSE(bourgogne_test::invariant_violations(s).empty());
  }
}
