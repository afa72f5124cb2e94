// A combat of Les Guerres de Bourgogne as the battle hand-off sees it
// (battles/handoff): the set-up the "bourgogne-battle" engine or the tabletop
// receives, exactly as the engine's convention says (sides "attacker" and
// "defender", each counter with its values, each commander with both sides,
// the situation and the endings the campaign understands).
#pragma once

#include "bourgogne/combat_state.h"
#include "handoff/handoff.h"

namespace umpire::bourgogne {

inline constexpr const char* kCombatProfile = "bourgogne/combat";
// The built-in battle and siege procedure (battles/bourgogne).
inline constexpr const char* kCombatEngine = "bourgogne-battle";

// The campaign's endings (GdB 9.5.10, 9.5.11, T2 fn3, 12.2).
inline constexpr const char* kEndings[] = {"victory", "stopped", "mutual_wipeout", "no_combat", "charles_killed"};

// `options`: the engine's situation.options (settings.h battle_options).
battles::BattleSetup combat_setup(const State& s, const CombatRecord& c, const Json& options);

// "3 stars"
std::string rank_words(int rank);

}  // namespace umpire::bourgogne
