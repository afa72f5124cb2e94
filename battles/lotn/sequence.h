// Lion of the North: the turn sequence (LotN 3.0, 5.0): the turn's start with
// its visibility, the Artillery Barrage Phase, the Elite leader's Orders Phase
// (5.5), the activation of leaders from the lowest Initiative up with its
// ties, Trumps and Trumps of the Trump (5.1, 5.4), each leader's Orders Phase
// (Individual Orders or Line Commands, then the Shock Segment: 4.2, 5.2, 9.2),
// Momentum with the Die Roll of Doom and Re-Activation (5.3), the 3R Phase
// (12.34) and the Army Withdrawal Phase (13.15), until an army withdraws or
// night ends the battle.
//
// step() carries out one step of that sequence on the battle in the Ctx: one
// phase of the turn, one designation of the next leader, one whole Orders
// Phase or one Momentum roll. Every choice is a decision of the side whose
// leader it is, with the doctrine's advice.
//
// Decisions (option ids):
//   activation of a designated leader: "activate" | "pass" | "trump <leader id>";
//   the other side's Trump of the Trump: "no" | "trump <leader id>";
//   a tie of Initiative within one side, the Elite phase, Breitenfeld's free phases, a Re-Activation:
//     a leader id ("none": no Elite or free phase);
//   an order: a unit id, a Line ("line 1 W2321", lines.h), "leader" (he rides, 6.14), "pursuit" (into the
//     In Pursuit box instead of orders, 9.66; pursuit.h has the boxes' own decisions) or "done";
//   a unit's action: a move "W2321:2" (hex, then the facing vertex; "W2321-W2322:2" for a double-sized unit),
//     "fire <target>" (fire.h's option ids), "caracole <hex> at <target>", "retreat fire <target> back to <hex>",
//     "creeping fire <target> step <move>", "train <hex>" (Destroy Baggage Train), "rally", "recover",
//     "column <side>", "line" (out of column), "hold" (no order after all);
//     a tercio of a Death Star (optional 10.14): "death star W2521:0" (the formation moves, the front tercio to
//     that hex and facing), "death star W2521:0 line" (the rear two step up into line), its fire or "hold";
//   another tercio of a Death Star under the same order: "fire <target>" or "hold";
//   after a move: "fire <target>" or "none"; a leader's ride: a hex or "stay";
//   after a Line Command's moves, the leader moving with his Line (4.5), and each leader the overall commander's
//     Line Command takes along: a hex or "stay" (rules version 2);
//   after a caracole's fire, its ride-off with the MP left (8.32): a move "W2321:2" (rules version 2);
//   Momentum: "roll" | "finish"; the other side's Momentum Trump: "no" | "trump <leader id>".
// The fire, shock, movement, withdrawal and scenario procedures ask their own.
//   a unit returning from the pursuit boxes (rules version 3, pursuit.h): where it enters, a hex id, then its
//     facing, "face <vertex>" ("face 0" .. "face 5"), its player's choice with the doctrine's advice.
#pragma once

#include <string>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// One step of the sequence (the battle must not be over).
void step(Ctx& c);

// Where the sequence stands, in words: "Tilly's Orders Phase (momentum)".
std::string phase_words(const Battle& st);
// "1430"
std::string clock_words(int minutes);

// The id a move option is chosen by ("W2321:2", "W2321-W2322:2").
struct MoveOption;
std::string move_id(const Battle& st, const MoveOption& option);

}  // namespace umpire::lotn
