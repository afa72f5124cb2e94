#include <doctest/doctest.h>

#include "handoff/engine.h"
#include "handoff/handoff.h"

using namespace umpire;
using namespace umpire::battles;

namespace {

BattleSetup sample() {
  BattleSetup s;
  s.id = "b1";
  s.game = "test";
  s.place = "mittel";
  s.place_name = "Mittel";
  s.date = "Summer 1740";
  s.season = "Summer";
  s.sides = {Side{"attacker", "Argozia", {"argozia"}, "argozia"}, Side{"defender", "Arcadia", {"arcadia"}, "arcadia"}};
  s.formations = {Formation{"c1", "1st Infantry", "attacker", "Experienced", 6},
                  Formation{"c2", "2nd Infantry", "defender", "Raw", 5}};
  s.units = {Unit{"s1", "attacker", "c1", "infantry_regiment", "Infantry regiment", "infantry", 4, "Experienced", 5, {"BG"}},
             Unit{"s2", "defender", "c2", "infantry_regiment", "Infantry regiment", "infantry", 3, "Raw", 4, {}}};
  s.leaders = {Leader{"o1", "General A", "attacker", "DC", "c1"}};
  s.arrivals = {Arrival{"attacker", {"c1"}, "village", "road"}};
  s.situation = Json{{"cavalry_superiority", "none"}};
  return s;
}

BattleResult parse_result(const Json& j) { return result_from_json(JsonCursor(j, "result")); }

}  // namespace

TEST_CASE("a battle set-up survives JSON unchanged") {
  BattleSetup s = sample();
  Json j = to_json(s);
  BattleSetup back = setup_from_json(JsonCursor(j, "setup"));
  CHECK(to_json(back) == j);
  CHECK(back.strength("attacker") == 4);
  CHECK(back.unit("s2")->quality == "Raw");
  CHECK(back.side("defender")->commander == "arcadia");
}

TEST_CASE("a result typed in needs only the battle, the winner and the ending") {
  BattleResult r = parse_result(Json{{"battle", "b1"}, {"winner", "attacker"}, {"ending", "decided"}});
  CHECK(r.engine == "tabletop");
  CHECK(r.losses.empty());
  CHECK(check_result(sample(), r).empty());
  Json j = to_json(r);
  CHECK(to_json(result_from_json(JsonCursor(j, "r"))) == j);
}

TEST_CASE("a result is checked against its set-up") {
  BattleSetup s = sample();
  BattleResult r = parse_result(Json{{"battle", "b1"},
                                     {"winner", "nobody"},
                                     {"ending", "conceded"},
                                     {"losses", Json::array({{{"unit", "s1"}, {"lost", 3}}, {{"unit", "s1"}, {"lost", 2}},
                                                             {{"unit", "s9"}, {"lost", 1}}})},
                                     {"formations", Json::array({{{"formation", "c7"}, {"engaged", true}}})},
                                     {"leaders_killed", Json::array({"o5"})},
                                     {"fought_well", Json::array({"s2"})}});
  auto reasons = check_result(s, r);
  std::string all;
  for (const auto& x : reasons) all += x.text + "\n";
  CHECK(reasons.size() == 5);
  CHECK(all.find("the winner \"nobody\" is not a side") != std::string::npos);
  CHECK(all.find("s1 lost 5 SP but had only 4") != std::string::npos);
  CHECK(all.find("unit s9 did not fight") != std::string::npos);
  CHECK(all.find("formation c7 did not fight") != std::string::npos);
  CHECK(all.find("officer o5 was not at this battle") != std::string::npos);
  CHECK(r.lost("s1") == 5);
}

TEST_CASE("an unknown ending or a misspelt field is refused with its place") {
  CHECK_THROWS_WITH_AS(parse_result(Json{{"battle", "b1"}, {"winner", ""}, {"ending", "draw"}}),
                       doctest::Contains("/ending"), JsonError);
  CHECK_THROWS_WITH_AS(parse_result(Json{{"battle", "b1"}, {"winner", ""}, {"ending", "night"}, {"loses", 1}}),
                       doctest::Contains("loses"), JsonError);
}

TEST_CASE("the tabletop takes every battle but never fights it by itself") {
  EngineRegistry engines;
  const Engine* t = engines.find("tabletop");
  REQUIRE(t != nullptr);
  CHECK_FALSE(t->automatic());
  CHECK(engines.able(sample()).size() == 1);
  struct NoDecisions : Decisions {
    std::string choose(const std::string&, const std::vector<std::string>& o) override { return o.front(); }
  } decisions;
  SeededDice source(1, 0);
  Dice dice(source);
  CHECK_THROWS_AS(t->fight(sample(), dice, decisions), UserError);
}
