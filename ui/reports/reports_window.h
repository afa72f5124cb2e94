// The Reports window: the umpire previews the report a faction receives,
// exports it (Markdown, HTML or PDF) and prints every faction's report at
// once. Generic: it asks report::report_providers() for the open campaign's
// game, so any game that registers a report provider gets it.
#pragma once

#include <string>

#include "ui/window_registry.h"

namespace umpire {

// Adds the window "reports" for the game `game_id`.
void register_reports_window(WindowRegistry& registry, const std::string& game_id);

namespace reports {
void draw_reports_window(GuiContext& ctx);
}

}  // namespace umpire
