// The command line with the test game and the reference battle engine
// registered beside the shipped games.
// The test game registers no window: it gets the kit's Rules and Turn windows.
#include "app/cli.h"
#include "games.h"
#include "dice_battle/dice_battle.h"
#include "testgame/testgame.h"
#include "ui/games_ui.h"

int main(int argc, char** argv) {
  umpire::GameRegistry registry;
  umpire::register_shipped_games(registry);
  registry.add(umpire::testgame::module());
  registry.add(umpire::dice_battle::module());
  umpire::register_shipped_game_windows(umpire::game_windows());
  return umpire::run_cli(argc, argv, registry);
}
