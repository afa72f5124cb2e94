#include "soldier_king/recruiting.h"

#include <algorithm>

#include "soldier_king/army.h"
#include "soldier_king/factions.h"
#include "soldier_king/officer_names.h"
#include "soldier_king/scenario.h"

namespace umpire::sk {

int base_recruiting(int k) {
  if (k <= 0) return 0;
  static const int table[] = {1, 2, 3, 2, 2};  // SK 13.1.1
  return k <= 5 ? table[k - 1] : 1;
}

namespace {

using Reasons = std::vector<Reason>;

// This Winter's batch of the faction, or nullptr outside Winter or before any recruiting.
const RecruitBatch* batch(const SkState& s, const std::string& faction) {
  if (s.date.season != Season::Winter) return nullptr;
  auto it = s.promotion.recruits.find(faction);
  return it == s.promotion.recruits.end() || it->second.year != s.date.year ? nullptr : &it->second;
}

int tally(const SkState& s, const std::string& faction) {
  auto it = s.promotion.victories.find(faction);
  return it == s.promotion.victories.end() ? 0 : it->second;
}

bool hostile_troops_in(const SkState& s, const std::string& faction, const std::string& box) {
  for (const auto& c : s.columns)
    if (c.box == box && s.hostile(faction, c.owner)) return true;
  for (const auto& g : s.garrisons)
    if (g.box == box && s.hostile(faction, g.owner)) return true;
  return false;
}

bool is_field_or_heavy(const std::string& type) { return type == "field_battery" || type == "heavy_battery"; }

}  // namespace

std::vector<std::string> recruiting_cities_held(const SkState& s, const std::string& faction) {
  const RecruitBatch* b = batch(s, faction);
  std::vector<std::string> out;
  for (const auto& box : s.map->boxes) {
    if (!box.recruiting || s.holder(box.id) != faction || hostile_troops_in(s, faction, box.id)) continue;
    if (b && std::find(b->cities.begin(), b->cities.end(), box.id) != b->cities.end()) continue;
    out.push_back(box.id);
  }
  return out;
}

RecruitingCapacity recruiting_capacity(const SkState& s, const std::string& faction) {
  RecruitingCapacity r;
  r.war_winter = s.date.year - s.start_year + 1;
  r.base = base_recruiting(r.war_winter);
  r.victories = tally(s, faction);
  r.capacity = r.base + r.victories;
  const RecruitBatch* b = batch(s, faction);
  r.recruited = b ? static_cast<int>(b->columns.size()) : 0;
  r.cities = static_cast<int>(recruiting_cities_held(s, faction).size());
  r.maximum = army_maximum(s, faction);
  r.columns = army_size(s, faction);
  r.room = std::max(0, r.maximum - r.columns);
  r.allowed = std::max(0, std::min({r.capacity - r.recruited, r.cities, r.room}));
  return r;
}

int next_infantry_type(const SkState& s, const std::string& faction) {
  const RecruitBatch* b = batch(s, faction);
  return b ? b->infantry % 4 + 1 : 1;
}

namespace {
std::pair<int, int> cavalry_columns(const SkState& s, const std::string& faction) {
  int heavy = 0, light = 0;
  for (const auto& c : s.columns) {
    if (c.owner != faction || c.rebel) continue;
    heavy += c.kind == ColumnKind::HeavyCavalry;
    light += c.kind == ColumnKind::LightCavalry;
  }
  return {heavy, light};
}
}  // namespace

bool light_cavalry_allowed(const SkState& s, const std::string& faction) {
  auto [heavy, light] = cavalry_columns(s, faction);
  // The recruits still allowed after this one may all be heavy cavalry (20.2).
  int later = std::max(0, recruiting_capacity(s, faction).allowed - 1);
  return (light + 1) <= heavy + later;
}

std::vector<Reason> batch_problems(const SkState& s, const std::string& faction) {
  const RecruitBatch* b = batch(s, faction);
  if (!b || b->year != s.date.year || s.date.season != Season::Winter) return {};
  bool light_recruited = std::any_of(b->columns.begin(), b->columns.end(), [&](const std::string& id) {
    const Column* c = s.column(id);
    return c && c->kind == ColumnKind::LightCavalry;
  });
  auto [heavy, light] = cavalry_columns(s, faction);
  if (!light_recruited || light <= heavy) return {};
  return {{"SK 20.1.2, 20.2", "this winter's recruits leave " + faction_name(faction) + " with " + std::to_string(light) +
                                   " light and " + std::to_string(heavy) +
                                   " heavy cavalry columns: light cavalry may be at most half; raise heavy cavalry "
                                   "(sk.recruit) or undo a light cavalry recruit"}};
}

namespace {
// Every field or heavy battery (not howitzers) of the faction's columns and garrisons.
std::vector<std::string> field_and_heavy(const SkState& s, const std::string& faction) {
  std::vector<std::string> out;
  for (const auto& c : s.columns)
    if (c.owner == faction)
      for (const auto& st : c.stands)
        if (is_field_or_heavy(st.type)) out.push_back(st.id);
  for (const auto& g : s.garrisons)
    if (g.owner == faction)
      for (const auto& st : g.stands)
        if (is_field_or_heavy(st.type)) out.push_back(st.id);
  return out;
}
}  // namespace

std::vector<std::string> howitzer_candidates(const SkState& s, const std::string& faction) {
  const RecruitBatch* b = batch(s, faction);
  if (b && !b->howitzer.empty()) return {};
  auto out = field_and_heavy(s, faction);
  if (out.size() < 3) return {};
  return out;
}

Reasons check_recruiting_phase(const SkState& s, const std::string& faction, const char* rule) {
  if (s.date.season != Season::Winter)
    return {{rule, "recruiting is done in Winter only, not in " + std::string(to_string(s.date.season))}};
  if (s.phase != Phase::PlayerTurn || faction.empty())
    return {{rule, "a player recruits in the promotion phase of his own Winter turn, and no player turn is running"}};
  if (s.turn.player != faction)
    return {{rule, "a player recruits in the promotion phase of his own Winter turn, and this is " +
                       faction_name(s.turn.player) + "'s turn"}};
  if (s.turn.step != TurnStep::Recovery)
    return {{rule, "recruiting is done in the recovery and promotion phase, not the " + std::string(step_words(s.turn.step)) +
                       " step"}};
  return {};
}

void recruiting_turn_begins(SkState& s) {
  // The previous player's Winter turn, and so its recruiting phase, is over.
  if (s.date.season != Season::Winter || s.date.year < s.start_year) return;
  if (s.turn_index == 0 || s.turn_index > s.turn_order.size()) return;
  s.promotion.victories.erase(s.turn_order[s.turn_index - 1]);
}

void recruiting_season_begins(SkState& s, std::vector<Event>& events) {
  s.promotion.recruits.clear();
  // Spring: the last player's Winter turn, and so its recruiting phase, is over.
  if (s.date.season != Season::Spring || s.date.year - 1 < s.start_year || s.turn_order.empty()) return;
  const std::string& last = s.turn_order.back();
  if (int n = tally(s, last); n > 0)
    events.push_back({faction_name(last) + "'s " + std::to_string(n) + (n == 1 ? " victory" : " victories") +
                          " counted for the Winter recruiting just past; the tally starts again",
                      "SK 13.1.2"});
  s.promotion.victories.erase(last);
}

namespace {

std::string kind_label(ColumnKind k) {
  switch (k) {
    case ColumnKind::Infantry: return "Infantry";
    case ColumnKind::HeavyCavalry: return "Heavy Cavalry";
    case ColumnKind::LightCavalry: return "Light Cavalry";
  }
  return "Infantry";
}

ColumnKind kind_from(const JsonCursor& c) {
  std::string k = c.as_enum({"infantry", "heavy_cavalry", "light_cavalry"});
  return k == "infantry" ? ColumnKind::Infantry : k == "heavy_cavalry" ? ColumnKind::HeavyCavalry : ColumnKind::LightCavalry;
}

bool name_taken(const SkState& s, const std::string& faction, const std::string& name) {
  return std::any_of(s.columns.begin(), s.columns.end(),
                     [&](const Column& c) { return c.owner == faction && c.name == name; });
}

// "10th Infantry (Type 1)": the next number for the kind that no column of the
// faction uses yet (numbers count the Guards, as at set-up; G-21).
std::string default_name(const SkState& s, const std::string& faction, ColumnKind kind, int type) {
  int n = 0;
  for (const auto& c : s.columns) n += c.owner == faction && c.kind == kind;
  for (int i = n + 1;; ++i) {
    std::string prefix = ordinal_name(i) + " " + kind_label(kind);
    bool used = std::any_of(s.columns.begin(), s.columns.end(), [&](const Column& c) {
      return c.owner == faction && (c.name == prefix || c.name.rfind(prefix + " (", 0) == 0);
    });
    if (used) continue;
    return kind == ColumnKind::Infantry ? prefix + " (Type " + std::to_string(type) + ")" : prefix;
  }
}

const ColumnTemplate* template_for(const SkState& s, const std::string& faction, ColumnKind kind) {
  if (kind == ColumnKind::Infantry) return s.forces->infantry_template(next_infantry_type(s, faction), false);
  return s.forces->column_template(kind == ColumnKind::HeavyCavalry ? "heavy_cavalry" : "light_cavalry");
}

// --- sk.recruit ---

struct RecruitArgs {
  std::string city;
  ColumnKind kind = ColumnKind::Infantry;
  std::optional<std::string> name;
};

// SK 13.2.1, 13.3: a friendly recruiting city he holds, one column in each per winter.
Reasons check_recruiting_city(const SkState& s, const std::string& faction, const CityBox& box) {
  if (!box.recruiting) return {{"SK 13.3", box.name + " is not a recruiting city"}};
  if (s.holder(box.id) != faction)
    return {{"SK 13.3", "new columns are placed in a recruiting city held by the side raising them; " +
                            faction_name(faction) + " does not hold " + box.name}};
  if (hostile_troops_in(s, faction, box.id))
    return {{"SK 13.2.1", "hostile troops are in " + box.name + ": it is not a friendly recruiting city now"}};
  if (const RecruitBatch* b = batch(s, faction); b && std::find(b->cities.begin(), b->cities.end(), box.id) != b->cities.end())
    return {{"SK 13.2.1", "a column has already been raised in " + box.name +
                              " this winter; no more than one column in each recruiting city"}};
  return {};
}

// SK 13.1, 13.2.2: within this winter's capacity and the army maximum.
Reasons check_recruiting_capacity(const SkState& s, const std::string& faction) {
  Reasons out;
  RecruitingCapacity r = recruiting_capacity(s, faction);
  if (r.recruited >= r.capacity)
    out.push_back({"SK 13.1", faction_name(faction) + "'s recruiting capacity this winter is " + std::to_string(r.capacity) +
                                  " (base " + std::to_string(r.base) + " in winter " + std::to_string(r.war_winter) +
                                  " of the war + " + std::to_string(r.victories) + " victories), and " +
                                  std::to_string(r.recruited) + " have been raised"});
  if (r.room == 0)
    out.push_back({"SK 13.2.2", faction_name(faction) + "'s army of " + std::to_string(r.columns) +
                                    " columns is at or above its maximum of " + std::to_string(r.maximum) +
                                    ": it need not disband, but may raise no new column"});
  return out;
}

Reasons check_recruit(const SkState& s, const RecruitArgs& a) {
  const std::string& faction = s.turn.player;
  Reasons out = check_recruiting_phase(s, faction, "SK 13.1");
  if (!out.empty()) return out;
  const CityBox* box = s.map->box(a.city);
  if (!box) return {{"", "there is no box \"" + a.city + "\""}};
  if (a.name) {
    if (a.name->empty()) out.push_back({"", "a new column needs a name"});
    else if (name_taken(s, faction, *a.name))
      out.push_back({"", faction_name(faction) + " already has a column named \"" + *a.name + "\""});
  }
  for (auto& r : check_recruiting_city(s, faction, *box)) out.push_back(std::move(r));
  for (auto& r : check_recruiting_capacity(s, faction)) out.push_back(std::move(r));
  if (a.kind == ColumnKind::LightCavalry && !light_cavalry_allowed(s, faction))
    out.push_back({"SK 20.1.2", "light cavalry may form at most half of the cavalry columns, and this winter's "
                                "recruiting leaves too few to raise the heavy cavalry it would need"});
  if (!template_for(s, faction, a.kind)) out.push_back({"", "the forces data have no column organisation for this kind"});
  return out;
}

// SK 13: a new Raw column with a new DC in the city.
Outcome raise_column(const CampaignState& cs, const RecruitArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string faction = s->turn.player;
  int type = a.kind == ColumnKind::Infantry ? next_infantry_type(*s, faction) : 0;
  const ColumnTemplate& t = *template_for(*s, faction, a.kind);
  std::string name = a.name ? *a.name : default_name(*s, faction, a.kind, type);
  Column c = make_column(*s, *s->faction(faction), t, name, Quality::Raw, false);
  c.box = a.city;
  int ppa = 0;
  for (auto& st : c.stands) {
    st.raised = s->date.ordinal();  // SK 20.3.4: PPA until two seasons have passed
    ppa += st.ppa;
  }
  Officer dc{s->new_id("o"), new_officer_name(*s, faction, cs.core.seed, c.name), faction, Rank::DC, a.city, c.id};
  RecruitBatch& b = s->promotion.recruits[faction];
  if (b.year != s->date.year) b = RecruitBatch{s->date.year, {}, {}, 0, ""};
  b.columns.push_back(c.id);
  b.cities.push_back(a.city);
  if (a.kind == ColumnKind::Infantry) ++b.infantry;
  std::string id = c.id;
  s->columns.push_back(std::move(c));
  s->officers.push_back(dc);
  RecruitingCapacity r = recruiting_capacity(*s, faction);
  std::string text = faction_name(faction) + " raises the " + name + ", Raw, in " + s->map->box_name(a.city) +
                     ", commanded by " + dc.name + (ppa > 0 ? "; its artillery is PPA" : "") + "; " +
                     std::to_string(r.recruited) + " of " + std::to_string(r.capacity) + " recruits this winter, army " +
                     std::to_string(r.columns) + " of " + std::to_string(r.maximum);
  return Outcome{with_state(cs, s), {{text, "SK 13.1, 13.3", Json{{"column", id}, {"officer", dc.id}}}}};
}

CommandDef recruit_command() {
  return define<RecruitArgs>(
      {.name = "sk.recruit",
       .summary = "Winter recruiting: in the promotion phase of his Winter turn the player raises a new Raw column "
                  "(Rule 21 organisation, infantry typed 1, 2, 3, 4, 1... afresh each winter, new artillery PPA) with "
                  "a new DC in a recruiting city he holds, within his capacity (base by year of war + victories), one "
                  "per city and up to his army maximum [SK 13, 20.1.2, 20.1.3, 20.2, 20.3.4]",
       .flags = kPlayerOrder,
       .args = ArgsOf<RecruitArgs>()
                   .field(&RecruitArgs::city, arg::id("city", "box", "a recruiting city he holds").eg("vellhaven"))
                   .field(&RecruitArgs::kind,
                          arg::choice("kind", {"infantry", "heavy_cavalry", "light_cavalry"}, "the kind of column").eg("infantry"),
                          kind_from)
                   .field(&RecruitArgs::name, arg::text("name", "its name (default: by its type and number)")),
       .check = [](const CampaignState& cs, const RecruitArgs& a) { return check_recruit(sk_state(cs), a); },
       .apply = raise_column});
}

// --- sk.convert_howitzer ---

struct HowitzerArgs {
  std::string stand;
};

Reasons check_howitzer(SkState s, const HowitzerArgs& a) {
  const std::string& faction = s.turn.player;
  Reasons out = check_recruiting_phase(s, faction, "SK 20.3.2");
  if (!out.empty()) return out;
  auto place = s.find_stand(a.stand);
  if (!place) return {{"", "there is no stand \"" + a.stand + "\""}};
  if (place->owner() != faction) return {{"SK 20.3.2", "stand " + a.stand + " is not in " + faction_name(faction) + "'s army"}};
  if (!is_field_or_heavy(place->stand().type))
    out.push_back({"SK 20.3.2", "only a field or heavy battery may be converted to howitzers"});
  if (const RecruitBatch* b = batch(s, faction); b && !b->howitzer.empty())
    out.push_back({"SK 20.3.2", faction_name(faction) + " has already converted battery " + b->howitzer +
                                    " this winter; one battery per winter recruiting season"});
  auto batteries = field_and_heavy(s, faction);
  if (batteries.size() < 3)
    out.push_back({"SK 20.3.2", faction_name(faction) + " has " + std::to_string(batteries.size()) +
                                    " non-howitzer field or heavy batteries; a conversion needs at least 3"});
  return out;
}

Outcome convert_to_howitzers(const CampaignState& cs, const HowitzerArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string faction = s->turn.player;
  auto place = s->find_stand(a.stand);
  Stand& st = place->stand();
  std::string was = s->forces->stand_type(st.type)->name;
  st.type = "howitzer_battery";
  RecruitBatch& b = s->promotion.recruits[faction];
  if (b.year != s->date.year) b = RecruitBatch{s->date.year, {}, {}, 0, ""};
  b.howitzer = a.stand;
  std::string where = place->column ? place->column->name : "the garrison in " + s->map->box_name(place->box());
  std::string text = faction_name(faction) + " converts " + was + " " + a.stand + " of " + where + " to howitzers";
  return Outcome{with_state(cs, s), {{text, "SK 20.3.2", Json{{"stand", a.stand}}}}};
}

CommandDef convert_howitzer_command() {
  return define<HowitzerArgs>(
      {.name = "sk.convert_howitzer",
       .summary = "Winter recruiting: once per winter one field or heavy battery becomes a howitzer battery, if the "
                  "army has at least 3 non-howitzer field or heavy batteries [SK 20.3.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<HowitzerArgs>().field(&HowitzerArgs::stand, arg::id("stand", "stand", "the field or heavy battery").eg("s40")),
       .check = [](const CampaignState& cs, const HowitzerArgs& a) { return check_howitzer(sk_state(cs), a); },
       .apply = convert_to_howitzers});
}

// --- sk.set_victories ---

struct VictoriesArgs {
  std::string faction;
  int count = 0;
  std::string reason;
};

Outcome set_victories(const CampaignState& cs, const VictoriesArgs& a, Dice&) {
  auto s = copy_state(cs);
  if (a.count == 0) s->promotion.victories.erase(a.faction);
  else s->promotion.victories[a.faction] = a.count;
  std::string text =
      "Umpire sets " + faction_name(a.faction) + "'s victory tally to " + std::to_string(a.count) + ": " + a.reason;
  return Outcome{with_state(cs, s), {{text, "SK 13.1.2"}}};
}

CommandDef set_victories_command() {
  return define<VictoriesArgs>(
      {.name = "sk.set_victories",
       .summary = "Umpire: set a faction's victory tally, the battles won since its last winter recruiting, each "
                  "adding one column to next winter's capacity, until battles record it themselves [SK 13.1.2, 11.12]",
       .flags = kUmpireRuling,
       .args = ArgsOf<VictoriesArgs>()
                   .field(&VictoriesArgs::faction, arg::id("faction", "faction", "the active faction").eg("argozia"))
                   .field(&VictoriesArgs::count, arg::integer("count", 0, 100, "its victories since its last winter recruiting").eg(1))
                   .field(&VictoriesArgs::reason, arg::text("reason", "why, recorded with the event").eg("a battle fought on paper")),
       .check = [](const CampaignState& cs, const VictoriesArgs& a) {
         Reasons out;
         const Faction* f = sk_state(cs).faction(a.faction);
         if (!f || !f->active) out.push_back({"", "there is no active faction \"" + a.faction + "\""});
         if (a.reason.empty()) out.push_back({"", "an umpire's ruling records its reason"});
         return out;
       },
       .apply = set_victories});
}

}  // namespace

std::vector<CommandDef> recruiting_commands() {
  return {recruit_command(), convert_howitzer_command(), set_victories_command()};
}

}  // namespace umpire::sk
