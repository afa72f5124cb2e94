// The supply phase's start and end (1631 §9.3, §9.4, §10.2, §10.4, §10.8):
// the Révolte, the harvest, reserves and recruits, sudden death and the final
// scoring, and the next turn.
#include <doctest/doctest.h>

#include "1631/forces.h"
#include "1631/reserves.h"
#include "1631/scenario.h"
#include "1631/supply.h"
#include "1631/victory.h"
#include "supply_fixture.h"

using namespace umpire;
using namespace umpire::flammes;
using namespace umpire::flammes::supply_fixture;

namespace {

State phase_opening(int turn) {
  State s = start_state();
  s.tracks.turn = turn;
  s.tracks.phase = Phase::Supply;
  s.tracks.action = 5;
  s.supply = to_json(SupplyStep{});
  return s;
}

State phase_at(State s, const std::string& step) {
  SupplyStep p;
  p.step = step;
  s.supply = to_json(p);
  return s;
}

// Above 90 VP: every city Swedish, the Révolte Fresh, every Swedish unit in Franconia.
void swedish_triumph(State& s) {
  for (auto& [area, city] : s.cities) city.marker = Marker::Swedish;
  s.tracks.revolte = Revolte::Fresh;
  for (auto& u : s.units)
    if (u.on_map() && u.nation == Nation::Swedish) u.area = "franken", u.inside = false;
}

}  // namespace

TEST_CASE("1631 §10.2: the Révolte starts at S4 on 5-6, else moves to S5 (3-6), and starts by itself at S6") {
  auto cs = supply_apply(supply_campaign(phase_opening(4)), "1631.supply_start", Json::object(), {4});
  CHECK(game(cs).tracks.revolte == Revolte::OnTrack);
  CHECK(game(cs).tracks.revolte_box == 5);
  State s5 = phase_opening(5);
  s5.tracks.revolte_box = 5;
  cs = supply_apply(supply_campaign(s5), "1631.supply_start", Json::object(), {2});
  CHECK(game(cs).tracks.revolte_box == 6);
  State s6 = phase_opening(6);
  s6.tracks.revolte_box = 6;
  int imp_sp = supply_points(s6, Side::Imperial), vp = swedish_vp(s6);
  cs = supply_apply(supply_campaign(s6), "1631.supply_start", Json::object(), {});  // no roll
  CHECK(game(cs).tracks.revolte == Revolte::Fresh);
  CHECK(game(cs).tracks.revolte_turn == 6);
  CHECK(supply_points(game(cs), Side::Imperial) == imp_sp - 4);
  CHECK(swedish_vp(game(cs)) == vp + 10);
  cs = supply_apply(supply_campaign(phase_opening(4)), "1631.supply_start", Json::object(), {5});
  CHECK(game(cs).tracks.revolte == Revolte::Fresh);
}

TEST_CASE("1631 §10.2: a Spent Révolte resumes on a 1, without the initiative by default") {
  State s = phase_opening(7);
  s.tracks.revolte = Revolte::Spent;
  s.tracks.revolte_turn = 4;
  auto cs = supply_apply(supply_campaign(s), "1631.supply_start", Json::object(), {2});
  CHECK(game(cs).tracks.revolte == Revolte::Spent);
  cs = supply_apply(supply_campaign(s), "1631.supply_start", Json::object(), {1});
  CHECK(game(cs).tracks.revolte == Revolte::Fresh);
  CHECK(game(cs).tracks.revolte_turn == 4);
  auto with = supply_campaign(s);
  with.core.settings["revolte.resume_initiative"] = 1;
  cs = supply_apply(with, "1631.supply_start", Json::object(), {1});
  CHECK(game(cs).tracks.revolte_turn == 7);
}

TEST_CASE("1631 §10.4: the harvest at S7 lowers every ravaged region by one level") {
  State s = phase_opening(7);
  s.tracks.revolte = Revolte::Removed;
  s.ravaged["mittelmark"] = 2;
  auto cs = supply_apply(supply_campaign(s), "1631.supply_start", Json::object());
  CHECK(game(cs).ravaged.at("mecklenburg") == 0);
  CHECK(game(cs).ravaged.at("mittelmark") == 1);
  CHECK(game(cs).ravaged.at("neumark") == 0);
  State s6 = phase_opening(3);
  cs = supply_apply(supply_campaign(s6), "1631.supply_start", Json::object());
  CHECK(game(cs).ravaged.at("mecklenburg") == 1);
}

TEST_CASE("1631 §10.8: once Saxony is allied, the Saxon reserves due later go to the recruit pool") {
  State s = phase_opening(5);
  s.tracks.revolte = Revolte::Removed;
  s.tracks.saxony_allied = true;
  auto cs = supply_apply(supply_campaign(s), "1631.supply_start", Json::object());
  CHECK(game(cs).unit("sax_inf_2")->where == Where::Track);  // due at S5: it still comes
  CHECK(game(cs).unit("sax_cav_1")->where == Where::Pool);
  CHECK(game(cs).unit("sax_inf_3")->where == Where::Pool);
}

TEST_CASE("1631 §9.3, §11: the League's reserves arrive in Lower Saxony at S3, the Saxon ones with Arnim") {
  auto cs = supply_apply(supply_campaign(phase_at(phase_opening(3), "S3")), "1631.reserves", Json::object());
  for (const char* id : {"lea_inf_4", "lea_inf_5", "lea_cav_2"}) {
    CHECK(game(cs).unit(id)->where == Where::Map);
    CHECK(game(cs).unit(id)->area == "niedersachsen");
  }
  CHECK(supply_step(game(cs)).step == "S4");
  State s5 = phase_at(phase_opening(5), "S3");
  s5.commander_mut("arnim").area = "wittenberg";
  cs = supply_apply(supply_campaign(s5), "1631.reserves", Json::object());
  CHECK(game(cs).unit("sax_inf_2")->area == "wittenberg");
  auto elsewhere = refusals(supply_campaign(s5), "1631.reserves", {{"place", {{"sax_inf_2", "dresden"}}}});
  CHECK(cites(elsewhere, "1631 §9.3, §11"));
}

TEST_CASE("1631 §9.3: recruits arrive a phase later: Imperials in a strategic area, Swedes in a port they hold") {
  State s = phase_at(phase_opening(2), "S3");
  for (const char* id : {"swe_inf_11", "imp_inf_12"}) {
    Unit& u = s.unit_mut(id);
    u.where = Where::Track, u.box = 2, u.steps = 2, u.recruit = true;
  }
  auto cs = supply_campaign(s);
  CHECK(cites(refusals(cs, "1631.reserves", {{"place", {{"swe_inf_11", "greifswald"}}}}), "1631 §9.3"));
  CHECK(cites(refusals(cs, "1631.reserves", {{"place", {{"imp_inf_12", "garz"}}}}), "1631 §9.3"));
  cs = supply_apply(cs, "1631.reserves", {{"place", {{"swe_inf_11", "stettin"}, {"imp_inf_12", "franken"}}}});
  CHECK(game(cs).unit("swe_inf_11")->area == "stettin");
  CHECK(!game(cs).unit("swe_inf_11")->recruit);
  CHECK(game(cs).unit("imp_inf_12")->area == "franken");
  CHECK(game(cs).unit("imp_inf_12")->steps == 2);  // Fresh
  auto spent = supply_campaign(s);
  spent.core.settings["reserves.recruits_fresh"] = 0;
  cs = supply_apply(spent, "1631.reserves", {{"place", {{"swe_inf_11", "stettin"}, {"imp_inf_12", "franken"}}}});
  CHECK(game(cs).unit("imp_inf_12")->steps == 1);
  CHECK(game(cs).unit("swe_inf_11")->steps == 1);
  // With no Swedish port left, a Swedish recruit waits (setting "reserves.wait") or goes to the pool.
  State none = s;
  for (const char* port : {"stralsund", "stettin"}) none.city_mut(port).marker = Marker::Imperial;
  cs = supply_apply(supply_campaign(none), "1631.reserves", Json::object());
  CHECK(game(cs).unit("swe_inf_11")->where == Where::Track);
  CHECK(game(cs).unit("swe_inf_11")->box == 3);
  auto pool = supply_campaign(none);
  pool.core.settings["reserves.wait"] = 0;
  cs = supply_apply(pool, "1631.reserves", Json::object());
  CHECK(game(cs).unit("swe_inf_11")->where == Where::Pool);
}

TEST_CASE("1631 §9.4.2: the Swedes win with more than 90 VP at the end of two supply phases running") {
  State s = phase_at(phase_opening(5), "S4");
  s.tracks.vp_history = {80, 95};
  int vp = swedish_vp(s);
  CHECK(!swedish_sudden_death(s, vp));  // the start's VP
  CHECK(swedish_sudden_death(s, 91));
  CHECK(!swedish_sudden_death(s, 90));
  s.tracks.vp_history = {95, 80};
  CHECK(!swedish_sudden_death(s, 95));
  State win = phase_at(phase_opening(5), "S4");
  win.tracks.vp_history = {92};
  swedish_triumph(win);
  REQUIRE(swedish_vp(win) > 90);
  auto cs = supply_apply(supply_campaign(win), "1631.victory", Json::object());
  CHECK(game(cs).tracks.phase == Phase::Over);
  CHECK(game(cs).tracks.winner == Side::Swedish);
  CHECK(game(cs).tracks.vp_history.back() == swedish_vp(win));
}

TEST_CASE("1631 §9.4.2: the Imperials win holding every Swedish supply port, or when Gustav Adolf is killed") {
  State s = phase_at(phase_opening(3), "S4");
  CHECK(imperial_sudden_death(s).empty());
  for (const auto& a : s.map->areas)  // every supply port's city, whatever the map lists
    if (a.port && a.has_city()) s.city_mut(a.id).marker = Marker::Imperial;
  CHECK(imperial_sudden_death(s) == "the Imperials hold every Swedish supply port");
  auto cs = supply_apply(supply_campaign(s), "1631.victory", Json::object());
  CHECK(game(cs).tracks.winner == Side::Imperial);
  State dead = phase_at(phase_opening(3), "S4");
  dead.commander_mut("gustav").dead = true;
  CHECK(imperial_sudden_death(dead) == "Gustav Adolf has been killed");
  CHECK(cites(refusals(supply_campaign(dead), "1631.victory", {{"winner", "swedish"}}), "1631 §9.4.2"));
}

TEST_CASE("1631 §9.4.2: when both sides win at once the umpire names the winner") {
  State s = phase_at(phase_opening(5), "S4");
  s.tracks.vp_history = {99};
  swedish_triumph(s);
  s.commander_mut("gustav").dead = true;
  REQUIRE(swedish_vp(s) > 90);
  auto cs = supply_campaign(s);
  CHECK(cites(refusals(cs, "1631.victory", Json::object()), "1631 §9.4.2"));
  cs = supply_apply(cs, "1631.victory", {{"winner", "imperial"}});
  CHECK(game(cs).tracks.winner == Side::Imperial);
  CHECK(game(cs).tracks.phase == Phase::Over);
}

TEST_CASE("1631 §9.4.2: the final scoring adds the units' steps and reads the result table") {
  CHECK(final_result(91) == "Swedish major victory");
  CHECK(final_result(81) == "Swedish minor victory");
  CHECK(final_result(90) == "Swedish minor victory");
  CHECK(final_result(80) == "Draw");
  CHECK(final_result(71) == "Draw");
  CHECK(final_result(70) == "Imperial minor victory");
  CHECK(final_result(61) == "Imperial minor victory");
  CHECK(final_result(60) == "Imperial major victory");
  CHECK(final_winner(75) == std::nullopt);
  State s = phase_at(phase_opening(10), "S4");
  int final_vp = swedish_vp(s, true);
  auto cs = supply_apply(supply_campaign(s), "1631.victory", Json::object());
  CHECK(game(cs).tracks.phase == Phase::Over);
  CHECK(game(cs).tracks.result == final_result(final_vp));
  CHECK(game(cs).tracks.winner == final_winner(final_vp));
}

TEST_CASE("1631 §9.4, §4: without a winner the next turn begins at its initiative") {
  auto cs = supply_apply(supply_campaign(phase_at(phase_opening(3), "S4")), "1631.victory", Json::object());
  CHECK(game(cs).tracks.turn == 4);
  CHECK(game(cs).tracks.phase == Phase::Initiative);
  CHECK(game(cs).supply.is_null());
  CHECK(game(cs).tracks.diplomacy == 1);  // 1631 §6.7.1: turn 4
  CHECK(game(cs).tracks.vp_history.size() == 1);
  CHECK(cites(refusals(cs, "1631.victory", Json::object()), "1631 §9"));
}

TEST_CASE("1631 §9: each step refuses the commands of another step, citing the phase") {
  auto cs = supply_campaign(phase_opening(2));
  CHECK(cites(refusals(cs, "1631.loot", {{"region", "mittelmark"}}), "1631 §9"));
  CHECK(cites(refusals(cs, "1631.siege", {{"city", "magdeburg"}}), "1631 §9"));
  CHECK(cites(refusals(cs, "1631.reserves", Json::object()), "1631 §9"));
  CHECK(cites(refusals(cs, "1631.attrition", {{"side", "swedish"}}), "1631 §9"));
  CHECK(!module()->next_steps(cs).empty());
  CHECK(module()->next_steps(cs).front().command["type"] == "1631.supply_start");
}

TEST_CASE("1631 §9.3, §11: with Arnim dead the Saxon reserve arrives in a Saxon city, or waits under the setting") {
  State s = phase_at(phase_opening(5), "S3");
  s.commander_mut("arnim").dead = true;
  auto cs = supply_apply(supply_campaign(s), "1631.reserves", Json::object());
  CHECK(game(cs).unit("sax_inf_2")->area == "dresden");
  auto strict = supply_campaign(s);
  strict.core.settings["reserves.saxons_without_arnim"] = 0;
  cs = supply_apply(strict, "1631.reserves", Json::object());
  CHECK(game(cs).unit("sax_inf_2")->where == Where::Track);
  CHECK(game(cs).unit("sax_inf_2")->box == 6);
}

TEST_CASE("1631 §9.1.6, §9.2.2: a side supplies its forces once; no garrison evades unless its city fell on 1-2") {
  State s = phase_at(phase_opening(2), "S1");
  SupplyStep p = supply_step(s);
  p.looted = {"mecklenburg", "vorpommern", "hinterpommern", "mittelmark", "mittelelbe", "harz"};
  p.attrition = {{Side::Swedish, 0}, {Side::Imperial, 0}};
  s.supply = to_json(p);
  auto cs = supply_apply(supply_campaign(s), "1631.attrition", {{"side", "swedish"}});
  CHECK(cites(refusals(cs, "1631.attrition", {{"side", "swedish"}}), "1631 §9.1.6"));
  CHECK(cites(refusals(cs, "1631.recruit", {{"side", "swedish"}, {"units", {"infantry"}}}), "1631 §9.1.6"));
  CHECK(cites(refusals(cs, "1631.loot", {{"region", "harz"}}), "1631 §9.1.3"));
  cs = supply_apply(cs, "1631.attrition", {{"side", "imperial"}});
  CHECK(supply_step(game(cs)).step == "S2");
  CHECK(cites(refusals(cs, "1631.siege_evade", {{"path", Json::array()}}), "1631 §9.2.2"));
}
