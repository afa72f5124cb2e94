#include "bourgogne/set_map.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "bourgogne/map_check.h"
#include "bourgogne/state.h"
#include "core/command.h"

namespace umpire::bourgogne {

namespace {

struct SetMapArgs {
  Json map;
};

std::vector<Reason> check_set_map(const CampaignState& cs, const SetMapArgs& a) {
  const State& s = state_of(cs);
  const Map m = map_from_json(JsonCursor(a.map, "map"));
  std::vector<Reason> out;
  for (const auto& issue : check_map(m, MapChecks::Structure))
    if (issue.error) out.push_back({"", issue.text});
  if (!out.empty()) return out;
  if (!s.combats.empty())
    out.push_back({"", "a battle or siege is being fought: give the campaign its map between combats"});
  auto has = [&](const std::string& zone) {
    return std::any_of(m.zones.begin(), m.zones.end(), [&](const Zone& z) { return z.id == zone; });
  };
  for (const auto& u : s.units)
    if (u.on_map() && !has(u.zone))
      out.push_back({"", u.name + " stands in " + s.map->display(u.zone) + ", which the new map does not have"});
  for (const auto& c : s.commanders)
    if (c.on_map() && !has(c.zone))
      out.push_back({"", c.name + " stands in " + s.map->display(c.zone) + ", which the new map does not have"});
  return out;
}

Outcome set_map(const CampaignState& cs, const SetMapArgs& a, Dice&) {
  State s = state_of(cs);
  auto m = std::make_shared<Map>(map_from_json(JsonCursor(a.map, "map")));
  for (auto it = s.zones.begin(); it != s.zones.end();)
    it = m->zone(it->first) ? std::next(it) : s.zones.erase(it);
  s.map = m;
  const std::string name = m->name.empty() ? "its own map" : "the map \"" + m->name + "\"";
  return {with_state(cs, std::move(s)), {{"Umpire gives the campaign " + name, ""}}};
}

}  // namespace

std::vector<CommandDef> map_commands() {
  return {define<SetMapArgs>(
      {.name = kSetMapCommand,
       .summary = "Umpire's ruling: the campaign's strategic map, as the map editor or a map file gives it",
       .flags = kUmpireRuling,
       .args = ArgsOf<SetMapArgs>().field(
           &SetMapArgs::map,
           arg::object("map", "the map file's JSON, as data/bourgogne/map.json")
               .eg(Json{{"name", "..."}, {"zones", Json::array()}, {"links", Json::array()}, {"lakes", Json::array()}})),
       .check = check_set_map,
       .apply = set_map})};
}

}  // namespace umpire::bourgogne
