// Lion of the North: the effects of combat every procedure applies (LotN 12,
// 4.4, 13.1): hits and their allocation, Disruption and its escalation to a
// Rout and to elimination, the rout itself with its move of least resistance,
// terrain Disruption rolls, elimination with its withdrawal points, the leader
// casualty check, and recovery and rally.
#pragma once

#include <optional>
#include <string>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// What a result did to a unit.
enum class Effect : std::uint8_t { None, Disrupted, Routed, Eliminated };
const char* effect_words(Effect e);  // "disrupted", "routed", "eliminated", "no effect"

// Hits on a unit (12.12): LI and cavalry lose an SP a hit; HI and TE lose
// hits #3, #6, #9... off the pike and the others off the musket (a component
// at 0 passes the hit to the other, variant hits.zero_component_other);
// artillery is Disrupted by a hit and Abandoned by a second. An HI or TE whose
// hits pass half its printed SP is Disrupted for good (12.13). Eliminated when
// the hits reach the printed SP. `by` is the side that caused them (-1 none).
Effect apply_hits(Ctx& c, int unit, int hits, const std::string& why);

// A Disrupted result (12.2, 12.31, 12.39): an undisrupted unit is Disrupted,
// a Disrupted one Routs, a Routed one is eliminated. `combat`: caused by fire
// or shock (Saxon Courage: a Saxon unit of TQ 3 or less routs instead, the
// Breitenfeld special rules). `cause`: the enemy unit that caused it, which
// a rout runs from (-1: none, the unit runs toward its Retreat Edge).
Effect disrupt(Ctx& c, int unit, bool combat, int cause, const std::string& why);

// The unit Routs now (12.3): infantry loses 1 SP (10.33: not a light infantry
// the caller routs by 10.33 or 10.35, `shock_li_exception`), then it runs 2 hexes away
// from `cause` (or toward its Retreat Edge). Returns Eliminated when the SP
// loss or the run destroyed it.
Effect rout(Ctx& c, int unit, int cause, const std::string& why, bool shock_li_exception = false);

// Moves a routed unit up to `hexes` along the path of least resistance
// (12.33): toward its Retreat Edge, or away from `away_from` when given; off
// the map through its Retreat Edge it is eliminated (12.36). `rout_phase`:
// the 3R Rout Movement (12.34), where infantry loses 1 SP a move and any unit
// 1 SP per MP it could not spend. Returns the hexes actually moved.
int rout_move(Ctx& c, int unit, int hexes, std::optional<Hex> away_from, bool rout_phase);

// Removes the unit (13.11): `how` is its fate ("eliminated", "routed off the
// map", "looted", "in pursuit" (not a loss)); adds its WP to its army's total
// unless in pursuit. Leaders stacked with it move up to 3 hexes to a friend
// or are eliminated (12.38).
void eliminate(Ctx& c, int unit, const std::string& how, const std::string& why);

// A terrain or check Disruption roll (6.22, 12.21): d10 + `plus` > current TQ
// disrupts (a Disrupted unit routs). Returns the effect.
Effect d_roll(Ctx& c, int unit, int plus, const std::string& why);

// The leader casualty check (4.43–4.44) for each leader of `side` in `hex`:
// d10 above his Mortality wounds him (a second wound kills), a 9 kills.
void leader_casualty_check(Ctx& c, const Hex& hex, int side, const std::string& why);
// A leader killed, wounded again or captured leaves the battle: his WP go to
// his army (13.13); `fate` "killed" or "captured".
void remove_leader(Ctx& c, int leader, const std::string& fate, const std::string& why);

// Recovery (12.41) of a Disrupted unit and Rally (12.42) of a Routed one by
// `leader`'s Individual Order: automatic when he is stacked or adjacent, else
// d10 + distance - Charisma against the Disrupted TQ (recovery) or 1 (rally).
// Whether the order may be given at all is can_recover / can_rally.
std::string recovery_problem(const Battle& st, const Board& board, int leader, int unit);  // "" when it may
std::string rally_problem(const Battle& st, const Board& board, int leader, int unit);
bool recover(Ctx& c, int leader, int unit);
bool rally(Ctx& c, int leader, int unit);

// Adds WP to an army's total with the reason in the log (13.1).
void add_wp(Ctx& c, int army, int points, const std::string& why);

}  // namespace umpire::lotn
