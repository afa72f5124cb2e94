// `umpire bench`: durability and replay figures, printed, never asserted.
#pragma once

#include <ostream>
#include <string>

#include "core/game.h"

namespace umpire {

// `only`: "" for every part, else "core", "sk-supply", "sk-replay",
// "battles" (the engines of `registry`) or "bundle".
int run_bench(int commands, const std::string& only, const GameRegistry& registry, std::ostream& out);

}  // namespace umpire
