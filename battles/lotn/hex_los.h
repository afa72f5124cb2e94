// Lion of the North: Line of Sight (LotN 8.24) and the fire arc (8.22).
//
// The line is traced from the centre of the firer's hex to the centre of the
// target's. It is blocked by woods and towns/villages in hexes it passes, and
// by town and castle walls on hexsides it crosses (not by garden walls),
// unless those hexes are lower than both firer and target; by any part of a
// hex higher than both; for small arms by any combat unit on the way; for
// artillery by cavalry (and guns), by infantry unless the infantry is nearer
// the guns than the target, and by any occupied hex adjacent to the guns.
// Units may always fire into adjacent hexes (exc. 1) and through a wall into
// the hex the wall belongs to (exc. 2).
//
// Where the text is silent the choice is a named variant (LosVariants).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lotn/hex_facing.h"
#include "lotn/hex_grid.h"

namespace umpire::lotn {

class MapData;

// What a line between two hex centres passes, the two end hexes left out.
struct LineTrace {
  // Each hex the line runs through. Where the line runs exactly along a
  // hexside (a "spine"), both hexes are listed, in one step.
  struct Step {
    Hex hex;
    std::optional<Hex> beside;  // the line runs along the hexside between hex and beside
  };
  std::vector<Step> steps;
  // Hexsides the line crosses (from one hex into the next), ends included.
  std::vector<std::pair<Hex, Hex>> crossed;
  // The side(s) of the first hex the line leaves by: one, or two when it
  // leaves through a vertex.
  std::vector<int> exit_sides;
};
LineTrace trace_line(const HexGrid& grid, const Hex& from, const Hex& to);

enum class Occupant : std::uint8_t { None, Infantry, Cavalry, Artillery };
enum class FireKind : std::uint8_t { SmallArms, Artillery };

// The choices the text leaves open; the defaults are the strict readings (the
// Play Note to 8.24 asks for LOS "interpreted strictly").
struct LosVariants {
  // A line along a hexside (a spine) is blocked when the hex on EITHER side
  // blocks; false: only when both do. (lotn.los.spine_either)
  bool spine_blocked_by_either = true;
  // Higher ground blocks when the hex is higher than BOTH firer and target
  // (false), or than either of them (true). (lotn.los.higher_than_either)
  bool higher_than_either = false;
  // Exception 2 lets units fire INTO the hex a wall belongs to; true also lets
  // a unit in that hex fire OUT through its own wall. (lotn.los.fire_out_through_own_wall)
  bool fire_out_through_own_wall = false;
  // Artillery fires over infantry only (8.24); true also over other guns.
  // (lotn.los.artillery_over_guns)
  bool artillery_over_guns = false;
};

// What the map cannot know: where combat units stand (leaders and markers
// never block). Return Occupant::None for an empty hex.
using OccupantAt = std::function<Occupant(const Hex&)>;

// The terrain the line meets; built from a MapData by los_terrain(), or given
// by the caller (test maps, dynamic terrain).
struct LosTerrain {
  std::function<int(const Hex&)> elevation;
  std::function<const char*(const Hex&)> blocks;  // "woods", "town"... or nullptr when the hex does not block
  // A town or castle wall on the hexside between two adjacent hexes, and the
  // hex it belongs to; nullopt when there is none (garden walls do not count).
  std::function<std::optional<Hex>(const Hex&, const Hex&)> wall;
};
LosTerrain los_terrain(const MapData& map);

struct LosResult {
  bool clear = true;
  std::string reason;           // in words, with the rule, when blocked
  std::optional<Hex> blocked_at;
};

LosResult line_of_sight(const HexGrid& grid, const LosTerrain& terrain, const Hex& from, const Hex& to, FireKind kind,
                        const OccupantAt& occupant, const LosVariants& variants = {});
LosResult line_of_sight(const MapData& map, const Hex& from, const Hex& to, FireKind kind, const OccupantAt& occupant,
                        const LosVariants& variants = {});

// LotN 8.22/8.24: the line from `half` (a hex of the unit) to the target
// leaves through the unit's Front hexsides, or Front and Flank ones for
// tercios and light infantry (`flanks_too`). Through a vertex, both sides
// must qualify.
bool in_fire_arc(const HexGrid& grid, const UnitShape& shape, const Hex& half, const Hex& target, bool flanks_too);

// The arc of the target unit that fire from `firer` at the target's hex
// `half` comes through: the hexside of `half` the line from the firer enters
// by (8.29 flank and rear fire; the 8.6 example: guns in 2434 firing at a
// brigade in 2627-2628 facing NW fire through its flank). A line through a
// vertex between two arcs counts as the one better for the target, as 9.1
// rules for shock through a vertex; a line entering through the unit's other
// half is judged at that half.
Arc arc_of_fire(const HexGrid& grid, const UnitShape& target, const Hex& half, const Hex& firer);

}  // namespace umpire::lotn
