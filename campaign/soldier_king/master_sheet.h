// The umpire's master sheet: the truth of the moment on paper, for the
// umpire's table and never for a player: every column and garrison by box with
// its strength, quality, commander and march state, every magazine, every
// battle not yet resolved. Written from the state
// (it is no player's handout), into the umpire's folder of a bundle.
//
// Also Soldier King's hooks for bundles (src/report/bundle.h): the moment an
// issue is for ("Summer 1740, before Hrvatska's turn"), and which players
// receive each battle briefing (its side's factions; the Rebels' commander for
// the Rebel side, SK 17.2.8.1).
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "report/document.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// "Summer 1740, before Hrvatska's turn", "Summer 1740, Hrvatska's turn,
// after movement", "Spring 1740, start of the season", "Spring 1740, set-up".
std::string issue_moment(const SkState& s);

report::Document master_sheet(const CampaignState& cs);

// The players who receive the briefing of "<battle>:<side>": the side's
// factions that are players, or for the Rebels the player who commands them;
// nothing for a battle or side that is not there.
std::vector<std::string> briefing_players(const SkState& s, const std::string& recipient);

// Adds the moment, the master sheet and the briefings' players to Soldier
// King's report provider; register_reports() calls it, so that every
// registration of the reports has them.
void register_bundle_hooks();

}  // namespace umpire::sk
