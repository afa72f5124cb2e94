#include "soldier_king/briefing_field.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "soldier_king/factions.h"

// The battlefield sketch of the briefings (SK 11.4-11.7, 11.12, 17.2.8): a
// schematic of the 12' x 12' area, north as on the campaign map. Where the
// rules leave the ground to the table (the part the defender picks, the axis,
// the crossings' places) the sketch says so and draws the rule's distances.

namespace umpire::sk {

namespace {

using report::Shape;
using Pt = std::pair<double, double>;

// The picture's geometry, in picture units (about a point each on the page).
constexpr double kW = 495, kH = 500;
constexpr double kSide = 312;  // the 12' square
constexpr double kFoot = kSide / 12, kInch = kFoot / 12;
constexpr double kL = (kW - kSide) / 2, kT = 82;
constexpr double kCx = kL + kSide / 2, kCy = kT + kSide / 2;
constexpr double kLegendTop = kT + kSide + 52, kLegendRow = 15;

constexpr unsigned kRoad = 0x8b5a2b, kHighway = 0xa8322a, kRiver = 0x3f7fc8, kTown = 0x4a4a4a;
constexpr unsigned kAttacker = 0xc0392b, kAttackerFill = 0xf3c9c3, kDefender = 0x2e6da4, kDefenderFill = 0xcfe0f2;
constexpr unsigned kInk = 0x222222, kGrey = 0x777777;

enum Edge { North, East, South, West };

Edge edge_of(double dx, double dy) {
  if (std::abs(dx) >= std::abs(dy)) return dx >= 0 ? East : West;
  return dy >= 0 ? South : North;
}

// Where a ray from the centre in this direction leaves the square.
Pt exit_point(double dx, double dy) {
  double m = std::max(std::abs(dx), std::abs(dy));
  if (m == 0) return {kCx, kT};
  return {kCx + dx / m * kSide / 2, kCy + dy / m * kSide / 2};
}

Pt unit(double dx, double dy) {
  double n = std::hypot(dx, dy);
  return n == 0 ? Pt{0, -1} : Pt{dx / n, dy / n};
}

// A rough width of a text (DejaVu Sans averages about 0.58 em a character).
double text_width(const std::string& text, double size) {
  std::size_t chars = 0;
  for (unsigned char ch : text) chars += (ch & 0xc0) != 0x80;
  return 0.58 * size * static_cast<double>(chars);
}

Shape text(double x, double y, const std::string& words, double size, unsigned rgb = kInk) {
  Shape s = Shape::label(x, y, words, size);
  s.rgb = rgb;
  return s;
}

// A text whose left end is at x.
Shape text_from(double x, double y, const std::string& words, double size, unsigned rgb = kInk) {
  return text(x + text_width(words, size) / 2, y, words, size, rgb);
}

Shape stroke(std::vector<Pt> points, unsigned rgb, double width, bool dashed = false) {
  Shape s = Shape::of(points.size() > 2 ? Shape::Kind::Polyline : Shape::Kind::Line, std::move(points));
  s.rgb = rgb;
  s.width = width;
  s.dashed = dashed;
  return s;
}

Shape area(double l, double t, double r, double b, unsigned line, unsigned fill, bool dashed, double alpha = 1) {
  Shape s = Shape::rect(l, t, r, b);
  s.rgb = line;
  s.fill = true;
  s.fill_rgb = fill;
  s.width = 1.2;
  s.dashed = dashed;
  s.alpha = alpha;
  return s;
}

// An arrow from `from` to `to`, head at `to`.
void arrow(std::vector<Shape>& out, Pt from, Pt to, unsigned rgb, double width) {
  out.push_back(stroke({from, to}, rgb, width));
  auto [ux, uy] = unit(to.first - from.first, to.second - from.second);
  double head = 4 + 2 * width;
  Pt left{to.first - ux * head - uy * head * 0.55, to.second - uy * head + ux * head * 0.55};
  Pt right{to.first - ux * head + uy * head * 0.55, to.second - uy * head - ux * head * 0.55};
  Shape tip = Shape::of(Shape::Kind::Polygon, {to, left, right});
  tip.rgb = rgb;
  tip.fill = true;
  tip.fill_rgb = rgb;
  tip.width = 0.5;
  out.push_back(tip);
}

// The label of a line outside the square, at the end of its stub.
void outside_label(std::vector<Shape>& out, Pt at, Edge e, const std::vector<std::string>& rows, unsigned rgb) {
  double size = 7.5, step = 9.5;
  double widest = 0;
  for (const auto& r : rows) widest = std::max(widest, text_width(r, size));
  double x = at.first, y = at.second;
  if (e == East) x += widest / 2 + 4;
  if (e == West) x -= widest / 2 + 4;
  x = std::clamp(x, widest / 2 + 3, kW - widest / 2 - 3);  // never cut by the picture's edge
  double top = y - step * static_cast<double>(rows.size() - 1) / 2;
  if (e == North) top = y - 4 - step * static_cast<double>(rows.size() - 1);
  if (e == South) top = y + 6;
  for (std::size_t i = 0; i < rows.size(); ++i)
    out.push_back(text(x, top + step * static_cast<double>(i), rows[i], size, i == 0 ? rgb : kGrey));
}

// Points along a polyline at fractions of its length, with the direction there.
std::pair<Pt, Pt> along(const std::vector<Pt>& path, double fraction) {
  double total = 0;
  for (std::size_t i = 1; i < path.size(); ++i)
    total += std::hypot(path[i].first - path[i - 1].first, path[i].second - path[i - 1].second);
  double want = total * fraction;
  for (std::size_t i = 1; i < path.size(); ++i) {
    double dx = path[i].first - path[i - 1].first, dy = path[i].second - path[i - 1].second;
    double len = std::hypot(dx, dy);
    if (want <= len || i + 1 == path.size()) {
      double k = len == 0 ? 0 : std::min(want / len, 1.0);
      return {{path[i - 1].first + dx * k, path[i - 1].second + dy * k}, unit(dx, dy)};
    }
    want -= len;
  }
  return {{kCx, kCy}, {1, 0}};
}

// The rivers of the box: each river line leaves by its edge; they meet at a
// point beside the town. One river line alone runs on across the box.
void draw_rivers(std::vector<Shape>& out, const FieldSketch& f) {
  std::vector<Pt> ends;
  for (const auto& l : f.lines)
    if (l.type == "river") ends.push_back(exit_point(l.dx, l.dy));
  if (ends.empty()) return;
  if (ends.size() == 1) ends.push_back({2 * kCx - ends[0].first, 2 * kCy - ends[0].second});
  auto [ux, uy] = unit(ends[1].first - ends[0].first, ends[1].second - ends[0].second);
  Pt bend{kCx - uy * 2.2 * kFoot, kCy + ux * 2.2 * kFoot};  // beside the town, not through it
  for (std::size_t i = 1; i < ends.size(); ++i) {
    std::vector<Pt> path{ends[i == 1 ? 0 : i], bend, ends[i == 1 ? 1 : i]};
    if (i > 1) path = {ends[i], bend};
    out.push_back(stroke(path, kRiver, 7));
  }
  // SK 11.4: impassable except at two or more well-spaced crossings, placed at the table.
  std::vector<Pt> main{ends[0], bend, ends[1]};
  for (double at : {0.22, 0.78}) {
    auto [p, d] = along(main, at);
    double half = 9;
    out.push_back(stroke({{p.first - d.second * half, p.second + d.first * half},
                          {p.first + d.second * half, p.second - d.first * half}},
                         kRoad, 5));
    out.push_back(text(p.first + d.first * 2 + 18, p.second - 11, "crossing", 7, kRiver));
  }
}

void draw_lines(std::vector<Shape>& out, const FieldSketch& f) {
  for (const auto& l : f.lines) {
    Pt p = exit_point(l.dx, l.dy);
    Edge e = edge_of(l.dx, l.dy);
    auto [ux, uy] = unit(l.dx, l.dy);
    Pt stub{p.first + ux * 22, p.second + uy * 22};
    bool river = l.type == "river";
    unsigned colour = river ? kRiver : l.type == "highway" ? kHighway : kRoad;
    double width = river ? 7 : l.type == "highway" ? 3.6 : 2.2;
    out.push_back(stroke({p, stub}, colour, width));
    if (!river) out.push_back(stroke({p, {kCx, kCy}}, colour, width));
    std::string how = river ? (l.flows_out ? "river, flows out" : "river, flows in") : l.type;
    outside_label(out, {stub.first + (e == East ? 2 : e == West ? -2 : 0), stub.second}, e, {l.to_name, how}, kInk);
  }
}

void draw_town(std::vector<Shape>& out, const FieldSketch& f) {
  double w = 20, h = 15, gap = 5;
  double total = w * f.stone_blocks + gap * (f.stone_blocks - 1);
  for (int i = 0; i < f.stone_blocks; ++i) {
    double l = kCx - total / 2 + (w + gap) * i;
    out.push_back(area(l, kCy - h / 2, l + w, kCy + h / 2, 0x111111, kTown, false));
  }
  std::string words =
      f.stone_blocks == 1 ? "town: 1 stone block" : "town: " + std::to_string(f.stone_blocks) + " stone blocks";
  Shape label = text(kCx, kCy + h / 2 + 9, words, 7.5);
  out.push_back(label);
  if (f.permanent_entrenchment) out.push_back(text(kCx, kCy + h / 2 + 19, "permanent entrenchment (SK 10.8.3)", 7));
}

// SK 11.5, 11.7: the attackers' areas along the edges they came by, the
// defender's area (1' from every edge, 2' from the attacker's baseline), and
// the attacker's minimum distance from the defender's foremost troops.
void draw_deployment(std::vector<Shape>& out, const FieldSketch& f) {
  bool base[4] = {false, false, false, false};
  for (const auto& a : f.arrivals) base[edge_of(a.dx, a.dy)] = true;
  double inset[4];
  for (int e = 0; e < 4; ++e) inset[e] = (base[e] ? 2 : 1) * kFoot;
  double dl = kL + inset[West], dt = kT + inset[North], dr = kL + kSide - inset[East], db = kT + kSide - inset[South];
  out.push_back(area(dl, dt, dr, db, kDefender, kDefenderFill, true, 0.85));
  double reach = 24 - f.min_distance;  // inches from the baseline the attacker may deploy, at most
  for (const auto& a : f.arrivals) {
    Edge e = edge_of(a.dx, a.dy);
    Pt p = exit_point(a.dx, a.dy);
    double half = 2 * kFoot, depth = std::max(reach, 4.0) * kInch;
    double along_x = std::clamp(p.first, kL + half, kL + kSide - half);
    double along_y = std::clamp(p.second, kT + half, kT + kSide - half);
    switch (e) {
      case North:
        out.push_back(area(along_x - half, kT, along_x + half, kT + depth, kAttacker, kAttackerFill, false, 0.9));
        break;
      case South:
        out.push_back(
            area(along_x - half, kT + kSide - depth, along_x + half, kT + kSide, kAttacker, kAttackerFill, false, 0.9));
        break;
      case West:
        out.push_back(area(kL, along_y - half, kL + depth, along_y + half, kAttacker, kAttackerFill, false, 0.9));
        break;
      case East:
        out.push_back(
            area(kL + kSide - depth, along_y - half, kL + kSide, along_y + half, kAttacker, kAttackerFill, false, 0.9));
        break;
    }
  }
  // The minimum distance, drawn from the front of the defender's area.
  std::string d = std::to_string(f.min_distance) + "\"";
  for (int e = 0; e < 4; ++e) {
    if (!base[e]) continue;
    double k = f.min_distance * kInch;
    if (e == North || e == South) {
      double front = e == North ? dt : db, line = e == North ? dt - k : db + k;
      out.push_back(stroke({{dl, line}, {dr, line}}, kAttacker, 1, true));
      arrow(out, {dr - 14, front}, {dr - 14, line}, kAttacker, 0.8);
      out.push_back(text_from(dr - 8, (front + line) / 2, d, 7.5, kAttacker));
      out.push_back(
          text(dl + 10, e == North ? kT + inset[North] / 2 : kT + kSide - inset[South] / 2, "2'", 7.5, kGrey));
    } else {
      double front = e == West ? dl : dr, line = e == West ? dl - k : dr + k;
      out.push_back(stroke({{line, dt}, {line, db}}, kAttacker, 1, true));
      arrow(out, {front, db - 14}, {line, db - 14}, kAttacker, 0.8);
      out.push_back(text((front + line) / 2, db - 22, d, 7.5, kAttacker));
      out.push_back(text(e == West ? kL + inset[West] / 2 : kL + kSide - inset[East] / 2, dt + 10, "2'", 7.5, kGrey));
    }
  }
  for (int e = 0; e < 4; ++e) {
    if (base[e]) continue;
    if (e == North) out.push_back(text(kCx + 60, kT + kFoot / 2, "1'", 7.5, kGrey));
    if (e == South) out.push_back(text(kCx + 60, kT + kSide - kFoot / 2, "1'", 7.5, kGrey));
    if (e == West) out.push_back(text(kL + kFoot / 2, kCy + 60, "1'", 7.5, kGrey));
    if (e == East) out.push_back(text(kL + kSide - kFoot / 2, kCy + 60, "1'", 7.5, kGrey));
  }
  // Where the defender's area is named: the corner away from the first baseline.
  double lx = dl + 6, ly = db - 9;
  if (!base[South] && base[North])
    ly = db - 9;
  else if (base[South])
    ly = dt + 9;
  if (base[West] && !base[East]) lx = dl + 6;
  out.push_back(text_from(lx, ly, "defender's area (SK 11.5)", 7.5, kDefender));
  // The attackers' arrows, from outside the square into their areas.
  for (const auto& a : f.arrivals) {
    Pt p = exit_point(a.dx, a.dy);
    auto [ux, uy] = unit(a.dx, a.dy);
    // Beside the line it came by, clear of the line's name outside the square.
    double sx = -uy * 9, sy = ux * 9;
    arrow(out, {p.first + ux * 18 + sx, p.second + uy * 18 + sy}, {p.first - ux * 14 + sx, p.second - uy * 14 + sy},
          kAttacker, 2.4);
  }
}

void draw_frame(std::vector<Shape>& out) {
  Shape table = Shape::rect(kL, kT, kL + kSide, kT + kSide);
  table.rgb = kInk;
  table.width = 1.6;
  table.fill = true;
  table.fill_rgb = 0xf4f1e6;
  out.push_back(table);
}

// North at the top right; the scale on the legend's last row, clear of the
// names of the lines that leave by the south edge.
void draw_scale_and_north(std::vector<Shape>& out) {
  double y = kLegendTop + 2 * kLegendRow, x0 = 24;
  out.push_back(stroke({{x0, y}, {x0 + 2 * kFoot, y}}, kInk, 1));
  for (int i = 0; i <= 2; ++i) out.push_back(stroke({{x0 + i * kFoot, y - 3}, {x0 + i * kFoot, y + 3}}, kInk, 1));
  out.push_back(text_from(x0 + 2 * kFoot + 6, y, "2 feet; the whole area is 12' x 12' (SK 11.4)", 7.5, kGrey));
  double x = kL + kSide + 34;
  arrow(out, {x, kT + 26}, {x, kT + 2}, kInk, 1.2);
  out.push_back(text(x, kT + 34, "N", 8.5));
}

void legend_item(std::vector<Shape>& out, double x, double y, Shape swatch, const std::string& words) {
  out.push_back(std::move(swatch));
  out.push_back(text_from(x + 26, y, words, 7.5));
}

void draw_legend(std::vector<Shape>& out) {
  double y0 = kLegendTop, x0 = 24, col = 118, row = kLegendRow;
  auto line_swatch = [](double x, double y, unsigned rgb, double width, bool dashed = false) {
    return stroke({{x, y}, {x + 20, y}}, rgb, width, dashed);
  };
  legend_item(out, x0, y0, line_swatch(x0, y0, kRoad, 2.2), "road");
  legend_item(out, x0 + col, y0, line_swatch(x0 + col, y0, kHighway, 3.6), "highway");
  legend_item(out, x0 + 2 * col, y0, line_swatch(x0 + 2 * col, y0, kRiver, 6), "river");
  legend_item(out, x0 + 3 * col, y0, line_swatch(x0 + 3 * col, y0, kRoad, 5), "crossing");
  double y1 = y0 + row;
  legend_item(out, x0, y1, area(x0 + 4, y1 - 5, x0 + 16, y1 + 5, 0x111111, kTown, false), "stone town block");
  legend_item(out, x0 + col, y1, area(x0 + col, y1 - 5, x0 + col + 20, y1 + 5, kAttacker, kAttackerFill, false),
              "attackers' area");
  legend_item(out, x0 + 2 * col, y1,
              area(x0 + 2 * col, y1 - 5, x0 + 2 * col + 20, y1 + 5, kDefender, kDefenderFill, true), "defender's area");
  legend_item(out, x0 + 3 * col, y1, line_swatch(x0 + 3 * col, y1, kAttacker, 1, true), "attacker no closer");
}

}  // namespace

FieldSketch field_sketch(const SkState& s, const battles::BattleSetup& setup) {
  FieldSketch f;
  const CityBox* box = s.map->box(setup.place);
  if (!box) return f;
  f.known = true;
  f.box_name = box->name;
  f.stone_blocks = box->recruiting ? 2 : 1;  // SK 11.12
  f.permanent_entrenchment = box->entrenchment;
  for (std::size_t i : s.map->lines_at(box->id)) {
    const Line& l = s.map->lines[i];
    const CityBox* other = s.map->box(l.other(box->id));
    if (!other) continue;
    SketchLine x;
    x.type = to_string(l.type);
    x.to_name = other->name;
    x.dx = other->pos.x - box->pos.x;
    x.dy = other->pos.y - box->pos.y;
    x.flows_out = l.type == LineType::River && l.downstream == other->id;
    for (const auto& a : setup.arrivals) x.attackers |= a.from == other->id && a.by == x.type;
    f.lines.push_back(std::move(x));
  }
  for (const auto& a : setup.arrivals) {
    const CityBox* from = s.map->box(a.from);
    if (!from) continue;
    f.arrivals.push_back(
        {a.from_name.empty() ? from->name : a.from_name, a.by, from->pos.x - box->pos.x, from->pos.y - box->pos.y});
  }
  const battles::Side* attacker = setup.side("attacker");
  f.rebels_rise =
      setup.arrivals.empty() && attacker && !attacker->factions.empty() && attacker->factions.front() == kRebels;
  const Json& sit = setup.situation;
  f.min_distance = sit.value("min_distance_inches", 10);
  f.deployment_rule = sit.value("deployment", std::string("SK 11.5.3"));
  return f;
}

report::Picture field_picture(const FieldSketch& f) {
  report::Picture p;
  if (!f.known) return p;
  p.width = kW;
  p.height = kH;
  auto& out = p.shapes;
  draw_frame(out);
  draw_deployment(out, f);
  draw_rivers(out, f);
  draw_lines(out, f);
  draw_town(out, f);
  draw_scale_and_north(out);
  draw_legend(out);
  out.push_back(text(kW / 2, 14,
                     "The defender picks his part of the box, the attacker the axis; the umpire fixes the attacker's "
                     "baseline from the lines he came by (SK 11.4).",
                     7, kGrey));
  if (f.rebels_rise)
    out.push_back(text(kW / 2, 26,
                       "The Rebels rise in the city and come by no line (SK 17.2.8): the umpire places them.", 7,
                       kAttacker));
  std::string distance = std::to_string(f.min_distance) + "\"";
  p.caption = "The field at " + f.box_name + ": the attacker deploys no closer than " + distance +
              " to the defender's furthest-forward troops (" + f.deployment_rule +
              "); two or more well-spaced "
              "crossings on each river, placed at the table (SK 11.4); other villages are wooden unless designated "
              "manors, castles or farms (SK 11.12).";
  std::string lines;
  for (const auto& l : f.lines) lines += (lines.empty() ? "" : "; ") + l.type + " to " + l.to_name;
  std::string arrivals;
  for (const auto& a : f.arrivals) arrivals += (arrivals.empty() ? "" : "; ") + a.from_name + " by " + a.by;
  p.alt_text = "Sketch of the 12' x 12' field at " + f.box_name + ". Lines: " + (lines.empty() ? "none" : lines) +
               ". Attackers came from: " + (arrivals.empty() ? "no line" : arrivals) +
               ". Town: " + std::to_string(f.stone_blocks) + " stone block" + (f.stone_blocks == 1 ? "" : "s") + ".";
  return p;
}

}  // namespace umpire::sk
