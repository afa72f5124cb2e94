// Lion of the North: facing, and the Front, Flank and Rear hexes of a unit
// (LotN 7.11, 7.15, 7.16, 10.24-10.25).
//
// A unit in line faces a vertex (7.11). A single-hex unit facing vertex v has
// 2 Front hexes (across sides v-1 and v), a Flank hex on each side (sides v-2
// and v+1) and 2 Rear hexes. A double-sized unit lies across two adjacent
// hexes and faces a vertex square to its long side: 3 Front hexes, 1 Flank hex
// at each end, 3 Rear hexes. A unit In Column (10.24) faces a hexside: only
// the hex across it is Front, every other adjacent hex is Flank; a double unit
// In Column lies long side forward and its Front is the hex beyond its short
// end. Routed units have no facing (7.16): the caller asks nothing here.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "lotn/hex_grid.h"

namespace umpire::lotn {

// Where a unit stands and which way it faces.
struct UnitShape {
  Hex hex;                    // a single-hex unit, or one half of a double-sized unit
  std::optional<Hex> second;  // the other half of a double-sized unit (LotN 7.11)
  int facing = 0;             // in line: the vertex faced, 0..5; In Column: the hexside faced
  bool in_column = false;     // LotN 10.24
  bool double_sized() const { return second.has_value(); }
};

enum class Arc : std::uint8_t { None, Front, Flank, Rear };
const char* arc_name(Arc arc);  // "front", "flank", "rear", "not adjacent"

// The hexes around a unit by arc, each without repeats, the first half's
// hexes first; hexes off the map are left out.
struct FacingSets {
  std::vector<Hex> front, flank, rear;
};

// What is wrong with a shape, in words citing the rule, or "" when it can
// stand so: the halves of a double unit must be adjacent and it must face
// square to its long side (7.11), or along it In Column (10.24).
std::string shape_problem(const HexGrid& grid, const UnitShape& shape);

// The two vertices a double-sized unit lying across `axis_side` (its second
// half across that side of its first) may face in line (7.11, 7.15).
std::array<int, 2> double_line_facings(int axis_side);

// Front, Flank and Rear hexes. The shape must have no shape_problem.
FacingSets facing_sets(const HexGrid& grid, const UnitShape& shape);

// The arc of `other` as seen from the unit: the angle of an attack or of fire
// coming from that hex (9.1 Clash of Arms angle, 8.29 flank fire).
Arc arc_of(const HexGrid& grid, const UnitShape& shape, const Hex& other);

// The sides of `hex` that are Front (and, for In Column, the one faced) for
// the unit: the hexsides it may move and fire through (6.32, 8.22).
std::vector<int> front_sides(const UnitShape& shape);

// A unit In Column moves short end first into its Front hex or either Flank
// hex beside it (10.25). Hexes off the map are left out.
std::vector<Hex> column_move_hexes(const HexGrid& grid, const UnitShape& shape);

}  // namespace umpire::lotn
