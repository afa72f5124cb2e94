#include "1631/looting.h"

#include <algorithm>

#include "1631/forces.h"
#include "1631/supply.h"

namespace umpire::flammes {

int looters(const State& s, const std::string& region, Side side) {
  int n = 0;
  for (const auto& u : s.units) {
    if (!u.on_map() || side_of(s, u) != side || under_siege_attrition(s, u)) continue;
    const Area& a = s.map->at(u.area);
    // Strategic areas are in no region and have no ravaged level to roll against: they cannot be looted
    // (1631 §9.1.3, §10.3). A fixed reading, not a setting: there is nothing to offer instead.
    if (!a.strategic() && a.region == region) ++n;
  }
  return n;
}

std::vector<std::string> lootable_regions(const State& s) {
  std::vector<std::string> out;
  for (const auto& r : s.map->regions)
    if (looters(s, r.id, Side::Swedish) > 0 || looters(s, r.id, Side::Imperial) > 0) out.push_back(r.id);
  return out;
}

LootRoll loot_roll(std::array<int, 3> dice, int level, int units) {
  std::sort(dice.begin(), dice.end());
  LootRoll r;
  r.picked = level <= 0 ? dice[2] : level == 1 ? dice[1] : dice[0];  // 1631 §9.1.3
  r.loot = std::min(r.picked, units);
  r.ravages = r.picked <= units;
  return r;
}

const char* level_words(int level) { return level <= 0 ? "unravaged" : level == 1 ? "Ravaged" : "Ravaged x2"; }

}  // namespace umpire::flammes
