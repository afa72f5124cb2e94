#include "ui/soldier_king/turn_window.h"

#include <imgui.h>

#include "soldier_king/turn.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

void turn_order(const sk::SkState& s) {
  if (s.turn_order.empty()) {
    ImGui::TextDisabled("Turn order: not rolled yet (SK 7.1.2)");
    return;
  }
  ImGui::TextUnformatted("Turn order (SK 7.1.2):");
  // Each King on the line while he fits, else on the next: five Kings never run past the edge.
  for (std::size_t i = 0; i < s.turn_order.size(); ++i) {
    const std::string& f = s.turn_order[i];
    const sk::Faction* fac = s.faction(f);
    bool current = s.phase == sk::Phase::PlayerTurn && s.turn.player == f;
    bool done = s.phase == sk::Phase::SeasonEnd || (s.phase == sk::Phase::PlayerTurn && i < s.turn_index);
    ImVec4 colour = faction_text_colour(f);
    if (!current) colour.w = done ? 0.45f : 0.85f;
    const std::string name = faction_name(s, f) + " " + std::to_string(fac ? fac->initiative : 0);
    const std::string text = current ? "[" + name + "]" : name;
    same_line_if_fits(ImGui::CalcTextSize(text.c_str()).x);
    ImGui::TextColored(colour, "%s", text.c_str());
  }
}

void active_turn(const sk::SkState& s) {
  if (s.phase != sk::Phase::PlayerTurn) return;
  const sk::Turn& t = s.turn;
  ImGui::TextWrapped("%s's turn, step: %s", faction_name(s, t.player).c_str(), sk::step_words(t.step));
  if (t.step >= sk::TurnStep::Movement && t.marches > 0) {
    const std::string marches = "marches: " + std::to_string(t.used) + " used of " + std::to_string(t.marches);
    same_line_if_fits(ImGui::CalcTextSize(marches.c_str()).x + ImGui::GetFontSize());
    ImGui::Text("  %s", marches.c_str());
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
      bullet_wrapped(box_name(s, a.target) + ": " + columns +
                     (a.exempt ? " (reopens a blocked supply line, SK 9.5)"
                      : a.magazine.empty() ? "" : " — magazine " + a.magazine));
    }
  }
}

}  // namespace

// The generic Turn panel (ui/turn_panel.cpp) draws the status, the next step
// with its button and the window to open; Soldier King adds the turn order and
// the active player's marches and attacks, and a note on where the rest is.
TurnPanelParts turn_panel_parts() {
  TurnPanelParts parts;
  parts.details = [](GuiContext& ctx) {
    const sk::SkState* s = game_state(ctx);
    if (!s) return;
    turn_order(*s);
    active_turn(*s);
  };
  parts.footer = [](GuiContext& ctx) {
    // In a player turn the next step's button opens the window it needs: the hint would only push it off screen.
    const sk::SkState* s = game_state(ctx);
    if (!s || s->phase == sk::Phase::PlayerTurn) return;
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("Season window: spring's magazines and events, the Rebel turn, plebiscites, training, "
                       "recruiting. Battles window: the turn's battles.");
    ImGui::PopStyleColor();
  };
  return parts;
}

}  // namespace umpire::skui
