// Spring magazines (SK 9.2; digest §2.4): one per ruled province, placed in a
// city box of it before the random events. (Their removal at the end of winter,
// 9.2.4, is part of the season's end in turn.cpp; events, revolts, recruiting
// and victory have their own files.)
#pragma once

#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The provinces a faction may still take its spring magazine in (9.2): each
// province it rules, once each spring.
std::vector<std::string> spring_magazines_due(const SkState& s, const std::string& faction);
// Every active faction's spring magazines still to place, "Argozia 1, Arcadia 2";
// "" when none is due or it is not spring.
std::string spring_magazines_due_text(const SkState& s);

std::vector<CommandDef> season_commands();

}  // namespace umpire::sk
