// Victory (SK 19.1, 18.2; digest P-23, G-19): the electoral cities' holders
// recorded at every checkpoint of a season, the winner at the end of a
// non-winter season, and the cabal of dukes' Imperial Council.
#pragma once

#include <map>
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
// Else two or more Dukes who held five together may proclaim the Imperial
// Council (18.2).
void victory_season_ends(SkState& s, std::vector<Event>& events);

std::vector<CommandDef> victory_commands();

// ---- Queries for the GUI

// The electoral cities (SK 19.1) with who holds each now ("" nobody).
struct ElectoralCity {
  std::string box, name, holder;
};
std::vector<ElectoralCity> electoral_cities(const SkState& s);

// Electoral cities each faction holds now (factions holding none are absent).
std::map<std::string, int> electoral_counts(const SkState& s);

// The checkpoints recorded so far this season (none when the record belongs
// to another season).
const std::vector<VictoryCheckpoint>& season_checkpoints(const SkState& s);

// The factions that have held four or more electoral cities at every
// checkpoint of this season so far (none before the first checkpoint).
std::vector<std::string> victory_leaders(const SkState& s);

// One line for the Season window: who is on course to win this season, or
// why nobody is ("Argozia has held four or more electoral cities at all 3
// checkpoints of Summer 1741 so far").
std::string victory_leader_line(const SkState& s);

// The winner's line ("" while the game goes on).
std::string victory_winner_line(const SkState& s);

// The state of the Imperial Council (18.2): a cabal that may proclaim it, a
// proclamation awaiting the umpire, or "" when there is none.
std::string council_line(const SkState& s);

}  // namespace umpire::sk
