#include "1631/march.h"

#include <algorithm>

#include "1631/area_status.h"
#include "1631/attrition.h"
#include "1631/combat.h"
#include "1631/forces.h"
#include "1631/movement_rules.h"
#include "1631/settings.h"
#include "1631/turn.h"

namespace umpire::flammes {

ActionRules action_rules(const CampaignState& cs) {
  ActionRules r;
  r.zero_move_engage = setting_on(cs, "engage.zero_move");
  r.single_river = setting_on(cs, "engage.single_river");
  r.strategic_march_into_enemy = setting_on(cs, "strategic.march_into_enemy");
  r.reactions_into_strategic = setting_on(cs, "strategic.reactions_enter");
  r.intercept_regroup = setting_on(cs, "interception.regroup");
  r.neutral_automatic = setting_on(cs, "neutral.automatic");
  r.diplomacy_two_rolls = setting(cs, "diplomacy.rolls") == 1;
  r.intercept_into_target = setting_on(cs, "interception.into_target");
  r.count_dropped = setting_on(cs, "attrition.count_dropped");
  r.diplomacy_once = setting_on(cs, "diplomacy.movement_once");
  r.engage_takes_minor_city = setting_on(cs, "engage.takes_minor_city");
  r.forced_withdrawal_limit = setting_on(cs, "withdrawal.forced_limit");
  r.saxons_trigger_panic = setting_on(cs, "panic.saxons_trigger");
  r.collect_commanders = setting_on(cs, "movement.collect_commanders");
  r.forced_march_before_combat = setting_on(cs, "forced_march.losses_before_combat");
  r.lone_commanders = setting_on(cs, "overrun.lone_commanders");
  r.intercept_needs_commander = setting_on(cs, "interception.needs_commander");
  r.evasion_declared = setting_on(cs, "evasion.declared_force");
  r.readings.minor_open = setting_on(cs, "movement.minor_open");
  r.readings.hostile_city_bridges = setting_on(cs, "bridges.hostile_city");
  r.readings.neutral_units_bridges = setting_on(cs, "bridges.neutral_units");
  r.readings.evade_into_besieged = setting_on(cs, "evasion.into_besieged");
  r.imperial_saxon_after_alliance = setting_on(cs, "diplomacy.imperial_saxon_after_alliance");
  r.artillery_non_combat = artillery_non_combat(cs);
  r.sp_back_at_once = setting_on(cs, "sieges.sp_back_at_once");
  return r;
}

namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
void add_once(std::vector<std::string>& v, const std::string& x) {
  if (!contains(v, x)) v.push_back(x);
}
void remove(std::vector<std::string>& v, const std::string& x) { v.erase(std::remove(v.begin(), v.end(), x), v.end()); }

}  // namespace

std::string piece_name(const State& s, const std::string& id) {
  if (const Unit* u = s.unit(id)) return u->name;
  if (const Commander* c = s.commander(id)) return c->name;
  return id;
}

std::string names(const State& s, const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + piece_name(s, id);
  return out.empty() ? "nobody" : out;
}

std::string force_words(const State& s, const std::vector<std::string>& commanders,
                        const std::vector<std::string>& units) {
  if (commanders.empty()) return unit_list(s, units);
  if (units.empty()) return names(s, commanders) + " alone";
  return names(s, commanders) + " with " + unit_list(s, units);
}

void put(State& s, const std::string& id, const std::string& area, bool inside) {
  if (s.unit(id)) {
    Unit& u = s.unit_mut(id);
    u.area = area, u.inside = inside;
  } else {
    Commander& c = s.commander_mut(id);
    c.area = area, c.inside = inside;
  }
}

int best_skill(const State& s, const std::vector<std::string>& commanders) {
  int best = -1;
  for (const auto& id : commanders)
    if (const Commander* c = s.commander(id); c && !c->dead) best = std::max(best, c->skill());
  return best;
}

std::vector<std::string> field_defenders(const State& s, const ActionState& a) {
  std::vector<std::string> out;
  for (const Unit* u : units_in(s, a.at, other(a.side), false)) out.push_back(u->id);
  if (a.side == Side::Imperial)
    for (const Unit* u : neutral_units_in(s, a.at))
      if (!u->inside) out.push_back(u->id);
  return out;
}

std::vector<std::string> field_commanders(const State& s, const ActionState& a) {
  std::vector<std::string> out;
  for (const Commander* c : commanders_in(s, a.at, other(a.side), false)) out.push_back(c->id);
  return out;
}

void note_entry(State& s, ActionState& a, const ActionRules& rules, Side mover, const std::string& area,
                std::vector<Event>& events) {
  const Area& ar = s.map->at(area);
  if (ar.allegiance != Allegiance::Saxony) return;  // Brandenburg's areas have no movement effect (1631 §6.7.1)
  std::string key = mover == Side::Imperial ? "imperial_saxon" : "swedish_saxon";
  if (!rules.diplomacy_once) key += ":" + area;                  // once per area entered
  if (mover == Side::Swedish && s.tracks.saxony_allied) return;  // only neutral Saxon areas
  if (mover == Side::Imperial && s.tracks.saxony_allied && !rules.imperial_saxon_after_alliance) return;
  if (contains(a.diplomacy_done, key)) return;
  a.diplomacy_done.push_back(key);
  int change = mover == Side::Imperial ? 1 : -1;
  s.tracks.diplomacy += change;
  events.push_back({std::string("The ") + words(mover) + " move into " + ar.name + ", a Saxon area: the diplomacy " +
                        "track " + (change > 0 ? "rises" : "falls") + " by 1, to " + std::to_string(s.tracks.diplomacy),
                    "1631 §6.7.1"});
}

std::vector<std::string> interception_sources(const State& s, const ActionState& a, const ActionRules& rules) {
  std::vector<std::string> out;
  Side them = other(a.side);
  for (const auto& n : s.map->neighbours(a.at)) {
    if (s.map->at(n).strategic()) continue;  // 1631 §6.1.2: nobody intercepts out of a strategic area
    if (line_used(s, n, a.at, them, "", rules.readings) < 0) continue;
    bool any = false;
    for (const Unit* u : units_in(s, n, them))
      if (!locked_in(s, *u)) any = true;
    bool led = !rules.intercept_needs_commander;  // setting "interception.needs_commander"
    for (const Commander* c : commanders_in(s, n, them))
      if (!locked_in(s, *c)) led = true;
    if (any && led) out.push_back(n);
  }
  return out;
}

bool interception_possible(const State& s, const ActionState& a, const ActionRules& rules) {
  if (a.interception_tried) return false;  // 1631 §7.2: one attempt per action
  if (a.kind == "regroup" && !rules.intercept_regroup) return false;
  if (s.map->at(a.at).strategic() && !rules.reactions_into_strategic) return false;
  if (contains(a.forbidden, a.at)) return false;  // 1631 §7.2: held by the mover at the action's start
  if (a.kind == "engage" && a.next >= static_cast<int>(a.leg.path.size()) && !rules.intercept_into_target) return false;
  return !interception_sources(s, a, rules).empty();
}

namespace {

// 1631 §6.4: the forced march's losses, and its commanders Spent, for the `n` units that moved.
void forced_march_losses(State& s, ActionState& a, int n, bool artillery, std::vector<Event>& events) {
  // 1631 §6.4: no loss when more River lines than Road lines were used.
  if (a.rivers > a.roads)
    events.push_back({"Forced march along " + std::to_string(a.rivers) + " River and " + std::to_string(a.roads) +
                          " Road lines: no loss",
                      "1631 §6.4"});
  else if (one_in_three(n) == 0)
    events.push_back({"Forced march of " + std::to_string(n) + (n == 1 ? " unit" : " units") +
                          ": no loss (one in "
                          "three)",
                      "1631 §6.4"});
  else
    take_losses(s, a.travelled_units, one_in_three(n), a.losses, "Forced march", "1631 §6.4", events, artillery);
  std::vector<std::string> spent;
  for (const auto& id : a.travelled_commanders)
    if (Commander& c = s.commander_mut(id); !c.dead) make_spent(s, c), spent.push_back(c.name);
  if (!spent.empty()) events.push_back({names(s, a.travelled_commanders) + " Spent by the forced march", "1631 §6.4"});
}

}  // namespace

void movement_attrition(State& s, ActionState& a, const ActionRules& rules, std::vector<Event>& events,
                        bool before_combat) {
  if (a.kind == "regroup" || a.next == 0) return;
  if (a.travelled_units.empty() && a.travelled_commanders.empty())
    return;                            // taken already  // no winter loss for a regroup (1631 §10.5); nothing moved
  if (a.forced_march_pending) return;  // winter taken; the forced march's losses wait for end_action
  if (!rules.count_dropped) {          // only the units that are with the army when it stops
    std::vector<std::string> now;
    for (const auto& id : a.leg.units)
      if (s.unit(id)->on_map()) now.push_back(id);
    a.travelled_units = now;
  }
  int n = static_cast<int>(a.travelled_units.size());
  // Setting "forced_march.losses_before_combat" off: an intercepted forced march fights first.
  bool wait = a.kind == "forced_march" && before_combat && !rules.forced_march_before_combat;
  if (wait) {
    a.forced_march_pending = true;
    events.push_back(
        {"The forced march's losses wait for the end of the action (setting "
         "\"forced_march.losses_before_combat\")",
         "1631 §6.4"});
  } else if (a.kind == "forced_march") {
    forced_march_losses(s, a, n, rules.artillery_non_combat, events);
  }
  if (s.winter()) {  // 1631 §10.5
    if (one_in_three(n) == 0)
      events.push_back(
          {"Winter: " + std::to_string(n) + (n == 1 ? " unit" : " units") + " moved, no loss", "1631 §10.5"});
    else
      take_losses(s, a.travelled_units, one_in_three(n), a.losses, "Winter attrition", "1631 §10.5", events,
                  rules.artillery_non_combat);
  }
  if (wait) return;           // the forced march's count is kept for end_action
  a.travelled_units.clear();  // taken once
  a.travelled_commanders.clear();
}

void revolte_suppression(State& s, int units, Dice& dice, std::vector<Event>& events) {
  if (s.tracks.revolte != Revolte::Fresh && s.tracks.revolte != Revolte::Spent) return;
  int r = dice.d6("Révolte suppression, D6");
  int total = r + units;
  std::string text =
      "Révolte suppression: " + std::to_string(r) + " + " + std::to_string(units) + " = " + std::to_string(total);
  if (total >= 12) {
    s.tracks.revolte = Revolte::Removed;
    text += ": the Révolte is put down for good";
  } else if (total >= 9 && s.tracks.revolte == Revolte::Fresh) {
    s.tracks.revolte = Revolte::Spent;
    text += ": the Révolte is Spent, its effects stop";
  } else {
    text += ": no effect";
  }
  events.push_back({text, "1631 §10.2"});
}

void end_action(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  if (a.forced_march_pending) {  // 1631 §6.4 (setting "forced_march.losses_before_combat" off): after the combat
    forced_march_losses(s, a, static_cast<int>(a.travelled_units.size()), rules.artillery_non_combat, events);
    a.forced_march_pending = false;
    a.travelled_units.clear(), a.travelled_commanders.clear();
  }
  // 1631 §10.2: an Imperial engage that reached Franken (not one stopped on the way by an interception),
  // counted after any combat there: no roll if no Imperial unit is left in Franken.
  if (a.kind == "engage" && a.side == Side::Imperial && a.target() == s.scenario->revolte_area && a.at == a.target()) {
    int units = 0;
    for (const Unit* u : units_in(s, a.target(), Side::Imperial)) (void)u, ++units;
    if (units > 0) revolte_suppression(s, units, dice, events);
  }
  if (a.kind == "regroup" && !a.refresh.empty()) {  // 1631 §6.6: then one Spent unit Fresh
    Unit& u = s.unit_mut(a.refresh);
    if (u.on_map() && u.steps == 1) {
      u.steps = 2;
      events.push_back({u.name + " is Fresh again", "1631 §6.6"});
    }
  }
  store(s, a);
  finish_action(s, events, rules.sp_back_at_once);
}

namespace {

// Leaves and collects pieces in the area just entered (1631 §6.1).
void drop_and_pick(State& s, ActionState& a, const std::string& area, std::vector<Event>& events) {
  if (auto it = a.leg.drop.find(area); it != a.leg.drop.end() && !it->second.empty()) {
    for (const auto& id : it->second) remove(a.leg.units, id), remove(a.leg.commanders, id);
    events.push_back({names(s, it->second) + " stay in " + s.map->at(area).name, "1631 §6.1"});
  }
  if (auto it = a.leg.pick.find(area); it != a.leg.pick.end() && !it->second.empty()) {
    for (const auto& id : it->second) {
      if (s.unit(id))
        add_once(a.leg.units, id), add_once(a.travelled_units, id);
      else
        add_once(a.leg.commanders, id), add_once(a.travelled_commanders, id);
    }
    events.push_back({names(s, it->second) + " join the army in " + s.map->at(area).name, "1631 §6.1"});
  }
}

// 1631 §10.1: a Swedish unit entering Schlesien; allied Saxons too with setting "panic.saxons_trigger".
void panic_check(State& s, const ActionState& a, const ActionRules& rules, const std::string& area,
                 std::vector<Event>& events) {
  if (a.side != Side::Swedish || area != s.scenario->panic_area || s.tracks.panic_turn != 0) return;
  auto triggers = [&](const std::string& id) {
    Nation n = s.unit(id)->nation;
    return n == Nation::Swedish || (n == Nation::Saxon && rules.saxons_trigger_panic);
  };
  auto it = std::find_if(a.leg.units.begin(), a.leg.units.end(), triggers);
  if (it == a.leg.units.end()) return;
  bool saxon = s.unit(*it)->nation == Nation::Saxon;
  s.tracks.panic_turn = s.tracks.turn;
  events.push_back({std::string("Habsburg Panic: a ") + (saxon ? "Saxon" : "Swedish") +
                        " unit enters Schlesien; the Imperial SP rise by 4 for good, and the "
                        "Swedes have the initiative next turn",
                    saxon ? "1631 §10.1 (setting \"panic.saxons_trigger\")" : "1631 §10.1"});
}

// The end of a leg's movement.
void leg_done(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  if (a.kind == "engage") {
    movement_attrition(s, a, rules, events);  // 1631 §10.5: before any combat
    a.step = "target";
    const std::string& x = a.at;
    // 1631 §6.7.1: an Imperial engage of a neutral power's units or area: +2.
    if (a.side == Side::Imperial &&
        (!neutral_units_in(s, x).empty() || area_status(s, x, Side::Imperial, rules.readings) == AreaStatus::Neutral) &&
        s.map->at(x).allegiance != Allegiance::Minor) {
      s.tracks.diplomacy += 2;
      events.push_back({"The Imperials engage a neutral power: the diplomacy track rises by 2, to " +
                            std::to_string(s.tracks.diplomacy),
                        "1631 §6.7.1"});
    }
    auto units = field_defenders(s, a);
    auto commanders = field_commanders(s, a);
    // Neutral defenders (1631 §10.8; the automatic policy a setting): they
    // never evade; they withdraw into their own city, up to 4, or fight.
    std::vector<std::string> neutral;
    for (const auto& id : units)
      if (!side_of(s, *s.unit(id))) neutral.push_back(id);
    bool dresden = x == s.scenario->dresden;
    if (!neutral.empty() && (rules.neutral_automatic || dresden)) {
      const City* c = s.city(x);
      if (c && c->marker == Marker::PrintedSaxon) {
        int kept = 0;
        for (const auto& id : neutral) {
          if (kept < 4 || !rules.forced_withdrawal_limit)
            put(s, id, x, true), ++kept;
          else
            lose_step(s.unit_mut(id)), lose_step(s.unit_mut(id));
        }
        for (auto& cm : s.commanders)
          if (!cm.dead && cm.area == x && !side_of(s, cm)) cm.inside = true;
        a.garrisoned = true;
        events.push_back(
            {"The Saxons withdraw into " + s.map->at(x).name +
                 (neutral.size() <= 4             ? ""
                  : rules.forced_withdrawal_limit ? " (the units over 4 are destroyed)"
                                                  : " (all of them: setting \"withdrawal.forced_limit\" off)"),
             dresden ? "1631 §10.8" : "1631 §7.4"});
      }
      units = field_defenders(s, a);
    }
    // Lone commanders (no units) evade at once; with setting "overrun.lone_commanders" off they are ignored.
    if (units.empty() && (commanders.empty() || !rules.lone_commanders))
      return combat_situation(s, a, rules, dice, events);
    a.had_defenders = !units.empty();
    a.step = a.interception_tried && !units.empty() ? "after_evasion" : "defence";
    bool neutral_only =
        std::all_of(units.begin(), units.end(), [&](const std::string& id) { return !side_of(s, *s.unit(id)); });
    if (!units.empty() && neutral_only && rules.neutral_automatic)
      return combat_situation(s, a, rules, dice, events);  // no city of their own: they fight
    store(s, a);
    return;
  }
  movement_attrition(s, a, rules, events);
  if (move_next_piece(s, a, rules, dice, events)) return;
  end_action(s, a, rules, dice, events);
}

}  // namespace

bool move_next_piece(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  while (!a.later.empty()) {
    Leg next = a.later.front();
    a.later.erase(a.later.begin());
    // What happened to the earlier piece (an interception, a combat) may have closed this one's way (1631 §6.6).
    const std::string& id = next.units.empty() ? next.commanders.front() : next.units.front();
    const Unit* u = s.unit(id);
    const Commander* c = s.commander(id);
    std::string where = u ? (u->on_map() ? u->area : "") : (c && !c->dead ? c->area : "");
    if (where != next.from) {
      events.push_back(
          {piece_name(s, id) + " is no longer in " + s.map->at(next.from).name + ": it does not move", "1631 §6.6"});
      continue;
    }
    Route r = check_route(s, a.side, MoveKind::Regroup, next.from, next.path, {true, true, 0, rules.readings});
    if (!r.reasons.empty()) {
      events.push_back({piece_name(s, id) + " cannot regroup now: " + r.reasons.front().text,
                        r.reasons.front().rule.empty() ? "1631 §6.6" : r.reasons.front().rule});
      continue;
    }
    a.later.insert(a.later.begin(), next);
    break;
  }
  if (a.later.empty()) return false;
  a.leg = a.later.front();
  a.later.erase(a.later.begin());
  a.at = a.leg.from, a.next = 0, a.came_from.clear(), a.last_line = "none";
  a.travelled_units = a.leg.units, a.travelled_commanders = a.leg.commanders;
  a.interceptors.clear(), a.situation.clear();
  advance(s, a, rules, dice, events);
  return true;
}

void advance(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  a.step = "moving";
  while (a.next < static_cast<int>(a.leg.path.size())) {
    const std::string to = a.leg.path[a.next];
    bool last = a.next + 1 == static_cast<int>(a.leg.path.size());
    int line = line_used(s, a.at, to, a.side, a.kind == "engage" && last ? to : "", rules.readings);
    if (line < 0) line = s.map->lines_between(a.at, to).front();  // checked when the action began
    const Line& l = s.map->lines[line];
    if (l.type == LineType::Ford) {  // 1631 §10.7
      int r = dice.d6("Werben ford, D6");
      if (r < 4) {
        events.push_back({"Ford roll " + std::to_string(r) + ": the army does not cross to " + s.map->at(to).name +
                              "; its action ends at " + s.map->at(a.at).name,
                          "1631 §10.7"});
        movement_attrition(s, a, rules, events);
        a.later.clear();
        return end_action(s, a, rules, dice, events);
      }
      events.push_back(
          {"Ford roll " + std::to_string(r) + ": the army crosses to " + s.map->at(to).name, "1631 §10.7"});
    }
    for (const auto& id : a.leg.units) put(s, id, to);
    for (const auto& id : a.leg.commanders) put(s, id, to);
    a.came_from = a.at;
    a.at = to;
    a.last_line = to_string(l.type);
    if (l.type == LineType::Road) ++a.roads;
    if (l.type == LineType::River) ++a.rivers;
    ++a.next;
    drop_and_pick(s, a, to, events);
    note_entry(s, a, rules, a.side, to, events);
    panic_check(s, a, rules, to, events);
    bool target = a.kind == "engage" && a.next == static_cast<int>(a.leg.path.size());
    bool lone = rules.lone_commanders && !field_commanders(s, a).empty();  // 1631 §6.5 (a setting)
    if (!target && !(units_in(s, to, other(a.side), false).empty() && !lone) &&
        !(s.map->at(to).strategic() && rules.strategic_march_into_enemy)) {
      // 1631 §6.5: the enemy in an overrun area must try to evade at once (lone commanders just evade).
      a.step = "overrun";
      store(s, a);
      events.push_back({std::string("The army overruns ") + s.map->at(to).name + ": the " + words(other(a.side)) +
                            " there must try to evade",
                        "1631 §6.5"});
      return;
    }
    if (interception_possible(s, a, rules)) {
      a.step = "interception";
      store(s, a);
      events.push_back(
          {std::string("The army enters ") + s.map->at(to).name + ": the " + words(other(a.side)) + " may intercept",
           "1631 §7.2"});
      return;
    }
  }
  leg_done(s, a, rules, dice, events);
}

void resume_after_overrun(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  if (interception_possible(s, a, rules)) {
    a.step = "interception";
    store(s, a);
    events.push_back(
        {std::string("The army is in ") + s.map->at(a.at).name + ": the " + words(other(a.side)) + " may intercept",
         "1631 §7.2"});
    return;
  }
  advance(s, a, rules, dice, events);  // at the path's end this ends the leg
}

void evaded_victory(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  bool bridge = a.last_line == "bridge" || a.last_line == "ford";
  a.step = "automatic_victory";
  store(s, a);
  automatic_victory(s, a.at, a.side, bridge, events, rules.engage_takes_minor_city, rules.sp_back_at_once);
  if (!s.action.is_null() && s.action.value("step", "") == "automatic_victory") end_action(s, a, rules, dice, events);
}

void besiege_neutral(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  s.city_mut(a.at).besieged_neutral = true;
  events.push_back(
      {"The Imperials besiege the neutral city of " + s.map->at(a.at).name + "; its SP are nobody's", "1631 §7.5.1"});
  if (a.last_line == "bridge" || a.last_line == "ford") {
    events.push_back({"The Imperials came over a bridge: no siege assault this action; the combat ends with no victor",
                      "1631 §7.5.1"});
    return end_action(s, a, rules, dice, events);
  }
  a.step = "siege_choice";
  store(s, a);
}

void combat_situation(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events) {
  const std::string& x = a.at;
  bool bridge = a.last_line == "bridge" || a.last_line == "ford";  // a zero-move engage counts as land (1631 §7.5)
  auto defenders = field_defenders(s, a);
  if (!defenders.empty()) {  // 1631 §7.5: a Battle, or a River assault over a bridge
    CombatOpening o;
    o.area = x;
    o.attacker = a.side;
    o.situation = bridge ? "river_assault" : "battle";
    for (const auto& id : a.leg.units)
      if (s.unit(id)->on_map()) o.attacking_units.push_back(id);
    o.attacking_commanders = a.leg.commanders;
    if (a.leg.path.empty()) {  // a zero-move engage: every piece of the side in the field there attacks
      o.attacking_units.clear();
      for (const Unit* u : units_in(s, x, a.side)) o.attacking_units.push_back(u->id);
    }
    o.defending_units = defenders;
    o.defending_commanders = field_commanders(s, a);
    o.came_from = a.came_from;
    o.last_line = a.last_line;
    o.trigger = a.interceptors.empty() ? "engage" : "interception";
    // 1631 §7.10: a relief army engaging the besiegers fights with every unit of the garrison; a
    // garrison engaging without moving sallies out.
    std::vector<std::string> garrison;
    for (const Unit* u : units_in(s, x, a.side, true)) garrison.push_back(u->id);
    if (!garrison.empty() && a.interceptors.empty()) {
      // A sortie is a Battle under either reading of 1631 §7.10 (its "treated as a battle" or a zero-move
      // engage's land line, 1631 §7.5): no setting, as no other reading is in the rules.
      o.trigger = a.leg.path.empty() ? "sortie" : "relief";
      for (const auto& id : garrison)
        if (std::find(o.attacking_units.begin(), o.attacking_units.end(), id) == o.attacking_units.end())
          o.attacking_units.push_back(id);
    }
    a.step = "combat";
    a.situation = o.situation;
    store(s, a);
    open_combat(s, o, events);
    return;
  }
  bool inside = count_units(s, x, other(a.side), true) > 0 ||
                (a.side == Side::Imperial && std::any_of(s.units.begin(), s.units.end(), [&](const Unit& u) {
                   return u.on_map() && u.area == x && u.inside && !side_of(s, u);
                 }));
  bool marker = enemy_marker_in(s, x, a.side) ||
                (a.side == Side::Imperial && area_status(s, x, Side::Imperial, rules.readings) == AreaStatus::Neutral &&
                 s.city(x) && s.city(x)->marker != Marker::None);
  if (a.evaded > 0 && !a.garrisoned && !inside) {  // 1631 §7.5: every defender evaded, none in garrison
    const City* c = s.city(x);
    if (a.side == Side::Imperial && c && s.map->at(x).has_city() && !owner(s, x) &&
        (c->marker == Marker::PrintedSaxon || c->marker == Marker::PrintedBrandenburg)) {
      // 1631 §7.5.1: the Swedes evaded from beside a neutral city; the Imperials may besiege it.
      a.step = "neutral_choice";
      store(s, a);
      events.push_back({"The Swedes evaded: the Imperials may besiege the neutral city of " + s.map->at(x).name +
                            (bridge ? " (over a bridge: no siege assault this action)" : ", and assault it"),
                        "1631 §7.5.1"});
      return;
    }
    evaded_victory(s, a, rules, dice, events);
    return;
  }
  if (inside || a.garrisoned || (marker && s.map->at(x).has_city())) {  // 1631 §7.5: a siege
    // 1631 §7.5.1: the Imperials engaged a neutral city (nobody evaded from it): its siege is stored too.
    if (a.side == Side::Imperial && s.city(x) && !owner(s, x) &&
        area_status(s, x, Side::Imperial) == AreaStatus::Neutral)
      s.city_mut(x).besieged_neutral = true;
    events.push_back({s.map->at(x).name + " is besieged by the " + words(a.side), "1631 §7.5, §7.10"});
    if (bridge) {
      events.push_back(
          {"The attacker came over a bridge: no siege assault this action; the combat ends with no "
           "victor",
           "1631 §7.5"});
      return end_action(s, a, rules, dice, events);
    }
    a.step = "siege_choice";
    store(s, a);
    return;
  }
  const City* c = s.city(x);
  if (rules.engage_takes_minor_city && c && c->marker == Marker::None && s.map->at(x).allegiance == Allegiance::Minor &&
      !a.leg.path.empty()) {  // an unmarked minor city: the engage takes it (a setting; the rules are silent)
    capture_city(s, x, a.side, false, events);
    return end_action(s, a, rules, dice, events);
  }
  events.push_back({"The engage finds no enemy in " + s.map->at(x).name, "1631 §6.2"});
  end_action(s, a, rules, dice, events);
}

}  // namespace umpire::flammes
