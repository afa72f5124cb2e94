// G-01: the umpire replaces the campaign's map (the original, entered in the editor).
#include <doctest/doctest.h>

#include "session/campaign.h"
#include "soldier_king/module.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"

using namespace umpire;

namespace {

GameRegistry registry() {
  GameRegistry r;
  r.add(sk::module());
  return r;
}

Json set_map(const Json& map) { return Json{{"type", "sk.set_map"}, {"args", {{"map", map}}}}; }

}  // namespace

TEST_CASE("G-01: a corrected map replaces the campaign's map, journalled and undoable") {
  auto reg = registry();
  auto c = Campaign::create(":memory:", reg, "t", sk::kGameId, Json::object(), 1);
  Json map = sk::default_map();
  map["name"] = "Estavia, the umpire's copy";
  map["boxes"][0]["name"] = "New Name";
  auto r = c->apply(set_map(map));
  REQUIRE(r.ok);
  CHECK(sk::sk_state(c->state()).map->name == "Estavia, the umpire's copy");
  CHECK(sk::sk_state(c->state()).map->boxes[0].name == "New Name");
  c->undo();
  CHECK(sk::sk_state(c->state()).map->boxes[0].name != "New Name");
}

TEST_CASE("G-01: a map that loses a box with troops in it, or is invalid, is refused") {
  auto reg = registry();
  auto c = Campaign::create(":memory:", reg, "t", sk::kGameId, Json::object(), 1);
  Json map = sk::default_map();
  // Remove Vellhaven (Argozia's capital, where its Guards stand) and its lines.
  Json boxes = Json::array(), lines = Json::array();
  for (const auto& b : map["boxes"])
    if (b["id"] != "vellhaven") boxes.push_back(b);
  for (const auto& l : map["lines"])
    if (l["a"] != "vellhaven" && l["b"] != "vellhaven") lines.push_back(l);
  map["boxes"] = boxes;
  map["lines"] = lines;
  auto reasons = c->validate(set_map(map));
  bool names_column = false;
  for (const auto& r : reasons) names_column = names_column || r.text == "Guards Infantry (Type 1) is in vellhaven, which the new map lacks";
  CHECK(names_column);

  Json invalid = sk::default_map();
  for (auto& b : invalid["boxes"]) b.erase("electoral");  // no crowns at all
  auto r2 = c->validate(set_map(invalid));
  REQUIRE_FALSE(r2.empty());
  CHECK(r2[0].rule == "SK 2.1");
  CHECK(r2[0].text == "the map: the map has 0 electoral cities; there are 7 [SK 19.1]");
  Json malformed = sk::default_map();
  malformed["lines"][0]["type"] = "canal";
  auto r3 = c->validate(set_map(malformed));
  REQUIRE(r3.size() == 1);
  CHECK(r3[0].text.find("at /args/map/lines/0/type: expected one of") != std::string::npos);
}
