// Rebel battles through the battles' hand-off (SK 17.2.8, 17.2.8.1, 17.2.8.2):
// in the Rebel turn sk.open_battles makes each Rebel attack a battle like any
// other (its set-up naming the Rebels' commander), its result settles the
// Rebel battle; a battle recorded with the older sk.rebel_battle is not opened
// again; in either turn beaten Rebels are dispersed without recovery and leave
// nothing to promote; a win over them counts toward recruiting.
#include <doctest/doctest.h>

#include <algorithm>

#include "soldier_king/battles.h"
#include "report/markdown.h"
#include "soldier_king/briefing.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/revolt.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace rebel_battles_test {

// Argozia's and Arcadia's home cities, and Cleve with Mittel (ruled 2) and a village.
constexpr const char* kMap = R"MAP({"format": "umpire.soldier-king.map/1", "name": "Rebel battles (test)", "source": "made for the Rebel battle tests", "width": 800, "height": 500, "seating_ring": ["argozia", "arcadia", "bravance", "hrvatska"], "provinces": [{"id": "home_ar", "name": "Argozia Home", "ruler": "argozia", "recruiting_value": 2, "label": {"x": 80, "y": 40}, "adjacent": []}, {"id": "home_arc", "name": "Arcadia Home", "ruler": "arcadia", "recruiting_value": 2, "label": {"x": 230, "y": 40}, "adjacent": []}, {"id": "home_bra", "name": "Bravance Home", "ruler": "bravance", "recruiting_value": 2, "label": {"x": 380, "y": 40}, "adjacent": []}, {"id": "home_hrv", "name": "Hrvatska Home", "ruler": "hrvatska", "recruiting_value": 2, "label": {"x": 530, "y": 40}, "adjacent": []}, {"id": "cleve", "name": "Cleve", "ruler": null, "recruiting_value": 2, "label": {"x": 300, "y": 450}, "adjacent": []}], "boxes": [{"id": "ar", "name": "Argoziaburg", "province": "home_ar", "x": 80, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "arc", "name": "Arcadiaburg", "province": "home_arc", "x": 230, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "bra", "name": "Bravanceburg", "province": "home_bra", "x": 380, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "hrv", "name": "Hrvatskaburg", "province": "home_hrv", "x": 530, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "mittel", "name": "Mittel", "province": "cleve", "x": 300, "y": 300, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "dorf", "name": "Dorf", "province": "cleve", "x": 350, "y": 400}], "lines": [{"a": "ar", "b": "mittel", "type": "road"}, {"a": "mittel", "b": "dorf", "type": "road"}, {"a": "arc", "b": "dorf", "type": "road"}, {"a": "bra", "b": "dorf", "type": "road"}, {"a": "hrv", "b": "dorf", "type": "road"}]})MAP";

std::string first_column_of(const SkState& s, const std::string& faction) {
  for (const auto& c : s.columns)
    if (c.owner == faction && !c.stands.empty()) return c.id;
  return "";
}

std::vector<std::string> rebels_at(const SkState& s, const std::string& box) {
  std::vector<std::string> out;
  for (const auto& c : s.columns)
    if (c.box == box && is_rebel(c)) out.push_back(c.id);
  return out;
}

// The state as a snapshot stores and loads it: the load check accepts a Rebel-turn battle.
void loads_back(const SkState& s) {
  Json game = s.to_json();
  auto back = state_from_json(JsonCursor(game, "snapshot", "/game"));
  CHECK(back->to_json() == game);
}

bool said(const std::vector<Event>& events, const std::string& part) {
  return std::any_of(events.begin(), events.end(),
                     [&](const Event& e) { return e.text.find(part) != std::string::npos; });
}

// The Rebel turn of Spring 1740 with an Argozian column and two Rebel columns in Mittel.
struct RebelTurn {
  SkState s;
  std::string argozian;
  RebelTurn() {
    Json options{{"map", Json::parse(kMap)}, {"map_checks", "structure"}};
    s = *new_campaign(JsonCursor(options, "options"));
    s.phase = Phase::SeasonStart;
    s.date = GameDate{1740, Season::Spring};
    s.start_step = StartStep::Rebels;
    argozian = first_column_of(s, "argozia");
    s.move_column(*s.column(argozian), "mittel");
    std::vector<Event> events;
    start_revolt(s, "cleve", events);  // raised in the Rebel step: they attack this turn
    REQUIRE(rebel_turn_running(s));
    REQUIRE(s.revolt.battles.size() == 1);
  }
};

battles::BattleResult result_of(const Battle& b, const std::string& winner) {
  battles::BattleResult r;
  r.battle = b.id;
  r.winner = winner;
  r.ending = "decided";
  return r;
}

}  // namespace rebel_battles_test

using namespace rebel_battles_test;

TEST_CASE("in the Rebel turn a Rebel attack opens as a battle like any other: the Rebels attack, by no line") {
  RebelTurn t;
  SkState& s = t.s;
  CHECK(rebels_waiting(s).find("sk.rebel_commander") != std::string::npos);
  std::vector<Event> events;
  REQUIRE(open_battles(s, events) == 1);
  CHECK(open_battles(s, events) == 0);  // opened once
  const Battle& b = s.battles.back();
  CHECK(b.attacker == kRebels);
  CHECK(b.defenders == std::vector<std::string>{"argozia"});
  CHECK(b.attacking.size() == rebels_at(s, "mittel").size());
  CHECK(of_this_turn(s, b));
  CHECK(opened_rebel_battle(s, "mittel") == &b);
  loads_back(s);
  // The set-up: the Rebels' commander named by the umpire, no line of arrival, sunrise start.
  s.revolt.battles[0].commander = "hrvatska";
  battles::BattleSetup setup = battle_setup(s, b);
  REQUIRE(setup.sides.size() == 2);
  CHECK(setup.sides[0].commander == "hrvatska");
  CHECK(setup.arrivals.empty());
  CHECK(setup.situation["battle_starts"] == setup.situation["sunrise"]);
  report::Document doc = render_briefing(briefing_view(setup, "attacker", ""));
  CHECK(doc.subtitle.find("commanded at the table by Hrvatska") != std::string::npos);
  CHECK(report::to_markdown(doc).find("The Rebels are played at the table by Hrvatska, a player not in the battle "
                                      "(SK 17.2.8.1)") != std::string::npos);
  CHECK(field_sketch(s, setup).rebels_rise);  // the sketch: no line of arrival, the umpire places them
  // Outside the Rebel turn it is no battle of the turn.
  s.start_step = StartStep::Magazines;
  CHECK_FALSE(of_this_turn(s, b));
}

TEST_CASE("a Rebel-turn battle's result disperses the beaten Rebels, credits the player's victory, settles the turn") {
  RebelTurn t;
  SkState& s = t.s;
  s.revolt.battles[0].commander = "hrvatska";
  for (auto& st : s.column(t.argozian)->stands) st.quality = Quality::Raw;  // new levies: Raw -> Experienced if engaged
  std::vector<Event> events;
  REQUIRE(open_battles(s, events) == 1);
  Battle& b = s.battles.back();
  b.setup = battles::to_json(battle_setup(s, b));
  b.status = "at_table";
  CHECK(rebels_waiting(s).find("sk.battle_result") != std::string::npos);
  CHECK(retreat_destinations(s, b, "attacker").empty());  // Rebels never retreat: no box for them
  // An engine's result with no retreat chosen: none is filled in for the beaten Rebels.
  Json engine_result{{"battle", b.id}, {"winner", "defender"}, {"ending", "decided"}};
  Json recorded = record_result_command(s, b.id, engine_result);
  CHECK(recorded["args"]["result"].value("retreat_to", "") == "");
  battles::BattleResult r = result_of(b, "defender");
  r.unit_outcome(s.column(t.argozian)->stands.front().id).losses.push_back({1, "fire"});
  std::string rebel_stand = s.column(b.attacking.front().column)->stands.front().id;
  r.unit_outcome(rebel_stand).losses.push_back({1, "fire"});
  REQUIRE(check_battle_result(s, b, r).empty());
  int before = s.promotion.victories["argozia"];
  events.clear();
  apply_battle_result(s, b, r, events);
  settle_rebel_battle(s, b);
  CHECK(rebels_at(s, "mittel").empty());
  CHECK(said(events, "The beaten Rebels are dispersed: no recovery"));
  CHECK(said(events, "is forced out of the box and dispersed (Rebels never retreat)"));
  CHECK_FALSE(said(events, "captures it"));  // the Rebel turn has no turn end (SK 15.1)
  CHECK(s.promotion.victories["argozia"] == before + 1);  // SK 11.12, 13.1.2: as in a player's turn
  CHECK(s.revolt.battles[0].winner == "argozia");
  CHECK(rebels_waiting(s).empty());
  // Promotions: Argozia one (17.2.8.2); the dispersed Rebels none to list.
  auto picks = promotions_available(s);
  REQUIRE(picks.size() == 1);
  CHECK(picks[0].side == "defender");
  CHECK(picks[0].left == 1);
  CHECK(picks[0].columns == std::vector<std::string>{t.argozian});
  CHECK(rebel_turn_offers(s).find("Argozia 1 combat promotion") != std::string::npos);
  loads_back(s);
}

TEST_CASE("winning Rebels stay, recover as the victor and count no victory; the player retreats") {
  RebelTurn t;
  SkState& s = t.s;
  s.revolt.battles[0].commander = "bravance";
  std::vector<Event> events;
  REQUIRE(open_battles(s, events) == 1);
  Battle& b = s.battles.back();
  b.setup = battles::to_json(battle_setup(s, b));
  b.status = "at_table";
  battles::BattleResult r = result_of(b, "attacker");
  Stand& rebel = s.column(b.attacking.front().column)->stands.front();
  std::string rebel_id = rebel.id;
  int sp = rebel.sp;
  r.unit_outcome(rebel_id).losses.push_back({1, "fire"});
  auto boxes = retreat_destinations(s, b, "defender");
  REQUIRE_FALSE(boxes.empty());
  r.retreat_to = boxes.front();
  REQUIRE(check_battle_result(s, b, r).empty());
  auto tally = s.promotion.victories;
  apply_battle_result(s, b, r, events);
  settle_rebel_battle(s, b);
  CHECK(rebels_at(s, "mittel").size() == 2);
  CHECK(s.find_stand(rebel_id)->stand().sp == sp);  // 2/3 of 1, halves up: 1 back
  CHECK(s.column(t.argozian)->box == r.retreat_to);
  CHECK(s.promotion.victories == tally);
  CHECK(s.revolt.battles[0].winner == kRebels);
  CHECK(promotions_left(b, "attacker") == 2);  // winning Rebels promote two (17.2.8.2)
}

TEST_CASE("a Rebel battle recorded with the older sk.rebel_battle is not opened again") {
  RebelTurn t;
  SkState& s = t.s;
  s.revolt.battles[0].commander = "hrvatska";
  s.revolt.battles[0].winner = "argozia";
  CHECK(battles_of_turn(s).empty());
  std::vector<Event> events;
  CHECK(open_battles(s, events) == 0);
  CHECK(rebels_waiting(s).empty());
}

TEST_CASE("in a player's turn beaten Rebels are dispersed: no recovery, nothing left to promote") {
  RebelTurn t;
  SkState& s = t.s;
  // Argozia's turn, Combat: it attacked the Rebels in Mittel from Argoziaburg.
  s.phase = Phase::PlayerTurn;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Combat;
  s.move_column(*s.column(t.argozian), "ar");
  s.revolt.battles.clear();
  Attack a;
  a.target = "mittel";
  a.columns = {t.argozian};
  a.launches = {"ar"};
  s.move_column(*s.column(t.argozian), "mittel");
  s.turn.attacks.push_back(a);
  std::vector<Event> events;
  REQUIRE(open_battles(s, events) == 1);
  Battle& b = s.battles.back();
  CHECK(b.defenders == std::vector<std::string>{kRebels});
  b.setup = battles::to_json(battle_setup(s, b));
  b.status = "at_table";
  battles::BattleResult r = result_of(b, "attacker");
  std::string rebel_stand = s.column(rebels_at(s, "mittel").front())->stands.front().id;
  r.unit_outcome(rebel_stand).losses.push_back({1, "fire"});
  REQUIRE(check_battle_result(s, b, r).empty());
  int before = s.promotion.victories["argozia"];
  events.clear();
  apply_battle_result(s, b, r, events);
  CHECK(rebels_at(s, "mittel").empty());
  CHECK(said(events, "The beaten Rebels are dispersed: no recovery"));
  CHECK_FALSE(said(events, "Recovery, Rebels"));
  CHECK(s.promotion.victories["argozia"] == before + 1);
  auto picks = promotions_available(s);
  REQUIRE(picks.size() == 1);
  CHECK(picks[0].side == "attacker");
  CHECK(picks[0].left == 1);  // a player beating Rebels: one promotion (17.2.8.2)
}
