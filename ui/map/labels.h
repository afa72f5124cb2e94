// Labels that stay legible: a greedy placement that shows the most important
// labels first and skips (or shortens) any that would overlap one already
// placed, so names never pile up when the map is zoomed out. Screen pixels, no
// Dear ImGui: tested on its own.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ui/map/geometry.h"

namespace umpire::mapui {

struct LabelCandidate {
  // Where the label would lie on the screen, best first: say the full name,
  // then an abbreviation. A label whose variants all collide is hidden.
  std::vector<Rect> variants;
  int priority = 0;       // higher is placed first; equal priorities keep the input order
  bool required = false;  // always shown (the selection, the hovered item), placed before the rest
  int owner = -1;         // the obstacle this label belongs to (its own box does not block it)
  bool avoid_obstacles = true;  // false: only other labels block it (it is drawn under the obstacles)
  // When >= 0, only the first `strict_variants` variants avoid the obstacles;
  // the later ones are blocked by other labels alone.
  int strict_variants = -1;
};

// Something labels must not cover, such as a small box drawn without its name.
struct Obstacle {
  Rect rect;
  int owner = -1;
};

// The variant chosen for each candidate (its index), or -1 when it is hidden.
// `gap` pixels are kept free between labels.
std::vector<int> place_labels(const std::vector<LabelCandidate>& labels, const std::vector<Obstacle>& obstacles = {},
                              double gap = 2.0);

// At most `max_chars` characters of `text` (UTF-8 aware) followed by a full
// stop; the text itself when it is short enough.
std::string abbreviate(const std::string& text, std::size_t max_chars);

}  // namespace umpire::mapui
