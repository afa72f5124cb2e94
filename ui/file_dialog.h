// A small in-program file browser, drawn inline inside the Open, New and
// Save As dialogs: the current folder, its sub-folders and *.umpire files,
// and a path field the umpire may also type into. Native dialogs would need a
// toolkit we do not otherwise depend on.
#pragma once

#include <string>
#include <vector>

namespace umpire {

inline constexpr const char* kCampaignExtension = ".umpire";

struct DirEntry {
  std::string name;
  bool is_dir = false;
  bool operator==(const DirEntry&) const = default;
};

// Folders and campaign files of `dir`: folders first, then files, each sorted
// by name; hidden entries are skipped. On failure returns what it could and
// sets `error` (an unreadable folder is not fatal).
std::vector<DirEntry> list_campaign_dir(const std::string& dir, std::string& error);

// "name" -> "name.umpire"; a path that already ends in .umpire is unchanged.
std::string with_campaign_extension(const std::string& path);

class FileBrowser {
 public:
  // Starts in the folder of `start` (a file or a folder), else the current folder.
  void reset(const std::string& start);
  // Draws the browser in a region `height` pixels high. Returns true when the
  // umpire double-clicked a file or pressed Enter in the path field: "OK".
  bool draw(float height);
  std::string& path() { return path_; }
  const std::string& dir() const { return dir_; }

 private:
  void enter(const std::string& dir);

  std::string dir_;
  std::string path_;
  std::vector<DirEntry> entries_;
  std::string error_;
};

}  // namespace umpire
