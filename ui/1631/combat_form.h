// The Combats window's result form for a combat fought at the table (1631 §7.8,
// the hand-off's result): the winner, each unit's steps lost, the hits each
// side suffered; the record command is built from it, so the umpire types no JSON.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "1631/combat_state.h"
#include "core/json_read.h"

namespace umpire::flammesui {

struct TabletopForm {
  std::string winner;               // "attacker", "defender", or "" (no victor)
  std::map<std::string, int> lost;  // steps each unit lost, by unit id
  int hits_on_attacker = 0, hits_on_defender = 0;
};

// The units the form lists: the attacker's (with a relief's garrison), then the defender's.
std::vector<std::string> tabletop_form_units(const flammes::CombatRecord& combat);

// The game's record command: {"combat", "result": {winner, units: [{unit, losses: [{lost}]}]}, "hits"}; a unit
// that lost no step is left out.
Json tabletop_record_command(const flammes::CombatRecord& combat, const TabletopForm& form);

}  // namespace umpire::flammesui
