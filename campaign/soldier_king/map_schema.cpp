#include "soldier_king/map_schema.h"

#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "soldier_king/factions.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

std::vector<AttrChoice> king_choices() {
  std::vector<AttrChoice> out;
  for (const auto& k : kings()) out.push_back({k.id, k.name});
  return out;
}

Json king_ids() {
  Json ids = Json::array();
  for (const auto& k : kings()) ids.push_back(k.id);
  return ids;
}

AttrSpec attr(std::string key, std::string label, AttrType type, std::string meaning) {
  AttrSpec a;
  a.key = std::move(key);
  a.label = std::move(label);
  a.type = type;
  a.meaning = std::move(meaning);
  return a;
}

AttrSpec value(std::string key, std::string label, std::string meaning, int dflt) {
  AttrSpec a = attr(std::move(key), std::move(label), AttrType::Int, std::move(meaning));
  a.min = 0;
  a.max = 99;
  a.default_json = std::to_string(dflt);
  return a;
}

KindSpec city_kind() {
  KindSpec k;
  k.id = "box";  // the kind the map's graph gives its boxes (build_graph)
  k.label = "City box";
  k.meaning = "a city box of the map (SK 2.1)";
  k.rgb = 0xfffcf2;
  AttrSpec recruiting = attr("recruiting", "Recruiting city", AttrType::Bool,
                             "a city whose two numbers add to its holder's army maximum (SK 2.1.1, SK 13.2.2)");
  recruiting.mark = NodeMark::ThickFrame;
  AttrSpec ruled = value("ruled", "Ruled value", "added to the army maximum of the province's ruler (SK 13.2.2)", 1);
  AttrSpec captured = value("captured", "Captured value", "added when the city is merely captured (SK 13.2.2)", 0);
  ruled.shown_if = captured.shown_if = "recruiting";
  AttrSpec electoral = attr("electoral", "Electoral city (crown)", AttrType::Bool, "one of the seven crowns (SK 19.1)");
  electoral.mark = NodeMark::Crown;
  AttrSpec entrenchment = attr("entrenchment", "Permanent entrenchment", AttrType::Bool, "SK 10.8.3");
  entrenchment.mark = NodeMark::DoubleFrame;
  AttrSpec battlefield = attr("battlefield", "Battlefield", AttrType::LongText,
                              "notes for the 12' x 12' table when a battle is fought here (SK 11.4)");
  k.attributes = {recruiting, ruled, captured, electoral, entrenchment, battlefield};
  return k;
}

std::vector<KindSpec> line_kinds() {
  KindSpec road{"road", "Road", "one line a march for infantry (SK 10.3.1)", {}, false, "", "", 0x8b5a2b, 2.0f};
  KindSpec highway{"highway", "Highway", "paved: two lines a march for infantry (SK 10.3.1)", {}, false, "", "", 0xc0281e, 3.5f};
  KindSpec river{"river", "River", "marched along downstream or upstream (SK 10.3.3)", {}, true, "flows toward", "downstream", 0x2878d2, 3.0f};
  return {road, highway, river};
}

KindSpec province_kind() {
  KindSpec k;
  k.id = "province";
  k.label = "Province";
  k.meaning = "a province of the map and its city boxes (SK 2.1.2)";
  AttrSpec ruler = attr("ruler", "Ruler", AttrType::Choice, "the King who rules it at the start (SK 2.1.2)");
  ruler.choices = king_choices();
  ruler.none_label = "none (Imperial)";
  ruler.default_json = "\"\"";
  AttrSpec rv = value("recruiting_value", "Recruiting value", "the province box's number (SK 2.1.2)", 0);
  rv.suggest_label = "the cities' ruled values:";
  rv.suggest = [](const MapDoc& d, const std::string& province) -> std::optional<Json> {
    const GraphGroup* g = d.graph.group(province);
    if (!g) return std::nullopt;
    int sum = 0;
    for (const auto& member : g->members)
      if (const GraphNode* n = d.graph.node(member); n && member_bool(n->attributes.json(), "recruiting"))
        sum += member_int(n->attributes.json(), "ruled", 0);
    return Json(sum);
  };
  AttrSpec adjacent = attr("adjacent", "Borders", AttrType::GroupRefs, "provinces sharing a border (SK 8.3.3)");
  adjacent.refs = "province";
  adjacent.symmetric = true;
  adjacent.default_json = "[]";
  k.attributes = {ruler, rv, adjacent};
  return k;
}

LineType line_type(const std::string& kind) {
  return kind == "river" ? LineType::River : kind == "highway" ? LineType::Highway : LineType::Road;
}

Json box_attributes(const CityBox& b) {
  Json j{{"x", b.pos.x}, {"y", b.pos.y}};
  if (b.recruiting) {
    j["recruiting"] = true;
    j["ruled"] = b.recruiting->ruled;
    j["captured"] = b.recruiting->captured;
  }
  if (b.electoral) j["electoral"] = true;
  if (b.entrenchment) j["entrenchment"] = true;
  if (!b.battlefield.empty()) j["battlefield"] = b.battlefield;
  return j;
}

std::string borders_from_lines(MapDoc& d, const MapSchema& schema) {
  int added = 0;
  for (const auto& e : std::vector<GraphEdge>(d.graph.edges)) {
    const GraphGroup* a = member_group(schema, d, e.a);
    const GraphGroup* b = member_group(schema, d, e.b);
    if (!a || !b || a->id == b->id) continue;
    if (has_group_ref(d, a->id, "adjacent", b->id) && has_group_ref(d, b->id, "adjacent", a->id)) continue;
    const std::string pa = a->id, pb = b->id;  // copies: the edit replaces the records
    if (!set_group_ref(d, schema, pa, "adjacent", pb, true)) ++added;
  }
  return "Borders added for provinces joined by a line: " + std::to_string(added);
}

MapSchemaPtr build_schema() {
  auto s = std::make_shared<MapSchema>();
  s->title = "Soldier King map";
  s->file_hint = "A Soldier King map file (.json), like data/soldier_king/map.json";
  s->node_noun = "box";
  s->node_plural = "boxes";
  s->edge_noun = "line";
  s->group_noun = "province";
  AttrSpec ring = attr("seating_ring", "Seating ring", AttrType::Choices, "the four Kings once each, clockwise round the map (SK 7.1.2)");
  ring.choices = king_choices();
  ring.min = ring.max = static_cast<double>(kings().size());
  ring.default_json = king_ids().dump();
  s->map_attributes = {ring};
  s->node_kinds = {city_kind()};
  s->edge_kinds = line_kinds();
  s->group_kinds = {province_kind()};
  s->member_of = "province";
  s->check_levels = {{"rulebook", "the rulebook: 20 provinces, 2 per King, 12 Imperial, 7 crowns"},
                     {"structure", "structure only: a smaller or variant map (the campaign's map checks)"}};
  s->new_map = new_map_doc;
  s->read = [](const JsonCursor& c) { return doc_from_map(map_from_json(c)); };
  s->write = [](const MapDoc& d) { return to_json(map_from_doc(d)); };
  s->validate = [](const MapDoc& d, const std::string& level) {
    const Map m = map_from_doc(d);
    std::vector<MapIssue> out;
    for (const auto& p : validate_map(m, level == "structure" ? MapChecks::Structure : MapChecks::Rulebook))
      out.push_back({p.error, p.text, problem_target(m, p.text)});
    return out;
  };
  s->campaign_map = [](const CampaignState& cs) -> std::optional<MapDoc> {
    if (!cs.game) return std::nullopt;
    const SkState& st = sk_state(cs);
    if (!st.map) return std::nullopt;
    return doc_from_map(*st.map);
  };
  s->apply_command = [](const MapDoc& d) { return Json{{"type", "sk.set_map"}, {"args", {{"map", to_json(map_from_doc(d))}}}}; };
  std::weak_ptr<const MapSchema> self = s;
  s->actions.push_back({"Suggest borders from lines",
                        "makes every two provinces joined by a line share a border (SK 8.3.3); never removes one",
                        [self](MapDoc& d) { return borders_from_lines(d, *self.lock()); }});
  s->node_badge = [](const GraphNode& n) {
    const Json& j = n.attributes.json();
    if (!member_bool(j, "recruiting")) return std::string();
    return std::to_string(member_int(j, "ruled", 0)) + "/" + std::to_string(member_int(j, "captured", 0));
  };
  s->group_rgb = [](const GraphGroup& g) {
    const std::string ruler = member_string(g.attributes.json(), "ruler");
    const FactionInfo* f = ruler.empty() ? nullptr : faction_info(ruler);
    return f ? f->rgb : 0x8a8a8au;
  };
  s->group_badge = [](const GraphGroup& g) { return "  " + std::to_string(member_int(g.attributes.json(), "recruiting_value", 0)); };
  return s;
}

bool starts_with_at(const std::string& text, std::size_t at, const std::string& word) {
  return text.compare(at, word.size(), word) == 0;
}

// The id of the longest name in `items` that follows `prefix` somewhere in
// `text` and is followed by a non-letter (so "Bern" does not match "Berne").
template <class Items, class NameOf>
std::string named_after(const std::string& text, const std::string& prefix, const Items& items, NameOf name_of) {
  std::size_t best = 0;
  std::string best_id;
  for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
    std::size_t from = at + prefix.size();
    for (const auto& item : items) {
      const std::string& name = name_of(item);
      if (name.size() <= best || !starts_with_at(text, from, name)) continue;
      std::size_t end = from + name.size();
      if (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) continue;
      best = name.size();
      best_id = item.id;
    }
  }
  return best_id;
}

}  // namespace

MapSchemaPtr map_schema() {
  static const MapSchemaPtr schema = build_schema();
  return schema;
}

MapDoc doc_from_map(const Map& m) {
  MapDoc d;
  d.name = m.name;
  d.source = m.source;
  d.width = m.width;
  d.height = m.height;
  d.attributes = GraphAttributes(Json{{"seating_ring", m.seating_ring}});
  // The map's own graph (box i node i, line i edge i, a river pointing
  // downstream, province i group i), with what the editor also edits.
  d.graph = build_graph(m);
  for (std::size_t i = 0; i < m.boxes.size(); ++i) d.graph.nodes[i].attributes = box_attributes(m.boxes[i]);
  for (std::size_t i = 0; i < m.provinces.size(); ++i) {
    const Province& p = m.provinces[i];
    d.graph.groups[i].attributes = GraphAttributes(Json{{"x", p.label.x},
                                                        {"y", p.label.y},
                                                        {"ruler", p.ruler},
                                                        {"recruiting_value", p.recruiting_value},
                                                        {"adjacent", p.adjacent}});
  }
  d.graph.index();
  return d;
}

Map map_from_doc(const MapDoc& d) {
  Map m;
  m.name = d.name;
  m.source = d.source;
  m.width = d.width;
  m.height = d.height;
  const Json& map_attributes = d.attributes.json();
  if (auto it = map_attributes.find("seating_ring"); it != map_attributes.end()) m.seating_ring = string_list(*it);
  std::unordered_map<std::string, std::string> province_of;
  for (const auto& g : d.graph.groups) {
    if (g.kind != "province") continue;
    Province p;
    p.id = g.id;
    p.name = g.name;
    p.source = g.source;
    const Json& j = g.attributes.json();
    p.ruler = member_string(j, "ruler");
    p.recruiting_value = member_int(j, "recruiting_value", 0);
    p.label = {j.value("x", 0.0), j.value("y", 0.0)};
    if (auto it = j.find("adjacent"); it != j.end()) p.adjacent = string_list(*it);
    for (const auto& member : g.members) province_of.emplace(member, g.id);
    m.provinces.push_back(std::move(p));
  }
  for (const auto& n : d.graph.nodes) {
    CityBox b;
    b.id = n.id;
    b.name = n.name;
    b.source = n.source;
    const Json& j = n.attributes.json();
    b.pos = {j.value("x", 0.0), j.value("y", 0.0)};
    if (member_bool(j, "recruiting")) b.recruiting = Recruiting{member_int(j, "ruled", 0), member_int(j, "captured", 0)};
    b.electoral = member_bool(j, "electoral");
    b.entrenchment = member_bool(j, "entrenchment");
    b.battlefield = member_string(j, "battlefield");
    if (auto it = province_of.find(n.id); it != province_of.end()) b.province = it->second;
    m.boxes.push_back(std::move(b));
  }
  for (const auto& e : d.graph.edges) {
    Line l;
    l.a = e.a;
    l.b = e.b;
    l.type = line_type(e.kind);
    if (l.type == LineType::River && e.directed) l.downstream = e.b;
    l.source = e.source;
    m.lines.push_back(std::move(l));
  }
  m.index();
  return m;
}

MapDoc new_map_doc(const std::string& name) {
  MapDoc d;
  d.name = name.find_first_not_of(" \t\r\n") == std::string::npos ? "New map" : name;
  d.source = "entered in the map editor";
  d.attributes = GraphAttributes(Json{{"seating_ring", king_ids()}});
  d.graph.index();
  return d;
}

MapTarget problem_target(const Map& m, const std::string& text) {
  auto box_name = [](const CityBox& b) -> const std::string& { return b.name; };
  for (const char* prefix : {"box ", "city "})
    if (std::string id = named_after(text, prefix, m.boxes, box_name); !id.empty())
      return {MapTarget::Kind::Node, id, -1};
  // Lines are named "road a–b" by their ends' ids.
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    const Line& l = m.lines[i];
    std::string name = std::string(to_string(l.type)) + " " + l.a + "\xe2\x80\x93" + l.b;
    if (text.rfind(name, 0) != 0) continue;
    char next = text.size() > name.size() ? text[name.size()] : ' ';
    if (!std::isalnum(static_cast<unsigned char>(next)) && next != '_')
      return {MapTarget::Kind::Edge, "", static_cast<EdgeIx>(i)};
  }
  auto province_name = [](const Province& p) -> const std::string& { return p.name; };
  if (std::string id = named_after(text, "province ", m.provinces, province_name); !id.empty())
    return {MapTarget::Kind::Group, id, -1};
  return {};
}

}  // namespace umpire::sk
