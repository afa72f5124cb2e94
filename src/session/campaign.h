// An open campaign: the file, the current state and the commands of its game.
// State = replay of the active journal from the newest snapshot. Every change
// goes through apply() (validated, applied, appended in one transaction); undo
// drops the last command and replays; redo re-applies an undone command with
// the dice it rolled the first time.
//
// Several writers. The state is built at a generation of the file's journal.
// apply, undo and redo open the write transaction first, compare the file's
// generation with the state's and, if another process wrote in between,
// reload (and, for apply, validate and roll again on the fresh state) before
// they write; nothing is appended to a journal the state does not match.
// A window that holds a campaign calls reload_if_changed() to see the others'
// commands.
//
// A journal entry the rules refuse on replay (a file written by another
// version, or damaged) does not make the campaign unopenable: the state stops
// just before it, replay_problem() says which entry and why, new commands are
// refused until it is undone, and undo works as usual.
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
  std::vector<Decision> decisions;
  // Another program had changed the campaign since it was loaded: it was
  // reloaded and the command judged (and rolled) against the fresh state.
  std::optional<std::string> reloaded;
};

// An active journal entry that could not be replayed, and the entries after it
// that therefore were not.
struct ReplayProblem {
  std::int64_t seq = 0;
  std::string command_type;  // "sk.begin_campaign"
  std::string why;           // the refusal with its rules, or the damage
  std::int64_t later = 0;    // active entries after it, not replayed either
  std::string describe() const;
};

class Campaign {
 public:
  // A snapshot is written after every `kSnapshotInterval` active commands.
  static constexpr std::int64_t kSnapshotInterval = 100;

  static std::unique_ptr<Campaign> create(const std::string& path, const GameRegistry& registry,
                                          const std::string& name, const std::string& game, const Json& options,
                                          std::uint64_t seed, const Access& access = {});
  static std::unique_ptr<Campaign> open(const std::string& path, const GameRegistry& registry,
                                        const Access& access = {});

  const CampaignState& state() const { return state_; }
  const GameModule* module() const { return module_; }
  const CommandSet& commands() const { return commands_; }
  const std::string& path() const { return file_.path(); }
  CampaignFile& file() { return file_; }

  std::vector<Reason> validate(const Json& command) const;
  // Validates, applies and appends. DiceNeeded and DecisionNeeded propagate
  // (nothing is written): the caller asks and runs the command again.
  ApplyResult apply(const Json& command, DiceSource& source, DecisionSource* decisions = nullptr);
  // Applies with the campaign's seeded dice.
  ApplyResult apply(const Json& command);
  ApplyResult apply(const Json& command, DecisionSource& decisions);

  // A child campaign (a battle fought in an engine), stored in this
  // campaign's file beside it, with its own journal, dice, decisions and undo.
  // `game` is a module of `registry` (the engines).
  std::unique_ptr<Campaign> start_child(const std::string& id, const GameRegistry& registry, const std::string& game,
                                        const Json& options, std::uint64_t seed);
  // The child where it stood; nullptr when there is none of that id.
  std::unique_ptr<Campaign> open_child(const std::string& id, const GameRegistry& registry);
  bool is_child() const { return file_.is_battle(); }
  // While set, new commands, undo and redo are refused with this reason (a
  // battle whose result its campaign has recorded: undoing that record in the
  // campaign opens the battle again).
  void close_for(std::optional<std::string> why) { closed_ = std::move(why); }
  const std::optional<std::string>& closed() const { return closed_; }

  bool can_undo();
  bool can_redo();
  // Return the entry undone / redone, or nullopt when there is none. When
  // another program changed the campaign since it was loaded, the campaign is
  // reloaded and nothing is undone or redone: a UserError says so, since the
  // entry the umpire meant may no longer be the last.
  std::optional<JournalRow> undo();
  std::optional<JournalRow> redo();

  // Reloads when another program changed the journal; returns what changed
  // ("umpire apply (PID 4711) changed the campaign: 101 commands") or nullopt.
  // Cheap when nothing changed: one small read.
  std::optional<std::string> reload_if_changed();
  const Generation& generation() const { return generation_; }

  const std::optional<ReplayProblem>& replay_problem() const { return problem_; }

  std::vector<JournalRow> journal() { return file_.journal(); }
  std::string status_line() const;  // campaign name, game status

 private:
  Campaign(CampaignFile file, const GameRegistry& registry, const GameModule* module, CampaignState state);
  void rebuild();  // newest snapshot + replay, at the file's generation
  // Replays one row; returns why the rules refuse it, or nullopt with `to` set.
  std::optional<std::string> replay_row(const CampaignState& from, const JournalRow& row, CampaignState& to) const;
  // Inside a write transaction: reloads if the file moved; returns who moved it.
  std::optional<std::string> catch_up();
  std::optional<Reason> refused_while_broken() const;
  ApplyResult apply_with(const Json& command, DiceSource* source, DecisionSource* decisions);
  void refuse_when_closed() const;

  CampaignFile file_;
  const GameRegistry* registry_;
  const GameModule* module_;
  CommandSet commands_;
  CampaignState state_;
  Generation generation_;
  std::optional<ReplayProblem> problem_;
  std::optional<std::string> closed_;
};

}  // namespace umpire
