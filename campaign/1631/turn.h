// The sequence of play (1631 §4, §5, §8): ten turns, each an initiative, five
// alternating actions (the initiative's side takes the 1st, 3rd and 5th), and a
// supply phase. Every action ends the same way: the acting side's commanders
// who were Spent before it began recover (1631 §8), then the next action or
// the supply phase begins.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

inline constexpr int kActionsPerTurn = 5;

// The side whose action is in progress or comes next in the campaign phase;
// nullopt outside it.
std::optional<Side> acting_side(const State& s);
// Why `side` cannot begin an action now (empty: it may): the phase, whose turn
// it is, an action still in progress.
std::vector<Reason> check_may_act(const State& s, Side side);
// Begins the next action: its number and serial, state.action = {"kind", "side", "serial"}.
void begin_action(State& s, const std::string& kind, Side side);
// Ends the action in progress (1631 §8), then opens the next action or, after
// the fifth, the supply phase.
// `sp_back_at_once`: the setting "sieges.sp_back_at_once" (update_sieges).
void finish_action(State& s, std::vector<Event>& events, bool sp_back_at_once = true);
// After the supply phase of turn t: turn t+1 begins (1631 §6.7.1 diplomacy
// +1 at the start of turns 4 and 7), or the game is over after the last turn.
void begin_turn(State& s, int turn, std::vector<Event>& events);
// 1631 §5: whether the Swedes have the initiative without a roll this turn, and why ("" when a roll is made).
std::string automatic_initiative(const State& s);

std::vector<CommandDef> sequence_commands();

}  // namespace umpire::flammes
