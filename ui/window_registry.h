// The seam through which a game adds its own windows to the shell (a map, an
// order of battle...). The shell lists the windows of the open campaign's game
// in the View menu and gives each a GuiContext: the campaign to read, and
// issue() to change it through the same path as the shell's own commands
// (validation, refusals shown in red, manual dice).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "session/campaign.h"

namespace umpire {

struct CommandReport;

struct GuiContext {
  Campaign& campaign;
  std::function<void(const Json& command)> issue;
  // What became of the last command issued (by any window); may be null.
  const CommandReport* last_report = nullptr;
  // Shows another window of the game by name ("inspector"); may be empty.
  std::function<void(const std::string& name)> show;
  // A command is waiting for dice the umpire has to type in (manual dice).
  bool dice_pending = false;
  // The program's games and battle engines (a battle sent to an engine is a
  // child campaign of one of them); may be null.
  const GameRegistry* registry = nullptr;
  // For a battle engine's own windows drawn in the Battle window: the decision
  // the battle waits for (null when none, or while a secret one is behind its
  // curtain), and how to answer it, as the window's buttons do (an option id).
  // A map can so show the options where they are and take a click as the answer;
  // once answered, `decision` is stale for the rest of the frame.
  const DecisionRequest* decision = nullptr;
  std::function<void(const std::string& option)> answer = {};
  // The position as of that decision, when the move waiting has already changed
  // it (a whole phase of orders is one move: the units ordered so far have
  // moved): what a map draws instead of the campaign's state. Null when nothing
  // was answered yet in the move, the engine gives none, or while curtained.
  GameStatePtr position = nullptr;
};

// The panes windows open in on first use, as `GameWindow::place` fractions: the
// main pane on the left (a map, a desk, a long list), the Turn panel top right,
// the work pane under it (orders, an inspector, dice). No pane overlaps another,
// so the windows open by default (one per pane) never cover each other, and a
// window opened later covers only the windows of its own pane. The map editor,
// a mode of its own, takes the whole screen.
inline constexpr float kMainPane[4] = {0.0f, 0.0f, 0.60f, 1.0f};
inline constexpr float kTurnPane[4] = {0.60f, 0.0f, 0.40f, 0.40f};
inline constexpr float kWorkPane[4] = {0.60f, 0.40f, 0.40f, 0.60f};
inline constexpr float kWholeScreen[4] = {0.0f, 0.0f, 1.0f, 1.0f};

// Every game's window (the Rules window, the Turn panel): a game gets it
// unless it registers a window of the same name itself.
inline constexpr const char* kEveryGame = "*";

struct GameWindow {
  std::string game_id;  // GameModule::id(), or kEveryGame
  std::string name;     // for --show and settings: "map"
  std::string title;    // window title: "Map"
  std::function<void(GuiContext&)> draw;  // draws the contents; the shell does Begin/End
  // Every game's windows: offered only to the games for which this says yes
  // (the map editor, to games with a map schema); empty: to every game.
  std::function<bool(const GameModule&)> offered = {};
  // Placement on first use, as fractions of the area between the menu bar and
  // the status bar: x, y, width, height; one of the panes above. Default: the work pane.
  float place[4] = {kWorkPane[0], kWorkPane[1], kWorkPane[2], kWorkPane[3]};

  void set_place(const float (&pane)[4]) {
    for (int i = 0; i < 4; ++i) place[i] = pane[i];
  }
};

// A game's player's view (a map shown as one player knows it): the players it
// can be shown as, and the switch. `umpire screenshot --view-as` selects one at
// start-up, so that a player's view is checked headless.
struct PlayerViews {
  std::string game_id;
  // (id, name) of each player the view can be shown as.
  std::function<std::vector<std::pair<std::string, std::string>>(const Campaign&)> players;
  std::function<void(const Campaign&, const std::string& player)> show_as;
};

class WindowRegistry {
 public:
  void add(GameWindow window) { windows_.push_back(std::move(window)); }
  void add(PlayerViews views) { views_.push_back(std::move(views)); }
  const PlayerViews* player_views(const std::string& game_id) const {
    for (const auto& v : views_)
      if (v.game_id == game_id) return &v;
    return nullptr;
  }
  // The game's own windows, then every game's that it does not replace.
  std::vector<const GameWindow*> for_game(const std::string& game_id) const {
    std::vector<const GameWindow*> out;
    for (const auto& w : windows_)
      if (w.game_id == game_id) out.push_back(&w);
    if (game_id.empty()) return out;  // an empty campaign has no game windows
    for (const auto& w : windows_)
      if (w.game_id == kEveryGame && !find(game_id, w.name)) out.push_back(&w);
    return out;
  }
  const GameWindow* find(const std::string& game_id, const std::string& name) const {
    for (const auto& w : windows_)
      if (w.game_id == game_id && w.name == name) return &w;
    return nullptr;
  }

 private:
  std::vector<GameWindow> windows_;
  std::vector<PlayerViews> views_;
};

// The process-wide registry games add their windows to at start-up, before run_gui.
inline WindowRegistry& game_windows() {
  static WindowRegistry registry;
  return registry;
}

}  // namespace umpire
