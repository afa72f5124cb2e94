// The movement rules every moving procedure shares (1631 §6.1, §6.1.1,
// §6.1.2, §7.3, §7.10, §10.3, §10.7): how an area counts for a side, which
// lines a side may cross, and where an evading force may go.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/area_status.h"
#include "1631/state.h"

namespace umpire::flammes {

// 1631 §7.3: what limits an evasion besides the common rules.
struct EvasionLimits {
  std::string attacker_left;  // the area the attacker has just left ("" none)
  bool may_return = false;    // a losing attacker in pursuit may go back there (1631 §7.9.1)
  bool must_return = false;   // a losing river-assault attacker must (1631 §7.9.2)
  int moves = 2;              // counted moves (bridges free)
};

// Why `path` (the areas entered in order, starting next to `from`) is not a
// legal evasion for `side`'s pieces (empty: it is), each reason citing its
// rule. A ford's roll is the mover's, not this check's. `r`: the settings'
// readings of bridges and of a city the evaders' side besieges.
std::vector<Reason> check_evasion(const State& s, Side side, const std::string& from,
                                  const std::vector<std::string>& path, const EvasionLimits& limits,
                                  const MoveReadings& r = {});
// Whether any legal evasion exists from `from` (an empty path — staying — is
// legal only in a strategic area, 1631 §6.1.2).
bool can_evade(const State& s, Side side, const std::string& from, const EvasionLimits& limits,
               const MoveReadings& r = {});
// The first legal evasion found (fewest areas, in the map's line order), for a
// step's prefilled command; nullopt when there is none.
std::optional<std::vector<std::string>> legal_evasion(const State& s, Side side, const std::string& from,
                                                      const EvasionLimits& limits, const MoveReadings& r = {});

// The kinds of movement the actions make (1631 §6.2-§6.6, §7.2).
enum class MoveKind { Engage, March, ForcedMarch, Regroup, Interception };

// A route checked against the rules: the lines it uses and what it costs.
struct Route {
  std::vector<Reason> reasons;  // empty: legal
  std::vector<int> lines;       // the line used for each area entered
  int moves = 0, roads = 0, rivers = 0, fords = 0;
  std::string last_line = "none";  // "road", "river", "bridge", "ford" or "none"
};

// Whether `side`'s army may take `path` from `from` with this kind of move:
// the lines, their cost and the move allowance (1631 §6.1-§6.6), the areas it
// may enter (hostile only as an engage's target or a city the side besieges,
// 1631 §6.1.1, §7.10; strategic areas only by engage or march, 1631 §6.1.2),
// the bridges it may cross. `strategic_march_into_enemy` and `single_river`
// are the settings' readings.
struct RouteRules {
  bool single_river = true;                // an engage may make one River move (setting)
  bool strategic_march_into_enemy = true;  // a march may enter a strategic area the enemy holds (setting)
  int army_units = 0;                      // the moving army's units, for an overrun (1631 §6.5)
  MoveReadings readings;                   // the settings' readings of areas and bridges
};
// 1631 §6.5: whether an army of `army_units` units may overrun the area,
// entering it along `line`: 4 to 1 in units, no enemy garrison marker, not
// over a bridge (nor a ford, which is crossed as a bridge, 1631 §10.7).
bool may_overrun(const State& s, Side side, const std::string& area, int line, int army_units);
Route check_route(const State& s, Side side, MoveKind kind, const std::string& from,
                  const std::vector<std::string>& path, const RouteRules& rules = {});

}  // namespace umpire::flammes
