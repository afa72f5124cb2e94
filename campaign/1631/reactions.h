// The other side's reactions between the steps of an action (1631 §7.2-§7.4),
// and the acting side's choices they lead to: interception (and the attacker's
// fight or fall back), evasion, withdrawal to garrison, standing to fight, and
// the siege assault or not (1631 §7.5).
#pragma once

#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

std::vector<CommandDef> reaction_commands();
// 1631 §7.2, §7.3: the test both use: d6 + 1 if the reacting force's best
// skill beats the attacker's, + 1 if it has fewer units, - 1 without cavalry. A force with no commander
// counts as below any commander, or as skill 0 (setting "interception.commanderless_lowest").
struct ReactionTest {
  int modifier = 0;
  std::string why;  // "+1 fewer units, -1 no cavalry"
};
ReactionTest reaction_modifiers(const State& s, const std::vector<std::string>& units,
                                const std::vector<std::string>& commanders, const std::vector<std::string>& enemy_units,
                                const std::vector<std::string>& enemy_commanders, bool commanderless_lowest = true);

}  // namespace umpire::flammes
