// The File dialogs (New, Open, Save As) and the error modal. Each dialog is a
// modal popup opened at the top level of the frame (the menu only requests
// it), with the file browser drawn inline: no popup ever opens another.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>
#include <utility>

#include "sessions/battle_module.h"
#include "ui/windows.h"

namespace umpire {

namespace {

constexpr const char* kNewTitle = "New campaign";
constexpr const char* kOpenTitle = "Open campaign";
constexpr const char* kSaveAsTitle = "Save As: export a copy";

const char* title_of(Dialog d) {
  switch (d) {
    case Dialog::New: return kNewTitle;
    case Dialog::Open: return kOpenTitle;
    case Dialog::SaveAs: return kSaveAsTitle;
    case Dialog::None: break;
  }
  return "";
}

// Where the browser starts: beside the open campaign, else the newest recent file.
std::string browse_start(const AppState& app) {
  if (app.campaign) return std::filesystem::path(app.campaign->path()).parent_path().string();
  if (!app.settings.recent.empty()) return app.settings.recent.front();
  return "";
}

void open_requested(AppState& app) {
  if (app.dialog_request == Dialog::None) return;
  app.browser.reset(browse_start(app));
  if (app.dialog_request == Dialog::New) {
    app.new_form = NewCampaignForm{};
    app.new_form.game = app.registry->all().empty() ? 0 : 1;  // a real game when one is installed
  }
  app.dialog_error.clear();
  ImGui::OpenPopup(title_of(app.dialog_request));
  app.dialog_request = Dialog::None;
}

bool begin_dialog(const char* title) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(em * 38, 0), ImGuiCond_Appearing);
  return ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoSavedSettings);
}

// Closes the dialog when the action succeeded; otherwise keeps its error.
void finish(AppState& app, bool ok) {
  if (ok) {
    ImGui::CloseCurrentPopup();
    app.dialog_error.clear();
  } else {
    app.dialog_error = std::exchange(app.error, "");
  }
}

bool footer(const AppState& app, const char* ok_label, bool ok_enabled) {
  if (!app.dialog_error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
    ImGui::TextWrapped("%s", app.dialog_error.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::BeginDisabled(!ok_enabled);
  bool ok = ImGui::Button(ok_label);
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) ImGui::CloseCurrentPopup();
  return ok;
}

void draw_open_dialog(AppState& app) {
  if (!begin_dialog(kOpenTitle)) return;
  bool go = app.browser.draw(ImGui::GetFontSize() * 14);
  go |= footer(app, "Open", !app.browser.path().empty());
  if (go && !app.browser.path().empty()) finish(app, open_campaign(app, app.browser.path()));
  ImGui::EndPopup();
}

std::vector<std::string> game_choices(const AppState& app) {
  std::vector<std::string> out = {"(empty campaign: no game)"};
  for (const GameModule* m : app.registry->all()) out.push_back(m->title());
  return out;
}

void draw_new_dialog(AppState& app) {
  if (!begin_dialog(kNewTitle)) return;
  ImGui::TextUnformatted("Choose a folder and type the new file's name:");
  bool go = app.browser.draw(ImGui::GetFontSize() * 10);
  std::string stem = std::filesystem::path(app.browser.path()).stem().string();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
  ImGui::InputTextWithHint("Campaign name", stem.empty() ? "(the file name)" : stem.c_str(), &app.new_form.name);
  auto games = game_choices(app);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
  if (ImGui::BeginCombo("Game", games[static_cast<std::size_t>(app.new_form.game)].c_str())) {
    for (std::size_t i = 0; i < games.size(); ++i)
      if (ImGui::Selectable(games[i].c_str(), static_cast<int>(i) == app.new_form.game)) {
        app.new_form.game = static_cast<int>(i);
        app.new_form.start = 0;
      }
    ImGui::EndCombo();
  }
  auto modules = app.registry->all();
  const GameModule* module = app.new_form.game > 0 ? modules[static_cast<std::size_t>(app.new_form.game - 1)] : nullptr;
  const auto* engine = dynamic_cast<const battles::BattleModule*>(module);
  std::vector<battles::NewBattleChoice> starts =
      engine ? engine->new_battle_choices() : std::vector<battles::NewBattleChoice>{};
  app.new_form.start = starts.empty() ? 0 : std::clamp(app.new_form.start, 0, static_cast<int>(starts.size()) - 1);
  if (!starts.empty()) {
    const battles::NewBattleChoice& chosen = starts[static_cast<std::size_t>(app.new_form.start)];
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
    if (ImGui::BeginCombo("Start", chosen.name.c_str())) {
      for (std::size_t i = 0; i < starts.size(); ++i)
        if (ImGui::Selectable(starts[i].name.c_str(), static_cast<int>(i) == app.new_form.start))
          app.new_form.start = static_cast<int>(i);
      ImGui::EndCombo();
    }
    if (!chosen.about.empty()) ImGui::TextWrapped("%s", chosen.about.c_str());
  }
  ImGui::TextDisabled("The dice get a fresh random seed.");
  go |= footer(app, "Create", !app.browser.path().empty());
  if (go && !app.browser.path().empty()) {
    std::string game = module ? module->id() : "";
    Json options = starts.empty() ? Json::object() : starts[static_cast<std::size_t>(app.new_form.start)].options;
    finish(app, new_campaign(app, app.browser.path(), app.new_form.name, game, options));
  }
  ImGui::EndPopup();
}

void draw_save_as_dialog(AppState& app) {
  if (!begin_dialog(kSaveAsTitle)) return;
  ImGui::TextWrapped("Writes a copy of the whole campaign to a new file; you keep working in the open one.");
  bool go = app.browser.draw(ImGui::GetFontSize() * 12);
  go |= footer(app, "Export", !app.browser.path().empty() && app.campaign != nullptr);
  if (go && !app.browser.path().empty()) finish(app, export_campaign(app, app.browser.path()));
  ImGui::EndPopup();
}

}  // namespace

void draw_dialogs(AppState& app) {
  open_requested(app);
  draw_new_dialog(app);
  draw_open_dialog(app);
  draw_save_as_dialog(app);
}

// "Argozia has 2 of 5 marches unused: advancing gives them up (SK 10.1)": the
// umpire confirms the command or goes back to use them.
void draw_confirm_modal(AppState& app) {
  constexpr const char* kTitle = "Confirm";
  if (!app.confirm_command.is_null() && !ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
  if (!begin_dialog(kTitle)) return;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
  ImGui::TextWrapped("%s.", app.confirm_text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  if (ImGui::Button("Do it anyway")) {
    ImGui::CloseCurrentPopup();
    issue_confirmed(app);
  }
  ImGui::SameLine();
  if (ImGui::Button("Go back") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)) || app.confirm_command.is_null()) {
    app.confirm_command = nullptr;
    app.confirm_text.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void draw_error_modal(AppState& app) {
  constexpr const char* kTitle = "Umpire: something went wrong";
  if (!app.error.empty() && !ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
  if (!begin_dialog(kTitle)) return;
  ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
  ImGui::TextWrapped("%s", app.error.c_str());
  ImGui::PopStyleColor();
  ImGui::Spacing();
  if (ImGui::Button("OK") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))) {
    app.error.clear();
    app.share_offer.clear();
    ImGui::CloseCurrentPopup();
  }
  if (!app.share_offer.empty()) {
    // Sharing is safe: each write checks the file first, and this window
    // reloads when the other program writes.
    ImGui::SameLine();
    if (ImGui::Button("Open shared")) {
      std::string path = app.share_offer;
      app.error.clear();
      ImGui::CloseCurrentPopup();
      open_campaign(app, path, OpenMode::Shared);
    }
  }
  ImGui::EndPopup();
}

}  // namespace umpire
