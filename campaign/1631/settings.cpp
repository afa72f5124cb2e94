#include "1631/settings.h"

#include <stdexcept>

#include "1631/data_files.h"

namespace umpire::flammes {

const SettingSchema& setting_defs() {
  static const SettingSchema defs = [] {
    const std::string source = "data/1631/settings.json";
    Json doc = parse_json(data::settings_json(), source);
    JsonCursor c(doc, source);
    c.only_keys({"format", "source", "settings"});
    if (c["format"].as_string() != "umpire.1631.settings/1") c["format"].fail("unknown settings format");
    return settings_schema_from_json(c["settings"]);
  }();
  return defs;
}

int setting(const CampaignState& s, const std::string& key) {
  const SettingDef* d = find_setting(setting_defs(), key);
  if (!d) throw std::logic_error("1631 has no setting \"" + key + "\"");
  return stored_setting(s.core.settings, *d);
}

}  // namespace umpire::flammes
