#include "ui/bourgogne/bourgogne_ui.h"

#include <imgui.h>

#include "ui/kit_windows.h"

namespace umpire::bourgogneui {

using namespace bourgogne;

BourgogneUi& ui_for(const Campaign& campaign) { return ui_state_for<BourgogneUi>(campaign); }

const State* game_state(GuiContext& ctx) {
  return static_cast<const State*>(game_state_of(ctx, kGameId, "campaigns of Les Guerres de Bourgogne"));
}

void register_bourgogne_windows(WindowRegistry& registry) {
  // First use: the map on the left, the kit's Turn panel top right, the tracks under it.
  GameWindow map{kGameId, "map", "Map", draw_map_window};
  map.set_place(kMainPane);
  registry.add(std::move(map));
  registry.add(turn_panel_window(kGameId));
  GameWindow combats{kGameId, "combats", "Combats", draw_combats_window};
  combats.set_place(kMainPane);
  registry.add(std::move(combats));
  GameWindow orders{kGameId, "orders", "Orders", draw_orders_window};
  orders.set_place(kWorkPane);
  registry.add(std::move(orders));
  GameWindow corrections{kGameId, "corrections", "Corrections", draw_corrections_window};
  corrections.set_place(kWorkPane);
  registry.add(std::move(corrections));
  GameWindow tracks{kGameId, "tracks", "Tracks", draw_tracks_window};
  tracks.set_place(kWorkPane);
  registry.add(std::move(tracks));
  registry.add(rules_window(kGameId));
  PlayerViews views{kGameId, nullptr, nullptr};
  views.players = [](const Campaign&) {
    return std::vector<std::pair<std::string, std::string>>{{"burgundy", "Burgundians"}, {"swiss", "Swiss"}};
  };
  views.show_as = [](const Campaign& c, const std::string& camp) { ui_for(c).viewer = camp; };
  registry.add(std::move(views));
}

}  // namespace umpire::bourgogneui
