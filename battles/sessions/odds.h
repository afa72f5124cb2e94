// Odds before the fight: a battle an engine resolves by itself, fought many
// times by the doctrine on worker threads. Run i uses the seeded dice of
// run_seed(seed, i) and the shares are summed in run order, so the odds are
// the same for the same seed whatever the number of threads. The odds are for
// the umpire: no player's handout ever receives them.
#pragma once

#include <atomic>
#include <cstdint>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "sessions/battle_module.h"

namespace umpire::battles {

struct SideOdds {
  std::string side, name;
  double win = 0;            // share of runs this side won
  double expected_loss = 0;  // mean strength points lost
};

struct Odds {
  int runs = 0;  // runs fought (fewer than asked when cancelled)
  std::uint64_t seed = 0;
  double draw = 0;  // share of runs with no winner
  std::string undecided_to;  // the side that counted the runs no one won (GameModule::undecided_winner), or 
  std::vector<SideOdds> sides;
  // The standard error of a share p over these runs: sqrt(p (1 - p) / runs).
  double error(double share) const;
  std::vector<std::string> lines() const;  // "Red wins 41.2% (± 0.5), loses 2.1 SP on average"
};

// Shared with the workers: how far they are, and a request to stop.
struct OddsProgress {
  std::atomic<int> done{0};
  std::atomic<bool> cancel{false};
};

std::uint64_t run_seed(std::uint64_t seed, int run);

// Fights `runs` battles on `threads` workers (0: one per core). A UserError
// from the engine (it did not end a battle) is raised here after the workers
// stop. `undecided_to`: the side the campaign counts as the winner of a battle
// no one won on the field ("": a draw).
Odds compute_odds(const BattleModule& engine, const BattleSetup& setup, std::uint64_t seed, int runs, int threads,
                  OddsProgress* progress = nullptr, const std::string& undecided_to = "");

// The same in the background, for a window that draws its progress bar while
// the workers run.
class OddsJob {
 public:
  OddsJob(const BattleModule& engine, BattleSetup setup, std::uint64_t seed, int runs, int threads = 0,
          std::string undecided_to = "");
  ~OddsJob();  // cancels and waits
  OddsJob(const OddsJob&) = delete;
  OddsJob& operator=(const OddsJob&) = delete;
  int runs() const { return runs_; }
  int done() const { return progress_->done.load(); }
  bool ready() const;
  // The odds once ready (rethrows the engine's error).
  Odds get();
  void cancel() { progress_->cancel = true; }

 private:
  int runs_;
  std::shared_ptr<OddsProgress> progress_;
  std::future<Odds> future_;
  std::optional<Odds> odds_;
};

}  // namespace umpire::battles
