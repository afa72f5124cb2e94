// A tiny game that exists only to exercise the game-module seam: counters that
// commands add to, with dice and rule citations like a real game. Not shipped.
#pragma once

#include "core/game.h"

namespace umpire::testgame {

inline constexpr const char* kId = "test-counters";

std::shared_ptr<const GameModule> module();

// The players' reports: each counter is a player's, who sees its own counter
// and the turn, never the others' counters (the leak harness's second game).
void register_reports();

}  // namespace umpire::testgame
