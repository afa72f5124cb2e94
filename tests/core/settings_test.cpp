// The settings schema (core/settings.h): read from JSON with errors that name
// where, values checked against it with refusals that name the setting by
// its description, and values described as the umpire reads them.
#include "core/settings.h"

#include <doctest/doctest.h>

using namespace umpire;

namespace {

SettingSchema schema_of(const char* text) {
  Json doc = Json::parse(text);
  return settings_schema_from_json(JsonCursor(doc, "settings.json", "/settings"));
}

std::string schema_error(const char* text) {
  try {
    schema_of(text);
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

const char* kSchema = R"([
  {"key": "max", "min": 1, "max": 6, "default": 4, "description": "The highest roll that names the truth",
   "rule": "SK 8.2.1", "source": "reconstructed: two chances in three"},
  {"key": "allies", "type": "yes/no", "default": 0, "description": "Supply passes through allied boxes",
   "rule": "SK 9.4", "source": "default: the literal reading"},
  {"key": "die", "type": "choice", "default": 6, "description": "The die of a roll", "source": "rule T 2",
   "choices": [{"value": 6, "name": "d6", "label": "a six-sided die"}, {"value": 10, "name": "d10", "label": "a ten-sided die"}]}
])";

}  // namespace

TEST_CASE("settings schema: each type with its range, default, rule and source") {
  SettingSchema s = schema_of(kSchema);
  REQUIRE(s.size() == 3);
  CHECK(s[0].type == SettingType::Integer);
  CHECK(s[0].min == 1);
  CHECK(s[0].max == 6);
  CHECK(s[0].default_value == 4);
  CHECK(s[0].rule == "SK 8.2.1");
  CHECK(s[0].source == "reconstructed: two chances in three");
  CHECK(s[1].type == SettingType::YesNo);
  CHECK(s[1].min == 0);
  CHECK(s[1].max == 1);
  CHECK(s[2].type == SettingType::Choice);
  CHECK(s[2].min == 6);
  CHECK(s[2].max == 10);
  CHECK(s[2].rule.empty());
  CHECK(find_setting(s, "die") == &s[2]);
  CHECK(find_setting(s, "nothing") == nullptr);
}

TEST_CASE("settings schema: a malformed declaration is an error naming the file and where") {
  CHECK(schema_error(R"([{"key": "a", "min": 1, "max": 6, "default": 7, "description": "d", "source": "s"}])")
            .find("settings.json: at /settings/0/default") != std::string::npos);
  CHECK(schema_error(R"([{"key": "a", "default": 1, "description": "d", "source": "s"}])").find("/settings/0") !=
        std::string::npos);  // an integer needs its range
  CHECK(schema_error(R"([{"key": "a", "type": "yes/no", "default": 0, "description": "d", "source": ""}])") != "");
  CHECK(schema_error(R"([{"key": "a", "type": "yes/no", "default": 0, "description": "d", "source": "s"},
                         {"key": "a", "type": "yes/no", "default": 1, "description": "e", "source": "s"}])")
            .find("declared twice") != std::string::npos);
  CHECK(schema_error(R"([{"key": "a", "type": "choice", "default": 2, "description": "d", "source": "s",
                          "choices": [{"value": 1, "name": "x", "label": "X"}, {"value": 3, "name": "y", "label": "Y"}]}])")
            .find("one of the choices") != std::string::npos);
  CHECK(schema_error(R"([{"key": "a", "type": "percent", "default": 0, "description": "d", "source": "s"}])") != "");
  CHECK(
      schema_error(R"([{"key": "a", "type": "yes/no", "default": 0, "description": "d", "source": "s", "colour": 1}])")
          .find("colour") != std::string::npos);
}

TEST_CASE("setting values: whole numbers in range; yes/no and choices also by name") {
  SettingSchema s = schema_of(kSchema);
  CHECK(read_setting_value(s[0], 6).value == 6);
  CHECK(read_setting_value(s[0], 6).problem.empty());
  CHECK(read_setting_value(s[1], true).value == 1);
  CHECK(read_setting_value(s[1], false).value == 0);
  CHECK(read_setting_value(s[1], 1).value == 1);
  CHECK(read_setting_value(s[2], "d10").value == 10);
  CHECK(read_setting_value(s[2], 10).value == 10);

  std::string out_of_range = read_setting_value(s[0], 9).problem;
  CHECK(out_of_range.find("\"The highest roll that names the truth\"") == 0);  // by its description, not its key
  CHECK(out_of_range.find("from 1 to 6") != std::string::npos);
  CHECK(out_of_range.find("not 9") != std::string::npos);
  CHECK(read_setting_value(s[0], 0).problem != "");
  CHECK(read_setting_value(s[0], 4.5).problem.find("expected a whole number") != std::string::npos);
  CHECK(read_setting_value(s[0], "4").problem != "");
  CHECK(read_setting_value(s[0], Json(18446744073709551615ULL)).problem != "");
  CHECK(read_setting_value(s[1], 2).problem.find("yes or no") != std::string::npos);
  CHECK(read_setting_value(s[2], 8).problem.find("not one of its values") != std::string::npos);
  CHECK(read_setting_value(s[2], "d20").problem.find("d6 (6), d10 (10)") != std::string::npos);
  CHECK(read_setting_value(s[1], "yes").problem != "");  // a yes/no takes true or 1, not words
}

TEST_CASE("setting values as the umpire reads them, and stored values with their defaults") {
  SettingSchema s = schema_of(kSchema);
  CHECK(describe_setting_value(s[0], 4) == "4");
  CHECK(describe_setting_value(s[1], 1) == "yes");
  CHECK(describe_setting_value(s[1], 0) == "no");
  CHECK(describe_setting_value(s[2], 10) == "a ten-sided die");
  CHECK(describe_setting_range(s[0]) == "a whole number from 1 to 6");
  Json stored{{"max", 2}, {"allies", "garbled"}};
  CHECK(stored_setting(stored, s[0]) == 2);
  CHECK(stored_setting(stored, s[1]) == 0);  // not a number: the default
  CHECK(stored_setting(stored, s[2]) == 6);  // absent: the default
  CHECK(stored_setting(Json(), s[0]) == 4);
}
