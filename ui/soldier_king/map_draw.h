// The Soldier King layers of the shared map canvas (ui/map/canvas.h): the
// scene (city boxes and province labels as nodes, transport lines as edges,
// provinces as groups), what is drawn on a box and on a line, the forces in
// each box, the tooltips and the legend.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "soldier_king/intelligence.h"
#include "soldier_king/state.h"
#include "ui/map/canvas.h"

namespace umpire::skui {

// What one frame of the Soldier King map shows.
struct SkMapView {
  const sk::SkState* state = nullptr;
  std::string viewer;                          // "" = the umpire
  const sk::PlayerPicture* picture = nullptr;  // the viewer's latest intelligence
  std::string selected;                        // a city box
  float font = 13;                             // pixels for city names
  // In the umpire's view, what each faction knows of a box (for its tooltip).
  std::function<std::vector<std::string>(const std::string& box)> knowledge;
};

// Nodes: the provinces' label boxes first (drawn under the cities), then the city boxes.
class SkMapLayers : public mapui::Layers {
 public:
  explicit SkMapLayers(SkMapView view);

  mapui::Scene scene(const mapui::Frame& f) const;
  // The city box or province a node stands for ("" when it is the other kind).
  const std::string& box_of(int node) const;
  const std::string& province_of(int node) const;
  int node_of_box(const std::string& box) const;  // -1 when it is not on the map

  // The boxes whose marks were drawn so far (tests read what a view shows).
  struct Drawn {
    std::set<std::string> battles;    // a battle not yet decided
    std::set<std::string> magazines;  // at least one magazine
  };
  const Drawn& drawn() const { return drawn_; }

  void edge(const mapui::Frame& f, int edge, const mapui::EdgeView& e) override;
  void node(const mapui::Frame& f, int node, const mapui::NodeView& v) override;
  void node_above(const mapui::Frame& f, int node, const mapui::NodeView& v) override;
  void tooltip(const mapui::Frame& f, const mapui::Hit& hit) override;

 private:
  void city(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v) const;
  void province(const mapui::Frame& f, const sk::Province& p, const mapui::NodeView& v) const;
  void stacks(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v) const;
  void reported(const mapui::Frame& f, const sk::BoxIntel& intel, float x, float y, float size) const;
  void marks(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v);
  float battle_mark_radius(const mapui::Frame& f) const;
  int works_drawn(const sk::CityBox& b) const;  // zigzags under the box

  SkMapView view_;
  const sk::Map& map_;
  std::size_t provinces_ = 0;
  std::unordered_map<std::string, int> box_nodes_;  // box id -> node
  std::set<std::string> battles_;                   // boxes with a battle the viewer knows of, not yet decided
  std::map<std::string, std::vector<std::string>> magazines_;  // box -> owners of the magazines the viewer sees
  Drawn drawn_;
};

// The legend entries of the Soldier King map: the lines, the box markings, the Kings' colours.
std::vector<mapui::LegendEntry> sk_legend(const sk::SkState& s);

}  // namespace umpire::skui
