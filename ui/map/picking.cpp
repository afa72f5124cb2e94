#include "ui/map/picking.h"

#include <algorithm>
#include <cmath>

namespace umpire::mapui {

double distance_to_rect(Vec2 p, const Rect& r) {
  const double dx = std::max({r.x0 - p.x, 0.0, p.x - r.x1});
  const double dy = std::max({r.y0 - p.y, 0.0, p.y - r.y1});
  return std::sqrt(dx * dx + dy * dy);
}

Hit pick(const std::vector<PickNode>& nodes, const std::vector<PickEdge>& edges, Vec2 p, double radius) {
  Hit best;
  double best_centre = 0;
  int best_layer = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const double d = distance_to_rect(p, nodes[i].rect);
    if (d > radius) continue;
    const double centre = length(p - nodes[i].rect.centre());
    const int layer = nodes[i].layer;
    // Later nodes win exact ties: they are drawn on top.
    const bool better = best.kind == Hit::Kind::None || d < best.distance ||
                        (d == best.distance && (layer > best_layer || (layer == best_layer && centre <= best_centre)));
    if (!better) continue;
    best = Hit{Hit::Kind::Node, static_cast<int>(i), d};
    best_centre = centre;
    best_layer = layer;
  }
  if (best) return best;
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const double d = distance_to_segment(p, edges[i].a, edges[i].b);
    if (d <= radius && (best.kind == Hit::Kind::None || d <= best.distance))
      best = Hit{Hit::Kind::Edge, static_cast<int>(i), d};
  }
  return best;
}

}  // namespace umpire::mapui
