// The Action window: the umpire builds the acting side's action on the map
// (the army's area, then its path, area by area), ticks the units and
// commanders that take part, chooses the action, and sees at once whether the
// rules allow it: the command's own check (the engine's dry run) gives the
// refusals with their rules. "Apply" issues it through the GUI's command runner.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "1631/turn.h"
#include "ui/command_form.h"
#include "ui/1631/action_logic.h"
#include "ui/1631/flammes_ui.h"
#include "ui/command_runner.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::flammesui {

using namespace flammes;

namespace {

void command_combo(GuiContext& ctx, ActionDraft& d) {
  const CommandDef* current = ctx.campaign.commands().find(d.command);
  const char* shown = d.command.c_str();
  for (const auto& c : action_choices())
    if (d.command == c.command) shown = c.label;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Action");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 15);
  if (ImGui::BeginCombo("##action1631", shown)) {
    for (const auto& c : action_choices()) {
      const CommandDef* def = ctx.campaign.commands().find(c.command);
      if (!def) continue;  // not written yet
      if (ImGui::Selectable(c.label, d.command == c.command)) d.command = c.command;
      if (ImGui::IsItemHovered() && !def->summary.empty()) ImGui::SetTooltip("%s", def->summary.c_str());
    }
    ImGui::EndCombo();
  }
  if (current && !current->summary.empty()) text_disabled_wrapped(current->summary);
  int missing = 0;
  for (const auto& c : action_choices())
    if (!ctx.campaign.commands().find(c.command)) ++missing;
  if (missing > 0) {
    std::string names;
    for (const auto& c : action_choices())
      if (!ctx.campaign.commands().find(c.command)) names += (names.empty() ? "" : ", ") + std::string(c.label);
    text_disabled_wrapped("Not available yet: " + names + ".");
  }
}

// The army's area, its units and commanders with checkboxes, and the path.
void army_and_path(const State& s, const CommandDef& def, ActionDraft& d, bool english) {
  bool wants_army = false, wants_path = false, wants_piece = false, wants_losses = false;
  for (const auto& spec : def.args) {
    const DraftField f = draft_field(spec);
    wants_losses |= f == DraftField::Losses;
    wants_army |= f == DraftField::Units || f == DraftField::Commanders || f == DraftField::From;
    wants_path |= f == DraftField::Path || f == DraftField::Area;
    wants_piece |= f == DraftField::Piece;
  }
  if (!wants_army && !wants_path && !wants_piece) return;
  ImGui::Separator();
  if (d.from.empty()) {
    text_disabled_wrapped(d.picking ? "Click the army's area on the map."
                                    : "Tick \"Clicks build the action\" on the map.");
    return;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::Text("Army in %s", area_name(s, d.from, english).c_str());
  ImGui::SameLine();
  if (ImGui::SmallButton("Another area")) {
    d.clear_map();
    return;
  }
  // The acting side's pieces; for the umpire's relocation and the reactions (the other side's evasion), everyone's.
  std::optional<Side> side = acting_side(s);
  if (d.command == "1631.relocate" || d.command == "1631.evade" || d.command == "1631.pursuit") side.reset();
  const auto pieces = army_pieces(s, d.from, side);
  if (pieces.empty()) text_disabled_wrapped("Nothing of the acting side stands here.");
  // A long army scrolls in a list of its own, so the path and the fields below stay in view.
  if (wants_piece) {
    const bool scroll = pieces.size() > 8;
    if (scroll) ImGui::BeginChild("##army", ImVec2(0, ImGui::GetFrameHeightWithSpacing() * 8), true);
    for (const auto& p : pieces)
      if (ImGui::RadioButton((p.name + "##piece" + p.id).c_str(), d.piece == p.id)) d.piece = p.id;
    if (scroll) ImGui::EndChild();
  } else {
    formui::draw_piece_ticks(pieces, d, "##army");
  }
  if (wants_losses && !pieces.empty() && ImGui::TreeNode("Losses, in order")) {
    formui::draw_loss_ticks(pieces, d, nullptr);
    ImGui::TreePop();
  }
  if (!wants_path) return;
  formui::draw_path_line(d, [&](const std::string& a) { return area_name(s, a, english); });
  formui::draw_path_buttons(d, "area", "areas");
}

// The arguments the map does not give: typed or chosen here, by the schema.
void typed_fields(const CommandDef& def, ActionDraft& d) {
  bool any = false;
  for (const auto& spec : def.args) {
    if (draft_field(spec) != DraftField::Typed) continue;
    if (!any) ImGui::Separator();
    any = true;
    ImGui::PushID(spec.name.c_str());
    const std::string label = formui::field_label(spec);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    switch (spec.type) {
      case ArgType::Bool: {
        bool& v = d.flags.try_emplace(spec.name, spec.fallback.is_boolean() && spec.fallback.get<bool>()).first->second;
        ImGui::Checkbox(label.c_str(), &v);
        break;
      }
      case ArgType::Integer: {
        int fallback = spec.fallback.is_number_integer() ? spec.fallback.get<int>()
                                                         : static_cast<int>(std::max<std::int64_t>(spec.min, 0));
        int& v = d.numbers.try_emplace(spec.name, fallback).first->second;
        ImGui::InputInt(label.c_str(), &v);
        break;
      }
      case ArgType::Choice: {
        std::string& v = d.texts[spec.name];
        if (v.empty() && spec.fallback.is_string()) v = spec.fallback.get<std::string>();
        if (ImGui::BeginCombo(label.c_str(), v.empty() ? "(choose)" : v.c_str())) {
          for (const auto& c : spec.choices)
            if (ImGui::Selectable(c.c_str(), v == c)) v = c;
          ImGui::EndCombo();
        }
        break;
      }
      default: {
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label.c_str()).x - 8);
        ImGui::InputText(label.c_str(), &d.texts[spec.name]);
        break;
      }
    }
    if (ImGui::IsItemHovered() && !spec.meaning.empty())
      ImGui::SetTooltip("%s (%s)", spec.meaning.c_str(), spec.type_name().c_str());
    ImGui::PopID();
  }
}

}  // namespace

void draw_action_window(GuiContext& ctx) {
  const State* s = game_state(ctx);
  if (!s) return;
  FlammesUi& ui = ui_for(ctx.campaign);
  ActionDraft& d = ui.draft;
  const bool english = english_names(ctx.campaign.state());
  if (const auto who = acting_side(*s))
    ImGui::Text("The %s act (action %d of %d)", words(*who),
                s->action.is_null() ? s->tracks.action + 1 : s->tracks.action, kActionsPerTurn);
  else
    text_disabled_wrapped("No side acts now (" + ctx.campaign.module()->status(*s) + ").");
  // An action already under way (an interception, a combat, a choice to make) goes on by its own steps.
  if (!s->action.is_null())
    text_wrapped_coloured(Palette::warning(), "In progress: " + s->action.value("kind", std::string("an action")) +
                                                  " - its next step is in the Turn panel.");
  // A reaction waiting whose path and losses are clicked on the map: one button starts building it here.
  if (!s->action.is_null()) {
    for (const auto& step : ctx.campaign.module()->next_steps(ctx.campaign.state())) {
      const std::string type = step.command.is_object() ? step.command.value("type", "") : "";
      if ((type != "1631.evade" && type != "1631.pursuit") || d.command == type) continue;
      for (const auto& c : action_choices()) {
        if (type != c.command) continue;
        if (ImGui::SmallButton((std::string("Build on the map: ") + c.label).c_str())) {
          d.restart(type);
          if (step.command["args"].contains("combat")) d.texts["combat"] = step.command["args"]["combat"];
        }
      }
    }
  }
  command_combo(ctx, d);
  const CommandDef* def = ctx.campaign.commands().find(d.command);
  if (!def) {
    text_disabled_wrapped("This action is not available yet.");
    return;
  }
  // Judged live, once its required arguments are given: the command's own check on the campaign
  // as it is (a dry run: nothing rolled or written), shown above the form so it stays in view.
  const Json command = draft_command(*def, d);
  const formui::FormVerdict verdict = formui::judge_form(ctx.campaign, *def, command);
  formui::draw_form_verdict(verdict, "The rules allow this action.");
  ImGui::BeginDisabled(!verdict.allowed() || ctx.dice_pending);
  if (ImGui::Button("Apply")) {
    if (issue(ctx, ui, command)) d.clear_map();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Clear")) d.restart(d.command);
  draw_command_feedback(ctx, ui.last_issued);
  army_and_path(*s, *def, d, english);
  typed_fields(*def, d);
  if (ImGui::TreeNode("The command")) {
    text_disabled_wrapped(command.dump());
    ImGui::TreePop();
  }
}

}  // namespace umpire::flammesui
