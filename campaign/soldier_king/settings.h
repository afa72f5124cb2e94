// Soldier King's campaign settings: the rule options the digest leaves to the
// umpire and the reconstructed values the rulebook does not give. They are data
// (data/soldier_king/settings.json, each with its default and its source); a
// new campaign copies every default into its own state, so a campaign keeps the
// values it was played with, and the umpire changes them by command
// (sk.set_setting), journalled like every ruling.
#pragma once

#include <string>
#include <vector>

#include "soldier_king/state.h"

namespace umpire::sk {

struct SettingDef {
  std::string key;
  int default_value = 0, min = 0, max = 0;
  std::string description;
  std::string source;
};

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

}  // namespace umpire::sk
