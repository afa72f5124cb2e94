// The conformance cases' vocabulary (tests/cases/1631/README.md): each key
// names one fact of the state, compared with the expected value.
#include "1631/expectations.h"

#include "1631/combat_state.h"
#include "1631/forces.h"
#include "1631/supply.h"

namespace umpire::flammes {

namespace {

std::optional<std::string> compare(const Json& actual, const JsonCursor& expected) {
  if (actual == expected.value()) return std::nullopt;
  return "expected " + expected.value().dump() + ", found " + actual.dump();
}

Json unit_fact(const Unit& u) {
  Json j{{"steps", u.steps}};
  if (u.where == Where::Map) j["area"] = u.area;
  if (u.where == Where::Track) j["box"] = u.box;
  if (u.where == Where::Pool) j["pool"] = true;
  if (u.inside) j["inside"] = true;
  return j;
}

}  // namespace

std::optional<std::string> check_expectation_1631(const State& s, const std::string& key, const JsonCursor& expected) {
  auto colon = key.find(':');
  std::string head = key.substr(0, colon), rest = colon == std::string::npos ? "" : key.substr(colon + 1);
  if (key == "turn") return compare(s.tracks.turn, expected);
  if (key == "phase") return compare(to_string(s.tracks.phase), expected);
  if (key == "action") return compare(s.tracks.action, expected);
  if (key == "initiative") return compare(to_string(s.tracks.initiative), expected);
  if (key == "diplomacy") return compare(s.tracks.diplomacy, expected);
  if (key == "swedish_vp") return compare(swedish_vp(s), expected);
  if (key == "swedish_sp") return compare(supply_points(s, Side::Swedish), expected);
  if (key == "imperial_sp") return compare(supply_points(s, Side::Imperial), expected);
  if (key == "final_vp") return compare(swedish_vp(s, true), expected);
  if (key == "action_in_progress") return compare(!s.action.is_null(), expected);
  if (key == "revolte") return compare(to_string(s.tracks.revolte), expected);
  if (key == "panic") return compare(s.tracks.panic_turn > 0, expected);
  if (key == "allied") return compare(Json{{"brandenburg", s.tracks.brandenburg_allied}, {"saxony", s.tracks.saxony_allied}}, expected);
  if (key == "supply_step") return compare(s.supply.is_null() ? "" : supply_step(s).step, expected);
  if (key == "vp_history") return compare(s.tracks.vp_history, expected);
  if (head == "attrition") {  // "attrition:swedish": the side's attrition marker in the supply phase
    Json sj = rest;
    return compare(supply_step(s).marker(side_from(JsonCursor(sj, key))), expected);
  }
  if (key == "winner") return compare(s.tracks.winner ? to_string(*s.tracks.winner) : "", expected);
  if (head == "unit") {
    const Unit* u = s.unit(rest);
    if (!u) return "there is no unit \"" + rest + "\"";
    return compare(unit_fact(*u), expected);
  }
  if (head == "steps") {
    const Unit* u = s.unit(rest);
    if (!u) return "there is no unit \"" + rest + "\"";
    return compare(u->steps, expected);
  }
  if (head == "commander") {
    const Commander* c = s.commander(rest);
    if (!c) return "there is no commander \"" + rest + "\"";
    Json j{{"area", c->area}, {"fresh", c->fresh}};
    if (c->dead) j["dead"] = true;
    if (c->inside) j["inside"] = true;
    return compare(j, expected);
  }
  if (head == "city") {
    const City* c = s.city(rest);
    if (!c) return "there is no city in \"" + rest + "\"";
    Json j{{"marker", to_string(c->marker)}};
    if (c->sacked) j["sacked"] = true;
    if (c->siege_attrition) j["siege_pool"] = c->siege_pool;
    return compare(j, expected);
  }
  if (head == "units_in") {  // "units_in:garz:swedish": how many of that side's units stand there
    auto c2 = rest.find(':');
    std::string area = rest.substr(0, c2), side = c2 == std::string::npos ? "" : rest.substr(c2 + 1);
    Json sj = side;
    return compare(count_units(s, area, side_from(JsonCursor(sj, key))), expected);
  }
  if (head == "combat") {  // "combat:c1": {"status", "winner" once it has one}
    auto c = find_combat(s, rest);
    if (!c) return "there is no combat \"" + rest + "\"";
    Json j{{"status", c->status}};
    if (c->status == "recorded" || c->status == "closed") j["winner"] = c->winner;
    return compare(j, expected);
  }
  if (head == "ravaged") {
    auto it = s.ravaged.find(rest);
    if (it == s.ravaged.end()) return "there is no region \"" + rest + "\"";
    return compare(it->second, expected);
  }
  return "unknown expectation \"" + key + "\" (see tests/cases/1631/README.md)";
}

}  // namespace umpire::flammes
