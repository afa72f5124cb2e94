// Lion of the North tests: the shipped placeholder maps, read once per test
// binary, and hex helpers that fail the test on an unknown id.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "lotn/map_data.h"

namespace umpire::lotn_test {

inline const lotn::MapData& lutzen() {
  static const lotn::MapData map = lotn::load_map_file(std::string(UMPIRE_SOURCE_DIR) + "/data/lotn/maps/lutzen.json");
  return map;
}

inline const lotn::MapData& breitenfeld() {
  static const lotn::MapData map =
      lotn::load_map_file(std::string(UMPIRE_SOURCE_DIR) + "/data/lotn/maps/breitenfeld.json");
  return map;
}

inline lotn::Hex hex(const lotn::HexGrid& grid, const std::string& id) {
  auto h = grid.parse(id);
  REQUIRE_MESSAGE(h.has_value(), "no hex " << id);
  return *h;
}

// The ids of hexes, sorted, for comparing sets in messages that read well.
inline std::set<std::string> names(const lotn::HexGrid& grid, const std::vector<lotn::Hex>& hexes) {
  std::set<std::string> out;
  for (const lotn::Hex& h : hexes) out.insert(grid.name(h));
  return out;
}

}  // namespace umpire::lotn_test
