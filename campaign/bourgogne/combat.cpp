// Not yet written: the combats of the battle and siege steps (GdB 9). Until
// they are, the steps open no combat and the umpire settles contacts with his
// corrections (bourgogne.place, bourgogne.set_ss).
#include "bourgogne/combat.h"

namespace umpire::bourgogne {

void open_combats(const CampaignState&, State&, Step, std::vector<Event>&) {}
std::vector<Reason> combats_unfinished(const State&) { return {}; }
std::vector<CommandDef> combat_commands() { return {}; }
std::vector<NextStep> combat_next_steps(const CampaignState&) { return {}; }
std::vector<BattleLink> combat_links(const CampaignState&) { return {}; }
Json send_combat_command(const std::string& combat, const std::string& engine) {
  return Json{{"type", "bourgogne.send_combat"}, {"args", {{"combat", combat}, {"engine", engine}}}};
}
Json record_combat_command(const CampaignState&, const std::string& combat, const Json& result) {
  return Json{{"type", "bourgogne.record_combat"}, {"args", {{"combat", combat}, {"result", result}}}};
}

}  // namespace umpire::bourgogne
