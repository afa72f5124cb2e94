// The Dice window: where dice come from (the campaign's seed, or real dice the
// umpire types in), the pending request in manual mode, a free roll and a note
// form (so that even an empty campaign can be used), and what became of the
// last command, refusals in red.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "ui/windows.h"

namespace umpire {

namespace {

// The width left for a field that shares its line with `others` pixels of widgets.
float fill_width(float others) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  return std::max(ImGui::GetFontSize() * 4, ImGui::GetContentRegionAvail().x - others - spacing);
}

float button_width(const char* label) {
  return ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
}

void draw_mode(AppState& app) {
  int mode = app.dice_mode == DiceMode::Manual ? 1 : 0;
  ImGui::TextUnformatted("Dice:");
  ImGui::SameLine();
  bool changed = ImGui::RadioButton("Seeded", &mode, 0);
  ImGui::SameLine();
  changed |= ImGui::RadioButton("Manual", &mode, 1);
  if (changed) set_dice_mode(app, mode == 1 ? DiceMode::Manual : DiceMode::Seeded);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped(app.dice_mode == DiceMode::Manual ? "You roll real dice and type in the faces."
                                                       : "Rolled from the campaign's seed: reproducible.");
  ImGui::PopStyleColor();
}

void draw_pending(AppState& app, const PendingDice& p) {
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, Palette::warning());
  ImGui::TextWrapped("Dice needed: %s", p.request.label.c_str());
  ImGui::PopStyleColor();
  ImGui::Text("Roll %dD%d and enter each face (1 to %d).", p.request.count, p.request.sides, p.request.sides);
  if (!p.faces.empty()) {
    std::string so_far;
    for (int f : p.faces) so_far += std::to_string(f) + " ";
    ImGui::TextDisabled("Already entered for this command: %s", so_far.c_str());
  }
  app.typed_faces.resize(static_cast<std::size_t>(p.request.count), 0);
  for (std::size_t i = 0; i < app.typed_faces.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    ImGui::InputInt(("Die " + std::to_string(i + 1)).c_str(), &app.typed_faces[i]);
    ImGui::PopID();
  }
  auto problem = check_faces(app.typed_faces, p.request);
  if (problem) ImGui::TextColored(Palette::refusal(), "%s", problem->c_str());
  ImGui::BeginDisabled(problem.has_value());
  if (ImGui::Button("Confirm dice")) supply_dice(app, app.typed_faces);
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel command")) {
    app.runner.cancel();
    app.message = "Command cancelled: no dice were recorded";
  }
}

void draw_free_roll(AppState& app) {
  ImGui::Separator();
  ImGui::TextUnformatted("Free roll (outside any rule)");
  const float dice_width = ImGui::GetFontSize() * 4;
  ImGui::SetNextItemWidth(fill_width(dice_width + ImGui::GetStyle().ItemSpacing.x + button_width("Roll")));
  ImGui::InputTextWithHint("##label", "what is it for?", &app.forms.roll_label);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(dice_width);
  ImGui::InputText("##dice", &app.forms.roll_dice);
  ImGui::SameLine();
  if (ImGui::Button("Roll"))
    issue(app, Json{{"type", "core.roll"}, {"args", {{"label", app.forms.roll_label}, {"dice", app.forms.roll_dice}}}});
}

void draw_note(AppState& app) {
  ImGui::TextUnformatted("Umpire's note");
  ImGui::SetNextItemWidth(fill_width(button_width("Add note")));
  bool enter = ImGui::InputTextWithHint("##note", "a note for the journal", &app.forms.note,
                                        ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button("Add note") || enter) {
    issue(app, Json{{"type", "core.note"}, {"args", {{"text", app.forms.note}}}});
    if (app.runner.report().applied) app.forms.note.clear();
  }
}

void draw_report(const CommandReport& r) {
  if (r.empty()) return;
  ImGui::Separator();
  if (r.applied) {
    ImGui::TextColored(Palette::success(), "#%lld %s applied", static_cast<long long>(r.seq), r.type.c_str());
    for (const auto& line : r.lines) ImGui::BulletText("%s", line.c_str());
  } else if (!r.refusals.empty()) {
    ImGui::TextColored(Palette::refusal(), "%s refused:", r.type.c_str());
    for (const auto& reason : r.refusals) {
      ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
      ImGui::BulletText("%s", reason.c_str());
      ImGui::PopStyleColor();
    }
  }
  if (!r.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
    ImGui::TextWrapped("%s", r.error.c_str());
    ImGui::PopStyleColor();
  }
}

}  // namespace

void draw_dice_window(AppState& app) {
  bool open = is_open(app, kDiceWindow);
  place_window_first_use(kDiceWindow);
  if (ImGui::Begin("Dice", &open)) {
    draw_mode(app);
    if (const auto& p = app.runner.pending()) {
      PendingDice copy = *p;  // supply_dice may replace the pending request mid-draw
      draw_pending(app, copy);
    }
    draw_free_roll(app);
    draw_note(app);
    draw_report(app.runner.report());
  }
  ImGui::End();
  set_open(app, kDiceWindow, open);
}

}  // namespace umpire
