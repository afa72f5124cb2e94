// A battle's papers from its child campaign: the journal's moves (what each
// said and the choices made in it) that an engine's log and final report read
// beside the battle's state (BattleModule::log_document, final_report).
#pragma once

#include <vector>

#include "session/campaign.h"
#include "sessions/battle_module.h"

namespace umpire::battles {

// The active entries of a battle's journal that fought it (battle.move,
// battle.finish), oldest first; settings and undone entries are left out.
std::vector<JournalMove> journal_moves(Campaign& battle);

}  // namespace umpire::battles
