#include "handoff/handoff.h"

#include <map>

namespace umpire::battles {

namespace {

constexpr const char* kEndings[] = {"decided", "conceded", "marched_off", "withdrew_before", "night", "destroyed"};

// An optional member: its strings, or none.
std::vector<std::string> strings_or_none(const JsonCursor& c, const char* key) {
  auto x = c.optional(key);
  return x ? x->as_strings() : std::vector<std::string>{};
}

}  // namespace

const char* to_string(Ending e) { return kEndings[static_cast<int>(e)]; }

std::optional<Ending> ending_from_string(const std::string& s) {
  for (int i = 0; i < 6; ++i)
    if (s == kEndings[i]) return static_cast<Ending>(i);
  return std::nullopt;
}

const Side* BattleSetup::side(const std::string& id_) const {
  for (const auto& s : sides)
    if (s.id == id_) return &s;
  return nullptr;
}

const Unit* BattleSetup::unit(const std::string& id_) const {
  for (const auto& u : units)
    if (u.id == id_) return &u;
  return nullptr;
}

const Formation* BattleSetup::formation(const std::string& id_) const {
  for (const auto& f : formations)
    if (f.id == id_) return &f;
  return nullptr;
}

int BattleSetup::strength(const std::string& side_) const {
  int total = 0;
  for (const auto& u : units)
    if (u.side == side_) total += u.strength;
  return total;
}

int BattleResult::lost(const std::string& unit) const {
  int total = 0;
  for (const auto& l : losses)
    if (l.unit == unit) total += l.lost;
  return total;
}

Json to_json(const BattleSetup& s) {
  Json sides = Json::array(), formations = Json::array(), units = Json::array(), leaders = Json::array(),
       arrivals = Json::array();
  for (const auto& x : s.sides)
    sides.push_back({{"id", x.id}, {"name", x.name}, {"factions", x.factions}, {"commander", x.commander}});
  for (const auto& f : s.formations)
    formations.push_back(
        {{"id", f.id}, {"name", f.name}, {"side", f.side}, {"quality", f.quality}, {"exhaustion", f.exhaustion}});
  for (const auto& u : s.units)
    units.push_back({{"id", u.id},
                     {"side", u.side},
                     {"formation", u.formation},
                     {"type", u.type},
                     {"type_name", u.type_name},
                     {"arm", u.arm},
                     {"strength", u.strength},
                     {"quality", u.quality},
                     {"morale", u.morale},
                     {"flags", u.flags}});
  for (const auto& l : s.leaders)
    leaders.push_back({{"id", l.id}, {"name", l.name}, {"side", l.side}, {"rank", l.rank}, {"formation", l.formation}});
  for (const auto& a : s.arrivals)
    arrivals.push_back(
        {{"side", a.side}, {"formations", a.formations}, {"from", a.from}, {"by", a.by}, {"from_name", a.from_name}});
  return Json{{"format", kSetupFormat}, {"id", s.id},       {"game", s.game},         {"place", s.place},
              {"place_name", s.place_name}, {"date", s.date}, {"season", s.season},   {"terrain", s.terrain},
              {"sides", sides},           {"formations", formations}, {"units", units}, {"leaders", leaders},
              {"arrivals", arrivals},     {"situation", s.situation}};
}

BattleSetup setup_from_json(const JsonCursor& c) {
  c.only_keys({"format", "id", "game", "place", "place_name", "date", "season", "terrain", "sides", "formations",
               "units", "leaders", "arrivals", "situation"});
  if (c["format"].as_string() != kSetupFormat) c["format"].fail(std::string("expected \"") + kSetupFormat + "\"");
  BattleSetup s;
  s.id = c["id"].as_nonempty_string();
  s.game = c["game"].as_nonempty_string();
  s.place = c["place"].as_string();
  s.place_name = c["place_name"].as_string();
  s.date = c["date"].as_string();
  s.season = c["season"].as_string();
  s.terrain = c["terrain"].as_string();
  for (const auto& x : c["sides"].items()) {
    x.only_keys({"id", "name", "factions", "commander"});
    s.sides.push_back(Side{x["id"].as_nonempty_string(), x["name"].as_string(), x["factions"].as_strings(),
                           x["commander"].as_string()});
  }
  for (const auto& x : c["formations"].items()) {
    x.only_keys({"id", "name", "side", "quality", "exhaustion"});
    s.formations.push_back(Formation{x["id"].as_nonempty_string(), x["name"].as_string(), x["side"].as_string(),
                                     x["quality"].as_string(), static_cast<int>(x["exhaustion"].as_int(0, 100000))});
  }
  for (const auto& x : c["units"].items()) {
    x.only_keys({"id", "side", "formation", "type", "type_name", "arm", "strength", "quality", "morale", "flags"});
    Unit u;
    u.id = x["id"].as_nonempty_string();
    u.side = x["side"].as_nonempty_string();
    u.formation = x["formation"].as_string();
    u.type = x["type"].as_string();
    u.type_name = x["type_name"].as_string();
    u.arm = x["arm"].as_enum({"infantry", "cavalry", "artillery"});
    u.strength = static_cast<int>(x["strength"].as_int(0, 1000));
    u.quality = x["quality"].as_string();
    u.morale = static_cast<int>(x["morale"].as_int(0, 20));
    u.flags = x["flags"].as_strings();
    s.units.push_back(std::move(u));
  }
  for (const auto& x : c["leaders"].items()) {
    x.only_keys({"id", "name", "side", "rank", "formation"});
    s.leaders.push_back(Leader{x["id"].as_nonempty_string(), x["name"].as_string(), x["side"].as_string(),
                               x["rank"].as_string(), x["formation"].as_string()});
  }
  for (const auto& x : c["arrivals"].items()) {
    x.only_keys({"side", "formations", "from", "by", "from_name"});
    s.arrivals.push_back(Arrival{x["side"].as_string(), x["formations"].as_strings(), x["from"].as_string(),
                                 x["by"].as_string(), x.optional_string("from_name")});
  }
  s.situation = c["situation"].expect_object().value();
  return s;
}

Json to_json(const BattleResult& r) {
  Json losses = Json::array(), formations = Json::array();
  for (const auto& l : r.losses) losses.push_back({{"unit", l.unit}, {"lost", l.lost}, {"cause", l.cause}});
  for (const auto& f : r.formations)
    formations.push_back({{"formation", f.formation},
                          {"engaged", f.engaged},
                          {"reached_exhaustion", f.reached_exhaustion},
                          {"morale_collapse", f.morale_collapse}});
  return Json{{"format", kResultFormat},
              {"battle", r.battle},
              {"winner", r.winner},
              {"ending", to_string(r.ending)},
              {"losses", losses},
              {"formations", formations},
              {"leaders_killed", r.leaders_killed},
              {"leaders_captured", r.leaders_captured},
              {"retreat_to", r.retreat_to},
              {"fought_well", r.fought_well},
              {"engine", r.engine},
              {"notes", r.notes}};
}

// A result as the umpire types it: only battle, winner and ending are
// required; the rest defaults to nothing (no losses, no one killed).
BattleResult result_from_json(const JsonCursor& c) {
  c.only_keys({"format", "battle", "winner", "ending", "losses", "formations", "leaders_killed", "leaders_captured",
               "retreat_to", "fought_well", "engine", "notes"});
  if (auto f = c.optional("format"); f && f->as_string() != kResultFormat)
    f->fail(std::string("expected \"") + kResultFormat + "\"");
  BattleResult r;
  r.battle = c["battle"].as_nonempty_string();
  r.winner = c["winner"].as_string();
  r.ending = *ending_from_string(
      c["ending"].as_enum({"decided", "conceded", "marched_off", "withdrew_before", "night", "destroyed"}));
  if (auto l = c.optional("losses"))
    for (const auto& x : l->items()) {
      x.only_keys({"unit", "lost", "cause"});
      r.losses.push_back(UnitLoss{x["unit"].as_nonempty_string(), static_cast<int>(x["lost"].as_int(0, 1000)),
                                  x.optional_string("cause")});
    }
  if (auto f = c.optional("formations"))
    for (const auto& x : f->items()) {
      x.only_keys({"formation", "engaged", "reached_exhaustion", "morale_collapse"});
      FormationOutcome o;
      o.formation = x["formation"].as_nonempty_string();
      o.engaged = x.optional("engaged") ? x["engaged"].as_bool() : false;
      o.reached_exhaustion = x.optional("reached_exhaustion") ? x["reached_exhaustion"].as_bool() : false;
      o.morale_collapse = x.optional("morale_collapse") ? x["morale_collapse"].as_bool() : false;
      r.formations.push_back(o);
    }
  r.leaders_killed = strings_or_none(c, "leaders_killed");
  r.leaders_captured = strings_or_none(c, "leaders_captured");
  r.retreat_to = c.optional_string("retreat_to");
  r.fought_well = strings_or_none(c, "fought_well");
  r.engine = c.optional("engine") ? c["engine"].as_string() : "tabletop";
  r.notes = c.optional_string("notes");
  return r;
}

std::vector<Reason> check_result(const BattleSetup& setup, const BattleResult& r) {
  std::vector<Reason> out;
  if (r.battle != setup.id) out.push_back({"", "the result is for battle " + r.battle + ", not " + setup.id});
  if (!r.winner.empty() && !setup.side(r.winner))
    out.push_back({"", "the winner \"" + r.winner + "\" is not a side of the battle"});
  std::map<std::string, int> lost;
  for (const auto& l : r.losses) {
    if (!setup.unit(l.unit)) out.push_back({"", "unit " + l.unit + " did not fight in this battle"});
    else lost[l.unit] += l.lost;
  }
  for (const auto& [id, n] : lost) {
    const Unit* u = setup.unit(id);
    if (n > u->strength)
      out.push_back({"", u->type_name + " " + id + " lost " + std::to_string(n) + " SP but had only " +
                             std::to_string(u->strength)});
  }
  for (const auto& f : r.formations)
    if (!setup.formation(f.formation)) out.push_back({"", "formation " + f.formation + " did not fight in this battle"});
  auto is_leader = [&](const std::string& id) {
    for (const auto& l : setup.leaders)
      if (l.id == id) return true;
    return false;
  };
  for (const auto* list : {&r.leaders_killed, &r.leaders_captured})
    for (const auto& id : *list)
      if (!is_leader(id)) out.push_back({"", "officer " + id + " was not at this battle"});
  for (const auto& id : r.fought_well)
    if (!setup.unit(id)) out.push_back({"", "unit " + id + " did not fight in this battle"});
  return out;
}

}  // namespace umpire::battles
