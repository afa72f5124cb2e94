#include "app/cli.h"
#include "games.h"

int main(int argc, char** argv) {
  umpire::GameRegistry registry;
  umpire::register_shipped_games(registry);
  return umpire::run_cli(argc, argv, registry);
}
