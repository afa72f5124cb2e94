// Campaign settings: the named rule options a game declares (the rulebook's
// open questions and the values it does not give), each with its type, its
// default, the rule it bends and where the default comes from. A game returns
// its schema from GameModule::settings(); the umpire changes a value with the
// one command core.set_setting, journalled like every ruling, and every game
// gets the Rules window for it. Values are whole numbers: a yes/no is 0 or 1
// and a choice is one of its named values' numbers, so a journal stays plain.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json_read.h"

namespace umpire {

enum class SettingType { Integer, YesNo, Choice };
const char* to_string(SettingType t);  // "integer", "yes/no", "choice"

// One named value of a choice: 0 "one common magazine".
struct SettingChoice {
  int value = 0;
  std::string name;   // what a command may give instead of the number: "common"
  std::string label;  // what the umpire reads: "all launch boxes trace to one magazine"
};

struct SettingDef {
  std::string key;  // "intelligence.true_nationality"
  SettingType type = SettingType::Integer;
  int default_value = 0, min = 0, max = 0;  // a yes/no is 0 to 1, a choice spans its values
  std::vector<SettingChoice> choices;       // a choice's named values
  std::string description;                  // what it does, in the umpire's words
  std::string rule;                         // the rule it bends: "SK 8.2.1"
  std::string source;                       // provenance: "reconstructed: ..." or "rule 22.1: ..."
};

using SettingSchema = std::vector<SettingDef>;

const SettingDef* find_setting(const SettingSchema& schema, const std::string& key);

// A schema from JSON: an array of {key, type?, default, min?, max?, choices?,
// description, rule, source}. type is "integer" (the default; min and max
// required), "yes/no" (0 or 1) or "choice" (choices: [{value, name, label}]).
// Errors name the file and the JSON path.
SettingSchema settings_schema_from_json(const JsonCursor& settings);

// The whole number a command's value stands for: an integer, for a yes/no
// also true or false, for a choice also a choice's name. Out of range, of the
// wrong type or unknown: the reason, naming the setting by its description.
struct SettingValue {
  int value = 0;
  std::string problem;  // empty when the value is good
};
SettingValue read_setting_value(const SettingDef& def, const Json& value);

// A value kept in a settings object ({"key": 4, ...}, as CoreState::settings
// holds them): the stored whole number, or the default when there is none.
int stored_setting(const Json& values, const SettingDef& def);

// The value as the umpire reads it: "4", "yes", "one common magazine".
std::string describe_setting_value(const SettingDef& def, int value);
// The range as the umpire reads it: "1 to 6", "yes or no", "one of: a, b".
std::string describe_setting_range(const SettingDef& def);

}  // namespace umpire
