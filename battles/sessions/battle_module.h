// A battle module: a game module for one battle (ARCHITECTURE "battle
// sessions"). A campaign's battle handed to a built-in engine becomes a child
// campaign of this module: its new game is built from the BattleSetup, it has
// its own journal, dice, decisions and undo, and once the battle is over it
// says its BattleResult. The engine writes the procedure (start, one move, the
// result); this base gives every engine the same commands, status line and
// case vocabulary, so the program, the cases and the odds drive any engine
// alike. An engine knows nothing of campaigns.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "handoff/handoff.h"
#include "sessions/field_picture.h"

namespace umpire::report {
struct Document;  // report/document.h
}

namespace umpire::battles {

// The commands every battle has.
inline constexpr const char* kMoveCommand = "battle.move";      // the next move, its decisions asked of the players
inline constexpr const char* kFinishCommand = "battle.finish";  // the rest of the battle by the doctrine

// A battle the New dialog offers to start as a campaign of its own (a
// stand-alone battle): its name, a line saying what it gives, the options.
struct NewBattleChoice {
  std::string name;   // "Breitenfeld, trial play"
  std::string about;  // a line saying what it gives
  Json options = Json::object();
};

// One entry of a battle's journal (its child campaign's): what it said and the
// choices made in it, for a log that has no words of its own for decisions.
struct JournalMove {
  std::int64_t seq = 0;
  std::string command;             // "battle.move", "battle.finish"
  std::vector<Event> events;
  std::vector<Decision> decisions;
};

// Which lines of a battle log to print.
struct LogQuery {
  std::vector<std::string> kinds;     // the engine's kinds of line ("fire", "shock"...); empty: every kind
  std::string text;                   // only the lines containing it, in any case; empty: every line
  int first_turn = 0, last_turn = 0;  // 0: from the first turn, to the last
};

class BattleModule : public GameModule {
 public:
  // ---- what an engine writes

  // Why this engine cannot fight the battle (empty when it can): too many
  // sides, an arm it does not know, no ending the campaign understands for a
  // way it ends battles, ...
  virtual std::vector<Reason> cannot_take(const BattleSetup& setup) const = 0;
  // The battle before its first move. The seed is the child campaign's.
  virtual GameStatePtr start(const BattleSetup& setup, std::uint64_t seed) const = 0;
  // Whether start() reads its seed. When not (it rolls nothing before the
  // first move), the odds start the battle once and fight every run from there.
  virtual bool start_reads_seed() const { return true; }
  struct Move {
    GameStatePtr state;
    std::vector<Event> events;
  };
  // One move of a battle that is not over: what the engine calls a move (a
  // round, a turn, a phase), asking its decisions and rolling its dice.
  virtual Move move(const GameState& state, Dice& dice, Decisions& decisions) const = 0;
  virtual bool over(const GameState& state) const = 0;
  // The result once over (before: the outcomes so far, with no winner).
  virtual BattleResult result(const GameState& state) const = 0;
  virtual const BattleSetup& setup(const GameState& state) const = 0;
  // The position in lines, for the battle's window (both players see it: the
  // battle is fought at one screen) and for the command line.
  virtual std::vector<std::string> position(const GameState& state) const = 0;
  // The field drawn above the decisions in the Battle window (field_picture.h):
  // what both players may see, never a secret. nullopt (the default): the
  // window shows the position's lines only.
  virtual std::optional<FieldPicture> field(const GameState& /*state*/) const { return std::nullopt; }
  // The position a move had reached when it asked its next decision: the same
  // move as move() with the same dice and the answers `decisions` gives, run on
  // a copy and stopped at the first decision it has no answer for (a move that
  // asks several decisions, a whole phase of orders, changes the position
  // between them). nullptr (the default): the engine gives none, or the move
  // asked nothing more. Writes nothing; a DiceNeeded (dice typed at the table)
  // goes to the caller.
  virtual GameStatePtr partial_move(const GameState& /*state*/, Dice& /*dice*/, Decisions& /*decisions*/) const {
    return nullptr;
  }
  // The engine's own case vocabulary, after the shared keys (below).
  virtual std::optional<std::string> engine_expectation(const GameState& state, const std::string& key,
                                                        const JsonCursor& expected) const;
  // Moves a finish makes before it gives up: a procedure that never ends is
  // reported in words, not looped on.
  virtual int max_moves() const { return 10000; }
  // What BattleResult::rounds counts, in the singular: "round", or "turn" for a game of turns.
  virtual const char* round_word() const { return "round"; }
  // The game whose battles only this engine fights (its set-up convention is
  // that game's), "" when it fights any game's: the Battles desk and the odds
  // offer it only for that game's battles.
  virtual std::string fights_game() const { return ""; }
  // A set-up this engine takes, for the benchmarks (`umpire bench`); nullopt:
  // the bench's own (two sides of ten units of 4 SP).
  virtual std::optional<BattleSetup> bench_setup() const { return std::nullopt; }
  // How many battles the odds fight by default for this engine (0: the
  // desk's and the command line's own): a slow engine asks fewer, so that
  // the umpire's answer comes back within a minute or two.
  virtual int odds_runs() const { return 0; }
  // The stand-alone battles the New dialog offers for this engine (the first
  // the default): a printed scenario, say. Empty: the engine's campaigns are
  // made from a set-up (`umpire new ENGINE FILE --options`), not the dialog.
  virtual std::vector<NewBattleChoice> new_battle_choices() const { return {}; }
  // The battle's papers (report/document.h), for the umpire and the campaign's
  // players; nullptr (the default): this engine keeps no log / prints no report.
  // The log in words, filtered (a UserError for a kind it does not know); `moves`: the battle's journal.
  virtual std::shared_ptr<const report::Document> log_document(const GameState& /*state*/,
                                                               const std::vector<JournalMove>& /*moves*/,
                                                               const LogQuery& /*query*/) const {
    return nullptr;
  }
  // The final report of a battle that is over (a UserError before).
  virtual std::shared_ptr<const report::Document> final_report(const GameState& /*state*/,
                                                               const std::vector<JournalMove>& /*moves*/) const {
    return nullptr;
  }

  // ---- GameModule, the same for every engine

  std::vector<CommandDef> commands() const override;
  // options: {"setup": BattleSetup JSON}. A set-up the engine cannot take is
  // refused with its reasons.
  GameStatePtr new_game(const JsonCursor& options, std::uint64_t seed) const override;
  std::string status(const GameState& state) const override;
  std::vector<NextStep> next_steps(const CampaignState& state) const override;
  // Shared keys: "over" (bool), "winner", "ending", "rounds", "lost" ({unit:
  // SP}), "eliminated" ([units]); then engine_expectation.
  std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                               const JsonCursor& expected) const override;
};

// The position as of the decision a move waits for, given the players'
// answers so far in it (BattleModule::partial_move with `dice`, the move's own):
// for a map that draws what the players have ordered so far. nullptr when there
// are no answers yet (the position is the state's), the engine gives none, the
// move asks nothing more or stops for dice, or an answer so far was a secret
// one of another side than `viewer_side` (the side whose decision waits: its
// player is at the screen), which the position must not give away.
GameStatePtr preview_position(const BattleModule& engine, const GameState& state, Dice& dice,
                              const std::vector<std::string>& answers, const std::string& viewer_side);

// A battle module's new-game options for a set-up.
Json battle_options(const BattleSetup& setup);

// Fights a battle from its start to its end by the doctrine, with the seeded
// dice of `seed`, outside any journal: the odds and the benchmarks. Its
// decisions are Decisions::advice_only(narrated): none is recorded, so an
// engine may skip the words of its requests; `narrated` false (the odds) says
// no one reads the events either, and the result's audit may then be empty.
// The winner, ending, rounds and losses are the same either way, and the same
// as a journaled finish by the doctrine with the same seed. Throws a UserError
// when the engine does not end it within max_moves().
BattleResult resolve(const BattleModule& engine, const BattleSetup& setup, std::uint64_t seed, bool narrated = true);
// The same from `started`, what engine.start(setup, seed) gave (any seed's
// when the engine's start does not read it).
BattleResult resolve_from(const BattleModule& engine, GameStatePtr started, std::uint64_t seed, bool narrated = true);

}  // namespace umpire::battles
