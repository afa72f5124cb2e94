// The rules of 1631's combat procedure as pure functions (1631 §7.6–§7.8):
// who rolls how many dice needing what, which units may take the next hit,
// how many hits the defended position ignores, and who won. The engine
// (combat_1631.cpp) strings them into moves; the tests call them directly.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace umpire::flammes_combat {

enum class Arm { infantry, cavalry, artillery };
enum class Combat { battle, river_assault, siege_assault };

// The words of the set-up convention (combat_1631.h).
const char* arm_word(Arm a);        // "infantry"
const char* combat_word(Combat c);  // "river_assault"
std::string combat_name(Combat c);  // "River assault"
bool parse_combat(const std::string& word, Combat& out);
bool parse_arm(const std::string& word, Arm& out);

// A unit as the procedure sees it. Steps: Fresh 2, Spent 1, destroyed 0.
struct FighterView {
  std::string id;
  Arm arm = Arm::infantry;
  int battle = 0, assault = 0;  // the counter's two numbers (1631 §7.6)
  int steps = 0;                // now
};

bool is_assault(Combat c);
// Dice the unit rolls: its battle strength in a Battle, its assault strength
// in an assault; none once destroyed (1631 §7.6).
int fire_dice(const FighterView& u, Combat c);
// The face each die needs: 4, +1 Spent, +1 cavalry in an assault; a 6 always
// hits (1631 §7.6).
int needs(const FighterView& u, Combat c);

// The units of one side that may take the next hit (1631 §7.7): never
// artillery; first round, each unit not yet hit in this combat, Fresh before
// any Spent; once every unit has had one, the survivors already hit, no
// cavalry while any infantry survives. Empty: the hit is unused.
// `hit` holds the ids already hit in this allocation.
std::vector<std::string> legal_targets(const std::vector<FighterView>& side, const std::set<std::string>& hit);

// The attacker's hits the defended position ignores (1631 §7.7): a
// commander's current skill in a Battle or River assault, the first hit for a
// City and the first two for a Fortress in a Siege assault.
int hits_ignored(Combat c, const std::string& place_kind, int commander_skill);
// The Fortress's extra hit on the attacker in a Siege assault (1631 §7.7).
int fortress_extra_hit(Combat c, const std::string& place_kind);

// The victor test (1631 §7.8), index 0 the attacker and 1 the defender.
struct VictorInput {
  int steps[2] = {0, 0};          // steps of non-artillery units before the combat
  int hits_suffered[2] = {0, 0};  // hits each side took that counted (after the ignores)
  int destroyed[2] = {0, 0};      // units of each side destroyed in the combat
  // Both sides took more hits than they had steps: true, the next criteria
  // decide; false, the defender wins (setting "combat.both_over_next").
  bool both_over_next = true;
};
struct Victor {
  int winner = 1;     // 0 the attacker, 1 the defender
  int criterion = 4;  // 1 to 4, the criterion of 1631 §7.8 that decided
};
Victor decide_victor(const VictorInput& in);

}  // namespace umpire::flammes_combat
