// The Battles desk (SK 11, 12, 22; issue 7): the battles of the turn with
// their situation (sides, strength, cavalry superiority); withdrawal before
// battle when the rules allow it; sending a battle to the tabletop with the
// umpire's intelligence for the attacker and both sides' printed briefings;
// the result typed back in; the consequences and the combat promotions left.
#pragma once

#include "ui/window_registry.h"

namespace umpire::skui {

void draw_battles_window(GuiContext& ctx);

}  // namespace umpire::skui
