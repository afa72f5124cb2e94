// Lion of the North: a generated battlefield for a campaign's battle that
// brings no map of its own (a conversion, convert.h). One section, straight
// rows (a vertex points up), AA 01.. growing south and BB 01.. growing east;
// side 0 deploys along the south edge and faces north, side 1 along the north
// edge and faces south, each retreating off its own edge. A "mixed" field has
// a little terrain in the ground between the armies: a wood, a village and a
// stretch of stream, placed from the battle's id so that the same battle gets
// the same field. Always a placeholder (the rules have no such map).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "lotn/map_data.h"

namespace umpire::lotn {

struct TemplateSpec {
  std::string id;            // the battle's id: the terrain follows from it
  std::string name;          // "the field of Breitenfeld"
  std::string village;       // the village's name ("" : "the village")
  int width = 36, depth = 24;
  bool features = true;      // a wood, a village and a stream
  // Rows kept clear of terrain from each army's edge (its deployment zone):
  // [0] from the south edge, [1] from the north edge.
  int zone_rows[2] = {6, 6};
  // The armies whose retreat edges are tagged: (army id, side); each retreats off its side's edge.
  std::vector<std::pair<std::string, int>> armies;
};

// The vertex each side's units face in line: 0 (north) for side 0, 3 (south) for side 1.
int template_facing(int side);
// The edge each side deploys on and retreats off: south for side 0, north for side 1.
MapEdge template_edge(int side);

MapData template_map(const TemplateSpec& spec);

}  // namespace umpire::lotn
