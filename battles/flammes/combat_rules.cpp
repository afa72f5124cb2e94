#include "flammes/combat_rules.h"

#include <algorithm>

namespace umpire::flammes_combat {

const char* arm_word(Arm a) {
  switch (a) {
    case Arm::infantry: return "infantry";
    case Arm::cavalry: return "cavalry";
    case Arm::artillery: return "artillery";
  }
  return "infantry";
}

const char* combat_word(Combat c) {
  switch (c) {
    case Combat::battle: return "battle";
    case Combat::river_assault: return "river_assault";
    case Combat::siege_assault: return "siege_assault";
  }
  return "battle";
}

std::string combat_name(Combat c) {
  switch (c) {
    case Combat::battle: return "Battle";
    case Combat::river_assault: return "River assault";
    case Combat::siege_assault: return "Siege assault";
  }
  return "Battle";
}

bool parse_combat(const std::string& word, Combat& out) {
  for (Combat c : {Combat::battle, Combat::river_assault, Combat::siege_assault})
    if (word == combat_word(c)) {
      out = c;
      return true;
    }
  return false;
}

bool parse_arm(const std::string& word, Arm& out) {
  for (Arm a : {Arm::infantry, Arm::cavalry, Arm::artillery})
    if (word == arm_word(a)) {
      out = a;
      return true;
    }
  return false;
}

bool is_assault(Combat c) { return c != Combat::battle; }

int fire_dice(const FighterView& u, Combat c) {
  if (u.steps <= 0) return 0;
  return std::max(0, is_assault(c) ? u.assault : u.battle);
}

int needs(const FighterView& u, Combat c) {
  int face = 4;
  if (u.steps == 1) ++face;                            // Spent (1631 §7.6)
  if (u.arm == Arm::cavalry && is_assault(c)) ++face;  // cavalry in an assault (1631 §7.6)
  return std::min(face, 6);                            // a 6 always hits
}

std::vector<std::string> legal_targets(const std::vector<FighterView>& side, const std::set<std::string>& hit) {
  std::vector<std::string> fresh, spent, hit_infantry, hit_cavalry;
  for (const auto& u : side) {
    if (u.arm == Arm::artillery || u.steps <= 0) continue;  // artillery never takes combat hits
    if (!hit.count(u.id)) {
      (u.steps >= 2 ? fresh : spent).push_back(u.id);
    } else {
      (u.arm == Arm::infantry ? hit_infantry : hit_cavalry).push_back(u.id);
    }
  }
  // First round: one hit a unit, Fresh before Spent.
  if (!fresh.empty()) return fresh;
  if (!spent.empty()) return spent;
  // Second round: those already hit; no cavalry while any infantry survives.
  if (!hit_infantry.empty()) return hit_infantry;
  return hit_cavalry;
}

int hits_ignored(Combat c, const std::string& place_kind, int commander_skill) {
  if (c != Combat::siege_assault) return std::max(0, commander_skill);
  if (place_kind == "fortress") return 2;
  if (place_kind == "city") return 1;
  return 0;
}

int fortress_extra_hit(Combat c, const std::string& place_kind) {
  return c == Combat::siege_assault && place_kind == "fortress" ? 1 : 0;
}

Victor decide_victor(const VictorInput& in) {
  // 1. A side that took more hits than it had steps loses; both: go on, or the
  // defender wins (setting "combat.both_over_next").
  bool over[2] = {in.hits_suffered[0] > in.steps[0], in.hits_suffered[1] > in.steps[1]};
  if (over[0] != over[1]) return {over[0] ? 1 : 0, 1};
  if (over[0] && !in.both_over_next) return {1, 1};
  // 2. The side that destroyed more enemy units wins.
  if (in.destroyed[1] != in.destroyed[0]) return {in.destroyed[1] > in.destroyed[0] ? 0 : 1, 2};
  // 3. The side that caused more hits (those that counted) wins.
  if (in.hits_suffered[1] != in.hits_suffered[0]) return {in.hits_suffered[1] > in.hits_suffered[0] ? 0 : 1, 3};
  // 4. The defender.
  return {1, 4};
}

}  // namespace umpire::flammes_combat
