// The Turn panel: where the campaign stands (the game's status line), its
// players, and what the umpire must do next (GameModule::next_steps), each
// step with its rule, the button of its command (checked first: a refusal
// shows as the button's tooltip) and the window where its work is done.
#include <imgui.h>

#include "ui/command_runner.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire {

namespace {

std::string last_issued;  // for the feedback line; one Turn panel at a time

void players_line(const GameModule& m, const CampaignState& s) {
  std::string names;
  for (const auto& p : m.players(s)) names += (names.empty() ? "" : ", ") + p.name;
  if (!names.empty()) ImGui::TextWrapped("Players: %s", names.c_str());
}

void step_button(GuiContext& ctx, const NextStep& step) {
  auto reasons = ctx.campaign.validate(step.command);
  ImGui::BeginDisabled(!reasons.empty() || ctx.dice_pending);
  std::string label = (step.label.empty() ? step.command.value("type", "Do it") : step.label) + "##do";
  if (ImGui::Button(label.c_str())) {
    last_issued = step.command.value("type", "");
    ctx.issue(step.command);
  }
  ImGui::EndDisabled();
  if (!reasons.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::BeginTooltip();
    for (const auto& r : reasons) ImGui::TextUnformatted(r.describe().c_str());
    ImGui::EndTooltip();
  }
}

void window_button(GuiContext& ctx, const NextStep& step, bool same_line) {
  if (step.window.empty() || !ctx.show) return;
  const GameWindow* w = game_windows().find(ctx.campaign.state().core.game, step.window);
  if (!w) w = game_windows().find(kEveryGame, step.window);
  if (!w) return;
  const std::string label = "Open the " + w->title + " window##open";
  if (same_line) same_line_if_fits(button_width(label.c_str()));  // under the step's button when it is long
  if (ImGui::Button(label.c_str())) ctx.show(step.window);
}

// The step's buttons first, then what it is: a long explanation (every box's
// losses still to allocate) never pushes the buttons out of a short panel.
void draw_step(GuiContext& ctx, const NextStep& step) {
  if (!step.command.is_null()) step_button(ctx, step);
  window_button(ctx, step, !step.command.is_null());
  if (step.rule.empty())
    ImGui::TextWrapped("Next: %s", step.text.c_str());
  else
    ImGui::TextWrapped("Next: %s [%s]", step.text.c_str(), step.rule.c_str());
}

}  // namespace

void draw_command_feedback(const GuiContext& ctx, const std::string& issued) {
  const CommandReport* r = ctx.last_report;
  if (!r || r->empty() || issued.empty() || r->type != issued) return;
  if (r->applied) {
    for (const auto& line : r->lines) text_wrapped_coloured(Palette::success(), line);
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
  ImGui::TextWrapped("Refused (%s):", r->type.c_str());
  for (const auto& line : r->refusals) ImGui::TextWrapped("  %s", line.c_str());
  if (!r->error.empty()) ImGui::TextWrapped("  %s", r->error.c_str());
  ImGui::PopStyleColor();
}

void draw_turn_panel(GuiContext& ctx, const TurnPanelParts& parts) {
  const GameModule* m = ctx.campaign.module();
  const GameState* s = ctx.campaign.state().game.get();
  if (!m || !s) return;
  ImGui::TextWrapped("%s", m->status(*s).c_str());
  if (parts.details)
    parts.details(ctx);
  else
    players_line(*m, ctx.campaign.state());
  ImGui::Separator();
  auto steps = m->next_steps(ctx.campaign.state());
  if (steps.empty()) ImGui::TextDisabled("Nothing is waiting.");
  if (ctx.dice_pending) ImGui::TextColored(Palette::warning(), "Dice are pending: type them in the Dice window.");
  for (std::size_t i = 0; i < steps.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    draw_step(ctx, steps[i]);
    ImGui::PopID();
  }
  draw_command_feedback(ctx, last_issued);
  if (parts.footer) parts.footer(ctx);
}

GameWindow turn_panel_window(const std::string& game_id, TurnPanelParts parts) {
  GameWindow w{game_id, "turn", "Turn", [parts](GuiContext& ctx) { draw_turn_panel(ctx, parts); }};
  w.set_place(kTurnPane);
  return w;
}

void register_kit_windows(WindowRegistry& registry) {
  registry.add(turn_panel_window());
  registry.add(rules_window());
}

const GameState* game_state_of(GuiContext& ctx, const std::string& game_id, const std::string& whose) {
  const GameModule* m = ctx.campaign.module();
  if (!ctx.campaign.state().game || !m || m->id() != game_id) {
    ImGui::TextDisabled("This window belongs to %s.", whose.c_str());
    return nullptr;
  }
  return ctx.campaign.state().game.get();
}

}  // namespace umpire
