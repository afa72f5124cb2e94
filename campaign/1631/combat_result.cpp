#include "1631/combat_result.h"

#include "1631/forces.h"

namespace umpire::flammes {

namespace {

const char* kCombatRoles[] = {"attacker", "defender"};

// The details an engine adds to its result: {hits_suffered: {attacker, defender}, combat, ...}.
std::optional<int> detail_hits(const Json& raw, const char* role) {
  if (!raw.is_object() || !raw.contains("details")) return std::nullopt;
  const Json& d = raw.at("details");
  if (!d.is_object() || !d.contains("hits_suffered") || !d.at("hits_suffered").contains(role)) return std::nullopt;
  return d.at("hits_suffered").at(role).get<int>();
}

int steps_lost(const Unit& u, const battles::BattleResult& r) {
  const battles::UnitOutcome* o = r.unit(u.id);
  if (!o) return 0;
  return o->eliminated ? u.steps : std::min(o->lost(), u.steps);
}

}  // namespace

std::pair<std::string, std::string> victor_by_rules(const CombatTally& t, bool both_over_next) {
  bool over[2] = {t.hits_on[0] > t.steps[0], t.hits_on[1] > t.steps[1]};
  if (over[0] != over[1])
    return {over[0] ? "defender" : "attacker", "it took more hits than it had steps (criterion 1)"};
  if (over[0] && !both_over_next)
    return {"defender",
            "both sides took more hits than they had steps: the defender wins (criterion 1, setting "
            "\"combat.both_over_next\" off)"};
  // destroyed[k] is side k's own losses: the other side destroyed them.
  if (t.destroyed[0] != t.destroyed[1])
    return {t.destroyed[1] > t.destroyed[0] ? "attacker" : "defender", "it destroyed more units (criterion 2)"};
  if (t.hits_on[0] != t.hits_on[1])
    return {t.hits_on[1] > t.hits_on[0] ? "attacker" : "defender", "it caused more hits that counted (criterion 3)"};
  return {"defender", "nothing else decides: the defender wins (criterion 4)"};
}

CombatTally tally(const State& s, const CombatRecord& c, const battles::BattleResult& r, const Json& raw,
                  const RecordOptions& o) {
  CombatTally t;
  for (int k = 0; k < 2; ++k) {
    int lost = 0;
    for (const auto& id : c.units(kCombatRoles[k])) {
      const Unit* u = s.unit(id);
      if (!u || !u->on_map()) continue;
      if (u->arm != Arm::Artillery) t.steps[k] += u->steps;
      int n = steps_lost(*u, r);
      lost += n;
      if (n > 0 && n >= u->steps) ++t.destroyed[k];
    }
    std::optional<int> typed = k == 0 ? o.hits_on_attacker : o.hits_on_defender;
    t.hits_on[k] = typed ? *typed : detail_hits(raw, kCombatRoles[k]).value_or(lost);
  }
  return t;
}

std::vector<Reason> check_combat_result(const State& s, const CombatRecord& c, const battles::BattleResult& r,
                                        const Json& raw, const RecordOptions& o) {
  std::vector<Reason> out;
  if (!c.setup.is_null()) {
    battles::BattleSetup setup = battles::setup_from_json(JsonCursor(c.setup, "the combat's set-up"));
    for (auto& reason : battles::check_result(setup, r)) out.push_back(std::move(reason));
  }
  int lost[2] = {0, 0};
  for (const auto& outcome : r.units) {
    const Unit* u = s.unit(outcome.unit);
    for (const auto& l : outcome.losses)
      if (l.lost < 0)
        out.push_back(
            {"1631 §7.7", (u ? u->name : outcome.unit) + " cannot gain steps in a combat: steps never go up"});
    if (!u) continue;
    int n = steps_lost(*u, r);
    for (int k = 0; k < 2; ++k)
      for (const auto& id : c.units(kCombatRoles[k]))
        if (id == u->id) lost[k] += n;
    if (u->arm == Arm::Artillery && n > 0 && !o.artillery_override)
      out.push_back({"1631 §7.7", u->name + " is artillery: it never takes combat hits (the umpire may override with "
                                            "\"override\": true)"});
  }
  for (int k = 0; k < 2; ++k) {
    std::optional<int> typed = k == 0 ? o.hits_on_attacker : o.hits_on_defender;
    if (!typed) typed = detail_hits(raw, kCombatRoles[k]);
    if (typed && *typed < lost[k])
      out.push_back({"1631 §7.7", std::string("the ") + kCombatRoles[k] + " lost " + std::to_string(lost[k]) +
                                      " steps: it suffered at least as many hits, not " + std::to_string(*typed)});
  }
  if (o.no_victor) {
    if (c.situation != "siege_assault")
      out.push_back({"1631 §7.5", "only a siege without an assault ends with no victor; this is a " +
                                      std::string(situation_words(c.situation))});
    else if (lost[0] + lost[1] > 0 || (o.hits_on_attacker.value_or(0) + o.hits_on_defender.value_or(0)) > 0)
      out.push_back({"1631 §7.5", "steps were lost: an assault was made, and it has a victor"});
  } else if (!r.winner.empty() && r.winner != "attacker" && r.winner != "defender") {
    out.push_back({"1631 §7.8", "the winner is the attacker or the defender, not \"" + r.winner + "\""});
  }
  return out;
}

void commander_killed(State& s, Commander& k, bool gustav_death_immediate, std::vector<Event>& events) {
  k.dead = true;
  k.fresh = false;
  events.push_back({k.name + " is killed", "1631 §7"});
  if (k.id != "gustav") return;
  if (gustav_death_immediate) {
    s.tracks.phase = Phase::Over;
    s.tracks.winner = Side::Imperial;
    s.tracks.result = "Imperial victory: Gustav Adolf is dead";
    s.action = nullptr;
    events.push_back(
        {"Gustav Adolf is dead: the Imperials win the game at once (setting "
         "\"victory.gustav_death_immediate\")",
         "1631 §9.4.2"});
  } else {
    events.push_back({"Gustav Adolf is dead: the Imperials win at the end of this turn's supply phase", "1631 §9.4.2"});
  }
}

void apply_combat_result(State& s, CombatRecord& c, const battles::BattleResult& r, const Json& raw,
                         const RecordOptions& o, bool gustav_death_immediate, std::vector<Event>& events) {
  CombatTally t = tally(s, c, r, raw, o);
  c.result = raw;
  c.hits_on_attacker = t.hits_on[0], c.hits_on_defender = t.hits_on[1];
  c.destroyed_attacker = t.destroyed[0], c.destroyed_defender = t.destroyed[1];
  c.destroyed_foot_attacker = c.destroyed_foot_defender = 0;
  if (raw.is_object() && raw.contains("details") && raw["details"].is_object() && raw["details"].contains("combat"))
    c.fought = raw["details"]["combat"].get<std::string>();
  if (c.fought.empty()) c.fought = c.situation;
  const std::string where = s.map->at(c.area).name;
  // The losses (1631 §7.7): each step lost, Fresh → Spent → destroyed.
  for (int k = 0; k < 2; ++k)
    for (const auto& id : c.units(kCombatRoles[k])) {
      Unit& u = s.unit_mut(id);
      if (!u.on_map()) continue;
      int n = steps_lost(u, r);
      if (n == 0) continue;
      std::string before = describe(u);
      bool destroyed = false;
      for (int i = 0; i < n; ++i) destroyed = lose_step(u) || destroyed;
      if (destroyed && u.arm != Arm::Artillery) (k == 0 ? c.destroyed_foot_attacker : c.destroyed_foot_defender) += 1;
      events.push_back({before + (destroyed ? " is destroyed" : " becomes Spent"), "1631 §7.7"});
    }
  for (const auto& l : r.leaders) {
    Commander* k = s.commander(l.leader) ? &s.commander_mut(l.leader) : nullptr;
    if (!k) continue;
    if (l.fate == "killed")
      commander_killed(s, *k, gustav_death_immediate, events);
    else
      events.push_back({k->name + " is " + l.fate +
                            " (no effect in the rules: the loser's commanders become "
                            "Spent in the pursuit)",
                        "1631 §8"});
  }
  if (o.no_victor) {
    c.winner = "";
    events.push_back({"No assault at " + where + ": the siege goes on, with no victor", "1631 §7.5"});
  } else {
    auto [by_rules, why] = victor_by_rules(t, o.both_over_next);
    auto who = [&](const std::string& role) { return role + " (the " + c.side_words(role) + ")"; };
    if (r.winner.empty()) {
      c.winner = by_rules;
      events.push_back(
          {"No winner at the table: the " + who(by_rules) + " wins at " + where + ", as " + why, "1631 §7.8"});
      // A city with no defending unit is lost by any hit that counts (criterion 1); the losses cannot show one.
      if (t.steps[1] == 0 && by_rules == "defender" && !o.hits_on_defender && !detail_hits(raw, "defender"))
        events.push_back({where + " had no defending unit: record the attacker's hits that counted (hits "
                                  "{\"defender\": n}, after the city's ignores); any such hit wins it the city",
                          "1631 §7.7, §7.8"});
    } else {
      c.winner = r.winner;
      if (r.winner != by_rules)
        events.push_back({"Umpire's override: the " + who(r.winner) + " wins at " + where +
                              ", though by the losses recorded the " + who(by_rules) + " would, as " + why,
                          "1631 §7.8"});
      else
        events.push_back({"The " + who(r.winner) + " wins at " + where + ": " + why, "1631 §7.8"});
    }
  }
  events.push_back({"Hits suffered at " + where + ": the " + std::string(words(c.attacker)) + " " +
                        std::to_string(t.hits_on[0]) + ", the " + c.side_words("defender") + " " +
                        std::to_string(t.hits_on[1]),
                    "1631 §7.7"});
  c.status = "recorded";
}

}  // namespace umpire::flammes
