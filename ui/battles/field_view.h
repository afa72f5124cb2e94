// The field of a battle in the Battle window, for any engine that gives a
// FieldPicture (battles/sessions/field_picture.h): its places on the kit's map
// canvas (ui/map/canvas.h) tinted by whose half they are, the links between
// them, each place's pieces as badges in their side's colour (hover a place
// for the list), then the step and the last dice, each side's hand (hidden
// items as face-down tiles) and the notes. Both players see all of it: the
// picture holds nothing secret.
#pragma once

#include "handoff/handoff.h"
#include "sessions/field_picture.h"
#include "ui/map/canvas.h"

namespace umpire::battlesui {

void draw_field(const battles::FieldPicture& picture, const battles::BattleSetup& setup, mapui::CanvasState& canvas);

}  // namespace umpire::battlesui
