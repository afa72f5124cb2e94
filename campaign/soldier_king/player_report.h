// A Soldier King faction's report for one player turn (issue 4): header,
// intelligence by province, the faction's own forces, its treaties and the
// Imperial Court's judgements (issue 8), and a map picture of what it knows.
// Built only from the faction's PlayerPicture, its FactionDiplomacy view and
// the public map and data: it cannot reveal what those do not hold.
#pragma once

#include <string>

#include "report/document.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/forces.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/map.h"

namespace umpire::sk {

report::Document player_report(const PlayerPicture& picture, const Map& map, const Forces& forces,
                                const std::string& campaign_name, const FactionDiplomacy& diplomacy = {});

// The faction's knowledge drawn on the map: its own stacks, and every box it
// has a report on, coloured by the report's level.
report::Picture knowledge_map(const PlayerPicture& picture, const Map& map);

// Registers Soldier King's report provider (src/report/providers.h).
void register_reports();

}  // namespace umpire::sk
