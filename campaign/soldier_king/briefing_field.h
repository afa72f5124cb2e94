// The sketch of a Soldier King battlefield for the table (SK 11.4-11.7, 11.12):
// the 12' x 12' area of the box, the lines that leave it (roads, highways,
// rivers with their flow) in their directions on the campaign map, the lines
// the attackers came by, the crossings a river needs, the town blocks, each
// side's deployment area and the attacker's minimum distance. Everything in it
// is public (the map) or known to both sides (the lines the attackers used,
// SK 11.7), so both sides' briefings and the umpire's copy draw the same sketch.
#pragma once

#include <string>
#include <vector>

#include "handoff/handoff.h"
#include "report/document.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// A line leaving the battle box, as the campaign map draws it.
struct SketchLine {
  std::string type;        // "road", "highway", "river"
  std::string to_name;     // the box at its other end
  double dx = 0, dy = 0;   // its direction on the map (y grows southwards)
  bool flows_out = false;  // a river flowing toward `to_name`
  bool attackers = false;  // attackers came by it (SK 11.7)
};

// What the sketch draws, from the map: public, so a value in any view.
struct FieldSketch {
  bool known = false;  // false: made without the map (the sketch is left out)
  std::string box_name;
  int stone_blocks = 1;                 // SK 11.12: 1 in a city box, 2 in a recruiting city
  bool permanent_entrenchment = false;  // marked on the map (SK 10.8.3)
  std::vector<SketchLine> lines;
  // The attackers' arrivals (SK 11.7), each with the direction it came from.
  struct Arrival {
    std::string from_name, by;
    double dx = 0, dy = 0;
  };
  std::vector<Arrival> arrivals;
  bool rebels_rise = false;  // Rebels attacking from inside the city (SK 17.2.8): no line of arrival
  int min_distance = 10;     // inches (SK 11.5.1-11.5.3)
  std::string deployment_rule = "SK 11.5.3";
};

FieldSketch field_sketch(const SkState& s, const battles::BattleSetup& setup);

// The sketch as a picture for the briefings (empty when !known).
report::Picture field_picture(const FieldSketch& f);

}  // namespace umpire::sk
