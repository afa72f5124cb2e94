// Lion of the North (Great Battles of History vol. III): the hex tactical
// engine as a battle module, "lotn". It fights a campaign's battle converted
// into counters, leaders and a template battlefield (convert.h), by the turn
// sequence of LotN 3.0: visibility, the artillery barrage, the leaders'
// activations (initiative, trump and trump-the-trump, momentum, the die roll
// of doom, re-activation), each leader's Orders Phase (Individual Orders:
// move, fire, rally, recover; then the shock segment), the 3R Phase (rout
// movement) and the army withdrawal test, until an army withdraws or night
// falls.
//
// One battle.move is one step: the turn's start, the barrage, one activation
// (who goes next), one Orders Phase, one momentum decision, the 3R Phase or the
// withdrawal test.
//
// Data (data/lotn): every chart cell is read through the data gate with its
// provenance. The battle's set-up may choose the rule variants and the data
// mode under situation {"lotn": {"variants": {"data.mode": 1, ...},
// "conversion": {...}}}; they are also the child campaign's settings. Strict
// play (the default) stops with the missing cell named; provisional play (the
// umpire opts in) reads the reconstructions and marks the result provisional.
//
// Decisions (option ids): activation "activate" | "pass" | "trump <leader>";
// trump-the-trump "no" | "trump <leader>"; a tie of initiative within a side: a
// leader id; an order: a unit id, "leader" or "done"; a unit's action: a move
// ("W2321:3", "W2321-W2322:3" for a double unit, "...:3c" In Column), "fire
// <hex>", "rally", "recover", "hold"; after a move "fire <hex>" or "none";
// momentum "roll" | "finish", the momentum trump "no" | "trump <leader>";
// re-activation: a leader id. The fire, shock, movement and withdrawal
// procedures ask their own (fire.h, shock.h, movement.h).
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
