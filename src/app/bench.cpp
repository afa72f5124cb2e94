// `umpire bench`: how long a durable command takes, how fast a long journal
// replays, and how long opening a long campaign takes. Figures are printed for
// the umpire (or the developer) to read; nothing here asserts a timing.
//
// Everything happens in a fresh temporary directory that is removed at the end.
// The campaigns are empty ones (no game): the figures measure the store and the
// engine, with the core commands core.note and core.roll.
#include "app/bench.h"
#include "app/bench_1631.h"
#include "app/bench_battles.h"
#include "app/bench_bourgogne.h"
#include "app/bench_bundle.h"
#include "app/bench_replay.h"
#include "app/bench_soldier_king.h"

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "session/campaign.h"
#include "session/engine.h"
#include "store/campaign_file.h"

namespace umpire {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A fresh directory under $TMPDIR (or /tmp), removed with everything in it.
class BenchDir {
 public:
  BenchDir() {
    const char* base = std::getenv("TMPDIR");
    std::string tmpl = std::string(base && *base ? base : "/tmp") + "/umpire-bench-XXXXXX";
    if (!mkdtemp(tmpl.data())) throw UserError(tmpl + ": cannot create a temporary directory for the bench");
    path_ = tmpl;
  }
  ~BenchDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  BenchDir(const BenchDir&) = delete;
  BenchDir& operator=(const BenchDir&) = delete;
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// Nearest-rank percentile of sorted values.
double percentile(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0;
  auto rank = static_cast<std::size_t>(p / 100.0 * static_cast<double>(sorted.size()) + 0.999999);
  rank = std::clamp<std::size_t>(rank, 1, sorted.size());
  return sorted[rank - 1];
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  if (v.empty()) return 0;
  std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// The mixed journal: mostly notes, every fourth command a 2D6 roll.
Json bench_command(int i) {
  if (i % 4 == 0)
    return Json{{"type", "core.roll"}, {"args", {{"label", "bench roll " + std::to_string(i)}, {"dice", "2D6"}}}};
  return Json{{"type", "core.note"},
              {"args", {{"text", "bench note " + std::to_string(i) + ": the Austrians are in winter quarters"}}}};
}

void apply_or_fail(Campaign& c, const Json& command) {
  ApplyResult r = c.apply(command);
  if (!r.ok) {
    std::string why;
    for (const auto& reason : r.reasons) why += (why.empty() ? "" : "; ") + reason.describe();
    throw UserError("bench: a bench command was refused: " + why);
  }
}

constexpr std::uint64_t kBenchSeed = 1740;

}  // namespace

namespace {

// (a) Durable journal append: each apply() is one transaction, committed with
// synchronous=FULL, i.e. fsync'd before apply() returns. Returns the median.
double bench_appends(const BenchDir& dir, const GameRegistry& registry, std::ostream& out) {
  constexpr int kAppends = 500;
  std::vector<double> append_ms;
  {
    auto c = Campaign::create(dir.file("append.umpire"), registry, "bench append", "", Json::object(), kBenchSeed);
    append_ms.reserve(kAppends);
    for (int i = 1; i <= kAppends; ++i) {
      Json cmd = Json{{"type", "core.note"}, {"args", {{"text", "append " + std::to_string(i)}}}};
      auto start = Clock::now();
      apply_or_fail(*c, cmd);
      append_ms.push_back(ms_since(start));
    }
  }
  std::sort(append_ms.begin(), append_ms.end());
  const double append_median = median(append_ms);
  out << "journal append (durable, synchronous=FULL): median " << fixed(append_median, 2) << " ms, p90 "
      << fixed(percentile(append_ms, 90), 2) << " ms, max " << fixed(append_ms.back(), 2) << " ms over "
      << kAppends << " commands\n";
  return append_median;
}

// (b) A campaign with `commands` commands, built through the real apply path
// (validation, execution, dice, snapshots every Campaign::kSnapshotInterval).
// When durable appends would make that take more than about a minute, it is
// built in an in-memory campaign (the same apply path without the fsyncs) and
// written out with export_copy (VACUUM INTO). The file is the same either
// way; only how long building it takes differs, and that is not the figure
// this part measures.
void build_long_campaign(const std::string& big, const GameRegistry& registry, int commands, double append_median,
                         std::ostream& out) {
  const double estimate_s = append_median * commands / 1000.0;
  const bool durable_build = estimate_s <= 60.0;
  auto build_start = Clock::now();
  {
    auto c = Campaign::create(durable_build ? big : std::string(":memory:"), registry, "bench replay", "",
                              Json::object(), kBenchSeed);
    for (int i = 1; i <= commands; ++i) apply_or_fail(*c, bench_command(i));
    if (!durable_build) c->file().export_copy(big);
  }
  out << "built a campaign of " << commands << " commands (3 notes : 1 2D6 roll) in " << fixed(ms_since(build_start) / 1000, 1)
      << " s, " << (durable_build ? "durably on disk" : "in memory, then exported (durable build estimated at " +
                                                            fixed(estimate_s, 0) + " s)")
      << "; file size " << fixed(static_cast<double>(fs::file_size(big)) / (1024.0 * 1024.0), 1) << " MiB\n";
}

// Replay of every command from the initial state, ignoring the snapshots:
// the engine with the dice recorded in the journal, as on open, but from seq 0.
// Returns the state it reached, as JSON.
Json replay_from_start(const std::string& big, const GameRegistry& registry, std::ostream& out) {
  CampaignFile file = CampaignFile::open(big);
  auto read_start = Clock::now();
  std::vector<JournalRow> rows = file.active_after(0);
  Snapshot initial = file.latest_snapshot(0);
  const double read_ms = ms_since(read_start);

  CampaignState state = state_from_json(registry, JsonCursor(initial.state, big + " (initial state)"));
  CommandSet command_set(nullptr);
  auto replay_start = Clock::now();
  for (const auto& row : rows) {
    RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, big, "/dice")));
    Execution ex = execute(command_set, state, row.command, dice);
    if (!ex.ok || !dice.all_used())
      throw UserError("bench: journal entry " + std::to_string(row.seq) + " did not replay");
    state = std::move(ex.outcome.state);
  }
  const double replay_ms = ms_since(replay_start);
  out << "replay from the initial state (no snapshots): " << fixed(replay_ms, 1) << " ms for " << rows.size()
      << " commands, " << fixed(replay_ms * 1000.0 / static_cast<double>(std::max<std::size_t>(rows.size(), 1)), 1)
      << " us per command (reading the journal from the file: " << fixed(read_ms, 1) << " ms more)\n";
  return state_to_json(state);
}

// Opening with Campaign::open: the file check (integrity_check), the newest
// snapshot and the replay of the commands after it.
// True when every open reached the state of the full replay.
bool bench_opens(const std::string& big, const GameRegistry& registry, int commands, const Json& replayed,
                 std::ostream& out) {
  std::vector<double> open_ms;
  bool same_state = true;
  for (int i = 0; i < 5; ++i) {
    auto start = Clock::now();
    auto c = Campaign::open(big, registry);
    open_ms.push_back(ms_since(start));
    same_state = same_state && state_to_json(c->state()) == replayed;
  }
  std::sort(open_ms.begin(), open_ms.end());
  out << "open (Campaign::open, newest snapshot + replay, includes integrity_check): median "
      << fixed(median(open_ms), 1) << " ms of 5 opens (min " << fixed(open_ms.front(), 1) << " ms, max "
      << fixed(open_ms.back(), 1) << " ms) for " << commands << " commands\n";
  out << "state after open " << (same_state ? "equals" : "DIFFERS FROM") << " the full replay\n";
  return same_state;
}

// The core part: durable appends, replay and open of an empty campaign.
bool run_core_bench(int commands, std::ostream& out) {
  BenchDir dir;
  GameRegistry registry;  // empty campaigns: the core commands are enough
  out << "umpire bench (temporary files in " << dir.path().string() << ")\n";
  const double append_median = bench_appends(dir, registry, out);
  const std::string big = dir.file("long.umpire");
  build_long_campaign(big, registry, commands, append_median, out);
  Json replayed = replay_from_start(big, registry, out);
  return bench_opens(big, registry, commands, replayed, out);
}

}  // namespace

std::string fixed(double value, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

int run_bench(int commands, const std::string& only, const GameRegistry& registry, std::ostream& out,
              int battle_runs) {
  if (!only.empty() && only != "core" && only != "sk-supply" && only != "sk-replay" && only != "battles" &&
      only != "bundle" && only != "1631" && only != "bourgogne")
    throw UserError("--only: expected core, sk-supply, sk-replay, battles, bundle, 1631 or bourgogne, found \"" + only +
                    "\"");
  bool ok = true;
  if (only.empty() || only == "core") ok = run_core_bench(commands, out);
  if (only.empty() || only == "sk-supply") run_soldier_king_bench(out);
  if (only.empty() || only == "sk-replay") run_replay_bench(out);
  if (only.empty() || only == "battles") run_battles_bench(registry, out, battle_runs);
  if (only.empty() || only == "bundle") run_bundle_bench(out);
  if (only.empty() || only == "1631") run_1631_bench(registry, out);
  if (only.empty() || only == "bourgogne") run_bourgogne_bench(registry, out);
  return ok ? 0 : 1;
}

}  // namespace umpire
