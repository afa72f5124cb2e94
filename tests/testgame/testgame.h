// A tiny game that exists only to exercise the game-module seam: counters that
// commands add to, with dice and rule citations like a real game. Not shipped.
#pragma once

#include "core/game.h"

namespace umpire::testgame {

inline constexpr const char* kId = "test-counters";

std::shared_ptr<const GameModule> module();

}  // namespace umpire::testgame
