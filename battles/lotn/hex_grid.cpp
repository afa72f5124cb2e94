#include "lotn/hex_grid.h"

#include <cstdlib>
#include <stdexcept>

namespace umpire::lotn {

namespace {

// Rows: the half-hex step of an odd row, in doubled columns. Columns: the same
// for an odd column, in doubled rows. Rows (columns) whose number has the
// parity `offset_parity` sit half a hex right (lower); when that parity is
// even, it is the odd ones that sit half a hex left (higher), which is the same.
int lotn_grid_odd_step(const GridSpec& spec) { return spec.offset_parity % 2 != 0 ? +1 : -1; }

bool lotn_grid_in(const GridSection& s, int aa, int bb) {
  return aa >= s.aa_min && aa <= s.aa_max && bb >= s.bb_min && bb <= s.bb_max;
}

std::string lotn_two_digits(int n) {
  std::string digits = std::to_string(n);
  return digits.size() < 2 ? "0" + digits : digits;
}

}  // namespace

int axial_distance(Axial a, Axial b) {
  int dq = a.q - b.q, dr = a.r - b.r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

HexGrid::HexGrid(GridSpec spec) : spec_(std::move(spec)) {
  if (spec_.sections.empty()) throw std::invalid_argument("a map has at least one section");
  if (spec_.offset_parity != 0 && spec_.offset_parity != 1) throw std::invalid_argument("offset parity is 0 or 1");
  for (std::size_t i = 0; i < spec_.sections.size(); ++i) {
    const GridSection& s = spec_.sections[i];
    if (s.aa_min > s.aa_max || s.bb_min > s.bb_max || s.aa_min < 0 || s.bb_min < 0 || s.aa_max > 99 ||
        s.bb_max > 99)
      throw std::invalid_argument("section '" + s.prefix + "' has no hexes: AA and BB run from 00 to 99, low to high");
    for (std::size_t j = 0; j < i; ++j)
      if (spec_.sections[j].prefix == s.prefix)
        throw std::invalid_argument("two sections have the prefix '" + s.prefix + "'");
    if (spec_.sections.size() > 1 && s.prefix.empty())
      throw std::invalid_argument("a map of several sections needs a prefix for each");
    first_index_.push_back(count_);
    count_ += static_cast<std::size_t>(s.aa_max - s.aa_min + 1) * static_cast<std::size_t>(s.bb_max - s.bb_min + 1);
  }
  // Two sections may not print the same place.
  for (std::size_t i = 1; i < spec_.sections.size(); ++i) {
    const GridSection& s = spec_.sections[i];
    for (int aa = s.aa_min; aa <= s.aa_max; ++aa)
      for (int bb = s.bb_min; bb <= s.bb_max; ++bb) {
        auto other = at(axial(Hex{static_cast<int>(i), aa, bb}));
        if (other && other->section != static_cast<int>(i))
          throw std::invalid_argument("sections '" + spec_.sections[other->section].prefix + "' and '" + s.prefix +
                                      "' overlap at " + name(*other));
      }
  }
}

std::optional<Hex> HexGrid::parse(std::string_view id) const {
  std::size_t digits_at = 0;
  while (digits_at < id.size() && !(id[digits_at] >= '0' && id[digits_at] <= '9')) ++digits_at;
  std::string_view prefix = id.substr(0, digits_at), digits = id.substr(digits_at);
  if (digits.size() != 4) return std::nullopt;
  for (char c : digits)
    if (c < '0' || c > '9') return std::nullopt;
  int aa = (digits[0] - '0') * 10 + (digits[1] - '0');
  int bb = (digits[2] - '0') * 10 + (digits[3] - '0');
  for (std::size_t i = 0; i < spec_.sections.size(); ++i) {
    if (spec_.sections[i].prefix != prefix) continue;
    Hex hex{static_cast<int>(i), aa, bb};
    if (contains(hex)) return hex;
    return std::nullopt;
  }
  return std::nullopt;
}

std::string HexGrid::name(const Hex& hex) const {
  std::string prefix = hex.section >= 0 && hex.section < static_cast<int>(spec_.sections.size())
                           ? spec_.sections[hex.section].prefix
                           : "?";
  return prefix + lotn_two_digits(hex.aa) + lotn_two_digits(hex.bb);
}

bool HexGrid::contains(const Hex& hex) const {
  if (hex.section < 0 || hex.section >= static_cast<int>(spec_.sections.size())) return false;
  return lotn_grid_in(spec_.sections[hex.section], hex.aa, hex.bb);
}

std::vector<Hex> HexGrid::all_hexes() const {
  std::vector<Hex> out;
  out.reserve(count_);
  for (std::size_t i = 0; i < spec_.sections.size(); ++i) {
    const GridSection& s = spec_.sections[i];
    for (int aa = s.aa_min; aa <= s.aa_max; ++aa)
      for (int bb = s.bb_min; bb <= s.bb_max; ++bb) out.push_back(Hex{static_cast<int>(i), aa, bb});
  }
  return out;
}

std::size_t HexGrid::index(const Hex& hex) const {
  const GridSection& s = spec_.sections.at(static_cast<std::size_t>(hex.section));
  return first_index_[static_cast<std::size_t>(hex.section)] +
         static_cast<std::size_t>(hex.aa - s.aa_min) * static_cast<std::size_t>(s.bb_max - s.bb_min + 1) +
         static_cast<std::size_t>(hex.bb - s.bb_min);
}

Hex HexGrid::hex_at(std::size_t index) const {
  std::size_t section = spec_.sections.size() - 1;
  while (section > 0 && first_index_[section] > index) --section;
  const GridSection& s = spec_.sections[section];
  std::size_t local = index - first_index_[section];
  std::size_t width = static_cast<std::size_t>(s.bb_max - s.bb_min + 1);
  return Hex{static_cast<int>(section), s.aa_min + static_cast<int>(local / width),
             s.bb_min + static_cast<int>(local % width)};
}

Axial HexGrid::axial(const Hex& hex) const {
  const GridSection& s = spec_.sections.at(static_cast<std::size_t>(hex.section));
  int g_aa = hex.aa + s.aa_shift, g_bb = hex.bb + s.bb_shift;
  int gy = spec_.aa_grows_down ? g_aa : -g_aa;
  int gx = spec_.bb_grows_left ? -g_bb : g_bb;
  if (spec_.orientation == GridOrientation::Rows) {
    int xd = 2 * gx + ((gy & 1) != 0 ? lotn_grid_odd_step(spec_) : 0);
    return Axial{(xd - gy) / 2, gy};
  }
  int yd = 2 * gy + ((gx & 1) != 0 ? lotn_grid_odd_step(spec_) : 0);
  return Axial{gx, (yd - gx) / 2};
}

std::optional<Hex> HexGrid::at(Axial a) const {
  int gx = 0, gy = 0;
  if (spec_.orientation == GridOrientation::Rows) {
    gy = a.r;
    int xd = 2 * a.q + a.r;
    gx = (xd - ((gy & 1) != 0 ? lotn_grid_odd_step(spec_) : 0)) / 2;
  } else {
    gx = a.q;
    int yd = 2 * a.r + a.q;
    gy = (yd - ((gx & 1) != 0 ? lotn_grid_odd_step(spec_) : 0)) / 2;
  }
  int g_aa = spec_.aa_grows_down ? gy : -gy;
  int g_bb = spec_.bb_grows_left ? -gx : gx;
  for (std::size_t i = 0; i < spec_.sections.size(); ++i) {
    const GridSection& s = spec_.sections[i];
    if (lotn_grid_in(s, g_aa - s.aa_shift, g_bb - s.bb_shift))
      return Hex{static_cast<int>(i), g_aa - s.aa_shift, g_bb - s.bb_shift};
  }
  return std::nullopt;
}

std::optional<Hex> HexGrid::neighbour(const Hex& hex, int side) const {
  Axial a = axial(hex);
  const Axial& step = kAxialSteps[static_cast<std::size_t>(side_turn(side, 0))];
  return at(Axial{a.q + step.q, a.r + step.r});
}

std::array<std::optional<Hex>, kSides> HexGrid::neighbours(const Hex& hex) const {
  std::array<std::optional<Hex>, kSides> out;
  for (int side = 0; side < kSides; ++side) out[static_cast<std::size_t>(side)] = neighbour(hex, side);
  return out;
}

int HexGrid::side_towards(const Hex& from, const Hex& to) const {
  Axial a = axial(from), b = axial(to);
  for (int side = 0; side < kSides; ++side) {
    const Axial& step = kAxialSteps[static_cast<std::size_t>(side)];
    if (a.q + step.q == b.q && a.r + step.r == b.r) return side;
  }
  return -1;
}

int HexGrid::distance(const Hex& a, const Hex& b) const { return axial_distance(axial(a), axial(b)); }

HexGrid::Point HexGrid::centre(Axial a) const {
  constexpr double kRowStep = 0.8660254037844386;  // sqrt(3)/2: neighbouring centres are one unit apart
  if (spec_.orientation == GridOrientation::Rows) return Point{a.q + a.r * 0.5, a.r * kRowStep};
  return Point{a.q * kRowStep, a.r + a.q * 0.5};
}

}  // namespace umpire::lotn
