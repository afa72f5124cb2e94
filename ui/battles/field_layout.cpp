#include "ui/battles/field_layout.h"

#include <algorithm>
#include <cmath>

#include "ui/map/labels.h"

namespace umpire::battlesui {

using battles::FieldPicture;

unsigned side_rgb(std::size_t index) {
  // Red and blue first (told apart by most colour-blind eyes too), then green, purple, brown.
  static const unsigned colours[] = {0xb3312b, 0x2b58a6, 0x2f7d3a, 0x7b3fa0, 0x8a5a2b};
  return colours[index % (sizeof colours / sizeof colours[0])];
}

std::map<std::string, unsigned> side_colours(const std::vector<std::string>& side_ids) {
  std::map<std::string, unsigned> out;
  for (std::size_t i = 0; i < side_ids.size(); ++i) out.emplace(side_ids[i], side_rgb(i));
  return out;
}

mapui::Rect field_world(const FieldPicture& picture) {
  std::vector<mapui::Vec2> points;
  for (const auto& p : picture.places) points.push_back(mapui::Vec2{p.x, p.y});
  mapui::Rect r = mapui::bounds_of(points);
  // A lone place, or places in one row or column: a unit of room around them.
  if (r.width() < 1) r = mapui::Rect{r.x0 - 0.5, r.y0, r.x1 + 0.5, r.y1};
  if (r.height() < 1) r = mapui::Rect{r.x0, r.y0 - 0.5, r.x1, r.y1 + 0.5};
  return r;
}

std::vector<const FieldPicture::Piece*> pieces_in(const FieldPicture& picture, const std::string& place) {
  std::vector<const FieldPicture::Piece*> out;
  for (const auto& p : picture.pieces)
    if (p.place == place) out.push_back(&p);
  return out;
}

std::vector<const FieldPicture::Piece*> pieces_off_field(const FieldPicture& picture) {
  std::vector<const FieldPicture::Piece*> out;
  for (const auto& p : picture.pieces)
    if (!picture.place(p.place)) out.push_back(&p);
  return out;
}

std::string badge_text(const FieldPicture::Piece& piece) {
  if (!piece.badge.empty()) return piece.badge;
  if (!piece.name.empty()) return mapui::abbreviate(piece.name, 4);
  return "?";
}

BadgeLayout lay_out_badges(const std::vector<double>& widths, double height, double max_row, double gap, double pad,
                           mapui::Vec2 min_box) {
  BadgeLayout out;
  double x = 0, y = 0, widest = 0;
  bool row_empty = true;
  for (double w : widths) {
    if (!row_empty && x + gap + w > max_row) {  // the next row
      x = 0;
      y += height + gap;
      row_empty = true;
    }
    if (!row_empty) x += gap;
    out.at.push_back(mapui::Vec2{pad + x, pad + y});
    x += w;
    widest = std::max(widest, x);
    row_empty = false;
  }
  const double rows_h = widths.empty() ? 0 : y + height;
  out.box = mapui::Vec2{std::max(min_box.x, widest + 2 * pad), std::max(min_box.y, rows_h + 2 * pad)};
  // The rows centred in a box wider than they are.
  const double spare = out.box.x - (widest + 2 * pad);
  for (auto& p : out.at) p.x += spare / 2;
  return out;
}

double least_scale(const std::vector<mapui::Vec2>& points, const std::vector<mapui::Vec2>& extents, double gap) {
  double least = 0;
  for (std::size_t i = 0; i < points.size() && i < extents.size(); ++i)
    for (std::size_t k = i + 1; k < points.size() && k < extents.size(); ++k) {
      // Apart along x or along y is enough: the cheaper of the two.
      const double dx = std::abs(points[i].x - points[k].x), dy = std::abs(points[i].y - points[k].y);
      const double need_x = (extents[i].x + extents[k].x) / 2 + gap, need_y = (extents[i].y + extents[k].y) / 2 + gap;
      const double sx = dx > 1e-9 ? need_x / dx : HUGE_VAL, sy = dy > 1e-9 ? need_y / dy : HUGE_VAL;
      const double s = std::min(sx, sy);
      if (std::isfinite(s)) least = std::max(least, s);  // two places at one point cannot be parted
    }
  return least;
}

mapui::Camera fit_field(const mapui::Rect& world, mapui::Vec2 canvas, mapui::Vec2 margin, double least) {
  mapui::Camera cam;
  cam.centre = world.centre();
  const double w = std::max(1.0, canvas.x - 2 * margin.x), h = std::max(1.0, canvas.y - 2 * margin.y);
  cam.scale = std::max(least, std::min(w / std::max(1.0, world.width()), h / std::max(1.0, world.height())));
  if (!(cam.scale > 0) || !std::isfinite(cam.scale)) cam.scale = 1.0;
  cam.fit_scale = cam.scale;
  cam.min_scale = cam.scale * 0.5;
  cam.max_scale = cam.scale * 12;
  return cam;
}

std::string tile_text(const battles::HandItem& item) { return item.is_hidden() ? "a marker" : item.name(); }

std::string hand_summary(const FieldPicture::Hand& hand, const std::string& side_name) {
  std::size_t hidden = 0;
  for (const auto& i : hand.items) hidden += i.is_hidden() ? 1 : 0;
  const std::size_t n = hand.items.size();
  std::string what = hand.what.empty() ? (n == 1 ? "marker" : "markers") : hand.what;
  // A side's name may be singular or plural ("Argozia", "Swiss"): no verb agrees with it.
  std::string out = side_name + ": " + (n == 0 ? "no " + what : std::to_string(n) + " " + what);
  if (n > 0) out += ": " + std::to_string(n - hidden) + " shown, " + std::to_string(hidden) + " face down";
  return out;
}

std::string piece_line(const FieldPicture::Piece& piece) {
  std::string out = piece.name.empty() ? piece.badge : piece.name;
  if (!piece.badge.empty() && !piece.name.empty()) out += " (" + piece.badge + ")";
  for (const auto& s : piece.states) out += ", " + s;
  return out;
}

std::vector<std::string> place_lines(const FieldPicture& picture, const FieldPicture::Place& place,
                                     const std::map<std::string, std::string>& side_names) {
  auto name_of = [&](const std::string& side) {
    auto it = side_names.find(side);
    return it == side_names.end() ? side : it->second;
  };
  std::vector<std::string> out{place.name.empty() ? place.id : place.name};
  // "Blue: line" (a side's name may be singular or plural: no possessive, no verb agreeing with it)
  std::string what =
      place.side.empty() ? place.kind : name_of(place.side) + (place.kind.empty() ? "" : ": ") + place.kind;
  if (!what.empty()) out.push_back(what);
  const auto pieces = pieces_in(picture, place.id);
  if (pieces.empty()) out.push_back("No piece here");
  for (const auto* p : pieces) out.push_back(name_of(p->side) + ": " + piece_line(*p));
  return out;
}

}  // namespace umpire::battlesui
