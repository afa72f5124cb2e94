#include "ui/1631/flammes_ui.h"

#include <imgui.h>

#include "1631/settings.h"
#include "ui/command_runner.h"
#include "ui/kit_windows.h"

namespace umpire::flammesui {

using namespace flammes;

FlammesUi& ui_for(const Campaign& campaign) { return ui_state_for<FlammesUi>(campaign); }

const State* game_state(GuiContext& ctx) {
  return static_cast<const State*>(game_state_of(ctx, kGameId, "1631 campaigns"));
}

bool english_names(const CampaignState& s) { return setting(s, "labels.names") == 0; }

std::string area_name(const State& s, const std::string& area, bool english) {
  if (!s.map->area(area)) return area;
  return s.map->display(area, english);
}

std::string region_name(const State& s, const std::string& region, bool english) {
  const Region* r = s.map->region(region);
  if (!r) return region;
  return english || r->name_de.empty() ? r->name : r->name_de;
}

bool issue(GuiContext& ctx, FlammesUi& ui, const Json& command) {
  ui.last_issued = command.value("type", "");
  ctx.issue(command);
  return ctx.last_report && ctx.last_report->type == ui.last_issued && ctx.last_report->applied;
}

unsigned side_colour(Side side) { return side == Side::Swedish ? kSwedishBlue : kImperialYellow; }

void register_1631_windows(WindowRegistry& registry) {
  // First use (window_registry.h's panes): the map and the combats on the
  // left; the kit's Turn panel top right; the work of a step (action, tracks,
  // supply) under it.
  GameWindow map{kGameId, "map", "Map", draw_map_window};
  map.set_place(kMainPane);
  registry.add(std::move(map));
  registry.add(turn_panel_window(kGameId));  // the kit's, registered here to keep its place in the View menu
  GameWindow action{kGameId, "action", "Action", draw_action_window};
  action.set_place(kWorkPane);
  registry.add(std::move(action));
  GameWindow tracks{kGameId, "tracks", "Tracks", draw_tracks_window};
  tracks.set_place(kWorkPane);
  registry.add(std::move(tracks));
  GameWindow supply{kGameId, "supply", "Supply phase", draw_supply_window};
  supply.set_place(kWorkPane);
  registry.add(std::move(supply));
  GameWindow combats{kGameId, "combats", "Combats", draw_combats_window};
  combats.set_place(kMainPane);  // the kit's Battle window (an engine's) in the work pane beside it
  registry.add(std::move(combats));
  registry.add(rules_window(kGameId));
  // The map's "View as": the umpire or either side.
  PlayerViews views{kGameId, nullptr, nullptr};
  views.players = [](const Campaign&) {
    return std::vector<std::pair<std::string, std::string>>{{"swedish", "Swedes"}, {"imperial", "Imperials"}};
  };
  views.show_as = [](const Campaign& c, const std::string& side) { ui_for(c).viewer = side; };
  registry.add(std::move(views));
}

}  // namespace umpire::flammesui
