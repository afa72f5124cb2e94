#include "1631/reactions.h"

#include <algorithm>
#include <set>

#include "1631/action_state.h"
#include "1631/area_status.h"
#include "1631/attrition.h"
#include "1631/combat.h"
#include "1631/forces.h"
#include "1631/march.h"
#include "1631/movement_rules.h"

namespace umpire::flammes {

namespace {

using Reasons = std::vector<Reason>;
bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// The action must wait at one of these steps.
Reasons need_step(const State& s, std::initializer_list<const char*> steps, const char* rule, const std::string& what) {
  if (s.action.is_null() || !s.action.contains("step")) return {{rule, "no action is waiting for " + what}};
  std::string step = s.action["step"].get<std::string>();
  for (const char* k : steps)
    if (step == k) return {};
  return {{rule, "the action in progress is not waiting for " + what}};
}

std::vector<std::string> on_map(const State& s, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if (const Unit* u = s.unit(id); u && u->on_map()) out.push_back(id);
  return out;
}

std::string signed_words(const ReactionTest& t) { return t.why.empty() ? "" : " (" + t.why + ")"; }

}  // namespace

ReactionTest reaction_modifiers(const State& s, const std::vector<std::string>& units,
                                const std::vector<std::string>& commanders, const std::vector<std::string>& enemy_units,
                                const std::vector<std::string>& enemy_commanders, bool commanderless_lowest) {
  ReactionTest t;
  auto add = [&](int v, const std::string& w) {
    t.modifier += v;
    t.why += (t.why.empty() ? "" : ", ") + std::string(v > 0 ? "+1 " : "-1 ") + w;
  };
  int mine = best_skill(s, commanders), theirs = best_skill(s, enemy_commanders);
  if (!commanderless_lowest) mine = std::max(mine, 0), theirs = std::max(theirs, 0);  // none counts as skill 0
  if (mine > theirs) add(1, "a better commander");
  if (units.size() < enemy_units.size()) add(1, "fewer units");
  bool cavalry = std::any_of(units.begin(), units.end(),
                             [&](const std::string& id) { return s.unit(id) && s.unit(id)->arm == Arm::Cavalry; });
  if (!cavalry) add(-1, "no cavalry");
  return t;
}

namespace {

// ---- Interception (1631 §7.2)

struct InterceptArgs {
  std::string from;
  std::vector<std::string> units, commanders, losses;
};

Reasons check_intercept(const CampaignState& cs, const InterceptArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_step(s, {"interception"}, "1631 §7.2", "an interception"); !r.empty()) return r;
  ActionState act = action_state(s);
  Side them = other(act.side);
  if (!s.map->area(a.from)) return {{"", "there is no area \"" + a.from + "\""}};
  ActionRules rules = action_rules(cs);
  auto sources = interception_sources(s, act, rules);
  if (!has(sources, a.from))
    return {{"1631 §7.2", "the " + std::string(words(them)) + " cannot intercept from " + s.map->at(a.from).name +
                              " into " + s.map->at(act.at).name +
                              " (one neighbouring area, not a strategic one, "
                              "along a line they may cross)"}};
  if (a.units.empty()) return {{"1631 §7.2", "name the units that intercept"}};
  if (a.commanders.empty() && rules.intercept_needs_commander)
    return {{"1631 §7.2",
             "in this campaign an interception needs a commander with the units (setting "
             "\"interception.needs_commander\")"}};
  Reasons out;
  for (const auto& id : a.units) {
    const Unit* u = s.unit(id);
    if (!u)
      out.push_back({"", "there is no unit \"" + id + "\""});
    else if (!u->on_map() || u->area != a.from || side_of(s, *u) != them)
      out.push_back({"1631 §7.2", u->name + " is not one of the " + words(them) + " in " + s.map->at(a.from).name});
    else if (locked_in(s, *u))
      out.push_back({"1631 §7.10", u->name + " is besieged and cannot leave"});
  }
  for (const auto& id : a.commanders) {
    const Commander* c = s.commander(id);
    if (!c)
      out.push_back({"", "there is no commander \"" + id + "\""});
    else if (c->dead || c->area != a.from || side_of(s, *c) != them || locked_in(s, *c))
      out.push_back({"1631 §7.2", c->name + " is not free to intercept from " + s.map->at(a.from).name});
  }
  if (!out.empty()) return out;
  return check_losses(s, a.units, a.losses, "1631 §10.5", artillery_non_combat(cs));
}

Outcome intercept(const CampaignState& cs, const InterceptArgs& a, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events;
  Side them = other(act.side);
  act.interception_tried = true;
  auto attackers = on_map(s, act.leg.units);
  ReactionTest t = reaction_modifiers(s, a.units, a.commanders, attackers, act.leg.commanders,
                                      setting_on(cs, "interception.commanderless_lowest"));
  int r = dice.d6("interception into " + s.map->at(act.at).name + ", D6");
  bool ok = r + t.modifier >= 4;
  events.push_back({std::string("The ") + words(them) + " try to intercept from " + s.map->at(a.from).name + ": " +
                        force_words(s, a.commanders, a.units) + ": " + std::to_string(r) + signed_words(t) + " = " +
                        std::to_string(r + t.modifier) + (ok ? ", success" : ", failure"),
                    "1631 §7.2"});
  ActionRules rules = action_rules(cs);
  int line = line_used(s, a.from, act.at, them, "", rules.readings);
  if (ok && line >= 0 && s.map->lines[line].type == LineType::Ford) {  // 1631 §10.7
    int f = dice.d6("Werben ford (interception), D6");
    if (f < 4) {
      ok = false;
      events.push_back({"Ford roll " + std::to_string(f) + ": the interceptors do not cross", "1631 §10.7"});
    }
  }
  if (!ok) {
    advance(s, act, rules, dice, events);  // 1631 §7.2: the attacker carries on
    return outcome_of(cs, std::move(s), std::move(events));
  }
  for (const auto& id : a.units) put(s, id, act.at);
  for (const auto& id : a.commanders) put(s, id, act.at);
  note_entry(s, act, rules, them, act.at, events);
  act.interceptors = a.units;
  for (const auto& id : a.commanders) act.interceptors.push_back(id);
  if (s.winter()) {  // 1631 §10.5: the interception move counts
    int n = static_cast<int>(a.units.size());
    if (one_in_three(n) > 0)
      take_losses(s, a.units, one_in_three(n), a.losses, "Winter attrition (interceptors)", "1631 §10.5", events,
                  rules.artillery_non_combat);
  }
  act.step = "attacker_choice";
  store(s, act);
  return outcome_of(cs, std::move(s), std::move(events));
}

Outcome no_interception(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events{
      {std::string("The ") + words(other(act.side)) + " do not intercept into " + s.map->at(act.at).name, "1631 §7.2"}};
  advance(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

// After a successful interception the attacker fights, or undoes its last move (1631 §7.2).
Outcome fight(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events{
      {std::string("The ") + words(act.side) + " fight in " + s.map->at(act.at).name, "1631 §7.2"}};
  movement_attrition(s, act, action_rules(cs), events, true);  // 1631 §6.4, §10.5: before the combat
  if (owner(s, act.at) == other(act.side) && !field_defenders(s, act).empty()) {
    act.step = "after_evasion";  // 1631 §7.4: the defender may still withdraw to garrison
    store(s, act);
  } else {
    combat_situation(s, act, action_rules(cs), dice, events);
  }
  return outcome_of(cs, std::move(s), std::move(events));
}

Outcome fall_back(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  for (const auto& id : act.leg.units)
    if (s.unit(id)->on_map()) put(s, id, act.came_from);
  for (const auto& id : act.leg.commanders) put(s, id, act.came_from);
  // 1631 §7.2: the action ends; or, with the setting off, only this piece's move and a regroup's other piece
  // still moves (1631 §6.6).
  bool goes_on = act.kind == "regroup" && !act.later.empty() && !setting_on(cs, "interception.fall_back_ends_action");
  std::vector<Event> events{
      {"The army falls back to " + s.map->at(act.came_from).name +
           (goes_on ? "; the regroup's next piece moves" : "; its action ends"),
       goes_on ? "1631 §7.2, §6.6 (setting \"interception.fall_back_ends_action\")" : "1631 §7.2"}};
  act.at = act.came_from;
  ActionRules rules = action_rules(cs);
  movement_attrition(s, act, rules, events);
  if (goes_on && move_next_piece(s, act, rules, dice, events)) return outcome_of(cs, std::move(s), std::move(events));
  act.later.clear();
  end_action(s, act, rules, dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

// ---- Evasion (1631 §7.3)

struct EvadeArgs {
  std::vector<std::string> path, units, losses;
  std::string left_behind;
};

Reasons check_evade(const CampaignState& cs, const EvadeArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_step(s, {"defence", "after_evasion", "overrun"}, "1631 §7.3", "an evasion"); !r.empty()) return r;
  ActionState act = action_state(s);
  Side them = other(act.side);
  bool lone = field_defenders(s, act).empty();  // lone commanders always make their evasion move
  if (act.interception_tried && act.step != "overrun" && !lone)
    return {{"1631 §7.2", "an interception was tried this action: no evasion"}};
  if (act.step == "after_evasion")
    return {{"1631 §7.3", "the evasion failed: the defenders withdraw to garrison or fight"}};
  auto field = field_defenders(s, act);
  EvasionLimits limits{act.came_from};
  MoveReadings readings = action_rules(cs).readings;
  if (a.path.empty() && !s.map->at(act.at).strategic() && !can_evade(s, them, act.at, limits, readings)) return {};
  if (auto r = check_evasion(s, them, act.at, a.path, limits, readings); !r.empty()) return r;
  Reasons out;
  for (const auto& id : a.units)
    if (!has(field, id)) out.push_back({"1631 §7.3", piece_name(s, id) + " is not among the defenders in the field"});
  std::vector<std::string> evaders = a.units.empty() ? field : a.units;
  if (!out.empty()) return out;
  if (auto r = check_losses(s, evaders, a.losses, "1631 §7.3", artillery_non_combat(cs)); !r.empty()) return r;
  bool some_left = evaders.size() < field.size();
  if (some_left && a.left_behind == "withdraw" && owner(s, act.at) != them)
    return {{"1631 §7.4", "there is no " + std::string(words(them)) + " city in " + s.map->at(act.at).name +
                              " to withdraw into: the units that stay are destroyed (left_behind \"destroyed\")"}};
  return {};
}

// 1631 §7.4: up to 4 units and any commanders go inside; the excess is destroyed.
// `with_commanders` false: the commanders stay with the units that fight.
void withdraw_into(State& s, const ActionState& act, const std::vector<std::string>& units,
                   const std::vector<std::string>& destroy_first, std::vector<Event>& events,
                   bool with_commanders = true) {
  std::vector<std::string> order = destroy_first;
  int excess = static_cast<int>(units.size()) - 4;
  std::vector<std::string> lost;
  // Default: the Spent ones first.
  std::vector<std::string> rest = units;
  std::stable_sort(rest.begin(), rest.end(),
                   [&](const std::string& x, const std::string& y) { return s.unit(x)->steps < s.unit(y)->steps; });
  for (const auto& id : rest) order.push_back(id);
  for (const auto& id : order) {
    if (static_cast<int>(lost.size()) >= excess) break;
    if (has(units, id) && !has(lost, id)) lost.push_back(id);
  }
  for (const auto& id : units) {
    if (has(lost, id)) {
      Unit& u = s.unit_mut(id);
      while (u.on_map()) lose_step(u);
    } else {
      put(s, id, act.at, true);
    }
  }
  if (with_commanders)
    for (const Commander* c : commanders_in(s, act.at, other(act.side), false)) put(s, c->id, act.at, true);
  events.push_back({unit_list(s, units) + " withdraw into " + s.map->at(act.at).name +
                        (lost.empty() ? "" : "; over the limit of 4, destroyed: " + names(s, lost)),
                    "1631 §7.4"});
}

Outcome evade(const CampaignState& cs, const EvadeArgs& a, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  Side them = other(act.side);
  std::vector<Event> events;
  auto field = field_defenders(s, act);
  auto commanders = field_commanders(s, act);
  std::vector<std::string> evaders = a.units.empty() ? field : a.units;
  ActionRules rules = action_rules(cs);
  bool stays = a.path.empty() && s.map->at(act.at).strategic();
  if (a.path.empty() && !stays) {  // 1631 §7.3: no legal evasion: all destroyed
    for (const auto& id : field) {
      Unit& u = s.unit_mut(id);
      while (u.on_map()) lose_step(u);
    }
    for (const auto& id : commanders) s.commander_mut(id).dead = true;
    events.push_back({"No legal evasion from " + s.map->at(act.at).name + ": " + names(s, field) +
                          (commanders.empty() ? "" : " and " + names(s, commanders)) + " are destroyed",
                      "1631 §7.3"});
    act.evaded = 0;
    if (act.step == "overrun")
      resume_after_overrun(s, act, action_rules(cs), dice, events);
    else
      combat_situation(s, act, action_rules(cs), dice, events);
    return outcome_of(cs, std::move(s), std::move(events));
  }
  bool overrun = act.step == "overrun";
  bool ok = true;
  if (!field.empty()) {
    // 1631 §7.3: the evading force is every defender in the field (the owner picks who leaves after a success),
    // or with setting "evasion.declared_force" the units declared before the roll.
    const auto& tested = rules.evasion_declared ? evaders : field;
    ReactionTest t = reaction_modifiers(s, tested, commanders, on_map(s, act.leg.units), act.leg.commanders,
                                        setting_on(cs, "interception.commanderless_lowest"));
    int r = dice.d6("evasion from " + s.map->at(act.at).name + ", D6");
    ok = r + t.modifier >= 4;
    events.push_back({std::string("The ") + words(them) + " try to evade: " + std::to_string(r) + signed_words(t) +
                          " = " + std::to_string(r + t.modifier) + (ok ? ", success" : ", failure"),
                      "1631 §7.3"});
  }
  // 1631 §7.3, §8: every commander of the evading force becomes Spent, pass or fail.
  for (const auto& id : commanders) make_spent(s, s.commander_mut(id));
  if (!commanders.empty()) events.push_back({names(s, commanders) + " Spent by the evasion", "1631 §7.3, §8"});
  if (!ok && overrun) {  // 1631 §6.5: every enemy unit there is destroyed; the commanders still evade
    for (const auto& id : field) {
      Unit& u = s.unit_mut(id);
      while (u.on_map()) lose_step(u);
    }
    events.push_back({"Overrun: " + names(s, field) + " destroyed", "1631 §6.5"});
    evaders.clear();
  } else if (!ok) {
    act.step = "after_evasion";
    store(s, act);
    return outcome_of(cs, std::move(s), std::move(events));
  }
  std::string to = stays ? act.at : a.path.back();
  std::string at = act.at;
  for (const auto& area : a.path) {  // 1631 §10.7: each unit rolls at a ford; a failure costs a step
    int line = line_used(s, at, area, them, "", rules.readings, true);
    if (line >= 0 && s.map->lines[line].type == LineType::Ford)
      for (const auto& id : evaders) {
        if (!s.unit(id)->on_map()) continue;
        // 1631 §7.7 (setting "losses.artillery_non_combat" off): artillery loses no step here, so it does not roll.
        if (!takes_non_combat_loss(*s.unit(id), rules.artillery_non_combat)) continue;
        int f = dice.d6("Werben ford (" + s.unit(id)->name + "), D6");
        if (f < 4) {
          lose_step(s.unit_mut(id));
          events.push_back(
              {"Ford roll " + std::to_string(f) + ": " + s.unit(id)->name + " loses a step crossing", "1631 §10.7"});
        }
      }
    note_entry(s, act, action_rules(cs), them, area, events);
    at = area;
  }
  std::vector<std::string> moved = on_map(s, evaders);
  for (const auto& id : moved) put(s, id, to);
  for (const auto& id : commanders) put(s, id, to);
  events.push_back(
      {force_words(s, commanders, moved) + (stays ? " stay in " : " evade to ") + s.map->at(to).name, "1631 §7.3"});
  int e = static_cast<int>(evaders.size());
  if (one_in_three(e) > 0)
    take_losses(s, moved, one_in_three(e), a.losses, "Evasion", "1631 §7.3", events, artillery_non_combat(cs));
  act.evaded = e;
  std::vector<std::string> left;
  for (const auto& id : field)
    if (!has(evaders, id) && s.unit(id)->on_map()) left.push_back(id);
  if (!left.empty()) {
    if (a.left_behind == "withdraw") {
      withdraw_into(s, act, left, {}, events);
      act.garrisoned = true;
    } else {
      for (const auto& id : left) {
        Unit& u = s.unit_mut(id);
        while (u.on_map()) lose_step(u);
      }
      events.push_back({names(s, left) + ", left behind, are destroyed", "1631 §7.3"});
    }
  }
  if (overrun) {
    resume_after_overrun(s, act, action_rules(cs), dice, events);
    return outcome_of(cs, std::move(s), std::move(events));
  }
  combat_situation(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

// ---- Withdrawal to garrison (1631 §7.4) and standing to fight

struct WithdrawArgs {
  std::vector<std::string> destroy;
  std::vector<std::string> units;  // empty: every defender in the field
};

Reasons check_withdraw(const CampaignState& cs, const WithdrawArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_step(s, {"defence", "after_evasion"}, "1631 §7.4", "a withdrawal"); !r.empty()) return r;
  ActionState act = action_state(s);
  Side them = other(act.side);
  const City* city = s.city(act.at);
  bool neutral_city = act.side == Side::Imperial && city && city->marker == Marker::PrintedSaxon &&
                      !s.tracks.saxony_allied;  // neutral Saxons, run by the umpire (setting "neutral.automatic")
  if (owner(s, act.at) != them && !neutral_city)
    return {{"1631 §7.4", "there is no " + std::string(words(them)) + " or allied city in " + s.map->at(act.at).name +
                              " to withdraw into"}};
  auto field = field_defenders(s, act);
  for (const auto& id : a.destroy)
    if (!has(field, id)) return {{"1631 §7.4", piece_name(s, id) + " is not among the defenders in the field"}};
  for (const auto& id : a.units)
    if (!has(field, id)) return {{"1631 §7.4", piece_name(s, id) + " is not among the defenders in the field"}};
  bool some = !a.units.empty() &&
              std::any_of(field.begin(), field.end(), [&](const std::string& id) { return !has(a.units, id); });
  if (some && act.step == "after_evasion")
    return {{"1631 §7.4", "the evasion failed: the defenders either all fight or all withdraw to garrison"}};
  if (some && setting_on(cs, "withdrawal.all_or_none"))
    return {{"1631 §7.4",
             "the defenders either all fight or all withdraw to garrison (setting "
             "\"withdrawal.all_or_none\")"}};
  return {};
}

Outcome withdraw(const CampaignState& cs, const WithdrawArgs& a, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events;
  auto field = field_defenders(s, act);
  // Setting "withdrawal.all_or_none" off: some withdraw, the rest (and the commanders) fight (1631 §7.4).
  bool some = !a.units.empty() && a.units.size() < field.size();
  withdraw_into(s, act, a.units.empty() ? field : a.units, a.destroy, events, !some);
  act.garrisoned = true;
  combat_situation(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

Reasons check_stand(const CampaignState& cs, const NoArgs&) {
  const State& s = state_of(cs);
  if (auto r = need_step(s, {"defence", "after_evasion"}, "1631 §7.5", "the defender's choice"); !r.empty()) return r;
  if (field_defenders(s, action_state(s)).empty()) return {{"1631 §7.5", "no defending unit is in the field to fight"}};
  return {};
}

Outcome stand(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events{
      {std::string("The ") + words(other(act.side)) + " stand and fight in " + s.map->at(act.at).name, "1631 §7.5"}};
  combat_situation(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

// ---- The siege (1631 §7.5, §7.10)

Outcome siege_assault(const CampaignState& cs, const NoArgs&, Dice&) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events;
  CombatOpening o;
  o.area = act.at;
  o.attacker = act.side;
  o.situation = "siege_assault";
  for (const Unit* u : units_in(s, act.at, act.side, false)) o.attacking_units.push_back(u->id);
  for (const Commander* c : commanders_in(s, act.at, act.side, false)) o.attacking_commanders.push_back(c->id);
  for (const auto& u : s.units)
    if (u.on_map() && u.area == act.at && u.inside && side_of(s, u) != act.side) o.defending_units.push_back(u.id);
  for (const auto& c : s.commanders)
    if (!c.dead && c.area == act.at && c.inside && side_of(s, c) != act.side) o.defending_commanders.push_back(c.id);
  o.came_from = act.came_from;
  o.last_line = act.last_line;
  o.trigger = "engage";
  act.step = "combat";
  act.situation = o.situation;
  store(s, act);
  events.push_back({std::string("The ") + words(act.side) + " assault " + s.map->at(act.at).name, "1631 §7.5"});
  open_combat(s, o, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

Outcome no_siege_assault(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events{{std::string("The ") + words(act.side) + " besiege " + s.map->at(act.at).name +
                                 " without an assault; the combat ends with no victor",
                             "1631 §7.5"}};
  end_action(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

// ---- A neutral city beside the evaded Swedes (1631 §7.5.1)

Outcome besiege_neutral_city(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events;
  besiege_neutral(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

Outcome leave_neutral_city(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  ActionState act = action_state(s);
  std::vector<Event> events{
      {"The Imperials leave the neutral city of " + s.map->at(act.at).name + " alone", "1631 §7.5.1"}};
  evaded_victory(s, act, action_rules(cs), dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

CommandDef step_command(const char* name, const char* summary, std::initializer_list<const char*> steps,
                        const char* rule, const char* what,
                        std::function<Outcome(const CampaignState&, const NoArgs&, Dice&)> f) {
  std::vector<const char*> list(steps);
  return define(Command<NoArgs>{.name = name,
                                .summary = summary,
                                .flags = kPlayerOrder,
                                .check = [list, rule, what](const CampaignState& cs, const NoArgs&) -> Reasons {
                                  const State& s = state_of(cs);
                                  if (s.action.is_null() || !s.action.contains("step"))
                                    return {{rule, std::string("no action is waiting for ") + what}};
                                  std::string step = s.action["step"].get<std::string>();
                                  for (const char* k : list)
                                    if (step == k) return {};
                                  return {{rule, std::string("the action in progress is not waiting for ") + what}};
                                },
                                .apply = std::move(f)});
}

}  // namespace

std::vector<CommandDef> reaction_commands() {
  return {
      define(Command<InterceptArgs>{
          .name = "1631.intercept",
          .summary = "Intercept: units from one neighbouring area try to meet the moving army (d6 + modifiers ≥ 4, "
                     "1631 §7.2)",
          .flags = kPlayerOrder,
          .args =
              ArgsOf<InterceptArgs>()
                  .field(&InterceptArgs::from,
                         arg::id("from", "area", "the neighbouring area").not_empty().eg("greifenhagen"))
                  .field(&InterceptArgs::units, arg::ids("units", "unit", "the units that intercept").eg({"imp_inf_4"}))
                  .field(&InterceptArgs::commanders,
                         arg::ids("commanders", "commander", "the commanders with them").or_else(Json::array()))
                  .field(
                      &InterceptArgs::losses,
                      arg::ids("losses", "unit", "the units that take a winter loss, in order").or_else(Json::array())),
          .check = check_intercept,
          .apply = intercept}),
      step_command("1631.no_interception", "No interception into the area the army has entered (1631 §7.2)",
                   {"interception"}, "1631 §7.2", "an interception", no_interception),
      step_command("1631.fight_interceptors", "After an interception: the attacker fights where it stands (1631 §7.2)",
                   {"attacker_choice"}, "1631 §7.2", "the attacker's choice", fight),
      step_command("1631.fall_back",
                   "After an interception: the attacker undoes its last move and its action ends (1631 §7.2)",
                   {"attacker_choice"}, "1631 §7.2", "the attacker's choice", fall_back),
      define(Command<EvadeArgs>{
          .name = "1631.evade",
          .summary = "Evade: the defender's test (d6 + modifiers ≥ 4); its commanders become Spent; on a success the "
                     "evaders move up to 2, losing one in three (1631 §7.3)",
          .flags = kPlayerOrder,
          .args = ArgsOf<EvadeArgs>()
                      .field(&EvadeArgs::path, arg::ids("path", "area",
                                                        "the areas the evaders enter (empty: none is "
                                                        "legal, or they stay in a strategic area)")
                                                   .or_else(Json::array())
                                                   .eg({"kuestrin", "frankfurt"}))
                      .field(&EvadeArgs::units,
                             arg::ids("units", "unit", "the units that leave (default: all)").or_else(Json::array()))
                      .field(&EvadeArgs::left_behind,
                             arg::choice("left_behind", {"withdraw", "destroyed"},
                                         "the units that do not evade withdraw into the city or are destroyed")
                                 .or_else("withdraw"))
                      .field(&EvadeArgs::losses, arg::ids("losses", "unit",
                                                          "the evaders that take the losses, in "
                                                          "order")
                                                     .or_else(Json::array())),
          .check = check_evade,
          .apply = evade}),
      define(Command<WithdrawArgs>{
          .name = "1631.withdraw",
          .summary = "Withdraw to garrison: all the defenders in the field (or those named, with the setting "
                     "\"withdrawal.all_or_none\" off) go into their city, up to 4 units; the excess is destroyed "
                     "(1631 §7.4)",
          .flags = kPlayerOrder,
          .args =
              ArgsOf<WithdrawArgs>()
                  .field(&WithdrawArgs::destroy,
                         arg::ids("destroy", "unit", "the units destroyed over the limit of 4 (default: Spent first)")
                             .or_else(Json::array()))
                  .field(&WithdrawArgs::units,
                         arg::ids("units", "unit",
                                  "the units that withdraw (default: all); the others and the commanders fight, "
                                  "if the setting \"withdrawal.all_or_none\" is off (1631 §7.4)")
                             .or_else(Json::array())),
          .check = check_withdraw,
          .apply = withdraw}),
      define(Command<NoArgs>{.name = "1631.stand",
                             .summary = "The defenders in the field stand and fight (1631 §7.5)",
                             .flags = kPlayerOrder,
                             .check = check_stand,
                             .apply = stand}),
      step_command("1631.siege_assault", "Assault the besieged city now (1631 §7.5)", {"siege_choice"}, "1631 §7.5",
                   "a siege assault", siege_assault),
      step_command("1631.no_siege_assault", "Besiege the city without an assault; the action ends (1631 §7.5)",
                   {"siege_choice"}, "1631 §7.5", "a siege assault", no_siege_assault),
      step_command("1631.besiege_neutral", "Besiege the neutral city the Swedes evaded from (1631 §7.5.1)",
                   {"neutral_choice"}, "1631 §7.5.1", "a siege of a neutral city", besiege_neutral_city),
      step_command("1631.no_besiege_neutral",
                   "Leave the neutral city alone: the Imperials win without a fight "
                   "(1631 §7.5, §7.5.1)",
                   {"neutral_choice"}, "1631 §7.5.1", "a siege of a neutral city", leave_neutral_city),
  };
}

}  // namespace umpire::flammes
