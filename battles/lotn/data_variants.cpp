#include "lotn/data_variants.h"

#include <stdexcept>

#include "core/json_read.h"
#include "lotn/data_embedded.h"

namespace umpire::lotn {

const SettingSchema& rule_variants() {
  static const SettingSchema defs = [] {
    const std::string source = "data/lotn/rule_variants.json";
    Json doc = parse_json(data::rule_variants_json(), source);
    JsonCursor c(doc, source);
    c.only_keys({"format", "source", "settings"});
    if (c["format"].as_string() != "umpire.lotn.rule_variants/1") c["format"].fail("unknown rule variants format");
    return settings_schema_from_json(c["settings"]);
  }();
  return defs;
}

Json default_variant_values() {
  Json out = Json::object();
  for (const auto& d : rule_variants()) out[d.key] = d.default_value;
  return out;
}

int rule_variant(const Json& values, const std::string& key) {
  const SettingDef* d = find_setting(rule_variants(), key);
  if (!d) throw std::logic_error("Lion of the North has no rule variant \"" + key + "\"");
  return stored_setting(values, *d);
}

Mode data_mode(const Json& values) {
  switch (rule_variant(values, "data.mode")) {
    case 1: return Mode::Provisional;
    case 2: return Mode::Trial;
    default: return Mode::Strict;
  }
}

}  // namespace umpire::lotn
