#include "lotn/map_write.h"

#include <algorithm>
#include <map>
#include <tuple>

#include <nlohmann/json.hpp>

namespace umpire::lotn {

namespace {

using MapWriteJson = nlohmann::json;

// A hex's facts as one comparable key (hexes with the same key share an entry).
using MapWriteFactsKey = std::tuple<int, int, bool, std::string, std::string>;

MapWriteFactsKey map_write_key(const HexFacts& f) {
  return {static_cast<int>(f.terrain), f.elevation, f.windmill, f.name, f.source};
}

MapWriteJson map_write_range(int lo, int hi) { return MapWriteJson::array({lo, hi}); }

// The grid sections' sources as the base document wrote them, when its sections are the map's.
std::vector<std::string> map_write_section_sources(const MapData& map, const MapWriteJson& base) {
  const auto& sections = map.grid().sections();
  std::vector<std::string> out(sections.size(), map.grid_source);
  if (!base.is_object() || !base.contains("grid") || !base["grid"].is_object()) return out;
  const MapWriteJson& g = base["grid"];
  if (!g.contains("sections") || !g["sections"].is_array() || g["sections"].size() != sections.size()) return out;
  for (std::size_t i = 0; i < sections.size(); ++i) {
    const MapWriteJson& s = g["sections"][i];
    if (!s.is_object() || !s.contains("source") || !s["source"].is_string()) return out;
    if (s.value("prefix", std::string()) != sections[i].prefix) return out;
    out[i] = s["source"].get<std::string>();
  }
  return out;
}

MapWriteJson map_write_compass(const std::vector<std::pair<std::string, int>>& words) {
  MapWriteJson out = MapWriteJson::object();
  for (const auto& [word, n] : words) out[word] = n;
  return out;
}

std::string map_write_facts_text(const HexFacts& f) {
  std::string out = std::string("terrain ") + kTerrainIds[static_cast<int>(f.terrain)] + ", elevation " +
                    std::to_string(f.elevation);
  if (f.windmill) out += ", a windmill";
  if (!f.name.empty()) out += ", named \"" + f.name + "\"";
  return out + ", source \"" + f.source + "\"";
}

std::string map_write_side_text(const HexGrid& g, const HexsideRecord& r) {
  std::string out = std::string(kSideFeatureIds[static_cast<int>(r.kind)]) + " " + g.name(r.a) + "/" + g.name(r.b);
  if (r.belongs_to) out += " belonging to " + g.name(*r.belongs_to);
  if (!r.name.empty()) out += " \"" + r.name + "\"";
  return out + " (source \"" + r.source + "\")";
}

std::string map_write_tag_text(const HexGrid& g, const MapTag& t) {
  std::string out = t.kind;
  if (!t.army.empty()) out += " of " + t.army;
  if (!t.name.empty()) out += " \"" + t.name + "\"";
  if (t.edge) out += std::string(", ") + kMapEdgeIds[static_cast<int>(*t.edge)] + " edge of section " + std::to_string(t.section);
  out += ", hexes";
  for (const Hex& h : t.hexes) out += " " + g.name(h);
  return out + " (source \"" + t.source + "\")";
}

}  // namespace

MapWriteJson map_to_json(const MapData& map) { return map_to_json(map, MapWriteJson()); }

MapWriteJson map_to_json(const MapData& map, const MapWriteJson& base) {
  const HexGrid& g = map.grid();
  MapWriteJson doc = MapWriteJson::object();
  doc["format"] = "lotn-map/1";
  doc["id"] = map.id;
  doc["name"] = map.name;
  doc["source"] = map.source;
  if (map.placeholder) doc["placeholder"] = true;
  if (base.is_object() && base.contains("notes")) doc["notes"] = base["notes"];

  const GridSpec& spec = g.spec();
  MapWriteJson grid = MapWriteJson::object();
  grid["orientation"] = spec.orientation == GridOrientation::Rows ? "rows" : "columns";
  grid["aa_grows"] = spec.aa_grows_down ? "south" : "north";
  grid["bb_grows"] = spec.bb_grows_left ? "west" : "east";
  grid["offset"] = spec.offset_parity == 0 ? "even" : "odd";
  grid["source"] = map.grid_source;
  std::vector<std::string> section_sources = map_write_section_sources(map, base);
  grid["sections"] = MapWriteJson::array();
  for (std::size_t i = 0; i < spec.sections.size(); ++i) {
    const GridSection& s = spec.sections[i];
    MapWriteJson out = {{"prefix", s.prefix},
                        {"aa", map_write_range(s.aa_min, s.aa_max)},
                        {"bb", map_write_range(s.bb_min, s.bb_max)}};
    if (s.aa_shift != 0 || s.bb_shift != 0) {
      out["shift"] = MapWriteJson::object();
      if (s.aa_shift != 0) out["shift"]["aa"] = s.aa_shift;
      if (s.bb_shift != 0) out["shift"]["bb"] = s.bb_shift;
    }
    out["source"] = section_sources[i];
    grid["sections"].push_back(std::move(out));
  }
  doc["grid"] = std::move(grid);

  MapWriteJson compass = {{"vertices", map_write_compass(map.compass_vertices)}, {"source", map.compass_source}};
  if (!map.compass_sides.empty()) compass["hexsides"] = map_write_compass(map.compass_sides);
  doc["compass"] = std::move(compass);

  // The default: the most common facts a default can carry (no windmill, no name), the first met on a tie.
  std::vector<Hex> all = g.all_hexes();
  std::map<MapWriteFactsKey, std::size_t> count;
  std::vector<MapWriteFactsKey> seen;
  for (const Hex& h : all) {
    const HexFacts& f = map.facts(h);
    if (f.windmill || !f.name.empty()) continue;
    if (count[map_write_key(f)]++ == 0) seen.push_back(map_write_key(f));
  }
  HexFacts base_facts;
  base_facts.source = map.source;
  std::size_t best = 0;
  for (const MapWriteFactsKey& k : seen)
    if (count[k] > best) {
      best = count[k];
      base_facts.terrain = static_cast<Terrain>(std::get<0>(k));
      base_facts.elevation = std::get<1>(k);
      base_facts.source = std::get<4>(k);
    }
  doc["default_hex"] = {{"terrain", kTerrainIds[static_cast<int>(base_facts.terrain)]},
                        {"elevation", base_facts.elevation},
                        {"source", base_facts.source}};

  // Every other hex, the hexes with the same facts together, in the order of their first hex.
  std::vector<MapWriteFactsKey> order;
  std::map<MapWriteFactsKey, std::vector<std::string>> groups;
  const MapWriteFactsKey base_key = map_write_key(base_facts);
  for (const Hex& h : all) {
    MapWriteFactsKey k = map_write_key(map.facts(h));
    if (k == base_key) continue;
    auto& ids = groups[k];
    if (ids.empty()) order.push_back(k);
    ids.push_back(g.name(h));
  }
  doc["hexes"] = MapWriteJson::array();
  for (const MapWriteFactsKey& k : order) {
    MapWriteJson e = {{"at", groups[k]}, {"terrain", kTerrainIds[std::get<0>(k)]}};
    if (std::get<1>(k) != base_facts.elevation) e["elevation"] = std::get<1>(k);
    if (std::get<2>(k)) e["windmill"] = true;
    if (!std::get<3>(k).empty()) e["name"] = std::get<3>(k);
    e["source"] = std::get<4>(k);
    doc["hexes"].push_back(std::move(e));
  }

  doc["hexsides"] = MapWriteJson::array();
  for (const HexsideRecord& r : map.hexsides) {
    MapWriteJson e = {{"between", {g.name(r.a), g.name(r.b)}}, {"kind", kSideFeatureIds[static_cast<int>(r.kind)]}};
    if (r.belongs_to) e["belongs_to"] = g.name(*r.belongs_to);
    if (!r.name.empty()) e["name"] = r.name;
    e["source"] = r.source;
    doc["hexsides"].push_back(std::move(e));
  }

  doc["tags"] = MapWriteJson::array();
  for (const MapTag& t : map.tags) {
    MapWriteJson e = {{"kind", t.kind}};
    if (!t.name.empty()) e["name"] = t.name;
    if (!t.army.empty()) e["army"] = t.army;
    if (t.kind == "retreat_edge" && t.edge) {
      e["edge"] = kMapEdgeIds[static_cast<int>(*t.edge)];
      const std::string& prefix = g.sections().at(static_cast<std::size_t>(t.section)).prefix;
      if (!prefix.empty()) e["section"] = prefix;
    } else {
      MapWriteJson at = MapWriteJson::array();
      for (const Hex& h : t.hexes) at.push_back(g.name(h));
      e["at"] = std::move(at);
    }
    e["source"] = t.source;
    doc["tags"].push_back(std::move(e));
  }
  return doc;
}

std::string map_difference(const MapData& a, const MapData& b) {
  if (a.id != b.id) return "id " + a.id + ", not " + b.id;
  if (a.name != b.name) return "name " + a.name + ", not " + b.name;
  if (a.source != b.source) return "source \"" + a.source + "\", not \"" + b.source + "\"";
  if (a.placeholder != b.placeholder) return a.placeholder ? "a placeholder, the other not" : "not a placeholder";
  if (a.grid_source != b.grid_source) return "the grid's source differs";
  if (a.compass_source != b.compass_source) return "the compass's source differs";
  const GridSpec &sa = a.grid().spec(), &sb = b.grid().spec();
  if (sa.orientation != sb.orientation || sa.aa_grows_down != sb.aa_grows_down ||
      sa.bb_grows_left != sb.bb_grows_left || sa.offset_parity != sb.offset_parity ||
      sa.sections.size() != sb.sections.size())
    return "the grid differs";
  for (std::size_t i = 0; i < sa.sections.size(); ++i) {
    const GridSection &x = sa.sections[i], &y = sb.sections[i];
    if (x.prefix != y.prefix || x.aa_min != y.aa_min || x.aa_max != y.aa_max || x.bb_min != y.bb_min ||
        x.bb_max != y.bb_max || x.aa_shift != y.aa_shift || x.bb_shift != y.bb_shift)
      return "grid section " + std::to_string(i) + " differs";
  }
  auto sorted = [](std::vector<std::pair<std::string, int>> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  if (sorted(a.compass_vertices) != sorted(b.compass_vertices)) return "the compass words' vertices differ";
  if (sorted(a.compass_sides) != sorted(b.compass_sides)) return "the compass words' hexsides differ";
  const HexGrid& g = a.grid();
  for (const Hex& h : g.all_hexes())
    if (map_write_key(a.facts(h)) != map_write_key(b.facts(h)))
      return "hex " + g.name(h) + ": " + map_write_facts_text(a.facts(h)) + "; the other: " +
             map_write_facts_text(b.facts(h));
  if (a.hexsides.size() != b.hexsides.size())
    return std::to_string(a.hexsides.size()) + " hexside features, not " + std::to_string(b.hexsides.size());
  for (std::size_t i = 0; i < a.hexsides.size(); ++i) {
    const HexsideRecord &x = a.hexsides[i], &y = b.hexsides[i];
    if (x.a != y.a || x.b != y.b || x.kind != y.kind || x.belongs_to != y.belongs_to || x.name != y.name ||
        x.source != y.source)
      return "hexside feature " + std::to_string(i + 1) + ": " + map_write_side_text(g, x) + "; the other: " +
             map_write_side_text(g, y);
  }
  if (a.tags.size() != b.tags.size())
    return std::to_string(a.tags.size()) + " tags, not " + std::to_string(b.tags.size());
  for (std::size_t i = 0; i < a.tags.size(); ++i) {
    const MapTag &x = a.tags[i], &y = b.tags[i];
    if (x.kind != y.kind || x.name != y.name || x.army != y.army || x.edge != y.edge || x.section != y.section ||
        x.hexes != y.hexes || x.source != y.source)
      return "tag " + std::to_string(i + 1) + ": " + map_write_tag_text(g, x) + "; the other: " +
             map_write_tag_text(g, y);
  }
  return {};
}

}  // namespace umpire::lotn
