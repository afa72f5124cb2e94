// What the 1631 windows share: the view state kept between frames (the area
// selected on the map, whose view the map shows, the camera, the action being
// built) and the questions every window asks (the game state, the names setting).
#pragma once

#include <string>
#include <vector>

#include "1631/state.h"
#include "ui/command_form.h"
#include "ui/map/canvas.h"
#include "ui/window_registry.h"

namespace umpire::flammesui {

// The action the umpire builds on the map (the Action window): the command
// chosen, the acting army (its area, units and commanders ticked), the path
// clicked area by area, and the other arguments the command's schema asks for
// (the kit's command form, ui/command_form.h).
using ActionDraft = formui::CommandDraft;
// A new Action window's draft: 1631.pass.
ActionDraft first_action_draft();

struct FlammesUi {
  std::string campaign_path;
  mapui::CanvasState canvas;
  std::string viewer;         // "" the umpire's truth, else "swedish" or "imperial"
  std::string selected_area;  // the area last clicked
  ActionDraft draft = first_action_draft();  // the Action window's action being built
  std::string last_issued;  // the type of the last command a 1631 window issued
};

// One per campaign file (another file resets it).
FlammesUi& ui_for(const Campaign& campaign);
// The campaign's 1631 state, or null (with a note in the window) for another game.
const flammes::State* game_state(GuiContext& ctx);
// 1631 §11: the names the setting "labels.names" asks for (English where the lexicon gives them).
bool english_names(const CampaignState& s);
std::string area_name(const flammes::State& s, const std::string& area, bool english);
std::string region_name(const flammes::State& s, const std::string& region, bool english);
// Issues a command through the GUI's runner; true when it was applied.
bool issue(GuiContext& ctx, FlammesUi& ui, const Json& command);

// The side colours shared by the map and the windows (0xRRGGBB).
inline constexpr unsigned kSwedishBlue = 0x2b5aa6;
inline constexpr unsigned kImperialYellow = 0xe0b820;
inline constexpr unsigned kSaxonGreen = 0x3d8a45;
inline constexpr unsigned kBrandenburgRed = 0xb8322a;
unsigned side_colour(flammes::Side side);

// A click on the map while the Action window builds an action: the first
// area is the acting army's, the next ones its path (a click on the path's
// last area takes it back). False when clicks do not build the action.
bool action_map_click(FlammesUi& ui, const std::string& area);

// Window drawers (one file each).
void draw_map_window(GuiContext& ctx);
void draw_tracks_window(GuiContext& ctx);
void draw_action_window(GuiContext& ctx);
void draw_supply_window(GuiContext& ctx);
void draw_combats_window(GuiContext& ctx);

// Adds the 1631 windows (map, tracks, action, supply, combats) and the map's "View as".
void register_1631_windows(WindowRegistry& registry);

}  // namespace umpire::flammesui
