// 1631 §7.5.1: a neutral city the Imperials besiege after the Swedes evaded from beside it.
#include <doctest/doctest.h>

#include "1631/forces.h"
#include "1631/scenario.h"
#include "1631/sieges.h"
#include "1631/supply.h"
#include "1631/supply_phase.h"
#include "supply_fixture.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

State neutral_berlin_besieged() {
  State s = start_state();
  for (const char* id : {"imp_inf_5", "imp_inf_6", "imp_cav_2"}) {
    Unit& u = s.unit_mut(id);
    u.area = "berlin", u.inside = false;
  }
  return s;
}

}  // namespace

TEST_CASE("1631 §7.5.1: a neutral city is besieged only once the Imperials chose to besiege it") {
  State s = neutral_berlin_besieged();
  REQUIRE(!owner(s, "berlin"));
  CHECK(!besieger(s, "berlin"));
  CHECK(siege_difference(s, "berlin") == 0);
  int swedes = supply_points(s, Side::Swedish), imperials = supply_points(s, Side::Imperial);
  s.city_mut("berlin").besieged_neutral = true;
  CHECK(besieger(s, "berlin") == Side::Imperial);
  CHECK(siege_difference(s, "berlin") == 3);
  Unit& neutral = s.unit_mut("sax_inf_1");  // a neutral power's unit inside counts as besieged
  neutral.area = "berlin", neutral.inside = true;
  CHECK(siege_difference(s, "berlin") == 2);
  neutral.inside = false, neutral.area = "dresden";
  std::vector<Event> events;
  update_sieges(s, events);
  CHECK(s.city("berlin")->siege_attrition);
  // Its SP are nobody's: neither side's SP marker moves.
  CHECK(supply_points(s, Side::Swedish) == swedes);
  CHECK(supply_points(s, Side::Imperial) == imperials);
}

TEST_CASE("1631 §7.5.1: the siege of a neutral city is stored only while it lasts, and read back") {
  State s = neutral_berlin_besieged();
  Json plain = s.to_json();
  CHECK(!plain["cities"]["berlin"].contains("besieged_neutral"));
  s.city_mut("berlin").besieged_neutral = true;
  Json j = s.to_json();
  CHECK(j["cities"]["berlin"]["besieged_neutral"] == true);
  State back = state_from_json(JsonCursor(j, "state"));
  CHECK(back.city("berlin")->besieged_neutral);
}

TEST_CASE("1631 §7.5.1: the siege of a neutral city ends when the Imperials leave or its power allies") {
  State s = neutral_berlin_besieged();
  s.city_mut("berlin").besieged_neutral = true;
  std::vector<Event> events;
  update_sieges(s, events);
  REQUIRE(s.city("berlin")->siege_attrition);
  SUBCASE("the Imperials leave") {
    for (const char* id : {"imp_inf_5", "imp_inf_6", "imp_cav_2"}) s.unit_mut(id).area = "brandenburg";
    update_sieges(s, events);
    CHECK(!s.city("berlin")->besieged_neutral);
    CHECK(!s.city("berlin")->siege_attrition);
  }
  SUBCASE("Brandenburg allies: the Imperials now besiege a Swedish city") {
    s.tracks.brandenburg_allied = true;
    update_sieges(s, events);
    CHECK(!s.city("berlin")->besieged_neutral);
    CHECK(besieger(s, "berlin") == Side::Imperial);
    CHECK(s.city("berlin")->siege_attrition);
  }
}

TEST_CASE("1631 §7.5.1, §9.2.2: a neutral city the Imperials besiege surrenders to them in the supply phase") {
  using namespace umpire::flammes::supply_fixture;
  State s = neutral_berlin_besieged();
  s.city_mut("berlin").besieged_neutral = true;
  std::vector<Event> events;
  update_sieges(s, events);
  s.tracks.phase = Phase::Supply;
  SupplyStep p;
  p.step = "S2";
  p.sieges = {"berlin"};
  s.supply = to_json(p);
  int swedes = supply_points(s, Side::Swedish);
  auto cs = supply_apply(supply_campaign(s), "1631.siege", {{"city", "berlin"}}, {2});  // 2: the city surrenders
  const State& after = game(cs);
  CHECK(after.city("berlin")->marker == Marker::Imperial);
  CHECK(!after.city("berlin")->besieged_neutral);
  CHECK(!after.city("berlin")->siege_attrition);
  CHECK(supply_points(after, Side::Swedish) == swedes);
}

TEST_CASE("1631 §7.5.1, §9.2: the neutral power's units inside a besieged neutral city are its garrison") {
  using namespace umpire::flammes::supply_fixture;
  State s = neutral_berlin_besieged();
  s.city_mut("berlin").besieged_neutral = true;
  Unit& u = s.unit_mut("imp_inf_7");  // a fourth besieger: 4 against 1 keeps siege attrition
  u.area = "berlin", u.inside = false;
  Unit& neutral = s.unit_mut("sax_inf_1");
  neutral.area = "berlin", neutral.inside = true, neutral.steps = 1;
  std::vector<Event> events;
  update_sieges(s, events);
  REQUIRE(s.city("berlin")->siege_attrition);
  CHECK(besieged_units(s, "berlin").size() == 1);
  s.tracks.phase = Phase::Supply;
  SupplyStep p;
  p.step = "S2";
  p.sieges = {"berlin"};
  s.supply = to_json(p);
  SUBCASE("fed from the pool, it counts for the city") {
    SurrenderTerms t = surrender_terms(s, "berlin", {});
    CHECK(t.garrison == std::vector<std::string>{"sax_inf_1"});
    CHECK(t.supplied == std::vector<std::string>{"sax_inf_1"});
  }
  SUBCASE("unfed and Spent, it would have been destroyed; a 1 destroys it and the Imperials take the city") {
    s.city_mut("berlin").siege_pool = 0;
    REQUIRE(s.map->at("berlin").kind == AreaKind::City);
    REQUIRE(surrender_terms(s, "berlin", {}).would_be_destroyed == 1);
    auto cs = supply_apply(supply_campaign(s), "1631.siege", {{"city", "berlin"}}, {1});  // 1 - 1 = 0
    const State& after = game(cs);
    CHECK(after.unit("sax_inf_1")->where == Where::Pool);
    CHECK(after.city("berlin")->marker == Marker::Imperial);
  }
  SUBCASE("on 1-2 it evades with the garrison before the Imperials take the city") {
    auto cs = supply_apply(supply_campaign(s), "1631.siege", {{"city", "berlin"}}, {1});  // 1 + 1 supplied
    const State& after = game(cs);
    CHECK(supply_step(after).evading == "berlin");
  }
}
