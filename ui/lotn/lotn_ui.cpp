#include "ui/lotn/lotn_ui.h"

#include <memory>

#include "ui/lotn/charts_window.h"
#include "ui/lotn/counters_window.h"
#include "ui/lotn/deployments_window.h"
#include "ui/window_registry.h"

namespace umpire {

void register_lotn_data_windows(WindowRegistry& registry) {
  // One editing session for both windows: an entry typed in either is saved by either.
  auto state = std::make_shared<lotnui::EditorsState>();
  GameWindow charts;
  charts.game_id = kEveryGame;
  charts.name = "lotn_charts";
  charts.title = "Lion of the North: charts";
  charts.set_place(kMainPane);
  charts.draw = [state](GuiContext&) { lotnui::draw_charts_window(*state); };
  registry.add(std::move(charts));

  GameWindow counters;
  counters.game_id = kEveryGame;
  counters.name = "lotn_counters";
  counters.title = "Lion of the North: counters";
  counters.set_place(kMainPane);
  counters.draw = [state](GuiContext&) { lotnui::draw_counters_window(*state); };
  registry.add(std::move(counters));

  GameWindow deployments;
  deployments.game_id = kEveryGame;
  deployments.name = "lotn_deployments";
  deployments.title = "Lion of the North: deployment rows";
  deployments.set_place(kMainPane);
  deployments.draw = [state](GuiContext&) { lotnui::draw_deployments_window(*state); };
  registry.add(std::move(deployments));
}

}  // namespace umpire
