// What the strategic map of Les Guerres de Bourgogne shows, filled from the
// state in one place so that the drawing never reads the state itself: the
// umpire's truth, or what one camp may know. No Dear ImGui: tested on its own.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogneui {

// A camp's stack in a zone (GdB 7.1): an army (a commander on top) or a garrison.
struct StackMark {
  bourgogne::Camp camp = bourgogne::Camp::Burgundy;
  bool army = false;
  std::string leader;              // the commander on top ("" for a garrison or unknown)
  int ss = -1;                     // -1: not known to the viewer (GdB 7.1: stacks are not inspected)
  std::vector<std::string> lines;  // its units and commanders in words, when known
  std::string label() const;       // "Charles the Bold · army, 22 SS" / "garrison"
};

struct ZoneMark {
  std::string id, name;  // "19", "Bern (19)"
  double x = 0, y = 0;
  bool mountain = false;
  int vp = 0, fv = 1;
  std::optional<bourgogne::Camp> controller;
  bool disputed = false, neutral = false;
  std::optional<bourgogne::Camp> marker;  // the control marker of an objective
  std::string territory;                  // "Savoy", "" when nobody's
  std::vector<StackMark> stacks;
};

struct LinkMark {
  std::string a, b;
  bool junction = false;
};

struct LakeMark {
  std::string name;
  double x = 0, y = 0, rx = 0, ry = 0;
};

struct MapPicture {
  std::string viewer;  // "" the umpire's truth, else the camp it is shown to
  std::string note;    // what the picture is, when not the plain truth
  bool reconstructed = false;
  std::vector<ZoneMark> zones;
  std::vector<LinkMark> links;
  std::vector<LakeMark> lakes;
  const ZoneMark* zone(const std::string& id) const;
};

// Everything on the map as it is (the umpire's view).
MapPicture truth_picture(const bourgogne::State& s);
// What `viewer` sees ("" the umpire; "burgundy" or "swiss" a camp).
MapPicture picture_for(const CampaignState& cs, const std::string& viewer);

}  // namespace umpire::bourgogneui
