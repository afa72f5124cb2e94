// The pieces a user lists and names (`umpire list`, names for ids): units,
// commanders and areas.
#pragma once

#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

std::vector<PieceKind> piece_kinds();
std::vector<PieceRow> pieces(const State& s, const std::string& kind);

}  // namespace umpire::flammes
