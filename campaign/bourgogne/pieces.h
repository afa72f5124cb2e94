// The pieces window's rows (the kit's Pieces window): units, commanders, zones.
#pragma once

#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

std::vector<PieceKind> piece_kinds();
std::vector<PieceRow> pieces(const State& s, const std::string& kind);

}  // namespace umpire::bourgogne
