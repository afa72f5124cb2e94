// The umpire's own strategic map for a Bourgogne campaign (bourgogne.set_map, the
// map editor's "use in campaign", and umpire new bourgogne FILE --map MAP.json):
// checked, journalled, undoable.
#include <doctest/doctest.h>

#include "bourgogne/map_schema.h"
#include "bourgogne/module.h"
#include "bourgogne/set_map.h"
#include "bourgogne/state.h"
#include "core/error.h"
#include "core/map_doc.h"
#include "session/campaign.h"

using namespace umpire;

namespace {

const bourgogne::State& bsm_game(Campaign& c) { return static_cast<const bourgogne::State&>(*c.state().game); }
Json bsm_command(const Json& map) { return Json{{"type", bourgogne::kSetMapCommand}, {"args", {{"map", map}}}}; }

std::unique_ptr<Campaign> bsm_campaign(GameRegistry& reg) {
  reg.add(bourgogne::module());
  return Campaign::create(":memory:", reg, "t", bourgogne::kGameId, Json::object(), 1);
}

}  // namespace

TEST_CASE("bourgogne.set_map: a corrected map replaces the campaign's, keeps the control markers, and is undone") {
  GameRegistry reg;
  auto c = bsm_campaign(reg);
  Json map = bourgogne::to_json(*bourgogne::shipped_map());
  map["name"] = "The umpire's copy";
  for (auto& z : map["zones"])
    if (z["id"] == "20") z["name"] = "Burgdorf";
  REQUIRE(c->apply(bsm_command(map)).ok);
  CHECK(bsm_game(*c).map->at("20").name == "Burgdorf");
  CHECK(bsm_game(*c).map->name == "The umpire's copy");
  CHECK(bsm_game(*c).zone("33").marker == bourgogne::Camp::Burgundy);
  c->undo();
  CHECK(bsm_game(*c).map->at("20").name == "Thun");
}

TEST_CASE("bourgogne.set_map: the map editor gives the campaign its edited map") {
  GameRegistry reg;
  auto c = bsm_campaign(reg);
  REQUIRE(bourgogne::module()->map_schema() == bourgogne::map_schema_bourgogne());
  const MapSchema& s = *bourgogne::module()->map_schema();
  std::optional<MapDoc> doc = s.campaign_map(c->state());
  REQUIRE(doc);
  find_node(*doc, "1")->name = "Luxemburg";
  REQUIRE(c->apply(s.apply_command(*doc)).ok);
  CHECK(bsm_game(*c).map->at("1").name == "Luxemburg");
}

TEST_CASE("bourgogne.set_map: a map across a lake, or without a zone where forces stand, is refused") {
  GameRegistry reg;
  auto c = bsm_campaign(reg);
  Json across = bourgogne::to_json(*bourgogne::shipped_map());
  across["links"].push_back(Json{{"a", "29"}, {"b", "32"}, {"kind", "border"}});
  auto r = c->apply(bsm_command(across));
  CHECK_FALSE(r.ok);
  REQUIRE_FALSE(r.reasons.empty());
  CHECK(r.reasons.front().text.find("across Lake Neuchâtel") != std::string::npos);
  // Zone 20 holds Diesbach's stack at the start (GdB 14).
  Json without = bourgogne::to_json(*bourgogne::shipped_map());
  Json zones = Json::array(), links = Json::array();
  for (const auto& z : without["zones"])
    if (z["id"] != "20") zones.push_back(z);
  for (const auto& l : without["links"])
    if (l["a"] != "20" && l["b"] != "20") links.push_back(l);
  without["zones"] = zones;
  without["links"] = links;
  r = c->apply(bsm_command(without));
  CHECK_FALSE(r.ok);
  bool names_diesbach = false;
  for (const auto& reason : r.reasons)
    names_diesbach = names_diesbach || reason.text.find("Diesbach stands in Thun (20)") != std::string::npos;
  CHECK(names_diesbach);
}

TEST_CASE("a Bourgogne campaign begun on the umpire's own map, and refused on a broken one") {
  GameRegistry reg;
  reg.add(bourgogne::module());
  Json map = bourgogne::to_json(*bourgogne::shipped_map());
  map["name"] = "The umpire's copy";
  auto c = Campaign::create(":memory:", reg, "t", bourgogne::kGameId, Json{{"map", map}}, 1);
  CHECK(bsm_game(*c).map->name == "The umpire's copy");
  Json broken = map;
  broken["links"].push_back(Json{{"a", "31"}, {"b", "49"}, {"kind", "border"}});
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "t", bourgogne::kGameId, Json{{"map", broken}}, 1),
                       doctest::Contains("across Lake Léman"), UserError);
}
