// Looting (1631 §9.1.3): each side with units in a region may roll three
// dice; the die it keeps depends on how ravaged the region is, the loot is at
// most its number of units there, and a low die ravages the region further
// (once a phase, however many sides caused it).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// The units of `side` that may loot `region`: on the map in one of its areas
// (strategic areas belong to no region) and not under siege attrition.
int looters(const State& s, const std::string& region, Side side);
// The regions some side may loot, in map order.
std::vector<std::string> lootable_regions(const State& s);

struct LootRoll {
  int picked = 0;        // the die kept: highest (unravaged), middle (Ravaged), lowest (Ravaged x2)
  int loot = 0;          // min(picked, units)
  bool ravages = false;  // picked <= units
};
// 1631 §9.1.3 on three dice.
LootRoll loot_roll(std::array<int, 3> dice, int level, int units);
const char* level_words(int level);  // "unravaged", "Ravaged", "Ravaged x2"

}  // namespace umpire::flammes
