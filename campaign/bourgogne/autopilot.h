// An autopilot umpire for Les Guerres de Bourgogne: it plays whatever the game
// is waiting for, at random but legally and reproducibly (seeded) — a step's
// prefilled command (reinforcements, fatigue, the garrison's choice, France,
// a retreat, the end of a step), a random march of an army checked by the
// rules' dry run, and each combat sent where the turn panel offers: to the
// tabletop, with a random results form the record's checks accept, or (given
// the engines) to the built-in procedure "bourgogne-battle", whose child
// battle it fights move by move by the doctrine, as the Battle window does,
// before recording its result through the battle seam. The twelve-turn
// campaign test and the benchmark use it; it never decides anything a real
// umpire would not be asked to.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "core/game.h"

namespace umpire {
class Campaign;
}

namespace umpire::bourgogne {

class Autopilot {
 public:
  // Without engines every combat goes to the tabletop; with them (a registry
  // holding the "bourgogne-battle" engine) about one in two goes to it.
  explicit Autopilot(std::uint64_t seed, const GameRegistry* engines = nullptr);
  ~Autopilot();
  Autopilot(const Autopilot&) = delete;
  Autopilot& operator=(const Autopilot&) = delete;

  struct Played {
    Json command;              // null when nothing the game waits for could be applied
    Campaign* battle = nullptr;  // the child battle it went to; null: the campaign itself
    std::string combat;        // the combat of that battle
  };
  // Applies one command, to the campaign or to the child battle of a combat
  // it fights in the engine.
  Played play(Campaign& campaign);
  // The same, for those who follow the campaign only (the benchmark).
  Json play_one(Campaign& campaign);

 private:
  std::optional<Played> play_battle(Campaign& c);  // nullopt: no combat is being fought in the engine
  Json random_march(const Campaign& c);
  Json table_result(const Campaign& c);
  bool engine_takes(const Campaign& c, const std::string& combat) const;
  std::size_t pick(std::size_t n);
  std::mt19937 rng_;
  const GameRegistry* engines_ = nullptr;
  std::unique_ptr<Campaign> battle_;  // the child battle being fought, if any
  std::string battle_combat_;
  std::string step_;  // the turn, phase and step of the last command
  int step_commands_ = 0;
};

}  // namespace umpire::bourgogne
