// Lion of the North: a printed scenario (Breitenfeld, Lützen) set up from
// data/lotn: its counters with their ratings read through the data gate, its
// leaders, its armies with their withdrawal levels and retreat edges, its map,
// its turns, dusk and dark, and where each counter stands at the start.
//
// The rules text lost every counter rating, part of both deployments, most
// charts and the maps (LotN 2.1, 2.2, 4.1, the scenario book). A scenario is
// refused in a mode that cannot fight it, naming each missing item with its
// rule: strict play reads only what is printed, derived or entered from the
// printed copy; provisional play also reads the reconstructions of lost chart
// cells, but there are none for counter ratings, deployment rows or the map's
// terrain; trial play (for trying the program, not for a result) also reads
// placeholder ratings by type and side (trial_ratings.h), plays on the
// schematic map and sets up only the printed deployment, the counters of the
// rows the text does not print staying off the field; test mode reads only a
// test's synthetic data.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "lotn/battle_state.h"
#include "lotn/convert.h"
#include "lotn/data_check.h"

namespace umpire::lotn {

// What a printed scenario still lacks for play in `mode`, one line each, each citing its rule (empty: it can be
// fought). In order: the deployment rows the text names but does not print, and rows the engine cannot place;
// each counter lacking ratings, naming them; each chart's missing cells, a line a chart row (whole rows
// together); the map (missing, or schematic: no terrain), and each hex the set-up names that is not on it. The
// same counters and charts play_blockers() counts, item by item.
std::vector<std::string> scenario_missing(const DataSet& data, const std::string& scenario, Mode mode);

// The refusal a user reads: the scenario, the mode, and every line of `missing`, one a line.
std::string scenario_refusal(const DataSet& data, const std::string& scenario, Mode mode,
                             const std::vector<std::string>& missing);

// What trial play is, in words, for the set-up's summary and the battle's log.
inline constexpr const char* kTrialWords =
    "Trial play: placeholders for every value the rules text lost, the schematic map and only the printed "
    "deployment; for trying the program, not for a result (marked provisional)";

// The counters and groups of a scenario the text names but no deployment row places, a line a side ("Not on the
// field (the Swedes): Wolf Henrik von Baudisson; Monro's musketeers; ... (no deployment row in the rules text;
// LotN Scenario 1)"): in trial play they stay off the field; and in trial play the counters of a printed row set up
// in a zone the schematic map has too few hexes for (Lützen's Commanded Muskets in the ditch), which stay out of the
// battle. Empty for an unknown scenario or a full deployment.
std::vector<std::string> scenario_not_on_field(const DataSet& data, const std::string& scenario, Mode mode);

// The mode a data set and the rule variants choose: test for a test data set, else data_mode(variants).
Mode scenario_mode(const DataSet& data, const nlohmann::json& variants);

// The scenario as a Setup: its counters (deployed, arriving later, and the replacement leaders) with their ratings
// read through Tables::need_rating, the armies (one a scenario side: Breitenfeld's Saxons an army of their own on
// side 0) with their withdrawal levels and retreat edges, the map, the first and last turns, dusk and dark,
// scenario = "breitenfeld" / "lutzen", the sides ("swedes", "imperialists"), the variants (the given ones over the
// defaults) and the mode (scenario_mode). Throws UserError with scenario_refusal() when the mode cannot fight it,
// or naming a variant that is not one; MissingValue naming a rating the gate refuses.
std::shared_ptr<const Setup> scenario_setup(std::shared_ptr<const DataSet> data, const std::string& scenario,
                                            const nlohmann::json& variants);

// Where each counter and leader of a scenario Setup stands at the start (in Setup order), as the deployment rows
// say, and the placement choices the text leaves to the player that the set-up made: which of a row's shared hexes
// holds which counter ("Field (4) and Heavy (2): W2816-W2821", in the rows' order), and the hexes of a row set up in
// a zone (Lützen's 15 Commanded Muskets "in the ditch or directly behind it, between 2712 and 2535": the zone's
// terrain hexes from its first end, then the hexes behind them). Counters still to arrive and replacement leaders
// are off the map.
struct ScenarioDeployment {
  Deployment at;                     // units, leaders; wing is -1 (the scenario assigns no wings)
  std::vector<int> start_hits;       // per unit: hits it starts with (Lützen: Östergötland, Gula by its variant)
  std::vector<std::string> choices;  // in words, each citing the scenario
};
ScenarioDeployment scenario_deployment(const Setup& s);

// Where the set-up puts each counter and leader of a scenario, read from the deployment rows and the map alone,
// without any rating (to check a map against the set-up while the counters are still being entered: the hex
// painter's validators, map_validate.h). The same placement as scenario_deployment, in the same order (the units
// and the leaders each in Setup order); `problems` are the set-up lines of scenario_missing (rows it cannot place,
// hexes not on the map, a compass word the map lacks, a zone with too few hexes).
struct ScenarioPlacement {
  std::string counter;  // the counter's or leader's id in data/lotn
  std::string side;     // the scenario side ("swedish", "saxon", "imperialist")
  bool leader = false;
  bool on_map = false;  // placed on the map at the start (not arriving later, not a replacement, not unplaceable)
  std::optional<Hex> hex, second;
  int facing = 0;       // the vertex its row's compass word names on the map
  int hits = 0;         // hits its row starts it with
  bool zone = false;    // set up in a zone ("any hex in the ditch or directly behind it"), not in given hexes
};
struct ScenarioLayout {
  const MapData* map = nullptr;
  std::vector<ScenarioPlacement> pieces;
  std::vector<std::string> problems, choices;
};
ScenarioLayout scenario_layout(const DataSet& data, const std::string& scenario);

// The battle deployed per the scenario, turn 1 at the first turn's time, no WP; the set-up's choices in the log.
std::shared_ptr<Battle> start_scenario(std::shared_ptr<const Setup> s);

// One line for a user: the scenario, units and leaders on the map and to come, the armies with their levels, the
// turns and the mode; in trial play then what trial play is and what is not on the field (scenario_not_on_field).
std::string scenario_summary(const Setup& s);

// Whether a counter's rating as typed is one the set-up can read ("7", "+1",
// "musket", "yes", a cavalry type "HC"): "" when it is, else why not in words.
std::string rating_problem(const CounterDef& d, const std::string& field, const std::string& value);

}  // namespace umpire::lotn
