#include "1631/supply_phase.h"

#include <algorithm>

#include "1631/forces.h"
#include "1631/looting.h"
#include "1631/march.h"
#include "1631/movement_rules.h"
#include "1631/reserves.h"
#include "1631/settings.h"
#include "1631/sieges.h"
#include "1631/supply.h"
#include "1631/victory.h"

namespace umpire::flammes {

void open_supply_phase(State& s, std::vector<Event>& events) {
  s.tracks.phase = Phase::Supply;
  s.supply = to_json(SupplyStep{});
  events.push_back({"The supply phase of turn " + std::to_string(s.tracks.turn) + " begins", "1631 §9"});
}

namespace {

bool has(const std::vector<std::string>& list, const std::string& id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

// ---- S0: the Révolte, the harvest, then the SP and the need (1631 §9.1.1, §9.1.2, §10.2, §10.4)

// 1631 §10.2: the start roll's lowest success on each box; 1 (every roll) on S6.
int revolte_needs(int box) { return box <= 4 ? 5 : box == 5 ? 3 : 1; }

void revolte_roll(State& s, const CampaignState& cs, Dice& dice, std::vector<Event>& events) {
  int t = s.tracks.turn;
  if (s.tracks.revolte == Revolte::OnTrack && s.tracks.revolte_box <= t) {
    // By this phase's box: a counter the umpire's corrections left behind on an earlier box starts as S6 says.
    int needs = revolte_needs(t);
    bool starts = needs <= 1;
    std::string how = "automatically";
    if (!starts) {
      int r = dice.d6("Révolte start, S" + std::to_string(t) + ", D6");
      starts = r >= needs;
      how = "on a roll of " + std::to_string(r) + " (needs " + std::to_string(needs) + "-6)";
    }
    if (starts) {
      s.tracks.revolte = Revolte::Fresh;
      s.tracks.revolte_turn = t;
      events.push_back({"The Révolte begins in Franconia " + how +
                            ": Imperial SP -4 and Swedish VP +10 while it is Fresh; the Swedes have the initiative "
                            "next turn",
                        "1631 §10.2"});
    } else {
      s.tracks.revolte_box = t + 1;
      events.push_back(
          {"The Révolte does not begin " + how + ": its counter moves to S" + std::to_string(t + 1), "1631 §10.2"});
    }
  } else if (s.tracks.revolte == Revolte::Spent) {
    int r = dice.d6("Révolte resumption, S" + std::to_string(t) + ", D6");
    if (r == 1) {
      s.tracks.revolte = Revolte::Fresh;
      bool initiative = setting_on(cs, "revolte.resume_initiative");
      if (initiative) s.tracks.revolte_turn = t;
      events.push_back({"The Révolte resumes on a roll of 1: Imperial SP -4 and Swedish VP +10 again" +
                            std::string(initiative ? "; the Swedes have the initiative next turn" : ""),
                        "1631 §10.2 (setting \"revolte.resume_initiative\")"});
    } else {
      events.push_back({"The Révolte stays Spent (roll " + std::to_string(r) + ", needs 1)", "1631 §10.2"});
    }
  }
}

void harvest(State& s, std::vector<Event>& events) {
  if (s.tracks.turn != 7) return;  // 1631 §10.4: the orange box S7
  for (auto& [region, level] : s.ravaged) level = std::max(0, level - 1);
  events.push_back({"Harvest: every ravaged region recovers one level", "1631 §10.4"});
}

Outcome start_supply(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<Event> events;
  // 1631 §9, §10.2, §10.4: the order of S0 is not a setting: the Révolte roll, the harvest and the Saxon reserves'
  // withdrawal touch different counters, so every order gives the same result.
  revolte_roll(s, cs, dice, events);
  harvest(s, events);
  withdraw_saxon_reserves(s, s.tracks.turn, events);
  return_withheld_sp(s, events);  // 1631 §9.1.1, §9.2.1 (setting "sieges.sp_back_at_once" off)
  for (Side side : {Side::Swedish, Side::Imperial}) {
    int need = supply_need(s, side);
    p.attrition[side] = need;
    p.recruited[side] = 0;
    events.push_back({std::string(words(side)) + ": SP " + std::to_string(supply_points(s, side)) + ", need " +
                          std::to_string(need) + " (" + need_words(s, side) + ")",
                      "1631 §9.1.1, §9.1.2"});
  }
  p.step = "S1";
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

// ---- S1c: looting (1631 §9.1.3)

struct LootArgs {
  std::string region;
  std::vector<std::string> pass;  // sides that do not loot
};

std::vector<Reason> check_loot(const CampaignState& cs, const LootArgs& a) {
  const State& s = state_of(cs);
  if (auto r = check_supply_at(s, "S1"); !r.empty()) return r;
  SupplyStep p = supply_step(s);
  if (!s.map->region(a.region)) return {{"", "there is no region \"" + a.region + "\""}};
  const std::string& name = s.map->region(a.region)->name;
  if (has(p.looted, a.region)) return {{"1631 §9.1.3", name + " has been looted this phase"}};
  if (!has(lootable_regions(s), a.region))
    return {{"1631 §9.1.3", "no side has units that may loot " + name + " (units under siege attrition do not loot)"}};
  if (!p.supplied.empty()) return {{"1631 §9", "looting comes before attrition is implemented"}};
  for (const auto& side : a.pass)
    if (side != "swedish" && side != "imperial") return {{"", "\"" + side + "\" is not a side"}};
  return {};
}

Outcome loot(const CampaignState& cs, const LootArgs& a, Dice& dice) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<Event> events;
  const std::string& name = s.map->region(a.region)->name;
  int level = s.ravaged[a.region];
  bool ravage = false;
  for (Side side : {Side::Swedish, Side::Imperial}) {
    int n = looters(s, a.region, side);
    if (n == 0) continue;
    if (has(a.pass, to_string(side))) {
      events.push_back({std::string("The ") + words(side) + " do not loot " + name, "1631 §9.1.3"});
      continue;
    }
    DiceRoll roll = dice.roll("looting, " + name + ", " + words(side) + ", 3D6", 3, 6);
    LootRoll r = loot_roll({roll.faces[0], roll.faces[1], roll.faces[2]}, level, n);
    int before = p.marker(side);
    int after = before - r.loot;
    if (after < 0 && setting_on(cs, "supply.loot_floor")) after = 0;
    p.attrition[side] = after;
    ravage = ravage || r.ravages;
    events.push_back({std::string("The ") + words(side) + " loot " + name + " (" + level_words(level) + ", " +
                          std::to_string(n) + (n == 1 ? " unit" : " units") + "): " + roll.describe() + ", keeps " +
                          std::to_string(r.picked) + ", loot " + std::to_string(r.loot) + "; attrition marker " +
                          std::to_string(before) + " → " + std::to_string(after),
                      "1631 §9.1.3"});
  }
  if (ravage && level < 2) {
    s.ravaged[a.region] = level + 1;
    events.push_back({name + " is ravaged further: " + level_words(level + 1), "1631 §9.1.3"});
  }
  p.looted.push_back(a.region);
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

// ---- S1d, e, f: recruiting, refreshing, attrition (1631 §9.1.4-§9.1.6)

bool looting_done(const State& s, const SupplyStep& p) {
  for (const auto& r : lootable_regions(s))
    if (!has(p.looted, r)) return false;
  return true;
}

std::vector<Reason> check_side_supply(const State& s, const SupplyStep& p, Side side) {
  if (auto r = check_supply_at(s, "S1"); !r.empty()) return r;
  if (!looting_done(s, p)) return {{"1631 §9.1", "every region is looted (or passed) first"}};
  if (p.side_done(side)) return {{"1631 §9.1.6", std::string("the ") + words(side) + " have implemented attrition"}};
  return {};
}

struct RecruitArgs {
  std::string side;
  std::vector<std::string> units;  // pool counter ids, or arms
};

// The counters the arguments name: ids as given, arms resolved to the first
// available counter of the side (its own nation first).
std::vector<const Unit*> resolve_recruits(const State& s, Side side, const std::vector<std::string>& names,
                                          std::string& error) {
  auto pool = recruitable(s, side);
  std::stable_sort(pool.begin(), pool.end(), [](const Unit* a, const Unit* b) {
    auto rank = [](const Unit* u) { return u->nation == Nation::Swedish || u->nation == Nation::Imperial ? 0 : 1; };
    return rank(a) < rank(b);
  });
  std::vector<const Unit*> out;
  for (const auto& name : names) {
    const Unit* found = nullptr;
    for (const Unit* u : pool) {
      if (std::find(out.begin(), out.end(), u) != out.end()) continue;
      if (u->id == name || to_string(u->arm) == name) {
        found = u;
        break;
      }
    }
    if (!found) {
      const Unit* u = s.unit(name);
      error = u ? u->name + " is not in the recruit pool of the " + words(side) +
                      (u->nation == Nation::Saxon && !s.tracks.saxony_allied ? " (Saxony is not allied)" : "")
                : "no " + name + " counter of the " + words(side) + " is left in the recruit pool";
      return {};
    }
    out.push_back(found);
  }
  return out;
}

std::vector<Reason> check_recruit(const CampaignState& cs, const RecruitArgs& a) {
  const State& s = state_of(cs);
  Json sj = a.side;
  Side side = side_from(JsonCursor(sj, "side"));
  SupplyStep p = supply_step(s);
  if (auto r = check_side_supply(s, p, side); !r.empty()) return r;
  if (a.units.empty()) return {{"", "name the units to recruit"}};
  int already = p.recruited.count(side) ? p.recruited.at(side) : 0;
  if (already + static_cast<int>(a.units.size()) > kRecruitsPerTurn)
    return {{"1631 §9.1.4", "at most 4 units a side are recruited a turn; the " + std::string(words(side)) +
                                " have recruited " + std::to_string(already)}};
  std::string error;
  auto units = resolve_recruits(s, side, a.units, error);
  if (!error.empty()) return {{"1631 §9.1.4", error}};
  int cost = 0;
  for (const Unit* u : units) cost += recruit_cost(u->arm);
  int sp = supply_points(s, side);
  if (setting_on(cs, "supply.recruit_cap") && p.marker(side) + cost > sp)
    return {{"1631 §9.1.4", "recruiting costs " + std::to_string(cost) +
                                " SP and would raise the attrition marker to " + std::to_string(p.marker(side) + cost) +
                                ", above the SP " + std::to_string(sp) + " (setting \"supply.recruit_cap\")"}};
  return {};
}

Outcome recruit(const CampaignState& cs, const RecruitArgs& a, Dice&) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  Json sj = a.side;
  Side side = side_from(JsonCursor(sj, "side"));
  std::string error;
  std::vector<std::string> ids;
  int cost = 0;
  for (const Unit* u : resolve_recruits(s, side, a.units, error)) ids.push_back(u->id);
  for (const auto& id : ids) {
    Unit& u = s.unit_mut(id);
    cost += recruit_cost(u.arm);
    u.where = Where::Track, u.box = s.tracks.turn + 1, u.steps = 2, u.recruit = true;
  }
  int before = p.marker(side);
  p.attrition[side] = before + cost;
  p.recruited[side] += static_cast<int>(ids.size());
  std::vector<Event> events{{std::string("The ") + words(side) + " recruit " + unit_list(s, ids) + " for " +
                                 std::to_string(cost) + " SP (attrition marker " + std::to_string(before) + " → " +
                                 std::to_string(before + cost) + "); they arrive at S" +
                                 std::to_string(s.tracks.turn + 1),
                             "1631 §9.1.4"}};
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

struct RefreshArgs {
  std::string side;
  std::vector<std::string> units;
};

std::vector<Reason> check_refresh(const CampaignState& cs, const RefreshArgs& a) {
  const State& s = state_of(cs);
  Json sj = a.side;
  Side side = side_from(JsonCursor(sj, "side"));
  SupplyStep p = supply_step(s);
  if (auto r = check_side_supply(s, p, side); !r.empty()) return r;
  if (a.units.empty()) return {{"", "name the units to refresh"}};
  auto can = refreshable(s, side);
  for (const auto& id : a.units) {
    if (std::count(a.units.begin(), a.units.end(), id) > 1) return {{"", "\"" + id + "\" is named twice"}};
    if (std::none_of(can.begin(), can.end(), [&](const Unit* u) { return u->id == id; }))
      return {{"1631 §9.1.5", "\"" + id + "\" is not a Spent unit of the " + words(side) +
                                  " on the map outside a city under siege attrition"}};
  }
  int sp = supply_points(s, side), after = p.marker(side) + static_cast<int>(a.units.size());
  if (after > sp)
    return {{"1631 §9.1.5", "refreshing " + std::to_string(a.units.size()) +
                                " units would raise the attrition marker to " + std::to_string(after) +
                                ", above the SP " + std::to_string(sp)}};
  return {};
}

Outcome refresh(const CampaignState& cs, const RefreshArgs& a, Dice&) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  Json sj = a.side;
  Side side = side_from(JsonCursor(sj, "side"));
  for (const auto& id : a.units) s.unit_mut(id).steps = 2;
  int before = p.marker(side);
  p.attrition[side] = before + static_cast<int>(a.units.size());
  std::vector<Event> events{{std::string("The ") + words(side) + " refresh " + unit_list(s, a.units) +
                                 " (attrition marker " + std::to_string(before) + " → " +
                                 std::to_string(p.attrition[side]) + ")",
                             "1631 §9.1.5"}};
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

struct AttritionArgs {
  std::string side;
  std::vector<std::string> allocate;  // one unit per step loss; empty: the default allocation
};

int attrition_losses(const State& s, const SupplyStep& p, Side side) {
  return std::max(0, p.marker(side) - supply_points(s, side));
}

std::vector<Reason> check_attrition(const CampaignState& cs, const AttritionArgs& a) {
  const State& s = state_of(cs);
  Json sj = a.side;
  Side side = side_from(JsonCursor(sj, "side"));
  SupplyStep p = supply_step(s);
  if (auto r = check_side_supply(s, p, side); !r.empty()) return r;
  if (a.allocate.empty()) return {};
  return check_attrition_allocation(s, cs, side, attrition_losses(s, p, side), a.allocate);
}

// The sieges under attrition to resolve in S2, in map order.
std::vector<std::string> sieges_to_resolve(const State& s) {
  std::vector<std::string> out;
  for (const auto& a : s.map->areas)
    if (const City* c = s.city(a.id); c && c->siege_attrition) out.push_back(a.id);
  return out;
}

Outcome attrition(const CampaignState& cs, const AttritionArgs& a, Dice&) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  Json sj = a.side;
  Side side = side_from(JsonCursor(sj, "side"));
  std::vector<Event> events;
  int losses = attrition_losses(s, p, side);
  auto allocation = a.allocate.empty() ? default_attrition_allocation(s, cs, side, losses) : a.allocate;
  std::string head = std::string("The ") + words(side) + ": attrition marker " + std::to_string(p.marker(side)) +
                     ", SP " + std::to_string(supply_points(s, side));
  if (allocation.empty()) {
    events.push_back({head + ": no attrition losses", "1631 §9.1.6"});
  } else {
    std::string what;
    for (const auto& id : allocation) {
      std::string name = s.unit(id)->name + " (" + s.map->at(s.unit(id)->area).name + ")";
      bool gone = lose_step(s.unit_mut(id));
      what += (what.empty() ? "" : ", ") + name + (gone ? " destroyed" : " Spent");
    }
    events.push_back({head + ": " + std::to_string(allocation.size()) + " step losses: " + what, "1631 §9.1.6"});
  }
  if (!artillery_non_combat(cs) && static_cast<int>(allocation.size()) < losses) {
    auto eligible = attrition_eligible(s, cs, side);  // after the losses: who is left
    if (std::any_of(eligible.begin(), eligible.end(), [](const Unit* u) { return u->arm == Arm::Artillery; }))
      events.push_back(artillery_spared("Attrition", losses - static_cast<int>(allocation.size()), "1631 §9.1.6"));
  }
  p.supplied.push_back(side);
  p.attrition.erase(side);  // 1631 §9.1.6: the attrition marker is removed
  if (p.side_done(other(side))) {
    p.step = "S2";
    p.sieges = sieges_to_resolve(s);
    if (p.sieges.empty()) {
      p.step = "S3";
      events.push_back({"No city is under siege attrition: reserves and recruits next", "1631 §9.2, §9.3"});
    } else {
      events.push_back({"The forces are supplied: the sieges next", "1631 §9.2"});
    }
  }
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

ArgSpec side_arg() { return arg::choice("side", {"swedish", "imperial"}, "the side").eg("swedish"); }

}  // namespace

std::vector<CommandDef> supply_commands() {
  std::vector<CommandDef> out{
      define(Command<NoArgs>{
          .name = "1631.supply_start",
          .summary = "Begin the supply phase: the Révolte, the harvest, each side's SP and need "
                     "(1631 §9.1.1, §9.1.2, §10.2, §10.4)",
          .check = [](const CampaignState& cs, const NoArgs&) { return check_supply_at(state_of(cs), "S0"); },
          .apply = start_supply}),
      define<LootArgs>(
          {.name = "1631.loot",
           .summary = "Loot a region: each side with units there rolls 3D6 (1631 §9.1.3)",
           .args = ArgsOf<LootArgs>()
                       .field(&LootArgs::region, arg::id("region", "region", "the region").eg("mittelmark"))
                       .field(&LootArgs::pass, arg::texts("pass", "the sides that do not loot it (swedish, imperial)")
                                                   .or_else(Json::array())),
           .check = check_loot,
           .apply = loot}),
      define<RecruitArgs>(
          {.name = "1631.recruit",
           .summary = "Recruit units from the pool: Inf 4 SP, Cav or Art 6 SP, at most 4 a turn (1631 §9.1.4)",
           .flags = kPlayerOrder,
           .args = ArgsOf<RecruitArgs>()
                       .field(&RecruitArgs::side, side_arg())
                       .field(&RecruitArgs::units,
                              arg::texts("units", "pool counter ids, or arms (infantry, cavalry, artillery)")
                                  .eg(Json::array({"infantry"}))),
           .check = check_recruit,
           .apply = recruit}),
      define<RefreshArgs>(
          {.name = "1631.refresh",
           .summary = "Refresh Spent units at 1 SP each while the attrition marker stays within the SP (1631 §9.1.5)",
           .flags = kPlayerOrder,
           .args = ArgsOf<RefreshArgs>()
                       .field(&RefreshArgs::side, side_arg())
                       .field(&RefreshArgs::units, arg::ids("units", "unit", "the Spent units").eg(Json::array())),
           .check = check_refresh,
           .apply = refresh}),
      define<AttritionArgs>(
          {.name = "1631.attrition",
           .summary = "Implement attrition: a step loss per SP the attrition marker exceeds the SP (1631 §9.1.6)",
           .args = ArgsOf<AttritionArgs>()
                       .field(&AttritionArgs::side, side_arg())
                       .field(&AttritionArgs::allocate,
                              arg::ids("allocate", "unit",
                                       "one unit per step loss, in order: the 1st in the largest army, the 2nd in "
                                       "an army besieging an enemy city (default: a legal allocation)")
                                  .or_else(Json::array())),
           .check = check_attrition,
           .apply = attrition}),
  };
  for (auto& list : {siege_commands(), reserve_commands(), victory_commands()})
    for (const auto& c : list) out.push_back(c);
  return out;
}

namespace {

NextStep step_of(std::string text, std::string rule, Json command = nullptr, std::string label = "") {
  return NextStep{std::move(text), std::move(rule), std::move(command), std::move(label), "supply"};
}

Json command(const std::string& type, Json args) { return Json{{"type", type}, {"args", std::move(args)}}; }

void side_steps(const State& s, const SupplyStep& p, Side side, std::vector<NextStep>& out) {
  if (p.side_done(side)) return;
  const char* who = to_string(side);
  int sp = supply_points(s, side), marker = p.marker(side);
  int left = kRecruitsPerTurn - (p.recruited.count(side) ? p.recruited.at(side) : 0);
  out.push_back(step_of(std::string("The ") + words(side) + ": SP " + std::to_string(sp) + ", attrition marker " +
                            std::to_string(marker) + "; they may recruit (" + std::to_string(left) +
                            " more this turn) and refresh Spent units",
                        "1631 §9.1.4, §9.1.5"));
  std::vector<std::string> ids;
  for (const Unit* u : refreshable(s, side))
    if (marker + static_cast<int>(ids.size()) + 1 <= sp) ids.push_back(u->id);
  if (!ids.empty())
    out.push_back(step_of(std::string("The ") + words(side) + " refresh " + unit_list(s, ids), "1631 §9.1.5",
                          command("1631.refresh", Json{{"side", who}, {"units", ids}}), "Refresh"));
  int losses = std::max(0, marker - sp);
  out.push_back(
      step_of(std::string("The ") + words(side) + " implement attrition: " + std::to_string(losses) + " step losses",
              "1631 §9.1.6", command("1631.attrition", Json{{"side", who}}), "Attrition"));
}

}  // namespace

std::vector<NextStep> supply_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<NextStep> out;
  if (p.step == "S0") {
    out.push_back(step_of("Begin the supply phase of turn " + std::to_string(s.tracks.turn) +
                              ": the Révolte, the harvest, each side's SP and need",
                          "1631 §9.1, §10.2, §10.4", command("1631.supply_start", Json::object()), "Begin"));
  } else if (p.step == "S1") {
    bool looting = false;
    for (const auto& r : lootable_regions(s)) {
      if (has(p.looted, r)) continue;
      looting = true;
      std::string name = s.map->region(r)->name;
      std::string who;
      for (Side side : {Side::Swedish, Side::Imperial})
        if (int n = looters(s, r, side); n > 0)
          who += (who.empty() ? "" : ", ") + std::string(words(side)) + " " + std::to_string(n) +
                 (n == 1 ? " unit" : " units");
      out.push_back(step_of(
          "Loot " + name + " (" + who + "; the " + words(s.tracks.initiative) + " choose the order of the regions)",
          "1631 §9.1.3", command("1631.loot", Json{{"region", r}}), "Loot"));
    }
    if (!looting)
      for (Side side : {Side::Swedish, Side::Imperial}) side_steps(s, p, side, out);
  } else if (p.step == "S2") {
    if (!p.evading.empty()) {
      // Prefilled with the first legal evasion, which the umpire may change (empty when there is none).
      Side side = owner(s, p.evading).value_or(Side::Swedish);
      Json evasion_path = legal_evasion(s, side, p.evading, EvasionLimits{}, action_rules(cs).readings)
                              .value_or(std::vector<std::string>{});
      out.push_back(
          step_of("The garrison of " + s.map->at(p.evading).name + " evades (up to 2 areas), then the city is taken",
                  "1631 §9.2.2, §7.3", command("1631.siege_evade", Json{{"path", evasion_path}}), "Evade"));
    } else {
      for (const auto& area : p.sieges) {
        SurrenderTerms t = surrender_terms(s, area, {});
        out.push_back(step_of("Siege of " + s.map->at(area).name + ": surrender test D6" + modifier_words(t) +
                                  " (0 or less destroyed, 1-2 evade and taken, 3+ holds)",
                              "1631 §9.2.2", command("1631.siege", Json{{"city", area}}), "Resolve"));
      }
    }
  } else if (p.step == "S3") {
    auto due = due_at(s, s.tracks.turn);
    std::vector<std::string> ids;
    for (const Unit* u : due) ids.push_back(u->id);
    out.push_back(
        step_of("Place the reserves and recruits due at S" + std::to_string(s.tracks.turn) + ": " + unit_list(s, ids),
                "1631 §9.3", command("1631.reserves", Json::object()), "Place"));
  } else {
    int vp = swedish_vp(s);
    bool swedes = swedish_sudden_death(s, vp);
    std::string imperial = imperial_sudden_death(s);
    if (swedes && !imperial.empty()) {
      out.push_back(step_of("Both sides meet a victory condition (the Swedes more than 90 VP twice running; " +
                                imperial + "): the umpire decides",
                            "1631 §9.4.2"));
      for (const char* w : {"swedish", "imperial"})
        out.push_back(step_of(std::string("The ") + (w[0] == 's' ? "Swedes" : "Imperials") + " win", "1631 §9.4.2",
                              command("1631.victory", Json{{"winner", w}}), "Decide"));
    } else {
      std::string what = s.tracks.turn >= s.scenario->last_turn ? "the final scoring" : "the next turn";
      out.push_back(step_of("Check victory at " + std::to_string(vp) + " Swedish VP, then " + what, "1631 §9.4",
                            command("1631.victory", Json::object()), "Victory"));
    }
  }
  return out;
}

}  // namespace umpire::flammes
