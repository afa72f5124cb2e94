// Recording a combat's result (1631 §7.7, §7.8; the tabletop hand-off's
// validations): each unit's step losses and each side's hits, as an engine or
// the table reports them; the victor checked against 1631 §7.8 applied to the
// recorded losses; the losses applied; a commander's death.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/combat_state.h"
#include "handoff/handoff.h"

namespace umpire::flammes {

// The losses of one combat, by side (0 the attacker, 1 the defender).
struct CombatTally {
  int steps[2] = {0, 0};      // the side's steps before the combat, artillery left out (1631 §7.8)
  int hits_on[2] = {0, 0};    // the hits the side suffered that counted (ignored ones left out)
  int destroyed[2] = {0, 0};  // the side's units destroyed
};
// 1631 §7.8: "attacker" or "defender", with the criterion that decided, in words.
// `both_over_next`: setting "combat.both_over_next" (both sides over their
// steps: the next criteria decide; else the defender wins).
std::pair<std::string, std::string> victor_by_rules(const CombatTally& t, bool both_over_next = true);

struct RecordOptions {
  std::optional<int> hits_on_attacker, hits_on_defender;  // typed in by the umpire
  bool artillery_override = false;  // the umpire lets artillery lose steps (1631 §7.7 forbids it)
  bool no_victor = false;           // a siege without an assault (1631 §7.5)
  bool both_over_next = true;       // setting "combat.both_over_next" (1631 §7.8)
};

// The tally a result gives: hits from the umpire's figures, else the result's
// details, else the step losses.
CombatTally tally(const State& s, const CombatRecord& c, const battles::BattleResult& r, const Json& raw,
                  const RecordOptions& o);
// What is wrong with a result (empty: it may be recorded), each reason citing its rule.
std::vector<Reason> check_combat_result(const State& s, const CombatRecord& c, const battles::BattleResult& r,
                                        const Json& raw, const RecordOptions& o);
// Applies the losses, the commanders' fates and the victor; the record becomes
// "recorded" and waits for its pursuit (pursuit.h).
void apply_combat_result(State& s, CombatRecord& c, const battles::BattleResult& r, const Json& raw,
                         const RecordOptions& o, bool gustav_death_immediate, std::vector<Event>& events);

// A commander dies in combat or in a failed evasion; Gustav Adolf's death
// gives the Imperials the game (1631 §9.4.2), at once or at the end of the
// supply phase as the setting "victory.gustav_death_immediate" says.
void commander_killed(State& s, Commander& k, bool gustav_death_immediate, std::vector<Event>& events);

}  // namespace umpire::flammes
