// The frame around the windows: the menu bar and its shortcuts, the welcome
// panel when no campaign is open, the game windows and the status bar.
#include <imgui.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cmath>
#include <filesystem>

#include "ui/battles/battle_desk.h"
#include "ui/windows.h"

namespace umpire {

namespace {

constexpr float kScaleChoices[] = {0.75f, 1.0f, 1.25f, 1.5f, 1.75f, 2.0f};

void request_dialog(AppState& app, Dialog d) { app.dialog_request = d; }

void draw_recent_items(AppState& app) {
  if (app.settings.recent.empty()) ImGui::MenuItem("(none yet)", nullptr, false, false);
  std::string chosen;  // opened after the loop: opening reorders the list
  for (const auto& path : app.settings.recent) {
    std::error_code ec;
    bool exists = std::filesystem::exists(path, ec);
    if (ImGui::MenuItem(path.c_str(), exists ? nullptr : "missing", false, exists)) chosen = path;
  }
  if (!chosen.empty()) open_campaign(app, chosen);
}

void draw_file_menu(AppState& app) {
  if (!ImGui::BeginMenu("File")) return;
  if (ImGui::MenuItem("New campaign...", "Ctrl+N")) request_dialog(app, Dialog::New);
  if (ImGui::MenuItem("Open...", "Ctrl+O")) request_dialog(app, Dialog::Open);
  if (ImGui::BeginMenu("Open Recent")) {
    draw_recent_items(app);
    ImGui::EndMenu();
  }
  if (ImGui::MenuItem("Save As (export a copy)...", nullptr, false, app.campaign != nullptr))
    request_dialog(app, Dialog::SaveAs);
  if (ImGui::MenuItem("Close campaign", nullptr, false, app.campaign != nullptr)) close_campaign(app);
  ImGui::Separator();
  if (ImGui::MenuItem("Quit", "Ctrl+Q")) app.quit = true;
  ImGui::EndMenu();
}

void draw_edit_menu(AppState& app) {
  if (!ImGui::BeginMenu("Edit")) return;
  if (ImGui::MenuItem("Undo", "Ctrl+Z", false, can_undo(app))) undo(app);
  if (ImGui::MenuItem("Redo", "Ctrl+Y", false, can_redo(app))) redo(app);
  ImGui::EndMenu();
}

void window_toggle(AppState& app, const std::string& name, const char* label) {
  bool shown = is_open(app, name);
  if (ImGui::MenuItem(label, nullptr, &shown)) {
    set_open(app, name, shown);
    if (shown) app.bring_to_front = name;
    save_config(app);
  }
}

void draw_view_menu(AppState& app) {
  if (!ImGui::BeginMenu("View")) return;
  window_toggle(app, kJournalWindow, "Journal");
  window_toggle(app, kDiceWindow, "Dice");
  window_toggle(app, kSettingsWindow, "Settings");
  auto game = current_game_windows(app);
  if (!game.empty()) ImGui::Separator();
  for (const GameWindow* w : game) window_toggle(app, w->name, w->title.c_str());
  ImGui::Separator();
  if (ImGui::BeginMenu("UI scale")) {
    for (float s : kScaleChoices) {
      std::string label = std::to_string(static_cast<int>(std::lround(s * 100))) + "%";
      if (ImGui::MenuItem(label.c_str(), nullptr, std::fabs(app.settings.ui_scale - s) < 0.01f)) {
        app.settings.ui_scale = s;
        save_config(app);
      }
    }
    ImGui::EndMenu();
  }
  ImGui::EndMenu();
}

bool pressed(int key) { return ImGui::IsKeyPressed(key, false); }

}  // namespace

void draw_main_menu(AppState& app) {
  if (!ImGui::BeginMainMenuBar()) return;
  draw_file_menu(app);
  draw_edit_menu(app);
  draw_view_menu(app);
  ImGui::EndMainMenuBar();
}

void handle_shortcuts(AppState& app) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.KeyCtrl) return;
  // Dear ImGui 1.86 indexes KeysDown by the GLFW key code; N, O and Q have no
  // ImGuiKey_ of their own in this version.
  if (pressed(GLFW_KEY_Q)) app.quit = true;
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;  // a dialog is up
  if (pressed(GLFW_KEY_N)) request_dialog(app, Dialog::New);
  if (pressed(GLFW_KEY_O)) request_dialog(app, Dialog::Open);
  if (io.WantTextInput) return;  // Ctrl+Z in a text field undoes the typing, not a command
  const bool z = pressed(ImGui::GetKeyIndex(ImGuiKey_Z));
  const bool y = pressed(ImGui::GetKeyIndex(ImGuiKey_Y));
  if (z && !io.KeyShift && can_undo(app)) undo(app);
  if ((y || (z && io.KeyShift)) && can_redo(app)) redo(app);
}

void draw_status_bar(AppState& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float h = status_bar_height();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x, vp->Pos.y + vp->Size.y - h));
  ImGui::SetNextWindowSize(ImVec2(vp->Size.x, h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8.0f, 4.0f));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoNav;
  ImGui::Begin("##status", nullptr, flags);
  ImGui::AlignTextToFramePadding();
  if (app.campaign) {
    std::string file = std::filesystem::path(app.campaign->path()).filename().string();
    ImGui::Text("%s  |  %s", file.c_str(), app.campaign->status_line().c_str());
  } else {
    ImGui::TextDisabled("No campaign open");
  }
  ImGui::SameLine(0, 24);
  ImGui::Text("Dice: %s", to_string(app.dice_mode));
  ImGui::SameLine(0, 24);
  const int pending = app.runner.pending() ? 1 : 0;
  if (pending) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.50f, 0.05f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0, 0, 0, 1));
    if (ImGui::SmallButton("pending dice: 1")) {
      set_open(app, kDiceWindow, true);
      ImGui::SetWindowFocus("Dice");
    }
    ImGui::PopStyleColor(2);
  } else {
    ImGui::TextDisabled("pending dice: 0");
  }
  if (!app.message.empty()) {
    ImGui::SameLine(0, 24);
    ImGui::TextDisabled("%s", app.message.c_str());
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
}

void draw_welcome(AppState& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.45f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(em * 32, 0));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize;
  ImGui::Begin("Welcome to Umpire", nullptr, flags);
  ImGui::TextWrapped("No campaign is open. Create a new campaign, or open a campaign file.");
  ImGui::Spacing();
  if (ImGui::Button("New campaign...")) request_dialog(app, Dialog::New);
  ImGui::SameLine();
  if (ImGui::Button("Open...")) request_dialog(app, Dialog::Open);
  if (!app.settings.recent.empty()) {
    ImGui::Spacing();
    ImGui::TextUnformatted("Recent campaigns:");
    std::string chosen;
    for (const auto& path : app.settings.recent)
      if (ImGui::Selectable(path.c_str())) chosen = path;
    if (!chosen.empty()) open_campaign(app, chosen);
  }
  ImGui::End();
}

void draw_game_windows(AppState& app) {
  for (const GameWindow* w : current_game_windows(app)) {
    if (!is_open(app, w->name)) continue;
    bool open = true;
    place_game_window_first_use(*w);
    if (app.bring_to_front == w->name) {
      ImGui::SetNextWindowFocus();
      app.bring_to_front.clear();
    }
    if (ImGui::Begin((w->title + "###game." + w->name).c_str(), &open)) {
      GuiContext ctx{*app.campaign, [&app](const Json& command) { issue(app, command); }, &app.runner.report(),
                     [&app](const std::string& name) {
                       set_open(app, name, true);
                       app.bring_to_front = name;
                     },
                     app.runner.pending().has_value(), app.registry};
      // A stand-alone battle: its windows answer its decisions and play their commands in it like moves.
      battlesui::attach_own_battle(ctx);
      try {
        w->draw(ctx);
      } catch (const std::exception& e) {
        ImGui::TextColored(Palette::refusal(), "%s", e.what());
      }
    }
    ImGui::End();
    set_open(app, w->name, open);
  }
}

namespace {

// Before a shell window's Begin: to the front when the View menu just showed it.
bool front_if_asked(AppState& app, const char* name) {
  if (app.bring_to_front == name) {
    ImGui::SetNextWindowFocus();
    app.bring_to_front.clear();
  }
  return true;
}

}  // namespace

void draw_shell(AppState& app) {
  handle_shortcuts(app);
  draw_main_menu(app);
  if (app.campaign) {
    if (is_open(app, kJournalWindow) && front_if_asked(app, kJournalWindow)) draw_journal_window(app);
    if (is_open(app, kDiceWindow) && front_if_asked(app, kDiceWindow)) draw_dice_window(app);
    draw_game_windows(app);
  } else {
    draw_welcome(app);
  }
  if (is_open(app, kSettingsWindow) && front_if_asked(app, kSettingsWindow)) draw_settings_window(app);
  draw_status_bar(app);
  draw_dialogs(app);
  draw_confirm_modal(app);
  draw_error_modal(app);
}

}  // namespace umpire
