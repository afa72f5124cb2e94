#include "games.h"

#include "soldier_king/module.h"

namespace umpire {

void register_shipped_games(GameRegistry& registry) { registry.add(sk::module()); }

}  // namespace umpire
