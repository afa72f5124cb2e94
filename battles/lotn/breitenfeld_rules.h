// Lion of the North: Breitenfeld's special rules for the Saxons and
// Torstensson (the "How Bad Can the Saxons Be?" rules, Army Withdrawal and
// Victory, the Artillery Usage Table note). Each function does nothing, or
// answers as the ordinary rules would, in any other battle
// (Setup::scenario != "breitenfeld"), except torstensson_gun_may_fire, which
// asks only for a Swedish artillery leader.
//
// What the rules remember lives in Battle::scenario_state["saxons"]:
//   "withdrawn": true once the Saxon army has withdrawn
//   "with_swedes": [units]  Saxon TQ-7 cavalry that stayed to fight under Swedish command
//   "shocked": [units]      Saxon units shock-attacked by Imperialists in the 1400 turn (Saxon Hesitancy)
#pragma once

#include "lotn/battle_state.h"

namespace umpire::lotn {

// The Saxon army (the army whose units are Saxon), or -1.
int saxon_army(const Battle& st);

// ---- Army Withdrawal and Victory: the Saxon army

// In the Army Withdrawal Phase, before the armies' totals end the game: when the Saxons' WP reach their level
// (125) the Saxon army withdraws, once. Saxon TQ-7 cavalry within the Command Range of a Swedish leader may stay
// and fight under Swedish command (the Swedish player decides, unit by unit; the doctrine keeps them); every
// other Saxon unit Routs at once (those already Routed run on), the nearest its Retreat Edge first; the Saxon
// leaders leave the map (no WP). The routers run on in each Rout Phase until they are off the map; they may not
// be rallied (saxon_may_rally). The game goes on.
void saxon_withdrawal(Ctx& c, Board& board);
bool saxons_withdrawn(const Battle& st);
// Whether reaching this army's level ends the game (false for the Saxons at Breitenfeld).
bool army_withdrawal_ends_game(const Battle& st, int army);
// A Saxon unit that stayed with the Swedes when the Saxons withdrew.
bool saxon_with_swedes(const Battle& st, int unit);
// Whether a routed unit may be rallied for these rules: not a Saxon of a withdrawn army (those leave the map).
bool saxon_may_rally(const Battle& st, int unit);

// ---- Swedes and Saxons, and Never the Twain Shall Meet

// Whether `leader` may command `unit` for these rules: no Swedish leader commands Saxon units and no Saxon
// leader Swedish ones, except the Saxon cavalry that stayed with the Swedes (Swedish leaders only).
bool twain_may_command(const Battle& st, int leader, int unit);

// ---- Saxon Hesitancy (variant saxon.hesitancy)

// Whether the Saxon unit may move: not in the first (1400) turn unless Imperialists have shock-attacked it.
bool saxon_may_move(const Battle& st, int unit);
// Shock code: an Imperialist unit shock-attacks `unit` (records it when it is Saxon, in the first turn).
void saxon_shock_attacked(Battle& st, int unit, int attacker);

// ---- Saxon Cut-Out

// A Saxon leader has just been killed (remove_leader, fate "killed"): the Swedish player rolls d10 for each
// unrouted Saxon unit within his Command Range from his hex; a roll the same as or higher than its present TQ
// routs it. Returns how many routed.
int saxon_cut_out(Ctx& c, Board& board, int leader);

// ---- Torstensson and the Artillery Usage Table note

// Whether Swedish Field or Heavy gun `unit` may fire (take an order to fire) in `leader`'s Orders Phase because
// he is Torstensson (the side's artillery leader) and it stands within his Command Range; any phase of his,
// Initial or not.
bool torstensson_gun_may_fire(const Battle& st, int leader, int unit);

}  // namespace umpire::lotn
