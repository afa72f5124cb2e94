// Promotion off the battlefield and the artillery's ageing (SK 12.4, 12.4.1,
// 12.4.4, 20.3.4; digest P-14, P-16, G-17, G-22): the training promotion of
// every player turn, winter-quarters training, the once-per-season limit, and
// PPA batteries becoming PT.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// A new season begins: the once-per-season promotion limit is lifted (12.4)
// and PPA batteries old enough become PT (20.3.4, G-22).
void promotion_season_begins(SkState& s, std::vector<Event>& events);

// A player turn begins: its one training promotion is available again (12.4.1).
void promotion_turn_begins(SkState& s);

std::vector<CommandDef> promotion_commands();

}  // namespace umpire::sk
