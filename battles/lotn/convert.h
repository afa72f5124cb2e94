// Lion of the North: a campaign's battle made into this engine's terms, and
// its result made back (the hand-off, ARCHITECTURE "battles/"). The engine
// knows no campaign: this reads only the neutral battles::BattleSetup, and
// writes a Setup (counters, leaders, armies, a template field, the times) and
// at the end a battles::BattleResult.
//
// The rules say nothing about converting: every number used is a setting of
// data/lotn/conversion.json ("reconstructed: ..."), which the umpire may
// change per battle (params); the values used are kept in Setup::conversion
// and reported in the result, so that losses map back the way they came.
//
// Units are classified by their words (arm, type, type name, flags):
// artillery, cavalry (heavy, light, Croats, dragoons), light infantry, and
// heavy infantry (brigades or tercios; linear regiments for 18th-century
// games, marked "anachronistic-conversion"). 1631 units (3,000 men a unit,
// Spent a step down), Soldier King stands (men per SP per arm) and any other
// game's strength points (men per strength point) are made into men, then SP
// (100 men, LotN 2.5), then counters: cavalry squadrons of at most 5 SP,
// brigades of musket and pike, guns of 2-4 pieces.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/settings.h"
#include "handoff/handoff.h"
#include "lotn/battle_state.h"

namespace umpire::lotn {

// The conversion's settings (data/lotn/conversion.json) and their defaults.
const SettingSchema& conversion_settings();
nlohmann::json default_conversion_values();
// A parameter's value: the given values over the defaults. std::logic_error
// for a key that is not a conversion setting.
int conversion_value(const nlohmann::json& values, const std::string& key);
// What is wrong with parameters the umpire gives: a key that is no setting, a
// value out of range (in words naming the setting).
std::vector<Reason> conversion_param_problems(const nlohmann::json& params);

// Why this set-up cannot be fought here: not two sides, a side without a
// combat unit of strength, a unit on no side or without strength, an id twice.
std::vector<Reason> conversion_problems(const battles::BattleSetup& setup);

// The battle as this engine fights it. params: settings values ({} = the
// defaults). Throws UserError with the problems of the set-up or parameters.
// The counters are placed by start_battle()/deploy().
std::shared_ptr<const Setup> convert_setup(const battles::BattleSetup& setup, const nlohmann::json& params,
                                           std::shared_ptr<const DataSet> data, Mode mode);

// Where each counter and leader stands at the start (in Setup order): each
// side in lines near its own edge facing the enemy, infantry in the centre
// (double brigades across two hexes), cavalry on the wings, guns in front,
// the commander in the centre of the first line and each subordinate with
// the counters of his wing. One combat unit a hex.
struct Deployment {
  std::vector<UnitState> units;
  std::vector<LeaderState> leaders;
  std::vector<int> wing;  // per counter: the leader who commands it (index into Setup::leaders)
};
Deployment deploy(const Setup& s);

// A battle ready for its first turn: deployed, no WP, the time the start time.
std::shared_ptr<Battle> start_battle(std::shared_ptr<const Setup> s);

// The field's size an army of these counters needs (the deployment's plan), at least the settings' size.
struct FieldSize {
  int width = 0, depth = 0, lines = 1;
};
FieldSize field_size(const std::vector<UnitDef>& units, const nlohmann::json& values);

// The battle's result in the campaign's terms: the winner's side id ("" for a
// draw or none), an ending of the set-up's, turns fought, each campaign unit's
// losses in its own strength units (the counters' SP lost, back through the
// men per SP recorded), eliminated / routed / dispersed / captured, the set-up
// leaders' fates, and details: WP and levels per army, the conversion values,
// the tags, and the provenance of what was read.
battles::BattleResult convert_result(const Battle& st);

}  // namespace umpire::lotn
