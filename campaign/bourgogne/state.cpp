#include "bourgogne/state.h"

#include <stdexcept>

#include "bourgogne/scenario.h"
#include "core/by_id.h"

namespace umpire::bourgogne {

namespace {
constexpr const char* kTypes[] = {"Ar", "Cr", "Cu", "Ca", "Ga", "Ch", "Hb", "Pi"};
constexpr const char* kTypeNames[] = {"Archers",   "Crossbowmen", "Culveriners", "Cannons",
                                      "Gendarmes", "Chevaliers",  "Halberdiers", "Pikemen"};
constexpr const char* kWheres[] = {"map", "pool", "waiting", "removed"};
constexpr const char* kPhases[] = {"burgundian", "swiss", "communal", "over"};
constexpr const char* kSteps[] = {"reinforcements", "movement", "fatigue", "battles",
                                  "sieges",         "diplomacy", "record",  "end"};
constexpr const char* kStepWords[] = {"reinforcements and replacements",
                                      "strategic movement",
                                      "fatigue and desertion",
                                      "battles",
                                      "sieges",
                                      "diplomacy",
                                      "the victory points recorded",
                                      "the end of the turn"};

Camp camp_at(const JsonCursor& c) {
  if (auto k = camp_from(c.as_string())) return *k;
  c.fail_expected("a camp (burgundy, swiss)");
}
// A camp or power named by an object's key.
Camp camp_key(const JsonCursor& object, const std::string& key) {
  if (auto k = camp_from(key)) return *k;
  object[key].fail("\"" + key + "\" is not a camp (burgundy, swiss)");
}
Power power_at(const JsonCursor& c) {
  if (auto p = power_from(c.as_string())) return *p;
  c.fail_expected("a power (burgundy, british, savoy, italy, swiss, lorraine, germany, france)");
}

Json side_json(const Side3& s) { return Json{{"rank", s.rank}, {"tc", s.tc}, {"mp", s.mp}}; }
Side3 side_from(const JsonCursor& c) {
  c.only_keys({"rank", "tc", "mp"});
  return Side3{static_cast<int>(c["rank"].as_int(0, 3)), static_cast<int>(c["tc"].as_int(0, 7)),
               static_cast<int>(c["mp"].as_int(0, 20))};
}

Json unit_json(const Unit& u) {
  Json j{{"id", u.id},           {"name", u.name},         {"power", to_string(u.power)}, {"type", to_string(u.type)},
         {"cf_full", u.cf_full}, {"cf_reduced", u.cf_reduced}, {"mp", u.mp},           {"rof", u.rof},
         {"rp_full", u.rp_full}, {"rp_reduced", u.rp_reduced}, {"ss", u.ss},           {"where", to_string(u.where)}};
  if (u.ca_owner) j["ca_owner"] = to_string(*u.ca_owner);
  if (!u.zone.empty()) j["zone"] = u.zone;
  if (u.moved) j["moved"] = true;
  if (!u.arrival.empty()) j["arrival"] = u.arrival;
  return j;
}

Unit unit_from(const JsonCursor& c) {
  c.only_keys({"id", "name", "power", "type", "cf_full", "cf_reduced", "mp", "rof", "rp_full", "rp_reduced", "ss",
               "where", "ca_owner", "zone", "moved", "arrival"});
  Unit u;
  u.id = c["id"].as_nonempty_string();
  u.name = c["name"].as_nonempty_string();
  u.power = power_at(c["power"]);
  u.type = unit_type_from(c["type"]);
  u.cf_full = static_cast<int>(c["cf_full"].as_int(0, 20));
  u.cf_reduced = static_cast<int>(c["cf_reduced"].as_int(0, 20));
  u.mp = static_cast<int>(c["mp"].as_int(0, 20));
  u.rof = static_cast<int>(c["rof"].as_int(0, 10));
  u.rp_full = static_cast<int>(c["rp_full"].as_int(0, 50));
  u.rp_reduced = static_cast<int>(c["rp_reduced"].as_int(0, 50));
  u.ss = static_cast<int>(c["ss"].as_int(0, 2));
  u.where = c["where"].as_enum_of<Where>(kWheres);
  if (auto v = c.optional("ca_owner")) u.ca_owner = camp_at(*v);
  u.zone = c.optional_string("zone");
  if (auto v = c.optional("moved")) u.moved = v->as_bool();
  u.arrival = c.optional_string("arrival");
  if (u.type == UnitType::Ca && !u.ca_owner) c.fail("a Ca names the camp whose side it shows (\"ca_owner\")");
  return u;
}

Json commander_json(const Commander& m) {
  Json j{{"id", m.id},
         {"name", m.name},
         {"power", to_string(m.power)},
         {"historical", side_json(m.historical)},
         {"anonymous", side_json(m.anonymous)},
         {"is_historical", m.is_historical},
         {"where", to_string(m.where)}};
  if (!m.zone.empty()) j["zone"] = m.zone;
  if (m.on_top) j["on_top"] = true;
  if (m.mp_used) j["mp_used"] = m.mp_used;
  if (!m.arrival.empty()) j["arrival"] = m.arrival;
  return j;
}

Commander commander_from(const JsonCursor& c) {
  c.only_keys({"id", "name", "power", "historical", "anonymous", "is_historical", "where", "zone", "on_top",
               "mp_used", "arrival"});
  Commander m;
  m.id = c["id"].as_nonempty_string();
  m.name = c["name"].as_nonempty_string();
  m.power = power_at(c["power"]);
  m.historical = side_from(c["historical"]);
  m.anonymous = side_from(c["anonymous"]);
  m.is_historical = c["is_historical"].as_bool();
  m.where = c["where"].as_enum_of<Where>(kWheres);
  m.zone = c.optional_string("zone");
  if (auto v = c.optional("on_top")) m.on_top = v->as_bool();
  if (auto v = c.optional("mp_used")) m.mp_used = static_cast<int>(v->as_int(0, 50));
  m.arrival = c.optional_string("arrival");
  return m;
}

Json camp_ints(const std::map<Camp, int>& m) {
  Json j = Json::object();
  for (const auto& [k, v] : m) j[to_string(k)] = v;
  return j;
}
std::map<Camp, int> camp_ints_from(const JsonCursor& c) {
  std::map<Camp, int> out;
  for (const auto& k : c.keys()) out[camp_key(c, k)] = static_cast<int>(c[k].as_int());
  return out;
}

Json tracks_json(const Tracks& t) {
  Json pointers = Json::object();
  for (const auto& [p, v] : t.pointers) pointers[to_string(p)] = v;
  Json received = Json::object();
  for (const auto& [k, v] : t.conditional_received) received[to_string(k)] = v;
  Json record = Json::array();
  for (const auto& r : t.vp_record) record.push_back(camp_ints(r));
  Json j{{"turn", t.turn},
         {"phase", to_string(t.phase)},
         {"step", to_string(t.step)},
         {"vp", camp_ints(t.vp)},
         {"pointers", pointers},
         {"conditional_triggered", camp_ints(t.conditional_triggered)},
         {"conditional_received", received},
         {"rp_left", camp_ints(t.rp_left)},
         {"vp_record", record}};
  if (t.france) j["france"] = to_string(*t.france), j["france_turn"] = t.france_turn;
  if (t.winner) j["winner"] = to_string(*t.winner);
  if (!t.result.empty()) j["result"] = t.result;
  return j;
}

Tracks tracks_from(const JsonCursor& c) {
  c.only_keys({"turn", "phase", "step", "vp", "pointers", "conditional_triggered", "conditional_received", "rp_left",
               "vp_record", "france", "france_turn", "winner", "result"});
  Tracks t;
  t.turn = static_cast<int>(c["turn"].as_int(1, 99));
  t.phase = c["phase"].as_enum_of<Phase>(kPhases);
  t.step = c["step"].as_enum_of<Step>(kSteps);
  t.vp = camp_ints_from(c["vp"]);
  for (const auto& k : c["pointers"].keys()) {
    auto p = power_from(k);
    if (!p) c["pointers"][k].fail("\"" + k + "\" is not a power");
    t.pointers[*p] = static_cast<int>(c["pointers"][k].as_int(0, 20));
  }
  t.conditional_triggered = camp_ints_from(c["conditional_triggered"]);
  for (const auto& k : c["conditional_received"].keys())
    t.conditional_received[camp_key(c["conditional_received"], k)] = c["conditional_received"][k].as_bool();
  t.rp_left = camp_ints_from(c["rp_left"]);
  for (const auto& r : c["vp_record"].items()) t.vp_record.push_back(camp_ints_from(r));
  if (auto f = c.optional("france")) t.france = camp_at(*f);
  if (auto f = c.optional("france_turn")) t.france_turn = static_cast<int>(f->as_int(0, 99));
  if (auto w = c.optional("winner")) t.winner = camp_at(*w);
  t.result = c.optional_string("result");
  return t;
}
}  // namespace

const char* to_string(UnitType t) { return kTypes[static_cast<int>(t)]; }
const char* type_name(UnitType t) { return kTypeNames[static_cast<int>(t)]; }
UnitType unit_type_from(const JsonCursor& c) { return c.as_enum_of<UnitType>(kTypes); }
std::optional<UnitType> unit_type_named(const std::string& id) {
  for (UnitType t : kUnitTypes)
    if (id == to_string(t)) return t;
  return std::nullopt;
}
bool shoots(UnitType t) { return t == UnitType::Ar || t == UnitType::Cr || t == UnitType::Cu || t == UnitType::Ca; }
const char* to_string(Where w) { return kWheres[static_cast<int>(w)]; }
const char* to_string(Phase p) { return kPhases[static_cast<int>(p)]; }
const char* to_string(Step s) { return kSteps[static_cast<int>(s)]; }
const char* words(Step s) { return kStepWords[static_cast<int>(s)]; }

int Unit::cf() const {
  if (type == UnitType::Ca) return ca_owner == Camp::Swiss ? cf_reduced : cf_full;
  return ss >= 2 ? cf_full : cf_reduced;
}

const Unit* State::unit(const std::string& id) const { return find_by_id(units, id); }
Unit& State::unit_mut(const std::string& id) { return at_id(units, id, "unit"); }
const Commander* State::commander(const std::string& id) const { return find_by_id(commanders, id); }
Commander& State::commander_mut(const std::string& id) { return at_id(commanders, id, "commander"); }
const ZoneState& State::zone(const std::string& id) const {
  static const ZoneState none;
  auto it = zones.find(id);
  return it == zones.end() ? none : it->second;
}
ZoneState& State::zone_mut(const std::string& id) { return zones[id]; }

bool State::bad_weather() const {
  for (int t : scenario->bad_weather_turns)
    if (t == tracks.turn) return true;
  return false;
}

std::optional<Camp> State::active() const {
  if (tracks.phase == Phase::Burgundian) return Camp::Burgundy;
  if (tracks.phase == Phase::Swiss) return Camp::Swiss;
  return std::nullopt;
}

Json State::to_json() const {
  Json u = Json::array(), m = Json::array(), z = Json::object();
  for (const auto& x : units) u.push_back(unit_json(x));
  for (const auto& x : commanders) m.push_back(commander_json(x));
  for (const auto& [id, zs] : zones) {
    if (zs == ZoneState{}) continue;
    Json j = Json::object();
    if (zs.marker) j["marker"] = to_string(*zs.marker);
    if (zs.vp_holder) j["vp_holder"] = to_string(*zs.vp_holder);
    z[id] = std::move(j);
  }
  Json out{{"map", bourgogne::to_json(*map)},
              {"scenario", scenario_json(*scenario)},
              {"tracks", tracks_json(tracks)},
              {"units", std::move(u)},
              {"commanders", std::move(m)},
              {"zones", std::move(z)},
              {"combats", combats}};
  if (!sequence.empty()) out["sequence"] = sequence;
  return out;
}

State state_from_json(const JsonCursor& c) {
  c.only_keys({"map", "scenario", "tracks", "units", "commanders", "zones", "combats", "sequence"});
  State s;
  s.map = std::make_shared<const Map>(map_from_json(c["map"]));
  s.scenario = std::make_shared<const Scenario>(scenario_from(c["scenario"]));
  s.tracks = tracks_from(c["tracks"]);
  for (const auto& u : c["units"].items()) s.units.push_back(unit_from(u));
  for (const auto& m : c["commanders"].items()) s.commanders.push_back(commander_from(m));
  for (const auto& id : c["zones"].keys()) {
    JsonCursor j = c["zones"][id];
    j.only_keys({"marker", "vp_holder"});
    if (!s.map->zone(id)) j.fail("\"" + id + "\" is not a zone of the map");
    ZoneState zs;
    if (auto v = j.optional("marker")) zs.marker = camp_at(*v);
    if (auto v = j.optional("vp_holder")) zs.vp_holder = camp_at(*v);
    s.zones[id] = zs;
  }
  s.combats = c["combats"].value();
  if (!s.combats.is_array()) c["combats"].fail_expected("an array");
  if (auto q = c.optional("sequence")) {
    s.sequence = q->value();
    if (!s.sequence.is_object()) q->fail_expected("an object");
  }
  // Every reference resolved before a rule sees the state.
  for (std::size_t i = 0; i < s.units.size(); ++i)
    if (s.units[i].where == Where::Map && !s.map->zone(s.units[i].zone))
      c["units"].at(i).fail("the unit stands in \"" + s.units[i].zone + "\", which is not a zone of the map");
  for (std::size_t i = 0; i < s.commanders.size(); ++i)
    if (s.commanders[i].where == Where::Map && !s.map->zone(s.commanders[i].zone))
      c["commanders"].at(i).fail("the commander stands in \"" + s.commanders[i].zone + "\", which is not a zone");
  return s;
}

const State& state_of(const CampaignState& cs) { return static_cast<const State&>(*cs.game); }

CampaignState with_state(const CampaignState& cs, State s) {
  CampaignState out = cs;
  out.game = std::make_shared<const State>(std::move(s));
  return out;
}

std::optional<Camp> camp_of(const State& s, Power p) {
  if (p == Power::France) return s.tracks.france;
  if (on_alliance_table(p)) {
    auto it = s.tracks.pointers.find(p);
    // Lorraine serves the Swiss from turn 4, when its pointer is placed (GdB 14).
    if (it == s.tracks.pointers.end()) return p == Power::Lorraine ? std::nullopt : start_camp(p);
    if (it->second <= 0) return std::nullopt;
  }
  return start_camp(p);
}

std::optional<Camp> camp_of(const State& s, const Unit& u) {
  if (u.type == UnitType::Ca && u.ca_owner) return u.ca_owner;
  return camp_of(s, u.power);
}

std::optional<Camp> camp_of(const State& s, const Commander& c) { return camp_of(s, c.power); }

Allegiance allegiance(const State& s, Power p) {
  auto it = s.tracks.pointers.find(p);
  if (it == s.tracks.pointers.end()) return Allegiance::Absent;
  if (it->second <= 0) return Allegiance::Neutral;
  return it->second <= s.scenario->doubt_squares ? Allegiance::Doubt : Allegiance::Constant;
}

}  // namespace umpire::bourgogne
