// `umpire bench --only battles`: for every battle engine registered, automatic
// resolutions per second on one thread and on all, and the cost of opening a
// campaign with 50 finished battles (and each of its battles). A build with no
// engine (the shipped one, for now) says so.
#pragma once

#include <ostream>

#include "core/game.h"

namespace umpire {

void run_battles_bench(const GameRegistry& registry, std::ostream& out);

}  // namespace umpire
