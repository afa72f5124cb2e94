// Lion of the North (Great Battles of History vol. III): the hex tactical
// engine as a battle module, "lotn". It fights any game's battle converted
// into counters, leaders and a template battlefield (convert.h), or a printed
// scenario (scenario.h), by the turn sequence of LotN 3.0 (sequence.h: one
// battle.move is one step of it, and its header lists every decision's ids).
//
// The set-up's situation {"lotn": {...}} may give:
//   "variants":   the rule variants and "data.mode" (0 strict, 1 provisional);
//                 they are also the battle's settings, changed by core.set_setting;
//   "conversion": the conversion's settings (data/lotn/conversion.json);
//   "positions":  counters and leaders placed where the umpire has them
//                 ({"<id>": "1112"} or {"hex", "facing", "second"});
//   "scenario":   "breitenfeld" or "lutzen": the printed scenario instead of a
//                 conversion, refused with every item its data lacks.
// Strict play (the default) stops at the first value the rules text lost,
// named with its rule; provisional play (the umpire opts in) reads the
// reconstructions and marks the result provisional.
#pragma once

#include <memory>

#include "lotn/battle_state.h"
#include "sessions/battle_module.h"

namespace umpire::lotn {

inline constexpr const char* kEngineId = "lotn";
inline constexpr const char* kEngineTitle = "Lion of the North: the Great Battles of History engine";

std::shared_ptr<const battles::BattleModule> module();

// A typical battle for the benchmark: about sixty counters a side.
battles::BattleSetup bench_setup(int units_per_side = 60);

// The variants and conversion values a set-up asks for (situation.lotn), with
// the data mode they choose.
struct BattleOptions {
  Json variants = Json::object();
  Json conversion = Json::object();
  std::string scenario;  // "breitenfeld", "lutzen": a printed scenario instead of a conversion
};
BattleOptions battle_options_of(const battles::BattleSetup& setup);

// The Setup of a campaign's battle (convert.h), with the program's data; the
// variants the battle holds now (changed since its start) over the set-up's.
// `conversion_now`: the conversion values the battle stored (Setup::conversion), over the set-up's.
std::shared_ptr<const Setup> setup_for(const battles::BattleSetup& setup, const Json* variants_now,
                                       const Json* conversion_now);

}  // namespace umpire::lotn
