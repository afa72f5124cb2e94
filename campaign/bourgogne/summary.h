// The turn summary: the public news of a campaign of Les Guerres de Bourgogne,
// the same handout for both camps. What is public, and why:
//  - the turn, its months and weather (GdB 1), the VP of both camps and those
//    recorded at the end of each turn (GdB 12.1): the tracks lie in front of
//    both players;
//  - Table 4's pointers and France (GdB 11, 13): on the table;
//  - every objective's control marker (GdB 6.1) and which objectives stand
//    in the other camp's hands: the markers lie on the map;
//  - each combat's place, kind, camps and outcome: the battle and siege
//    markers are on the map and the loser's retreat and the VP follow for all
//    to see (GdB 9.5.11-9.5.13);
//  - the reinforcement schedule (GdB 14).
// Never which units or commanders fought, stand anywhere, or wait in a pool.
#pragma once

#include <string>
#include <vector>

#include "bourgogne/view.h"
#include "report/document.h"
#include "report/providers.h"

namespace umpire::bourgogne {

struct SummaryView {
  std::string campaign_name;
  bool umpired = false;
  bool map_reconstructed = false;
  TracksView tracks;
  std::vector<ZoneView> objectives;  // every objective as its marker shows it
  // Objectives whose marker shows the camp that is not the zone's own (its
  // original territory's or its land's ally): "Bern (19), held by the Burgundians".
  std::vector<std::string> taken;
  std::vector<CombatView> combats;  // no forces named
  std::vector<ReinforcementView> schedule;
};

SummaryView summary_view(const State& s, const ViewSettings& settings);
// For the provider: the same for every recipient.
SummaryView summary_view_for(const CampaignState& cs, const std::string& recipient);
report::Document render_summary(const SummaryView& view);
// The "summary" handout (recipients and readiness are set by report.cpp).
report::Handout summary_handout();

}  // namespace umpire::bourgogne
