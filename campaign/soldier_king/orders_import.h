// Reading a Soldier King orders form filled in by hand (play by e-mail; the
// form is written by render_orders_form in orders_sheet.h):
//
//   faction: Argozia
//   season: Summer 1740
//   column: 2nd Infantry (Type 2)
//   place: Vellhaven
//   march 1: Vellhaven -> Ostmoor          (the first box may be left out)
//   march: Ostmoor -> Kalmsee               (unnumbered: a march of its own)
//   infiltrate 2: A -> B -> C               (light cavalry, SK 10.6)
//   entrench                                (SK 10.8)
//   stay
//   officer: Graf von Alt                   (a general officer without a column)
//   march 1: Ostmoor
//   magazine: Vellhaven                     (one of the faction's magazines, SK 9.2.1)
//   march 3: Vellhaven -> Birkenrode        (by river, in a march of its own)
//
// '#' starts a note to the end of the line. Each order goes under the column or
// officer it is for, in the order the piece makes them. Lines with the same
// march number are one march from one box (SK 10.2); numbered marches are made
// in their numbers' order, unnumbered ones after them in the order written.
// The reader names every line it cannot read: its number, what was expected,
// and for a name it does not know the likely ones. The draft commands are the
// umpire's to review: the rules judge each when it is applied.
#pragma once

#include <string>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The draft commands (sk.march, sk.entrench, sk.move_magazine) in the order they are to be
// made, and every line that could not be read.
OrdersDraft read_orders_form(const SkState& s, const std::string& text);

}  // namespace umpire::sk
