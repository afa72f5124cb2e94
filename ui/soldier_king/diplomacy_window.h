// The Diplomacy window (SK 5.2, 6, 18.2; issue 8): the treaties (filter by
// party, in force, expiring) with each one's window of enforceability drawn on
// a season timeline; forms to record a treaty or an informal agreement, lodge
// and terminate; the Imperial Court's docket, the votes, the judgement with the
// casting vote, and the punishments; a journal search for evidence.
#pragma once

#include "ui/window_registry.h"

namespace umpire::skui {

void draw_diplomacy_window(GuiContext& ctx);

}  // namespace umpire::skui
