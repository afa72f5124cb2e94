// Issues of the handouts: what `umpire report --all` or `umpire bundle` wrote
// at one moment of the campaign ("Summer 1740, before Hrvatska's turn"), each
// in its own folder so that no issue overwrites another. An issue's folder is
// named after the campaign and the moment; a second issue at the same moment
// with the same files is the same issue (nothing new is kept), one with other
// files (the umpire issued intelligence again, changed a column) is kept beside
// it with a number: "...-before-hrvatska-s-turn-2". Each folder holds an
// issue.json saying what it is, which the Reports window lists.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace umpire::report {

struct IssueLabel {
  std::string kind;                  // "reports" (report --all) or "bundle"
  std::string campaign;              // the campaign's name
  std::string moment;                // "Summer 1740, before Hrvatska's turn"
  std::vector<std::string> players;  // the factions' names it holds handouts for
};

struct PlacedIssue {
  std::string folder;      // where the issue is
  bool unchanged = false;  // an issue with the same files was there already: nothing was written
};

// Writes an issue: `write(folder)` fills a fresh folder (its paths are
// relative to it), issue.json is added, and the folder is kept as
// out_dir/<base>, or beside it as <base>-2, <base>-3... when that holds another
// issue. UserError when out_dir cannot be written.
PlacedIssue place_issue(const std::string& out_dir, const std::string& base, const IssueLabel& label,
                        const std::function<void(const std::string& folder)>& write);

struct IssueOnDisk {
  std::string folder;
  IssueLabel label;
  long long written = 0;  // seconds since the epoch, of its issue.json
};

// The issues found in out_dir (its folders holding an issue.json), the newest
// first. A folder whose issue.json cannot be read is left out.
std::vector<IssueOnDisk> find_issues(const std::string& out_dir);

}  // namespace umpire::report
