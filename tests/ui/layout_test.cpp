// The default layout (ui/layout.h, window_registry.h's panes) at the two
// screen sizes the program is checked at: every window opens inside the
// screen, in one pane; the panes never overlap; the windows open on a first
// run (the settings' defaults) lie in different panes, so none covers another.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "ui/app_state.h"
#include "ui/config.h"
#include "ui/games_ui.h"
#include "ui/layout.h"

using namespace umpire;

namespace {

ScreenArea screen(float w, float h) {
  ScreenArea a;
  a.width = w, a.height = h;
  a.menu_height = 23, a.status_height = 31;  // the 17 px font's bars
  return a;
}

// Which pane a rect is (-1: none of them).
int pane_of(const ScreenRect& r, const ScreenArea& a) {
  auto is = [&](const float(&pane)[4]) {
    const ScreenRect q = first_use_rect(pane, a);
    return q.x0 == r.x0 && q.y0 == r.y0 && q.x1 == r.x1 && q.y1 == r.y1;
  };
  return is(kMainPane) ? 0 : is(kTurnPane) ? 1 : is(kWorkPane) ? 2 : is(kWholeScreen) ? 3 : -1;
}

}  // namespace

TEST_CASE("the first-use layout at 1280x800 and 1920x1080: inside the screen, one pane each, panes apart") {
  WindowRegistry registry;
  register_shipped_game_windows(registry);
  const GuiSettings defaults;
  for (auto [w, h] : {std::pair{1280.0f, 800.0f}, std::pair{1920.0f, 1080.0f}}) {
    CAPTURE(w);
    const ScreenArea a = screen(w, h);
    const ScreenRect main = first_use_rect(kMainPane, a), turn = first_use_rect(kTurnPane, a),
                     work = first_use_rect(kWorkPane, a);
    CHECK_FALSE(main.overlaps(turn));
    CHECK_FALSE(main.overlaps(work));
    CHECK_FALSE(turn.overlaps(work));
    // The panes leave the gap between them and fill the screen between the bars.
    CHECK(turn.x0 - main.x1 == doctest::Approx(a.gap));
    CHECK(work.y0 - turn.y1 == doctest::Approx(a.gap));
    CHECK(a.work().contains(first_use_rect(kWholeScreen, a)));
    CHECK(main.y1 == doctest::Approx(h - a.status_height - a.gap));

    std::vector<std::string> names;
    std::vector<ScreenRect> rects;
    for (const char* shell : {kJournalWindow, kDiceWindow, kSettingsWindow}) {
      names.push_back(shell);
      rects.push_back(first_use_rect(shell_window_place(shell), a));
    }
    for (const GameWindow* gw : registry.for_game("soldier-king")) {
      names.push_back(gw->name);
      rects.push_back(first_use_rect(gw->place, a));
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
      CAPTURE(names[i]);
      CHECK(a.work().contains(rects[i]));
      const int pane = pane_of(rects[i], a);
      CHECK(pane >= 0);
      // Only the map editors (the strategic map's, Lion of the North's hex painter), modes of their own, take the
      // whole screen.
      CHECK((pane == 3) == (names[i] == "map_editor" || names[i] == "lotn_hex_painter"));
      // Wide enough for a table, tall enough for a dozen lines of the 17 px font.
      CHECK(rects[i].width() >= 500);
      CHECK(rects[i].height() >= 270);
    }

    // The windows of a first run: each in its own pane, so none overlaps another.
    REQUIRE(defaults.open_windows.size() >= 2);
    for (std::size_t i = 0; i < defaults.open_windows.size(); ++i)
      for (std::size_t j = i + 1; j < defaults.open_windows.size(); ++j) {
        auto at = [&](const std::string& n) {
          for (std::size_t k = 0; k < names.size(); ++k)
            if (names[k] == n) return rects[k];
          FAIL("no window named " << n);
          return ScreenRect{};
        };
        CAPTURE(defaults.open_windows[i]);
        CAPTURE(defaults.open_windows[j]);
        CHECK_FALSE(at(defaults.open_windows[i]).overlaps(at(defaults.open_windows[j])));
      }
  }
}
