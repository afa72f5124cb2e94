#include "ui/lotn/lotn_ui.h"

#include <memory>

#include "ui/lotn/charts_window.h"
#include "ui/lotn/counters_window.h"
#include "ui/lotn/deployments_window.h"
#include "ui/window_registry.h"

namespace umpire {

void register_lotn_data_windows(WindowRegistry& registry) {
  // One editing session for all three windows: an entry typed in one is saved by any.
  auto state = std::make_shared<lotnui::EditorsState>();
  auto add = [&](const char* name, const char* title, void (*draw)(lotnui::EditorsState&)) {
    GameWindow w;
    w.game_id = kEveryGame;
    w.name = name;
    w.title = title;
    w.set_place(kMainPane);
    w.draw = [state, draw](GuiContext&) { draw(*state); };
    registry.add(std::move(w));
  };
  add("lotn_charts", "Lion of the North: charts", lotnui::draw_charts_window);
  add("lotn_counters", "Lion of the North: counters", lotnui::draw_counters_window);
  add("lotn_deployments", "Lion of the North: deployment rows", lotnui::draw_deployments_window);
}

}  // namespace umpire
