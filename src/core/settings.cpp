#include "core/settings.h"

#include <algorithm>

namespace umpire {

const char* to_string(SettingType t) {
  switch (t) {
    case SettingType::Integer:
      return "integer";
    case SettingType::YesNo:
      return "yes/no";
    case SettingType::Choice:
      return "choice";
  }
  return "integer";
}

const SettingDef* find_setting(const SettingSchema& schema, const std::string& key) {
  for (const auto& d : schema)
    if (d.key == key) return &d;
  return nullptr;
}

namespace {

constexpr std::int64_t kLargest = 1000000000;  // a setting's range stays far inside int

std::vector<SettingChoice> choices_from_json(const JsonCursor& c) {
  std::vector<SettingChoice> out;
  for (const auto& item : c.items()) {
    item.only_keys({"value", "name", "label"});
    SettingChoice choice{static_cast<int>(item["value"].as_int(-kLargest, kLargest)), item["name"].as_nonempty_string(),
                         item["label"].as_nonempty_string()};
    for (const auto& other : out)
      if (other.value == choice.value || other.name == choice.name)
        item.fail("a choice's value and name must be unique");
    out.push_back(std::move(choice));
  }
  if (out.size() < 2) c.fail("a choice needs at least two values");
  return out;
}

SettingDef setting_from_json(const JsonCursor& item) {
  item.only_keys({"key", "type", "default", "min", "max", "choices", "description", "rule", "source"});
  SettingDef d;
  d.key = item["key"].as_nonempty_string();
  std::string type = item.optional("type") ? item["type"].as_enum({"integer", "yes/no", "choice"}) : "integer";
  if (type == "yes/no") {
    d.type = SettingType::YesNo;
    d.min = 0, d.max = 1;
  } else if (type == "choice") {
    d.type = SettingType::Choice;
    d.choices = choices_from_json(item["choices"]);
    auto [low, high] = std::minmax_element(d.choices.begin(), d.choices.end(),
                                           [](const auto& a, const auto& b) { return a.value < b.value; });
    d.min = low->value, d.max = high->value;
  } else {
    d.min = static_cast<int>(item["min"].as_int(-kLargest, kLargest));
    d.max = static_cast<int>(item["max"].as_int(d.min, kLargest));
  }
  d.default_value = static_cast<int>(item["default"].as_int(d.min, d.max));
  if (d.type == SettingType::Choice && !read_setting_value(d, d.default_value).problem.empty())
    item["default"].fail("the default must be one of the choices' values");
  d.description = item["description"].as_nonempty_string();
  d.rule = item.optional_string("rule");
  d.source = item["source"].as_nonempty_string();
  return d;
}

std::string choice_names(const SettingDef& d) {
  std::string out;
  for (const auto& c : d.choices) out += (out.empty() ? "" : ", ") + c.name + " (" + std::to_string(c.value) + ")";
  return out;
}

}  // namespace

SettingSchema settings_schema_from_json(const JsonCursor& settings) {
  SettingSchema out;
  for (const auto& item : settings.items()) {
    SettingDef d = setting_from_json(item);
    if (find_setting(out, d.key)) item["key"].fail("the setting \"" + d.key + "\" is declared twice");
    out.push_back(std::move(d));
  }
  return out;
}

SettingValue read_setting_value(const SettingDef& d, const Json& value) {
  const std::string who = "\"" + d.description + "\"";
  if (d.type == SettingType::YesNo && value.is_boolean()) return {value.get<bool>() ? 1 : 0, ""};
  if (d.type == SettingType::Choice && value.is_string()) {
    for (const auto& c : d.choices)
      if (c.name == value.get<std::string>()) return {c.value, ""};
    return {0, who + ": \"" + value.get<std::string>() + "\" is not one of its values (" + choice_names(d) + ")"};
  }
  if (!value.is_number_integer())
    return {0, who + ": expected " + describe_setting_range(d) + ", found " + value.dump()};
  // Unsigned and signed JSON integers alike; a huge one is simply out of range.
  double number = value.get<double>();
  if (number < d.min || number > d.max)
    return {0, who + ": the value must be " + describe_setting_range(d) + ", not " + value.dump()};
  int v = static_cast<int>(number);
  if (d.type == SettingType::Choice &&
      std::none_of(d.choices.begin(), d.choices.end(), [&](const auto& c) { return c.value == v; }))
    return {0, who + ": " + std::to_string(v) + " is not one of its values (" + choice_names(d) + ")"};
  return {v, ""};
}

int stored_setting(const Json& values, const SettingDef& def) {
  if (!values.is_object()) return def.default_value;
  auto it = values.find(def.key);
  if (it == values.end() || !it->is_number_integer()) return def.default_value;
  return it->get<int>();
}

std::string describe_setting_value(const SettingDef& d, int value) {
  if (d.type == SettingType::YesNo) return value ? "yes" : "no";
  if (d.type == SettingType::Choice)
    for (const auto& c : d.choices)
      if (c.value == value) return c.label;
  return std::to_string(value);
}

std::string describe_setting_range(const SettingDef& d) {
  switch (d.type) {
    case SettingType::YesNo:
      return "yes or no (true or false, 1 or 0)";
    case SettingType::Choice:
      return "one of " + choice_names(d);
    case SettingType::Integer:
      break;
  }
  return "a whole number from " + std::to_string(d.min) + " to " + std::to_string(d.max);
}

}  // namespace umpire
