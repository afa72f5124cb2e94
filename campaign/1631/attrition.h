// Step losses the owner allocates outside combat (1631 §6.4 forced march,
// §7.3 evasion, §10.5 winter): "one in three" is floor(units / 3), counted on
// units, not steps. The owner may name the units that take the steps; by
// default Fresh infantry first, then Fresh cavalry, Fresh artillery, then
// Spent units in the same order, one step per unit before a second. With the
// setting "losses.artillery_non_combat" off, artillery takes none (1631 §7.7).
#pragma once

#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

inline int one_in_three(int units) { return units / 3; }

// Why the owner's list cannot be used: a unit not among those that may take the
// losses, or artillery when `artillery` (the setting "losses.artillery_non_combat") is off.
std::vector<Reason> check_losses(const State& s, const std::vector<std::string>& candidates,
                                 const std::vector<std::string>& named, const std::string& rule, bool artillery = true);
// Takes `n` steps among the candidates still on the map: the named ones
// first (a unit named twice loses two steps), then the default order; no
// artillery unless `artillery` (the losses left to artillery alone are not taken).
// Events say who lost what, citing `rule`.
void take_losses(State& s, const std::vector<std::string>& candidates, int n, const std::vector<std::string>& named,
                 const std::string& why, const std::string& rule, std::vector<Event>& events, bool artillery = true);

}  // namespace umpire::flammes
