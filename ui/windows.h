// The shell's windows and bars, each drawn once per frame from the AppState.
#pragma once

#include <string>
#include <vector>

#include "ui/app_state.h"

struct ImVec2;
struct ImVec4;

namespace umpire {

// The whole frame: menu bar, windows, dialogs, status bar.
void draw_shell(AppState& app);

void draw_main_menu(AppState& app);
void handle_shortcuts(AppState& app);
void draw_status_bar(AppState& app);
void draw_welcome(AppState& app);
void draw_dialogs(AppState& app);
void draw_error_modal(AppState& app);
void draw_confirm_modal(AppState& app);
void draw_journal_window(AppState& app);
void draw_dice_window(AppState& app);
void draw_settings_window(AppState& app);
void draw_game_windows(AppState& app);

// Default placement on first use (no imgui.ini entry yet): the window's pane
// (window_registry.h, layout.h), so that the windows open at first never overlap.
void place_window_first_use(const std::string& name);
void place_game_window_first_use(const GameWindow& window);
float status_bar_height();

// Layout that is never cut at a window's right edge (layout.cpp): the next item
// on the same line when `width` pixels still fit there, else on a new line.
void same_line_if_fits(float width);
float button_width(const char* label);  // a button's width for its label
// Wrapped text: in a colour, greyed, after a bullet.
void text_wrapped_coloured(const ImVec4& colour, const std::string& text);
void text_disabled_wrapped(const std::string& text);
void bullet_wrapped(const std::string& text);
// A selectable whose label wraps over as many lines as it needs (a table's
// cell); `hovered` says whether the mouse is on it. True when clicked.
bool wrapped_selectable(const std::string& label, bool selected, bool* hovered = nullptr);
// A map's "View as": the umpire's truth ("") or one of the players, by name.
// `viewer` is the id shown; true when the umpire picked another.
bool view_as_combo(const char* id, std::string& viewer, const std::vector<Player>& players);

// Colours with a meaning, shared by the windows.
struct Palette {
  static ImVec4 refusal();  // red: refusals and errors
  static ImVec4 success();  // green: applied
  static ImVec4 warning();  // amber: pending dice, empty campaign
};

}  // namespace umpire
