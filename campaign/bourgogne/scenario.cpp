#include "bourgogne/scenario.h"

#include <map>

#include "bourgogne/data_files.h"
#include "bourgogne/sequence_marks.h"

namespace umpire::bourgogne {

std::string counter_name(Power p, UnitType t, int number) {
  return std::string(power_adjective(p)) + " " + type_name(t) + " " + std::to_string(number);
}

namespace {

Camp camp_of_key(const JsonCursor& object, const std::string& key) {
  if (auto k = camp_from(key)) return *k;
  object[key].fail("\"" + key + "\" is not a camp (burgundy, swiss)");
}
Power power_of_key(const JsonCursor& object, const std::string& key) {
  if (auto p = power_from(key)) return *p;
  object[key].fail("\"" + key + "\" is not a power");
}

std::vector<std::string> strings(const JsonCursor& c) {
  std::vector<std::string> out;
  for (const auto& s : c.items()) out.push_back(s.as_nonempty_string());
  return out;
}

Json strings_json(const std::vector<std::string>& v) {
  Json j = Json::array();
  for (const auto& s : v) j.push_back(s);
  return j;
}

}  // namespace

const Reinforcement* Scenario::reinforcement(const std::string& id) const {
  for (const auto& r : reinforcements)
    if (r.id == id) return &r;
  return nullptr;
}

Scenario scenario_from(const JsonCursor& c) {
  c.only_keys({"format", "source", "last_turn", "bad_weather_turns", "lorraine_turn", "lorraine_entry_turn",
               "france_from_turn", "british_zone", "french_zone", "trigger_zones", "alliances", "victory_levels",
               "setup", "control_markers", "reinforcements"});
  Scenario sc;
  sc.source = c.optional_string("source");
  sc.last_turn = static_cast<int>(c["last_turn"].as_int(1, 99));
  for (const auto& t : c["bad_weather_turns"].items()) sc.bad_weather_turns.push_back(static_cast<int>(t.as_int(1, 99)));
  sc.lorraine_turn = static_cast<int>(c["lorraine_turn"].as_int(1, 99));
  sc.lorraine_entry_turn = static_cast<int>(c["lorraine_entry_turn"].as_int(1, 99));
  sc.france_from_turn = static_cast<int>(c["france_from_turn"].as_int(1, 99));
  sc.british_zone = c["british_zone"].as_nonempty_string();
  sc.french_zone = c["french_zone"].as_nonempty_string();
  JsonCursor tz = c["trigger_zones"];
  for (const auto& k : tz.keys())
    if (k != "source") sc.trigger_zones[camp_of_key(tz, k)] = strings(tz[k]);
  JsonCursor al = c["alliances"];
  al.only_keys({"constant_squares", "doubt_squares", "start", "neutral_vp", "source"});
  sc.constant_squares = static_cast<int>(al["constant_squares"].as_int(1, 10));
  sc.doubt_squares = static_cast<int>(al["doubt_squares"].as_int(1, 10));
  for (const auto& k : al["start"].keys())
    sc.start_pointer[power_of_key(al["start"], k)] =
        static_cast<int>(al["start"][k].as_int(1, sc.constant_squares + sc.doubt_squares));
  for (const auto& k : al["neutral_vp"].keys())
    sc.neutral_vp[power_of_key(al["neutral_vp"], k)] = static_cast<int>(al["neutral_vp"][k].as_int(0, 20));
  for (const auto& v : c["victory_levels"].items()) sc.victory_levels.push_back(static_cast<int>(v.as_int(0, 999)));
  if (sc.victory_levels.size() != 3) c["victory_levels"].fail("three levels: crushing, decisive, marginal");
  for (const auto& r : c["reinforcements"].items()) {
    r.only_keys({"id", "name", "turn", "kind", "camp", "zones", "commanders", "units", "together", "rule", "source"});
    Reinforcement x;
    x.id = r["id"].as_nonempty_string();
    x.name = r["name"].as_nonempty_string();
    x.turn = static_cast<int>(r["turn"].as_int(0, 99));
    x.kind = r["kind"].as_enum({"scheduled", "conditional", "france"});
    if (r.has("camp")) {
      x.camp = camp_from(r["camp"].as_string());
      if (!x.camp) r["camp"].fail_expected("a camp (burgundy, swiss)");
    }
    x.zones = strings(r["zones"]);
    if (auto t = r.optional("together")) x.together = t->as_bool();
    x.rule = r.optional_string("rule");
    x.source = r.optional_string("source");
    if (x.kind == "scheduled" && (x.turn < 1 || !x.camp)) r.fail("a scheduled reinforcement has a turn and a camp");
    sc.reinforcements.push_back(std::move(x));
  }
  return sc;
}

Json scenario_json(const Scenario& s) {
  Json tz = Json::object();
  for (const auto& [camp, zones] : s.trigger_zones) tz[to_string(camp)] = strings_json(zones);
  Json start = Json::object(), nvp = Json::object();
  for (const auto& [p, v] : s.start_pointer) start[to_string(p)] = v;
  for (const auto& [p, v] : s.neutral_vp) nvp[to_string(p)] = v;
  Json reinf = Json::array();
  for (const auto& r : s.reinforcements) {
    Json j{{"id", r.id}, {"name", r.name}, {"turn", r.turn}, {"kind", r.kind}};
    if (r.camp) j["camp"] = to_string(*r.camp);
    j["zones"] = strings_json(r.zones);
    if (!r.together) j["together"] = false;
    if (!r.rule.empty()) j["rule"] = r.rule;
    if (!r.source.empty()) j["source"] = r.source;
    reinf.push_back(std::move(j));
  }
  Json out{{"last_turn", s.last_turn},
           {"bad_weather_turns", s.bad_weather_turns},
           {"lorraine_turn", s.lorraine_turn},
           {"lorraine_entry_turn", s.lorraine_entry_turn},
           {"france_from_turn", s.france_from_turn},
           {"british_zone", s.british_zone},
           {"french_zone", s.french_zone},
           {"trigger_zones", tz},
           {"alliances",
            {{"constant_squares", s.constant_squares},
             {"doubt_squares", s.doubt_squares},
             {"start", start},
             {"neutral_vp", nvp}}},
           {"victory_levels", s.victory_levels},
           {"reinforcements", reinf}};
  if (!s.source.empty()) out["source"] = s.source;
  return out;
}

namespace {

struct TypeValues {
  int cf_full = 0, cf_reduced = 0, mp = 0, rof = 0, rp_full = 0, rp_reduced = 0;
};

TypeValues values_from(const JsonCursor& c, TypeValues v) {
  if (auto x = c.optional("cf_full")) v.cf_full = static_cast<int>(x->as_int(0, 20));
  if (auto x = c.optional("cf_reduced")) v.cf_reduced = static_cast<int>(x->as_int(0, 20));
  if (auto x = c.optional("mp")) v.mp = static_cast<int>(x->as_int(0, 20));
  if (auto x = c.optional("rof")) v.rof = static_cast<int>(x->as_int(0, 10));
  if (auto x = c.optional("rp_full")) v.rp_full = static_cast<int>(x->as_int(0, 50));
  if (auto x = c.optional("rp_reduced")) v.rp_reduced = static_cast<int>(x->as_int(0, 50));
  return v;
}

// Every counter, waiting until the set-up or a reinforcement places it.
void read_counters(State& s, const JsonCursor& c) {
  c.only_keys({"format", "source", "types", "units", "commanders"});
  if (c["format"].as_string() != "umpire.bourgogne.counters/1") c["format"].fail("unknown counters format");
  std::map<UnitType, TypeValues> types;
  JsonCursor tc = c["types"];
  for (const auto& k : tc.keys()) {
    auto type = unit_type_named(k);
    if (!type) tc[k].fail("\"" + k + "\" is not a unit type (Ar, Cr, Cu, Ca, Ga, Ch, Hb, Pi)");
    tc[k].only_keys({"cf_full", "cf_reduced", "mp", "rof", "rp_full", "rp_reduced", "source"});
    types[*type] = values_from(tc[k], {});
  }
  std::map<std::pair<Power, UnitType>, int> numbers;
  for (const auto& j : c["units"].items()) {
    j.only_keys({"id", "name", "power", "type", "cf_full", "cf_reduced", "mp", "rof", "rp_full", "rp_reduced",
                 "source"});
    Unit u;
    u.id = j["id"].as_nonempty_string();
    auto power = power_from(j["power"].as_string());
    if (!power) j["power"].fail_expected("a power");
    u.power = *power;
    u.type = unit_type_from(j["type"]);
    if (!types.count(u.type)) j["type"].fail("the counter file gives no values for this type");
    TypeValues v = values_from(j, types[u.type]);
    u.cf_full = v.cf_full, u.cf_reduced = v.cf_reduced, u.mp = v.mp, u.rof = v.rof;
    u.rp_full = v.rp_full, u.rp_reduced = v.rp_reduced;
    int number = ++numbers[{u.power, u.type}];
    u.name = j.has("name") ? j["name"].as_nonempty_string() : counter_name(u.power, u.type, number);
    u.ss = 0;
    if (u.type == UnitType::Ca) u.ca_owner = start_camp(u.power).value_or(Camp::Burgundy);
    s.units.push_back(std::move(u));
  }
  for (const auto& j : c["commanders"].items()) {
    j.only_keys({"id", "name", "power", "historical", "anonymous", "source"});
    Commander m;
    m.id = j["id"].as_nonempty_string();
    m.name = j["name"].as_nonempty_string();
    auto power = power_from(j["power"].as_string());
    if (!power) j["power"].fail_expected("a power");
    m.power = *power;
    for (auto [key, side] : {std::pair{"historical", &m.historical}, std::pair{"anonymous", &m.anonymous}}) {
      JsonCursor x = j[key];
      x.only_keys({"rank", "tc", "mp"});
      *side = Side3{static_cast<int>(x["rank"].as_int(1, 3)), static_cast<int>(x["tc"].as_int(0, 7)),
                    static_cast<int>(x["mp"].as_int(0, 20))};
    }
    s.commanders.push_back(std::move(m));
  }
}

// A piece of the set-up or of a reinforcement, by id; fails naming it.
Unit& unit_named(State& s, const JsonCursor& at) {
  std::string id = at.as_nonempty_string();
  for (auto& u : s.units)
    if (u.id == id) return u;
  at.fail("the counter file has no unit \"" + id + "\"");
}
Commander& commander_named(State& s, const JsonCursor& at) {
  std::string id = at.as_nonempty_string();
  for (auto& m : s.commanders)
    if (m.id == id) return m;
  at.fail("the counter file has no commander \"" + id + "\"");
}

void place_setup(State& s, const JsonCursor& c) {
  for (const auto& stack : c["setup"].items()) {
    stack.only_keys({"zone", "commanders", "units", "source"});
    std::string zone = stack["zone"].as_nonempty_string();
    if (!s.map->zone(zone)) stack["zone"].fail("the set-up puts a stack in zone " + zone + ", which the map lacks");
    for (const auto& id : stack["units"].items()) {
      Unit& u = unit_named(s, id);
      u.where = Where::Map, u.zone = zone, u.ss = u.type == UnitType::Ca ? 1 : 2;
    }
    // GdB 14: the player decides whether a stack with a commander starts as
    // an army or a garrison; it starts as an army until he says otherwise.
    for (const auto& id : stack["commanders"].items()) {
      Commander& m = commander_named(s, id);
      m.where = Where::Map, m.zone = zone, m.on_top = true;
    }
  }
  for (const auto& r : c["reinforcements"].items()) {
    std::string id = r["id"].as_nonempty_string();
    for (const auto& u : r["units"].items()) unit_named(s, u).arrival = id;
    for (const auto& m : r["commanders"].items()) commander_named(s, m).arrival = id;
  }
  for (std::size_t i = 0; i < s.units.size(); ++i)
    if (s.units[i].where == Where::Waiting && s.units[i].arrival.empty())
      c.fail("the unit \"" + s.units[i].id + "\" is neither set up nor a reinforcement");
  JsonCursor markers = c["control_markers"];
  for (const auto& zone : markers.keys()) {
    if (!s.map->zone(zone)) markers[zone].fail("a control marker on zone " + zone + ", which the map lacks");
    auto camp = camp_from(markers[zone].as_string());
    if (!camp) markers[zone].fail_expected("a camp (burgundy, swiss)");
    // GdB 14: the VP start at 0; the set-up's markers score nothing.
    s.zone_mut(zone).marker = *camp;
  }
}

}  // namespace

State start_state(MapPtr map) {
  State s;
  s.map = map ? map : shipped_map();
  Json scenario = parse_json(data::scenario_json(), "data/bourgogne/scenario.json");
  JsonCursor sc(scenario, "data/bourgogne/scenario.json");
  if (sc["format"].as_string() != "umpire.bourgogne.scenario/1") sc["format"].fail("unknown scenario format");
  s.scenario = std::make_shared<const Scenario>(scenario_from(sc));
  Json counters = parse_json(data::counters_json(), "data/bourgogne/counters.json");
  read_counters(s, JsonCursor(counters, "data/bourgogne/counters.json"));
  place_setup(s, sc);
  // GdB 14: no reinforcements or replacements on turn 1: the game opens on the Burgundians' movement.
  s.tracks.step = Step::Movement;
  // Table 4 (GdB 14): every pointer on its start square but Lorraine's, placed on turn 4.
  for (const auto& [power, square] : s.scenario->start_pointer)
    if (power != Power::Lorraine) s.tracks.pointers[power] = square;
  mark_turn_start(s);
  return s;
}

}  // namespace umpire::bourgogne
