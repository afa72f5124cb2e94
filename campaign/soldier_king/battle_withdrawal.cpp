#include "soldier_king/battles.h"

#include <algorithm>

#include "soldier_king/battles_internal.h"
#include "soldier_king/factions.h"
#include "soldier_king/movement.h"
#include "soldier_king/settings.h"

// Soldier King's withdrawal before battle (SK 11.3.1, 11.3.2, 22.11, 22.12).

namespace umpire::sk {

using namespace battle_detail;

std::vector<Reason> check_withdrawal(const SkState& s, const Battle& b, const std::string& to) {
  Reasons out;
  std::string defender = side_name(b, "defender");
  if (b.status != "pending")
    return {{"SK 11.3.1", "battle " + b.id + " is " + (b.status == "at_table" ? "at the table" : b.status) +
                              ": the defender withdraws before battle or not at all"}};
  if (rebels_in(b.defenders)) return {{"SK 17.2.8.1", "Rebels never retreat"}};
  if (b.superiority == "attacker")
    return {{"SK 11.2", faction_name(b.attacker) + " has cavalry superiority of 2 to 1 (" +
                            std::to_string(b.attacker_cavalry) + " to " + std::to_string(b.defender_cavalry) +
                            "): the battle must be fought; " + defender + " may withdraw only on the tabletop"}};
  if (!s.map->box(to)) return {{"", "there is no box \"" + to + "\""}};
  std::string name = s.map->box_name(to), here = s.map->box_name(b.box);
  if (to == b.box || !adjacent(s, b.box, to))
    out.push_back({"SK 11.3.1", name + " is not adjacent to " + here + " (joined by a line)"});
  if (!contains(b.defenders, s.holder(to)))
    out.push_back(
        {"SK 11.3.1",
         name + " is not held by " + defender + " (" +
             (s.holder(to).empty() ? std::string("nobody holds it") : "held by " + faction_name(s.holder(to))) + ")"});
  if (of_this_turn(s, b) && b.attacker != kRebels && s.turn.boxes_used.count(to))  // Rebels never move (17.2.8)
    out.push_back(
        {"SK 11.3.1", faction_name(b.attacker) + "'s columns used " + name +
                           " this turn (started, passed through or ended there): it is not open to the withdrawal "
                           "(umpire's reading of \"used by the enemy this turn\")"});
  for (const auto& f : b.defenders)
    if (holds_hostile_troops(s, f, to)) {
      out.push_back(
          {"SK 11.3.1", name + " holds troops hostile to " + faction_name(f) + ": it is not controlled by him"});
      break;
    }
  return out;
}

std::vector<std::string> withdrawal_destinations(const SkState& s, const Battle& b) {
  std::vector<std::string> out;
  for (const auto& n : neighbours(s, b.box))
    if (check_withdrawal(s, b, n).empty()) out.push_back(n);
  return out;
}

bool withdrawal_penalty(const SkState& s, const Battle& b) {
  if (setting(s, kOptional22) == 0) return false;
  int retreater = b.defender_cavalry, attacker = b.attacker_cavalry;
  if (setting(s, kSuperiority2to1) != 0) return attacker > 0 && retreater < 2 * attacker;  // the 2:1 of SK 11.2, by the setting
  return retreater < attacker;  // SK 22.12 does not define inferiority: by default a simple comparison
}

void apply_withdrawal(SkState& s, Battle& b, const std::string& to, std::vector<Event>& events) {
  std::vector<std::string> said;
  bool penalty = withdrawal_penalty(s, b);
  Moved moved = move_force(s, b.defenders, b.box, to);
  std::string text = side_name(b, "defender") + " withdraws before battle from " + s.map->box_name(b.box) + " to " +
                     s.map->box_name(to) + ": " + and_list(moved.names);
  said.push_back(text);
  events.push_back({text, "SK 11.3.1"});
  add_victory(s, {b.attacker}, "SK 11.3.1", "; no combat promotions", said, events);
  std::string cav =
      " (cavalry " + std::to_string(b.defender_cavalry) + " to " + std::to_string(b.attacker_cavalry) + ")";
  if (setting(s, kOptional22) == 0) {
    // the optional rules are off: no morale effect
  } else if (penalty) {
    int n = 0;
    for (auto& c : s.columns)
      if (moved.pieces.count(c.id)) {
        for (auto& st : c.stands) n += lower_morale(st);
        c.exhaustion_steps = std::min(2, c.exhaustion_steps + 1);  // exhaustion levels drop accordingly: one step (SK 22.12)
      }
    for (auto& g : s.garrisons)
      if (moved.pieces.count(g.id))
        for (auto& st : g.stands) n += lower_morale(st);
    std::string t = "Withdrawal with cavalry inferiority" + cav + ": -1 morale on every stand, never below M3 (" +
                    plural(n, "stand") + " lowered); the columns' exhaustion levels drop one step";
    said.push_back(t);
    events.push_back({t, "SK 22.12"});
  } else {
    std::string t = "Withdrawal without cavalry inferiority" + cav + ": no morale penalty";
    said.push_back(t);
    events.push_back({t, "SK 22.11"});
  }
  battles::BattleResult r;
  r.battle = b.id;
  r.winner = "attacker";
  r.ending = kWithdrewBefore;
  r.retreat_to = to;
  r.engine = "";
  r.notes = "withdrawal before battle (SK 11.3.1)";
  b.result = battles::to_json(r);
  b.status = "withdrawn";
  b.withdrew_to = to;
  b.consequences = said;
}

}  // namespace umpire::sk
