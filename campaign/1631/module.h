// 1631 Un Empire en Flammes as a GameModule: its state, commands, settings,
// players, next steps and the vocabulary its conformance cases use
// (tests/cases/1631/README.md).
#pragma once

#include <memory>

#include "core/game.h"

namespace umpire::flammes {

std::shared_ptr<const GameModule> module();

}  // namespace umpire::flammes
