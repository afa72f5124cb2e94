// The tabletop's results form of a battle or siege (GdB 9.5.10-9.5.14, 9.6,
// 9.7), without Dear ImGui: what the umpire fills in after a combat fought
// with miniatures (the winner, the ending, each counter's SS at the end, the
// cannons' owners, the commanders killed or sent to the pool, the units in
// their RZ, the loser's retreat zone) and the bourgogne.record_combat command
// it makes. The command's own check judges it in the Combats window.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "bourgogne/combat_state.h"
#include "bourgogne/state.h"

namespace umpire::bourgogneui {

struct ResultForm {
  std::string winner = "attacker";              // "attacker", "defender" or "" (nobody: a mutual wipe-out)
  std::string ending = "victory";               // the set-up's ending id
  std::map<std::string, int> final_ss;          // each unit of the combat: its SS at the end (0 eliminated)
  std::map<std::string, std::string> ca_owner;  // each cannon: the camp whose side it shows at the end
  std::set<std::string> in_rz;                  // units in their camp's RZ at the end (a battle)
  std::set<std::string> killed, to_pool;        // commanders: historical side eliminated / to the pool
  std::string retreat;                          // the loser's retreat zone ("" chosen later)
};

// The endings the table may report, as (id, words).
const std::vector<std::pair<std::string, std::string>>& result_endings();

// A fresh form: every unit at its SS now, every cannon with its owner now.
ResultForm result_form_for(const bourgogne::State& s, const bourgogne::CombatRecord& c);

// The bourgogne.record_combat the form makes.
Json result_form_command(const bourgogne::CombatRecord& c, const ResultForm& f);

// The zones the form's loser may retreat to (GdB 9.5.11, 9.7); empty when nobody lost.
std::vector<std::string> result_form_retreats(const bourgogne::State& s, const bourgogne::CombatRecord& c,
                                              const ResultForm& f, bool into_uncontrolled);

// The combat's battle sheets for the table (GdB 9.5): one for each camp,
// showing its own forces only, and the umpire's with the results form, written
// as PDF files into `folder` (created if need be), named after the combat and
// the recipient. Returns the files written; UserError when they cannot be.
std::vector<std::string> print_battle_sheets(const CampaignState& cs, const bourgogne::CombatRecord& c,
                                             const std::string& folder);

}  // namespace umpire::bourgogneui
