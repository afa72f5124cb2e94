// After a combat's result (1631 §7.9): the pursuit of each kind — after a
// Battle (1631 §7.9.1), a Siege assault (the first 1631 §7.9.2) and a River
// assault (the second 1631 §7.9.2) — then the capture of the city (1631
// §7.11), the sack (1631 §7.9.2) and a relief's garrison (1631 §7.10).
#pragma once

#include <string>
#include <vector>

#include "1631/combat_state.h"
#include "1631/movement_rules.h"

namespace umpire::flammes {

// The choices the pursuit asks of the players; what is left empty the program
// chooses (the loser's losses from its Fresh units first).
struct PursuitChoice {
  std::vector<std::string> path;      // the loser's evasion: the areas entered, in order
  std::vector<std::string> losses;    // the loser's units taking its pursuit losses, in order (extra losses first)
  std::vector<std::string> garrison;  // after a lost River assault: the defenders withdrawing into their city
  std::vector<std::string> refresh;   // after a sack: the attacker's Spent units made Fresh
  bool besiege = true;                // after a won River assault: whether the attacker besieges the city
};

struct PursuitSettings {
  bool relief_loss_literal = false;      // setting "combat.relief_loss_literal"
  bool capture_unmarked = true;          // setting "engage.takes_minor_city"
  bool gustav_death_immediate = false;   // setting "victory.gustav_death_immediate"
  bool pursuit_on_table = false;         // setting "combat.pursuit_on_table": the table's losses include the pursuit's
  bool sack_counts_fortress_hit = true;  // setting "combat.sack_counts_fortress_hit" (1631 §7.9.2, §7.7)
  bool capture_neutral = false;          // setting "combat.capture_neutral": the victor takes a neutral city too
  bool sack_refresh_army = true;         // setting "combat.sack_refresh_army": the sack refreshes the army's units
  bool garrison_limit = true;            // setting "pursuit.garrison_limit": 4 units inside after a River assault
  bool artillery_non_combat = true;      // setting "losses.artillery_non_combat": artillery takes extra/evasion steps
  MoveReadings readings;                 // the settings' readings of areas and bridges, for the loser's evasion
};

// What the pursuit of a recorded combat does and asks.
struct PursuitPlan {
  std::string kind;             // "battle", "siege_won", "siege_held", "river_won", "river_held", "none"
  std::string loser;            // "attacker" or "defender" ("" with no victor)
  bool artillery_lost = false;  // the loser lost a unit in a Battle (1631 §7.9.1)
  int extra_losses = 0;         // one step per unit it lost (1631 §7.9.1, §7.9.2)
  bool evasion = false;
  std::vector<std::string> evaders;  // the loser's units that must evade (those left after its losses)
  EvasionLimits limits;
  bool back_across = false;     // a losing River-assault attacker goes back where it came from
  bool may_garrison = false;    // beaten River-assault defenders may withdraw into their city (1631 §7.4)
  bool capture = false;         // the victor takes a hostile city in the area
  bool sack_roll = false;       // after a won Siege assault
  bool besiege_choice = false;  // after a won River assault
  bool garrison_stays = false;  // a beaten relief: the garrison goes back inside (setting)
};
PursuitPlan pursuit_plan(const State& s, const CombatRecord& c, const PursuitSettings& set);

// Applies the pursuit and closes the combat. With `problems` it checks only
// (no dice: no sack roll) and lists what is wrong with the choice.
void apply_pursuit(State& s, CombatRecord& c, const PursuitChoice& choice, Dice* dice, const PursuitSettings& set,
                   std::vector<Reason>* problems, std::vector<Event>& events);

// A first legal evasion of at most two areas for `side` from `from` (empty when none).
std::vector<std::string> default_evasion(const State& s, Side side, const std::string& from,
                                         const EvasionLimits& limits, const MoveReadings& readings = {});

}  // namespace umpire::flammes
