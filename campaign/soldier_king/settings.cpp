#include "soldier_king/settings.h"

#include "soldier_king/supply.h"

namespace umpire::sk {

const std::vector<SettingDef>& setting_defs() {
  static const std::vector<SettingDef> defs = [] {
    std::vector<SettingDef> all{
      {kTrueNationalitySetting, 4, 1, 6,
       "An Inaccurate report names the true nationality on a D6 roll of this or less; otherwise another faction, "
       "chosen by a second die (SK 8.2.1)",
       "reconstructed: the rulebook says only that the nationality 'may or may not' be right (8.2.1); the digest's "
       "default is two chances in three (G-11)"},
    };
    for (auto& d : supply_setting_defs()) all.push_back(std::move(d));  // G-05, G-14, G-28
    return all;
  }();
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
