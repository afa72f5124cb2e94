// Helpers the map edits (map_doc.cpp) and the value checks (map_values.cpp) share.
#pragma once

#include <string>

#include "core/map_schema.h"

namespace umpire::map_doc_detail {

std::string lower(std::string s);
std::string number_text(double v);  // "3", "2.5"
bool id_taken(const MapDoc& d, const std::string& id);  // by a node or a group

}  // namespace umpire::map_doc_detail
