// The movement rules every moving procedure shares (1631 §6.1, §6.1.1,
// §6.1.2, §7.3, §7.10, §10.3, §10.7): how an area counts for a side, which
// lines a side may cross, and where an evading force may go.
#pragma once

#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// 1631 §7.3: what limits an evasion besides the common rules.
struct EvasionLimits {
  std::string attacker_left;  // the area the attacker has just left ("" none)
  bool may_return = false;    // a losing attacker in pursuit may go back there (1631 §7.9.1)
  bool must_return = false;   // a losing river-assault attacker must (1631 §7.9.2)
  int moves = 2;              // counted moves (bridges free)
};

// Why `path` (the areas entered in order, starting next to `from`) is not a
// legal evasion for `side`'s pieces (empty: it is), each reason citing its
// rule. A ford's roll is the mover's, not this check's.
std::vector<Reason> check_evasion(const State& s, Side side, const std::string& from,
                                  const std::vector<std::string>& path, const EvasionLimits& limits);
// Whether any legal evasion exists from `from` (an empty path — staying — is
// legal only in a strategic area, 1631 §6.1.2).
bool can_evade(const State& s, Side side, const std::string& from, const EvasionLimits& limits);

}  // namespace umpire::flammes
