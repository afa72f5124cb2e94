// What every game's map window shows above its canvas: a toolbar ("View as",
// Fit, a game's checkbox for clicks that build an order, the zoom and the
// game's status with how to pan and zoom in its tooltip), the banner of a
// reconstructed map and a note on what the map shows; and the helpers the
// windows fit their canvas with.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ui/map/canvas.h"

namespace umpire::mapui {

struct MapToolbar {
  std::function<void()> view_as;       // draws the "View as" (view_as_combo); null: none
  bool* picking = nullptr;             // a checkbox: clicks on the map build the window's order
  std::string picking_label, picking_help;
  std::string status;                  // after the zoom: where the game stands
  std::string help;                    // the status's tooltip, after how to pan and zoom
  bool reconstructed = false;          // the banner: the map is reconstructed, to correct with the map editor
  std::string original = "the printed map";  // what the rulebook lacks, in the banner
  std::string note;                    // a warning under the toolbar (whose view the map shows)
};
void draw_map_toolbar(CanvasState& canvas, const MapToolbar& bar);

// What "fit" shows: the places' bounds, or the whole map when there are none.
Rect fit_world(const std::vector<Vec2>& places, double width, double height);
// The labels' size on the map: a little smaller than the text, never below a legible size.
float label_font();

}  // namespace umpire::mapui
