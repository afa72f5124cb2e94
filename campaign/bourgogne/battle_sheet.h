// The battle sheet (GdB 9.5; the tabletop hand-off): what the table needs to
// fight a battle or siege of Les Guerres de Bourgogne with miniatures — the
// situation, each camp's own order of battle and commanders, the markers it
// chooses in secret, its legal retreat zones, the stakes — and the results
// form the umpire fills in afterwards, field for field the arguments of
// bourgogne.record_combat. One sheet for each camp, showing its own forces
// only (a stack is never inspected, GdB 7.1), and one for the umpire, showing both.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "report/document.h"
#include "report/providers.h"

namespace umpire::bourgogne {

struct BattleSheetForce {
  std::string camp;                                  // "Burgundians"
  std::vector<std::vector<std::string>> units;       // id, counter, power, SS, CF, RoF, MP, ignores R, scale
  std::vector<std::vector<std::string>> commanders;  // name, side, rank, TC, MP, role
  std::vector<std::string> notes;                    // army commander, Charles, Campobasso, retreat zones
  int ss = 0, markers = 0;                           // SS at the start; markers to choose (the commander's TC)
};

// What one recipient's sheet holds: values only (providers.h).
struct BattleSheetView {
  std::string recipient;  // "attacker", "defender" or "umpire"
  std::string combat;     // "c3-1"
  std::string kind;       // "battle" or "siege"
  std::string title, subtitle;
  std::vector<std::vector<std::string>> context;  // label, value
  std::vector<BattleSheetForce> forces;           // attacker, defender
  std::vector<bool> shown;                        // whether each camp's forces are on this sheet
  std::vector<std::string> event;  // the random event (GdB 9.5.4, T2): rolled, or who rolls it
  std::vector<std::string> stakes;
  std::vector<std::vector<std::string>> form_units;       // the results form's rows (the umpire's sheet)
  std::vector<std::vector<std::string>> form_commanders;  // the form's commander rows
  std::vector<std::string> form_fields;                   // the other questions of the form
};

// recipient: "c3-1:attacker", "c3-1:defender" or "c3-1:umpire".
BattleSheetView battle_sheet_view(const CampaignState& cs, const std::string& recipient);
report::Document render_battle_sheet(const BattleSheetView& view);
// The handout, for the game's report provider: every combat waiting to be
// fought (open or sent), a sheet per camp and one for the umpire.
report::Handout battle_sheet_handout();

}  // namespace umpire::bourgogne
