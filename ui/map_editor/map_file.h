// The map editor's files and selection, with no Dear ImGui: opening and saving
// map JSON with every failure in words, and finding what a validation problem
// is about so that clicking it selects it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "soldier_king/map.h"

namespace umpire::mapedit {

// What the editor has selected: a box, a line (by index) or a province.
struct Selection {
  enum class Kind { None, Box, Line, Province };
  Kind kind = Kind::None;
  std::string id;         // box or province id
  std::size_t line = 0;   // index into Map::lines
  bool operator==(const Selection&) const = default;
  static Selection box(std::string id) { return {Kind::Box, std::move(id), 0}; }
  static Selection province(std::string id) { return {Kind::Province, std::move(id), 0}; }
  static Selection of_line(std::size_t index) { return {Kind::Line, "", index}; }
};

// Reads a map file (the format of data/soldier_king/map.json). Returns the
// problem (no such file, bad JSON, a malformed map) or nothing and fills `out`.
// The map is not validated: the editor shows its problems and lets them be fixed.
std::optional<std::string> load_map_file(const std::string& path, sk::Map& out);

// Writes to_json(map) indented by 2. An existing file is replaced only with
// `overwrite`; a folder that does not exist is not created.
std::optional<std::string> save_map_file(const std::string& path, const sk::Map& map, bool overwrite);

// The box, line or province a validation problem names (validate_map's
// wording), or Kind::None.
Selection problem_target(const sk::Map& map, const std::string& text);

}  // namespace umpire::mapedit
