// Les Guerres de Bourgogne: the battle and siege procedure (GdB 9.5) as a
// battle engine, "bourgogne-battle". The campaign builds the set-up; the
// engine fights one battle or siege from it and says the result; the retreat
// of the loser, control, VP and diplomacy are the campaign's (GdB 9.5.11–9.5.14).
//
// The set-up it takes (anything else is refused in words by cannot_take):
// - game "bourgogne"; sides "attacker" (the active camp, the besieger) and
//   "defender", each with factions = {camp}: "burgundy" or "swiss".
// - situation {"kind": "battle"|"siege", "turn", "bad_weather", "fv" (siege),
//   "allies_in_doubt": [powers], "options": {GdB setting key: value},
//   "event": {"die", "second"} when the event was rolled before}.
// - units: type "Ar".."Pi", strength = SS (1 or 2; a Ca 1), attributes
//   {"power", "swiss", "cf_full", "cf_reduced", "mp", "rof", and for a Ca
//   "ca_owner", "cf_burgundian", "cf_swiss"}.
// - leaders: attributes {"rank", "tc", "mp", "historical", "power", "swiss",
//   "charles", "campobasso", "anonymous": {"rank", "tc", "mp"}}.
//
// One battle.move is one step of GdB 9.5: the deployment (both camps), the
// secret markers, the event, then each round: the reveal (secret until both
// camps have chosen), the fire, the melee with its results, the tactical
// movement, continue or stop. A siege: the cannon's fire at the walls, the
// assault, continue or stop.
//
// Decisions (option ids): deployment "doctrine"|"by_unit", then per unit a
// zone ("L1".."WR") and per commander; the army commander on a tie (a leader
// id); markers: ids joined by "+" in the camp's order ("charge+ditch"),
// secret; the count "0".."2" and which ("ditch"), secret; a shot
// "unitid>targetid" or "stop"; a melee "attacker WR > defender WL" or "none";
// a casualty among different units of equal CF (a unit id); a commander of
// equal rank falling (an id); a stranded commander's place ("attacker L2");
// a non-Swiss commander of a zone whose units partly retreat "follow"|"stay";
// "advance"|"stay"|"choose", then with "choose" per unit "advance"|"stay";
// a move "unitid>defender WL" or "done"; the betrayal's zone; the depleted
// wing's line; "continue"|"stop".
//
// The state records the version of these rules it was started under
// (BattleState::rules): a battle saved before version 2 is asked the
// decisions it was asked then, so that its journal replays.
//
// The result: winner, ending ("victory", "stopped", "mutual_wipeout",
// "no_combat", "charles_killed"), per unit its SS lost, leaders "killed" when
// their counter flipped, and details {"ss_at_start", "vp_eligible", "in_rz",
// "ca_owner", "changed_camp", "to_pool", "event", "garrison_eliminated",
// "besieger_stopped", "rounds"}.
#pragma once

#include <memory>

#include "sessions/battle_module.h"

namespace umpire::bourgogne_battle {

inline constexpr const char* kEngineId = "bourgogne-battle";
inline constexpr const char* kEngineTitle = "Les Guerres de Bourgogne: battle and siege (GdB 9.5)";
inline constexpr const char* kGame = "bourgogne";

std::shared_ptr<const battles::BattleModule> module();

// A typical battle: twelve units a side, Charles the Bold against René de
// Lorraine and the Swiss captains (the benchmark fights it).
battles::BattleSetup sample_setup();

}  // namespace umpire::bourgogne_battle
