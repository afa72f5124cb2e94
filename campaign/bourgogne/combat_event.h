// The random event of a battle (GdB 9.5.4, T2, fn3, fn4) when the battle goes
// to the tabletop: the program rolls it with the campaign's dice as it sends
// the battle (setting "tabletop_event": by the program), so that the table
// fights the rounds only; or the table rolls it and the results form enters it
// (details.event). Either way it is kept on the combat's record, printed on
// both camps' battle sheets and the umpire's, and read again when the result
// is recorded: the ally's units at arms in their RZ took no part, the
// betraying units fought for the other camp, and a force that was only that
// ally fought no combat.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bourgogne/combat_state.h"
#include "core/dice.h"

namespace umpire::bourgogne {

struct CombatEvent {
  int die = 0;                         // 1..6
  int second = 0;                      // 5: the second die naming the depleted wing (even: right, odd: left)
  std::string name;                    // "nothing", "arms at the ready", "betrayal", "depleted wing", "rain", "snow"
  std::string by;                      // "program" (rolled when sent) or "table" (entered with the result)
  std::string power;                   // 1: the ally it strikes ("italy"), "" when none is eligible
  std::vector<std::string> units;      // 1: that ally's units in the battle
  bool no_combat = false;              // 1: the attacker's force was only that ally's units (GdB fn3)
  std::vector<std::string> tie_rolls;  // fn4: the tied allies' roll-offs, in words
};

Json to_json(const CombatEvent& e);
// nullopt for a record without an event (null or absent).
std::optional<CombatEvent> combat_event_from_json(const Json& j);

// Rolls the event of a battle sent to the tabletop: the die, the tie-break
// among eligible allies (fn4), the depleted wing's second die.
CombatEvent roll_combat_event(const State& s, const CombatRecord& c, Dice& dice);
// The event a results form enters (the table rolled it): {"die", "second"?, "power"?};
// the ally and whether a combat was fought follow from the battle's forces.
// Throws UserError for a die off 1..6 or an ally not eligible.
CombatEvent table_combat_event(const State& s, const CombatRecord& c, const Json& entered);

// The event in words for the battle sheets and the journal, each line citing its rule; the
// struck ally's counters named only when `name_units` (the defender's sheet shows no enemy counter).
std::vector<std::string> event_lines(const State& s, const CombatRecord& c, const CombatEvent& e,
                                     bool depleted_to_third_line, bool name_units = true);
// One line: "1: arms at the ready (Savoy)".
std::string event_summary(const CombatEvent& e);
// The set-up's situation.event (the engine's convention: {"die", "second"}).
Json situation_event(const CombatEvent& e);

}  // namespace umpire::bourgogne
