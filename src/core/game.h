// The game-module seam. The core knows campaigns, commands, dice and the
// journal; it knows no game. Each game (campaign/<game>/) implements a
// GameModule: its state, its commands, its case-file vocabulary and a status
// line, and registers it in a GameRegistry at start-up (src/app). Windows are
// registered separately on the UI side (ui/), which may know games.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/append_log.h"
#include "core/decisions.h"
#include "core/dice.h"
#include "core/json_read.h"
#include "core/settings.h"

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
  // Shared between the states a campaign's commands make (most leave them
  // alone): a command costs what it touches, not the length of the notes.
  AppendLog<Note> notes;           // umpire's notes (core.note)
  AppendLog<DiceRoll> free_rolls;  // rolls made outside any rule (core.roll)
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
struct MapSchema;

// A player of a campaign: a faction that receives handouts and gives orders.
struct Player {
  std::string id;    // "argozia"
  std::string name;  // "Argozia"
  bool operator==(const Player&) const = default;
};

// What the umpire must do next, in words, with the rule that asks for it and,
// where one command does it, that command (prefilled; the umpire may still
// edit it). Drives every game's Turn panel and `umpire next`.
struct NextStep {
  std::string text = {};   // "Arcadia: check supply at the start of the turn"
  std::string rule = {};   // "SK 9.6"; empty when no rule asks for it
  Json command = nullptr;  // {"type": "sk.supply_check", "args": {}}, or null
  std::string label = {};  // the command's button: "Check supply"
  std::string window = {}; // the game's window where the step's work is done ("orders"), or ""
};

// A command-line subcommand a game adds (`umpire briefing FILE --battle b350
// --out DIR`). The app turns it into a CLI subcommand whose first argument is
// the campaign file, opens the campaign for reading, and calls run with the
// options given ("campaign" holds the file name). A subcommand never changes
// the campaign: a change is a game command, applied with `umpire apply`.
struct CliOption {
  std::string name;  // "--battle"
  std::string help;
  bool required = false;
};
struct CliCommand {
  std::string name;     // "briefing"
  std::string summary;  // one line for --help
  std::vector<CliOption> options;
  // Throws UserError for what the user can put right; returns the exit code.
  std::function<int(const CampaignState&, const std::map<std::string, std::string>& args, std::ostream& out)> run;
};

// A battle of the campaign as the Battles desk, the engines and the odds see
// it. The set-up and result are the hand-off's JSON (battles/handoff): the
// core passes them through and knows nothing of what is inside.
struct BattleLink {
  std::string id;         // "b350"
  std::string name;       // "Kolberg, Spring 1740"
  std::string status;     // "pending" (not yet sent), "sent" (being fought), "recorded", "closed" (no battle after all)
  std::string engine;     // where it was sent: "tabletop" or an engine's id; "" while pending
  Json setup = nullptr;   // as sent; while pending, as it would be sent now
  Json result = nullptr;  // once recorded
};

// A piece of the campaign a user names: `umpire list` prints them, and a
// command's id argument (arg::id of this kind) takes the name as well as the id.
struct PieceRow {
  std::string id = {};                        // "c8"
  std::string name = {};                      // "2nd Infantry (Type 2)"
  std::string faction_id = {}, faction = {};  // its owner ("argozia", "Argozia"), or ""
  std::string place_id = {}, place = {};      // where it is ("kalmsee", "Kalmsee"), or ""
  std::string detail = {};                    // "4 stands, 11 SP, Veteran"
};
struct PieceKind {
  std::string kind;    // as arg::id names it: "column"
  std::string plural;  // as `umpire list` takes it: "columns"
};

// Orders by e-mail (`umpire orders`): a player fills in a text form of his
// orders sheet by hand; the game reads it back into draft commands, which the
// umpire reviews and applies one by one. A problem names its line.
struct OrdersProblem {
  int line = 0;  // 1-based; 0 for the file as a whole
  std::string text;
  std::string describe() const { return (line ? "line " + std::to_string(line) + ": " : std::string()) + text; }
};
struct DraftCommand {
  Json command;            // {"type": ..., "args": {...}}, with ids, as `umpire apply` takes it
  std::string summary;     // what it orders, in words, for the umpire's review
  std::vector<int> lines;  // the lines of the form it comes from
};
struct OrdersDraft {
  std::string player, player_name;  // whose orders they are ("" when the form does not say)
  std::vector<DraftCommand> commands;  // in the order they are to be applied
  std::vector<OrdersProblem> problems;
};

// The commands of one step of the game's sequence, for `umpire info` and `umpire help`.
struct CommandGroup {
  std::string title;                 // "Movement"
  std::vector<std::string> commands; // "sk.march", ...
};

// The campaign the program makes on first use so that it has something to show.
struct SampleCampaign {
  std::string name;  // "Soldier King 1740 (sample)"
  Json options = Json::object();
};

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

  // What the rest of the kit gets from a game; each has a default, so a game
  // declares only what it has.

  // The named rule options (settings.h); none by default.
  virtual SettingSchema settings() const { return {}; }
  // Where the values live: by default in CoreState::settings (absent: the
  // default). A game whose rulings read them from its own state overrides both.
  virtual int setting_value(const CampaignState& state, const SettingDef& def) const;
  virtual CampaignState with_setting(const CampaignState& state, const SettingDef& def, int value) const;
  // The players of the campaign, in the game's order. Like next_steps it is
  // given the whole campaign, so that it may read the settings.
  virtual std::vector<Player> players(const CampaignState&) const { return {}; }
  // What the umpire must do next; empty when nothing is waiting.
  virtual std::vector<NextStep> next_steps(const CampaignState&) const { return {}; }
  // What `umpire case record` expects of the final state: JSON pointers into
  // the state ("/game/date") with their values. By default every top-level
  // member of the game state; a game leaves out what a case need not pin
  // (its map, its set-up data).
  virtual Json case_expectation(const GameState& state) const;
  // Every top-level member of the game state but those named: what a game's
  // case_expectation returns when it leaves out its map and set-up data.
  static Json case_expectation_without(const GameState& state, std::initializer_list<const char*> left_out);
  // The game's own command-line subcommands.
  virtual std::vector<CliCommand> cli_commands() const { return {}; }
  // The sample campaign this game offers, if any.
  virtual std::optional<SampleCampaign> sample() const { return std::nullopt; }
  // Whether the game has battles (the kit's Battle window is offered to it),
  // and the campaign's battles, for the Battles desk and the engines.
  virtual bool has_battles() const { return false; }
  virtual std::vector<BattleLink> battle_links(const CampaignState&) const { return {}; }
  // The command that sends a pending battle to be fought ("tabletop" or an
  // engine's id), and the one that records a battle's result (the hand-off's
  // result JSON) into the campaign; null when the game has none.
  virtual Json send_battle_command(const CampaignState&, const std::string& battle, const std::string& engine) const {
    (void)battle, (void)engine;
    return nullptr;
  }
  virtual Json record_result_command(const CampaignState&, const std::string& battle, const Json& result) const {
    (void)battle, (void)result;
    return nullptr;
  }
  // The side the campaign counts as the winner of a battle no one won on the
  // field ("" : a draw), for the odds to count as the campaign will.
  virtual std::string undecided_winner(const CampaignState&, const std::string& battle) const {
    (void)battle;
    return "";
  }
  // What applying `command` would give up that the umpire should confirm
  // first ("2 of 5 marches unused: advancing gives them up"); nullopt: nothing.
  // The command line asks for --confirm, the GUI for a click; the command itself
  // is the same either way, so journals are unaffected.
  virtual std::optional<std::string> confirmation(const CampaignState&, const Json& command) const {
    (void)command;
    return std::nullopt;
  }
  // The kinds of pieces a user may list and name, and the pieces of one kind.
  virtual std::vector<PieceKind> piece_kinds() const { return {}; }
  // The faction whose turn it is, or "": a name several factions' pieces
  // share ("2nd Infantry") is read as that faction's (names.h).
  virtual std::string acting_faction(const CampaignState&) const { return {}; }
  virtual std::vector<PieceRow> pieces(const CampaignState&, const std::string& kind) const {
    (void)kind;
    return {};
  }
  // The game's commands grouped by the step of play they belong to; a command
  // in no group is listed after them.
  virtual std::vector<CommandGroup> command_groups() const { return {}; }
  // Orders by e-mail: the fillable text of `player`'s orders sheet, written
  // from that player's view as every handout is (promise 4); nullopt when the
  // game has no orders forms. Throws UserError for an unknown player.
  virtual std::optional<std::string> orders_form(const CampaignState&, const std::string& player) const {
    (void)player;
    return std::nullopt;
  }
  // A filled-in form read against the campaign as it is now; nullopt when the
  // game has no orders forms.
  virtual std::optional<OrdersDraft> read_orders(const CampaignState&, const std::string& text) const {
    (void)text;
    return std::nullopt;
  }
  // The game's map as the map editor edits it (map_schema.h); null: no map to edit.
  virtual std::shared_ptr<const MapSchema> map_schema() const { return nullptr; }
};

class GameRegistry {
 public:
  void add(std::shared_ptr<const GameModule> module);
  const GameModule* find(const std::string& id) const;  // nullptr when unknown
  std::vector<const GameModule*> all() const;
  // The game whose sample campaign the program makes: the first (by id) that
  // offers one; nullptr when none does.
  const GameModule* sample_game() const;

 private:
  std::map<std::string, std::shared_ptr<const GameModule>> modules_;
};

// The commands every campaign understands, whatever its game.
std::vector<CommandDef> core_commands();

}  // namespace umpire

#include "core/command.h"  // IWYU pragma: export
