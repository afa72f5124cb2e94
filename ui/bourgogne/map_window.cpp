// The Map window: a toolbar (view as, fit), the notes on what the map shows,
// and the shared map canvas with the layers of map_layers.cpp: pan, zoom,
// hover tooltips; a click selects a zone.
#include <imgui.h>

#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/bourgogne/map_layers.h"
#include "ui/bourgogne/map_picture.h"
#include "ui/map/toolbar.h"
#include "ui/windows.h"

namespace umpire::bourgogneui {

namespace {

void toolbar(GuiContext& ctx, const bourgogne::State& s, BourgogneUi& ui, const MapPicture& picture) {
  mapui::MapToolbar bar;
  bar.view_as = [&] { view_as_combo("##viewasgdb", ui.viewer, ctx.campaign.module()->players(ctx.campaign.state())); };
  bar.status = ctx.campaign.module()->status(s);
  bar.help = "Hover a zone to read it.";
  bar.reconstructed = picture.reconstructed;
  bar.note = picture.note;
  mapui::draw_map_toolbar(ui.canvas, bar);
}

}  // namespace

void draw_map_window(GuiContext& ctx) {
  const bourgogne::State* s = game_state(ctx);
  if (!s) return;
  BourgogneUi& ui = ui_for(ctx.campaign);
  const MapPicture picture = picture_for(ctx.campaign.state(), ui.viewer);
  toolbar(ctx, *s, ui, picture);
  if (ImGui::GetContentRegionAvail().x < 50 || ImGui::GetContentRegionAvail().y < 50) return;
  mapui::CanvasOptions options;
  std::vector<mapui::Vec2> points;
  for (const auto& z : picture.zones) points.push_back(mapui::Vec2{z.x, z.y});
  options.world = mapui::fit_world(points, s->map->width, s->map->height);
  options.margin = ImGui::GetFontSize() * 4;
  mapui::Frame frame = mapui::begin_canvas("##mapgdb", ui.canvas, options);
  BourgogneLayers layers(picture, ui.selected_zone, mapui::label_font());
  mapui::Scene scene = layers.scene(frame);
  mapui::CanvasResult r = mapui::draw_canvas(frame, ui.canvas, scene, layers);
  if (r.clicked && r.hovered.kind == mapui::Hit::Kind::Node) {
    ui.selected_zone = layers.zone_of(r.hovered.index);
    // The Orders window builds its order from the clicks (its stack's zone, then the path).
    orders_map_click(ui.orders, ctx.campaign.commands().find(ui.orders.command), ui.selected_zone);
  }
}

}  // namespace umpire::bourgogneui
