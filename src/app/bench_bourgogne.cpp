#include "app/bench_bourgogne.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "app/bench.h"
#include "bourgogne/autopilot.h"
#include "bourgogne/state.h"
#include "session/campaign.h"

namespace umpire {

namespace {

using BourgogneClock = std::chrono::steady_clock;

const bourgogne::State& bourgogne_of(const Campaign& c) {
  return static_cast<const bourgogne::State&>(*c.state().game);
}

}  // namespace

// The autopilot plays a game once (its tries are not timed); the same commands
// are then applied to a fresh campaign with the same seed, so the same dice
// fall, and each turn's commands are timed: validate, apply, journal (in memory).
void run_bourgogne_bench(const GameRegistry& registry, std::ostream& out) {
  const std::uint64_t seed = 7;
  if (!registry.find(bourgogne::kGameId)) {
    out << "Les Guerres de Bourgogne: not in this program\n";
    return;
  }
  auto played = Campaign::create(":memory:", registry, "bench", bourgogne::kGameId, Json::object(), seed);
  bourgogne::Autopilot autopilot(seed);
  std::vector<std::pair<int, Json>> commands;  // the turn each began in, the command
  while (bourgogne_of(*played).tracks.phase != bourgogne::Phase::Over && commands.size() < 8000) {
    int turn = bourgogne_of(*played).tracks.turn;
    Json c = autopilot.play_one(*played);
    if (c.is_null()) break;
    commands.emplace_back(turn, std::move(c));
  }
  const int turns = bourgogne_of(*played).tracks.turn;
  auto timed = Campaign::create(":memory:", registry, "bench", bourgogne::kGameId, Json::object(), seed);
  std::vector<double> turn_ms(static_cast<std::size_t>(turns) + 1, 0.0);
  auto all = BourgogneClock::now();
  for (const auto& [turn, command] : commands) {
    auto start = BourgogneClock::now();
    bool ok = timed->apply(command).ok;
    turn_ms[static_cast<std::size_t>(turn)] +=
        std::chrono::duration<double, std::milli>(BourgogneClock::now() - start).count();
    if (!ok) {
      out << "Les Guerres de Bourgogne: the replayed game went astray at a " << command["type"].get<std::string>()
          << "\n";
      return;
    }
  }
  double total = std::chrono::duration<double, std::milli>(BourgogneClock::now() - all).count();
  std::vector<double> per_turn(turn_ms.begin() + 1, turn_ms.end());
  std::sort(per_turn.begin(), per_turn.end());
  out << "Les Guerres de Bourgogne: " << commands.size() << " commands over " << turns
      << " turns (the autopilot umpire, seed " << seed << ", combats on the tabletop), adjudicated in "
      << fixed(total, 1) << " ms\n";
  out << "  a whole turn (both camps' reinforcements, movement, fatigue, battles and sieges, diplomacy, the VP "
         "record): median "
      << fixed(per_turn[per_turn.size() / 2], 2) << " ms, slowest " << fixed(per_turn.back(), 2) << " ms ("
      << commands.size() / static_cast<std::size_t>(turns) << " commands a turn on average)\n";
}

}  // namespace umpire
