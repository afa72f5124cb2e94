#include "flammes/combat_setup.h"

#include "flammes/combat_1631.h"

namespace umpire::flammes_combat {

namespace {

bool is_int(const Json& attrs, const char* key) {
  return attrs.is_object() && attrs.contains(key) && attrs.at(key).is_number_integer();
}

int int_of(const Json& attrs, const char* key) {
  return is_int(attrs, key) ? static_cast<int>(attrs.at(key).get<long long>()) : 0;
}

std::string situation_string(const battles::BattleSetup& s, const char* key) {
  if (!s.situation.is_object() || !s.situation.contains(key) || !s.situation.at(key).is_string()) return "";
  return s.situation.at(key).get<std::string>();
}

bool known_side(const std::string& side) { return side == kAttacker || side == kDefender; }

void check_unit(const battles::Unit& u, std::vector<Reason>& out) {
  std::string who = "unit " + fighter_name(u);
  Arm arm;
  if (!known_side(u.side))
    out.push_back({"", who + " is on side \"" + u.side + "\", not the attacker or the defender"});
  if (!parse_arm(u.arm, arm))
    out.push_back({"", who + " has the arm \"" + u.arm + "\"; 1631 knows infantry, cavalry and artillery"});
  if (u.strength < 1 || u.strength > 2)
    out.push_back(
        {"1631 §2.1", who + " has " + std::to_string(u.strength) + " steps; a unit has 2 steps Fresh and 1 Spent"});
  const Json& a = u.attributes;
  for (const char* key : {"battle", "assault"}) {
    if (!is_int(a, key))
      out.push_back({"1631 §7.6", who + " has no " + key + " strength (attribute \"" + key + "\", a whole number)"});
    else if (int_of(a, key) < 0 || int_of(a, key) > 20)
      out.push_back({"1631 §7.6", who + " has a " + key + " strength of " + std::to_string(int_of(a, key))});
  }
  std::string nation =
      a.is_object() && a.contains("nation") && a.at("nation").is_string() ? a.at("nation").get<std::string>() : "";
  if (nation != "swedish" && nation != "saxon" && nation != "imperial" && nation != "league")
    out.push_back({"", who + " has no nation (attribute \"nation\": swedish, saxon, imperial or league)"});
  if (!a.is_object() || !a.contains("spent") || !a.at("spent").is_boolean())
    out.push_back({"", who + " does not say whether it is Spent (attribute \"spent\", true or false)"});
  else if (a.at("spent").get<bool>() != (u.strength == 1))
    out.push_back({"1631 §2.1", who + (a.at("spent").get<bool>() ? " is Spent" : " is Fresh") + " but has " +
                                    std::to_string(u.strength) + (u.strength == 1 ? " step" : " steps")});
}

}  // namespace

std::string fighter_name(const battles::Unit& u) {
  if (!u.name.empty() && u.name != u.type_name) return u.name;
  std::string kind = !u.type_name.empty() ? u.type_name : !u.arm.empty() ? u.arm : std::string("unit");
  return kind + " " + u.id;
}

std::vector<Reason> convention_problems(const battles::BattleSetup& s) {
  std::vector<Reason> out;
  if (s.game != kGame) out.push_back({"", "it fights battles of 1631, and this one is of \"" + s.game + "\""});
  bool sides_ok = s.sides.size() == 2 && s.side(kAttacker) && s.side(kDefender);
  if (!sides_ok) out.push_back({"", "it fights two sides, \"attacker\" and \"defender\""});
  for (const auto& u : s.units) check_unit(u, out);
  for (const auto& l : s.leaders) {
    if (!known_side(l.side))
      out.push_back({"", "commander " + l.name + " is on side \"" + l.side + "\", not the attacker or the defender"});
    if (!is_int(l.attributes, "skill") || int_of(l.attributes, "skill") < 0 || int_of(l.attributes, "skill") > 9)
      out.push_back({"1631 §7.1", "commander " + (l.name.empty() ? l.id : l.name) +
                                      " has no current skill (attribute \"skill\", a whole number from 0)"});
  }
  Combat combat = Combat::battle;
  std::string word = situation_string(s, "combat");
  if (!parse_combat(word, combat))
    out.push_back({"1631 §7.5",
                   "the situation names no combat (\"combat\": battle, river_assault or "
                   "siege_assault)"});
  std::string place = situation_string(s, "place_kind");
  if (place != "green" && place != "city" && place != "fortress")
    out.push_back({"", "the situation names no kind of area (\"place_kind\": green, city or fortress)"});
  else if (combat == Combat::siege_assault && place == "green")
    out.push_back({"1631 §7.5", "a siege assault is made on a City or a Fortress, and this area is Green"});
  if (s.situation.is_object() && s.situation.contains("defender_may_choose_battle") &&
      !s.situation.at("defender_may_choose_battle").is_boolean())
    out.push_back({"1631 §7.5.2", "\"defender_may_choose_battle\" is true or false"});
  if (s.situation.is_object() && s.situation.contains("both_over_next") &&
      !s.situation.at("both_over_next").is_boolean())
    out.push_back({"1631 §7.8", "\"both_over_next\" is true or false"});
  int units[2] = {0, 0};
  for (const auto& u : s.units) {
    if (u.side == kAttacker) ++units[0];
    if (u.side == kDefender) ++units[1];
  }
  if (units[0] == 0) out.push_back({"1631 §7", "the attacker has no unit on the field"});
  if (units[1] == 0 && combat != Combat::siege_assault)
    out.push_back({"1631 §7.5",
                   "the defender has no unit on the field: with every defender gone the attacker "
                   "wins automatically, with no combat to fight"});
  if (!s.endings.empty() && !s.ending("decided"))
    out.push_back({"", "the campaign has no ending \"decided\" for its battles"});
  return out;
}

std::vector<Fighter> read_fighters(const battles::BattleSetup& s) {
  std::vector<Fighter> out;
  for (const auto& u : s.units) {
    Fighter f;
    f.id = u.id;
    f.name = fighter_name(u);
    f.side = u.side;
    parse_arm(u.arm, f.arm);
    f.battle = int_of(u.attributes, "battle");
    f.assault = int_of(u.attributes, "assault");
    f.steps = u.strength;
    out.push_back(f);
  }
  return out;
}

std::vector<CommanderView> read_commanders(const battles::BattleSetup& s, const std::string& side) {
  std::vector<CommanderView> out;
  for (const auto& l : s.leaders)
    if (l.side == side) out.push_back({l.id, l.name.empty() ? l.id : l.name, int_of(l.attributes, "skill")});
  return out;
}

Combat read_combat(const battles::BattleSetup& s) {
  Combat c = Combat::battle;
  parse_combat(situation_string(s, "combat"), c);
  return c;
}

std::string read_place_kind(const battles::BattleSetup& s) { return situation_string(s, "place_kind"); }

bool defender_may_choose_battle(const battles::BattleSetup& s) {
  if (!s.situation.is_object() || !s.situation.contains("defender_may_choose_battle")) return true;
  const Json& v = s.situation.at("defender_may_choose_battle");
  return !v.is_boolean() || v.get<bool>();
}

bool both_over_next(const battles::BattleSetup& s) {
  if (!s.situation.is_object() || !s.situation.contains("both_over_next")) return true;
  const Json& v = s.situation.at("both_over_next");
  return !v.is_boolean() || v.get<bool>();
}

}  // namespace umpire::flammes_combat
