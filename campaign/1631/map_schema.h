// The 1631 map for the map editor (core/map_schema.h): areas are nodes of kind
// "green", "city", "fortress" or "strategic"; movement lines are edges of kind
// "road", "river", "bridge" or "ford"; regions are groups of kind "region"
// (every area but a strategic one in exactly one). The shipped map is a
// reconstructed draft (the printed map is not in the rulebook); an umpire who
// owns the printed map corrects it with the editor.
#pragma once

#include <string>

#include "1631/map.h"
#include "1631/map_check.h"
#include "core/map_schema.h"

namespace umpire::flammes {

std::shared_ptr<const MapSchema> map_schema_1631();

// A map as the editor's document and back: area i is node i, line i edge i,
// region i group i (members in map order, its label at their middle). The map
// file has no place for a region's label, so a moved label is not kept.
// map_from_doc fills the records only (a document being edited may have
// duplicate ids or lines to nowhere): call index() before using its lookups.
MapDoc doc_from_map(const Map& m);
Map map_from_doc(const MapDoc& d);

// The command that makes a campaign use a map file's map (the game's set-up
// command; the module defines it).
inline constexpr const char* kSetMapCommand = "1631.set_map";

}  // namespace umpire::flammes
