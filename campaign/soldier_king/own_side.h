// What a Soldier King player knows of his own side, for his report: his
// columns with their march state and supply, his garrisons and general
// officers, his magazines, entrenchments, holdings, his army against its
// maximum and the victories counted for next winter, the spring's events that
// touch him and the battles he fought.
//
// Computed from the truth for ONE faction (own_side): nothing in it depends on
// another faction's pieces that the faction may not see. Supply is the result
// the umpire gave at the faction's own supply check (SK 9.6), never a trace
// made now through boxes whose hostile troops the player cannot see; the
// recruiting cities are those it holds, without the hostile-troops test of
// SK 13.3 (which would tell where enemy troops stand).
#pragma once

#include <string>
#include <vector>

#include "soldier_king/forces.h"
#include "soldier_king/gazette.h"
#include "soldier_king/state.h"

namespace umpire::sk {

struct OwnColumn {
  Column column;          // its stands as they are now
  std::string commander;  // the DC's name, "" when none
  std::string box_name;   // "not placed" when not on the map
  int sp = 0;
  std::string quality;     // the majority quality of its stands ("Experienced")
  std::string marches;     // "1 of 2" during its owner's turn (SK 10.4), "" otherwise
  std::string supply;      // "In supply", "Out of supply: ...; may forage ..." (SK 9.6, 9.6.1)
  std::string works;       // "entrenched (permanent works)", "entrenched (hasty works, 12 in)", ""
  int attrition_owed = 0;  // SP of attrition still to take off it this turn (SK 9.6.2)
};

struct OwnGarrison {
  std::string box_name;
  std::vector<Stand> stands;
  int sp = 0;
  std::string quality;
};

struct OwnMagazine {
  std::string box_name;
  std::string owner;  // "" for the faction's own; else the owner's name, who lets it use it (SK 9.2.2)
  std::string users;  // the other factions it lets use it, in words
};

struct OwnWorks {
  std::string box_name;
  std::string text;  // "hasty works, 16.5 inches (SK 10.8)"; "permanent entrenchment (SK 10.8.3)"
};

struct OwnBattle {
  std::string date, place;
  std::string side;       // "attacker" or "defender"
  std::string opponents;  // "Bravance", "the Rebels of Valmorin"
  std::string outcome;    // "won", "lost", "withdrew before battle", "to be fought"
  std::string details;    // the ending, the SP lost, where the beaten side retreated
};

struct OwnSide {
  std::string moment;  // "Summer 1741, during your turn (movement)"
  // The turn (SK 10.1, 10.4): shown when the faction's turn is running.
  bool turn_running = false;
  int marches_allowed = 0, marches_used = 0, column_march_limit = 2;
  std::string supply_when;  // when the supply shown was determined
  std::vector<OwnColumn> columns;
  std::vector<OwnGarrison> garrisons;
  std::vector<std::string> officers;  // general officers not commanding a column, in words
  std::vector<OwnMagazine> magazines;
  std::vector<OwnWorks> works;
  std::vector<std::string> fortresses;  // every Fortress marker on the map (public, SK 17.2.3), in words
  // Holdings (SK 15.1, 16.1, 19.1).
  std::vector<std::string> provinces_ruled;  // names
  std::vector<std::string> boxes_captured;   // "Kalmsee (Vellmark)"
  std::vector<std::string> boxes_lost;  // boxes of provinces it rules held by another: "Kalmsee (captured by Bravance)"
  std::vector<std::string> recruiting_cities;  // those it holds, "Vellhaven (ruled, 3)"
  std::vector<std::string> electoral_held;     // electoral cities it holds
  int electoral_total = 0;
  // The army and next winter's recruiting (SK 13.1, 13.1.2, 13.2.2).
  int army_columns = 0, army_maximum = 0;
  int victories = 0;        // battles won since its last winter recruiting (SK 13.1.2)
  int next_winter = 0;      // the winter those count for
  int base_recruiting = 0;  // that winter's base number (SK 13.1.1)
  // The spring's events (SK 17): every draw's public face, with the result
  // for the draws that touch this faction.
  std::string events_season;  // "Spring 1741", "" when the season has none
  std::vector<EventNotice> events;
  std::vector<OwnBattle> battles;
};

OwnSide own_side(const SkState& s, const std::string& faction);

}  // namespace umpire::sk
