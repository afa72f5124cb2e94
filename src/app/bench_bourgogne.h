// `umpire bench`, Les Guerres de Bourgogne part: how long the program takes to
// adjudicate a whole turn (each camp's reinforcements, movement, fatigue,
// battles and sieges, then diplomacy, the VP record and the end of the turn),
// on the twelve turns the autopilot umpire plays. Printed, never asserted.
#pragma once

#include <ostream>

#include "core/game.h"

namespace umpire {

void run_bourgogne_bench(const GameRegistry& registry, std::ostream& out);

}  // namespace umpire
