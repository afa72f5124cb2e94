// What the Soldier King umpire does next (the kit's NextStep), read from the
// sequence of play: the turn tracker's words (turn.h next_step), the rule they
// cite, the command that does the step and the window where its work is done.
// Also Soldier King's players and its command-line subcommand `briefing`.
#pragma once

#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

std::vector<NextStep> next_steps(const SkState& s);

// The factions that receive reports and give orders: the active ones.
std::vector<Player> players(const SkState& s);

// `umpire briefing FILE --battle b350 --out DIR` (SK 11.4-11.10).
CliCommand briefing_cli_command();

}  // namespace umpire::sk
