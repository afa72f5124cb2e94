// Campaign settings are data with their sources, and a campaign keeps its own values.
#include <doctest/doctest.h>

#include "soldier_king/scenario.h"
#include "soldier_king/settings.h"

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
