// Reserves and recruits (1631 §9.3, §10.8, §11): the reserves the turn track
// schedules for this supply box and the units recruited in the last supply
// phase come onto the map; Saxon reserves leave the track once Saxony allies.
#pragma once

#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// The units on the track due at supply box `box`: scheduled reserves and recruits.
std::vector<const Unit*> due_at(const State& s, int box);
// Where a unit due now may be placed (the first is the default); empty: nowhere.
//  - a scheduled reserve: Lower Saxony at S3, Franconia at S7 (1631 §11), a
//    Saxon one with Arnim, or if Arnim is dead any Saxon city the Imperials do
//    not hold (`saxons_without_arnim`, the setting "reserves.saxons_without_arnim");
//  - an Imperial or League recruit: any strategic area (1631 §9.3, §10.3);
//  - a Swedish recruit: a supply port whose city has a Swedish marker (1631 §9.3);
//  - a Saxon recruit: a Saxon city the Imperials do not hold (1631 §9.3), or any
//    Saxon city when not `free_cities` (the setting "reserves.saxon_recruits_free_cities").
std::vector<std::string> placements(const State& s, const Unit& u, bool saxons_without_arnim = true,
                                    bool free_cities = true);
// 1631 §10.8: once Saxony is allied, its reserves due after supply box `box` go to the recruit pool.
void withdraw_saxon_reserves(State& s, int box, std::vector<Event>& events);

std::vector<CommandDef> reserve_commands();

}  // namespace umpire::flammes
