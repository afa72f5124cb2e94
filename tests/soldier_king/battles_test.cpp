// Battles on the campaign side (SK 11, 12.2, 12.4.2, 22.1x): cavalry superiority with the rulebook's worked values,
// recovery rounding, exhaustion numbers, the battles of a turn with allied
// co-defenders, withdrawal and retreat destinations, Rebels, and the Battle
// record's JSON. On the five-province map of tests/cases/soldier_king/seasons.json.
#include "soldier_king/battles.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "core/json_read.h"
#include "soldier_king/factions.h"
#include "soldier_king/scenario.h"
#include "soldier_king/settings.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState five_provinces() {
  Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/seasons.json");
  Json options = file["defaults"]["options"];
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.phase = Phase::PlayerTurn;
  s.date.season = Season::Summer;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Combat;
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
  return s;
}

void put(SkState& s, const std::string& column, const std::string& box) { s.move_column(*s.column(column), box); }

void attack(SkState& s, const std::string& target, const std::vector<std::string>& columns, const std::string& from) {
  Attack a;
  a.target = target;
  for (const auto& c : columns) {
    put(s, c, target);
    a.columns.push_back(c);
    a.launches.push_back(from);
  }
  s.turn.attacks.push_back(a);
  s.turn.boxes_used.insert(from);
  s.turn.boxes_used.insert(target);
}

bool cites(const std::vector<Reason>& reasons, const std::string& rule, const std::string& text = "") {
  return std::any_of(reasons.begin(), reasons.end(),
                     [&](const Reason& r) { return r.rule == rule && r.text.find(text) != std::string::npos; });
}

Stand stand(const std::string& type, int sp, int morale) {
  Stand st;
  st.id = type + std::to_string(sp) + std::to_string(morale);
  st.type = type;
  st.sp = sp;
  st.morale = morale;
  return st;
}

}  // namespace

TEST_CASE("adjusted cavalry strength: SP x morale, light cavalry doubled, dragoons not (11.2)") {
  SkState s = five_provinces();
  const Forces& f = *s.forces;
  // The worked values of 11.2: a 2-5 brigade is 10, a 3-4 brigade 12.
  CHECK(adjusted_cavalry(f, {stand("heavy_cavalry_brigade", 2, 5)}) == 10);
  CHECK(adjusted_cavalry(f, {stand("heavy_cavalry_brigade", 3, 4)}) == 12);
  CHECK(adjusted_cavalry(f, {stand("light_cavalry_regiment", 1, 4)}) == 8);
  CHECK(adjusted_cavalry(f, {stand("dragoon_brigade", 3, 5)}) == 15);
  CHECK(adjusted_cavalry(f, {stand("infantry_regiment", 3, 5), stand("field_battery", 1, 4)}) == 0);
  // A heavy cavalry column with a light regiment: the light regiment still doubles.
  CHECK(adjusted_cavalry(f, {stand("heavy_cavalry_brigade", 3, 5), stand("heavy_cavalry_brigade", 3, 5),
                             stand("light_cavalry_regiment", 1, 4)}) == 38);
  // The scenario's columns: Guards heavy 3 x 3-7 = 63, 1st Light Cavalry 15 + 8 + 8 = 31.
  CHECK(adjusted_cavalry(f, s.column("c70")->stands) == 63);
  CHECK(adjusted_cavalry(f, s.column("c80")->stands) == 31);
}

TEST_CASE("superiority is 2 to 1 or more; cavalry against none counts; none against none is neither") {
  CHECK(superiority(12, 6) == "attacker");
  CHECK(superiority(11, 6) == "neither");
  CHECK(superiority(5, 0) == "attacker");
  CHECK(superiority(0, 0) == "neither");
  CHECK(superiority(0, 3) == "defender");
  CHECK(superiority(6, 12) == "defender");
  CHECK(superiority(7, 12) == "neither");
}

TEST_CASE(
    "recovery rounding (12.2, half up where it is silent): 2/3 and 1/2 half up on the side's total; artillery lost in melee: half, halves "
    "up") {
  CHECK(recovered_infantry_cavalry(5, true) == 3);  // 3.33
  CHECK(recovered_infantry_cavalry(1, true) == 1);  // 0.67
  CHECK(recovered_infantry_cavalry(3, true) == 2);
  CHECK(recovered_infantry_cavalry(6, true) == 4);
  CHECK(recovered_infantry_cavalry(4, true) == 3);   // 2.67
  CHECK(recovered_infantry_cavalry(5, false) == 3);  // 2.5 half up
  CHECK(recovered_infantry_cavalry(4, false) == 2);
  CHECK(recovered_infantry_cavalry(1, false) == 1);
  CHECK(recovered_infantry_cavalry(0, false) == 0);
  CHECK(recovered_artillery_melee(3) == 2);
  CHECK(recovered_artillery_melee(1) == 1);
  CHECK(recovered_artillery_melee(4) == 2);
}

TEST_CASE("exhaustion number: the quality holding the most SP (12.3.5), its % of the column's SP") {
  SkState s = five_provinces();
  // 12.3.5's example: two 3-4 Raw regiments with two 2-6 Veterans use 40%.
  std::vector<Stand> mixed = {stand("infantry_regiment", 3, 4), stand("infantry_regiment", 3, 4),
                              stand("infantry_regiment", 2, 6), stand("infantry_regiment", 2, 6)};
  mixed[0].quality = mixed[1].quality = Quality::Raw;
  mixed[2].quality = mixed[3].quality = Quality::Veteran;
  CHECK(majority_quality(mixed) == Quality::Raw);
  CHECK(exhaustion_number(*s.forces, mixed) == 4);                    // 40% of 10
  CHECK(exhaustion_number(*s.forces, s.column("c8")->stands) == 7);   // 50% of 14
  CHECK(exhaustion_number(*s.forces, s.column("c70")->stands) == 5);  // 60% of 9 = 5.4
  // 22.12/22.13 penalties drop the level one step a time, floor 40%.
  CHECK(exhaustion_number(*s.forces, s.column("c70")->stands, 1) == 5);  // 50% of 9 = 4.5, half up
  CHECK(exhaustion_number(*s.forces, s.column("c70")->stands, 2) == 4);  // 40% of 9 = 3.6
  CHECK(exhaustion_number(*s.forces, s.column("c70")->stands, 5) == 4);  // never below 40%
  // The SP before this turn's attrition, when larger (not recalculated, SK 9.6.2).
  CHECK(exhaustion_number(*s.forces, s.column("c8")->stands, 0, 18) == 9);  // 50% of 18
  CHECK(exhaustion_number(*s.forces, s.column("c8")->stands, 0, 3) == 7);   // the SP now when larger
}

TEST_CASE("the battles of a turn: one per attacked box; allies in the box defend together (11.1)") {
  SkState s = five_provinces();
  put(s, "c95", "argozia_village");   // Arcadia
  put(s, "c254", "argozia_village");  // Bravance's light cavalry
  attack(s, "argozia_village", {"c75", "c8"}, "argozia_town");
  auto battles = battles_of_turn(s);
  REQUIRE(battles.size() == 1);
  const Battle& b = battles.front();
  CHECK(b.defenders == std::vector<std::string>{"arcadia", "bravance"});
  CHECK(side_name(b, "defender") == "Arcadia and Bravance");
  CHECK(b.attacker_cavalry == 45);
  CHECK(b.defender_cavalry == 31);
  CHECK(b.superiority == "neither");
  REQUIRE(b.attacking.size() == 2);
  CHECK(b.attacking[0].from == "argozia_town");
  CHECK(b.attacking[0].by == "road");

  std::vector<Event> events;
  CHECK(open_battles(s, events) == 1);
  CHECK(open_battles(s, events) == 0);  // made once
  const Battle& made = s.battles.front();
  battles::BattleSetup setup = battle_setup(s, made);
  CHECK(setup.sides.size() == 2);
  CHECK(setup.side("defender")->factions.size() == 2);
  CHECK(setup.formations.size() == 4);
  CHECK(setup.strength("attacker") == 23);
  CHECK(setup.situation["min_distance_inches"] == 10);
  CHECK(setup.situation["sunrise"] == 4);
  battles::BattleResult none;
  none.ending = kDecided;
  CHECK(battles::check_result(setup, none).size() == 1);  // only the battle id is wrong
  // Soldier King's declarations (SK 11.11, 11.3.1, 11.9.2, 12.4.2, 22.13, 22.14).
  CHECK(setup.profile == "soldier-king/v&b");
  CHECK(setup.endings.size() == 6);
  CHECK(setup.ending("marched_off")->rule == "SK 22.14");
  CHECK(setup.mark("fought_well")->of == "unit");
  CHECK(setup.mark("reached_exhaustion")->of == "formation");
  CHECK(exhaustion_of(*setup.formation(setup.formations[0].id)) > 0);
  CHECK(setup.field.dusk_hour == 21);   // summer sunset (SK 11.8, 11.9.1)
  CHECK(setup.field.start_hour == -1);  // rolled when the battle goes to the table
  CHECK(setup.field.zones.size() == 3);  // the defender's area, the attacker's distance, one line of arrival (SK 11.7)
}

TEST_CASE(
    "withdrawal: the defender's own adjacent box, not used by the enemy; retreat: friendly first (11.3.1, 11.11)") {
  SkState s = five_provinces();
  put(s, "c95", "argozia_village");
  put(s, "c162", "argozia_village");  // 45 against Argozia's 45: no 2:1
  s.captors["mittel"] = "arcadia";
  attack(s, "argozia_village", {"c75"}, "argozia_town");
  std::vector<Event> events;
  open_battles(s, events);
  Battle& b = s.battles.front();
  CHECK(withdrawal_destinations(s, b) == std::vector<std::string>{"mittel"});
  CHECK(cites(check_withdrawal(s, b, "argozia_town"), "SK 11.3.1"));
  s.turn.boxes_used.insert("mittel");
  CHECK(cites(check_withdrawal(s, b, "mittel"), "SK 11.3.1", "this turn (started, passed through or ended there)"));
  CHECK(withdrawal_destinations(s, b).empty());
  s.turn.boxes_used.erase("mittel");
  // 22.12 by simple comparison (its default): 45 against 45 is no inferiority; the 2:1 option says it is.
  CHECK_FALSE(withdrawal_penalty(s, b));
  s.settings[kSuperiority2to1] = 1;
  CHECK(withdrawal_penalty(s, b));
  s.settings[kOptional22] = 0;
  CHECK_FALSE(withdrawal_penalty(s, b));
  // Retreat: Argoziaburg is where the attack came from (and holds enemy columns); Mittel is Arcadia's.
  CHECK(retreat_destinations(s, b, "defender") == std::vector<std::string>{"mittel"});
  // The beaten attacker: Argoziaburg is friendly-held, so Mittel (Arcadian) is not open.
  CHECK(retreat_destinations(s, b, "attacker") == std::vector<std::string>{"argozia_town"});
}

TEST_CASE("Rebels never withdraw; a player beating Rebels picks one column, winning Rebels two (17.2.8)") {
  SkState s = five_provinces();
  put(s, "c95", "argozia_village");
  s.column("c95")->owner = kRebels;
  s.captors["mittel"] = kRebels;
  attack(s, "argozia_village", {"c75"}, "argozia_town");
  std::vector<Event> events;
  open_battles(s, events);
  Battle& b = s.battles.front();
  CHECK(b.defenders == std::vector<std::string>{kRebels});
  CHECK(cites(check_withdrawal(s, b, "mittel"), "SK 17.2.8.1"));
  CHECK(withdrawal_destinations(s, b).empty());
  b.status = "fought";
  b.setup = battles::to_json(battle_setup(s, b));
  b.result = Json{{"winner", "attacker"}, {"formations", Json::array()}, {"losses", Json::array()}};
  CHECK(promotions_allowed(b, "attacker") == 1);
  CHECK(promotions_allowed(b, "defender") == 1);
  b.result["winner"] = "defender";
  CHECK(promotions_allowed(b, "defender") == 2);
  b.status = "withdrawn";
  CHECK(promotions_allowed(b, "attacker") == 0);
}

TEST_CASE("a Battle survives JSON") {
  Battle b;
  b.id = "b7";
  b.date = "Summer 1741";
  b.box = "mittel";
  b.attacker = "argozia";
  b.attacking = {BattleColumn{"c8", "argozia_village", "road"}};
  b.defenders = {"arcadia", "bravance"};
  b.attacker_cavalry = 45;
  b.superiority = "attacker";
  b.status = "fought";
  b.setup = Json{{"x", 1}};
  b.result = Json{{"winner", "attacker"}};
  b.consequences = {"one", "two"};
  b.promotions["attacker"] = {"c8"};
  Json j = to_json(b);
  Battle back = battle_from_json(JsonCursor(j, "battle"));
  CHECK(to_json(back) == j);
  CHECK(back.attacking[0].by == "road");
  CHECK(back.promotions["attacker"] == std::vector<std::string>{"c8"});
}
