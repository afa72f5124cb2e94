// The sequence's own marks in State::sequence, a JSON object of lists and
// counts that the sequence's procedures keep between commands of one phase or
// turn: "fatigue_rolled" (the stacks that rolled on Table 1 this phase,
// "ZONE:CAMP"), "marched" (the units that moved with an army this phase: one
// move each, GdB 7.1), "rp_spent" ({camp: RP} this phase, GdB 10.2),
// "france_rolled" ({camp: the turn of its last roll}, GdB 13), "france_since"
// ({camp: the turn its condition began to hold}), "turn_start" (the public
// tracks and markers as the turn began: the turn summary tells what changed
// since, mark_turn_start).
#pragma once

#include <algorithm>
#include <string>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

inline bool seq_marked(const State& s, const std::string& list, const std::string& item) {
  auto it = s.sequence.find(list);
  if (it == s.sequence.end() || !it->is_array()) return false;
  return std::find(it->begin(), it->end(), Json(item)) != it->end();
}

inline void seq_mark(State& s, const std::string& list, const std::string& item) {
  if (seq_marked(s, list, item)) return;
  if (!s.sequence.contains(list)) s.sequence[list] = Json::array();
  s.sequence[list].push_back(item);
}

inline int seq_count(const State& s, const std::string& map, const std::string& key) {
  auto it = s.sequence.find(map);
  if (it == s.sequence.end() || !it->is_object() || !it->contains(key)) return 0;
  return (*it)[key].get<int>();
}

inline void seq_set(State& s, const std::string& map, const std::string& key, int value) {
  s.sequence[map][key] = value;
}

inline void seq_erase(State& s, const std::string& key) { s.sequence.erase(key); }

// At the start of each turn (and of the game): what both camps see as the turn
// begins — the turn, the VP, each objective's control marker, Table 4's
// pointers and France — kept as "turn_start" for the turn summary. A campaign
// written before it was kept has none until its next turn begins.
void mark_turn_start(State& s);

}  // namespace umpire::bourgogne
