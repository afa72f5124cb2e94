// The Rules window: the campaign's settings (rule options the rulebook leaves
// open and reconstructed values), each with its value, its default and its
// source; a change is a journalled command (sk.set_setting).
#pragma once

#include "ui/window_registry.h"

namespace umpire::skui {

void draw_rules_window(GuiContext& ctx);

}  // namespace umpire::skui
