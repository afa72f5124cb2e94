// The test game's places (T 10): a map that is not usable is refused when the
// game starts, naming the problems; a usable one survives the campaign file.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "session/campaign.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

GameRegistry registry() {
  GameRegistry r;
  r.add(testgame::module());
  return r;
}

Json places(Json edges, const std::string& at = "a") {
  return Json{{"counters", Json::object()},
              {"places", {{"at", at}, {"map", {{"nodes", {{{"id", "a"}}, {{"id", "b"}}, {{"id", "c"}}}}, {"edges", edges}}}}}};
}

}  // namespace

TEST_CASE("T 10: the test game refuses a map that is not usable") {
  auto reg = registry();
  Json river = Json::array({{{"a", "a"}, {"b", "b"}, {"kind", "river"}}, {{"a", "b"}, {"b", "c"}, {"kind", "road"}}});
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "t", testgame::kId, places(river), 1),
                       doctest::Contains("the river a–b needs a direction [T 10]"), UserError);
  Json cut = Json::array({{{"a", "a"}, {"b", "b"}, {"kind", "road"}}});
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "t", testgame::kId, places(cut), 1),
                       doctest::Contains("the graph is not connected: 1 nodes cannot be reached from a"), UserError);
  Json ok = Json::array({{{"a", "a"}, {"b", "b"}, {"kind", "road"}}, {{"a", "c"}, {"b", "b"}, {"kind", "river"}, {"directed", true}}});
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "t", testgame::kId, places(ok, "z"), 1),
                       doctest::Contains("the traveller starts at \"z\", which is not a place"), UserError);
  CHECK_NOTHROW(Campaign::create(":memory:", reg, "t", testgame::kId, places(ok), 1));
}

TEST_CASE("T 10: the map editor's map is applied with test.set_places, and refused when it is not usable") {
  auto reg = registry();
  Json ok = Json::array({{{"a", "a"}, {"b", "b"}, {"kind", "road"}}, {{"a", "c"}, {"b", "b"}, {"kind", "river"}, {"directed", true}}});
  auto c = Campaign::create(":memory:", reg, "t", testgame::kId, places(ok, "c"), 1);
  const MapSchema& schema = *testgame::map_schema();
  std::optional<MapDoc> doc = schema.campaign_map(c->state());
  REQUIRE(doc);
  CHECK(doc->graph.nodes.size() == 3);
  // The editor adds a place joined by a road and applies the map.
  REQUIRE_FALSE(add_node(*doc, schema, "place", "Delta", {10, 10}, ""));
  REQUIRE_FALSE(add_edge(*doc, schema, "road", "b", "delta"));
  auto r = c->apply(schema.apply_command(*doc));
  REQUIRE(r.ok);
  REQUIRE(testgame::places_map(c->state()));
  CHECK(testgame::places_map(c->state())->node("delta"));
  CHECK(schema.write(*schema.campaign_map(c->state())) ["nodes"] == schema.write(*doc)["nodes"]);
  // A place cut off is refused with the game's own words, and the campaign keeps its map.
  REQUIRE_FALSE(add_node(*doc, schema, "place", "Island", {50, 50}, ""));
  auto refused = c->apply(schema.apply_command(*doc));
  CHECK_FALSE(refused.ok);
  CHECK_FALSE(testgame::places_map(c->state())->node("island"));
}
