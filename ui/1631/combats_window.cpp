// The Combats window (the combat desk): every combat the actions opened
// (GameModule::battle_links), pending ones with the kit's engine choices
// (the tabletop, or the built-in procedure with its odds), those being fought
// with a way to the kit's Battle window, and the tabletop's result typed in
// as the hand-off's result and judged live before it is recorded.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <map>

#include "ui/1631/flammes_ui.h"
#include "ui/battles/battle_desk.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::flammesui {

namespace {

const char* status_words(const std::string& status) {
  if (status == "pending") return "waiting to be fought";
  if (status == "sent") return "being fought";
  if (status == "recorded") return "recorded";
  if (status == "closed") return "no combat after all";
  return status.c_str();
}

// A combat at the tabletop: its result typed in (the hand-off's result JSON),
// checked by the game's record command before it can be recorded.
void tabletop_result(GuiContext& ctx, FlammesUi& ui, const BattleLink& link) {
  static std::map<std::string, std::string> typed;  // by campaign file and combat
  std::string& text = typed[ctx.campaign.path() + "/" + link.id];
  ImGui::TextWrapped("Fought at the table: type its result (the result sheet's JSON), then record it.");
  ImGui::InputTextMultiline("##result", &text, ImVec2(-1, ImGui::GetTextLineHeight() * 5));
  if (text.empty()) return;
  Json result = Json::parse(text, nullptr, false);
  if (result.is_discarded()) {
    text_wrapped_coloured(Palette::refusal(), "Not JSON yet.");
    return;
  }
  Json command;
  try {
    command = ctx.campaign.module()->record_result_command(ctx.campaign.state(), link.id, result);
  } catch (const std::exception& e) {
    text_wrapped_coloured(Palette::refusal(), e.what());
    return;
  }
  const auto refusals = ctx.campaign.validate(command);
  for (const auto& r : refusals) text_wrapped_coloured(Palette::refusal(), r.describe());
  ImGui::BeginDisabled(!refusals.empty() || ctx.dice_pending);
  if (ImGui::Button("Record the result") && issue(ctx, ui, command)) text.clear();
  ImGui::EndDisabled();
}

}  // namespace

void draw_combats_window(GuiContext& ctx) {
  if (!game_state(ctx)) return;
  FlammesUi& ui = ui_for(ctx.campaign);
  const GameModule* m = ctx.campaign.module();
  const std::vector<BattleLink> links = m->battle_links(ctx.campaign.state());
  if (links.empty()) {
    text_disabled_wrapped("No combat yet: an engage, an interception or a siege assault opens one (1631 §7.5).");
    return;
  }
  for (const auto& link : links) {
    ImGui::PushID(link.id.c_str());
    const std::string head = link.name + " - " + status_words(link.status) +
                             (link.engine.empty() ? "" : " (" + link.engine + ")") + "###combat";
    if (ImGui::CollapsingHeader(head.c_str(), link.status == "pending" || link.status == "sent"
                                                  ? ImGuiTreeNodeFlags_DefaultOpen
                                                  : ImGuiTreeNodeFlags_None)) {
      if (link.status == "pending") {
        if (!ctx.registry) {
          text_disabled_wrapped("The engines are not known here.");
        } else {
          Json send = battlesui::draw_engine_choices(ctx, link);
          if (!send.is_null() && issue(ctx, ui, send) && ctx.show) ctx.show(battlesui::kBattleWindow);
        }
      } else if (link.status == "sent" && link.engine == "tabletop") {
        tabletop_result(ctx, ui, link);
      } else if (link.status == "sent") {
        if (ImGui::Button("Open the Battle window") && ctx.show) ctx.show(battlesui::kBattleWindow);
      } else if (!link.result.is_null()) {
        text_disabled_wrapped(link.result.dump());
      }
    }
    ImGui::PopID();
  }
  draw_command_feedback(ctx, ui.last_issued);
}

}  // namespace umpire::flammesui
