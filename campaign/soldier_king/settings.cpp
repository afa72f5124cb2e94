#include "soldier_king/settings.h"

#include "soldier_king/data_files.h"

namespace umpire::sk {

namespace {

std::vector<SettingDef> load_defs() {
  const std::string source = "data/soldier_king/settings.json";
  Json doc = parse_json(data::settings_json(), source);
  JsonCursor c(doc, source);
  c.only_keys({"format", "source", "settings"});
  if (c["format"].as_string() != "umpire.soldier-king.settings/2") c["format"].fail("unknown settings format");
  return settings_schema_from_json(c["settings"]);
}

}  // namespace

const std::vector<SettingDef>& setting_defs() {
  static const std::vector<SettingDef> defs = load_defs();
  return defs;
}

const SettingDef* setting_def(const std::string& key) { return find_setting(setting_defs(), key); }

int setting(const SkState& s, const std::string& key) {
  if (auto it = s.settings.find(key); it != s.settings.end()) return it->second;
  const SettingDef* d = setting_def(key);
  return d ? d->default_value : 0;
}

}  // namespace umpire::sk
