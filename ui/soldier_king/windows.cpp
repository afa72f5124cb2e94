#include "ui/soldier_king/windows.h"

#include "soldier_king/state.h"
#include "ui/kit_windows.h"
#include "ui/soldier_king/battles_window.h"
#include "ui/soldier_king/diplomacy_window.h"
#include "ui/soldier_king/orders_window.h"
#include "ui/soldier_king/panels.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/soldier_king/season_window.h"
#include "ui/soldier_king/turn_window.h"

namespace umpire {

void register_soldier_king_windows(WindowRegistry& registry) {
  // First use (window_registry.h's panes): the map and the desks where much is
  // read (Battles, Diplomacy) on the left; the Turn panel top right; the work
  // of a step (Orders, Army, Inspector, Season) under it.
  GameWindow map{sk::kGameId, "map", "Map", skui::draw_map_window};
  map.set_place(kMainPane);
  GameWindow army{sk::kGameId, "army", "Army", skui::draw_army_window};
  army.set_place(kWorkPane);
  GameWindow inspector{sk::kGameId, "inspector", "Inspector", skui::draw_inspector_window};
  inspector.set_place(kWorkPane);
  GameWindow turn = turn_panel_window(sk::kGameId, skui::turn_panel_parts());  // the kit's, with SK's details
  GameWindow orders{sk::kGameId, "orders", "Orders", skui::draw_orders_window};
  orders.set_place(kWorkPane);
  registry.add(std::move(map));
  registry.add(std::move(turn));
  registry.add(std::move(orders));
  registry.add(std::move(army));
  registry.add(std::move(inspector));
  registry.add(rules_window(sk::kGameId));  // the kit's, registered here to keep its place in the View menu
  GameWindow season{sk::kGameId, "season", "Season", skui::draw_season_window};
  season.set_place(kWorkPane);
  registry.add(std::move(season));
  GameWindow battles{sk::kGameId, "battles", "Battles", skui::draw_battles_window};
  battles.set_place(kMainPane);  // the Battle window (an engine's) in the work pane beside it
  registry.add(std::move(battles));
  GameWindow diplomacy{sk::kGameId, "diplomacy", "Diplomacy", skui::draw_diplomacy_window};
  diplomacy.set_place(kMainPane);
  registry.add(std::move(diplomacy));
  // The map's and the inspector's "View as": every King and active duchy.
  PlayerViews views{sk::kGameId, nullptr, nullptr};
  views.players = [](const Campaign& c) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& f : sk::sk_state(c.state()).factions)
      if (f.active) out.emplace_back(f.id, f.name);
    return out;
  };
  views.show_as = [](const Campaign& c, const std::string& faction) { skui::ui_for(c).viewer = faction; };
  registry.add(std::move(views));
}

}  // namespace umpire
