// The map editor's files and selection, with no Dear ImGui: opening and saving
// a game's map file with every failure in words.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/map_schema.h"

namespace umpire::mapedit {

// What the editor has selected: a node, an edge (by index) or a group.
using Selection = MapTarget;

// Reads a map file of the game (schema.read). Returns the problem (no such
// file, bad JSON, a malformed map) or nothing and fills `out`. The map is not
// validated: the editor shows its problems and lets them be fixed.
std::optional<std::string> load_map_file(const MapSchema& schema, const std::string& path, MapDoc& out);

// Writes schema.write(map) indented by 2. An existing file is replaced only
// with `overwrite`; a folder that does not exist is not created.
std::optional<std::string> save_map_file(const MapSchema& schema, const std::string& path, const MapDoc& map,
                                         bool overwrite);

}  // namespace umpire::mapedit
