// What the Battle window's and the Battles desk's buttons do, one named
// function each: the button calls it, and so do the tests (tests/ui/
// battle_window_test.cpp), which cannot click a button headless.
#pragma once

#include <string>

#include "ui/battles/battle_desk.h"

namespace umpire::battlesui {

// The game's command that sends the battle to an engine (or the tabletop),
// or null when the game has none; sending to an engine also selects the
// battle in the Battle window and shows it. The caller issues the command.
Json send_battle(GuiContext& ctx, const BattleLink& link, const std::string& engine);

// Works out what the next move asks, with the answers given so far: a dry run
// that writes nothing, done again only when the state or the answers change.
void work_out_waiting(OpenBattle& b);
// A player's answer to the decision waiting: the move runs again with it and
// either stops at the next decision (nothing written) or is recorded.
void answer(OpenBattle& b, const std::string& option);
// The decision waiting, drawn: whose it is and its options; a secret one
// behind a curtain until its player says he is at the screen (battle_window.cpp).
void draw_decision(OpenBattle& b, const battles::BattleSetup& setup);
// The player whose secret decision waits is at the screen: its options are shown.
void unveil(OpenBattle& b);
// The words the window keeps of an answer: a secret one is not repeated
// ("Swiss: a secret choice") until the engine reveals it.
std::string answered_words(const DecisionRequest& r, const std::string& option);
// A move that asks nothing (or with every answer given).
void fight_move(OpenBattle& b);
// The umpire rolls the battle's dice at the table and types them in (on), or
// lets the battle's seeded dice roll (off); the move being made starts again.
void set_typed_dice(OpenBattle& b, bool on);
// The faces rolled at the table for the roll the move waits for: checked
// (one per die, each 1 to its sides), then the move runs again with them.
void enter_dice(OpenBattle& b, const std::vector<int>& faces);
// A command of the engine's own (from its window) played in the battle: like
// a move, it stops at each decision for the player whose it is.
void play(OpenBattle& b, const Json& command);
// Hot-seat: the decision waiting is another side's than the one that answered
// last, and its player has not yet said he is at the screen: the window shows
// a hand-over screen and nothing of the decision.
bool handing_over(const OpenBattle& b);
// The player of the side whose decision waits is at the screen.
void take_screen(OpenBattle& b);
// The decision waiting is hidden from whoever is at the screen now: a secret
// one not unveiled, or one being handed over. Nothing of it may be drawn.
bool curtained(const OpenBattle& b);
// The position as of the decision waiting, with the answers given so far in
// the move (battles::preview_position: the units ordered so far in a phase of
// orders stand where they were ordered): null when none was given, the engine
// gives none, a move of an engine window's own is being answered, or the
// decision is curtained. Worked out again only when the state or the answers change.
GameStatePtr position_as_answered(OpenBattle& b);
// Watching: one move by the doctrine (every decision its advice), recorded
// like any move; stops watching when the battle is over or a move fails.
void watch_move(OpenBattle& b);
// Forgets the answers given so far in this move.
void take_back_answers(OpenBattle& b);
void undo_move(OpenBattle& b);
void redo_move(OpenBattle& b);
// The rest of the battle by the doctrine, as one journaled command.
void finish_by_doctrine(OpenBattle& b);
// The umpire confirms the result: the game's record command is issued to the
// campaign, which applies it by its own rules.
void confirm_result(GuiContext& ctx, OpenBattle& b, const BattleLink& link);

// The odds panel's "Compute odds": a job on worker threads for the engine
// chosen in the panel; collect_odds takes its result once it is ready.
void start_odds(GuiContext& ctx, const BattleLink& link);
void collect_odds(OddsPanel& p);

}  // namespace umpire::battlesui
