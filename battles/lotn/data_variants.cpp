#include "lotn/data_variants.h"

#include <stdexcept>

#include "core/json_read.h"
#include "lotn/data_embedded.h"

namespace umpire::lotn {

namespace {

struct VariantsDoc {
  SettingSchema defs;
  Json older = Json::object();  // "older_battles"."values"
};

const VariantsDoc& variants_doc() {
  static const VariantsDoc doc = [] {
    const std::string source = "data/lotn/rule_variants.json";
    Json json = parse_json(data::rule_variants_json(), source);
    JsonCursor c(json, source);
    c.only_keys({"format", "source", "settings", "older_battles"});
    if (c["format"].as_string() != "umpire.lotn.rule_variants/1") c["format"].fail("unknown rule variants format");
    VariantsDoc out;
    out.defs = settings_schema_from_json(c["settings"]);
    if (auto o = c.optional("older_battles")) {
      o->only_keys({"source", "values"});
      for (const auto& key : (*o)["values"].keys()) {
        const SettingDef* d = find_setting(out.defs, key);
        if (!d) (*o)["values"][key].fail("not a rule variant");
        SettingValue v = read_setting_value(*d, (*o)["values"][key].value());
        if (!v.problem.empty()) (*o)["values"][key].fail(v.problem);
        out.older[key] = v.value;
      }
    }
    return out;
  }();
  return doc;
}

}  // namespace

const SettingSchema& rule_variants() { return variants_doc().defs; }

const Json& older_battle_variant_values() { return variants_doc().older; }

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
