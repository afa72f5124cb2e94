// The action in progress (State::action), typed: what moves, where it goes,
// how far it has gone, and which step waits for whom (1631 §6, §7.1-§7.5).
// Written back to State::action as JSON after every command; between actions
// State::action is null.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// One leg of movement: the army of a march, engage or forced march, or one
// piece of a regroup (1631 §6.1, §6.6).
struct Leg {
  std::vector<std::string> units, commanders;                  // moving now
  std::string from;                                            // where the leg began
  std::vector<std::string> path;                               // areas entered, in order
  std::map<std::string, std::vector<std::string>> drop, pick;  // area -> pieces left / collected there
  bool operator==(const Leg&) const = default;
};

// The step an action waits at (who decides):
//   "interception"   the other side may intercept into `at` (1631 §7.2)
//   "attacker_choice" the interception succeeded: the acting side fights or falls back (1631 §7.2)
//   "defence"        the engage reached its target: the defender evades, withdraws or stands (1631 §7.3, §7.4)
//   "after_evasion"  the evasion failed: the defender withdraws all or stands (1631 §7.3, §7.4)
//   "siege_choice"   a city is besieged: the acting side assaults it or not (1631 §7.5)
//   "neutral_choice" the Swedes evaded beside a neutral city: the Imperials besiege it or not (1631 §7.5.1)
//   "combat"         a combat is open; the combat procedure ends the action
struct ActionState {
  std::string kind;  // "engage", "march", "forced_march", "regroup", "diplomacy"
  Side side = Side::Swedish;
  int serial = 0;
  std::string step;
  Leg leg;                 // the leg moving now
  std::vector<Leg> later;  // a regroup's legs still to move
  std::string at;          // where the moving army stands now
  int next = 0;            // leg.path[next] is the next area to enter
  std::string came_from;   // the area the army last left ("" none)
  std::string last_line = "none";
  int roads = 0, rivers = 0;                                       // lines used, for the forced march (1631 §6.4)
  std::vector<std::string> travelled_units, travelled_commanders;  // all that moved with the army (1631 §6.4)
  std::vector<std::string> forbidden;                              // areas the interceptors may not enter (1631 §7.2)
  bool interception_tried = false;                                 // 1631 §7.2: one a turn, and no evasion after it
  std::vector<std::string> interceptors;                           // the interceptors, once in
  std::vector<std::string> losses;                                 // the owner's order for attrition losses (unit ids)
  std::string refresh;                      // a regroup's Spent unit made Fresh at its end (1631 §6.6)
  std::vector<std::string> diplomacy_done;  // the track's movement triggers applied this action (1631 §6.7.1)
  bool garrisoned = false;                  // a defender withdrew into the city (1631 §7.4)
  int evaded = 0;                           // defending units that evaded (1631 §7.5)
  bool had_defenders = false;               // there were enemy units in the field at the target
  bool forced_march_pending = false;  // the forced march's losses wait for the action's end (1631 §6.4, a setting)
  std::string situation;              // the combat opened: "battle", "river_assault", "siege_assault" (1631 §7.5)

  std::string target() const { return leg.path.empty() ? leg.from : leg.path.back(); }
};

ActionState action_state(const State& s);  // throws std::logic_error between actions
void store(State& s, const ActionState& a);
Json to_json(const ActionState& a);
ActionState action_state_from_json(const JsonCursor& c);

}  // namespace umpire::flammes
