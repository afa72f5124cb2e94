// Lion of the North: the hex painter's validators. What is wrong with a battle
// map for the scenarios fought on it, in words citing the rules, each line
// beginning with the scenario's name:
//   - every hex a scenario names (its deployment rows, the ends of a set-up
//     zone, the reinforcements' entry hexes) is on the map (LotN 2.1);
//   - the set-up can place every row on this map: the compass words it faces,
//     double-sized counters in adjacent hexes, enough hexes in a zone (Lützen's
//     15 Commanded Muskets in or directly behind the ditch between 2712 and
//     2535), as scenario_layout says;
//   - the deployment is legal on this map's terrain: the stacks (LotN 6.51-6.55,
//     hex_stacking.h), no artillery in a ditch hex (LotN 6.23, Terrain Chart
//     note n), every facing one the counter can take (LotN 7.11, hex_facing.h);
//   - each side of the scenario has its retreat edge tagged (LotN 12.33).
// The counters' strengths are read only where a stack's legality turns on them
// (two light infantry or two cavalry units in a hex, LotN 6.51[1], [5]); a
// strength not yet entered is said so, not guessed.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "lotn/data_tables.h"
#include "lotn/map_data.h"

namespace umpire::lotn {

// The scenarios of `data` fought on the map `map_id` (their "maps" name it), in the data's order.
std::vector<std::string> scenarios_on_map(const DataSet& data, const std::string& map_id);

// The problems of the map `map_id` of `data` for every scenario fought on it (empty: none).
std::vector<std::string> map_problems(const DataSet& data, const std::string& map_id);
// The same for `map` put in place of the data's map of its id (the map being painted).
std::vector<std::string> map_problems(const DataSet& data, std::shared_ptr<const MapData> map);

}  // namespace umpire::lotn
