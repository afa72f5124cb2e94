// `umpire bench`: durability and replay figures, printed, never asserted.
#pragma once

#include <ostream>
#include <string>

#include "core/game.h"

namespace umpire {

// `only`: "" for every part, else "core", "sk-supply" or "sk-replay".
int run_bench(int commands, const std::string& only, std::ostream& out);

}  // namespace umpire
