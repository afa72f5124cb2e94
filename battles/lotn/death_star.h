// Lion of the North: the Death Star (LotN 10.14-10.15), the tercios' pyramid,
// behind the rule variant optional.death_star (off by default).
//
// Which tercios form it: three tercios of one side, all facing alike, one
// directly in front of the other two (the two stand across the front tercio's
// Rear hexsides, and so have it in their Front). 10.14 lets the Imperial
// player adopt it at Breitenfeld: there only Imperialist tercios (neither
// Swedish nor Saxon) form one; in a battle of another scenario (a campaign's)
// any side's tercios may. The printed Breitenfeld deployment places only three
// Imperialist tercios (W3618, W3716, W3615), which do not stand so; a Death
// Star is therefore recognised wherever three tercios stand in the shape, as
// 10.14 says ("as long as the three units maintain this formation"): turning
// the option on is the Imperial player's choice to adopt it. Where one tercio
// could belong to two pyramids, the front tercio listed first in the order of
// battle takes its two. While any of the three is Disrupted (or Routed, In
// Column, gone) the formation gives nothing (10.15), and it is none here.
//
// What it does, and where:
//   - Individual Orders and Line Commands (10.14, 10.15): one order moves all
//     three as one unit (death_star_moves, death_star_move: the front tercio's
//     move with the two rear ones keeping their places), or has each of them
//     fire or hold (8.16: fire per tercio); when the front tercio ends beside
//     an enemy the two rear ones may step up into line instead, and the
//     formation dissolves. The sequence (sequence.cpp, order_unit) asks these.
//     A Line Command takes the three as a Rigid Line: each rear tercio stands
//     front-to-rear with the front one (lines.cpp, 4.24), and a Line Command's
//     order to any of them is the formation's order.
//   - Shock (10.14): a shock on one of the three is a shock on all three and an
//     attack by one is an attack by all three, strengths totalled; no Position
//     Superiority against it (10.13 does not apply); pre-shock checks and
//     Disruption or Rout results only for the tercios in contact with the
//     enemy; after a win only one tercio advances (10.15). shock.cpp asks these.
//   - Fire and hits stay per tercio (8.16).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lotn/battle_state.h"
#include "lotn/movement.h"

namespace umpire::lotn {

struct DeathStar {
  int front = -1;
  std::array<int, 2> rear{-1, -1};  // the tercio across the front one's Rear side facing+2, then facing+3
  std::array<int, 3> members() const { return {front, rear[0], rear[1]}; }
  bool has(int unit) const { return unit == front || unit == rear[0] || unit == rear[1]; }
};

bool death_star_in_play(const Battle& st);

// Every Death Star formed now (the variant on, the shape held, none Disrupted).
std::vector<DeathStar> death_stars(const Battle& st);
// The one `unit` belongs to now, if any.
std::optional<DeathStar> death_star_of(const Battle& st, int unit);
// Whether two units are of one Death Star now.
bool same_death_star(const Battle& st, int a, int b);

// The hexes of the three places of a pyramid whose front tercio stands in `front` facing `facing`: the front,
// then the rear places across its Rear sides facing+2 and facing+3 (nullopt off the map).
std::array<std::optional<Hex>, 3> death_star_places(const HexGrid& grid, const Hex& front, int facing);
// The two places beside the front tercio in line with it (across its Flank sides facing+1 and facing-2).
std::array<std::optional<Hex>, 2> death_star_line_places(const HexGrid& grid, const Hex& front, int facing);

// One move of the whole formation under one order: where each tercio goes (same facing for all), and whether the
// two rear tercios step up into line beside the front one (10.15: the formation then dissolves).
struct DeathStarMove {
  std::string id;     // "death star W2521:0", "death star W2521:0 line" (the front tercio's end and facing)
  std::string words;  // "the Death Star: Holstein's tercio to W2521, ... facing N"
  std::array<int, 3> unit{-1, -1, -1};
  std::array<Hex, 3> to{};
  int facing = 0;
  bool line = false;
};

// The formation's moves now: each tercio must be able to reach its place with its own MP (the movement rules,
// measured as though the other two were not there: they move out of each other's way). The step into line is
// offered where the front tercio ends beside an enemy unit. Empty when `star` may not move.
std::vector<DeathStarMove> death_star_moves(Battle& st, const Board& board, const DeathStar& star);

// The doctrine's pick among them: the front tercio's advised move (advise_move) when the two rear ones can follow;
// -1 to stay.
int advise_death_star_move(const Battle& st, const Board& board, const DeathStar& star,
                           const std::vector<DeathStarMove>& moves);

// Carries out a formation move: each tercio moves to its place by `move_unit` (the sequence's move with its
// reaction fire, withdrawals and fire after the move), the one whose place is free first. A tercio that cannot
// reach its place when its turn comes (stopped by fire, a withdrawal, its place taken) stays, and the log says
// the formation is broken. Every tercio of it is marked ordered.
void death_star_move(Ctx& c, Board& board, const DeathStarMove& m,
                     const std::function<void(int unit, const MoveOption& option)>& move_unit);

// The rest of the formation under the order one of its tercios was given to fire (10.14: one order; 8.16: each
// fires on its own): each other tercio fires or holds (a decision of its side; advice: its best fire). Marks them
// ordered.
void death_star_others_fire(Ctx& c, Board& board, const DeathStar& star, int ordered_unit);

}  // namespace umpire::lotn
