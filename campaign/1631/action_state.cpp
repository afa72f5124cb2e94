#include "1631/action_state.h"

#include <stdexcept>

namespace umpire::flammes {

namespace {

Json leg_json(const Leg& l) {
  Json j{{"units", l.units}, {"commanders", l.commanders}, {"from", l.from}, {"path", l.path}};
  if (!l.drop.empty()) j["drop"] = l.drop;
  if (!l.pick.empty()) j["pick"] = l.pick;
  return j;
}

std::map<std::string, std::vector<std::string>> lists_by_area(const JsonCursor& c) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& key : c.keys()) out[key] = c[key].as_strings();
  return out;
}

Leg leg_from(const JsonCursor& c) {
  Leg l;
  l.units = c["units"].as_strings();
  l.commanders = c["commanders"].as_strings();
  l.from = c["from"].as_string();
  l.path = c["path"].as_strings();
  if (auto d = c.optional("drop")) l.drop = lists_by_area(*d);
  if (auto p = c.optional("pick")) l.pick = lists_by_area(*p);
  return l;
}

std::vector<std::string> strings_or_empty(const JsonCursor& c, const char* key) {
  if (auto v = c.optional(key)) return v->as_strings();
  return {};
}

}  // namespace

Json to_json(const ActionState& a) {
  Json j{{"kind", a.kind}, {"side", to_string(a.side)}, {"serial", a.serial}};
  if (a.kind == "pass" || a.kind == "diplomacy") return j;
  j["step"] = a.step;
  j["leg"] = leg_json(a.leg);
  Json later = Json::array();
  for (const auto& l : a.later) later.push_back(leg_json(l));
  j["later"] = later;
  j["at"] = a.at;
  j["next"] = a.next;
  j["came_from"] = a.came_from;
  j["last_line"] = a.last_line;
  j["roads"] = a.roads;
  j["rivers"] = a.rivers;
  j["travelled_units"] = a.travelled_units;
  j["travelled_commanders"] = a.travelled_commanders;
  j["forbidden"] = a.forbidden;
  j["interception_tried"] = a.interception_tried;
  j["interceptors"] = a.interceptors;
  j["losses"] = a.losses;
  j["refresh"] = a.refresh;
  j["diplomacy_done"] = a.diplomacy_done;
  j["garrisoned"] = a.garrisoned;
  j["evaded"] = a.evaded;
  j["had_defenders"] = a.had_defenders;
  if (!a.situation.empty()) j["situation"] = a.situation;
  if (a.forced_march_pending) j["forced_march_pending"] = true;
  return j;
}

ActionState action_state_from_json(const JsonCursor& c) {
  ActionState a;
  a.kind = c["kind"].as_string();
  a.side = side_from(c["side"]);
  a.serial = static_cast<int>(c["serial"].as_int());
  if (!c.optional("step")) return a;
  a.step = c["step"].as_string();
  a.leg = leg_from(c["leg"]);
  if (auto later = c.optional("later"))
    for (const auto& l : later->items()) a.later.push_back(leg_from(l));
  a.at = c["at"].as_string();
  a.next = static_cast<int>(c["next"].as_int());
  a.came_from = c["came_from"].as_string();
  a.last_line = c["last_line"].as_string();
  a.roads = static_cast<int>(c["roads"].as_int());
  a.rivers = static_cast<int>(c["rivers"].as_int());
  a.travelled_units = strings_or_empty(c, "travelled_units");
  a.travelled_commanders = strings_or_empty(c, "travelled_commanders");
  a.forbidden = strings_or_empty(c, "forbidden");
  a.interception_tried = c["interception_tried"].as_bool();
  a.interceptors = strings_or_empty(c, "interceptors");
  a.losses = strings_or_empty(c, "losses");
  if (auto r = c.optional("refresh")) a.refresh = r->as_string();
  a.diplomacy_done = strings_or_empty(c, "diplomacy_done");
  if (auto g = c.optional("garrisoned")) a.garrisoned = g->as_bool();
  if (auto e = c.optional("evaded")) a.evaded = static_cast<int>(e->as_int());
  if (auto h = c.optional("had_defenders")) a.had_defenders = h->as_bool();
  if (auto v = c.optional("situation")) a.situation = v->as_string();
  if (auto f = c.optional("forced_march_pending")) a.forced_march_pending = f->as_bool();
  return a;
}

ActionState action_state(const State& s) {
  if (s.action.is_null()) throw std::logic_error("no action is in progress");
  return action_state_from_json(JsonCursor(s.action, "action"));
}

void store(State& s, const ActionState& a) { s.action = to_json(a); }

}  // namespace umpire::flammes
