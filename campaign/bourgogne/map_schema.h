// The strategic map of Les Guerres de Bourgogne for the map editor
// (core/map_schema.h): zones are nodes of kind "normal" or "mountain" (GdB 6.1,
// 7.1); the ways between them are edges of kind "border" or "junction" (a single
// shared point, GdB 7.1); each lake is a group of kind "lake" (its label is the
// lake's middle, its members the zones on its shores), and each pair of zones a
// lake keeps apart is an edge of kind "lake" naming the lake. Whose land a zone
// is, its camp's original territory and its R&R flags are the zone's
// attributes. The shipped map is a reconstructed draft (the printed map is not
// in the rulebook); an umpire who owns the printed map corrects it here.
#pragma once

#include <memory>

#include "bourgogne/map.h"
#include "bourgogne/map_check.h"
#include "core/map_schema.h"

namespace umpire::bourgogne {

std::shared_ptr<const MapSchema> map_schema_bourgogne();

// A map as the editor's document and back: zone i is node i, link i edge i
// (the lakes' pairs follow the links, lake by lake), lake i group i.
// map_from_doc fills the records only (a document being edited may have
// duplicate ids or links to nowhere): call index() before using its lookups.
MapDoc doc_from_map(const Map& m);
Map map_from_doc(const MapDoc& d);

// The RP the rulebook's silence leaves to a default: 2 for an FV-2 zone of a
// power's land, 1 for another zone of a power's land, 0 for nobody's land
// (the editor suggests it for a zone's RP).
int default_rp(const Zone& z);

}  // namespace umpire::bourgogne
