// The Turn window: where the campaign stands in the sequence of play, the turn
// order, the active player's marches and attacks, and one button for what the
// umpire must do next (SK 7; digest §2).
#pragma once

#include "ui/window_registry.h"

namespace umpire::skui {

void draw_turn_window(GuiContext& ctx);

}  // namespace umpire::skui
