#include "1631/map.h"

#include <stdexcept>

#include "1631/data_files.h"

namespace umpire::flammes {

namespace {
constexpr const char* kAreaKinds[] = {"green", "city", "fortress", "strategic"};
constexpr const char* kAllegiances[] = {"minor", "brandenburg", "saxony"};
constexpr const char* kLineTypes[] = {"road", "river", "bridge", "ford"};
}  // namespace

const char* to_string(AreaKind k) { return kAreaKinds[static_cast<int>(k)]; }
const char* to_string(Allegiance a) { return kAllegiances[static_cast<int>(a)]; }
const char* to_string(LineType t) { return kLineTypes[static_cast<int>(t)]; }
const char* words(AreaKind k) {
  static constexpr const char* w[] = {"Green area", "City", "Fortress", "Strategic area"};
  return w[static_cast<int>(k)];
}
const char* words(LineType t) {
  static constexpr const char* w[] = {"road", "river", "bridge", "ford"};
  return w[static_cast<int>(t)];
}
AreaKind area_kind_from(const JsonCursor& c) { return c.as_enum_of<AreaKind>(kAreaKinds); }
Allegiance allegiance_from(const JsonCursor& c) { return c.as_enum_of<Allegiance>(kAllegiances); }
LineType line_type_from(const JsonCursor& c) { return c.as_enum_of<LineType>(kLineTypes); }

void Map::index() {
  graph_ = MapGraph{};
  for (const auto& a : areas) {
    Json attrs{{"vp", a.vp}, {"sp", a.sp}, {"region", a.region}, {"x", a.x}, {"y", a.y}};
    graph_.nodes.push_back(GraphNode{a.id, a.name, to_string(a.kind), attrs, a.source});
  }
  for (const auto& l : lines) {
    Json attrs = Json::object();
    if (!l.bridge_city.empty()) attrs["bridge_city"] = l.bridge_city;
    graph_.edges.push_back(GraphEdge{l.a, l.b, to_string(l.type), false, attrs, l.source});
  }
  for (const auto& r : regions) {
    GraphGroup g{r.id, r.name, "region", areas_of(r.id), Json{{"ravaged", r.ravaged}}, r.source};
    graph_.groups.push_back(std::move(g));
  }
  graph_.index();
  lines_of_.assign(areas.size(), {});
  for (std::size_t i = 0; i < lines.size(); ++i) {
    int a = area_ix(lines[i].a), b = area_ix(lines[i].b);
    if (a >= 0) lines_of_[static_cast<std::size_t>(a)].push_back(static_cast<int>(i));
    if (b >= 0 && b != a) lines_of_[static_cast<std::size_t>(b)].push_back(static_cast<int>(i));
  }
}

int Map::area_ix(const std::string& id) const { return graph_.node_ix(id); }

const Area* Map::area(const std::string& id) const {
  int i = area_ix(id);
  return i < 0 ? nullptr : &areas[static_cast<std::size_t>(i)];
}

const Area& Map::at(const std::string& id) const {
  if (const Area* a = area(id)) return *a;
  throw std::out_of_range("the map has no area \"" + id + "\"");
}

const Region* Map::region(const std::string& id) const {
  for (const auto& r : regions)
    if (r.id == id) return &r;
  return nullptr;
}

const std::vector<int>& Map::lines_of(const std::string& id) const {
  int i = area_ix(id);
  return i < 0 ? no_lines_ : lines_of_[static_cast<std::size_t>(i)];
}

std::vector<int> Map::lines_between(const std::string& a, const std::string& b) const {
  std::vector<int> out;
  for (int l : lines_of(a))
    if (other_end(l, a) == b) out.push_back(l);
  return out;
}

const std::string& Map::other_end(int line, const std::string& from) const {
  const Line& l = lines[static_cast<std::size_t>(line)];
  return l.a == from ? l.b : l.a;
}

std::vector<std::string> Map::neighbours(const std::string& id) const {
  std::vector<std::string> out;
  for (int l : lines_of(id)) {
    const std::string& o = other_end(l, id);
    bool seen = false;
    for (const auto& n : out) seen = seen || n == o;
    if (!seen && o != id) out.push_back(o);
  }
  return out;
}

std::vector<std::string> Map::areas_of(const std::string& region) const {
  std::vector<std::string> out;
  for (const auto& a : areas)
    if (a.region == region) out.push_back(a.id);
  return out;
}

const std::string& Map::display(const std::string& id, bool english) const {
  const Area* a = area(id);
  if (!a) return id;
  return english && !a->name_en.empty() ? a->name_en : a->name;
}

Map map_from_json(const JsonCursor& c) {
  c.only_keys({"name", "source", "width", "height", "regions", "areas", "lines"});
  Map m;
  m.name = c.optional_string("name");
  m.source = c.optional_string("source");
  if (auto w = c.optional("width")) m.width = w->as_number();
  if (auto h = c.optional("height")) m.height = h->as_number();
  for (const auto& r : c["regions"].items()) {
    r.only_keys({"id", "name", "name_de", "ravaged", "source"});
    Region reg;
    reg.id = r["id"].as_nonempty_string();
    reg.name = r["name"].as_nonempty_string();
    reg.name_de = r.optional_string("name_de");
    if (auto v = r.optional("ravaged")) reg.ravaged = static_cast<int>(v->as_int(0, 2));
    reg.source = r.optional_string("source");
    m.regions.push_back(std::move(reg));
  }
  for (const auto& a : c["areas"].items()) {
    a.only_keys({"id", "name", "name_en", "kind", "vp", "sp", "region", "allegiance", "port", "printed_marker", "x",
                 "y", "source"});
    Area area;
    area.id = a["id"].as_nonempty_string();
    area.name = a["name"].as_nonempty_string();
    area.name_en = a.optional_string("name_en");
    area.kind = area_kind_from(a["kind"]);
    if (auto v = a.optional("vp")) area.vp = static_cast<int>(v->as_int(0, 100));
    if (auto v = a.optional("sp")) area.sp = static_cast<int>(v->as_int(0, 100));
    area.region = a.optional_string("region");
    if (auto v = a.optional("allegiance")) area.allegiance = allegiance_from(*v);
    if (auto v = a.optional("port")) area.port = v->as_bool();
    if (auto v = a.optional("printed_marker")) area.printed_marker = v->as_bool();
    if (auto v = a.optional("x")) area.x = v->as_number();
    if (auto v = a.optional("y")) area.y = v->as_number();
    area.source = a.optional_string("source");
    m.areas.push_back(std::move(area));
  }
  for (const auto& l : c["lines"].items()) {
    l.only_keys({"a", "b", "type", "river", "bridge_city", "source"});
    Line line;
    line.a = l["a"].as_nonempty_string();
    line.b = l["b"].as_nonempty_string();
    line.type = line_type_from(l["type"]);
    line.river = l.optional_string("river");
    line.bridge_city = l.optional_string("bridge_city");
    line.source = l.optional_string("source");
    m.lines.push_back(std::move(line));
  }
  m.index();
  // What every reader of the map may rely on: lines and regions name areas.
  for (std::size_t i = 0; i < m.lines.size(); ++i)
    for (const std::string* end : {&m.lines[i].a, &m.lines[i].b})
      if (!m.area(*end)) c["lines"].at(i).fail("the line names an area \"" + *end + "\" the map does not have");
  for (std::size_t i = 0; i < m.areas.size(); ++i)
    if (!m.areas[i].region.empty() && !m.region(m.areas[i].region))
      c["areas"].at(i).fail("the area names a region \"" + m.areas[i].region + "\" the map does not have");
  return m;
}

Json to_json(const Map& m) {
  Json regions = Json::array(), areas = Json::array(), lines = Json::array();
  for (const auto& r : m.regions) {
    Json j{{"id", r.id}, {"name", r.name}};
    if (!r.name_de.empty()) j["name_de"] = r.name_de;
    j["ravaged"] = r.ravaged;
    if (!r.source.empty()) j["source"] = r.source;
    regions.push_back(std::move(j));
  }
  for (const auto& a : m.areas) {
    Json j{{"id", a.id}, {"name", a.name}};
    if (!a.name_en.empty()) j["name_en"] = a.name_en;
    j["kind"] = to_string(a.kind);
    if (a.has_city()) j["vp"] = a.vp, j["sp"] = a.sp;
    j["region"] = a.region;
    j["allegiance"] = to_string(a.allegiance);
    if (a.port) j["port"] = true;
    if (a.printed_marker) j["printed_marker"] = true;
    j["x"] = a.x, j["y"] = a.y;
    if (!a.source.empty()) j["source"] = a.source;
    areas.push_back(std::move(j));
  }
  for (const auto& l : m.lines) {
    Json j{{"a", l.a}, {"b", l.b}, {"type", to_string(l.type)}};
    if (!l.river.empty()) j["river"] = l.river;
    if (!l.bridge_city.empty()) j["bridge_city"] = l.bridge_city;
    if (!l.source.empty()) j["source"] = l.source;
    lines.push_back(std::move(j));
  }
  Json out{{"name", m.name}};
  if (!m.source.empty()) out["source"] = m.source;
  out["width"] = m.width, out["height"] = m.height;
  out["regions"] = std::move(regions), out["areas"] = std::move(areas), out["lines"] = std::move(lines);
  return out;
}

MapPtr shipped_map() {
  static const MapPtr map = [] {
    Json doc = parse_json(data::map_json(), "data/1631/map.json");
    return std::make_shared<const Map>(map_from_json(JsonCursor(doc, "data/1631/map.json")));
  }();
  return map;
}

}  // namespace umpire::flammes
