#include "bourgogne/combat_event.h"

#include <algorithm>

#include "bourgogne/forces.h"

namespace umpire::bourgogne {

namespace {

// An ally of the attacker in the Doubt zone of Table 4 with units in the battle, and their SS (GdB T2, 13).
std::vector<std::pair<std::string, int>> doubtful_allies(const State& s, const CombatRecord& c) {
  std::vector<std::pair<std::string, int>> out;
  for (Power p : kPowers) {
    if (p == Power::France || allegiance(s, p) != Allegiance::Doubt || camp_of(s, p) != c.attacker) continue;
    int ss = 0;
    for (const auto& id : c.attacking_units)
      if (const Unit* u = s.unit(id); u && u->on_map() && u->power == p) ss += u->ss;
    if (ss > 0) out.push_back({to_string(p), ss});
  }
  return out;
}

// The allies with the fewest SS (GdB fn4): the event strikes one of them.
std::vector<std::string> weakest(const std::vector<std::pair<std::string, int>>& allies) {
  int fewest = 1 << 20;
  for (const auto& a : allies) fewest = std::min(fewest, a.second);
  std::vector<std::string> out;
  for (const auto& a : allies)
    if (a.second == fewest) out.push_back(a.first);
  return out;
}

std::string power_words(const std::string& id) {
  auto p = power_from(id);
  return p ? power_name(*p) : id;
}

bool campobasso_attacks(const State& s, const CombatRecord& c) {
  if (c.attacker != Camp::Burgundy) return false;
  for (const auto& id : c.attacking_commanders)
    if (const Commander* k = s.commander(id); id == "campobasso" && k && k->on_map()) return true;
  return false;
}

// The ally struck by a 1, its units, and whether the attacker then fights no combat (GdB T2, fn3).
void strike_ally(const State& s, const CombatRecord& c, CombatEvent& e, const std::string& power) {
  e.power = power;
  e.units.clear();
  int theirs = 0, all = 0;
  for (const auto& id : c.attacking_units)
    if (const Unit* u = s.unit(id); u && u->on_map()) {
      all += u->ss;
      if (to_string(u->power) == power) e.units.push_back(id), theirs += u->ss;
    }
  e.no_combat = theirs > 0 && theirs == all;
}

const char* event_name_of(int die, const State& s, bool betrayal) {
  switch (die) {
    case 1: return betrayal ? "betrayal" : "arms at the ready";
    case 5: return "depleted wing";
    case 6: return s.bad_weather() ? "snow" : "rain";
    default: return "nothing";
  }
}

}  // namespace

Json to_json(const CombatEvent& e) {
  Json j{{"die", e.die}, {"name", e.name}, {"by", e.by}};
  if (e.second) j["second"] = e.second;
  if (!e.power.empty()) j["power"] = e.power, j["units"] = e.units, j["no_combat"] = e.no_combat;
  if (!e.tie_rolls.empty()) j["tie_rolls"] = e.tie_rolls;
  return j;
}

std::optional<CombatEvent> combat_event_from_json(const Json& j) {
  if (!j.is_object()) return std::nullopt;
  CombatEvent e;
  e.die = j.value("die", 0);
  e.second = j.value("second", 0);
  e.name = j.value("name", "");
  e.by = j.value("by", "program");
  e.power = j.value("power", "");
  if (j.contains("units")) e.units = j.at("units").get<std::vector<std::string>>();
  e.no_combat = j.value("no_combat", false);
  if (j.contains("tie_rolls")) e.tie_rolls = j.at("tie_rolls").get<std::vector<std::string>>();
  return e;
}

CombatEvent roll_combat_event(const State& s, const CombatRecord& c, Dice& dice) {
  CombatEvent e;
  e.by = "program";
  e.die = dice.d6("The random event of the " + c.name + " (GdB 9.5.4, T2)");
  if (e.die == 1) {
    std::vector<std::string> tied = weakest(doubtful_allies(s, c));
    while (tied.size() > 1) {  // GdB fn4: one die each, the highest; a tie rolls again
      std::vector<int> faces;
      std::string words;
      for (const auto& p : tied) {
        faces.push_back(dice.d6("The random event: " + power_words(p) + " rolls to break the tie (GdB fn4)"));
        words += (words.empty() ? "" : ", ") + power_words(p) + " " + std::to_string(faces.back());
      }
      e.tie_rolls.push_back(words);
      int high = *std::max_element(faces.begin(), faces.end());
      std::vector<std::string> next;
      for (std::size_t i = 0; i < tied.size(); ++i)
        if (faces[i] == high) next.push_back(tied[i]);
      tied = next;
    }
    if (!tied.empty()) strike_ally(s, c, e, tied.front());
  } else if (e.die == 5) {
    e.second = dice.d6("The random event: which wing of the " + std::string(camp_name(c.defender())) +
                       " is depleted (GdB T2)");
  }
  e.name = event_name_of(e.die, s, e.die == 1 && !e.power.empty() && campobasso_attacks(s, c));
  return e;
}

CombatEvent table_combat_event(const State& s, const CombatRecord& c, const Json& entered) {
  JsonCursor j(entered, "details.event");
  j.only_keys({"die", "second", "power", "name"});
  CombatEvent e;
  e.by = "table";
  e.die = static_cast<int>(j["die"].as_int(1, 6));
  if (auto second = j.optional("second")) {
    if (e.die != 5) second->fail("only an event of 5 has a second die (GdB T2)");
    e.second = static_cast<int>(second->as_int(1, 6));
  }
  if (e.die == 5 && !e.second) j.fail("an event of 5 gives its second die (\"second\"), which names the wing (GdB T2)");
  bool betrayal = false;
  if (e.die == 1) {
    std::vector<std::string> tied = weakest(doubtful_allies(s, c));
    std::string power;
    if (auto p = j.optional("power")) power = p->as_string();
    if (tied.empty() && !power.empty())
      j["power"].fail("no ally of the " + std::string(camp_name(c.attacker)) +
                      " in Doubt is in the battle: an event of 1 strikes nobody (GdB T2)");
    if (!tied.empty()) {
      if (power.empty() && tied.size() == 1) power = tied.front();
      if (std::find(tied.begin(), tied.end(), power) == tied.end()) {
        std::string list;
        for (const auto& t : tied) list += (list.empty() ? "" : " or ") + t;
        j.fail("an event of 1 strikes the ally in Doubt with the fewest SS in the battle (GdB T2, fn4): \"power\" is " +
               list);
      }
      strike_ally(s, c, e, power);
      betrayal = campobasso_attacks(s, c);
    }
    if (auto n = j.optional("name")) {  // a betrayal turned back into arms at the ready: no free zone (GdB T2)
      std::string name = n->as_string();
      if (name != "arms at the ready" && name != "betrayal")
        n->fail("an event of 1 is \"arms at the ready\" or \"betrayal\"");
      if (name == "betrayal" && !betrayal)
        n->fail("only Campobasso's presence with the Burgundian attacker makes a betrayal (GdB T2)");
      betrayal = name == "betrayal";
    }
  }
  e.name = event_name_of(e.die, s, betrayal && !e.power.empty());
  return e;
}

std::string event_summary(const CombatEvent& e) {
  std::string out = std::to_string(e.die) + ": " + e.name;
  if (!e.power.empty()) out += " (" + power_words(e.power) + ")";
  if (e.die == 5)
    out += std::string(" (the ") + (e.second % 2 == 0 ? "right" : "left") + " wing, second die " +
           std::to_string(e.second) + ")";
  return out;
}

std::vector<std::string> event_lines(const State& s, const CombatRecord& c, const CombatEvent& e,
                                     bool depleted_to_third_line, bool name_units) {
  std::vector<std::string> out;
  std::string rolled_by = e.by == "table" ? "rolled at the table" : "rolled by the program when the battle was sent";
  out.push_back("Random event, " + rolled_by + ": " + std::to_string(e.die) +
                " (GdB 9.5.4, T2); it holds for the whole battle");
  std::string attacker = camp_name(c.attacker), defender = camp_name(c.defender());
  switch (e.die) {
    case 1: {
      for (const auto& t : e.tie_rolls) out.push_back("Allies tied on the fewest SS roll off: " + t + " (GdB fn4)");
      if (e.power.empty()) {
        out.push_back("No ally of the " + attacker + " in Doubt on Table 4 is in the battle: nothing happens (GdB T2)");
        break;
      }
      std::string names;
      for (const auto& id : e.units)
        if (const Unit* u = s.unit(id)) names += (names.empty() ? "" : ", ") + u->name;
      names = name_units ? " (" + names + ")" : "";
      if (e.name == "betrayal")
        out.push_back("Betrayal (Campobasso is with the " + attacker + "): the units of " + power_words(e.power) +
                      names + " change camp until the battle ends; once deployed, the " + defender +
                      " place them in a zone of their half that holds no units; if none is free, arms at the ready "
                      "instead; no redeployment follows (GdB T2, fn3)");
      else
        out.push_back("Arms at the ready: the units of " + power_words(e.power) + names + " go to the " + attacker +
                      "' retreat zone once deployed and take no part; no redeployment follows (GdB T2)");
      if (e.no_combat)
        out.push_back("The " + attacker + "' force is only those units: no combat is fought, the " + defender +
                      " win the battle (GdB fn3)");
      else
        out.push_back("After the battle " + power_words(e.power) + " stays allied to the " + attacker +
                      " and its units rejoin their camp's stack (GdB fn3)");
      break;
    }
    case 5:
      out.push_back(std::string("Depleted wing: the second die ") + std::to_string(e.second) + " names the " +
                    defender + "' " + (e.second % 2 == 0 ? "right" : "left") +
                    " wing; once deployed, its units go to " +
                    (depleted_to_third_line ? "the 3rd line" : "the 2nd or 3rd line, as the " + defender + " choose") +
                    " (setting \"depleted_wing_destination\"); an empty wing means no effect (GdB T2)");
      break;
    case 6:
      out.push_back(
          s.bad_weather()
              ? "Snow for the whole battle: cannons, culveriners and archers fire at RoF 1 at most (GdB 9.3.2, "
                "T2)"
              : "Rain for the whole battle: cannons and culveriners cannot fire and fight in melee only, "
                "archers fire at RoF 2 (GdB 9.3.2, T2)");
      break;
    default: out.push_back("Nothing happens (GdB T2)");
  }
  return out;
}

Json situation_event(const CombatEvent& e) {
  Json j{{"die", e.die}};
  if (e.second) j["second"] = e.second;
  return j;
}

}  // namespace umpire::bourgogne
