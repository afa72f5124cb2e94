#include "lotn/hex_facing.h"

#include <algorithm>

namespace umpire::lotn {

namespace {

void lotn_facing_add(std::vector<Hex>& to, const std::optional<Hex>& hex, const UnitShape& shape) {
  if (!hex || *hex == shape.hex || (shape.second && *hex == *shape.second)) return;
  if (std::find(to.begin(), to.end(), *hex) == to.end()) to.push_back(*hex);
}

bool lotn_facing_has(const std::vector<Hex>& in, const Hex& hex) {
  return std::find(in.begin(), in.end(), hex) != in.end();
}

// The half of a double unit In Column that is ahead: the other half lies
// directly behind it.
Hex lotn_column_head(const HexGrid& grid, const UnitShape& shape) {
  if (!shape.second) return shape.hex;
  return grid.side_towards(shape.hex, *shape.second) == shape.facing ? *shape.second : shape.hex;
}

}  // namespace

const char* arc_name(Arc arc) {
  switch (arc) {
    case Arc::Front: return "front";
    case Arc::Flank: return "flank";
    case Arc::Rear: return "rear";
    case Arc::None: break;
  }
  return "not adjacent";
}

std::array<int, 2> double_line_facings(int axis_side) {
  // The vertex straight ahead of a long side: side s points at angle a - 60s,
  // vertex v at a - 60v + 30; square to the axis means v = s + 2 or v = s - 1.
  return {side_turn(axis_side, 2), side_turn(axis_side, -1)};
}

std::string shape_problem(const HexGrid& grid, const UnitShape& shape) {
  if (shape.facing < 0 || shape.facing >= kSides)
    return shape.in_column ? "a unit In Column faces one of the six hexsides (LotN 10.24)"
                           : "a unit faces one of the six vertices of its hex (LotN 7.11)";
  if (!grid.contains(shape.hex)) return "the unit is not on the map";
  if (!shape.second) return "";
  if (!grid.contains(*shape.second)) return "the second half of the unit is not on the map";
  int axis = grid.side_towards(shape.hex, *shape.second);
  if (axis < 0) return "the two halves of a double-sized unit lie in adjacent hexes (LotN 7.11)";
  if (shape.in_column) {
    if (shape.facing != axis && shape.facing != opposite_side(axis))
      return "a double-sized unit In Column lies long side forward, facing the hexside beyond its short end "
             "(LotN 10.24)";
    return "";
  }
  auto allowed = double_line_facings(axis);
  if (shape.facing != allowed[0] && shape.facing != allowed[1])
    return "a double-sized unit faces the vertex square to its long side, three Front hexes ahead (LotN 7.11)";
  return "";
}

FacingSets facing_sets(const HexGrid& grid, const UnitShape& shape) {
  FacingSets sets;
  if (shape.in_column) {
    // LotN 10.24: the hex directly ahead is the only Front hex; the rest are Flank.
    Hex head = lotn_column_head(grid, shape);
    lotn_facing_add(sets.front, grid.neighbour(head, shape.facing), shape);
    std::vector<Hex> halves = {head};
    if (shape.second) halves.push_back(head == shape.hex ? *shape.second : shape.hex);
    for (const Hex& half : halves)
      for (int step = 1; step < kSides; ++step) {
        auto hex = grid.neighbour(half, side_turn(shape.facing, step));
        if (hex && !lotn_facing_has(sets.front, *hex)) lotn_facing_add(sets.flank, hex, shape);
      }
    return sets;
  }
  // LotN 7.11: sides v-1 and v are Front, v-2 and v+1 Flank, v+2 and v+3 Rear,
  // for each hex the unit covers; a double unit shares one Front and one Rear
  // hex between its halves and has its Flanks at the ends.
  std::vector<Hex> halves = {shape.hex};
  if (shape.second) halves.push_back(*shape.second);
  const int v = shape.facing;
  for (const Hex& half : halves) {
    lotn_facing_add(sets.front, grid.neighbour(half, side_turn(v, -1)), shape);
    lotn_facing_add(sets.front, grid.neighbour(half, v), shape);
  }
  for (const Hex& half : halves) {
    for (int side : {side_turn(v, -2), side_turn(v, 1)}) {
      auto hex = grid.neighbour(half, side);
      if (hex && !lotn_facing_has(sets.front, *hex)) lotn_facing_add(sets.flank, hex, shape);
    }
  }
  for (const Hex& half : halves) {
    for (int side : {side_turn(v, 2), side_turn(v, 3)}) {
      auto hex = grid.neighbour(half, side);
      if (hex && !lotn_facing_has(sets.front, *hex) && !lotn_facing_has(sets.flank, *hex))
        lotn_facing_add(sets.rear, hex, shape);
    }
  }
  return sets;
}

Arc arc_of(const HexGrid& grid, const UnitShape& shape, const Hex& other) {
  FacingSets sets = facing_sets(grid, shape);
  if (lotn_facing_has(sets.front, other)) return Arc::Front;
  if (lotn_facing_has(sets.flank, other)) return Arc::Flank;
  if (lotn_facing_has(sets.rear, other)) return Arc::Rear;
  return Arc::None;
}

std::vector<int> front_sides(const UnitShape& shape) {
  if (shape.in_column) return {shape.facing};
  return {side_turn(shape.facing, -1), shape.facing};
}

std::vector<Hex> column_move_hexes(const HexGrid& grid, const UnitShape& shape) {
  std::vector<Hex> out;
  if (!shape.in_column) return out;
  Hex head = lotn_column_head(grid, shape);
  for (int step : {0, -1, 1}) {
    auto hex = grid.neighbour(head, side_turn(shape.facing, step));
    if (hex) out.push_back(*hex);
  }
  return out;
}

}  // namespace umpire::lotn
