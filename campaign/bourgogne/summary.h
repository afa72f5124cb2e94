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
// And first what changed in the turn, from the same public facts, against what
// they were as the turn began (sequence_marks.h mark_turn_start): the VP
// scored, the control markers that changed hands, the battles and sieges of
// the turn and how they ended, Table 4's pointers that moved, the allies that
// joined or turned neutral, France; the reinforcements the schedule brings this
// turn (in the open game, whether they have come).
// Never which units or commanders fought, stand anywhere, or wait in a pool.
#pragma once

#include <string>
#include <vector>

#include "bourgogne/view.h"
#include "report/document.h"
#include "report/providers.h"

namespace umpire::bourgogne {

// What changed in the turn, in the umpire's words (each line cites its rule).
struct TurnChanges {
  bool known = false;  // the turn's start was kept (a campaign begun before it was: not until its next turn)
  int turn = 0;
  std::vector<std::string> vp, markers, combats, allies, reinforcements;
};

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
  TurnChanges changes;
};

TurnChanges turn_changes(const State& s, const ViewSettings& settings);

SummaryView summary_view(const State& s, const ViewSettings& settings);
// For the provider: the same for every recipient.
SummaryView summary_view_for(const CampaignState& cs, const std::string& recipient);
report::Document render_summary(const SummaryView& view);
// The "summary" handout (recipients and readiness are set by report.cpp).
report::Handout summary_handout();

}  // namespace umpire::bourgogne
