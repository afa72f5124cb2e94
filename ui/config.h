// The GUI's own settings, kept apart from any campaign: the recent files, the
// UI scale, the last dice mode and which windows were open. They live in
// $XDG_CONFIG_HOME/umpire/ (or ~/.config/umpire/) next to imgui.ini, which
// Dear ImGui writes itself for the window layout.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace umpire {

inline constexpr std::size_t kMaxRecentFiles = 10;
inline constexpr float kMinUiScale = 0.75f;
inline constexpr float kMaxUiScale = 2.0f;

struct GuiSettings {
  std::vector<std::string> recent;  // newest first, at most kMaxRecentFiles
  float ui_scale = 1.0f;
  std::string dice_mode = "seeded";  // "seeded" or "manual"
  // First run: the map with the turn tracker and the orders beside it (Soldier King).
  std::vector<std::string> open_windows = {"map", "turn", "orders"};
  bool operator==(const GuiSettings&) const = default;
};

// $XDG_CONFIG_HOME/umpire, else $HOME/.config/umpire, else ./umpire-config.
std::string config_dir();

// Reads settings.json. A missing file gives the defaults silently; a malformed
// file or field gives the defaults for what could not be read and a warning on
// `warnings`: a damaged settings file must never stop the program.
GuiSettings load_settings(const std::string& path, std::ostream& warnings);
// Writes settings.json (creating the folder); returns false and warns on failure.
bool save_settings(const std::string& path, const GuiSettings& settings, std::ostream& warnings);

// Puts `path` first in the recent list (absolute, without duplicates), keeping
// at most kMaxRecentFiles.
void add_recent(GuiSettings& settings, const std::string& path);
// The first recent file that still exists, or "" when there is none.
std::string most_recent_existing(const GuiSettings& settings);

float clamp_ui_scale(float scale);

}  // namespace umpire
