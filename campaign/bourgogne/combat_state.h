// A combat's record in State::combats (GdB 9, 9.4, 9.5): where and between
// whom, the forces and their SS at the start (GdB 9.5.2, 9.5.13), where it was
// sent and what came back, and the loser's retreat still to choose (GdB
// 9.5.11). The JSON is the campaign file's; the struct is how the combat
// procedure reads and writes it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// choosing (a garrison with a commander chooses battle or siege, GdB 9) →
// open (waiting to be sent) → sent (to an engine or the tabletop) →
// retreating (its result applied, the loser's retreat zone to choose) →
// recorded (over).
struct CombatRecord {
  std::string id;    // "c3-1": turn 3, the first combat of the turn
  std::string name;  // "Battle of Auxonne (45), turn 3"
  int turn = 0;
  Phase phase = Phase::Burgundian;  // the acting camp's phase
  Step step = Step::Battles;        // the step it is fought in: Battles or Sieges
  std::string zone;
  std::string kind = "battle";     // "battle", "siege", or "undecided" while the garrison chooses (GdB 9)
  Camp attacker = Camp::Burgundy;  // the active camp; in a siege the besieger
  std::vector<std::string> attacking_units, attacking_commanders;
  std::vector<std::string> defending_units, defending_commanders;
  int ss_attacker = 0, ss_defender = 0;  // at the start (GdB 9.5.2, 9.5.13)
  std::string status = "open";
  std::string engine;                        // "tabletop" or an engine's id, once sent
  Json setup = nullptr;                      // the hand-off's set-up as sent
  Json event = nullptr;                      // a tabletop battle's random event (combat_event.h), once known
  Json result = nullptr;                     // the result as recorded
  std::string winner;                        // "attacker", "defender", "" (none) once recorded
  std::string ending;                        // the set-up's ending id once recorded
  std::vector<std::string> retreat_options;  // the loser's legal retreat zones (GdB 9.5.11, 9.7), once recorded
  std::string retreat_to;                    // where the loser went ("" none yet, or none needed)
  std::vector<std::string> log;              // what followed, in words

  Camp defender() const { return other(attacker); }
  Camp camp(const std::string& side) const { return side == "attacker" ? attacker : defender(); }
  const std::vector<std::string>& units(const std::string& side) const {
    return side == "attacker" ? attacking_units : defending_units;
  }
  const std::vector<std::string>& commanders(const std::string& side) const {
    return side == "attacker" ? attacking_commanders : defending_commanders;
  }
  // "attacker"/"defender" for a unit or commander of the combat, "" otherwise.
  std::string side_of(const std::string& piece) const;
  bool over() const { return status == "recorded"; }
};

Json to_json(const CombatRecord& c);
CombatRecord combat_from_json(const Json& j);

std::vector<CombatRecord> combats_of(const State& s);
std::optional<CombatRecord> find_combat(const State& s, const std::string& id);
// Writes the record back (a new id is appended).
void put_combat(State& s, const CombatRecord& c);
// "c<turn>-<n>", the next of the turn.
std::string next_combat_id(const State& s);
// The combats of the current turn and phase.
std::vector<CombatRecord> phase_combats(const State& s);

const char* kind_words(const std::string& kind);  // "Battle", "Siege", "Battle or siege"

}  // namespace umpire::bourgogne
