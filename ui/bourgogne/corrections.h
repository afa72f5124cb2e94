// The Corrections window's logic, without Dear ImGui: the umpire's rulings of
// Les Guerres de Bourgogne (put a counter anywhere, a unit's strength, a
// commander's side or stack, a zone's control marker, the VP, Table 4's
// pointers, where the game stands), each built from its command's argument
// schema as the Orders window builds an order (orders_logic.h order_command),
// with the counters and zones offered by name. The umpire sets up a position
// with them (the rulebook's turn-9 battle, say) or puts right what the table
// did differently.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "bourgogne/state.h"
#include "session/campaign.h"

namespace umpire::bourgogneui {

struct CorrectionChoice {
  const char* command;
  const char* label;
};
// The corrections offered, in order; only those the game declares are shown.
const std::vector<CorrectionChoice>& correction_choices();

// The values offered for an argument, as (value, words), in the window's
// order; empty when it is typed or ticked instead:
// - a counter ("piece", "unit", "commander"): every counter of its kind with
//   where it is ("Charles the Bold (Burgundians, commander): in Dijon (53)");
// - a zone: every zone by name, and for bourgogne.place also the pool and
//   out of the game;
// - a choice: its choices as they read.
std::vector<std::pair<std::string, std::string>> correction_options(const bourgogne::State& s, const CommandDef& def,
                                                                     const ArgSpec& spec);

}  // namespace umpire::bourgogneui
