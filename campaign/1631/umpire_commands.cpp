#include "1631/umpire_commands.h"

#include "1631/forces.h"
#include "1631/map_check.h"
#include "1631/map_schema.h"
#include "1631/settings.h"

namespace umpire::flammes {

namespace {

using Reasons = std::vector<Reason>;
Reasons need_reason(const std::string& reason) {
  if (reason.empty()) return {{"", "an umpire's correction records its reason"}};
  return {};
}

struct RelocateArgs {
  std::string piece, area, reason;
  bool inside = false;
};

Reasons check_relocate(const CampaignState& cs, const RelocateArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_reason(a.reason); !r.empty()) return r;
  if (!s.map->area(a.area)) return {{"", "there is no area \"" + a.area + "\""}};
  if (!s.unit(a.piece) && !s.commander(a.piece)) return {{"", "there is no unit or commander \"" + a.piece + "\""}};
  if (a.inside && !s.map->at(a.area).has_city()) return {{"", s.map->at(a.area).name + " has no city to be inside"}};
  if (const Commander* c = s.commander(a.piece); c && c->dead) return {{"", c->name + " is dead"}};
  return {};
}

Outcome relocate(const CampaignState& cs, const RelocateArgs& a, Dice&) {
  State s = state_of(cs);
  std::string name;
  if (s.unit(a.piece)) {
    Unit& u = s.unit_mut(a.piece);
    if (u.where != Where::Map || u.steps == 0) u.steps = 2;  // from the track or the pool: a Fresh counter
    u.where = Where::Map, u.area = a.area, u.inside = a.inside, u.box = 0;
    name = u.name;
  } else {
    Commander& c = s.commander_mut(a.piece);
    c.area = a.area, c.inside = a.inside;
    name = c.name;
  }
  std::string text =
      "Umpire puts " + name + (a.inside ? " inside " : " in ") + s.map->at(a.area).name + ": " + a.reason;
  return outcome_of(cs, std::move(s), {{text, ""}});
}

struct StepsArgs {
  std::string unit, reason;
  int steps = 2;
};

Outcome set_steps(const CampaignState& cs, const StepsArgs& a, Dice&) {
  State s = state_of(cs);
  Unit& u = s.unit_mut(a.unit);
  u.steps = a.steps;
  if (a.steps == 0) u.where = Where::Pool, u.area.clear(), u.inside = false;
  std::string now = a.steps == 2 ? "Fresh" : a.steps == 1 ? "Spent" : "destroyed (to the recruit pool)";
  return outcome_of(cs, std::move(s), {{"Umpire makes " + u.name + " " + now + ": " + a.reason, ""}});
}

struct MarkerArgs {
  std::string area, marker, reason;
};

Outcome set_marker(const CampaignState& cs, const MarkerArgs& a, Dice&) {
  State s = state_of(cs);
  Json m = a.marker;
  s.city_mut(a.area).marker = marker_from(JsonCursor(m, "marker"));
  return outcome_of(cs, std::move(s),
                 {{"Umpire puts a " + a.marker + " marker on " + s.map->at(a.area).name + ": " + a.reason, ""}});
}

struct CommanderArgs {
  std::string commander, reason;
  bool fresh = true;
  bool dead = false;
};

Outcome set_commander(const CampaignState& cs, const CommanderArgs& a, Dice&) {
  State s = state_of(cs);
  Commander& c = s.commander_mut(a.commander);
  c.fresh = a.fresh;
  c.dead = a.dead;
  if (!a.fresh) c.spent_at = s.tracks.serial;
  std::string now = a.dead ? "dead" : a.fresh ? "Fresh" : "Spent";
  return outcome_of(cs, std::move(s), {{"Umpire makes " + c.name + " " + now + ": " + a.reason, ""}});
}

struct TurnArgs {
  int turn = 1;
  std::string phase, initiative, reason;
  int action = 0;
};

Outcome set_turn(const CampaignState& cs, const TurnArgs& a, Dice&) {
  State s = state_of(cs);
  Json p = a.phase, i = a.initiative;
  static constexpr const char* kPhaseWords[] = {"initiative", "campaign", "supply", "over"};
  for (int k = 0; k < 4; ++k)
    if (a.phase == kPhaseWords[k]) s.tracks.phase = static_cast<Phase>(k);
  s.tracks.turn = a.turn;
  s.tracks.action = a.action;
  s.tracks.initiative = side_from(JsonCursor(i, "initiative"));
  s.tracks.initiative_rolled = s.tracks.phase != Phase::Initiative;
  s.action = nullptr;
  s.supply = s.tracks.phase == Phase::Supply ? Json{{"step", "S0"}} : Json(nullptr);
  return outcome_of(cs, std::move(s),
                 {{"Umpire sets the game at turn " + std::to_string(a.turn) + ", " + a.phase +
                       (a.phase == "campaign" ? ", after action " + std::to_string(a.action) : "") + ": " + a.reason,
                   ""}});
}

// ---- 1631.set_map: the umpire's own map (the map editor's "use in campaign")

struct MapArgs {
  Json map;
};

MapChecks map_level(const CampaignState& cs) {
  return setting(cs, "map.checks") == 0 ? MapChecks::Rulebook : MapChecks::Structure;
}

Reasons check_set_map(const CampaignState& cs, const MapArgs& a) {
  const State& s = state_of(cs);
  Map m = map_from_json(JsonCursor(a.map, "map"));
  Reasons out;
  for (const auto& issue : check_map(m, map_level(cs)))
    if (issue.error) out.push_back({"", issue.text});
  if (!out.empty()) return out;
  for (const auto& u : s.units)
    if (u.on_map() && !m.area(u.area))
      out.push_back({"", u.name + " stands in " + s.map->display(u.area) + ", which the new map does not have"});
  for (const auto& c : s.commanders)
    if (!c.dead && !m.area(c.area))
      out.push_back({"", c.name + " stands in " + s.map->display(c.area) + ", which the new map does not have"});
  return out;
}

// The cities keep their markers and sieges where the new map still has them;
// a new city takes its printed marker (1631 §3.1).
Outcome set_map(const CampaignState& cs, const MapArgs& a, Dice&) {
  State s = state_of(cs);
  auto m = std::make_shared<Map>(map_from_json(JsonCursor(a.map, "map")));
  std::map<std::string, City> cities;
  for (const auto& area : m->areas) {
    if (!area.has_city()) continue;
    if (const City* old = s.city(area.id)) {
      cities[area.id] = *old;
      continue;
    }
    City c;
    if (area.printed_marker)
      c.marker = area.allegiance == Allegiance::Saxony        ? Marker::PrintedSaxon
                 : area.allegiance == Allegiance::Brandenburg ? Marker::PrintedBrandenburg
                                                              : Marker::None;
    cities[area.id] = c;
  }
  std::map<std::string, int> ravaged;
  for (const auto& r : m->regions) ravaged[r.id] = s.ravaged.count(r.id) ? s.ravaged.at(r.id) : r.ravaged;
  s.cities = std::move(cities);
  s.ravaged = std::move(ravaged);
  s.map = m;
  std::string name = m->name.empty() ? "its own map" : "the map \"" + m->name + "\"";
  return outcome_of(cs, std::move(s), {{"Umpire gives the campaign " + name, ""}});
}

}  // namespace

std::vector<CommandDef> umpire_commands() {
  return {
      define<RelocateArgs>(
          {.name = "1631.relocate",
           .summary =
               "Umpire's correction: put a unit or commander in any area (inside its city or not), with the reason",
           .flags = kUmpireRuling,
           .args = ArgsOf<RelocateArgs>()
                       .field(&RelocateArgs::piece, arg::id("piece", "unit", "the unit or commander").eg("swe_inf_1"))
                       .field(&RelocateArgs::area, arg::id("area", "area", "where it goes").eg("garz"))
                       .field(&RelocateArgs::inside, arg::flag("inside", "inside the area's city").or_else(false))
                       .field(&RelocateArgs::reason, arg::text("reason", "why, recorded with the event").eg("set-up")),
           .check = check_relocate,
           .apply = relocate}),
      define<StepsArgs>(
          {.name = "1631.set_steps",
           .summary = "Umpire's correction: a unit's steps (2 Fresh, 1 Spent, 0 destroyed), with the reason",
           .flags = kUmpireRuling,
           .args = ArgsOf<StepsArgs>()
                       .field(&StepsArgs::unit, arg::id("unit", "unit", "the unit").eg("swe_inf_1"))
                       .field(&StepsArgs::steps, arg::integer("steps", 0, 2, "2 Fresh, 1 Spent, 0 destroyed").eg(1))
                       .field(&StepsArgs::reason, arg::text("reason", "why, recorded with the event").eg("set-up")),
           .check = [](const CampaignState& cs, const StepsArgs& a) -> Reasons {
             if (auto r = need_reason(a.reason); !r.empty()) return r;
             if (!state_of(cs).unit(a.unit)) return {{"", "there is no unit \"" + a.unit + "\""}};
             return {};
           },
           .apply = set_steps}),
      define<MarkerArgs>(
          {.name = "1631.set_marker",
           .summary = "Umpire's correction: a city's marker, with the reason",
           .flags = kUmpireRuling,
           .args =
               ArgsOf<MarkerArgs>()
                   .field(&MarkerArgs::area, arg::id("area", "area", "the city's area").eg("garz"))
                   .field(&MarkerArgs::marker,
                          arg::choice("marker", {"none", "swedish", "imperial", "saxon", "brandenburg"}, "the marker")
                              .eg("swedish"))
                   .field(&MarkerArgs::reason, arg::text("reason", "why, recorded with the event").eg("set-up")),
           .check = [](const CampaignState& cs, const MarkerArgs& a) -> Reasons {
             if (auto r = need_reason(a.reason); !r.empty()) return r;
             if (!state_of(cs).city(a.area)) return {{"", "there is no city in \"" + a.area + "\""}};
             return {};
           },
           .apply = set_marker}),
      define<CommanderArgs>(
          {.name = "1631.set_commander",
           .summary = "Umpire's correction: a commander Fresh, Spent or dead, with the reason",
           .flags = kUmpireRuling,
           .args = ArgsOf<CommanderArgs>()
                       .field(&CommanderArgs::commander, arg::id("commander", "commander", "the commander").eg("tilly"))
                       .field(&CommanderArgs::fresh, arg::flag("fresh", "Fresh (true) or Spent (false)").eg(true))
                       .field(&CommanderArgs::dead, arg::flag("dead", "dead").or_else(false))
                       .field(&CommanderArgs::reason, arg::text("reason", "why, recorded with the event").eg("set-up")),
           .check = [](const CampaignState& cs, const CommanderArgs& a) -> Reasons {
             if (auto r = need_reason(a.reason); !r.empty()) return r;
             if (!state_of(cs).commander(a.commander)) return {{"", "there is no commander \"" + a.commander + "\""}};
             return {};
           },
           .apply = set_commander}),
      define<TurnArgs>(
          {.name = "1631.set_turn",
           .summary = "Umpire's correction: the turn, its phase, the actions taken and the initiative, with the reason",
           .flags = kUmpireRuling,
           .args =
               ArgsOf<TurnArgs>()
                   .field(&TurnArgs::turn, arg::integer("turn", 1, 10, "the turn").eg(1))
                   .field(
                       &TurnArgs::phase,
                       arg::choice("phase", {"initiative", "campaign", "supply", "over"}, "the phase").eg("campaign"))
                   .field(&TurnArgs::action, arg::integer("action", 0, 5, "actions already taken").or_else(0))
                   .field(&TurnArgs::initiative,
                          arg::choice("initiative", {"swedish", "imperial"}, "who has the initiative").eg("swedish"))
                   .field(&TurnArgs::reason, arg::text("reason", "why, recorded with the event").eg("set-up")),
           .check = [](const CampaignState&, const TurnArgs& a) { return need_reason(a.reason); },
           .apply = set_turn}),
      define<MapArgs>({.name = kSetMapCommand,
                       .summary = "Umpire's ruling: the campaign's map, as the map editor or a map file gives it; "
                                  "checked as the setting \"map.checks\" says",
                       .flags = kUmpireRuling,
                       .args = ArgsOf<MapArgs>().field(&MapArgs::map, arg::object("map",
                                                                                  "the map file's JSON, as "
                                                                                  "data/1631/map.json")
                                                                          .eg(Json{{"name", "..."},
                                                                                   {"regions", Json::array()},
                                                                                   {"areas", Json::array()},
                                                                                   {"lines", Json::array()}})),
                       .check = check_set_map,
                       .apply = set_map}),
  };
}

}  // namespace umpire::flammes
