// The rule of provinces (SK 16, 8.3.3; digest P-18, G-08, G-20, G-25):
// plebiscites at the start of a player turn and direct grants at any time.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The recruiting cities of a province: where a plebiscite needs a column (16.1.1).
std::vector<std::string> recruiting_cities(const SkState& s, const std::string& province);

// Why `faction` may not hold a plebiscite in `province` now; empty when he may
// (16.1.1, G-20, G-25).
std::vector<Reason> plebiscite_problems(const SkState& s, const std::string& faction, const std::string& province);

// The provinces where `faction` may hold a plebiscite now (for a button).
std::vector<std::string> plebiscite_possible(const SkState& s, const std::string& faction);

// Words for the turn tracker's Plebiscite step: where the player of the turn
// may hold one, or that he may hold none.
std::string plebiscite_step_hint(const SkState& s);

// `faction` now rules `province` (16.1): boxes another faction captured stay
// with their captor (G-08), those he captured become simply ruled, and its
// boxes hold his sympathisers for good (8.3.3). Returns the boxes left with
// another captor.
std::vector<std::string> take_rule(SkState& s, const std::string& faction, const std::string& province);

std::vector<CommandDef> province_commands();

}  // namespace umpire::sk
