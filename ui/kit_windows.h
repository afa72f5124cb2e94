// The windows every game gets from the kit, drawn from its GameModule: the
// Rules window (its settings, changed with core.set_setting) and the Turn
// panel (its status, its players and its next steps, each with the button of
// its command). A game registers nothing for them; it may register its own
// version of one (same name) to add its details, built on these.
#pragma once

#include <functional>
#include <string>

#include "ui/window_registry.h"

namespace umpire {

// The Rules window for `game_id` (kEveryGame by default), placed over most of the screen.
GameWindow rules_window(const std::string& game_id = kEveryGame);
void draw_rules_window(GuiContext& ctx);

// What a game adds to its Turn panel: details under the status line (in place
// of the players' names) and a note at the foot (with its own separator: a
// note shown only at times leaves no stray line). Either may be empty.
struct TurnPanelParts {
  std::function<void(GuiContext&)> details;
  std::function<void(GuiContext&)> footer;
};
GameWindow turn_panel_window(const std::string& game_id = kEveryGame, TurnPanelParts parts = {});
void draw_turn_panel(GuiContext& ctx, const TurnPanelParts& parts);

// Adds the Rules window and the Turn panel for every game.
void register_kit_windows(WindowRegistry& registry);

// A game's view state kept between frames (the selection, the camera, an order
// being built): one per campaign file, made anew when another file is open.
// `UiState` has a `campaign_path`.
template <class UiState>
UiState& ui_state_for(const Campaign& campaign) {
  static UiState ui;
  if (ui.campaign_path != campaign.path()) {
    ui = UiState{};
    ui.campaign_path = campaign.path();
  }
  return ui;
}

// The open campaign's game state when the campaign is `game_id`'s; else null,
// with a greyed note in the window: "This window belongs to <whose>."
const GameState* game_state_of(GuiContext& ctx, const std::string& game_id, const std::string& whose);

// What became of the last command this window issued: its events in green,
// or the refusal in red. `issued` is the window's own memory of the type.
void draw_command_feedback(const GuiContext& ctx, const std::string& issued);

}  // namespace umpire
