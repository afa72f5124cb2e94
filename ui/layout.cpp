#include <imgui.h>

#include "ui/windows.h"

namespace umpire {

ImVec4 Palette::refusal() { return ImVec4(1.0f, 0.42f, 0.42f, 1.0f); }
ImVec4 Palette::success() { return ImVec4(0.45f, 0.85f, 0.45f, 1.0f); }
ImVec4 Palette::warning() { return ImVec4(1.0f, 0.78f, 0.30f, 1.0f); }

float status_bar_height() { return ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y + 8.0f; }

void place_window_first_use(const std::string& name) {
  // Computed from the viewport rather than WorkPos: on the very first frame the
  // menu bar has not yet been subtracted from the work area.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float gap = 8.0f;
  const float top = vp->Pos.y + ImGui::GetFrameHeight() + gap;
  const float bottom = vp->Pos.y + vp->Size.y - status_bar_height() - gap;
  const float left = vp->Pos.x + gap;
  const float right = vp->Pos.x + vp->Size.x - gap;
  const float split = vp->Pos.x + vp->Size.x * 0.60f;  // journal left, dice right
  const float height = bottom - top;

  ImVec2 pos, size;
  if (name == kJournalWindow) {
    pos = ImVec2(left, top);
    size = ImVec2(split - gap / 2 - left, height);
  } else if (name == kDiceWindow) {
    pos = ImVec2(split + gap / 2, top);
    size = ImVec2(right - pos.x, height * 0.68f);
  } else if (name == kSettingsWindow) {
    pos = ImVec2(split + gap / 2, top + height * 0.68f + gap);
    size = ImVec2(right - pos.x, height * 0.32f - gap);
  } else {  // game windows: centred, half the screen
    size = ImVec2(vp->Size.x * 0.5f, vp->Size.y * 0.5f);
    pos = ImVec2(vp->Pos.x + vp->Size.x * 0.25f, vp->Pos.y + vp->Size.y * 0.25f);
  }
  ImGui::SetNextWindowPos(pos, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(size, ImGuiCond_FirstUseEver);
}

void place_game_window_first_use(const GameWindow& window) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float gap = 8.0f;
  const float top = vp->Pos.y + ImGui::GetFrameHeight() + gap;
  const float bottom = vp->Pos.y + vp->Size.y - status_bar_height() - gap;
  const float left = vp->Pos.x + gap;
  const float width = vp->Size.x - 2 * gap, height = bottom - top;
  const float* f = window.place;
  // Windows side by side keep a gap between them: each edge not on the border gives up half of it.
  const float x0 = left + width * f[0] + (f[0] > 0 ? gap / 2 : 0);
  const float y0 = top + height * f[1] + (f[1] > 0 ? gap / 2 : 0);
  const float x1 = left + width * (f[0] + f[2]) - (f[0] + f[2] < 1 ? gap / 2 : 0);
  const float y1 = top + height * (f[1] + f[3]) - (f[1] + f[3] < 1 ? gap / 2 : 0);
  ImGui::SetNextWindowPos(ImVec2(x0, y0), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(x1 - x0, y1 - y0), ImGuiCond_FirstUseEver);
}

}  // namespace umpire
