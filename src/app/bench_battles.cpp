#include "app/bench_battles.h"

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

void bench_resolutions(const battles::BattleModule& engine, std::ostream& out) {
  battles::BattleSetup setup = bench_setup(engine);
  if (auto why = engine.cannot_take(setup); !why.empty()) {
    out << "  " << engine.title() << ": cannot take the bench battle (" << why.front().describe() << ")\n";
    return;
  }
  int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  for (int threads : {1, cores}) {
    int runs = 20000;
    auto start = Clock::now();
    battles::compute_odds(engine, setup, 1, runs, threads);
    double s = seconds_since(start);
    out << "  " << engine.title() << ": " << figure(runs / s) << " resolutions/s on " << threads
        << (threads == 1 ? " thread" : " threads") << " (" << runs << " battles of " << setup.units.size()
        << " units)\n";
  }
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

void run_battles_bench(const GameRegistry& registry, std::ostream& out) {
  out << "battle engines:\n";
  auto all = battles::engines(registry);
  if (all.empty()) out << "  none registered in this build\n";
  for (const auto* e : all) {
    bench_resolutions(*e, out);
    bench_open_with_battles(*e, registry, out);
  }
}

}  // namespace umpire
