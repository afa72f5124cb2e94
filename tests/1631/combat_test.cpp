// Combat on the campaign side (1631 §7.5-§7.11): the records, the recorded
// result with its validations, the pursuit of each kind, the capture, the
// sack and Gustav Adolf's death. The rulebook's example of play (1631 §12) at
// Garz, Greifenhagen and Landsberg gives the expected values.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "1631/combat.h"
#include "1631/combat_card.h"
#include "1631/combat_result.h"
#include "1631/combat_setup.h"
#include "1631/combat_state.h"
#include "1631/forces.h"
#include "1631/module.h"
#include "1631/pursuit.h"
#include "1631/scenario.h"
#include "1631/turn.h"
#include "core/dice.h"
#include "report/markdown.h"
#include "report/pdf.h"
#include "session/engine.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

void cbt_place(State& s, const std::string& id, const std::string& area, bool inside = false, int steps = 2) {
  if (s.unit(id)) {
    Unit& u = s.unit_mut(id);
    u.where = Where::Map, u.area = area, u.inside = inside, u.steps = steps;
  } else {
    Commander& c = s.commander_mut(id);
    c.area = area, c.inside = inside;
  }
}

// The campaign phase of turn 1, the Swedes' first action in progress.
State cbt_turn1() {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  begin_action(s, "engage", Side::Swedish);
  return s;
}

CampaignState cbt_campaign(const State& s, Json settings = Json::object()) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Combat test";
  cs.core.settings = std::move(settings);
  cs.game = std::make_shared<State>(s);
  return cs;
}

struct CbtRun {
  bool ok = false;
  std::vector<Reason> reasons;
  CampaignState cs;
  std::vector<Event> events;
  const State& st() const { return static_cast<const State&>(*cs.game); }
  bool said(const std::string& part) const {
    for (const auto& e : events)
      if (e.text.find(part) != std::string::npos) return true;
    return false;
  }
  bool refused_by(const std::string& rule) const {
    for (const auto& r : reasons)
      if (r.rule == rule) return true;
    return false;
  }
};

CbtRun cbt_do(const CampaignState& cs, const std::string& type, Json args, std::vector<int> faces = {}) {
  auto m = module();
  CommandSet commands(m.get());
  ScriptedDice dice(std::move(faces));
  Execution ex = execute(commands, cs, Json{{"type", type}, {"args", std::move(args)}}, dice);
  CbtRun r;
  r.ok = ex.ok;
  r.reasons = ex.reasons;
  r.cs = ex.ok ? ex.outcome.state : cs;
  r.events = ex.outcome.events;
  return r;
}

// Gustav's army (1631 §12) moved into `area`.
void cbt_gustav_to(State& s, const std::string& area, int units = 7) {
  std::vector<std::string> army = {"swe_inf_5", "swe_inf_6", "swe_inf_7", "swe_inf_8",
                                   "swe_cav_2", "swe_cav_3", "swe_art_3"};
  for (int k = 0; k < units; ++k) cbt_place(s, army[static_cast<std::size_t>(k)], area);
  cbt_place(s, "gustav", area);
}

Json cbt_loss(const std::string& unit, int steps) {
  return Json{{"unit", unit}, {"losses", Json::array({Json{{"lost", steps}}})}};
}

// The Greifenhagen River assault of 1631 §12, sent to the table.
CampaignState cbt_greifenhagen_sent() {
  State s = cbt_turn1();
  for (auto id : {"swe_inf_5", "swe_inf_6", "swe_inf_7", "swe_cav_2", "swe_art_3"}) cbt_place(s, id, "greifenhagen");
  cbt_place(s, "gustav", "greifenhagen");
  cbt_place(s, "imp_cav_1", "greifenhagen", false, 1);
  CampaignState cs = cbt_campaign(s);
  CbtRun r = cbt_do(cs, "1631.open_combat",
                    {{"area", "greifenhagen"},
                     {"attacker", "swedish"},
                     {"situation", "river_assault"},
                     {"came_from", "garz"},
                     {"last_line", "bridge"},
                     {"reason", "movement resolved by hand"}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}, {"engine", "tabletop"}});
  REQUIRE(r.ok);
  return r.cs;
}

}  // namespace

TEST_CASE("1631 §7.8: the victor by the losses, criterion by criterion") {
  CombatTally t;
  t.steps[0] = 10, t.steps[1] = 3;
  t.hits_on[0] = 1, t.hits_on[1] = 2, t.destroyed[1] = 1;  // Greifenhagen (1631 §12)
  CHECK(victor_by_rules(t).first == "attacker");
  CombatTally landsberg;  // the City ignored the one hit: nothing counted on either side
  landsberg.steps[0] = 9, landsberg.steps[1] = 2;
  CHECK(victor_by_rules(landsberg).first == "defender");
  CHECK(victor_by_rules(landsberg).second.find("criterion 4") != std::string::npos);
  CombatTally overrun;
  overrun.steps[0] = 8, overrun.steps[1] = 2, overrun.hits_on[1] = 3, overrun.hits_on[0] = 5, overrun.destroyed[0] = 2;
  CHECK(victor_by_rules(overrun).first == "attacker");  // criterion 1 before criterion 2
  CombatTally hits;
  hits.steps[0] = hits.steps[1] = 6, hits.hits_on[0] = 1, hits.hits_on[1] = 2;
  CHECK(victor_by_rules(hits).first == "attacker");
}

TEST_CASE("1631 §7.5, §7.9.1, §7.11: every defender evaded from Garz, the Swedes take it (VP 22 to 25, SP 15 to 16)") {
  State s = cbt_turn1();
  for (auto id : {"imp_inf_5", "imp_inf_6", "imp_cav_2", "imp_art_1", "schauenburg"}) cbt_place(s, id, "frankfurt");
  cbt_gustav_to(s, "garz");
  std::vector<Event> events;
  automatic_victory(s, "garz", Side::Swedish, false, events);
  CHECK(s.city("garz")->marker == Marker::Swedish);
  CHECK(swedish_vp(s) == 25);
  CHECK(supply_points(s, Side::Swedish) == 16);
  CHECK(supply_points(s, Side::Imperial) == 19);
  auto c = find_combat(s, "c1");
  REQUIRE(c);
  CHECK(c->status == "closed");
  CHECK(c->automatic);
  CHECK(c->winner == "attacker");
  CHECK(c->name == "Garz, turn 1, action 1");
  CHECK(!s.action.is_null());  // the engage goes on: its caller ends it
}

TEST_CASE("1631 §7.5: an automatic win over a bridge is a River assault: nothing is taken") {
  State s = cbt_turn1();
  cbt_place(s, "imp_inf_4", "landsberg");
  cbt_place(s, "imp_cav_1", "landsberg");
  cbt_gustav_to(s, "greifenhagen", 5);
  s.city_mut("garz").marker = Marker::Imperial;
  std::vector<Event> events;
  automatic_victory(s, "garz", Side::Swedish, true, events);
  CHECK(s.city("garz")->marker == Marker::Imperial);
  CHECK(find_combat(s, "c1")->situation == "river_assault");
}

TEST_CASE("1631 §7.6: the set-up sent has the sides, units, commanders and the situation") {
  CampaignState cs = cbt_greifenhagen_sent();
  const State& s = static_cast<const State&>(*cs.game);
  auto c = find_combat(s, "c1");
  REQUIRE(c);
  CHECK(c->status == "sent");
  battles::BattleSetup setup = battles::setup_from_json(JsonCursor(c->setup, "setup"));
  CHECK(setup.game == "1631");
  REQUIRE(setup.sides.size() == 2);
  CHECK(setup.sides[0].id == "attacker");
  CHECK(setup.sides[1].id == "defender");
  const battles::Unit* cav = setup.unit("imp_cav_1");
  REQUIRE(cav);
  CHECK(cav->side == "defender");
  CHECK(cav->arm == "cavalry");
  CHECK(cav->strength == 1);
  CHECK(cav->attributes["spent"] == true);
  CHECK(cav->attributes.contains("assault"));
  REQUIRE(setup.leader("gustav"));
  CHECK(setup.leader("gustav")->attributes["skill"].is_number_integer());
  CHECK(setup.situation["combat"] == "river_assault");
  CHECK(setup.situation["defender_may_choose_battle"] == true);
  CHECK(setup.situation["place_kind"] == "green");
  CHECK(setup.situation["river"] == "Oder");
  auto links = module()->battle_links(cs);
  REQUIRE(links.size() == 1);
  CHECK(links[0].status == "sent");
  CHECK(links[0].engine == "tabletop");
}

TEST_CASE("1631 §7.7, §7.8, §7.9.2: Greifenhagen — the Swedes win the River assault; the Inf evades with no loss") {
  CampaignState cs = cbt_greifenhagen_sent();
  Json result{{"winner", "attacker"},
              {"units", Json::array({cbt_loss("swe_inf_5", 1), cbt_loss("imp_inf_4", 1), cbt_loss("imp_cav_1", 1)})},
              {"details", {{"hits_suffered", {{"attacker", 1}, {"defender", 2}}}}}};
  CbtRun r = cbt_do(cs, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  State s = r.st();
  CHECK(s.unit("swe_inf_5")->steps == 1);
  CHECK(s.unit("imp_inf_4")->steps == 1);
  CHECK(s.unit("imp_cav_1")->where == Where::Pool);
  CombatRecord c = *find_combat(s, "c1");
  CHECK(c.status == "recorded");
  CHECK(c.winner == "attacker");
  CHECK(c.hits_on_attacker == 1);
  CHECK(c.hits_on_defender == 2);
  PursuitPlan p = pursuit_plan(s, c, {});
  CHECK(p.kind == "river_won");
  CHECK(!p.artillery_lost);
  CHECK(p.extra_losses == 0);
  CHECK(p.besiege_choice);
  // The evasion itself (its legality is the movement rules', checked by the command).
  std::vector<Event> events;
  apply_pursuit(s, c, PursuitChoice{{"landsberg"}, {}, {}, {}, true}, nullptr, {}, nullptr, events);
  CHECK(s.unit("imp_inf_4")->area == "landsberg");
  CHECK(s.unit("imp_inf_4")->steps == 1);  // floor(1/3) = 0
  CHECK(s.unit("swe_art_3")->steps == 2);
  CHECK(c.status == "closed");
}

TEST_CASE("1631 §7.9.1: a beaten Battle defender loses its artillery and a step per unit destroyed, then evades") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "garz");
  cbt_place(s, "imp_inf_5", "garz", false, 2);  // Schauenburg's army (1631 §12)
  cbt_place(s, "imp_inf_6", "garz", false, 1);
  cbt_place(s, "imp_cav_2", "garz", false, 2);
  cbt_place(s, "imp_art_1", "garz", false, 1);
  CampaignState cs = cbt_campaign(s);
  CbtRun r = cbt_do(cs, "1631.open_combat",
                    {{"area", "garz"},
                     {"attacker", "swedish"},
                     {"situation", "battle"},
                     {"came_from", "stettin"},
                     {"last_line", "river"},
                     {"reason", "test"}});
  REQUIRE(r.ok);
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  REQUIRE(r.ok);
  Json result{{"winner", "attacker"}, {"units", Json::array({cbt_loss("imp_inf_5", 2)})}};
  r = cbt_do(r.cs, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  State st = r.st();
  CombatRecord c = *find_combat(st, "c1");
  PursuitPlan p = pursuit_plan(st, c, {});
  CHECK(p.kind == "battle");
  CHECK(p.artillery_lost);
  CHECK(p.extra_losses == 1);
  std::vector<Event> events;
  apply_pursuit(st, c, PursuitChoice{{"frankfurt"}, {}, {}, {}, true}, nullptr, {}, nullptr, events);
  CHECK(st.unit("imp_art_1")->where == Where::Pool);
  CHECK(st.unit("imp_cav_2")->steps == 1);  // the extra loss, from a Fresh unit
  CHECK(st.unit("imp_cav_2")->area == "frankfurt");
  CHECK(st.unit("imp_inf_6")->area == "frankfurt");
  CHECK(!st.commander("schauenburg")->fresh);
  CHECK(st.commander("schauenburg")->area == "frankfurt");
  CHECK(st.city("garz")->marker == Marker::Swedish);
  CHECK(swedish_vp(st) == 25);
}

TEST_CASE("1631 §7.9.2: Landsberg holds the Siege assault; Gustav Adolf is Spent, no evasion, the siege goes on") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "landsberg", 5);
  cbt_place(s, "imp_inf_4", "landsberg", true);
  CampaignState cs = cbt_campaign(s);
  CbtRun r = cbt_do(cs, "1631.open_combat",
                    {{"area", "landsberg"},
                     {"attacker", "swedish"},
                     {"situation", "siege_assault"},
                     {"came_from", "greifenhagen"},
                     {"last_line", "road"},
                     {"reason", "test"}});
  REQUIRE(r.ok);
  CHECK(find_combat(r.st(), "c1")->defending_units == std::vector<std::string>{"imp_inf_4"});
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  REQUIRE(r.ok);
  // The defender scored nothing; the attacker's one hit was ignored by the City.
  r = cbt_do(r.cs, "1631.record_combat",
             {{"combat", "c1"},
              {"result", {{"winner", ""}, {"units", Json::array()}}},
              {"hits", {{"attacker", 0}, {"defender", 0}}}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  CHECK(r.said("criterion 4"));
  CHECK(find_combat(r.st(), "c1")->winner == "defender");
  auto steps = module()->next_steps(r.cs);
  REQUIRE(!steps.empty());
  CHECK(steps[0].command["type"] == "1631.pursuit");
  r = cbt_do(r.cs, "1631.pursuit", {{"combat", "c1"}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  const State& st = r.st();
  CHECK(!st.commander("gustav")->fresh);
  CHECK(st.commander("gustav")->area == "landsberg");
  CHECK(count_units(st, "landsberg", Side::Swedish) == 5);
  CHECK(st.unit("imp_inf_4")->inside);
  CHECK(st.city("landsberg")->marker == Marker::Imperial);
  CHECK(besieger(st, "landsberg") == Side::Swedish);
  CHECK(find_combat(st, "c1")->status == "closed");
  CHECK(st.action.is_null());  // the combat ended the action (1631 §8)
  CHECK(st.tracks.action == 1);
}

TEST_CASE("1631 §7.9.2: a won Siege assault takes the city and sacks it on a roll up to the attacker's hits") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "wismar", 4);
  cbt_place(s, "swe_inf_5", "wismar", false, 1);
  cbt_place(s, "swe_inf_6", "wismar", false, 1);
  for (auto& u : s.units)
    if (u.on_map() && u.area == "wismar" && side_of(s, u) == Side::Imperial) u.area = "rostock", u.inside = false;
  for (auto& k : s.commanders)
    if (k.area == "wismar" && side_of(s, k) == Side::Imperial) k.area = "rostock", k.inside = false;
  cbt_place(s, "imp_inf_4", "wismar", true, 1);
  CampaignState cs = cbt_campaign(s);
  CbtRun r = cbt_do(cs, "1631.open_combat",
                    {{"area", "wismar"}, {"attacker", "swedish"}, {"situation", "siege_assault"}, {"reason", "test"}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  Json result{{"winner", "attacker"},
              {"units", Json::array({cbt_loss("imp_inf_4", 1), cbt_loss("swe_inf_7", 1)})},
              {"details", {{"hits_suffered", {{"attacker", 2}, {"defender", 2}}}}}};
  r = cbt_do(r.cs, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  r = cbt_do(r.cs, "1631.pursuit", {{"combat", "c1"}}, {2});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  const State& st = r.st();
  CHECK(st.city("wismar")->marker == Marker::Swedish);
  CHECK(st.city("wismar")->sacked);
  CHECK(city_sp(st, "wismar") == 1);
  CHECK(r.said("Sack of Wismar: rolls 2 against 2: sacked"));
  // The refresh: as many Spent units as the city's SP before the sack (2).
  int spent = 0;
  for (auto id : {"swe_inf_5", "swe_inf_6", "swe_inf_7"}) spent += st.unit(id)->steps == 1 ? 1 : 0;
  CHECK(spent == 1);
}

TEST_CASE("1631 §7.9.2: no sack when the roll is above the attacker's hits") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "wismar", 4);
  for (auto& u : s.units)
    if (u.on_map() && u.area == "wismar" && side_of(s, u) == Side::Imperial) u.area = "rostock", u.inside = false;
  for (auto& k : s.commanders)
    if (k.area == "wismar" && side_of(s, k) == Side::Imperial) k.area = "rostock", k.inside = false;
  cbt_place(s, "imp_inf_4", "wismar", true, 1);
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "wismar"}, {"attacker", "swedish"}, {"situation", "siege_assault"}, {"reason", "test"}});
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  r = cbt_do(
      r.cs, "1631.record_combat",
      {{"combat", "c1"}, {"result", {{"winner", "attacker"}, {"units", Json::array({cbt_loss("imp_inf_4", 1)})}}}});
  REQUIRE(r.ok);
  r = cbt_do(r.cs, "1631.pursuit", {{"combat", "c1"}}, {1});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  CHECK(r.st().city("wismar")->marker == Marker::Swedish);
  CHECK(!r.st().city("wismar")->sacked);  // the attacker suffered no hit: 1 > 0
}

TEST_CASE("1631 §7.7, §7.8, §7.5: the recorded result's validations, each citing its rule") {
  CampaignState cs = cbt_greifenhagen_sent();
  auto record = [&](Json result, Json extra = Json::object()) {
    Json args{{"combat", "c1"}, {"result", std::move(result)}};
    for (auto& [k, v] : extra.items()) args[k] = v;
    return cbt_do(cs, "1631.record_combat", args);
  };
  CbtRun art = record({{"winner", "attacker"}, {"units", Json::array({cbt_loss("swe_art_3", 1)})}});
  CHECK(!art.ok);
  CHECK(art.refused_by("1631 §7.7"));
  CbtRun art_override =
      record({{"winner", "attacker"}, {"units", Json::array({cbt_loss("swe_art_3", 1), cbt_loss("imp_cav_1", 1)})}},
             {{"override", true}});
  CHECK(art_override.ok);
  CbtRun gain = record({{"winner", "attacker"}, {"units", Json::array({cbt_loss("imp_cav_1", -1)})}});
  CHECK(!gain.ok);
  CbtRun few_hits = record({{"winner", "attacker"}, {"units", Json::array({cbt_loss("imp_inf_4", 2)})}},
                           {{"hits", {{"defender", 1}}}});
  CHECK(!few_hits.ok);
  CHECK(few_hits.refused_by("1631 §7.7"));
  CbtRun no_victor = record({{"winner", ""}, {"units", Json::array()}}, {{"no_victor", true}});
  CHECK(!no_victor.ok);
  CHECK(no_victor.refused_by("1631 §7.5"));
  // The table's winner against the losses: accepted, and logged as the umpire's override.
  CbtRun against = record({{"winner", "defender"}, {"units", Json::array({cbt_loss("imp_cav_1", 1)})}});
  REQUIRE(against.ok);
  CHECK(against.said("Umpire's override: the defender (the Imperials) wins"));
  CHECK(find_combat(against.st(), "c1")->winner == "defender");
  // A draw at the table is decided by the losses.
  CbtRun draw = record({{"winner", ""}, {"units", Json::array({cbt_loss("imp_cav_1", 1)})}});
  REQUIRE(draw.ok);
  CHECK(find_combat(draw.st(), "c1")->winner == "attacker");
}

TEST_CASE("1631 §7.5: a siege without an assault ends with no victor, and the action with it") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "landsberg", 5);
  cbt_place(s, "imp_inf_4", "landsberg", true);
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "landsberg"}, {"attacker", "swedish"}, {"situation", "siege_assault"}, {"reason", "t"}});
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  r = cbt_do(r.cs, "1631.record_combat",
             {{"combat", "c1"}, {"result", {{"winner", ""}, {"units", Json::array()}}}, {"no_victor", true}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  CHECK(find_combat(r.st(), "c1")->status == "closed");
  CHECK(r.st().action.is_null());
}

TEST_CASE("1631 §9.4.2: Gustav Adolf killed — the Imperials win at the end of the supply phase, or at once") {
  CampaignState cs = cbt_greifenhagen_sent();
  Json result{{"winner", "defender"},
              {"units", Json::array()},
              {"leaders", Json::array({Json{{"leader", "gustav"}, {"fate", "killed"}}})}};
  CbtRun later = cbt_do(cs, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
  REQUIRE_MESSAGE(later.ok, (later.reasons.empty() ? "" : later.reasons[0].describe()));
  CHECK(later.st().commander("gustav")->dead);
  CHECK(later.st().tracks.phase == Phase::Campaign);
  CHECK(later.said("the Imperials win at the end of this turn's supply phase"));
  CampaignState now = cs;
  now.core.settings = Json{{"victory.gustav_death_immediate", 1}};
  CbtRun at_once = cbt_do(now, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
  REQUIRE(at_once.ok);
  CHECK(at_once.st().tracks.phase == Phase::Over);
  CHECK(at_once.st().tracks.winner == Side::Imperial);
  CHECK(find_combat(at_once.st(), "c1")->status == "closed");
}

TEST_CASE("1631 §7.10: a beaten relief's garrison goes back inside; the literal reading loses the city") {
  State s = cbt_turn1();
  // Landsberg: an Imperial garrison besieged by 3 Swedes; an Imperial relief arrives.
  for (auto id : {"swe_inf_5", "swe_inf_6", "swe_inf_7"}) cbt_place(s, id, "landsberg");
  cbt_place(s, "imp_inf_4", "landsberg", true);
  cbt_place(s, "imp_inf_5", "landsberg");
  cbt_place(s, "imp_inf_6", "landsberg");
  Json open{{"area", "landsberg"},
            {"attacker", "imperial"},
            {"situation", "battle"},
            {"trigger", "relief"},
            {"attacking_units", {"imp_inf_5", "imp_inf_6"}},
            {"attacking_commanders", Json::array()},
            {"defending_units", {"swe_inf_5", "swe_inf_6", "swe_inf_7"}},
            {"came_from", "greifenhagen"},
            {"last_line", "road"},
            {"reason", "test"}};
  for (int literal = 0; literal < 2; ++literal) {
    CbtRun r = cbt_do(cbt_campaign(s, Json{{"combat.relief_loss_literal", literal}}), "1631.open_combat", open);
    REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
    CHECK(find_combat(r.st(), "c1")->garrison_units == std::vector<std::string>{"imp_inf_4"});
    r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
    r = cbt_do(
        r.cs, "1631.record_combat",
        {{"combat", "c1"}, {"result", {{"winner", "defender"}, {"units", Json::array({cbt_loss("imp_inf_4", 1)})}}}});
    REQUIRE(r.ok);
    State st = r.st();
    CombatRecord c = *find_combat(st, "c1");
    std::vector<Event> events;
    PursuitSettings set;
    set.relief_loss_literal = literal == 1;
    apply_pursuit(st, c, PursuitChoice{{"greifenhagen"}, {}, {}, {}, true}, nullptr, set, nullptr, events);
    if (literal) {
      CHECK(st.city("landsberg")->marker == Marker::Swedish);
      CHECK(st.unit("imp_inf_4")->area == "greifenhagen");
    } else {
      CHECK(st.city("landsberg")->marker == Marker::Imperial);
      CHECK(st.unit("imp_inf_4")->inside);
      CHECK(st.unit("imp_inf_4")->area == "landsberg");
      CHECK(st.unit("imp_inf_5")->area == "greifenhagen");
    }
  }
}

TEST_CASE("1631 §7.5.2: the defender of a River assault may fight a Battle instead") {
  State s = cbt_turn1();
  for (auto id : {"swe_inf_5", "swe_inf_6"}) cbt_place(s, id, "greifenhagen");
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "greifenhagen"},
                     {"attacker", "swedish"},
                     {"situation", "river_assault"},
                     {"came_from", "garz"},
                     {"last_line", "bridge"},
                     {"reason", "t"}});
  REQUIRE(r.ok);
  r = cbt_do(r.cs, "1631.choose_battle", {{"combat", "c1"}});
  REQUIRE(r.ok);
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  REQUIRE(r.ok);
  CHECK(find_combat(r.st(), "c1")->setup["situation"]["combat"] == "battle");
  CHECK(!cbt_do(r.cs, "1631.choose_battle", {{"combat", "c1"}}).ok);
}

TEST_CASE("1631 §7.6: the combat card — each side's forces, the modifiers, the stakes; umpired cards hide the enemy") {
  CampaignState cs = cbt_greifenhagen_sent();
  report::Handout h = combat_card_handout();
  auto who = h.recipients(cs);
  REQUIRE(who.size() == 3);
  CHECK(h.players_of(cs, "c1:attacker") == std::vector<std::string>{"swedish"});
  CHECK(h.players_of(cs, "c1:umpire").empty());
  std::string open = report::to_markdown(h.write(cs, "c1:attacker"));
  CHECK(open.find("River assault at Greifenhagen") != std::string::npos);
  CHECK(open.find("Gustav Adolf") != std::string::npos);
  CHECK(open.find("3,000 men") != std::string::npos);
  CHECK(open.find("12 heavy guns") != std::string::npos);
  CHECK(open.find("Oder") != std::string::npos);
  CHECK(open.find("the defender may fight a Battle instead") != std::string::npos);
  CHECK(open.find("If Gustav Adolf is killed, the Imperials win the game") != std::string::npos);
  const State& s = static_cast<const State&>(*cs.game);
  std::string imp_cav = s.unit("imp_cav_1")->name;
  CHECK(open.find(imp_cav) != std::string::npos);  // open: both sides' forces
  CampaignState umpired = cs;
  umpired.core.settings = Json{{"knowledge", 1}};
  std::string hidden = report::to_markdown(h.write(umpired, "c1:attacker"));
  CHECK(hidden.find(imp_cav) == std::string::npos);
  CHECK(hidden.find("Not known to you") != std::string::npos);
  std::string imperial = report::to_markdown(h.write(umpired, "c1:defender"));
  CHECK(imperial.find("Gustav Adolf") == std::string::npos);  // the enemy's commanders are not told either
  CHECK(imperial.find(s.unit("swe_inf_5")->name) == std::string::npos);
  std::string umpire = report::to_markdown(h.write(umpired, "c1:umpire"));
  CHECK(umpire.find(imp_cav) != std::string::npos);
  CHECK(report::to_markdown(h.write(umpired, "c1:defender")).find(imp_cav) != std::string::npos);
}

TEST_CASE("1631 §7.6: the combat card prints to PDF") {
  CampaignState cs = cbt_greifenhagen_sent();
  auto path = std::filesystem::temp_directory_path() / "umpire_1631_combat_card.pdf";
  report::write_pdf(combat_card_handout().write(cs, "c1:umpire"), path.string());
  std::ifstream in(path, std::ios::binary);
  std::string head(4, '\0');
  in.read(head.data(), 4);
  CHECK(head == "%PDF");
}

TEST_CASE("1631 §7.6: a pending combat is offered to the table and to the built-in procedure; fight sends it there") {
  State s = cbt_turn1();
  cbt_place(s, "swe_inf_5", "greifenhagen");
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "greifenhagen"}, {"attacker", "swedish"}, {"situation", "battle"}, {"reason", "t"}});
  REQUIRE(r.ok);
  auto steps = module()->next_steps(r.cs);
  REQUIRE(steps.size() >= 2);
  CHECK(steps[0].command["type"] == "1631.send_combat");
  CHECK(steps[1].command["type"] == "1631.fight");
  r = cbt_do(r.cs, "1631.fight", {{"combat", "c1"}});
  REQUIRE(r.ok);
  CHECK(find_combat(r.st(), "c1")->engine == "1631-combat");
  auto links = module()->battle_links(r.cs);
  REQUIRE(links.size() == 1);
  CHECK(links[0].status == "sent");
  CHECK(links[0].engine == "1631-combat");
  // Recording through the kit's command for the Battles desk.
  Json record = module()->record_result_command(r.cs, "c1", Json{{"winner", "attacker"}, {"units", Json::array()}});
  CHECK(record["type"] == "1631.record_combat");
}

TEST_CASE("1631 §7.3, §7.9.1: a beaten force with nowhere to evade is destroyed, its commanders with it") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "garz", 2);
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "garz"},
                     {"attacker", "swedish"},
                     {"situation", "battle"},
                     {"came_from", "stettin"},
                     {"last_line", "river"},
                     {"reason", "test"}});
  REQUIRE(r.ok);
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  r = cbt_do(
      r.cs, "1631.record_combat",
      {{"combat", "c1"}, {"result", {{"winner", "defender"}, {"units", Json::array({cbt_loss("swe_inf_5", 2)})}}}});
  REQUIRE(r.ok);
  State st = r.st();
  CombatRecord c = *find_combat(st, "c1");
  std::vector<Event> events;
  apply_pursuit(st, c, PursuitChoice{}, nullptr, {}, nullptr, events);  // no evasion: none was legal
  CHECK(st.unit("swe_inf_6")->where == Where::Pool);
  CHECK(st.commander("gustav")->dead);
  CHECK(st.tracks.phase == Phase::Campaign);  // the Imperials win at the end of the supply phase (the default)
}

TEST_CASE(
    "1631 §7.9: with the pursuit played at the table, only the moves, the Spent commanders and the capture follow") {
  State s = cbt_turn1();
  cbt_gustav_to(s, "garz");
  cbt_place(s, "imp_inf_5", "garz", false, 2);
  cbt_place(s, "imp_inf_6", "garz", false, 2);
  cbt_place(s, "imp_cav_2", "garz", false, 2);
  cbt_place(s, "imp_art_1", "garz", false, 1);
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "garz"}, {"attacker", "swedish"}, {"situation", "battle"}, {"reason", "test"}});
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  r = cbt_do(
      r.cs, "1631.record_combat",
      {{"combat", "c1"}, {"result", {{"winner", "attacker"}, {"units", Json::array({cbt_loss("imp_inf_5", 2)})}}}});
  REQUIRE(r.ok);
  State st = r.st();
  CombatRecord c = *find_combat(st, "c1");
  std::vector<Event> events;
  PursuitSettings set;
  set.pursuit_on_table = true;
  apply_pursuit(st, c, PursuitChoice{{"frankfurt"}, {}, {}, {}, true}, nullptr, set, nullptr, events);
  CHECK(st.unit("imp_art_1")->area == "frankfurt");  // its artillery kept
  CHECK(st.unit("imp_inf_6")->steps == 2);           // no extra loss, no one in three
  CHECK(st.unit("imp_cav_2")->steps == 2);
  CHECK(!st.commander("schauenburg")->fresh);
  CHECK(st.city("garz")->marker == Marker::Swedish);
}

TEST_CASE("1631 §7.4, §7.9.2: beaten River-assault defenders with nowhere to evade withdraw into their city") {
  State s = cbt_turn1();
  s.city_mut("garz").marker = Marker::Imperial;
  for (auto id : {"swe_inf_5", "swe_inf_6", "swe_inf_7"}) cbt_place(s, id, "stettin");
  for (auto id : {"imp_inf_5", "imp_inf_6", "imp_cav_2", "imp_art_1", "imp_inf_4"}) cbt_place(s, id, "garz");
  cbt_place(s, "swe_inf_5", "garz");
  CbtRun r = cbt_do(cbt_campaign(s), "1631.open_combat",
                    {{"area", "garz"},
                     {"attacker", "swedish"},
                     {"situation", "river_assault"},
                     {"attacking_units", {"swe_inf_5"}},
                     {"came_from", "stettin"},
                     {"last_line", "bridge"},
                     {"reason", "test"}});
  REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
  r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
  r = cbt_do(r.cs, "1631.record_combat",
             {{"combat", "c1"}, {"result", {{"winner", "attacker"}, {"units", Json::array()}}}});
  REQUIRE(r.ok);
  State st = r.st();
  CombatRecord c = *find_combat(st, "c1");
  std::vector<Event> events;
  apply_pursuit(st, c, PursuitChoice{}, nullptr, {}, nullptr, events);
  CHECK(count_units(st, "garz", Side::Imperial, true) == 4);  // room for 4 (1631 §7.4)
  CHECK(count_units(st, "garz", Side::Imperial) == 4);        // the fifth is destroyed
  CHECK(st.commander("schauenburg")->inside);
  CHECK(st.city("garz")->marker == Marker::Imperial);  // not taken after a River assault
}

TEST_CASE("1631 §7: a combat's record is kept in the campaign file and read back as it was") {
  CampaignState cs = cbt_greifenhagen_sent();
  Json result{{"winner", "attacker"}, {"units", Json::array({cbt_loss("imp_cav_1", 1)})}};
  CbtRun r = cbt_do(cs, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
  REQUIRE(r.ok);
  Json j = r.st().to_json();
  State back = state_from_json(JsonCursor(j, "state"));
  CombatRecord a = *find_combat(r.st(), "c1"), b = *find_combat(back, "c1");
  CHECK(to_json(a) == to_json(b));
  CHECK(b.status == "recorded");
  CHECK(b.destroyed_defender == 1);
  CHECK(b.setup == a.setup);
}

TEST_CASE("1631 §7.9.2, §7.7: with combat.sack_counts_fortress_hit off the sack roll leaves out the fortress's hit") {
  for (bool counts : {true, false}) {
    State s = cbt_turn1();
    for (auto& u : s.units)
      if (u.on_map() && u.area == "stettin") u.where = Where::Pool;
    for (auto& k : s.commanders)
      if (k.area == "stettin") k.area = "stralsund", k.inside = false;
    for (auto id : {"imp_inf_1", "imp_inf_2", "imp_inf_3"}) cbt_place(s, id, "stettin");
    cbt_place(s, "swe_inf_5", "stettin", true, 1);
    CampaignState cs = cbt_campaign(s, Json{{"combat.sack_counts_fortress_hit", counts ? 1 : 0}});
    CbtRun r = cbt_do(cs, "1631.open_combat",
                      {{"area", "stettin"}, {"attacker", "imperial"}, {"situation", "siege_assault"}, {"reason", "t"}});
    REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
    r = cbt_do(r.cs, "1631.send_combat", {{"combat", "c1"}});
    Json result{{"winner", "attacker"},
                {"units", Json::array({cbt_loss("swe_inf_5", 1), cbt_loss("imp_inf_1", 1)})},
                {"details", {{"hits_suffered", {{"attacker", 2}, {"defender", 3}}}}}};
    r = cbt_do(r.cs, "1631.record_combat", {{"combat", "c1"}, {"result", result}});
    REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
    r = cbt_do(r.cs, "1631.pursuit", {{"combat", "c1"}}, {2});
    REQUIRE_MESSAGE(r.ok, (r.reasons.empty() ? "" : r.reasons[0].describe()));
    CHECK(r.st().city("stettin")->marker == Marker::Imperial);
    CHECK(r.st().city("stettin")->sacked == counts);  // a 2 against 2, or against 2 - 1
    CHECK(r.said(counts ? "Sack of Stettin: rolls 2 against 2: sacked"
                        : "Sack of Stettin: rolls 2 against 1 (the fortress's extra hit not counted"));
  }
}
