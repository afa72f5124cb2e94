#include "1631/report_map.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace umpire::flammes {

namespace {

using report::Picture;
using report::Shape;

constexpr unsigned kSwedishBlue = 0x2f5fb3, kImperialYellow = 0xd9a514, kNeutralGrey = 0x8a8a8a;
constexpr double kLegendWidth = 150;

unsigned party_rgb(const std::string& party) {
  if (party == words(Side::Swedish)) return kSwedishBlue;
  if (party == words(Side::Imperial)) return kImperialYellow;
  return kNeutralGrey;
}

unsigned marker_rgb(const std::string& marker) {
  if (marker == "Swedish") return kSwedishBlue;
  if (marker == "Imperial") return kImperialYellow;
  if (marker == "Saxon (printed)") return 0xc9c9c9;
  if (marker == "Brandenburg (printed)") return 0xd9a0a0;
  return 0xffffff;
}

// Map coordinates to picture coordinates, the areas' extent fitted to the room.
struct Fit {
  double scale = 1, left = 0, top = 0, min_x = 0, min_y = 0;
  double x(double mx) const { return left + (mx - min_x) * scale; }
  double y(double my) const { return top + (my - min_y) * scale; }
};

Fit fit_map(const Map& map, double width, double height) {
  Fit f;
  if (map.areas.empty()) return f;
  double x0 = map.areas[0].x, x1 = x0, y0 = map.areas[0].y, y1 = y0;
  for (const auto& a : map.areas) {
    x0 = std::min(x0, a.x), x1 = std::max(x1, a.x);
    y0 = std::min(y0, a.y), y1 = std::max(y1, a.y);
  }
  const double margin = 40;
  double sx = (width - 2 * margin) / std::max(1.0, x1 - x0), sy = (height - 2 * margin) / std::max(1.0, y1 - y0);
  f.scale = std::min(sx, sy);
  f.min_x = x0, f.min_y = y0;
  f.left = margin + ((width - 2 * margin) - (x1 - x0) * f.scale) / 2;
  f.top = margin + ((height - 2 * margin) - (y1 - y0) * f.scale) / 2;
  return f;
}

Shape styled_line(double x0, double y0, double x1, double y1, LineType type) {
  Shape s = Shape::line(x0, y0, x1, y1);
  switch (type) {
    case LineType::Road: s.rgb = 0x6b4a2b, s.width = 2; break;
    case LineType::River: s.rgb = 0x3a7bd5, s.width = 1.6, s.dashed = true; break;
    case LineType::Bridge: s.rgb = 0x2e9a3c, s.width = 3; break;
    case LineType::Ford: s.rgb = 0x111111, s.width = 1.6, s.dashed = true; break;
  }
  return s;
}

void draw_lines(Picture& pic, const Map& map, const Fit& f) {
  for (const auto& l : map.lines) {
    const Area* a = map.area(l.a);
    const Area* b = map.area(l.b);
    if (!a || !b) continue;
    pic.shapes.push_back(styled_line(f.x(a->x), f.y(a->y), f.x(b->x), f.y(b->y), l.type));
  }
}

const CityView* city_in(const SideView& v, const std::string& area) {
  for (const auto& c : v.cities)
    if (c.area_id == area) return &c;
  return nullptr;
}

void draw_areas(Picture& pic, const SideView& v, const Fit& f) {
  const Map& map = *v.map;
  for (const auto& a : map.areas) {
    double x = f.x(a.x), y = f.y(a.y);
    bool fog = v.umpired && std::find(v.watched_ids.begin(), v.watched_ids.end(), a.id) == v.watched_ids.end();
    const CityView* city = city_in(v, a.id);
    Shape s = a.strategic() ? Shape::rect(x - 14, y - 9, x + 14, y + 9)
              : a.has_city() ? Shape::rect(x - 6, y - 6, x + 6, y + 6)
                             : Shape::circle(x, y, 5);
    s.fill = true;
    s.fill_rgb = city ? marker_rgb(city->marker) : a.strategic() ? 0xf2efe6 : 0xdcebcf;
    s.rgb = 0x333333;
    s.width = a.kind == AreaKind::Fortress ? 2.4 : 0.9;
    s.dashed = a.strategic();
    pic.shapes.push_back(s);
    if (city && !city->besieged_by.empty()) {  // a ring: besieged (1631 §7.10)
      Shape ring = Shape::circle(x, y, 10);
      ring.rgb = party_rgb(city->besieged_by);
      ring.width = 1.8;
      pic.shapes.push_back(ring);
    }
    Shape label = Shape::label(x, y + (a.strategic() ? 17 : 14), map.display(a.id, v.english), 7.5);
    label.rgb = fog ? 0x9a9a9a : 0x111111;
    label.halo = 2;
    label.bold = city && city->ours;
    pic.shapes.push_back(label);
  }
}

std::string force_label(const ForceView& f) {
  std::string names;
  for (const auto& c : f.commanders) names += (names.empty() ? "" : ", ") + c.name;
  for (const auto& c : f.inside_commanders) names += (names.empty() ? "" : ", ") + c.name;
  if (!f.exact) return names.empty() ? f.strength : names + ": " + f.strength;
  int n = static_cast<int>(f.field.size() + f.inside.size());
  std::string units = std::to_string(n) + (n == 1 ? " unit" : " units");
  if (f.field.empty() && !f.inside.empty()) units += " in the city";
  else if (!f.inside.empty()) units += " (" + std::to_string(f.inside.size()) + " in the city)";
  return names.empty() ? units : names + ": " + units;
}

// A force's badge beside its area: own forces above, the others below.
void draw_badge(Picture& pic, double x, double y, const std::string& text, unsigned rgb, bool dashed) {
  const double size = 7, w = 6 + 0.5 * size * static_cast<double>(text.size()), h = 11;
  Shape box = Shape::rect(x, y - h / 2, x + w, y + h / 2);
  box.fill = true;
  box.fill_rgb = 0xffffff;
  box.rgb = rgb;
  box.width = 1.6;
  box.dashed = dashed;
  pic.shapes.push_back(box);
  Shape t = Shape::label(x + 3, y, text, size);
  t.align_left = true;
  t.rgb = 0x111111;
  pic.shapes.push_back(t);
}

void draw_forces(Picture& pic, const SideView& v, const Fit& f) {
  const Map& map = *v.map;
  auto place = [&](const std::vector<ForceView>& forces, double dy, bool own) {
    std::vector<std::string> done;
    for (const auto& force : forces) {
      const Area* a = map.area(force.area_id);
      if (!a) continue;
      int stacked = static_cast<int>(std::count(done.begin(), done.end(), force.area_id));
      done.push_back(force.area_id);
      double y = f.y(a->y) + dy + (own ? -13.0 : 13.0) * stacked;
      draw_badge(pic, f.x(a->x) + 12, y, force_label(force), party_rgb(force.party), !force.exact);
    }
  };
  place(v.own, -10, true);  // above the name, which is written under the area
  place(v.others, 2, false);
}

void draw_legend(Picture& pic, const SideView& v, double left, double top) {
  Shape frame = Shape::rect(left, top, left + kLegendWidth - 10, top + 214);
  frame.fill = true;
  frame.fill_rgb = 0xffffff;
  frame.rgb = 0x777777;
  frame.width = 0.8;
  pic.shapes.push_back(frame);
  double y = top + 14, x = left + 10;
  auto text = [&](const std::string& what, bool bold = false) {
    Shape t = Shape::label(x + 30, y, what, 7.5);
    t.align_left = true;
    t.bold = bold;
    pic.shapes.push_back(t);
    y += 15;
  };
  Shape title = Shape::label(x, y, "Legend", 8.5);
  title.align_left = true;
  title.bold = true;
  pic.shapes.push_back(title);
  y += 17;
  for (LineType t : {LineType::Road, LineType::River, LineType::Bridge, LineType::Ford}) {
    pic.shapes.push_back(styled_line(x, y, x + 24, y, t));
    std::string w = words(t);
    w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
    text(w);
  }
  for (const auto& [marker, what] : {std::pair{"Swedish", "Swedish marker"}, std::pair{"Imperial", "Imperial marker"}}) {
    Shape m = Shape::rect(x + 6, y - 6, x + 18, y + 6);
    m.fill = true;
    m.fill_rgb = marker_rgb(marker);
    m.rgb = 0x333333;
    pic.shapes.push_back(m);
    text(what);
  }
  Shape fortress = Shape::rect(x + 6, y - 6, x + 18, y + 6);
  fortress.width = 2.4;
  fortress.rgb = 0x333333;
  pic.shapes.push_back(fortress);
  text("Fortress (thick edge)");
  Shape ring = Shape::circle(x + 12, y, 8);
  ring.rgb = 0x333333;
  ring.width = 1.8;
  pic.shapes.push_back(ring);
  text("Besieged (ring)");
  draw_badge(pic, x, y, "3", party_rgb(v.side_name), false);
  text("Units known exactly");
  if (v.umpired) {
    draw_badge(pic, x, y, "weak", party_rgb(words(other(v.side))), true);
    text("Seen from afar");
    Shape fog = Shape::label(x + 12, y, "Name", 7.5);
    fog.rgb = 0x9a9a9a;
    pic.shapes.push_back(fog);
    text("Not watched");
  }
}

}  // namespace

report::Picture map_page(const SideView& v) {
  Picture pic;
  pic.page_width = report::kA4Height;  // landscape
  pic.page_height = report::kA4Width;
  report::PictureArea room = report::page_picture_area(pic.page_width, pic.page_height);
  pic.width = room.width;
  pic.height = room.height;
  if (!v.map) return pic;
  Fit f = fit_map(*v.map, room.width - kLegendWidth, room.height);
  draw_lines(pic, *v.map, f);
  draw_areas(pic, v, f);
  draw_forces(pic, v, f);
  draw_legend(pic, v, room.width - kLegendWidth + 10, 10);
  pic.caption = "The map as the " + v.side_name + " know it, turn " + std::to_string(v.tracks.turn) +
                (v.umpired ? " (setting \"knowledge\": umpired)" : " (setting \"knowledge\": open)") +
                ". The map is reconstructed (1631 §2.2): correct it in the map editor from your printed copy.";
  pic.alt_text = "A map of the areas, lines and markers, with the " + v.side_name + "' forces and the others as they " +
                 "know them; the tables above list the same.";
  return pic;
}

}  // namespace umpire::flammes
