// The layers of the strategic map of Les Guerres de Bourgogne on the shared
// map canvas (ui/map/canvas.h), drawn from a MapPicture, never from the
// state: the lakes, the links (a junction point dashed), each zone as a disc
// tinted by who controls it (GdB 6.1) — a triangle for a mountain zone, a
// double ring for a fortification value of 2, the objective's VP and its
// control marker — and beside it each camp's stack, an army or a garrison.
#pragma once

#include <string>
#include <vector>

#include "ui/bourgogne/map_picture.h"
#include "ui/map/canvas.h"

namespace umpire::bourgogneui {

inline constexpr unsigned kBurgundianBlue = 0x2d4fa0;
inline constexpr unsigned kSwissRed = 0xc0302a;
unsigned camp_rgb(bourgogne::Camp c);

class BourgogneLayers : public mapui::Layers {
 public:
  BourgogneLayers(const MapPicture& picture, std::string selected, float font);

  mapui::Scene scene(const mapui::Frame& f);
  std::string zone_of(int node) const;

  void background(const mapui::Frame& f) override;
  void edge(const mapui::Frame& f, int edge, const mapui::EdgeView& e) override;
  void node(const mapui::Frame& f, int node, const mapui::NodeView& v) override;
  void tooltip(const mapui::Frame& f, const mapui::Hit& hit) override;

 private:
  float radius() const { return font_ * 0.75f; }
  std::vector<std::string> lines(const ZoneMark& z, int variant) const;

  const MapPicture& picture_;
  std::string selected_;
  float font_ = 13;
  std::vector<int> edge_links_;
};

std::vector<mapui::LegendEntry> bourgogne_legend();

}  // namespace umpire::bourgogneui
