#include <doctest/doctest.h>

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
  s.formations = {Formation{"c1", "1st Infantry", "attacker", "Experienced", Json{{"exhaustion", 6}}},
                  Formation{"c2", "2nd Infantry", "defender", "Raw", Json{{"exhaustion", 5}}}};
  Unit s1;
  s1.id = "s1";
  s1.side = "attacker";
  s1.formation = "c1";
  s1.type = "infantry_regiment";
  s1.type_name = "Infantry regiment";
  s1.arm = "infantry";
  s1.strength = 4;
  s1.quality = "Experienced";
  s1.morale = 5;
  s1.flags = {"BG"};
  Unit s2 = s1;
  s2.id = "s2";
  s2.side = "defender";
  s2.formation = "c2";
  s2.strength = 3;
  s2.quality = "Raw";
  s2.morale = 4;
  s2.flags = {};
  s.units = {s1, s2};
  s.leaders = {Leader{"o1", "General A", "attacker", "DC", "c1", Json::object()}};
  s.arrivals = {Arrival{"attacker", {"c1"}, "village", "road", "Village", -1}};
  s.situation = Json{{"cavalry_superiority", "none"}};
  return s;
}

// The sample with a game's declarations: its endings and marks, a battlefield.
BattleSetup declared() {
  BattleSetup s = sample();
  s.profile = "test/dice";
  s.endings = {Ending{"decided", "decided", "T 1"}, Ending{"rout", "routed", "T 2"}};
  s.marks = {Mark{"brave", "fought bravely", "T 3", "unit"}, Mark{"spent", "spent", "T 4", "formation"}};
  s.field.terrain = "a village on a stream";
  s.field.map = "maps/mittel.json";
  s.field.rivers = {River{"the Mittelbach", {"the mill bridge", "a ford"}}};
  s.field.zones = {Zone{"attacker", "the west edge"}, Zone{"defender", "the village"}};
  s.field.start_hour = 7;
  s.field.dusk_hour = 21;
  s.field.time_of_day = "morning";
  s.units[0].name = "1st Regiment";
  s.units[0].attributes = Json{{"drill", "linear"}};
  s.leaders[0].attributes = Json{{"radius", 8}};
  s.arrivals[0].hour = 7;
  return s;
}

BattleResult parse_result(const Json& j) { return result_from_json(JsonCursor(j, "result")); }

}  // namespace

TEST_CASE("a battle set-up survives JSON unchanged") {
  BattleSetup s = declared();
  Json j = to_json(s);
  CHECK(j["format"] == "umpire.battle-setup/2");
  BattleSetup back = setup_from_json(JsonCursor(j, "setup"));
  CHECK(to_json(back) == j);
  CHECK(back.strength("attacker") == 4);
  CHECK(back.unit("s2")->quality == "Raw");
  CHECK(back.side("defender")->commander == "arcadia");
  CHECK(back.field.rivers[0].crossings.size() == 2);
  CHECK(back.field.dusk_hour == 21);
  CHECK(back.formation("c1")->attributes["exhaustion"] == 6);
  CHECK(back.ending("rout")->rule == "T 2");
  CHECK(back.mark("spent")->of == "formation");
  CHECK(back.leader("o1")->attributes["radius"] == 8);
  CHECK(back.arrivals[0].hour == 7);
}

TEST_CASE("a set-up of the /1 form is read: its terrain is the field's, a formation's exhaustion an attribute") {
  Json v1{{"format", "umpire.battle-setup/1"}, {"id", "b1"}, {"game", "test"}, {"place", "mittel"},
          {"place_name", "Mittel"}, {"date", "Summer 1740"}, {"season", "Summer"}, {"terrain", "a village"},
          {"sides", Json::array({{{"id", "attacker"}, {"name", "Argozia"}, {"factions", {"argozia"}}, {"commander", "argozia"}}})},
          {"formations", Json::array({{{"id", "c1"}, {"name", "1st"}, {"side", "attacker"}, {"quality", "Raw"}, {"exhaustion", 6}}})},
          {"units", Json::array({{{"id", "s1"}, {"side", "attacker"}, {"formation", "c1"}, {"type", "infantry_regiment"},
                                  {"type_name", "Infantry regiment"}, {"arm", "infantry"}, {"strength", 4},
                                  {"quality", "Raw"}, {"morale", 4}, {"flags", {"BG"}}}})},
          {"leaders", Json::array()},
          {"arrivals", Json::array({{{"side", "attacker"}, {"formations", {"c1"}}, {"from", "v"}, {"by", "road"}}})},
          {"situation", {{"sunset", 21}}}};
  BattleSetup s = setup_from_json(JsonCursor(v1, "setup"));
  CHECK(s.field.terrain == "a village");
  CHECK(s.formation("c1")->attributes == Json{{"exhaustion", 6}});
  CHECK(s.unit("s1")->arm == "infantry");
  CHECK(s.arrivals[0].hour == -1);
  CHECK(s.endings.empty());
  CHECK(s.profile.empty());
  CHECK(s.situation["sunset"] == 21);
  // Written back, it is /2 and reads the same.
  Json j = to_json(s);
  CHECK(j["format"] == "umpire.battle-setup/2");
  CHECK(to_json(setup_from_json(JsonCursor(j, "setup"))) == j);
  // /1 kept its three arms.
  v1["units"][0]["arm"] = "pike";
  CHECK_THROWS_WITH_AS(setup_from_json(JsonCursor(v1, "setup")), doctest::Contains("/units/0/arm"), JsonError);
  v1["format"] = "umpire.battle-setup/3";
  CHECK_THROWS_WITH_AS(setup_from_json(JsonCursor(v1, "setup")), doctest::Contains("umpire.battle-setup/2"), JsonError);
}

TEST_CASE("a result typed in needs only the battle, the winner and the ending") {
  BattleResult r = parse_result(Json{{"battle", "b1"}, {"winner", "attacker"}, {"ending", "decided"}});
  CHECK(r.engine == "tabletop");
  CHECK(r.units.empty());
  CHECK(check_result(sample(), r).empty());
  CHECK(check_result(declared(), r).empty());
  Json j = to_json(r);
  CHECK(j["format"] == "umpire.battle-result/2");
  CHECK(to_json(result_from_json(JsonCursor(j, "r"))) == j);
  BattleResult two = parse_result(Json{{"format", "umpire.battle-result/2"}, {"battle", "b1"}, {"winner", ""}, {"ending", "rout"}});
  CHECK(two.ending == "rout");
  CHECK(two.engine == "tabletop");
  CHECK(two.rounds == 0);
}

TEST_CASE("a result of the /1 form (and one typed with no format) is upgraded: its flags become marks") {
  Json v1{{"battle", "b1"},
          {"winner", "attacker"},
          {"ending", "conceded"},
          {"losses", Json::array({{{"unit", "s2"}, {"lost", 1}, {"cause", "fire"}},
                                  {{"unit", "s1"}, {"lost", 2}},
                                  {{"unit", "s2"}, {"lost", 1}, {"cause", "melee"}}})},
          {"formations", Json::array({{{"formation", "c2"}, {"engaged", true}, {"reached_exhaustion", true}},
                                      {{"formation", "c1"}, {"morale_collapse", true}},
                                      {{"formation", "c2"}, {"morale_collapse", true}}})},
          {"leaders_killed", Json::array({"o1"})},
          {"leaders_captured", Json::array({"o2"})},
          {"fought_well", Json::array({"s2", "s9"})},
          {"retreat_to", "v"},
          {"notes", "hard fought"}};
  BattleResult r = parse_result(v1);
  Json formatted = v1;
  formatted["format"] = "umpire.battle-result/1";
  CHECK(to_json(parse_result(formatted)) == to_json(r));
  REQUIRE(r.units.size() == 3);
  CHECK(r.units[0].unit == "s2");  // in the order units first lose SP
  CHECK(r.units[0].losses.size() == 2);
  CHECK(r.units[0].losses[1].cause == "melee");
  CHECK(r.lost("s2") == 2);
  CHECK(r.lost("s1") == 2);
  CHECK(r.units[2].unit == "s9");
  CHECK(r.has_mark("s2", "fought_well"));
  CHECK(r.has_mark("s9", "fought_well"));
  CHECK_FALSE(r.has_mark("s1", "fought_well"));
  CHECK(r.marked("fought_well") == std::vector<std::string>{"s2", "s9"});
  REQUIRE(r.formations.size() == 2);  // c2 listed twice is one outcome
  CHECK(r.formation("c2")->engaged);
  CHECK(r.formation("c2")->marks == std::vector<std::string>{"reached_exhaustion", "morale_collapse"});
  CHECK(r.has_mark("c1", "morale_collapse"));
  CHECK_FALSE(r.formation("c1")->engaged);
  CHECK(r.leaders_with("killed") == std::vector<std::string>{"o1"});
  CHECK(r.leaders_with("captured") == std::vector<std::string>{"o2"});
  CHECK(r.retreat_to == "v");
  CHECK(r.engine == "tabletop");
  // The /2 form it is stored in reads back the same.
  Json j = to_json(r);
  CHECK(j["units"][0]["marks"] == Json::array({"fought_well"}));
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

TEST_CASE("a /2 result is checked against the endings and marks its set-up declares") {
  BattleSetup s = declared();
  BattleResult r = parse_result(Json{
      {"format", "umpire.battle-result/2"},
      {"battle", "b1"},
      {"winner", "defender"},
      {"ending", "conceded"},
      {"units", Json::array({{{"unit", "s1"}, {"losses", Json::array({{{"lost", 3}}, {{"lost", 1}, {"cause", "fire"}}})},
                              {"marks", {"brave"}}},
                             {{"unit", "s2"}, {"marks", {"spent"}}},
                             {{"unit", "s2"}}})},
      {"formations", Json::array({{{"formation", "c1"}, {"engaged", true}, {"marks", {"spent", "tired"}}}})},
      {"leaders", Json::array({{{"leader", "o1"}, {"fate", "wounded"}}})}});
  CHECK(r.lost("s1") == 4);
  CHECK(r.leaders_with("wounded") == std::vector<std::string>{"o1"});
  auto reasons = check_result(s, r);
  std::string all;
  for (const auto& x : reasons) all += x.text + "\n";
  CHECK(reasons.size() == 4);
  CHECK(all.find("\"conceded\" is not an ending of this battle: decided, rout") != std::string::npos);
  CHECK(all.find("unit s2: \"spent\" is not a mark this campaign reads on a unit (it reads brave)") != std::string::npos);
  CHECK(all.find("unit s2 is listed twice") != std::string::npos);
  CHECK(all.find("formation c1: \"tired\" is not a mark") != std::string::npos);
  // Without declarations, any ending and mark is the campaign's business.
  CHECK(check_result(sample(), r).size() == 1);  // s2 twice
  r.leaders.push_back({"o1", "lost"});
  CHECK(check_result(sample(), r).size() == 2);
  CHECK_THROWS_WITH_AS(parse_result(Json{{"format", "umpire.battle-result/2"}, {"battle", "b1"}, {"winner", ""},
                                         {"ending", "x"}, {"leaders", Json::array({{{"leader", "o1"}, {"fate", "lost"}}})}}),
                       doctest::Contains("/leaders/0/fate"), JsonError);
}

TEST_CASE("an unknown ending or a misspelt field is refused with its place") {
  CHECK_THROWS_WITH_AS(parse_result(Json{{"battle", "b1"}, {"winner", ""}, {"ending", "draw"}}),
                       doctest::Contains("/ending"), JsonError);
  CHECK_THROWS_WITH_AS(parse_result(Json{{"battle", "b1"}, {"winner", ""}, {"ending", "night"}, {"loses", 1}}),
                       doctest::Contains("loses"), JsonError);
  CHECK_THROWS_WITH_AS(parse_result(Json{{"format", "umpire.battle-result/2"}, {"battle", "b1"}, {"winner", ""},
                                         {"ending", "night"}, {"fought_well", Json::array()}}),
                       doctest::Contains("fought_well"), JsonError);
  CHECK_THROWS_WITH_AS(parse_result(Json{{"format", "umpire.battle-result/9"}, {"battle", "b1"}, {"winner", ""}, {"ending", "night"}}),
                       doctest::Contains("umpire.battle-result/2"), JsonError);
}

TEST_CASE("a result's game-specific details are written only when there are some, and read back") {
  BattleResult r;
  r.battle = "b1";
  r.winner = "attacker";
  r.ending = "decided";
  Json plain = to_json(r);
  CHECK_FALSE(plain.contains("details"));  // every result without details reads and writes as before
  CHECK(parse_result(plain).details == Json::object());
  r.details = Json{{"hits_suffered", {{"attacker", 1}, {"defender", 2}}}, {"combat", "river_assault"}};
  Json j = to_json(r);
  CHECK(j["details"] == r.details);
  CHECK(parse_result(j).details == r.details);
  CHECK(to_json(parse_result(j)) == j);
  j["details"] = 3;
  CHECK_THROWS(parse_result(j));
}
