#include "app/cli.h"
#include "games.h"
#include "ui/games_ui.h"

int main(int argc, char** argv) {
  umpire::GameRegistry registry;
  umpire::register_shipped_games(registry);
  umpire::register_shipped_game_windows(umpire::game_windows());
  return umpire::run_cli(argc, argv, registry);
}
