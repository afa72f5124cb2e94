#include "lotn/map_data.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "core/json_read.h"

namespace umpire::lotn {

namespace {

constexpr const char* kLotnCompassWords[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

std::string lotn_map_section_text(const GridSection& s) {
  auto two = [](int n) { return (n < 10 ? "0" : "") + std::to_string(n); };
  return (s.prefix.empty() ? std::string("the map") : "section " + s.prefix) + " prints AA " + two(s.aa_min) + "-" +
         two(s.aa_max) + ", BB " + two(s.bb_min) + "-" + two(s.bb_max);
}

std::string lotn_map_sections_text(const HexGrid& grid) {
  std::string out;
  for (const GridSection& s : grid.sections()) out += (out.empty() ? "" : "; ") + lotn_map_section_text(s);
  return out;
}

Hex lotn_map_read_hex(const HexGrid& grid, const JsonCursor& at) {
  std::string id = at.as_nonempty_string();
  if (auto hex = grid.parse(id)) return *hex;
  bool has_digits = id.size() >= 4;
  for (std::size_t i = id.size() >= 4 ? id.size() - 4 : 0; i < id.size(); ++i)
    if (id[i] < '0' || id[i] > '9') has_digits = false;
  if (!has_digits)
    at.fail("\"" + id + "\" is not a hex id: a section prefix (if the map has sections) then four digits AABB");
  at.fail("hex " + id + " is not on this map: " + lotn_map_sections_text(grid));
}

std::string lotn_map_source(const JsonCursor& at) {
  if (!at.has("source"))
    at.fail("no \"source\": every fact of a map says where it comes from (\"user: printed copy\", "
            "\"reconstructed: why\", ...)");
  return at["source"].as_nonempty_string();
}

int lotn_map_edge_aa(const GridSpec& spec, const GridSection& s, MapEdge edge) {
  bool north = edge == MapEdge::North;
  return north == spec.aa_grows_down ? s.aa_min : s.aa_max;
}

int lotn_map_edge_bb(const GridSpec& spec, const GridSection& s, MapEdge edge) {
  bool west = edge == MapEdge::West;
  return west == spec.bb_grows_left ? s.bb_max : s.bb_min;
}

GridSpec lotn_map_read_grid(const JsonCursor& g) {
  g.only_keys({"orientation", "aa_grows", "bb_grows", "offset", "sections", "source"});
  GridSpec spec;
  spec.orientation = g["orientation"].as_enum({"rows", "columns"}) == "rows" ? GridOrientation::Rows
                                                                             : GridOrientation::Columns;
  spec.aa_grows_down = g["aa_grows"].as_enum({"south", "north"}) == "south";
  spec.bb_grows_left = g["bb_grows"].as_enum({"west", "east"}) == "west";
  spec.offset_parity = g["offset"].as_enum({"even", "odd"}) == "even" ? 0 : 1;
  for (const JsonCursor& s : g["sections"].items()) {
    s.only_keys({"prefix", "aa", "bb", "shift", "source"});
    GridSection section;
    section.prefix = s["prefix"].as_string();
    for (char c : section.prefix)
      if (c >= '0' && c <= '9') s["prefix"].fail("a section prefix has no digits");
    auto range = [&](const JsonCursor& r, int& lo, int& hi) {
      if (r.size() != 2) r.fail_expected("[first, last] numbers printed, 0-99");
      lo = static_cast<int>(r.at(0).as_int(0, 99));
      hi = static_cast<int>(r.at(1).as_int(0, 99));
      if (lo > hi) r.fail("the first number is above the last");
    };
    range(s["aa"], section.aa_min, section.aa_max);
    range(s["bb"], section.bb_min, section.bb_max);
    if (auto shift = s.optional("shift")) {
      shift->only_keys({"aa", "bb"});
      if (shift->has("aa")) section.aa_shift = static_cast<int>((*shift)["aa"].as_int(-200, 200));
      if (shift->has("bb")) section.bb_shift = static_cast<int>((*shift)["bb"].as_int(-200, 200));
    }
    lotn_map_source(s);
    spec.sections.push_back(section);
  }
  if (spec.sections.empty()) g["sections"].fail("a map has at least one section");
  return spec;
}

void lotn_map_read_compass(const JsonCursor& at, std::vector<std::pair<std::string, int>>& out) {
  for (const std::string& word : at.keys()) {
    bool known = false;
    for (const char* w : kLotnCompassWords) known = known || word == w;
    if (!known) at[word].fail("\"" + word + "\" is not a compass word (N, NE, E, SE, S, SW, W, NW)");
    out.emplace_back(word, static_cast<int>(at[word].as_int(0, kSides - 1)));
  }
}

// "at": ["2641", ...] and/or "line": ["1008", "1035"] (every hex of one row
// or one column between the two, ends included; a row may cross sections).
std::vector<Hex> lotn_map_read_hexes(const HexGrid& grid, const JsonCursor& at) {
  std::vector<Hex> out;
  if (auto list = at.optional("at"))
    for (const JsonCursor& id : list->items()) out.push_back(lotn_map_read_hex(grid, id));
  if (auto line = at.optional("line")) {
    if (line->size() != 2) line->fail_expected("two hex ids, the ends of a row or column");
    Hex a = lotn_map_read_hex(grid, line->at(0)), b = lotn_map_read_hex(grid, line->at(1));
    const GridSection &sa = grid.sections()[a.section], &sb = grid.sections()[b.section];
    int a_aa = a.aa + sa.aa_shift, a_bb = a.bb + sa.bb_shift, b_aa = b.aa + sb.aa_shift, b_bb = b.bb + sb.bb_shift;
    if (a_aa != b_aa && a_bb != b_bb) line->fail("the two ends are neither in one row (AA) nor in one column (BB)");
    int steps = std::max(std::abs(a_aa - b_aa), std::abs(a_bb - b_bb));
    for (int i = 0; i <= steps; ++i) {
      int g_aa = a_aa + (b_aa > a_aa ? i : b_aa < a_aa ? -i : 0);
      int g_bb = a_bb + (b_bb > a_bb ? i : b_bb < a_bb ? -i : 0);
      for (std::size_t s = 0; s < grid.sections().size(); ++s) {
        Hex hex{static_cast<int>(s), g_aa - grid.sections()[s].aa_shift, g_bb - grid.sections()[s].bb_shift};
        if (grid.contains(hex)) {
          out.push_back(hex);
          break;
        }
      }
    }
  }
  if (auto around = at.optional("around")) {
    around->only_keys({"hex", "within", "on_edge"});
    Hex centre = lotn_map_read_hex(grid, (*around)["hex"]);
    int within = static_cast<int>((*around)["within"].as_int(0, 99));
    bool on_edge = around->has("on_edge") && (*around)["on_edge"].as_bool();
    for (const Hex& hex : grid.all_hexes()) {
      if (grid.distance(hex, centre) > within) continue;
      if (on_edge) {
        bool edge = false;
        for (int side = 0; side < kSides; ++side) edge = edge || !grid.neighbour(hex, side);
        if (!edge) continue;
      }
      out.push_back(hex);
    }
  }
  return out;
}

}  // namespace

MapData::MapData(HexGrid grid) : grid_(std::move(grid)) {
  hexes_.resize(grid_.hex_count());
  side_bits_.resize(grid_.hex_count(), std::array<std::uint16_t, kSides>{});
}

std::uint16_t MapData::side_features(const Hex& hex, int side) const {
  return side_bits_[grid_.index(hex)][static_cast<std::size_t>(side_turn(side, 0))];
}

bool MapData::has_feature(const Hex& a, const Hex& b, SideFeature f) const {
  int side = grid_.side_towards(a, b);
  return side >= 0 && (side_features(a, side) & side_bit(f)) != 0;
}

const HexsideRecord* MapData::wall_between(const Hex& a, const Hex& b) const {
  constexpr std::uint16_t walls =
      side_bit(SideFeature::TownWall) | side_bit(SideFeature::CastleWall) | side_bit(SideFeature::GardenWall);
  int side = grid_.side_towards(a, b);
  if (side < 0 || (side_features(a, side) & walls) == 0) return nullptr;
  for (const HexsideRecord& r : hexsides) {
    bool wall = r.kind == SideFeature::TownWall || r.kind == SideFeature::CastleWall ||
                r.kind == SideFeature::GardenWall;
    if (wall && ((r.a == a && r.b == b) || (r.a == b && r.b == a))) return &r;
  }
  return nullptr;
}

bool MapData::is_road_hex(const Hex& hex) const {
  for (int side = 0; side < kSides; ++side)
    if (side_features(hex, side) & side_bit(SideFeature::Road)) return true;
  return false;
}

void MapData::add_hexside(HexsideRecord record) {
  int side = grid_.side_towards(record.a, record.b);
  if (side < 0) throw std::invalid_argument(grid_.name(record.a) + " and " + grid_.name(record.b) + " are not adjacent");
  side_bits_[grid_.index(record.a)][static_cast<std::size_t>(side)] |= side_bit(record.kind);
  side_bits_[grid_.index(record.b)][static_cast<std::size_t>(opposite_side(side))] |= side_bit(record.kind);
  hexsides.push_back(std::move(record));
}

std::optional<int> MapData::vertex_for(std::string_view word) const {
  for (const auto& [w, v] : compass_vertices)
    if (w == word) return v;
  return std::nullopt;
}

std::optional<int> MapData::side_for(std::string_view word) const {
  for (const auto& [w, s] : compass_sides)
    if (w == word) return s;
  return std::nullopt;
}

std::vector<Hex> MapData::edge_hexes(int section, MapEdge edge) const {
  std::vector<Hex> out;
  const GridSection& s = grid_.sections().at(static_cast<std::size_t>(section));
  if (edge == MapEdge::North || edge == MapEdge::South) {
    int aa = lotn_map_edge_aa(grid_.spec(), s, edge);
    for (int bb = s.bb_min; bb <= s.bb_max; ++bb) out.push_back(Hex{section, aa, bb});
  } else {
    int bb = lotn_map_edge_bb(grid_.spec(), s, edge);
    for (int aa = s.aa_min; aa <= s.aa_max; ++aa) out.push_back(Hex{section, aa, bb});
  }
  return out;
}

bool MapData::on_map_edge(const Hex& hex) const {
  for (int side = 0; side < kSides; ++side)
    if (!grid_.neighbour(hex, side)) return true;
  return false;
}

std::vector<const MapTag*> MapData::tagged(std::string_view kind, std::string_view army) const {
  std::vector<const MapTag*> out;
  for (const MapTag& t : tags)
    if (t.kind == kind && (army.empty() || t.army == army)) out.push_back(&t);
  return out;
}

MapData read_map(const nlohmann::json& doc, const std::string& source) {
  JsonCursor root(doc, source);
  root.expect_object();
  root.only_keys({"format", "id", "name", "source", "placeholder", "notes", "grid", "compass", "default_hex", "hexes",
                  "hexsides", "tags"});
  if (root["format"].as_string() != "lotn-map/1") root["format"].fail("this program reads the format \"lotn-map/1\"");
  GridSpec spec = lotn_map_read_grid(root["grid"]);
  HexGrid grid = [&] {
    try {
      return HexGrid(spec);
    } catch (const std::invalid_argument& e) {
      root["grid"].fail(e.what());
    }
  }();
  MapData map(std::move(grid));
  const HexGrid& g = map.grid();
  map.id = root["id"].as_nonempty_string();
  map.name = root["name"].as_nonempty_string();
  map.source = lotn_map_source(root);
  map.placeholder = root.has("placeholder") && root["placeholder"].as_bool();
  map.grid_source = lotn_map_source(root["grid"]);
  if (map.source.rfind("reconstructed:", 0) == 0 && !map.placeholder)
    root["placeholder"].fail("a map whose source is \"reconstructed: ...\" is a placeholder: say \"placeholder\": true");

  JsonCursor compass = root["compass"];
  compass.only_keys({"vertices", "hexsides", "source"});
  map.compass_source = lotn_map_source(compass);
  lotn_map_read_compass(compass["vertices"], map.compass_vertices);
  if (compass.has("hexsides")) lotn_map_read_compass(compass["hexsides"], map.compass_sides);

  JsonCursor def = root["default_hex"];
  def.only_keys({"terrain", "elevation", "source"});
  HexFacts base;
  base.terrain = def["terrain"].as_enum_of<Terrain>(kTerrainIds);
  base.elevation = def.has("elevation") ? static_cast<int>(def["elevation"].as_int(0, 9)) : 0;
  base.source = lotn_map_source(def);
  for (const Hex& hex : g.all_hexes()) map.facts(hex) = base;

  std::map<Hex, std::string> described;  // hex -> the JSON path that set it
  if (auto hexes = root.optional("hexes")) {
    for (const JsonCursor& e : hexes->items()) {
      e.only_keys({"at", "line", "around", "terrain", "elevation", "windmill", "name", "source"});
      std::string src = lotn_map_source(e);
      std::vector<Hex> at = lotn_map_read_hexes(g, e);
      if (at.empty()) e.fail("names no hex: give \"at\": [ids] or \"line\": [first, last]");
      for (const Hex& hex : at) {
        auto [it, fresh] = described.emplace(hex, e.pointer());
        if (!fresh) e.fail("hex " + g.name(hex) + " is already described at " + it->second);
        HexFacts& f = map.facts(hex);
        if (e.has("terrain")) f.terrain = e["terrain"].as_enum_of<Terrain>(kTerrainIds);
        if (e.has("elevation")) f.elevation = static_cast<int>(e["elevation"].as_int(0, 9));
        if (e.has("windmill")) f.windmill = e["windmill"].as_bool();
        if (e.has("name")) f.name = e["name"].as_string();
        f.source = src;
      }
    }
  }

  if (auto sides = root.optional("hexsides")) {
    for (const JsonCursor& e : sides->items()) {
      e.only_keys({"between", "kind", "belongs_to", "name", "source"});
      HexsideRecord r;
      r.source = lotn_map_source(e);
      JsonCursor between = e["between"];
      if (between.size() != 2) between.fail_expected("two hex ids: the hexes on either side");
      r.a = lotn_map_read_hex(g, between.at(0));
      r.b = lotn_map_read_hex(g, between.at(1));
      if (!g.adjacent(r.a, r.b))
        between.fail(g.name(r.a) + " and " + g.name(r.b) + " are not adjacent: a hexside lies between neighbours");
      r.kind = e["kind"].as_enum_of<SideFeature>(kSideFeatureIds);
      bool wall = r.kind == SideFeature::TownWall || r.kind == SideFeature::CastleWall;
      if (e.has("belongs_to")) {
        Hex owner = lotn_map_read_hex(g, e["belongs_to"]);
        if (owner != r.a && owner != r.b)
          e["belongs_to"].fail("a wall belongs to one of the two hexes it lies between");
        r.belongs_to = owner;
      } else if (wall) {
        e.fail("a town or castle wall names the hex it is part of (\"belongs_to\"): units may fire through it into "
               "that hex (LotN 8.24 exception 2)");
      }
      if (e.has("name")) r.name = e["name"].as_string();
      if (map.has_feature(r.a, r.b, r.kind))
        e.fail("the hexside " + g.name(r.a) + "/" + g.name(r.b) + " already has a " + kSideFeatureIds[int(r.kind)]);
      map.add_hexside(std::move(r));
    }
  }

  if (auto tags = root.optional("tags")) {
    for (const JsonCursor& e : tags->items()) {
      e.only_keys({"kind", "name", "army", "edge", "section", "at", "line", "around", "source"});
      MapTag t;
      t.source = lotn_map_source(e);
      t.kind = e["kind"].as_enum({"retreat_edge", "entry", "exit", "rout_exit", "baggage"});
      t.name = e.optional_string("name");
      t.army = e.optional_string("army");
      if (t.kind == "retreat_edge") {
        if (t.army.empty()) e.fail("a retreat edge says whose it is (\"army\")");
        t.edge = e["edge"].as_enum_of<MapEdge>(kMapEdgeIds);
        std::string prefix = e.optional_string("section");
        bool found = false;
        for (std::size_t s = 0; s < g.sections().size(); ++s)
          if (g.sections()[s].prefix == prefix) {
            t.section = static_cast<int>(s);
            found = true;
          }
        if (!found) e.fail("no section \"" + prefix + "\" on this map");
        t.hexes = map.edge_hexes(t.section, *t.edge);
      } else {
        t.hexes = lotn_map_read_hexes(g, e);
        if (t.hexes.empty()) e.fail("names no hex: give \"at\", \"line\" or \"around\"");
      }
      map.tags.push_back(std::move(t));
    }
  }
  return map;
}

MapData load_map_file(const std::filesystem::path& path) { return read_map(load_json_file(path), path.string()); }

std::vector<std::string> check_named_hexes(const MapData& map, const std::vector<NamedHex>& named) {
  std::vector<std::string> problems;
  for (const NamedHex& n : named) {
    if (map.grid().parse(n.id)) continue;
    problems.push_back(n.id + " (" + n.what + ") is not a hex of " + map.name + ": " +
                       lotn_map_sections_text(map.grid()));
  }
  return problems;
}

}  // namespace umpire::lotn
