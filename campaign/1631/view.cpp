#include "1631/view.h"

#include <algorithm>
#include <functional>
#include <set>

#include "1631/forces.h"
#include "1631/settings.h"
#include "1631/turn.h"

namespace umpire::flammes {

ViewSettings view_settings(const CampaignState& cs) {
  ViewSettings v;
  v.umpired = setting(cs, "knowledge") == 1;
  v.english = setting(cs, "labels.names") == 0;
  v.strong = setting(cs, "knowledge.strong");
  v.garrisons_watch = setting_on(cs, "knowledge.garrisons_watch");
  return v;
}

std::string area_name(const State& s, const std::string& area, bool english) {
  return s.map->area(area) ? s.map->display(area, english) : area;
}

std::string region_name(const State& s, const std::string& region, bool english) {
  const Region* r = s.map->region(region);
  if (!r) return "";
  return english || r->name_de.empty() ? r->name : r->name_de;
}

std::string marker_words(Marker m) {
  switch (m) {
    case Marker::Swedish: return "Swedish";
    case Marker::Imperial: return "Imperial";
    case Marker::PrintedSaxon: return "Saxon (printed)";
    case Marker::PrintedBrandenburg: return "Brandenburg (printed)";
    case Marker::None: break;
  }
  return "none";
}

std::vector<std::string> ravaged_regions(const State& s, bool english) {
  std::vector<std::string> out;
  for (const auto& r : s.map->regions) {
    auto it = s.ravaged.find(r.id);
    int level = it == s.ravaged.end() ? 0 : it->second;
    if (level > 0) out.push_back(region_name(s, r.id, english) + (level > 1 ? " (Ravaged ×2)" : " (Ravaged)"));
  }
  return out;
}

namespace {

std::string revolte_words(const Tracks& t) {
  switch (t.revolte) {
    case Revolte::OnTrack: return "on the turn track at S" + std::to_string(t.revolte_box);
    case Revolte::Fresh: return "Fresh, since turn " + std::to_string(t.revolte_turn);
    case Revolte::Spent: return "Spent, since turn " + std::to_string(t.revolte_turn);
    case Revolte::Removed: return "removed";
  }
  return "";
}

std::string phase_words(const State& s) {
  switch (s.tracks.phase) {
    case Phase::Initiative: return "initiative";
    case Phase::Supply: return "supply phase";
    case Phase::Over: return "the game is over";
    case Phase::Campaign: break;
  }
  auto who = acting_side(s);
  int k = s.action.is_null() ? s.tracks.action + 1 : s.tracks.action;
  return "campaign phase, action " + std::to_string(std::min(k, kActionsPerTurn)) + " of " +
         std::to_string(kActionsPerTurn) + (who ? std::string(" (the ") + words(*who) + ")" : std::string());
}

}  // namespace

TracksView tracks_view(const State& s) {
  TracksView t;
  const Tracks& k = s.tracks;
  t.turn = k.turn;
  t.last_turn = s.scenario ? s.scenario->last_turn : 10;
  t.winter = s.winter();
  t.phase = phase_words(s);
  bool decided = k.initiative_rolled || k.phase != Phase::Initiative;
  t.initiative = decided ? words(k.initiative) : "not yet decided";
  t.vp = swedish_vp(s);
  t.sp_swedes = supply_points(s, Side::Swedish);
  t.sp_imperials = supply_points(s, Side::Imperial);
  t.diplomacy = k.diplomacy;
  t.brandenburg_allied = k.brandenburg_allied;
  t.saxony_allied = k.saxony_allied;
  t.panic_turn = k.panic_turn;
  t.revolte = revolte_words(k);
  t.magdeburg_reduced = k.magdeburg_reduced;
  t.vp_history = k.vp_history;
  t.result = k.result;
  return t;
}

std::vector<std::string> presence_areas(const State& s, Side side, bool garrisons_watch) {
  std::set<std::string> here;
  for (const auto& u : s.units)
    if (u.on_map() && side_of(s, u) == side) here.insert(u.area);
  for (const auto& [area, city] : s.cities)
    if (besieger(s, area) == side || (garrisons_watch && owner(s, area) == side)) here.insert(area);
  std::vector<std::string> out;
  for (const auto& a : s.map->areas)
    if (here.count(a.id)) out.push_back(a.id);
  return out;
}

std::vector<std::string> watched_areas(const State& s, Side side, bool garrisons_watch) {
  std::set<std::string> seen;
  for (const auto& a : presence_areas(s, side, garrisons_watch)) {
    seen.insert(a);
    for (const auto& n : s.map->neighbours(a)) seen.insert(n);
  }
  std::vector<std::string> out;
  for (const auto& a : s.map->areas)
    if (seen.count(a.id)) out.push_back(a.id);
  return out;
}

namespace {

UnitView unit_view(const Unit& u) { return UnitView{u.name, u.nation, u.arm, u.fresh()}; }

CommanderView commander_view(const Commander& c, bool state_known) {
  return state_known ? CommanderView{c.name, true, c.fresh, c.skill()} : CommanderView{c.name, false, true, 0};
}

// The party a unit or commander belongs to, in words.
std::string party_of(std::optional<Side> side) { return side ? words(*side) : "Saxons (neutral)"; }

// Every party's forces in each area, exactly.
struct Gathered {
  std::vector<ForceView> forces;
  ForceView& at(const State& s, const std::string& area, const std::string& party, bool english) {
    for (auto& f : forces)
      if (f.area_id == area && f.party == party) return f;
    ForceView f;
    f.area_id = area;
    f.area = area_name(s, area, english);
    f.region = region_name(s, s.map->at(area).region, english);
    f.party = party;
    forces.push_back(std::move(f));
    return forces.back();
  }
};

Gathered gather(const State& s, bool english, const std::function<bool(std::optional<Side>)>& whose) {
  Gathered g;
  for (const auto& u : s.units) {
    if (!u.on_map() || !whose(side_of(s, u))) continue;
    ForceView& f = g.at(s, u.area, party_of(side_of(s, u)), english);
    (u.inside ? f.inside : f.field).push_back(unit_view(u));
  }
  for (const auto& c : s.commanders) {
    if (c.dead || !s.map->area(c.area) || !whose(side_of(s, c))) continue;
    ForceView& f = g.at(s, c.area, party_of(side_of(s, c)), english);
    (c.inside ? f.inside_commanders : f.commanders).push_back(commander_view(c, true));
  }
  // Map order, then the party.
  std::stable_sort(g.forces.begin(), g.forces.end(), [&](const ForceView& a, const ForceView& b) {
    int ia = s.map->area_ix(a.area_id), ib = s.map->area_ix(b.area_id);
    return ia != ib ? ia < ib : a.party < b.party;
  });
  return g;
}

// The neighbour of `area` the viewer sees it from (the first in map order).
std::string seen_from(const State& s, const std::string& area, const std::vector<std::string>& presence, bool english) {
  for (const auto& p : presence) {
    auto n = s.map->neighbours(p);
    if (std::find(n.begin(), n.end(), area) != n.end()) return area_name(s, p, english);
  }
  return "";
}

// 1631 §9.3: the units on the turn track, by supply box.
std::vector<ReserveView> reserves_of(const State& s, Side side) {
  std::vector<ReserveView> out;
  for (const auto& u : s.units) {
    if (u.where != Where::Track || controller(s, u.nation) != side) continue;
    auto it = std::find_if(out.begin(), out.end(), [&](const ReserveView& r) { return r.box == u.box; });
    if (it == out.end()) it = out.insert(out.end(), ReserveView{u.box, {}});
    it->units.push_back(unit_view(u));
  }
  std::stable_sort(out.begin(), out.end(), [](const ReserveView& a, const ReserveView& b) { return a.box < b.box; });
  return out;
}

int pool_of(const State& s, Side side) {
  int n = 0;
  for (const auto& u : s.units) n += u.where == Where::Pool && controller(s, u.nation) == side;
  return n;
}

}  // namespace

// ---- combats

namespace {

std::string text_at(const Json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

std::optional<Side> side_at(const Json& j, const char* key) {
  std::string v = text_at(j, key);
  if (v == "swedish") return Side::Swedish;
  if (v == "imperial") return Side::Imperial;
  return std::nullopt;
}

std::string situation_words(const std::string& s) {
  if (s == "battle") return "Battle";
  if (s == "river_assault") return "River assault";
  if (s == "siege_assault") return "Siege assault";
  if (s == "siege") return "Siege";
  return s;
}

// The names of the units and commanders a record lists by id.
std::vector<std::string> names_at(const State& s, const Json& j, const char* units, const char* commanders) {
  std::vector<std::string> out;
  for (const char* key : {commanders, units}) {
    if (!j.contains(key) || !j[key].is_array()) continue;
    for (const auto& id : j[key]) {
      if (!id.is_string()) continue;
      const std::string& x = id.get_ref<const std::string&>();
      if (const Commander* c = s.commander(x)) out.push_back(c->name);
      else if (const Unit* u = s.unit(x)) out.push_back(u->name);
    }
  }
  return out;
}

}  // namespace

std::vector<CombatView> combat_views(const State& s, bool english, std::optional<Side> viewer, bool names) {
  std::vector<CombatView> out;
  if (!s.combats.is_array()) return out;
  for (const auto& j : s.combats) {
    if (!j.is_object()) continue;
    CombatView c;
    c.area_id = text_at(j, "area");
    if (!s.map->area(c.area_id)) continue;  // nothing to place it by
    c.place = area_name(s, c.area_id, english);
    if (j.contains("turn") && j["turn"].is_number_integer()) c.turn = j["turn"].get<int>();
    c.situation = situation_words(text_at(j, "situation"));
    c.status = text_at(j, "status");
    auto attacker = side_at(j, "attacker");
    auto defender = side_at(j, "defender");
    // 1631 §7.5.1: a neutral power's city or units defending: neither side is the defender.
    std::string neutral = text_at(j, "defender_name");
    if (attacker && !defender && neutral.empty()) defender = other(*attacker);
    if (attacker) c.attacker = words(*attacker);
    if (defender) c.defender = words(*defender);
    if (!neutral.empty()) c.defender = neutral;
    if (viewer && attacker == viewer) c.role = "attacker";
    if (viewer && defender == viewer) c.role = "defender";
    std::string winner = text_at(j, "winner");
    if (auto w = side_at(j, "winner")) c.winner = words(*w);
    else if (winner == "attacker" || winner == "defender") c.winner = winner == "attacker" ? c.attacker : c.defender;
    c.captured = j.contains("captured") && j["captured"].is_boolean() && j["captured"].get<bool>();
    c.sacked = j.contains("sacked") && j["sacked"].is_boolean() && j["sacked"].get<bool>();
    if (names) {
      c.attacking = names_at(s, j, "attacking_units", "attacking_commanders");
      c.defending = names_at(s, j, "defending_units", "defending_commanders");
    }
    out.push_back(std::move(c));
  }
  return out;
}

// ---- the side's view

CityView public_city(const State& s, const std::string& area, bool english) {
  const Area& a = s.map->at(area);
  const City* city = s.city(area);
  CityView c;
  c.area_id = a.id;
  c.name = area_name(s, a.id, english);
  c.kind = words(a.kind);
  c.vp = city_vp(s, a.id);
  c.sp = city_sp(s, a.id);
  c.marker = marker_words(city ? city->marker : Marker::None);
  c.sacked = city && city->sacked;
  return c;
}

SideView view(const State& s, const ViewSettings& settings, Side side) {
  const bool en = settings.english;
  SideView v;
  v.side = side;
  v.side_id = to_string(side);
  v.side_name = words(side);
  v.umpired = settings.umpired;
  v.strong = settings.strong;
  v.garrisons_watch = settings.garrisons_watch;
  v.tracks = tracks_view(s);
  v.map = s.map;
  v.english = en;

  // Its own forces, exactly (1631 §2.1).
  v.own = gather(s, en, [&](std::optional<Side> p) { return p == side; }).forces;

  // The others: the enemy and a neutral power's units.
  std::vector<ForceView> others = gather(s, en, [&](std::optional<Side> p) { return p != side; }).forces;
  std::vector<std::string> presence = presence_areas(s, side, settings.garrisons_watch);
  std::vector<std::string> watched = watched_areas(s, side, settings.garrisons_watch);
  auto has = [](const std::vector<std::string>& xs, const std::string& x) {
    return std::find(xs.begin(), xs.end(), x) != xs.end();
  };
  if (!settings.umpired) {
    v.others = std::move(others);
  } else {
    for (const auto& a : watched) v.watched.push_back(area_name(s, a, en));
    v.watched_ids = watched;
    for (auto& f : others) {
      // Inside a city: its marker only, whoever stands at the gates.
      f.inside.clear();
      f.inside_commanders.clear();
      if (f.field.empty() && f.commanders.empty()) continue;
      if (has(presence, f.area_id)) {
        v.others.push_back(std::move(f));  // in contact: every unit as it is
      } else if (has(watched, f.area_id)) {
        ForceView far = f;
        far.exact = false;
        far.strength = static_cast<int>(f.field.size()) >= settings.strong ? "strong" : "weak";
        far.field.clear();
        far.commanders.clear();
        for (const auto& c : f.commanders) far.commanders.push_back(CommanderView{c.name, false, true, 0});
        far.seen_from = seen_from(s, f.area_id, presence, en);
        v.others.push_back(std::move(far));
      }
    }
  }

  // Cities: markers are public (1631 §3.1); a siege is known where the viewer
  // sees the besiegers; its attrition where the city is the viewer's or it
  // besieges it (the viewer's SP marker moves, 1631 §9.2.1), even where a
  // garrison marker alone holds the city.
  for (const auto& a : s.map->areas) {
    const City* city = s.city(a.id);
    if (!city) continue;
    auto held = owner(s, a.id);
    bool ours = held == side;
    if (city->marker == Marker::None && !ours) continue;
    CityView c = public_city(s, a.id, en);
    c.ours = ours;
    auto by = besieger(s, a.id);
    if (by && (!settings.umpired || has(watched, a.id))) c.besieged_by = words(*by);
    if (!settings.umpired || ours || by == side) {
      c.siege_attrition = city->siege_attrition;
      c.siege_pool = city->siege_pool;
    }
    v.cities.push_back(std::move(c));
  }
  v.ravaged = ravaged_regions(s, en);
  v.reserves = reserves_of(s, side);
  v.pool = pool_of(s, side);
  if (!settings.umpired) {
    v.enemy_reserves = reserves_of(s, other(side));
    v.enemy_pool = pool_of(s, other(side));
  }

  // Its combats; in the open game every combat.
  for (auto& c : combat_views(s, en, side, true)) {
    bool took_part = !c.role.empty() || (c.attacker.empty() && has(presence, c.area_id));
    if (settings.umpired && !took_part) continue;
    v.combats.push_back(std::move(c));
  }
  return v;
}

SideView side_view(const CampaignState& cs, const std::string& recipient) {
  const auto& s = state_of(cs);
  SideView v = view(s, view_settings(cs), recipient == "imperial" ? Side::Imperial : Side::Swedish);
  v.campaign_name = cs.core.name;
  return v;
}

}  // namespace umpire::flammes
