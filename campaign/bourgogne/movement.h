// Strategic movement (GdB 7.1), the acting camp's step A2/B2: commanders moved
// to the top of their stack (an army, 2 MP) or the bottom (a garrison, free),
// and armies or lone commanders marched along a path of adjacent zones with
// their leader's MP: mountains cost 2, neutral lands, France and Lorraine
// before turn 5 are closed (GdB 6.1), an enemy stack stops the march, enemy
// commanders alone are sent to their nearest friendly stack, objectives passed
// are taken (GdB 6.1, 12.1), garrisons are dropped or picked up on the way,
// and the conditional reinforcements are triggered (GdB 10.1).
#pragma once

#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

std::vector<CommandDef> movement_commands();
std::vector<NextStep> movement_next_steps(const CampaignState& cs);
// Why the movement step cannot end yet (setting neutral_zone_occupants
// "must_leave": a stack with a commander still in a neutral land, GdB 11).
std::vector<Reason> movement_unfinished(const CampaignState& cs);
// The zone of a camp's nearest stack with units, by MP cost from `from`
// (GdB 7.1: enemy commanders alone are moved there); "" when it has none.
std::string nearest_friendly_stack(const State& s, const std::string& from, Camp camp);

}  // namespace umpire::bourgogne
