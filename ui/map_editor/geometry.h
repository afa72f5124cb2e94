// The map editor's arithmetic: the shared canvas's (ui/map/geometry.h) with
// the editor's own fit, which shows the whole drawing area (0,0)-(width,height)
// and lets the view zoom far in and out for placing boxes on a picture.
#pragma once

#include "core/map_schema.h"
#include "ui/map/geometry.h"

namespace umpire::mapedit {

using Point = MapPoint;
using View = mapui::Camera;
using mapui::convex_hull;
using mapui::distance_to_segment;
using mapui::pan;
using mapui::zoom_at;

// The view showing the rectangle (0,0)-(width,height) whole and centred in a
// canvas of the given size, leaving `margin` pixels each side; it zooms
// between 0.02 and 50 pixels per map unit.
View fit_view(double width, double height, double canvas_w, double canvas_h, double margin);

}  // namespace umpire::mapedit
