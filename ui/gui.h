// The Dear ImGui desktop program.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"

namespace umpire {

struct GuiOptions {
  std::string campaign_path;           // empty: the most recent campaign, else none
  int width = 1280, height = 800;      // window size
  int screenshot_frames = 0;           // > 0: render this many frames, write a PNG, exit
  std::string screenshot_path;
  std::vector<std::string> show_windows;  // window names to open (screenshots)
  bool screenshot_odds = false;           // odds panels compute as soon as they show (screenshots)
  std::string view_as;                    // a player's view of the game's map (its id or name), "" the umpire's
  std::vector<std::string> battle_answers;  // answers the Battle window gives the move being made (screenshots)
};

// True when a display can be opened (X11/Wayland).
bool display_available();

// Runs the GUI; returns the process exit code.
int run_gui(const GuiOptions& options, const GameRegistry& registry);

}  // namespace umpire
