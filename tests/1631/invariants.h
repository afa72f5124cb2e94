// What must hold of a 1631 state after every command, whatever was played:
// the autopilot campaign checks it after each one (tests/1631/autopilot_test.cpp).
#pragma once

#include <string>
#include <vector>

#include "1631/forces.h"
#include "1631/state.h"

namespace umpire::flammes_test {

inline std::vector<std::string> invariant_violations(const flammes::State& s) {
  using namespace umpire::flammes;
  std::vector<std::string> out;
  auto fail = [&](const std::string& what) { out.push_back(what); };
  for (const auto& u : s.units) {
    if (u.steps < 0 || u.steps > 2) fail(u.id + " has " + std::to_string(u.steps) + " steps");
    switch (u.where) {
      case Where::Map:
        if (u.steps == 0) fail(u.id + " is on the map with no step left");
        if (!s.map->area(u.area)) fail(u.id + " stands in an unknown area " + u.area);
        else if (u.inside && !s.map->at(u.area).has_city()) fail(u.id + " is inside a city " + u.area + " lacks");
        else if (u.inside && owner(s, u.area) != side_of(s, u) && side_of(s, u))
          fail(u.id + " is inside " + u.area + ", a city its side does not hold");
        break;
      case Where::Track:
        if (u.box < 1 || u.box > 10) fail(u.id + " waits at supply box " + std::to_string(u.box));
        break;
      case Where::Pool:
        if (u.steps != 0) fail(u.id + " is in the pool with " + std::to_string(u.steps) + " steps");
        break;
    }
  }
  for (const auto& c : s.commanders)
    if (!c.dead && !s.map->area(c.area)) fail(c.name + " stands in an unknown area " + c.area);
  for (const auto& [area, city] : s.cities) {
    if (city.siege_pool < 0) fail(area + " has a negative siege pool");
    if (city.siege_attrition != (siege_difference(s, area) >= 3))
      fail(area + (city.siege_attrition ? " is under siege attrition without 3 more besiegers"
                                        : " has 3 more besiegers but no siege attrition"));
    if (!city.siege_attrition && city.siege_pool != 0) fail(area + " keeps a siege pool outside siege attrition");
  }
  for (const auto& [region, level] : s.ravaged)
    if (level < 0 || level > 2) fail(region + " is ravaged at level " + std::to_string(level));
  if (s.tracks.turn < 1 || s.tracks.turn > s.scenario->last_turn) fail("turn " + std::to_string(s.tracks.turn));
  if (s.tracks.action < 0 || s.tracks.action > 5) fail("action " + std::to_string(s.tracks.action));
  // Two sides' units in the field of one area only while a combat or an action is being settled
  // there, or in a strategic area where both may stand (1631 §6.1.2).
  if (s.action.is_null())
    for (const auto& a : s.map->areas) {
      if (a.strategic()) continue;
      if (count_units(s, a.id, Side::Swedish, false) > 0 && count_units(s, a.id, Side::Imperial, false) > 0)
        fail("Swedish and Imperial units both stand in the field at " + a.id + " between actions");
    }
  return out;
}

}  // namespace umpire::flammes_test
