#include "handoff/handoff.h"

// The hand-off's JSON, form /2: written always, read when "format" says so;
// the /1 forms go to handoff_v1.cpp.

namespace umpire::battles {

namespace {

std::vector<std::string> strings_or_none(const JsonCursor& c, const char* key) {
  auto x = c.optional(key);
  return x ? x->as_strings() : std::vector<std::string>{};
}

bool bool_or_false(const JsonCursor& c, const char* key) {
  auto x = c.optional(key);
  return x ? x->as_bool() : false;
}

int int_or(const JsonCursor& c, const char* key, int fallback, int min, int max) {
  auto x = c.optional(key);
  return x ? static_cast<int>(x->as_int(min, max)) : fallback;
}

Json attributes_or_none(const JsonCursor& c) {
  auto x = c.optional("attributes");
  return x ? x->expect_object().value() : Json::object();
}

Json field_json(const Battlefield& f) {
  Json rivers = Json::array(), zones = Json::array();
  for (const auto& r : f.rivers) rivers.push_back({{"name", r.name}, {"crossings", r.crossings}});
  for (const auto& z : f.zones) zones.push_back({{"side", z.side}, {"text", z.text}});
  return Json{{"terrain", f.terrain},
              {"map", f.map},
              {"rivers", rivers},
              {"zones", zones},
              {"start_hour", f.start_hour},
              {"dusk_hour", f.dusk_hour},
              {"time_of_day", f.time_of_day}};
}

Battlefield field_from_json(const JsonCursor& c) {
  c.only_keys({"terrain", "map", "rivers", "zones", "start_hour", "dusk_hour", "time_of_day"});
  Battlefield f;
  f.terrain = c.optional_string("terrain");
  f.map = c.optional_string("map");
  if (auto rivers = c.optional("rivers"))
    for (const auto& x : rivers->items()) {
      x.only_keys({"name", "crossings"});
      f.rivers.push_back(River{x["name"].as_string(), strings_or_none(x, "crossings")});
    }
  if (auto zones = c.optional("zones"))
    for (const auto& x : zones->items()) {
      x.only_keys({"side", "text"});
      f.zones.push_back(Zone{x["side"].as_string(), x["text"].as_string()});
    }
  f.start_hour = int_or(c, "start_hour", -1, -1, 47);
  f.dusk_hour = int_or(c, "dusk_hour", -1, -1, 47);
  f.time_of_day = c.optional_string("time_of_day");
  return f;
}

Json units_json(const std::vector<Unit>& units) {
  Json out = Json::array();
  for (const auto& u : units)
    out.push_back({{"id", u.id},
                   {"name", u.name},
                   {"side", u.side},
                   {"formation", u.formation},
                   {"type", u.type},
                   {"type_name", u.type_name},
                   {"arm", u.arm},
                   {"strength", u.strength},
                   {"quality", u.quality},
                   {"morale", u.morale},
                   {"flags", u.flags},
                   {"attributes", u.attributes}});
  return out;
}

Unit unit_from_json(const JsonCursor& x) {
  x.only_keys({"id", "name", "side", "formation", "type", "type_name", "arm", "strength", "quality", "morale", "flags",
               "attributes"});
  Unit u;
  u.id = x["id"].as_nonempty_string();
  u.name = x.optional_string("name");
  u.side = x["side"].as_nonempty_string();
  u.formation = x.optional_string("formation");
  u.type = x.optional_string("type");
  u.type_name = x.optional_string("type_name");
  u.arm = x.optional_string("arm");
  u.strength = static_cast<int>(x["strength"].as_int(0, 100000));
  u.quality = x.optional_string("quality");
  u.morale = int_or(x, "morale", 0, 0, 100);
  u.flags = strings_or_none(x, "flags");
  u.attributes = attributes_or_none(x);
  return u;
}

Json declarations_json(const BattleSetup& s, Json& marks) {
  Json endings = Json::array();
  for (const auto& e : s.endings) endings.push_back({{"id", e.id}, {"name", e.name}, {"rule", e.rule}});
  marks = Json::array();
  for (const auto& m : s.marks) marks.push_back({{"id", m.id}, {"name", m.name}, {"rule", m.rule}, {"of", m.of}});
  return endings;
}

void read_declarations(const JsonCursor& c, BattleSetup& s) {
  if (auto endings = c.optional("endings"))
    for (const auto& x : endings->items()) {
      x.only_keys({"id", "name", "rule"});
      s.endings.push_back(Ending{x["id"].as_nonempty_string(), x.optional_string("name"), x.optional_string("rule")});
    }
  if (auto marks = c.optional("marks"))
    for (const auto& x : marks->items()) {
      x.only_keys({"id", "name", "rule", "of"});
      s.marks.push_back(Mark{x["id"].as_nonempty_string(), x.optional_string("name"), x.optional_string("rule"),
                             x["of"].as_enum({"unit", "formation"})});
    }
}

}  // namespace

Json to_json(const BattleSetup& s) {
  Json sides = Json::array(), formations = Json::array(), leaders = Json::array(), arrivals = Json::array(), marks;
  for (const auto& x : s.sides)
    sides.push_back({{"id", x.id}, {"name", x.name}, {"factions", x.factions}, {"commander", x.commander}});
  for (const auto& f : s.formations)
    formations.push_back(
        {{"id", f.id}, {"name", f.name}, {"side", f.side}, {"quality", f.quality}, {"attributes", f.attributes}});
  for (const auto& l : s.leaders)
    leaders.push_back({{"id", l.id},
                       {"name", l.name},
                       {"side", l.side},
                       {"rank", l.rank},
                       {"formation", l.formation},
                       {"attributes", l.attributes}});
  for (const auto& a : s.arrivals)
    arrivals.push_back({{"side", a.side},
                        {"formations", a.formations},
                        {"from", a.from},
                        {"by", a.by},
                        {"from_name", a.from_name},
                        {"hour", a.hour}});
  Json endings = declarations_json(s, marks);
  return Json{{"format", kSetupFormat},
              {"id", s.id},
              {"game", s.game},
              {"place", s.place},
              {"place_name", s.place_name},
              {"date", s.date},
              {"season", s.season},
              {"field", field_json(s.field)},
              {"sides", sides},
              {"formations", formations},
              {"units", units_json(s.units)},
              {"leaders", leaders},
              {"arrivals", arrivals},
              {"profile", s.profile},
              {"endings", endings},
              {"marks", marks},
              {"situation", s.situation}};
}

BattleSetup setup_from_json(const JsonCursor& c) {
  std::string format = c["format"].as_string();
  if (format == kSetupFormat1) return setup_from_json_v1(c);
  if (format != kSetupFormat)
    c["format"].fail(std::string("expected \"") + kSetupFormat + "\" (or \"" + kSetupFormat1 + "\")");
  c.only_keys({"format", "id", "game", "place", "place_name", "date", "season", "field", "sides", "formations", "units",
               "leaders", "arrivals", "profile", "endings", "marks", "situation"});
  BattleSetup s;
  s.id = c["id"].as_nonempty_string();
  s.game = c["game"].as_nonempty_string();
  s.place = c.optional_string("place");
  s.place_name = c.optional_string("place_name");
  s.date = c.optional_string("date");
  s.season = c.optional_string("season");
  if (auto f = c.optional("field")) s.field = field_from_json(f->expect_object());
  for (const auto& x : c["sides"].items()) {
    x.only_keys({"id", "name", "factions", "commander"});
    s.sides.push_back(Side{x["id"].as_nonempty_string(), x.optional_string("name"), strings_or_none(x, "factions"),
                           x.optional_string("commander")});
  }
  if (auto fs = c.optional("formations"))
    for (const auto& x : fs->items()) {
      x.only_keys({"id", "name", "side", "quality", "attributes"});
      s.formations.push_back(Formation{x["id"].as_nonempty_string(), x.optional_string("name"), x["side"].as_string(),
                                       x.optional_string("quality"), attributes_or_none(x)});
    }
  for (const auto& x : c["units"].items()) s.units.push_back(unit_from_json(x));
  if (auto ls = c.optional("leaders"))
    for (const auto& x : ls->items()) {
      x.only_keys({"id", "name", "side", "rank", "formation", "attributes"});
      s.leaders.push_back(Leader{x["id"].as_nonempty_string(), x.optional_string("name"), x["side"].as_string(),
                                 x.optional_string("rank"), x.optional_string("formation"), attributes_or_none(x)});
    }
  if (auto as = c.optional("arrivals"))
    for (const auto& x : as->items()) {
      x.only_keys({"side", "formations", "from", "by", "from_name", "hour"});
      s.arrivals.push_back(Arrival{x["side"].as_string(), strings_or_none(x, "formations"), x.optional_string("from"),
                                   x.optional_string("by"), x.optional_string("from_name"),
                                   int_or(x, "hour", -1, -1, 47)});
    }
  s.profile = c.optional_string("profile");
  read_declarations(c, s);
  if (auto sit = c.optional("situation")) s.situation = sit->expect_object().value();
  return s;
}

Json to_json(const BattleResult& r) {
  Json units = Json::array(), formations = Json::array(), leaders = Json::array();
  for (const auto& u : r.units) {
    Json losses = Json::array();
    for (const auto& l : u.losses) losses.push_back({{"lost", l.lost}, {"cause", l.cause}});
    units.push_back({{"unit", u.unit},
                     {"losses", losses},
                     {"eliminated", u.eliminated},
                     {"captured", u.captured},
                     {"routed", u.routed},
                     {"retreated", u.retreated},
                     {"dispersed", u.dispersed},
                     {"marks", u.marks}});
  }
  for (const auto& f : r.formations)
    formations.push_back({{"formation", f.formation}, {"engaged", f.engaged}, {"marks", f.marks}});
  for (const auto& l : r.leaders) leaders.push_back({{"leader", l.leader}, {"fate", l.fate}});
  Json out{{"format", kResultFormat}, {"battle", r.battle},         {"engine", r.engine}, {"winner", r.winner},
              {"ending", r.ending},      {"rounds", r.rounds},         {"units", units},     {"formations", formations},
              {"leaders", leaders},      {"retreat_to", r.retreat_to}, {"notes", r.notes},   {"audit", r.audit}};
  if (!r.engine_name.empty()) out["engine_name"] = r.engine_name;
  if (!r.details.empty()) out["details"] = r.details;
  return out;
}

namespace {

UnitOutcome unit_outcome_from_json(const JsonCursor& x) {
  x.only_keys({"unit", "losses", "eliminated", "captured", "routed", "retreated", "dispersed", "marks"});
  UnitOutcome u;
  u.unit = x["unit"].as_nonempty_string();
  if (auto ls = x.optional("losses"))
    for (const auto& l : ls->items()) {
      l.only_keys({"lost", "cause"});
      u.losses.push_back(Loss{static_cast<int>(l["lost"].as_int(0, 100000)), l.optional_string("cause")});
    }
  u.eliminated = bool_or_false(x, "eliminated");
  u.captured = bool_or_false(x, "captured");
  u.routed = bool_or_false(x, "routed");
  u.retreated = bool_or_false(x, "retreated");
  u.dispersed = bool_or_false(x, "dispersed");
  u.marks = strings_or_none(x, "marks");
  return u;
}

}  // namespace

// Only battle, winner and ending are required; the rest defaults to nothing
// (no losses, no one killed, fought on the tabletop).
BattleResult result_from_json(const JsonCursor& c) {
  auto format = c.optional("format");
  if (!format || format->as_string() == kResultFormat1) return result_from_json_v1(c);
  if (format->as_string() != kResultFormat)
    format->fail(std::string("expected \"") + kResultFormat + "\" (or \"" + kResultFormat1 + "\")");
  c.only_keys({"format", "battle", "engine", "engine_name", "winner", "ending", "rounds", "units", "formations",
               "leaders", "retreat_to", "notes", "audit", "details"});
  BattleResult r;
  r.battle = c["battle"].as_nonempty_string();
  r.engine = c.optional("engine") ? c["engine"].as_string() : "tabletop";
  r.engine_name = c.optional_string("engine_name");
  r.winner = c["winner"].as_string();
  r.ending = c["ending"].as_nonempty_string();
  r.rounds = int_or(c, "rounds", 0, 0, 100000);
  if (auto us = c.optional("units"))
    for (const auto& x : us->items()) r.units.push_back(unit_outcome_from_json(x));
  if (auto fs = c.optional("formations"))
    for (const auto& x : fs->items()) {
      x.only_keys({"formation", "engaged", "marks"});
      r.formations.push_back(FormationOutcome{x["formation"].as_nonempty_string(), bool_or_false(x, "engaged"),
                                              strings_or_none(x, "marks")});
    }
  if (auto ls = c.optional("leaders"))
    for (const auto& x : ls->items()) {
      x.only_keys({"leader", "fate"});
      r.leaders.push_back(
          LeaderOutcome{x["leader"].as_nonempty_string(), x["fate"].as_enum({"killed", "wounded", "captured"})});
    }
  r.retreat_to = c.optional_string("retreat_to");
  r.notes = c.optional_string("notes");
  r.audit = strings_or_none(c, "audit");
  if (auto d = c.optional("details")) r.details = d->expect_object().value();
  return r;
}

}  // namespace umpire::battles
