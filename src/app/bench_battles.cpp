#include "app/bench_battles.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

#include <unistd.h>

#include "sessions/battle_session.h"
#include "sessions/odds.h"

namespace umpire {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string figure(double v, const char* format = "%.0f") {
  char buf[48];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// A two-sided set-up the engine can take: its own (BattleModule::bench_setup)
// if it has one, else ten units a side of 4 SP.
battles::BattleSetup bench_setup(const battles::BattleModule& engine) {
  if (auto own = engine.bench_setup()) return *own;
  battles::BattleSetup s;
  s.id = "bench";
  s.game = "bench";
  s.place_name = "the bench";
  s.sides = {{"attacker", "Red", {}, ""}, {"defender", "Blue", {}, ""}};
  for (int i = 0; i < 20; ++i) {
    battles::Unit u;
    u.id = "u" + std::to_string(i);
    u.side = i < 10 ? "attacker" : "defender";
    u.type_name = "Foot";
    u.arm = "foot";
    u.strength = 4;
    s.units.push_back(u);
  }
  return s;
}

// One battle by the doctrine as a journaled finish fights it: every decision
// asked with its words and recorded, every event said (the odds skip both).
std::size_t recorded_resolution(const battles::BattleModule& engine, const battles::BattleSetup& setup,
                                std::uint64_t seed) {
  GameStatePtr state = engine.start(setup, seed);
  SeededDice source(seed, 0);
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  std::size_t said = 0;
  for (int moves = 0; !engine.over(*state) && moves < engine.max_moves(); ++moves) {
    Dice dice(source);
    auto move = engine.move(*state, dice, decisions);
    said += move.events.size();
    state = std::move(move.state);
  }
  return said + engine.result(*state).units.size() + decisions.made().size();
}

void bench_resolutions(const battles::BattleModule& engine, std::ostream& out, int runs) {
  battles::BattleSetup setup = bench_setup(engine);
  if (auto why = engine.cannot_take(setup); !why.empty()) {
    out << "  " << engine.title() << ": cannot take the bench battle (" << why.front().describe() << ")\n";
    return;
  }
  int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  for (int threads : {1, cores}) {
    auto start = Clock::now();
    battles::compute_odds(engine, setup, 1, runs, threads);
    double s = seconds_since(start);
    out << "  " << engine.title() << ": " << figure(runs / s) << " resolutions/s on " << threads
        << (threads == 1 ? " thread" : " threads") << " (" << runs << " battles of " << setup.units.size()
        << " units)\n";
  }
  {
    const int recorded_runs = std::max(1, runs / 4);
    auto start = Clock::now();
    std::size_t sink = 0;
    for (int i = 0; i < recorded_runs; ++i) sink += recorded_resolution(engine, setup, battles::run_seed(1, i));
    double s = seconds_since(start);
    out << "  " << engine.title() << ": " << figure(recorded_runs / s)
        << " resolutions/s on 1 thread with every decision's words built and recorded and every event said, as a "
           "journaled finish (" << recorded_runs << " battles" << (sink ? "" : ", none said anything") << ")\n";
  }
  // The odds panel (battles::OddsJob): its runs on a worker per core, as the umpire asks for them.
  const int odds_runs = std::min(10000, runs);
  auto start = Clock::now();
  battles::Odds odds = battles::compute_odds(engine, setup, 1, odds_runs, 0);
  double s = seconds_since(start);
  out << "  " << engine.title() << ": the odds of " << odds.runs << " runs in " << figure(s * 1000, "%.1f")
      << " ms on " << cores << (cores == 1 ? " thread" : " threads") << "\n";
}

void bench_open_with_battles(const battles::BattleModule& engine, const GameRegistry& registry, std::ostream& out) {
  namespace fs = std::filesystem;
  std::string path =
      (fs::temp_directory_path() / ("umpire-bench-battles-" + std::to_string(::getpid()) + ".umpire")).string();
  fs::remove(path);
  const int battles_count = 50;
  {
    auto parent = Campaign::create(path, registry, "Bench", "", Json::object(), 1);
    for (int i = 0; i < battles_count; ++i) {
      battles::BattleSetup setup = bench_setup(engine);
      setup.id = "b" + std::to_string(i + 1);
      auto child = parent->start_child(setup.id, registry, engine.id(), battles::battle_options(setup), i + 1);
      // Move by move, as players at the screen would, so each battle has a journal to replay.
      DoctrineDecisions doctrine;
      for (int move = 0; move < 200 && !engine.over(*child->state().game); ++move)
        child->apply(Json{{"type", battles::kMoveCommand}, {"args", Json::object()}}, doctrine);
    }
  }
  auto start = Clock::now();
  auto parent = Campaign::open(path, registry, Access{OpenMode::Read, "umpire bench"});
  double open_parent = seconds_since(start);
  auto records = parent->file().battles();
  for (const auto& r : records) parent->open_child(r.id, registry);
  double open_all = seconds_since(start);
  out << "  open a campaign with " << records.size() << " finished battles: " << figure(open_parent * 1000, "%.1f")
      << " ms; with each battle opened where it stood: " << figure(open_all * 1000, "%.1f") << " ms\n";
  parent.reset();
  fs::remove(path);
  fs::remove(path + "-wal");
  fs::remove(path + "-shm");
}

}  // namespace

void run_battles_bench(const GameRegistry& registry, std::ostream& out, int runs) {
  out << "battle engines:\n";
  auto all = battles::engines(registry);
  if (all.empty()) out << "  none registered in this build\n";
  for (const auto* e : all) {
    bench_resolutions(*e, out, runs);
    bench_open_with_battles(*e, registry, out);
  }
}

}  // namespace umpire
