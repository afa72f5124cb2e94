#include "bourgogne/settings.h"

#include <stdexcept>

#include "bourgogne/data_files.h"

namespace umpire::bourgogne {

const SettingSchema& setting_defs() {
  static const SettingSchema defs = [] {
    const std::string source = "data/bourgogne/settings.json";
    Json doc = parse_json(data::settings_json(), source);
    JsonCursor c(doc, source);
    c.only_keys({"format", "source", "settings"});
    if (c["format"].as_string() != "umpire.bourgogne.settings/1") c["format"].fail("unknown settings format");
    return settings_schema_from_json(c["settings"]);
  }();
  return defs;
}

namespace {
const SettingDef& def(const std::string& key) {
  const SettingDef* d = find_setting(setting_defs(), key);
  if (!d) throw std::logic_error("Les Guerres de Bourgogne has no setting \"" + key + "\"");
  return *d;
}

std::string choice_name(const SettingDef& d, int value) {
  for (const auto& c : d.choices)
    if (c.value == value) return c.name;
  return std::to_string(value);
}
}  // namespace

int setting(const CampaignState& s, const std::string& key) { return stored_setting(s.core.settings, def(key)); }

std::string setting_name(const CampaignState& s, const std::string& key) {
  const SettingDef& d = def(key);
  int v = stored_setting(s.core.settings, d);
  if (d.type == SettingType::YesNo) return v ? "yes" : "no";
  if (d.type == SettingType::Choice) return choice_name(d, v);
  return std::to_string(v);
}

Json battle_options(const CampaignState& s) {
  Json out = Json::object();
  for (const auto& d : setting_defs()) {
    int v = stored_setting(s.core.settings, d);
    if (d.type == SettingType::YesNo)
      out[d.key] = v != 0;
    else if (d.type == SettingType::Choice)
      out[d.key] = choice_name(d, v);
    else
      out[d.key] = v;
  }
  return out;
}

}  // namespace umpire::bourgogne
