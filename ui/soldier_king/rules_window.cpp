#include "ui/soldier_king/rules_window.h"

#include <imgui.h>

#include <map>

#include "soldier_king/settings.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

void draw_rules_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  // The value being edited per key, until "Set" issues it.
  static std::map<std::string, int> editing;
  ImGui::TextWrapped("Rule options the rulebook leaves open and values it does not give (digest §5). The campaign "
                     "keeps its own values; a change is journalled and can be undone.");
  draw_last_report(ctx, ui);
  if (!ImGui::BeginTable("rules", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY |
                                         ImGuiTableFlags_Resizable))
    return;
  ImGui::TableSetupColumn("Setting", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Value", ImGuiTableColumnFlags_WidthFixed, 150.0f);
  ImGui::TableSetupColumn("What it does", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("Why this default", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableHeadersRow();
  for (const auto& d : sk::setting_defs()) {
    ImGui::PushID(d.key.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    int value = sk::setting(*s, d.key);
    bool changed = value != d.default_value;
    if (changed) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.75f, 0.2f, 1.0f));
    ImGui::TextWrapped("%s", d.key.c_str());  // amber when the campaign differs from the default
    if (changed) ImGui::PopStyleColor();
    ImGui::TableNextColumn();
    auto it = editing.find(d.key);
    int edit = it == editing.end() ? value : it->second;
    ImGui::SetNextItemWidth(80.0f);
    if (ImGui::InputInt("##v", &edit)) editing[d.key] = std::max(d.min, std::min(d.max, edit));
    ImGui::SameLine();
    ImGui::BeginDisabled(edit == value);
    if (ImGui::SmallButton("Set")) {
      issue(ctx, ui, Json{{"type", "sk.set_setting"}, {"args", {{"key", d.key}, {"value", edit}}}});
      editing.erase(d.key);
    }
    ImGui::EndDisabled();
    ImGui::TextDisabled("default %d, %d to %d", d.default_value, d.min, d.max);
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", d.description.c_str());
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", d.source.c_str());
    ImGui::PopID();
  }
  ImGui::EndTable();
}

}  // namespace umpire::skui
