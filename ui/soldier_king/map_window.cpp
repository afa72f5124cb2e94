// The Map window: a toolbar (view, fit, zoom), the banner for a reconstructed
// map, and the shared map canvas (ui/map/) with the Soldier King layers
// (map_draw.cpp): pan, zoom, hover tooltips, box selection, the Orders overlay.
#include <imgui.h>

#include "ui/map/toolbar.h"
#include "ui/soldier_king/map_draw.h"
#include "ui/soldier_king/orders_window.h"
#include "ui/soldier_king/panels.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

void toolbar(const sk::SkState& s, SkUi& ui, const sk::PlayerPicture* picture) {
  mapui::MapToolbar bar;
  bar.view_as = [&] {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("View as");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    view_as_combo(s, ui.viewer);
  };
  bar.status = s.date.describe() + ", " + sk::phase_words(s.phase);
  bar.help =
      "Click a box to inspect it.\n"
      "Names that would overlap are shortened or left out: hover a box to read it.";
  bar.reconstructed = s.map->reconstructed();
  bar.original = "the original";
  if (!ui.viewer.empty()) bar.note = view_note(s, picture);
  mapui::draw_map_toolbar(ui.map_canvas, bar);
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
  auto picture = picture_of(*s, ui.viewer);
  const sk::PlayerPicture* pic = picture ? &*picture : nullptr;
  toolbar(*s, ui, pic);
  if (ImGui::GetContentRegionAvail().x < 50 || ImGui::GetContentRegionAvail().y < 50) return;

  mapui::CanvasOptions options;
  options.world = map_bounds(*s->map);
  options.margin = ImGui::GetFontSize() * 3.5;
  mapui::Frame frame = mapui::begin_canvas("##mapcanvas", ui.map_canvas, options);

  SkMapView view;
  view.state = s;
  view.viewer = ui.viewer;
  view.picture = pic;
  view.selected = ui.selected_box;
  view.font = mapui::label_font();
  view.knowledge = [&](const std::string& box) {
    return knowledge_of_box(*s, issued_pictures(ui, ctx.campaign.state()), box);
  };
  SkMapLayers layers(view);
  mapui::Scene scene = layers.scene(frame);
  add_orders_overlays(*s, ui, [&](const std::string& box) { return layers.node_of_box(box); }, scene);
  mapui::CanvasResult r = mapui::draw_canvas(frame, ui.map_canvas, scene, layers);

  const std::string hovered_box = r.hovered.kind == mapui::Hit::Kind::Node ? layers.box_of(r.hovered.index) : "";
  if (r.clicked && !orders_map_click(*s, ui, hovered_box)) {
    ui.selected_box = hovered_box;
    if (!hovered_box.empty() && ctx.show) ctx.show("inspector");
  }
}

}  // namespace umpire::skui
