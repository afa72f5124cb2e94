// An open campaign: the file, the current state and the commands of its game.
// State = replay of the active journal from the newest snapshot. Every change
// goes through apply() (validated, applied, appended in one transaction); undo
// drops the last command and replays; redo re-applies an undone command with
// the dice it rolled the first time.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/engine.h"
#include "store/campaign_file.h"

namespace umpire {

struct ApplyResult {
  bool ok = false;
  std::vector<Reason> reasons;
  std::int64_t seq = 0;
  std::vector<Event> events;
  std::vector<DiceRoll> dice;
};

class Campaign {
 public:
  // A snapshot is written after every `kSnapshotInterval` active commands.
  static constexpr std::int64_t kSnapshotInterval = 100;

  static std::unique_ptr<Campaign> create(const std::string& path, const GameRegistry& registry,
                                          const std::string& name, const std::string& game, const Json& options,
                                          std::uint64_t seed);
  static std::unique_ptr<Campaign> open(const std::string& path, const GameRegistry& registry);

  const CampaignState& state() const { return state_; }
  const GameModule* module() const { return module_; }
  const CommandSet& commands() const { return commands_; }
  const std::string& path() const { return file_.path(); }
  CampaignFile& file() { return file_; }

  std::vector<Reason> validate(const Json& command) const;
  // Validates, applies and appends. DiceNeeded propagates (nothing is written).
  ApplyResult apply(const Json& command, DiceSource& source);
  // Applies with the campaign's seeded dice.
  ApplyResult apply(const Json& command);

  bool can_undo();
  bool can_redo();
  // Return the entry undone / redone, or nullopt when there is none.
  std::optional<JournalRow> undo();
  std::optional<JournalRow> redo();

  std::vector<JournalRow> journal() { return file_.journal(); }
  std::string status_line() const;  // campaign name, game status

 private:
  Campaign(CampaignFile file, const GameRegistry& registry, const GameModule* module, CampaignState state);
  void rebuild();  // newest snapshot + replay
  CampaignState replay_row(const CampaignState& from, const JournalRow& row) const;

  CampaignFile file_;
  const GameRegistry* registry_;
  const GameModule* module_;
  CommandSet commands_;
  CampaignState state_;
};

}  // namespace umpire
