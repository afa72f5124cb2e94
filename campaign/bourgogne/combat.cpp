// The combats of the battle and siege steps (GdB 9, 9.4, 9.5): opened on
// entering the step, a garrison with a commander choosing battle or siege,
// each sent to the built-in engine or to the tabletop in the order the active
// player picks, its result recorded with the hand-off's validations and
// applied (combat_result.h), and the loser's retreat chosen when it has a choice.
#include "bourgogne/combat.h"

#include <algorithm>

#include "bourgogne/combat_event.h"
#include "bourgogne/combat_result.h"
#include "bourgogne/combat_setup.h"
#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"
#include "bourgogne/retreat.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

namespace {

using Reasons = std::vector<Reason>;

Outcome combat_outcome(const CampaignState& cs, State s, std::vector<Event> events) {
  return {with_state(cs, std::move(s)), std::move(events)};
}

// The forces of each camp in the zone now, and their SS (GdB 9.5.2: every unit fights).
void fill_forces(const State& s, CombatRecord& c) {
  Stack a = stack_of(s, c.zone, c.attacker), d = stack_of(s, c.zone, c.defender());
  c.attacking_units.clear(), c.attacking_commanders.clear(), c.defending_units.clear(), c.defending_commanders.clear();
  for (const Unit* u : a.units) c.attacking_units.push_back(u->id);
  for (const Commander* k : a.commanders) c.attacking_commanders.push_back(k->id);
  for (const Unit* u : d.units) c.defending_units.push_back(u->id);
  for (const Commander* k : d.commanders) c.defending_commanders.push_back(k->id);
  c.ss_attacker = a.ss(), c.ss_defender = d.ss();
}

// "Battle of Auxonne (45), turn 3"; "Siege in zone 20, turn 3" where the zone has no name.
std::string combat_title(const State& s, const std::string& zone, const std::string& kind, int turn) {
  std::string what = kind == "siege" ? "Siege" : kind == "undecided" ? "Battle or siege" : "Battle";
  bool named = s.map->zone(zone) && !s.map->at(zone).name.empty();
  return what + (named ? " of " : " in zone ") + zone_name(s, zone) + ", turn " + std::to_string(turn);
}

CombatRecord new_combat(const State& s, const std::string& zone, const std::string& kind, Step step) {
  CombatRecord c;
  c.id = next_combat_id(s);
  c.turn = s.tracks.turn;
  c.phase = s.tracks.phase;
  c.step = step;
  c.zone = zone;
  c.kind = kind;
  c.attacker = *s.active();
  c.name = combat_title(s, zone, kind, c.turn);
  c.status = kind == "undecided" ? "choosing" : "open";
  fill_forces(s, c);
  return c;
}

Event opened_event(const State& s, const CombatRecord& c) {
  std::string text = c.name + ": the " + camp_name(c.attacker) + " (" + std::to_string(c.ss_attacker) +
                     " SS) against the " + camp_name(c.defender()) + " (" + std::to_string(c.ss_defender) + " SS)";
  if (c.kind == "undecided")
    return {text + "; the " + camp_name(c.defender()) + "' garrison has a commander: it fights a battle or a siege",
            "GdB 9"};
  (void)s;
  return {text, c.kind == "siege" ? "GdB 9.4" : "GdB 9, 9.5"};
}

Reasons need_combat(const State& s, const std::string& id, const char* status) {
  auto c = find_combat(s, id);
  if (!c) return {{"", "there is no combat \"" + id + "\""}};
  if (s.tracks.phase == Phase::Over) return {{"GdB 12.2", "the game is over"}};
  if (c->status == status) {
    if (std::string(status) == "open" &&
        (c->turn != s.tracks.turn || c->phase != s.tracks.phase || c->step != s.tracks.step))
      return {{"GdB 9", c->name + " is fought in the " + words(c->step) + " step" +
                            (c->step == Step::Sieges ? ": battles come before sieges" : "")}};
    return {};
  }
  std::string now = c->status == "choosing"     ? "waits for the garrison's choice (bourgogne.choose_combat)"
                    : c->status == "open"       ? "is waiting to be sent (bourgogne.send_combat)"
                    : c->status == "sent"       ? "is being fought (bourgogne.record_combat records its result)"
                    : c->status == "retreating" ? "waits for the loser's retreat (bourgogne.retreat)"
                                                : "is over";
  return {{"GdB 9.5", c->name + " " + now}};
}

ArgSpec combat_arg() { return arg::id("combat", "combat", "the combat").not_empty().eg("c1-1"); }

// --- bourgogne.choose_combat

struct ChooseArgs {
  std::string combat, fight;
};

Outcome choose_combat(const CampaignState& cs, const ChooseArgs& a, Dice&) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  c.kind = a.fight;
  c.step = a.fight == "siege" ? Step::Sieges : Step::Battles;
  c.status = "open";
  c.name = combat_title(s, c.zone, a.fight, c.turn);
  put_combat(s, c);
  return combat_outcome(cs, std::move(s),
                        {{std::string("The ") + camp_name(c.defender()) + "' garrison in " + zone_name(s, c.zone) +
                              (a.fight == "siege" ? " stays in its walls: a siege, in the siege step"
                                                  : " comes out as an army: a battle"),
                          "GdB 9"}});
}

// --- bourgogne.send_combat

// event: "program" rolls the random event now (GdB 9.5.4, T2; setting "tabletop_event"), for a
// battle sent to the tabletop; "table" (the default, and all a command recorded before the
// program rolled it says) leaves it to the table, or to the engine that fights the battle.
struct SendArgs {
  std::string combat, engine = "tabletop", event = "table";
};

Reasons check_send(const CampaignState& cs, const SendArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_combat(s, a.combat, "open"); !r.empty()) return r;
  if (a.event != "program") return {};
  if (a.engine != "tabletop")
    return {{"GdB 9.5.4", "the engine rolls the random event itself: only a battle sent to the tabletop has it rolled "
                          "by the program"}};
  if (find_combat(s, a.combat)->kind == "siege") return {{"GdB 9.4, T2", "a siege has no random event"}};
  return {};
}

Outcome send_combat(const CampaignState& cs, const SendArgs& a, Dice& dice) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  fill_forces(s, c);
  battles::BattleSetup setup = combat_setup(s, c, battle_options(cs));
  std::vector<Event> events;
  std::string to = a.engine == "tabletop" ? "the tabletop" : "the built-in procedure (" + a.engine + ")";
  events.push_back({c.name + " goes to " + to, "GdB 9.5.1"});
  if (a.event == "program") {
    CombatEvent e = roll_combat_event(s, c, dice);
    c.event = to_json(e);
    setup.situation["event"] = situation_event(e);
    for (const auto& line : event_lines(s, c, e, setting_name(cs, "depleted_wing_destination") == "third_line"))
      events.push_back({line, "GdB 9.5.4, T2"});
  }
  c.setup = battles::to_json(setup);
  c.status = "sent";
  c.engine = a.engine;
  put_combat(s, c);
  return combat_outcome(cs, std::move(s), std::move(events));
}

// --- bourgogne.record_combat

struct RecordArgs {
  std::string combat;
  Json result = Json::object(), final_ss = Json::object();
  std::string retreat;
};

CombatReturn return_of(const RecordArgs& a) { return {a.result, a.final_ss, a.retreat}; }

// The random event the result is read with (GdB 9.5.4, T2): a tabletop battle's, rolled by the
// program when it was sent, or entered by the form (details.event) when the table rolled it;
// none for a battle the engine fought (its result already holds the event's effects) or one sent
// before the program rolled events. Throws UserError for an entered event the battle cannot have.
Json event_for_record(const State& s, const CombatRecord& c, const Json& result) {
  if (c.engine != "tabletop") return nullptr;
  const Json* entered = nullptr;
  if (result.is_object() && result.contains("details") && result.at("details").is_object() &&
      result.at("details").contains("event"))
    entered = &result.at("details").at("event");
  if (!c.event.is_null()) {
    if (entered && (!entered->is_object() || entered->value("die", 0) != c.event.value("die", 0)))
      throw UserError("the random event was rolled by the program when " + c.name + " was sent (" +
                      event_summary(*combat_event_from_json(c.event)) + "): the form does not enter another");
    return c.event;
  }
  if (!entered) return nullptr;
  if (c.kind == "siege") throw UserError("a siege has no random event");
  return to_json(table_combat_event(s, c, *entered));
}

Reasons check_record(const CampaignState& cs, const RecordArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_combat(s, a.combat, "sent"); !r.empty()) return r;
  const CombatRecord c = *find_combat(s, a.combat);
  CombatReturn ret = return_of(a);
  try {
    ret.event = event_for_record(s, c, a.result);
  } catch (const UserError& e) {
    return {{"GdB 9.5.4, T2", e.what()}};
  }
  return check_combat_result(s, c, ret, combat_rules(cs));
}

Outcome record_combat(const CampaignState& cs, const RecordArgs& a, Dice&) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  std::vector<Event> events;
  CombatReturn ret = return_of(a);
  ret.event = event_for_record(s, c, a.result);
  if (c.event.is_null() && !ret.event.is_null()) {  // entered by the form: kept with the combat
    c.event = ret.event;
    CombatEvent e = *combat_event_from_json(ret.event);
    for (const auto& line : event_lines(s, c, e, setting_name(cs, "depleted_wing_destination") == "third_line"))
      events.push_back({line, "GdB 9.5.4, T2"});
  }
  apply_combat_result(cs, s, c, ret, combat_rules(cs), events);
  put_combat(s, c);
  return combat_outcome(cs, std::move(s), std::move(events));
}

// --- bourgogne.retreat

struct RetreatArgs {
  std::string combat, zone;
};

Reasons check_retreat(const CampaignState& cs, const RetreatArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_combat(s, a.combat, "retreating"); !r.empty()) return r;
  CombatRecord c = *find_combat(s, a.combat);
  std::string loser = c.winner == "attacker" ? "defender" : "attacker";
  auto legal = retreat_zones(s, c.zone, c.camp(loser), setting_on(cs, "retreat_into_uncontrolled"));
  for (const auto& z : legal)
    if (z == a.zone) return {};
  std::string list;
  for (const auto& z : legal) list += (list.empty() ? "" : ", ") + zone_name(s, z);
  return {{"GdB 9.5.11, 9.7",
           zone_name(s, a.zone) + " is not a zone the " + camp_name(c.camp(loser)) + " may retreat to (" + list + ")"}};
}

Outcome retreat(const CampaignState& cs, const RetreatArgs& a, Dice&) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  std::vector<Event> events;
  finish_retreat(s, c, a.zone, events);
  put_combat(s, c);
  return combat_outcome(cs, std::move(s), std::move(events));
}

// --- bourgogne.open_combat and bourgogne.cancel_combat: the umpire's rulings

struct DeclareArgs {
  std::string zone, kind, reason;
};

Reasons check_declare(const CampaignState& cs, const DeclareArgs& a) {
  const State& s = state_of(cs);
  if (a.reason.empty()) return {{"", "an umpire's ruling records its reason"}};
  if (!s.map->zone(a.zone)) return {{"", "there is no zone \"" + a.zone + "\""}};
  auto active = s.active();
  if (!active || (s.tracks.step != Step::Battles && s.tracks.step != Step::Sieges))
    return {{"GdB 9", "combats are fought in the acting camp's battle and siege steps"}};
  for (const auto& c : phase_combats(s))
    if (c.zone == a.zone && !c.over()) return {{"GdB 9", c.name + " is already under way there"}};
  Stack at = stack_of(s, a.zone, *active), d = stack_of(s, a.zone, other(*active));
  if (at.units.empty() || d.units.empty())
    return {{"GdB 9", "both camps need units in " + zone_name(s, a.zone) + " to fight"}};
  return {};
}

Outcome declare_combat(const CampaignState& cs, const DeclareArgs& a, Dice&) {
  State s = state_of(cs);
  CombatRecord c = new_combat(s, a.zone, a.kind, s.tracks.step);
  std::vector<Event> events{{"The umpire opens a combat in " + zone_name(s, a.zone) + ": " + a.reason, ""}};
  events.push_back(opened_event(s, c));
  put_combat(s, c);
  return combat_outcome(cs, std::move(s), std::move(events));
}

struct CancelArgs {
  std::string combat, reason;
};

Reasons check_cancel(const CampaignState& cs, const CancelArgs& a) {
  const State& s = state_of(cs);
  if (a.reason.empty()) return {{"", "an umpire's ruling records its reason"}};
  auto c = find_combat(s, a.combat);
  if (!c) return {{"", "there is no combat \"" + a.combat + "\""}};
  if (c->over()) return {{"", c->name + " is over"}};
  return {};
}

Outcome cancel_combat(const CampaignState& cs, const CancelArgs& a, Dice&) {
  State s = state_of(cs);
  CombatRecord c = *find_combat(s, a.combat);
  c.status = "recorded";
  c.log.push_back("settled by the umpire: " + a.reason);
  put_combat(s, c);
  return combat_outcome(cs, std::move(s),
                        {{"The umpire settles " + c.name + " by hand (his corrections follow): " + a.reason, ""}});
}

}  // namespace

void open_combats(const CampaignState&, State& s, Step step, std::vector<Event>& events) {
  auto active = s.active();
  if (!active || (step != Step::Battles && step != Step::Sieges)) return;
  const auto existing = phase_combats(s);
  for (const auto& zone : zones_of(s, *active)) {
    // Entered again (the umpire set the game at this step): a combat of this step is not opened twice.
    bool opened = std::any_of(existing.begin(), existing.end(),
                              [&](const CombatRecord& c) { return c.zone == zone && c.step == step; });
    if (opened) continue;
    Stack a = stack_of(s, zone, *active), d = stack_of(s, zone, other(*active));
    // GdB 9: combat is compulsory between an army and an enemy stack; two garrisons never fight.
    if (!a.army() || a.units.empty() || d.units.empty()) continue;
    if (step == Step::Battles) {
      if (!d.army() && d.commanders.empty()) continue;  // a siege, in the siege step
      CombatRecord c = new_combat(s, zone, d.army() ? "battle" : "undecided", Step::Battles);
      events.push_back(opened_event(s, c));
      put_combat(s, c);
      continue;
    }
    if (d.army()) continue;  // a battle not fought: the umpire's to settle
    bool chosen = false;
    for (auto c : phase_combats(s))
      if (c.zone == zone && c.kind == "siege" && c.status == "open") {
        fill_forces(s, c);
        put_combat(s, c);
        chosen = true;
      }
    if (chosen) continue;
    CombatRecord c = new_combat(s, zone, "siege", Step::Sieges);
    events.push_back(opened_event(s, c));
    put_combat(s, c);
  }
}

std::vector<Reason> combats_unfinished(const State& s) {
  std::vector<Reason> out;
  for (const auto& c : phase_combats(s)) {
    if (c.over()) continue;
    if (c.step != s.tracks.step && c.status != "choosing") continue;
    out.push_back({"GdB 9, 9.5.15", c.name + " is not over"});
  }
  return out;
}

std::vector<CommandDef> combat_commands() {
  Json result_example{
      {"winner", "attacker"},
      {"ending", "victory"},
      {"units", Json::array({Json{{"unit", "bur_pi_1"}, {"losses", Json::array({Json{{"lost", 1}}})}}})},
      {"details", {{"in_rz", Json::array({"bur_pi_1"})}}}};
  return {
      define<ChooseArgs>(
          {.name = "bourgogne.choose_combat",
           .summary = "A garrison with a commander facing an enemy army fights it as an army (a battle) or in its "
                      "walls (a siege, in the siege step); the choice holds [GdB 9]",
           .flags = kPlayerOrder,
           .args =
               ArgsOf<ChooseArgs>()
                   .field(&ChooseArgs::combat, combat_arg())
                   .field(&ChooseArgs::fight, arg::choice("fight", {"battle", "siege"}, "how it fights").eg("siege")),
           .check = [](const CampaignState& cs,
                       const ChooseArgs& a) { return need_combat(state_of(cs), a.combat, "choosing"); },
           .apply = choose_combat}),
      define<SendArgs>(
          {.name = "bourgogne.send_combat",
           .summary = "Fight an open battle or siege on the tabletop or with the built-in procedure "
                      "(bourgogne-battle), in the order the active player picks; its set-up is recorded as sent, "
                      "and a battle going to the tabletop may have its random event rolled now [GdB 9, 9.5.1, "
                      "9.5.4, T2]",
           .args =
               ArgsOf<SendArgs>()
                   .field(&SendArgs::combat, combat_arg())
                   .field(&SendArgs::engine, arg::id("engine", "engine", "tabletop (miniatures), or bourgogne-battle")
                                                 .not_empty()
                                                 .or_else("tabletop"))
                   .field(&SendArgs::event,
                          arg::choice("event", {"table", "program"},
                                      "a battle sent to the tabletop: \"program\" rolls its random event now "
                                      "(setting \"tabletop_event\"); \"table\" leaves it to the table")
                              .or_else("table")),
           .check = check_send,
           .apply = send_combat}),
      define<RecordArgs>(
          {.name = "bourgogne.record_combat",
           .summary = "Record a battle's or siege's result (the engine's, or the table's results form: each "
                      "counter's losses or SS at the end, the cannons' owners, the commanders eliminated, the "
                      "ending, the loser's retreat zone) and apply it: pools, flips, cannons, retreat, control, "
                      "VP and diplomacy [GdB 9.5.10-9.5.14, 9.6, 9.7]",
           .args = ArgsOf<RecordArgs>()
                       .field(&RecordArgs::combat, combat_arg())
                       .field(&RecordArgs::result,
                              arg::object("result",
                                          "the result (umpire.battle-result/2): winner (attacker, defender or \"\"), "
                                          "ending (victory, stopped, mutual_wipeout, no_combat, charles_killed), units "
                                          "[{unit, losses [{lost}]}], leaders [{leader, fate: killed}], details "
                                          "{ca_owner {unit: camp}, in_rz, changed_camp, to_pool, garrison_eliminated}")
                                  .eg(result_example))
                       .field(&RecordArgs::final_ss,
                              arg::object("final_ss", "the table's form: {unit: its SS at the end (0, 1, 2)}")
                                  .or_else(Json::object()))
                       .field(&RecordArgs::retreat,
                              arg::id("retreat", "zone", "the loser's retreat zone, from the legal ones").or_else("")),
           .check = check_record,
           .apply = record_combat}),
      define<RetreatArgs>(
          {.name = "bourgogne.retreat",
           .summary = "The loser of a battle, or a besieger who stopped, retreats to an adjacent zone it controls "
                      "[GdB 9.5.11, 9.7]",
           .flags = kPlayerOrder,
           .args = ArgsOf<RetreatArgs>()
                       .field(&RetreatArgs::combat, combat_arg())
                       .field(&RetreatArgs::zone, arg::id("zone", "zone", "where").eg("54")),
           .check = check_retreat,
           .apply = retreat}),
      define<DeclareArgs>(
          {.name = "bourgogne.open_combat",
           .summary = "Umpire's ruling: open a battle or siege in a zone where both camps have units, in the battle or "
                      "siege step, with the reason",
           .flags = kUmpireRuling,
           .args = ArgsOf<DeclareArgs>()
                       .field(&DeclareArgs::zone, arg::id("zone", "zone", "where").eg("45"))
                       .field(&DeclareArgs::kind, arg::choice("kind", {"battle", "siege"}, "the combat").eg("battle"))
                       .field(&DeclareArgs::reason,
                              arg::text("reason", "why, recorded with the event").eg("a stack moved by hand")),
           .check = check_declare,
           .apply = declare_combat}),
      define<CancelArgs>(
          {.name = "bourgogne.cancel_combat",
           .summary = "Umpire's ruling: close a combat without a result, to settle it by hand with his corrections "
                      "(bourgogne.place, bourgogne.set_ss), with the reason",
           .flags = kUmpireRuling,
           .args = ArgsOf<CancelArgs>()
                       .field(&CancelArgs::combat, combat_arg())
                       .field(&CancelArgs::reason,
                              arg::text("reason", "why, recorded with the event").eg("fought under house rules")),
           .check = check_cancel,
           .apply = cancel_combat}),
  };
}

std::vector<NextStep> combat_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  std::vector<NextStep> out;
  if (s.tracks.phase == Phase::Over) return out;
  for (const auto& c : phase_combats(s)) {
    Json id = c.id;
    if (c.status == "choosing") {
      for (const char* fight : {"battle", "siege"})
        out.push_back({c.name + ": the " + camp_name(c.defender()) + "' garrison fights a " + fight, "GdB 9",
                       Json{{"type", "bourgogne.choose_combat"}, {"args", {{"combat", c.id}, {"fight", fight}}}},
                       std::string("Fight a ") + fight, "combats"});
    } else if (c.status == "open" && c.step == s.tracks.step) {
      out.push_back({c.name + ": fight it on the tabletop (print its battle sheets)", "GdB 9.5",
                     send_combat_command(cs, c.id, "tabletop"), "Send to the table", "combats"});
      out.push_back({c.name + ": fight it with the built-in procedure", "GdB 9.5",
                     send_combat_command(cs, c.id, kCombatEngine), "Fight", "combats"});
    } else if (c.status == "sent" && c.engine != "tabletop") {
      out.push_back({c.name + ": fight it in the Battle window, then confirm its result there", "GdB 9.5", nullptr, "",
                     "battle"});
    } else if (c.status == "sent") {
      out.push_back({c.name + ": record the table's results form", "GdB 9.5.10", nullptr, "", "combats"});
    } else if (c.status == "retreating") {
      std::string loser = c.winner == "attacker" ? "defender" : "attacker";
      std::string list;
      for (const auto& z : c.retreat_options) list += (list.empty() ? "" : ", ") + zone_name(s, z);
      out.push_back(
          {c.name + ": the " + camp_name(c.camp(loser)) + " retreat to one of " + list, "GdB 9.5.11",
           Json{{"type", "bourgogne.retreat"}, {"args", {{"combat", c.id}, {"zone", c.retreat_options.front()}}}},
           "Retreat", "combats"});
    }
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
    l.status = c.status == "choosing" || c.status == "open" ? "pending" : c.status == "sent" ? "sent" : "recorded";
    l.engine = c.engine;
    l.setup = c.setup.is_null() && l.status == "pending" && c.kind != "undecided"
                  ? battles::to_json(combat_setup(s, c, battle_options(cs)))
                  : c.setup;
    l.result = c.result;
    out.push_back(std::move(l));
  }
  return out;
}

Json send_combat_command(const CampaignState& cs, const std::string& combat, const std::string& engine) {
  Json args{{"combat", combat}, {"engine", engine}};
  auto c = find_combat(state_of(cs), combat);
  if (engine == "tabletop" && c && c->kind == "battle" && setting_name(cs, "tabletop_event") == "program")
    args["event"] = "program";
  return Json{{"type", "bourgogne.send_combat"}, {"args", args}};
}

Json record_combat_command(const CampaignState&, const std::string& combat, const Json& result) {
  return Json{{"type", "bourgogne.record_combat"}, {"args", {{"combat", combat}, {"result", result}}}};
}

}  // namespace umpire::bourgogne
