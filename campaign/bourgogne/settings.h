// The settings of a campaign of Les Guerres de Bourgogne
// (data/bourgogne/settings.json): every question the rulebook leaves open, with
// the reading the program takes by default and the rule it bends; the umpire
// changes them in the Rules window (core.set_setting). Values live in the
// campaign's CoreState::settings (absent: the default).
//
// Readings the rulebook leaves open that are not switches, so not settings:
// the modified melee die above 6 is read as 6 (GdB T3: the only reading);
// where betraying units are placed, the order of several battles or sieges, and
// which of several tied commanders leads are the owning player's choices, asked
// when they arise (GdB T2, 9, 7.1); a tie between allies for arms at the ready
// is rolled off, one die each, again on a tie (GdB fn4); a unit never leaves a
// retreat zone (GdB 7.2); when both camps are wiped out at once nobody wins, no
// VP and no diplomacy follow and the defender keeps the zone (GdB 9.5.11 is
// silent and no other reading keeps the zone's control defined).
#pragma once

#include <string>

#include "core/game.h"

namespace umpire::bourgogne {

const SettingSchema& setting_defs();
// The value now; throws std::logic_error for a key settings.json does not declare.
int setting(const CampaignState& s, const std::string& key);
inline bool setting_on(const CampaignState& s, const std::string& key) { return setting(s, key) != 0; }
// A choice's name now ("one", "one_per_attacking_tz"); yes/no as "yes"/"no".
std::string setting_name(const CampaignState& s, const std::string& key);
// The settings as the battle engine reads them (its set-up's "options"): a
// choice by its name, a yes/no as a bool, a number as a number.
Json battle_options(const CampaignState& s);

}  // namespace umpire::bourgogne
