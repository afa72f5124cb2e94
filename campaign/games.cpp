#include "games.h"

#include "soldier_king/module.h"
#include "soldier_king/player_report.h"

namespace umpire {

void register_shipped_games(GameRegistry& registry) {
  registry.add(sk::module());
  sk::register_reports();
}

}  // namespace umpire
