// The reference engine: a small dice battle that proves the battle-session
// seam (never shipped). Two sides; each round the attacker decides to press
// on or withdraw, both sides roll a die, the lower loses a strength point (a
// tie: both do) and a side with several units standing decides which one
// takes it. A side with no strength left has lost; after the last round,
// darkness ends the battle undecided. Small enough that its exact odds are
// computable (tests/battles/odds_test.cpp), so the odds are checked against
// them.
#pragma once

#include <memory>

#include "sessions/battle_module.h"

namespace umpire::dice_battle {

inline constexpr const char* kId = "test.dice-battle";
inline constexpr int kRounds = 6;  // rounds before darkness

std::shared_ptr<const battles::BattleModule> module();

// A small set-up for tests: attacker units a1 (3 SP) and a2 (2 SP), defender d1 (4 SP).
battles::BattleSetup sample_setup();

}  // namespace umpire::dice_battle
