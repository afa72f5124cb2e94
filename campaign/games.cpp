#include "games.h"

#include "flammes/combat_1631.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"

namespace umpire {

void register_shipped_games(GameRegistry& registry) {
  registry.add(sk::module());
  sk::register_reports();
  registry.add(flammes::module());  // the 1631 combat procedure, a battle engine
}

}  // namespace umpire
