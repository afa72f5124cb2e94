// Battles and sieges (GdB 9, 9.4, 9.5): the combats of the acting camp's
// battle and siege steps, each fought by the built-in procedure (the
// "bourgogne-battle" engine, through the battle seam) or on the tabletop, and
// its result recorded back: pools, flips, the captured cannons, the loser's
// retreat, control, VP and diplomacy (GdB 9.5.11-9.5.15).
#pragma once

#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// On entering the battle step (A4/B4) or the siege step (A5/B5): the combats
// of that step, recorded in State::combats, waiting to be fought.
void open_combats(const CampaignState& cs, State& s, Step step, std::vector<Event>& events);
// Why the step cannot end yet: a combat of it not yet resolved (empty: it may).
std::vector<Reason> combats_unfinished(const State& s);

std::vector<CommandDef> combat_commands();
std::vector<NextStep> combat_next_steps(const CampaignState& cs);
std::vector<BattleLink> combat_links(const CampaignState& cs);
// The command that sends a combat: to the tabletop a battle has its random event rolled by the
// program when the setting "tabletop_event" says so (GdB 9.5.4, T2).
Json send_combat_command(const CampaignState& cs, const std::string& combat, const std::string& engine);
Json record_combat_command(const CampaignState& cs, const std::string& combat, const Json& result);

}  // namespace umpire::bourgogne
