// Lion of the North: the replacement of killed and captured leaders (LotN
// 4.46-4.47) in the 3R Phase's Replace step. Each leader who fell this turn
// is replaced by one of his army's available Replacement leaders, placed
// anywhere his player wishes (a decision; the doctrine's pick is the friendly
// unit nearest where the fallen leader was). A killed Overall Commander is
// replaced by the subordinate the scenario names (Lützen: v. Weimar, who
// takes command as the "Repl/OC" counter), and that subordinate in turn by a
// Replacement leader. With no Replacement leader left nobody is replaced.
//
// The battle's set-up (Setup::leaders) must hold the Replacement counters as
// leaders of their own, off the map (LeaderState::on_map false, neither
// killed nor captured) until used; the roster below says which they are.
#pragma once

#include <string>
#include <vector>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// What the set-up provides for replacements.
struct ReplacementRoster {
  // Replacement counters (indices into Setup::leaders), in the order the scenario lists them.
  std::vector<int> pool;
  // 4.47: a killed OC's named successor, and the counter he takes command as.
  struct Succession {
    int oc = -1;         // the Overall Commander
    int successor = -1;  // the subordinate who takes his place
    int as_oc = -1;      // the counter the successor becomes ("v. Weimar (Repl/OC)")
  };
  std::vector<Succession> successions;
};

// The roster of a battle: for a scenario, the leaders of Setup::leaders its
// "replacements" lists name (pool) and its "succession" entries; a campaign's
// battle has none (its leaders are not replaced, LotN 4.46: none available).
ReplacementRoster replacement_roster(const Battle& st);

// Whether a pool counter is still available: off the map, never on it.
bool replacement_available(const Battle& st, int leader);

// What replacing one fallen leader does, decided and not yet applied.
struct ReplacementStep {
  int fallen = -1;       // the leader killed or captured
  int successor = -1;    // 4.47: the subordinate who takes a fallen OC's place (-1: none)
  int successor_as = -1; // the counter he takes it as
  int replacement = -1;  // the Replacement leader put on the map (-1: nobody)
  Hex hex;               // where the replacement appears
  std::string words;     // "Brahe replaces Teuffel, at W2620 with Gula brigade"
};

// Decides the replacements of `fallen` (in that order): for each, the
// succession (4.47), which Replacement leader and where (decisions of his
// side, with the doctrine's advice). Changes nothing. Variant
// leader.oc_without_successor: an OC the scenario names no successor for is
// replaced as any leader (0) or not at all (1).
std::vector<ReplacementStep> plan_replacements(Ctx& c, const Board& board, const ReplacementRoster& roster,
                                               const std::vector<int>& fallen);

// Applies the steps: the successor's counter takes his place with his
// state (wounds, activation), the Replacement leader appears Inactive in
// his hex. Says each in the log (LotN 4.46, 4.47).
void apply_replacements(Ctx& c, const std::vector<ReplacementStep>& steps);

// The Replace step (LotN 4.46-4.47): `fallen` are the leaders killed or
// captured this turn (LeaderState::killed/captured, on_map false). Each
// fallen leader dealt with is marked so (his status Inactive, see below).
void replace_leaders(Ctx& c, const ReplacementRoster& roster, const std::vector<int>& fallen);
// The same with the battle's own roster (replacement_roster).
void replace_leaders(Ctx& c, const std::vector<int>& fallen);

// The leaders who fell since the last Replace step: killed or captured, off
// the map, and still Finished as remove_leader left them (replace_leaders
// sets a fallen leader it has dealt with Inactive; nothing else reads the
// status of a leader off the map). The Replace step must come before the 3R
// Phase flips Finished leaders, as the sequence of play orders it.
std::vector<int> fallen_this_turn(const Battle& st);
// The 3R Phase's Replace step: replace_leaders(c, fallen_this_turn(c.st)).
void replace_leaders(Ctx& c);

}  // namespace umpire::lotn
