#include "soldier_king/state.h"

#include <algorithm>

#include "core/by_id.h"
#include "core/suggest.h"
#include "soldier_king/factions.h"
#include "soldier_king/sightings.h"
#include "soldier_king/state_check.h"

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

Json to_json(const GameDate& d) { return Json{{"year", d.year}, {"season", to_string(d.season)}}; }

GameDate game_date_from_json(const JsonCursor& c) {
  c.only_keys({"year", "season"});
  GameDate d;
  d.year = static_cast<int>(c["year"].as_int(1600, 1900));
  std::string season = c["season"].as_enum({"Spring", "Summer", "Autumn", "Winter"});
  for (Season x : {Season::Spring, Season::Summer, Season::Autumn, Season::Winter})
    if (season == to_string(x)) d.season = x;
  return d;
}

std::optional<GameDate> optional_game_date(const JsonCursor& c, const char* key) {
  auto x = c.optional(key);
  if (!x || x->is_null()) return std::nullopt;
  return game_date_from_json(*x);
}

std::string GameDate::describe() const { return std::string(to_string(season)) + " " + std::to_string(year); }

const char* to_string(Phase p) {
  switch (p) {
    case Phase::Setup: return "setup";
    case Phase::PregameDiplomacy: return "pregame_diplomacy";
    case Phase::SeasonStart: return "season_start";
    case Phase::PlayerTurn: return "player_turn";
    case Phase::SeasonEnd: return "season_end";
    case Phase::GameOver: return "game_over";
  }
  return "setup";
}

const char* to_string(StartStep s) {
  switch (s) {
    case StartStep::Magazines: return "magazines";
    case StartStep::Events: return "events";
    case StartStep::Rebels: return "rebels";
  }
  return "magazines";
}

namespace {
const char* const kSteps[] = {"intelligence", "plebiscite", "supply", "marches", "movement",
                              "post_movement", "combat", "recovery", "reorganisation", "turn_end"};
}

const char* to_string(TurnStep s) { return kSteps[static_cast<int>(s)]; }

const char* step_words(TurnStep s) {
  static const char* const words[] = {"intelligence",   "plebiscite", "supply check",           "march roll",
                                      "movement",       "after movement", "combat", "recovery and promotion",
                                      "reorganisation", "end of turn"};
  return words[static_cast<int>(s)];
}

const char* phase_words(Phase p) {
  switch (p) {
    case Phase::Setup: return "set-up";
    case Phase::PregameDiplomacy: return "pre-game diplomacy";
    case Phase::SeasonStart: return "start of the season";
    case Phase::PlayerTurn: return "a player turn";
    case Phase::SeasonEnd: return "end of the season";
    case Phase::GameOver: return "game over";
  }
  return "set-up";
}

namespace {

Season season_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"Spring", "Summer", "Autumn", "Winter"});
  return s == "Spring" ? Season::Spring : s == "Summer" ? Season::Summer : s == "Autumn" ? Season::Autumn : Season::Winter;
}

Phase phase_from_json(const JsonCursor& c) {
  std::string p = c.as_enum({"setup", "pregame_diplomacy", "season_start", "player_turn", "season_end", "game_over"});
  return p == "setup"               ? Phase::Setup
         : p == "pregame_diplomacy" ? Phase::PregameDiplomacy
         : p == "season_start"      ? Phase::SeasonStart
         : p == "player_turn"       ? Phase::PlayerTurn
         : p == "season_end"        ? Phase::SeasonEnd
                                    : Phase::GameOver;
}

StartStep start_step_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"magazines", "events", "rebels"});
  return s == "magazines" ? StartStep::Magazines : s == "events" ? StartStep::Events : StartStep::Rebels;
}

TurnStep step_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"intelligence", "plebiscite", "supply", "marches", "movement", "post_movement", "combat",
                             "recovery", "reorganisation", "turn_end"});
  for (int i = 0; i < 10; ++i)
    if (s == kSteps[i]) return static_cast<TurnStep>(i);
  return TurnStep::Intelligence;
}

Json magazine_json(const Magazine& m) { return Json{{"id", m.id}, {"owner", m.owner}, {"box", m.box}, {"users", m.users}}; }

Magazine magazine_from_json(const JsonCursor& c) {
  c.only_keys({"id", "owner", "box", "users"});
  return Magazine{c["id"].as_nonempty_string(), c["owner"].as_nonempty_string(), c["box"].as_nonempty_string(),
                  c["users"].as_string()};
}

Json attack_json(const Attack& a) {
  return Json{{"target", a.target}, {"columns", a.columns}, {"launches", a.launches}, {"magazine", a.magazine},
              {"exempt", a.exempt}};
}

Attack attack_from_json(const JsonCursor& c) {
  c.only_keys({"target", "columns", "launches", "magazine", "exempt"});
  Attack a;
  a.target = c["target"].as_string();
  for (const auto& x : c["columns"].items()) a.columns.push_back(x.as_string());
  for (const auto& x : c["launches"].items()) a.launches.push_back(x.as_string());
  a.magazine = c["magazine"].as_string();
  a.exempt = c["exempt"].as_bool();
  return a;
}

Json turn_json(const Turn& t) {
  Json attacks = Json::array();
  for (const auto& a : t.attacks) attacks.push_back(attack_json(a));
  Json j{{"player", t.player},
              {"step", to_string(t.step)},
              {"marches", t.marches},
              {"chain", t.chain},
              {"used", t.used},
              {"holders_at_start", t.holders_at_start.get()},
              {"attacks", attacks},
              {"supply_checked", t.supply_checked},
              {"attrition_rolled", t.attrition_rolled},
              {"attrition_done", t.attrition_done},
              {"origins", t.origins},
              {"boxes_used", t.boxes_used},
              {"sp_at_start", t.sp_at_start}};
  if (!t.attrition_owed.empty()) {  // written only when set, so that an earlier version's state is written back as it was
    Json owed = Json::array();
    for (const auto& o : t.attrition_owed)
      owed.push_back(Json{{"column", o.column}, {"box", o.box}, {"faction", o.faction}, {"cause", o.cause}, {"sp", o.sp}});
    j["attrition_owed"] = owed;
  }
  return j;
}

Turn turn_from_json(const JsonCursor& c) {
  c.only_keys({"player", "step", "marches", "chain", "used", "holders_at_start", "attacks", "supply_checked",
               "attrition_rolled", "attrition_done", "origins", "boxes_used", "sp_at_start", "attrition_owed"});
  Turn t;
  t.player = c["player"].as_string();
  t.step = step_from_json(c["step"]);
  t.marches = static_cast<int>(c["marches"].as_int(0, 7));
  t.chain = static_cast<int>(c["chain"].as_int(0, 6));
  t.used = static_cast<int>(c["used"].as_int(0, 7));
  for (const auto& key : c["holders_at_start"].keys()) t.holders_at_start[key] = c["holders_at_start"][key].as_string();
  for (const auto& a : c["attacks"].items()) t.attacks.push_back(attack_from_json(a));
  t.supply_checked = c["supply_checked"].as_bool();
  for (const auto& b : c["attrition_rolled"].items()) t.attrition_rolled.insert(b.as_string());
  t.attrition_done = c["attrition_done"].as_bool();
  for (const auto& b : c["origins"].items()) t.origins.push_back(b.as_string());
  if (auto used = c.optional("boxes_used"))  // added with the battles (issue 7)
    for (const auto& b : used->items()) t.boxes_used.insert(b.as_string());
  if (auto sp = c.optional("sp_at_start"))  // added with the exhaustion baseline (G-33)
    for (const auto& key : sp->keys()) t.sp_at_start[key] = static_cast<int>((*sp)[key].as_int(0, 1000));
  if (auto owed = c.optional("attrition_owed"))
    for (const auto& o : owed->items()) {
      o.only_keys({"column", "box", "faction", "cause", "sp"});
      t.attrition_owed.push_back(OwedLoss{o["column"].as_string(), o["box"].as_nonempty_string(),
                                          o["faction"].as_nonempty_string(), o["cause"].as_nonempty_string(),
                                          static_cast<int>(o["sp"].as_int(1, 1000))});
    }
  return t;
}

Json pictures_json(const std::map<std::string, LazyJson>& pictures) {
  Json out = Json::object();
  for (const auto& [faction, picture] : pictures) out[faction] = picture.get();
  return out;
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
  for (const auto& f : factions)
    factions_json.push_back({{"id", f.id}, {"name", f.name}, {"king", f.king}, {"active", f.active}, {"initiative", f.initiative}});
  Json magazines_json = Json::array();
  for (const auto& m : magazines) magazines_json.push_back(magazine_json(m));
  Json j{{"map", sk::to_json(*map)},
              {"forces", sk::to_json(*forces)},
              {"start_year", start_year},
              {"date", {{"year", date.year}, {"season", sk::to_string(date.season)}}},
              {"phase", sk::to_string(phase)},
              {"factions", factions_json},
              {"officers", list_json(officers)},
              {"columns", list_json(columns)},
              {"garrisons", list_json(garrisons)},
              {"magazines", magazines_json},
              {"works", works},
              {"healthy_troops", healthy_troops},
              {"spring_magazines", spring_magazines},
              {"turn_order", turn_order},
              {"turn_index", turn_index},
              {"turn", turn_json(turn)},
              {"start_step", sk::to_string(start_step)},
              {"events", sk::to_json(events)},
              {"revolt", sk::to_json(revolt)},
              {"promotion", sk::to_json(promotion)},
              {"victory", sk::to_json(victory)},
              {"battles", list_json(battles.get())},
              {"diplomacy", sk::to_json(diplomacy)},
              {"rulers", rulers.get()},
              {"captors", captors.get()},
              {"ever_ruled", ever_ruled.get()},
              {"relations", relations.get()},
              {"pictures", pictures_json(pictures)},
              {"settings", settings},
              {"next_id", next_id},
              {"options", options}};
  // Written only when set, so that an earlier version's state is written back as it was.
  if (invented_officer_names) j["officer_names"] = "invented";
  if (attrition_ledger) j["attrition_ledger"] = true;
  if (!ruler_changes.empty()) {
    Json changes = Json::array();
    for (const auto& r : ruler_changes)
      changes.push_back(Json{{"date", sk::to_json(r.date)},
                             {"province", r.province},
                             {"ruler", r.ruler},
                             {"previous", r.previous},
                             {"how", r.how}});
    j["ruler_changes"] = changes;
  }
  if (!sightings.empty()) j["sightings"] = pictures_json(sightings);
  return j;
}

std::shared_ptr<SkState> state_from_json(const JsonCursor& c) {
  c.only_keys({"map", "forces", "start_year", "date", "phase", "factions", "officers", "columns", "garrisons", "rulers",
               "captors", "ever_ruled", "relations", "pictures", "settings", "next_id", "options", "magazines", "works", "healthy_troops", "spring_magazines",
               "turn_order", "turn_index", "turn", "start_step", "officer_names", "attrition_ledger", "events", "revolt", "promotion", "victory", "battles", "diplomacy", "ruler_changes", "sightings"});
  auto s = std::make_shared<SkState>();
  s->map = std::make_shared<const Map>(map_from_json(c["map"]));
  s->forces = std::make_shared<const Forces>(forces_from_json(c["forces"]));
  s->start_year = static_cast<int>(c["start_year"].as_int(1600, 1900));
  c["date"].only_keys({"year", "season"});
  s->date.year = static_cast<int>(c["date"]["year"].as_int(1600, 1900));
  s->date.season = season_from_json(c["date"]["season"]);
  s->phase = phase_from_json(c["phase"]);
  for (const auto& f : c["factions"].items()) {
    f.only_keys({"id", "name", "king", "active", "initiative"});
    s->factions.push_back(Faction{f["id"].as_nonempty_string(), f["name"].as_nonempty_string(), f["king"].as_bool(),
                                  f["active"].as_bool(), static_cast<int>(f["initiative"].as_int(0, 6))});
  }
  for (const auto& o : c["officers"].items()) s->officers.push_back(officer_from_json(o));
  for (const auto& col : c["columns"].items()) s->columns.push_back(column_from_json(col));
  for (const auto& g : c["garrisons"].items()) s->garrisons.push_back(garrison_from_json(g));
  for (const auto& m : c["magazines"].items()) s->magazines.push_back(magazine_from_json(m));
  for (const auto& f : c["spring_magazines"].keys())
    for (const auto& p : c["spring_magazines"][f].items()) s->spring_magazines[f].insert(p.as_string());
  for (const auto& f : c["healthy_troops"].keys()) s->healthy_troops[f] = c["healthy_troops"][f].as_string();
  for (const auto& box : c["works"].keys())
    for (const auto& f : c["works"][box].keys()) s->works[box][f] = c["works"][box][f].as_number();
  for (const auto& f : c["turn_order"].items()) s->turn_order.push_back(f.as_string());
  s->turn_index = static_cast<std::size_t>(c["turn_index"].as_int(0, 100));
  s->turn = turn_from_json(c["turn"]);
  // Added with the seasons (issue 6): optional, so older snapshots still load.
  if (c.optional("start_step")) s->start_step = start_step_from_json(c["start_step"]);
  if (auto n = c.optional("officer_names")) s->invented_officer_names = n->as_enum({"invented"}) == "invented";
  if (auto n = c.optional("attrition_ledger")) s->attrition_ledger = n->as_bool();
  if (c.optional("events")) s->events = events_state_from_json(c["events"]);
  if (c.optional("revolt")) s->revolt = revolt_state_from_json(c["revolt"]);
  if (c.optional("promotion")) s->promotion = promotion_state_from_json(c["promotion"]);
  if (c.optional("victory")) s->victory = victory_state_from_json(c["victory"]);
  if (auto b = c.optional("battles"))  // added with the battles (issue 7)
    for (const auto& x : b->items()) s->battles.push_back(battle_from_json(x));
  if (auto d = c.optional("diplomacy"))  // added with the treaties (issue 8)
    s->diplomacy = diplomacy_state_from_json(*d);
  if (auto changes = c.optional("ruler_changes"))  // added with the gazette: absent in earlier files
    for (const auto& x : changes->items()) {
      x.only_keys({"date", "province", "ruler", "previous", "how"});
      s->ruler_changes.push_back(RulerChange{game_date_from_json(x["date"]), x["province"].as_nonempty_string(),
                                             x["ruler"].as_nonempty_string(), x["previous"].as_string(),
                                             x["how"].as_enum({"plebiscite", "grant", "award"})});
    }
  for (const auto& key : c["rulers"].keys()) s->rulers[key] = c["rulers"][key].as_string();
  for (const auto& key : c["captors"].keys()) s->captors[key] = c["captors"][key].as_string();
  for (const auto& key : c["ever_ruled"].keys())
    for (const auto& p : c["ever_ruled"][key].items()) s->ever_ruled[key].insert(p.as_string());
  for (const auto& key : c["relations"].keys())
    for (const auto& other : c["relations"][key].keys())
      s->relations[key][other] = c["relations"][key][other].as_enum({"hostile", "neutral", "allied"});
  for (const auto& key : c["pictures"].keys()) s->pictures[key] = c["pictures"][key].expect_object().value();
  if (auto seen = c.optional("sightings"))  // added with the map pages: none in older campaigns
    for (const auto& key : seen->keys()) {
      sightings_from_json((*seen)[key]);  // read once, so that a malformed one is found on opening
      s->sightings[key] = (*seen)[key].expect_object().value();
    }
  for (const auto& key : c["settings"].keys()) s->settings[key] = static_cast<int>(c["settings"][key].as_int());
  // The per-box roll (SK 9.6.2, second paragraph) is off in new campaigns; a
  // campaign stored without the setting was played with the roll, and keeps it.
  s->settings.emplace("attrition.box_roll_off", 0);
  s->next_id = static_cast<int>(c["next_id"].as_int(1, INT32_MAX));
  s->options = c["options"].expect_object().value();
  check_state_references(*s, c);  // every id resolves, the map is valid
  return s;
}

const Faction* SkState::faction(const std::string& id) const { return find_by_id(factions, id); }

std::string SkState::no_faction(const std::string& id) const {
  std::vector<std::string> ids, playing;
  for (const auto& f : factions) {
    ids.push_back(f.id);
    if (f.active) playing.push_back(f.id);
  }
  return "there is no faction \"" + id + "\"" + did_you_mean(id, ids) + " (the factions in play: " + and_list(playing) +
         ")";
}

Faction* SkState::faction_mut(const std::string& id) { return find_by_id(factions, id); }

const Column* SkState::column(const std::string& id) const { return find_by_id(columns, id); }

Column* SkState::column(const std::string& id) { return find_by_id(columns, id); }

const Officer* SkState::officer(const std::string& id) const { return find_by_id(officers, id); }

Officer* SkState::officer(const std::string& id) { return find_by_id(officers, id); }

const Garrison* SkState::garrison(const std::string& id) const { return find_by_id(garrisons, id); }

namespace {
[[noreturn]] void no_such(const char* kind, const std::string& id) {
  throw UserError(std::string("there is no ") + kind + " \"" + id + "\"");
}
}  // namespace

const Faction& SkState::faction_at(const std::string& id) const {
  if (const Faction* f = faction(id)) return *f;
  no_such("faction", id);
}

const Column& SkState::column_at(const std::string& id) const {
  if (const Column* c = column(id)) return *c;
  no_such("column", id);
}

Column& SkState::column_at(const std::string& id) {
  if (Column* c = column(id)) return *c;
  no_such("column", id);
}

const Officer& SkState::officer_at(const std::string& id) const {
  if (const Officer* o = officer(id)) return *o;
  no_such("officer", id);
}

Officer& SkState::officer_at(const std::string& id) {
  if (Officer* o = officer(id)) return *o;
  no_such("officer", id);
}

Garrison& SkState::garrison_at(const std::string& id) {
  for (auto& g : garrisons)
    if (g.id == id) return g;
  no_such("garrison", id);
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

SkState::StandPlace SkState::stand_at(const std::string& stand_id) {
  if (auto place = find_stand(stand_id)) return *place;
  no_such("stand", stand_id);
}

bool SkState::has_stand(const std::string& stand_id) const {
  auto in = [&](const std::vector<Stand>& stands) {
    return std::any_of(stands.begin(), stands.end(), [&](const Stand& st) { return st.id == stand_id; });
  };
  return std::any_of(columns.begin(), columns.end(), [&](const Column& c) { return in(c.stands); }) ||
         std::any_of(garrisons.begin(), garrisons.end(), [&](const Garrison& g) { return in(g.stands); });
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
