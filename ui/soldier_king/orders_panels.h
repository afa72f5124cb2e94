// The Orders window's panels, one per step of the player turn it serves
// (orders_march.cpp, orders_supply.cpp); orders_window.cpp picks the one the
// turn is at. Internal to the Orders window.
#pragma once

#include "soldier_king/state.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/window_registry.h"

namespace umpire::skui {

// The movement step (SK 10): the march being drafted and the button issuing it.
void movement_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui);
// The supply step (SK 9.6): the supply check and each column's supply now.
void supply_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui);
// After movement (SK 9.6.1, 9.6.2): the attrition rolls and the allocation of the losses.
void attrition_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui);

}  // namespace umpire::skui
