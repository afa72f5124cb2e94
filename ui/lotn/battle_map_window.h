// Lion of the North: the battle's hex map, the window "Field" (game id "lotn")
// that the kit's Battle window draws over the battle's child campaign. The map
// with its terrain, the counters with their facing, stacks and markers, the
// leaders with their Command Range, the visibility; the turn, the phase and
// whose decision it is; the waiting decision's options where they are on the
// map (a click answers one); the selected counter's values with the provenance
// of each value not printed; the last rulings of the battle's log.
#pragma once

#include "ui/window_registry.h"

namespace umpire::lotnui {

void register_lotn_battle_windows(WindowRegistry& registry);

}  // namespace umpire::lotnui
