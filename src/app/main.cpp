#include "app/cli.h"
#include "games.h"
#include "ui/map_editor/map_editor.h"
#include "ui/reports/reports_window.h"
#include "ui/soldier_king/windows.h"

int main(int argc, char** argv) {
  umpire::GameRegistry registry;
  umpire::register_shipped_games(registry);
  umpire::register_soldier_king_windows(umpire::game_windows());
  umpire::register_map_editor_window(umpire::game_windows());
  umpire::register_reports_window(umpire::game_windows(), "soldier-king");
  return umpire::run_cli(argc, argv, registry);
}
