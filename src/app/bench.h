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

int run_bench(int commands, const std::string& only, const GameRegistry& registry, std::ostream& out);

}  // namespace umpire
