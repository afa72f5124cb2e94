#include "1631/reserves.h"

#include <algorithm>

#include "1631/forces.h"
#include "1631/settings.h"
#include "1631/supply.h"

namespace umpire::flammes {

std::vector<const Unit*> due_at(const State& s, int box) {
  std::vector<const Unit*> out;
  for (const auto& u : s.units)
    if (u.where == Where::Track && u.box <= box) out.push_back(&u);
  return out;
}

namespace {

// 1631 §11 (the turn track): where the Imperial side's scheduled reserves arrive.
std::string reserve_area(const State& s, int box) {
  if (box == 3) return "niedersachsen";
  if (box == 7) return s.scenario->revolte_area;  // Franken
  return "";
}

// 1631 §9.3: the Saxon cities, without those the Imperials hold unless `held_too` (the setting
// "reserves.saxon_recruits_free_cities" off).
std::vector<std::string> saxon_cities(const State& s, bool held_too) {
  std::vector<std::string> out;
  for (const auto& a : s.map->areas)
    if (a.has_city() && a.allegiance == Allegiance::Saxony && (held_too || owner(s, a.id) != Side::Imperial))
      out.push_back(a.id);
  return out;
}

}  // namespace

std::vector<std::string> placements(const State& s, const Unit& u, bool saxons_without_arnim, bool free_cities) {
  std::vector<std::string> out;
  if (!u.recruit) {  // a scheduled reserve (1631 §11)
    if (u.nation == Nation::Saxon) {
      const Commander* arnim = s.commander("arnim");
      if (arnim && !arnim->dead) return {arnim->area};
      if (!saxons_without_arnim) return {};
      return saxon_cities(s, !free_cities);  // 1631 §9.3: where Saxon recruits go
    }
    std::string area = reserve_area(s, u.box);
    if (!area.empty() && s.map->area(area)) return {area};
  }
  if (u.nation == Nation::Saxon) return saxon_cities(s, !free_cities);
  if (u.nation == Nation::Swedish) {
    for (const auto& a : s.map->areas)
      if (a.port && a.has_city() && s.city(a.id)->marker == Marker::Swedish) out.push_back(a.id);
    return out;
  }
  for (const auto& a : s.map->areas)
    if (a.strategic()) out.push_back(a.id);
  return out;
}

void withdraw_saxon_reserves(State& s, int box, std::vector<Event>& events) {
  if (!s.tracks.saxony_allied) return;
  std::vector<std::string> ids;
  for (auto& u : s.units)
    if (u.where == Where::Track && !u.recruit && u.nation == Nation::Saxon && u.box > box) {
      u.where = Where::Pool, u.steps = 0, u.box = 0;
      ids.push_back(u.id);
    }
  if (!ids.empty())
    events.push_back({"Saxony is allied: its reserves due later (" + std::to_string(ids.size()) +
                          ") go to the recruit pool, to be recruited and paid for",
                      "1631 §10.8"});
}

namespace {

struct ReservesArgs {
  Json place = Json::object();
};

std::vector<Reason> check_reserves(const CampaignState& cs, const ReservesArgs& a) {
  const State& s = state_of(cs);
  if (auto r = check_supply_at(s, "S3"); !r.empty()) return r;
  if (!a.place.is_object()) return {{"", "place is an object: unit → area"}};
  auto due = due_at(s, s.tracks.turn);
  for (const auto& [id, area] : a.place.items()) {
    auto it = std::find_if(due.begin(), due.end(), [&](const Unit* u) { return u->id == id; });
    if (it == due.end()) return {{"1631 §9.3", "\"" + id + "\" is not a reserve or recruit due at this supply box"}};
    if (!area.is_string()) return {{"", "the place of \"" + id + "\" is an area id"}};
    auto legal = placements(s, **it, setting_on(cs, "reserves.saxons_without_arnim"),
                            setting_on(cs, "reserves.saxon_recruits_free_cities"));
    if (std::find(legal.begin(), legal.end(), area.get<std::string>()) == legal.end())
      return {{(*it)->recruit ? "1631 §9.3" : "1631 §9.3, §11", (*it)->name + " may not be placed in \"" +
                                                                    area.get<std::string>() + "\"" +
                                                                    (legal.empty() ? ": it has no legal place" : "")}};
  }
  return {};
}

Outcome place_reserves(const CampaignState& cs, const ReservesArgs& a, Dice&) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<Event> events;
  bool wait = setting_on(cs, "reserves.wait");
  std::vector<std::string> ids;
  for (const Unit* u : due_at(s, s.tracks.turn)) ids.push_back(u->id);
  for (const auto& id : ids) {
    Unit& u = s.unit_mut(id);
    auto legal = placements(s, u, setting_on(cs, "reserves.saxons_without_arnim"),
                            setting_on(cs, "reserves.saxon_recruits_free_cities"));
    const char* rule = u.recruit ? "1631 §9.3" : "1631 §9.3, §11";
    if (legal.empty()) {
      if (wait) {
        u.box = s.tracks.turn + 1;
        events.push_back({u.name + " has no legal place and waits for the next supply phase",
                          std::string(rule) + " (setting \"reserves.wait\")"});
      } else {
        u.where = Where::Pool, u.steps = 0, u.box = 0, u.recruit = false;
        events.push_back({u.name + " has no legal place and goes to the recruit pool",
                          std::string(rule) + " (setting \"reserves.wait\")"});
      }
      continue;
    }
    std::string area = a.place.contains(id) ? a.place[id].get<std::string>() : legal.front();
    bool was_recruit = u.recruit;
    // 1631 §9.3: recruits arrive Fresh, or Spent (setting "reserves.recruits_fresh"); reserves Fresh.
    bool spent = was_recruit && !setting_on(cs, "reserves.recruits_fresh");
    u.where = Where::Map, u.area = area, u.steps = spent ? 1 : 2, u.box = 0, u.recruit = false;
    // 1631 §9.3: a Swedish recruit may land in its besieged port: inside the city.
    u.inside = s.map->at(area).has_city() && besieger(s, area) == other(side_of(s, u).value_or(Side::Swedish)) &&
               owner(s, area) == side_of(s, u);
    events.push_back({u.name + (was_recruit ? " (recruited) arrives in " : " (reserve) arrives in ") +
                          s.map->at(area).name + (u.inside ? ", inside the city" : "") +
                          (spent ? ", Spent (setting \"reserves.recruits_fresh\")" : ""),
                      rule});
  }
  if (ids.empty()) events.push_back({"No reserves or recruits are due at this supply box", "1631 §9.3"});
  p.step = "S4";
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

}  // namespace

std::vector<CommandDef> reserve_commands() {
  return {define<ReservesArgs>(
      {.name = "1631.reserves",
       .summary = "Place the reserves due at this supply box and last phase's recruits (1631 §9.3, §10.8, §11)",
       .args = ArgsOf<ReservesArgs>().field(
           &ReservesArgs::place,
           arg::object("place",
                       "where each unit due goes, {unit: area}, where it has a choice (default: the first "
                       "legal place)")
               .or_else(Json::object())),
       .check = check_reserves,
       .apply = place_reserves})};
}

}  // namespace umpire::flammes
