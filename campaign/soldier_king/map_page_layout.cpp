#include "soldier_king/map_page_layout.h"

#include <algorithm>
#include <cmath>

namespace umpire::sk::map_page {

double Rect::overlap(const Rect& o) const {
  double w = std::min(r, o.r) - std::max(l, o.l), h = std::min(b, o.b) - std::max(t, o.t);
  return w > 0 && h > 0 ? w * h : 0;
}

bool View::touches(const std::vector<std::pair<double, double>>& pts) const {
  if (pts.empty()) return false;
  double l = pts[0].first, r = l, t = pts[0].second, b = t;
  for (const auto& [x, y] : pts) l = std::min(l, x), r = std::max(r, x), t = std::min(t, y), b = std::max(b, y);
  return r >= left && l <= right && b >= top && t <= bottom;
}

View fit(const std::vector<Point>& points, double pad, const Rect& frame, double max_scale) {
  double l = points.empty() ? 0 : points[0].x, r = l, t = points.empty() ? 0 : points[0].y, b = t;
  for (const auto& p : points) l = std::min(l, p.x), r = std::max(r, p.x), t = std::min(t, p.y), b = std::max(b, p.y);
  l -= pad, r += pad, t -= pad, b += pad;
  View v;
  v.scale = std::min({frame.width() / (r - l), frame.height() / (b - t), max_scale});
  v.left = frame.l, v.top = frame.t, v.right = frame.r, v.bottom = frame.b;
  v.x0 = (l + r) / 2 - frame.width() / (2 * v.scale);
  v.y0 = (t + b) / 2 - frame.height() / (2 * v.scale);
  return v;
}

unsigned tint(unsigned rgb, double w) {
  unsigned out = 0;
  for (int shift = 16; shift >= 0; shift -= 8) {
    double c = (rgb >> shift) & 0xffu;
    out |= static_cast<unsigned>(std::lround(c + (255 - c) * w)) << shift;
  }
  return out;
}

unsigned darken(unsigned rgb, double f) {
  unsigned out = 0;
  for (int shift = 16; shift >= 0; shift -= 8)
    out |= static_cast<unsigned>(std::lround(((rgb >> shift) & 0xffu) * f)) << shift;
  return out;
}

std::string upper(const std::string& s) {
  std::string out = s;
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

// DejaVu Sans advance widths in thousandths of an em, for ' ' to '~'.
constexpr int kAdvance[95] = {
    318,  401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,  // ' ' to '/'
    636,  636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,  // '0' to '?'
    1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,  // '@' to 'O'
    603,  787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,  // 'P' to '_'
    500,  613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,  // '`' to 'o'
    635,  635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838};      // 'p' to '~'

double label_width(const std::string& text, double size, bool bold) {
  double em = 0;
  for (unsigned char c : text) {
    if ((c & 0xc0u) == 0x80u) continue;  // a continuation byte of a UTF-8 letter
    em += (c >= 32 && c < 127 ? kAdvance[c - 32] : 640) / 1000.0;
  }
  // DejaVu Sans Bold is about an eighth wider.
  return em * size * (bold ? 1.13 : 1.0);
}

double Placer::cost(const Rect& r) const {
  double c = 0;
  for (const Rect& t : taken_) c += r.overlap(t);
  if (r.l < bounds_.l || r.r > bounds_.r || r.t < bounds_.t || r.b > bounds_.b) c += 1e6;
  return c;
}

Rect Placer::put_lines(report::Picture& pic, const std::vector<std::string>& lines, double size, bool bold,
                       unsigned rgb, double x, double y, double gx, double gy, bool below_first, bool fixed) {
  double w = 0, lh = line_height(size), h = lh * static_cast<double>(lines.size());
  for (const auto& l : lines) w = std::max(w, label_width(l, size, bold));
  // Candidate centres of the block, in order of preference.
  std::vector<std::pair<double, double>> at;
  if (fixed) {  // moved inside the bounds if it would stick out
    at.emplace_back(std::clamp(x, bounds_.l + w / 2 + 2, std::max(bounds_.l + w / 2 + 2, bounds_.r - w / 2 - 2)),
                    std::clamp(y, bounds_.t + h / 2 + 2, std::max(bounds_.t + h / 2 + 2, bounds_.b - h / 2 - 2)));
  } else {
    std::pair<double, double> right{x + gx + w / 2, y}, left{x - gx - w / 2, y}, below{x, y + gy + h / 2},
        above{x, y - gy - h / 2};
    if (below_first)
      at = {below, above, right, left};
    else
      at = {right, below, above, left};
    for (double s : {1.0, -1.0}) {
      at.emplace_back(x + s * (w / 2 - gx / 2), y + gy + h / 2);
      at.emplace_back(x + s * (w / 2 - gx / 2), y - gy - h / 2);
    }
    at.emplace_back(x + gx + w / 2, y - h / 2 - 1);
    at.emplace_back(x + gx + w / 2, y + h / 2 + 1);
    at.emplace_back(x - gx - w / 2, y - h / 2 - 1);
    at.emplace_back(x - gx - w / 2, y + h / 2 + 1);
    at.emplace_back(x, y + gy + h / 2 + lh);
    at.emplace_back(x, y - gy - h / 2 - lh);
  }
  Rect best;
  double best_cost = std::numeric_limits<double>::infinity();
  for (const auto& [cx, cy] : at) {
    Rect r{cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2};
    double c = cost(r);
    if (c < best_cost) best = r, best_cost = c;
    if (c == 0) break;
  }
  taken_.push_back(best.grown(0.6));
  double cx = (best.l + best.r) / 2;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    report::Shape s = report::Shape::label(cx, best.t + (static_cast<double>(i) + 0.5) * lh, lines[i], size);
    s.bold = bold;
    s.rgb = rgb;
    s.halo = 1.1;
    pic.shapes.push_back(std::move(s));
  }
  return best;
}

}  // namespace umpire::sk::map_page
