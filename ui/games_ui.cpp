#include "ui/games_ui.h"

#include "bourgogne/state.h"
#include "soldier_king/state.h"
#include "ui/1631/flammes_ui.h"
#include "ui/battles/battle_desk.h"
#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/kit_windows.h"
#include "ui/lotn/battle_map_window.h"
#include "ui/lotn/battle_log_window.h"
#include "ui/lotn/hex_painter.h"
#include "ui/lotn/lotn_ui.h"
#include "ui/map_editor/map_editor.h"
#include "ui/reports/reports_window.h"
#include "ui/soldier_king/windows.h"

namespace umpire {

void register_shipped_game_windows(WindowRegistry& registry) {
  register_kit_windows(registry);
  register_soldier_king_windows(registry);
  flammesui::register_1631_windows(registry);
  bourgogneui::register_bourgogne_windows(registry);
  register_map_editor_window(registry);
  register_hex_painter_window(registry);
  register_lotn_data_windows(registry);
  registry.add(battlesui::battle_window());
  lotnui::register_lotn_battle_windows(registry);
  register_lotn_log_windows(registry);
  register_reports_window(registry, sk::kGameId);
  register_reports_window(registry, "1631");
  register_reports_window(registry, bourgogne::kGameId);
}

}  // namespace umpire
