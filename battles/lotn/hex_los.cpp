#include "lotn/hex_los.h"

#include <algorithm>
#include <cmath>

#include "lotn/map_data.h"

namespace umpire::lotn {

namespace {

// Rounds fractional cube coordinates to the hex that holds the point.
Axial lotn_los_round(double q, double r) {
  double s = -q - r;
  double rq = std::round(q), rr = std::round(r), rs = std::round(s);
  double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return Axial{static_cast<int>(rq), static_cast<int>(rr)};
}

}  // namespace

LineTrace trace_line(const HexGrid& grid, const Hex& from, const Hex& to) {
  LineTrace trace;
  Axial a = grid.axial(from), b = grid.axial(to);
  int n = axial_distance(a, b);
  if (n == 0) return trace;
  // Sample the line once per hex of distance, nudged both ways: where the two
  // nudges round to different hexes the point lies on the hexside between
  // them, and the line runs along it (it can only touch a hexside so when it
  // passes through the vertices at both of its ends).
  constexpr double kNudgeQ = 1e-6, kNudgeR = 2e-6;
  std::optional<Hex> previous = from;
  for (int i = 1; i <= n; ++i) {
    double t = static_cast<double>(i) / n;
    double q = a.q + (b.q - a.q) * t, r = a.r + (b.r - a.r) * t;
    Axial plus = lotn_los_round(q + kNudgeQ, r + kNudgeR), minus = lotn_los_round(q - kNudgeQ, r - kNudgeR);
    if (i == n) plus = minus = b;
    auto hex_plus = grid.at(plus), hex_minus = grid.at(minus);
    if (i == 1) {  // the side(s) of the first hex the line leaves by
      Axial step_plus{plus.q - a.q, plus.r - a.r}, step_minus{minus.q - a.q, minus.r - a.r};
      for (int side = 0; side < kSides; ++side)
        if (kAxialSteps[side] == step_plus || kAxialSteps[side] == step_minus) trace.exit_sides.push_back(side);
    }
    if (plus == minus) {
      if (previous && hex_plus && grid.adjacent(*previous, *hex_plus)) trace.crossed.emplace_back(*previous, *hex_plus);
      previous = hex_plus;
      if (i < n && hex_plus) trace.steps.push_back({*hex_plus, std::nullopt});
      continue;
    }
    // Along a spine: the line left the last hex through a vertex and enters
    // the next one through a vertex, crossing no hexside.
    previous.reset();
    if (hex_plus && hex_minus) trace.steps.push_back({*hex_plus, *hex_minus});
    else if (hex_plus || hex_minus) trace.steps.push_back({hex_plus ? *hex_plus : *hex_minus, std::nullopt});
  }
  std::sort(trace.exit_sides.begin(), trace.exit_sides.end());
  return trace;
}

LosTerrain los_terrain(const MapData& map) {
  LosTerrain t;
  t.elevation = [&map](const Hex& h) { return map.facts(h).elevation; };
  t.blocks = [&map](const Hex& h) -> const char* {
    switch (map.facts(h).terrain) {
      case Terrain::Woods: return "woods";
      case Terrain::Town: return "a town";
      default: return nullptr;
    }
  };
  t.wall = [&map](const Hex& a, const Hex& b) -> std::optional<Hex> {
    const HexsideRecord* wall = map.wall_between(a, b);
    if (!wall || wall->kind == SideFeature::GardenWall) return std::nullopt;  // LotN 8.24: not garden walls
    return wall->belongs_to ? *wall->belongs_to : a;
  };
  return t;
}

LosResult line_of_sight(const HexGrid& grid, const LosTerrain& terrain, const Hex& from, const Hex& to, FireKind kind,
                        const OccupantAt& occupant, const LosVariants& variants) {
  LosResult result;
  int range = grid.distance(from, to);
  if (range <= 1) return result;  // LotN 8.24 exception 1: units may always fire into adjacent hexes
  auto blocked = [&](const Hex& at, std::string why) {
    result.clear = false;
    result.blocked_at = at;
    result.reason = std::move(why);
    return result;
  };
  const int e_from = terrain.elevation(from), e_to = terrain.elevation(to);
  const int low = std::min(e_from, e_to), high = std::max(e_from, e_to);
  auto higher = [&](const Hex& h) { return terrain.elevation(h) > (variants.higher_than_either ? low : high); };
  auto terrain_blocks = [&](const Hex& h) -> const char* {
    const char* what = terrain.blocks(h);
    return what && terrain.elevation(h) >= low ? what : nullptr;  // not when lower than both firer and target
  };
  auto unit_blocks = [&](const Hex& h) -> const char* {
    Occupant o = occupant ? occupant(h) : Occupant::None;
    if (o == Occupant::None) return nullptr;
    if (kind == FireKind::SmallArms) return "a combat unit (small-arms fire never passes one)";
    if (grid.distance(from, h) == 1) return "a unit in the hex next to the guns (artillery never fires through one)";
    if (o == Occupant::Cavalry) return "cavalry (artillery never fires over cavalry)";
    if (o == Occupant::Artillery && !variants.artillery_over_guns) return "guns (artillery fires over infantry only)";
    // A13: infantry nearer the guns than it is to the target may be fired over.
    if (o == Occupant::Infantry && !(grid.distance(from, h) < grid.distance(h, to)))
      return "infantry no nearer the guns than the target";
    return nullptr;
  };
  auto wall_blocks = [&](const Hex& a, const Hex& b) -> std::optional<Hex> {
    auto owner = terrain.wall(a, b);
    if (!owner) return std::nullopt;
    if (*owner == to) return std::nullopt;  // LotN 8.24 exception 2
    if (*owner == from && variants.fire_out_through_own_wall) return std::nullopt;
    if (terrain.elevation(*owner) < low) return std::nullopt;
    return owner;
  };

  LineTrace trace = trace_line(grid, from, to);
  for (const LineTrace::Step& step : trace.steps) {
    // "Any part of a hex of higher elevation" blocks: a spine touching it too.
    if (higher(step.hex)) return blocked(step.hex, "higher ground in " + grid.name(step.hex) + " (LotN 8.24)");
    if (step.beside && higher(*step.beside))
      return blocked(*step.beside, "higher ground in " + grid.name(*step.beside) + " (LotN 8.24)");
    if (!step.beside) {
      if (const char* what = terrain_blocks(step.hex))
        return blocked(step.hex, std::string(what) + " in " + grid.name(step.hex) + " (LotN 8.24)");
      if (const char* what = unit_blocks(step.hex))
        return blocked(step.hex, std::string(what) + " in " + grid.name(step.hex) + " (LotN 8.24)");
      continue;
    }
    // Along a hexside: per lotn.los.spine_either.
    const Hex& h1 = step.hex;
    const Hex& h2 = *step.beside;
    auto spine = [&](auto test, const char* rule) -> std::optional<LosResult> {
      const char *w1 = test(h1), *w2 = test(h2);
      bool blocks = variants.spine_blocked_by_either ? (w1 || w2) : (w1 && w2);
      if (!blocks) return std::nullopt;
      const Hex& at = w1 ? h1 : h2;
      return blocked(at, std::string(w1 ? w1 : w2) + " in " + grid.name(at) + " beside the line along the hexside " +
                             grid.name(h1) + "/" + grid.name(h2) + " (" + rule + ")");
    };
    if (auto r = spine(terrain_blocks, "LotN 8.24, strict reading")) return *r;
    if (auto r = spine(unit_blocks, "LotN 8.24, strict reading")) return *r;
    if (variants.spine_blocked_by_either)
      if (auto owner = wall_blocks(h1, h2))
        return blocked(*owner, "the wall between " + grid.name(h1) + " and " + grid.name(h2) +
                                   " along the line (LotN 8.24, strict reading)");
  }
  for (const auto& [a, b] : trace.crossed)
    if (auto owner = wall_blocks(a, b))
      return blocked(*owner, "the wall between " + grid.name(a) + " and " + grid.name(b) + " (LotN 8.24)");
  return result;
}

LosResult line_of_sight(const MapData& map, const Hex& from, const Hex& to, FireKind kind, const OccupantAt& occupant,
                        const LosVariants& variants) {
  return line_of_sight(map.grid(), los_terrain(map), from, to, kind, occupant, variants);
}

bool in_fire_arc(const HexGrid& grid, const UnitShape& shape, const Hex& half, const Hex& target, bool flanks_too) {
  if (shape.in_column) return false;  // LotN 10.25: units In Column may not fire
  if (half != shape.hex && !(shape.second && half == *shape.second)) return false;
  if (half == target) return false;
  std::vector<int> allowed = front_sides(shape);
  if (flanks_too) {
    allowed.push_back(side_turn(shape.facing, -2));
    allowed.push_back(side_turn(shape.facing, 1));
  }
  LineTrace trace = trace_line(grid, half, target);
  if (trace.exit_sides.empty()) return false;
  for (int side : trace.exit_sides)
    if (std::find(allowed.begin(), allowed.end(), side) == allowed.end()) return false;
  return true;
}

Arc arc_of_fire(const HexGrid& grid, const UnitShape& target, const Hex& half, const Hex& firer) {
  auto side_arc = [&](const Hex& from_half, int side) {
    auto across = grid.neighbour(from_half, side);
    if (!target.in_column) {
      int v = target.facing;
      if (side == side_turn(v, -1) || side == v) return Arc::Front;
      if (side == side_turn(v, -2) || side == side_turn(v, 1)) return Arc::Flank;
      return Arc::Rear;
    }
    return across ? arc_of(grid, target, *across) : (side == target.facing ? Arc::Front : Arc::Flank);
  };
  auto judge = [&](const Hex& at) -> std::optional<Arc> {
    std::optional<Arc> best;
    for (int side : trace_line(grid, at, firer).exit_sides) {
      auto across = grid.neighbour(at, side);
      if (across && target.second && (*across == target.hex || *across == *target.second)) continue;
      Arc arc = side_arc(at, side);
      // Front is better for the target than Flank, Flank than Rear.
      if (!best || static_cast<int>(arc) < static_cast<int>(*best)) best = arc;
    }
    return best;
  };
  if (half == firer) return Arc::None;
  if (auto arc = judge(half)) return *arc;
  if (target.second) {
    const Hex& other = half == target.hex ? *target.second : target.hex;
    if (auto arc = judge(other)) return *arc;
  }
  return Arc::None;
}

}  // namespace umpire::lotn
