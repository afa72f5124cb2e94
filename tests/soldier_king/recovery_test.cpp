// SK 12.2 recovery, stand by stand: what a side recovers goes back to the
// stands that lost it in proportion to each one's losses, never more than a
// stand lost; guns eliminated in melee recover half, the loser's guns routed by
// melee recover half and stay in play; half of an odd loss rounds up. On the
// five-province map of tests/cases/soldier_king/seasons.json.
#include <doctest/doctest.h>

#include "core/json_read.h"
#include "soldier_king/battles.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace recovery_test {

SkState argoziadorf_at_table() {
  Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/seasons.json");
  Json options = file["defaults"]["options"];
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.phase = Phase::PlayerTurn;
  s.date.season = Season::Summer;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Combat;
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
  // Argozia's c8 attacks Arcadia's c95 in Argoziadorf from Argoziaburg.
  s.move_column(*s.column("c95"), "argozia_village");
  s.move_column(*s.column("c8"), "argozia_village");
  Attack a;
  a.target = "argozia_village";
  a.columns = {"c8"};
  a.launches = {"argozia_town"};
  s.turn.attacks.push_back(a);
  std::vector<Event> events;
  REQUIRE(open_battles(s, events) == 1);
  return s;
}

// The ids of a column's stands of one arm, in order.
std::vector<std::string> stands_of(const SkState& s, const std::string& column, Arm arm) {
  std::vector<std::string> out;
  for (const auto& st : s.column(column)->stands)
    if (s.forces->stand_type_at(st.type).arm == arm) out.push_back(st.id);
  return out;
}

int sp(SkState& s, const std::string& stand) {
  auto place = s.find_stand(stand);
  return place ? place->stand().sp : -1;
}

void set_sp(SkState& s, const std::string& stand, int value) { s.stand_at(stand).stand().sp = value; }

// Sends the battle to the table as it stands now and applies the result.
void fight(SkState& s, const battles::BattleResult& r) {
  Battle& b = s.battles.front();
  battles::BattleResult typed = r;
  typed.battle = b.id;
  b.setup = battles::to_json(battle_setup(s, b));
  b.status = "at_table";
  std::string why;
  for (const auto& reason : check_battle_result(s, b, typed)) why += reason.rule + " " + reason.text + "; ";
  REQUIRE_MESSAGE(why.empty(), why);
  std::vector<Event> events;
  apply_battle_result(s, b, typed, events);
}

battles::BattleResult result(const std::string& winner) {
  battles::BattleResult r;
  r.winner = winner;
  r.ending = "decided";
  r.retreat_to = winner == "attacker" ? "mittel" : "argozia_town";
  return r;
}

void lose(battles::BattleResult& r, const std::string& unit, int lost, const std::string& cause) {
  r.unit_outcome(unit).losses.push_back(battles::Loss{lost, cause});
}

}  // namespace recovery_test

using namespace recovery_test;

TEST_CASE("SK 12.2: infantry and cavalry recover in proportion to each stand's losses, never more than it lost") {
  SkState s = argoziadorf_at_table();
  auto foot = stands_of(s, "c8", Arm::Infantry);
  REQUIRE(foot.size() >= 3);
  for (int i = 0; i < 3; ++i) set_sp(s, foot[i], 3);
  // The winner lost 3 + 2 + 1 = 6: 2/3 is 4, shares 2, 1.33 and 0.67; the odd SP
  // goes to the largest fraction left over (0.67). Largest loss first would have
  // given 3, 1 and 0.
  battles::BattleResult r = result("attacker");
  lose(r, foot[0], 3, "fire");
  lose(r, foot[1], 2, "melee");
  lose(r, foot[2], 1, "fire");
  fight(s, r);
  CHECK(sp(s, foot[0]) == 2);
  CHECK(sp(s, foot[1]) == 2);
  CHECK(sp(s, foot[2]) == 3);
  // The battle keeps each stand's share for the umpire's redistribution (sk.move_recovery), and its JSON keeps it.
  const Battle& b = s.battles.front();
  REQUIRE(b.recovered.count(foot[0]));
  CHECK(b.recovered.at(foot[0]).lost == 3);
  CHECK(b.recovered.at(foot[0]).back == 2);
  CHECK(b.recovered.at(foot[2]).back == 1);
  CHECK(b.recovered.at(foot[2]).kind == "infantry_cavalry");
  Json j = to_json(b);
  CHECK(j["recovered"][foot[1]]["back"] == 1);
  CHECK(to_json(battle_from_json(JsonCursor(j, "battle"))) == j);
}

TEST_CASE("a battle stored before recovery was kept stand by stand loads with none, and writes none") {
  Json old{{"id", "b7"},          {"date", "Summer 1741"},  {"box", "mittel"},       {"attacker", "argozia"},
           {"attacking", Json::array()}, {"defenders", Json::array({"arcadia"})}, {"attacker_cavalry", 0},
           {"defender_cavalry", 0}, {"superiority", "neither"}, {"status", "fought"}, {"withdrew_to", ""},
           {"setup", nullptr},    {"attacker_intelligence", ""}, {"result", nullptr}, {"consequences", Json::array()},
           {"promotions", Json::object()}};
  Battle b = battle_from_json(JsonCursor(old, "battle"));
  CHECK(b.recovered.empty());
  CHECK(to_json(b) == old);
}

TEST_CASE("SK 12.2: the SP that do not divide evenly go to the largest fractions left over") {
  SkState s = argoziadorf_at_table();
  auto foot = stands_of(s, "c95", Arm::Infantry);
  REQUIRE(foot.size() >= 3);
  for (int i = 0; i < 3; ++i) set_sp(s, foot[i], 3);
  // 3 + 1 + 1 = 5 lost, half up 3 back: shares 1.8, 0.6 and 0.6, whole 1, 0, 0;
  // the two SP left go to the largest fractions, 0.8 and the first 0.6 (the
  // losses tie too: the result's order).
  battles::BattleResult r = result("attacker");
  lose(r, foot[0], 3, "fire");
  lose(r, foot[1], 1, "fire");
  lose(r, foot[2], 1, "melee");
  fight(s, r);
  CHECK(sp(s, foot[0]) == 2);  // 3 lost, 2 back
  CHECK(sp(s, foot[1]) == 3);  // 1 lost, 1 back
  CHECK(sp(s, foot[2]) == 2);  // 1 lost, none back
}

TEST_CASE("SK 12.2: guns eliminated in melee recover half, even when the loss is typed as plain melee") {
  SkState s = argoziadorf_at_table();
  auto guns = stands_of(s, "c8", Arm::Artillery);
  REQUIRE(!guns.empty());
  set_sp(s, guns[0], 3);
  battles::BattleResult r = result("attacker");
  lose(r, guns[0], 3, "melee");  // every SP of the battery: it was eliminated in melee
  fight(s, r);
  CHECK(sp(s, guns[0]) == 2);  // half of 3 = 1.5, halves up: 2 (all 3 before)
}

TEST_CASE("SK 12.2: the victor's guns routed by melee recover all; lost to fire, all") {
  SkState s = argoziadorf_at_table();
  auto guns = stands_of(s, "c8", Arm::Artillery);
  REQUIRE(!guns.empty());
  set_sp(s, guns[0], 3);
  battles::BattleResult r = result("attacker");
  lose(r, guns[0], 2, "routed_by_melee");
  fight(s, r);
  CHECK(sp(s, guns[0]) == 3);
}

TEST_CASE("SK 12.2: the loser's guns routed by melee recover half, battery by battery, and stay in play") {
  SkState s = argoziadorf_at_table();
  auto guns = stands_of(s, "c95", Arm::Artillery);
  REQUIRE(!guns.empty());
  // A second battery in the column, 1 SP each.
  Stand second = s.stand_at(guns[0]).stand();
  second.id = "s9001";
  s.column("c95")->stands.push_back(second);
  set_sp(s, guns[0], 1);
  set_sp(s, "s9001", 1);
  battles::BattleResult r = result("attacker");
  lose(r, guns[0], 1, "routed_by_melee");
  lose(r, "s9001", 1, "melee");
  r.unit_outcome("s9001").routed = true;  // routed as a result of melee, typed as melee with the unit routed
  fight(s, r);
  // Each battery: half of 1 = 0.5, halves up, 1: both stay in play (half of the
  // side's 2 would have been 1, and one battery gone).
  CHECK(sp(s, guns[0]) == 1);
  CHECK(sp(s, "s9001") == 1);
  CHECK(s.column("c95")->box == "mittel");
}

TEST_CASE("SK 12.2 rounding: half of an odd artillery loss rounds up") {
  CHECK(recovered_artillery_melee(1) == 1);
  CHECK(recovered_artillery_melee(3) == 2);
  CHECK(recovered_artillery_melee(2) == 1);
}
