// The map editor's edits (core/map_doc.h) on the test game's schema, a map
// with no groups a place must join: values checked against their spec, the
// symmetric lists, a kind change dropping what the new kind lacks, and undo-
// free refusals that leave the document as it was.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

const MapSchema& schema() { return *testgame::map_schema(); }

MapDoc three_places() {
  MapDoc d = schema().new_map("Three");
  REQUIRE_FALSE(add_node(d, schema(), "place", "Alpha", {10, 10}, ""));
  REQUIRE_FALSE(add_node(d, schema(), "place", "Beta", {20, 10}, ""));
  REQUIRE_FALSE(add_node(d, schema(), "place", "Gamma", {30, 10}, ""));
  return d;
}

}  // namespace

TEST_CASE("map doc: values are checked against the schema's types and ranges") {
  MapDoc d = three_places();
  REQUIRE_FALSE(add_edge(d, schema(), "road", "alpha", "beta"));
  CHECK(set_edge_attribute(d, schema(), 0, "cost", 101) == "the cost must be between 0 and 100, not 101");
  CHECK(set_edge_attribute(d, schema(), 0, "cost", "cheap") == "the cost is a number");
  CHECK_FALSE(set_edge_attribute(d, schema(), 0, "cost", 2.5));
  CHECK(d.graph.edges[0].attributes.json().at("cost") == 2.5);
  CHECK_FALSE(set_edge_attribute(d, schema(), 0, "cost", nullptr));  // absent again: the rule's default
  CHECK_FALSE(d.graph.edges[0].attributes.json().contains("cost"));
  CHECK(set_node_attribute(d, schema(), "alpha", "closed", "yes") == "\"Closed\" is yes or no");
  CHECK_FALSE(set_node_attribute(d, schema(), "alpha", "closed", true));
  CHECK(attribute(d.graph.node("alpha")->attributes, schema().node_kind("place")->attributes[0]) == true);
  CHECK(set_node_attribute(d, schema(), "alpha", "colour", "red") == "the place has no attribute \"colour\"");
  // A place needs no region in this game.
  CHECK_FALSE(member_group(schema(), d, "alpha"));
  CHECK(set_node_group(d, schema(), "alpha", "north") == "a place belongs to no group");
}

TEST_CASE("map doc: edges follow their places; a directed kind points from a to b") {
  MapDoc d = three_places();
  CHECK_FALSE(add_edge(d, schema(), "river", "alpha", "beta"));
  CHECK(d.graph.edges[0].directed);
  CHECK_FALSE(add_edge(d, schema(), "road", "beta", "alpha"));  // another kind may run beside it
  CHECK(add_edge(d, schema(), "river", "beta", "alpha") == "there is already a river between Beta and Alpha");
  CHECK(add_edge(d, schema(), "road", "gamma", "gamma") == "a way joins two different places, not Gamma to itself");
  REQUIRE_FALSE(set_edge_attribute(d, schema(), 0, "cost", 3));
  CHECK(set_edge_kind(d, schema(), 0, "road") == "there is already a road between Alpha and Beta");
  REQUIRE_FALSE(delete_edge(d, 1));
  CHECK_FALSE(set_edge_kind(d, schema(), 0, "road"));
  CHECK_FALSE(d.graph.edges[0].directed);
  CHECK(d.graph.edges[0].attributes.json().at("cost") == 3);  // a road has a cost too
  CHECK(reverse_edge(d, schema(), 0) == "only a directed way can be reversed; this is a road");
  CHECK_FALSE(set_node_id(d, "beta", "bravo"));
  CHECK(d.graph.edges[0].b == "bravo");
  CHECK(d.graph.node_ix("bravo") == 1);  // the index follows every edit
  CHECK_FALSE(delete_node(d, "alpha"));
  CHECK(d.graph.edges.empty());
  CHECK(d.graph.node_ix("gamma") == 1);
}

TEST_CASE("map doc: a symmetric list is kept on both groups and follows their ids") {
  MapDoc d = three_places();
  REQUIRE_FALSE(add_group(d, schema(), "region", "Hills", {0, 0}));
  REQUIRE_FALSE(add_group(d, schema(), "region", "Vale", {0, 0}));
  REQUIRE_FALSE(add_group(d, schema(), "region", "Coast", {0, 0}));
  CHECK(add_group(d, schema(), "region", "Alpha", {0, 0}) == std::nullopt);  // the id alpha is a place's: alpha_2
  CHECK(d.graph.group("alpha_2"));
  CHECK_FALSE(set_group_attribute(d, schema(), "hills", "neighbours", Json{"vale", "coast"}));
  const auto refs = [&](const std::string& g) { return d.graph.group(g)->attributes.json().at("neighbours"); };
  CHECK(refs("hills") == Json{"coast", "vale"});
  CHECK(refs("vale") == Json{"hills"});
  CHECK(refs("coast") == Json{"hills"});
  CHECK(set_group_attribute(d, schema(), "hills", "neighbours", Json{"nowhere"}) == "there is no region \"nowhere\"");
  CHECK(set_group_attribute(d, schema(), "hills", "neighbours", Json{"vale", "vale"}) ==
        "the neighbours: \"vale\" is named twice");
  CHECK(refs("hills") == Json{"coast", "vale"});  // a refusal changes nothing
  CHECK_FALSE(set_group_id(d, schema(), "vale", "valley"));
  CHECK(refs("hills") == Json{"coast", "valley"});
  CHECK_FALSE(delete_group(d, schema(), "coast"));  // regions hold no place that must stay
  CHECK(refs("hills") == Json{"valley"});
}

TEST_CASE("map doc: the test game's map file and checks") {
  MapDoc d = three_places();
  REQUIRE_FALSE(add_edge(d, schema(), "road", "alpha", "beta"));
  REQUIRE_FALSE(add_edge(d, schema(), "river", "gamma", "beta"));
  REQUIRE_FALSE(move_node(d, "gamma", {99, 98}));
  const Json file = schema().write(d);
  const MapDoc back = schema().read(JsonCursor(file, "places.json"));
  CHECK(back.name == "Three");
  CHECK(schema().write(back) == file);
  CHECK(node_pos(*back.graph.node("gamma")) == MapPoint{99, 98});
  CHECK(schema().validate(back, "rules").empty());
  REQUIRE_FALSE(delete_edge(d, 1));
  const auto problems = schema().validate(d, "rules");
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].text.find("not connected") != std::string::npos);
  CHECK(schema().validate(schema().new_map("empty"), "rules").front().text == "the map has no places [T 10]");
}

TEST_CASE("map doc: nodes of a kind outside the groups are added without one and never given one") {
  MapSchema s;
  s.node_noun = "place";
  s.group_noun = "region";
  s.node_kinds = {KindSpec{"town", "Town", "a town", {}, false, "", "", 0xffffff, 2},
                  KindSpec{"sea", "Sea zone", "a sea zone", {}, false, "", "", 0x2878d2, 2}};
  s.group_kinds = {KindSpec{"region", "Region", "a region", {}, false, "", "", 0x808080, 2}};
  s.member_of = "region";
  s.ungrouped_kinds = {"sea"};
  CHECK(s.grouped("town"));
  CHECK_FALSE(s.grouped("sea"));
  MapDoc d;
  d.graph.index();
  CHECK(add_node(d, s, "town", "Alpha", {10, 10}, "") == "choose a region for the town first (add one if there is none)");
  REQUIRE_FALSE(add_group(d, s, "region", "North", {0, 0}));
  REQUIRE_FALSE(add_node(d, s, "town", "Alpha", {10, 10}, "north"));
  REQUIRE_FALSE(add_node(d, s, "sea", "Baltic", {50, 10}, "north"));
  CHECK(d.graph.group("north")->members == std::vector<std::string>{"alpha"});
  CHECK_FALSE(member_group(s, d, "baltic"));
  CHECK(set_node_group(d, s, "baltic", "north") == "a sea zone belongs to no region");
  CHECK(d.graph.group("north")->members == std::vector<std::string>{"alpha"});
}

TEST_CASE("the editor's hints name a schema's nouns with their article") {
  CHECK(with_article("box") == "a box");
  CHECK(with_article("area") == "an area");
  CHECK(with_article("line") == "a line");
}
