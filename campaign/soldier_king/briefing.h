// The tabletop briefing of one side of a Soldier King battle (SK 11.4-11.10;
// digest P-10, P-11): its own forces as Volley & Bayonet stands, its officers,
// the battlefield, deployment and timing rules, and — for the attacker only —
// the intelligence of the defender's position the umpire gives (11.5.1-11.5.3).
// Built from the battle's hand-off set-up and nothing else, so a side's
// briefing cannot show the other side's forces.
#pragma once

#include <string>
#include <vector>

#include "handoff/handoff.h"
#include "report/document.h"

namespace umpire::sk {

// `side` is "attacker" or "defender"; `attacker_intelligence` is the umpire's
// description of the defender's position for the attacker (ignored for the
// defender), "" when not written yet.
report::Document battle_briefing(const battles::BattleSetup& setup, const std::string& side,
                                 const std::string& attacker_intelligence);

// Writes both sides' briefings of a battle sent to the table, as PDF (to print)
// and self-contained HTML (to send): <dir>/<battle>-attacker.pdf and so on.
// Returns the files written; UserError when the battle has no set-up yet or a
// file cannot be written.
std::vector<std::string> export_briefings(const battles::BattleSetup& setup, const std::string& attacker_intelligence,
                                          const std::string& dir);

}  // namespace umpire::sk
