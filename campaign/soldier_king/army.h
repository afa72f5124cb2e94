// Army-level rules: composition (SK 20.1.2, 20.1.3, 20.3.1) and the army
// maximum from recruiting cities (SK 13.2.2, G-08).
#pragma once

#include "soldier_king/state.h"

namespace umpire::sk {

// Every composition problem of a faction's army, each citing its rule.
std::vector<Reason> check_army(const SkState& s, const std::string& faction);

// Columns counted towards army size (garrisons are not columns, G-20).
int army_size(const SkState& s, const std::string& faction);

// Sum over recruiting cities the faction holds: the ruled value where it also
// rules the province, else the captured value (SK 13.2.2, G-08).
int army_maximum(const SkState& s, const std::string& faction);

}  // namespace umpire::sk
