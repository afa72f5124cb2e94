#include "1631/forces.h"

#include <algorithm>
#include <map>

#include "1631/settings.h"

namespace umpire::flammes {

std::optional<Side> side_of(const State& s, const Unit& u) { return controller(s, u.nation); }
std::optional<Side> side_of(const State& s, const Commander& c) { return controller(s, c.nation); }

std::vector<const Unit*> units_in(const State& s, const std::string& area, std::optional<Side> side,
                                  std::optional<bool> inside) {
  std::vector<const Unit*> out;
  for (const auto& u : s.units) {
    if (!u.on_map() || u.area != area) continue;
    if (inside && u.inside != *inside) continue;
    auto by = side_of(s, u);
    if (side ? by == side : true) out.push_back(&u);
  }
  return out;
}

std::vector<const Unit*> neutral_units_in(const State& s, const std::string& area) {
  std::vector<const Unit*> out;
  for (const auto& u : s.units)
    if (u.on_map() && u.area == area && !side_of(s, u)) out.push_back(&u);
  return out;
}

std::vector<const Commander*> commanders_in(const State& s, const std::string& area, std::optional<Side> side,
                                            std::optional<bool> inside) {
  std::vector<const Commander*> out;
  for (const auto& c : s.commanders) {
    if (c.dead || c.area != area) continue;
    if (inside && c.inside != *inside) continue;
    if (side ? side_of(s, c) == side : true) out.push_back(&c);
  }
  return out;
}

int count_units(const State& s, const std::string& area, Side side, std::optional<bool> inside) {
  return static_cast<int>(units_in(s, area, side, inside).size());
}

std::optional<Side> besieger(const State& s, const std::string& area) {
  auto held = owner(s, area);
  if (!held) {  // 1631 §7.5.1: a neutral city the Imperials chose to besiege
    const City* c = s.city(area);
    if (c && c->besieged_neutral && count_units(s, area, Side::Imperial, false) > 0 &&
        count_units(s, area, Side::Swedish, false) == 0)
      return Side::Imperial;
    return std::nullopt;
  }
  // While the holder's own units still stand in the field there, the area is contested, not besieged: the
  // combat (or the evasion or withdrawal before it) settles it first (1631 §7.5).
  if (count_units(s, area, other(*held), false) > 0 && count_units(s, area, *held, false) == 0) return other(*held);
  return std::nullopt;
}

int siege_difference(const State& s, const std::string& area) {
  auto by = besieger(s, area);
  if (!by) return 0;
  int inside = count_units(s, area, other(*by), true);
  if (!owner(s, area))  // 1631 §7.5.1: the neutral power's units inside are besieged
    for (const Unit* u : neutral_units_in(s, area)) inside += u->inside;
  return count_units(s, area, *by, false) - inside;
}

int city_vp(const State& s, const std::string& area) {
  const Area& a = s.map->at(area);
  if (s.tracks.magdeburg_reduced && area == s.scenario->magdeburg) return 6;  // 1631 §10.6
  return a.vp;
}

int city_sp(const State& s, const std::string& area) {
  const City* c = s.city(area);
  if (c && c->sacked) return 1;  // 1631 §7.9.2
  return s.map->at(area).sp;
}

int supply_points(const State& s, Side side) {
  int sum = 0;
  for (const auto& [area, city] : s.cities)
    if (owner(s, area) == side && !city.siege_attrition && !city.sp_withheld) sum += city_sp(s, area);
  if (side == Side::Swedish) return 12 + sum;         // 1631 §9.1.1
  int base = s.tracks.turn >= 4 ? 8 : 4;              // 1631 §9.1.1, §10.9
  if (s.tracks.panic_turn > 0) base += 4;             // 1631 §10.1
  if (s.tracks.revolte == Revolte::Fresh) base -= 4;  // 1631 §10.2
  return base + sum;
}

int strategic_vp(const State& s) {
  int vp = 0;
  for (const auto& [area, weight] : s.scenario->strategic_weight)
    vp += weight * std::max(0, count_units(s, area, Side::Swedish) - count_units(s, area, Side::Imperial));
  return vp;
}

int swedish_vp(const State& s, bool final_scoring) {
  int vp = 0;
  for (const auto& [area, city] : s.cities)
    if (owner(s, area) == Side::Swedish) vp += city_vp(s, area);
  vp += strategic_vp(s);
  if (s.tracks.revolte == Revolte::Fresh) vp += 10;  // 1631 §10.2
  if (final_scoring)                                 // 1631 §9.4.2: every step on the map
    for (const auto& u : s.units)
      if (u.on_map()) {
        if (u.nation == Nation::Swedish || u.nation == Nation::Saxon)
          vp += u.steps;
        else
          vp -= u.steps;
      }
  return vp;
}

std::string describe(const Unit& u) {
  return std::string(words(u.nation)) + " " + words(u.arm) + (u.fresh() ? " (Fresh)" : " (Spent)");
}

std::string unit_list(const State& s, const std::vector<std::string>& ids) {
  std::map<std::string, int> counts;
  std::vector<std::string> order;
  for (const auto& id : ids) {
    const Unit* u = s.unit(id);
    std::string k = u ? describe(*u) : id;
    if (!counts[k]++) order.push_back(k);
  }
  std::string out;
  for (const auto& k : order) out += (out.empty() ? "" : ", ") + std::to_string(counts[k]) + " " + k;
  return out.empty() ? "no units" : out;
}

}  // namespace umpire::flammes

namespace umpire::flammes {

void make_spent(State& s, Commander& c) {
  c.fresh = false;
  c.spent_at = s.tracks.serial;
}

bool lose_step(Unit& u) {
  if (u.steps <= 0) return false;
  if (--u.steps > 0) return false;
  u.where = Where::Pool;  // 1631 §7.7: destroyed units go to the recruit pool
  u.area.clear();
  u.inside = false;
  return true;
}

bool artillery_non_combat(const CampaignState& cs) { return setting_on(cs, "losses.artillery_non_combat"); }

Event artillery_spared(const std::string& what, int steps, const std::string& rule) {
  return {what + ": " + std::to_string(steps) + (steps == 1 ? " step loss is" : " step losses are") +
              " not taken: only artillery is left to take them",
          rule + " (setting \"losses.artillery_non_combat\" off)"};
}

void capture_city(State& s, const std::string& area, Side side, bool sacked, std::vector<Event>& events) {
  City& city = s.city_mut(area);
  const std::string& name = s.map->at(area).name;
  int vp_before = swedish_vp(s);
  city.marker = side == Side::Swedish ? Marker::Swedish : Marker::Imperial;
  city.sacked = city.sacked || sacked;
  city.siege_attrition = false;
  city.siege_pool = 0;
  city.besieged_neutral = false;
  city.kept_pool = -1;
  city.sp_withheld = false;  // 1631 §7.11: the capturer's SP count at once
  // Units of the loser inside are gone by now; the winner's step out of the field into their city.
  events.push_back({name + " is taken by the " + words(side) + (sacked ? ", and sacked" : ""), "1631 §7.11"});
  if (side == Side::Imperial && area == s.scenario->magdeburg && !s.tracks.magdeburg_reduced) {
    s.tracks.magdeburg_reduced = true;
    events.push_back({"Magdeburg is worth 6 VP for the rest of the game", "1631 §10.6"});
  }
  if (side == Side::Swedish && area == s.scenario->frankfurt && s.tracks.panic_turn == 0) {
    s.tracks.panic_turn = s.tracks.turn;
    events.push_back(
        {"Habsburg Panic: the Imperial SP rise by 4 for good, and the Swedes have the initiative next turn",
         "1631 §10.1"});
  }
  int vp_after = swedish_vp(s);
  events.push_back({"Swedish VP " + std::to_string(vp_before) + " → " + std::to_string(vp_after) + "; SP: Swedes " +
                        std::to_string(supply_points(s, Side::Swedish)) + ", Imperials " +
                        std::to_string(supply_points(s, Side::Imperial)),
                    "1631 §7.11"});
}

Outcome outcome_of(const CampaignState& cs, State s, std::vector<Event> events) {
  update_sieges(s, events, setting_on(cs, "sieges.sp_back_at_once"));
  settle_siege_pools(s, setting_on(cs, "sieges.new_pool"), events);
  return {with_state(cs, std::move(s)), std::move(events)};
}

void settle_siege_pools(State& s, bool new_pool, std::vector<Event>& events) {
  for (auto& [area, city] : s.cities) {
    if (!city.siege_attrition || city.kept_pool < 0) continue;
    if (!new_pool && city.siege_pool != city.kept_pool) {
      city.siege_pool = city.kept_pool;
      events.push_back({s.map->at(area).name +
                            "'s siege attrition resumes with the pool it had left: " + std::to_string(city.siege_pool),
                        "1631 §9.2.1 (setting \"sieges.new_pool\")"});
    }
    city.kept_pool = -1;
  }
}

void return_withheld_sp(State& s, std::vector<Event>& events) {
  for (auto& [area, city] : s.cities) {
    if (!city.sp_withheld) continue;
    city.sp_withheld = false;
    events.push_back({s.map->at(area).name + "'s SP return to its owner's marker, the siege attrition there being over",
                      "1631 §9.1.1, §9.2.1 (setting \"sieges.sp_back_at_once\" off)"});
  }
}

void update_sieges(State& s, std::vector<Event>& events, bool sp_back_at_once) {
  for (auto& [area, city] : s.cities) {
    // 1631 §7.5.1: the siege of a neutral city ends when its power allies or the Imperials leave the field there.
    if (city.besieged_neutral && (owner(s, area) || count_units(s, area, Side::Imperial, false) == 0)) {
      city.besieged_neutral = false;
      events.push_back({"The Imperial siege of the neutral city of " + s.map->at(area).name + " ends", "1631 §7.5.1"});
    }
    if (city.kept_pool >= 0 && !besieger(s, area)) city.kept_pool = -1;  // the siege itself is over
    bool under = siege_difference(s, area) >= 3;
    if (under == city.siege_attrition) continue;
    const std::string& name = s.map->at(area).name;
    city.siege_attrition = under;
    if (under) {
      city.sp_withheld = false;  // lost again with the siege attrition (1631 §9.2.1)
      city.siege_pool = 2 * city_sp(s, area);
      events.push_back({name + " is under siege attrition: its " + std::to_string(city_sp(s, area)) +
                            (owner(s, area) ? " SP leave its owner's marker" : " SP are nobody's (a neutral city)") +
                            ", and its siege pool is " + std::to_string(city.siege_pool),
                        "1631 §9.2.1"});
    } else {
      // 1631 §9.2.1: the SP come back at once (supply_points reads the city as it is now), or with the
      // setting "sieges.sp_back_at_once" off at the next supply phase's SP step (City::sp_withheld).
      if (besieger(s, area)) city.kept_pool = city.siege_pool;  // for the setting "sieges.new_pool"
      city.siege_pool = 0;
      if (sp_back_at_once) {
        events.push_back(
            {name + " is no longer under siege attrition: its SP return and its pool is removed", "1631 §9.2.1"});
      } else {
        city.sp_withheld = owner(s, area).has_value() && city_sp(s, area) > 0;
        events.push_back({name + " is no longer under siege attrition: its pool is removed" +
                              (city.sp_withheld ? "; its SP return at the next supply phase" : ""),
                          "1631 §9.2.1 (setting \"sieges.sp_back_at_once\" off)"});
      }
    }
  }
}

}  // namespace umpire::flammes
