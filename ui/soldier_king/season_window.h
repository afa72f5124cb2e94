// The Season window: walks the umpire through the start and the end of each
// season (SK 7, 9.2, 13, 16, 17, 19; digest §2.4-2.7): spring magazines, the
// random-event draws and their effects, the Rebel turn, plebiscites, training
// and winter recruiting, with the electoral cities and their holders always in
// view and a banner when the game is won.
#pragma once

#include "ui/window_registry.h"

namespace umpire::skui {

void draw_season_window(GuiContext& ctx);

}  // namespace umpire::skui
