#include "games.h"

#include "1631/module.h"
#include "1631/report.h"
#include "bourgogne/module.h"
#include "bourgogne/report.h"
#include "bourgogne/tactical_engine.h"
#include "flammes/combat_1631.h"
#include "lotn/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"

namespace umpire {

void register_shipped_games(GameRegistry& registry) {
  registry.add(sk::module());
  registry.add(flammes::module());
  sk::register_reports();
  registry.add(flammes_combat::module());  // the 1631 combat procedure, a battle engine
  flammes::register_reports();
  registry.add(bourgogne::module());
  bourgogne::register_reports();
  registry.add(bourgogne_battle::module());  // the Bourgogne battle and siege procedure, a battle engine
  registry.add(lotn::module());              // Lion of the North, the hex tactical engine for any game's battles
}

}  // namespace umpire
