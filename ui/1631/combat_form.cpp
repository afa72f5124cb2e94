#include "ui/1631/combat_form.h"

namespace umpire::flammesui {

std::vector<std::string> tabletop_form_units(const flammes::CombatRecord& combat) {
  std::vector<std::string> out = combat.units("attacker");  // with a relief's garrison (1631 §7.10)
  for (const auto& u : combat.units("defender")) out.push_back(u);
  return out;
}

Json tabletop_record_command(const flammes::CombatRecord& combat, const TabletopForm& form) {
  Json units = Json::array();
  for (const auto& id : tabletop_form_units(combat)) {
    auto it = form.lost.find(id);
    if (it == form.lost.end() || it->second == 0) continue;
    units.push_back(Json{{"unit", id}, {"losses", Json::array({Json{{"lost", it->second}}})}});
  }
  const Json result = Json{{"winner", form.winner}, {"units", units}};
  const Json hits = Json{{"attacker", form.hits_on_attacker}, {"defender", form.hits_on_defender}};
  return Json{{"type", "1631.record_combat"}, {"args", {{"combat", combat.id}, {"result", result}, {"hits", hits}}}};
}

}  // namespace umpire::flammesui
