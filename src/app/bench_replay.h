// `umpire bench`, replay part (issue 13): how long replaying the two-year
// Soldier King regression case takes through the engine, command by command,
// with the dice each command rolled. Printed, never asserted.
#pragma once

#include <ostream>

namespace umpire {

// Reads the case from the source tree it was built from; says so and returns
// when that file is not there (an installed program without its sources).
void run_replay_bench(std::ostream& out);

}  // namespace umpire
