// Victory (1631 §9.4): the sudden-death checks at the end of every supply
// phase, and the final scoring after the last turn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// 1631 §9.4.2: the Swedes win with more than 90 VP at the end of two
// supply phases running (`vp_now` is this phase's, the history the earlier ones).
bool swedish_sudden_death(const State& s, int vp_now);
// 1631 §9.4.2: the Imperials win when they hold every Swedish supply port, or
// when Gustav Adolf has been killed. The reason in words, "" when neither.
std::string imperial_sudden_death(const State& s);
// 1631 §9.4.2: the result of the final scoring for a VP total, and its winner.
std::string final_result(int vp);
std::optional<Side> final_winner(int vp);

std::vector<CommandDef> victory_commands();

}  // namespace umpire::flammes
