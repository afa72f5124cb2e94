#include "bourgogne/report_map.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace umpire::bourgogne {

namespace {

using report::Picture;
using report::Shape;

constexpr unsigned kBurgundyMauve = 0x8a4f9e, kSwissRed = 0xc8323c;
constexpr unsigned kBurgundyFill = 0xdcc6e6, kSwissFill = 0xf3c4c4, kNeutralFill = 0xc9c9c9, kNobodyFill = 0xf4f1e8;
constexpr unsigned kLakeBlue = 0xa9cbe8, kMountainBrown = 0x8a6a3b;
constexpr double kLegendWidth = 150, kZoneRadius = 10;

unsigned camp_rgb(const std::string& camp_id) {
  if (camp_id == to_string(Camp::Burgundy)) return kBurgundyMauve;
  if (camp_id == to_string(Camp::Swiss)) return kSwissRed;
  return 0x555555;
}

unsigned control_fill(const ZoneView& z) {
  if (z.control_camp == to_string(Camp::Burgundy)) return kBurgundyFill;
  if (z.control_camp == to_string(Camp::Swiss)) return kSwissFill;
  if (z.control == "neutral") return kNeutralFill;
  return kNobodyFill;
}

// Where each zone is drawn, in map coordinates: its own place, or, for zones
// the map has not placed (x = y = 0, as in a placeholder), a row under the rest.
struct Places {
  std::vector<std::pair<double, double>> at;  // by zone index
  double x0 = 0, y0 = 0, x1 = 1, y1 = 1;      // the extent, lakes included
  bool lakes = false;                         // the lakes are drawn where the map's zones are placed
};

Places place_zones(const Map& map) {
  Places p;
  std::vector<std::size_t> unplaced;
  bool any = false;
  p.at.resize(map.zones.size());
  for (std::size_t i = 0; i < map.zones.size(); ++i) {
    const Zone& z = map.zones[i];
    if (z.x == 0 && z.y == 0) {
      unplaced.push_back(i);
      continue;
    }
    p.at[i] = {z.x, z.y};
    if (!any) p.x0 = p.x1 = z.x, p.y0 = p.y1 = z.y, any = true;
    p.x0 = std::min(p.x0, z.x), p.x1 = std::max(p.x1, z.x), p.y0 = std::min(p.y0, z.y), p.y1 = std::max(p.y1, z.y);
  }
  p.lakes = any;
  if (any)
    for (const auto& l : map.lakes) {
      p.x0 = std::min(p.x0, l.x - l.rx), p.x1 = std::max(p.x1, l.x + l.rx);
      p.y0 = std::min(p.y0, l.y - l.ry), p.y1 = std::max(p.y1, l.y + l.ry);
    }
  if (!unplaced.empty()) {
    // A grid, ten to a row, under the placed zones (or alone).
    double step = any ? std::max(60.0, (p.x1 - p.x0) / 10) : 100;
    double top = any ? p.y1 + step : 0;
    for (std::size_t k = 0; k < unplaced.size(); ++k)
      p.at[unplaced[k]] = {p.x0 + step * static_cast<double>(k % 10), top + step * static_cast<double>(k / 10)};
    if (!any) p.x0 = 0, p.y0 = 0, p.x1 = 0, p.y1 = 0;
    p.x1 = std::max(p.x1, p.x0 + step * static_cast<double>(std::min<std::size_t>(unplaced.size(), 10) - 1));
    p.y1 = std::max(p.y1, top + step * static_cast<double>((unplaced.size() - 1) / 10));
  }
  return p;
}

// Map coordinates to picture coordinates, the extent fitted to the room.
struct Fit {
  double scale = 1, left = 0, top = 0, min_x = 0, min_y = 0;
  double x(double mx) const { return left + (mx - min_x) * scale; }
  double y(double my) const { return top + (my - min_y) * scale; }
};

Fit fit_places(const Places& p, double width, double height) {
  Fit f;
  const double margin = 40;
  double sx = (width - 2 * margin) / std::max(1.0, p.x1 - p.x0),
         sy = (height - 2 * margin) / std::max(1.0, p.y1 - p.y0);
  f.scale = std::min({sx, sy, 2.0});
  f.min_x = p.x0, f.min_y = p.y0;
  f.left = margin + ((width - 2 * margin) - (p.x1 - p.x0) * f.scale) / 2;
  f.top = margin + ((height - 2 * margin) - (p.y1 - p.y0) * f.scale) / 2;
  return f;
}

Shape ellipse(double cx, double cy, double rx, double ry) {
  std::vector<std::pair<double, double>> pts;
  constexpr int kSides = 28;
  for (int i = 0; i < kSides; ++i) {
    double a = 2 * std::numbers::pi * i / kSides;
    pts.emplace_back(cx + rx * std::cos(a), cy + ry * std::sin(a));
  }
  return Shape::of(Shape::Kind::Polygon, std::move(pts));
}

void draw_lakes(Picture& pic, const Map& map, const Fit& f) {
  for (const auto& l : map.lakes) {
    Shape s = ellipse(f.x(l.x), f.y(l.y), l.rx * f.scale, l.ry * f.scale);
    s.fill = true;
    s.fill_rgb = kLakeBlue;
    s.rgb = 0x4a7fb0;
    s.width = 0.8;
    pic.shapes.push_back(s);
    Shape name = Shape::label(f.x(l.x), f.y(l.y), l.name, 7);
    name.rgb = 0x1f4f7f;
    pic.shapes.push_back(name);
  }
}

Shape link_line(double x0, double y0, double x1, double y1, LinkKind kind) {
  Shape s = Shape::line(x0, y0, x1, y1);
  s.rgb = 0x7a7a7a;
  s.width = kind == LinkKind::Border ? 1.2 : 0.9;
  s.dashed = kind == LinkKind::Junction;
  return s;
}

void draw_links(Picture& pic, const Map& map, const Places& p, const Fit& f) {
  for (const auto& l : map.links) {
    int a = map.zone_ix(l.a), b = map.zone_ix(l.b);
    if (a < 0 || b < 0) continue;
    auto [ax, ay] = p.at[static_cast<std::size_t>(a)];
    auto [bx, by] = p.at[static_cast<std::size_t>(b)];
    pic.shapes.push_back(link_line(f.x(ax), f.y(ay), f.x(bx), f.y(by), l.kind));
  }
}

Shape mountain_mark(double x, double y) {
  Shape m = Shape::of(Shape::Kind::Polygon, {{x - 6, y}, {x, y - 8}, {x + 6, y}});
  m.fill = true;
  m.fill_rgb = kMountainBrown;
  m.rgb = kMountainBrown;
  return m;
}

void draw_zones(Picture& pic, const CampView& v, const Places& p, const Fit& f) {
  const Map& map = *v.map;
  for (std::size_t i = 0; i < map.zones.size() && i < v.zones.size(); ++i) {
    const ZoneView& z = v.zones[i];
    double x = f.x(p.at[i].first), y = f.y(p.at[i].second);
    Shape disc = Shape::circle(x, y, kZoneRadius);
    disc.fill = true;
    disc.fill_rgb = control_fill(z);
    disc.alpha = z.seen ? 1.0 : 0.55;
    disc.rgb = z.control == "disputed" ? 0xe07b00 : 0x333333;
    disc.width = z.control == "disputed" ? 2.4 : z.vp > 0 ? 2.0 : 0.8;
    pic.shapes.push_back(disc);
    if (z.mountain) pic.shapes.push_back(mountain_mark(x, y - kZoneRadius - 1));
    Shape number = Shape::label(x, y, z.id, 7);
    number.bold = z.vp > 0;
    pic.shapes.push_back(number);
    std::string name = map.zones[i].name;
    if (z.vp > 0) name += (name.empty() ? "" : " ") + std::string("(") + std::to_string(z.vp) + " VP)";
    if (!name.empty()) {
      Shape label = Shape::label(x, y + kZoneRadius + 6, name, 6.5);
      label.rgb = z.seen ? 0x111111 : 0x9a9a9a;
      label.halo = 1.5;
      pic.shapes.push_back(label);
    }
    if (!z.marker.empty()) {  // the control marker on an objective (GdB 6.1)
      Shape m = Shape::rect(x - kZoneRadius - 7, y - kZoneRadius, x - kZoneRadius - 1, y - kZoneRadius + 6);
      m.fill = true;
      m.fill_rgb = camp_rgb(z.marker == camp_name(Camp::Swiss) ? "swiss" : "burgundy");
      m.rgb = 0x222222;
      m.width = 0.6;
      pic.shapes.push_back(m);
    }
  }
}

std::string stack_label(const StackView& st) {
  std::string form = st.army ? "army" : "garrison";
  if (st.exact) {
    std::string who = st.leader ? st.leader->name + ": " : "";
    return who + form + ", " + std::to_string(st.ss) + " SS";
  }
  return st.leader ? form + " (" + st.leader->name + ")" : form;
}

void draw_badge(Picture& pic, double x, double y, const std::string& text, unsigned rgb, bool dashed) {
  const double size = 6.5, w = 6 + 0.56 * size * static_cast<double>(text.size()), h = 10;
  Shape box = Shape::rect(x, y - h / 2, x + w, y + h / 2);
  box.fill = true;
  box.fill_rgb = 0xffffff;
  box.rgb = rgb;
  box.width = 1.5;
  box.dashed = dashed;
  pic.shapes.push_back(box);
  Shape t = Shape::label(x + 3, y, text, size);
  t.align_left = true;
  t.rgb = 0x111111;
  pic.shapes.push_back(t);
}

void draw_stacks(Picture& pic, const CampView& v, const Places& p, const Fit& f) {
  const Map& map = *v.map;
  auto place = [&](const std::vector<StackView>& stacks, double dy) {
    for (const auto& st : stacks) {
      int i = map.zone_ix(st.zone_id);
      if (i < 0) continue;
      auto [mx, my] = p.at[static_cast<std::size_t>(i)];
      draw_badge(pic, f.x(mx) + kZoneRadius + 2, f.y(my) + dy, stack_label(st), camp_rgb(st.camp_id), !st.exact);
    }
  };
  place(v.own, -7);
  place(v.enemy, 6);
}

void legend_text(Picture& pic, double x, double& y, const std::string& what) {
  Shape t = Shape::label(x + 30, y, what, 7);
  t.align_left = true;
  pic.shapes.push_back(t);
  y += 14;
}

void draw_legend(Picture& pic, const CampView& v, double left, double top) {
  Shape frame = Shape::rect(left, top, left + kLegendWidth - 10, top + 230);
  frame.fill = true;
  frame.fill_rgb = 0xffffff;
  frame.rgb = 0x777777;
  frame.width = 0.8;
  pic.shapes.push_back(frame);
  double y = top + 14, x = left + 10;
  Shape title = Shape::label(x, y, "Legend", 8.5);
  title.align_left = true;
  title.bold = true;
  pic.shapes.push_back(title);
  y += 16;
  for (const auto& [fill, what] :
       {std::pair{kBurgundyFill, "Burgundian control"}, std::pair{kSwissFill, "Swiss control"},
        std::pair{kNeutralFill, "Neutral power's land"}, std::pair{kNobodyFill, "Nobody's"}}) {
    Shape d = Shape::circle(x + 12, y, 6);
    d.fill = true;
    d.fill_rgb = fill;
    d.rgb = 0x333333;
    pic.shapes.push_back(d);
    legend_text(pic, x, y, what);
  }
  Shape ring = Shape::circle(x + 12, y, 6);
  ring.rgb = 0xe07b00;
  ring.width = 2.4;
  pic.shapes.push_back(ring);
  legend_text(pic, x, y, "Disputed");
  Shape star = Shape::label(x + 12, y, "(2 VP)", 6);
  pic.shapes.push_back(star);
  legend_text(pic, x, y, "Objective and its VP");
  pic.shapes.push_back(mountain_mark(x + 12, y + 4));
  legend_text(pic, x, y, "Mountain (2 MP, GdB 7.1)");
  pic.shapes.push_back(link_line(x, y, x + 24, y, LinkKind::Border));
  legend_text(pic, x, y, "Shared border");
  pic.shapes.push_back(link_line(x, y, x + 24, y, LinkKind::Junction));
  legend_text(pic, x, y, "Junction point");
  Shape lake = ellipse(x + 12, y, 11, 5);
  lake.fill = true;
  lake.fill_rgb = kLakeBlue;
  lake.rgb = 0x4a7fb0;
  pic.shapes.push_back(lake);
  legend_text(pic, x, y, "Lake: no crossing");
  draw_badge(pic, x, y, "SS", camp_rgb(v.camp_id), false);
  legend_text(pic, x, y, "Your stack");
  draw_badge(pic, x, y, "army", camp_rgb(v.camp == Camp::Swiss ? "burgundy" : "swiss"), true);
  legend_text(pic, x, y, "Enemy stack as seen");
  if (v.umpired) {
    Shape fog = Shape::label(x + 12, y, "Name", 7);
    fog.rgb = 0x9a9a9a;
    pic.shapes.push_back(fog);
    legend_text(pic, x, y, "Not seen");
  }
}

}  // namespace

report::Picture map_page(const CampView& v) {
  Picture pic;
  pic.page_width = report::kA4Height;  // landscape
  pic.page_height = report::kA4Width;
  report::PictureArea room = report::page_picture_area(pic.page_width, pic.page_height);
  pic.width = room.width;
  pic.height = room.height;
  if (!v.map || v.map->zones.empty()) return pic;
  Places places = place_zones(*v.map);
  Fit f = fit_places(places, room.width - kLegendWidth, room.height);
  if (places.lakes) draw_lakes(pic, *v.map, f);
  draw_links(pic, *v.map, places, f);
  draw_zones(pic, v, places, f);
  draw_stacks(pic, v, places, f);
  draw_legend(pic, v, room.width - kLegendWidth + 10, 10);
  pic.caption = "The map as the " + v.camp_name + " know it, turn " + std::to_string(v.tracks.turn) +
                (v.umpired ? " (setting \"knowledge\": umpired)." : " (setting \"knowledge\": open).") +
                (v.map_reconstructed ? " A reconstruction: the rulebook does not print the map; correct it in the map "
                                       "editor from a printed copy."
                                     : "");
  pic.alt_text =
      "The strategic zones coloured by control, the objectives with their VP, the lakes and mountain zones, "
      "with the " +
      (v.camp == Camp::Swiss ? std::string("Swiss") : v.camp_name + "'") +
      " stacks and the enemy's as they see them; the tables above list the same.";
  return pic;
}

}  // namespace umpire::bourgogne
