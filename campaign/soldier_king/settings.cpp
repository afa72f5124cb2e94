#include "soldier_king/settings.h"

#include "soldier_king/data_files.h"

namespace umpire::sk {

namespace {

std::vector<SettingDef> load_defs() {
  const std::string source = "data/soldier_king/settings.json";
  Json doc = parse_json(data::settings_json(), source);
  JsonCursor c(doc, source);
  c.only_keys({"format", "source", "settings"});
  if (c["format"].as_string() != "umpire.soldier-king.settings/1") c["format"].fail("unknown settings format");
  std::vector<SettingDef> defs;
  for (const auto& item : c["settings"].items()) {
    item.only_keys({"key", "default", "min", "max", "description", "source"});
    SettingDef d;
    d.key = item["key"].as_nonempty_string();
    d.min = static_cast<int>(item["min"].as_int());
    d.max = static_cast<int>(item["max"].as_int(d.min, 1000000));
    d.default_value = static_cast<int>(item["default"].as_int(d.min, d.max));
    d.description = item["description"].as_string();
    d.source = item["source"].as_string();
    defs.push_back(std::move(d));
  }
  return defs;
}

}  // namespace

const std::vector<SettingDef>& setting_defs() {
  static const std::vector<SettingDef> defs = load_defs();
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
