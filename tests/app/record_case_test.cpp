#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/case_runner.h"
#include "session/campaign.h"
#include "soldier_king/module.h"

using namespace umpire;

TEST_CASE("a campaign recorded as a case replays to the same state, and a change is caught") {
  GameRegistry registry;
  registry.add(sk::module());
  auto c = Campaign::create(":memory:", registry, "recorded", "soldier-king", Json::object(), 99);
  auto apply = [&](const char* type) { REQUIRE(c->apply(Json{{"type", type}, {"args", Json::object()}}).ok); };
  apply("sk.begin_campaign");
  apply("sk.roll_initiative");  // seeded dice become the case's scripted dice
  apply("sk.advance");
  Json kase = record_case(*c, "recorded");
  CHECK(kase["steps"].size() == 3);
  CHECK(kase["dice"].size() >= 4);
  CHECK(kase["expect"]["state"]["/game/date"] == Json{{"year", 1740}, {"season", "Spring"}});

  std::string path = (std::filesystem::temp_directory_path() / ("umpire_recorded_" + std::to_string(::getpid()) + ".json")).string();
  auto run = [&](const Json& k) {
    std::ofstream(path) << format_recorded_case(k);
    auto results = run_case_file(path, registry);
    REQUIRE(results.size() == 1);
    return results.front();
  };
  CaseResult ok = run(kase);
  CHECK_MESSAGE(ok.passed, ok.message);
  CHECK(std::find(ok.rules.begin(), ok.rules.end(), "SK 7.1.2") != ok.rules.end());
  Json changed = kase;
  changed["dice"][0] = changed["dice"][0] == 6 ? 1 : 6;  // another initiative roll
  CHECK_FALSE(run(changed).passed);
  std::filesystem::remove(path);
}
