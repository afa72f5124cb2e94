// bourgogne.set_map: the umpire's own strategic map for a running campaign (the
// map editor's "use in campaign"), for the reconstructed draft corrected from a
// printed copy. Refused when the map breaks what the procedures need (the
// structure checks of map_check.h: a variant map may differ from the rulebook's)
// or loses a zone where a unit or commander stands, or while a battle or siege
// is being fought. The zones keep their markers where the new map has them.
#pragma once

#include <vector>

#include "core/game.h"

namespace umpire::bourgogne {

inline constexpr const char* kSetMapCommand = "bourgogne.set_map";

std::vector<CommandDef> map_commands();

}  // namespace umpire::bourgogne
