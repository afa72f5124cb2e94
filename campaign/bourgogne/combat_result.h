// Recording a combat's result (GdB 9.5.10-9.5.14, 9.6, 9.7; the tabletop
// hand-off's results form): each counter's SS at the end, the cannons' owners,
// the commanders flipped or sent to the pool, the ending; checked against who
// remains, then applied exactly the same whether the built-in engine or the
// table fought it: the pools, the flips, Charles the Bold's fall, the cannons
// to the victor, the loser's retreat, control, VP and diplomacy.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bourgogne/combat_event.h"
#include "bourgogne/combat_state.h"
#include "handoff/handoff.h"

namespace umpire::bourgogne {

// What the umpire sends with bourgogne.record_combat.
struct CombatReturn {
  Json result = Json::object();    // a BattleResult (umpire.battle-result/2; format and battle may be left out)
  Json final_ss = Json::object();  // the tabletop form: {unit: SS at the end}, instead of losses
  std::string retreat;             // the loser's retreat zone ("" : chosen later, or none needed)
  Json event = nullptr;            // the battle's random event as known (combat_event.h), null: none known
};

// The result as the campaign reads it.
struct CombatReading {
  battles::BattleResult result;
  std::map<std::string, int> ss_end;  // each unit of the combat: its SS at the end
  std::map<std::string, Camp> ca_owner;
  std::vector<std::string> in_rz, changed_camp, to_pool, killed;
  std::optional<bool> garrison_eliminated, besieger_stopped;
  // A tabletop battle's random event (GdB T2): its ally's units at arms are read as in their RZ,
  // its betraying units as having changed camp.
  std::optional<CombatEvent> event;
};

// The campaign's settings the application reads.
struct CombatRules {
  bool objective_ledger = false;              // objective_vp_model
  bool retreat_into_uncontrolled = true;      // GdB 9.5.11
  bool siege_vp_requires_elimination = true;  // GdB 9.5.13
  bool stranded_flip_first = false;           // stranded_historical_commander
  bool charles_any_cause = true;              // charles_elimination_any_cause
};
CombatRules combat_rules(const CampaignState& cs);

// The reading of a return; throws JsonError for a malformed one.
CombatReading read_return(const CombatRecord& c, const CombatReturn& r);
// What is wrong with a return (empty: it may be recorded), each reason citing its rule.
std::vector<Reason> check_combat_result(const State& s, const CombatRecord& c, const CombatReturn& r,
                                        const CombatRules& rules);
// The loser ("attacker"/"defender") of a reading, "" when nobody lost.
std::string loser_of(const CombatRecord& c, const CombatReading& x);
// Applies the return; the record becomes "recorded", or "retreating" when the
// loser's retreat zone is still to be chosen (bourgogne.retreat).
void apply_combat_result(const CampaignState& cs, State& s, CombatRecord& c, const CombatReturn& r,
                         const CombatRules& rules, std::vector<Event>& events);
// GdB 9.5.11: the loser's retreat to `zone`, or its elimination when `zone` is "".
void finish_retreat(State& s, CombatRecord& c, const std::string& zone, std::vector<Event>& events);

}  // namespace umpire::bourgogne
