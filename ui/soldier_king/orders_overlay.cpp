// The map overlay of the Orders window: the drafted routes, the focused
// column's range for one march and its supply line, with their legend.
#include "ui/soldier_king/orders_window.h"

#include <imgui.h>

#include "soldier_king/turn.h"

namespace umpire::skui {

namespace {

// The overlay's colours (0xRRGGBB): the range, the drafted routes, the supply line.
constexpr unsigned kRange = 0x1e963c;
constexpr unsigned kRangeAttack = 0xc8281e;
constexpr unsigned kPathLegal = 0x147832;
constexpr unsigned kPathRefused = 0xc81e1e;
constexpr unsigned kPathPending = 0xe67800;
constexpr unsigned kSupplyLine = 0x7828aa;

}  // namespace

bool orders_live(const SkUi& ui) { return ImGui::GetFrameCount() - ui.orders.drawn_frame <= 2; }

void add_orders_overlays(const sk::SkState& s, const SkUi& ui, const std::function<int(const std::string&)>& node_of,
                         mapui::Scene& scene) {
  if (!orders_live(ui) || s.phase != sk::Phase::PlayerTurn) return;
  // The draft is the active player's: another faction's view of the map never shows it.
  if (!ui.viewer.empty() && ui.viewer != s.turn.player) return;
  const MarchDraft& d = ui.orders;
  const bool movement = s.turn.step == sk::TurnStep::Movement;
  const sk::Column* focus = s.column(d.focus);
  if (focus && focus->owner != s.turn.player) focus = nullptr;
  auto at = [&](const std::string& box) {
    const sk::CityBox* b = s.map->box(box);
    return b ? mapui::Vec2{b->pos.x, b->pos.y} : mapui::Vec2{};
  };
  auto route = [&](const std::vector<std::string>& path, unsigned rgb, float thick) {
    mapui::Overlay o;
    o.path.push_back(at(d.from));
    for (const auto& b : path) o.path.push_back(at(b));
    o.rgb = rgb;
    o.thickness = thick;
    o.line = mapui::Overlay::Line::Arrows;
    scene.overlays.push_back(std::move(o));
  };
  using Mark = mapui::LegendEntry::Mark;
  if (focus && !focus->box.empty()) {
    // Its supply line, dashed, from the magazine to the column.
    sk::SupplyResult r = sk::column_supply(s, *focus);
    if (r.supplied && r.path.size() > 1) {
      mapui::Overlay o;
      for (const auto& b : r.path) o.path.push_back(at(b));
      o.rgb = kSupplyLine;
      o.alpha = 230;
      o.line = mapui::Overlay::Line::Dashed;
      o.ring_at_start = true;
      scene.overlays.push_back(std::move(o));
      scene.legend.push_back({Mark::Dashed, kSupplyLine, 3.0f, "Supply line (ring: the magazine)", {}});
    }
    // Its range for one march: boxes it may enter, and those where it would attack.
    if (movement) {
      bool infiltrate = false;
      for (const auto& c : d.columns)
        if (c.id == focus->id) infiltrate = c.infiltrate;
      mapui::Overlay reach, attack;
      reach.rgb = kRange;
      attack.rgb = kRangeAttack;
      reach.alpha = attack.alpha = 255;
      for (const auto& to : column_range(s, *focus, infiltrate))
        if (int n = node_of(to.box); n >= 0) (to.attack ? attack : reach).nodes.push_back(n);
      scene.overlays.push_back(std::move(reach));
      scene.overlays.push_back(std::move(attack));
      scene.legend.push_back({Mark::Swatch, kRange, 0, "In range of one march", {}});
      scene.legend.push_back({Mark::Swatch, kRangeAttack, 0, "In range, attacking", {}});
    }
  }
  if (!movement || d.from.empty()) return;
  // The piece being routed last, on top.
  for (int pass = 0; pass < 2; ++pass)
    for (const auto& o : d.columns) {
      if (o.path.empty() || (d.routing == o.id) != (pass == 1)) continue;
      PathVerdict v = judge_column(s, d.from, o);
      route(o.path, v.legal ? kPathLegal : kPathRefused, pass == 1 ? 6.0f : 4.5f);
    }
  for (const auto& o : d.officers) {
    if (o.path.empty()) continue;
    PathVerdict v = judge_officer(s, d, o);
    route(o.path, v.legal ? kPathLegal : kPathRefused, 3.0f);
  }
  if (!d.magazine_path.empty()) route(d.magazine_path, kPathPending, 4.5f);
  scene.legend.push_back({Mark::Line, kPathLegal, 4.0f, "Route drafted (legal)", {}});
  scene.legend.push_back({Mark::Line, kPathRefused, 4.0f, "Route drafted (refused)", {}});
}

bool orders_map_click(const sk::SkState& s, SkUi& ui, const std::string& box) {
  if (!orders_live(ui) || s.phase != sk::Phase::PlayerTurn || s.turn.step != sk::TurnStep::Movement) return false;
  return click_draft(s, ui.orders, box);
}

}  // namespace umpire::skui
