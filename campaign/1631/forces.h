// Questions every 1631 procedure asks of the state: whose units stand where,
// which cities are besieged, what each side's VP and SP are now. VP and SP are
// never stored: they are computed from the map and the counters whenever they
// are read, so they always agree with them (1631 §2.4.2, §7.11, §9.4.1).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// The side a unit or commander fights for now; nullopt: a neutral Saxon.
std::optional<Side> side_of(const State& s, const Unit& u);
std::optional<Side> side_of(const State& s, const Commander& c);

// A side's units on the map in an area; `inside`: only those inside its city
// (true), only those in the field (false), or both (nullopt).
std::vector<const Unit*> units_in(const State& s, const std::string& area, std::optional<Side> side,
                                  std::optional<bool> inside = std::nullopt);
// The neutral (not yet allied) Saxon units in an area.
std::vector<const Unit*> neutral_units_in(const State& s, const std::string& area);
std::vector<const Commander*> commanders_in(const State& s, const std::string& area, std::optional<Side> side,
                                            std::optional<bool> inside = std::nullopt);
int count_units(const State& s, const std::string& area, Side side, std::optional<bool> inside = std::nullopt);

// 1631 §7.10: a city is besieged while it carries one side's marker (or the
// printed marker of a power allied to it) and a unit hostile to that side
// stands in its area — once no unit of the holder's stands in the field there
// (until then the combat settles the area, 1631 §7.5). The besieging side, or nullopt.
std::optional<Side> besieger(const State& s, const std::string& area);
// 1631 §9.2: the difference that puts a besieged city under siege attrition.
int siege_difference(const State& s, const std::string& area);

// The city's values now: a sacked city gives 1 SP (1631 §7.9.2); Magdeburg is
// worth 6 VP once the Imperials have taken it (1631 §10.6).
int city_vp(const State& s, const std::string& area);
int city_sp(const State& s, const std::string& area);

// 1631 §9.1.1: the side's SP marker (no SP from a city under siege attrition, nor
// from one whose SP are withheld until the supply phase, City::sp_withheld).
int supply_points(const State& s, Side side);
// 1631 §9.4.1: the Swedish VP; with `final_scoring` the unit-step term of the
// final scoring (1631 §9.4.2) is added.
int swedish_vp(const State& s, bool final_scoring = false);
// The strategic areas' part of the VP (1631 §9.4.1), for reports.
int strategic_vp(const State& s);

// ---- Changes every procedure makes the same way

// 1631 §8: the commander becomes Spent during the current action (the action's
// serial is kept, so that he recovers at the end of his side's next action).
void make_spent(State& s, Commander& c);
// 1631 §7.7: a unit loses a step (Fresh → Spent → destroyed, to the pool).
// Returns true when the unit was destroyed.
bool lose_step(Unit& u);
// 1631 §7.7, §6.4, §9.1.6: whether the unit may take a step lost outside combat
// (forced march, winter, evasion, supply attrition, the pursuit's extra steps).
// Artillery may, unless the setting "losses.artillery_non_combat" is off.
inline bool takes_non_combat_loss(const Unit& u, bool artillery_non_combat) {
  return artillery_non_combat || u.arm != Arm::Artillery;
}
// The value of the setting "losses.artillery_non_combat" (1631 §7.7).
bool artillery_non_combat(const CampaignState& cs);
// The event when `steps` non-combat step losses are not taken because only
// artillery is left to take them, the setting off. `what`: "Forced march".
Event artillery_spared(const std::string& what, int steps, const std::string& rule);
// 1631 §3.1, §7.11: the city takes `side`'s marker (sacked, 1631 §7.9.2); the
// VP and SP follow by themselves. Fires the Habsburg Panic (1631 §10.1) and
// Magdeburg's reduction (1631 §10.6). Events cite the rules.
void capture_city(State& s, const std::string& area, Side side, bool sacked, std::vector<Event>& events);
// 1631 §7.10, §9.2.1: siege attrition begins where the besiegers outnumber the
// besieged by 3 (a new pool of 2 x SP) and ends where they no longer do (the
// pool removed). Checked after every change: call it at the end of a command.
// `sp_back_at_once` (the setting "sieges.sp_back_at_once"): the city's SP return
// when siege attrition ends; false: they are withheld until the next supply phase.
void update_sieges(State& s, std::vector<Event>& events, bool sp_back_at_once = true);
// 1631 §9.1.1, §9.2.1 (setting "sieges.sp_back_at_once" off): at the supply
// phase's SP step the withheld SP of lifted sieges return.
void return_withheld_sp(State& s, std::vector<Event>& events);
// 1631 §9.2.1: where siege attrition has resumed in a city still besieged, a
// new pool stays (`new_pool`, the setting "sieges.new_pool") or the pool left
// when it ended comes back. Called with every command's outcome.
void settle_siege_pools(State& s, bool new_pool, std::vector<Event>& events);

// What a command returns: the sieges brought up to date with the new state
// (1631 §7.10, §9.2.1: checked after every change), then the campaign with it.
Outcome outcome_of(const CampaignState& cs, State s, std::vector<Event> events);

// A unit's or commander's name for text: "Swedish Infantry (Fresh)".
std::string describe(const Unit& u);
std::string unit_list(const State& s, const std::vector<std::string>& ids);  // "2 Swedish Infantry, 1 ..."

}  // namespace umpire::flammes
