// Soldier King's campaign settings: the rule options the digest leaves to the
// umpire and the reconstructed values the rulebook does not give. Each has a
// default with its source; the umpire changes them by command (sk.set_setting),
// so every change is in the journal and every ruling uses the campaign's value.
#pragma once

#include <string>
#include <vector>

#include "soldier_king/state.h"

namespace umpire::sk {

struct SettingDef {
  std::string key;
  int default_value, min, max;
  std::string description;
  std::string source;
};

const std::vector<SettingDef>& setting_defs();
const SettingDef* setting_def(const std::string& key);
// The campaign's value, or the default.
int setting(const SkState& s, const std::string& key);

inline constexpr const char* kTrueNationalitySetting = "intelligence.true_nationality";

}  // namespace umpire::sk
