// Lion of the North (Great Battles of History vol. III): the hex tactical
// engine as a battle module, "lotn". It fights any game's battle converted
// into counters, leaders and a template battlefield (convert.h), or a printed
// scenario (scenario.h), by the turn sequence of LotN 3.0 (sequence.h: one
// battle.move is one step of it, and its header lists every decision's ids).
//
// The set-up's situation {"lotn": {...}} may give:
//   "variants":   the rule variants and "data.mode" (0 strict, 1 provisional,
//                 2 trial); they are also the battle's settings, changed by
//                 core.set_setting;
//   "entries":    the umpire's entries from his printed copy (an
//                 umpire.lotn.entries/1 document) and
//   "maps":       his maps ({map id: lotn-map/1 document}), read over the
//                 program's data and its reconstructions (battle_data.h): the
//                 battle keeps the data it is fought with, and the journaled
//                 command lotn.use_data hands it newer data (values only);
//   "conversion": the conversion's settings (data/lotn/conversion.json);
//   "positions":  counters and leaders placed where the umpire has them
//                 ({"<id>": "1112"} or {"hex", "facing", "second"});
//   "scenario":   "breitenfeld" or "lutzen": the printed scenario instead of a
//                 conversion, refused with every item its data lacks.
// Strict play (the default) stops at the first value the rules text lost,
// named with its rule; provisional play (the umpire opts in) reads the
// reconstructions and marks the result provisional; trial play also reads
// placeholder counter ratings, plays a scenario on its schematic map with only
// its printed deployment, for trying the program (marked provisional).
//
// New-game options: {"setup": BattleSetup} (a campaign's battle), or a
// standalone printed scenario {"scenario": "breitenfeld", "variants": {...},
// "entries": {...}, "maps": {...}} (scenario_battle_setup).
#pragma once

#include <memory>

#include "lotn/battle_state.h"
#include "sessions/battle_module.h"

namespace umpire::lotn {

inline constexpr const char* kEngineId = "lotn";
inline constexpr const char* kEngineTitle = "Lion of the North: the Great Battles of History engine";
// The journaled battle command that hands a running battle the umpire's newer data:
// {"entries": umpire.lotn.entries/1, "maps": {map id: lotn-map/1}}, each optional (an absent one stays as the
// battle has it, null goes back to the program's). Refused when it would change which counters are in the battle or
// leave one on the map off the new map.
inline constexpr const char* kUseDataCommand = "lotn.use_data";

std::shared_ptr<const battles::BattleModule> module();

// A typical battle for the benchmark: about sixty counters a side.
battles::BattleSetup bench_setup(int units_per_side = 60);

// The variants and conversion values a set-up asks for (situation.lotn), with
// the data mode they choose.
struct BattleOptions {
  Json variants = Json::object();
  Json conversion = Json::object();
  std::string scenario;  // "breitenfeld", "lutzen": a printed scenario instead of a conversion
  Json entries;          // the umpire's entries (null: none)
  Json maps;             // the umpire's maps by id (null: none)
};
BattleOptions battle_options_of(const battles::BattleSetup& setup);

// The Setup of a campaign's battle (convert.h), with the program's data; the
// variants the battle holds now (changed since its start) over the set-up's.
// `conversion_now`: the conversion values the battle stored (Setup::conversion), over the set-up's.
// The data: the program's with its reconstructions, then the situation's entries and maps (battle_data.h). A
// printed scenario's counters are the campaign units of a standalone battle's set-up (UnitDef::origin) where its
// units name them.
std::shared_ptr<const Setup> setup_for(const battles::BattleSetup& setup, const Json* variants_now,
                                       const Json* conversion_now);

// A standalone battle of a printed scenario as a campaign set-up: options {"scenario": "breitenfeld" or "lutzen",
// "variants": {...}, "entries": {...}, "maps": {...}} (all but the scenario optional). Its sides with their names,
// its counters as units (their names and strength), its leaders, the place and the date; the options go into its
// situation. Throws UserError for unknown options and with every item the data lacks for the mode asked.
battles::BattleSetup scenario_battle_setup(const Json& options);

}  // namespace umpire::lotn
