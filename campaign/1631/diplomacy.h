// The diplomacy action (1631 §6.7): the Swedes try to bring Brandenburg and
// Saxony, still neutral, into a permanent alliance.
#pragma once

#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// 1631 §6.7: what a power needs (d6 + the diplomacy track) at this Swedish VP.
// The table stops at 80 VP: `extend` continues its pattern above (a setting),
// otherwise the 71-80 row holds.
int brandenburg_needs(int swedish_vp, bool extend = true);
int saxony_needs(int swedish_vp, bool extend = true);
// 1631 §6.7, §10.8: the power joins the Swedes for good; Saxony's units and
// Arnim come under Swedish control and its reserves due after the next supply
// phase go to the pool.
void ally(State& s, Allegiance power, std::vector<Event>& events);
std::vector<CommandDef> diplomacy_commands();

}  // namespace umpire::flammes
