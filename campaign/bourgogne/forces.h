// Questions every procedure of Les Guerres de Bourgogne asks of the state —
// whose stacks stand where, who controls a zone — and the changes they all make
// the same way: scoring VP, taking control of a zone, sending a counter to its
// pool. Stacks are not stored: each camp has at most one stack in a zone, made
// of its units and commanders there, an army when a commander is on top and a
// garrison otherwise (GdB 7.1).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

struct Stack {
  Camp camp = Camp::Burgundy;
  std::string zone;
  std::vector<const Unit*> units;
  std::vector<const Commander*> commanders;
  bool army() const;  // a commander on top (GdB 7.1)
  bool empty() const { return units.empty() && commanders.empty(); }
  int ss() const;  // strength in SS (GdB 2)
  // The army commander: the highest rank; a tie goes to the first in the
  // counter order unless the owner names another (GdB 7.1, 9.3.1).
  const Commander* leader() const;
};

// A camp's stack in a zone (empty when it has nothing there).
Stack stack_of(const State& s, const std::string& zone, Camp camp);
// The zones where a camp has units or commanders, in map order.
std::vector<std::string> zones_of(const State& s, Camp camp);

// A zone's status (GdB 6.1): controlled by a camp, disputed (both camps' units
// are in it), neutral (its power is neutral, GdB 6.1, 11, 13), or nobody's.
enum class ZoneStatus { Controlled, Disputed, Neutral, Uncontrolled };
struct Control {
  ZoneStatus status = ZoneStatus::Uncontrolled;
  std::optional<Camp> camp;  // the controlling camp when Controlled
};
// GdB 6.1: one camp's units alone control it; else its control marker; else
// its original territory's camp; else an allied power's territory gives its
// camp (GdB 10.2, 13). A commander alone never controls.
Control control(const State& s, const std::string& zone);
std::optional<Camp> controller(const State& s, const std::string& zone);
// Whether a camp may not enter a zone at all (GdB 6.1, 7.1): neutral, France
// while neutral, Lorraine before its entry turn. The reason, empty when it may.
std::string entry_ban(const State& s, const std::string& zone);

// ---- Changes every procedure makes the same way

// Adds VP to a camp now (GdB 12.1), with the event; negative takes them off
// (never below 0 with `floor_zero`).
void score(State& s, Camp camp, int vp, const std::string& why, const std::string& rule, std::vector<Event>& events,
           bool floor_zero = true);
// GdB 6.1, 12.1: the camp takes control of an objective zone — its control
// marker turns, and the VP follow the setting objective_vp_model ("holder":
// the last holder loses them, the taker scores them; "ledger": the taker
// scores and the marker's camp loses). Nothing happens when it already holds it.
void take_objective(State& s, const std::string& zone, Camp camp, bool ledger, std::vector<Event>& events);
// A unit eliminated: to its camp's pool, 0 SS (GdB 8, 9.6).
void to_pool(Unit& u);
// A commander to the pool (stranded, GdB 9.6) or flipped to his anonymous
// side (GdB 9.1, 9.6).
void to_pool(Commander& c);

// The zone for text: "Bern (19)".
std::string zone_name(const State& s, const std::string& zone);
// "2 Swiss Pikemen, Swiss Halberdiers 1 (reduced)" for a list of unit ids.
std::string describe(const Unit& u);
std::string unit_list(const State& s, const std::vector<std::string>& ids);

}  // namespace umpire::bourgogne
