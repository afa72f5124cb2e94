// The games this build of Umpire ships.
#pragma once

#include "core/game.h"

namespace umpire {

void register_shipped_games(GameRegistry& registry);

}  // namespace umpire
