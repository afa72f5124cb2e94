// The turn summary: the public news of a 1631 campaign, the same handout for
// both sides. What is public, and why:
//  - the tracks (1631 §2.4: turn, initiative, Swedish VP, both SP markers, the
//    diplomacy track; the alliances, Révolte and Panic markers, 1631 §6.7,
//    §10.1, §10.2): they lie on the track board in front of both players;
//  - every city's marker and whether it is sacked (1631 §3.1, §7.9.2): the
//    markers lie on the map; a capture shows as a marker changed (and in the
//    VP and SP tracks, 1631 §7.11);
//  - the ravaged regions (1631 §9.1.3): markers on the map;
//  - each combat's place, situation, attacker and victor: the victor's capture
//    and the loser's retreat change the map and the tracks for all to see
//    (1631 §7.9, §7.11).
// In the umpired variant (setting "knowledge") that is all: which and how many
// units fought, their losses and where the armies stand are known only to the
// parties (each side's report, report.h). In the open game, as in the boxed
// game, the forces that fought are named too.
#pragma once

#include <string>
#include <vector>

#include "1631/view.h"
#include "report/document.h"
#include "report/providers.h"

namespace umpire::flammes {

struct SummaryView {
  std::string campaign_name;
  bool umpired = false;
  TracksView tracks;
  std::vector<CityView> cities;  // every city with a marker: no siege, no garrison
  std::vector<std::string> ravaged;
  std::vector<CombatView> combats;  // the forces named only in the open game
};

SummaryView summary_view(const State& s, const ViewSettings& settings);
// For the provider: the same for every recipient.
SummaryView summary_view_for(const CampaignState& cs, const std::string& recipient);
report::Document render_summary(const SummaryView& view);
// The "summary" handout (recipients and readiness are set by report.cpp).
report::Handout summary_handout();

}  // namespace umpire::flammes
