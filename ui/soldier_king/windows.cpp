#include "ui/soldier_king/windows.h"

#include "soldier_king/state.h"
#include "ui/kit_windows.h"
#include "ui/soldier_king/battles_window.h"
#include "ui/soldier_king/diplomacy_window.h"
#include "ui/soldier_king/orders_window.h"
#include "ui/soldier_king/panels.h"
#include "ui/soldier_king/season_window.h"
#include "ui/soldier_king/turn_window.h"

namespace umpire {

void register_soldier_king_windows(WindowRegistry& registry) {
  // First use: the map large on the left, the order of battle on the right;
  // the inspector, opened by a click on the map, over the lower half of it.
  GameWindow map{sk::kGameId, "map", "Map", skui::draw_map_window};
  map.place[0] = 0.0f, map.place[1] = 0.0f, map.place[2] = 0.60f, map.place[3] = 1.0f;
  GameWindow army{sk::kGameId, "army", "Army", skui::draw_army_window};
  army.place[0] = 0.60f, army.place[1] = 0.0f, army.place[2] = 0.40f, army.place[3] = 1.0f;
  GameWindow inspector{sk::kGameId, "inspector", "Inspector", skui::draw_inspector_window};
  inspector.place[0] = 0.60f, inspector.place[1] = 0.52f, inspector.place[2] = 0.40f, inspector.place[3] = 0.48f;
  GameWindow turn = turn_panel_window(sk::kGameId, skui::turn_panel_parts());  // the kit's, with SK's details
  GameWindow orders{sk::kGameId, "orders", "Orders", skui::draw_orders_window};
  orders.place[0] = 0.60f, orders.place[1] = 0.30f, orders.place[2] = 0.40f, orders.place[3] = 0.70f;
  registry.add(std::move(map));
  registry.add(std::move(turn));
  registry.add(std::move(orders));
  registry.add(std::move(army));
  registry.add(std::move(inspector));
  registry.add(rules_window(sk::kGameId));  // the kit's, registered here to keep its place in the View menu
  GameWindow season{sk::kGameId, "season", "Season", skui::draw_season_window};
  season.place[0] = 0.60f, season.place[1] = 0.30f, season.place[2] = 0.40f, season.place[3] = 0.70f;  // under the Turn window, where Orders goes
  registry.add(std::move(season));
  GameWindow battles{sk::kGameId, "battles", "Battles", skui::draw_battles_window};
  battles.place[0] = 0.40f, battles.place[1] = 0.0f, battles.place[2] = 0.60f, battles.place[3] = 1.0f;  // the Battle window left of it
  registry.add(std::move(battles));
  GameWindow diplomacy{sk::kGameId, "diplomacy", "Diplomacy", skui::draw_diplomacy_window};
  diplomacy.place[0] = 0.30f, diplomacy.place[1] = 0.0f, diplomacy.place[2] = 0.70f, diplomacy.place[3] = 1.0f;
  registry.add(std::move(diplomacy));
}

}  // namespace umpire
