// One bundle per player (`umpire bundle`, the Reports window's "Bundle"): for
// each player, one folder and one zip holding every handout the game's
// registry says he receives (report/providers.h: a handout's players_of), in
// PDF, HTML and Markdown, ready to attach to an e-mail; and the umpire's
// folder with the master sheet, which no player's bundle ever holds. The whole
// is an issue (report/issues.h): a later bundle never overwrites an earlier one.
#pragma once

#include <string>
#include <vector>

#include "report/providers.h"
#include "report/zip.h"

namespace umpire::report {

// One player's bundle: the files by their name in his folder, with their
// bytes, in the registry's order of handouts (the turn report first).
struct PlayerFiles {
  std::string player, name;          // faction id and name
  std::vector<ZipEntry> files;       // "report.pdf", "battle-briefing-....html", ...
  std::vector<std::string> skipped;  // "Report: no intelligence has been issued ..."
};

// The players, as the turn report's recipients.
Recipients bundle_players(const ReportProvider& p, const CampaignState& s);

// Whether `player` receives the copy of `h` written for `recipient`.
bool receives(const Handout& h, const CampaignState& s, const std::string& recipient, const std::string& player);

// What `player`'s bundle holds; written from the handouts alone (each from
// its own View), so a player's bundle can hold nothing his handouts do not.
PlayerFiles player_files(const ReportProvider& p, const CampaignState& s, const std::string& player,
                         const std::string& name);

struct Bundle {
  std::string folder;  // the folder
  std::string moment;  // "Summer 1740, before Hrvatska's turn"
  bool unchanged = false;
  struct Player {
    std::string name, folder, zip;
    std::vector<std::string> files;  // in his folder
    std::vector<std::string> skipped;
  };
  std::vector<Player> players;
  std::vector<std::string> umpire_files;  // the master sheet, and any handout no player receives
};

// Writes out_dir/<campaign>-<moment>-bundle[-N]/: a folder and a zip per
// player and the umpire's folder. UserError when no player has anything.
Bundle write_bundle(const ReportProvider& p, const CampaignState& s, const std::string& out_dir);

}  // namespace umpire::report
