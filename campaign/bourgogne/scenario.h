// The start of a campaign of Les Guerres de Bourgogne (GdB 14): the map, the
// counters where the set-up puts them (the reinforcements waiting for their
// turn), the control markers, Table 4's pointers, and the start of turn 1.
// The scenario's facts (data/bourgogne/scenario.json) are kept in the campaign.
#pragma once

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// The campaign as the rulebook sets it up, on `map` (the shipped draft when null).
State start_state(MapPtr map = nullptr);

// The scenario as a campaign keeps it, and read back (the data file's form is
// read too: its set-up lists are start_state's).
Json scenario_json(const Scenario& s);
Scenario scenario_from(const JsonCursor& c);

// "Burgundian Pikemen 3", or the counter file's own name.
std::string counter_name(Power p, UnitType t, int number);

}  // namespace umpire::bourgogne
