#include "soldier_king/settings.h"

namespace umpire::sk {

const std::vector<SettingDef>& setting_defs() {
  static const std::vector<SettingDef> defs{
      {kTrueNationalitySetting, 4, 1, 6,
       "An Inaccurate report names the true nationality on a D6 roll of this or less; otherwise another faction, "
       "chosen by a second die (SK 8.2.1)",
       "reconstructed: the rulebook says only that the nationality 'may or may not' be right (8.2.1); the digest's "
       "default is two chances in three (G-11)"},
  };
  return defs;
}

const SettingDef* setting_def(const std::string& key) {
  for (const auto& d : setting_defs())
    if (d.key == key) return &d;
  return nullptr;
}

int setting(const SkState& s, const std::string& key) {
  if (auto it = s.settings.find(key); it != s.settings.end()) return it->second;
  const SettingDef* d = setting_def(key);
  return d ? d->default_value : 0;
}

}  // namespace umpire::sk
