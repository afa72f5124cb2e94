// Revolts and Rebels (SK 17.2.8-17.2.8.4, 9.2.3; digest P-20, G-13): Rebel
// columns raised in a province's recruiting cities, the Rebel player turn, the
// replacements while the revolt lasts, and its end.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// A Revolt card was drawn for `province` (17.2.8): Rebel columns appear in its
// recruiting cities; unguarded magazines there are looted (9.2.3).
void start_revolt(SkState& s, const std::string& province, std::vector<Event>& events);

// Whether any revolt is in progress (a Rebel turn is due at the start of each season, G-13).
bool revolt_active(const SkState& s);

// The Rebel player turn begins (digest §2.7): replacements, then the battles
// the Rebels fight in every city where they share the box with player columns.
void begin_rebel_turn(SkState& s, std::vector<Event>& events);

// Why the Rebel turn cannot end yet ("" when it may).
std::string rebels_waiting(const SkState& s);

// End of a season (17.2.8.3): a revolt with no Rebel column left is over.
void end_season_revolts(SkState& s, std::vector<Event>& events);

std::vector<CommandDef> revolt_commands();

}  // namespace umpire::sk
