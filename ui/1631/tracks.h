// The diplomacy thresholds of the 1631 §6.7 table, for the Tracks window: what
// Brandenburg and Saxony need at the current Swedish VP. No Dear ImGui.
#pragma once

#include <optional>

namespace umpire::flammesui {

struct DiplomacyThresholds {
  int brandenburg = 0, saxony = 0;  // the modified roll each needs (d6 + the diplomacy track)
};
// The table's row for `swedish_vp` (below 0 counts as its first row); nullopt
// above 80, where the table stops (1631 §6.7).
std::optional<DiplomacyThresholds> diplomacy_thresholds(int swedish_vp);

}  // namespace umpire::flammesui
