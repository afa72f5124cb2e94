// Everything the shell knows between frames, in one flat struct, and the
// actions that change it. Every campaign call made by the shell goes through
// these actions, which catch UserError (and any other exception) and turn it
// into a message: the GUI never crashes on a bad file or an illegal order.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "session/campaign.h"
#include "ui/command_runner.h"
#include "ui/config.h"
#include "ui/file_dialog.h"
#include "ui/window_registry.h"

namespace umpire {

// The shell's own windows, by the names --show and settings.json use.
inline constexpr const char* kJournalWindow = "journal";
inline constexpr const char* kDiceWindow = "dice";
inline constexpr const char* kSettingsWindow = "settings";

enum class Dialog { None, New, Open, SaveAs };

struct NewCampaignForm {
  std::string name;
  int game = 0;  // index into the game choices: 0 is the empty campaign
  int start = 0;  // index into a battle engine's new_battle_choices(), when it has any
};

// The Dice window's free-roll and note forms.
struct QuickForms {
  std::string roll_label;
  std::string roll_dice = "2D6";
  std::string note;
};

struct AppState {
  const GameRegistry* registry = nullptr;
  const WindowRegistry* windows = nullptr;
  std::unique_ptr<Campaign> campaign;

  GuiSettings settings;
  std::string settings_path;
  bool save_config = true;  // false in screenshot mode
  float applied_scale = 0;  // the scale the fonts and style were built for
  float scale_edit = 1.0f;  // the Settings slider's value while it is dragged
  bool scale_dragging = false;

  DiceMode dice_mode = DiceMode::Seeded;
  CommandRunner runner;
  std::vector<int> typed_faces;  // the Dice window's fields for the pending request
  QuickForms forms;

  std::vector<JournalRow> journal;  // cached: read from the file only after a change
  bool journal_dirty = true;
  bool scroll_journal = false;

  std::map<std::string, bool> open;  // window name -> shown
  // A window another asked to show ("Open the Orders window"): brought to the
  // front on the next frame, over the other windows of its pane.
  std::string bring_to_front;

  Dialog dialog_request = Dialog::None;  // opened as a popup on the next frame
  FileBrowser browser;
  NewCampaignForm new_form;
  // A failure inside a dialog is shown in the dialog, which stays open so the
  // umpire can correct the path, rather than in the separate error modal.
  std::string dialog_error;

  // How the GUI opens campaigns: with the campaign's lock (Write), or shared
  // (headless screenshots, and "Open shared" after "open elsewhere").
  OpenMode open_mode = OpenMode::Write;
  // Set when a campaign could not be opened because another program has it:
  // the error modal then offers to open it shared.
  std::string share_offer;
  double last_poll = 0;  // when the file was last checked for outside changes

  // A command that gives something up (GameModule::confirmation), waiting for
  // the umpire's click in the confirmation modal, with what it gives up.
  Json confirm_command = nullptr;
  std::string confirm_text;
  std::string error;    // shown in the error modal until dismissed
  std::string message;  // the last thing done, in the status bar
  bool quit = false;
};

// Window visibility.
bool is_open(const AppState& app, const std::string& name);
void set_open(AppState& app, const std::string& name, bool open);
// The game windows of the open campaign's game (none without a campaign).
std::vector<const GameWindow*> current_game_windows(const AppState& app);

// Campaign life cycle. Each returns false after setting app.error.
bool open_campaign(AppState& app, const std::string& path);
bool open_campaign(AppState& app, const std::string& path, OpenMode mode);
// Reloads the campaign when another program changed it (at most every
// kPollSeconds; `now` in seconds). Returns true when it reloaded.
inline constexpr double kPollSeconds = 0.25;
bool notice_outside_changes(AppState& app, double now);
bool new_campaign(AppState& app, const std::string& path, const std::string& name, const std::string& game,
                  const Json& options = Json::object());
bool export_campaign(AppState& app, const std::string& path);
void close_campaign(AppState& app);
void undo(AppState& app);
void redo(AppState& app);
bool can_undo(AppState& app);
bool can_redo(AppState& app);

// Commands, through the CommandRunner (refusals and errors land in its report).
// A command the game wants confirmed waits in app.confirm_command until the
// umpire confirms it (issue_confirmed) or cancels it.
void issue(AppState& app, const Json& command);
void issue_confirmed(AppState& app);
void supply_dice(AppState& app, const std::vector<int>& faces);
void set_dice_mode(AppState& app, DiceMode mode);

// Reloads the journal if a change made it stale.
const std::vector<JournalRow>& journal(AppState& app);

void save_config(AppState& app);

}  // namespace umpire
