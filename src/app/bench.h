// `umpire bench`: durability and replay figures, printed, never asserted.
#pragma once

#include <ostream>

#include "core/game.h"

namespace umpire {

int run_bench(int commands, std::ostream& out);

}  // namespace umpire
