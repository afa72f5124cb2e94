#include "soldier_king/map.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

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

const Province* Map::province(const std::string& id) const {
  for (const auto& p : provinces)
    if (p.id == id) return &p;
  return nullptr;
}

const CityBox* Map::box(const std::string& id) const {
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
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].a == box_id || lines[i].b == box_id) out.push_back(i);
  return out;
}

LineIndex::LineIndex(const Map& m) {
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    lines_[m.lines[i].a].push_back(i);
    if (m.lines[i].b != m.lines[i].a) lines_[m.lines[i].b].push_back(i);
  }
}

const std::vector<std::size_t>& LineIndex::at(const std::string& box_id) const {
  static const std::vector<std::size_t> none;
  auto it = lines_.find(box_id);
  return it == lines_.end() ? none : it->second;
}

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

std::vector<MapProblem> validate_map(const Map& m, MapChecks checks) {
  const bool rulebook = checks == MapChecks::Rulebook;
  std::vector<MapProblem> out;
  auto error = [&](std::string t) { out.push_back({true, std::move(t)}); };
  auto warning = [&](std::string t) { out.push_back({false, std::move(t)}); };

  // Ids are unique across provinces and boxes: a line naming an id must not be
  // able to mean a province box.
  std::set<std::string> province_ids, box_ids;
  for (const auto& p : m.provinces)
    if (!province_ids.insert(p.id).second) error("province id \"" + p.id + "\" is used twice");
  for (const auto& b : m.boxes) {
    if (province_ids.count(b.id)) error("box id \"" + b.id + "\" is also a province's id");
    if (!box_ids.insert(b.id).second) error("box id \"" + b.id + "\" is used twice");
  }

  // Provinces: 20, two per King, twelve Imperial (SK 2.1.1, 2.1.2).
  if (rulebook && m.provinces.size() != 20)
    error("the map has " + std::to_string(m.provinces.size()) + " provinces; Soldier King has 20 [SK 2.1.1]");
  std::map<std::string, int> per_king;
  int imperial = 0;
  for (const auto& p : m.provinces) {
    if (p.ruler.empty()) ++imperial;
    else if (!is_king(p.ruler)) error("province " + p.name + ": ruler \"" + p.ruler + "\" is not one of the four Kings");
    else ++per_king[p.ruler];
  }
  for (const auto& k : kings())
    if (rulebook && per_king[k.id] != 2)
      error(k.name + " rules " + std::to_string(per_king[k.id]) + " provinces at the start; each King rules 2 [SK 2.1.2]");
  if (rulebook && imperial != 12) error("the map has " + std::to_string(imperial) + " Imperial provinces; there are 12 [SK 2.1.2]");

  // Province adjacency: known, symmetric, never itself.
  for (const auto& p : m.provinces) {
    for (const auto& a : p.adjacent) {
      const Province* other = m.province(a);
      if (!other) error("province " + p.name + " is adjacent to \"" + a + "\", which is not a province");
      else if (a == p.id) error("province " + p.name + " is listed as adjacent to itself");
      else if (std::find(other->adjacent.begin(), other->adjacent.end(), p.id) == other->adjacent.end())
        error("province " + p.name + " lists " + other->name + " as adjacent, but not the other way round");
    }
  }
  const Province* dupanen = m.province("dupanen");
  if (rulebook && dupanen && std::find(dupanen->adjacent.begin(), dupanen->adjacent.end(), "bern") != dupanen->adjacent.end())
    error("Dupanen and Bern are adjacent; the rulebook says they are geographically separate [SK 18.1.1]");

  // Boxes.
  int electoral = 0;
  std::map<std::string, int> boxes_per_province, ruled_sum;
  for (const auto& b : m.boxes) {
    const Province* p = m.province(b.province);
    if (!p) error("box " + b.name + " is in \"" + b.province + "\", which is not a province");
    ++boxes_per_province[b.province];
    if (b.recruiting) {
      if (b.recruiting->ruled < b.recruiting->captured)
        error("box " + b.name + ": ruled value " + std::to_string(b.recruiting->ruled) + " is below its captured value " +
              std::to_string(b.recruiting->captured) + " [SK 2.1.1, 13.2.2]");
      if (b.recruiting->ruled < 1) error("box " + b.name + ": a recruiting city's ruled value is at least 1 [SK 13.2.2]");
      ruled_sum[b.province] += b.recruiting->ruled;
    }
    if (b.electoral) {
      ++electoral;
      if (!b.recruiting) warning("electoral city " + b.name + " is not a recruiting city");
    }
    if (b.pos.x < 0 || b.pos.y < 0 || b.pos.x > m.width || b.pos.y > m.height)
      warning("box " + b.name + " lies outside the drawing area");
  }
  if (rulebook && electoral != 7)
    error("the map has " + std::to_string(electoral) + " electoral cities; there are 7 [SK 19.1]");
  for (const auto& p : m.provinces) {
    if (boxes_per_province[p.id] == 0) error("province " + p.name + " has no city box");
    if (p.recruiting_value != ruled_sum[p.id])
      warning("province " + p.name + ": its box shows " + std::to_string(p.recruiting_value) +
              " but its recruiting cities' ruled values add up to " + std::to_string(ruled_sum[p.id]) +
              " (the Revolt rule treats them as equal) [SK 17.2.8]");
    if (ruled_sum[p.id] == 0) warning("province " + p.name + " has no recruiting city: no plebiscite can be held there (G-25)");
  }

  // Lines: between boxes (never a province box), rivers with a direction.
  std::set<std::tuple<std::string, std::string, int>> seen;
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    const Line& l = m.lines[i];
    std::string name = std::string(to_string(l.type)) + " " + l.a + "–" + l.b;
    for (const auto& end : {l.a, l.b}) {
      if (province_ids.count(end)) error(name + " joins the province box of " + end + "; province boxes have no lines [SK 2.1.2]");
      else if (!box_ids.count(end)) error(name + " joins \"" + end + "\", which is not a box");
    }
    if (l.a == l.b) error(name + " joins a box to itself");
    if (l.type == LineType::River) {
      if (l.downstream.empty()) error(name + ": a river needs its downstream end [SK 10.3.3]");
      else if (l.downstream != l.a && l.downstream != l.b)
        error(name + ": downstream \"" + l.downstream + "\" is not one of its ends");
    } else if (!l.downstream.empty()) {
      error(name + ": only rivers have a downstream end");
    }
    auto key = std::make_tuple(std::min(l.a, l.b), std::max(l.a, l.b), static_cast<int>(l.type));
    if (!seen.insert(key).second) error(name + " is drawn twice");
    const CityBox* a = m.box(l.a);
    const CityBox* b = m.box(l.b);
    if (a && b && a->province != b->province) {
      const Province* pa = m.province(a->province);
      if (pa && std::find(pa->adjacent.begin(), pa->adjacent.end(), b->province) == pa->adjacent.end())
        warning(name + " crosses between provinces that are not marked adjacent");
    }
  }

  // Connected: every box can be reached from every other.
  if (!m.boxes.empty()) {
    const LineIndex index(m);
    std::set<std::string> reached{m.boxes.front().id};
    std::vector<std::string> todo{m.boxes.front().id};
    while (!todo.empty()) {
      std::string at = todo.back();
      todo.pop_back();
      for (std::size_t i : index.at(at)) {
        const std::string& next = m.lines[i].other(at);
        if (box_ids.count(next) && reached.insert(next).second) todo.push_back(next);
      }
    }
    std::vector<std::string> cut_off;
    for (const auto& b : m.boxes)
      if (!reached.count(b.id)) cut_off.push_back(b.name);
    if (!cut_off.empty()) {
      std::string list;
      for (std::size_t i = 0; i < cut_off.size() && i < 8; ++i) list += (i ? ", " : "") + cut_off[i];
      if (cut_off.size() > 8) list += ", ...";
      error("the map is not connected: " + std::to_string(cut_off.size()) + " boxes cannot be reached from " +
            m.boxes.front().name + " (" + list + ")");
    }
  }

  // Seating ring: the four Kings, once each.
  std::set<std::string> ring(m.seating_ring.begin(), m.seating_ring.end());
  bool ring_ok = ring.size() == m.seating_ring.size() && m.seating_ring.size() == kings().size();
  for (const auto& k : m.seating_ring) ring_ok = ring_ok && is_king(k);
  if (!ring_ok) error("the seating ring must name the four Kings once each, clockwise round the map [SK 7.1.2]");
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
