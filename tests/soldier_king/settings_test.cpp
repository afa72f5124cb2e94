// Campaign settings are data with their sources, and a campaign keeps its own values.
#include <doctest/doctest.h>

#include "soldier_king/scenario.h"
#include "soldier_king/settings.h"
#include "soldier_king/state.h"
#include "soldier_king/supply.h"

using namespace umpire;
using namespace umpire::sk;

TEST_CASE("settings come from data/soldier_king/settings.json, each with a default inside its range and a source") {
  REQUIRE(setting_defs().size() >= 12);
  for (const auto& d : setting_defs()) {
    CAPTURE(d.key);
    CHECK(d.default_value >= d.min);
    CHECK(d.default_value <= d.max);
    CHECK_FALSE(d.description.empty());
    CHECK_FALSE(d.source.empty());
  }
  const SettingDef* nationality = setting_def(kTrueNationalitySetting);
  REQUIRE(nationality != nullptr);
  CHECK(nationality->default_value == 4);
  CHECK(nationality->source.rfind("reconstructed", 0) == 0);
  CHECK(setting_def("attrition.per_die") != nullptr);
  CHECK(setting_def("no.such.setting") == nullptr);
}

TEST_CASE("a new campaign copies every default, so later changes to the data do not change it") {
  Json options = Json::object();
  auto s = new_campaign(JsonCursor(options, "options"));
  CHECK(s->settings.size() == setting_defs().size());
  CHECK(s->settings.at(kTrueNationalitySetting) == 4);
  CHECK(setting(*s, kTrueNationalitySetting) == 4);
}

TEST_CASE("the optional per-box roll of SK 9.6.2 is off in a new campaign, and on in one stored without the setting") {
  const SettingDef* def = setting_def(kAttritionBoxRollOff);
  REQUIRE(def != nullptr);
  CHECK(def->default_value == 1);  // off: the afterword says the authors did not use it
  CHECK(def->source.find("afterword") != std::string::npos);
  Json options = Json::object();
  auto s = new_campaign(JsonCursor(options, "options"));
  CHECK(setting(*s, kAttritionBoxRollOff) == 1);
  CHECK(s->attrition_ledger);
  // A campaign stored before the setting existed was played with the roll.
  Json old = s->to_json();
  old["settings"].erase(kAttritionBoxRollOff);
  old.erase("attrition_ledger");
  auto loaded = state_from_json(JsonCursor(old, "state"));
  CHECK(setting(*loaded, kAttritionBoxRollOff) == 0);
  CHECK_FALSE(loaded->attrition_ledger);
}
