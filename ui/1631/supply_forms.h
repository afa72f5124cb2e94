// The Supply window's forms for the umpire's own choices of the supply phase
// (1631 §9.1.4 recruiting, §9.1.5 refreshing): the arms recruited and the
// Spent units refreshed, ticked in the window; the commands are built here
// and judged live by the game's check before their buttons issue them.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "1631/state.h"
#include "core/json_read.h"

namespace umpire::flammesui {

struct SupplyForms {
  flammes::Side side = flammes::Side::Swedish;
  int infantry = 0, cavalry = 0, artillery = 0;  // recruited from the pool (1631 §9.1.4)
  std::set<std::string> refresh;                 // the Spent units ticked (1631 §9.1.5)
};

// 1631.recruit: the arms, infantry first, then cavalry, then artillery.
Json recruit_command(const SupplyForms& form);
// 1631.refresh: the units ticked, in the order of the side's counters.
Json refresh_command(const flammes::State& s, const SupplyForms& form);
// The side's Spent units on the map, in the order of its counters.
std::vector<const flammes::Unit*> spent_units(const flammes::State& s, flammes::Side side);

}  // namespace umpire::flammesui
