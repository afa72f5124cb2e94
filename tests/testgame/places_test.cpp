// The test game's places (T 10): a map that is not usable is refused when the
// game starts, naming the problems; a usable one survives the campaign file.
#include <doctest/doctest.h>

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
