// The game-module seam. The core knows campaigns, commands, dice and the
// journal; it knows no game. Each game (campaign/<game>/) implements a
// GameModule: its state, its commands, its case-file vocabulary and a status
// line, and registers it in a GameRegistry at start-up (src/app). Windows are
// registered separately on the UI side (ui/), which may know games.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/dice.h"
#include "core/json_read.h"

namespace umpire {

// Something a command caused, with the rule that decided it.
struct Event {
  std::string text;   // "Argozia rolls 4 for initiative"
  std::string rule;   // "SK 7.1.2"; empty for umpire actions outside the rules
  Json data = nullptr;
  bool operator==(const Event&) const = default;
};
Json to_json(const Event& e);
Event event_from_json(const JsonCursor& c);

// Why a command is refused.
struct Reason {
  std::string rule;  // "SK 10.5"; empty when it is not a rule but bad input
  std::string text;
  std::string describe() const { return rule.empty() ? text : text + " [" + rule + "]"; }
};

// A game's state. Immutable once built: commands produce a new state.
class GameState {
 public:
  virtual ~GameState() = default;
  virtual Json to_json() const = 0;
};
using GameStatePtr = std::shared_ptr<const GameState>;

struct Note {
  std::string text;
  bool operator==(const Note&) const = default;
};

// What every campaign has, whatever the game.
struct CoreState {
  std::string name;
  std::string game;            // GameModule::id(), or "" for an empty campaign
  std::uint64_t seed = 0;      // the seeded dice source's seed
  std::uint64_t dice_drawn = 0;  // faces drawn so far (the seeded source's position)
  std::vector<Note> notes;     // umpire's notes (core.note)
  std::vector<DiceRoll> free_rolls;  // rolls made outside any rule (core.roll)
  Json settings = Json::object();    // campaign settings (named rule options)
};

struct CampaignState {
  CoreState core;
  GameStatePtr game;  // null for an empty campaign
};

Json to_json(const CoreState& s);
CoreState core_state_from_json(const JsonCursor& c);

// The result of applying a command.
struct Outcome {
  CampaignState state;
  std::vector<Event> events;
};

// A named command and its arguments' schema: src/core/command.h, included at
// the end of this file because it builds on the types above.
struct CommandDef;

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual std::string id() const = 0;     // "soldier-king"
  virtual std::string title() const = 0;  // "Soldier King"
  virtual std::vector<CommandDef> commands() const = 0;
  // Nullopt while the game is in its set-up; afterwards, why a command flagged
  // set-up only (kSetupOnly) is refused ("set-up is over", with the rule).
  virtual std::optional<Reason> setup_over(const GameState&) const { return std::nullopt; }
  // A new game from options (a scenario name, start year, ...). The campaign's
  // dice seed is given for a set-up that makes a reproducible choice no player
  // can foresee (Soldier King's officers' names); a game may ignore it.
  virtual GameStatePtr new_game(const JsonCursor& options, std::uint64_t seed) const = 0;
  virtual GameStatePtr load_state(const JsonCursor& state) const = 0;
  // For the status bar: "Spring 1740 — Argozia's player turn".
  virtual std::string status(const GameState& state) const = 0;
  // Case-file vocabulary: checks one named expectation ("column_strength": ...)
  // against the state; returns a failure message, or nullopt when it holds.
  // Unknown keys must be reported as failures.
  virtual std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                                       const JsonCursor& expected) const = 0;
};

class GameRegistry {
 public:
  void add(std::shared_ptr<const GameModule> module);
  const GameModule* find(const std::string& id) const;  // nullptr when unknown
  std::vector<const GameModule*> all() const;

 private:
  std::map<std::string, std::shared_ptr<const GameModule>> modules_;
};

// The commands every campaign understands, whatever its game.
std::vector<CommandDef> core_commands();

}  // namespace umpire

#include "core/command.h"  // IWYU pragma: export
