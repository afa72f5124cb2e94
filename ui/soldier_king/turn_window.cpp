#include "ui/soldier_king/turn_window.h"

#include <imgui.h>

#include "soldier_king/turn.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {

Json command(const char* type) { return Json{{"type", type}, {"args", Json::object()}}; }

void turn_order(const sk::SkState& s) {
  if (s.turn_order.empty()) {
    ImGui::TextDisabled("Turn order: not rolled yet (SK 7.1.2)");
    return;
  }
  ImGui::TextUnformatted("Turn order (SK 7.1.2):");
  for (std::size_t i = 0; i < s.turn_order.size(); ++i) {
    const std::string& f = s.turn_order[i];
    const sk::Faction* fac = s.faction(f);
    bool current = s.phase == sk::Phase::PlayerTurn && s.turn.player == f;
    bool done = s.phase == sk::Phase::SeasonEnd || (s.phase == sk::Phase::PlayerTurn && i < s.turn_index);
    ImGui::SameLine();
    ImVec4 colour = ImGui::ColorConvertU32ToFloat4(rgba(faction_rgb(f)));
    if (!current) colour.w = done ? 0.45f : 0.85f;
    ImGui::TextColored(colour, current ? "[%s %d]" : "%s %d", faction_name(s, f).c_str(), fac ? fac->initiative : 0);
  }
}

void active_turn(const sk::SkState& s) {
  if (s.phase != sk::Phase::PlayerTurn) return;
  const sk::Turn& t = s.turn;
  ImGui::Text("%s's turn, step: %s", faction_name(s, t.player).c_str(), sk::to_string(t.step));
  if (t.step >= sk::TurnStep::Movement && t.marches > 0) {
    ImGui::SameLine();
    ImGui::Text("  marches: %d used of %d", t.used, t.marches);
    ImGui::ProgressBar(t.marches ? static_cast<float>(t.used) / static_cast<float>(t.marches) : 0.0f, ImVec2(-1, 0));
  }
  if (!t.attacks.empty()) {
    ImGui::TextUnformatted("Attacks this turn (SK 9.4):");
    for (const auto& a : t.attacks) {
      std::string columns;
      for (const auto& c : a.columns) {
        const sk::Column* col = s.column(c);
        columns += (columns.empty() ? "" : ", ") + (col ? col->name : c);
      }
      ImGui::BulletText("%s: %s%s", box_name(s, a.target).c_str(), columns.c_str(),
                        a.exempt ? " (reopens a blocked supply line, 9.5)"
                        : a.magazine.empty() ? "" : (" — magazine " + a.magazine).c_str());
    }
  }
}

}  // namespace

void draw_turn_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  ImGui::Text("%s", ctx.campaign.module()->status(*s).c_str());
  turn_order(*s);
  active_turn(*s);
  ImGui::Separator();
  ImGui::TextWrapped("Next: %s", sk::next_step(*s).c_str());
  if (ctx.dice_pending) ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.2f, 1.0f), "Dice are pending: type them in the Dice window.");
  ImGui::BeginDisabled(ctx.dice_pending);
  if (s->phase == sk::Phase::Setup) {
    if (ImGui::Button("Begin campaign")) issue(ctx, ui, command("sk.begin_campaign"));
  } else if (s->phase == sk::Phase::PregameDiplomacy && s->turn_order.empty()) {
    if (ImGui::Button("Roll initiative")) issue(ctx, ui, command("sk.roll_initiative"));
  } else if (s->phase == sk::Phase::PlayerTurn && s->turn.step == sk::TurnStep::Supply && !s->turn.supply_checked) {
    if (ImGui::Button("Check supply")) issue(ctx, ui, command("sk.supply_check"));
  } else if (s->phase == sk::Phase::PlayerTurn && s->turn.step == sk::TurnStep::PostMovement && !s->turn.attrition_done &&
             sk::next_step(*s).find("sk.attrition") != std::string::npos) {
    if (ImGui::Button("Roll attrition")) issue(ctx, ui, command("sk.attrition"));
  } else {
    ImGui::EndDisabled();
    ImGui::BeginDisabled(false);
    advance_button(ctx, ui);
  }
  ImGui::EndDisabled();
  // Where the step's work is done.
  const char* window = nullptr;
  const char* title = nullptr;
  switch (s->phase) {
    case sk::Phase::Setup: window = "army", title = "Open the Army window"; break;
    case sk::Phase::PregameDiplomacy: window = "diplomacy", title = "Open the Diplomacy window"; break;
    case sk::Phase::SeasonStart: window = "season", title = "Open the Season window"; break;
    case sk::Phase::PlayerTurn:
      switch (s->turn.step) {
        case sk::TurnStep::Plebiscite:
        case sk::TurnStep::Recovery: window = "season", title = "Open the Season window"; break;
        case sk::TurnStep::Supply:
        case sk::TurnStep::Movement:
        case sk::TurnStep::PostMovement: window = "orders", title = "Open the Orders window"; break;
        case sk::TurnStep::Combat: window = "battles", title = "Open the Battles window"; break;
        case sk::TurnStep::Reorganisation: window = "army", title = "Open the Army window"; break;
        default: break;
      }
      break;
    case sk::Phase::SeasonEnd: window = "diplomacy", title = "Open the Diplomacy window"; break;
    case sk::Phase::GameOver: window = "season", title = "Open the Season window"; break;
  }
  if (window && ctx.show) {
    ImGui::SameLine();
    if (ImGui::Button(title)) ctx.show(window);
  }
  draw_last_report(ctx, ui);
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("The Season window holds spring's magazines and random events, the Rebel turn, plebiscites, "
                     "training and winter recruiting; the Battles window the turn's battles.");
  ImGui::PopStyleColor();
}

}  // namespace umpire::skui
