// The supply phase (1631 §9, §10.2, §10.4): start-of-phase specials (S0),
// supply of the forces (S1: SP, need, looting, recruiting, refresh,
// attrition), sieges (S2), reserves and recruits (S3), the victory check (S4).
#pragma once

#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// Called when the fifth action of a turn ends: the supply phase of the turn begins.
void open_supply_phase(State& s, std::vector<Event>& events);
std::vector<CommandDef> supply_commands();
std::vector<NextStep> supply_next_steps(const CampaignState& s);

}  // namespace umpire::flammes
