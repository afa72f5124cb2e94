// What a combat's end asks of the sequence's procedures (GdB 9.5.14, 12.2).
// INTERIM: the sequence's diplomacy.h and victory.h are to provide these two
// functions with these signatures; until they are on main, combat_hooks.cpp
// defines them. When they land, delete combat_hooks.cpp and include those
// headers here instead.
#pragma once

#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// GdB 9.5.14: after a VP-eligible win, each ally of the loser's camp on Table 4
// moves 1 square toward neutral; one reaching neutral scores its centre VP for
// the other camp at once (GdB 11, 12.1).
void allies_lose_heart(const CampaignState& cs, State& s, Camp loser, std::vector<Event>& events);
// GdB 12.2: Charles the Bold has fallen: the game is over, the Swiss win.
void charles_falls(State& s, std::vector<Event>& events);

}  // namespace umpire::bourgogne
