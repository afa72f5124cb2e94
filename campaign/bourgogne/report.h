// A camp's report in Les Guerres de Bourgogne: the tracks (turn, VP, Table 4),
// its own stacks whole, the enemy's stacks as it sees them (setting
// "knowledge": their form and the commander on top of an army, never their
// contents, GdB 7.1), the zones' control, its counters off the map, the
// reinforcement schedule and its combats, and the map page. Written from a
// CampView (view.h) alone, so it cannot tell what the view does not hold;
// registered with the report providers (src/report/providers.h) with the turn
// summary (summary.h), for the Reports window, `umpire report FILE --faction
// swiss` and the bundles.
#pragma once

#include <string>

#include "bourgogne/view.h"
#include "report/document.h"

namespace umpire::bourgogne {

report::Document render_report(const CampView& view);

// Shared with the summary: the tracks, Table 4 and the objectives as tables.
report::Table tracks_table(const TracksView& t);
report::Table alliance_table(const TracksView& t);
report::Table objectives_table(const std::vector<ZoneView>& zones);
report::Table schedule_table(const std::vector<ReinforcementView>& schedule);
// The banner of the reconstructed map (the rulebook does not print it).
std::string reconstructed_map_banner();

// Registers the game's report provider: each camp's report and the turn summary.
// (The combat procedure's battle sheets join the provider's handouts here.)
void register_reports();

}  // namespace umpire::bourgogne
