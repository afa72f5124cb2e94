// The generic map graph: searches (directed edges, blocked nodes, cheapest
// path ties, the multi-source pass against one search per start on random
// graphs), validation messages, provenance through JSON, and the shapes of
// three other games' maps.
#include <doctest/doctest.h>

#include <random>
#include <set>

#include "core/json_read.h"
#include "core/map_graph.h"

using namespace umpire;

namespace {

// Nodes named by the letters of `ids`, edges "ab" (undirected) or "a>b" (directed a to b).
MapGraph make(const std::string& ids, const std::vector<std::string>& edges) {
  MapGraph g;
  for (char c : ids) g.nodes.push_back({std::string(1, c), std::string("Place ") + c, "place", {}, "test"});
  for (const auto& e : edges) {
    bool directed = e.size() == 3;
    g.edges.push_back({e.substr(0, 1), e.substr(directed ? 2 : 1, 1), directed ? "river" : "road", directed, {}, "test"});
  }
  g.index();
  return g;
}

std::string joined(const MapGraph& g, const std::vector<NodeIx>& path) {
  std::string out;
  for (const auto& id : g.ids(path)) out += id;
  return out;
}

std::vector<std::string> texts(const std::vector<GraphProblem>& problems) {
  std::vector<std::string> out;
  for (const auto& p : problems) out.push_back(p.text);
  return out;
}

}  // namespace

TEST_CASE("map graph: lookups by id and the adjacency index") {
  MapGraph g = make("abcd", {"ab", "bc", "b>d", "bb"});
  CHECK(g.node_ix("c") == 2);
  CHECK(g.node_ix("z") == kNoNode);
  CHECK(g.node("d")->name == "Place d");
  CHECK(g.incident(g.node_ix("b")) == std::vector<EdgeIx>{0, 1, 2, 3});  // the loop once
  CHECK(g.other(2, g.node_ix("d")) == g.node_ix("b"));
}

TEST_CASE("map graph: reachability, directed edges and blocked nodes") {
  MapGraph g = make("abcde", {"ab", "b>c", "c>d", "ae"});
  SearchRules downstream_only;
  downstream_only.may_cross = [](const Crossing& c) { return c.forward; };
  CHECK(g.path("a", "d", downstream_only) == std::vector<std::string>{"a", "b", "c", "d"});
  CHECK_FALSE(g.path("d", "a", downstream_only));   // against the flow
  CHECK(g.path("d", "a").has_value());              // no rule: every edge both ways
  // A node that may be entered but not passed ends paths: c is reached, d is not.
  SearchRules c_blocks;
  c_blocks.may_pass = [&](NodeIx n) { return n != g.node_ix("c"); };
  SearchTree t = g.reach(g.node_ix("a"), c_blocks);
  CHECK(t.reached(g.node_ix("c")));
  CHECK(t.refused[static_cast<std::size_t>(g.node_ix("c"))]);
  CHECK_FALSE(t.reached(g.node_ix("d")));
  // A start is always passed; a node that may not be entered is never reached.
  CHECK(g.path("c", "d", c_blocks).has_value());
  SearchRules no_e;
  no_e.may_enter = [&](NodeIx n) { return n != g.node_ix("e"); };
  CHECK_FALSE(g.path("a", "e", no_e));
  CHECK(joined(g, *g.path(g.node_ix("a"), g.node_ix("a"))) == "a");
}

TEST_CASE("map graph: cheapest path, its ties and forbidden steps") {
  // Two ways from a to d of cost 2 (via b, via c) and one of cost 3 direct.
  MapGraph g = make("abcd", {"ab", "bd", "ac", "cd", "ad"});
  auto cost = [&](const Crossing& c) -> std::optional<double> { return c.edge == 4 ? 3.0 : 1.0; };
  auto p = g.cheapest_path(g.node_ix("a"), g.node_ix("d"), cost);
  REQUIRE(p);
  CHECK(p->cost == 2);
  CHECK(joined(g, p->nodes) == "abd");  // the tie: b settles before c (same cost, lower index)
  CHECK(p->edges == std::vector<EdgeIx>{0, 1});
  auto no_b = [&](const Crossing& c) -> std::optional<double> {
    if (c.to == g.node_ix("b")) return std::nullopt;
    return c.edge == 4 ? 3.0 : 1.0;
  };
  CHECK(joined(g, g.cheapest_path(g.node_ix("a"), g.node_ix("d"), no_b)->nodes) == "acd");
  auto none = [](const Crossing&) -> std::optional<double> { return std::nullopt; };
  CHECK_FALSE(g.cheapest_path(g.node_ix("a"), g.node_ix("d"), none));
}

TEST_CASE("map graph: the multi-source pass, nearest and first listed") {
  MapGraph g = make("abcdef", {"ab", "bc", "cd", "de", "ef"});
  SearchTree near = g.reach_from({g.node_ix("a"), g.node_ix("f")});
  CHECK(near.source[2] == 0);  // c: two from a, three from f
  CHECK(near.source[3] == 1);
  CHECK(joined(g, near.path_to(3)) == "fed");
  SearchTree first = g.reach_from({g.node_ix("a"), g.node_ix("f")}, {}, SourceOrder::FirstListed);
  for (NodeIx n = 0; n < 6; ++n) CHECK(first.source[static_cast<std::size_t>(n)] == 0);
  CHECK(joined(g, first.path_to(g.node_ix("e"))) == "abcde");
}

// On random graphs with random rules, the pass gives each node the first
// listed start that reaches it and the very path that start's own search finds.
TEST_CASE("map graph: the FirstListed pass equals one search per start (random graphs)") {
  std::mt19937 rng(1631);
  for (int round = 0; round < 300; ++round) {
    const int n = 2 + static_cast<int>(rng() % 40);
    MapGraph g;
    for (int i = 0; i < n; ++i) g.nodes.push_back({"n" + std::to_string(i), "", "", {}, ""});
    const int m = static_cast<int>(rng() % static_cast<unsigned>(3 * n));
    for (int i = 0; i < m; ++i) {
      bool directed = rng() % 3 == 0;
      g.edges.push_back({"n" + std::to_string(rng() % static_cast<unsigned>(n)),
                         "n" + std::to_string(rng() % static_cast<unsigned>(n)), directed ? "river" : "road", directed, {}, ""});
    }
    g.index();
    std::vector<char> pass(static_cast<std::size_t>(n)), enter(static_cast<std::size_t>(n));
    for (auto& p : pass) p = rng() % 4 != 0;
    for (auto& e : enter) e = rng() % 8 != 0;
    bool upstream_ok = rng() % 2 == 0;
    SearchRules rules;
    rules.may_pass = [&](NodeIx x) { return pass[static_cast<std::size_t>(x)] != 0; };
    rules.may_enter = [&](NodeIx x) { return enter[static_cast<std::size_t>(x)] != 0; };
    rules.may_cross = [&](const Crossing& c) { return c.forward || upstream_ok; };
    std::vector<NodeIx> starts;
    for (int k = static_cast<int>(rng() % 5); k >= 0; --k) starts.push_back(static_cast<NodeIx>(rng() % static_cast<unsigned>(n)));
    SearchTree all = g.reach_from(starts, rules, SourceOrder::FirstListed);
    // Stopped at a node, the pass gives that node the same answer.
    const NodeIx stop = static_cast<NodeIx>(rng() % static_cast<unsigned>(n));
    SearchTree stopped = g.reach_from(starts, rules, SourceOrder::FirstListed, stop);
    CHECK(stopped.source[static_cast<std::size_t>(stop)] == all.source[static_cast<std::size_t>(stop)]);
    CHECK(stopped.path_to(stop) == all.path_to(stop));
    std::vector<SearchTree> one;
    for (NodeIx s : starts) one.push_back(g.reach(s, rules));
    for (NodeIx x = 0; x < n; ++x) {
      CAPTURE(round);
      CAPTURE(x);
      int expect = -1;
      for (std::size_t k = 0; k < starts.size() && expect < 0; ++k)
        if (one[k].reached(x)) expect = static_cast<int>(k);
      auto i = static_cast<std::size_t>(x);
      REQUIRE(all.source[i] == expect);
      if (expect < 0) continue;
      CHECK(all.path_to(x) == one[static_cast<std::size_t>(expect)].path_to(x));
      bool passed = false, refused = false;
      for (const auto& t : one) {
        passed = passed || t.passed[i];
        refused = refused || t.refused[i];
      }
      CHECK(static_cast<bool>(all.passed[i]) == passed);
      if (!passed) CHECK(static_cast<bool>(all.refused[i]) == refused);
    }
  }
}

TEST_CASE("map graph: validation, structural and the game's own checks") {
  MapGraph g = make("abca", {"ab", "bx", "cc"});
  g.nodes.push_back({"d", "", "", {}, ""});
  g.groups.push_back({"north", "North", "province", {"a", "q"}, {}, ""});
  g.groups.push_back({"north", "North again", "province", {}, {}, ""});
  g.index();
  GraphValidation v;
  v.connected = true;
  v.game_checks.push_back([](const MapGraph& graph, std::vector<GraphProblem>& out) {
    for (const auto& e : graph.edges)
      if (e.a == e.b) out.push_back({false, "the " + e.kind + " at " + e.a + " goes nowhere"});
  });
  auto problems = validate_graph(g, v);
  CHECK(texts(problems) == std::vector<std::string>{
                               "node id \"a\" is used twice",
                               "group id \"north\" is used twice",
                               "road b–x joins \"x\", which is not a node",
                               "group north lists \"q\", which is not a node",
                               "the graph is not connected: 2 nodes cannot be reached from a",
                               "the road at c goes nowhere"});
  CHECK(problems.back().error == false);
  // A game words the structural checks itself; an empty text drops the problem.
  auto worded = validate_graph(g, {graph_checks::known_edge_ends([&](EdgeIx e, const std::string& end) {
                                     const GraphEdge& edge = g.edges[static_cast<std::size_t>(e)];
                                     return end == "x" ? "line " + edge.a + "-" + edge.b + " leads off the map" : "";
                                   })});
  CHECK(texts(worded) == std::vector<std::string>{"line b-x leads off the map"});
}

TEST_CASE("map graph: provenance and attributes survive JSON") {
  MapGraph g = make("ab", {"a>b"});
  g.nodes[0].attributes = Json{{"terrain", "forest"}};
  g.nodes[1].source = "reconstructed: the scan is torn here";
  g.edges[0].source = "SK 9.6.2";
  g.groups.push_back({"r", "Region", "region", {"a", "b"}, Json{{"victory", 3}}, "1631 map"});
  Json once = graph_to_json(g);
  MapGraph back = graph_from_json(JsonCursor(once, "graph"));
  CHECK(graph_to_json(back) == once);
  CHECK(back.nodes[1].source == "reconstructed: the scan is torn here");
  CHECK(back.edges[0].source == "SK 9.6.2");
  CHECK(back.edges[0].directed);
  CHECK(back.groups[0].source == "1631 map");
  CHECK(back.nodes[0].attributes.json().at("terrain") == "forest");
  CHECK(back.nodes[1].attributes.json().empty());
  CHECK(back.members(0) == std::vector<NodeIx>{0, 1});
  CHECK(back.groups_of(1) == std::vector<std::int32_t>{0});
  Json bad = once;
  bad["edges"][0]["colour"] = "blue";
  CHECK_THROWS_AS(graph_from_json(JsonCursor(bad, "graph")), JsonError);
}

// The maps of other games the kit is meant for fit the same graph.
TEST_CASE("map graph: the shapes of 1631, HRE and Bourgogne maps") {
  SUBCASE("1631: areas joined by lines, some lines rivers with a flow") {
    MapGraph g;
    for (const char* a : {"magdeburg", "halle", "leipzig"}) g.nodes.push_back({a, a, "area", {}, "1631 map"});
    g.edges.push_back({"magdeburg", "halle", "line", false, {}, "1631 map"});
    g.edges.push_back({"halle", "leipzig", "river", true, Json{{"river", "Saale"}}, "reconstructed: flow direction"});
    g.index();
    SearchRules downstream;
    downstream.may_cross = [&](const Crossing& c) { return g.edges[static_cast<std::size_t>(c.edge)].kind != "river" || c.forward; };
    CHECK(g.path("magdeburg", "leipzig", downstream).has_value());
    CHECK_FALSE(g.path("leipzig", "halle", downstream).has_value());
  }
  SUBCASE("HRE: cities on roads, grouped into provinces") {
    MapGraph g;
    for (const char* c : {"wien", "linz", "prag"}) g.nodes.push_back({c, c, "city", {}, "HRE map"});
    g.edges.push_back({"wien", "linz", "road", false, {}, "HRE map"});
    g.edges.push_back({"linz", "prag", "road", false, {}, "HRE map"});
    g.groups.push_back({"austria", "Austria", "province", {"wien", "linz"}, {}, "HRE map"});
    g.groups.push_back({"bohemia", "Bohemia", "province", {"prag"}, {}, "HRE map"});
    g.index();
    CHECK(validate_graph(g, GraphValidation{true, {}}).empty());
    CHECK(g.groups_of(g.node_ix("prag")) == std::vector<std::int32_t>{1});
  }
  SUBCASE("Bourgogne: zones with frontiers, regions of zones") {
    MapGraph g;
    for (const char* z : {"dijon", "beaune", "autun"}) g.nodes.push_back({z, z, "zone", Json{{"terrain", "clear"}}, "Bourgogne map"});
    g.edges.push_back({"dijon", "beaune", "frontier", false, {}, "Bourgogne map"});
    g.groups.push_back({"north", "Northern region", "region", {"dijon", "beaune", "autun"}, {}, "Bourgogne map"});
    g.index();
    CHECK(texts(validate_graph(g, GraphValidation{true, {}})) ==
          std::vector<std::string>{"the graph is not connected: 1 nodes cannot be reached from dijon"});
  }
}
