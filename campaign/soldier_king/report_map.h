// The map pages of a Soldier King faction's report: what the faction knows,
// drawn on the map. Written from the faction's issued PlayerPicture and the
// public map only, so it cannot show what the picture does not hold.
#pragma once

#include "report/document.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/map.h"

namespace umpire::sk {

// The faction's knowledge drawn on the map: its own stacks, and every box it
// has a report on, coloured by the report's level.
report::Picture knowledge_map(const PlayerPicture& picture, const Map& map);

}  // namespace umpire::sk
