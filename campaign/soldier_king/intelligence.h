// Intelligence (SK 8.1-8.3.3, digest P-21, G-11): what each faction may know.
// scout() decides the report level of every box from the faction's columns and
// its civilian sympathisers; make_picture() turns the truth into the faction's
// picture, rolling the dice that decide an Inaccurate report's nationality.
// Everything a player receives is rendered from a PlayerPicture, which holds
// nothing the faction is not entitled to know (ARCHITECTURE promise 4).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/dice.h"
#include "soldier_king/state.h"

namespace umpire::sk {

enum class ReportLevel { None, Inaccurate, Accurate, Comprehensive };
const char* to_string(ReportLevel l);

struct Sighting {
  ReportLevel level = ReportLevel::None;
  std::string via;  // "infantry at Vellhaven", "cavalry at Ostmoor through Kalmsee", "sympathisers", "own troops"
};

// The civilian sympathisers of a faction (8.3.3): every box of a province it
// ruled at the start or has ruled since, and the recruiting cities of the
// provinces adjacent to its home provinces.
std::set<std::string> sympathiser_boxes(const SkState& s, const std::string& faction);

// The report level of every box for the faction now (8.3); boxes it gets no
// report on are absent. The most detailed source wins (8.3).
std::map<std::string, Sighting> scout(const SkState& s, const std::string& faction);

// One foreign faction's troops in a box, as far as the report level reveals.
struct ForeignForce {
  std::string faction;      // Accurate and Comprehensive only
  std::string army;         // the army's name, if it has one (8.2.2)
  std::string commander;    // the overall commander's name (8.2.2)
  int infantry_columns = 0, cavalry_columns = 0;
  bool garrison = false;    // garrison troops present (G-11)
  // Comprehensive (8.2.3):
  std::vector<std::string> column_commanders;
  int regiments = 0, brigades = 0, batteries = 0, garrison_units = 0;  // by arm, as reports issued before `units` counted
  // The units as what they are, by arm and the noun of the stand type's name
  // ("infantry regiment", "cavalry regiment", "cavalry brigade", "artillery
  // battery"): a light cavalry regiment is a regiment (8.2.3). Empty in a
  // report issued before it was kept, which is then told by arm.
  std::map<std::string, int> units;
  bool entrenched = false;
};

struct BoxIntel {
  std::string box;
  ReportLevel level = ReportLevel::None;
  std::string via;
  bool troops = false;        // foreign troops present
  std::string possibly;       // Inaccurate: the nationality reported, maybe wrong (8.2.1)
  std::vector<ForeignForce> forces;  // Accurate and Comprehensive
};

// What one faction knows at one moment: its reports and its own forces.
struct PlayerPicture {
  std::string faction;
  GameDate date;
  std::vector<BoxIntel> boxes;      // only boxes with a report, most detailed first
  std::vector<Column> own_columns;
  std::vector<Officer> own_officers;
  std::vector<Garrison> own_garrisons;
};

Json to_json(const BoxIntel& b);
BoxIntel box_intel_from_json(const JsonCursor& c);
Json to_json(const PlayerPicture& p);
// The picture as SkState::pictures keeps it: its JSON made when first read.
LazyJson picture_json(PlayerPicture p);
PlayerPicture picture_from_json(const JsonCursor& c);

// Builds the faction's picture; rolls one labelled die per Inaccurate report
// with troops in it (and one more to pick the wrong nation when it misleads).
// The dice are keyed rolls (date, faction, box, what the roll decides): with
// seeded dice they do not depend on any other faction's report or on the order
// in which the factions' reports are made.
PlayerPicture make_picture(const SkState& s, const std::string& faction, Dice& dice);

// The report's text for one box, in the rulebook's own style (8.2.1-8.2.3).
std::string report_text(const BoxIntel& b);

}  // namespace umpire::sk
