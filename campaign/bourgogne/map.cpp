#include "bourgogne/map.h"

#include <algorithm>
#include <stdexcept>

#include "bourgogne/data_files.h"

namespace umpire::bourgogne {

namespace {
constexpr const char* kTerrains[] = {"normal", "mountain"};
constexpr const char* kLinkKinds[] = {"border", "junction"};

std::optional<Power> read_power(const JsonCursor& c) {
  std::string id = c.as_string();
  if (id.empty()) return std::nullopt;
  if (auto p = power_from(id)) return p;
  c.fail("\"" + id + "\" is not a power (burgundy, british, savoy, italy, swiss, lorraine, germany, france)");
}

std::optional<Camp> read_camp(const JsonCursor& c) {
  std::string id = c.as_string();
  if (id.empty()) return std::nullopt;
  if (auto k = camp_from(id)) return k;
  c.fail("\"" + id + "\" is not a camp (burgundy, swiss)");
}
}  // namespace

const char* to_string(Terrain t) { return kTerrains[static_cast<int>(t)]; }
const char* to_string(LinkKind k) { return kLinkKinds[static_cast<int>(k)]; }

void Map::index() {
  graph_ = MapGraph{};
  for (const auto& z : zones) {
    Json attrs{{"vp", z.vp}, {"rp", z.rp}, {"fv", z.fv}, {"x", z.x}, {"y", z.y}};
    graph_.nodes.push_back(GraphNode{z.id, z.name, to_string(z.terrain), attrs, z.source});
  }
  for (const auto& l : links) graph_.edges.push_back(GraphEdge{l.a, l.b, to_string(l.kind), false, {}, l.source});
  for (Power p : kPowers) {
    auto members = territory_of(p);
    if (!members.empty())
      graph_.groups.push_back(GraphGroup{to_string(p), power_name(p), "territory", members, {}, ""});
  }
  graph_.index();
  neighbours_.assign(zones.size(), {});
  auto add = [&](const std::string& from, const std::string& to) {
    int i = zone_ix(from);
    if (i < 0 || from == to) return;
    auto& n = neighbours_[static_cast<std::size_t>(i)];
    if (std::find(n.begin(), n.end(), to) == n.end()) n.push_back(to);
  };
  for (const auto& l : links) add(l.a, l.b), add(l.b, l.a);
}

int Map::zone_ix(const std::string& id) const { return graph_.node_ix(id); }

const Zone* Map::zone(const std::string& id) const {
  int i = zone_ix(id);
  return i < 0 ? nullptr : &zones[static_cast<std::size_t>(i)];
}

const Zone& Map::at(const std::string& id) const {
  if (const Zone* z = zone(id)) return *z;
  throw std::out_of_range("the map has no zone \"" + id + "\"");
}

const std::vector<std::string>& Map::neighbours(const std::string& id) const {
  int i = zone_ix(id);
  return i < 0 ? none_ : neighbours_[static_cast<std::size_t>(i)];
}

bool Map::adjacent(const std::string& a, const std::string& b) const {
  const auto& n = neighbours(a);
  return std::find(n.begin(), n.end(), b) != n.end();
}

std::vector<std::string> Map::territory_of(Power p) const {
  std::vector<std::string> out;
  for (const auto& z : zones)
    if (z.territory == p) out.push_back(z.id);
  return out;
}

std::string Map::display(const std::string& id) const {
  const Zone* z = zone(id);
  if (!z || z->name.empty() || z->name == id) return id;
  return z->name + " (" + id + ")";
}

Map map_from_json(const JsonCursor& c) {
  c.only_keys({"name", "source", "width", "height", "zones", "links", "lakes"});
  Map m;
  m.name = c.optional_string("name");
  m.source = c.optional_string("source");
  if (auto w = c.optional("width")) m.width = w->as_number();
  if (auto h = c.optional("height")) m.height = h->as_number();
  for (const auto& z : c["zones"].items()) {
    z.only_keys({"id", "name", "terrain", "vp", "rp", "fv", "territory", "original_camp", "rr", "x", "y", "source"});
    Zone zone;
    zone.id = z["id"].as_nonempty_string();
    zone.name = z.optional_string("name");
    if (auto v = z.optional("terrain")) zone.terrain = v->as_enum_of<Terrain>(kTerrains);
    if (auto v = z.optional("vp")) zone.vp = static_cast<int>(v->as_int(0, 3));
    if (auto v = z.optional("rp")) zone.rp = static_cast<int>(v->as_int(0, 20));
    if (auto v = z.optional("fv")) zone.fv = static_cast<int>(v->as_int(1, 2));
    if (auto v = z.optional("territory")) zone.territory = read_power(*v);
    if (auto v = z.optional("original_camp")) zone.original_camp = read_camp(*v);
    if (auto v = z.optional("rr"))
      for (const auto& p : v->items())
        if (auto power = read_power(p)) zone.rr.push_back(*power);
    if (auto v = z.optional("x")) zone.x = v->as_number();
    if (auto v = z.optional("y")) zone.y = v->as_number();
    zone.source = z.optional_string("source");
    m.zones.push_back(std::move(zone));
  }
  for (const auto& l : c["links"].items()) {
    l.only_keys({"a", "b", "kind", "source"});
    Link link;
    link.a = l["a"].as_nonempty_string();
    link.b = l["b"].as_nonempty_string();
    if (auto v = l.optional("kind")) link.kind = v->as_enum_of<LinkKind>(kLinkKinds);
    link.source = l.optional_string("source");
    m.links.push_back(std::move(link));
  }
  if (auto lakes = c.optional("lakes"))
    for (const auto& k : lakes->items()) {
      k.only_keys({"id", "name", "x", "y", "rx", "ry", "blocks", "source"});
      Lake lake;
      lake.id = k["id"].as_nonempty_string();
      lake.name = k["name"].as_nonempty_string();
      if (auto v = k.optional("x")) lake.x = v->as_number();
      if (auto v = k.optional("y")) lake.y = v->as_number();
      if (auto v = k.optional("rx")) lake.rx = v->as_number();
      if (auto v = k.optional("ry")) lake.ry = v->as_number();
      if (auto v = k.optional("blocks"))
        for (const auto& pair : v->items()) {
          if (pair.size() != 2) pair.fail("a blocked pair names two zones");
          lake.blocks.emplace_back(pair.at(0).as_nonempty_string(), pair.at(1).as_nonempty_string());
        }
      lake.source = k.optional_string("source");
      m.lakes.push_back(std::move(lake));
    }
  for (std::size_t i = 0; i < m.zones.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (m.zones[i].id == m.zones[j].id) c["zones"].at(i).fail("a second zone \"" + m.zones[i].id + "\"");
  m.index();
  // What every reader of the map may rely on: links and lakes name zones.
  for (std::size_t i = 0; i < m.links.size(); ++i)
    for (const std::string* end : {&m.links[i].a, &m.links[i].b})
      if (!m.zone(*end)) c["links"].at(i).fail("the link names a zone \"" + *end + "\" the map does not have");
  for (std::size_t i = 0; i < m.lakes.size(); ++i)
    for (const auto& [a, b] : m.lakes[i].blocks)
      for (const std::string* end : {&a, &b})
        if (!m.zone(*end)) c["lakes"].at(i).fail("the lake names a zone \"" + *end + "\" the map does not have");
  return m;
}

Json to_json(const Map& m) {
  Json zones = Json::array(), links = Json::array(), lakes = Json::array();
  for (const auto& z : m.zones) {
    Json j{{"id", z.id}, {"name", z.name}, {"terrain", to_string(z.terrain)}, {"vp", z.vp}, {"rp", z.rp}, {"fv", z.fv}};
    j["territory"] = z.territory ? to_string(*z.territory) : "";
    j["original_camp"] = z.original_camp ? to_string(*z.original_camp) : "";
    Json rr = Json::array();
    for (Power p : z.rr) rr.push_back(to_string(p));
    j["rr"] = std::move(rr);
    j["x"] = z.x, j["y"] = z.y;
    if (!z.source.empty()) j["source"] = z.source;
    zones.push_back(std::move(j));
  }
  for (const auto& l : m.links) {
    Json j{{"a", l.a}, {"b", l.b}, {"kind", to_string(l.kind)}};
    if (!l.source.empty()) j["source"] = l.source;
    links.push_back(std::move(j));
  }
  for (const auto& k : m.lakes) {
    Json blocks = Json::array();
    for (const auto& [a, b] : k.blocks) blocks.push_back(Json::array({a, b}));
    Json j{{"id", k.id}, {"name", k.name}, {"x", k.x}, {"y", k.y}, {"rx", k.rx}, {"ry", k.ry}, {"blocks", blocks}};
    if (!k.source.empty()) j["source"] = k.source;
    lakes.push_back(std::move(j));
  }
  Json out{{"name", m.name}};
  if (!m.source.empty()) out["source"] = m.source;
  out["width"] = m.width, out["height"] = m.height;
  out["zones"] = std::move(zones), out["links"] = std::move(links), out["lakes"] = std::move(lakes);
  return out;
}

MapPtr shipped_map() {
  static const MapPtr map = [] {
    Json doc = parse_json(data::map_json(), "data/bourgogne/map.json");
    return std::make_shared<const Map>(map_from_json(JsonCursor(doc, "data/bourgogne/map.json")));
  }();
  return map;
}

}  // namespace umpire::bourgogne
