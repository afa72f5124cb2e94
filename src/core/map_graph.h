// A campaign map as a graph, for any game: places (nodes), the ways between
// them (edges: a road, a river, a sea lane), and named sets of places (groups:
// provinces, regions, zones). It knows no rule: searches ask the game which
// edges may be crossed, in which direction, and which places may be entered or
// passed through; validation runs the structural checks and the game's own.
//
// Every node, edge and group carries `source`: where its value comes from
// ("SK 9.6.2", "reconstructed: why"). Nodes are numbered in the order they were
// added (NodeIx); the searches work on those numbers, the API also takes ids.
// Build: fill nodes, edges and groups, then call index() once; searches and
// lookups read the index, so a graph is not changed after index() (call it again
// if it is).
//
// Shapes it holds (each is built in tests/core/map_graph_test.cpp):
//   1631: areas (nodes) joined by lines (edges); a line may be a river.
//   HRE: cities (nodes) on roads (edges), provinces (groups of cities).
//   Bourgogne: zones (nodes) with frontiers (edges), regions (groups of zones).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace umpire {

using Json = nlohmann::json;
class JsonCursor;
class MapGraph;

using NodeIx = std::int32_t;
using EdgeIx = std::int32_t;
inline constexpr NodeIx kNoNode = -1;

// A game's attributes of a node, edge or group: a JSON object, behind a pointer
// so this header needs only json_fwd. Copies copy the JSON.
class GraphAttributes {
 public:
  GraphAttributes();
  GraphAttributes(const Json& object);  // NOLINT: implicit, so `{..., Json{...}}` reads naturally
  GraphAttributes(const GraphAttributes& o);
  GraphAttributes(GraphAttributes&&) noexcept;
  GraphAttributes& operator=(const GraphAttributes& o);
  GraphAttributes& operator=(GraphAttributes&&) noexcept;
  ~GraphAttributes();
  const Json& json() const;  // an empty object when none were given
  bool empty() const { return !json_; }

 private:
  std::unique_ptr<Json> json_;
};

struct GraphNode {
  std::string id, name, kind;
  GraphAttributes attributes;
  std::string source;
};

struct GraphEdge {
  std::string a, b;        // node ids
  std::string kind;        // "road", "river", ...
  bool directed = false;   // true: the edge points from a to b (a river flowing from a to b)
  GraphAttributes attributes;
  std::string source;
};

struct GraphGroup {
  std::string id, name, kind;
  std::vector<std::string> members;  // node ids
  GraphAttributes attributes;
  std::string source;
};

// One step of a search across an edge. `forward` is true when the step goes
// the edge's way (a to b) or the edge has no direction.
struct Crossing {
  EdgeIx edge;
  NodeIx from, to;
  bool forward;
};

// What a search may do, asked of the game. An empty function allows everything.
// A node that may not be entered is never reached; a node that may be entered
// but not passed is reached (it can end a path) but the search goes no further
// from it. A search's own start is always passed.
struct SearchRules {
  std::function<bool(const Crossing&)> may_cross;
  std::function<bool(NodeIx)> may_enter;
  std::function<bool(NodeIx)> may_pass;
};

// A breadth-first search's result for every node: who reached it, from where.
// Steps are taken in edge order (a node's edges in the order they were added).
struct SearchTree {
  std::vector<NodeIx> starts;    // the search's starts, as given
  std::vector<int> source;      // which start reached the node (index into the starts), -1: not reached
  std::vector<NodeIx> pred;      // the node it was reached from; kNoNode for the starts and the unreached
  std::vector<EdgeIx> pred_edge; // the edge it was reached by
  std::vector<int> steps;        // edges from its start, -1: not reached
  std::vector<char> passed;      // a search went on from the node
  std::vector<char> refused;     // a search reached it and may_pass said no (see reach_from)
  bool reached(NodeIx n) const { return source[static_cast<std::size_t>(n)] >= 0; }
  std::vector<NodeIx> path_to(NodeIx n) const;  // its start first, `n` last; empty when not reached
};

// How reach_from shares the nodes between its starts.
enum class SourceOrder {
  Nearest,      // a node goes to the start with the fewest steps to it; ties to the earlier start
  FirstListed,  // a node goes to the first start (in the list) that reaches it at all
};

struct CheapestPath {
  std::vector<NodeIx> nodes;  // from first, to last
  std::vector<EdgeIx> edges;  // nodes.size() - 1 of them
  double cost = 0;
};
// The cost of one step, or nullopt when the step may not be taken. Costs are >= 0.
using StepCost = std::function<std::optional<double>(const Crossing&)>;

struct GraphProblem {
  bool error = true;  // false: a warning
  std::string text;
};
using GraphCheck = std::function<void(const MapGraph&, std::vector<GraphProblem>&)>;

class MapGraph {
 public:
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;
  std::vector<GraphGroup> groups;

  // Builds the id lookups and the adjacency index. The first of duplicate ids
  // wins; an edge naming an unknown node is listed at its known end (an editor
  // shows it there) but never crossed; validation reports both.
  void index();

  NodeIx node_ix(const std::string& id) const;  // kNoNode when there is none
  const GraphNode* node(const std::string& id) const;
  const GraphGroup* group(const std::string& id) const;
  std::int32_t group_ix(const std::string& id) const;  // -1 when there is none
  // The edges touching a node, in the order they were added (a loop once).
  // other() is kNoNode across an edge whose far end names no node.
  const std::vector<EdgeIx>& incident(NodeIx n) const { return incident_[static_cast<std::size_t>(n)]; }
  NodeIx end_a(EdgeIx e) const { return ends_[static_cast<std::size_t>(e)].first; }
  NodeIx end_b(EdgeIx e) const { return ends_[static_cast<std::size_t>(e)].second; }
  NodeIx other(EdgeIx e, NodeIx from) const { return end_a(e) == from ? end_b(e) : end_a(e); }
  // The groups a node belongs to, in group order.
  const std::vector<std::int32_t>& groups_of(NodeIx n) const { return groups_of_[static_cast<std::size_t>(n)]; }
  const std::vector<NodeIx>& members(std::int32_t group) const { return members_[static_cast<std::size_t>(group)]; }

  // Breadth-first from one node (fewest edges). `stop_at` ends the search as
  // soon as that node is taken from the queue (the tree is complete up to it).
  SearchTree reach(NodeIx start, const SearchRules& rules = {}, NodeIx stop_at = kNoNode) const;
  // One pass from many starts at once: for each node the start that gets it
  // (see SourceOrder) and the path back. With FirstListed each node's path is
  // the one reach(its start) finds; the pass visits every node once in all.
  // `refused` is exact for nodes no search passed. `stop_at` ends the pass as
  // soon as that node is taken from a queue (its answer is final, others may not be).
  SearchTree reach_from(const std::vector<NodeIx>& starts, const SearchRules& rules = {},
                        SourceOrder order = SourceOrder::Nearest, NodeIx stop_at = kNoNode) const;
  // The path with fewest edges, nullopt when there is none.
  std::optional<std::vector<NodeIx>> path(NodeIx from, NodeIx to, const SearchRules& rules = {}) const;
  std::optional<std::vector<std::string>> path(const std::string& from, const std::string& to,
                                               const SearchRules& rules = {}) const;
  // Dijkstra. Ties: a node keeps the first cheapest way found; nodes are
  // settled by cost, then by NodeIx; `rules.may_cross` is not used (the cost says).
  std::optional<CheapestPath> cheapest_path(NodeIx from, NodeIx to, const StepCost& cost,
                                            const SearchRules& rules = {}) const;
  // Every node's id along a path of indices.
  std::vector<std::string> ids(const std::vector<NodeIx>& path) const;

 private:
  std::unordered_map<std::string, NodeIx> node_ix_;
  std::unordered_map<std::string, std::int32_t> group_ix_;
  std::vector<std::pair<NodeIx, NodeIx>> ends_;
  std::vector<std::vector<EdgeIx>> incident_;
  std::vector<std::vector<std::int32_t>> groups_of_;
  std::vector<std::vector<NodeIx>> members_;

  void expand(NodeIx at, const SearchRules& rules, const std::function<void(const Crossing&)>& step) const;
};

// The structural checks, each worded by the game (a default wording when the
// function is empty). A game lists them with its own checks in the order it
// wants and runs them with validate_graph.
namespace graph_checks {
// The texts get the index of the node, edge or group, so that a game can name
// its own record; an empty text drops the problem.
GraphCheck unique_node_ids(std::function<std::string(NodeIx)> text = {});  // each later node with a used id
GraphCheck unique_group_ids(std::function<std::string(std::int32_t group)> text = {});
// Each end of each edge that names no node.
GraphCheck known_edge_ends(std::function<std::string(EdgeIx, const std::string& end)> text = {});
GraphCheck known_group_members(std::function<std::string(std::int32_t group, const std::string& member)> text = {});
// Every node reachable from the first over any edge, either way; `text` gets the nodes cut off.
GraphCheck connected(std::function<std::string(const MapGraph&, const std::vector<NodeIx>& cut_off)> text = {});
}  // namespace graph_checks

// Runs the checks in order on an indexed graph.
std::vector<GraphProblem> validate_graph(const MapGraph& g, const std::vector<GraphCheck>& checks);

// The generic structural checks (connectedness if asked) in default wording, then the game's checks.
struct GraphValidation {
  bool connected = false;
  std::vector<GraphCheck> game_checks;
};
std::vector<GraphProblem> validate_graph(const MapGraph& g, const GraphValidation& v);

// A graph as JSON and back, provenance included: {"nodes": [...], "edges": [...], "groups": [...]}.
// Empty names, kinds, sources and attributes are left out. from_json raises a
// JsonError naming the place; the result is indexed.
Json graph_to_json(const MapGraph& g);
MapGraph graph_from_json(const JsonCursor& c);

}  // namespace umpire
