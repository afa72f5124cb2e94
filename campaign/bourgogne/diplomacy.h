// Diplomacy (GdB 9.5.14, 11, 13) and the end of the game (GdB 12.2): the
// allies' pointers on Table 4 moving toward neutral after a VP-eligible win,
// an ally turned neutral (the other camp scores Table 4's centre at once, its
// units leave the game in C1, its lands turn neutral), France's optional
// intervention from turn 7, the victory levels after turn 12, and Charles the
// Bold's fall, which ends the game at once.
#pragma once

#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// GdB 9.5.14: after a VP-eligible win, each ally of the loser's camp on Table 4
// moves 1 square toward neutral; one reaching neutral scores the centre's VP
// for the other camp at once (GdB 11, 12.1; setting lorraine_germany_neutral_vp).
void allies_lose_heart(const CampaignState& cs, State& s, Camp loser, std::vector<Event>& events);
// GdB 12.2: Charles the Bold has fallen: the game is over, the Swiss win.
void charles_falls(State& s, std::vector<Event>& events);
// The VP a camp scores when this ally of the other camp turns neutral (GdB 11, T4).
int neutral_vp(const CampaignState& cs, const State& s, Power ally);

// C1, on entering the diplomacy step: the units of allies turned neutral leave
// the game, their commanders too (setting ally_neutral_commanders_removed);
// armies in their lands may stay or must leave (setting neutral_zone_occupants).
void begin_diplomacy(const CampaignState& cs, State& s, std::vector<Event>& events);
// GdB 13 (setting france_optional): the camps whose condition for France holds now, in the order they roll.
std::vector<Camp> france_conditions(const CampaignState& cs, const State& s);
// C4, after the last turn (GdB 12.2, setting victory_mode): the winner and the result.
void decide_victory(const CampaignState& cs, State& s, std::vector<Event>& events);

std::vector<CommandDef> diplomacy_commands();
std::vector<NextStep> diplomacy_next_steps(const CampaignState& cs);
std::vector<Reason> diplomacy_unfinished(const CampaignState& cs);

}  // namespace umpire::bourgogne
