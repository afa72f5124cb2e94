// What a game tells the map editor about its map, so that one editor serves
// every game (the editor is ui/map_editor/, the edits src/core/map_doc.h).
//
// The editor edits a MapDoc: a MapGraph (places, the ways between them and
// named sets of places) with each place's position, each group's label
// position, and the map's own fields. The game's schema says which kinds of
// node, edge and group there are, which attributes each kind has (type, range,
// choices, meaning with its rule), how a map file of the game becomes a MapDoc
// and back, how the game checks it, and how a map is put into a campaign.
//
// Positions are the reserved attributes "x" and "y" of nodes (the place) and
// groups (where the group's label is drawn); a schema never lists them.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/map_graph.h"

namespace umpire {

struct CampaignState;

struct MapPoint {
  double x = 0, y = 0;
  bool operator==(const MapPoint&) const = default;
};

// An editable map. graph is kept indexed: every edit of map_doc.h ends with
// graph.index(), and a schema's read and new_map return it indexed.
struct MapDoc {
  std::string name;
  std::string source;  // where the map comes from ("reconstructed: why")
  double width = 1600, height = 1100;  // the drawing area, in map units
  GraphAttributes attributes;  // the map's own attributes (the schema's map_attributes)
  MapGraph graph;
};

enum class AttrType {
  Bool,
  Int,       // a whole number, within [min, max] when max > min
  Number,    // the same, any number
  Text,      // one line
  LongText,  // several lines (a battlefield's description)
  Choice,    // one of `choices` ("" allowed when `none_label` is not empty)
  Choices,   // an ordered list of distinct `choices`, of length [min, max] when max > 0
  GroupRefs  // groups of kind `refs`, distinct; `symmetric`: kept in step on both groups, sorted
};

struct AttrChoice {
  std::string id, label;
};

// How the editor marks a node whose Bool attribute is true (drawn and in the legend).
enum class NodeMark { None, ThickFrame, DoubleFrame, Crown, Dot };

struct AttrSpec {
  std::string key;      // in the attributes: "electoral"
  std::string label;    // in the editor: "Electoral city (crown)"
  std::string meaning;  // what it does, with its rule: "a crown for the Emperor's election (SK 19.1)"
  AttrType type = AttrType::Text;
  double min = 0, max = 0;
  std::vector<AttrChoice> choices;
  std::string none_label;  // Choice: the label of "" (none) when it is allowed ("none (Imperial)")
  std::string refs;        // GroupRefs: the group kind referred to
  bool symmetric = false;  // GroupRefs
  std::string shown_if;    // the key of a Bool attribute of the same record that must be true
  std::string default_json = "null";  // a new record's value as JSON text; null: absent
  NodeMark mark = NodeMark::None;     // Bool attributes of nodes
  // A value the game suggests for a record from the rest of the map (Soldier
  // King: a province's recruiting value from its cities), shown as a button
  // "= <suggest_label> <value>" while it differs; nullopt when there is none.
  std::function<std::optional<Json>(const MapDoc&, const std::string& record)> suggest;
  std::string suggest_label;
};

struct KindSpec {
  std::string id, label;  // "river", "River"
  std::string meaning;    // "travelled downstream only (SK 10.3.3)"
  std::vector<AttrSpec> attributes;
  // Edges: directed ones point from a to b; `direction` says what that means ("flows toward").
  bool directed = false;
  std::string direction;  // "flows toward" (the edge's b)
  std::string arrow;      // the legend's word for the arrow: "downstream"
  unsigned rgb = 0x808080;  // edges and nodes: the colour it is drawn in
  float width = 2;          // edges: the line's width in pixels
};

struct MapTarget {
  enum class Kind { None, Node, Edge, Group };
  Kind kind = Kind::None;
  std::string id;   // node or group id
  EdgeIx edge = -1;
  bool operator==(const MapTarget&) const = default;
  static MapTarget node(std::string id) { return {Kind::Node, std::move(id), -1}; }
  static MapTarget group(std::string id) { return {Kind::Group, std::move(id), -1}; }
  static MapTarget of_edge(EdgeIx e) { return {Kind::Edge, "", e}; }
};

// A problem the game's checks found, and what it is about (clicking it selects that).
struct MapIssue {
  bool error = true;  // false: a warning that does not stop the map being used
  std::string text;
  MapTarget target;
};

// A game's own editing action (Soldier King: borders from the lines). Returns
// what it did, in words; a refusal is an EditError from map_doc.h (thrown as UserError).
struct MapAction {
  std::string label, meaning;
  std::function<std::string(MapDoc&)> apply;
};

struct MapSchema {
  std::string title;          // "Soldier King map"
  std::string file_hint;      // "like data/soldier_king/map.json"
  std::string node_noun = "place", node_plural = "places";  // "box", "boxes"
  std::string edge_noun = "way", group_noun = "group";        // "line", "province"
  std::vector<AttrSpec> map_attributes;
  std::vector<KindSpec> node_kinds, edge_kinds, group_kinds;  // the first of each is the default
  // A group kind every node must belong to exactly once (Soldier King: a box's
  // province); "" when nodes need no group.
  std::string member_of;
  // Node kinds that belong to no group of member_of (1631: a strategic area is
  // in no region); their nodes are added without one and never given one.
  std::vector<std::string> ungrouped_kinds;
  // At most one edge of a kind between the same two nodes.
  bool one_edge_per_kind = true;
  double min_size = 100;  // the smallest width and height
  // The ways a map may be checked ("rulebook", "structure"), the first the default.
  std::vector<AttrChoice> check_levels;

  std::function<MapDoc(const std::string& name)> new_map;        // an empty map
  std::function<MapDoc(const JsonCursor&)> read;                  // a map file; raises JsonError
  std::function<Json(const MapDoc&)> write;                       // the map file
  std::function<std::vector<MapIssue>(const MapDoc&, const std::string& level)> validate;
  // The campaign's map now (nullopt when it has none), and the command that makes it use `doc`.
  std::function<std::optional<MapDoc>(const CampaignState&)> campaign_map;
  std::function<Json(const MapDoc&)> apply_command;
  std::vector<MapAction> actions;

  // Drawing (all optional): a node's small text under its name ("3/1"), a
  // group's colour and the text after its name on its label ("  6").
  std::function<std::string(const GraphNode&)> node_badge;
  std::function<unsigned(const GraphGroup&)> group_rgb;
  std::function<std::string(const GraphGroup&)> group_badge;

  const KindSpec* node_kind(const std::string& id) const;
  const KindSpec* edge_kind(const std::string& id) const;
  const KindSpec* group_kind(const std::string& id) const;
  // Whether nodes of the kind join a group of member_of.
  bool grouped(const std::string& node_kind) const;
};

using MapSchemaPtr = std::shared_ptr<const MapSchema>;

// "a box", "an area": a noun of the schema with its article, for the editor's hints.
inline std::string with_article(const std::string& noun) {
  bool vowel = !noun.empty() && std::string("aeiouAEIOU").find(noun[0]) != std::string::npos;
  return (vowel ? "an " : "a ") + noun;
}

}  // namespace umpire
