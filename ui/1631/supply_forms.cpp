#include "ui/1631/supply_forms.h"

#include "1631/forces.h"

namespace umpire::flammesui {

using namespace flammes;

Json recruit_command(const SupplyForms& form) {
  Json arms = Json::array();
  for (int k = 0; k < form.infantry; ++k) arms.push_back("infantry");
  for (int k = 0; k < form.cavalry; ++k) arms.push_back("cavalry");
  for (int k = 0; k < form.artillery; ++k) arms.push_back("artillery");
  return Json{{"type", "1631.recruit"}, {"args", {{"side", to_string(form.side)}, {"units", arms}}}};
}

std::vector<const Unit*> spent_units(const State& s, Side side) {
  std::vector<const Unit*> out;
  for (const auto& u : s.units)
    if (u.on_map() && !u.fresh() && side_of(s, u) == side) out.push_back(&u);
  return out;
}

Json refresh_command(const State& s, const SupplyForms& form) {
  Json units = Json::array();
  for (const Unit* u : spent_units(s, form.side))
    if (form.refresh.count(u->id)) units.push_back(u->id);
  return Json{{"type", "1631.refresh"}, {"args", {{"side", to_string(form.side)}, {"units", units}}}};
}

}  // namespace umpire::flammesui
