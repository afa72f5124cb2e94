// Drawing the Soldier King map with ImDrawList: province areas and boxes, city
// boxes with their markings, transport lines, and the forces in each box.
#pragma once

#include <imgui.h>

#include <string>

#include "soldier_king/intelligence.h"
#include "soldier_king/state.h"
#include "ui/soldier_king/map_view.h"

namespace umpire::skui {

struct Rect {
  ImVec2 min, max;
  bool contains(ImVec2 p) const { return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y; }
  ImVec2 centre() const { return ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2); }
};

struct MapFrame {
  ImDrawList* draw = nullptr;
  ImVec2 pos, size;  // the canvas
  MapCamera camera;
  std::string viewer;  // "" = the umpire
  const sk::PlayerPicture* picture = nullptr;  // the viewer's latest intelligence
  std::string selected, hovered;
  bool names = true;   // city names are drawn (else only on hover and selection)
  float font = 13;     // pixels for city names

  ImVec2 at(const sk::Point& p) const;
};

// The screen rectangle of a city box (names shown or not).
Rect city_rect(const MapFrame& f, const sk::CityBox& b);
// The screen rectangle of a province box.
Rect province_rect(const MapFrame& f, const sk::Province& p);

// The city box under a screen point, or "" (a small margin counts).
std::string box_at(const MapFrame& f, const sk::SkState& s, ImVec2 point);
std::string province_at(const MapFrame& f, const sk::SkState& s, ImVec2 point);

void draw_map(const MapFrame& f, const sk::SkState& s);

}  // namespace umpire::skui
