// The umpire's own map for a 1631 campaign (1631.set_map): checked, journalled, undoable.
#include <doctest/doctest.h>

#include "1631/map.h"
#include "1631/module.h"
#include "1631/state.h"
#include "session/campaign.h"

using namespace umpire;

namespace {

const flammes::State& game_of(Campaign& c) { return static_cast<const flammes::State&>(*c.state().game); }
Json set_map_command(const Json& map) { return Json{{"type", "1631.set_map"}, {"args", {{"map", map}}}}; }

}  // namespace

TEST_CASE("1631.set_map: a corrected map replaces the campaign's, keeps the markers, and is undone") {
  GameRegistry reg;
  reg.add(flammes::module());
  auto c = Campaign::create(":memory:", reg, "t", flammes::kGameId, Json::object(), 1);
  Json map = flammes::to_json(*flammes::shipped_map());
  map["name"] = "The umpire's copy";
  for (auto& a : map["areas"])
    if (a["id"] == "berlin") a["name"] = "Berlin-Cölln";
  auto r = c->apply(set_map_command(map));
  REQUIRE(r.ok);
  CHECK(game_of(*c).map->at("berlin").name == "Berlin-Cölln");
  CHECK(game_of(*c).city("garz")->marker == flammes::Marker::Imperial);
  c->undo();
  CHECK(game_of(*c).map->at("berlin").name == "Berlin");
}

TEST_CASE("1631.set_map: a map that breaks the rulebook's start values, or loses an occupied area, is refused") {
  GameRegistry reg;
  reg.add(flammes::module());
  auto c = Campaign::create(":memory:", reg, "t", flammes::kGameId, Json::object(), 1);
  Json map = flammes::to_json(*flammes::shipped_map());
  for (auto& a : map["areas"])
    if (a["id"] == "garz") a["vp"] = 5;
  auto r = c->apply(set_map_command(map));
  CHECK_FALSE(r.ok);
  bool names_garz = false;
  for (const auto& reason : r.reasons) names_garz = names_garz || reason.text.find("Garz") != std::string::npos;
  CHECK(names_garz);
  // As a variant (structure only) the same map is taken.
  REQUIRE(c->apply(Json{{"type", "core.set_setting"}, {"args", {{"key", "map.checks"}, {"value", "structure"}}}}).ok);
  CHECK(c->apply(set_map_command(map)).ok);
}

TEST_CASE("a 1631 campaign begun on the umpire's own map (umpire new 1631 FILE --map MAP.json)") {
  GameRegistry reg;
  reg.add(flammes::module());
  Json map = flammes::to_json(*flammes::shipped_map());
  map["name"] = "The umpire's copy";
  auto c = Campaign::create(":memory:", reg, "t", flammes::kGameId, Json{{"map", map}}, 1);
  CHECK(game_of(*c).map->name == "The umpire's copy");
  Json broken = map;
  broken["lines"].push_back(Json{{"a", "garz"}, {"b", "nowhere"}, {"type", "road"}});
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "t", flammes::kGameId, Json{{"map", broken}}, 1),
                       doctest::Contains("nowhere"), UserError);
}
