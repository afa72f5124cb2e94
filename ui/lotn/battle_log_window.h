// The Battle log window of Lion of the North, drawn inside the kit's Battle
// window over the battle's child campaign: every line of the log with its
// turn, kind and rule, filtered by kind, words and turns, exported as
// Markdown or HTML, and once the battle is over its final report printed as a
// PDF (battle_report.h builds the documents, the report exporters write them).
#pragma once

#include "ui/window_registry.h"

namespace umpire::lotnui {

// Draws the window's contents for the battle of ctx.campaign (a Lion of the North battle).
void draw_battle_log(GuiContext& ctx);

}  // namespace umpire::lotnui

namespace umpire {

// Adds "battle_log" under the game id "lotn".
void register_lotn_log_windows(WindowRegistry& registry);

}  // namespace umpire
