// What the 1631 game needs of a map (map.h), checked on the typed map: the
// loader refuses a map with errors, the map editor lists them (map_schema.h).
//
// Two levels:
//   Structure: what the procedures need to run on any map, a variant's too:
//     unique ids (areas and regions share one set), lines between two known
//     areas, a connected map, a bridge's city a city at one of its ends, every
//     area but a strategic one in exactly one region and a strategic one in
//     none, victory and supply points, anchors and printed markers only on cities.
//   Rulebook: the structure and the facts the rulebook states or its numbers
//     imply about the printed map (1631 §2.2, §9.1.1, §10, §11, §12): the four
//     strategic areas, thirteen regions, the set-up's areas and their regions,
//     the start's victory and supply points, Garz, Landsberg, the fortresses, the
//     supply ports, the Werben crossing and the moves of the §12 example.
#pragma once

#include <vector>

#include "1631/map.h"
#include "core/map_schema.h"

namespace umpire::flammes {

enum class MapChecks { Structure, Rulebook };

// Each problem in words citing its rule ("Garz should be worth 3 VP and 1 SP
// (1631 §12)"), with the area (node), line (edge: its index in m.lines) or
// region (group) it is about. Reads only the map's records (not its index).
std::vector<MapIssue> check_map(const Map& m, MapChecks level);

// Whether any of the problems is an error (warnings do not stop a map).
bool has_error(const std::vector<MapIssue>& issues);

}  // namespace umpire::flammes
