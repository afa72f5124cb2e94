#include "1631/map_schema.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "1631/state.h"
#include "core/error.h"
#include "core/map_doc.h"

namespace umpire::flammes {

namespace {

AttrSpec fl_attr(std::string key, std::string label, AttrType type, std::string meaning) {
  AttrSpec a;
  a.key = std::move(key);
  a.label = std::move(label);
  a.type = type;
  a.meaning = std::move(meaning);
  return a;
}

AttrSpec english_name() {
  return fl_attr("name_en", "English name", AttrType::Text,
                 "the name in English where it differs from the printed German one (1631 §11 lexicon)");
}

AttrSpec allegiance_attr() {
  AttrSpec a = fl_attr("allegiance", "Allegiance (border colour)", AttrType::Choice,
                       "whose it is: a Brandenburg or Saxon area is neutral until its power joins the Swedes, a minor "
                       "state's is nobody's ally (1631 §2.2.1, §3)");
  a.choices = {{"minor", "Minor state (black and grey)"},
               {"brandenburg", "Brandenburg (red and yellow)"},
               {"saxony", "Saxony (black and yellow)"}};
  a.default_json = "\"minor\"";
  return a;
}

std::vector<AttrSpec> city_attributes() {
  AttrSpec vp = fl_attr("vp", "Victory points (blue flag)", AttrType::Int,
                        "the Swedes' victory points while they or their allies hold it (1631 §2.2.1, §9.4.1)");
  AttrSpec sp = fl_attr("sp", "Supply points (black hexagon)", AttrType::Int,
                        "added to its holder's supply points unless under siege attrition (1631 §2.2.1, §9.1.1)");
  vp.min = sp.min = 0;
  vp.max = sp.max = 100;
  vp.default_json = sp.default_json = "1";
  AttrSpec port = fl_attr("port", "Swedish supply port (anchor)", AttrType::Bool,
                          "Swedish units there need 1 SP, Swedish recruits arrive there, and the Imperials win when "
                          "they hold every one (1631 §9.1.2, §9.3, §9.4.2)");
  port.mark = NodeMark::Dot;
  AttrSpec marker = fl_attr("printed_marker", "Printed marker", AttrType::Bool,
                            "a Brandenburg or Saxon city's own garrison marker, printed on the map; a Swedish or "
                            "Imperial marker covers it (1631 §2.2.1, §3.1)");
  marker.mark = NodeMark::ThickFrame;
  return {english_name(), vp, sp, allegiance_attr(), port, marker};
}

std::vector<KindSpec> area_kinds() {
  KindSpec green{"green",
                 "Green area",
                 "an area without a major city (1631 §2.2.1)",
                 {english_name(), allegiance_attr()},
                 false,
                 "",
                 "",
                 0x9fd08a,
                 2};
  KindSpec city{
      "city",
      "City (square)",
      "an area with a major city: victory and supply points, a garrison, control of its bridges (1631 §2.2.1)",
      city_attributes(),
      false,
      "",
      "",
      0xfffcf2,
      2};
  KindSpec fortress{"fortress",
                    "Fortress (star)",
                    "a city that is also a fortress: harder to assault and to starve out (1631 §2.2.1, §7.7, §9.2.2)",
                    city_attributes(),
                    false,
                    "",
                    "",
                    0xf2cf8a,
                    2};
  KindSpec strategic{"strategic",
                     "Strategic area",
                     "a larger land at the map's edge, in no region: entered only by an Engage or a March, where "
                     "Imperial recruits arrive and Swedish units score (1631 §2.2.2, §10.3)",
                     {english_name()},
                     false,
                     "",
                     "",
                     0xc4c8f0,
                     2};
  return {green, city, fortress, strategic};
}

AttrSpec river_name() {
  return fl_attr("river", "River", AttrType::Text,
                 "the river it follows or crosses (\"Oder\"), for the players' reading");
}

std::vector<KindSpec> line_kinds() {
  AttrSpec city = fl_attr("bridge_city", "Connected city (id)", AttrType::Text,
                          "the id of the city at one of its ends that controls it: it may not be crossed while that "
                          "city is neutral or hostile and not besieged (1631 §2.2.1, §6.1.1, §7.10)");
  KindSpec road{"road", "Road", "one move (1631 §2.2.1, §6.1)", {}, false, "", "", 0x8b5a2b, 2.5f};
  KindSpec river{"river",
                 "River",
                 "one move along a river; an Engage may make two river moves (1631 §6.1, §6.2)",
                 {river_name()},
                 false,
                 "",
                 "",
                 0x2878d2,
                 3};
  KindSpec bridge{"bridge",
                  "Bridge",
                  "no move, but only in an action that moves; an attack across it is a river assault (1631 §6.1, §7.5)",
                  {river_name(), city},
                  false,
                  "",
                  "",
                  0x2e9a3c,
                  3.5f};
  KindSpec ford{"ford",
                "Ford (Werben)",
                "crossed on a roll of 4+, then as a bridge (1631 §10.7)",
                {river_name()},
                false,
                "",
                "",
                0x202020,
                3.5f};
  return {road, river, bridge, ford};
}

KindSpec region_kind() {
  AttrSpec german = fl_attr("name_de", "German name", AttrType::Text, "the name printed on the map (1631 §2.2)");
  AttrSpec ravaged = fl_attr("ravaged", "Ravaged at the start", AttrType::Int,
                             "0 unravaged, 1 Ravaged, 2 Ravaged twice: what looting it yields (1631 §9.1.3, §11)");
  ravaged.min = 0;
  ravaged.max = 2;
  ravaged.default_json = "0";
  return KindSpec{
      "region", "Region", "a region of areas, used for looting (1631 §2.2.3, §9.1.3)", {german, ravaged}, false, "", "",
      0x808080, 2};
}

AreaKind kind_of_node(const std::string& kind) {
  if (kind == "city") return AreaKind::City;
  if (kind == "fortress") return AreaKind::Fortress;
  if (kind == "strategic") return AreaKind::Strategic;
  return AreaKind::Green;
}

LineType type_of_edge(const std::string& kind) {
  if (kind == "river") return LineType::River;
  if (kind == "bridge") return LineType::Bridge;
  if (kind == "ford") return LineType::Ford;
  return LineType::Road;
}

Allegiance allegiance_of(const std::string& id) {
  if (id == "brandenburg") return Allegiance::Brandenburg;
  if (id == "saxony") return Allegiance::Saxony;
  return Allegiance::Minor;
}

Json area_attributes(const Area& a) {
  Json j{{"x", a.x}, {"y", a.y}};
  if (!a.name_en.empty()) j["name_en"] = a.name_en;
  if (!a.strategic() || a.allegiance != Allegiance::Minor) j["allegiance"] = to_string(a.allegiance);
  if (a.has_city() || a.vp != 0 || a.sp != 0) j["vp"] = a.vp, j["sp"] = a.sp;
  if (a.port) j["port"] = true;
  if (a.printed_marker) j["printed_marker"] = true;
  return j;
}

// What the document holds that the typed map cannot: unknown kinds, an area in two regions.
std::vector<MapIssue> doc_problems(const MapSchema& s, const MapDoc& d) {
  std::vector<MapIssue> out;
  for (const auto& n : d.graph.nodes) {
    if (!s.node_kind(n.kind))
      out.push_back({true, n.name + " is of an unknown kind \"" + n.kind + "\"", MapTarget::node(n.id)});
    const NodeIx ix = d.graph.node_ix(n.id);
    if (ix == kNoNode) continue;
    int regions = 0;
    for (std::int32_t g : d.graph.groups_of(ix))
      regions += d.graph.groups[static_cast<std::size_t>(g)].kind == "region";
    if (regions > 1)
      out.push_back({true, n.name + " is in " + std::to_string(regions) + " regions: an area is in one (1631 §2.2.3)",
                     MapTarget::node(n.id)});
  }
  for (std::size_t i = 0; i < d.graph.edges.size(); ++i)
    if (!s.edge_kind(d.graph.edges[i].kind))
      out.push_back({true, "a line is of an unknown kind \"" + d.graph.edges[i].kind + "\"",
                     MapTarget::of_edge(static_cast<EdgeIx>(i))});
  for (const auto& g : d.graph.groups)
    if (!s.group_kind(g.kind))
      out.push_back({true, g.name + " is of an unknown kind \"" + g.kind + "\"", MapTarget::group(g.id)});
  return out;
}

// A colour for each region, from its id (the map draws no region colours of its own).
unsigned region_rgb(const GraphGroup& g) {
  static constexpr unsigned kColours[] = {0xc0504d, 0x4f81bd, 0x9bbb59, 0x8064a2, 0x4bacc6, 0xf79646, 0x2c4d75,
                                          0x772c2a, 0x5f7530, 0x4d3b62, 0x276a7c, 0xb65708, 0x7f7f7f};
  std::size_t h = std::hash<std::string>{}(g.id);
  return kColours[h % (sizeof kColours / sizeof kColours[0])];
}

// The editor's action: every Brandenburg and Saxon city its printed marker,
// none on a minor state's (1631 §2.2.1).
std::string markers_from_allegiance(MapDoc& d, const MapSchema& s) {
  int changed = 0;
  for (const auto& n : std::vector<GraphNode>(d.graph.nodes)) {  // copies: the edits replace the records
    if (n.kind != "city" && n.kind != "fortress") continue;
    const Json& j = n.attributes.json();
    const bool wanted = allegiance_of(member_string(j, "allegiance")) != Allegiance::Minor;
    if (member_bool(j, "printed_marker") == wanted) continue;
    if (auto e = set_node_attribute(d, s, n.id, "printed_marker", wanted)) throw UserError(*e);
    ++changed;
  }
  return "Printed markers changed: " + std::to_string(changed);
}

MapDoc new_doc(const std::string& name) {
  MapDoc d;
  d.name = name.find_first_not_of(" \t\r\n") == std::string::npos ? "New map" : name;
  d.source = "entered in the map editor";
  d.graph.index();
  return d;
}

std::shared_ptr<const MapSchema> build_schema() {
  auto s = std::make_shared<MapSchema>();
  s->title = "1631 map";
  s->file_hint = "A 1631 map file (.json), like data/1631/map.json";
  s->node_noun = "area";
  s->node_plural = "areas";
  s->edge_noun = "line";
  s->group_noun = "region";
  s->node_kinds = area_kinds();
  s->edge_kinds = line_kinds();
  s->group_kinds = {region_kind()};
  s->member_of = "region";
  s->ungrouped_kinds = {"strategic"};
  s->check_levels = {{"rulebook", "the rulebook: the printed map's facts (1631 §2.2, §10, §11, §12) and the structure"},
                     {"structure", "structure only: a variant map (what the game's procedures need)"}};
  s->new_map = new_doc;
  s->read = [](const JsonCursor& c) { return doc_from_map(map_from_json(c)); };
  s->write = [](const MapDoc& d) { return to_json(map_from_doc(d)); };
  std::weak_ptr<const MapSchema> self = s;
  s->validate = [self](const MapDoc& d, const std::string& level) {
    std::vector<MapIssue> out = doc_problems(*self.lock(), d);
    for (auto& issue : check_map(map_from_doc(d), level == "structure" ? MapChecks::Structure : MapChecks::Rulebook))
      out.push_back(std::move(issue));
    return out;
  };
  s->campaign_map = [](const CampaignState& cs) -> std::optional<MapDoc> {
    if (!cs.game || cs.core.game != kGameId) return std::nullopt;
    const State& st = state_of(cs);
    if (!st.map) return std::nullopt;
    return doc_from_map(*st.map);
  };
  s->apply_command = [](const MapDoc& d) {
    return Json{{"type", kSetMapCommand}, {"args", {{"map", to_json(map_from_doc(d))}}}};
  };
  s->actions.push_back({"Printed markers from allegiance",
                        "gives every Brandenburg and Saxon city its printed marker and takes it from a minor state's "
                        "city (1631 §2.2.1)",
                        [self](MapDoc& d) { return markers_from_allegiance(d, *self.lock()); }});
  s->node_badge = [](const GraphNode& n) {
    if (n.kind != "city" && n.kind != "fortress") return std::string();
    const Json& j = n.attributes.json();
    return std::to_string(member_int(j, "vp", 0)) + "/" + std::to_string(member_int(j, "sp", 0));
  };
  s->group_rgb = region_rgb;
  s->group_badge = [](const GraphGroup& g) {
    const int ravaged = member_int(g.attributes.json(), "ravaged", 0);
    return ravaged == 0 ? std::string() : ravaged == 1 ? std::string("  Ravaged") : std::string("  Ravaged x2");
  };
  return s;
}

}  // namespace

std::shared_ptr<const MapSchema> map_schema_1631() {
  static const std::shared_ptr<const MapSchema> schema = build_schema();
  return schema;
}

MapDoc doc_from_map(const Map& m) {
  MapDoc d;
  d.name = m.name;
  d.source = m.source;
  d.width = m.width;
  d.height = m.height;
  for (const auto& a : m.areas)
    d.graph.nodes.push_back(GraphNode{a.id, a.name, to_string(a.kind), area_attributes(a), a.source});
  for (const auto& l : m.lines) {
    Json j = Json::object();
    if (!l.river.empty()) j["river"] = l.river;
    if (!l.bridge_city.empty()) j["bridge_city"] = l.bridge_city;
    d.graph.edges.push_back(GraphEdge{l.a, l.b, to_string(l.type), false, j, l.source});
  }
  for (const auto& r : m.regions) {
    GraphGroup g{r.id, r.name, "region", {}, {}, r.source};
    double x = 0, y = 0;
    for (const auto& a : m.areas)
      if (a.region == r.id && !a.strategic()) {
        g.members.push_back(a.id);
        x += a.x;
        y += a.y;
      }
    const double n = static_cast<double>(g.members.size());
    Json j{{"x", n > 0 ? x / n : m.width / 2}, {"y", n > 0 ? y / n : m.height / 2}, {"ravaged", r.ravaged}};
    if (!r.name_de.empty()) j["name_de"] = r.name_de;
    g.attributes = j;
    d.graph.groups.push_back(std::move(g));
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
  std::unordered_map<std::string, std::string> region_of;
  for (const auto& g : d.graph.groups) {
    if (g.kind != "region") continue;
    const Json& j = g.attributes.json();
    m.regions.push_back(Region{g.id, g.name, member_string(j, "name_de"), member_int(j, "ravaged", 0), g.source});
    for (const auto& member : g.members) region_of.emplace(member, g.id);  // the first region: a second is reported
  }
  for (const auto& n : d.graph.nodes) {
    const Json& j = n.attributes.json();
    Area a;
    a.id = n.id;
    a.name = n.name;
    a.name_en = member_string(j, "name_en");
    a.kind = kind_of_node(n.kind);
    a.vp = member_int(j, "vp", 0);
    a.sp = member_int(j, "sp", 0);
    if (auto it = region_of.find(n.id); it != region_of.end()) a.region = it->second;
    a.allegiance = allegiance_of(member_string(j, "allegiance"));
    a.port = member_bool(j, "port");
    a.printed_marker = member_bool(j, "printed_marker");
    a.x = j.value("x", 0.0);
    a.y = j.value("y", 0.0);
    a.source = n.source;
    m.areas.push_back(std::move(a));
  }
  for (const auto& e : d.graph.edges) {
    const Json& j = e.attributes.json();
    m.lines.push_back(
        Line{e.a, e.b, type_of_edge(e.kind), member_string(j, "river"), member_string(j, "bridge_city"), e.source});
  }
  return m;
}

}  // namespace umpire::flammes
