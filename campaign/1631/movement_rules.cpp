#include "1631/movement_rules.h"

namespace umpire::flammes {

// Not written yet: every evasion is refused, in words, until the movement rules land.
std::vector<Reason> check_evasion(const State&, Side, const std::string&, const std::vector<std::string>&,
                                  const EvasionLimits&) {
  return {{"1631 §7.3", "evasion moves are not implemented yet in this version"}};
}

bool can_evade(const State&, Side, const std::string&, const EvasionLimits&) { return false; }

}  // namespace umpire::flammes
