// A 1631 side's report: the tracks, its own forces and reserves, what it
// knows of the enemy (setting "knowledge"), the cities' markers, the ravaged
// regions and its combats. Written from a SideView (view.h) alone, so it cannot
// tell what the view does not hold; registered with the report providers
// (src/report/providers.h) with the turn summary (summary.h), for the Reports
// window, `umpire report FILE --faction swedish` and the bundles.
#pragma once

#include <string>
#include <vector>

#include "1631/view.h"
#include "report/document.h"

namespace umpire::flammes {

report::Document render_report(const SideView& view);

// Shared with the summary: the tracks as a table (1631 §2.4), a combat's
// outcome in words.
report::Table tracks_table(const TracksView& t);
std::string combat_outcome(const CombatView& c);

// Registers 1631's report provider: each side's report and the turn summary.
void register_reports();

}  // namespace umpire::flammes
