#include "1631/combat_state.h"

namespace umpire::flammes {

namespace {

std::vector<std::string> combat_strings_at(const Json& j, const char* key) {
  std::vector<std::string> out;
  if (j.contains(key))
    for (const auto& v : j.at(key)) out.push_back(v.get<std::string>());
  return out;
}
template <class T>
T combat_value_at(const Json& j, const char* key, T fallback) {
  return j.contains(key) && !j.at(key).is_null() ? j.at(key).get<T>() : fallback;
}

}  // namespace

std::vector<std::string> CombatRecord::units(const std::string& role) const {
  if (role != "attacker") return defending_units;
  std::vector<std::string> out = attacking_units;
  out.insert(out.end(), garrison_units.begin(), garrison_units.end());
  return out;
}
std::vector<std::string> CombatRecord::commanders(const std::string& role) const {
  return role == "attacker" ? attacking_commanders : defending_commanders;
}

std::string CombatRecord::side_words(const std::string& role) const {
  if (role != "attacker" && !defender_name.empty()) return defender_name;
  return words(side(role));
}

Json to_json(const CombatRecord& c) {
  Json j{{"id", c.id},
         {"name", c.name},
         {"turn", c.turn},
         {"action", c.action},
         {"serial", c.serial},
         {"area", c.area},
         {"situation", c.situation},
         {"attacker", to_string(c.attacker)},
         {"attacking_units", c.attacking_units},
         {"attacking_commanders", c.attacking_commanders},
         {"defending_units", c.defending_units},
         {"defending_commanders", c.defending_commanders},
         {"came_from", c.came_from},
         {"last_line", c.last_line},
         {"trigger", c.trigger},
         {"status", c.status}};
  if (!c.garrison_units.empty()) j["garrison_units"] = c.garrison_units;
  if (c.defender_may_choose_battle) j["defender_may_choose_battle"] = true;
  if (!c.engine.empty()) j["engine"] = c.engine;
  if (!c.setup.is_null()) j["setup"] = c.setup;
  if (!c.result.is_null()) j["result"] = c.result;
  if (!c.fought.empty()) j["fought"] = c.fought;
  if (c.status == "recorded" || c.status == "closed") {
    j["winner"] = c.winner;
    j["hits_suffered"] = {{"attacker", c.hits_on_attacker}, {"defender", c.hits_on_defender}};
    j["units_destroyed"] = {{"attacker", c.destroyed_attacker}, {"defender", c.destroyed_defender}};
    j["foot_destroyed"] = {{"attacker", c.destroyed_foot_attacker}, {"defender", c.destroyed_foot_defender}};
  }
  if (c.automatic) j["automatic"] = true;
  if (!c.log.empty()) j["log"] = c.log;
  if (!c.defender_name.empty()) j["defender_name"] = c.defender_name;
  return j;
}

CombatRecord combat_from_json(const Json& j) {
  CombatRecord c;
  c.id = j.at("id").get<std::string>();
  c.name = combat_value_at<std::string>(j, "name", c.id);
  c.turn = combat_value_at(j, "turn", 0);
  c.action = combat_value_at(j, "action", 0);
  c.serial = combat_value_at(j, "serial", 0);
  c.area = j.at("area").get<std::string>();
  c.situation = combat_value_at<std::string>(j, "situation", "battle");
  c.attacker = side_from(JsonCursor(j.at("attacker"), "combat attacker"));
  c.attacking_units = combat_strings_at(j, "attacking_units");
  c.attacking_commanders = combat_strings_at(j, "attacking_commanders");
  c.defending_units = combat_strings_at(j, "defending_units");
  c.defending_commanders = combat_strings_at(j, "defending_commanders");
  c.garrison_units = combat_strings_at(j, "garrison_units");
  c.came_from = combat_value_at<std::string>(j, "came_from", "");
  c.last_line = combat_value_at<std::string>(j, "last_line", "none");
  c.trigger = combat_value_at<std::string>(j, "trigger", "engage");
  c.defender_may_choose_battle = combat_value_at(j, "defender_may_choose_battle", false);
  c.status = combat_value_at<std::string>(j, "status", "pending");
  c.engine = combat_value_at<std::string>(j, "engine", "");
  if (j.contains("setup")) c.setup = j.at("setup");
  if (j.contains("result")) c.result = j.at("result");
  c.fought = combat_value_at<std::string>(j, "fought", "");
  c.winner = combat_value_at<std::string>(j, "winner", "");
  c.automatic = combat_value_at(j, "automatic", false);
  c.defender_name = combat_value_at<std::string>(j, "defender_name", "");
  if (j.contains("hits_suffered")) {
    c.hits_on_attacker = j["hits_suffered"].value("attacker", 0);
    c.hits_on_defender = j["hits_suffered"].value("defender", 0);
  }
  if (j.contains("units_destroyed")) {
    c.destroyed_attacker = j["units_destroyed"].value("attacker", 0);
    c.destroyed_defender = j["units_destroyed"].value("defender", 0);
  }
  if (j.contains("foot_destroyed")) {
    c.destroyed_foot_attacker = j["foot_destroyed"].value("attacker", 0);
    c.destroyed_foot_defender = j["foot_destroyed"].value("defender", 0);
  }
  c.log = combat_strings_at(j, "log");
  return c;
}

std::vector<CombatRecord> combats_of(const State& s) {
  std::vector<CombatRecord> out;
  for (const auto& j : s.combats)
    if (j.is_object() && j.contains("id")) out.push_back(combat_from_json(j));
  return out;
}

std::optional<CombatRecord> find_combat(const State& s, const std::string& id) {
  for (const auto& j : s.combats)
    if (j.is_object() && j.value("id", "") == id) return combat_from_json(j);
  return std::nullopt;
}

void put_combat(State& s, const CombatRecord& c) {
  for (auto& j : s.combats)
    if (j.is_object() && j.value("id", "") == c.id) {
      j = to_json(c);
      return;
    }
  s.combats.push_back(to_json(c));
}

std::string next_combat_id(const State& s) { return "c" + std::to_string(s.combats.size() + 1); }

std::optional<CombatRecord> open_combat_record(const State& s) {
  for (const auto& c : combats_of(s))
    if (c.status != "closed") return c;
  return std::nullopt;
}

const char* situation_words(const std::string& situation) {
  if (situation == "river_assault") return "River assault";
  if (situation == "siege_assault") return "Siege assault";
  return "Battle";
}

}  // namespace umpire::flammes
