// `umpire bench --only battles`: for every battle engine registered, automatic
// resolutions per second on one thread and on all (`runs` battles each), the
// odds panel's time for 10,000 runs (fewer when `runs` is), and the cost of
// opening a campaign with 50 finished battles (and each of its battles).
#pragma once

#include <ostream>

#include "core/game.h"

namespace umpire {

void run_battles_bench(const GameRegistry& registry, std::ostream& out, int runs = 20000);

}  // namespace umpire
