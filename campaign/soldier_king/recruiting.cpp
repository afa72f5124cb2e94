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

bool light_cavalry_allowed(const SkState& s, const std::string& faction) {
  int heavy = 0, light = 0;
  for (const auto& c : s.columns) {
    if (c.owner != faction || c.rebel) continue;
    heavy += c.kind == ColumnKind::HeavyCavalry;
    light += c.kind == ColumnKind::LightCavalry;
  }
  return (light + 1) * 2 <= heavy + light + 1;
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
    return {{rule, "recruiting is done in the recovery and promotion phase, not the " + std::string(to_string(s.turn.step)) +
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

CommandDef recruit_command() {
  return CommandDef{
      "sk.recruit",
      "Winter recruiting: in the promotion phase of his Winter turn the player raises a new Raw column (Rule 21 "
      "organisation, infantry typed 1, 2, 3, 4, 1... afresh each winter, new artillery PPA) with a new DC in a "
      "recruiting city he holds, within his capacity (base by year of war + victories), one per city and up to his "
      "army maximum (args: city, kind: infantry | heavy_cavalry | light_cavalry, name?) "
      "[SK 13, 20.1.2, 20.1.3, 20.2, 20.3.4, G-21]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"city", "kind", "name"});
        const SkState& s = sk_state(cs);
        std::string city = a["city"].as_string();
        ColumnKind kind = kind_from(a["kind"]);
        const std::string& faction = s.turn.player;
        Reasons out = check_recruiting_phase(s, faction, "SK 13.1");
        if (!out.empty()) return out;
        const CityBox* box = s.map->box(city);
        if (!box) return Reasons{{"", "there is no box \"" + city + "\""}};
        if (auto n = a.optional("name")) {
          if (n->as_string().empty()) out.push_back({"", "a new column needs a name"});
          else if (name_taken(s, faction, n->as_string()))
            out.push_back({"", faction_name(faction) + " already has a column named \"" + n->as_string() + "\""});
        }
        if (!box->recruiting)
          out.push_back({"SK 13.3", box->name + " is not a recruiting city"});
        else if (s.holder(city) != faction)
          out.push_back({"SK 13.3", "new columns are placed in a recruiting city held by the side raising them; " +
                                        faction_name(faction) + " does not hold " + box->name});
        else if (hostile_troops_in(s, faction, city))
          out.push_back({"SK 13.2.1", "hostile troops are in " + box->name + ": it is not a friendly recruiting city now"});
        else if (const RecruitBatch* b = batch(s, faction);
                 b && std::find(b->cities.begin(), b->cities.end(), city) != b->cities.end())
          out.push_back({"SK 13.2.1", "a column has already been raised in " + box->name +
                                          " this winter; no more than one column in each recruiting city"});
        RecruitingCapacity r = recruiting_capacity(s, faction);
        if (r.recruited >= r.capacity)
          out.push_back({"SK 13.1", faction_name(faction) + "'s recruiting capacity this winter is " +
                                        std::to_string(r.capacity) + " (base " + std::to_string(r.base) + " in winter " +
                                        std::to_string(r.war_winter) + " of the war + " + std::to_string(r.victories) +
                                        " victories), and " + std::to_string(r.recruited) + " have been raised"});
        if (r.room == 0)
          out.push_back({"SK 13.2.2", faction_name(faction) + "'s army of " + std::to_string(r.columns) +
                                          " columns is at or above its maximum of " + std::to_string(r.maximum) +
                                          ": it need not disband, but may raise no new column"});
        if (kind == ColumnKind::LightCavalry && !light_cavalry_allowed(s, faction))
          out.push_back({"SK 20.1.2", "light cavalry may form at most half of the cavalry columns; raise heavy cavalry first"});
        if (!template_for(s, faction, kind))
          out.push_back({"", "the forces data have no column organisation for this kind"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string faction = s->turn.player, city = a["city"].as_string();
        ColumnKind kind = kind_from(a["kind"]);
        int type = kind == ColumnKind::Infantry ? next_infantry_type(*s, faction) : 0;
        const ColumnTemplate& t = *template_for(*s, faction, kind);
        std::string name = a.optional("name") ? a["name"].as_string() : default_name(*s, faction, kind, type);
        Column c = make_column(*s, *s->faction(faction), t, name, Quality::Raw, false);
        c.box = city;
        int ppa = 0;
        for (auto& st : c.stands) {
          st.raised = s->date.ordinal();  // SK 20.3.4: PPA until two seasons have passed (G-22)
          ppa += st.ppa;
        }
        Officer dc{s->new_id("o"), new_officer_name(*s, faction, cs.core.seed, c.name), faction, Rank::DC, city, c.id};  // G-21
        RecruitBatch& b = s->promotion.recruits[faction];
        if (b.year != s->date.year) b = RecruitBatch{s->date.year, {}, {}, 0, ""};
        b.columns.push_back(c.id);
        b.cities.push_back(city);
        if (kind == ColumnKind::Infantry) ++b.infantry;
        std::string id = c.id;
        s->columns.push_back(std::move(c));
        s->officers.push_back(dc);
        RecruitingCapacity r = recruiting_capacity(*s, faction);
        std::string text = faction_name(faction) + " raises the " + name + ", Raw, in " + s->map->box_name(city) +
                           ", commanded by " + dc.name +
                           (ppa > 0 ? "; its artillery is PPA" : "") + "; " + std::to_string(r.recruited) + " of " +
                           std::to_string(r.capacity) + " recruits this winter, army " + std::to_string(r.columns) +
                           " of " + std::to_string(r.maximum);
        return Outcome{with_state(cs, s), {{text, "SK 13.1, 13.3", Json{{"column", id}, {"officer", dc.id}}}}};
      }};
}

CommandDef convert_howitzer_command() {
  return CommandDef{
      "sk.convert_howitzer",
      "Winter recruiting: once per winter one field or heavy battery becomes a howitzer battery, if the army has at "
      "least 3 non-howitzer field or heavy batteries (args: stand) [SK 20.3.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"stand"});
        SkState s = sk_state(cs);
        std::string id = a["stand"].as_string();
        const std::string& faction = s.turn.player;
        Reasons out = check_recruiting_phase(s, faction, "SK 20.3.2");
        if (!out.empty()) return out;
        auto place = s.find_stand(id);
        if (!place) return Reasons{{"", "there is no stand \"" + id + "\""}};
        if (place->owner() != faction) return Reasons{{"SK 20.3.2", "stand " + id + " is not in " + faction_name(faction) + "'s army"}};
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
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string faction = s->turn.player, id = a["stand"].as_string();
        auto place = s->find_stand(id);
        Stand& st = place->stand();
        std::string was = s->forces->stand_type(st.type)->name;
        st.type = "howitzer_battery";
        RecruitBatch& b = s->promotion.recruits[faction];
        if (b.year != s->date.year) b = RecruitBatch{s->date.year, {}, {}, 0, ""};
        b.howitzer = id;
        std::string where = place->column ? place->column->name : "the garrison in " + s->map->box_name(place->box());
        std::string text = faction_name(faction) + " converts " + was + " " + id + " of " + where + " to howitzers";
        return Outcome{with_state(cs, s), {{text, "SK 20.3.2", Json{{"stand", id}}}}};
      }};
}

CommandDef set_victories_command() {
  return CommandDef{
      "sk.set_victories",
      "Umpire: set a faction's victory tally, the battles won since its last winter recruiting, each adding one "
      "column to next winter's capacity, until battles record it themselves (args: faction, count, reason) "
      "[SK 13.1.2, 11.12, G-31]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"faction", "count", "reason"});
        const SkState& s = sk_state(cs);
        a["count"].as_int(0, 100);
        Reasons out;
        const Faction* f = s.faction(a["faction"].as_string());
        if (!f || !f->active) out.push_back({"", "there is no active faction \"" + a["faction"].as_string() + "\""});
        if (a["reason"].as_string().empty()) out.push_back({"", "an umpire's ruling records its reason"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string f = a["faction"].as_string();
        int n = static_cast<int>(a["count"].as_int());
        if (n == 0) s->promotion.victories.erase(f);
        else s->promotion.victories[f] = n;
        std::string text = "Umpire sets " + faction_name(f) + "'s victory tally to " + std::to_string(n) + ": " +
                           a["reason"].as_string();
        return Outcome{with_state(cs, s), {{text, "SK 13.1.2"}}};
      }};
}

}  // namespace

std::vector<CommandDef> recruiting_commands() {
  return {recruit_command(), convert_howitzer_command(), set_victories_command()};
}

}  // namespace umpire::sk
