// The 1631 combat procedure as a battle engine (battles/flammes): the
// rulebook's Greifenhagen river assault and Landsberg siege assault, each
// victor criterion, the order of hit allocation, the defended positions, the
// to-hit modifiers, the defender's choice of a Battle, and who is asked what.
#include <doctest/doctest.h>

#include "combat_sample.h"
#include "flammes/combat_1631.h"
#include "flammes/combat_rules.h"
#include "games.h"
#include "sessions/battle_session.h"

using namespace umpire;
using namespace umpire::flammes_combat;
using namespace umpire::flammes_test;

namespace {

// One move with scripted dice and decisions; every die and every decision
// given must be used.
struct FlammesMove {
  GameStatePtr state;
  std::vector<Event> events;
  std::vector<DiceRoll> rolls;
  std::vector<Decision> decided;
};

FlammesMove flammes_move(const GameState& state, std::vector<int> faces, std::vector<std::string> choices) {
  auto engine = module();
  ScriptedDice source(faces);
  Dice dice(source);
  ScriptedDecisions answers(choices);
  Decisions decisions(&answers);
  auto mv = engine->move(state, dice, decisions);
  CHECK(source.remaining() == 0);
  CHECK(answers.remaining() == 0);
  return {mv.state, mv.events, dice.rolls(), decisions.made()};
}

int flammes_lost(const battles::BattleResult& r, const std::string& unit) { return r.lost(unit); }

bool flammes_said(const std::vector<Event>& events, const std::string& text) {
  for (const auto& e : events)
    if (e.text.find(text) != std::string::npos) return true;
  return false;
}

FighterView fv(const std::string& id, Arm arm, int steps) { return {id, arm, 2, 1, steps}; }

}  // namespace

TEST_CASE("1631 §7.6-§7.8 Greifenhagen river assault: the Imperials fire first, the Swedes win by units destroyed") {
  auto engine = module();
  auto setup = greifenhagen();
  REQUIRE(engine->cannot_take(setup).empty());
  auto st = engine->start(setup, 1);

  // The defender fights the River assault (it could choose a Battle).
  auto m1 = flammes_move(*st, {}, {"river_assault"});
  REQUIRE(m1.decided.size() == 1);
  CHECK(m1.decided[0].side == "defender");

  // Imperials roll first: the Inf needs 4, the Spent Cav 6; one hit. The
  // Imperials choose which Fresh Swedish unit takes it (artillery immune).
  auto m2 = flammes_move(*m1.state, {4, 5}, {"swe_inf_1"});
  REQUIRE(m2.rolls.size() == 2);
  CHECK(m2.rolls[0].label == "Imperials' assault fire, 1 die hitting on 4+");
  CHECK(m2.rolls[1].label == "Imperials' assault fire, 1 die hitting on a 6");
  REQUIRE(m2.decided.size() == 1);
  CHECK(m2.decided[0].side == "defender");
  CHECK(m2.decided[0].label == "the Imperials allocate hit 1 of 1 on the Swedes (1631 §7.7)");
  CHECK_FALSE(engine->over(*m2.state));

  // Swedes roll with their survivors in their new states: the artillery's 2
  // dice on 4+, four dice on 5+ (Spent infantry, cavalry in an assault).
  auto m3 = flammes_move(*m2.state, {4, 1, 5, 1, 1, 2}, {});
  REQUIRE(m3.rolls.size() == 2);
  CHECK(m3.rolls[0].label == "Swedes' assault fire, 2 dice hitting on 4+");
  CHECK(m3.rolls[1].label == "Swedes' assault fire, 4 dice hitting on 5+");
  CHECK(m3.decided.empty());  // one legal target each time: Inf first (Fresh), then the Spent Cav
  REQUIRE(engine->over(*m3.state));
  auto r = engine->result(*m3.state);
  CHECK(r.winner == "attacker");
  CHECK(r.ending == "decided");
  CHECK(flammes_lost(r, "swe_inf_1") == 1);
  CHECK(flammes_lost(r, "imp_inf_1") == 1);
  CHECK(flammes_lost(r, "imp_cav_1") == 1);
  CHECK(r.unit("imp_cav_1")->eliminated);
  CHECK_FALSE(r.unit("imp_inf_1")->eliminated);
  CHECK(r.details["criterion"] == 2);
  CHECK(r.details["combat"] == "river_assault");
  CHECK(r.details["hits_suffered"] == Json{{"attacker", 1}, {"defender", 2}});
  CHECK(r.details["hits_counted"] == Json{{"attacker", 2}, {"defender", 1}});
  CHECK(r.details["units_destroyed"] == Json{{"attacker", 0}, {"defender", 1}});
  CHECK(flammes_said(m3.events, "the Swedes win (criterion 2)"));
}

TEST_CASE("1631 §7.7 §7.8 Landsberg siege assault: the City ignores the first hit and the defender wins") {
  auto engine = module();
  auto st = engine->start(landsberg(), 1);
  auto m1 = flammes_move(*st, {2}, {});
  CHECK(m1.rolls.at(0).label == "Imperials' assault fire, 1 die hitting on 4+");
  auto m2 = flammes_move(*m1.state, {4, 1, 1, 1, 1, 1}, {});
  REQUIRE(engine->over(*m2.state));
  auto r = engine->result(*m2.state);
  CHECK(r.winner == "defender");
  CHECK(r.details["criterion"] == 4);
  CHECK(r.details["hits_rolled"] == Json{{"attacker", 1}, {"defender", 0}});
  CHECK(r.details["hits_ignored"] == 1);
  CHECK(r.details["hits_suffered"] == Json{{"attacker", 0}, {"defender", 0}});
  CHECK(flammes_lost(r, "imp_inf_1") == 0);
  CHECK(flammes_said(m2.events, "The Imperials ignore 1 of the Swedes' 1 hit (a City ignores the first)"));
}

TEST_CASE("1631 §7.8 the victor's four criteria in their order") {
  VictorInput in;
  in.steps[0] = 4;
  in.steps[1] = 2;
  SUBCASE("1: the side that took more hits than it had steps loses, even having destroyed more") {
    in.hits_suffered[1] = 3;
    in.hits_suffered[0] = 4;
    in.destroyed[0] = 2;
    auto v = decide_victor(in);
    CHECK(v.winner == 0);
    CHECK(v.criterion == 1);
  }
  SUBCASE("1: both took more hits than their steps: go on to criterion 2") {
    in.hits_suffered[0] = 5;
    in.hits_suffered[1] = 3;
    in.destroyed[0] = 2;
    in.destroyed[1] = 1;
    auto v = decide_victor(in);
    CHECK(v.winner == 1);
    CHECK(v.criterion == 2);
  }
  SUBCASE("2: more enemy units destroyed wins") {
    in.hits_suffered[0] = 3;
    in.hits_suffered[1] = 1;
    in.destroyed[1] = 1;
    auto v = decide_victor(in);
    CHECK(v.winner == 0);
    CHECK(v.criterion == 2);
  }
  SUBCASE("3: more counted hits caused wins") {
    in.hits_suffered[0] = 2;
    in.hits_suffered[1] = 1;
    auto v = decide_victor(in);
    CHECK(v.winner == 1);
    CHECK(v.criterion == 3);
  }
  SUBCASE("4: otherwise the defender") {
    in.hits_suffered[0] = 1;
    in.hits_suffered[1] = 1;
    auto v = decide_victor(in);
    CHECK(v.winner == 1);
    CHECK(v.criterion == 4);
  }
}

TEST_CASE(
    "1631 §7.7 hit allocation order: artillery immune, Fresh before Spent, no second hit on cavalry while "
    "infantry survives") {
  std::vector<FighterView> side{fv("art", Arm::artillery, 2), fv("inf_f", Arm::infantry, 2),
                                fv("inf_s", Arm::infantry, 1), fv("cav_f", Arm::cavalry, 2)};
  std::set<std::string> hit;
  CHECK(legal_targets(side, hit) == std::vector<std::string>{"inf_f", "cav_f"});
  hit = {"inf_f", "cav_f"};
  side[1].steps = 1;
  side[3].steps = 1;
  CHECK(legal_targets(side, hit) == std::vector<std::string>{"inf_s"});
  hit.insert("inf_s");
  side[2].steps = 0;
  // Second round: the infantry already hit before the cavalry.
  CHECK(legal_targets(side, hit) == std::vector<std::string>{"inf_f"});
  side[1].steps = 0;
  CHECK(legal_targets(side, hit) == std::vector<std::string>{"cav_f"});
  side[3].steps = 0;
  CHECK(legal_targets(side, hit).empty());  // only artillery left: the hit is unused
}

TEST_CASE("1631 §7.6 to hit: 4+, -1 Spent, -1 cavalry in an assault only, a 6 always hits") {
  CHECK(needs(fv("i", Arm::infantry, 2), Combat::battle) == 4);
  CHECK(needs(fv("i", Arm::infantry, 1), Combat::battle) == 5);
  CHECK(needs(fv("c", Arm::cavalry, 2), Combat::battle) == 4);
  CHECK(needs(fv("c", Arm::cavalry, 2), Combat::siege_assault) == 5);
  CHECK(needs(fv("c", Arm::cavalry, 1), Combat::river_assault) == 6);
  FighterView art{"a", Arm::artillery, 1, 2, 2};
  CHECK(fire_dice(art, Combat::battle) == 1);
  CHECK(fire_dice(art, Combat::siege_assault) == 2);
  art.steps = 0;
  CHECK(fire_dice(art, Combat::siege_assault) == 0);
}

TEST_CASE("1631 §7.7 a Fortress ignores the first two hits and adds one hit of its own, which counts") {
  auto s = combat_setup("siege_assault", "fortress");
  add_unit(s, "swe_inf_1", "attacker", "infantry", 2, 2, 1);
  add_unit(s, "swe_inf_2", "attacker", "infantry", 2, 2, 1);
  add_unit(s, "swe_art_1", "attacker", "artillery", 2, 1, 2);
  add_unit(s, "imp_inf_1", "defender", "infantry", 2, 2, 1);
  auto engine = module();
  // The defender misses; the Fortress's hit falls on a Fresh Swedish Inf the Imperials choose.
  auto m1 = flammes_move(*engine->start(s, 1), {1}, {"swe_inf_2"});
  CHECK(m1.decided.at(0).side == "defender");
  CHECK(flammes_said(m1.events, "The Fortress adds 1 hit on the Swedes"));
  // Three Swedish hits: two ignored, one counts.
  auto m2 = flammes_move(*m1.state, {6, 6, 6, 1}, {});
  auto r = engine->result(*m2.state);
  CHECK(r.details["hits_ignored"] == 2);
  CHECK(r.details["fortress_hit"] == 1);
  CHECK(r.details["hits_suffered"] == Json{{"attacker", 1}, {"defender", 1}});
  CHECK(flammes_lost(r, "swe_inf_2") == 1);
  CHECK(flammes_lost(r, "imp_inf_1") == 1);
  CHECK(r.winner == "defender");  // 0 destroyed, 1 hit each: criterion 4
  CHECK(r.details["criterion"] == 4);
}

TEST_CASE(
    "1631 §7.5.2 the defender of a River assault chooses a Battle: both roll battle strength at once, and the "
    "commander it picks ignores hits") {
  auto s = combat_setup("river_assault", "green");
  add_unit(s, "swe_inf_1", "attacker", "infantry", 2, 2, 1);
  add_unit(s, "swe_cav_1", "attacker", "cavalry", 2, 2, 1);
  add_unit(s, "imp_cav_1", "defender", "cavalry", 2, 2, 1);
  add_unit(s, "imp_cav_2", "defender", "cavalry", 2, 2, 1);
  add_commander(s, "savelli", "Savelli", "defender", 0);
  add_commander(s, "tilly", "Tilly", "defender", 2);
  auto engine = module();
  auto m1 = flammes_move(*engine->start(s, 1), {}, {"battle"});
  CHECK(flammes_said(m1.events, "choose to fight a Battle instead of the River assault"));
  // The commander is asked of the defender; then one move: Swedes 4 dice, Imperials 4 dice, all on 4+.
  auto m2 = flammes_move(*m1.state, {6, 6, 6, 1, 6, 6, 1, 1}, {"tilly", "imp_cav_1", "swe_cav_1"});
  REQUIRE(m2.decided.size() == 3);
  CHECK(m2.decided[0].side == "defender");  // the commander
  CHECK(m2.decided[1].side == "attacker");  // the Swedes allocate their one counted hit
  CHECK(m2.decided[2].side == "defender");  // the Imperials their first (the second has one legal target)
  REQUIRE(m2.rolls.size() == 2);
  CHECK(m2.rolls[0].label == "Swedes' battle fire, 4 dice hitting on 4+");
  CHECK(m2.rolls[1].label == "Imperials' battle fire, 4 dice hitting on 4+");
  auto r = engine->result(*m2.state);
  CHECK(r.details["combat"] == "battle");
  CHECK(r.details["battle_chosen"] == true);
  CHECK(r.details["commander"] == "tilly");
  CHECK(r.details["hits_ignored"] == 2);  // 3 hits, Tilly ignores 2
  CHECK(flammes_lost(r, "imp_cav_1") == 1);
  CHECK(flammes_lost(r, "swe_cav_1") == 1);
  CHECK(flammes_lost(r, "swe_inf_1") == 1);
  CHECK(r.winner == "defender");  // 2 counted hits to 1
  CHECK(r.details["criterion"] == 3);
}

TEST_CASE("1631 §7.5.2 the doctrine fights a Battle with a strong cavalry and the River assault otherwise") {
  auto engine = module();
  Decisions doctrine;
  doctrine.follow_doctrine();
  ScriptedDice none;
  Dice dice(none);
  auto s = combat_setup("river_assault", "green");
  add_unit(s, "swe_inf_1", "attacker", "infantry", 2, 2, 1);
  add_unit(s, "imp_cav_1", "defender", "cavalry", 2, 3, 1);
  auto m = engine->move(*engine->start(s, 1), dice, doctrine);
  CHECK(doctrine.made().at(0).choice == "battle");
  auto g = greifenhagen();
  Decisions doctrine2;
  doctrine2.follow_doctrine();
  auto gst = engine->move(*engine->start(g, 1), dice, doctrine2);
  CHECK(doctrine2.made().at(0).choice == "river_assault");
}

TEST_CASE("1631 §7.5.2 without the choice a River assault starts with the defender's fire") {
  auto s = greifenhagen();
  s.situation["defender_may_choose_battle"] = false;
  auto engine = module();
  auto m = flammes_move(*engine->start(s, 1), {1, 1}, {});
  CHECK(m.rolls.size() == 2);
  CHECK(engine->position(*m.state).back() == "Next: the Swedes fire with their survivors (1631 §7.6)");
}

TEST_CASE("1631 §7.7 hits beyond a side's steps are unused but counted, and lose it the combat by criterion 1") {
  auto s = combat_setup("battle", "green");
  add_unit(s, "swe_inf_1", "attacker", "infantry", 2, 3, 1);
  add_unit(s, "swe_inf_2", "attacker", "infantry", 2, 2, 1);
  add_unit(s, "imp_inf_1", "defender", "infantry", 1, 2, 1);
  add_unit(s, "imp_art_1", "defender", "artillery", 2, 1, 2);
  auto engine = module();
  // Swedes 5 dice, 3 hits on a Spent Inf (1 step); Imperials 3 dice, none.
  auto m = flammes_move(*engine->start(s, 1), {6, 6, 6, 1, 1, 1, 1, 1}, {});
  auto r = engine->result(*m.state);
  CHECK(r.details["hits_unused"] == Json{{"attacker", 0}, {"defender", 2}});
  CHECK(r.details["hits_suffered"] == Json{{"attacker", 0}, {"defender", 3}});
  CHECK(r.details["criterion"] == 1);
  CHECK(r.winner == "attacker");
  CHECK(flammes_lost(r, "imp_art_1") == 0);  // artillery never takes combat hits
}

TEST_CASE("1631 §7.8 both sides over their steps: the next criteria decide, or the defender wins (a setting)") {
  VictorInput in;
  in.steps[0] = 2, in.steps[1] = 2;
  in.hits_suffered[0] = 3, in.hits_suffered[1] = 4;  // both over; the attacker caused more hits
  in.destroyed[0] = 1, in.destroyed[1] = 1;
  auto next = decide_victor(in);
  CHECK(next.winner == 0);
  CHECK(next.criterion == 3);
  in.both_over_next = false;
  auto defender = decide_victor(in);
  CHECK(defender.winner == 1);
  CHECK(defender.criterion == 1);
  in.hits_suffered[1] = 2;  // only the attacker over: criterion 1 as ever
  CHECK(decide_victor(in).winner == 1);
}

TEST_CASE("1631 §7.8 the engine reads \"both_over_next\" from the situation") {
  auto s = combat_setup("battle", "green");
  add_unit(s, "swe_inf_1", "attacker", "infantry", 1, 3, 1);
  add_unit(s, "imp_inf_1", "defender", "infantry", 1, 2, 1);
  auto engine = module();
  // Every die a 6: the Swedes 3 hits on 1 step, the Imperials 2 on 1 step; one unit destroyed each.
  auto m = flammes_move(*engine->start(s, 1), {6, 6, 6, 6, 6}, {});
  auto r = engine->result(*m.state);
  CHECK(r.details["criterion"] == 3);
  CHECK(r.winner == "attacker");
  s.situation["both_over_next"] = false;
  auto m2 = flammes_move(*engine->start(s, 1), {6, 6, 6, 6, 6}, {});
  auto r2 = engine->result(*m2.state);
  CHECK(r2.details["criterion"] == 1);
  CHECK(r2.winner == "defender");
  CHECK(flammes_said(m2.events, "Both sides took more hits than they had steps: the defender, the Imperials, wins"));
  s.situation["both_over_next"] = "no";
  CHECK_FALSE(engine->cannot_take(s).empty());
}

TEST_CASE("1631 combat engine: set-ups outside its convention are refused in words") {
  auto engine = module();
  auto s = greifenhagen();
  s.sides[1].id = "blue";
  auto why = engine->cannot_take(s);
  REQUIRE_FALSE(why.empty());
  CHECK(why[0].text == "it fights two sides, \"attacker\" and \"defender\"");
  s = greifenhagen();
  s.units[0].arm = "pike";
  s.units[1].attributes.erase("assault");
  s.leaders[0].attributes = Json::object();
  s.situation.erase("combat");
  std::string all;
  for (const auto& r : engine->cannot_take(s)) all += r.describe() + "\n";
  CHECK(all.find("has the arm \"pike\"") != std::string::npos);
  CHECK(all.find("has no assault strength") != std::string::npos);
  CHECK(all.find("Gustav Adolf has no current skill") != std::string::npos);
  CHECK(all.find("the situation names no combat") != std::string::npos);
  s = greifenhagen();
  s.game = "soldier-king";
  CHECK_FALSE(engine->cannot_take(s).empty());
  s = landsberg();
  s.situation["place_kind"] = "green";
  CHECK(engine->cannot_take(s).at(0).describe() ==
        "a siege assault is made on a City or a Fortress, and this area is Green [1631 §7.5]");
}

TEST_CASE("1631 combat engine: its state reads back exactly, and the doctrine fights the sample to a decision") {
  auto engine = module();
  auto st = engine->start(greifenhagen(), 1);
  auto m1 = flammes_move(*st, {}, {"river_assault"});
  auto m2 = flammes_move(*m1.state, {4, 5}, {"swe_cav_1"});
  Json saved = m2.state->to_json();
  auto loaded = engine->load_state(JsonCursor(saved, "state"));
  CHECK(loaded->to_json() == saved);
  auto r = battles::resolve(*engine, sample_setup(), 7);
  CHECK((r.winner == "attacker" || r.winner == "defender"));
  CHECK(r.ending == "decided");
  CHECK(r.rounds == 1);
  CHECK(engine->bench_setup().has_value());
}

TEST_CASE("1631 combat engine is registered with the shipped games") {
  GameRegistry registry;
  register_shipped_games(registry);
  const auto* m = registry.find("1631-combat");
  REQUIRE(m != nullptr);
  CHECK(m->title() == "1631 combat procedure");
  // Offered on the Battles desk for 1631's battles only (Lion of the North fights any game's).
  auto offered = battles::engine_choices(registry, greifenhagen());
  REQUIRE(offered.size() == 3);
  CHECK(offered[1].id == "1631-combat");
  CHECK(offered[1].cannot.empty());
  CHECK(offered[2].id == "lotn");
  auto other = greifenhagen();
  other.game = "soldier-king";
  auto for_sk = battles::engine_choices(registry, other);  // the tabletop and Lion of the North, not the 1631 procedure
  REQUIRE(for_sk.size() == 2);
  CHECK(for_sk[1].id == "lotn");
}

TEST_CASE("1631 combat engine: the position shows the combat, both sides' units and commanders, and what comes next") {
  auto engine = module();
  auto st = engine->start(greifenhagen(), 1);
  auto lines = engine->position(*st);
  REQUIRE(lines.size() == 4);
  CHECK(lines[0] == "River assault at Greifenhagen (City), across the Oder");
  CHECK(lines[1] ==
        "Swedes (attacker), Gustav Adolf (skill 2): Swedish infantry 1 Fresh (2/1), Swedish infantry 2 Spent (2/1), "
        "Swedish infantry 3 Spent (2/1), Swedish cavalry 1 Fresh (2/1), Swedish artillery 1 Fresh (1/2)");
  CHECK(lines[2] == "Imperials (defender): Imperial infantry 1 Fresh (2/1), Imperial cavalry 1 Spent (2/1)");
  CHECK(lines[3] == "Next: the Imperials fight the River assault or choose a Battle instead (1631 §7.5.2)");
  auto m1 = flammes_move(*st, {}, {"river_assault"});
  auto m2 = flammes_move(*m1.state, {4, 5}, {"swe_inf_1"});
  auto m3 = flammes_move(*m2.state, {4, 1, 5, 1, 1, 2}, {});
  lines = engine->position(*m3.state);
  CHECK(lines[2] == "Imperials (defender): Imperial infantry 1 Spent (2/1), Imperial cavalry 1 destroyed (2/1)");
  CHECK(lines[3] == "Hits that counted: Swedes took 1, Imperials took 2");
  CHECK(lines[4] == "Over: the Swedes win (1631 §7.8, criterion 2)");
}

TEST_CASE("1631 combat engine: its result passes the hand-off's checks and reads back with its details") {
  auto engine = module();
  auto setup = greifenhagen();
  auto r = battles::resolve(*engine, setup, 3);
  CHECK(battles::check_result(setup, r).empty());
  CHECK(r.engine == "1631-combat");
  CHECK(r.engine_name == "1631 combat procedure");
  Json j = battles::to_json(r);
  auto back = battles::result_from_json(JsonCursor(j, "result"));
  CHECK(back.details == r.details);
  CHECK(back.details.at("hits_suffered").at("attacker") == r.details.at("hits_suffered").at("attacker"));
  CHECK(back.audit == r.audit);
  CHECK(back.audit.back().find("[1631 §7.8]") != std::string::npos);
}
