#include "soldier_king/report_map.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

#include "soldier_king/factions.h"
#include "soldier_king/map_page_layout.h"
#include "soldier_king/province_areas.h"
#include "soldier_king/settings.h"

namespace umpire::sk {

namespace {

using report::Picture;
using report::Shape;
using namespace map_page;

constexpr double kNamePt = 7.5;             // box names
constexpr double kTagPt = 7.0;              // forces seen, own columns
constexpr double kProvincePt = 8.0;         // province names
constexpr double kBoxW = 4.5, kBoxH = 3.5;  // half the size of a box's symbol
constexpr double kAreaReach = 130;          // how far a box's part of its province reaches (map units)

constexpr unsigned kRoad = 0x6b4423, kHighway = 0x9e2a1f, kRiver = 0x1f6fc5;
constexpr unsigned kSeenNow = 0xc62828, kSeenBefore = 0x7b5e57;
constexpr unsigned kImperial = 0x9e9e9e;

unsigned level_fill(ReportLevel l) {
  switch (l) {
    case ReportLevel::None: return 0xffffff;
    case ReportLevel::Inaccurate: return 0xfff176;
    case ReportLevel::Accurate: return 0xffa94d;
    case ReportLevel::Comprehensive: return 0x66bb6a;
  }
  return 0xffffff;
}

unsigned ruler_rgb(const std::string& faction) {
  const FactionInfo* fi = faction.empty() ? nullptr : faction_info(faction);
  return fi ? fi->rgb : kImperial;
}

// A province's colour: its ruler's, pale enough to print names on. The
// duchies' colours are greys (factions.cpp), kept stronger so that they stand
// apart from the unruled Imperial provinces.
unsigned province_fill(const std::string& ruler) {
  return tint(ruler_rgb(ruler), !ruler.empty() && !is_king(ruler) ? 0.45 : 0.72);
}

// What a report saw in a box, in a few words: "Arcadia: 2 inf, 1 cav columns".
std::string forces_words(const BoxIntel& b) {
  if (b.level == ReportLevel::Inaccurate || b.forces.empty())
    return b.possibly.empty() ? "troops" : "troops, possibly " + faction_people(b.possibly);
  std::string out;
  for (const auto& f : b.forces) {
    std::string part = f.faction.empty() ? "troops" : faction_name(f.faction);
    std::vector<std::string> n;
    if (f.infantry_columns) n.push_back(std::to_string(f.infantry_columns) + " inf");
    if (f.cavalry_columns) n.push_back(std::to_string(f.cavalry_columns) + " cav");
    if (!n.empty()) part += ": " + and_list(n, ", ") + (f.infantry_columns + f.cavalry_columns == 1 ? " col" : " cols");
    if (f.garrison) part += n.empty() ? ": garrison" : " + garrison";
    out += (out.empty() ? "" : "; ") + part;
  }
  return out;
}

// Everything one page draws from.
struct MapInputs {
  const PlayerPicture& picture;
  const Map& map;
  const MapKnowledge& k;
  const ProvinceAreas& areas;
  unsigned own_rgb = 0x555555;
};

void draw_areas(Picture& pic, const View& v, const MapInputs& in) {
  for (const auto& cell : in.areas.cells) {
    std::vector<std::pair<double, double>> pts;
    for (const auto& p : cell.polygon) pts.emplace_back(v.px(p.x), v.py(p.y));
    if (!v.touches(pts)) continue;
    auto ruler = in.k.rulers.find(cell.province);
    unsigned fill = province_fill(ruler == in.k.rulers.end() ? "" : ruler->second);
    Shape s = Shape::of(Shape::Kind::Polygon, std::move(pts));
    s.fill = true;
    s.fill_rgb = fill;
    s.rgb = fill;  // closes the seams between the cells of one province
    s.width = 0.6;
    pic.shapes.push_back(std::move(s));
  }
  for (const auto& e : in.areas.borders) {
    Shape s = Shape::line(v.px(e.a.x), v.py(e.a.y), v.px(e.b.x), v.py(e.b.y));
    if (!v.touches(s.points)) continue;
    s.rgb = e.outer ? 0x9a9a9a : 0x3c3c3c;
    s.width = e.outer ? 0.6 : 1.1;
    pic.shapes.push_back(std::move(s));
  }
}

void draw_lines(Picture& pic, const View& v, const MapInputs& in) {
  std::map<std::pair<std::string, std::string>, int> count, drawn;
  for (const auto& l : in.map.lines) ++count[std::minmax(l.a, l.b)];
  for (const auto& l : in.map.lines) {
    const CityBox* a = in.map.box(l.a);
    const CityBox* b = in.map.box(l.b);
    if (!a || !b) continue;
    double x0 = v.px(a->pos.x), y0 = v.py(a->pos.y), x1 = v.px(b->pos.x), y1 = v.py(b->pos.y);
    double len = std::hypot(x1 - x0, y1 - y0);
    if (len < 1e-6) continue;
    // Two lines between the same boxes (a road along a river) are drawn side by side.
    auto key = std::minmax(l.a, l.b);
    int n = count[key], i = drawn[key]++;
    double off = (i - (n - 1) / 2.0) * 3.2, nx = -(y1 - y0) / len * off, ny = (x1 - x0) / len * off;
    if (key.first != l.a) nx = -nx, ny = -ny;  // the same side whichever way the line is stored
    x0 += nx, x1 += nx, y0 += ny, y1 += ny;
    Shape s = Shape::line(x0, y0, x1, y1);
    if (!v.touches(s.points)) continue;
    switch (l.type) {
      case LineType::Highway: {
        s.rgb = kHighway;
        s.width = 3.0;
        pic.shapes.push_back(s);
        s.rgb = 0xffffff;  // a cased line: a highway reads as one in black and white too
        s.width = 0.9;
        pic.shapes.push_back(s);
        break;
      }
      case LineType::Road:
        s.rgb = kRoad;
        s.width = 1.1;
        s.dashed = true;
        pic.shapes.push_back(s);
        break;
      case LineType::River: {
        s.rgb = kRiver;
        s.width = 1.8;
        pic.shapes.push_back(s);
        if (l.downstream.empty()) break;
        // The flow: an arrowhead half-way, pointing downstream (SK 2.2).
        double dx = (x1 - x0) / len, dy = (y1 - y0) / len;
        if (l.downstream == l.a) dx = -dx, dy = -dy;
        double mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
        Shape head = Shape::of(Shape::Kind::Polygon, {{mx + 4.5 * dx, my + 4.5 * dy},
                                                      {mx - 3 * dx + 3 * dy, my - 3 * dy - 3 * dx},
                                                      {mx - 3 * dx - 3 * dy, my - 3 * dy + 3 * dx}});
        head.fill = true;
        head.fill_rgb = kRiver;
        head.rgb = kRiver;
        head.width = 0.4;
        pic.shapes.push_back(head);
        break;
      }
    }
  }
}

// The boxes' symbols: filled by the report level, a thick frame for a
// recruiting city, a gold diamond for an electoral one; the faction's own
// columns as a disc in its colour, a foreign force seen as a ring.
void draw_boxes(Picture& pic, const View& v, const MapInputs& in, Placer& placer) {
  std::map<std::string, ReportLevel> level;
  for (const auto& b : in.picture.boxes) level[b.box] = b.level;
  std::set<std::string> own;
  for (const auto& c : in.picture.own_columns) own.insert(c.box);
  for (const auto& box : in.map.boxes) {
    double x = v.px(box.pos.x), y = v.py(box.pos.y);
    if (!v.inside(x, y)) continue;
    if (auto seen = in.k.sightings.find(box.id); seen != in.k.sightings.end()) {
      bool now = seen->second.date.ordinal() == in.picture.date.ordinal();
      Shape ring = Shape::circle(x, y, 8);
      ring.rgb = now ? kSeenNow : kSeenBefore;
      ring.width = now ? 1.5 : 1.1;
      ring.dashed = !now;
      pic.shapes.push_back(ring);
    }
    auto lv = level.find(box.id);
    Shape r = Shape::rect(x - kBoxW, y - kBoxH, x + kBoxW, y + kBoxH);
    r.fill = true;
    r.fill_rgb = level_fill(lv == level.end() ? ReportLevel::None : lv->second);
    r.rgb = 0x1a1a1a;
    r.width = box.recruiting ? 1.5 : 0.6;
    pic.shapes.push_back(r);
    placer.take({x - kBoxW - 1, y - kBoxH - 1, x + kBoxW + 1, y + kBoxH + 1});
    if (box.electoral) {
      double cx = x - kBoxW - 1, cy = y - kBoxH - 1;
      Shape d = Shape::of(Shape::Kind::Polygon, {{cx, cy - 3}, {cx + 3, cy}, {cx, cy + 3}, {cx - 3, cy}});
      d.fill = true;
      d.fill_rgb = 0xe0b000;
      d.rgb = 0x1a1a1a;
      d.width = 0.5;
      pic.shapes.push_back(d);
      placer.take({cx - 3, cy - 3, cx + 3, cy + 3});
    }
    if (in.k.captured.count(box.id)) {  // captured by the faction: its flag (SK 15.1)
      double fx = x + kBoxW, fy = y - kBoxH;
      Shape pole = Shape::line(fx, fy, fx, fy - 7);
      pole.rgb = 0x1a1a1a;
      pole.width = 0.6;
      pic.shapes.push_back(pole);
      Shape flag = Shape::of(Shape::Kind::Polygon, {{fx, fy - 7}, {fx + 5, fy - 5.5}, {fx, fy - 4}});
      flag.fill = true;
      flag.fill_rgb = in.own_rgb;
      flag.rgb = 0x1a1a1a;
      flag.width = 0.4;
      pic.shapes.push_back(flag);
    }
    if (own.count(box.id)) {
      Shape dot = Shape::circle(x + kBoxW + 2.5, y + kBoxH + 1.5, 3.2);
      dot.fill = true;
      dot.fill_rgb = in.own_rgb;
      dot.rgb = 0x1a1a1a;
      dot.width = 0.6;
      pic.shapes.push_back(dot);
      placer.take({x + kBoxW - 1, y + kBoxH - 2, x + kBoxW + 6, y + kBoxH + 5});
    }
  }
}

// The labels: province names first, then the faction's own columns, the
// forces it has seen, and every box's name, each where it fits best.
void draw_labels(Picture& pic, const View& v, const MapInputs& in, Placer& placer) {
  for (const auto& p : in.map.provinces) {
    double x = v.px(p.label.x), y = v.py(p.label.y);
    if (!v.inside(x, y)) continue;
    auto ruler = in.k.rulers.find(p.id);
    std::string text = upper(p.name) + " " + std::to_string(p.recruiting_value);
    unsigned rgb = darken(ruler_rgb(ruler == in.k.rulers.end() ? "" : ruler->second), 0.55);
    placer.put_lines(pic, {text}, kProvincePt, true, rgb, x, y, 0, 0, false, true);
  }
  std::map<std::string, std::vector<std::string>> own;
  for (const auto& c : in.picture.own_columns)
    if (!c.box.empty())
      own[c.box].push_back(c.name + (c.guards && c.name.find("Guards") == std::string::npos ? " (Guards)" : ""));
  for (const auto& g : in.picture.own_garrisons)
    if (!g.box.empty()) own[g.box].push_back("garrison");
  for (auto& [box_id, names] : own) {
    const CityBox* box = in.map.box(box_id);
    if (!box) continue;
    if (names.size() > 3) {
      std::size_t more = names.size() - 2;
      names.resize(2);
      names.push_back("and " + std::to_string(more) + " more");
    }
    if (!v.inside(v.px(box->pos.x), v.py(box->pos.y))) continue;
    placer.put_lines(pic, names, kTagPt, true, darken(in.own_rgb, 0.6), v.px(box->pos.x), v.py(box->pos.y), kBoxW + 6,
                     kBoxH + 3);
  }
  for (const auto& [box_id, seen] : in.k.sightings) {
    const CityBox* box = in.map.box(box_id);
    if (!box) continue;
    if (!v.inside(v.px(box->pos.x), v.py(box->pos.y))) continue;
    bool now = seen.date.ordinal() == in.picture.date.ordinal();
    std::string text = forces_words(seen.report) + (now ? "" : " (" + seen.date.describe() + ")");
    placer.put_lines(pic, {text}, kTagPt, true, now ? kSeenNow : kSeenBefore, v.px(box->pos.x), v.py(box->pos.y), 9, 9);
  }
  for (const auto& box : in.map.boxes)
    if (v.inside(v.px(box.pos.x), v.py(box.pos.y)))
      placer.put_lines(pic, {box.name}, kNamePt, false, 0x111111, v.px(box.pos.x), v.py(box.pos.y), kBoxW + 1.5,
                       kBoxH + 1, true);
}

// The legend's rows: a symbol drawn at (x, y) and its words.
using Symbol = std::function<void(Picture&, double x, double y)>;
struct LegendRow {
  LegendRow(Symbol s, std::string t, bool h = false) : symbol(std::move(s)), text(std::move(t)), heading(h) {}
  Symbol symbol;
  std::string text;
  bool heading = false;
};

Symbol swatch(unsigned fill, unsigned stroke = 0x3c3c3c, double width = 0.6) {
  return [=](Picture& pic, double x, double y) {
    Shape s = Shape::rect(x - 6, y - 3.5, x + 6, y + 3.5);
    s.fill = true;
    s.fill_rgb = fill;
    s.rgb = stroke;
    s.width = width;
    pic.shapes.push_back(s);
  };
}

Symbol line_symbol(unsigned rgb, double width, bool dashed, bool cased = false, bool arrow = false) {
  return [=](Picture& pic, double x, double y) {
    Shape s = Shape::line(x - 8, y, x + 8, y);
    s.rgb = rgb;
    s.width = width;
    s.dashed = dashed;
    pic.shapes.push_back(s);
    if (cased) {
      s.rgb = 0xffffff;
      s.width = 0.9;
      pic.shapes.push_back(s);
    }
    if (arrow) {
      Shape h = Shape::of(Shape::Kind::Polygon, {{x + 4.5, y}, {x - 3, y - 3}, {x - 3, y + 3}});
      h.fill = true;
      h.fill_rgb = rgb;
      h.rgb = rgb;
      h.width = 0.4;
      pic.shapes.push_back(h);
    }
  };
}

std::vector<LegendRow> legend_rows(const MapInputs& in) {
  std::vector<LegendRow> rows;
  rows.push_back({nullptr, "Rulers (SK 16.1)", true});
  std::vector<std::string> rulers;
  for (const auto& p : in.map.provinces) {
    auto r = in.k.rulers.find(p.id);
    std::string f = r == in.k.rulers.end() ? "" : r->second;
    if (std::find(rulers.begin(), rulers.end(), f) == rulers.end()) rulers.push_back(f);
  }
  std::stable_partition(rulers.begin(), rulers.end(), [](const std::string& f) { return !f.empty(); });
  for (const auto& f : rulers)
    rows.push_back({swatch(province_fill(f)), f.empty() ? "Imperial, unruled" : faction_name(f)});
  rows.push_back({nullptr, "Lines", true});
  rows.push_back({line_symbol(kHighway, 3.0, false, true), "highway"});
  rows.push_back({line_symbol(kRoad, 1.1, true), "road"});
  rows.push_back({line_symbol(kRiver, 1.8, false, false, true), "river, arrow\ndownstream"});
  rows.push_back({nullptr, "Your reports (SK 8.2)", true});
  rows.push_back({swatch(level_fill(ReportLevel::None), 0x1a1a1a), "no report"});
  rows.push_back({swatch(level_fill(ReportLevel::Inaccurate), 0x1a1a1a), "Inaccurate"});
  rows.push_back({swatch(level_fill(ReportLevel::Accurate), 0x1a1a1a), "Accurate"});
  rows.push_back({swatch(level_fill(ReportLevel::Comprehensive), 0x1a1a1a), "Comprehensive"});
  rows.push_back({swatch(0xffffff, 0x1a1a1a, 1.5), "recruiting city"});
  rows.push_back({[](Picture& pic, double x, double y) {
                    Shape d = Shape::of(Shape::Kind::Polygon, {{x, y - 3.5}, {x + 3.5, y}, {x, y + 3.5}, {x - 3.5, y}});
                    d.fill = true;
                    d.fill_rgb = 0xe0b000;
                    d.rgb = 0x1a1a1a;
                    d.width = 0.5;
                    pic.shapes.push_back(d);
                  },
                  "electoral city"});
  rows.push_back({nullptr, "Troops", true});
  rows.push_back({[](Picture& pic, double x, double y) {
                    Shape c = Shape::circle(x, y, 5);
                    c.rgb = kSeenNow;
                    c.width = 1.5;
                    pic.shapes.push_back(c);
                  },
                  "foreign troops seen\nthis season"});
  rows.push_back({[](Picture& pic, double x, double y) {
                    Shape c = Shape::circle(x, y, 5);
                    c.rgb = kSeenBefore;
                    c.width = 1.1;
                    c.dashed = true;
                    pic.shapes.push_back(c);
                  },
                  "seen earlier, with\nthe season"});
  unsigned own = in.own_rgb;
  rows.push_back({[own](Picture& pic, double x, double y) {
                    Shape c = Shape::circle(x, y, 3.2);
                    c.fill = true;
                    c.fill_rgb = own;
                    c.rgb = 0x1a1a1a;
                    c.width = 0.6;
                    pic.shapes.push_back(c);
                  },
                  "your columns,\nnamed in bold"});
  if (!in.k.captured.empty())
    rows.push_back({[own](Picture& pic, double x, double y) {
                      Shape flag = Shape::of(Shape::Kind::Polygon, {{x - 2, y - 4}, {x + 4, y - 2}, {x - 2, y}});
                      flag.fill = true;
                      flag.fill_rgb = own;
                      flag.rgb = 0x1a1a1a;
                      flag.width = 0.4;
                      pic.shapes.push_back(flag);
                    },
                    "a box you captured\n(SK 15.1)"});
  return rows;
}

constexpr double kLegendRowH = 9.5, kLegendPad = 5, kLegendW = 128;

double legend_height(const std::vector<LegendRow>& rows) {
  double h = 2 * kLegendPad;
  for (const auto& r : rows)
    h += kLegendRowH * static_cast<double>(1 + std::count(r.text.begin(), r.text.end(), '\n')) + (r.heading ? 3 : 0);
  return h;
}

// The legend, in a panel at the top left of `at`.
void draw_legend(Picture& pic, double left, double top, const MapInputs& in) {
  std::vector<LegendRow> rows = legend_rows(in);
  Shape panel = Shape::rect(left, top, left + kLegendW, top + legend_height(rows));
  panel.fill = true;
  panel.fill_rgb = 0xffffff;
  panel.rgb = 0x666666;
  panel.width = 0.6;
  pic.shapes.push_back(panel);
  double y = top + kLegendPad + kLegendRowH / 2;
  for (const auto& r : rows) {
    if (r.heading) y += 3;
    double x = left + kLegendPad;
    if (r.symbol) r.symbol(pic, x + 8, y);
    std::size_t start = 0;
    for (;;) {
      std::size_t nl = r.text.find('\n', start);
      Shape t = Shape::label(r.heading ? x : x + 21, y, r.text.substr(start, nl == std::string::npos ? nl : nl - start),
                             kTagPt);
      t.bold = r.heading;
      t.align_left = true;
      t.rgb = 0x111111;
      pic.shapes.push_back(t);
      if (nl == std::string::npos) break;
      start = nl + 1;
      y += kLegendRowH;
    }
    y += kLegendRowH;
  }
}

// White over whatever of the map spills out of the view, inside the picture.
void mask_outside(Picture& pic, const View& v, double width, double height) {
  const Rect parts[] = {{-1, -1, width + 1, v.top},
                        {-1, v.bottom, width + 1, height + 1},
                        {-1, v.top, v.left, v.bottom},
                        {v.right, v.top, width + 1, v.bottom}};
  for (const Rect& r : parts) {
    if (r.width() <= 0 || r.height() <= 0) continue;
    Shape m = Shape::rect(r.l, r.t, r.r, r.b);
    m.fill = true;
    m.fill_rgb = 0xffffff;
    m.rgb = 0xffffff;  // white all through, for a viewer that strokes even a zero width
    m.width = 0;
    pic.shapes.push_back(m);
  }
}

// One page: the title, the map seen through `v`, and the legend when `legend`
// (right of the view).
Picture draw_page(const MapInputs& in, const View& v, const report::PictureArea& area, const std::string& title,
                  const std::string& subtitle, bool legend) {
  Picture pic;
  pic.width = area.width;
  pic.height = area.height;
  Placer placer(Rect{v.left, v.top, v.right, v.bottom});
  draw_areas(pic, v, in);
  draw_lines(pic, v, in);
  draw_boxes(pic, v, in, placer);
  draw_labels(pic, v, in, placer);
  mask_outside(pic, v, area.width, area.height);
  Shape frame = Shape::rect(v.left, v.top, v.right, v.bottom);
  frame.rgb = 0x333333;
  frame.width = 0.8;
  pic.shapes.push_back(frame);
  if (legend) draw_legend(pic, v.right + 6, v.top, in);
  Shape t = Shape::label(0, 8, title, 12);
  t.bold = true;
  t.align_left = true;
  pic.shapes.push_back(t);
  Shape st = Shape::label(area.width - label_width(subtitle, kTagPt, false), 8, subtitle, kTagPt);
  st.rgb = 0x444444;
  st.align_left = true;
  pic.shapes.push_back(st);
  return pic;
}

// Moves the view as little as needed to show no more of the empty land
// beyond `world` (map units) than it must.
void keep_within(View& v, const Rect& world) {
  double vw = (v.right - v.left) / v.scale, vh = (v.bottom - v.top) / v.scale;
  if (vw < world.width()) v.x0 = std::clamp(v.x0, world.l, world.r - vw);
  if (vh < world.height()) v.y0 = std::clamp(v.y0, world.t, world.b - vh);
}

// "Argozia 2, Arcadia 2, Bravance 2, Hrvatska 2 and 12 Imperial".
std::string rulers_words(const Map& map, const MapKnowledge& k) {
  std::map<std::string, int> n;
  int imperial = 0;
  for (const auto& p : map.provinces) {
    auto r = k.rulers.find(p.id);
    if (r == k.rulers.end() || r->second.empty())
      ++imperial;
    else
      ++n[r->second];
  }
  std::vector<std::string> parts;
  for (const auto& [f, count] : n) parts.push_back(faction_name(f) + " " + std::to_string(count));
  if (imperial) parts.push_back(std::to_string(imperial) + " Imperial");
  return and_list(parts);
}

}  // namespace

MapKnowledge map_knowledge(const SkState& s, const std::string& faction, const PlayerPicture& picture) {
  MapKnowledge k;
  k.rulers = s.rulers.get();
  for (const auto& [box, captor] : s.captors.get())
    if (captor == faction) k.captured.insert(box);
  k.sightings = sightings_after(last_sightings(s, faction), picture);
  k.paper = setting(s, kMapPaper) == 1 ? MapPaper::Letter : MapPaper::A4;
  return k;
}

std::vector<Picture> map_pages(const PlayerPicture& picture, const Map& map, const MapKnowledge& k) {
  const bool letter = k.paper == MapPaper::Letter;
  // Landscape: the map is wider than high.
  const double page_w = letter ? report::kLetterHeight : report::kA4Height;
  const double page_h = letter ? report::kLetterWidth : report::kA4Width;
  const report::PictureArea area = report::page_picture_area(page_w, page_h);
  constexpr double kTitleH = 20;
  const Rect frame{0, kTitleH, area.width, area.height};
  const Rect beside_legend{0, kTitleH, area.width - kLegendW - 6, area.height};

  ProvinceAreas areas = province_areas(map, kAreaReach);
  const FactionInfo* fi = faction_info(picture.faction);
  MapInputs in{picture, map, k, areas, fi ? fi->rgb : 0x555555};
  const std::string who = faction_name(picture.faction);
  const std::string paper = letter ? "US Letter" : "A4";

  std::vector<Point> all;
  for (const auto& b : map.boxes) all.push_back(b.pos);
  for (const auto& p : map.provinces) all.push_back(p.label);
  View whole = fit(all, 40, beside_legend);
  std::vector<Picture> pages;
  pages.push_back(draw_page(in, whole, area, who + ": the map, " + picture.date.describe(),
                            "The whole map (" + paper + ", the setting reports.map_paper)", true));

  // The region of the faction's columns, enlarged when it is worth a page.
  std::vector<Point> armies;
  for (const auto& c : picture.own_columns)
    if (const CityBox* b = map.box(c.box)) armies.push_back(b->pos);
  if (!armies.empty()) {
    View near = fit(armies, 170, frame, whole.scale * 3);
    double l = all[0].x, r = l, t = all[0].y, b = t;
    for (const auto& p : all) l = std::min(l, p.x), r = std::max(r, p.x), t = std::min(t, p.y), b = std::max(b, p.y);
    keep_within(near, Rect{l - 40, t - 40, r + 40, b + 40});
    double enlarged = near.scale / whole.scale;
    if (enlarged >= kMapEnlargeAtLeast) {
      char times[16];
      std::snprintf(times, sizeof times, "%.1f", enlarged);
      pages.push_back(draw_page(in, near, area, who + ": around your columns, " + picture.date.describe(),
                                std::string("Enlarged ") + times + " times from the whole map", false));
    }
  }
  for (std::size_t i = 0; i < pages.size(); ++i) {
    Picture& p = pages[i];
    p.page_width = page_w;
    p.page_height = page_h;
    p.caption = i == 0 ? "What " + who + " knows, " + picture.date.describe() +
                             ": provinces coloured by their rulers, boxes filled by your report on them, foreign "
                             "troops ringed with the season they were last seen, your columns in bold."
                       : "The region of your columns, enlarged; the legend is that of the whole map.";
    p.alt_text = (i == 0 ? "Map of " + map.name : "Enlarged map around " + who + "'s columns") + ", " +
                 picture.date.describe() + ": provinces ruled by " + rulers_words(map, k) + "; " +
                 std::to_string(picture.boxes.size()) + " boxes reported, " + std::to_string(k.sightings.size()) +
                 " with foreign troops last seen, " + std::to_string(picture.own_columns.size()) + " columns of " +
                 who + ".";
  }
  return pages;
}

void add_map_pages(report::Document& doc, const PlayerPicture& picture, const Map& map, const MapKnowledge& k) {
  for (auto& p : map_pages(picture, map, k)) doc.picture(std::move(p));
}

}  // namespace umpire::sk
