#include "bourgogne/combat_result.h"

#include <algorithm>

#include "bourgogne/diplomacy.h"
#include "bourgogne/forces.h"
#include "bourgogne/retreat.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

namespace {

using Reasons = std::vector<Reason>;
constexpr const char* kCampIds[] = {"burgundy", "swiss"};

bool listed(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

std::vector<std::string> ids_in(const Json& details, const char* key) {
  std::vector<std::string> out;
  if (details.contains(key)) {
    JsonCursor c(details.at(key), std::string("details.") + key);
    out = c.as_strings();
  }
  return out;
}

battles::BattleResult typed_result(const CombatRecord& c, const Json& raw) {
  Json typed = raw.is_object() ? raw : Json::object();
  if (!typed.contains("battle")) typed["battle"] = c.id;
  if (!typed.contains("format")) typed["format"] = battles::kResultFormat;
  if (!typed.contains("winner")) typed["winner"] = "";
  if (!typed.contains("ending"))
    typed["ending"] =
        typed["winner"].is_string() && typed["winner"].get<std::string>().empty() ? "mutual_wipeout" : "victory";
  return battles::result_from_json(JsonCursor(typed, "the combat's result"));
}

battles::BattleSetup setup_of(const CombatRecord& c) {
  return battles::setup_from_json(JsonCursor(c.setup, "the combat's set-up"));
}

// The side a unit fought on: its own, or the other one for a unit that changed camp (GdB T2).
std::string fought_for(const CombatRecord& c, const CombatReading& x, const std::string& unit) {
  std::string side = c.side_of(unit);
  if (listed(x.changed_camp, unit)) side = side == "attacker" ? "defender" : "attacker";
  return side;
}

// Units of a side left at the end: all of them, or only those outside its RZ and not cannons
// (a cannon never retreats and goes to the victor: GdB 9.6).
int left_of(const State& s, const CombatRecord& c, const CombatReading& x, const std::string& side, bool fighting) {
  int n = 0;
  for (const auto& [id, ss] : x.ss_end) {
    if (ss <= 0 || fought_for(c, x, id) != side) continue;
    if (fighting) {
      const Unit* u = s.unit(id);
      if (listed(x.in_rz, id) || (u && u->type == UnitType::Ca)) continue;
    }
    ++n;
  }
  return n;
}

std::string who(const CombatRecord& c, const std::string& side) {
  return std::string("the ") + camp_name(c.camp(side));
}

Reasons check_outcome(const State& s, const CombatRecord& c, const CombatReading& x) {
  const auto& r = x.result;
  bool siege = c.kind == "siege";
  std::string rule = siege ? "GdB 9.4, 9.5.10" : "GdB 9.5.10, 9.5.11";
  Reasons out;
  if (r.ending == "victory" && r.winner.empty()) out.push_back({rule, "a victory names its winner"});
  if (r.ending == "stopped" && r.winner != "defender")
    out.push_back({"GdB 9.5.10", "when the attacker stops, the defender wins"});
  if (r.ending == "mutual_wipeout" && !r.winner.empty())
    out.push_back({"GdB 9.5.11", "a mutual wipe-out has no winner"});
  if (r.ending == "no_combat" && (siege || r.winner != "defender"))
    out.push_back({"GdB T2 fn3", "no combat is a battle the defender wins without a fight"});
  if (!out.empty() || r.ending == "charles_killed") return out;
  if (r.ending == "no_combat") {
    for (const auto& [id, ss] : x.ss_end)
      if (const Unit* u = s.unit(id); u && ss != u->ss)
        out.push_back({"GdB T2 fn3", "no combat was fought, yet " + u->name + " lost SS"});
    return out;
  }
  std::string winner = r.winner, loser = winner == "attacker" ? "defender" : "attacker";
  if (r.ending == "mutual_wipeout") {
    for (const char* side : {"attacker", "defender"})
      if (left_of(s, c, x, side, true) > 0)
        out.push_back({"GdB 9.5.11", "not a mutual wipe-out: " + who(c, side) + " still have units in the fight"});
    return out;
  }
  if (r.ending == "stopped") {
    if (left_of(s, c, x, "attacker", false) == 0)
      out.push_back({rule, who(c, "attacker") + " have no unit left: they did not stop, they were wiped out"});
    if (left_of(s, c, x, "defender", false) == 0)
      out.push_back({rule, who(c, "defender") + " have no unit left to hold the zone"});
    if (x.garrison_eliminated.value_or(false))
      out.push_back({"GdB 9.4", "a besieger who stops has not eliminated the garrison"});
    return out;
  }
  // A victory: the winner alone in the zone.
  if (left_of(s, c, x, winner, false) == 0)
    out.push_back({rule, who(c, winner) + " win with no unit left: a camp alone in the zone wins"});
  if (siege) {
    if (left_of(s, c, x, loser, false) > 0)
      out.push_back(
          {"GdB 9.4", who(c, loser) + " still have units: " +
                          (loser == "defender" ? std::string("the garrison is not eliminated")
                                               : std::string("the besieger is not eliminated (did he stop?)"))});
  } else if (left_of(s, c, x, loser, true) > 0) {
    out.push_back({rule, who(c, loser) + " still have units outside their RZ: the battle is not over"});
  }
  if (x.garrison_eliminated && *x.garrison_eliminated != (siege && left_of(s, c, x, "defender", false) == 0))
    out.push_back({"GdB 9.4", "details.garrison_eliminated does not agree with the garrison's SS at the end"});
  if (x.besieger_stopped.value_or(false)) out.push_back({"GdB 9.5.10", "a besieger who stopped ends \"stopped\""});
  return out;
}

}  // namespace

CombatRules combat_rules(const CampaignState& cs) {
  CombatRules r;
  r.objective_ledger = setting_name(cs, "objective_vp_model") == "ledger";
  r.retreat_into_uncontrolled = setting_on(cs, "retreat_into_uncontrolled");
  r.siege_vp_requires_elimination = setting_on(cs, "siege_vp_requires_elimination");
  r.stranded_flip_first = setting_name(cs, "stranded_historical_commander") == "flip_first";
  r.charles_any_cause = setting_on(cs, "charles_elimination_any_cause");
  return r;
}

CombatReading read_return(const CombatRecord& c, const CombatReturn& r) {
  CombatReading x;
  x.result = typed_result(c, r.result);
  battles::BattleSetup setup = setup_of(c);
  for (const auto& u : setup.units) {
    const battles::UnitOutcome* o = x.result.unit(u.id);
    x.ss_end[u.id] = o && o->eliminated ? 0 : u.strength - (o ? o->lost() : 0);
  }
  JsonCursor fs(r.final_ss, "final_ss");
  for (const auto& [id, v] : fs.expect_object().value().items()) {
    Json copy = v;
    x.ss_end[id] = static_cast<int>(JsonCursor(copy, "final_ss." + id).as_int(0, 2));
  }
  const Json& d = x.result.details;
  if (d.contains("ca_owner")) {
    JsonCursor co(d.at("ca_owner"), "details.ca_owner");
    for (const auto& [id, v] : co.expect_object().value().items()) {
      Json copy = v;
      JsonCursor owner(copy, "details.ca_owner." + id);
      x.ca_owner[id] = owner.as_enum_of<Camp>(kCampIds);
    }
  }
  x.in_rz = ids_in(d, "in_rz");
  x.changed_camp = ids_in(d, "changed_camp");
  x.to_pool = ids_in(d, "to_pool");
  x.killed = x.result.leaders_with("killed");
  JsonCursor dc(d, "details");
  if (auto g = dc.optional("garrison_eliminated")) x.garrison_eliminated = g->as_bool();
  if (auto b = dc.optional("besieger_stopped")) x.besieger_stopped = b->as_bool();
  // GdB T2: arms at the ready sends the ally's units to the attacker's RZ, where they take no
  // part; a betrayal makes them fight for the other camp until the battle ends.
  x.event = combat_event_from_json(r.event);
  if (x.event && !x.event->power.empty()) {
    auto& list = x.event->name == "betrayal" ? x.changed_camp : x.in_rz;
    for (const auto& id : x.event->units)
      if (!listed(list, id)) list.push_back(id);
  }
  return x;
}

std::string loser_of(const CombatRecord&, const CombatReading& x) {
  if (x.result.winner == "attacker") return "defender";
  if (x.result.winner == "defender") return "attacker";
  return "";
}

Reasons check_combat_result(const State& s, const CombatRecord& c, const CombatReturn& r, const CombatRules& rules) {
  CombatReading x;
  try {
    x = read_return(c, r);
  } catch (const UserError& e) {
    return {{"", e.what()}};
  }
  battles::BattleSetup setup = setup_of(c);
  Reasons out = battles::check_result(setup, x.result);
  for (const auto& [id, ss] : x.ss_end) {
    const Unit* u = s.unit(id);
    if (!u || c.side_of(id).empty()) {
      out.push_back({"", "\"" + id + "\" is not a unit of " + c.name});
      continue;
    }
    int start = 0;
    for (const auto& su : setup.units)
      if (su.id == id) start = su.strength;
    if (ss > start)
      out.push_back({"GdB 2, 9.6", u->name + " ends with " + std::to_string(ss) + " SS but began with " +
                                       std::to_string(start) + ": SS never rise in a combat"});
  }
  for (const auto& [id, camp] : x.ca_owner)
    if (const Unit* u = s.unit(id); !u || u->type != UnitType::Ca || c.side_of(id).empty())
      out.push_back({"GdB 9.6", "\"" + id + "\" is not a cannon of " + c.name});
  for (const auto* list : {&x.in_rz, &x.changed_camp})
    for (const auto& id : *list)
      if (c.side_of(id).empty() || !s.unit(id)) out.push_back({"", "\"" + id + "\" is not a unit of " + c.name});
  if (c.kind == "siege" && (!x.in_rz.empty() || !x.changed_camp.empty()))
    out.push_back({"GdB 9.4", "a siege has no retreat into an RZ and no random event (no unit changes camp)"});
  for (const auto& l : x.result.leaders)
    if (l.fate != "killed")
      out.push_back({"GdB 9.6", "a commander's fate is \"killed\" (his historical side eliminated)"});
  for (const auto& id : x.killed)
    if (const Commander* k = s.commander(id); k && !k->is_historical)
      out.push_back({"GdB 9.6, T3", k->name + " already shows his anonymous side: anonymous commanders ignore \"*\""});
  for (const auto& id : x.to_pool)
    if (c.side_of(id).empty() || !s.commander(id))
      out.push_back({"", "\"" + id + "\" is not a commander of " + c.name});
  if (x.result.ending == "charles_killed" && !listed(x.killed, "charles") &&
      !(rules.charles_any_cause && listed(x.to_pool, "charles")))
    out.push_back({"GdB 12.2", "the ending says Charles the Bold fell, but he is neither killed nor sent to the pool"});
  if (x.event) {  // GdB T2, fn3: what the random event leaves of the battle
    if (x.event->name == "arms at the ready")
      for (const auto& id : x.event->units)
        if (const Unit* u = s.unit(id); u && x.ss_end.count(id) && x.ss_end.at(id) != u->ss)
          out.push_back({"GdB T2", u->name + " stood at arms in the RZ and took no part (event " +
                                       event_summary(*x.event) + "): it ends with the SS it began with"});
    std::string rolled = " (event " + event_summary(*x.event) + ")";
    if (x.event->no_combat && x.result.ending != "no_combat")
      out.push_back({"GdB fn3", "the " + std::string(camp_name(c.attacker)) + "' force was only " +
                                    power_name(*power_from(x.event->power)) + "'s units" + rolled +
                                    ": no combat is fought and the " + camp_name(c.defender()) +
                                    " win (ending no_combat, winner defender)"});
    if (!x.event->no_combat && x.result.ending == "no_combat")
      out.push_back({"GdB T2 fn3", "no combat is fought only when the random event leaves the attacker no unit of his "
                                   "own" + rolled});
  }
  if (!out.empty()) return out;
  out = check_outcome(s, c, x);
  if (!out.empty() || r.retreat.empty()) return out;
  std::string loser = loser_of(c, x);
  if (loser.empty()) return {{"GdB 9.5.11", "nobody lost: nobody retreats"}};
  if (left_of(s, c, x, loser, false) == 0) return {{"GdB 9.5.11", who(c, loser) + " have nobody left to retreat"}};
  auto legal = retreat_zones(s, c.zone, c.camp(loser), rules.retreat_into_uncontrolled);
  if (!listed(legal, r.retreat)) {
    std::string list;
    for (const auto& z : legal) list += (list.empty() ? "" : ", ") + zone_name(s, z);
    out.push_back({"GdB 9.5.11, 9.7", zone_name(s, r.retreat) + " is not a zone " + who(c, loser) +
                                          " may retreat to (" + (list.empty() ? "none is" : list + " are") + ")"});
  }
  return out;
}

void finish_retreat(State& s, CombatRecord& c, const std::string& zone, std::vector<Event>& events) {
  std::string loser = c.winner == "attacker" ? "defender" : "attacker";
  retreat_stack(s, c.zone, zone, c.camp(loser), events);
  c.retreat_to = zone;
  c.status = "recorded";
}

void apply_combat_result(const CampaignState& cs, State& s, CombatRecord& c, const CombatReturn& r,
                         const CombatRules& rules, std::vector<Event>& events) {
  CombatReading x = read_return(c, r);
  c.result = battles::to_json(x.result);
  c.winner = x.result.winner;
  c.ending = x.result.ending;
  bool siege = c.kind == "siege";
  std::string how = c.engine == "tabletop" ? "resolved on the tabletop" : "fought by " + c.engine;
  if (x.event) how += ", event " + event_summary(*x.event);
  std::string outcome = c.winner.empty() ? "nobody wins" : who(c, c.winner) + " win";
  events.push_back({c.name + " (" + how + "): " + outcome + " (" + x.result.ending + ")", "GdB 9.5.10"});

  // The counters (GdB 9.6): losses, the cannons' owners, the eliminated to their pools.
  for (const auto& [id, owner] : x.ca_owner) s.unit_mut(id).ca_owner = owner;
  for (const auto& [id, ss] : x.ss_end) {
    Unit& u = s.unit_mut(id);
    if (!u.on_map() || ss == u.ss) continue;
    std::string before = describe(u);
    if (ss <= 0) {
      to_pool(u);
      events.push_back(
          {before + " is eliminated, to the " + camp_name(camp_of(s, u).value_or(Camp::Burgundy)) + "' pool",
           "GdB 9.6"});
    } else {
      u.ss = ss;
      events.push_back({before + " loses 1 SS: now reduced", "GdB 9.6"});
    }
  }
  // The commanders: a historical side eliminated flips (GdB 9.6); the stranded go to the pool.
  bool charles_fell = false;
  for (const auto& id : x.killed) {
    Commander& k = s.commander_mut(id);
    k.is_historical = false;
    events.push_back({k.name + " is eliminated: his counter flips to its anonymous side", "GdB 9.6"});
    if (id == "charles") charles_fell = true;
  }
  auto pool_commander = [&](Commander& k, const std::string& why) {
    if (rules.stranded_flip_first) k.is_historical = false;
    to_pool(k);
    events.push_back({k.name + " " + why + ", to the pool", "GdB 9.6"});
    if (k.id == "charles" && rules.charles_any_cause) charles_fell = true;
  };
  for (const auto& id : x.to_pool)
    if (Commander& k = s.commander_mut(id); k.on_map()) pool_commander(k, "is eliminated as a stranded commander");
  for (Camp camp : kCamps)
    if (stack_of(s, c.zone, camp).units.empty())
      for (auto& k : s.commanders)
        if (k.on_map() && k.zone == c.zone && camp_of(s, k) == camp) pool_commander(k, "is left with no unit");
  if (charles_fell) {
    charles_falls(s, events);
    c.status = "recorded";
    return;
  }
  // The cannons left in the zone go to the victor (GdB 9.6); with no victor the defender keeps the zone.
  Camp holder = c.winner.empty() ? c.defender() : c.camp(c.winner);
  for (auto& u : s.units)
    if (u.on_map() && u.zone == c.zone && u.type == UnitType::Ca && u.ca_owner != holder) {
      u.ca_owner = holder;
      events.push_back({u.name + " is taken by the " + std::string(camp_name(holder)), "GdB 9.6"});
    }
  // Control of an objective (GdB 9.5.12) and VP (GdB 9.5.13).
  std::string loser = c.winner.empty() ? "attacker" : (c.winner == "attacker" ? "defender" : "attacker");
  bool eligible = false;
  if (!c.winner.empty()) {
    Camp victor = c.camp(c.winner);
    take_objective(s, c.zone, victor, rules.objective_ledger, events);
    if (!siege && c.ss_attacker >= 10 && c.ss_defender >= 10) {
      score(s, victor, 2, "a battle won with both camps 10 SS or more at the start", "GdB 9.5.13", events);
      eligible = true;
    } else if (siege && s.map->at(c.zone).fv == 2) {
      bool eliminated = stack_of(s, c.zone, c.camp(loser)).units.empty();
      if (eliminated || !rules.siege_vp_requires_elimination)
        score(s, victor, 1, "a siege won in a zone of fortification value 2", "GdB 9.5.13", events);
      eligible = eliminated || (!rules.siege_vp_requires_elimination && c.ending != "stopped");
    }
    // Diplomacy (GdB 9.5.14): the loser's allies lose heart after a VP-eligible win.
    if (eligible) allies_lose_heart(cs, s, c.camp(loser), events);
  }
  // The loser's retreat (GdB 9.5.11, 9.7); with no victor, the attacker leaves what is left.
  c.status = "recorded";
  if (stack_of(s, c.zone, c.camp(loser)).empty()) return;
  c.retreat_options = retreat_zones(s, c.zone, c.camp(loser), rules.retreat_into_uncontrolled);
  if (c.retreat_options.empty()) {
    bool charles_there = false;
    for (const auto& k : s.commanders)
      if (k.id == "charles" && k.on_map() && k.zone == c.zone && camp_of(s, k) == c.camp(loser)) charles_there = true;
    eliminate_stack(s, c.zone, c.camp(loser), events);
    if (charles_there && rules.charles_any_cause) charles_falls(s, events);
    return;
  }
  std::string to = !r.retreat.empty() ? r.retreat : c.retreat_options.size() == 1 ? c.retreat_options[0] : "";
  if (to.empty()) {
    c.status = "retreating";
    return;
  }
  retreat_stack(s, c.zone, to, c.camp(loser), events);
  c.retreat_to = to;
}

}  // namespace umpire::bourgogne
