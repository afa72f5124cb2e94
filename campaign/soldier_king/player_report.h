// A Soldier King faction's report for one player turn: header, intelligence
// by province (SK 8), everything the faction knows of its own side (own_side.h:
// columns with march state and supply, garrisons, magazines, entrenchments,
// holdings, army size and next winter's victories, the spring's events, its
// battles), its treaties and the Imperial Court's judgements (SK 6), and a map
// picture of what it knows. Written from a PlayerView (src/report/providers.h):
// the faction's issued PlayerPicture, its OwnSide and FactionDiplomacy views
// and the public map and data, so it cannot reveal what those do not hold.
#pragma once

#include <string>

#include "report/document.h"
#include "report/providers.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/forces.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/map.h"
#include "soldier_king/own_side.h"
#include "soldier_king/report_map.h"

namespace umpire::sk {

// What a faction's report is written from. The map and the stand types are
// public: every player has the map, and the stand types are the rules' tables.
struct PlayerView {
  PlayerPicture picture;         // the intelligence last issued to the faction (SK 8.1-8.3.3)
  FactionDiplomacy diplomacy;    // its treaties and agreements, and the Court's public judgements (SK 6)
  OwnSide own;                   // what it knows of its own side, now
  std::string campaign_name;
  MapPtr map;
  ForcesPtr forces;
  MapKnowledge map_knowledge;  // the map pages' rulers, own captures, sightings and paper (report_map.h)
};

// The view of a faction with issued intelligence (the report's not_ready says
// when there is none): computed from the stored picture, faction_diplomacy
// and own_side for this faction only.
PlayerView player_view(const CampaignState& cs, const std::string& faction);
report::Document render_player_report(const PlayerView& view);

// A report from a picture alone (tests, older callers): its own side is the
// picture's own columns, garrisons and officers, with no march state, supply
// or holdings.
report::Document player_report(const PlayerPicture& picture, const Map& map, const Forces& forces,
                                const std::string& campaign_name, const FactionDiplomacy& diplomacy = {});

// Registers Soldier King's report provider (src/report/providers.h): the turn
// report, each side's battle briefing (briefing.h) and the season's gazette
// (gazette.h).
void register_reports();

// A handout each faction in play receives one of (the report, the orders
// sheet, the gazette): sets its recipients, and a not_ready that refuses only
// a faction that is not in the campaign.
void to_each_active_faction(report::Handout& h);

}  // namespace umpire::sk
