// The Soldier King map for the map editor (core/map_schema.h): city boxes are
// nodes of kind "box", transport lines are edges ("road", "highway", "river",
// a river pointing downstream), provinces are groups of kind "province" (every
// box in one). The shipped map is reconstructed (the rulebook's map is not in
// it); an umpire who owns the original enters it with the editor.
#pragma once

#include <string>

#include "core/map_schema.h"
#include "soldier_king/map.h"

namespace umpire::sk {

MapSchemaPtr map_schema();

// A map as the editor's document and back. Box i is node i, line i edge i,
// province i group i; a river flowing toward its line's `a` has its ends the
// other way round in the document (an edge points downstream).
MapDoc doc_from_map(const Map& m);
Map map_from_doc(const MapDoc& d);

// An empty map named `name` ("New map" when blank): the default drawing area
// and the four Kings in the seating ring (SK 7.1.2).
MapDoc new_map_doc(const std::string& name);

// The box, line or province a validation problem names (validate_map's wording).
MapTarget problem_target(const Map& m, const std::string& text);

}  // namespace umpire::sk
