// Reinforcements and replacements (GdB 10, 14), the acting camp's step A1/B1
// (none on turn 1): the reinforcements due this turn — scheduled, conditional
// once triggered (GdB 10.1), France's after it joined (GdB 13) — placed in one
// of their zones the enemy does not hold, or waiting until one is free again;
// and the recruitment points of the camp's lands spent on units and
// commanders from its pool (GdB 10.2), what is unspent lost.
#pragma once

#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// GdB 10.2: the RP a camp draws this turn — its own and its allies' lands, and
// lands of the enemy's allies it controls; never a land the enemy holds by a
// marker or a stack, nor the enemy's national territory.
int rp_available(const State& s, Camp camp);
// What is left of them in this phase (GdB 10.2).
int rp_left(const State& s, Camp camp);
// The reinforcement groups a camp may place now, with pieces still waiting.
std::vector<const Reinforcement*> reinforcements_due(const State& s, Camp camp);
// Where a group may enter, whether free or not (GdB 10.3).
std::vector<std::string> group_zones(const State& s, const Reinforcement& r);
// GdB 10.3: the zones of a power's flag (British: 54, France: 52); the power's
// lands when the map marks none.
std::vector<std::string> placement_zones(const State& s, Power p);
// GdB 10.3: a camp may place there: no enemy marker, army or garrison, not neutral.
bool free_for(const State& s, const std::string& zone, Camp camp);
// GdB 14: on turn 4 Lorraine joins the Swiss: its pointer goes on Table 4.
void lorraine_joins(State& s, std::vector<Event>& events);
// Leaving the step: the unspent RP are lost (GdB 10.2).
void close_replacements(State& s, std::vector<Event>& events);

std::vector<CommandDef> reinforcement_commands();
std::vector<NextStep> reinforcement_next_steps(const CampaignState& cs);
std::vector<Reason> reinforcements_unfinished(const CampaignState& cs);

}  // namespace umpire::bourgogne
