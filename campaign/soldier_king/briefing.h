// The tabletop briefing of one side of a Soldier King battle (SK 11.4-11.10):
// its own forces as Volley & Bayonet stands, its officers,
// the battlefield, deployment and timing rules, and — for the attacker only —
// the intelligence of the defender's position the umpire gives (11.5.1-11.5.3).
// Written from a BriefingView (src/report/providers.h): the side's own part of
// the battle's hand-off set-up, so a side's briefing cannot show the other
// side's forces.
#pragma once

#include <string>
#include <vector>

#include "handoff/handoff.h"
#include "report/document.h"
#include "report/providers.h"

namespace umpire::sk {

// What one side of a battle may know of it (SK 11.4-11.10): the field, the
// date and daylight, the deployment rule its cavalry superiority sets, where
// the attackers came from, and its own side, formations, stands and officers;
// the defender also its entrenchment (SK 10.8), the attacker also the umpire's
// description of the defender's position (SK 11.5.1-11.5.3) and how many of
// its columns came by each line.
struct BriefingView {
  std::string side;                 // "attacker" or "defender"
  battles::BattleSetup own;         // the set-up with the other side taken out
  std::string attacker_intelligence;  // "" for the defender
};

BriefingView briefing_view(const battles::BattleSetup& setup, const std::string& side,
                           const std::string& attacker_intelligence);
report::Document render_briefing(const BriefingView& view);

// The briefings as a handout: one per side of every battle sent to the table,
// recipient "<battle>:<side>" ("b3:attacker").
report::Handout briefing_handout();

// `side` is "attacker" or "defender"; `attacker_intelligence` is the umpire's
// description of the defender's position for the attacker (ignored for the
// defender), "" when not written yet. render_briefing(briefing_view(...)).
report::Document battle_briefing(const battles::BattleSetup& setup, const std::string& side,
                                 const std::string& attacker_intelligence);

// Writes both sides' briefings of a battle sent to the table, as PDF (to print)
// and self-contained HTML (to send): <dir>/<battle>-attacker.pdf and so on.
// Returns the files written; UserError when the battle has no set-up yet or a
// file cannot be written.
std::vector<std::string> export_briefings(const battles::BattleSetup& setup, const std::string& attacker_intelligence,
                                          const std::string& dir);

}  // namespace umpire::sk
