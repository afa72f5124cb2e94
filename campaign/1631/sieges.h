// Resolving the sieges in the supply phase (1631 §9.2): every city under
// siege attrition feeds its garrison from its siege pool, the unsupplied units
// suffer, and the city tests for surrender.
#pragma once

#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// The surrender test's terms for one city (1631 §9.2.1, §9.2.2).
struct SurrenderTerms {
  std::string area;
  Side held_by = Side::Swedish;          // the besieged side (the Swedes for a neutral city: see besieged_units)
  std::vector<std::string> garrison;     // the besieged units inside
  std::vector<std::string> supplied;     // fed from the pool
  std::vector<std::string> step_losses;  // unsupplied Fresh units: Fresh → Spent
  int would_be_destroyed = 0;            // unsupplied Spent units
  int pool_after = 0;
  int artillery = 0;  // the besiegers' artillery units in the area
  bool fortress = false;
  int modifier() const {
    return static_cast<int>(supplied.size()) - would_be_destroyed - artillery + (fortress ? 1 : 0);
  }
};

// The units and commanders besieged inside the city of `area`: the holder's,
// or in a neutral city the Imperials besiege the neutral power's (1631 §7.5.1).
std::vector<const Unit*> besieged_units(const State& s, const std::string& area);
std::vector<const Commander*> besieged_commanders(const State& s, const std::string& area);

// The terms with the besieged player's choice of supplied units (`chosen`,
// empty: Spent units first, which spares the garrison the most).
SurrenderTerms surrender_terms(const State& s, const std::string& area, const std::vector<std::string>& chosen);
std::vector<Reason> check_supplied_choice(const State& s, const std::string& area,
                                          const std::vector<std::string>& chosen);
// "2 + 1 (Fortress) - 1 (artillery)"
std::string modifier_words(const SurrenderTerms& t);

std::vector<CommandDef> siege_commands();

}  // namespace umpire::flammes
