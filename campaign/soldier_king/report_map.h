// The map pages of a Soldier King faction's report: a full page (A4 or US
// Letter, landscape, the setting reports.map_paper) with the provinces
// coloured by their rulers, every box named, the highways, roads and rivers
// (with their flow), what the faction knows (the report level of each box, the
// foreign forces last seen with the season they were seen) and its own columns
// by name, with a legend; and a second page enlarging the region of its
// columns when the whole map is too small to read there. Written from the
// faction's issued PlayerPicture, its remembered sightings and the public map
// and political map only (ARCHITECTURE promise 4).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "report/document.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/map.h"
#include "soldier_king/sightings.h"

namespace umpire::sk {

enum class MapPaper { A4, Letter };

// What the map pages know beyond the picture and the map.
struct MapKnowledge {
  // Who rules each province: public, as the map shows it at the start (SK
  // 15.1, 16.1) and as plebiscites and grants change it (SK 16.1.1, 16.1.2).
  std::map<std::string, std::string> rulers;
  std::set<std::string> captured;  // boxes the faction holds by capture (SK 15.1): its own
  Sightings sightings;             // the foreign forces it last saw, box by box (sightings.h)
  MapPaper paper = MapPaper::A4;   // the setting reports.map_paper
};

// The faction's MapKnowledge in the campaign now (its sightings as its issued
// picture leaves them).
MapKnowledge map_knowledge(const SkState& s, const std::string& faction, const PlayerPicture& picture);

// The map pages: one page picture, and a second when the region of the
// faction's columns is worth enlarging.
std::vector<report::Picture> map_pages(const PlayerPicture& picture, const Map& map, const MapKnowledge& k);

// Adds the map pages at the end of a report.
void add_map_pages(report::Document& doc, const PlayerPicture& picture, const Map& map, const MapKnowledge& k);

// The smallest printed size of a label on a page picture (points), and the
// enlargement from which a second page is drawn.
inline constexpr double kMapMinLabelPt = 7.0;
inline constexpr double kMapEnlargeAtLeast = 1.5;

}  // namespace umpire::sk
