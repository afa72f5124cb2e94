// The Corrections window: the umpire's rulings (corrections.h), each built
// from its command's arguments with the counters and zones chosen by name,
// a reason typed for the journal, and judged live by the command's own check
// before "Issue" sends it through the GUI's command runner.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "ui/command_form.h"
#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/bourgogne/corrections.h"
#include "ui/bourgogne/orders_logic.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::bourgogneui {

namespace {

struct CorrectionsUi {
  std::string campaign_path;
  std::string command = "bourgogne.place";
  OrdersDraft draft;  // every argument typed or chosen, by name
  std::string last_issued;
};

CorrectionsUi& corrections_for(const Campaign& campaign) {
  static CorrectionsUi ui;
  if (ui.campaign_path != campaign.path()) {
    ui = CorrectionsUi{};
    ui.campaign_path = campaign.path();
  }
  return ui;
}

void correction_field(const bourgogne::State& s, const CommandDef& def, const ArgSpec& spec, OrdersDraft& d) {
  const std::string label = formui::field_label(spec);
  const float width = std::max(ImGui::GetFontSize() * 8,
                               ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label.c_str()).x - 12);
  const auto options = correction_options(s, def, spec);
  if (!options.empty()) {
    std::string& v = d.texts[spec.name];
    if (v.empty() && spec.fallback.is_string()) v = spec.fallback.get<std::string>();
    std::string shown = v.empty() ? "(choose)" : v;
    for (const auto& [id, words] : options)
      if (id == v) shown = words;
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo(label.c_str(), shown.c_str(), ImGuiComboFlags_HeightLarge)) {
      for (const auto& [id, words] : options)
        if (ImGui::Selectable((words + "##" + id).c_str(), v == id)) v = id;
      ImGui::EndCombo();
    }
  } else if (spec.type == ArgType::Bool) {
    bool& v = d.flags.try_emplace(spec.name, spec.fallback.is_boolean() && spec.fallback.get<bool>()).first->second;
    ImGui::Checkbox(label.c_str(), &v);
  } else if (spec.type == ArgType::Integer) {
    std::string& v = d.texts[spec.name];
    int n = 0;
    if (!v.empty()) n = std::atoi(v.c_str());
    else if (spec.fallback.is_number_integer()) n = spec.fallback.get<int>();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    if (ImGui::InputInt(label.c_str(), &n) || v.empty()) v = std::to_string(n);
  } else {
    ImGui::SetNextItemWidth(width);
    ImGui::InputTextWithHint(label.c_str(), spec.meaning.c_str(), &d.texts[spec.name]);
  }
  if (ImGui::IsItemHovered() && !spec.meaning.empty()) ImGui::SetTooltip("%s", spec.meaning.c_str());
}

}  // namespace

void draw_corrections_window(GuiContext& ctx) {
  const bourgogne::State* s = game_state(ctx);
  if (!s) return;
  CorrectionsUi& ui = corrections_for(ctx.campaign);
  text_disabled_wrapped("The umpire's rulings: each is journaled with its reason, and undone like any command.");
  const char* shown = ui.command.c_str();
  for (const auto& c : correction_choices())
    if (ui.command == c.command) shown = c.label;
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 24, ImGui::GetContentRegionAvail().x));
  if (ImGui::BeginCombo("##correctiongdb", shown)) {
    for (const auto& c : correction_choices()) {
      if (!ctx.campaign.commands().find(c.command)) continue;
      if (ImGui::Selectable(c.label, ui.command == c.command)) {
        ui.command = c.command;
        ui.draft = OrdersDraft{};
      }
    }
    ImGui::EndCombo();
  }
  const CommandDef* def = ctx.campaign.commands().find(ui.command);
  if (!def) {
    text_disabled_wrapped("This correction is not available.");
    return;
  }
  for (const auto& spec : def->args) {
    ImGui::PushID(spec.name.c_str());
    correction_field(*s, *def, spec, ui.draft);
    ImGui::PopID();
  }
  const Json command = order_command(*def, ui.draft);
  // The fields still empty are named, rather than the command's own complaint about its arguments.
  std::string missing;
  for (const auto& spec : def->args)
    if (spec.required && !command["args"].contains(spec.name)) missing += (missing.empty() ? "" : ", ") + spec.name;
  const auto refusals =
      missing.empty() ? ctx.campaign.validate(command) : std::vector<Reason>{{"", "still to fill in: " + missing}};
  if (refusals.empty()) text_wrapped_coloured(Palette::success(), "The correction can be made.");
  if (!missing.empty()) text_disabled_wrapped("Still to fill in: " + missing + ".");
  else
    for (const auto& r : refusals) text_wrapped_coloured(Palette::refusal(), r.describe());
  ImGui::BeginDisabled(!refusals.empty() || ctx.dice_pending);
  if (ImGui::Button("Issue")) {
    ui.last_issued = ui.command;
    ctx.issue(command);
  }
  ImGui::EndDisabled();
  draw_command_feedback(ctx, ui.last_issued);
}

}  // namespace umpire::bourgogneui
