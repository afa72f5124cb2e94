// Helpers shared by the files of Soldier King's battles (battles.cpp,
// battle_withdrawal.cpp, battle_setup.cpp, battle_result_check.cpp,
// battle_result_apply.cpp, battle_promotions.cpp). Internal: nothing outside
// those files includes this; the public interface is battles.h.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "soldier_king/battles.h"

namespace umpire::sk::battle_detail {

using Reasons = std::vector<Reason>;

bool contains(const std::vector<std::string>& v, const std::string& x);
std::string other_side(const std::string& side);  // "attacker" <-> "defender"
// The boxes joined to `box` by a line, each once.
std::vector<std::string> neighbours(const SkState& s, const std::string& box);
bool adjacent(const SkState& s, const std::string& a, const std::string& b);
// Whether `owner`'s troops are enemies of a side made of `factions`.
bool enemy_of(const SkState& s, const std::vector<std::string>& factions, const std::string& owner);
bool rebels_in(const std::vector<std::string>& factions);
std::string plural(int n, const std::string& word);  // "1 stand", "3 stands"
// SK 22.12, 22.13: -1 morale, never below M3 (a stand already at M3 or less keeps it).
bool lower_morale(Stand& st);
// Every stand of a battle's side in its box now.
std::vector<Stand> side_stands(const SkState& s, const Battle& b, const std::string& side);
// Whether the battle in b's box has been opened this turn.
bool opened(const SkState& s, const Battle& b);

// What move_force moved: the names for the event, the column and garrison ids.
struct Moved {
  std::vector<std::string> names;
  std::set<std::string> pieces;
};
// Moves every column, garrison and unattached officer of `factions` in `from`
// to `to`, out of their works (a withdrawal before battle, a retreat).
Moved move_force(SkState& s, const std::vector<std::string>& factions, const std::string& from, const std::string& to);
// Credits each (non-Rebel) faction with a victory for next winter's recruiting
// (SK 13.1.2); the text goes to `said` (the battle's consequences) and `events`.
void add_victory(SkState& s, const std::vector<std::string>& factions, const std::string& rule, const std::string& why,
                 std::vector<std::string>& said, std::vector<Event>& events);

}  // namespace umpire::sk::battle_detail
