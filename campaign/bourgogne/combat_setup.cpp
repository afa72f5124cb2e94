#include "bourgogne/combat_setup.h"

#include "bourgogne/forces.h"
#include "bourgogne/turn.h"

namespace umpire::bourgogne {

namespace {

Json gdb_side3_json(const Side3& x) { return Json{{"rank", x.rank}, {"tc", x.tc}, {"mp", x.mp}}; }

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

void add_gdb_side(const State& s, const CombatRecord& c, const std::string& role, battles::BattleSetup& out) {
  Camp camp = c.camp(role);
  out.sides.push_back({role, camp_name(camp), {to_string(camp)}, to_string(camp)});
  for (const auto& id : c.units(role)) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map()) continue;
    battles::Unit bu;
    bu.id = u->id, bu.name = u->name, bu.side = role;
    bu.type = to_string(u->type), bu.type_name = type_name(u->type), bu.arm = lower(type_name(u->type));
    bu.strength = u->ss;
    bu.attributes = Json{{"power", to_string(u->power)},
                         {"swiss", u->power == Power::Swiss},
                         {"cf_full", u->cf_full},
                         {"cf_reduced", u->cf_reduced},
                         {"mp", u->mp},
                         {"rof", u->rof}};
    if (u->type == UnitType::Ca) {
      bu.attributes["ca_owner"] = to_string(u->ca_owner.value_or(camp));
      bu.attributes["cf_burgundian"] = u->cf_full;
      bu.attributes["cf_swiss"] = u->cf_reduced;
    }
    out.units.push_back(std::move(bu));
  }
  for (const auto& id : c.commanders(role)) {
    const Commander* k = s.commander(id);
    if (!k || !k->on_map()) continue;
    battles::Leader l;
    l.id = k->id, l.name = k->name, l.side = role;
    l.rank = rank_words(k->now().rank);
    l.attributes = Json{{"rank", k->now().rank},
                        {"tc", k->now().tc},
                        {"mp", k->now().mp},
                        {"historical", k->is_historical},
                        {"power", to_string(k->power)},
                        {"swiss", k->power == Power::Swiss},
                        {"charles", k->id == "charles"},
                        {"campobasso", k->id == "campobasso"},
                        {"anonymous", gdb_side3_json(k->anonymous)}};
    out.leaders.push_back(std::move(l));
  }
}

}  // namespace

std::string rank_words(int rank) { return std::to_string(rank) + (rank == 1 ? " star" : " stars"); }

battles::BattleSetup combat_setup(const State& s, const CombatRecord& c, const Json& options) {
  battles::BattleSetup out;
  const Zone& z = s.map->at(c.zone);
  out.id = c.id;
  out.game = kGameId;
  out.place = c.zone;
  out.place_name = zone_name(s, c.zone);
  out.date = "Turn " + std::to_string(c.turn) + " (" + months(c.turn) + ")";
  out.season = s.bad_weather() ? "Bad weather" : "Clement";
  out.profile = kCombatProfile;
  out.field.terrain = std::string(to_string(z.terrain)) + ", fortification value " + std::to_string(z.fv);
  add_gdb_side(s, c, "attacker", out);
  add_gdb_side(s, c, "defender", out);
  Json doubt = Json::array();
  for (Power p : kPowers)
    if (allegiance(s, p) == Allegiance::Doubt) doubt.push_back(to_string(p));
  out.situation = Json{{"kind", c.kind == "siege" ? "siege" : "battle"},
                       {"turn", c.turn},
                       {"bad_weather", s.bad_weather()},
                       {"fv", z.fv},
                       {"allies_in_doubt", doubt},
                       {"options", options}};
  out.endings = {
      {"victory", "One camp alone in the zone", "GdB 9.5.10, 9.5.11"},
      {"stopped", c.kind == "siege" ? "The besieger stopped" : "The attacker stopped", "GdB 9.5.10"},
      {"mutual_wipeout", "Both camps wiped out at once", "GdB 9.5.11"},
      {"no_combat", "No combat: the active force was only the betraying or waiting ally's units", "GdB T2 fn3"},
      {"charles_killed", "Charles the Bold eliminated: the Swiss win the game", "GdB 12.2"}};
  return out;
}

}  // namespace umpire::bourgogne
