// Where a window opens on first use, in screen pixels: arithmetic only (no
// Dear ImGui), so that the layout at each screen size is tested headless.
#pragma once

#include <string>

namespace umpire {

struct ScreenRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float width() const { return x1 - x0; }
  float height() const { return y1 - y0; }
  // Edges that touch do not overlap.
  bool overlaps(const ScreenRect& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
  bool contains(const ScreenRect& o) const { return o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1; }
};

// The screen and the bars the windows keep clear of.
struct ScreenArea {
  float x = 0, y = 0, width = 1280, height = 800;
  float menu_height = 0, status_height = 0;
  float gap = 8;  // between windows, and between a window and a bar or the border
  // Where windows may lie: between the menu bar and the status bar.
  ScreenRect work() const;
};

// A window placed at `place` (x, y, width and height as fractions of the work
// area, GameWindow::place). Windows side by side keep `gap` between them.
ScreenRect first_use_rect(const float (&place)[4], const ScreenArea& area);

// The pane of the shell's own windows (journal, dice, settings).
const float (&shell_window_place(const std::string& name))[4];

}  // namespace umpire
