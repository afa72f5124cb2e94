#include "soldier_king/state.h"

#include "soldier_king/factions.h"

namespace umpire::sk {

const char* to_string(Season s) {
  switch (s) {
    case Season::Spring: return "Spring";
    case Season::Summer: return "Summer";
    case Season::Autumn: return "Autumn";
    case Season::Winter: return "Winter";
  }
  return "Spring";
}

std::string GameDate::describe() const { return std::string(to_string(season)) + " " + std::to_string(year); }

const char* to_string(Phase p) {
  switch (p) {
    case Phase::Setup: return "setup";
    case Phase::PregameDiplomacy: return "pregame_diplomacy";
  }
  return "setup";
}

namespace {

Season season_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"Spring", "Summer", "Autumn", "Winter"});
  return s == "Spring" ? Season::Spring : s == "Summer" ? Season::Summer : s == "Autumn" ? Season::Autumn : Season::Winter;
}

Phase phase_from_json(const JsonCursor& c) {
  return c.as_enum({"setup", "pregame_diplomacy"}) == "setup" ? Phase::Setup : Phase::PregameDiplomacy;
}

template <typename T>
Json list_json(const std::vector<T>& items) {
  Json out = Json::array();
  for (const auto& i : items) out.push_back(to_json(i));
  return out;
}

}  // namespace

Json SkState::to_json() const {
  Json factions_json = Json::array();
  for (const auto& f : factions) factions_json.push_back({{"id", f.id}, {"name", f.name}, {"king", f.king}, {"active", f.active}});
  return Json{{"map", sk::to_json(*map)},
              {"forces", sk::to_json(*forces)},
              {"start_year", start_year},
              {"date", {{"year", date.year}, {"season", sk::to_string(date.season)}}},
              {"phase", sk::to_string(phase)},
              {"factions", factions_json},
              {"officers", list_json(officers)},
              {"columns", list_json(columns)},
              {"garrisons", list_json(garrisons)},
              {"rulers", rulers},
              {"captors", captors},
              {"ever_ruled", ever_ruled},
              {"relations", relations},
              {"pictures", pictures},
              {"settings", settings},
              {"next_id", next_id},
              {"options", options}};
}

std::shared_ptr<SkState> state_from_json(const JsonCursor& c) {
  c.only_keys({"map", "forces", "start_year", "date", "phase", "factions", "officers", "columns", "garrisons", "rulers",
               "captors", "ever_ruled", "relations", "pictures", "settings", "next_id", "options"});
  auto s = std::make_shared<SkState>();
  s->map = std::make_shared<const Map>(map_from_json(c["map"]));
  s->forces = std::make_shared<const Forces>(forces_from_json(c["forces"]));
  s->start_year = static_cast<int>(c["start_year"].as_int(1600, 1900));
  c["date"].only_keys({"year", "season"});
  s->date.year = static_cast<int>(c["date"]["year"].as_int(1600, 1900));
  s->date.season = season_from_json(c["date"]["season"]);
  s->phase = phase_from_json(c["phase"]);
  for (const auto& f : c["factions"].items()) {
    f.only_keys({"id", "name", "king", "active"});
    s->factions.push_back(Faction{f["id"].as_nonempty_string(), f["name"].as_nonempty_string(), f["king"].as_bool(),
                                  f["active"].as_bool()});
  }
  for (const auto& o : c["officers"].items()) s->officers.push_back(officer_from_json(o));
  for (const auto& col : c["columns"].items()) s->columns.push_back(column_from_json(col));
  for (const auto& g : c["garrisons"].items()) s->garrisons.push_back(garrison_from_json(g));
  for (const auto& key : c["rulers"].keys()) s->rulers[key] = c["rulers"][key].as_string();
  for (const auto& key : c["captors"].keys()) s->captors[key] = c["captors"][key].as_string();
  for (const auto& key : c["ever_ruled"].keys())
    for (const auto& p : c["ever_ruled"][key].items()) s->ever_ruled[key].insert(p.as_string());
  for (const auto& key : c["relations"].keys())
    for (const auto& other : c["relations"][key].keys())
      s->relations[key][other] = c["relations"][key][other].as_enum({"hostile", "neutral", "allied"});
  for (const auto& key : c["pictures"].keys()) s->pictures[key] = c["pictures"][key].expect_object().value();
  for (const auto& key : c["settings"].keys()) s->settings[key] = static_cast<int>(c["settings"][key].as_int());
  s->next_id = static_cast<int>(c["next_id"].as_int(1, INT32_MAX));
  s->options = c["options"].expect_object().value();
  return s;
}

const Faction* SkState::faction(const std::string& id) const {
  for (const auto& f : factions)
    if (f.id == id) return &f;
  return nullptr;
}

const Column* SkState::column(const std::string& id) const {
  for (const auto& c : columns)
    if (c.id == id) return &c;
  return nullptr;
}

Column* SkState::column(const std::string& id) {
  for (auto& c : columns)
    if (c.id == id) return &c;
  return nullptr;
}

const Officer* SkState::officer(const std::string& id) const {
  for (const auto& o : officers)
    if (o.id == id) return &o;
  return nullptr;
}

Officer* SkState::officer(const std::string& id) {
  for (auto& o : officers)
    if (o.id == id) return &o;
  return nullptr;
}

const Garrison* SkState::garrison(const std::string& id) const {
  for (const auto& g : garrisons)
    if (g.id == id) return &g;
  return nullptr;
}

std::optional<SkState::StandPlace> SkState::find_stand(const std::string& stand_id) {
  for (auto& c : columns)
    for (std::size_t i = 0; i < c.stands.size(); ++i)
      if (c.stands[i].id == stand_id) return StandPlace{&c, nullptr, i};
  for (auto& g : garrisons)
    for (std::size_t i = 0; i < g.stands.size(); ++i)
      if (g.stands[i].id == stand_id) return StandPlace{nullptr, &g, i};
  return std::nullopt;
}

void SkState::move_column(Column& column, const std::string& box) {
  column.box = box;
  for (auto& o : officers)
    if (o.column == column.id) o.box = box;
}

std::string SkState::holder(const std::string& box_id) const {
  if (auto it = captors.find(box_id); it != captors.end()) return it->second;
  const CityBox* b = map->box(box_id);
  if (!b) return "";
  auto r = rulers.find(b->province);
  return r == rulers.end() ? "" : r->second;
}

std::vector<std::string> SkState::home_provinces(const std::string& faction_id) const {
  std::vector<std::string> out;
  for (const auto& p : map->provinces)
    if (p.ruler == faction_id || (p.ruler.empty() && p.id == faction_id)) out.push_back(p.id);
  return out;
}

MapChecks SkState::map_checks() const {
  auto it = options.find("map_checks");
  return it != options.end() && *it == "structure" ? MapChecks::Structure : MapChecks::Rulebook;
}

bool SkState::hostile(const std::string& faction, const std::string& other) const {
  if (faction == other) return false;
  if (other == kRebels || faction == kRebels) return true;
  auto f = relations.find(faction);
  if (f == relations.end()) return true;
  auto o = f->second.find(other);
  return o == f->second.end() || o->second == "hostile";
}

std::string SkState::new_id(const std::string& prefix) { return prefix + std::to_string(next_id++); }

const SkState& sk_state(const CampaignState& s) { return static_cast<const SkState&>(*s.game); }

std::shared_ptr<SkState> copy_state(const CampaignState& s) { return std::make_shared<SkState>(sk_state(s)); }

CampaignState with_state(const CampaignState& s, std::shared_ptr<SkState> next) {
  CampaignState out = s;
  out.game = std::move(next);
  return out;
}

}  // namespace umpire::sk
