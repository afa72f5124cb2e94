// A whole campaign of Les Guerres de Bourgogne played by an autopilot umpire:
// random legal marches (seeded), every waiting step taken through its
// prefilled command, combats fought on the tabletop with random legal results
// forms or sent to the built-in engine "bourgogne-battle", whose child battle
// the doctrine fights move by move before its result comes back through the
// seam; the state checked after every command (tests/bourgogne/invariants.h),
// the child battle's after each of its moves; every few commands an undo and a
// redo must give back exactly the same state, in the campaign and in the child
// battle; and the commands played again on a fresh campaign with the same seed
// give the same game, each child battle's moves the same battle.
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
#include "bourgogne/tactical_engine.h"
#include "invariants.h"
#include "session/campaign.h"
#include "sessions/battle_session.h"

using namespace umpire;

namespace {

const bourgogne::State& bauto_state(const Campaign& c) { return static_cast<const bourgogne::State&>(*c.state().game); }

std::string bauto_path() {
  return (std::filesystem::temp_directory_path() /
          ("umpire_bourgogne_autopilot_" + std::to_string(::getpid()) + ".umpire"))
      .string();
}

// What must hold of a child battle after each of its moves: its state reads back what it
// writes (the child reopens from it), and no unit has lost more SS than it brought.
std::vector<std::string> bauto_battle_violations(const Campaign& battle) {
  std::vector<std::string> out;
  const auto& engine = dynamic_cast<const battles::BattleModule&>(*battle.module());
  Json j = battle.state().game->to_json();
  if (engine.load_state(JsonCursor(j, "battle"))->to_json() != j) out.push_back("the battle does not read back");
  const battles::BattleSetup& setup = engine.setup(*battle.state().game);
  for (const auto& u : engine.result(*battle.state().game).units) {
    const battles::Unit* su = setup.unit(u.unit);
    if (!su) out.push_back(u.unit + " is not in the battle");
    else if (u.lost() > su->strength) out.push_back(u.unit + " lost more SS than it had");
  }
  return out;
}

struct BautoBattle {
  Json setup;                 // as sent
  std::vector<Json> moves;    // the child's commands, in order
  Json final_state;           // the child's game once over
  bool recorded = false;
};

}  // namespace

TEST_CASE("Les Guerres de Bourgogne: an autopilot umpire plays the twelve turns; invariants hold, undo/redo is exact") {
  GameRegistry reg;
  reg.add(bourgogne::module());
  reg.add(bourgogne_battle::module());
  int full_games = 0, combats = 0, engine_combats = 0, table_combats = 0;
  // Three seeds; UMPIRE_BOURGOGNE_SEEDS=N plays seeds 1..N (a longer hunt, by hand).
  std::uint64_t last_seed = 3;
  if (const char* n = std::getenv("UMPIRE_BOURGOGNE_SEEDS")) last_seed = std::max<std::uint64_t>(3, std::stoull(n));
  for (std::uint64_t seed = 1; seed <= last_seed; ++seed) {
    CAPTURE(seed);
    // The second game is kept in a file, to be reopened from its journal at the end.
    std::string path = seed == 2 ? bauto_path() : ":memory:";
    if (seed == 2) std::filesystem::remove(path);
    auto c = Campaign::create(path, reg, "autopilot", bourgogne::kGameId, Json::object(), seed);
    bourgogne::Autopilot autopilot(seed, &reg);
    std::vector<Json> commands;
    std::map<std::string, int> played;
    std::map<std::string, BautoBattle> battles_fought;  // by combat
    int battle_commands = 0;
    while (bauto_state(*c).tracks.phase != bourgogne::Phase::Over && commands.size() < 4000) {
      bourgogne::Autopilot::Played p = autopilot.play(*c);
      Json applied = p.command;
      if (p.battle) {  // a move of a child battle
        CAPTURE(p.combat);
        CAPTURE(applied.dump());
        BautoBattle& b = battles_fought[p.combat];
        if (b.moves.empty()) b.setup = battles::battle_link(*c, p.combat).setup;
        b.moves.push_back(applied);
        auto problems = bauto_battle_violations(*p.battle);
        CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems.front()));
        auto campaign = bourgogne_test::invariant_violations(bauto_state(*c));
        CHECK_MESSAGE(campaign.empty(), (campaign.empty() ? "" : campaign.front()));
        if (++battle_commands % 3 == 0) {
          Json before = state_to_json(p.battle->state());
          REQUIRE(p.battle->undo());
          REQUIRE(p.battle->redo());
          CHECK(state_to_json(p.battle->state()) == before);
        }
        b.final_state = p.battle->state().game->to_json();
        continue;
      }
      if (applied.is_null()) {
        std::string waiting;
        for (const auto& step : c->module()->next_steps(c->state())) waiting += "\n  " + step.text;
        FAIL("the autopilot is stuck at " << c->status_line() << waiting);
        break;
      }
      commands.push_back(applied);
      ++played[applied["type"].get<std::string>()];
      if (applied["type"] == "bourgogne.record_combat") {
        std::string id = applied["args"]["combat"].get<std::string>();
        bool engine = battles_fought.count(id) > 0;
        ++(engine ? engine_combats : table_combats);
        if (engine) {
          // The result came back through the seam: the campaign's record is the child's result.
          battles_fought[id].recorded = true;
          auto link = battles::battle_link(*c, id);
          CHECK(link.status == "recorded");
          CHECK(link.engine == bourgogne_battle::kEngineId);
          CHECK(link.result["winner"] == applied["args"]["result"]["winner"]);
        }
      }
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
    MESSAGE("seed " << seed << ", " << commands.size() << " commands and " << battle_commands
                    << " moves of child battles, " << c->status_line() << " (VP "
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
    // Each child battle's moves played again from its set-up, with its own seed, give the same battle.
    for (const auto& [id, b] : battles_fought) {
      CAPTURE(id);
      CHECK(b.recorded);
      auto battle = Campaign::create(":memory:", reg, "replay " + id, bourgogne_battle::kEngineId,
                                     Json{{"setup", b.setup}}, battles::battle_seed(seed, id));
      for (const auto& move : b.moves) {
        DoctrineDecisions doctrine;
        REQUIRE(battle->apply(move, doctrine).ok);
      }
      CHECK(battle->state().game->to_json() == b.final_state);
    }
    if (seed == 2) {  // the file reopened: its state is the journal's replay
      Json final_state = c->state().game->to_json();
      c.reset();
      auto reopened = Campaign::open(path, reg);
      CHECK(reopened->state().game->to_json() == final_state);
      for (const auto& [id, b] : battles_fought) {  // and each child battle where it ended
        auto battle = reopened->open_child(id, reg);
        REQUIRE(battle);
        CHECK(battle->state().game->to_json() == b.final_state);
      }
      reopened.reset();
      std::filesystem::remove(path);
    }
  }
  CHECK(full_games > 0);  // at least one game went to the end of turn 12 (GdB 12.2)
  CHECK(combats > 0);     // and battles or sieges were fought and recorded
  CHECK(engine_combats > 0);  // some by the built-in procedure, through the seam
  CHECK(table_combats > 0);   // some on the tabletop
  MESSAGE(engine_combats << " combats fought by the engine, " << table_combats << " on the tabletop");
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
