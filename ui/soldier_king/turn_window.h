// Soldier King's Turn window: the kit's Turn panel (ui/kit_windows.h: the
// status, the next step with its button, the window where its work is done)
// with the turn order, the active player's marches and attacks (SK 7.1.2, 9.4,
// 10.1) and a note on where the rest of the season's work is.
#pragma once

#include "ui/kit_windows.h"

namespace umpire::skui {

TurnPanelParts turn_panel_parts();

}  // namespace umpire::skui
