// What must hold of a state of Les Guerres de Bourgogne after every command,
// whatever was played: the autopilot campaign checks it after each one
// (tests/bourgogne/autopilot_test.cpp).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "bourgogne/forces.h"
#include "bourgogne/state.h"

namespace umpire::bourgogne_test {

inline std::vector<std::string> invariant_violations(const bourgogne::State& s) {
  using namespace umpire::bourgogne;
  std::vector<std::string> out;
  auto fail = [&](const std::string& what) { out.push_back(what); };
  std::set<std::string> ids;
  // Every piece in exactly one place: a zone of the map, its pool, waiting, or removed (GdB 2, 8, 10, 11).
  for (const auto& u : s.units) {
    if (!ids.insert(u.id).second) fail("two counters are called " + u.id);
    int most = u.type == UnitType::Ca ? 1 : 2;  // GdB 2: a cannon has 1 SS only
    if (u.ss < 0 || u.ss > most) fail(u.name + " has " + std::to_string(u.ss) + " SS");
    if (u.on_map()) {
      if (u.ss == 0) fail(u.name + " is on the map with no SS left");
      if (!s.map->zone(u.zone)) fail(u.name + " stands in an unknown zone \"" + u.zone + "\"");
      Allegiance a = allegiance(s, u.power);
      if (a == Allegiance::Neutral) fail(u.name + " is on the map though its power is neutral (GdB 11)");
    } else {
      if (!u.zone.empty()) fail(u.name + " is " + to_string(u.where) + " but keeps the zone " + u.zone);
      if (u.where == Where::Pool && u.ss != 0) fail(u.name + " is in the pool with " + std::to_string(u.ss) + " SS");
    }
    if (u.type == UnitType::Ca && u.on_map() && !u.ca_owner) fail(u.name + " shows no owner's side (GdB 9.6)");
  }
  for (const auto& c : s.commanders) {
    if (!ids.insert(c.id).second) fail("two counters are called " + c.id);
    if (c.on_map() && !s.map->zone(c.zone)) fail(c.name + " stands in an unknown zone \"" + c.zone + "\"");
    if (!c.on_map() && !c.zone.empty()) fail(c.name + " is " + to_string(c.where) + " but keeps the zone " + c.zone);
  }
  // GdB 7.1: one stack per camp and zone; its commanders all on top (an army) or all at the bottom (a garrison).
  // GdB 6.1: a zone held by one camp's units alone is that camp's.
  for (const auto& z : s.map->zones) {
    std::optional<Camp> alone;
    int camps_with_units = 0;
    for (Camp camp : {Camp::Burgundy, Camp::Swiss}) {
      Stack st = stack_of(s, z.id, camp);
      if (st.empty()) continue;
      bool top = !st.commanders.empty() && st.commanders.front()->on_top;
      for (const Commander* k : st.commanders)
        if (k->on_top != top)
          fail("the " + std::string(camp_name(camp)) + " stack in " + zone_name(s, z.id) +
               " has commanders both on top and at the bottom");
      if (!st.units.empty()) ++camps_with_units, alone = camp;
      // GdB 6.1, 7.1: no army enters a land it may not (a power's own units placed in its land excepted).
      if (!entry_ban(s, z.id).empty() && s.tracks.step != Step::Movement)
        for (const Unit* u : st.units)
          if (u->power != z.territory) {
            fail(u->name + " stands in " + zone_name(s, z.id) + ", where it may not be: " + entry_ban(s, z.id));
            break;
          }
    }
    if (camps_with_units == 1 && entry_ban(s, z.id).empty()) {
      Control k = control(s, z.id);
      if (k.status != ZoneStatus::Controlled || k.camp != alone)
        fail(zone_name(s, z.id) + " holds only " + camp_name(*alone) + " units but is not theirs (GdB 6.1)");
    }
    if (camps_with_units == 2 && control(s, z.id).status != ZoneStatus::Disputed)
      fail(zone_name(s, z.id) + " holds both camps' units but is not disputed (GdB 6.1)");
  }
  // The tracks: VP never below 0 (GdB 12.1), each pointer on Table 4, the turn 1..12.
  for (const auto& [camp, vp] : s.tracks.vp)
    if (vp < 0) fail(std::string(camp_name(camp)) + " have " + std::to_string(vp) + " VP");
  int squares = s.scenario->constant_squares + s.scenario->doubt_squares;
  for (const auto& [power, square] : s.tracks.pointers)
    if (square < 0 || square > squares)
      fail(std::string(power_name(power)) + "'s pointer is on square " + std::to_string(square) + " of Table 4");
  if (s.tracks.turn < 1 || s.tracks.turn > s.scenario->last_turn) fail("turn " + std::to_string(s.tracks.turn));
  if (s.tracks.phase == Phase::Over && s.tracks.result.empty()) fail("the game is over without a result");
  return out;
}

}  // namespace umpire::bourgogne_test
