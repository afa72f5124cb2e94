// The seasons (issue 6; digest §2.4, §2.6): spring magazines (9.2) and the
// removal of every magazine at the end of winter (9.2.4). The random events,
// revolts, winter recruiting and victory are not implemented yet.
#pragma once

#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The provinces a faction may still take its spring magazine in (9.2): each
// province it rules, once each spring.
std::vector<std::string> spring_magazines_due(const SkState& s, const std::string& faction);

std::vector<CommandDef> season_commands();

}  // namespace umpire::sk
