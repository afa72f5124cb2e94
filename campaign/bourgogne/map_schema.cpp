#include "bourgogne/map_schema.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "bourgogne/set_map.h"
#include "bourgogne/state.h"
#include "core/json_read.h"
#include "core/map_doc.h"

namespace umpire::bourgogne {

namespace {

constexpr const char* kLakeKind = "lake";

AttrSpec gdb_attr(std::string key, std::string label, AttrType type, std::string meaning) {
  AttrSpec a;
  a.key = std::move(key);
  a.label = std::move(label);
  a.type = type;
  a.meaning = std::move(meaning);
  return a;
}

std::vector<AttrChoice> power_choices() {
  std::vector<AttrChoice> out;
  for (Power p : kPowers) out.push_back({to_string(p), power_name(p)});
  return out;
}

std::optional<Power> power_of(const std::string& id) { return id.empty() ? std::nullopt : power_from(id); }

std::vector<AttrSpec> zone_attributes() {
  AttrSpec vp = gdb_attr("vp", "Victory points (objective)", AttrType::Int,
                         "0: not an objective; an objective's VP, won with its control and lost with it (GdB 6.1, "
                         "12.1)");
  vp.min = 0, vp.max = 3, vp.default_json = "0";
  AttrSpec rp = gdb_attr("rp", "Recruitment points", AttrType::Int,
                         "what the zone adds to its camp's replacements each turn (GdB 6.1, 10.2)");
  rp.min = 0, rp.max = 20, rp.default_json = "0";
  rp.suggest_label = "land and FV:";
  rp.suggest = [](const MapDoc& d, const std::string& id) -> std::optional<Json> {
    const NodeIx ix = d.graph.node_ix(id);
    if (ix == kNoNode) return std::nullopt;
    const Json& j = d.graph.nodes[static_cast<std::size_t>(ix)].attributes.json();
    Zone z;
    z.fv = member_int(j, "fv", 1);
    z.territory = power_of(member_string(j, "territory"));
    return Json(default_rp(z));
  };
  AttrSpec fv = gdb_attr("fv", "Fortification value", AttrType::Int,
                         "the columns a siege shifts in the besieged's favour; FV 2 only for the nine towns of GdB "
                         "9.5.13 note 11 (GdB 6.1, 9.4)");
  fv.min = 1, fv.max = 2, fv.default_json = "1";
  AttrSpec territory = gdb_attr("territory", "Land of", AttrType::Choice,
                                "whose land it is: its RP go to that power's camp, and it is closed while the power "
                                "is neutral (GdB 6.1, 10.2, 13)");
  territory.choices = power_choices();
  territory.none_label = "nobody";
  territory.default_json = "\"\"";
  AttrSpec camp = gdb_attr("original_camp", "Original territory of", AttrType::Choice,
                           "the Duchy and County of Burgundy, and the Swiss Confederacy: controlled by their camp "
                           "while no enemy holds them (GdB 6.1)");
  camp.choices = {{to_string(Camp::Burgundy), camp_name(Camp::Burgundy)}, {to_string(Camp::Swiss), camp_name(Camp::Swiss)}};
  camp.none_label = "neither camp";
  camp.default_json = "\"\"";
  AttrSpec rr = gdb_attr("rr", "R&R flags and arms", AttrType::Choices,
                         "the powers whose reinforcements and replacements are placed here (GdB 10.3)");
  rr.choices = power_choices();
  rr.default_json = "[]";
  return {vp, rp, fv, territory, camp, rr};
}

std::vector<KindSpec> zone_kinds() {
  KindSpec normal{"normal", "Zone", "a strategic zone: entering it costs 1 MP (GdB 6.1, 7.1)", zone_attributes(),
                  false, "", "", 0xece3c6, 2};
  KindSpec mountain{"mountain", "Mountain zone", "a zone with the mountain symbol: entering it costs 2 MP (GdB 7.1)",
                    zone_attributes(), false, "", "", 0xb9a27e, 2};
  return {normal, mountain};
}

std::vector<KindSpec> way_kinds() {
  AttrSpec lake = gdb_attr("lake", "Lake (id)", AttrType::Text,
                           "the id of the lake between the two zones: \"leman\" or \"neuchatel\" (GdB 7.1)");
  lake.default_json = "\"\"";
  KindSpec border{"border", "Border", "a shared border: the zones are adjacent (GdB 7.1)", {}, false, "", "",
                  0x6b4f2a, 2.5f};
  KindSpec junction{"junction", "Junction point",
                    "a single shared point: the zones are adjacent as over a border (GdB 7.1)", {}, false, "", "",
                    0xa0784a, 1.5f};
  KindSpec across{kLakeKind, "Across a lake", "a lake keeps the two zones apart: no move between them (GdB 7.1)",
                  {lake}, false, "", "", 0x3a78c8, 3};
  return {border, junction, across};
}

KindSpec lake_kind() {
  AttrSpec rx = gdb_attr("rx", "Half width", AttrType::Number, "how far the lake is drawn from its middle, across");
  AttrSpec ry = gdb_attr("ry", "Half height", AttrType::Number, "how far the lake is drawn from its middle, up and down");
  rx.min = ry.min = 1;
  rx.max = ry.max = 1000;
  rx.default_json = "40";
  ry.default_json = "20";
  return KindSpec{kLakeKind, "Lake", "Lake Léman or Lake Neuchâtel: no move across or in it (GdB 7.1)", {rx, ry},
                  false, "", "", 0x3a78c8, 2};
}

Terrain terrain_of(const std::string& kind) { return kind == "mountain" ? Terrain::Mountain : Terrain::Normal; }
LinkKind link_kind_of(const std::string& kind) { return kind == "junction" ? LinkKind::Junction : LinkKind::Border; }

// What the document holds that the typed map cannot: unknown kinds, a pair across no known lake.
std::vector<MapIssue> doc_issues(const MapSchema& s, const MapDoc& d) {
  std::vector<MapIssue> out;
  for (const auto& n : d.graph.nodes)
    if (!s.node_kind(n.kind))
      out.push_back({true, n.name + " is of an unknown kind \"" + n.kind + "\"", MapTarget::node(n.id)});
  for (std::size_t i = 0; i < d.graph.edges.size(); ++i) {
    const GraphEdge& e = d.graph.edges[i];
    const auto target = MapTarget::of_edge(static_cast<EdgeIx>(i));
    if (!s.edge_kind(e.kind)) {
      out.push_back({true, "a way is of an unknown kind \"" + e.kind + "\"", target});
      continue;
    }
    if (e.kind != kLakeKind) continue;
    const std::string lake = member_string(e.attributes.json(), "lake");
    const bool known = std::any_of(d.graph.groups.begin(), d.graph.groups.end(),
                                   [&](const GraphGroup& g) { return g.kind == kLakeKind && g.id == lake; });
    if (!known)
      out.push_back({true,
                     describe_edge(s, d, static_cast<EdgeIx>(i)) + " names no lake of the map (\"" + lake +
                         "\"): give the id of the lake between them",
                     target});
  }
  for (const auto& g : d.graph.groups)
    if (!s.group_kind(g.kind))
      out.push_back({true, g.name + " is of an unknown kind \"" + g.kind + "\"", MapTarget::group(g.id)});
  return out;
}

MapDoc new_doc(const std::string& name) {
  MapDoc d;
  d.name = name.find_first_not_of(" \t\r\n") == std::string::npos ? "New map" : name;
  d.source = "entered in the map editor";
  d.width = 1260;
  d.height = 1280;
  d.graph.index();
  return d;
}

std::string zone_badge(const GraphNode& n) {
  const Json& j = n.attributes.json();
  const int vp = member_int(j, "vp", 0), fv = member_int(j, "fv", 1);
  std::string out = vp > 0 ? std::to_string(vp) + " VP" : "";
  if (fv == 2) out += (out.empty() ? "" : " ") + std::string("FV 2");
  return out;
}

std::shared_ptr<const MapSchema> build_bourgogne_schema() {
  auto s = std::make_shared<MapSchema>();
  s->title = "Les Guerres de Bourgogne map";
  s->file_hint = "A Guerres de Bourgogne map file (.json), like data/bourgogne/map.json";
  s->node_noun = "zone";
  s->node_plural = "zones";
  s->edge_noun = "way";
  s->group_noun = "lake";
  s->node_kinds = zone_kinds();
  s->edge_kinds = way_kinds();
  s->group_kinds = {lake_kind()};
  s->check_levels = {{"rulebook", "the rulebook: the printed map's stated facts (GdB 6.1, 7.1, 10.1, 13, 14, note 11) "
                                  "and the structure"},
                     {"structure", "structure only: a variant map (what the game's procedures need)"}};
  s->new_map = new_doc;
  s->read = [](const JsonCursor& c) { return doc_from_map(map_from_json(c)); };
  s->write = [](const MapDoc& d) { return to_json(map_from_doc(d)); };
  std::weak_ptr<const MapSchema> self = s;
  s->validate = [self](const MapDoc& d, const std::string& level) {
    std::vector<MapIssue> out = doc_issues(*self.lock(), d);
    for (auto& issue : check_map(map_from_doc(d), level == "structure" ? MapChecks::Structure : MapChecks::Rulebook))
      out.push_back(std::move(issue));
    return out;
  };
  // The campaign's map, shown for editing, and the command that gives it the edited one.
  s->campaign_map = [](const CampaignState& cs) -> std::optional<MapDoc> {
    if (!cs.game || cs.core.game != kGameId) return std::nullopt;
    const State& st = state_of(cs);
    if (!st.map) return std::nullopt;
    return doc_from_map(*st.map);
  };
  s->apply_command = [](const MapDoc& d) {
    return Json{{"type", kSetMapCommand}, {"args", {{"map", to_json(map_from_doc(d))}}}};
  };
  s->node_badge = zone_badge;
  s->group_rgb = [](const GraphGroup&) { return 0x3a78c8u; };
  return s;
}

}  // namespace

int default_rp(const Zone& z) {
  if (!z.territory) return 0;
  return z.fv == 2 ? 2 : 1;
}

std::shared_ptr<const MapSchema> map_schema_bourgogne() {
  static const std::shared_ptr<const MapSchema> schema = build_bourgogne_schema();
  return schema;
}

MapDoc doc_from_map(const Map& m) {
  MapDoc d;
  d.name = m.name;
  d.source = m.source;
  d.width = m.width;
  d.height = m.height;
  for (const auto& z : m.zones) {
    Json rr = Json::array();
    for (Power p : z.rr) rr.push_back(to_string(p));
    Json j{{"x", z.x},
           {"y", z.y},
           {"vp", z.vp},
           {"rp", z.rp},
           {"fv", z.fv},
           {"territory", z.territory ? to_string(*z.territory) : ""},
           {"original_camp", z.original_camp ? to_string(*z.original_camp) : ""},
           {"rr", rr}};
    d.graph.nodes.push_back(GraphNode{z.id, z.name, to_string(z.terrain), j, z.source});
  }
  for (const auto& l : m.links) d.graph.edges.push_back(GraphEdge{l.a, l.b, to_string(l.kind), false, {}, l.source});
  for (const auto& k : m.lakes) {
    GraphGroup g{k.id, k.name, kLakeKind, {}, Json{{"x", k.x}, {"y", k.y}, {"rx", k.rx}, {"ry", k.ry}}, k.source};
    for (const auto& [a, b] : k.blocks) {
      for (const std::string* end : {&a, &b})
        if (std::find(g.members.begin(), g.members.end(), *end) == g.members.end()) g.members.push_back(*end);
      d.graph.edges.push_back(GraphEdge{a, b, kLakeKind, false, Json{{"lake", k.id}}, ""});
    }
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
  for (const auto& n : d.graph.nodes) {
    const Json& j = n.attributes.json();
    Zone z;
    z.id = n.id;
    z.name = n.name;
    z.terrain = terrain_of(n.kind);
    z.vp = member_int(j, "vp", 0);
    z.rp = member_int(j, "rp", 0);
    z.fv = member_int(j, "fv", 1);
    z.territory = power_of(member_string(j, "territory"));
    z.original_camp = camp_from(member_string(j, "original_camp"));
    if (auto it = j.find("rr"); it != j.end())
      for (const auto& p : string_list(*it))
        if (auto power = power_from(p)) z.rr.push_back(*power);
    z.x = j.value("x", 0.0);
    z.y = j.value("y", 0.0);
    z.source = n.source;
    m.zones.push_back(std::move(z));
  }
  for (const auto& e : d.graph.edges)
    if (e.kind != kLakeKind) m.links.push_back(Link{e.a, e.b, link_kind_of(e.kind), e.source});
  for (const auto& g : d.graph.groups) {
    if (g.kind != kLakeKind) continue;
    const Json& j = g.attributes.json();
    Lake k;
    k.id = g.id;
    k.name = g.name;
    k.x = j.value("x", 0.0);
    k.y = j.value("y", 0.0);
    k.rx = j.value("rx", 40.0);
    k.ry = j.value("ry", 20.0);
    k.source = g.source;
    for (const auto& e : d.graph.edges)
      if (e.kind == kLakeKind && member_string(e.attributes.json(), "lake") == g.id) k.blocks.emplace_back(e.a, e.b);
    m.lakes.push_back(std::move(k));
  }
  return m;
}

}  // namespace umpire::bourgogne
