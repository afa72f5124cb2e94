// How an area and a line count for a moving side (1631 §6.1.1, §6.1.2, §7.10,
// §10.7): friendly, allied, open, neutral or hostile, and which lines a side
// may cross. Shared by every moving procedure: the actions, interceptions,
// evasions and the pursuits the combat helper runs.
#pragma once

#include <string>

#include "1631/state.h"

namespace umpire::flammes {

enum class AreaStatus { Friendly, Allied, Open, Neutral, Hostile };

// The readings of the movement rules the campaign's settings choose (data/1631/settings.json; action_rules()
// in march.h reads them); the defaults here are the settings' defaults.
struct MoveReadings {
  bool minor_open = true;              // "movement.minor_open": a minor state's area without a marker is open
  bool hostile_city_bridges = true;    // "bridges.hostile_city": a hostile city's bridges close to every move
  bool neutral_units_bridges = false;  // "bridges.neutral_units": neutral units in a city's area close its bridges
  bool evade_into_besieged = true;     // "evasion.into_besieged": evaders may enter a city their side besieges
};
const char* words(AreaStatus a);  // "friendly", ...

// 1631 §6.1.1: the marker decides, then the allegiance; an area holding units
// hostile to `side` is hostile whatever its marker. Units inside a city the
// side besieges do not make it hostile for that reason alone (see passable()).
// `r.minor_open` off: a minor state's area without a marker is neutral, as a
// power not yet allied (strategic areas stay open).
AreaStatus area_status(const State& s, const std::string& area, Side side, const MoveReadings& r = {});
// Whether the area holds units or a garrison marker hostile to `side`.
bool enemy_units_in(const State& s, const std::string& area, Side side);
bool enemy_marker_in(const State& s, const std::string& area, Side side);
// 1631 §7.10: the hostile city in the area is besieged by `side`: its pieces
// move through as if no enemy were there.
bool besieged_by(const State& s, const std::string& area, Side side);
// Whether `side` may move through the area without combat (1631 §6.1.1, §7.10).
bool passable(const State& s, const std::string& area, Side side, const MoveReadings& r = {});
// 1631 §6.1.1, §7.3, §7.10: whether the line (index) may be crossed by
// `side`: a bridge connected to a neutral city, or to a hostile city the side
// is not besieging, is closed, unless `engage_target` names that city's area.
// `evasion`: the move is an evasion, for which 1631 §7.3 closes the hostile
// city's bridge whatever `r.hostile_city_bridges` says.
bool line_open(const State& s, int line, Side side, const std::string& engage_target = "", const MoveReadings& r = {},
               bool evasion = false);
// The line a move from a to b uses: a road or river before a bridge or ford
// when several join them (the cheapest that is open); -1 when none.
int line_used(const State& s, const std::string& a, const std::string& b, Side side,
              const std::string& engage_target = "", const MoveReadings& r = {}, bool evasion = false);
// 1631 §6.1: a road or river costs 1 move, a bridge or a passed ford 0.
int move_cost(LineType t);
// Units locked inside a besieged city (1631 §7.10).
bool locked_in(const State& s, const Unit& u);
bool locked_in(const State& s, const Commander& c);

}  // namespace umpire::flammes
