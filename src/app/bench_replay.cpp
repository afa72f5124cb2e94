// `umpire bench`, replay part. The two-year case (tests/cases/soldier_king/
// two_years.json, recorded from tests/soldier_king/two_years_test.cpp) is
// applied once to an in-memory campaign with its scripted dice; its journal
// (each command with the dice it consumed) is then replayed from the initial
// state through `execute` with RecordedDice, as opening a campaign does. Only
// that replay is timed: it is what every open, undo and case run pays.
#include "app/bench_replay.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/bench.h"
#include "core/dice.h"
#include "core/json_read.h"
#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"

#ifndef UMPIRE_CASES_DIR
#define UMPIRE_CASES_DIR "tests/cases"
#endif

namespace umpire {

namespace {

using Clock = std::chrono::steady_clock;

struct Recorded {
  Json command;
  std::vector<DiceRoll> dice;
};

struct ReplayInput {
  CampaignState initial;
  std::vector<Recorded> rows;
  Json final_state;  // the campaign's state after the last command
};

// Applies the case's steps with its scripted dice and keeps the journal.
ReplayInput build_input(const Json& kase, const GameRegistry& registry) {
  std::vector<int> faces;
  for (const auto& f : kase.at("dice")) faces.push_back(f.get<int>());
  ScriptedDice scripted(faces);
  const std::string name = "bench replay";
  const std::string game = kase.at("game").get<std::string>();
  const Json options = kase.value("options", Json::object());
  const auto seed = kase.at("seed").get<std::uint64_t>();
  auto campaign = Campaign::create(":memory:", registry, name, game, options, seed);
  for (const auto& step : kase.at("steps")) {
    if (!step.contains("apply")) continue;
    ApplyResult r = campaign->apply(step["apply"], scripted);
    if (!r.ok) throw UserError("bench: a step of the two-year case was refused: " + step["apply"].dump());
  }
  ReplayInput in;
  in.initial = new_campaign_state(registry, name, game, options, seed);
  for (const auto& row : campaign->journal()) {
    if (row.status != EntryStatus::Active) continue;
    in.rows.push_back({row.command, dice_rolls_from_json(JsonCursor(row.dice, "journal", "/dice"))});
  }
  in.final_state = state_to_json(campaign->state());
  return in;
}

// One replay of every row; the final state. Not inlined, so that a profile can
// collect it alone: valgrind --tool=callgrind --toggle-collect='*replay_journal*'.
[[gnu::noinline]] CampaignState replay_journal(const CommandSet& commands, const ReplayInput& in) {
  CampaignState state = in.initial;
  for (std::size_t i = 0; i < in.rows.size(); ++i) {
    RecordedDice dice(in.rows[i].dice);
    Execution ex = execute(commands, state, in.rows[i].command, dice);
    if (!ex.ok || !dice.all_used())
      throw UserError("bench: command " + std::to_string(i + 1) + " of the two-year case did not replay");
    state = std::move(ex.outcome.state);
  }
  return state;
}

}  // namespace

void run_replay_bench(std::ostream& out) {
  const std::string path = std::string(UMPIRE_CASES_DIR) + "/soldier_king/two_years.json";
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    out << "replay of the two-year case: skipped (" << path << " not found)\n";
    return;
  }
  std::stringstream text;
  text << file.rdbuf();
  GameRegistry registry;
  registry.add(sk::module());
  ReplayInput in = build_input(parse_json(text.str(), path), registry);
  CommandSet commands(registry.find(in.initial.core.game));

  // UMPIRE_BENCH_RUNS=1 for a profile: each run costs about 50 times as long under valgrind.
  const char* runs_env = std::getenv("UMPIRE_BENCH_RUNS");
  const int kRuns = std::clamp(runs_env ? std::atoi(runs_env) : 5, 1, 100);
  std::vector<double> ms;
  bool same = true;
  for (int run = 0; run < kRuns; ++run) {
    auto start = Clock::now();
    CampaignState state = replay_journal(commands, in);
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    same = same && state_to_json(state) == in.final_state;
  }
  std::sort(ms.begin(), ms.end());
  const double per = 1000.0 * ms[ms.size() / 2] / static_cast<double>(std::max<std::size_t>(in.rows.size(), 1));
  out << "replay of the two-year Soldier King case (" << in.rows.size() << " commands through execute, recorded dice): median "
      << fixed(ms[ms.size() / 2], 1) << " ms of " << kRuns << " (min " << fixed(ms.front(), 1) << " ms), "
      << fixed(per, 0) << " us per command; final state " << (same ? "equals" : "DIFFERS FROM") << " the campaign's\n";
}

}  // namespace umpire
