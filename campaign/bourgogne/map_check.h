// What Les Guerres de Bourgogne needs of a strategic map (map.h), checked on the
// typed map's records: the map editor lists the problems (map_schema.h), and a
// test keeps the shipped draft free of them.
//
// Two levels:
//   Structure: what the procedures need on any map, a variant's too: unique
//     zone ids, links between two known zones, each pair joined once, no link
//     across a lake, a connected map, values in their ranges.
//   Rulebook: the structure and what the rulebook states or implies of the
//     printed map (GdB 6.1, 7.1, 9.5.13 note 11, 10.1, 10.3, 13, 14): the
//     numbered zones it names, the Swiss, Duchy, Lorraine and Savoy lists, the
//     nine FV-2 towns, the mountain zone 37, the moves of the 7.1 examples, the
//     set-up's zones and objectives, the turn-5 entry zones, the two lakes, and
//     (warnings) each power's land in one piece.
#pragma once

#include <vector>

#include "bourgogne/map.h"
#include "core/map_schema.h"

namespace umpire::bourgogne {

enum class MapChecks { Structure, Rulebook };

// Each problem in the umpire's words citing its rule ("Besançon (37) should be
// a mountain zone (GdB 7.1)"), with the zone (node), link (edge: its index in
// m.links) or lake (group: its id) it is about. Reads only the map's records.
std::vector<MapIssue> check_map(const Map& m, MapChecks level);

// Whether any of the problems is an error (warnings do not stop a map).
bool has_error(const std::vector<MapIssue>& issues);

}  // namespace umpire::bourgogne
