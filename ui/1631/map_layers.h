// The 1631 layers of the shared map canvas (ui/map/canvas.h), drawn from a
// MapPicture (map_picture.h), never from the state: the regions tinted by how
// ravaged they are, the areas by kind (green, city square, fortress star,
// strategic area), the lines by type, the city markers, one army marker per
// side in an area, the sieges, the action being built, the legend.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ui/1631/map_picture.h"
#include "ui/map/canvas.h"

namespace umpire::flammesui {

struct MapView {
  const MapPicture* picture = nullptr;
  std::string selected;           // an area
  std::string from;               // the acting army's area (the Action window)
  std::vector<std::string> path;  // the path being built
  float font = 13;
};

// Nodes: the areas, in the picture's order; the regions are groups, named where there is room.
class FlammesLayers : public mapui::Layers {
 public:
  explicit FlammesLayers(MapView view);

  // Built once a frame, before draw_canvas (it remembers each area's label variants).
  mapui::Scene scene(const mapui::Frame& f);
  // The area a node stands for.
  std::string area_of(int node) const;
  int node_of(const std::string& area) const;  // -1 when not on the map

  void edge(const mapui::Frame& f, int edge, const mapui::EdgeView& e) override;
  void node(const mapui::Frame& f, int node, const mapui::NodeView& v) override;
  void node_above(const mapui::Frame& f, int node, const mapui::NodeView& v) override;
  void overlay(const mapui::Frame& f, const std::vector<mapui::NodeView>& nodes) override;
  void tooltip(const mapui::Frame& f, const mapui::Hit& hit) override;

 private:
  float symbol() const;  // an area's symbol, pixels
  // What a label variant of an area shows: with its armies and siege, under or over the symbol, shortened.
  struct LabelVariant {
    bool armies = false, above = false, short_name = false;
  };
  std::vector<std::string> variant_lines(const AreaMark& a, LabelVariant lv) const;

  MapView view_;
  std::vector<int> edge_lines_;                      // scene edge -> picture line
  std::vector<std::vector<LabelVariant>> variants_;  // per area, its node's labelled sizes
  std::vector<float> stacks_;  // per area, how far its markers reach down from the symbol's top (pixels)
  std::vector<std::pair<std::string, mapui::Vec2>> region_names_;  // a name and where (world)
};

std::vector<mapui::LegendEntry> flammes_legend();
// The colour of a city marker (1631 §3.1), white for none.
unsigned marker_rgb(flammes::Marker m);

}  // namespace umpire::flammesui
