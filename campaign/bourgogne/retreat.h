// The strategic retreat after a combat (GdB 9.5.11, 9.7): the loser, or an
// attacker or besieger who stops, leaves the zone with every unit and
// commander it has there, its RZ's units included, for one adjacent zone it
// controls; an army that cannot retreat is eliminated.
#pragma once

#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// The zones a camp's stack in `zone` may retreat to, in map order (GdB 9.5.11,
// 9.7): the adjacent zones it controls, never a disputed one (a fight under
// way), an enemy-held one or a neutral or banned one (forces.h entry_ban);
// with `into_uncontrolled` (setting retreat_into_uncontrolled), when none is
// controlled, the adjacent zones nobody controls.
std::vector<std::string> retreat_zones(const State& s, const std::string& zone, Camp camp, bool into_uncontrolled);

// Moves the camp's units and commanders in `from` to `to`. They take the form
// of a friendly stack already there (its army or its garrison); else they stay
// an army while a commander is with them, a garrison without one (GdB 9.7).
void retreat_stack(State& s, const std::string& from, const std::string& to, Camp camp, std::vector<Event>& events);

// No legal zone: every unit and commander of the camp in the zone is
// eliminated, to the pool (GdB 9.5.11).
void eliminate_stack(State& s, const std::string& zone, Camp camp, std::vector<Event>& events);

}  // namespace umpire::bourgogne
