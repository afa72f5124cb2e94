// The 1631 campaign settings (data/1631/settings.json): every question the
// rulebook leaves open, with the reading the program takes by default and the
// rule it bends; the umpire changes them in the Rules window (core.set_setting).
// Values live in the campaign's CoreState::settings (absent: the default).
#pragma once

#include <string>

#include "core/game.h"

namespace umpire::flammes {

const SettingSchema& setting_defs();
// The value now; throws std::logic_error for a key settings.json does not declare.
int setting(const CampaignState& s, const std::string& key);
inline bool setting_on(const CampaignState& s, const std::string& key) { return setting(s, key) != 0; }

}  // namespace umpire::flammes
