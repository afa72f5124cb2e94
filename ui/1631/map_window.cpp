// The Map window: a toolbar (view as, fit, zoom, names), the notes on what the
// map shows, and the shared map canvas (ui/map/) with the 1631 layers
// (map_layers.cpp): pan, zoom, hover tooltips; a click selects an area and,
// while the Action window builds an action, picks its army and path.
#include <imgui.h>

#include "ui/1631/flammes_ui.h"
#include "ui/1631/map_layers.h"
#include "ui/1631/map_picture.h"
#include "ui/map/toolbar.h"
#include "ui/windows.h"

namespace umpire::flammesui {

namespace {

void map_toolbar(GuiContext& ctx, const flammes::State& s, FlammesUi& ui, const MapPicture& picture) {
  mapui::MapToolbar bar;
  bar.view_as = [&] { view_as_combo("##viewas1631", ui.viewer, ctx.campaign.module()->players(ctx.campaign.state())); };
  bar.picking = &ui.draft.picking;
  bar.picking_label = "Clicks build the action";
  bar.picking_help =
      "On: the first area clicked is the acting army's, the next ones its path (Action window).\n"
      "Off: a click only selects an area.";
  bar.status = ctx.campaign.module()->status(s);
  bar.help =
      "Hover an area or a line to read it.\n"
      "Names: the setting \"labels.names\" in the Rules window (1631 §11).";
  bar.reconstructed = s.map->source.rfind("reconstructed", 0) == 0;
  bar.note = picture.note;
  mapui::draw_map_toolbar(ui.canvas, bar);
}

}  // namespace

void draw_map_window(GuiContext& ctx) {
  const flammes::State* s = game_state(ctx);
  if (!s) return;
  FlammesUi& ui = ui_for(ctx.campaign);
  const MapPicture picture = picture_for(ctx.campaign.state(), ui.viewer, english_names(ctx.campaign.state()));
  map_toolbar(ctx, *s, ui, picture);
  if (ImGui::GetContentRegionAvail().x < 50 || ImGui::GetContentRegionAvail().y < 50) return;

  mapui::CanvasOptions options;
  std::vector<mapui::Vec2> points;
  for (const auto& a : picture.areas) points.push_back(mapui::Vec2{a.x, a.y});
  options.world = mapui::fit_world(points, s->map->width, s->map->height);
  options.margin = ImGui::GetFontSize() * 4;
  mapui::Frame frame = mapui::begin_canvas("##map1631", ui.canvas, options);

  MapView view;
  view.picture = &picture;
  view.selected = ui.selected_area;
  view.from = ui.draft.from;
  view.path = ui.draft.path;
  view.font = mapui::label_font();
  FlammesLayers layers(view);
  mapui::Scene scene = layers.scene(frame);
  mapui::CanvasResult r = mapui::draw_canvas(frame, ui.canvas, scene, layers);
  const std::string area = r.hovered.kind == mapui::Hit::Kind::Node ? layers.area_of(r.hovered.index) : "";
  if (r.clicked && !area.empty()) {
    ui.selected_area = area;
    if (action_map_click(ui, area) && ctx.show) ctx.show("action");
  }
}

}  // namespace umpire::flammesui
