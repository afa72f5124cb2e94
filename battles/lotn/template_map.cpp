#include "lotn/template_map.h"

#include <algorithm>
#include <cstdint>

namespace umpire::lotn {

namespace {

constexpr const char* kSource = "reconstructed: a template battlefield made for a campaign's battle";

// FNV-1a over the id, then a small xorshift: the same battle, the same field.
struct Stream {
  std::uint64_t x;
  explicit Stream(const std::string& id) : x(1469598103934665603ull) {
    for (unsigned char ch : id) x = (x ^ ch) * 1099511628211ull;
    if (x == 0) x = 88172645463325252ull;
  }
  int below(int n) {  // 0..n-1
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return n <= 0 ? 0 : static_cast<int>(x % static_cast<std::uint64_t>(n));
  }
};

}  // namespace

int template_facing(int side) { return side == 0 ? 0 : 3; }
MapEdge template_edge(int side) { return side == 0 ? MapEdge::South : MapEdge::North; }

MapData template_map(const TemplateSpec& spec) {
  GridSpec g;
  g.orientation = GridOrientation::Rows;
  g.aa_grows_down = true;
  g.bb_grows_left = false;
  g.offset_parity = 0;
  g.sections.push_back(GridSection{"", 1, spec.depth, 1, spec.width, 0, 0});
  MapData map{HexGrid(g)};
  map.id = "template-" + spec.id;
  map.name = spec.name.empty() ? "a template battlefield" : spec.name;
  map.source = std::string(kSource) + " (" + std::to_string(spec.width) + " by " + std::to_string(spec.depth) +
               " hexes); the campaign gives no hex map";
  map.placeholder = true;
  map.grid_source = kSource;
  map.compass_source = std::string(kSource) + ": north is the top of the map";
  map.compass_vertices = {{"N", 0}, {"NE", 1}, {"SE", 2}, {"S", 3}, {"SW", 4}, {"NW", 5}};
  map.compass_sides = {{"NE", 0}, {"E", 1}, {"SE", 2}, {"SW", 3}, {"W", 4}, {"NW", 5}};
  for (const Hex& h : map.grid().all_hexes()) map.facts(h).source = std::string(kSource) + ": open ground";

  for (const auto& [army, side] : spec.armies) {
    MapTag t;
    t.kind = "retreat_edge";
    t.name = side == 0 ? "south edge" : "north edge";
    t.army = army;
    t.edge = template_edge(side);
    t.section = 0;
    t.hexes = map.edge_hexes(0, *t.edge);
    t.source = std::string(kSource) + ": each army retreats off the edge behind it";
    map.tags.push_back(std::move(t));
  }
  if (!spec.features) return map;

  // The ground between the armies: rows first..last.
  int first = spec.zone_rows[1] + 2, last = spec.depth - spec.zone_rows[0] - 1;
  if (last - first < 2) return map;
  Stream rnd(spec.id);
  auto in_band = [&](const Hex& h) { return h.aa >= first && h.aa <= last; };
  int third = std::max(1, spec.width / 3);
  bool wood_left = rnd.below(2) == 0;

  // A wood of up to seven hexes on one flank.
  Hex wood{0, first + rnd.below(last - first + 1), wood_left ? 2 + rnd.below(third) : spec.width - 1 - rnd.below(third)};
  wood.bb = std::clamp(wood.bb, 1, spec.width);
  std::vector<Hex> woods{wood};
  for (const auto& n : map.grid().neighbours(wood))
    if (n && in_band(*n)) woods.push_back(*n);
  for (const Hex& h : woods) {
    map.facts(h).terrain = Terrain::Woods;
    map.facts(h).source = std::string(kSource) + ": a wood";
  }

  // A village of two hexes on the other flank.
  Hex village{0, first + rnd.below(last - first + 1),
              wood_left ? spec.width - 2 - rnd.below(third) : 2 + rnd.below(third)};
  village.bb = std::clamp(village.bb, 1, spec.width - 1);
  for (const Hex& h : {village, Hex{0, village.aa, village.bb + 1}}) {
    if (!map.grid().contains(h)) continue;
    map.facts(h).terrain = Terrain::Town;
    map.facts(h).name = spec.village.empty() ? "the village" : spec.village;
    map.facts(h).source = std::string(kSource) + ": a village";
  }

  // A stream along a row boundary, from one side edge part of the way across.
  int row = first + rnd.below(std::max(1, last - first));
  int reach = third + rnd.below(third + 1);
  bool from_left = rnd.below(2) == 0;
  for (int k = 0; k < reach; ++k) {
    Hex h{0, row, from_left ? 1 + k : spec.width - k};
    if (!map.grid().contains(h)) continue;
    for (int side : {2, 3}) {
      auto n = map.grid().neighbour(h, side);
      if (!n) continue;
      HexsideRecord r;
      r.a = h;
      r.b = *n;
      r.kind = SideFeature::Stream;
      r.name = "the brook";
      r.source = std::string(kSource) + ": a stream";
      map.add_hexside(std::move(r));
    }
  }
  return map;
}

}  // namespace umpire::lotn
