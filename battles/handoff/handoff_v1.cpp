#include "handoff/handoff.h"

#include <utility>

// The /1 forms of the hand-off, read and upgraded. Every campaign file made
// before /2 holds them: the typed results in its journal (with no "format"),
// the stored set-ups and results in its snapshots. /1 was Soldier King's shape,
// so its SK-worded fields become the generic ones the campaign now declares:
//   set-up: "terrain" -> field.terrain; a formation's "exhaustion" -> its
//           attributes {"exhaustion": N}; everything else as it was;
//   result: "losses" [{unit, lost, cause}] -> per-unit outcomes (grouped in
//           the order units first appear); "fought_well" -> the unit mark
//           "fought_well"; a formation's "reached_exhaustion" and
//           "morale_collapse" -> formation marks of those names (a formation
//           listed twice is merged); "leaders_killed"/"leaders_captured" ->
//           leader outcomes "killed"/"captured". The ending ids are kept.
// The reader is as strict as /1's was: the same keys, the same six endings.

namespace umpire::battles {

namespace {

std::vector<std::string> v1_strings(const JsonCursor& c, const char* key) {
  auto x = c.optional(key);
  return x ? x->as_strings() : std::vector<std::string>{};
}

bool flag(const JsonCursor& c, const char* key) { return c.optional(key) ? c[key].as_bool() : false; }

void add_mark(std::vector<std::string>& marks, const std::string& mark) {
  for (const auto& m : marks)
    if (m == mark) return;
  marks.push_back(mark);
}

}  // namespace

BattleSetup setup_from_json_v1(const JsonCursor& c) {
  c.only_keys({"format", "id", "game", "place", "place_name", "date", "season", "terrain", "sides", "formations",
               "units", "leaders", "arrivals", "situation"});
  BattleSetup s;
  s.id = c["id"].as_nonempty_string();
  s.game = c["game"].as_nonempty_string();
  s.place = c["place"].as_string();
  s.place_name = c["place_name"].as_string();
  s.date = c["date"].as_string();
  s.season = c["season"].as_string();
  s.field.terrain = c["terrain"].as_string();
  for (const auto& x : c["sides"].items()) {
    x.only_keys({"id", "name", "factions", "commander"});
    s.sides.push_back(Side{x["id"].as_nonempty_string(), x["name"].as_string(), x["factions"].as_strings(),
                           x["commander"].as_string()});
  }
  for (const auto& x : c["formations"].items()) {
    x.only_keys({"id", "name", "side", "quality", "exhaustion"});
    s.formations.push_back(Formation{x["id"].as_nonempty_string(), x["name"].as_string(), x["side"].as_string(),
                                     x["quality"].as_string(),
                                     Json{{"exhaustion", static_cast<int>(x["exhaustion"].as_int(0, 100000))}}});
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
                               x["rank"].as_string(), x["formation"].as_string(), Json::object()});
  }
  for (const auto& x : c["arrivals"].items()) {
    x.only_keys({"side", "formations", "from", "by", "from_name"});
    s.arrivals.push_back(Arrival{x["side"].as_string(), x["formations"].as_strings(), x["from"].as_string(),
                                 x["by"].as_string(), x.optional_string("from_name"), -1});
  }
  s.situation = c["situation"].expect_object().value();
  return s;
}

BattleResult result_from_json_v1(const JsonCursor& c) {
  c.only_keys({"format", "battle", "winner", "ending", "losses", "formations", "leaders_killed", "leaders_captured",
               "retreat_to", "fought_well", "engine", "notes"});
  BattleResult r;
  r.battle = c["battle"].as_nonempty_string();
  r.winner = c["winner"].as_string();
  r.ending = c["ending"].as_enum({"decided", "conceded", "marched_off", "withdrew_before", "night", "destroyed"});
  if (auto l = c.optional("losses")) {
    std::vector<std::pair<std::string, Loss>> losses;
    for (const auto& x : l->items()) {
      x.only_keys({"unit", "lost", "cause"});
      losses.push_back({x["unit"].as_nonempty_string(),
                        Loss{static_cast<int>(x["lost"].as_int(0, 1000)), x.optional_string("cause")}});
    }
    // The units in the order of their first SP lost, as /1's recovery took
    // them (12.2 gives SP back largest loss first, ties in this order).
    for (const auto& [unit, loss] : losses)
      if (loss.lost > 0) r.unit_outcome(unit);
    for (const auto& [unit, loss] : losses) r.unit_outcome(unit).losses.push_back(loss);
  }
  if (auto f = c.optional("formations"))
    for (const auto& x : f->items()) {
      x.only_keys({"formation", "engaged", "reached_exhaustion", "morale_collapse"});
      FormationOutcome& o = r.formation_outcome(x["formation"].as_nonempty_string());
      o.engaged = o.engaged || flag(x, "engaged");
      if (flag(x, "reached_exhaustion")) add_mark(o.marks, "reached_exhaustion");
      if (flag(x, "morale_collapse")) add_mark(o.marks, "morale_collapse");
    }
  for (const auto& id : v1_strings(c, "leaders_killed")) r.leaders.push_back(LeaderOutcome{id, "killed"});
  for (const auto& id : v1_strings(c, "leaders_captured")) r.leaders.push_back(LeaderOutcome{id, "captured"});
  r.retreat_to = c.optional_string("retreat_to");
  for (const auto& id : v1_strings(c, "fought_well")) add_mark(r.unit_outcome(id).marks, "fought_well");
  r.engine = c.optional("engine") ? c["engine"].as_string() : "tabletop";
  r.notes = c.optional_string("notes");
  return r;
}

}  // namespace umpire::battles
