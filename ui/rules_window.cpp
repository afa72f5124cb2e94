// The Rules window: the game's settings (GameModule::settings), each with the
// campaign's value, its default, the rule it bends and where the default comes
// from; a change is the journalled command core.set_setting.
#include <imgui.h>

#include <algorithm>
#include <map>

#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire {

namespace {

std::string last_issued;  // for the feedback line; one Rules window at a time

// The editor of one value: a number, a yes/no box or a choice. Returns true
// when the umpire asks for the edited value to be set.
bool edit_value(const SettingDef& d, int value, int& edit) {
  const float em = ImGui::GetFontSize();
  // What the column leaves beside the Set button, so that the button is never clipped.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float field = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("Set").x - style.FramePadding.x * 2 -
                      style.ItemSpacing.x;
  if (d.type == SettingType::YesNo) {
    bool yes = edit != 0;
    if (ImGui::Checkbox("##v", &yes)) edit = yes ? 1 : 0;
  } else if (d.type == SettingType::Choice) {
    ImGui::SetNextItemWidth(field);
    if (ImGui::BeginCombo("##v", describe_setting_value(d, edit).c_str())) {
      for (const auto& c : d.choices)
        if (ImGui::Selectable(c.label.c_str(), c.value == edit)) edit = c.value;
      ImGui::EndCombo();
    }
  } else {
    ImGui::SetNextItemWidth(std::min(field, em * 6));
    if (ImGui::InputInt("##v", &edit, 0)) edit = std::clamp(edit, d.min, d.max);
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(edit == value);
  bool set = ImGui::SmallButton("Set");
  ImGui::EndDisabled();
  return set;
}

void setting_row(GuiContext& ctx, const GameModule& m, const SettingDef& d, std::map<std::string, int>& editing) {
  ImGui::PushID(d.key.c_str());
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  int value = m.setting_value(ctx.campaign.state(), d);
  bool changed = value != d.default_value;
  if (changed) ImGui::PushStyleColor(ImGuiCol_Text, Palette::warning());  // differs from the default
  ImGui::TextWrapped("%s", d.key.c_str());
  if (changed) ImGui::PopStyleColor();
  if (!d.rule.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", d.rule.c_str());  // "SK 9.6.2, second paragraph" is longer than the column
    ImGui::PopStyleColor();
  }
  ImGui::TableNextColumn();
  auto it = editing.find(d.key);
  int edit = it == editing.end() ? value : it->second;
  if (edit_value(d, value, edit)) {
    last_issued = "core.set_setting";
    ctx.issue(Json{{"type", "core.set_setting"}, {"args", {{"key", d.key}, {"value", edit}}}});
    editing.erase(d.key);
  } else if (edit != value) {
    editing[d.key] = edit;
  } else {
    editing.erase(d.key);
  }
  ImGui::TextDisabled("now %s", describe_setting_value(d, value).c_str());
  ImGui::TextDisabled("default %s", describe_setting_value(d, d.default_value).c_str());
  if (d.type == SettingType::Integer) ImGui::TextDisabled("%d to %d", d.min, d.max);
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", d.description.c_str());
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", d.source.c_str());
  ImGui::PopID();
}

}  // namespace

void draw_rules_window(GuiContext& ctx) {
  const GameModule* m = ctx.campaign.module();
  if (!m) return;
  SettingSchema schema = m->settings();
  if (schema.empty()) {
    ImGui::TextWrapped("%s has no settings: its rules leave nothing open to the umpire.", m->title().c_str());
    return;
  }
  // The value being edited per key, until "Set" issues it.
  static std::map<std::string, int> editing;
  ImGui::TextWrapped(
      "Rule options the rulebook leaves open and values it does not give. The campaign keeps its own "
      "values; a change is journalled and can be undone. Amber: differs from the default.");
  draw_command_feedback(ctx, last_issued);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY | ImGuiTableFlags_Resizable;
  if (!ImGui::BeginTable("rules", 4, flags)) return;
  const float em = ImGui::GetFontSize();
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Setting and rule", ImGuiTableColumnFlags_WidthStretch, 1.5f);
  ImGui::TableSetupColumn("Value", ImGuiTableColumnFlags_WidthFixed, em * 11);
  ImGui::TableSetupColumn("What it does", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("Why this default", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableHeadersRow();
  for (const auto& d : schema) setting_row(ctx, *m, d, editing);
  ImGui::EndTable();
}

GameWindow rules_window(const std::string& game_id) {
  GameWindow w{game_id, "rules", "Rules", draw_rules_window};
  w.set_place(kMainPane);
  return w;
}

}  // namespace umpire
