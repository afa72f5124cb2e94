// 1631 Un Empire en Flammes: the combat procedure (1631 §7.6–§7.8) as a
// battle engine, "1631-combat". The strategic layer resolves movement,
// interception, evasion, withdrawal to garrison and the combat situation
// before (1631 §7.1–§7.5), and pursuit, capture and sieges after (1631 §7.9–
// §7.11); this engine makes the attacks, allocates the hits in their forced
// order and decides the victor. It knows nothing of campaigns.
//
// The set-up it takes (anything else is refused, in words, by cannot_take):
// - game "1631"; two sides, ids "attacker" and "defender" (factions
//   ["swedish"] or ["imperial"], names "Swedes" / "Imperials" or as given).
// - Each unit: side "attacker" or "defender"; arm "infantry", "cavalry" or
//   "artillery"; strength = its steps now (2 Fresh, 1 Spent); attributes
//   {"battle": int, "assault": int, "nation": "swedish|saxon|imperial|league",
//   "spent": bool (true exactly when strength is 1)}; optional flags
//   "garrison", "relief", "interceptor" (shown, not used).
// - Each leader is a commander of its side: attributes {"skill": its current
//   skill}; commanders take no hits (1631 §7.8).
// - situation: {"combat": "battle" | "river_assault" | "siege_assault",
//   "place_kind": "green" | "city" | "fortress", "defender_may_choose_battle":
//   bool (river assault, 1631 §7.5.2; absent: true), "river": name (optional),
//   "both_over_next": bool (1631 §7.8: when both sides took more hits than
//   they had steps, true: the next criteria decide, false: the defender wins;
//   absent: true)}.
//   A siege assault is made on a City or a Fortress; the defender of a siege
//   assault may have no unit (only its marker); the attacker always has one.
// - endings, when declared, include "decided".
//
// The moves (battle.move): in a River assault the defender may choose first
// to fight a Battle instead; then the fire. In a Battle both sides roll at
// once from their states before the combat, in one move. In an assault the
// defender rolls first (a Fortress adds its hit) and its hits are allocated;
// the next move the attacker rolls with its survivors in their new states,
// its hits are allocated and the victor is decided. Before the first fire of
// a Battle or River assault the defender chooses the commander whose skill
// ignores hits (asked when it has two or more).
//
// Decisions (the side that decides, then the option ids):
// - "situation": the defender: "river_assault" or "battle";
// - "commander": the defender: a leader id;
// - each hit to allocate: the side that inflicted it: a unit id among the
//   legal targets (1631 §7.7); a hit with one legal target is not asked.
//
// The result: per unit its steps lost and whether it was destroyed, the
// winner ("attacker" / "defender"), ending "decided", the audit in words, and
// details {"combat": as fought, "battle_chosen": bool, "commander": id or "",
// "hits_rolled": {side: hits its dice scored}, "hits_ignored": n (the
// attacker's hits the defender ignored), "fortress_hit": 0|1,
// "hits_suffered": {side: the hits the side took that counted, the Fortress's
// hit and hits beyond its steps included}, "hits_counted": {side: the counted
// hits the side caused}, "hits_unused": {side: hits it took beyond its
// steps}, "units_destroyed": {side: its own units destroyed}, "criterion":
// 1-4 (0 until decided)}.
#pragma once

#include <memory>

#include "sessions/battle_module.h"

namespace umpire::flammes_combat {

inline constexpr const char* kEngineId = "1631-combat";
inline constexpr const char* kEngineTitle = "1631 combat procedure";
inline constexpr const char* kGame = "1631";

std::shared_ptr<const battles::BattleModule> module();

// A small set-up in the convention above: a Battle on a Green area, Swedes
// (Gustav Adolf, 4 infantry, 2 cavalry, 1 artillery) against Imperials
// (Tilly, 3 infantry, 2 cavalry); the benchmark fights it.
battles::BattleSetup sample_setup();

}  // namespace umpire::flammes_combat
