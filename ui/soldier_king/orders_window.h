// The Orders window (SK 9, 10): the active player's marches in the movement
// step, the supply check and attrition around it, and the map overlay showing
// the march being drafted (paths, a column's range and its supply line).
#pragma once

#include <functional>
#include <string>

#include "soldier_king/state.h"
#include "ui/map/canvas.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/window_registry.h"

namespace umpire::skui {

void draw_orders_window(GuiContext& ctx);

// Whether the Orders window was drawn in the last frames (its overlay and map clicks are live).
bool orders_live(const SkUi& ui);
// Adds to the map's scene the drafted paths, the focused column's range and
// supply line, and their legend entries. `node_of`: a box's node on the map.
void add_orders_overlays(const sk::SkState& s, const SkUi& ui, const std::function<int(const std::string&)>& node_of,
                         mapui::Scene& scene);
// A left click on a map box while the Orders window routes a piece: extends its
// path. True when used (the map then does not select the box).
bool orders_map_click(const sk::SkState& s, SkUi& ui, const std::string& box);

}  // namespace umpire::skui
