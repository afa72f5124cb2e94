// A Soldier King faction's report for one player turn (issue 4): header,
// intelligence by province, the faction's own forces, its treaties and the
// Imperial Court's judgements (issue 8), and a map picture of what it knows.
// Written from a PlayerView (src/report/providers.h): the faction's issued
// PlayerPicture, its FactionDiplomacy view and the public map and data, so it
// cannot reveal what those do not hold.
#pragma once

#include <string>

#include "report/document.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/forces.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/map.h"
#include "soldier_king/report_map.h"

namespace umpire::sk {

// What a faction's report is written from. The map and the stand types are
// public: every player has the map, and the stand types are the rules' tables.
struct PlayerView {
  PlayerPicture picture;         // the intelligence last issued to the faction (SK 8.1-8.3.3)
  FactionDiplomacy diplomacy;    // its treaties and agreements, and the Court's public judgements (SK 6)
  std::string campaign_name;
  MapPtr map;
  ForcesPtr forces;
  MapKnowledge map_knowledge;  // the map pages' rulers, own captures, sightings and paper (report_map.h)
};

// The view of a faction with issued intelligence (the report's not_ready says
// when there is none): computed from the stored picture and faction_diplomacy.
PlayerView player_view(const CampaignState& cs, const std::string& faction);
report::Document render_player_report(const PlayerView& view);

report::Document player_report(const PlayerPicture& picture, const Map& map, const Forces& forces,
                                const std::string& campaign_name, const FactionDiplomacy& diplomacy = {});

// Registers Soldier King's report provider (src/report/providers.h): the turn
// report, and each side's battle briefing (briefing.h).
void register_reports();

}  // namespace umpire::sk
