#include "bourgogne/expectations.h"

#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"

namespace umpire::bourgogne {

namespace {

std::optional<std::string> compare(const Json& actual, const JsonCursor& expected) {
  if (actual == expected.value()) return std::nullopt;
  return "expected " + expected.value().dump() + ", found " + actual.dump();
}

Json unit_fact(const Unit& u) {
  Json j{{"where", to_string(u.where)}, {"ss", u.ss}};
  if (u.on_map()) j["zone"] = u.zone;
  if (u.ca_owner) j["ca_owner"] = to_string(*u.ca_owner);
  return j;
}

Json commander_fact(const Commander& c) {
  Json j{{"where", to_string(c.where)}, {"side", c.is_historical ? "historical" : "anonymous"}};
  if (c.on_map()) j["zone"] = c.zone, j["form"] = c.on_top ? "army" : "garrison";
  return j;
}

const char* status_word(const Control& c) {
  switch (c.status) {
    case ZoneStatus::Controlled: return to_string(*c.camp);
    case ZoneStatus::Disputed: return "disputed";
    case ZoneStatus::Neutral: return "neutral";
    case ZoneStatus::Uncontrolled: break;
  }
  return "none";
}

Json stack_fact(const Stack& st) {
  if (st.empty()) return "none";
  Json units = Json::array();
  for (const Unit* u : st.units) units.push_back(u->id);
  Json commanders = Json::array();
  for (const Commander* c : st.commanders) commanders.push_back(c->id);
  return Json{{"form", st.army() ? "army" : "garrison"}, {"ss", st.ss()}, {"units", units}, {"commanders", commanders}};
}

}  // namespace

std::optional<std::string> check_expectation_bourgogne(const State& s, const std::string& key,
                                                       const JsonCursor& expected) {
  auto colon = key.find(':');
  std::string head = key.substr(0, colon), rest = colon == std::string::npos ? "" : key.substr(colon + 1);
  if (key == "turn") return compare(s.tracks.turn, expected);
  if (key == "phase") return compare(to_string(s.tracks.phase), expected);
  if (key == "step") return compare(to_string(s.tracks.step), expected);
  if (key == "vp")
    return compare(Json{{"burgundy", s.tracks.vp.at(Camp::Burgundy)}, {"swiss", s.tracks.vp.at(Camp::Swiss)}},
                   expected);
  if (key == "winner") return compare(s.tracks.winner ? to_string(*s.tracks.winner) : "", expected);
  if (key == "result") return compare(s.tracks.result, expected);
  if (key == "france") return compare(s.tracks.france ? to_string(*s.tracks.france) : "", expected);
  if (key == "vp_record") {
    Json r = Json::array();
    for (const auto& m : s.tracks.vp_record) r.push_back(Json{{"burgundy", m.at(Camp::Burgundy)}, {"swiss", m.at(Camp::Swiss)}});
    return compare(r, expected);
  }
  if (head == "pointer") {  // "pointer:savoy": squares from neutral, null when off the table
    auto p = power_from(rest);
    if (!p) return "there is no power \"" + rest + "\"";
    auto it = s.tracks.pointers.find(*p);
    return compare(it == s.tracks.pointers.end() ? Json(nullptr) : Json(it->second), expected);
  }
  if (head == "unit") {
    const Unit* u = s.unit(rest);
    if (!u) return "there is no unit \"" + rest + "\"";
    return compare(unit_fact(*u), expected);
  }
  if (head == "commander") {
    const Commander* c = s.commander(rest);
    if (!c) return "there is no commander \"" + rest + "\"";
    return compare(commander_fact(*c), expected);
  }
  if (head == "control") {  // "control:19": burgundy, swiss, disputed, neutral or none
    if (!s.map->zone(rest)) return "there is no zone \"" + rest + "\"";
    return compare(status_word(control(s, rest)), expected);
  }
  if (head == "combat") {  // "combat:c3-1": {kind, status, and once recorded: winner, ending, retreat_to; event}
    auto c = find_combat(s, rest);
    if (!c) return "there is no combat \"" + rest + "\"";
    Json j{{"kind", c->kind}, {"status", c->status}};
    if (c->status == "retreating" || c->over())
      j["winner"] = c->winner, j["ending"] = c->ending, j["retreat_to"] = c->retreat_to;
    if (c->event.is_object()) {  // a tabletop battle's random event (GdB T2): {die, name, by, and the ally struck}
      Json e{{"die", c->event.value("die", 0)}, {"name", c->event.value("name", "")}, {"by", c->event.value("by", "")}};
      if (c->event.contains("power")) e["power"] = c->event["power"];
      j["event"] = e;
    }
    return compare(j, expected);
  }
  if (head == "marker") {  // "marker:37": the control marker's camp, or "none"
    auto m = s.zone(rest).marker;
    return compare(m ? to_string(*m) : "none", expected);
  }
  if (head == "stack") {  // "stack:19:swiss": {form, ss, units, commanders} or "none"
    auto second = rest.find(':');
    auto camp = camp_from(second == std::string::npos ? "" : rest.substr(second + 1));
    if (!camp) return "a stack is named \"stack:ZONE:CAMP\"";
    return compare(stack_fact(stack_of(s, rest.substr(0, second), *camp)), expected);
  }
  if (head == "ss") {  // "ss:19:swiss": the stack's SS
    auto second = rest.find(':');
    auto camp = camp_from(second == std::string::npos ? "" : rest.substr(second + 1));
    if (!camp) return "a strength is named \"ss:ZONE:CAMP\"";
    return compare(stack_of(s, rest.substr(0, second), *camp).ss(), expected);
  }
  return "unknown key \"" + key + "\"";
}

}  // namespace umpire::bourgogne
