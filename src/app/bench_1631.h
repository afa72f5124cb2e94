// `umpire bench`, 1631 part: how long the program takes to adjudicate a whole
// turn (the initiative, five actions with their reactions and combats, the
// supply phase), on ten turns the autopilot umpire plays. Printed, never asserted.
#pragma once

#include <ostream>

#include "core/game.h"

namespace umpire {

void run_1631_bench(const GameRegistry& registry, std::ostream& out);

}  // namespace umpire
