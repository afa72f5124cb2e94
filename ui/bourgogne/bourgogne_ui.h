// What the windows of Les Guerres de Bourgogne share: the view state kept
// between frames (the zone selected on the map, whose view it shows, the
// camera) and the questions every window asks.
#pragma once

#include <string>

#include "bourgogne/state.h"
#include "ui/bourgogne/orders_logic.h"
#include "ui/map/canvas.h"
#include "ui/window_registry.h"

namespace umpire::bourgogneui {

struct BourgogneUi {
  std::string campaign_path;
  mapui::CanvasState canvas;
  std::string viewer;         // "" the umpire's truth, else "burgundy" or "swiss"
  std::string selected_zone;  // the zone last clicked
  OrdersDraft orders = first_orders_draft();  // the Orders window's order being built
  std::string last_issued;    // the type of the last command the Orders window issued
};

// One per campaign file (another file resets it).
BourgogneUi& ui_for(const Campaign& campaign);
// The campaign's state, or null (with a note in the window) for another game.
const bourgogne::State* game_state(GuiContext& ctx);

void draw_map_window(GuiContext& ctx);
void draw_tracks_window(GuiContext& ctx);
void draw_orders_window(GuiContext& ctx);
void draw_combats_window(GuiContext& ctx);
void draw_corrections_window(GuiContext& ctx);

// Adds the windows (map, combats, orders, tracks, the kit's turn panel and rules) and the map's "View as".
void register_bourgogne_windows(WindowRegistry& registry);

}  // namespace umpire::bourgogneui
