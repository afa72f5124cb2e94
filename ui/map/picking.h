// Picking: which node or edge of a map lies under the cursor. Nodes are the
// rectangles they are drawn in, edges the segments; both in screen pixels,
// with a pick radius so a small box or a thin line is easy to hit. No Dear
// ImGui: tested on its own.
#pragma once

#include <vector>

#include "ui/map/geometry.h"

namespace umpire::mapui {

struct PickNode {
  Rect rect;      // on the screen
  int layer = 0;  // a higher layer is drawn above: it wins where two overlap
};

struct PickEdge {
  Vec2 a, b;  // on the screen
};

struct Hit {
  enum class Kind { None, Node, Edge };
  Kind kind = Kind::None;
  int index = -1;
  double distance = 0;  // pixels from the cursor (0 inside a node)

  bool operator==(const Hit& o) const { return kind == o.kind && index == o.index; }
  explicit operator bool() const { return kind != Kind::None; }
};

// The node within `radius` pixels of `p` (nearest first, then the higher layer,
// then the nearer centre, then the later one, which is drawn on top); failing
// that the nearest edge within `radius` (ties: the later one). Nodes come first
// because they are drawn over the edges that meet them.
Hit pick(const std::vector<PickNode>& nodes, const std::vector<PickEdge>& edges, Vec2 p, double radius);

// The distance from p to a rectangle, 0 inside it.
double distance_to_rect(Vec2 p, const Rect& r);

}  // namespace umpire::mapui
