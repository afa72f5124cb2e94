// A 1631 combat as the battle hand-off sees it (battles/handoff): the set-up
// the "1631-combat" engine or the tabletop receives. Sides "attacker" and
// "defender"; each unit with its arm, its steps as strength and the counter's
// values as attributes {battle, assault, nation, spent}; each commander with
// his current skill; the situation {combat, place_kind,
// defender_may_choose_battle, river, and both_over_next when the setting
// "combat.both_over_next" is off} (1631 §7.5-§7.8).
#pragma once

#include "1631/combat_state.h"
#include "handoff/handoff.h"

namespace umpire::flammes {

inline constexpr const char* kCombatProfile = "1631/combat";
// The built-in 1631 combat procedure (battles/flammes).
inline constexpr const char* kCombatEngine = "1631-combat";

battles::BattleSetup combat_setup(const State& s, const CombatRecord& c, bool both_over_next = true);

// The river the attacker crossed (its last line's), or "".
std::string crossed_river(const State& s, const CombatRecord& c);

}  // namespace umpire::flammes
