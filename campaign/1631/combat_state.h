// A combat's record in State::combats (1631 §7): who fights whom where, how it
// came about, where it was sent and what came back, and what its pursuit still
// waits for. The JSON is the campaign file's; the struct is how the combat
// procedure reads and writes it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// pending (not yet sent) → sent (to an engine or the tabletop) → recorded (its
// result applied, its pursuit waiting) → closed (pursuit applied, or a combat
// that needed no fight).
struct CombatRecord {
  std::string id;    // "c1"
  std::string name;  // "Garz, turn 1, action 1"
  int turn = 0, action = 0;
  int serial = 0;  // the action's serial; 0 when the umpire declared it outside an action
  std::string area;
  std::string situation;  // "battle", "river_assault" or "siege_assault" (1631 §7.5)
  Side attacker = Side::Swedish;
  std::vector<std::string> attacking_units, attacking_commanders;
  std::vector<std::string> defending_units, defending_commanders;
  std::vector<std::string> garrison_units;  // a relief's garrison units fighting on its side (1631 §7.10)
  std::string came_from, last_line, trigger;
  bool defender_may_choose_battle = false;  // a river assault the defender may turn into a Battle (1631 §7.5.2)
  std::string status = "pending";
  std::string engine;      // "tabletop" or an engine's id, once sent
  Json setup = nullptr;    // the hand-off's set-up as sent
  Json result = nullptr;   // the result as recorded
  std::string fought;      // the combat as fought: the situation, or "battle" when the defender chose one
  std::string winner;      // "attacker", "defender", or "" (no victor)
  bool automatic = false;  // every defender evaded (1631 §7.5)
  int hits_on_attacker = 0, hits_on_defender = 0;                // the hits each side suffered, ignored ones left out
  int destroyed_attacker = 0, destroyed_defender = 0;            // units each side lost in the combat itself
  int destroyed_foot_attacker = 0, destroyed_foot_defender = 0;  // of which infantry and cavalry
  std::vector<std::string> log;                                  // what followed, in words
  // A neutral power defending (1631 §7.5.1: its city, or its units, engaged by
  // the Imperials): its people's name, "Saxons" or "Brandenburgers"; "" when
  // the defender is the attacker's enemy side.
  std::string defender_name;

  Side defender() const { return other(attacker); }
  Side side(const std::string& role) const { return role == "attacker" ? attacker : defender(); }
  // The plural name of a role's side for players: "Swedes", "Imperials", or the neutral defender's.
  std::string side_words(const std::string& role) const;
  std::vector<std::string> units(const std::string& role) const;
  std::vector<std::string> commanders(const std::string& role) const;
};

Json to_json(const CombatRecord& c);
CombatRecord combat_from_json(const Json& j);

std::vector<CombatRecord> combats_of(const State& s);
std::optional<CombatRecord> find_combat(const State& s, const std::string& id);
// Writes the record back (a new id is appended).
void put_combat(State& s, const CombatRecord& c);
std::string next_combat_id(const State& s);
// The combat still waiting (pending, sent or recorded), if any.
std::optional<CombatRecord> open_combat_record(const State& s);

const char* situation_words(const std::string& situation);  // "Battle", "River assault", "Siege assault"

}  // namespace umpire::flammes
