// Soldier King supply (rulebook rule 9; digest P-04, P-07, P-08): magazines,
// supply lines, the attack limit, foraging and attrition. Pure functions of the
// state; the umpire's commands are in supply_commands.cpp.
//
// Campaign switches (read with sk::setting; every default is 0 and means the
// digest's default except attrition.box_roll_off, 1 since the afterword says the
// optional part of 9.6.2 went unused; see data/soldier_king/settings.json):
//   supply.allied_boxes_passable  G-14  0: boxes held by an ally block a supply line (literal 9.4)
//   supply.attack_any_magazine    G-28  0: all launch boxes of one attack reach ONE common magazine
//   attrition.table_off           G-05a 0: the out-of-supply dice table (9.6.2 first paragraph) is used
//   attrition.box_roll_off        G-05a 1: the per-box roll (9.6.2 second paragraph) is not made
//   attrition.per_die             G-05b 0: loss = max(0, sum of dice - 2); 1: the -2 applies to each die
//   attrition.clamp_sum           G-05c 0: with per_die, each die's result is clamped at 0; 1: only the sum
//   attrition.end_only            G-05d 0: attrition only if out of supply at the start AND after movement
//   attrition.box_roll_every_faction G-05e 0: only the active player's boxes roll; 1: every faction's
//   attrition.box_roll_die_per_column G-05e 0: one die per box; 1: one die per column in the box
//   attrition.box_roll_all_marched G-05e 0: +1 if ANY column in the box marched; 1: only if all did
//   attrition.box_roll_garrisons  G-05e 0: garrisons are excluded; 1: they count as columns
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/settings.h"
#include "soldier_king/state.h"

namespace umpire::sk {

inline constexpr const char* kAlliedBoxesPassable = "supply.allied_boxes_passable";
inline constexpr const char* kAttackAnyMagazine = "supply.attack_any_magazine";
inline constexpr const char* kAttritionTableOff = "attrition.table_off";
inline constexpr const char* kAttritionBoxRollOff = "attrition.box_roll_off";
inline constexpr const char* kAttritionPerDie = "attrition.per_die";
inline constexpr const char* kAttritionClampSum = "attrition.clamp_sum";
inline constexpr const char* kAttritionEndOnly = "attrition.end_only";
inline constexpr const char* kBoxRollEveryFaction = "attrition.box_roll_every_faction";
inline constexpr const char* kBoxRollDiePerColumn = "attrition.box_roll_die_per_column";
inline constexpr const char* kBoxRollAllMarched = "attrition.box_roll_all_marched";
inline constexpr const char* kBoxRollGarrisons = "attrition.box_roll_garrisons";


// G-23: a magazine is placed only in a box without hostile troops and not held
// by an enemy; the problems, each citing its rule.
std::vector<Reason> check_magazine_placement(const SkState& s, const std::string& owner, const std::string& box);

// Who holds a box for supply: the holder when the running turn began (9.3,
// 15.1: boxes entered this turn keep their old owner), else the holder now.
std::string supply_holder(const SkState& s, const std::string& box);
// Factions with troops (columns or garrisons) in the box hostile to `faction`.
std::vector<std::string> hostile_troops(const SkState& s, const std::string& faction, const std::string& box);

// Why an intermediate box blocks `faction`'s supply line, or "" when it does
// not: "held by Bravance", "in Rebel hands", "Bravance troops there" (9.3, 9.4).
std::string supply_block(const SkState& s, const std::string& faction, const std::string& box);

// The boxes of a supply line from the magazine to `target_box` (magazine box
// first), over any transport lines in either direction (9.3); nullopt when
// there is none. The target may be enemy-owned but may not hold hostile troops.
std::optional<std::vector<std::string>> supply_path(const SkState& s, const std::string& faction,
                                                    const std::string& target_box, const Magazine& m);
bool traces_supply(const SkState& s, const std::string& faction, const std::string& target_box, const Magazine& m);

// The faction's own magazines and those whose owner lets it use them (9.2.2, 18.2).
std::vector<const Magazine*> usable_magazines(const SkState& s, const std::string& faction);

struct SupplyResult {
  bool supplied = false;
  std::string magazine;            // the magazine traced to
  std::vector<std::string> path;   // magazine box ... the box
  std::string why;                 // when not supplied: "no magazine", "every route blocked at ..."
};
// Whether a faction's troops in a box trace supply to any usable magazine (9.3, 9.6).
SupplyResult box_supply(const SkState& s, const std::string& faction, const std::string& box);
SupplyResult column_supply(const SkState& s, const Column& column);

// Supply for all of one faction's boxes at once (9.3, 9.4, 9.6): one pass over
// the map from every usable magazine. at(box) is box_supply(s, faction, box):
// the first usable magazine (in usable_magazines' order) whose supply line
// reaches the box, the line that magazine's own search finds, and the same
// why-not. The state must not change while the pass is used.
class SupplyRules;
class SupplyPass {
 public:
  SupplyPass(const SkState& s, const std::string& faction);
  SupplyResult at(const std::string& box) const;

 private:
  // For box_supply: the pass stops when it reaches `only`, so only at(only) is answered.
  SupplyPass(const SkState& s, const std::string& faction, const std::string& only);
  friend SupplyResult box_supply(const SkState& s, const std::string& faction, const std::string& box);
  const SkState* s_;
  std::string faction_;
  std::vector<const Magazine*> mags_;
  std::shared_ptr<const SupplyRules> rules_;
  SearchTree tree_;
  std::map<std::string, std::string> blocks_toward(NodeIx box) const;
};

// Supply for columns of any owners, one SupplyPass per owner made when first
// needed: column(c) is column_supply(s, c).
class SupplyPasses {
 public:
  explicit SupplyPasses(const SkState& s) : s_(&s) {}
  SupplyResult column(const Column& c);

 private:
  const SkState* s_;
  std::map<std::string, SupplyPass> passes_;
};

// The attacks of the running turn checked against supply lines and magazines
// (9.2, 9.4, 9.5, G-28): each non-exempt attack gets its own magazine, reached
// from every launch box (maximum bipartite matching attacks -> magazines).
struct AttackPlan {
  std::vector<std::string> magazines;  // per s.turn.attacks entry: the magazine assigned, "" if exempt or none
  std::vector<Reason> reasons;         // empty when every attack is supplied
};
AttackPlan plan_attacks(const SkState& s, const std::string& faction);
std::vector<Reason> check_attacks(const SkState& s, const std::string& faction);

// Foraging (9.6.1): how many columns a box feeds: the ruled recruiting value,
// the captured value in Winter; 0 outside recruiting cities.
int foraging_capacity(const SkState& s, const std::string& box);

// Out-of-supply attrition (9.6.2): dice by season (Winter 3, Spring and
// Summer 2, Autumn 1) and the SP lost from the faces under the settings.
int attrition_dice(Season season);
int out_of_supply_loss(const SkState& s, const std::vector<int>& faces);

// The per-box roll (9.6.2 second paragraph) for `faction`'s columns in a box.
struct BoxRoll {
  int columns = 0;     // columns counted (garrisons too when the setting says so)
  int dice = 1;        // D6s rolled
  int modifier = 0;
  std::vector<std::string> terms;  // "-1 one column", "+1 marched", ...
};
BoxRoll box_roll(const SkState& s, const std::string& faction, const std::string& box);
int box_roll_loss(const BoxRoll& r, const std::vector<int>& faces);  // max(0, sum + modifier)

// The umpire's commands: sk.place_magazine, sk.move_magazine, sk.magazine_fate,
// sk.supply_check, sk.attrition.
std::vector<CommandDef> supply_commands();
// sk.allocate_attrition (attrition_commands.cpp), one of supply_commands().
CommandDef allocate_attrition_command();
// The attrition still to allocate this turn (Turn::attrition_owed), in SP and
// in words: "3 SP in 2nd Infantry, 1 SP in Argozia's troops in Kalmsee".
int attrition_owed_sp(const SkState& s);
std::string attrition_owed_text(const SkState& s);
// A stand lost `lost` SP by the umpire's hand (sk.set_strength): it counts
// against what its column, or its faction's troops in its box, still owe.
void note_strength_change(SkState& s, const std::string& stand, int lost);

}  // namespace umpire::sk
