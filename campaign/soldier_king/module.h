// Soldier King as a GameModule: its state, commands, status line and the
// vocabulary its conformance cases use (tests/cases/soldier_king/README.md).
#pragma once

#include <memory>

#include "core/game.h"

namespace umpire::sk {

std::shared_ptr<const GameModule> module();

}  // namespace umpire::sk
