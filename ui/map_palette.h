// What every window that draws a Soldier King map shares (the map window, the
// Orders overlay, the map editor): the printed map's colours and the small
// vector helpers ImGui 1.86 lacks.
#pragma once

#include <imgui.h>

namespace umpire::mapdraw {

inline constexpr ImU32 kInk = IM_COL32(40, 34, 28, 255);
inline constexpr ImU32 kRoad = IM_COL32(139, 90, 43, 255);
inline constexpr ImU32 kHighway = IM_COL32(192, 40, 30, 255);
inline constexpr ImU32 kRiver = IM_COL32(40, 120, 210, 255);
inline constexpr ImU32 kGold = IM_COL32(222, 170, 20, 255);
inline constexpr ImU32 kSelected = IM_COL32(255, 140, 0, 255);

// 0xRRGGBB and an alpha as an ImGui colour.
inline ImU32 rgba(unsigned rgb, int alpha = 255) {
  return IM_COL32((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, alpha);
}

inline ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
inline ImVec2 sub(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
inline ImVec2 mul(ImVec2 a, float k) { return ImVec2(a.x * k, a.y * k); }

}  // namespace umpire::mapdraw
