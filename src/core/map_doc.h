// Editing a map document (map_schema.h) for any game: the map editor's
// operations as plain functions, so they are tested without a window. Each
// returns the refusal in words and leaves the document unchanged, or applies
// and returns nothing. Values are checked against the game's schema (type,
// range, choices); the game's own checks (validate) are left to the Check tab,
// since a map is built one step at a time (a province without boxes, a box
// without lines). Ids are lowercase letters, digits and underscores, unique
// across nodes and groups.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/map_schema.h"

namespace umpire {

using EditError = std::optional<std::string>;

// "Sankt Pölten am See" -> "sankt_p_lten_am_see": lowercase letters and digits,
// anything else one underscore, none at either end; "" when nothing is left.
std::string id_from_name(const std::string& name);
// id_from_name(name), with "_2", "_3"... when a node or group has it already
// (`fallback` when the name gives no id); `except` may be reused (a record's own id).
std::string unique_id(const MapDoc& d, const std::string& name, const std::string& fallback,
                      const std::string& except = "");

MapPoint node_pos(const GraphNode& n);
MapPoint group_label(const GraphGroup& g);
// An attribute's value, its spec's default when absent (null when it has none).
Json attribute(const GraphAttributes& a, const AttrSpec& spec);
// The strings of a JSON array (a list attribute's ids); nothing else counts.
std::vector<std::string> string_list(const Json& v);
// Whether a value suits the spec: nothing, or why not ("the ruled value must be between 0 and 99, not 120").
EditError check_value(const MapSchema& schema, const MapDoc& d, const AttrSpec& spec, const Json& value);

// Lookups (by the graph's index, which every edit keeps).
GraphNode* find_node(MapDoc& d, const std::string& id);
GraphGroup* find_group(MapDoc& d, const std::string& id);
// The group of `schema.member_of` a node is in, or nullptr.
const GraphGroup* member_group(const MapSchema& schema, const MapDoc& d, const std::string& node);
// "road Altdorf - Bern"
std::string describe_edge(const MapSchema& schema, const MapDoc& d, EdgeIx e);

// --- The map itself.
EditError set_map_name(MapDoc& d, const std::string& name);
EditError set_map_source(MapDoc& d, const std::string& source);
EditError set_map_size(MapDoc& d, const MapSchema& schema, double width, double height);
EditError set_map_attribute(MapDoc& d, const MapSchema& schema, const std::string& key, const Json& value);

// --- Nodes. A new node takes its kind's defaults and, when the schema has
// member_of, joins `group` (which must be of that kind).
EditError add_node(MapDoc& d, const MapSchema& schema, const std::string& kind, const std::string& name, MapPoint at,
                   const std::string& group, std::string* id_out = nullptr);
EditError move_node(MapDoc& d, const std::string& id, MapPoint at);
EditError rename_node(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& name);
EditError set_node_id(MapDoc& d, const std::string& id, const std::string& new_id);  // edges and groups follow
EditError set_node_group(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& group);
EditError set_node_attribute(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& key,
                             const Json& value);
EditError set_node_source(MapDoc& d, const std::string& id, const std::string& source);
EditError delete_node(MapDoc& d, const std::string& id);  // and every edge touching it

// --- Edges, named by their index in graph.edges. Refused: unknown nodes, a
// node joined to itself, a second edge of the kind between the same two nodes
// (when the schema says one_edge_per_kind). A directed kind points from a to b.
EditError add_edge(MapDoc& d, const MapSchema& schema, const std::string& kind, const std::string& a,
                   const std::string& b);
EditError delete_edge(MapDoc& d, EdgeIx e);
EditError reverse_edge(MapDoc& d, const MapSchema& schema, EdgeIx e);  // directed kinds only
// A directed kind points from the edge's a to its b; attributes the new kind lacks are dropped.
EditError set_edge_kind(MapDoc& d, const MapSchema& schema, EdgeIx e, const std::string& kind);
EditError set_edge_attribute(MapDoc& d, const MapSchema& schema, EdgeIx e, const std::string& key, const Json& value);
EditError set_edge_source(MapDoc& d, EdgeIx e, const std::string& source);

// --- Groups.
EditError add_group(MapDoc& d, const MapSchema& schema, const std::string& kind, const std::string& name,
                    MapPoint label, std::string* id_out = nullptr);
EditError rename_group(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& name);
EditError set_group_id(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& new_id);  // references follow
EditError move_group_label(MapDoc& d, const std::string& id, MapPoint at);
// A symmetric GroupRefs attribute is changed on both sides.
EditError set_group_attribute(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& key,
                              const Json& value);
EditError set_group_source(MapDoc& d, const std::string& id, const std::string& source);
// Refused while nodes remain in a group of member_of; references to it go with it.
EditError delete_group(MapDoc& d, const MapSchema& schema, const std::string& id);
// Adds `other` to, or takes it from, a GroupRefs attribute (both sides when symmetric).
EditError set_group_ref(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& key,
                        const std::string& other, bool present);
bool has_group_ref(const MapDoc& d, const std::string& id, const std::string& key, const std::string& other);

}  // namespace umpire
