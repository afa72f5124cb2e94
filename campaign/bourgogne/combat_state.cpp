#include "bourgogne/combat_state.h"

#include <algorithm>

namespace umpire::bourgogne {

namespace {

std::vector<std::string> gdb_strings_at(const Json& j, const char* key) {
  std::vector<std::string> out;
  if (j.contains(key))
    for (const auto& v : j.at(key)) out.push_back(v.get<std::string>());
  return out;
}
template <class T>
T gdb_value_at(const Json& j, const char* key, T fallback) {
  return j.contains(key) && !j.at(key).is_null() ? j.at(key).get<T>() : fallback;
}
constexpr const char* kGdbPhaseIds[] = {"burgundian", "swiss", "communal", "over"};

bool gdb_has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

std::string CombatRecord::side_of(const std::string& piece) const {
  if (gdb_has(attacking_units, piece) || gdb_has(attacking_commanders, piece)) return "attacker";
  if (gdb_has(defending_units, piece) || gdb_has(defending_commanders, piece)) return "defender";
  return "";
}

Json to_json(const CombatRecord& c) {
  Json j{{"id", c.id},
         {"name", c.name},
         {"turn", c.turn},
         {"phase", to_string(c.phase)},
         {"step", to_string(c.step)},
         {"zone", c.zone},
         {"kind", c.kind},
         {"attacker", to_string(c.attacker)},
         {"defender", to_string(c.defender())},
         {"attacking_units", c.attacking_units},
         {"attacking_commanders", c.attacking_commanders},
         {"defending_units", c.defending_units},
         {"defending_commanders", c.defending_commanders},
         {"ss_at_start", {{"attacker", c.ss_attacker}, {"defender", c.ss_defender}}},
         {"status", c.status}};
  if (!c.engine.empty()) j["engine"] = c.engine;
  if (!c.setup.is_null()) j["setup"] = c.setup;
  if (!c.event.is_null()) j["event"] = c.event;
  if (!c.result.is_null()) j["result"] = c.result;
  if (c.status == "retreating" || c.status == "recorded") {
    j["winner"] = c.winner;
    j["ending"] = c.ending;
    j["retreat_options"] = c.retreat_options;
    j["retreat_to"] = c.retreat_to;
  }
  if (!c.log.empty()) j["log"] = c.log;
  return j;
}

CombatRecord combat_from_json(const Json& j) {
  CombatRecord c;
  c.id = j.at("id").get<std::string>();
  c.name = gdb_value_at<std::string>(j, "name", c.id);
  c.turn = gdb_value_at(j, "turn", 0);
  Json phase = gdb_value_at<std::string>(j, "phase", "burgundian");
  c.phase = JsonCursor(phase, "combat phase").as_enum_of<Phase>(kGdbPhaseIds);
  c.step = gdb_value_at<std::string>(j, "step", "battles") == "sieges" ? Step::Sieges : Step::Battles;
  c.zone = j.at("zone").get<std::string>();
  c.kind = gdb_value_at<std::string>(j, "kind", "battle");
  c.attacker = camp_from(j.at("attacker").get<std::string>()).value_or(Camp::Burgundy);
  c.attacking_units = gdb_strings_at(j, "attacking_units");
  c.attacking_commanders = gdb_strings_at(j, "attacking_commanders");
  c.defending_units = gdb_strings_at(j, "defending_units");
  c.defending_commanders = gdb_strings_at(j, "defending_commanders");
  if (j.contains("ss_at_start")) {
    c.ss_attacker = gdb_value_at(j.at("ss_at_start"), "attacker", 0);
    c.ss_defender = gdb_value_at(j.at("ss_at_start"), "defender", 0);
  }
  c.status = gdb_value_at<std::string>(j, "status", "open");
  c.engine = gdb_value_at<std::string>(j, "engine", "");
  if (j.contains("setup")) c.setup = j.at("setup");
  if (j.contains("event")) c.event = j.at("event");
  if (j.contains("result")) c.result = j.at("result");
  c.winner = gdb_value_at<std::string>(j, "winner", "");
  c.ending = gdb_value_at<std::string>(j, "ending", "");
  c.retreat_options = gdb_strings_at(j, "retreat_options");
  c.retreat_to = gdb_value_at<std::string>(j, "retreat_to", "");
  c.log = gdb_strings_at(j, "log");
  return c;
}

std::vector<CombatRecord> combats_of(const State& s) {
  std::vector<CombatRecord> out;
  for (const auto& j : s.combats) out.push_back(combat_from_json(j));
  return out;
}

std::optional<CombatRecord> find_combat(const State& s, const std::string& id) {
  for (const auto& j : s.combats)
    if (j.value("id", "") == id) return combat_from_json(j);
  return std::nullopt;
}

void put_combat(State& s, const CombatRecord& c) {
  for (auto& j : s.combats)
    if (j.value("id", "") == c.id) {
      j = to_json(c);
      return;
    }
  s.combats.push_back(to_json(c));
}

std::string next_combat_id(const State& s) {
  int n = 0;
  std::string prefix = "c" + std::to_string(s.tracks.turn) + "-";
  for (const auto& j : s.combats)
    if (j.value("id", "").rfind(prefix, 0) == 0) ++n;
  return prefix + std::to_string(n + 1);
}

std::vector<CombatRecord> phase_combats(const State& s) {
  std::vector<CombatRecord> out;
  for (auto& c : combats_of(s))
    if (c.turn == s.tracks.turn && c.phase == s.tracks.phase) out.push_back(std::move(c));
  return out;
}

const char* kind_words(const std::string& kind) {
  if (kind == "siege") return "Siege";
  if (kind == "undecided") return "Battle or siege";
  return "Battle";
}

}  // namespace umpire::bourgogne
