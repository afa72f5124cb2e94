// The reference check of a loaded Soldier King state: the stored-state reader
// checks each value's shape, this checks that every id the state names
// resolves (an officer's column, a stand's type, a piece's box, the turn's
// player, a court case's treaty, ...) and that its map is valid. A damaged or
// hand-edited campaign file is refused with a message naming the place, the id
// and what it should refer to, instead of crashing a rules module later.
#pragma once

#include "core/json_read.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// Throws a JsonError at the failing place under `at` (the cursor the state was
// read from): `.../officers/3/column: the officer "Graf Ulm" commands column
// "c99", which does not exist`.
void check_state_references(const SkState& s, const JsonCursor& at);

}  // namespace umpire::sk
