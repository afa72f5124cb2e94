// The sequence of play (GdB 5): twelve turns, each with phase A (the
// Burgundians act: reinforcements and replacements, strategic movement,
// fatigue and desertion, battles, sieges), phase B (the Swiss, the same steps)
// and phase C (diplomacy, the VP recorded, the end of the turn; after turn 12
// the victory). Charles the Bold's death ends the game at once (GdB 12.2).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// The step after the current one: {phase, step}; after C3 of the last turn: Over.
std::pair<Phase, Step> following(const State& s);
// The phase and step as the umpire reads them: "Turn 3 (March–April 1475), the
// Swiss phase: strategic movement".
std::string describe_position(const State& s);
// "Sep–Oct 1474" for a turn (GdB 1).
std::string months(int turn);

// bourgogne.end_step and the commands of the sequence's own steps.
std::vector<CommandDef> sequence_commands();
// What the turn panel offers in the current step.
std::vector<NextStep> sequence_next_steps(const CampaignState& cs);

}  // namespace umpire::bourgogne
