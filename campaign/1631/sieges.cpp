#include "1631/sieges.h"

#include <algorithm>

#include "1631/forces.h"
#include "1631/march.h"
#include "1631/movement_rules.h"
#include "1631/settings.h"
#include "1631/supply.h"

namespace umpire::flammes {

namespace {

bool listed(const std::vector<std::string>& list, const std::string& id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

std::string area_name(const State& s, const std::string& area) { return s.map->at(area).name; }

// The besieged inside `area`: the holder's units and commanders inside its city, or in a neutral city the
// Imperials besiege, the neutral power's (1631 §7.5.1: they are the besieged, fed and tested like any garrison).
bool besieged_here(const State& s, const std::string& area, std::optional<Side> by) {
  auto held = owner(s, area);
  return held ? by == held : !by;
}

}  // namespace

std::vector<const Unit*> besieged_units(const State& s, const std::string& area) {
  std::vector<const Unit*> out;
  for (const Unit* u : units_in(s, area, std::nullopt, true))
    if (besieged_here(s, area, side_of(s, *u))) out.push_back(u);
  return out;
}

std::vector<const Commander*> besieged_commanders(const State& s, const std::string& area) {
  std::vector<const Commander*> out;
  for (const Commander* c : commanders_in(s, area, std::nullopt, true))
    if (besieged_here(s, area, side_of(s, *c))) out.push_back(c);
  return out;
}

SurrenderTerms surrender_terms(const State& s, const std::string& area, const std::vector<std::string>& chosen) {
  SurrenderTerms t;
  t.area = area;
  // A neutral city the Imperials besiege (1631 §7.5.1) has no holder: its besiegers are the Imperials.
  t.held_by = owner(s, area).value_or(Side::Swedish);
  const City& city = *s.city(area);
  auto inside = besieged_units(s, area);
  for (const Unit* u : inside) t.garrison.push_back(u->id);
  int n = static_cast<int>(inside.size());
  int fed = std::min(city.siege_pool, n);  // 1631 §9.2.1
  t.pool_after = std::max(0, city.siege_pool - n);
  if (!chosen.empty()) {
    t.supplied = chosen;
  } else {  // Spent units first: an unsupplied Spent unit counts against the garrison, a Fresh one only tires
    std::vector<const Unit*> order = inside;
    std::stable_sort(order.begin(), order.end(), [](const Unit* a, const Unit* b) { return a->steps < b->steps; });
    for (int i = 0; i < fed; ++i) t.supplied.push_back(order[i]->id);
  }
  for (const Unit* u : inside) {
    if (listed(t.supplied, u->id)) continue;
    if (u->fresh())
      t.step_losses.push_back(u->id);
    else
      ++t.would_be_destroyed;  // 1631 §9.2.1: never destroyed by want of supply
  }
  for (const Unit* u : units_in(s, area, other(t.held_by), false)) t.artillery += u->arm == Arm::Artillery;
  t.fortress = s.map->at(area).kind == AreaKind::Fortress;
  return t;
}

std::vector<Reason> check_supplied_choice(const State& s, const std::string& area,
                                          const std::vector<std::string>& chosen) {
  if (chosen.empty()) return {};
  auto inside = besieged_units(s, area);
  int fed = std::min(s.city(area)->siege_pool, static_cast<int>(inside.size()));
  if (static_cast<int>(chosen.size()) != fed)
    return {{"1631 §9.2.1", "the siege pool of " + area_name(s, area) + " feeds " + std::to_string(fed) +
                                " units; the choice names " + std::to_string(chosen.size())}};
  for (const auto& id : chosen) {
    bool in = std::any_of(inside.begin(), inside.end(), [&](const Unit* u) { return u->id == id; });
    if (!in) return {{"1631 §9.2.1", "\"" + id + "\" is not besieged in " + area_name(s, area)}};
    if (std::count(chosen.begin(), chosen.end(), id) > 1) return {{"", "\"" + id + "\" is named twice"}};
  }
  return {};
}

std::string modifier_words(const SurrenderTerms& t) {
  std::string out;
  auto add = [&](int v, const std::string& what) {
    if (v == 0) return;
    out += (v > 0 ? " + " : " - ") + std::to_string(v > 0 ? v : -v) + " (" + what + ")";
  };
  add(static_cast<int>(t.supplied.size()), "supplied");
  add(-t.would_be_destroyed, "would have been destroyed");
  add(-t.artillery, "besiegers' artillery");
  add(t.fortress ? 1 : 0, "Fortress");
  return out;
}

namespace {

struct SiegeArgs {
  std::string city;
  std::vector<std::string> supplied, refresh;
};

struct EvadeArgs {
  std::vector<std::string> path, losses;
  Json drop = Json::object();  // unit or commander -> an area of the path where it stays (1631 §7.3)
};

std::vector<Reason> check_siege(const CampaignState& cs, const SiegeArgs& a) {
  const State& s = state_of(cs);
  if (auto r = check_supply_at(s, "S2"); !r.empty()) return r;
  SupplyStep p = supply_step(s);
  if (!p.evading.empty()) return {{"1631 §9.2.2", "the garrison of " + area_name(s, p.evading) + " must evade first"}};
  if (!listed(p.sieges, a.city)) {
    if (!s.map->area(a.city)) return {{"", "there is no area \"" + a.city + "\""}};
    return {{"1631 §9.2", area_name(s, a.city) + " is not a siege under attrition still to resolve this phase"}};
  }
  if (auto r = check_supplied_choice(s, a.city, a.supplied); !r.empty()) return r;
  Side besiegers = other(owner(s, a.city).value_or(Side::Swedish));
  for (const auto& id : a.refresh) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map() || u->area != a.city || u->inside || side_of(s, *u) != besiegers || u->fresh())
      return {{"1631 §7.9.2", "\"" + id + "\" is not a Spent unit of the besiegers of " + area_name(s, a.city)}};
  }
  return {};
}

void destroy_garrison(State& s, const std::string& area, std::vector<Event>& events) {
  std::vector<std::string> lost;
  for (const Unit* u : besieged_units(s, area)) lost.push_back(u->id);
  for (const auto& id : lost) {
    Unit& u = s.unit_mut(id);
    u.steps = 1;
    lose_step(u);
  }
  if (!lost.empty())
    events.push_back({"The garrison of " + area_name(s, area) + " is destroyed: " + std::to_string(lost.size()) +
                          (lost.size() == 1 ? " unit" : " units"),
                      "1631 §9.2.2"});
  std::vector<std::string> killed;
  for (const Commander* c : besieged_commanders(s, area)) killed.push_back(c->id);
  for (auto& c : s.commanders)
    if (listed(killed, c.id)) {
      c.dead = true;
      events.push_back({c.name + " is killed in " + area_name(s, area) +
                            (c.id == "gustav" ? ": the Imperials win by his death (1631 §9.4.2)" : ""),
                        "1631 §9.2.2"});
    }
}

// 1631 §7.9.2: a sacked city lets the victors refresh as many Spent units as it gave SP.
void sack_refresh(State& s, const CampaignState& cs, const std::string& area, Side side, int sp,
                  const std::vector<std::string>& chosen, std::vector<Event>& events) {
  if (!setting_on(cs, "sieges.sack_refresh")) return;
  std::vector<std::string> ids = chosen;
  if (ids.empty())
    for (const Unit* u : units_in(s, area, side, false))
      if (!u->fresh()) ids.push_back(u->id);
  if (static_cast<int>(ids.size()) > sp) ids.resize(sp);
  for (const auto& id : ids) s.unit_mut(id).steps = 2;
  if (!ids.empty())
    events.push_back({"The sack refreshes " + unit_list(s, ids), "1631 §7.9.2 (setting \"sieges.sack_refresh\")"});
}

void finish_siege(SupplyStep& p, const std::string& area, std::vector<Event>& events) {
  p.sieges.erase(std::remove(p.sieges.begin(), p.sieges.end(), area), p.sieges.end());
  if (p.sieges.empty() && p.evading.empty()) {
    p.step = "S3";
    events.push_back({"The sieges are resolved: reserves and recruits next", "1631 §9.3"});
  }
}

Outcome resolve_siege(const CampaignState& cs, const SiegeArgs& a, Dice& dice) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<Event> events;
  const std::string name = area_name(s, a.city);
  SurrenderTerms t = surrender_terms(s, a.city, a.supplied);
  City& city = s.city_mut(a.city);
  int pool_before = city.siege_pool;
  city.siege_pool = t.pool_after;
  if (t.garrison.empty())
    events.push_back({name + ": no unit is besieged inside; the city tests for surrender", "1631 §9.2.2"});
  else
    events.push_back({name + ": the siege pool feeds " + std::to_string(t.supplied.size()) + " of " +
                          std::to_string(t.garrison.size()) + " besieged units (pool " + std::to_string(pool_before) +
                          " → " + std::to_string(t.pool_after) + ")",
                      "1631 §9.2.1"});
  for (const auto& id : t.step_losses) {
    lose_step(s.unit_mut(id));
    events.push_back({s.unit(id)->name + " is unsupplied and becomes Spent", "1631 §9.2.1"});
  }
  if (t.would_be_destroyed > 0)
    events.push_back(
        {std::to_string(t.would_be_destroyed) + " unsupplied Spent unit(s) would have been destroyed", "1631 §9.2.1"});
  int die = dice.d6("surrender, " + name + ", D6");
  int r = die + t.modifier();
  std::string roll =
      "Surrender test at " + name + ": " + std::to_string(die) + modifier_words(t) + " = " + std::to_string(r);
  Side besiegers = other(t.held_by);
  if (r <= 0) {
    events.push_back({roll + ": every besieged unit and commander is destroyed", "1631 §9.2.2"});
    int sp = city_sp(s, a.city);
    destroy_garrison(s, a.city, events);
    bool sacked = sp > 1;  // 1631 §7.9.2: only a city giving more than one SP is sacked
    capture_city(s, a.city, besiegers, sacked, events);
    if (sacked) sack_refresh(s, cs, a.city, besiegers, sp, a.refresh, events);
  } else if (r <= 2) {
    bool anyone = !besieged_units(s, a.city).empty() || !besieged_commanders(s, a.city).empty();
    if (anyone) {
      events.push_back({roll + ": the garrison evades, then the " + std::string(words(besiegers)) + " take the city",
                        "1631 §9.2.2"});
      p.evading = a.city;
    } else {
      events.push_back({roll + ": the city surrenders", "1631 §9.2.2"});
      capture_city(s, a.city, besiegers, false, events);
    }
  } else {
    events.push_back({roll + ": the garrison holds out", "1631 §9.2.2"});
  }
  finish_siege(p, a.city, events);
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

EvasionLimits surrender_limits() { return EvasionLimits{}; }

std::vector<Reason> check_evade(const CampaignState& cs, const EvadeArgs& a) {
  const State& s = state_of(cs);
  if (auto r = check_supply_at(s, "S2"); !r.empty()) return r;
  SupplyStep p = supply_step(s);
  if (p.evading.empty()) return {{"1631 §9.2.2", "no besieged garrison has to evade now"}};
  Side side = owner(s, p.evading).value_or(Side::Swedish);
  if (a.path.empty()) {
    if (can_evade(s, side, p.evading, surrender_limits(), action_rules(cs).readings))
      return {{"1631 §9.2.2", "the garrison of " + area_name(s, p.evading) + " can evade: name the areas it enters"}};
  } else if (auto r = check_evasion(s, side, p.evading, a.path, surrender_limits(), action_rules(cs).readings);
             !r.empty()) {
    return r;
  }
  auto inside = besieged_units(s, p.evading);
  auto chiefs = besieged_commanders(s, p.evading);
  if (!a.drop.is_object()) return {{"", "drop is an object: unit or commander → area of the path"}};
  for (const auto& [id, where] : a.drop.items()) {
    const Unit* u = s.unit(id);
    const Commander* c = s.commander(id);
    bool evading = (u && std::find(inside.begin(), inside.end(), u) != inside.end()) ||
                   (c && std::find(chiefs.begin(), chiefs.end(), c) != chiefs.end());
    if (!evading) return {{"1631 §7.3", "\"" + id + "\" is not one of the evading units or commanders"}};
    if (!where.is_string() || std::find(a.path.begin(), a.path.end(), where.get<std::string>()) == a.path.end())
      return {{"1631 §7.3", "evading units may be dropped off only in an area they evade through"}};
  }
  if (!a.losses.empty()) {
    std::size_t due = setting_on(cs, "sieges.evasion_losses") ? inside.size() / 3 : 0;
    bool artillery = artillery_non_combat(cs);
    std::size_t can = 0;  // 1631 §7.7: the steps the evaders may lose (no artillery's, the setting off)
    for (const Unit* u : inside) can += takes_non_combat_loss(*u, artillery) ? static_cast<std::size_t>(u->steps) : 0;
    due = std::min(due, can);
    if (a.losses.size() != due)
      return {{"1631 §7.3", "the evasion costs " + std::to_string(due) + " step losses; the list names " +
                                std::to_string(a.losses.size())}};
    for (const auto& id : a.losses)
      if (std::none_of(inside.begin(), inside.end(), [&](const Unit* u) { return u->id == id; }))
        return {{"1631 §7.3", "\"" + id + "\" is not one of the evading units"}};
      else if (!takes_non_combat_loss(*s.unit(id), artillery))
        return {{"1631 §7.3, §7.7", s.unit(id)->name + " is artillery: it takes no step loss outside combat "
                                                       "(setting \"losses.artillery_non_combat\" off)"}};
  }
  return {};
}

Outcome evade_garrison(const CampaignState& cs, const EvadeArgs& a, Dice&) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<Event> events;
  const std::string area = p.evading;
  Side side = owner(s, area).value_or(Side::Swedish);
  if (a.path.empty()) {
    std::string text = "The garrison of " + area_name(s, area) + " has nowhere to evade: it is destroyed";
    events.push_back({text, "1631 §7.3"});
    destroy_garrison(s, area, events);
  } else {
    const std::string& to = a.path.back();
    auto dest = [&](const std::string& id) { return a.drop.contains(id) ? a.drop[id].get<std::string>() : to; };
    std::vector<std::string> moved, chiefs;
    for (const Unit* u : besieged_units(s, area)) moved.push_back(u->id);
    for (const Commander* c : besieged_commanders(s, area)) chiefs.push_back(c->id);
    for (const auto& id : moved) {
      Unit& u = s.unit_mut(id);
      u.area = dest(u.id), u.inside = false;
    }
    bool tire = setting_on(cs, "sieges.evasion_losses");
    for (auto& c : s.commanders)
      if (listed(chiefs, c.id)) {
        c.area = dest(c.id), c.inside = false;
        if (tire) make_spent(s, c);
      }
    events.push_back(
        {"The garrison of " + area_name(s, area) + " evades to " + area_name(s, to) + ": " + unit_list(s, moved),
         "1631 §9.2.2, §7.3"});
    if (tire) {
      std::vector<std::string> losses = a.losses;
      std::size_t due = moved.size() / 3;
      bool artillery = artillery_non_combat(cs);  // 1631 §7.7: with the setting off, artillery loses no step
      auto may = [&](const std::string& id) { return takes_non_combat_loss(*s.unit(id), artillery); };
      for (const auto& id : moved)  // Fresh units first, so that the loss destroys nothing
        if (losses.size() < due && a.losses.empty() && s.unit(id)->fresh() && may(id)) losses.push_back(id);
      for (const auto& id : moved)
        if (losses.size() < due && a.losses.empty() && !listed(losses, id) && may(id)) losses.push_back(id);
      if (losses.size() < due &&
          std::any_of(moved.begin(), moved.end(), [&](const std::string& id) { return !may(id); }))
        events.push_back(artillery_spared("The evasion", static_cast<int>(due - losses.size()), "1631 §7.3, §7.7"));
      for (const auto& id : losses) {
        std::string what = s.unit(id)->name;
        bool gone = lose_step(s.unit_mut(id));
        events.push_back({what + (gone ? " is destroyed" : " becomes Spent") + " in the evasion",
                          "1631 §7.3 (setting \"sieges.evasion_losses\")"});
      }
    }
  }
  capture_city(s, area, other(side), false, events);
  p.evading.clear();
  finish_siege(p, area, events);
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

}  // namespace

std::vector<CommandDef> siege_commands() {
  return {
      define<SiegeArgs>(
          {.name = "1631.siege",
           .summary = "Resolve a siege under attrition: the pool feeds the garrison, then the surrender test "
                      "(1631 §9.2)",
           .args = ArgsOf<SiegeArgs>()
                       .field(&SiegeArgs::city, arg::id("city", "area", "the besieged city").eg("magdeburg"))
                       .field(&SiegeArgs::supplied, arg::ids("supplied", "unit",
                                                             "the besieged player's choice of units the pool feeds "
                                                             "(default: Spent units first)")
                                                        .or_else(Json::array()))
                       .field(&SiegeArgs::refresh, arg::ids("refresh", "unit",
                                                            "if the city is sacked: the besiegers' Spent units made "
                                                            "Fresh (default: the first ones)")
                                                       .or_else(Json::array())),
           .check = check_siege,
           .apply = resolve_siege}),
      define<EvadeArgs>(
          {.name = "1631.siege_evade",
           .summary = "The surrendering garrison's evasion move, then the capture (1631 §9.2.2, §7.3)",
           .args = ArgsOf<EvadeArgs>()
                       .field(&EvadeArgs::path, arg::ids("path", "area",
                                                         "the areas entered in order (empty: there is no legal "
                                                         "evasion, and the garrison is destroyed)")
                                                    .eg(Json::array()))
                       .field(&EvadeArgs::losses, arg::ids("losses", "unit",
                                                           "the units taking the 1-in-3 step losses (default: "
                                                           "Fresh units first)")
                                                      .or_else(Json::array()))
                       .field(&EvadeArgs::drop, arg::object("drop",
                                                            "units or commanders left in an area of the path "
                                                            "they evade through, {id: area} (1631 §7.3)")
                                                    .or_else(Json::object())),
           .check = check_evade,
           .apply = evade_garrison}),
  };
}

}  // namespace umpire::flammes
