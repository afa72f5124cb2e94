#include "soldier_king/map.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include "soldier_king/factions.h"

namespace umpire::sk {

const char* to_string(LineType t) {
  switch (t) {
    case LineType::Road: return "road";
    case LineType::Highway: return "highway";
    case LineType::River: return "river";
  }
  return "road";
}

// Lookups go through the index when it matches the records; the record found
// is checked against the id, so a map changed in place never gets a wrong box.
const Province* Map::province(const std::string& id) const {
  if (fresh()) {
    std::int32_t g = graph_.graph->group_ix(id);
    if (g >= 0 && provinces[static_cast<std::size_t>(g)].id == id) return &provinces[static_cast<std::size_t>(g)];
  }
  for (const auto& p : provinces)
    if (p.id == id) return &p;
  return nullptr;
}

const CityBox* Map::box(const std::string& id) const {
  if (fresh()) {
    NodeIx n = graph_.graph->node_ix(id);
    if (n != kNoNode && boxes[static_cast<std::size_t>(n)].id == id) return &boxes[static_cast<std::size_t>(n)];
  }
  for (const auto& b : boxes)
    if (b.id == id) return &b;
  return nullptr;
}

const Province& Map::province_at(const std::string& id) const {
  if (const Province* p = province(id)) return *p;
  throw UserError("there is no province \"" + id + "\" on the map");
}

const CityBox& Map::box_at(const std::string& id) const {
  if (const CityBox* b = box(id)) return *b;
  throw UserError("there is no box \"" + id + "\" on the map");
}

std::string Map::box_name(const std::string& id) const {
  const CityBox* b = box(id);
  return b ? b->name : id;
}

std::string Map::province_name(const std::string& id) const {
  const Province* p = province(id);
  return p ? p->name : id;
}

std::vector<std::size_t> Map::lines_at(const std::string& box_id) const {
  const MapGraph& g = graph();
  NodeIx n = g.node_ix(box_id);
  if (n == kNoNode) return {};
  const auto& edges = g.incident(n);
  return {edges.begin(), edges.end()};
}

MapGraph build_graph(const Map& m) {
  MapGraph g;
  g.nodes.reserve(m.boxes.size());
  for (const auto& b : m.boxes) g.nodes.push_back({b.id, b.name, "box", {}, b.source});
  g.edges.reserve(m.lines.size());
  for (const auto& l : m.lines) {
    // A river points downstream: an edge is directed from its a to its b, so a
    // river flowing toward the line's `a` has its ends the other way round.
    GraphEdge e{l.a, l.b, to_string(l.type), false, {}, l.source};
    if (l.type == LineType::River && l.a != l.b && (l.downstream == l.a || l.downstream == l.b)) {
      e.directed = true;
      if (l.downstream == l.a) std::swap(e.a, e.b);
    }
    g.edges.push_back(std::move(e));
  }
  std::unordered_map<std::string, std::vector<std::string>> members;
  for (const auto& b : m.boxes) members[b.province].push_back(b.id);
  for (const auto& p : m.provinces) g.groups.push_back({p.id, p.name, "province", members[p.id], {}, p.source});
  g.index();
  return g;
}

bool Map::fresh() const {
  const MapGraph* g = graph_.graph.get();
  return g && g->nodes.size() == boxes.size() && g->edges.size() == lines.size() && g->groups.size() == provinces.size();
}

const MapGraph& Map::graph() const {
  if (!fresh()) graph_.graph = std::make_shared<const MapGraph>(build_graph(*this));
  return *graph_.graph;
}

void Map::index() { graph_.graph = std::make_shared<const MapGraph>(build_graph(*this)); }

std::vector<const CityBox*> Map::boxes_in(const std::string& province_id) const {
  std::vector<const CityBox*> out;
  for (const auto& b : boxes)
    if (b.province == province_id) out.push_back(&b);
  return out;
}

bool Map::in_province(const std::string& box_id, const std::string& province_id) const {
  const CityBox* b = box(box_id);
  return b && b->province == province_id;
}

std::vector<const CityBox*> Map::recruiting_cities_in(const std::string& province_id) const {
  std::vector<const CityBox*> out;
  for (const CityBox* b : boxes_in(province_id))
    if (b->recruiting) out.push_back(b);
  return out;
}

namespace {

std::string read_id(const JsonCursor& c) {
  std::string id = c.as_nonempty_string();
  for (char ch : id)
    if (!(std::islower(static_cast<unsigned char>(ch)) || std::isdigit(static_cast<unsigned char>(ch)) || ch == '_'))
      c.fail("expected an id of lowercase letters, digits and underscores, found \"" + id + "\"");
  return id;
}

Point read_point(const JsonCursor& c) {
  c.only_keys({"x", "y"});
  return Point{c["x"].as_number(), c["y"].as_number()};
}

std::string optional_string(const JsonCursor& c, const char* key) {
  auto v = c.optional(key);
  return v ? v->as_string() : std::string();
}

bool optional_bool(const JsonCursor& c, const char* key) {
  auto v = c.optional(key);
  return v ? v->as_bool() : false;
}

}  // namespace

Map map_from_json(const JsonCursor& c) {
  c.only_keys({"format", "name", "source", "width", "height", "seating_ring", "provinces", "boxes", "lines"});
  if (c["format"].as_string() != kMapFormat)
    c["format"].fail("expected \"" + std::string(kMapFormat) + "\", found \"" + c["format"].as_string() + "\"");
  Map m;
  m.name = c["name"].as_nonempty_string();
  m.source = c["source"].as_string();
  m.width = c["width"].as_number();
  m.height = c["height"].as_number();
  if (m.width < 100 || m.height < 100) c["width"].fail("the map must be at least 100 x 100 units");
  for (const auto& k : c["seating_ring"].items()) m.seating_ring.push_back(read_id(k));
  for (const auto& p : c["provinces"].items()) {
    p.only_keys({"id", "name", "ruler", "recruiting_value", "label", "adjacent", "source"});
    Province pr;
    pr.id = read_id(p["id"]);
    pr.name = p["name"].as_nonempty_string();
    pr.ruler = p["ruler"].is_null() ? "" : read_id(p["ruler"]);
    pr.recruiting_value = static_cast<int>(p["recruiting_value"].as_int(0, 99));
    pr.label = read_point(p["label"]);
    for (const auto& a : p["adjacent"].items()) pr.adjacent.push_back(read_id(a));
    pr.source = optional_string(p, "source");
    m.provinces.push_back(std::move(pr));
  }
  for (const auto& b : c["boxes"].items()) {
    b.only_keys({"id", "name", "province", "x", "y", "recruiting", "electoral", "entrenchment", "battlefield", "source"});
    CityBox box;
    box.id = read_id(b["id"]);
    box.name = b["name"].as_nonempty_string();
    box.province = read_id(b["province"]);
    box.pos = Point{b["x"].as_number(), b["y"].as_number()};
    if (auto r = b.optional("recruiting")) {
      r->only_keys({"ruled", "captured"});
      box.recruiting = Recruiting{static_cast<int>((*r)["ruled"].as_int(0, 99)),
                                  static_cast<int>((*r)["captured"].as_int(0, 99))};
    }
    box.electoral = optional_bool(b, "electoral");
    box.entrenchment = optional_bool(b, "entrenchment");
    box.battlefield = optional_string(b, "battlefield");
    box.source = optional_string(b, "source");
    m.boxes.push_back(std::move(box));
  }
  for (const auto& l : c["lines"].items()) {
    l.only_keys({"a", "b", "type", "downstream", "source"});
    Line line;
    line.a = read_id(l["a"]);
    line.b = read_id(l["b"]);
    std::string type = l["type"].as_enum({"road", "highway", "river"});
    line.type = type == "river" ? LineType::River : type == "highway" ? LineType::Highway : LineType::Road;
    line.downstream = optional_string(l, "downstream");
    line.source = optional_string(l, "source");
    m.lines.push_back(std::move(line));
  }
  m.index();
  return m;
}

Json to_json(const Map& m) {
  Json provinces = Json::array(), boxes = Json::array(), lines = Json::array();
  for (const auto& p : m.provinces) {
    Json j{{"id", p.id},
           {"name", p.name},
           {"ruler", p.ruler.empty() ? Json(nullptr) : Json(p.ruler)},
           {"recruiting_value", p.recruiting_value},
           {"label", {{"x", p.label.x}, {"y", p.label.y}}},
           {"adjacent", p.adjacent}};
    if (!p.source.empty()) j["source"] = p.source;
    provinces.push_back(std::move(j));
  }
  for (const auto& b : m.boxes) {
    Json j{{"id", b.id}, {"name", b.name}, {"province", b.province}, {"x", b.pos.x}, {"y", b.pos.y}};
    if (b.recruiting) j["recruiting"] = {{"ruled", b.recruiting->ruled}, {"captured", b.recruiting->captured}};
    if (b.electoral) j["electoral"] = true;
    if (b.entrenchment) j["entrenchment"] = true;
    if (!b.battlefield.empty()) j["battlefield"] = b.battlefield;
    if (!b.source.empty()) j["source"] = b.source;
    boxes.push_back(std::move(j));
  }
  for (const auto& l : m.lines) {
    Json j{{"a", l.a}, {"b", l.b}, {"type", to_string(l.type)}};
    if (!l.downstream.empty()) j["downstream"] = l.downstream;
    if (!l.source.empty()) j["source"] = l.source;
    lines.push_back(std::move(j));
  }
  return Json{{"format", kMapFormat}, {"name", m.name},   {"source", m.source},   {"width", m.width},
              {"height", m.height},   {"seating_ring", m.seating_ring}, {"provinces", provinces},
              {"boxes", boxes},       {"lines", lines}};
}

MapChecks map_checks_from_json(const JsonCursor& c) {
  return c.as_enum({"rulebook", "structure"}) == "rulebook" ? MapChecks::Rulebook : MapChecks::Structure;
}

namespace {

// What the checks share: the map, its graph as it is now (never a cached
// index: an editor's map changes between checks) and the province ids.
struct MapCheck {
  const Map& m;
  const MapGraph g;
  const bool rulebook;
  std::set<std::string> province_ids;

  MapCheck(const Map& map, MapChecks checks) : m(map), g(build_graph(map)), rulebook(checks == MapChecks::Rulebook) {
    for (const auto& p : m.provinces) province_ids.insert(p.id);
  }
  const CityBox* box(const std::string& id) const {
    NodeIx n = g.node_ix(id);
    return n == kNoNode ? nullptr : &m.boxes[static_cast<std::size_t>(n)];
  }
  const Province* province(const std::string& id) const {
    std::int32_t p = g.group_ix(id);
    return p < 0 ? nullptr : &m.provinces[static_cast<std::size_t>(p)];
  }
  static std::string line_name(const Line& l) { return std::string(to_string(l.type)) + " " + l.a + "–" + l.b; }
};

using Out = std::vector<GraphProblem>;
void error(Out& out, std::string t) { out.push_back({true, std::move(t)}); }
void warning(Out& out, std::string t) { out.push_back({false, std::move(t)}); }

// Provinces: 20, two per King, twelve Imperial (SK 2.1.1, 2.1.2); adjacency known, symmetric, never itself.
void check_provinces(const MapCheck& c, Out& out) {
  const Map& m = c.m;
  if (c.rulebook && m.provinces.size() != 20)
    error(out, "the map has " + std::to_string(m.provinces.size()) + " provinces; Soldier King has 20 [SK 2.1.1]");
  std::map<std::string, int> per_king;
  int imperial = 0;
  for (const auto& p : m.provinces) {
    if (p.ruler.empty()) ++imperial;
    else if (!is_king(p.ruler)) error(out, "province " + p.name + ": ruler \"" + p.ruler + "\" is not one of the four Kings");
    else ++per_king[p.ruler];
  }
  for (const auto& k : kings())
    if (c.rulebook && per_king[k.id] != 2)
      error(out, k.name + " rules " + std::to_string(per_king[k.id]) + " provinces at the start; each King rules 2 [SK 2.1.2]");
  if (c.rulebook && imperial != 12)
    error(out, "the map has " + std::to_string(imperial) + " Imperial provinces; there are 12 [SK 2.1.2]");
  for (const auto& p : m.provinces) {
    for (const auto& a : p.adjacent) {
      const Province* other = c.province(a);
      if (!other) error(out, "province " + p.name + " is adjacent to \"" + a + "\", which is not a province");
      else if (a == p.id) error(out, "province " + p.name + " is listed as adjacent to itself");
      else if (std::find(other->adjacent.begin(), other->adjacent.end(), p.id) == other->adjacent.end())
        error(out, "province " + p.name + " lists " + other->name + " as adjacent, but not the other way round");
    }
  }
  const Province* dupanen = c.province("dupanen");
  if (c.rulebook && dupanen && std::find(dupanen->adjacent.begin(), dupanen->adjacent.end(), "bern") != dupanen->adjacent.end())
    error(out, "Dupanen and Bern are adjacent; the rulebook says they are geographically separate [SK 18.1.1]");
}

// Boxes: in a province, recruiting values, seven electoral cities; each province has a box.
void check_boxes(const MapCheck& c, Out& out) {
  const Map& m = c.m;
  int electoral = 0;
  std::map<std::string, int> boxes_per_province, ruled_sum;
  for (const auto& b : m.boxes) {
    if (!c.province(b.province)) error(out, "box " + b.name + " is in \"" + b.province + "\", which is not a province");
    ++boxes_per_province[b.province];
    if (b.recruiting) {
      if (b.recruiting->ruled < b.recruiting->captured)
        error(out, "box " + b.name + ": ruled value " + std::to_string(b.recruiting->ruled) +
                       " is below its captured value " + std::to_string(b.recruiting->captured) + " [SK 2.1.1, 13.2.2]");
      if (b.recruiting->ruled < 1) error(out, "box " + b.name + ": a recruiting city's ruled value is at least 1 [SK 13.2.2]");
      ruled_sum[b.province] += b.recruiting->ruled;
    }
    if (b.electoral) {
      ++electoral;
      if (!b.recruiting) warning(out, "electoral city " + b.name + " is not a recruiting city");
    }
    if (b.pos.x < 0 || b.pos.y < 0 || b.pos.x > m.width || b.pos.y > m.height)
      warning(out, "box " + b.name + " lies outside the drawing area");
  }
  if (c.rulebook && electoral != 7)
    error(out, "the map has " + std::to_string(electoral) + " electoral cities; there are 7 [SK 19.1]");
  for (const auto& p : m.provinces) {
    if (boxes_per_province[p.id] == 0) error(out, "province " + p.name + " has no city box");
    if (p.recruiting_value != ruled_sum[p.id])
      warning(out, "province " + p.name + ": its box shows " + std::to_string(p.recruiting_value) +
                       " but its recruiting cities' ruled values add up to " + std::to_string(ruled_sum[p.id]) +
                       " (the Revolt rule treats them as equal) [SK 17.2.8]");
    if (ruled_sum[p.id] == 0)
      warning(out, "province " + p.name + " has no recruiting city: no plebiscite can be held there (SK 16.1.1)");
  }
}

// Lines: never to a province box, not a loop, rivers with a direction, not drawn twice.
// (An end that is no box at all is the graph's check, worded in validate_map.)
void check_lines(const MapCheck& c, Out& out) {
  std::set<std::tuple<std::string, std::string, int>> seen;
  for (const Line& l : c.m.lines) {
    std::string name = MapCheck::line_name(l);
    for (const auto& end : {l.a, l.b})
      if (c.province_ids.count(end))
        error(out, name + " joins the province box of " + end + "; province boxes have no lines [SK 2.1.2]");
    if (l.a == l.b) error(out, name + " joins a box to itself");
    if (l.type == LineType::River) {
      if (l.downstream.empty()) error(out, name + ": a river needs its downstream end [SK 10.3.3]");
      else if (l.downstream != l.a && l.downstream != l.b)
        error(out, name + ": downstream \"" + l.downstream + "\" is not one of its ends");
    } else if (!l.downstream.empty()) {
      error(out, name + ": only rivers have a downstream end");
    }
    auto key = std::make_tuple(std::min(l.a, l.b), std::max(l.a, l.b), static_cast<int>(l.type));
    if (!seen.insert(key).second) error(out, name + " is drawn twice");
    const CityBox* a = c.box(l.a);
    const CityBox* b = c.box(l.b);
    if (a && b && a->province != b->province) {
      const Province* pa = c.province(a->province);
      if (pa && std::find(pa->adjacent.begin(), pa->adjacent.end(), b->province) == pa->adjacent.end())
        warning(out, name + " crosses between provinces that are not marked adjacent");
    }
  }
}

std::string not_connected(const Map& m, const std::vector<NodeIx>& cut_off) {
  std::string list;
  for (std::size_t i = 0; i < cut_off.size() && i < 8; ++i)
    list += (i ? ", " : "") + m.boxes[static_cast<std::size_t>(cut_off[i])].name;
  if (cut_off.size() > 8) list += ", ...";
  return "the map is not connected: " + std::to_string(cut_off.size()) + " boxes cannot be reached from " +
         m.boxes.front().name + " (" + list + ")";
}

// Seating ring: the four Kings, once each.
void check_ring(const Map& m, Out& out) {
  std::set<std::string> ring(m.seating_ring.begin(), m.seating_ring.end());
  bool ring_ok = ring.size() == m.seating_ring.size() && m.seating_ring.size() == kings().size();
  for (const auto& k : m.seating_ring) ring_ok = ring_ok && is_king(k);
  if (!ring_ok) error(out, "the seating ring must name the four Kings once each, clockwise round the map [SK 7.1.2]");
}

}  // namespace

// The structural checks are the graph's (unique ids, lines between boxes, a
// connected map), worded for Soldier King; the others are Soldier King's own.
std::vector<MapProblem> validate_map(const Map& m, MapChecks checks) {
  const MapCheck c(m, checks);
  std::vector<GraphCheck> list{
      // Ids are unique across provinces and boxes: a line naming an id must not be able to mean a province box.
      graph_checks::unique_group_ids([&](std::int32_t p) {
        return "province id \"" + m.provinces[static_cast<std::size_t>(p)].id + "\" is used twice";
      }),
      [&](const MapGraph&, Out& out) {
        for (const auto& b : m.boxes)
          if (c.province_ids.count(b.id)) error(out, "box id \"" + b.id + "\" is also a province's id");
      },
      graph_checks::unique_node_ids(
          [&](NodeIx b) { return "box id \"" + m.boxes[static_cast<std::size_t>(b)].id + "\" is used twice"; }),
      [&](const MapGraph&, Out& out) { check_provinces(c, out); },
      [&](const MapGraph&, Out& out) { check_boxes(c, out); },
      graph_checks::known_edge_ends([&](EdgeIx i, const std::string& end) -> std::string {
        if (c.province_ids.count(end)) return "";  // check_lines names the province box
        return MapCheck::line_name(m.lines[static_cast<std::size_t>(i)]) + " joins \"" + end + "\", which is not a box";
      }),
      [&](const MapGraph&, Out& out) { check_lines(c, out); },
      // Connected: every box can be reached from every other.
      graph_checks::connected([&](const MapGraph&, const std::vector<NodeIx>& cut_off) { return not_connected(m, cut_off); }),
      [&](const MapGraph&, Out& out) { check_ring(m, out); },
  };
  std::vector<MapProblem> out;
  for (auto& p : validate_graph(c.g, list)) out.push_back({p.error, std::move(p.text)});
  return out;
}

void require_valid_map(const Map& m, const std::string& source, MapChecks checks) {
  std::string errors;
  int n = 0;
  for (const auto& p : validate_map(m, checks))
    if (p.error) {
      ++n;
      if (n <= 10) errors += "\n  - " + p.text;
    }
  if (n > 10) errors += "\n  - ... and " + std::to_string(n - 10) + " more";
  if (n) throw UserError(source + ": the map is not usable:" + errors);
}

}  // namespace umpire::sk
