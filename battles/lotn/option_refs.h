// Lion of the North: what a decision's option is about (DecisionOption::refs,
// core/decisions.h), so that the Field window places it on the map from these
// refs instead of reading its id or its words. The option ids and words stay
// as sequence.h lists them (they are the journal's format); refs are only
// built where the request's words are (not under Decisions::takes_advice), and
// only for what stands on the map.
//
// The roles, in the order an option gives them:
//   "unit"    the unit the option orders or is about (an order's pick, the unit acting, a shock's attacker, a
//             counter-charger, each tercio of a Death Star); its id is the unit's id (UnitDef::id)
//   "leader"  a leader the option names (a Trump, a tie, an Elite phase, a Re-Activation, a leader's ride or
//             withdrawal); its id is the leader's id (LeaderDef::id)
//   "target"  an enemy unit a shock or charge attacks, or a counter-charge meets (its unit id)
//   "to"      a hex the unit or leader named before it ends in (its hex id, "W2321"); `facing` the vertex it then
//             faces (In Column: the hexside), -1 for a leader or a hex entered without a facing. A double-sized
//             unit has two. In a Death Star's move each tercio's "unit" is followed by its own "to". A unit entering
//             from a box off the map (pursuit.h) names no unit: the entry hex alone, with the facing when it is
//             asked.
//   "at"      the hex fired at, or the baggage train's hex a unit is sent against
//   "from"    the firer's hex the fire leaves (a double-sized unit's nearer half): the range is counted from it
#pragma once

#include <vector>

#include "core/decisions.h"
#include "lotn/battle_state.h"

namespace umpire::lotn {

struct MoveOption;
struct FireOption;
struct DeathStarMove;
struct Line;

inline constexpr const char* kRefUnit = "unit";
inline constexpr const char* kRefLeader = "leader";
inline constexpr const char* kRefTarget = "target";
inline constexpr const char* kRefTo = "to";
inline constexpr const char* kRefAt = "at";
inline constexpr const char* kRefFrom = "from";

// A unit (role "unit" or "target"), none when it is not on the map.
std::vector<DecisionRef> unit_refs(const Battle& st, int unit, const char* role = kRefUnit);
// A leader, none when he is not on the map.
std::vector<DecisionRef> leader_refs(const Battle& st, int leader);
DecisionRef hex_ref(const Battle& st, const char* role, const Hex& h, int facing = -1);
// A unit's move: the unit, then where it ends (both hexes of a double-sized unit) with its facing.
std::vector<DecisionRef> move_refs(const Battle& st, int unit, const MoveOption& o);
// A leader's ride or withdrawal to `to`: the leader, then the hex.
std::vector<DecisionRef> leader_move_refs(const Battle& st, int leader, const Hex& to);
// A fire: the firer, the hex it fires from and the hex fired at.
std::vector<DecisionRef> fire_refs(const Battle& st, const FireOption& o);
// A Death Star's move (LotN 10.14-10.15): each tercio and its end hex with the formation's facing.
std::vector<DecisionRef> death_star_refs(const Battle& st, const DeathStarMove& m);
// A Line Command: its units, the first named in its id first.
std::vector<DecisionRef> line_refs(const Battle& st, const Line& l);
// A shock designation: the unit asked, then the enemies it attacks.
std::vector<DecisionRef> shock_refs(const Battle& st, int attacker, const std::vector<int>& targets);

}  // namespace umpire::lotn
