#include "core/map_graph.h"

#include <deque>
#include <limits>
#include <queue>
#include <set>
#include <utility>

#include "core/json_read.h"

namespace umpire {

GraphAttributes::GraphAttributes() = default;
GraphAttributes::GraphAttributes(const Json& object) : json_(std::make_unique<Json>(object)) {}
GraphAttributes::GraphAttributes(const GraphAttributes& o) : json_(o.json_ ? std::make_unique<Json>(*o.json_) : nullptr) {}
GraphAttributes::GraphAttributes(GraphAttributes&&) noexcept = default;
GraphAttributes& GraphAttributes::operator=(const GraphAttributes& o) {
  if (this != &o) json_ = o.json_ ? std::make_unique<Json>(*o.json_) : nullptr;
  return *this;
}
GraphAttributes& GraphAttributes::operator=(GraphAttributes&&) noexcept = default;
GraphAttributes::~GraphAttributes() = default;

const Json& GraphAttributes::json() const {
  static const Json none = Json::object();
  return json_ ? *json_ : none;
}

std::vector<NodeIx> SearchTree::path_to(NodeIx n) const {
  std::vector<NodeIx> out;
  if (n < 0 || static_cast<std::size_t>(n) >= source.size() || !reached(n)) return out;
  // A start an earlier start reached keeps that start's pred: stop at our own start.
  const NodeIx start = starts[static_cast<std::size_t>(source[static_cast<std::size_t>(n)])];
  NodeIx at = n;
  for (; at != start && at != kNoNode; at = pred[static_cast<std::size_t>(at)]) out.push_back(at);
  out.push_back(start);
  return {out.rbegin(), out.rend()};
}

void MapGraph::index() {
  node_ix_.clear();
  group_ix_.clear();
  for (std::size_t i = 0; i < nodes.size(); ++i) node_ix_.emplace(nodes[i].id, static_cast<NodeIx>(i));
  for (std::size_t i = 0; i < groups.size(); ++i) group_ix_.emplace(groups[i].id, static_cast<std::int32_t>(i));
  ends_.assign(edges.size(), {kNoNode, kNoNode});
  incident_.assign(nodes.size(), {});
  for (std::size_t e = 0; e < edges.size(); ++e) {
    NodeIx a = node_ix(edges[e].a), b = node_ix(edges[e].b);
    ends_[e] = {a, b};
    if (a != kNoNode) incident_[static_cast<std::size_t>(a)].push_back(static_cast<EdgeIx>(e));
    if (b != kNoNode && b != a) incident_[static_cast<std::size_t>(b)].push_back(static_cast<EdgeIx>(e));
  }
  groups_of_.assign(nodes.size(), {});
  members_.assign(groups.size(), {});
  for (std::size_t g = 0; g < groups.size(); ++g)
    for (const auto& id : groups[g].members)
      if (NodeIx n = node_ix(id); n != kNoNode) {
        members_[g].push_back(n);
        groups_of_[static_cast<std::size_t>(n)].push_back(static_cast<std::int32_t>(g));
      }
}

NodeIx MapGraph::node_ix(const std::string& id) const {
  auto it = node_ix_.find(id);
  return it == node_ix_.end() ? kNoNode : it->second;
}

const GraphNode* MapGraph::node(const std::string& id) const {
  NodeIx n = node_ix(id);
  return n == kNoNode ? nullptr : &nodes[static_cast<std::size_t>(n)];
}

std::int32_t MapGraph::group_ix(const std::string& id) const {
  auto it = group_ix_.find(id);
  return it == group_ix_.end() ? -1 : it->second;
}

const GraphGroup* MapGraph::group(const std::string& id) const {
  std::int32_t g = group_ix(id);
  return g < 0 ? nullptr : &groups[static_cast<std::size_t>(g)];
}

std::vector<std::string> MapGraph::ids(const std::vector<NodeIx>& path) const {
  std::vector<std::string> out;
  out.reserve(path.size());
  for (NodeIx n : path) out.push_back(nodes[static_cast<std::size_t>(n)].id);
  return out;
}

void MapGraph::expand(NodeIx at, const SearchRules& rules, const std::function<void(const Crossing&)>& step) const {
  for (EdgeIx e : incident(at)) {
    Crossing c{e, at, other(e, at), !edges[static_cast<std::size_t>(e)].directed || end_a(e) == at};
    if (c.to == kNoNode) continue;  // the edge names an unknown node
    if (rules.may_cross && !rules.may_cross(c)) continue;
    if (rules.may_enter && !rules.may_enter(c.to)) continue;
    step(c);
  }
}

namespace {

SearchTree empty_tree(std::size_t n) {
  SearchTree t;
  t.source.assign(n, -1);
  t.pred.assign(n, kNoNode);
  t.pred_edge.assign(n, -1);
  t.steps.assign(n, -1);
  t.passed.assign(n, 0);
  t.refused.assign(n, 0);
  return t;
}

bool valid(const MapGraph& g, NodeIx n) { return n >= 0 && static_cast<std::size_t>(n) < g.nodes.size(); }

}  // namespace

SearchTree MapGraph::reach(NodeIx start, const SearchRules& rules, NodeIx stop_at) const {
  SearchTree t = empty_tree(nodes.size());
  t.starts = {start};
  if (!valid(*this, start)) return t;
  auto at_ = [](auto& v, NodeIx n) -> auto& { return v[static_cast<std::size_t>(n)]; };
  at_(t.source, start) = 0;
  at_(t.steps, start) = 0;
  std::deque<NodeIx> queue{start};
  while (!queue.empty()) {
    NodeIx at = queue.front();
    queue.pop_front();
    if (at == stop_at) break;
    if (at != start && rules.may_pass && !rules.may_pass(at)) {
      at_(t.refused, at) = 1;
      continue;
    }
    at_(t.passed, at) = 1;
    expand(at, rules, [&](const Crossing& c) {
      if (at_(t.source, c.to) >= 0) return;
      at_(t.source, c.to) = 0;
      at_(t.pred, c.to) = at;
      at_(t.pred_edge, c.to) = c.edge;
      at_(t.steps, c.to) = at_(t.steps, at) + 1;
      queue.push_back(c.to);
    });
  }
  return t;
}

// Nearest: one breadth-first search with every start queued first. FirstListed:
// each start in turn searches only the nodes no earlier start reached. That
// gives each node the path reach(its start) would: a node an earlier start
// reached and may pass leads only to nodes that start reaches too, so it is
// never on a later start's path to a node of its own.
SearchTree MapGraph::reach_from(const std::vector<NodeIx>& starts, const SearchRules& rules, SourceOrder order,
                                NodeIx stop_at) const {
  SearchTree t = empty_tree(nodes.size());
  t.starts = starts;
  auto at_ = [](auto& v, NodeIx n) -> auto& { return v[static_cast<std::size_t>(n)]; };
  std::vector<char> is_start(nodes.size(), 0);
  std::deque<NodeIx> queue;
  bool stopped = false;
  auto run = [&](int only) {  // only: the start whose nodes are expanded, -1 for all
    while (!queue.empty()) {
      NodeIx at = queue.front();
      queue.pop_front();
      if (at == stop_at) {
        stopped = true;
        queue.clear();
        return;
      }
      bool start = only >= 0 ? at == starts[static_cast<std::size_t>(only)] : at_(is_start, at) != 0;
      if (!start && rules.may_pass && !rules.may_pass(at)) {
        at_(t.refused, at) = 1;
        continue;
      }
      at_(t.passed, at) = 1;
      int source = only >= 0 ? only : at_(t.source, at);
      expand(at, rules, [&](const Crossing& c) {
        if (at_(t.source, c.to) >= 0) return;
        at_(t.source, c.to) = source;
        at_(t.pred, c.to) = at;
        at_(t.pred_edge, c.to) = c.edge;
        at_(t.steps, c.to) = at_(t.source, at) == source ? at_(t.steps, at) + 1 : 1;
        queue.push_back(c.to);
      });
    }
  };
  for (std::size_t k = 0; k < starts.size() && !stopped; ++k) {
    NodeIx s = starts[k];
    if (!valid(*this, s)) continue;
    at_(is_start, s) = 1;
    bool fresh = at_(t.source, s) < 0;
    if (fresh) {
      at_(t.source, s) = static_cast<int>(k);
      at_(t.steps, s) = 0;
    }
    if (order == SourceOrder::Nearest) {
      if (fresh) queue.push_back(s);
    } else {
      queue.push_back(s);
      run(static_cast<int>(k));
    }
  }
  if (order == SourceOrder::Nearest) run(-1);
  return t;
}

std::optional<std::vector<NodeIx>> MapGraph::path(NodeIx from, NodeIx to, const SearchRules& rules) const {
  if (!valid(*this, from) || !valid(*this, to)) return std::nullopt;
  SearchTree t = reach(from, rules, to);
  if (!t.reached(to)) return std::nullopt;
  return t.path_to(to);
}

std::optional<std::vector<std::string>> MapGraph::path(const std::string& from, const std::string& to,
                                                       const SearchRules& rules) const {
  auto p = path(node_ix(from), node_ix(to), rules);
  if (!p) return std::nullopt;
  return ids(*p);
}

std::optional<CheapestPath> MapGraph::cheapest_path(NodeIx from, NodeIx to, const StepCost& cost,
                                                    const SearchRules& rules) const {
  if (!valid(*this, from) || !valid(*this, to)) return std::nullopt;
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> best(nodes.size(), inf);
  std::vector<NodeIx> pred(nodes.size(), kNoNode);
  std::vector<EdgeIx> pred_edge(nodes.size(), -1);
  std::vector<char> done(nodes.size(), 0);
  using Item = std::pair<double, NodeIx>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
  best[static_cast<std::size_t>(from)] = 0;
  queue.push({0, from});
  while (!queue.empty()) {
    auto [d, at] = queue.top();
    queue.pop();
    auto i = static_cast<std::size_t>(at);
    if (done[i]) continue;
    done[i] = 1;
    if (at == to) break;
    if (at != from && rules.may_pass && !rules.may_pass(at)) continue;
    expand(at, rules, [&](const Crossing& c) {
      auto step = cost(c);
      if (!step) return;
      double next = d + *step;
      auto j = static_cast<std::size_t>(c.to);
      if (next < best[j]) {  // strictly: the first cheapest way found stays
        best[j] = next;
        pred[j] = at;
        pred_edge[j] = c.edge;
        queue.push({next, c.to});
      }
    });
  }
  if (!done[static_cast<std::size_t>(to)]) return std::nullopt;
  CheapestPath out;
  out.cost = best[static_cast<std::size_t>(to)];
  for (NodeIx at = to; at != kNoNode; at = pred[static_cast<std::size_t>(at)]) {
    out.nodes.insert(out.nodes.begin(), at);
    if (pred[static_cast<std::size_t>(at)] != kNoNode) out.edges.insert(out.edges.begin(), pred_edge[static_cast<std::size_t>(at)]);
  }
  return out;
}

namespace graph_checks {

namespace {
void add(std::vector<GraphProblem>& out, std::string text) {
  if (!text.empty()) out.push_back({true, std::move(text)});
}
}  // namespace

GraphCheck unique_node_ids(std::function<std::string(NodeIx)> text) {
  return [text](const MapGraph& g, std::vector<GraphProblem>& out) {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
      if (!seen.insert(g.nodes[i].id).second)
        add(out, text ? text(static_cast<NodeIx>(i)) : "node id \"" + g.nodes[i].id + "\" is used twice");
  };
}

GraphCheck unique_group_ids(std::function<std::string(std::int32_t)> text) {
  return [text](const MapGraph& g, std::vector<GraphProblem>& out) {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < g.groups.size(); ++i)
      if (!seen.insert(g.groups[i].id).second)
        add(out, text ? text(static_cast<std::int32_t>(i)) : "group id \"" + g.groups[i].id + "\" is used twice");
  };
}

GraphCheck known_edge_ends(std::function<std::string(EdgeIx, const std::string&)> text) {
  return [text](const MapGraph& g, std::vector<GraphProblem>& out) {
    for (std::size_t i = 0; i < g.edges.size(); ++i) {
      const GraphEdge& e = g.edges[i];
      for (const std::string* end : {&e.a, &e.b})
        if (!g.node(*end))
          add(out, text ? text(static_cast<EdgeIx>(i), *end)
                        : e.kind + " " + e.a + "–" + e.b + " joins \"" + *end + "\", which is not a node");
    }
  };
}

GraphCheck known_group_members(std::function<std::string(std::int32_t, const std::string&)> text) {
  return [text](const MapGraph& g, std::vector<GraphProblem>& out) {
    for (std::size_t i = 0; i < g.groups.size(); ++i)
      for (const auto& m : g.groups[i].members)
        if (!g.node(m))
          add(out, text ? text(static_cast<std::int32_t>(i), m)
                        : "group " + g.groups[i].id + " lists \"" + m + "\", which is not a node");
  };
}

// A node whose id is used twice counts as the node its id names.
GraphCheck connected(std::function<std::string(const MapGraph&, const std::vector<NodeIx>&)> text) {
  return [text](const MapGraph& g, std::vector<GraphProblem>& out) {
    if (g.nodes.empty()) return;
    SearchTree t = g.reach(0);
    std::vector<NodeIx> cut_off;
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
      if (!t.reached(g.node_ix(g.nodes[i].id))) cut_off.push_back(static_cast<NodeIx>(i));
    if (cut_off.empty()) return;
    add(out, text ? text(g, cut_off)
                  : "the graph is not connected: " + std::to_string(cut_off.size()) + " nodes cannot be reached from " +
                        g.nodes.front().id);
  };
}

}  // namespace graph_checks

std::vector<GraphProblem> validate_graph(const MapGraph& g, const std::vector<GraphCheck>& checks) {
  std::vector<GraphProblem> out;
  for (const auto& check : checks) check(g, out);
  return out;
}

std::vector<GraphProblem> validate_graph(const MapGraph& g, const GraphValidation& v) {
  std::vector<GraphCheck> checks{graph_checks::unique_node_ids(), graph_checks::unique_group_ids(),
                                 graph_checks::known_edge_ends(), graph_checks::known_group_members()};
  if (v.connected) checks.push_back(graph_checks::connected());
  checks.insert(checks.end(), v.game_checks.begin(), v.game_checks.end());
  return validate_graph(g, checks);
}

namespace {

void put_common(Json& j, const std::string& name, const std::string& kind, const GraphAttributes& attributes,
                const std::string& source) {
  if (!name.empty()) j["name"] = name;
  if (!kind.empty()) j["kind"] = kind;
  if (!attributes.empty()) j["attributes"] = attributes.json();
  if (!source.empty()) j["source"] = source;
}

GraphAttributes read_attributes(const JsonCursor& c) {
  auto a = c.optional("attributes");
  if (!a) return {};
  a->expect_object();
  return GraphAttributes(a->value());
}

}  // namespace

Json graph_to_json(const MapGraph& g) {
  Json nodes = Json::array(), edges = Json::array(), groups = Json::array();
  for (const auto& n : g.nodes) {
    Json j{{"id", n.id}};
    put_common(j, n.name, n.kind, n.attributes, n.source);
    nodes.push_back(std::move(j));
  }
  for (const auto& e : g.edges) {
    Json j{{"a", e.a}, {"b", e.b}};
    if (e.directed) j["directed"] = true;
    put_common(j, "", e.kind, e.attributes, e.source);
    edges.push_back(std::move(j));
  }
  for (const auto& gr : g.groups) {
    Json j{{"id", gr.id}, {"members", gr.members}};
    put_common(j, gr.name, gr.kind, gr.attributes, gr.source);
    groups.push_back(std::move(j));
  }
  return Json{{"nodes", nodes}, {"edges", edges}, {"groups", groups}};
}

MapGraph graph_from_json(const JsonCursor& c) {
  c.only_keys({"nodes", "edges", "groups"});
  MapGraph g;
  for (const auto& n : c["nodes"].items()) {
    n.only_keys({"id", "name", "kind", "attributes", "source"});
    g.nodes.push_back({n["id"].as_nonempty_string(), n.optional_string("name"), n.optional_string("kind"),
                       read_attributes(n), n.optional_string("source")});
  }
  for (const auto& e : c["edges"].items()) {
    e.only_keys({"a", "b", "kind", "directed", "attributes", "source"});
    auto directed = e.optional("directed");
    g.edges.push_back({e["a"].as_nonempty_string(), e["b"].as_nonempty_string(), e.optional_string("kind"),
                       directed ? directed->as_bool() : false, read_attributes(e), e.optional_string("source")});
  }
  if (auto groups = c.optional("groups"))
    for (const auto& gr : groups->items()) {
      gr.only_keys({"id", "name", "kind", "members", "attributes", "source"});
      g.groups.push_back({gr["id"].as_nonempty_string(), gr.optional_string("name"), gr.optional_string("kind"),
                          gr["members"].as_strings(), read_attributes(gr), gr.optional_string("source")});
    }
  g.index();
  return g;
}

}  // namespace umpire
