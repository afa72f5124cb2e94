// The arithmetic and the words of a battle's field in the Battle window
// (field_view.cpp draws them): the sides' colours, the world the canvas fits,
// the pieces of a place laid out as badges, what a place's tooltip says and
// what a hand's tiles show. No Dear ImGui: tested on its own.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "sessions/field_picture.h"
#include "ui/map/geometry.h"

namespace umpire::battlesui {

// Two clear colours for the set-up's first two sides (then a few more), by
// the side's index in the set-up.
unsigned side_rgb(std::size_t index);
// Each side id's colour, by its order in the set-up.
std::map<std::string, unsigned> side_colours(const std::vector<std::string>& side_ids);

// What "fit" shows: every place (a single place or a line of them is widened
// so the camera stays finite).
mapui::Rect field_world(const battles::FieldPicture& picture);

// The pieces in a place, in the picture's order.
std::vector<const battles::FieldPicture::Piece*> pieces_in(const battles::FieldPicture& picture,
                                                           const std::string& place);
// The pieces in no place the picture has: off the field.
std::vector<const battles::FieldPicture::Piece*> pieces_off_field(const battles::FieldPicture& picture);

// What a piece's badge reads: its badge, else its name shortened.
std::string badge_text(const battles::FieldPicture::Piece& piece);

// Badges of `widths` (pixels) and one `height`, in rows no wider than
// `max_row` (a badge wider than that alone in its row), `gap` apart and
// `pad` inside the box: where each lies from the box's top-left, and the box.
struct BadgeLayout {
  std::vector<mapui::Vec2> at;
  mapui::Vec2 box;
};
BadgeLayout lay_out_badges(const std::vector<double>& widths, double height, double max_row, double gap, double pad,
                           mapui::Vec2 min_box);

// The fewest pixels per world unit at which no two places' rectangles
// (`extents`: each place's width and height in pixels, its name included,
// centred on its point) overlap, `gap` pixels kept between them; 0 when
// nothing constrains it.
double least_scale(const std::vector<mapui::Vec2>& points, const std::vector<mapui::Vec2>& extents, double gap);
// The camera showing the field: fitted to the canvas, `margin` pixels kept
// free on each side (x left and right, y above and below), but never at fewer
// pixels per unit than `least` (then the umpire pans to see the rest).
mapui::Camera fit_field(const mapui::Rect& world, mapui::Vec2 canvas, mapui::Vec2 margin, double least);

// What a tile of a hand shows: a shown item's name; a hidden one only "a marker".
std::string tile_text(const battles::HandItem& item);
// "Red holds 3 markers: 1 shown, 2 face down" (the hand's own word when it has one).
std::string hand_summary(const battles::FieldPicture::Hand& hand, const std::string& side_name);

// A piece in words: "Swiss Pikemen (Pi 2), reduced, in retreat".
std::string piece_line(const battles::FieldPicture::Piece& piece);
// The tooltip of a place: its name, whose half and its kind ("Blue: line"), then its pieces by side.
std::vector<std::string> place_lines(const battles::FieldPicture& picture, const battles::FieldPicture::Place& place,
                                     const std::map<std::string, std::string>& side_names);

}  // namespace umpire::battlesui
