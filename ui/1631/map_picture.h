// What the 1631 map shows, filled from the state in one place so that the
// map's drawing never reads the state itself: the umpire's truth, or (once a
// side's view exists) what that side knows. No Dear ImGui: tested on its own.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammesui {

// One side's army in an area: in the field or inside the city (1631 §7.10).
struct ArmyMark {
  flammes::Side side = flammes::Side::Swedish;
  bool neutral = false;  // Saxons not yet allied (1631 §3): `side` is meaningless
  bool inside = false;
  std::string commander;        // the best commander's name ("" when none)
  bool commander_fresh = true;  // his state (1631 §8)
  int commanders = 0;
  int units = 0, spent_units = 0;  // units on the map, and how many of them are Spent (1631 §2.1)
  std::string strength;            // seen from afar in the umpired variant: "strong" or "weak", units unknown
  std::vector<std::string> lines;  // each unit and commander in words, for the tooltip
  std::string label() const;       // "Gustav Adolf (Spent) · 5 units, 2 Spent"
};

struct AreaMark {
  std::string id, name, other_name;  // the name the setting asks for, and the other one
  flammes::AreaKind kind = flammes::AreaKind::Green;
  double x = 0, y = 0;
  int vp = 0, sp = 0;  // now (1631 §7.9.2, §10.6)
  flammes::Marker marker = flammes::Marker::None;
  bool port = false, sacked = false;
  std::optional<flammes::Side> besieger;  // 1631 §7.10
  bool siege_attrition = false;           // 1631 §9.2
  int siege_pool = 0;                     // 1631 §9.2.1
  std::string region;
  int ravaged = 0;               // the region's level (1631 §9.1.3)
  std::vector<ArmyMark> armies;  // field armies first, then garrisons
};

struct LineMark {
  std::string a, b;
  flammes::LineType type = flammes::LineType::Road;
  std::string river, bridge_city;
};

struct RegionMark {
  std::string id, name;
  int ravaged = 0;
  std::vector<std::string> areas;
};

struct MapPicture {
  std::string viewer;  // "" the umpire's truth, else the side it is shown to
  std::string note;    // what the picture is, when not the plain truth
  std::vector<AreaMark> areas;
  std::vector<LineMark> lines;
  std::vector<RegionMark> regions;
  const AreaMark* area(const std::string& id) const;
};

// Everything on the map as it is (the umpire's view).
MapPicture truth_picture(const flammes::State& s, bool english);
// What `viewer` sees ("" the umpire): with the setting "knowledge" open both
// sides see everything (1631 §2.1); umpired, what the side's view
// (campaign/1631/view.h) lets it know: the public map and markers, its own
// forces, the others only where it watches, far ones as strong or weak.
MapPicture picture_for(const CampaignState& cs, const std::string& viewer, bool english);

}  // namespace umpire::flammesui
