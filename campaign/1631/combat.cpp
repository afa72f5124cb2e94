#include "1631/combat.h"

namespace umpire::flammes {

// Not written yet: the combat waits, unfought; its steps say so.
void open_combat(State& s, const CombatOpening& o, std::vector<Event>& events) {
  s.combats.push_back(Json{{"area", o.area}, {"situation", o.situation}, {"status", "pending"}});
  events.push_back({"A combat at " + s.map->at(o.area).name + " waits to be fought (not implemented yet)", "1631 §7"});
}
void automatic_victory(State& s, const std::string& area, Side, bool, std::vector<Event>& events) {
  events.push_back({"An automatic victory at " + s.map->at(area).name + " (not implemented yet)", "1631 §7.5"});
}

std::vector<CommandDef> combat_commands() { return {}; }
std::vector<NextStep> combat_next_steps(const CampaignState&) { return {}; }
std::vector<BattleLink> combat_links(const CampaignState&) { return {}; }
Json send_combat_command(const std::string&, const std::string&) { return nullptr; }
Json record_combat_command(const CampaignState&, const std::string&, const Json&) { return nullptr; }

}  // namespace umpire::flammes
