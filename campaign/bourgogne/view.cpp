#include "bourgogne/view.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "bourgogne/forces.h"
#include "bourgogne/settings.h"
#include "bourgogne/turn.h"

namespace umpire::bourgogne {

ViewSettings view_settings(const CampaignState& cs) {
  ViewSettings v;
  v.umpired = setting_name(cs, "knowledge") == "umpired";
  return v;
}

std::string stars(int rank) { return std::to_string(rank) + (rank == 1 ? " star" : " stars"); }

CommanderView commander_view(const Commander& c, bool own) {
  CommanderView v;
  v.historical = c.is_historical;
  v.name = c.is_historical ? c.name : own ? c.name + " (anonymous side)" : "an anonymous commander";
  v.rank = c.now().rank, v.tc = c.now().tc, v.mp = c.now().mp;
  v.on_top = c.on_top;
  return v;
}

bool map_is_reconstructed(const Map& m) {
  std::string src = m.source;
  std::transform(src.begin(), src.end(), src.begin(), [](unsigned char ch) { return std::tolower(ch); });
  return src.find("reconstructed") != std::string::npos || src.find("placeholder") != std::string::npos;
}

// ---- the tracks and the schedule: public

namespace {

const char* allegiance_words(Allegiance a) {
  switch (a) {
    case Allegiance::Constant: return "constant";
    case Allegiance::Doubt: return "in doubt";
    case Allegiance::Neutral: return "neutral";
    case Allegiance::Absent: break;
  }
  return "not yet on the table";
}

std::string camp_words(std::optional<Camp> c) { return c ? camp_name(*c) : ""; }

}  // namespace

TracksView tracks_view(const State& s) {
  TracksView t;
  const Tracks& k = s.tracks;
  t.turn = k.turn;
  t.last_turn = s.scenario ? s.scenario->last_turn : 12;
  t.months = months(k.turn);
  t.bad_weather = s.bad_weather();
  t.position = describe_position(s);
  t.vp_burgundy = k.vp.count(Camp::Burgundy) ? k.vp.at(Camp::Burgundy) : 0;
  t.vp_swiss = k.vp.count(Camp::Swiss) ? k.vp.at(Camp::Swiss) : 0;
  for (const auto& rec : k.vp_record) {
    auto at = [&](Camp c) { return rec.count(c) ? rec.at(c) : 0; };
    t.vp_record.emplace_back(at(Camp::Burgundy), at(Camp::Swiss));
  }
  for (Power p : kPowers) {
    if (!on_alliance_table(p)) continue;
    PointerView pv;
    pv.power = power_name(p);
    pv.camp = camp_words(start_camp(p));
    auto it = k.pointers.find(p);
    pv.squares = it == k.pointers.end() ? 0 : it->second;
    pv.allegiance = allegiance_words(allegiance(s, p));
    if (s.scenario && s.scenario->neutral_vp.count(p)) pv.neutral_vp = s.scenario->neutral_vp.at(p);
    t.pointers.push_back(std::move(pv));
  }
  t.france = k.france ? "joined the " + std::string(camp_name(*k.france)) + " on turn " + std::to_string(k.france_turn)
                      : "neutral";
  if (s.scenario) t.victory_levels = s.scenario->victory_levels;
  t.result = k.result;
  return t;
}

std::vector<ReinforcementView> reinforcement_schedule(const State& s) {
  std::vector<ReinforcementView> out;
  if (!s.scenario) return out;
  for (const auto& r : s.scenario->reinforcements) {
    ReinforcementView v;
    v.name = r.name;
    v.camp = camp_words(r.camp);
    if (r.kind == "conditional")
      v.when = "conditional (GdB 10.1)";
    else if (r.kind == "france")
      v.when = "when France joins a camp (GdB 13)";
    else
      v.when = "turn " + std::to_string(r.turn);
    for (const auto& z : r.zones) v.zones.push_back(zone_name(s, z));
    out.push_back(std::move(v));
  }
  return out;
}

// ---- zones

namespace {

ZoneView zone_base(const State& s, const Zone& z) {
  ZoneView v;
  v.id = z.id;
  v.name = zone_name(s, z.id);
  v.vp = z.vp;
  v.mountain = z.terrain == Terrain::Mountain;
  v.fv = z.fv;
  if (auto m = s.zone(z.id).marker; m && z.objective()) v.marker = camp_name(*m);
  return v;
}

void set_control(ZoneView& v, const Control& c) {
  switch (c.status) {
    case ZoneStatus::Controlled:
      v.control = camp_name(*c.camp);
      v.control_camp = to_string(*c.camp);
      return;
    case ZoneStatus::Disputed: v.control = "disputed"; break;
    case ZoneStatus::Neutral: v.control = "neutral"; break;
    case ZoneStatus::Uncontrolled: v.control = "nobody"; break;
  }
  v.control_camp.clear();
}

// GdB 6.1 without the units: the marker, a neutral power's land, the original
// territory, an ally's land. What anyone reads off the map without seeing who
// stands in the zone.
Control control_without_units(const State& s, const Zone& z) {
  if (z.territory && *z.territory != Power::Burgundy && *z.territory != Power::Swiss &&
      *z.territory != Power::British && !camp_of(s, *z.territory))
    return {ZoneStatus::Neutral, std::nullopt};
  if (auto m = s.zone(z.id).marker) return {ZoneStatus::Controlled, m};
  if (z.original_camp) return {ZoneStatus::Controlled, z.original_camp};
  if (z.territory)
    if (auto c = camp_of(s, *z.territory)) return {ZoneStatus::Controlled, c};
  return {};
}

}  // namespace

ZoneView public_zone(const State& s, const std::string& zone) {
  const Zone& z = s.map->at(zone);
  ZoneView v = zone_base(s, z);
  set_control(v, control_without_units(s, z));
  v.seen = false;
  return v;
}

// ---- sight

std::vector<std::string> presence_zones(const State& s, Camp camp) { return zones_of(s, camp); }

std::vector<std::string> watched_zones(const State& s, Camp camp) {
  std::set<std::string> seen;
  for (const auto& z : presence_zones(s, camp)) {
    seen.insert(z);
    for (const auto& n : s.map->neighbours(z)) seen.insert(n);
  }
  std::vector<std::string> out;
  for (const auto& z : s.map->zones)
    if (seen.count(z.id)) out.push_back(z.id);
  return out;
}

namespace {

bool listed(const std::vector<std::string>& xs, const std::string& x) {
  return std::find(xs.begin(), xs.end(), x) != xs.end();
}

// The commander whose counter tops an army: the highest rank of those on top (GdB 7.1, 9.3.1).
const Commander* top_commander(const Stack& st) {
  const Commander* best = nullptr;
  for (const Commander* c : st.commanders)
    if (c->on_top && (!best || c->now().rank > best->now().rank)) best = c;
  return best;
}

UnitView unit_view(const State& s, const Unit& u) {
  UnitView v;
  v.name = u.name;
  v.type = type_name(u.type);
  v.ss = u.ss;
  v.cf = u.cf();
  v.moved = u.moved;
  if (u.type == UnitType::Ca) v.ca_side = camp_of(s, u) == Camp::Swiss ? "Swiss side" : "Burgundian side";
  return v;
}

StackView stack_view(const State& s, const Stack& st, bool exact) {
  StackView v;
  v.zone_id = st.zone;
  v.zone = zone_name(s, st.zone);
  v.camp_id = to_string(st.camp);
  v.camp = camp_name(st.camp);
  v.army = st.army();
  v.exact = exact;
  if (const Commander* top = top_commander(st)) v.leader = commander_view(*top, exact);
  if (exact) {
    for (const Commander* c : st.commanders) v.commanders.push_back(commander_view(*c, true));
    for (const Unit* u : st.units) v.units.push_back(unit_view(s, *u));
    v.ss = st.ss();
  }
  return v;
}

// The viewer's zone next to `zone` it sees it from (the first in map order).
std::string seen_from(const State& s, const std::string& zone, const std::vector<std::string>& presence) {
  for (const auto& p : presence)
    if (s.map->adjacent(p, zone)) return zone_name(s, p);
  return "";
}

std::string waiting_text(const State& s, const std::string& group, const std::vector<std::string>& names) {
  const Reinforcement* r = s.scenario ? s.scenario->reinforcement(group) : nullptr;
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  if (!r) return list;
  std::string when = r->kind == "conditional" ? "when triggered, GdB 10.1"
                     : r->kind == "france"    ? "when France joins, GdB 13"
                                              : "turn " + std::to_string(r->turn);
  return r->name + " (" + when + "): " + list;
}

}  // namespace

// ---- combats

namespace {

std::string text_at(const Json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

std::string kind_words(const std::string& k) {
  if (k == "battle") return "Battle";
  if (k == "siege") return "Siege";
  return k;
}

// Every string of a record's "units"/"commanders": an array, or an object of arrays (by side).
void ids_at(const Json& j, const char* key, std::vector<std::string>& out) {
  if (!j.contains(key)) return;
  auto take = [&](const Json& list) {
    if (!list.is_array()) return;
    for (const auto& x : list)
      if (x.is_string()) out.push_back(x.get<std::string>());
  };
  const Json& v = j[key];
  if (v.is_array())
    take(v);
  else if (v.is_object())
    for (const auto& [side, list] : v.items()) take(list);
}

// The record's outcome in words, from "winner" (a camp or "attacker"/"defender") and "ending".
std::string outcome_words(const Json& j, std::optional<Camp> attacker, std::optional<Camp> defender) {
  const Json& r = j.contains("result") && j["result"].is_object() ? j["result"] : j;
  std::string winner = text_at(r, "winner"), ending = text_at(r, "ending");
  if (winner.empty()) winner = text_at(j, "winner");
  if (ending.empty()) ending = text_at(j, "ending");
  std::optional<Camp> w = camp_from(winner);
  if (winner == "attacker") w = attacker;
  if (winner == "defender") w = defender;
  if (ending == "mutual_wipeout") return "both wiped out: nobody wins (GdB 9.5.11)";
  if (ending == "no_combat") return "no combat: the ally would not fight (GdB T2)";
  if (ending == "charles_killed") return "Charles the Bold fell: the Swiss win the game (GdB 12.2)";
  if (w) return "won by the " + std::string(camp_name(*w));
  return "";
}

}  // namespace

std::vector<CombatView> combat_views(const State& s, std::optional<Camp> viewer) {
  std::vector<CombatView> out;
  if (!s.combats.is_array()) return out;
  for (const auto& j : s.combats) {
    if (!j.is_object()) continue;
    CombatView c;
    c.zone_id = text_at(j, "zone");
    if (!s.map->zone(c.zone_id)) continue;  // nothing to place it by
    c.place = zone_name(s, c.zone_id);
    if (j.contains("turn") && j["turn"].is_number_integer()) c.turn = j["turn"].get<int>();
    c.kind = kind_words(text_at(j, "kind"));
    c.status = text_at(j, "status");
    auto attacker = camp_from(text_at(j, "attacker"));
    auto defender = camp_from(text_at(j, "defender"));
    if (attacker && !defender) defender = other(*attacker);
    if (attacker) c.attacker = camp_name(*attacker);
    if (defender) c.defender = camp_name(*defender);
    if (viewer && attacker == viewer) c.role = "attacker";
    if (viewer && defender == viewer) c.role = "defender";
    c.outcome = outcome_words(j, attacker, defender);
    if (viewer && !c.role.empty()) {
      std::vector<std::string> ids;
      ids_at(j, "commanders", ids);
      ids_at(j, "units", ids);
      for (const auto& id : ids) {
        if (const Commander* k = s.commander(id); k && camp_of(s, *k) == viewer)
          c.own_forces.push_back(k->name);
        else if (const Unit* u = s.unit(id); u && camp_of(s, *u) == viewer)
          c.own_forces.push_back(describe(*u));
      }
    }
    out.push_back(std::move(c));
  }
  return out;
}

// ---- the camp's view

CampView camp_view(const State& s, const ViewSettings& settings, Camp camp) {
  CampView v;
  v.camp = camp;
  v.camp_id = to_string(camp);
  v.camp_name = camp_name(camp);
  v.enemy_name = camp_name(other(camp));
  v.umpired = settings.umpired;
  v.tracks = tracks_view(s);
  v.map = s.map;
  v.map_reconstructed = s.map && map_is_reconstructed(*s.map);
  v.schedule = reinforcement_schedule(s);

  std::vector<std::string> presence = presence_zones(s, camp);
  std::vector<std::string> watched = watched_zones(s, camp);
  auto sees = [&](const std::string& zone) { return !settings.umpired || listed(watched, zone); };
  if (settings.umpired) {
    v.watched_ids = watched;
    for (const auto& z : watched) v.watched.push_back(zone_name(s, z));
  }

  for (const auto& z : s.map->zones) {
    ZoneView zv = zone_base(s, z);
    zv.seen = sees(z.id);
    set_control(zv, zv.seen ? control(s, z.id) : control_without_units(s, z));
    v.zones.push_back(std::move(zv));

    Stack mine = stack_of(s, z.id, camp);
    if (!mine.empty()) v.own.push_back(stack_view(s, mine, true));
    Stack theirs = stack_of(s, z.id, other(camp));
    if (!theirs.empty() && sees(z.id)) {
      StackView e = stack_view(s, theirs, false);  // GdB 7.1: never its contents
      if (settings.umpired && !listed(presence, z.id)) e.seen_from = seen_from(s, z.id, presence);
      v.enemy.push_back(std::move(e));
    }
  }

  // Its counters off the map (GdB 8, 10, 11): waiting by group, the pool, removed.
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;
  auto add_waiting = [&](const std::string& group, const std::string& name) {
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == group; });
    if (it == groups.end()) it = groups.insert(groups.end(), {group, {}});
    it->second.push_back(name);
  };
  auto camp_of_counter = [&](Power p, std::optional<Camp> now) {
    return now ? now : (p == Power::France ? std::nullopt : start_camp(p));
  };
  int enemy_pool = 0;
  for (const auto& c : s.commanders) {
    if (camp_of_counter(c.power, camp_of(s, c)) != camp) continue;
    if (c.where == Where::Waiting) add_waiting(c.arrival, c.name);
    if (c.where == Where::Pool) v.pool.push_back(c.name);
    if (c.where == Where::Removed) v.removed.push_back(c.name);
  }
  for (const auto& u : s.units) {
    auto whose = camp_of_counter(u.power, camp_of(s, u));
    if (u.where == Where::Pool && whose == other(camp)) ++enemy_pool;
    if (whose != camp) continue;
    if (u.where == Where::Waiting) add_waiting(u.arrival, u.name);
    if (u.where == Where::Pool) v.pool.push_back(u.name);
    if (u.where == Where::Removed) v.removed.push_back(u.name);
  }
  for (const auto& [group, names] : groups) v.waiting.push_back(waiting_text(s, group, names));
  if (!settings.umpired) v.enemy_pool = enemy_pool;
  if (auto it = s.tracks.conditional_triggered.find(camp); it != s.tracks.conditional_triggered.end()) {
    bool received = s.tracks.conditional_received.count(camp) && s.tracks.conditional_received.at(camp);
    v.conditional =
        "triggered on turn " + std::to_string(it->second) + (received ? ", received" : ", not yet received");
  }
  if (auto it = s.tracks.rp_left.find(camp); it != s.tracks.rp_left.end()) v.rp_left = it->second;

  for (auto& c : combat_views(s, camp)) {
    if (settings.umpired && c.role.empty()) continue;
    v.combats.push_back(std::move(c));
  }
  return v;
}

CampView camp_view_for(const CampaignState& cs, const std::string& recipient) {
  CampView v = camp_view(state_of(cs), view_settings(cs), camp_from(recipient).value_or(Camp::Burgundy));
  v.campaign_name = cs.core.name;
  return v;
}

// ---- what a camp may not know

std::vector<std::string> forbidden_strings(const State& s, const ViewSettings& settings, Camp camp) {
  std::vector<std::string> out;
  Camp enemy = other(camp);
  for (const auto& u : s.units) {
    if (!u.on_map() || camp_of(s, u) != enemy) continue;
    out.push_back(u.id);
    out.push_back(u.name);
  }
  std::vector<std::string> watched = watched_zones(s, camp);
  std::vector<std::string> public_names;
  if (s.scenario)
    for (const auto& r : s.scenario->reinforcements) public_names.push_back(r.name);
  for (const auto& c : s.commanders) {
    if (!c.on_map() || camp_of(s, c) != enemy) continue;
    Stack st = stack_of(s, c.zone, enemy);
    bool seen = (!settings.umpired || listed(watched, c.zone)) && top_commander(st) == &c && c.is_historical;
    if (seen) continue;
    out.push_back(c.id);
    bool named = std::any_of(public_names.begin(), public_names.end(),
                             [&](const std::string& n) { return n.find(c.name) != std::string::npos; });
    if (!named) out.push_back(c.name);
  }
  return out;
}

std::vector<std::string> leaked_strings(const std::string& text, const std::vector<std::string>& forbidden) {
  auto word = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
  std::vector<std::string> out;
  for (const auto& f : forbidden) {
    if (f.empty()) continue;
    for (auto at = text.find(f); at != std::string::npos; at = text.find(f, at + 1)) {
      bool before = at > 0 && word(text[at - 1]) && word(f.front());
      bool after = at + f.size() < text.size() && word(text[at + f.size()]) && word(f.back());
      if (!before && !after) {
        out.push_back(f);
        break;
      }
    }
  }
  return out;
}

}  // namespace umpire::bourgogne
