// Combat's records and their life (1631 §7.5-§7.11): opened by the actions (or
// declared by the umpire), sent to a built-in engine or the tabletop, its
// result recorded with the hand-off's validations, its pursuit applied, then
// the action ends (1631 §8).
#include "1631/combat.h"

#include "1631/action_state.h"
#include "1631/combat_result.h"
#include "1631/combat_setup.h"
#include "1631/combat_state.h"
#include "1631/forces.h"
#include "1631/march.h"
#include "1631/pursuit.h"
#include "1631/settings.h"
#include "1631/turn.h"

namespace umpire::flammes {

namespace {

using Reasons = std::vector<Reason>;
Outcome combat_outcome(const CampaignState& cs, State s, std::vector<Event> events) {
  settle_siege_pools(s, setting_on(cs, "sieges.new_pool"), events);
  return {with_state(cs, std::move(s)), std::move(events)};
}

PursuitSettings pursuit_settings(const CampaignState& cs) {
  PursuitSettings p;
  p.relief_loss_literal = setting_on(cs, "combat.relief_loss_literal");
  p.artillery_non_combat = artillery_non_combat(cs);
  p.gustav_death_immediate = setting_on(cs, "victory.gustav_death_immediate");
  p.pursuit_on_table = setting_on(cs, "combat.pursuit_on_table");
  p.capture_unmarked = setting_on(cs, "engage.takes_minor_city");
  p.sack_counts_fortress_hit = setting_on(cs, "combat.sack_counts_fortress_hit");
  p.capture_neutral = setting_on(cs, "combat.capture_neutral");
  p.sack_refresh_army = setting_on(cs, "combat.sack_refresh_army");
  p.garrison_limit = setting_on(cs, "pursuit.garrison_limit");
  p.readings = action_rules(cs).readings;
  return p;
}

std::string combat_name(const State& s, const std::string& area) {
  std::string name = s.map->at(area).name + ", turn " + std::to_string(s.tracks.turn);
  if (!s.action.is_null()) name += ", action " + std::to_string(s.tracks.action);
  return name;
}

// The combat of the action ends it (1631 §8) the way every action ends (end_action): the Révolte
// suppression roll of an Imperial engage into Franken, counted after the combat (1631 §10.2), and a
// regroup's Spent unit made Fresh (1631 §6.6). A regroup whose first piece was intercepted and fought
// moves its second piece first (1631 §6.6: each piece moves separately). One the umpire declared
// outside an action ends nothing.
void close_combat(const CampaignState& cs, State& s, const CombatRecord& c, Dice& dice, std::vector<Event>& events) {
  update_sieges(s, events, setting_on(cs, "sieges.sp_back_at_once"));
  if (s.tracks.phase == Phase::Over || c.serial == 0 || s.action.is_null()) return;
  if (s.action.value("serial", 0) != c.serial) return;
  ActionState a = action_state(s);
  ActionRules rules = action_rules(cs);
  if (a.kind == "regroup" && move_next_piece(s, a, rules, dice, events)) return;
  end_action(s, a, rules, dice, events);
}

// 1631 §7.5.1: when the Imperials engage a neutral power's city or units (no Swedish or allied unit
// defending), that power defends, not the Swedes: its people's name for the record, cards and reports.
std::string neutral_defender_name(const State& s, const CombatOpening& o) {
  if (o.attacker != Side::Imperial) return "";
  for (const auto& id : o.defending_units)
    if (const Unit* u = s.unit(id); !u || side_of(s, *u)) return "";
  if (!o.defending_units.empty()) return "Saxons";  // only Saxony has units (1631 §11)
  const City* city = s.city(o.area);
  if (!city || owner(s, o.area) || !s.map->at(o.area).has_city()) return "";
  if (city->marker == Marker::PrintedSaxon) return "Saxons";
  if (city->marker == Marker::PrintedBrandenburg) return "Brandenburgers";
  return "";
}

Reasons need_combat(const State& s, const std::string& id, const char* status) {
  auto c = find_combat(s, id);
  if (!c) return {{"", "there is no combat \"" + id + "\""}};
  if (c->status == status) return {};
  std::string now = c->status == "pending"    ? "is waiting to be sent (1631.send_combat)"
                    : c->status == "sent"     ? "is being fought (1631.record_combat records its result)"
                    : c->status == "recorded" ? "has its result; its pursuit is next (1631.pursuit)"
                                              : "is over";
  return {{"1631 §7", c->name + " " + now}};
}

ArgSpec combat_arg() { return arg::id("combat", "combat", "the combat").not_empty().eg("c1"); }

// --- 1631.send_combat

struct CombatSendArgs {
  std::string combat, engine = "tabletop";
};

Outcome send_combat(const CampaignState& cs, const CombatSendArgs& a, Dice&) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  c.setup = battles::to_json(combat_setup(s, c, setting_on(cs, "combat.both_over_next")));
  c.status = "sent";
  c.engine = a.engine;
  std::string fought = c.fought.empty() ? c.situation : c.fought;
  std::string to = a.engine == "tabletop" ? "the tabletop" : "a built-in engine (" + a.engine + ")";
  put_combat(s, c);
  return combat_outcome(
      cs, std::move(s),
      {{c.name + ": a " + situation_words(fought) + " at " + s.map->at(c.area).name + " goes to " + to, "1631 §7.6"}});
}

// --- 1631.choose_battle

Reasons check_choose_battle(const State& s, const std::string& id) {
  if (auto r = need_combat(s, id, "pending"); !r.empty()) return r;
  CombatRecord c = *find_combat(s, id);
  if (!c.defender_may_choose_battle || !c.fought.empty())
    return {{"1631 §7.5.2", c.name + " is not a River assault the defender may turn into a Battle"}};
  return {};
}

Outcome choose_battle(const CampaignState& cs, const std::string& id) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, id);
  c.fought = "battle";
  c.defender_may_choose_battle = false;
  put_combat(s, c);
  return combat_outcome(cs, std::move(s),
                        {{"The " + c.side_words("defender") + " fight a Battle at " + s.map->at(c.area).name +
                              " instead of a River assault",
                          "1631 §7.5.2"}});
}

// --- 1631.record_combat

struct CombatRecordArgs {
  std::string combat;
  Json result = Json::object();
  Json hits = Json::object();
  bool override_artillery = false, no_victor = false;
};

// The result as the hand-off reads it; what the umpire types may leave out the
// format and the combat's id, and the engine's details are the campaign's to read.
battles::BattleResult combat_typed_result(const std::string& combat, const Json& raw) {
  Json typed = raw;
  typed.erase("details");
  if (!typed.contains("battle")) typed["battle"] = combat;
  if (!typed.contains("ending")) typed["ending"] = "decided";
  if (!typed.contains("format")) typed["format"] = battles::kResultFormat;
  return battles::result_from_json(JsonCursor(typed, "the combat's result"));
}

RecordOptions combat_record_options(const CampaignState& cs, const CombatRecordArgs& a) {
  RecordOptions o;
  o.both_over_next = setting_on(cs, "combat.both_over_next");
  if (a.hits.contains("attacker")) o.hits_on_attacker = a.hits["attacker"].get<int>();
  if (a.hits.contains("defender")) o.hits_on_defender = a.hits["defender"].get<int>();
  o.artillery_override = a.override_artillery;
  o.no_victor = a.no_victor;
  return o;
}

Reasons check_combat_record(const CampaignState& cs, const CombatRecordArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_combat(s, a.combat, "sent"); !r.empty()) return r;
  for (const auto& [k, v] : a.hits.items())
    if ((k != "attacker" && k != "defender") || !v.is_number_integer() || v.get<int>() < 0)
      return {{"", "hits: {\"attacker\": n, \"defender\": n}, whole numbers from 0"}};
  CombatRecord c = *find_combat(s, a.combat);
  return check_combat_result(s, c, combat_typed_result(a.combat, a.result), a.result, combat_record_options(cs, a));
}

Outcome record_combat(const CampaignState& cs, const CombatRecordArgs& a, Dice& dice) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  std::vector<Event> events;
  apply_combat_result(s, c, combat_typed_result(a.combat, a.result), a.result, combat_record_options(cs, a),
                      setting_on(cs, "victory.gustav_death_immediate"), events);
  if (c.winner.empty() || s.tracks.phase == Phase::Over) {
    c.status = "closed";
    put_combat(s, c);
    close_combat(cs, s, c, dice, events);
  } else {
    put_combat(s, c);
  }
  return combat_outcome(cs, std::move(s), events);
}

// --- 1631.pursuit

struct CombatPursuitArgs {
  std::string combat;
  std::vector<std::string> path, losses, garrison, refresh;
  bool besiege = true;
};

PursuitChoice pursuit_choice_of(const CombatPursuitArgs& a) {
  return {a.path, a.losses, a.garrison, a.refresh, a.besiege};
}

Reasons check_pursuit(const CampaignState& cs, const CombatPursuitArgs& a) {
  const State& st = state_of(cs);
  if (auto r = need_combat(st, a.combat, "recorded"); !r.empty()) return r;
  State s = st;
  CombatRecord c = *find_combat(s, a.combat);
  Reasons problems;
  std::vector<Event> ignored;
  apply_pursuit(s, c, pursuit_choice_of(a), nullptr, pursuit_settings(cs), &problems, ignored);
  return problems;
}

Outcome pursue_combat(const CampaignState& cs, const CombatPursuitArgs& a, Dice& dice) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  std::vector<Event> events;
  apply_pursuit(s, c, pursuit_choice_of(a), &dice, pursuit_settings(cs), nullptr, events);
  put_combat(s, c);
  close_combat(cs, s, c, dice, events);
  return combat_outcome(cs, std::move(s), events);
}

// --- 1631.open_combat (the umpire declares a combat)

struct CombatDeclareArgs {
  std::string area, attacker, situation, came_from, last_line = "none", trigger = "engage", reason;
  std::vector<std::string> attacking_units, attacking_commanders, defending_units, defending_commanders;
};

std::vector<std::string> combat_unit_ids(const std::vector<const Unit*>& units) {
  std::vector<std::string> out;
  for (const Unit* u : units) out.push_back(u->id);
  return out;
}
std::vector<std::string> combat_commander_ids(const std::vector<const Commander*>& cs) {
  std::vector<std::string> out;
  for (const Commander* c : cs)
    if (!c->dead) out.push_back(c->id);
  return out;
}

CombatOpening combat_opening_of(const State& s, const CombatDeclareArgs& a) {
  Json side = a.attacker;
  CombatOpening o;
  o.area = a.area;
  o.attacker = side_from(JsonCursor(side, "attacker"));
  o.situation = a.situation;
  std::optional<bool> def_inside =
      a.situation == "siege_assault" ? std::optional<bool>(true) : std::optional<bool>(false);
  std::optional<bool> att_inside = a.trigger == "sortie" ? std::optional<bool>(true) : std::optional<bool>(false);
  o.attacking_units =
      a.attacking_units.empty() ? combat_unit_ids(units_in(s, a.area, o.attacker, att_inside)) : a.attacking_units;
  o.attacking_commanders = a.attacking_commanders.empty()
                               ? combat_commander_ids(commanders_in(s, a.area, o.attacker, att_inside))
                               : a.attacking_commanders;
  o.defending_units = a.defending_units.empty() ? combat_unit_ids(units_in(s, a.area, other(o.attacker), def_inside))
                                                : a.defending_units;
  o.defending_commanders = a.defending_commanders.empty()
                               ? combat_commander_ids(commanders_in(s, a.area, other(o.attacker), def_inside))
                               : a.defending_commanders;
  o.came_from = a.came_from;
  o.last_line = a.last_line;
  o.trigger = a.trigger;
  return o;
}

Reasons check_declare_combat(const State& s, const CombatDeclareArgs& a) {
  if (a.reason.empty()) return {{"", "an umpire's ruling records its reason"}};
  if (!s.map->area(a.area)) return {{"", "there is no area \"" + a.area + "\""}};
  if (!a.came_from.empty() && !s.map->area(a.came_from)) return {{"", "there is no area \"" + a.came_from + "\""}};
  if (s.tracks.phase == Phase::Over) return {{"1631 §9.4.2", "the game is over"}};
  if (auto open = open_combat_record(s)) return {{"1631 §7", open->name + " is not over yet"}};
  if (a.situation == "siege_assault" && !s.map->at(a.area).has_city())
    return {{"1631 §7.5", s.map->at(a.area).name + " has no city to assault"}};
  CombatOpening o = combat_opening_of(s, a);
  Reasons out;
  auto check_units = [&](const std::vector<std::string>& ids, Side side, const char* who) {
    for (const auto& id : ids) {
      const Unit* u = s.unit(id);
      if (!u || !u->on_map() || u->area != a.area)
        out.push_back({"", "\"" + id + "\" is not a unit standing in " + s.map->at(a.area).name});
      else if (side_of(s, *u) != side)
        out.push_back({"", u->name + " is not one of the " + who});
    }
  };
  check_units(o.attacking_units, o.attacker, "attackers");
  check_units(o.defending_units, other(o.attacker), "defenders");
  for (const auto* list : {&o.attacking_commanders, &o.defending_commanders})
    for (const auto& id : *list)
      if (const Commander* k = s.commander(id); !k || k->dead || k->area != a.area)
        out.push_back({"", "\"" + id + "\" is not a living commander in " + s.map->at(a.area).name});
  if (o.attacking_units.empty()) out.push_back({"1631 §7", "the attacker has no unit in " + s.map->at(a.area).name});
  if (o.defending_units.empty() && a.situation != "siege_assault")  // an empty city may be assaulted (1631 §7.5)
    out.push_back({"1631 §7.5", "the defender has no unit to fight: every defender evaded is an automatic victory"});
  return out;
}

Outcome declare_combat(const CampaignState& cs, const CombatDeclareArgs& a, Dice&) {
  State s = state_of(cs);
  std::vector<Event> events{{"The umpire declares a combat at " + s.map->at(a.area).name + ": " + a.reason, ""}};
  open_combat(s, combat_opening_of(s, a), events);
  return combat_outcome(cs, std::move(s), events);
}

}  // namespace

void open_combat(State& s, const CombatOpening& o, std::vector<Event>& events) {
  CombatRecord c;
  c.id = next_combat_id(s);
  c.name = combat_name(s, o.area);
  c.turn = s.tracks.turn;
  c.action = s.action.is_null() ? 0 : s.tracks.action;
  c.serial = s.action.is_null() ? 0 : s.action.value("serial", 0);
  c.area = o.area;
  c.situation = o.situation;
  c.attacker = o.attacker;
  c.attacking_units = o.attacking_units, c.attacking_commanders = o.attacking_commanders;
  c.defending_units = o.defending_units, c.defending_commanders = o.defending_commanders;
  c.came_from = o.came_from, c.last_line = o.last_line.empty() ? "none" : o.last_line, c.trigger = o.trigger;
  c.defender_may_choose_battle = o.situation == "river_assault";
  c.defender_name = neutral_defender_name(s, o);
  if (o.trigger == "relief")  // 1631 §7.10: every garrison unit of the besieged city fights with the relief
    for (const Unit* u : units_in(s, o.area, o.attacker, true))
      if (std::find(c.attacking_units.begin(), c.attacking_units.end(), u->id) == c.attacking_units.end())
        c.garrison_units.push_back(u->id);
  put_combat(s, c);
  std::string text = c.name + ": a " + situation_words(c.situation) + " at " + s.map->at(c.area).name + ", the " +
                     words(c.attacker) + " (" + unit_list(s, c.units("attacker")) + ") against the " +
                     c.side_words("defender") + " (" + unit_list(s, c.defending_units) + ")";
  if (c.defender_may_choose_battle) text += "; the defender may fight a Battle instead";
  events.push_back({text, c.situation == "river_assault" ? "1631 §7.5, §7.5.2" : "1631 §7.5"});
}

void automatic_victory(State& s, const std::string& area, Side attacker, bool over_bridge, std::vector<Event>& events,
                       bool capture_unmarked, bool sp_back_at_once) {
  CombatRecord c;
  c.id = next_combat_id(s);
  c.name = combat_name(s, area);
  c.turn = s.tracks.turn;
  c.action = s.action.is_null() ? 0 : s.tracks.action;
  c.serial = s.action.is_null() ? 0 : s.action.value("serial", 0);
  c.area = area;
  c.attacker = attacker;
  c.situation = c.fought = over_bridge ? "river_assault" : "battle";
  c.last_line = over_bridge ? "bridge" : "none";
  c.trigger = "engage";
  c.attacking_units = combat_unit_ids(units_in(s, area, attacker, false));
  c.attacking_commanders = combat_commander_ids(commanders_in(s, area, attacker, false));
  c.automatic = true;
  c.winner = "attacker";
  c.status = "recorded";
  events.push_back({std::string("Every defender evaded: the ") + words(attacker) + " win at " + s.map->at(area).name +
                        " without a fight, as a " + situation_words(c.situation),
                    "1631 §7.5"});
  PursuitSettings set;
  set.capture_unmarked = capture_unmarked;
  apply_pursuit(s, c, PursuitChoice{}, nullptr, set, nullptr, events);
  put_combat(s, c);
  update_sieges(s, events, sp_back_at_once);
}

std::vector<CommandDef> combat_commands() {
  Json result_example{
      {"winner", "attacker"},
      {"units", Json::array({Json{{"unit", "imp_cav_3"}, {"losses", Json::array({Json{{"lost", 1}}})}}})}};
  return {
      define<CombatSendArgs>(
          {.name = "1631.send_combat",
           .summary = "Send a pending combat to the tabletop or to a built-in engine; its set-up is recorded as sent "
                      "[1631 §7.6]",
           .args =
               ArgsOf<CombatSendArgs>()
                   .field(&CombatSendArgs::combat, combat_arg())
                   .field(&CombatSendArgs::engine, arg::id("engine", "engine",
                                                           "tabletop (miniatures), or a built-in engine's id (umpire "
                                                           "battles FILE lists them)")
                                                       .not_empty()
                                                       .or_else("tabletop")),
           .check = [](const CampaignState& cs,
                       const CombatSendArgs& a) { return need_combat(state_of(cs), a.combat, "pending"); },
           .apply = send_combat}),
      define<CombatSendArgs>(
          {.name = "1631.fight",
           .summary = "Send a pending combat to the built-in 1631 combat procedure, to be fought by its doctrine or "
                      "move by move in its battle session; its result comes back with 1631.record_combat [1631 §7.6]",
           .args = ArgsOf<CombatSendArgs>().field(&CombatSendArgs::combat, combat_arg()),
           .check = [](const CampaignState& cs,
                       const CombatSendArgs& a) { return need_combat(state_of(cs), a.combat, "pending"); },
           .apply =
               [](const CampaignState& cs, const CombatSendArgs& a, Dice& dice) {
                 return send_combat(cs, CombatSendArgs{a.combat, kCombatEngine}, dice);
               }}),
      define<CombatSendArgs>(
          {.name = "1631.choose_battle",
           .summary = "The defender of a River assault fights a Battle instead [1631 §7.5.2]",
           .flags = kPlayerOrder,
           .args = ArgsOf<CombatSendArgs>().field(&CombatSendArgs::combat, combat_arg()),
           .check = [](const CampaignState& cs,
                       const CombatSendArgs& a) { return check_choose_battle(state_of(cs), a.combat); },
           .apply = [](const CampaignState& cs, const CombatSendArgs& a,
                       Dice&) { return choose_battle(cs, a.combat); }}),
      define<CombatRecordArgs>(
          {.name = "1631.record_combat",
           .summary =
               "Record a combat's result (winner, each unit's step losses, commanders killed; the hits each side "
               "suffered from the engine's details or typed in) and apply its losses; a winner the losses "
               "contradict is the umpire's override [1631 §7.7, §7.8]",
           .args =
               ArgsOf<CombatRecordArgs>()
                   .field(&CombatRecordArgs::combat, combat_arg())
                   .field(&CombatRecordArgs::result,
                          arg::object("result",
                                      "the result, format umpire.battle-result/2: winner (attacker, defender, or "
                                      "\"\" for a draw, decided by 1631 §7.8), units [{unit, losses [{lost: steps}]}], "
                                      "leaders [{leader, fate: killed}], details {hits_suffered {attacker, defender}}")
                              .eg(result_example))
                   .field(&CombatRecordArgs::hits, arg::object("hits",
                                                               "the hits each side suffered that counted, when the "
                                                               "result does not say: {attacker, defender}")
                                                       .or_else(Json::object()))
                   .field(&CombatRecordArgs::override_artillery,
                          arg::flag("override", "the umpire lets artillery lose steps in the combat").or_else(false))
                   .field(&CombatRecordArgs::no_victor,
                          arg::flag("no_victor", "a siege without an assault: no victor").or_else(false)),
           .check = [](const CampaignState& cs, const CombatRecordArgs& a) { return check_combat_record(cs, a); },
           .apply = record_combat}),
      define<CombatPursuitArgs>(
          {.name = "1631.pursuit",
           .summary = "After a combat's result: the pursuit (artillery and extra losses, commanders Spent, the loser's "
                      "evasion and its 1 in 3 losses, a beaten River-assault defender's garrison), the capture, the "
                      "sack and its refresh, the besieging; then the action ends [1631 §7.9, §7.11]",
           .args =
               ArgsOf<CombatPursuitArgs>()
                   .field(&CombatPursuitArgs::combat, combat_arg())
                   .field(&CombatPursuitArgs::path,
                          arg::ids("path", "area", "the loser's evasion: the areas it enters").or_else(Json::array()))
                   .field(&CombatPursuitArgs::losses, arg::ids("losses", "unit",
                                                               "the loser's units taking its pursuit losses, in order "
                                                               "(extra losses first); the rest from its Fresh units")
                                                          .or_else(Json::array()))
                   .field(&CombatPursuitArgs::garrison, arg::ids("garrison", "unit",
                                                                 "beaten River-assault defenders withdrawing into "
                                                                 "their city (4 at most)")
                                                            .or_else(Json::array()))
                   .field(&CombatPursuitArgs::refresh,
                          arg::ids("refresh", "unit", "after a sack, the Spent assaulting units made Fresh")
                              .or_else(Json::array()))
                   .field(
                       &CombatPursuitArgs::besiege,
                       arg::flag("besiege", "after a won River assault, whether the attacker besieges").or_else(true)),
           .check = check_pursuit,
           .apply = pursue_combat}),
      define<CombatDeclareArgs>(
          {.name = "1631.open_combat",
           .summary = "Umpire's ruling: declare a combat (area, attacker, situation; the units and commanders of each "
                      "side, all of them by default), with the reason",
           .flags = kUmpireRuling,
           .args =
               ArgsOf<CombatDeclareArgs>()
                   .field(&CombatDeclareArgs::area, arg::id("area", "area", "where").eg("greifenhagen"))
                   .field(&CombatDeclareArgs::attacker,
                          arg::choice("attacker", {"swedish", "imperial"}, "the attacker").eg("swedish"))
                   .field(&CombatDeclareArgs::situation,
                          arg::choice("situation", {"battle", "river_assault", "siege_assault"}, "the combat")
                              .eg("river_assault"))
                   .field(&CombatDeclareArgs::attacking_units,
                          arg::ids("attacking_units", "unit", "the attacking units").or_else(Json::array()))
                   .field(
                       &CombatDeclareArgs::attacking_commanders,
                       arg::ids("attacking_commanders", "commander", "the attacking commanders").or_else(Json::array()))
                   .field(&CombatDeclareArgs::defending_units,
                          arg::ids("defending_units", "unit", "the defending units").or_else(Json::array()))
                   .field(
                       &CombatDeclareArgs::defending_commanders,
                       arg::ids("defending_commanders", "commander", "the defending commanders").or_else(Json::array()))
                   .field(&CombatDeclareArgs::came_from,
                          arg::id("came_from", "area", "the area the attacker came from").or_else(""))
                   .field(
                       &CombatDeclareArgs::last_line,
                       arg::choice("last_line", {"none", "road", "river", "bridge", "ford"}, "the attacker's last line")
                           .or_else("none"))
                   .field(&CombatDeclareArgs::trigger,
                          arg::choice("trigger", {"engage", "interception", "relief", "sortie"}, "how it came about")
                              .or_else("engage"))
                   .field(&CombatDeclareArgs::reason,
                          arg::text("reason", "why, recorded with the event").eg("movement resolved by hand")),
           .check = [](const CampaignState& cs,
                       const CombatDeclareArgs& a) { return check_declare_combat(state_of(cs), a); },
           .apply = declare_combat}),
  };
}

std::vector<NextStep> combat_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  auto c = open_combat_record(s);
  if (!c) return {};
  std::vector<NextStep> out;
  Json id = c->id;
  if (c->status == "pending") {
    std::string fought = c->fought.empty() ? c->situation : c->fought;
    out.push_back({c->name + ": fight the " + situation_words(fought) + " at the tabletop or in a built-in engine",
                   "1631 §7.6", send_combat_command(c->id, "tabletop"), "Send to the table", "combats"});
    out.push_back({c->name + ": fight it with the built-in 1631 combat procedure", "1631 §7.6",
                   Json{{"type", "1631.fight"}, {"args", {{"combat", c->id}}}}, "Fight", "combats"});
    if (c->defender_may_choose_battle && c->fought.empty())
      out.push_back({c->name + ": the defender may fight a Battle instead", "1631 §7.5.2",
                     Json{{"type", "1631.choose_battle"}, {"args", {{"combat", c->id}}}}, "Choose a Battle",
                     "combats"});
  } else if (c->status == "sent" && c->engine != "tabletop") {
    // Fought in an engine: its result is confirmed in the Battle window, which records it.
    out.push_back({c->name + ": fight it in the Battle window, then confirm its result there", "1631 §7.8", nullptr, "",
                   "battle"});
  } else if (c->status == "sent") {
    // At the table: the result is entered in the Combats window; the button records no victor and no losses.
    out.push_back({c->name + ": record the table's result (the Combats window's form)", "1631 §7.8",
                   record_combat_command(cs, c->id, Json{{"winner", ""}, {"units", Json::array()}}), "Record no victor",
                   "combats"});
  } else {
    PursuitPlan p = pursuit_plan(s, *c, pursuit_settings(cs));
    Json args{{"combat", c->id}};
    if (p.evasion && !p.evaders.empty()) {
      Side loser = c->side(p.loser);
      args["path"] = default_evasion(s, loser, c->area, p.limits, action_rules(cs).readings);
    }
    out.push_back({c->name + ": the pursuit (the " + std::string(words(c->side(p.loser))) + " lost)", "1631 §7.9",
                   Json{{"type", "1631.pursuit"}, {"args", args}}, "Pursuit", "combats"});
  }
  return out;
}

std::vector<BattleLink> combat_links(const CampaignState& cs) {
  const State& s = state_of(cs);
  std::vector<BattleLink> out;
  for (const auto& c : combats_of(s)) {
    BattleLink l;
    l.id = c.id;
    l.name = c.name;
    l.status = c.status == "closed" ? (c.result.is_null() ? "closed" : "recorded") : c.status;
    l.engine = c.engine;
    l.setup = c.setup.is_null() && c.status == "pending"
                  ? battles::to_json(combat_setup(s, c, setting_on(cs, "combat.both_over_next")))
                  : c.setup;
    l.result = c.result;
    out.push_back(std::move(l));
  }
  return out;
}

Json send_combat_command(const std::string& combat, const std::string& engine) {
  return Json{{"type", "1631.send_combat"}, {"args", {{"combat", combat}, {"engine", engine}}}};
}

Json record_combat_command(const CampaignState&, const std::string& combat, const Json& result) {
  return Json{{"type", "1631.record_combat"}, {"args", {{"combat", combat}, {"result", result}}}};
}

}  // namespace umpire::flammes
