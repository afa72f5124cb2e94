#include "1631/combat_setup.h"

#include "1631/forces.h"

namespace umpire::flammes {

namespace {

std::string combat_unit_role(const CombatRecord& c, const std::string& id) {
  for (const auto& g : c.garrison_units)
    if (g == id) return "garrison";
  if (c.trigger == "interception")
    for (const auto& d : c.defending_units)
      if (d == id) return "interceptor";
  if (c.trigger == "relief")
    for (const auto& a : c.attacking_units)
      if (a == id) return "relief";
  return "";
}

void add_combat_side(const State& s, const CombatRecord& c, const std::string& role, battles::BattleSetup& out) {
  Side side = c.side(role);
  out.sides.push_back({role, c.side_words(role), {to_string(side)}, to_string(side)});
  for (const auto& id : c.units(role)) {
    const Unit* u = s.unit(id);
    if (!u) continue;
    battles::Unit bu;
    bu.id = u->id, bu.name = u->name, bu.side = role;
    bu.type = to_string(u->arm), bu.type_name = words(u->arm), bu.arm = to_string(u->arm);
    bu.strength = u->steps;
    bu.quality = u->fresh() ? "Fresh" : "Spent";
    if (u->inside) bu.flags.push_back("inside");
    if (std::string r = combat_unit_role(c, id); !r.empty()) bu.flags.push_back(r);
    bu.attributes =
        Json{{"battle", u->battle}, {"assault", u->assault}, {"nation", to_string(u->nation)}, {"spent", !u->fresh()}};
    out.units.push_back(std::move(bu));
  }
  for (const auto& id : c.commanders(role)) {
    const Commander* k = s.commander(id);
    if (!k || k->dead) continue;
    battles::Leader l;
    l.id = k->id, l.name = k->name, l.side = role, l.rank = "commander";
    l.attributes = Json{{"skill", k->skill()}, {"fresh", k->fresh}, {"nation", to_string(k->nation)}};
    out.leaders.push_back(std::move(l));
  }
}

}  // namespace

std::string crossed_river(const State& s, const CombatRecord& c) {
  if (c.came_from.empty() || !s.map->area(c.came_from)) return "";
  for (int ix : s.map->lines_between(c.came_from, c.area)) {
    const Line& l = s.map->lines[static_cast<std::size_t>(ix)];
    if (to_string(l.type) == c.last_line || c.last_line.empty()) return l.river;
  }
  return "";
}

battles::BattleSetup combat_setup(const State& s, const CombatRecord& c, bool both_over_next) {
  battles::BattleSetup out;
  const Area& area = s.map->at(c.area);
  out.id = c.id;
  out.game = kGameId;
  out.place = c.area;
  out.place_name = area.name;
  out.date = "Turn " + std::to_string(c.turn) + (c.action ? ", action " + std::to_string(c.action) : "");
  out.season = s.winter() ? "Winter" : "";
  out.profile = kCombatProfile;
  std::string river = crossed_river(s, c);
  out.field.terrain = std::string(words(area.kind)) + (area.has_city() ? " (the city of " + area.name + ")" : "");
  if (!river.empty())
    out.field.rivers.push_back({river, {c.last_line == "bridge" ? "the bridge" : "the " + c.last_line}});
  add_combat_side(s, c, "attacker", out);
  add_combat_side(s, c, "defender", out);
  std::string fought = c.fought.empty() ? c.situation : c.fought;
  out.situation = Json{{"combat", fought},
                       {"place_kind", area.strategic() ? "green" : to_string(area.kind)},  // no city: an open field
                       {"defender_may_choose_battle", c.defender_may_choose_battle && fought == "river_assault"},
                       {"river", river},
                       {"trigger", c.trigger},
                       {"winter", s.winter()}};
  if (!both_over_next) out.situation["both_over_next"] = false;  // setting "combat.both_over_next" (1631 §7.8)
  return out;
}

}  // namespace umpire::flammes
