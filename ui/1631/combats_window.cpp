// The Combats window (the combat desk): every combat the actions opened
// (GameModule::battle_links), pending ones with the kit's engine choices
// (the tabletop, or the built-in procedure with its odds), those being fought
// with a way to the kit's Battle window, and the tabletop's result typed in
// in a form (winner, steps lost, hits) and judged live before it is recorded.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <map>

#include "1631/forces.h"

#include "battles/sessions/battle_module.h"
#include "battles/sessions/battle_session.h"
#include "ui/1631/combat_form.h"
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

// A combat at the tabletop: its result entered in a form (the winner, each
// unit's steps lost, the hits each side suffered; 1631 §7.8), judged live by
// the game's record command before it can be recorded.
void tabletop_result(GuiContext& ctx, FlammesUi& ui, const flammes::State& s, const BattleLink& link) {
  static std::map<std::string, TabletopForm> forms;  // by campaign file and combat
  const auto combat = flammes::find_combat(s, link.id);
  if (!combat) return;
  TabletopForm& form = forms[ctx.campaign.path() + "/" + link.id];
  ImGui::TextWrapped("Fought at the table: enter its result, then record it.");
  static const char* kWinners[] = {"attacker", "defender", ""};
  static const char* kWinnerWords[] = {"the attacker", "the defender", "no victor"};
  int w = form.winner == "attacker" ? 0 : form.winner == "defender" ? 1 : 2;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::Combo("Winner", &w, kWinnerWords, 3)) form.winner = kWinners[w];
  ImGui::TextUnformatted("Steps lost");
  for (const auto& id : tabletop_form_units(*combat)) {
    const flammes::Unit* u = s.unit(id);
    if (!u) continue;
    ImGui::PushID(id.c_str());
    int& lost = form.lost[id];
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    if (ImGui::InputInt("##lost", &lost)) lost = std::clamp(lost, 0, u->steps);
    ImGui::SameLine();
    const auto& att = combat->attacking_units;
    const bool attacking = std::find(att.begin(), att.end(), id) != att.end();
    ImGui::Text("%s (%s), %s", u->name.c_str(), u->fresh() ? "Fresh" : "Spent", attacking ? "attacking" : "defending");
    ImGui::PopID();
  }
  ImGui::TextUnformatted("Hits suffered");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ImGui::InputInt("by the attacker", &form.hits_on_attacker))
    form.hits_on_attacker = std::max(0, form.hits_on_attacker);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ImGui::InputInt("by the defender", &form.hits_on_defender))
    form.hits_on_defender = std::max(0, form.hits_on_defender);
  const Json command = tabletop_record_command(*combat, form);
  const auto refusals = ctx.campaign.validate(command);
  for (const auto& r : refusals) text_wrapped_coloured(Palette::refusal(), r.describe());
  ImGui::BeginDisabled(!refusals.empty() || ctx.dice_pending);
  if (ImGui::Button("Record the result") && issue(ctx, ui, command)) forms.erase(ctx.campaign.path() + "/" + link.id);
  ImGui::EndDisabled();
}

}  // namespace

void draw_combats_window(GuiContext& ctx) {
  const flammes::State* s = game_state(ctx);
  if (!s) return;
  FlammesUi& ui = ui_for(ctx.campaign);
  const GameModule* m = ctx.campaign.module();
  const std::vector<BattleLink> links = m->battle_links(ctx.campaign.state());
  if (links.empty()) {
    text_disabled_wrapped("No combat yet: an engage, an interception or a siege assault opens one (1631 §7.5).");
    return;
  }
  for (const auto& link : links) {
    ImGui::PushID(link.id.c_str());
    // The engine by its title ("1631 combat procedure"), the table as such.
    std::string engine = link.engine == "tabletop" ? "at the table" : link.engine;
    if (const battles::BattleModule* e =
            ctx.registry && link.engine != "tabletop" ? battles::find_engine(*ctx.registry, link.engine) : nullptr)
      engine = e->title();
    const std::string head =
        link.name + " - " + status_words(link.status) + (link.engine.empty() ? "" : " (" + engine + ")") + "###combat";
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
        tabletop_result(ctx, ui, *s, link);
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
