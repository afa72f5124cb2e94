// The seam between a campaign's battles and whatever fights them: the
// tabletop (the umpire types the result in) or a built-in tactical engine.
// An engine is given a BattleSetup, dice and, where it needs them, the
// players' decisions, and returns a BattleResult; it knows nothing of
// campaigns, so a battle from any campaign goes to any engine that can take it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/dice.h"
#include "handoff/handoff.h"

namespace umpire::battles {

// Choices an engine asks of the players during a battle ("withdraw?", "which
// unit charges?"), labelled like dice so a script or the GUI can answer.
class Decisions {
 public:
  virtual ~Decisions() = default;
  virtual std::string choose(const std::string& label, const std::vector<std::string>& options) = 0;
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::string id() const = 0;    // "tabletop", "lion-of-the-north"
  virtual std::string name() const = 0;  // "Tabletop (miniatures)"
  // Why this engine cannot fight the battle (empty when it can).
  virtual std::vector<Reason> cannot_take(const BattleSetup& setup) const = 0;
  // Whether it fights by itself; false for the tabletop, whose result is typed in.
  virtual bool automatic() const = 0;
  virtual BattleResult fight(const BattleSetup& setup, Dice& dice, Decisions& decisions) const = 0;
};

// The tabletop: takes every battle; the battle is printed as briefings and
// fought with miniatures, and the umpire types the result in.
class Tabletop : public Engine {
 public:
  std::string id() const override { return "tabletop"; }
  std::string name() const override { return "Tabletop (miniatures)"; }
  std::vector<Reason> cannot_take(const BattleSetup&) const override { return {}; }
  bool automatic() const override { return false; }
  BattleResult fight(const BattleSetup& setup, Dice&, Decisions&) const override;
};

class EngineRegistry {
 public:
  EngineRegistry();  // with the tabletop
  void add(std::shared_ptr<const Engine> engine);
  const Engine* find(const std::string& id) const;
  // The engines that can fight this battle, the tabletop first.
  std::vector<const Engine*> able(const BattleSetup& setup) const;
  const std::vector<std::shared_ptr<const Engine>>& all() const { return engines_; }

 private:
  std::vector<std::shared_ptr<const Engine>> engines_;
};

}  // namespace umpire::battles
