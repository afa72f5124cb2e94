// The Soldier King windows' draw functions (the shell does Begin/End).
#pragma once

#include <string>
#include <vector>

#include "soldier_king/intelligence.h"
#include "soldier_king/state.h"
#include "ui/window_registry.h"

namespace umpire::skui {

void draw_map_window(GuiContext& ctx);
void draw_inspector_window(GuiContext& ctx);
void draw_army_window(GuiContext& ctx);

// Hover tooltips on the map (drawn between BeginTooltip and EndTooltip).
// `knowledge`: in the umpire's view, what each faction knows about the box.
void box_tooltip(const sk::SkState& s, const std::string& box, const std::string& viewer,
                 const sk::PlayerPicture* picture, const std::vector<std::string>* knowledge = nullptr);
void province_tooltip(const sk::SkState& s, const std::string& province);

// The "View as" combo: "" = the umpire, else an active faction. True when changed.
bool view_as_combo(const sk::SkState& s, std::string& viewer);

}  // namespace umpire::skui
