// The Map window: a toolbar (view, fit, zoom), the banner for a reconstructed
// map, and the canvas with pan, zoom, hover tooltips and box selection.
#include <imgui.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cmath>

#include "ui/soldier_king/map_draw.h"
#include "ui/soldier_king/orders_window.h"
#include "ui/soldier_king/panels.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

Vec vec(ImVec2 v) { return Vec{v.x, v.y}; }

bool key(int k) { return ImGui::IsKeyPressed(k, true); }

// Arrow keys pan, + and - zoom about the centre, while the map window has the focus.
void keyboard(SkUi& ui, ImVec2 pos, ImVec2 size) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl || !ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) return;
  const double step = 60.0;
  if (key(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) pan(ui.camera, Vec{step, 0});
  if (key(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) pan(ui.camera, Vec{-step, 0});
  if (key(ImGui::GetKeyIndex(ImGuiKey_UpArrow))) pan(ui.camera, Vec{0, step});
  if (key(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) pan(ui.camera, Vec{0, -step});
  Vec centre{pos.x + size.x / 2, pos.y + size.y / 2};
  // Dear ImGui 1.86 indexes KeysDown by the GLFW key code.
  if (key(GLFW_KEY_EQUAL) || key(GLFW_KEY_KP_ADD)) zoom_at(ui.camera, 1.25, centre, vec(pos), vec(size));
  if (key(GLFW_KEY_MINUS) || key(GLFW_KEY_KP_SUBTRACT)) zoom_at(ui.camera, 1 / 1.25, centre, vec(pos), vec(size));
}

void toolbar(const sk::SkState& s, SkUi& ui, const sk::PlayerPicture* picture, bool& fit_now) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("View as");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  view_as_combo(s, ui.viewer);
  ImGui::SameLine();
  if (ImGui::Button("Fit")) fit_now = true;
  ImGui::SameLine();
  ImGui::TextDisabled("%d%%  |  %s, %s", static_cast<int>(std::lround(100 * ui.camera.scale / ui.camera.fit_scale)),
                      s.date.describe().c_str(), s.phase == sk::Phase::Setup ? "set-up" : to_string(s.phase));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Drag with the right or middle button (or the arrow keys) to pan;\n"
                      "the wheel (or + and -) zooms. Click a box to inspect it.");
  if (s.map->reconstructed())
    ImGui::TextColored(Palette::warning(),
                       "Reconstructed map (the original is not in the rulebook, G-01) - correct it with the map editor");
  if (!ui.viewer.empty()) ImGui::TextColored(Palette::warning(), "%s", view_note(s, picture).c_str());
}

}  // namespace

bool view_as_combo(const sk::SkState& s, std::string& viewer) {
  bool changed = false;
  std::string current = viewer.empty() ? "Umpire (the truth)" : faction_name(s, viewer);
  if (ImGui::BeginCombo("##viewas", current.c_str())) {
    if (ImGui::Selectable("Umpire (the truth)", viewer.empty())) {
      viewer.clear();
      changed = true;
    }
    for (const auto& f : s.factions) {
      if (!f.active) continue;
      if (ImGui::Selectable(f.name.c_str(), viewer == f.id)) {
        viewer = f.id;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  return changed;
}

void draw_map_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  bool fit_now = false;
  auto picture = picture_of(*s, ui.viewer);
  const sk::PlayerPicture* pic = picture ? &*picture : nullptr;
  toolbar(*s, ui, pic, fit_now);

  ImVec2 size = ImGui::GetContentRegionAvail();
  if (size.x < 50 || size.y < 50) return;
  ImGui::BeginChild("##mapcanvas", size, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImVec2 pos = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##map", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
  const bool hovered = ImGui::IsItemHovered(), active = ImGui::IsItemActive();

  // Fit on first sight and whenever the canvas changes size until the umpire moves the map.
  const bool resized = size.x != ui.last_canvas_w || size.y != ui.last_canvas_h;
  if (fit_now || !ui.fitted || (resized && !ui.moved)) {
    ui.camera = fit(map_bounds(*s->map), vec(size), ImGui::GetFontSize() * 3.5);
    ui.fitted = true;
    ui.moved = false;
  }
  ui.last_canvas_w = size.x;
  ui.last_canvas_h = size.y;

  const ImGuiIO& io = ImGui::GetIO();
  if (io.MouseDelta.x != 0 || io.MouseDelta.y != 0) ui.mouse_seen = true;
  MapCamera before = ui.camera;
  if (active && (ImGui::IsMouseDown(ImGuiMouseButton_Right) || ImGui::IsMouseDown(ImGuiMouseButton_Middle)))
    pan(ui.camera, vec(io.MouseDelta));
  if (hovered && io.MouseWheel != 0)
    zoom_at(ui.camera, std::pow(1.2, static_cast<double>(io.MouseWheel)), vec(io.MousePos), vec(pos), vec(size));
  keyboard(ui, pos, size);
  if (before.scale != ui.camera.scale || before.centre.x != ui.camera.centre.x || before.centre.y != ui.camera.centre.y)
    ui.moved = true;

  MapFrame f;
  f.draw = ImGui::GetWindowDrawList();
  f.pos = pos;
  f.size = size;
  f.camera = ui.camera;
  f.viewer = ui.viewer;
  f.picture = pic;
  f.selected = ui.selected_box;
  f.font = ImGui::GetFontSize() * 0.82f;
  // Names when joined boxes are far enough apart on the screen for them.
  f.names = typical_spacing(*s->map) * ui.camera.scale >= f.font * 5.2;
  if (hovered && ui.mouse_seen) f.hovered = box_at(f, *s, io.MousePos);

  f.draw->PushClipRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), true);
  draw_map(f, *s);
  draw_orders_overlay(f, *s, ui);
  f.draw->PopClipRect();

  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !orders_map_click(*s, ui, f.hovered)) {
    ui.selected_box = f.hovered;
    if (!f.hovered.empty() && ctx.show) ctx.show("inspector");
  }
  if (hovered && ui.mouse_seen && !ImGui::IsMouseDown(ImGuiMouseButton_Right) && !ImGui::IsMouseDown(ImGuiMouseButton_Middle)) {
    if (!f.hovered.empty()) {
      std::vector<std::string> knowledge;
      if (ui.viewer.empty()) knowledge = knowledge_of_box(*s, issued_pictures(ui, ctx.campaign.state()), f.hovered);
      ImGui::BeginTooltip();
      box_tooltip(*s, f.hovered, ui.viewer, pic, &knowledge);
      ImGui::EndTooltip();
    } else if (std::string p = province_at(f, *s, io.MousePos); !p.empty()) {
      ImGui::BeginTooltip();
      province_tooltip(*s, p);
      ImGui::EndTooltip();
    }
  }
  ImGui::EndChild();
}

}  // namespace umpire::skui
