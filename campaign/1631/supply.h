// The supply phase's own state (State::supply) and the supply of the forces
// (1631 §9.1): the need each side's units have, recruiting, refreshing and the
// attrition step losses. Pure questions and changes on a State; the commands
// that run them are supply_phase.cpp's.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// Where the supply phase stands (1631 §9): S0 start-of-phase specials, S1
// supply of the forces, S2 sieges, S3 reserves and recruits, S4 victory.
struct SupplyStep {
  std::string step = "S0";
  std::map<Side, int> attrition;    // the attrition markers (1631 §9.1.2)
  std::vector<std::string> looted;  // regions looted (or passed) this phase (1631 §9.1.3)
  std::map<Side, int> recruited;    // units recruited this turn (1631 §9.1.4)
  std::vector<Side> supplied;       // sides whose attrition is implemented (1631 §9.1.6)
  std::vector<std::string> sieges;  // cities still to test for surrender (1631 §9.2)
  std::string evading;              // a city whose garrison must still evade (1631 §9.2.2)
  bool side_done(Side side) const;
  int marker(Side side) const;
};
SupplyStep supply_step(const State& s);  // State::supply read (null or {"step": "S0"}: a fresh phase)
Json to_json(const SupplyStep& p);

// For the supply phase's commands: why the phase is not at `step` now (empty:
// it is), and the outcome of a change (the phase's record kept, sieges updated).
std::vector<Reason> check_supply_at(const State& s, const std::string& step);
Outcome supply_outcome(const CampaignState& cs, State s, SupplyStep p, std::vector<Event> events);
const char* step_words(const std::string& step);  // "the supply of the forces (1631 §9.1)"

// 1631 §9.1, §9.2.1: a unit inside a city under siege attrition is left out
// of normal supply, looting, refresh and attrition.
bool under_siege_attrition(const State& s, const Unit& u);

// 1631 §9.1.2: the SP a unit needs (0 for one that needs none) and a side's total.
int unit_need(const State& s, const Unit& u, Side side);
int supply_need(const State& s, Side side);
// Words: "7 units at 1 SP, 7 at 2 SP".
std::string need_words(const State& s, Side side);

// 1631 §9.1.4: a recruit's cost, and the counters of the pool a side may recruit.
int recruit_cost(Arm arm);
std::vector<const Unit*> recruitable(const State& s, Side side);
inline constexpr int kRecruitsPerTurn = 4;

// 1631 §9.1.5: the side's Spent units that may be refreshed.
std::vector<const Unit*> refreshable(const State& s, Side side);

// 1631 §9.1.6: the units that may take attrition losses (the setting
// "supply.attrition_spares_besieged" keeps the garrisons under siege attrition out).
std::vector<const Unit*> attrition_eligible(const State& s, const CampaignState& cs, Side side);
// The areas of the side's largest army (most eligible units; the owner breaks
// ties), and those where its eligible units besiege an enemy city.
std::vector<std::string> largest_armies(const std::vector<const Unit*>& eligible);
std::vector<std::string> besieging_armies(const State& s, Side side, const std::vector<const Unit*>& eligible);
// Why `allocation` (one unit id per step loss, in order) is not the legal
// allocation of `losses` attrition losses (empty: it is).
std::vector<Reason> check_attrition_allocation(const State& s, const CampaignState& cs, Side side, int losses,
                                               const std::vector<std::string>& allocation);
// A legal allocation: the first loss to the largest army, the second to a
// besieging army, Fresh units before Spent ones so that few are destroyed.
std::vector<std::string> default_attrition_allocation(const State& s, const CampaignState& cs, Side side, int losses);

}  // namespace umpire::flammes
