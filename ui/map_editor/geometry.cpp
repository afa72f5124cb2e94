#include "ui/map_editor/geometry.h"

#include <algorithm>

namespace umpire::mapedit {

View fit_view(double width, double height, double canvas_w, double canvas_h, double margin) {
  View v = mapui::fit(mapui::Rect{0, 0, std::max(1.0, width), std::max(1.0, height)}, mapui::Vec2{canvas_w, canvas_h},
                      margin);
  v.scale = std::max(0.02, v.scale);
  v.min_scale = 0.02;
  v.max_scale = 50.0;
  return v;
}

}  // namespace umpire::mapedit
