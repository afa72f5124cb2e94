// Lion of the North: Command Range (LotN 4.21): the shortest path of hexes
// from a leader to a unit (the unit's hex counted, not the leader's), never
// through an enemy unit, an unoccupied hex in an enemy ZOC (a friendly unit
// there negates it), or a hex or hexside a leader may not enter or cross.
// Measured at the instant an order is given; Heavy Fog halves the range for
// Individual Orders, rounding up (the Fog rules).
#pragma once

#include "lotn/battle_state.h"

namespace umpire::lotn {

// The length of that path to `to`, or -1 when there is none within the
// leader's Command Range (leader_range). 0 for the leader's own hex.
int command_distance(const Battle& st, const Board& board, int leader, const Hex& to);
// Whether `to` is within his range: `individual_order` (an IO rather than a
// Line Command's Ragged Line) takes the Heavy Fog halving.
bool in_command_range(const Battle& st, const Board& board, int leader, const Hex& to,
                      bool individual_order = true);
// Whether a unit is within it: either hex of a double-sized unit.
bool unit_in_command_range(const Battle& st, const Board& board, int leader, int unit, bool individual_order = true);
// The range he has for it now.
int command_range(const Battle& st, int leader, bool individual_order = true);

}  // namespace umpire::lotn
