// What the umpire must do next about the actions (1631 §4, §6, §7.2-§7.5):
// while an action is in progress, the step it waits at, who decides and a
// prefilled command; between actions, the acting side's choices.
#include <algorithm>

#include "1631/action_state.h"
#include "1631/actions.h"
#include "1631/area_status.h"
#include "1631/forces.h"
#include "1631/march.h"
#include "1631/movement_rules.h"
#include "1631/settings.h"
#include "1631/turn.h"

namespace umpire::flammes {

namespace {

Json command(const std::string& type, Json args = Json::object()) {
  return Json{{"type", type}, {"args", std::move(args)}};
}

// A legal evasion path to prefill, if one exists (the shortest found).
std::vector<std::string> some_evasion(const State& s, Side side, const std::string& from, const EvasionLimits& limits,
                                      const MoveReadings& r) {
  for (const auto& n : s.map->neighbours(from)) {
    if (check_evasion(s, side, from, {n}, limits, r).empty()) return {n};
  }
  for (const auto& n : s.map->neighbours(from))
    for (const auto& m : s.map->neighbours(n))
      if (m != from && check_evasion(s, side, from, {n, m}, limits, r).empty()) return {n, m};
  return {};
}

}  // namespace

std::vector<NextStep> action_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  std::vector<NextStep> out;
  if (s.tracks.phase != Phase::Campaign) return out;
  if (s.action.is_null()) {
    auto who = acting_side(s);
    if (!who) return out;
    std::string side = words(*who);
    out.push_back(
        {"The " + side + " engage, march, force-march or regroup" + (*who == Side::Swedish ? ", or try diplomacy" : ""),
         "1631 §6"});
    if (*who == Side::Swedish && !(s.tracks.brandenburg_allied && s.tracks.saxony_allied))
      out.push_back({"The Swedes try diplomacy with the neutral powers", "1631 §6.7", command("1631.diplomacy"),
                     "Diplomacy", ""});
    if (setting_on(cs, "actions.pass"))
      out.push_back({"The " + side + " pass this action", "1631 §4", command("1631.pass"), "Pass", ""});
    return out;
  }
  if (!s.action.contains("step")) return out;
  ActionState a = action_state(s);
  std::string at = s.map->at(a.at).name, them = words(other(a.side)), us = words(a.side);
  if (a.step == "interception") {
    ActionRules rules = action_rules(cs);
    auto sources = interception_sources(s, a, rules);
    if (sources.empty()) {  // the umpire moved the would-be interceptors away meanwhile
      out.push_back({"Nobody can intercept into " + at + " any more: the army goes on", "1631 §7.2",
                     command("1631.no_interception"), "Go on", ""});
      return out;
    }
    std::string from = sources.front();
    Json units = Json::array();
    for (const Unit* u : units_in(s, from, other(a.side)))
      if (!locked_in(s, *u)) units.push_back(u->id);
    Json args{{"from", from}, {"units", units}};
    if (rules.intercept_needs_commander) {  // setting "interception.needs_commander": the commanders go too
      Json commanders = Json::array();
      for (const Commander* c : commanders_in(s, from, other(a.side)))
        if (!locked_in(s, *c)) commanders.push_back(c->id);
      args["commanders"] = commanders;
    }
    out.push_back(
        {"The " + them + " may intercept into " + at + " from " + s.map->at(from).name + " (d6 + modifiers ≥ 4)",
         "1631 §7.2", command("1631.intercept", args), "Intercept", ""});
    out.push_back(
        {"The " + them + " let the army go on", "1631 §7.2", command("1631.no_interception"), "No interception", ""});
  } else if (a.step == "attacker_choice") {
    out.push_back({"The " + us + " fight the interceptors in " + at, "1631 §7.2", command("1631.fight_interceptors"),
                   "Fight", ""});
    out.push_back({"The " + us + " fall back to " + s.map->at(a.came_from).name + "; the action ends", "1631 §7.2",
                   command("1631.fall_back"), "Fall back", ""});
  } else if (a.step == "overrun") {
    EvasionLimits limits{a.came_from};
    auto path = some_evasion(s, other(a.side), a.at, limits, action_rules(cs).readings);
    out.push_back({"The " + them + " in " + at + " are overrun and must try to evade (a failure destroys their units)",
                   "1631 §6.5", command("1631.evade", Json{{"path", path}, {"left_behind", "destroyed"}}), "Evade",
                   ""});
  } else if (a.step == "defence" || a.step == "after_evasion") {
    if (a.step == "defence") {
      EvasionLimits limits{a.came_from};
      MoveReadings readings = action_rules(cs).readings;
      auto path = some_evasion(s, other(a.side), a.at, limits, readings);
      bool can = can_evade(s, other(a.side), a.at, limits, readings);
      out.push_back({"The " + them + " in " + at + " may evade (d6 + modifiers ≥ 4; their commanders become Spent)" +
                         (can ? "" : ": no legal evasion exists, they would be destroyed"),
                     "1631 §7.3", command("1631.evade", Json{{"path", path}}), "Evade", ""});
    }
    if (owner(s, a.at) == other(a.side))
      out.push_back({"The " + them + " withdraw into " + at + " (up to 4 units)", "1631 §7.4", command("1631.withdraw"),
                     "Withdraw", ""});
    if (!field_defenders(s, a).empty())
      out.push_back({"The " + them + " stand and fight in " + at, "1631 §7.5", command("1631.stand"), "Stand", ""});
  } else if (a.step == "neutral_choice") {  // 1631 §7.5.1
    bool bridge = a.last_line == "bridge" || a.last_line == "ford";
    out.push_back({"The Imperials besiege the neutral city of " + at +
                       (bridge ? "; over a bridge, no siege assault this action" : ", then may assault it"),
                   "1631 §7.5.1", command("1631.besiege_neutral"), "Besiege", ""});
    out.push_back({"The Imperials leave " + at + " alone and win without a fight", "1631 §7.5, §7.5.1",
                   command("1631.no_besiege_neutral"), "Leave it", ""});
  } else if (a.step == "siege_choice") {
    out.push_back(
        {"The " + us + " assault " + at + " now", "1631 §7.5", command("1631.siege_assault"), "Siege assault", ""});
    out.push_back({"The " + us + " besiege " + at + " without an assault; the action ends", "1631 §7.5",
                   command("1631.no_siege_assault"), "No assault", ""});
  }
  return out;
}

}  // namespace umpire::flammes
