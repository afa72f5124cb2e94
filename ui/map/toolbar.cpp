#include "ui/map/toolbar.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/windows.h"

namespace umpire::mapui {

void draw_map_toolbar(CanvasState& canvas, const MapToolbar& bar) {
  if (bar.view_as) {
    bar.view_as();
    ImGui::SameLine();
  }
  if (ImGui::Button("Fit")) canvas.fitted = false;
  if (bar.picking) {
    ImGui::SameLine();
    ImGui::Checkbox(bar.picking_label.c_str(), bar.picking);
    if (ImGui::IsItemHovered() && !bar.picking_help.empty()) ImGui::SetTooltip("%s", bar.picking_help.c_str());
  }
  // The zoom and the status beside the buttons when the whole of it fits there, else on lines of their own.
  const std::string status =
      std::to_string(static_cast<int>(std::lround(100 * canvas.camera.zoom()))) + "%  |  " + bar.status;
  same_line_if_fits(ImGui::CalcTextSize(status.c_str()).x);
  text_disabled_wrapped(status);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Drag with the right or middle button (or the arrow keys) to pan;\n"
                      "the wheel (or + and -) zooms. %s",
                      bar.help.c_str());
  if (bar.reconstructed)
    text_wrapped_coloured(umpire::Palette::warning(), "Reconstructed map (" + bar.original +
                                                  " is not in the rulebook) - correct it with the map editor");
  if (!bar.note.empty()) text_wrapped_coloured(umpire::Palette::warning(), bar.note);
}

Rect fit_world(const std::vector<Vec2>& places, double width, double height) {
  return places.empty() ? Rect{0, 0, width, height} : bounds_of(places);
}

float label_font() { return std::max(10.0f, ImGui::GetFontSize() * 0.82f); }

}  // namespace umpire::mapui
