// Lion of the North: the Cavalry Pursuit boxes (LotN 9.63-9.68). Cavalry that
// pursues off the map (9.62) goes to its side's In Pursuit box: not eliminated,
// no withdrawal points (9.65). A leader who can command cavalry may follow it
// there (9.66: the instant cavalry in his Command Range goes into pursuit, or
// instead of giving orders when it is his turn) if he can trace a line of
// hexes free of enemy units and enemy ZOCs to the map edge of the box (9.67);
// he is then Finished. A leader In Pursuit, when activated, gives one Regroup
// Line Command (everything in the In Pursuit box goes with him to the
// Regrouped box) or rallies one Disrupted unit there (9.65, 9.68); he is
// Finished. From the next turn, a leader in the Regrouped box, when activated,
// Returns its cavalry: it enters along the box's map edge as reinforcements do,
// and he enters with it (Finished, no Momentum) or goes back to the In Pursuit
// box (9.64).
//
// The box's map edge: rule variant "pursuit.box_edge" (the enemy's retreat
// edge, where the pursuit ran, by default; or the side's own).
//
// Decisions (option ids):
//   a leader who may follow cavalry going into pursuit (9.66a): "yes" | "no";
//   the Orders Phase of a leader In Pursuit: "regroup" | "rally <unit id>" | "stay";
//   ... of a leader in the Regrouped box: "return" | "return back" (the cavalry enters, he goes back to the
//     In Pursuit box) | "back" (he alone goes back to the In Pursuit box) | "stay";
//   where a returning unit (or a leader returning alone) enters: a hex id;
//   rules version 3: how a returning unit faces, its player's choice (9.64): "face <vertex>" ("face 0" ..
//     "face 5"; beside a friend only the friend's facing, 6.53); the doctrine's advice: its Front toward the
//     nearest enemy unit, else into the map. A unit with no hex it may enter (return_hexes) waits in the
//     Regrouped box, or is lost (rule variant "pursuit.return_blocked").
// An on-map leader's orders (sequence.cpp) offer "pursuit": into the In Pursuit box instead of orders (9.66b).
#pragma once

#include <string>
#include <vector>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// Whether the battle is fought with the boxes: begun under rules version 2 or later (an older battle keeps
// its cavalry in pursuit off the map for good, as it was fought).
bool pursuit_boxes_on(const Battle& st);

bool in_pursuit_box(const Battle& st, int unit);    // gone "in pursuit", not yet Regrouped
bool in_regrouped_box(const Battle& st, int unit);  // gone "in pursuit" and Regrouped
bool leader_in_box(const Battle& st, int leader);
// A side's units and leaders in one box.
std::vector<int> box_units(const Battle& st, int side, LeaderState::Box box);
std::vector<int> box_leaders(const Battle& st, int side, LeaderState::Box box);
// "in the In Pursuit box", "in the Regrouped box" (a unit or leader off the map in one), else "".
std::string box_words(const Battle& st, int unit);
std::string leader_box_words(const Battle& st, int leader);

// A leader who can command cavalry (4.29): any but an artillery leader.
bool commands_cavalry(const Battle& st, int leader);
// The hexes of the map edge that holds a side's Cavalry Pursuit box.
std::vector<Hex> pursuit_edge(const Battle& st, int side);
// Why an on-map leader may not go into the In Pursuit box now, in words citing the rule; "" when he may.
std::string pursuit_box_problem(const Battle& st, const Board& board, int leader);
// Picks him up into the In Pursuit box (9.67): off the map, Finished.
void enter_pursuit_box(Ctx& c, Board& board, int leader, const std::string& why);

// 9.66(a): the leaders of the pursuer's side whose Command Range reaches it, listed while it is still on the
// map; then each still able is asked whether he follows (one stacked with it before it goes, so that he is
// not left alone in its hex; the others once it has gone). The advice: he follows when he is
// not the overall commander, no leader of his side is in a box yet, there are two turns left before night
// ends the battle, and he is a cavalry leader or has at most one unit left in his Command Range.
std::vector<int> leaders_reaching(const Battle& st, const Board& board, int unit);
void offer_pursuit_leaders(Ctx& c, Board& board, int pursuer, const std::vector<int>& reaching);

// 9.66(b), the doctrine: an idle leader (`nothing_to_order`: his orders' advice is to stop; or at most one unit
// in his Command Range) goes after his side's cavalry In Pursuit, on the same terms as above.
bool advise_pursuit_box(const Battle& st, const Board& board, int leader, bool nothing_to_order);

// The Orders Phase of a leader in a box (9.63-9.68): one decision, and he is Finished.
void box_orders(Ctx& c, int leader);
// Why he may not Regroup / Return now ("" when he may); what each does. The leader must be in the box.
std::string regroup_problem(const Battle& st, int leader);
std::string return_problem(const Battle& st, int leader);
void regroup(Ctx& c, int leader);
// The Regrouped cavalry (Regrouped before this turn) enters; he enters with it, or goes back to the In
// Pursuit box. Returns the units placed (a unit with no hex on the edge it may enter waits in the box, or is lost
// under "pursuit.return_blocked"). Rules version 3: each unit's hex among return_hexes, then its facing, both
// its player's; before, a free hex (entry_hexes) and a facing into the map.
int return_cavalry(Ctx& c, int leader, bool leader_enters);
// Rallies a Disrupted unit in his box (9.65, 9.68): with the leader, it recovers (12.41).
std::string box_rally_problem(const Battle& st, int leader, int unit);
void box_rally(Ctx& c, int leader, int unit);

// The free hexes of a side's pursuit edge a unit may enter by (no unit or enemy leader there, no enemy ZOC).
std::vector<Hex> entry_hexes(const Battle& st, const Board& board, int side);
// Rules version 3: the hexes of its side's pursuit edge a returning unit may enter by "as if they were
// Reinforcements" (9.64): no enemy unit or leader there, no enemy ZOC, terrain its kind may enter
// (movement.h terrain_entry_problem: no Terrain Chart "NA", not Lützen's burning town), and where it may end
// beside the friends there (hex_stacking.h end_stack_problem, with their facing, 6.53).
std::vector<Hex> return_hexes(const Battle& st, const Board& board, int unit);

}  // namespace umpire::lotn
