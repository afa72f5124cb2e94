// Lion of the North: the hex grid (LotN 2.1, 7.11). Hex ids as the scenarios
// write them (W2321, E1432, 2217: an optional section prefix, then AABB), the
// neighbours of a hex, its six hexsides and six vertices, and the distance in
// hexes, across the seam of a map printed in two sections (Breitenfeld).
//
// The rulebook never states the grid's orientation. A map file declares it
// (data/lotn/maps/README.md): whether the hexes of one row (same AA) or of one
// column (same BB) lie on a straight line, which way AA and BB grow, which rows
// (columns) sit half a hex over, and where each section lies. Everything else
// here works on axial coordinates and does not care.
//
// Sides and vertices are numbered clockwise as seen on the printed map:
// vertex k is the k-th vertex clockwise from straight up (with "rows", vertex 0
// points straight up; with "columns", it is the upper-right vertex), and side k
// is the hexside just clockwise of vertex k, between vertex k and vertex k+1.
// So a unit facing vertex k has sides k-1 and k in front of it (LotN 7.11).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::lotn {

// One hex as the grid knows it: the section it is printed on (an index into
// HexGrid::sections()), and its AA (row) and BB (column) numbers.
struct Hex {
  int section = 0;
  int aa = 0;
  int bb = 0;
  auto operator<=>(const Hex&) const = default;
};

// Axial coordinates on one plane shared by every section of the map.
struct Axial {
  int q = 0, r = 0;
  auto operator<=>(const Axial&) const = default;
};

enum class GridOrientation : std::uint8_t {
  Rows,     // a row (same AA) is a straight line across the map; a vertex points up ("pointy-top")
  Columns,  // a column (same BB) is a straight line up the map; a hexside is on top ("flat-top")
};

// One printed section of a map: its prefix in hex ids ("W", "E", or "" for a
// map of one section), the AA and BB numbers printed on it, and where it lies:
// its AA and BB numbers plus aa_shift / bb_shift are the numbers the hex would
// have on one grid covering every section.
struct GridSection {
  std::string prefix;
  int aa_min = 0, aa_max = 0, bb_min = 0, bb_max = 0;
  int aa_shift = 0, bb_shift = 0;
};

struct GridSpec {
  GridOrientation orientation = GridOrientation::Rows;
  bool aa_grows_down = true;   // AA numbers grow toward the bottom (south) of the printed map
  bool bb_grows_left = true;   // BB numbers grow toward the left (west)
  // Rows: the rows whose (shifted) AA has this parity sit half a hex to the
  // right of the others. Columns: the columns whose BB has this parity sit
  // half a hex lower.
  int offset_parity = 0;
  std::vector<GridSection> sections;
};

inline constexpr int kSides = 6;
inline int side_turn(int side, int steps) { return ((side + steps) % kSides + kSides) % kSides; }
// The side directly across the hex from `side`.
inline int opposite_side(int side) { return side_turn(side, 3); }

class HexGrid {
 public:
  // Throws std::invalid_argument when the spec is not a grid (no section, an
  // empty range, two sections covering the same place, a prefix used twice).
  explicit HexGrid(GridSpec spec);

  const GridSpec& spec() const { return spec_; }
  const std::vector<GridSection>& sections() const { return spec_.sections; }

  // "W2321" -> the hex; nullopt when the text is not an id of this map or the
  // hex is not printed on it. Four digits AABB, or more when a number has
  // three digits; the section prefix is required exactly when the map has one.
  std::optional<Hex> parse(std::string_view id) const;
  // The hex as the scenarios write it: prefix, then AA and BB on two digits each.
  std::string name(const Hex& hex) const;

  bool contains(const Hex& hex) const;
  // Every hex of the map, section by section, row by row.
  std::vector<Hex> all_hexes() const;
  std::size_t hex_count() const { return count_; }
  // A dense number 0..hex_count()-1 for a hex of the map (for tables per hex).
  std::size_t index(const Hex& hex) const;
  Hex hex_at(std::size_t index) const;

  Axial axial(const Hex& hex) const;
  // The hex printed at an axial position, if any section covers it.
  std::optional<Hex> at(Axial a) const;

  // The hex across `side` (0..5), or nullopt off the map.
  std::optional<Hex> neighbour(const Hex& hex, int side) const;
  // The six neighbours in side order; an entry is empty off the map.
  std::array<std::optional<Hex>, kSides> neighbours(const Hex& hex) const;
  // The side of `from` that `to` lies across, or -1 when they are not adjacent.
  int side_towards(const Hex& from, const Hex& to) const;
  bool adjacent(const Hex& a, const Hex& b) const { return side_towards(a, b) >= 0; }
  // Distance in hexes (LotN 8.14: ranges and command ranges count hexes).
  int distance(const Hex& a, const Hex& b) const;

  // The centre of a hex on the printed map, in hex widths, x to the right and
  // y down (for drawing and for lines of sight).
  struct Point {
    double x = 0, y = 0;
  };
  Point centre(Axial a) const;
  Point centre(const Hex& hex) const { return centre(axial(hex)); }

 private:
  GridSpec spec_;
  std::vector<std::size_t> first_index_;  // per section
  std::size_t count_ = 0;
};

// Axial step across each side, the same for both orientations.
inline constexpr std::array<Axial, kSides> kAxialSteps = {
    Axial{+1, -1}, Axial{+1, 0}, Axial{0, +1}, Axial{-1, +1}, Axial{-1, 0}, Axial{0, -1}};
int axial_distance(Axial a, Axial b);

}  // namespace umpire::lotn
