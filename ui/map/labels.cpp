#include "ui/map/labels.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace umpire::mapui {

namespace {

// Rectangles bucketed by a coarse grid, so a map of thousands of labels costs
// about one comparison per neighbour instead of one per label.
class Grid {
 public:
  explicit Grid(double cell) : cell_(cell) {}

  void add(const Rect& r, int owner) {
    const int id = static_cast<int>(rects_.size());
    rects_.push_back(r);
    owners_.push_back(owner);
    each_cell(r, [&](long long key) { cells_[key].push_back(id); });
  }

  // Whether r (grown by gap) overlaps a stored rectangle not owned by `owner`.
  bool hits(const Rect& r, double gap, int owner) const {
    const Rect g = r.grown(gap);
    bool hit = false;
    each_cell(g, [&](long long key) {
      if (hit) return;
      auto it = cells_.find(key);
      if (it == cells_.end()) return;
      for (int id : it->second)
        if ((owner < 0 || owners_[id] != owner) && rects_[id].overlaps(g)) {
          hit = true;
          return;
        }
    });
    return hit;
  }

 private:
  template <class F>
  void each_cell(const Rect& r, F f) const {
    const long long cx0 = cell_of(r.x0), cx1 = cell_of(r.x1), cy0 = cell_of(r.y0), cy1 = cell_of(r.y1);
    for (long long cx = cx0; cx <= cx1; ++cx)
      for (long long cy = cy0; cy <= cy1; ++cy) f(cx * 1000003LL + cy);
  }
  long long cell_of(double v) const { return static_cast<long long>(std::floor(v / cell_)); }

  double cell_;
  std::vector<Rect> rects_;
  std::vector<int> owners_;
  std::unordered_map<long long, std::vector<int>> cells_;
};

}  // namespace

std::vector<int> place_labels(const std::vector<LabelCandidate>& labels, const std::vector<Obstacle>& obstacles,
                              double gap) {
  std::vector<int> chosen(labels.size(), -1);
  std::vector<std::size_t> order(labels.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (labels[a].required != labels[b].required) return labels[a].required;
    return labels[a].priority > labels[b].priority;
  });
  // Cells about the size of a typical label keep each lookup to a few cells.
  Grid placed(96.0), blocked(96.0);
  for (const Obstacle& o : obstacles) blocked.add(o.rect, o.owner);
  for (std::size_t i : order) {
    const LabelCandidate& l = labels[i];
    for (std::size_t v = 0; v < l.variants.size(); ++v) {
      const Rect& r = l.variants[v];
      const bool strict = l.avoid_obstacles && (l.strict_variants < 0 || static_cast<int>(v) < l.strict_variants);
      if (!l.required && (placed.hits(r, gap, -1) || (strict && blocked.hits(r, 0.0, l.owner)))) continue;
      chosen[i] = static_cast<int>(v);
      placed.add(r, static_cast<int>(i));
      break;
    }
  }
  return chosen;
}

std::string abbreviate(const std::string& text, std::size_t max_chars) {
  std::size_t chars = 0, cut = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    // A UTF-8 continuation byte (10xxxxxx) belongs to the character before it.
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (chars == max_chars) cut = i;
    ++chars;
  }
  if (chars <= max_chars + 1) return text;  // "Bern" for "Bern." would save nothing
  std::string out = text.substr(0, cut);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out + ".";
}

}  // namespace umpire::mapui
