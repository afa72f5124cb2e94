// Lion of the North: a battle map written back as a "lotn-map/1" document
// (data/lotn/maps/README.md), the inverse of read_map: what the hex painter
// saves in the umpire's data folder (user_data.h, save_user_map). Every fact
// keeps its "source"; facts the umpire paints carry kPaintedSource.
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "lotn/map_data.h"

namespace umpire::lotn {

// The source of a fact painted in the hex painter from the umpire's printed map.
inline constexpr const char* kPaintedSource = "user: painted from the printed map";

// The map as a document read_map reads back to the same MapData (map_difference is empty): the most common hex
// facts as "default_hex", every other hex listed (hexes with the same facts in one entry), each hexside record in
// order, each tag (a retreat edge by its edge and section, the others by their hexes). `base`, the document the map
// was read from (or null), gives what MapData does not keep: the "notes" and each grid section's "source" (when the
// grid is the same); without it a section's source is the grid's.
nlohmann::json map_to_json(const MapData& map, const nlohmann::json& base);
nlohmann::json map_to_json(const MapData& map);

// The first way two maps differ, in words ("hex 2519: terrain ditch, not clear"), or "" when they hold the same
// grid, facts, hexsides (in order), tags and sources.
std::string map_difference(const MapData& a, const MapData& b);

}  // namespace umpire::lotn
