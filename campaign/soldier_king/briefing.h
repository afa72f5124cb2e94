// The tabletop briefing of one side of a Soldier King battle (SK 11.4-11.10):
// a sketch of the field, deployment and timing rules, the command (SK 3.3),
// its own forces as Volley & Bayonet roster cards, and — for the attacker only —
// the intelligence of the defender's position the umpire gives (11.5.1-11.5.3).
// Written from a BriefingView (src/report/providers.h): the side's own part of
// the battle's hand-off set-up, so a side's briefing cannot show the other
// side's forces. The umpire's copy (both sides and the result sheet to fill in
// at the table) is no player's handout: it is written from its own view and
// never registered as a handout, so no recipient list can hand it to a side.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "handoff/handoff.h"
#include "report/document.h"
#include "report/providers.h"
#include "soldier_king/briefing_field.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// What one side of a battle may know of it (SK 11.4-11.10): the field, the
// date and daylight, the deployment rule its cavalry superiority sets, where
// the attackers came from, and its own side, formations, stands and officers;
// the defender also its entrenchment (SK 10.8), the attacker also the umpire's
// description of the defender's position (SK 11.5.1-11.5.3) and which of its
// columns came by each line. The sketch is public (the map, the lines used).
struct BriefingView {
  std::string side;                   // "attacker" or "defender"
  battles::BattleSetup own;           // the set-up with the other side taken out
  std::string attacker_intelligence;  // "" for the defender
  FieldSketch field;                  // not known: the briefing has no sketch
};

BriefingView briefing_view(const battles::BattleSetup& setup, const std::string& side,
                           const std::string& attacker_intelligence, FieldSketch field = {});
report::Document render_briefing(const BriefingView& view);

// The briefings as a handout: one per side of every battle sent to the table,
// recipient "<battle>:<side>" ("b3:attacker").
report::Handout briefing_handout();

// `side` is "attacker" or "defender"; `attacker_intelligence` is the umpire's
// description of the defender's position for the attacker (ignored for the
// defender), "" when not written yet. The sketch is drawn from the state's map.
report::Document battle_briefing(const SkState& s, const battles::BattleSetup& setup, const std::string& side,
                                 const std::string& attacker_intelligence);

// The set-up a battle's briefings are printed from: the stored set-up, with
// the columns' and officers' names as they are now (the umpire may rename
// them, sk.rename, after the battle went to the table).
battles::BattleSetup briefing_setup(const SkState& s, const Battle& b);

// Stand id -> "1" for the first stand of its column, 2 for the next... (the
// set-up's order): a stand is named by its type and this number at the table
// (briefings, result sheet, result form), never by its id.
std::map<std::string, int> stand_numbers(const battles::BattleSetup& setup);

// ---- the umpire's copy (briefing_umpire.cpp)

// Everything of the battle: both sides, the intelligence given the attacker,
// the boxes each side may retreat to if beaten (SK 11.11).
struct UmpireBriefingView {
  battles::BattleSetup setup;
  std::string attacker_intelligence;
  FieldSketch field;
  std::vector<std::string> attacker_retreats, defender_retreats;  // box names (SK 11.11)
  bool attacker_rebels = false, defender_rebels = false;          // never retreat (SK 17.2.8.1)
};
UmpireBriefingView umpire_briefing_view(const SkState& s, const Battle& b);
// Both sides' briefings in one, the adjusted cavalry and superiority, and the
// result sheet laid out like the result form.
report::Document render_umpire_briefing(const UmpireBriefingView& view);
report::Document umpire_briefing(const SkState& s, const Battle& b);

// Writes both sides' briefings of a battle sent to the table and the umpire's
// copy, as PDF (to print) and self-contained HTML (to send): <dir>/<battle>-
// <place>-attacker.pdf, ...-defender.pdf, ...-umpire.pdf and the HTML beside.
// Returns the files written; UserError when the battle has no set-up yet or a
// file cannot be written.
std::vector<std::string> export_briefings(const SkState& s, const Battle& b, const std::string& dir);

}  // namespace umpire::sk
