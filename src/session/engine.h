// The one path every command takes, from the GUI, the command line or a
// conformance case: find the command, validate it (a dry run that explains a
// refusal, citing the rule), apply it with a dice source, and account for the
// dice it consumed. Pure: no file, clock or window.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"

namespace umpire {

// All commands a campaign of this game understands (core + game).
class CommandSet {
 public:
  CommandSet(const GameModule* module);
  const CommandDef* find(const std::string& name) const;
  const std::vector<CommandDef>& all() const { return commands_; }
  const GameModule* module() const { return module_; }  // null for an empty campaign

 private:
  const GameModule* module_ = nullptr;
  std::vector<CommandDef> commands_;
};

struct Execution {
  bool ok = false;
  std::vector<Reason> reasons;  // why it was refused, when !ok
  Outcome outcome;              // when ok
  std::vector<DiceRoll> dice;   // the dice it consumed, when ok
  std::vector<Decision> decisions;  // the decisions it took, when ok
};

// A command is {"type": "core.note", "args": {...}}.
// Refusals (unknown command, malformed arguments, a set-up only command after
// the set-up, rule violations) come back as reasons. DiceNeeded propagates: the caller asks the umpire and retries.
// DecisionNeeded propagates likewise, for a command that asks decisions of a
// source with no answer yet (none given: every decision is needed).
Execution execute(const CommandSet& commands, const CampaignState& state, const Json& command, DiceSource& source,
                  DecisionSource* decisions = nullptr);

// Validation only (the GUI's live check): never rolls.
std::vector<Reason> validate(const CommandSet& commands, const CampaignState& state, const Json& command);

// State <-> JSON for snapshots: {"core": ..., "game": ...}.
Json state_to_json(const CampaignState& state);
CampaignState state_from_json(const GameRegistry& registry, const JsonCursor& c);

// A new campaign's initial state.
CampaignState new_campaign_state(const GameRegistry& registry, const std::string& name, const std::string& game,
                                 const Json& options, std::uint64_t seed);

}  // namespace umpire
