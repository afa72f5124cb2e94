// Victory (SK 19.1, 18.2; digest P-23, G-19): the electoral cities' holders
// recorded at every checkpoint of a season, the winner at the end of a
// non-winter season, and the cabal of dukes' Imperial Council.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// A new season begins: no checkpoint recorded yet.
void victory_season_begins(SkState& s);

// A checkpoint (G-19): at the start of the season, before the first player
// turn, and at the end of every player turn.
void victory_checkpoint(SkState& s, std::vector<Event>& events);

// The end of a season: a faction that held four electoral cities at every
// checkpoint of a non-winter season wins (19.1); the phase becomes GameOver.
void victory_season_ends(SkState& s, std::vector<Event>& events);

std::vector<CommandDef> victory_commands();

}  // namespace umpire::sk
