// The sequence of play (SK 7, 10.1, 15.1; digest §2): initiative and the turn
// order, the march allocation chain, and the turn tracker that walks each
// player turn through its steps and always knows what the umpire must do next.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// SK 10.1 (P-01): marches for a player turn. The first player of the season
// takes his roll (a 1 counts as 2); each later player adjusts the previous
// allocation: 1-2 one less, 3-4 the same, 5-6 one more; clamped to 2..6.
int march_allocation(bool first, int previous, int d6);

// The players in clockwise order starting from `first` (7.1.2, G-06): the
// map's seating ring of Kings, then the active duchies in the order of 18.1.1.
std::vector<std::string> clockwise_from(const SkState& s, const std::string& first);

// Capture (15.1): at the end of a player turn a box holding units of only one
// faction is captured by it. Returns the boxes that changed hands.
std::vector<std::string> capture_boxes(SkState& s);

// Opens `player`'s turn state (7.1.2): a fresh Turn keeping only the march
// chain the next roll adjusts (P-01), the holdings and each column's SP when
// the turn began (9.3, 15.1, G-33), his columns' marches and infiltration
// reset, his training promotion available again (12.4.1). Used by the turn
// tracker and by the umpire's sk.set_turn.
void open_player_turn(SkState& s, const std::string& player);

// What the umpire does next, in words ("Roll initiative", "Argozia: roll marches").
std::string next_step(const SkState& s);

std::vector<CommandDef> turn_commands();

}  // namespace umpire::sk
