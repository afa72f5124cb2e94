// The Orders window: the active player's marches (SK 10), magazine moves
// (SK 9.2.1), the start-of-turn supply check and the attrition after movement
// (SK 9.6). The steps' panels are in orders_march.cpp and orders_supply.cpp,
// the map overlay in orders_overlay.cpp.
#include "ui/soldier_king/orders_window.h"

#include <imgui.h>

#include "soldier_king/turn.h"
#include "ui/command_runner.h"
#include "ui/soldier_king/orders_panels.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

// The umpire records where a player places a magazine (9.2); the spring
// allowance itself arrives with the seasons issue. The box is the map's selection.
void magazine_placement(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  if (!ImGui::CollapsingHeader("Place a magazine (SK 9.2)")) return;
  static std::string owner;
  static char reason[120] = "spring magazine";
  if (owner.empty() || !s.faction(owner)) owner = s.turn.player.empty() ? s.factions.front().id : s.turn.player;
  if (ImGui::BeginCombo("Owner", faction_name(s, owner).c_str())) {
    for (const auto& f : s.factions)
      if (f.active && ImGui::Selectable(f.name.c_str(), f.id == owner)) owner = f.id;
    ImGui::EndCombo();
  }
  ImGui::Text("Box: %s", ui.selected_box.empty() ? "(click a box on the map)" : box_name(s, ui.selected_box).c_str());
  ImGui::InputText("Reason", reason, sizeof reason);
  ImGui::BeginDisabled(ui.selected_box.empty());
  if (ImGui::Button("Place magazine"))
    issue(ctx, ui, Json{{"type", "sk.place_magazine"}, {"args", {{"owner", owner}, {"box", ui.selected_box}, {"reason", reason}}}});
  ImGui::EndDisabled();
  int n = 0;
  for (const auto& m : s.magazines)
    if (m.owner == owner) ++n;
  ImGui::SameLine();
  ImGui::TextDisabled("%s has %d on the board", faction_name(s, owner).c_str(), n);
}

}  // namespace

void draw_orders_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  ui.orders.drawn_frame = ImGui::GetFrameCount();
  magazine_placement(ctx, *s, ui);
  if (s->phase != sk::Phase::PlayerTurn || s->turn.player.empty()) {
    ImGui::TextWrapped("No player turn is running (%s).", sk::phase_words(s->phase));
    ImGui::TextWrapped("Next: %s", sk::next_step(*s).c_str());
    draw_last_report(ctx, ui);
    return;
  }
  ImGui::TextColored(faction_text_colour(s->turn.player), "%s", faction_name(*s, s->turn.player).c_str());
  ImGui::SameLine();
  ImGui::Text("- step: %s", sk::step_words(s->turn.step));
  switch (s->turn.step) {
    case sk::TurnStep::Movement: movement_step(ctx, *s, ui); break;
    case sk::TurnStep::Supply: supply_step(ctx, *s, ui); break;
    case sk::TurnStep::PostMovement: attrition_step(ctx, *s, ui); break;
    default:
      ImGui::TextWrapped("Orders are given in the movement step; supply is checked in the supply step and attrition "
                         "after movement.");
      ImGui::TextWrapped("Next: %s", sk::next_step(*s).c_str());
      break;
  }
  if (s->turn.step != sk::TurnStep::Movement && s->turn.step != sk::TurnStep::Supply &&
      s->turn.step != sk::TurnStep::PostMovement)
    return;
  ImGui::Separator();
  text_disabled_wrapped("Next: " + sk::next_step(*s));
  draw_last_report(ctx, ui);
}

}  // namespace umpire::skui
