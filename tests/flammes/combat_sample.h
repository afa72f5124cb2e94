// Set-ups of the 1631 combat engine's tests, in the convention of
// battles/flammes/combat_1631.h, built a unit at a time.
#pragma once

#include <string>

#include "handoff/handoff.h"

namespace umpire::flammes_test {

inline battles::BattleSetup combat_setup(const std::string& combat, const std::string& place_kind) {
  battles::BattleSetup s;
  s.id = "c1";
  s.game = "1631";
  s.place = "place";
  s.place_name = "Greifenhagen";
  s.sides = {{"attacker", "Swedes", {"swedish"}, ""}, {"defender", "Imperials", {"imperial"}, ""}};
  s.situation = Json{{"combat", combat}, {"place_kind", place_kind}};
  s.endings = {{"decided", "fought to a decision", "1631 §7.8"}};
  return s;
}

// A unit: arm "infantry", "cavalry" or "artillery"; steps 2 Fresh, 1 Spent.
inline void add_unit(battles::BattleSetup& s, const std::string& id, const std::string& side, const std::string& arm,
                     int steps, int battle, int assault) {
  battles::Unit u;
  u.id = id;
  u.side = side;
  u.arm = arm;
  u.name = (side == "attacker" ? "Swedish " : "Imperial ") + arm + " " + id.substr(id.size() - 1);
  u.strength = steps;
  u.attributes = Json{{"battle", battle},
                      {"assault", assault},
                      {"nation", side == "attacker" ? "swedish" : "imperial"},
                      {"spent", steps == 1}};
  s.units.push_back(u);
}

inline void add_commander(battles::BattleSetup& s, const std::string& id, const std::string& name,
                          const std::string& side, int skill) {
  battles::Leader l;
  l.id = id;
  l.name = name;
  l.side = side;
  l.attributes = Json{{"skill", skill}};
  s.leaders.push_back(l);
}

// 1631 §12, Greifenhagen: Gustav Adolf's five units cross a bridge against an
// Imperial Inf (Fresh) and Cav (Spent) with no commander, assault strength 1
// each (the Swedes' states after the winter losses are ours).
inline battles::BattleSetup greifenhagen() {
  battles::BattleSetup s = combat_setup("river_assault", "city");
  s.situation["river"] = "Oder";
  s.situation["defender_may_choose_battle"] = true;
  add_unit(s, "swe_inf_1", "attacker", "infantry", 2, 2, 1);
  add_unit(s, "swe_inf_2", "attacker", "infantry", 1, 2, 1);
  add_unit(s, "swe_inf_3", "attacker", "infantry", 1, 2, 1);
  add_unit(s, "swe_cav_1", "attacker", "cavalry", 2, 2, 1);
  add_unit(s, "swe_art_1", "attacker", "artillery", 2, 1, 2);
  add_commander(s, "gustav_adolf", "Gustav Adolf", "attacker", 2);
  add_unit(s, "imp_inf_1", "defender", "infantry", 2, 2, 1);
  add_unit(s, "imp_cav_1", "defender", "cavalry", 1, 2, 1);
  return s;
}

// 1631 §12, Landsberg: the lone Imperial unit has withdrawn into the City;
// Gustav Adolf's five units make a siege assault.
inline battles::BattleSetup landsberg() {
  battles::BattleSetup s = combat_setup("siege_assault", "city");
  s.place_name = "Landsberg";
  add_unit(s, "swe_inf_1", "attacker", "infantry", 1, 2, 1);
  add_unit(s, "swe_inf_2", "attacker", "infantry", 1, 2, 1);
  add_unit(s, "swe_inf_3", "attacker", "infantry", 1, 2, 1);
  add_unit(s, "swe_cav_1", "attacker", "cavalry", 2, 2, 1);
  add_unit(s, "swe_art_1", "attacker", "artillery", 2, 1, 2);
  add_commander(s, "gustav_adolf", "Gustav Adolf", "attacker", 1);
  add_unit(s, "imp_inf_1", "defender", "infantry", 2, 2, 1);
  s.units.back().flags = {"garrison"};
  return s;
}

}  // namespace umpire::flammes_test
