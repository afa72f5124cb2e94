// The Settings window: UI scale, dice mode, and where the settings live.
#include <imgui.h>

#include "ui/windows.h"

namespace umpire {

void draw_settings_window(AppState& app) {
  bool open = is_open(app, kSettingsWindow);
  place_window_first_use(kSettingsWindow);
  if (ImGui::Begin("Settings", &open)) {
    // Edited on a copy and applied on release: rebuilding the font every frame
    // of a drag would be slow and make the slider jump under the mouse.
    if (!app.scale_dragging) app.scale_edit = app.settings.ui_scale;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    ImGui::SliderFloat("UI scale", &app.scale_edit, kMinUiScale, kMaxUiScale, "%.2f");
    app.scale_dragging = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
      app.settings.ui_scale = clamp_ui_scale(app.scale_edit);
      save_config(app);
    }
    ImGui::SameLine();
    if (ImGui::Button("Reset")) {
      app.settings.ui_scale = 1.0f;
      save_config(app);
    }

    bool manual = app.dice_mode == DiceMode::Manual;
    if (ImGui::Checkbox("Manual dice (type in real dice)", &manual))
      set_dice_mode(app, manual ? DiceMode::Manual : DiceMode::Seeded);

    if (ImGui::Button("Clear recent files")) {
      app.settings.recent.clear();
      save_config(app);
    }
    ImGui::TextDisabled("Settings: %s", app.settings_path.c_str());
    if (!app.save_config) ImGui::TextDisabled("(not saved in screenshot mode)");
  }
  ImGui::End();
  set_open(app, kSettingsWindow, open);
}

}  // namespace umpire
