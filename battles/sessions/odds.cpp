#include "sessions/odds.h"

#include <cmath>
#include <cstdio>
#include <exception>
#include <mutex>
#include <thread>

#include "core/mix.h"

namespace umpire::battles {

namespace {

// One run's outcome: the winner's side index (-1: none) and each side's loss.
struct Run {
  int winner = -1;
  std::vector<int> lost;
};

// The side index of each of the set-up's units, in its order (-1: none).
std::vector<int> unit_sides(const BattleSetup& setup) {
  std::vector<int> out;
  for (const auto& unit : setup.units) {
    out.push_back(-1);
    for (std::size_t i = 0; i < setup.sides.size(); ++i)
      if (setup.sides[i].id == unit.side) out.back() = static_cast<int>(i);
  }
  return out;
}

Run fight_once(const BattleModule& engine, const BattleSetup& setup, const std::vector<int>& sides_of,
               const GameStatePtr& started, std::uint64_t seed) {
  // Only the winner and the losses are read: the events go unsaid.
  BattleResult r = started ? resolve_from(engine, started, seed, false) : resolve(engine, setup, seed, false);
  Run run;
  run.lost.assign(setup.sides.size(), 0);
  for (std::size_t i = 0; i < setup.sides.size(); ++i)
    if (setup.sides[i].id == r.winner) run.winner = static_cast<int>(i);
  for (std::size_t k = 0; k < r.units.size(); ++k) {
    const auto& u = r.units[k];
    // Engines list the outcomes in the set-up's order: look there first.
    std::size_t at = k < setup.units.size() && setup.units[k].id == u.unit ? k : setup.units.size();
    if (at == setup.units.size())
      if (const Unit* unit = setup.unit(u.unit)) at = static_cast<std::size_t>(unit - setup.units.data());
    if (at < setup.units.size() && sides_of[at] >= 0) run.lost[static_cast<std::size_t>(sides_of[at])] += u.lost();
  }
  return run;
}

std::string percent(double share) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100 * share);
  return buf;
}

}  // namespace

std::uint64_t run_seed(std::uint64_t seed, int run) {
  // SplitMix64 of (seed, run): well-spread seeds for neighbouring runs.
  return splitmix64(seed + 0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(run));
}

double Odds::error(double share) const { return runs > 0 ? std::sqrt(share * (1 - share) / runs) : 0; }

std::vector<std::string> Odds::lines() const {
  std::vector<std::string> out;
  char buf[64];
  for (const auto& s : sides) {
    std::snprintf(buf, sizeof buf, "%.1f", 100 * error(s.win));
    std::string loss(32, '\0');
    loss.resize(std::snprintf(loss.data(), loss.size(), "%.2f", s.expected_loss));
    out.push_back(s.name + " wins " + percent(s.win) + " (± " + buf + "), loses " + loss + " SP on average");
  }
  std::snprintf(buf, sizeof buf, "%.1f", 100 * error(draw));
  if (undecided_to.empty())
    out.push_back("No winner " + percent(draw) + " (± " + buf + ")");
  else
    out.push_back("A battle no one wins on the field counts, by the campaign's rules, as won by " + undecided_to);
  out.push_back(std::to_string(runs) + " battles fought by the doctrine, seed " + std::to_string(seed));
  return out;
}

Odds compute_odds(const BattleModule& engine, const BattleSetup& setup, std::uint64_t seed, int runs, int threads,
                  OddsProgress* progress, const std::string& undecided_to) {
  if (runs < 1) throw UserError("the odds need at least one run");
  if (auto why = engine.cannot_take(setup); !why.empty())
    throw UserError(engine.title() + " cannot fight battle " + setup.id + ": " + why.front().describe());
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads = std::min(threads, runs);
  // An engine whose start rolls nothing starts the battle once for every run.
  const GameStatePtr started = engine.start_reads_seed() ? nullptr : engine.start(setup, seed);
  const std::vector<int> sides_of = unit_sides(setup);
  std::vector<Run> done(static_cast<std::size_t>(runs));
  std::vector<char> fought(done.size(), 0);
  std::atomic<int> next{0};
  std::mutex failure_mutex;
  std::exception_ptr failure;
  auto work = [&] {
    for (int i; (i = next.fetch_add(1)) < runs;) {
      if (progress && progress->cancel) return;
      try {
        done[static_cast<std::size_t>(i)] = fight_once(engine, setup, sides_of, started, run_seed(seed, i));
        fought[static_cast<std::size_t>(i)] = 1;
      } catch (...) {
        std::lock_guard<std::mutex> lock(failure_mutex);
        if (!failure) failure = std::current_exception();
        next = runs;
      }
      if (progress) ++progress->done;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);

  // Summed in run order: the same shares for the same seed on any number of threads.
  Odds odds;
  odds.seed = seed;
  int undecided = -1;  // the side the campaign gives a battle no one won, if any
  for (const auto& s : setup.sides) {
    if (s.id == undecided_to) undecided = static_cast<int>(odds.sides.size());
    odds.sides.push_back({s.id, setup.side_name(s.id), 0, 0});
  }
  if (undecided >= 0) odds.undecided_to = odds.sides[static_cast<std::size_t>(undecided)].name;
  int draws = 0;
  for (std::size_t i = 0; i < done.size(); ++i) {
    if (!fought[i]) continue;  // cancelled before this run
    ++odds.runs;
    int winner = done[i].winner < 0 ? undecided : done[i].winner;
    if (winner < 0)
      ++draws;
    else
      odds.sides[static_cast<std::size_t>(winner)].win += 1;
    for (std::size_t s = 0; s < odds.sides.size(); ++s) odds.sides[s].expected_loss += done[i].lost[s];
  }
  if (odds.runs > 0) {
    odds.draw = static_cast<double>(draws) / odds.runs;
    for (auto& s : odds.sides) {
      s.win /= odds.runs;
      s.expected_loss /= odds.runs;
    }
  }
  return odds;
}

OddsJob::OddsJob(const BattleModule& engine, BattleSetup setup, std::uint64_t seed, int runs, int threads,
                 std::string undecided_to)
    : runs_(runs), progress_(std::make_shared<OddsProgress>()) {
  auto progress = progress_;
  future_ = std::async(std::launch::async, [&engine, setup = std::move(setup), seed, runs, threads, progress,
                                            undecided_to = std::move(undecided_to)] {
    return compute_odds(engine, setup, seed, runs, threads, progress.get(), undecided_to);
  });
}

OddsJob::~OddsJob() {
  progress_->cancel = true;
  if (future_.valid()) future_.wait();
}

bool OddsJob::ready() const {
  return odds_.has_value() ||
         (future_.valid() && future_.wait_for(std::chrono::seconds(0)) == std::future_status::ready);
}

Odds OddsJob::get() {
  if (!odds_) odds_ = future_.get();
  return *odds_;
}

}  // namespace umpire::battles
