// Combat (1631 §7.5-§7.11): a combat the actions opened is fought by the
// built-in procedure (the "1631-combat" engine, through the battle seam) or on
// the tabletop, and its result is recorded back; then pursuit, capture and the
// sack follow.
#pragma once

#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// How a combat begins, as the actions determined it (1631 §7.5).
struct CombatOpening {
  std::string area;
  Side attacker = Side::Swedish;
  std::string situation;  // "battle", "river_assault" or "siege_assault"
  std::vector<std::string> attacking_units, attacking_commanders;
  std::vector<std::string> defending_units, defending_commanders;  // all of them; inside ones in a siege assault
  std::string came_from;  // the area the attacker last left ("" for an engage without moving)
  std::string last_line;  // "road", "river", "bridge", "ford" or "none"
  std::string trigger;    // "engage", "interception", "relief", "sortie"
};
// Opens the combat: recorded in State::combats, waiting to be fought by the
// built-in procedure or on the tabletop. The action stays in progress; once
// the combat's result and its pursuit are applied, the combat's last command
// ends the action (turn.h, finish_action). Each side's units: those fighting
// (for a relief, the besieged garrison is added to the attacker, 1631 §7.10).
// The records' shape is combat_state.h's; the commands are 1631.send_combat,
// 1631.fight, 1631.choose_battle, 1631.record_combat, 1631.pursuit and the
// umpire's 1631.open_combat.
void open_combat(State& s, const CombatOpening& opening, std::vector<Event>& events);
// 1631 §7.5: every defender evaded and none garrisoned: the attacker wins
// without a fight, as a Battle (it captures a hostile city, 1631 §7.9.1) or,
// over a bridge, as a River assault (no capture; it may besiege, 1631 §7.9.2).
// An unmarked minor city is taken too (a default: the rules do not say how one
// is taken). The combat is recorded closed; the action goes on: its caller
// ends it (finish_action) as after any other move.
// `capture_unmarked`: setting "engage.takes_minor_city" (an unmarked minor city is taken too);
// `sp_back_at_once`: setting "sieges.sp_back_at_once" (update_sieges).
void automatic_victory(State& s, const std::string& area, Side attacker, bool over_bridge, std::vector<Event>& events,
                       bool capture_unmarked = true, bool sp_back_at_once = true);

std::vector<CommandDef> combat_commands();
std::vector<NextStep> combat_next_steps(const CampaignState& s);
std::vector<BattleLink> combat_links(const CampaignState& s);
Json send_combat_command(const std::string& combat, const std::string& engine);
Json record_combat_command(const CampaignState& s, const std::string& combat, const Json& result);

}  // namespace umpire::flammes
