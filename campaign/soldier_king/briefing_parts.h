// Internal to the briefings (briefing.cpp, briefing_cards.cpp,
// briefing_umpire.cpp): the parts a side's briefing and the umpire's copy
// share. Each takes the set-up it may show (a side's own part, or the whole
// for the umpire) and the side whose part it writes.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "handoff/handoff.h"
#include "report/document.h"

namespace umpire::sk::briefing_detail {

std::string hour(int h);
std::string join(const std::vector<std::string>& items, const std::string& sep);

// "☐☐☐☐☐ ☐☐": n boxes to tick, in fives.
std::string tick_boxes(int n);

// Who plays a side at the table: a faction's name, "the umpire", or "whoever
// the umpire seats" (defending Rebels, SK 17.2.8.1, or none named).
std::string player_words(const battles::Side& side);

// An officer's rank in words: "General (CC)".
std::string rank_words(const std::string& rank);

// Who plays the side, its commanders, and the temporary commander of SK 3.3
// (or the regimental colonel of SK 3.4) where one applies.
void command_section(report::Document& doc, const battles::BattleSetup& setup, const std::string& side, int level);

// Volley & Bayonet roster cards: one per column or garrison of the side, each
// stand with its SP to tick, quality, morale and flags, and the column's
// exhaustion number with its own boxes (SK 12.3).
void roster_cards(report::Document& doc, const battles::BattleSetup& setup, const std::string& side, int level);

// The field, deployment and time, as both sides and the umpire read them
// (SK 11.4-11.10). `side` "" for the umpire: both sides' details.
void field_section(report::Document& doc, const battles::BattleSetup& setup, const report::Picture& sketch);
void deployment_section(report::Document& doc, const battles::BattleSetup& setup, const std::string& side);
void time_section(report::Document& doc, const battles::BattleSetup& setup);

}  // namespace umpire::sk::briefing_detail
