#include "app/bench_1631.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "1631/autopilot.h"
#include "1631/state.h"
#include "app/bench.h"
#include "session/campaign.h"

namespace umpire {

namespace {

using Clock = std::chrono::steady_clock;

int turn_of(const Campaign& c) { return static_cast<const flammes::State&>(*c.state().game).tracks.turn; }
bool over(const Campaign& c) {
  return static_cast<const flammes::State&>(*c.state().game).tracks.phase == flammes::Phase::Over;
}

}  // namespace

// The autopilot plays a game once (its tries are not timed); the same commands
// are then applied to a fresh campaign with the same seed, so the same dice
// fall, and each turn's commands are timed: validate, apply, journal (in memory).
void run_1631_bench(const GameRegistry& registry, std::ostream& out) {
  const std::uint64_t seed = 7;
  auto played = Campaign::create(":memory:", registry, "bench", flammes::kGameId, Json::object(), seed);
  flammes::Autopilot autopilot(seed);
  std::vector<std::pair<int, Json>> commands;  // the turn each began in, the command
  while (!over(*played) && commands.size() < 5000) {
    int turn = turn_of(*played);
    Json c = autopilot.play_one(*played);
    if (c.is_null()) break;
    commands.emplace_back(turn, std::move(c));
  }
  auto timed = Campaign::create(":memory:", registry, "bench", flammes::kGameId, Json::object(), seed);
  std::vector<double> turn_ms(11, 0.0);
  std::vector<int> turn_commands(11, 0);
  auto all = Clock::now();
  for (const auto& [turn, command] : commands) {
    auto start = Clock::now();
    bool ok = timed->apply(command).ok;
    turn_ms[static_cast<std::size_t>(turn)] += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    ++turn_commands[static_cast<std::size_t>(turn)];
    if (!ok) {
      out << "1631: the replayed game went astray at a " << command["type"].get<std::string>() << "\n";
      return;
    }
  }
  double total = std::chrono::duration<double, std::milli>(Clock::now() - all).count();
  std::vector<double> per_turn(turn_ms.begin() + 1, turn_ms.end());
  std::sort(per_turn.begin(), per_turn.end());
  out << "1631: " << commands.size() << " commands over ten turns (the autopilot umpire, seed " << seed
      << "), adjudicated in " << fixed(total, 1) << " ms\n";
  out << "  a whole turn (initiative, five actions with reactions and combats, the supply phase): median "
      << fixed(per_turn[per_turn.size() / 2], 2) << " ms, slowest " << fixed(per_turn.back(), 2) << " ms ("
      << commands.size() / 10 << " commands a turn on average)\n";
}

}  // namespace umpire
