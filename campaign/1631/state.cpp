#include "1631/state.h"

#include <algorithm>
#include <stdexcept>

#include "core/by_id.h"

namespace umpire::flammes {

namespace {constexpr const char* kSides[] = {"swedish", "imperial"};
constexpr const char* kNations[] = {"swedish", "saxon", "imperial", "league"};
constexpr const char* kArms[] = {"infantry", "cavalry", "artillery"};
constexpr const char* kMarkers[] = {"none", "swedish", "imperial", "saxon", "brandenburg"};
constexpr const char* kRevolte[] = {"track", "fresh", "spent", "removed"};
constexpr const char* kPhases[] = {"initiative", "campaign", "supply", "over"};
constexpr const char* kWheres[] = {"map", "track", "pool"};
}  // namespace

const char* to_string(Side s) { return kSides[static_cast<int>(s)]; }
const char* words(Side s) { return s == Side::Swedish ? "Swedes" : "Imperials"; }
Side other(Side s) { return s == Side::Swedish ? Side::Imperial : Side::Swedish; }
Side side_from(const JsonCursor& c) { return c.as_enum_of<Side>(kSides); }
const char* to_string(Nation n) { return kNations[static_cast<int>(n)]; }
const char* words(Nation n) {
  static constexpr const char* w[] = {"Swedish", "Saxon", "Imperial", "League"};
  return w[static_cast<int>(n)];
}
Nation nation_from(const JsonCursor& c) { return c.as_enum_of<Nation>(kNations); }
const char* to_string(Arm a) { return kArms[static_cast<int>(a)]; }
const char* words(Arm a) {
  static constexpr const char* w[] = {"Infantry", "Cavalry", "Artillery"};
  return w[static_cast<int>(a)];
}
Arm arm_from(const JsonCursor& c) { return c.as_enum_of<Arm>(kArms); }
const char* to_string(Marker m) { return kMarkers[static_cast<int>(m)]; }
Marker marker_from(const JsonCursor& c) { return c.as_enum_of<Marker>(kMarkers); }
const char* to_string(Revolte r) { return kRevolte[static_cast<int>(r)]; }
const char* to_string(Phase p) { return kPhases[static_cast<int>(p)]; }

const Unit* State::unit(const std::string& id) const { return find_by_id(units, id); }
Unit& State::unit_mut(const std::string& id) { return at_id(units, id, "unit"); }
const Commander* State::commander(const std::string& id) const { return find_by_id(commanders, id); }
Commander& State::commander_mut(const std::string& id) { return at_id(commanders, id, "commander"); }
const City* State::city(const std::string& area) const {
  auto it = cities.find(area);
  return it == cities.end() ? nullptr : &it->second;
}
City& State::city_mut(const std::string& area) {
  auto it = cities.find(area);
  if (it == cities.end()) throw std::out_of_range("there is no city in \"" + area + "\"");
  return it->second;
}
bool State::winter() const {
  return scenario && std::find(scenario->winter_turns.begin(), scenario->winter_turns.end(), tracks.turn) !=
                         scenario->winter_turns.end();
}

std::optional<Side> controller(const State& s, Nation n) {
  switch (n) {
    case Nation::Swedish: return Side::Swedish;
    case Nation::Saxon: return s.tracks.saxony_allied ? std::optional<Side>(Side::Swedish) : std::nullopt;
    default: return Side::Imperial;
  }
}

std::optional<Side> owner(const State& s, const std::string& area) {
  const City* c = s.city(area);
  if (!c) return std::nullopt;
  switch (c->marker) {
    case Marker::Swedish: return Side::Swedish;
    case Marker::Imperial: return Side::Imperial;
    case Marker::PrintedSaxon: return s.tracks.saxony_allied ? std::optional<Side>(Side::Swedish) : std::nullopt;
    case Marker::PrintedBrandenburg:
      return s.tracks.brandenburg_allied ? std::optional<Side>(Side::Swedish) : std::nullopt;
    default: return std::nullopt;
  }
}

// ---- JSON

namespace {
Json scenario_json(const Scenario& sc) {
  return Json{{"winter_turns", sc.winter_turns}, {"last_turn", sc.last_turn},    {"magdeburg", sc.magdeburg},
              {"frankfurt", sc.frankfurt},       {"dresden", sc.dresden},        {"werben", sc.werben},
              {"panic_area", sc.panic_area},     {"revolte_area", sc.revolte_area},
              {"strategic_weight", sc.strategic_weight}, {"source", sc.source}};
}
Scenario scenario_from(const JsonCursor& c) {
  c.only_keys({"winter_turns", "last_turn", "magdeburg", "frankfurt", "dresden", "werben", "panic_area",
               "revolte_area", "strategic_weight", "source"});
  Scenario sc;
  for (const auto& t : c["winter_turns"].items()) sc.winter_turns.push_back(static_cast<int>(t.as_int(1, 99)));
  sc.last_turn = static_cast<int>(c["last_turn"].as_int(1, 99));
  sc.magdeburg = c["magdeburg"].as_string();
  sc.frankfurt = c["frankfurt"].as_string();
  sc.dresden = c["dresden"].as_string();
  sc.werben = c["werben"].as_string();
  sc.panic_area = c["panic_area"].as_string();
  sc.revolte_area = c["revolte_area"].as_string();
  for (const auto& k : c["strategic_weight"].keys())
    sc.strategic_weight[k] = static_cast<int>(c["strategic_weight"][k].as_int(0, 100));
  sc.source = c.optional_string("source");
  return sc;
}
Json unit_json(const Unit& u) {
  Json j{{"id", u.id},         {"name", u.name},       {"nation", to_string(u.nation)}, {"arm", to_string(u.arm)},
         {"battle", u.battle}, {"assault", u.assault}, {"steps", u.steps},              {"where", kWheres[static_cast<int>(u.where)]}};
  if (u.where == Where::Map) j["area"] = u.area;
  if (u.inside) j["inside"] = true;
  if (u.where == Where::Track) j["box"] = u.box;
  if (u.recruit) j["recruit"] = true;
  return j;
}
Unit unit_from(const JsonCursor& c) {
  c.only_keys(
      {"id", "name", "nation", "arm", "battle", "assault", "steps", "where", "area", "inside", "box", "recruit"});
  Unit u;
  u.id = c["id"].as_nonempty_string();
  u.name = c["name"].as_string();
  u.nation = nation_from(c["nation"]);
  u.arm = arm_from(c["arm"]);
  u.battle = static_cast<int>(c["battle"].as_int(0, 20));
  u.assault = static_cast<int>(c["assault"].as_int(0, 20));
  u.steps = static_cast<int>(c["steps"].as_int(0, 2));
  u.where = c["where"].as_enum_of<Where>(kWheres);
  u.area = c.optional_string("area");
  if (auto v = c.optional("inside")) u.inside = v->as_bool();
  if (auto v = c.optional("box")) u.box = static_cast<int>(v->as_int(1, 99));
  if (auto v = c.optional("recruit")) u.recruit = v->as_bool();
  return u;
}
Json commander_json(const Commander& m) {
  Json j{{"id", m.id},       {"name", m.name},   {"nation", to_string(m.nation)}, {"skill_fresh", m.skill_fresh},
         {"skill_spent", m.skill_spent}, {"fresh", m.fresh}, {"spent_at", m.spent_at}, {"area", m.area}};
  if (m.dead) j["dead"] = true;
  if (m.inside) j["inside"] = true;
  return j;
}
Commander commander_from(const JsonCursor& c) {
  c.only_keys({"id", "name", "nation", "skill_fresh", "skill_spent", "fresh", "spent_at", "area", "dead", "inside"});
  Commander m;
  m.id = c["id"].as_nonempty_string();
  m.name = c["name"].as_nonempty_string();
  m.nation = nation_from(c["nation"]);
  m.skill_fresh = static_cast<int>(c["skill_fresh"].as_int(0, 9));
  m.skill_spent = static_cast<int>(c["skill_spent"].as_int(0, 9));
  m.fresh = c["fresh"].as_bool();
  m.spent_at = static_cast<int>(c["spent_at"].as_int(0, 1000000));
  m.area = c["area"].as_string();
  if (auto v = c.optional("dead")) m.dead = v->as_bool();
  if (auto v = c.optional("inside")) m.inside = v->as_bool();
  return m;
}
Json tracks_json(const Tracks& t) {
  Json j{{"turn", t.turn},
         {"phase", to_string(t.phase)},
         {"action", t.action},
         {"serial", t.serial},
         {"initiative", to_string(t.initiative)},
         {"initiative_rolled", t.initiative_rolled},
         {"diplomacy", t.diplomacy},
         {"brandenburg_allied", t.brandenburg_allied},
         {"saxony_allied", t.saxony_allied},
         {"panic_turn", t.panic_turn},
         {"revolte", to_string(t.revolte)},
         {"revolte_box", t.revolte_box},
         {"revolte_turn", t.revolte_turn},
         {"magdeburg_reduced", t.magdeburg_reduced},
         {"vp_history", t.vp_history}};
  if (t.winner) j["winner"] = to_string(*t.winner);
  if (!t.result.empty()) j["result"] = t.result;
  return j;
}
Tracks tracks_from(const JsonCursor& c) {
  c.only_keys({"turn", "phase", "action", "serial", "initiative", "initiative_rolled", "diplomacy",
               "brandenburg_allied", "saxony_allied", "panic_turn", "revolte", "revolte_box", "revolte_turn",
               "magdeburg_reduced", "vp_history", "winner", "result"});
  Tracks t;
  t.turn = static_cast<int>(c["turn"].as_int(1, 99));
  t.phase = c["phase"].as_enum_of<Phase>(kPhases);
  t.action = static_cast<int>(c["action"].as_int(0, 99));
  t.serial = static_cast<int>(c["serial"].as_int(0, 1000000));
  t.initiative = side_from(c["initiative"]);
  t.initiative_rolled = c["initiative_rolled"].as_bool();
  t.diplomacy = static_cast<int>(c["diplomacy"].as_int(-100, 100));
  t.brandenburg_allied = c["brandenburg_allied"].as_bool();
  t.saxony_allied = c["saxony_allied"].as_bool();
  t.panic_turn = static_cast<int>(c["panic_turn"].as_int(0, 99));
  t.revolte = c["revolte"].as_enum_of<Revolte>(kRevolte);
  t.revolte_box = static_cast<int>(c["revolte_box"].as_int(0, 99));
  t.revolte_turn = static_cast<int>(c["revolte_turn"].as_int(0, 99));
  t.magdeburg_reduced = c["magdeburg_reduced"].as_bool();
  for (const auto& v : c["vp_history"].items()) t.vp_history.push_back(static_cast<int>(v.as_int()));
  if (auto w = c.optional("winner")) t.winner = side_from(*w);
  t.result = c.optional_string("result");
  return t;
}
}  // namespace

Json State::to_json() const {
  Json u = Json::array(), m = Json::array(), c = Json::object();
  for (const auto& x : units) u.push_back(unit_json(x));
  for (const auto& x : commanders) m.push_back(commander_json(x));
  for (const auto& [area, city] : cities) {
    Json j{{"marker", flammes::to_string(city.marker)}};
    if (city.sacked) j["sacked"] = true;
    if (city.siege_attrition) j["siege_attrition"] = true, j["siege_pool"] = city.siege_pool;
    if (city.besieged_neutral) j["besieged_neutral"] = true;
    if (city.kept_pool >= 0) j["kept_pool"] = city.kept_pool;
    if (city.sp_withheld) j["sp_withheld"] = true;  // written only when set: older files read unchanged
    c[area] = std::move(j);
  }
  return Json{{"map", flammes::to_json(*map)},
              {"scenario", scenario_json(*scenario)},
              {"tracks", tracks_json(tracks)},
              {"units", std::move(u)},
              {"commanders", std::move(m)},
              {"cities", std::move(c)},
              {"ravaged", ravaged},
              {"action", action},
              {"supply", supply},
              {"combats", combats}};
}

const State& state_of(const CampaignState& cs) { return static_cast<const State&>(*cs.game); }

CampaignState with_state(const CampaignState& cs, State s) {
  CampaignState out = cs;
  out.game = std::make_shared<const State>(std::move(s));
  return out;
}

State state_from_json(const JsonCursor& c) {
  c.only_keys({"map", "scenario", "tracks", "units", "commanders", "cities", "ravaged", "action", "supply", "combats"});
  State s;
  s.map = std::make_shared<const Map>(map_from_json(c["map"]));
  s.scenario = std::make_shared<const Scenario>(scenario_from(c["scenario"]));
  s.tracks = tracks_from(c["tracks"]);
  for (const auto& u : c["units"].items()) s.units.push_back(unit_from(u));
  for (const auto& m : c["commanders"].items()) s.commanders.push_back(commander_from(m));
  for (const auto& area : c["cities"].keys()) {
    JsonCursor j = c["cities"][area];
    j.only_keys({"marker", "sacked", "siege_attrition", "siege_pool", "besieged_neutral", "kept_pool", "sp_withheld"});
    City city;
    city.marker = marker_from(j["marker"]);
    if (auto v = j.optional("sacked")) city.sacked = v->as_bool();
    if (auto v = j.optional("siege_attrition")) city.siege_attrition = v->as_bool();
    if (auto v = j.optional("siege_pool")) city.siege_pool = static_cast<int>(v->as_int(0, 1000));
    if (auto v = j.optional("besieged_neutral")) city.besieged_neutral = v->as_bool();
    if (auto v = j.optional("kept_pool")) city.kept_pool = static_cast<int>(v->as_int(0, 1000));
    if (auto v = j.optional("sp_withheld")) city.sp_withheld = v->as_bool();
    s.cities[area] = city;
  }
  for (const auto& r : c["ravaged"].keys()) s.ravaged[r] = static_cast<int>(c["ravaged"][r].as_int(0, 2));
  s.action = c["action"].value();
  s.supply = c["supply"].value();
  s.combats = c["combats"].value();
  // Every reference resolved before a rule sees the state.
  for (std::size_t i = 0; i < s.units.size(); ++i)
    if (s.units[i].where == Where::Map && !s.map->area(s.units[i].area))
      c["units"].at(i).fail("the unit stands in \"" + s.units[i].area + "\", which is not an area of the map");
  for (std::size_t i = 0; i < s.commanders.size(); ++i)
    if (!s.commanders[i].dead && !s.map->area(s.commanders[i].area))
      c["commanders"].at(i).fail("the commander stands in \"" + s.commanders[i].area + "\", which is not an area");
  for (const auto& [area, city] : s.cities)
    if (!s.map->area(area) || !s.map->at(area).has_city())
      c["cities"].fail("\"" + area + "\" is not a city of the map");
  if (!s.combats.is_array()) c["combats"].fail_expected("an array");
  return s;
}

}  // namespace umpire::flammes
