// Lion of the North: a battle map as data (LotN 2.1, 6.2, 6.26, 8.24; the
// Terrain Chart): the grid, the terrain of each hex with its elevation, the
// features on hexsides (roads, streams, walls, berms, the elevated road), the
// tags the scenarios name (retreat edges, entry and exit hexes, baggage
// hexes), and which vertex (hexside) each compass word of the scenarios means.
//
// Read from data/lotn/maps/*.json (format in data/lotn/maps/README.md). Every
// map, hex entry, hexside and tag says where it comes from ("source"): the
// rulebook text has no map, so the shipped maps are schematic placeholders.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "lotn/hex_grid.h"

namespace umpire::lotn {

// The kinds of hex of the Terrain Chart that a map draws (Dense Smoke is
// computed in play from the town hexes, LotN Lützen "Is Lützen Burning?").
enum class Terrain : std::uint8_t { Clear, Woods, Town, Castle, Garden, Marsh, Ditch };
inline constexpr const char* kTerrainIds[] = {"clear", "woods", "town", "castle", "garden", "marsh", "ditch"};
inline constexpr int kTerrainCount = 7;

// Features on a hexside. A road crosses the hexside it is drawn across (the
// road joins the two hexes, Terrain Chart note i); the elevated road runs along
// hexsides (LotN 6.24); a wall belongs to one of its two hexes (8.24 exc. 2).
enum class SideFeature : std::uint8_t {
  Road,
  Bridge,
  Stream,
  DeepStream,
  Berm,
  ElevatedRoad,
  TownWall,
  CastleWall,
  GardenWall,
};
inline constexpr const char* kSideFeatureIds[] = {"road",          "bridge",    "stream",      "deep_stream", "berm",
                                                   "elevated_road", "town_wall", "castle_wall", "garden_wall"};
inline constexpr int kSideFeatureCount = 9;
inline constexpr std::uint16_t side_bit(SideFeature f) { return static_cast<std::uint16_t>(1u << static_cast<int>(f)); }

struct HexFacts {
  Terrain terrain = Terrain::Clear;
  int elevation = 0;      // LotN 6.26: levels; only LOS cares (8.24)
  bool windmill = false;  // Lützen windmills (LI there: 1L when fired on)
  std::string name;       // "Podelwitz", "Gallows Hill"; may be empty
  std::string source;
};

struct HexsideRecord {
  Hex a, b;  // adjacent
  SideFeature kind = SideFeature::Road;
  std::optional<Hex> belongs_to;  // walls: the hex the wall is part of
  std::string name;               // "Floßgraben"
  std::string source;
};

enum class MapEdge : std::uint8_t { North, East, South, West };
inline constexpr const char* kMapEdgeIds[] = {"north", "east", "south", "west"};

// A scenario's mark on the map. kind: "retreat_edge" (an army's Retreat Edge,
// LotN 12.33, with `edge` and the section), "entry" (reinforcement entry
// hexes), "exit" (hexes units leave by for a special rule), "rout_exit" (rout
// off the map there with a special effect), "baggage" (train hexes).
struct MapTag {
  std::string kind, name, army;
  std::optional<MapEdge> edge;  // retreat_edge
  int section = 0;              // retreat_edge
  std::vector<Hex> hexes;       // the hexes it names (for retreat_edge: the edge's hexes)
  std::string source;
};

inline constexpr const char* kMapTagKinds[] = {"retreat_edge", "entry", "exit", "rout_exit", "baggage"};

class MapData {
 public:
  explicit MapData(HexGrid grid);

  std::string id, name, source;
  bool placeholder = false;  // a schematic stand-in for the printed map
  std::string grid_source, compass_source;
  std::vector<HexsideRecord> hexsides;
  std::vector<MapTag> tags;
  // Compass words of the scenarios ("NW") -> the vertex faced in line, and
  // the hexside faced In Column (10.24), as this map's file declares them.
  std::vector<std::pair<std::string, int>> compass_vertices, compass_sides;

  const HexGrid& grid() const { return grid_; }
  const HexFacts& facts(const Hex& hex) const { return hexes_[grid_.index(hex)]; }
  HexFacts& facts(const Hex& hex) { return hexes_[grid_.index(hex)]; }

  // Features on the hexside of `hex` across `side` (bits of side_bit()).
  std::uint16_t side_features(const Hex& hex, int side) const;
  bool has_feature(const Hex& a, const Hex& b, SideFeature f) const;
  // The wall on the hexside between a and b, if any: its record.
  const HexsideRecord* wall_between(const Hex& a, const Hex& b) const;
  // A road joins a and b (they are adjacent and the road crosses their hexside).
  bool road_between(const Hex& a, const Hex& b) const { return has_feature(a, b, SideFeature::Road); }
  bool is_road_hex(const Hex& hex) const;

  // Adds a feature; both hexes on the map and adjacent (the loader checks).
  void add_hexside(HexsideRecord record);

  std::optional<int> vertex_for(std::string_view compass_word) const;
  std::optional<int> side_for(std::string_view compass_word) const;

  // The hexes of a section on one edge of it (north: the first row, ...).
  std::vector<Hex> edge_hexes(int section, MapEdge edge) const;
  // A hex with a side off the map.
  bool on_map_edge(const Hex& hex) const;
  // Tags of a kind (and army, when not empty).
  std::vector<const MapTag*> tagged(std::string_view kind, std::string_view army = {}) const;

 private:
  HexGrid grid_;
  std::vector<HexFacts> hexes_;
  std::vector<std::array<std::uint16_t, kSides>> side_bits_;
};

// Reads a map document. Any error is a JsonError naming the source, the JSON
// path and what is wrong in words ("hex W4402 is not on this map: section W
// prints AA 10-42, BB 00-44").
MapData read_map(const nlohmann::json& doc, const std::string& source);
MapData load_map_file(const std::filesystem::path& path);

// A hex a scenario names, and what it names it for ("Gula brigade").
struct NamedHex {
  std::string id, what;
};
// Problems in words, one per hex that is not on the map (or not a hex id);
// empty when every named hex exists.
std::vector<std::string> check_named_hexes(const MapData& map, const std::vector<NamedHex>& named);

}  // namespace umpire::lotn
