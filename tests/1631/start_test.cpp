// The start of the campaign (1631 §11) and the sequence of play (1631 §4, §5, §8).
#include <doctest/doctest.h>

#include "1631/forces.h"
#include "1631/module.h"
#include "1631/scenario.h"
#include "1631/turn.h"
#include "core/game.h"

using namespace umpire;
using namespace umpire::flammes;

TEST_CASE("1631 §11: the set-up gives the start values of the tracks") {
  State s = start_state();
  CHECK(swedish_vp(s) == 22);
  CHECK(supply_points(s, Side::Swedish) == 15);
  CHECK(supply_points(s, Side::Imperial) == 20);
  CHECK(s.tracks.diplomacy == 0);
}

TEST_CASE("1631 §11: sixteen units a side on the map, two Saxon, the rest on the track or in the pool") {
  State s = start_state();
  int swedes = 0, imperials = 0, saxons = 0;
  for (const auto& u : s.units)
    if (u.on_map()) {
      if (u.nation == Nation::Swedish) ++swedes;
      else if (u.nation == Nation::Saxon) ++saxons;
      else ++imperials;
    }
  CHECK(swedes == 16);
  CHECK(imperials == 16);
  CHECK(saxons == 2);
  for (const auto& c : s.commanders)
    CHECK_MESSAGE(c.fresh == (c.nation == Nation::Swedish || c.nation == Nation::Saxon), c.name);
}

TEST_CASE("1631 §9.2: Greifswald, Kolberg and Magdeburg start under siege attrition") {
  State s = start_state();
  CHECK(s.city("greifswald")->siege_attrition);
  CHECK(s.city("greifswald")->siege_pool == 0);
  CHECK(s.city("kolberg")->siege_attrition);
  CHECK(s.city("magdeburg")->siege_attrition);
  CHECK(s.city("magdeburg")->siege_pool == 2 * s.map->at("magdeburg").sp);
  CHECK(siege_difference(s, "magdeburg") == 3);
  CHECK(!s.city("stettin")->siege_attrition);
  CHECK(besieger(s, "landsberg") == std::nullopt);
}

TEST_CASE("1631 §4: actions alternate I, N, I, N, I") {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative = Side::Imperial;
  std::vector<Side> order;
  std::vector<Event> events;
  for (int k = 0; k < 5; ++k) {
    order.push_back(*acting_side(s));
    begin_action(s, "pass", order.back());
    finish_action(s, events);
  }
  CHECK(order == std::vector<Side>{Side::Imperial, Side::Swedish, Side::Imperial, Side::Swedish, Side::Imperial});
  CHECK(s.tracks.phase == Phase::Supply);
}

TEST_CASE("1631 §8: a commander recovers at the end of his side's next action, not the one he was made Spent in") {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  std::vector<Event> events;
  begin_action(s, "pass", Side::Swedish);  // action 1: the Swedes
  finish_action(s, events);
  begin_action(s, "forced_march", Side::Imperial);  // action 2: Tilly force-marches
  make_spent(s, s.commander_mut("tilly"));
  finish_action(s, events);
  CHECK(!s.commander("tilly")->fresh);
  CHECK(s.commander("pappenheim")->fresh);
  CHECK(s.commander("schauenburg")->fresh);
  begin_action(s, "pass", Side::Swedish);
  finish_action(s, events);
  begin_action(s, "regroup", Side::Imperial);  // action 4
  finish_action(s, events);
  CHECK(s.commander("tilly")->fresh);
}

TEST_CASE("1631 §6.7.1: the diplomacy track rises at the start of turns 4 and 7") {
  State s = start_state();
  std::vector<Event> events;
  begin_turn(s, 3, events);
  CHECK(s.tracks.diplomacy == 0);
  begin_turn(s, 4, events);
  CHECK(s.tracks.diplomacy == 1);
  begin_turn(s, 7, events);
  CHECK(s.tracks.diplomacy == 2);
}

TEST_CASE("the state's JSON reads back to the same JSON") {
  State s = start_state();
  Json j = s.to_json();
  State back = state_from_json(JsonCursor(j, "state"));
  CHECK(back.to_json() == j);
}
