// Fatigue and desertion (GdB 8, Table 1), the acting camp's step A3/B3: every
// stack (setting fatigue_scope: the acting camp's, or both camps') rolls one
// die, modified for the weather, a garrison and movement, and loses the SS the
// table gives, spread by its owner (a default order when he does not say).
#pragma once

#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

// Table 1 (data/bourgogne/fatigue.json): the SS a stack of `ss` SS loses on a
// modified die (read as 1 below 1, 6 above 6).
int fatigue_losses(int modified_die, int ss);
// The column's words: "10–19 SS".
std::string fatigue_column(int ss);
// The die's modifier for a camp's stack in a zone (GdB 8): bad weather +1, garrison -1, moved +1.
int fatigue_modifier(const State& s, const std::string& zone, Camp camp);
// The stacks that must still roll in this step, as {zone, camp}.
std::vector<std::pair<std::string, Camp>> fatigue_due(const CampaignState& cs);

std::vector<CommandDef> fatigue_commands();
std::vector<NextStep> fatigue_next_steps(const CampaignState& cs);
std::vector<Reason> fatigue_unfinished(const CampaignState& cs);

}  // namespace umpire::bourgogne
