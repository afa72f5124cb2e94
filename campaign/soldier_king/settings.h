// Soldier King's campaign settings: the rule options the digest leaves to the
// umpire and the reconstructed values the rulebook does not give. They are data
// (data/soldier_king/settings.json, each with its default and its source); a
// new campaign copies every default into its own state, so a campaign keeps the
// values it was played with (in SkState::settings, where the rulings read
// them), and the umpire changes them by command (core.set_setting, or the older
// sk.set_setting that journals keep), journalled like every ruling. The schema
// is the kit's (core/settings.h): the module returns it, the Rules window lists it.
#pragma once

#include <string>
#include <vector>

#include "core/settings.h"
#include "soldier_king/state.h"

namespace umpire::sk {

using SettingDef = umpire::SettingDef;

const std::vector<SettingDef>& setting_defs();
const SettingDef* setting_def(const std::string& key);
// The campaign's value, or the default.
int setting(const SkState& s, const std::string& key);

inline constexpr const char* kTrueNationalitySetting = "intelligence.true_nationality";
inline constexpr const char* kEventsOff = "events.off";
inline constexpr const char* kOptional22 = "battles.optional_22";
inline constexpr const char* kLodgedAfterBreach = "treaties.lodged_after_breach_counts";
inline constexpr const char* kTreatyWarnWords = "treaties.warn_words";
inline constexpr const char* kTreatyMaxWords = "treaties.max_words";
inline constexpr const char* kMapPaper = "reports.map_paper";  // 0 A4, 1 US Letter

}  // namespace umpire::sk
