#include "1631/scenario.h"

#include <map>

#include "1631/data_files.h"
#include "1631/forces.h"
#include "core/error.h"

namespace umpire::flammes {

std::string counter_name(Nation n, Arm a, int number) {
  return std::string(words(n)) + " " + words(a) + " " + std::to_string(number);
}

namespace {

Scenario read_scenario(const JsonCursor& c) {
  Scenario sc;
  sc.last_turn = static_cast<int>(c["last_turn"].as_int(1, 99));
  for (const auto& t : c["winter_turns"].items()) sc.winter_turns.push_back(static_cast<int>(t.as_int(1, 99)));
  JsonCursor p = c["places"];
  sc.magdeburg = p["magdeburg"].as_string();
  sc.frankfurt = p["frankfurt"].as_string();
  sc.dresden = p["dresden"].as_string();
  sc.werben = p["werben"].as_string();
  sc.panic_area = p["panic_area"].as_string();
  sc.revolte_area = p["revolte_area"].as_string();
  for (const auto& k : c["strategic_weight"].keys())
    if (k != "source") sc.strategic_weight[k] = static_cast<int>(c["strategic_weight"][k].as_int(0, 100));
  sc.source = c.optional_string("source");
  return sc;
}

void place_counters(State& s, const JsonCursor& c) {
  std::map<std::pair<Nation, Arm>, int> numbers;
  for (const auto& j : c["units"].items()) {
    Unit u;
    u.id = j["id"].as_nonempty_string();
    u.nation = nation_from(j["nation"]);
    u.arm = arm_from(j["arm"]);
    u.name = counter_name(u.nation, u.arm, ++numbers[{u.nation, u.arm}]);
    u.battle = static_cast<int>(j["battle"].as_int(0, 20));
    u.assault = static_cast<int>(j["assault"].as_int(0, 20));
    if (auto area = j.optional("area")) {
      u.where = Where::Map;
      u.area = area->as_string();
      if (!s.map->area(u.area)) (*area).fail("the set-up puts a unit in \"" + u.area + "\", which the map lacks");
      u.steps = j.optional("spent") && j["spent"].as_bool() ? 1 : 2;
      if (auto in = j.optional("inside")) u.inside = in->as_bool();
    } else if (auto box = j.optional("box")) {
      u.where = Where::Track;
      u.box = static_cast<int>(box->as_int(1, 99));
    } else {
      u.where = Where::Pool;
      u.steps = 0;
    }
    s.units.push_back(std::move(u));
  }
  for (const auto& j : c["commanders"].items()) {
    Commander m;
    m.id = j["id"].as_nonempty_string();
    m.name = j["name"].as_nonempty_string();
    m.nation = nation_from(j["nation"]);
    m.skill_fresh = static_cast<int>(j["skill_fresh"].as_int(0, 9));
    m.skill_spent = static_cast<int>(j["skill_spent"].as_int(0, 9));
    m.area = j["area"].as_string();
    if (!s.map->area(m.area)) j["area"].fail("the set-up puts " + m.name + " in \"" + m.area + "\", which the map lacks");
    m.fresh = !(j.optional("spent") && j["spent"].as_bool());
    s.commanders.push_back(std::move(m));
  }
}

void mark_cities(State& s, const JsonCursor& c) {
  for (const auto& a : s.map->areas) {
    if (!a.has_city()) continue;
    City city;
    if (a.printed_marker)
      city.marker = a.allegiance == Allegiance::Saxony ? Marker::PrintedSaxon
                    : a.allegiance == Allegiance::Brandenburg ? Marker::PrintedBrandenburg
                                                               : Marker::None;
    s.cities[a.id] = city;
  }
  for (const auto& [key, marker] : {std::pair{"imperial", Marker::Imperial}, std::pair{"swedish", Marker::Swedish}})
    for (const auto& area : c["markers"][key].items()) {
      std::string id = area.as_string();
      if (!s.cities.count(id)) area.fail("the set-up puts a marker on \"" + id + "\", which is not a city of the map");
      s.cities[id].marker = marker;
    }
  // 1631 §9.2: the sieges the set-up starts with; a pool not given is 2 x SP (1631 §9.2.1).
  JsonCursor pools = c["siege_pools"];
  for (auto& [area, city] : s.cities) {
    if (siege_difference(s, area) < 3) continue;
    city.siege_attrition = true;
    city.siege_pool = pools.has(area) ? static_cast<int>(pools[area].as_int(0, 100)) : 2 * city_sp(s, area);
  }
}

}  // namespace

State start_state(MapPtr map) {
  State s;
  s.map = map ? map : shipped_map();
  Json scenario = parse_json(data::scenario_json(), "data/1631/scenario.json");
  JsonCursor sc(scenario, "data/1631/scenario.json");
  s.scenario = std::make_shared<const Scenario>(read_scenario(sc));
  Json counters = parse_json(data::counters_json(), "data/1631/counters.json");
  place_counters(s, JsonCursor(counters, "data/1631/counters.json"));
  mark_cities(s, sc);
  for (const auto& r : s.map->regions) s.ravaged[r.id] = r.ravaged;
  s.tracks.diplomacy = static_cast<int>(sc["tracks"]["diplomacy"].as_int(-100, 100));
  return s;
}

}  // namespace umpire::flammes
