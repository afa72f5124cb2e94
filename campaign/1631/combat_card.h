// The combat card (1631 §7.5-§7.9): what the tabletop needs to fight a 1631
// combat with miniatures — its context, each side's forces with suggested
// sizes, the modifiers to mirror, the stakes, and what must come back. One
// card for each side and one for the umpire; in the umpired knowledge setting
// a side's card shows only its own forces.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "report/document.h"
#include "report/providers.h"

namespace umpire::flammes {

struct CombatCardForce {
  std::vector<std::vector<std::string>> units;       // unit, nation, arm, state, battle, assault, size, role
  std::vector<std::vector<std::string>> commanders;  // name, state, skill
  std::string garrison_marker;                       // "" none
};

// What one recipient's card holds: values only (providers.h).
struct CombatCardView {
  std::string recipient;  // "attacker", "defender" or "umpire"
  std::string title, subtitle;
  std::vector<std::vector<std::string>> context;  // label, value
  std::vector<std::string> side_names;            // attacker's, defender's
  std::vector<CombatCardForce> forces;            // attacker, defender
  std::vector<bool> shown;                        // whether each side's forces are on this card
  std::vector<std::string> modifiers, stakes, bring_back;
};

// recipient: "c1:attacker", "c1:defender" or "c1:umpire".
CombatCardView combat_card_view(const CampaignState& cs, const std::string& recipient);
report::Document render_combat_card(const CombatCardView& view);
// The handout, for the game's report provider: every combat waiting to be
// fought (pending or sent), a card per side and one for the umpire.
report::Handout combat_card_handout();

}  // namespace umpire::flammes
