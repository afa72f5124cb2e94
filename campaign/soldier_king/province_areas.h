// The area of each province on a printed map: the map gives only points (its
// city boxes and the province box), so each point gets the part of the plane
// nearer to it than to any other (a Voronoi cell), cut off at a reach around
// it and at the map's edge; a province's area is the cells of its points. The
// GUI draws hulls for the same purpose; a printed map wants areas that tile.
#pragma once

#include <string>
#include <vector>

#include "soldier_king/map.h"

namespace umpire::sk {

struct AreaCell {
  std::string province;
  std::vector<Point> polygon;  // convex, in map units
};

// A stretch of a province's edge: between two provinces, or where a province
// meets the empty land around the map (outer).
struct AreaEdge {
  Point a, b;
  bool outer = false;
};

struct ProvinceAreas {
  std::vector<AreaCell> cells;
  std::vector<AreaEdge> borders;
};

// `reach`: how far (map units) a point's cell may extend.
ProvinceAreas province_areas(const Map& map, double reach);

}  // namespace umpire::sk
