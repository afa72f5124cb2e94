// An autopilot umpire for Les Guerres de Bourgogne: it plays whatever the game
// is waiting for, at random but legally and reproducibly (seeded) — a step's
// prefilled command (reinforcements, fatigue, the garrison's choice, France,
// a retreat, the end of a step), a random march of an army checked by the
// rules' dry run, and for a combat fought on the tabletop a random results
// form the record's checks accept. The twelve-turn campaign test and the
// benchmark use it; it never decides anything a real umpire would not be asked to.
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "core/game.h"

namespace umpire {
class Campaign;
}

namespace umpire::bourgogne {

class Autopilot {
 public:
  explicit Autopilot(std::uint64_t seed) : rng_(static_cast<std::mt19937::result_type>(seed)) {}
  // Applies one command; returns it, or null when nothing the game waits for could be applied.
  Json play_one(Campaign& campaign);

 private:
  Json random_march(const Campaign& c);
  Json table_result(const Campaign& c);
  std::size_t pick(std::size_t n);
  std::mt19937 rng_;
  std::string step_;  // the turn, phase and step of the last command
  int step_commands_ = 0;
};

}  // namespace umpire::bourgogne
