// An autopilot umpire for 1631: it plays whatever the game is waiting for, at
// random but legally and reproducibly (seeded) — a step's prefilled command, or
// a random action of the side to act checked by the rules' dry run, or a pass.
// The ten-turn campaign test and the benchmark use it; it never decides
// anything a real umpire would not be asked to.
#pragma once

#include <cstdint>
#include <random>

#include "core/game.h"

namespace umpire {
class Campaign;
}

namespace umpire::flammes {

class Autopilot {
 public:
  explicit Autopilot(std::uint64_t seed) : rng_(static_cast<std::mt19937::result_type>(seed)) {}
  // Applies one command; returns it, or null when nothing the game waits for could be applied.
  Json play_one(Campaign& campaign);

 private:
  Json random_action(const CampaignState& state);
  std::size_t pick(std::size_t n);
  std::mt19937 rng_;
};

}  // namespace umpire::flammes
