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

// Issue 12: a recorded case replays with the campaign's seed (the set-up's
// officer names depend on it) and its keyed intelligence dice, which the
// seeded campaign did not count as drawn and the case's scripted dice do.
TEST_CASE("a recorded campaign with keyed intelligence dice and a 64-bit seed replays as a case") {
  GameRegistry registry;
  registry.add(sk::module());
  const std::uint64_t seed = 0xfedcba9876543210ULL;
  auto c = Campaign::create(":memory:", registry, "recorded", "soldier-king", Json::object(), seed);
  auto apply = [&](const Json& cmd) { REQUIRE(c->apply(cmd).ok); };
  apply(Json{{"type", "core.roll"}, {"args", {{"label", "weather"}, {"dice", "2D6"}}}});
  // Bravance's cavalry where Argozia's and Arcadia's sympathisers report on it: Inaccurate, nationality dice.
  apply(Json{{"type", "sk.relocate"}, {"args", {{"piece", "c244"}, {"box", "kleverburg"}, {"reason", "test"}}}});
  apply(Json{{"type", "sk.issue_intelligence"}, {"args", Json::object()}});
  int keyed = 0;
  auto journal = c->journal();
  for (const auto& roll : journal.back().dice) keyed += roll.value("keyed", false);
  REQUIRE(keyed >= 2);
  CHECK(c->state().core.dice_drawn == 2);  // only the weather: keyed rolls take no place in the sequence
  Json kase = record_case(*c, "keyed");
  CHECK(kase["seed"] == seed);
  std::string path =
      (std::filesystem::temp_directory_path() / ("umpire_recorded_keyed_" + std::to_string(::getpid()) + ".json")).string();
  std::ofstream(path) << format_recorded_case(kase);
  auto results = run_case_file(path, registry);
  REQUIRE(results.size() == 1);
  CHECK_MESSAGE(results.front().passed, results.front().message);
  std::filesystem::remove(path);
}
