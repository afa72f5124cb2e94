// Soldier King's side of the kit's piece lists, command groups and
// confirmations (core/game.h: GameModule::pieces, command_groups, confirmation).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

std::vector<PieceKind> piece_kinds();
// The pieces of one kind ("box", "column", "officer", "stand", "magazine",
// "battle", "faction", "province") with their names, owners, places and sizes.
std::vector<PieceRow> pieces(const SkState& s, const std::string& kind);
// The commands by the step of play they belong to.
std::vector<CommandGroup> command_groups();
// What a command would give up that the umpire confirms first: an sk.advance
// that ends the movement with marches unused (SK 10.1).
std::optional<std::string> confirmation(const SkState& s, const Json& command);

}  // namespace umpire::sk
