#include "ui/layout.h"

#include <imgui.h>

#include "ui/windows.h"

namespace umpire {

ImVec4 Palette::refusal() { return ImVec4(1.0f, 0.42f, 0.42f, 1.0f); }
ImVec4 Palette::success() { return ImVec4(0.45f, 0.85f, 0.45f, 1.0f); }
ImVec4 Palette::warning() { return ImVec4(1.0f, 0.78f, 0.30f, 1.0f); }

float status_bar_height() { return ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y + 8.0f; }

ScreenRect ScreenArea::work() const {
  return ScreenRect{x + gap, y + menu_height + gap, x + width - gap, y + height - status_height - gap};
}

ScreenRect first_use_rect(const float (&f)[4], const ScreenArea& area) {
  const ScreenRect w = area.work();
  const float gap = area.gap;
  // Each edge not on the border gives up half of the gap.
  ScreenRect r;
  r.x0 = w.x0 + w.width() * f[0] + (f[0] > 0 ? gap / 2 : 0);
  r.y0 = w.y0 + w.height() * f[1] + (f[1] > 0 ? gap / 2 : 0);
  r.x1 = w.x0 + w.width() * (f[0] + f[2]) - (f[0] + f[2] < 1 ? gap / 2 : 0);
  r.y1 = w.y0 + w.height() * (f[1] + f[3]) - (f[1] + f[3] < 1 ? gap / 2 : 0);
  return r;
}

const float (&shell_window_place(const std::string& name))[4] {
  // The journal is read at length, like a map: the main pane. The dice and the
  // settings are short work: the work pane.
  if (name == kJournalWindow) return kMainPane;
  return kWorkPane;
}

void same_line_if_fits(float width) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

float button_width(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

void text_wrapped_coloured(const ImVec4& colour, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

void text_disabled_wrapped(const std::string& text) {
  text_wrapped_coloured(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), text);
}

bool view_as_combo(const char* id, std::string& viewer, const std::vector<Player>& players) {
  const std::string umpire = "Umpire (the truth)";
  std::string current = umpire;
  for (const auto& p : players)
    if (p.id == viewer) current = p.name;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("View as");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11);
  bool changed = false;
  if (ImGui::BeginCombo(id, current.c_str())) {
    if (ImGui::Selectable(umpire.c_str(), viewer.empty())) changed = !viewer.empty(), viewer.clear();
    for (const auto& p : players)
      if (ImGui::Selectable(p.name.c_str(), viewer == p.id)) changed = changed || viewer != p.id, viewer = p.id;
    ImGui::EndCombo();
  }
  return changed;
}

void bullet_wrapped(const std::string& text) {
  ImGui::Bullet();
  ImGui::TextWrapped("%s", text.c_str());
}

bool wrapped_selectable(const std::string& label, bool selected, bool* hovered) {
  const float wrap = ImGui::GetContentRegionAvail().x;
  const ImVec2 size = ImGui::CalcTextSize(label.c_str(), nullptr, true, wrap);
  const ImVec2 at = ImGui::GetCursorPos();
  ImGui::PushID(label.c_str());
  const bool clicked = ImGui::Selectable("##wrapped", selected, 0, ImVec2(0, size.y));
  ImGui::PopID();
  if (hovered) *hovered = ImGui::IsItemHovered();
  ImGui::SetCursorPos(at);  // the label over the selectable's background
  ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + wrap);
  ImGui::TextUnformatted(label.c_str());
  ImGui::PopTextWrapPos();
  return clicked;
}

namespace {

void place_first_use(const float (&place)[4]) {
  // Computed from the viewport rather than WorkPos: on the very first frame the
  // menu bar has not yet been subtracted from the work area.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ScreenArea area{vp->Pos.x, vp->Pos.y, vp->Size.x, vp->Size.y, ImGui::GetFrameHeight(), status_bar_height()};
  const ScreenRect r = first_use_rect(place, area);
  ImGui::SetNextWindowPos(ImVec2(r.x0, r.y0), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(r.width(), r.height()), ImGuiCond_FirstUseEver);
}

}  // namespace

void place_window_first_use(const std::string& name) { place_first_use(shell_window_place(name)); }

void place_game_window_first_use(const GameWindow& window) { place_first_use(window.place); }

}  // namespace umpire
