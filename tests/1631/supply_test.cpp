// The supply phase (1631 §9, §10.2, §10.4, §10.8): need, looting, recruiting,
// refreshing, attrition, sieges, reserves and victory, on the rulebook's
// situation after turn 1 (1631 §12) and on small situations of their own.
#include <doctest/doctest.h>

#include <algorithm>

#include "1631/forces.h"
#include "1631/looting.h"
#include "1631/module.h"
#include "1631/movement_rules.h"
#include "1631/reserves.h"
#include "1631/scenario.h"
#include "1631/sieges.h"
#include "1631/supply.h"
#include "1631/supply_phase.h"
#include "1631/victory.h"
#include "supply_fixture.h"

using namespace umpire;
using namespace umpire::flammes;

using namespace umpire::flammes::supply_fixture;

TEST_CASE("1631 §9.2: EX-4 Magdeburg (2 inside, 5 besiegers), Kolberg and Greifswald (0 inside, 3) suffer attrition") {
  State s = start_state();
  CHECK(siege_difference(s, "magdeburg") == 3);
  CHECK(siege_difference(s, "kolberg") == 3);
  CHECK(siege_difference(s, "greifswald") == 3);
  for (const char* city : {"magdeburg", "kolberg", "greifswald"}) CHECK(s.city(city)->siege_attrition);
}

TEST_CASE("1631 §9.4.1: EX-5 a commander and 4 units against 2 in Silesia give 4 VP; the commander does not count") {
  State s = start_state();
  int before = swedish_vp(s);
  for (const char* id : {"swe_inf_5", "swe_inf_6", "swe_inf_7", "swe_inf_8"}) s.unit_mut(id).area = "schlesien";
  s.commander_mut("gustav").area = "schlesien";
  for (const char* id : {"imp_inf_5", "imp_inf_6"}) s.unit_mut(id).area = "schlesien";
  CHECK(strategic_vp(s) == 4);
  // Garz lost its Imperial units but keeps its marker; Stettin keeps the Swedes' marker.
  CHECK(swedish_vp(s) == before + 4);
}

TEST_CASE("1631 §9.1.2: EX-20 and EX-21 the need after turn 1 is 21 for the Swedes and 28 for the Imperials") {
  State s = supply_after_turn_one();
  CHECK(supply_need(s, Side::Swedish) == 21);
  CHECK(supply_need(s, Side::Imperial) == 28);
  CHECK(need_words(s, Side::Swedish) == "7 units at 1 SP, 7 at 2 SP");
  CHECK(supply_points(s, Side::Swedish) == 16);
  CHECK(supply_points(s, Side::Imperial) == 18);
}

TEST_CASE(
    "1631 §9.1.2: a unit in a strategic area needs 1 SP; a neutral Saxon nothing; a reserve on the track nothing") {
  State s = start_state();
  int need = supply_need(s, Side::Imperial);
  s.unit_mut("lea_inf_1").area = "niedersachsen";
  CHECK(supply_need(s, Side::Imperial) == need - 1);
  CHECK(unit_need(s, *s.unit("sax_inf_1"), Side::Swedish) == 0);
  s.tracks.saxony_allied = true;
  CHECK(unit_need(s, *s.unit("sax_inf_1"), Side::Swedish) == 2);
  CHECK(unit_need(s, *s.unit("lea_inf_4"), Side::Imperial) == 0);
}

TEST_CASE("1631 §9.1.3: EX-22 Eastern Pomerania (Ravaged) 6, 4, 2 with 3 units: the middle 4, loot 3, no ravaging") {
  LootRoll r = loot_roll({6, 4, 2}, 1, 3);
  CHECK(r.picked == 4);
  CHECK(r.loot == 3);
  CHECK(!r.ravages);
}

TEST_CASE("1631 §9.1.3: EX-23 unravaged Central Brandenburg: Swedes 5, 5, 2 with 2 units; Imperials 6, 5, 1 with 6") {
  LootRoll swedes = loot_roll({5, 5, 2}, 0, 2);
  CHECK(swedes.picked == 5);
  CHECK(swedes.loot == 2);
  CHECK(!swedes.ravages);
  LootRoll imperials = loot_roll({6, 5, 1}, 0, 6);
  CHECK(imperials.loot == 6);
  CHECK(imperials.ravages);
  CHECK(loot_roll({6, 5, 1}, 2, 6).picked == 1);  // Ravaged x2: the lowest
}

TEST_CASE("1631 §9.1.3: looting a region ravages it once, whoever caused it, and lowers the attrition markers") {
  State s = supply_after_turn_one();
  CHECK(looters(s, "mittelmark", Side::Swedish) == 2);
  CHECK(looters(s, "mittelmark", Side::Imperial) == 6);
  CHECK(looters(s, "neumark", Side::Imperial) == 0);    // the garrison of Landsberg is under siege attrition
  CHECK(looters(s, "mittelelbe", Side::Swedish) == 0);  // and so is Magdeburg's
  auto cs = supply_apply(supply_campaign(s), "1631.supply_start", Json::object());
  CHECK(supply_step(game(cs)).marker(Side::Swedish) == 21);
  CHECK(supply_step(game(cs)).marker(Side::Imperial) == 28);
  CHECK(cites(refusals(cs, "1631.loot", {{"region", "sachsen"}}), "1631 §9.1.3"));  // nobody there
  cs = supply_apply(cs, "1631.loot", {{"region", "mittelmark"}}, {5, 5, 2, 6, 5, 1});
  CHECK(supply_step(game(cs)).marker(Side::Swedish) == 19);
  CHECK(supply_step(game(cs)).marker(Side::Imperial) == 22);
  CHECK(game(cs).ravaged.at("mittelmark") == 1);
  CHECK(cites(refusals(cs, "1631.loot", {{"region", "mittelmark"}}), "1631 §9.1.3"));  // once a phase
  // Recruiting and refreshing wait for the looting.
  CHECK(cites(refusals(cs, "1631.refresh", {{"side", "swedish"}, {"units", {"swe_inf_7"}}}), "1631 §9.1"));
}

TEST_CASE(
    "1631 §9.1.4, §9.1.5: recruiting and refreshing are capped by the SP; at most 4 recruits; Saxons once allied") {
  State s = supply_after_turn_one();
  SupplyStep p;
  p.step = "S1";
  p.attrition = {{Side::Swedish, 9}, {Side::Imperial, 15}};
  // Every region looted already.
  for (const auto& r : lootable_regions(s)) p.looted.push_back(r);
  s.supply = to_json(p);
  auto cs = supply_campaign(s);
  // SP 16, marker 9: an Inf (4) fits, two Cav (12) do not (setting "supply.recruit_cap").
  CHECK(cites(refusals(cs, "1631.recruit", {{"side", "swedish"}, {"units", {"cavalry", "cavalry"}}}), "1631 §9.1.4"));
  CHECK(cites(refusals(cs, "1631.recruit",
                       {{"side", "swedish"}, {"units", {"infantry", "infantry", "infantry", "infantry", "infantry"}}}),
              "1631 §9.1.4"));
  CHECK(cites(refusals(cs, "1631.recruit", {{"side", "imperial"}, {"units", {"swe_inf_11"}}}), "1631 §9.1.4"));
  cs.core.settings["supply.recruit_cap"] = 0;
  CHECK(refusals(cs, "1631.recruit", {{"side", "swedish"}, {"units", {"cavalry", "cavalry"}}}).empty());
  cs.core.settings["supply.recruit_cap"] = 1;
  // EX-24: the Swedes recruit an Inf and refresh 3 units: the marker reaches 16 = SP.
  cs = supply_apply(cs, "1631.recruit", {{"side", "swedish"}, {"units", {"infantry"}}});
  CHECK(game(cs).unit("swe_inf_11")->where == Where::Track);
  CHECK(game(cs).unit("swe_inf_11")->box == 2);
  CHECK(supply_step(game(cs)).marker(Side::Swedish) == 13);
  CHECK(cites(refusals(cs, "1631.refresh", {{"side", "swedish"}, {"units", {"swe_inf_5"}}}), "1631 §9.1.5"));  // Fresh
  cs = supply_apply(cs, "1631.refresh", {{"side", "swedish"}, {"units", {"swe_cav_1", "swe_inf_4", "swe_inf_7"}}});
  CHECK(supply_step(game(cs)).marker(Side::Swedish) == 16);
  CHECK(game(cs).unit("swe_cav_1")->fresh());
  State more = game(cs);
  more.unit_mut("swe_inf_8").steps = 1;
  auto cs2 = supply_campaign(more);
  cs2.core = cs.core;
  CHECK(cites(refusals(cs2, "1631.refresh", {{"side", "swedish"}, {"units", {"swe_inf_8"}}}), "1631 §9.1.5"));
  // Saxon counters are recruited only once Saxony is allied (1631 §10.8).
  State pool = game(cs);
  pool.unit_mut("sax_inf_1").steps = 1;
  lose_step(pool.unit_mut("sax_inf_1"));
  CHECK(cites(refusals(supply_campaign(pool), "1631.recruit", {{"side", "swedish"}, {"units", {"sax_inf_1"}}}),
              "1631 §9.1.4"));
  pool.tracks.saxony_allied = true;
  SupplyStep looted = supply_step(pool);
  looted.looted.push_back("sachsen");  // the allied Saxons at Dresden may loot Saxony too
  pool.supply = to_json(looted);
  auto allied = supply_campaign(pool);
  allied.core.settings["supply.recruit_cap"] = 0;  // the marker is at the SP already
  CHECK(refusals(allied, "1631.recruit", {{"side", "swedish"}, {"units", {"sax_inf_1"}}}).empty());
  // EX-24: the Imperials refresh 3, marker 15 → 18 = SP; no attrition losses on either side.
  cs = supply_apply(cs, "1631.refresh", {{"side", "imperial"}, {"units", {"imp_inf_1", "imp_inf_6", "imp_inf_8"}}});
  cs = supply_apply(cs, "1631.attrition", {{"side", "swedish"}});
  cs = supply_apply(cs, "1631.attrition", {{"side", "imperial"}});
  CHECK(supply_step(game(cs)).step == "S2");
  CHECK(supply_step(game(cs)).sieges == std::vector<std::string>{"greifswald", "kolberg", "landsberg", "magdeburg"});
}

TEST_CASE("1631 §9.1.6: attrition losses go first to the largest army, then to a besieging army") {
  State s = supply_after_turn_one();
  SupplyStep p;
  p.step = "S1";
  for (const auto& r : lootable_regions(s)) p.looted.push_back(r);
  p.attrition = {{Side::Swedish, 19}, {Side::Imperial, 18}};  // SP 16: 3 losses
  s.supply = to_json(p);
  auto cs = supply_campaign(s);
  CHECK(largest_armies(attrition_eligible(s, cs, Side::Swedish)) == std::vector<std::string>{"landsberg"});
  auto besieging = besieging_armies(s, Side::Swedish, attrition_eligible(s, cs, Side::Swedish));
  CHECK(std::find(besieging.begin(), besieging.end(), "greifswald") != besieging.end());
  CHECK(cites(
      refusals(cs, "1631.attrition", {{"side", "swedish"}, {"allocate", {"swe_inf_5", "swe_inf_8", "swe_inf_6"}}}),
      "1631 §9.1.6"));  // Garz is not the largest army
  CHECK(cites(
      refusals(cs, "1631.attrition", {{"side", "swedish"}, {"allocate", {"swe_inf_8", "swe_inf_5", "swe_inf_6"}}}),
      "1631 §9.1.6"));  // Garz besieges nothing
  CHECK(cites(refusals(cs, "1631.attrition", {{"side", "swedish"}, {"allocate", {"swe_inf_8"}}}), "1631 §9.1.6"));
  CHECK(refusals(cs, "1631.attrition", {{"side", "swedish"}, {"allocate", {"swe_inf_8", "swe_inf_2", "swe_inf_5"}}})
            .empty());
  auto def = default_attrition_allocation(s, cs, Side::Swedish, 3);
  CHECK(check_attrition_allocation(s, cs, Side::Swedish, 3, def).empty());
  cs = supply_apply(cs, "1631.attrition", {{"side", "swedish"}});
  int spent = 0;
  for (const auto& id : def) spent += game(cs).unit(id)->steps < s.unit(id)->steps;
  CHECK(spent == 3);
}

TEST_CASE("1631 §9.2.2: EX-25 to EX-28 the surrender tests of the four sieges after turn 1") {
  State s = supply_after_turn_one();
  SurrenderTerms magdeburg = surrender_terms(s, "magdeburg", {});
  CHECK(magdeburg.supplied.size() == 2);
  CHECK(magdeburg.pool_after == 4);
  CHECK(magdeburg.modifier() == 2);  // + 2 supplied + 1 Fortress - 1 artillery: never 2 or less
  SurrenderTerms landsberg = surrender_terms(s, "landsberg", {});
  CHECK(landsberg.pool_after == 1);
  CHECK(landsberg.modifier() == 0);  // + 1 supplied - 1 artillery: a 4 holds
  for (const char* city : {"kolberg", "greifswald"}) {
    SurrenderTerms t = surrender_terms(s, city, {});
    CHECK(t.garrison.empty());
    CHECK(t.modifier() == 0);  // + 1 Fortress - 1 artillery: falls on 2 or less
  }
  SupplyStep p;
  p.step = "S2";
  p.sieges = {"greifswald", "kolberg", "landsberg", "magdeburg"};
  s.supply = to_json(p);
  auto cs = supply_campaign(s);
  CHECK(cites(refusals(cs, "1631.siege", {{"city", "stettin"}}), "1631 §9.2"));
  CHECK(cites(refusals(cs, "1631.siege", {{"city", "magdeburg"}, {"supplied", {"swe_inf_9"}}}), "1631 §9.2.1"));
  int vp = swedish_vp(s), swe_sp = supply_points(s, Side::Swedish), imp_sp = supply_points(s, Side::Imperial);
  cs = supply_apply(cs, "1631.siege", {{"city", "greifswald"}}, {3});
  CHECK(game(cs).city("greifswald")->marker == Marker::Imperial);
  cs = supply_apply(cs, "1631.siege", {{"city", "kolberg"}}, {2});  // EX-27: nobody to evade
  CHECK(game(cs).city("kolberg")->marker == Marker::Swedish);
  CHECK(swedish_vp(game(cs)) == vp + 2);
  CHECK(supply_points(game(cs), Side::Swedish) == swe_sp + 1);
  CHECK(supply_points(game(cs), Side::Imperial) == imp_sp);  // its SP were gone with the siege attrition
  cs = supply_apply(cs, "1631.siege", {{"city", "landsberg"}}, {4});
  CHECK(game(cs).city("landsberg")->siege_pool == 1);
  cs = supply_apply(cs, "1631.siege", {{"city", "magdeburg"}}, {1});
  CHECK(game(cs).city("magdeburg")->marker == Marker::Swedish);
  CHECK(game(cs).city("magdeburg")->siege_pool == 4);
  CHECK(supply_step(game(cs)).step == "S3");
}

TEST_CASE("1631 §9.2.2: a roll of 0 or less destroys the garrison and sacks a city of more than 1 SP") {
  State s = start_state();
  s.tracks.phase = Phase::Supply;
  s.city_mut("magdeburg").siege_pool = 0;
  s.unit_mut("swe_inf_9").steps = 1;  // unsupplied and Spent: would have been destroyed
  s.unit_mut("lea_inf_3").steps = 1;
  SupplyStep p;
  p.step = "S2";
  p.sieges = {"magdeburg"};
  s.supply = to_json(p);
  // 1 + 0 supplied - 1 (would be destroyed) - 1 artillery + 1 Fortress = 0
  auto cs = supply_apply(supply_campaign(s), "1631.siege", {{"city", "magdeburg"}}, {1});
  const State& after = game(cs);
  CHECK(after.unit("swe_inf_9")->where == Where::Pool);
  CHECK(after.unit("swe_inf_10")->where == Where::Pool);
  CHECK(after.city("magdeburg")->marker == Marker::Imperial);
  CHECK(after.city("magdeburg")->sacked);
  CHECK(after.tracks.magdeburg_reduced);
  CHECK(after.unit("lea_inf_3")->fresh());  // the sack's refresh (setting "sieges.sack_refresh")
}

TEST_CASE("1631 §9.2.2: on 1-2 a garrison with nowhere to go is destroyed, then the city is taken") {
  State s = start_state();
  s.tracks.phase = Phase::Supply;
  SupplyStep p;
  p.step = "S2";
  p.sieges = {"magdeburg"};
  s.supply = to_json(p);
  s.city_mut("magdeburg").siege_pool = 0;  // both Fresh units unsupplied: they become Spent
  auto cs = supply_apply(supply_campaign(s), "1631.siege", {{"city", "magdeburg"}}, {2});
  CHECK(game(cs).unit("swe_inf_9")->steps == 1);
  CHECK(supply_step(game(cs)).evading == "magdeburg");
  CHECK(cites(refusals(cs, "1631.siege", {{"city", "magdeburg"}}), "1631 §9.2.2"));
  if (can_evade(game(cs), Side::Swedish, "magdeburg", EvasionLimits{})) {
    // Once the movement rules say it can go somewhere, staying is refused.
    CHECK(cites(refusals(cs, "1631.siege_evade", {{"path", Json::array()}}), "1631 §9.2.2"));
    return;
  }
  CHECK(cites(refusals(cs, "1631.siege_evade", {{"path", Json::array()}, {"drop", {{"swe_inf_9", "burg"}}}}),
              "1631 §7.3"));  // dropped off only on the way
  CHECK(cites(refusals(cs, "1631.siege_evade", {{"path", Json::array()}, {"losses", {"lea_inf_3"}}}), "1631 §7.3"));
  cs = supply_apply(cs, "1631.siege_evade", {{"path", Json::array()}});
  CHECK(game(cs).unit("swe_inf_9")->where == Where::Pool);
  CHECK(game(cs).city("magdeburg")->marker == Marker::Imperial);
  CHECK(supply_step(game(cs)).step == "S3");
}
