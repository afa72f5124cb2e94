// The five actions (1631 §6): engage, march, forced march and regroup begin
// here and move through the state machine (march.h); diplomacy is
// diplomacy.cpp's; the other side's reactions are reactions.cpp's.
#include "1631/actions.h"

#include <algorithm>
#include <set>

#include "1631/action_state.h"
#include "1631/area_status.h"
#include "1631/attrition.h"
#include "1631/diplomacy.h"
#include "1631/forces.h"
#include "1631/march.h"
#include "1631/movement_rules.h"
#include "1631/reactions.h"
#include "1631/settings.h"
#include "1631/turn.h"

namespace umpire::flammes {

namespace {

using Reasons = std::vector<Reason>;

// Pieces left or collected along the route: [{area, pieces: [ids]}] (1631 §6.1).
std::map<std::string, std::vector<std::string>> pieces_by_area(const JsonCursor& c) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& item : c.items()) {
    item.only_keys({"area", "pieces"});
    auto& list = out[item["area"].as_nonempty_string()];
    for (const auto& id : item["pieces"].as_strings()) list.push_back(id);
  }
  return out;
}

struct MoveArgs {
  std::vector<std::string> units, commanders;
  std::string from;
  std::vector<std::string> path;
  std::map<std::string, std::vector<std::string>> drop_off, pick_up;
  std::vector<std::string> losses;
};

ArgsOf<MoveArgs> move_args(const char* path_meaning) {
  Json eg_drop = Json::array({Json{{"area", "garz"}, {"pieces", {"swe_inf_5"}}}});
  return ArgsOf<MoveArgs>()
      .field(&MoveArgs::units,
             arg::ids("units", "unit", "the units that move").or_else(Json::array()).eg({"swe_inf_5"}))
      .field(&MoveArgs::commanders, arg::ids("commanders", "commander", "the commanders that move with them")
                                        .or_else(Json::array())
                                        .eg({"gustav"}))
      .field(&MoveArgs::from, arg::id("from", "area", "the area the army starts from").not_empty().eg("stettin"))
      .field(&MoveArgs::path, arg::ids("path", "area", path_meaning).or_else(Json::array()).eg({"garz"}))
      .field(&MoveArgs::drop_off,
             arg::objects("drop_off", "pieces left on the way: [{area, pieces: [ids]}]").optional(), pieces_by_area)
      .field(&MoveArgs::pick_up,
             arg::objects("pick_up", "pieces collected on the way: [{area, pieces: [ids]}]").optional().eg(eg_drop),
             pieces_by_area)
      .field(&MoveArgs::losses, arg::ids("losses", "unit",
                                         "the units that take the winter or forced-march losses, in order (default: "
                                         "Fresh infantry first)")
                                    .or_else(Json::array()));
}

MoveKind move_kind(const std::string& kind) {
  if (kind == "engage") return MoveKind::Engage;
  if (kind == "march") return MoveKind::March;
  return MoveKind::ForcedMarch;
}

const char* kind_rule(const std::string& kind) {
  if (kind == "engage") return "1631 §6.2";
  if (kind == "march") return "1631 §6.3";
  return "1631 §6.4";
}

// Whether the pieces may move with the army: the acting side's, in the area, not locked in a besieged city.
void check_pieces(const State& s, Side side, const std::vector<std::string>& ids, const std::string& area, bool sortie,
                  const char* rule, Reasons& out) {
  for (const auto& id : ids) {
    if (const Unit* u = s.unit(id)) {
      if (!u->on_map() || u->area != area)
        out.push_back({rule, u->name + " is not in " + s.map->at(area).name});
      else if (side_of(s, *u) != side)
        out.push_back({rule, u->name + " is not the " + std::string(words(side)) + "'"});
      else if (locked_in(s, *u) && !sortie)
        out.push_back({"1631 §7.10", u->name + " is besieged in " + s.map->at(area).name +
                                         ": it leaves only by "
                                         "engaging the besiegers"});
    } else if (const Commander* c = s.commander(id)) {
      if (c->dead)
        out.push_back({rule, c->name + " is dead"});
      else if (c->area != area)
        out.push_back({rule, c->name + " is not in " + s.map->at(area).name});
      else if (side_of(s, *c) != side)
        out.push_back({rule, c->name + " is not the " + std::string(words(side)) + "'"});
      else if (locked_in(s, *c) && !sortie)
        out.push_back({"1631 §7.10", c->name + " is besieged in " + s.map->at(area).name});
    } else {
      out.push_back({"", "there is no unit or commander \"" + id + "\""});
    }
  }
}

Reasons check_move(const CampaignState& cs, const MoveArgs& a, const std::string& kind) {
  const State& s = state_of(cs);
  auto who = acting_side(s);
  if (!who) return check_may_act(s, Side::Swedish);
  if (auto r = check_may_act(s, *who); !r.empty()) return r;
  Side side = *who;
  const char* rule = kind_rule(kind);
  if (!s.map->area(a.from)) return {{"", "there is no area \"" + a.from + "\""}};
  if (a.units.empty() && a.commanders.empty()) return {{rule, "name the units and commanders that move"}};
  ActionRules rules = action_rules(cs);
  bool zero = kind == "engage" && a.path.empty();
  if (a.path.empty() && !zero) return {{rule, "name the areas the army enters (the path)"}};
  if (zero && !rules.zero_move_engage)
    return {{"1631 §6.2", "an engage moves in this campaign (setting \"engage.zero_move\")"}};
  Reasons out;
  check_pieces(s, side, a.units, a.from, zero, rule, out);
  check_pieces(s, side, a.commanders, a.from, zero, rule, out);
  if (!out.empty()) return out;
  Route route = check_route(
      s, side, move_kind(kind), a.from, a.path,
      {rules.single_river, rules.strategic_march_into_enemy, static_cast<int>(a.units.size()), rules.readings});
  if (!route.reasons.empty()) return route.reasons;
  // Drop-offs and pick-ups along the route (1631 §6.1).
  std::set<std::string> army(a.units.begin(), a.units.end());
  army.insert(a.commanders.begin(), a.commanders.end());
  std::vector<std::string> all_units = a.units;
  std::vector<std::string> all_commanders = a.commanders;
  for (const auto& area : a.path) {
    if (auto it = a.drop_off.find(area); it != a.drop_off.end())
      for (const auto& id : it->second)
        if (!army.erase(id))
          out.push_back({"1631 §6.1", piece_name(s, id) + " is not with the army at " + s.map->at(area).name});
    if (auto it = a.pick_up.find(area); it != a.pick_up.end()) {
      check_pieces(s, side, it->second, area, false, "1631 §6.1", out);
      for (const auto& id : it->second) {
        if (s.commander(id) && !rules.collect_commanders)  // 1631 §6.1 says "pick up units"
          out.push_back({"1631 §6.1", "in this campaign an army collects only units on its route, not " +
                                          piece_name(s, id) + " (setting \"movement.collect_commanders\")"});
        army.insert(id);
        if (s.unit(id))
          all_units.push_back(id);
        else
          all_commanders.push_back(id);
      }
    }
  }
  for (const auto& [area, ids] : a.drop_off)
    if (std::find(a.path.begin(), a.path.end(), area) == a.path.end())
      out.push_back({"1631 §6.1", "pieces are left only in areas on the route; " +
                                      (s.map->area(area) ? s.map->at(area).name : area) + " is not on it"});
  for (const auto& [area, ids] : a.pick_up)
    if (std::find(a.path.begin(), a.path.end(), area) == a.path.end())
      out.push_back({"1631 §6.1", "pieces are collected only in areas on the route; " +
                                      (s.map->area(area) ? s.map->at(area).name : area) + " is not on it"});
  // 1631 §6.5: an overrun counts the units with the army as it enters, after drop-offs and pick-ups before.
  int with_army = static_cast<int>(a.units.size());
  std::string at = a.from;
  for (std::size_t i = 0; i < a.path.size(); ++i) {
    const std::string& area = a.path[i];
    bool last = i + 1 == a.path.size();
    if (!passable(s, area, side, rules.readings) && !(kind == "engage" && last) && !s.map->at(area).strategic()) {
      int line = line_used(s, at, area, side, "", rules.readings);
      if (line >= 0 && !may_overrun(s, side, area, line, with_army))
        out.push_back({"1631 §6.5", "the army has " + std::to_string(with_army) + " units as it enters " +
                                        s.map->at(area).name + ": too few to overrun " +
                                        std::to_string(count_units(s, area, other(side))) + " enemy units (4 to 1)"});
    }
    if (auto it = a.drop_off.find(area); it != a.drop_off.end())
      for (const auto& id : it->second) with_army -= s.unit(id) ? 1 : 0;
    if (auto it = a.pick_up.find(area); it != a.pick_up.end())
      for (const auto& id : it->second) with_army += s.unit(id) ? 1 : 0;
    at = area;
  }
  if (!out.empty()) return out;
  if (auto r = check_losses(s, all_units, a.losses, kind == "forced_march" ? "1631 §6.4" : "1631 §10.5",
                            rules.artillery_non_combat);
      !r.empty())
    return r;
  if (kind != "engage") return {};
  // 1631 §6.2: the target.
  std::string target = zero ? a.from : a.path.back();
  const Area& t = s.map->at(target);
  bool enemies = count_units(s, target, other(side)) > 0;
  bool neutral_units = !neutral_units_in(s, target).empty();
  bool neutral_area = area_status(s, target, side, rules.readings) == AreaStatus::Neutral;
  if (side == Side::Swedish && !enemies && (neutral_units || neutral_area))
    return {{"1631 §6.2", "the Swedes may not engage " + t.name + ": it holds only a neutral power's units or city"}};
  if (zero && !enemies && !(side == Side::Imperial && neutral_units))
    return {{"1631 §6.2", "an engage without moving needs enemy units in " + t.name}};
  // 1631 §6.2, §8: a Fresh commander with the army or already in the target area.
  bool fresh = std::any_of(all_commanders.begin(), all_commanders.end(),
                           [&](const std::string& id) { return s.commander(id) && s.commander(id)->fresh; });
  for (const Commander* c : commanders_in(s, target, side))
    if (c->fresh) fresh = true;
  if (!fresh && (enemies || neutral_units || enemy_marker_in(s, target, side)))
    return {{"1631 §6.2, §8", "an engage needs a Fresh commander with the army or in " + t.name}};
  return {};
}

// The areas that held the mover's units or garrison marker at the action's start (1631 §7.2).
std::vector<std::string> held_at_start(const State& s, Side side) {
  std::vector<std::string> out;
  for (const auto& area : s.map->areas)
    if (count_units(s, area.id, side) > 0 || owner(s, area.id) == side) out.push_back(area.id);
  return out;
}

Outcome start_move(const CampaignState& cs, const MoveArgs& m, const std::string& kind, Dice& dice) {
  State s = state_of(cs);
  Side side = *acting_side(s);
  std::vector<Event> events;
  ActionState a;
  a.kind = kind, a.side = side;
  a.forbidden = held_at_start(s, side);
  begin_action(s, kind, side);
  a.serial = s.tracks.serial;
  a.leg = Leg{m.units, m.commanders, m.from, m.path, m.drop_off, m.pick_up};
  a.at = m.from;
  a.travelled_units = m.units, a.travelled_commanders = m.commanders;
  a.losses = m.losses;
  static const std::map<std::string, std::string> kWords = {
      {"engage", "engage"}, {"march", "march"}, {"forced_march", "force-march"}};
  std::string route;
  for (const auto& area : m.path) route += " → " + s.map->at(area).name;
  events.push_back({std::string("The ") + words(side) + " " + kWords.at(kind) + " from " + s.map->at(m.from).name +
                        route + ": " + force_words(s, m.commanders, m.units),
                    kind_rule(kind)});
  ActionRules rules = action_rules(cs);
  advance(s, a, rules, dice, events);
  return outcome_of(cs, std::move(s), std::move(events));
}

// ---- Regroup (1631 §6.6)

struct RegroupMove {
  std::string piece, from;
  std::vector<std::string> path;
};
struct RegroupArgs {
  std::vector<RegroupMove> moves;
  std::string refresh;
};

std::vector<RegroupMove> regroup_moves(const JsonCursor& c) {
  std::vector<RegroupMove> out;
  for (const auto& m : c.items()) {
    m.only_keys({"piece", "path"});
    out.push_back({m["piece"].as_nonempty_string(), "", m["path"].as_strings()});
  }
  return out;
}

Reasons check_regroup(const CampaignState& cs, const RegroupArgs& a) {
  const State& s = state_of(cs);
  auto who = acting_side(s);
  if (!who) return check_may_act(s, Side::Swedish);
  if (auto r = check_may_act(s, *who); !r.empty()) return r;
  if (a.moves.size() > 2) return {{"1631 §6.6", "a regroup moves at most 2 pieces"}};
  Reasons out;
  std::set<std::string> seen;
  for (const auto& m : a.moves) {
    if (!seen.insert(m.piece).second) out.push_back({"1631 §6.6", piece_name(s, m.piece) + " moves once in a regroup"});
    const Unit* u = s.unit(m.piece);
    const Commander* c = s.commander(m.piece);
    if (!u && !c) {
      out.push_back({"", "there is no unit or commander \"" + m.piece + "\""});
      continue;
    }
    std::string from = u ? u->area : c->area;
    if ((u && !u->on_map()) || (c && c->dead)) {
      out.push_back({"1631 §6.6", piece_name(s, m.piece) + " is not on the map"});
      continue;
    }
    check_pieces(s, *who, {m.piece}, from, false, "1631 §6.6", out);
    if (m.path.empty()) out.push_back({"1631 §6.6", "name the areas " + piece_name(s, m.piece) + " enters"});
    Route r = check_route(s, *who, MoveKind::Regroup, from, m.path, {true, true, 0, action_rules(cs).readings});
    for (auto& reason : r.reasons) out.push_back(reason);
  }
  if (!a.refresh.empty()) {
    const Unit* u = s.unit(a.refresh);
    if (!u || !u->on_map())
      out.push_back({"1631 §6.6", "there is no unit \"" + a.refresh + "\" on the map"});
    else if (side_of(s, *u) != *who)
      out.push_back({"1631 §6.6", u->name + " is not the " + std::string(words(*who)) + "'"});
    else if (u->steps != 1)
      out.push_back({"1631 §6.6", u->name + " is not Spent"});
    else if (locked_in(s, *u) && !setting_on(cs, "regroup.refresh_besieged"))
      out.push_back(
          {"1631 §6.6", u->name + " is besieged: it cannot be made Fresh (setting \"regroup.refresh_besieged\")"});
  }
  if (a.moves.empty() && a.refresh.empty()) out.push_back({"1631 §6.6", "a regroup moves a piece or refreshes a unit"});
  return out;
}

Outcome regroup(const CampaignState& cs, const RegroupArgs& r, Dice& dice) {
  State s = state_of(cs);
  Side side = *acting_side(s);
  std::vector<Event> events;
  ActionState a;
  a.kind = "regroup", a.side = side;
  a.forbidden = held_at_start(s, side);
  begin_action(s, "regroup", side);
  a.serial = s.tracks.serial;
  a.refresh = r.refresh;
  for (const auto& m : r.moves) {
    Leg leg;
    bool unit = s.unit(m.piece) != nullptr;
    (unit ? leg.units : leg.commanders).push_back(m.piece);
    leg.from = unit ? s.unit(m.piece)->area : s.commander(m.piece)->area;
    leg.path = m.path;
    a.later.push_back(leg);
  }
  if (r.moves.empty()) events.push_back({std::string("The ") + words(side) + " regroup", "1631 §6.6"});
  for (const auto& leg : a.later)  // 1631 §6.6: each piece moves separately
    events.push_back({piece_name(s, leg.units.empty() ? leg.commanders.front() : leg.units.front()) +
                          " regroups from " + s.map->at(leg.from).name + " to " +
                          s.map->at(leg.path.empty() ? leg.from : leg.path.back()).name,
                      "1631 §6.6"});
  ActionRules rules = action_rules(cs);
  if (a.later.empty()) {
    a.step = "moving";
    end_action(s, a, rules, dice, events);
  } else {
    a.leg = a.later.front();
    a.later.erase(a.later.begin());
    a.at = a.leg.from;
    a.travelled_units = a.leg.units, a.travelled_commanders = a.leg.commanders;
    advance(s, a, rules, dice, events);
  }
  return outcome_of(cs, std::move(s), std::move(events));
}

CommandDef move_command(const std::string& kind, const std::string& summary, const char* path_meaning) {
  return define(Command<MoveArgs>{
      .name = "1631." + kind,
      .summary = summary,
      .flags = kPlayerOrder,
      .args = move_args(path_meaning),
      .check = [kind](const CampaignState& cs, const MoveArgs& a) { return check_move(cs, a, kind); },
      .apply = [kind](const CampaignState& cs, const MoveArgs& a, Dice& d) { return start_move(cs, a, kind, d); }});
}

}  // namespace

std::vector<CommandDef> action_commands() {
  std::vector<CommandDef> out{
      move_command("engage",
                   "Engage: one Road or River move or two River moves (bridges free) into an enemy area, with a "
                   "Fresh commander (1631 §6.2)",
                   "the areas entered, the target last (empty: engage where the army stands)"),
      move_command("march", "March: up to 2 moves (bridges free), not into hostile areas (1631 §6.3)",
                   "the areas entered, in order"),
      move_command("forced_march",
                   "Forced march: up to 4 moves, losses one in three unless more rivers than roads; commanders Spent "
                   "(1631 §6.4)",
                   "the areas entered, in order"),
      define(Command<RegroupArgs>{
          .name = "1631.regroup",
          .summary = "Regroup: up to 2 pieces move up to 4 moves each, then 1 Spent unit becomes Fresh (1631 §6.6)",
          .flags = kPlayerOrder,
          .args = ArgsOf<RegroupArgs>()
                      .field(&RegroupArgs::moves,
                             arg::objects("moves", "the pieces that move: [{piece, path: [areas]}], at most 2")
                                 .optional()
                                 .eg(Json::array({Json{{"piece", "imp_inf_2"}, {"path", {"neu_brandenburg"}}}})),
                             regroup_moves)
                      .field(&RegroupArgs::refresh,
                             arg::id("refresh", "unit", "a Spent unit, not besieged, made Fresh").or_else("")),
          .check = check_regroup,
          .apply = regroup}),
  };
  for (auto& c : reaction_commands()) out.push_back(std::move(c));
  for (auto& c : diplomacy_commands()) out.push_back(std::move(c));
  return out;
}

}  // namespace umpire::flammes
