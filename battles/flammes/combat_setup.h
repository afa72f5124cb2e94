// Reading a set-up in the 1631 convention (combat_1631.h): what is wrong with
// it, in words, and the fighters, commanders and situation it holds.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "flammes/combat_rules.h"
#include "handoff/handoff.h"

namespace umpire::flammes_combat {

inline constexpr const char* kAttacker = "attacker";
inline constexpr const char* kDefender = "defender";

std::vector<Reason> convention_problems(const battles::BattleSetup& s);

struct Fighter {
  std::string id, name, side;
  Arm arm = Arm::infantry;
  int battle = 0, assault = 0;
  int steps = 0;  // before the combat
};
// The units of the set-up, in its order (a set-up without problems).
std::vector<Fighter> read_fighters(const battles::BattleSetup& s);

struct CommanderView {
  std::string id, name;
  int skill = 0;
};
std::vector<CommanderView> read_commanders(const battles::BattleSetup& s, const std::string& side);

Combat read_combat(const battles::BattleSetup& s);
std::string read_place_kind(const battles::BattleSetup& s);
bool defender_may_choose_battle(const battles::BattleSetup& s);
// 1631 §7.8: when both sides took more hits than they had steps, whether the
// next criteria decide (situation "both_over_next"; absent: true) or the defender wins.
bool both_over_next(const battles::BattleSetup& s);

// A unit's name for players: its own, or its type's with its id when it has
// only its type's (two counters of a side must be told apart).
std::string fighter_name(const battles::Unit& u);

}  // namespace umpire::flammes_combat
