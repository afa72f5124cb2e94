// `umpire bench`: durability and replay figures, printed, never asserted.
#pragma once

#include <ostream>
#include <string>

#include "core/game.h"

namespace umpire {

// `only`: "" for every part, else "core", "sk-supply", "sk-replay",
// "battles" (the engines of `registry`) or "bundle".
// A figure with `decimals` places, as the benches print them.
std::string fixed(double value, int decimals);

// `battle_runs`: the automatic battles each engine resolves for its figures
// (fewer for a profile under callgrind).
int run_bench(int commands, const std::string& only, const GameRegistry& registry, std::ostream& out,
              int battle_runs = 20000);

}  // namespace umpire
