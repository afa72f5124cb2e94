// The test game's map for the map editor: the second user of the editor's
// schema. A map file is MapGraph's JSON with a "name" beside it; places carry
// "closed" (T 9), ways a "cost" (T 9), regions are groups no place must join.
#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "testgame/testgame.h"

namespace umpire::testgame {

namespace {

MapDoc doc_from_graph(const MapGraph& g, const std::string& name) {
  MapDoc d;
  d.name = name;
  d.source = "the test game's places";
  d.width = 1000;
  d.height = 800;
  d.graph = g;
  d.graph.index();
  return d;
}

AttrSpec cost_attr() {
  AttrSpec cost;
  cost.key = "cost";
  cost.label = "Cost";
  cost.meaning = "what travelling it costs (T 9); absent: 2 for a road, 1 for a river";
  cost.type = AttrType::Number;
  cost.min = 0;
  cost.max = 100;
  return cost;
}

MapSchemaPtr build() {
  auto s = std::make_shared<MapSchema>();
  s->title = "Test game map";
  s->file_hint = "A test game map file (.json): places, roads, rivers and regions";
  s->node_noun = "place";
  s->node_plural = "places";
  s->edge_noun = "way";
  s->group_noun = "region";
  AttrSpec closed;
  closed.key = "closed";
  closed.label = "Closed";
  closed.meaning = "may be travelled to, not through (T 9)";
  closed.type = AttrType::Bool;
  closed.mark = NodeMark::DoubleFrame;
  s->node_kinds = {KindSpec{"place", "Place", "a place of the map (T 9)", {closed}, false, "", "", 0xffffff, 2}};
  s->edge_kinds = {KindSpec{"road", "Road", "travelled both ways (T 9)", {cost_attr()}, false, "", "", 0x8b5a2b, 2},
                   KindSpec{"river", "River", "travelled downstream only (T 9)", {cost_attr()}, true, "flows toward",
                            "downstream", 0x2878d2, 3}};
  AttrSpec neighbours;
  neighbours.key = "neighbours";
  neighbours.label = "Neighbours";
  neighbours.meaning = "regions that touch (shown only)";
  neighbours.type = AttrType::GroupRefs;
  neighbours.refs = "region";
  neighbours.symmetric = true;
  s->group_kinds = {KindSpec{"region", "Region", "a set of places", {neighbours}, false, "", "", 0x808080, 2}};
  s->check_levels = {{"rules", "the test rules (T 10)"}};
  s->new_map = [](const std::string& name) { return doc_from_graph(MapGraph{}, name.empty() ? "New map" : name); };
  s->read = [](const JsonCursor& c) {
    c.only_keys({"name", "nodes", "edges", "groups"});
    Json graph = c.value();
    graph.erase("name");
    return doc_from_graph(graph_from_json(JsonCursor(graph, c.source(), c.pointer())), c.optional_string("name"));
  };
  s->write = [](const MapDoc& d) {
    Json j = graph_to_json(d.graph);
    j["name"] = d.name;
    return j;
  };
  s->validate = [](const MapDoc& d, const std::string&) {
    std::vector<MapIssue> out;
    if (d.graph.nodes.empty()) out.push_back({true, "the map has no places [T 10]", {}});
    for (const auto& p : check_places(d.graph)) out.push_back({p.error, p.text, {}});
    return out;
  };
  s->campaign_map = [](const CampaignState& cs) -> std::optional<MapDoc> {
    const MapGraph* g = places_map(cs);
    if (!g) return std::nullopt;
    return doc_from_graph(*g, "The campaign's places");
  };
  s->apply_command = [](const MapDoc& d) {
    return Json{{"type", "test.set_places"}, {"args", {{"map", graph_to_json(d.graph)}}}};
  };
  return s;
}

}  // namespace

MapSchemaPtr map_schema() {
  static const MapSchemaPtr schema = build();
  return schema;
}

}  // namespace umpire::testgame
