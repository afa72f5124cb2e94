// The geometry of a printed map page (report_map.cpp): the view from map units
// to printed points, colours for print, and the placing of labels where they
// hide the least. Internal to the map pages.
#pragma once

#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "report/document.h"
#include "soldier_king/map.h"

namespace umpire::sk::map_page {

struct Rect {
  double l = 0, t = 0, r = 0, b = 0;
  double width() const { return r - l; }
  double height() const { return b - t; }
  bool contains(double x, double y) const { return x >= l && x <= r && y >= t && y <= b; }
  Rect grown(double d) const { return {l - d, t - d, r + d, b + d}; }
  double overlap(const Rect& o) const;  // the area both cover
};

// A part of the map seen on a page: map units to printed points.
struct View {
  double x0 = 0, y0 = 0;                            // the map point at the frame's top left
  double scale = 1;                                 // points per map unit
  double left = 0, top = 0, right = 0, bottom = 0;  // the frame on the page
  double px(double x) const { return left + (x - x0) * scale; }
  double py(double y) const { return top + (y - y0) * scale; }
  bool inside(double x, double y) const { return x >= left && x <= right && y >= top && y <= bottom; }
  bool touches(const std::vector<std::pair<double, double>>& pts) const;
};

// The view showing every point (with `pad` map units around) in `frame`, as
// large as it fits but no more than `max_scale`.
View fit(const std::vector<Point>& points, double pad, const Rect& frame,
         double max_scale = std::numeric_limits<double>::infinity());

unsigned tint(unsigned rgb, double towards_white);  // 0: the colour, 1: white
unsigned darken(unsigned rgb, double factor);       // each channel times factor
std::string upper(const std::string& s);            // ASCII letters only

// The printed width of one line of DejaVu Sans, estimated from its advances.
double label_width(const std::string& text, double size, bool bold);
inline double line_height(double size) { return size * 1.2; }

// Places labels one after another, each where it overlaps least what is
// already placed (symbols, the legend, earlier labels).
class Placer {
 public:
  explicit Placer(Rect bounds) : bounds_(bounds) {}
  void take(const Rect& r) { taken_.push_back(r); }
  // Lines of text (centred on each other) next to the point (x, y): to its
  // right, below, above or left, `gx` and `gy` away; `fixed`: centred on it.
  // Returns the block's rectangle.
  Rect put_lines(report::Picture& pic, const std::vector<std::string>& lines, double size, bool bold, unsigned rgb,
                 double x, double y, double gx, double gy, bool below_first = false, bool fixed = false);
  const std::vector<Rect>& taken() const { return taken_; }

 private:
  double cost(const Rect& r) const;
  Rect bounds_;
  std::vector<Rect> taken_;
};

}  // namespace umpire::sk::map_page
