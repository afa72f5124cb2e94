// The widened game module, through the test game and Soldier King: settings
// changed by core.set_setting (validated against the game's schema, stored
// where the game keeps them, bending a ruling), players, next steps, what a
// recorded case pins, the sample game and the games' command-line subcommands.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <sstream>

#include "app/cli.h"
#include "session/campaign.h"
#include "soldier_king/module.h"
#include "soldier_king/settings.h"
#include "soldier_king/state.h"
#include "soldier_king/turn.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

Json cmd(const std::string& type, Json args = Json::object()) {
  return Json{{"type", type}, {"args", std::move(args)}};
}
Json set_cmd(const std::string& key, Json value) {
  return cmd("core.set_setting", {{"key", key}, {"value", std::move(value)}});
}

std::string reasons_text(const std::vector<Reason>& reasons) {
  std::string out;
  for (const auto& r : reasons) out += r.describe() + "\n";
  return out;
}

GameRegistry both_games() {
  GameRegistry r;
  r.add(sk::module());
  r.add(testgame::module());
  return r;
}

std::unique_ptr<Campaign> counters(const GameRegistry& r, Json counters_option) {
  return Campaign::create(":memory:", r, "counters", testgame::kId, Json{{"counters", std::move(counters_option)}}, 1);
}

}  // namespace

TEST_CASE("core.set_setting: refusals name the setting by its description and cite the rule it bends") {
  GameRegistry r = both_games();
  auto c = counters(r, {{"a", 1}});
  std::string unknown = reasons_text(c->validate(set_cmd("counters.min", 3)));
  CHECK(unknown.find("Test counters has no setting \"counters.min\" (its settings: counters.max, rolls.die)") !=
        std::string::npos);
  std::string range = reasons_text(c->validate(set_cmd("counters.max", 0)));
  CHECK(range.find("\"No counter may exceed this value") == 0);
  CHECK(range.find("from 1 to 1000000, not 0 [T 7]") != std::string::npos);
  CHECK(reasons_text(c->validate(set_cmd("rolls.die", "d20"))).find("[T 2]") != std::string::npos);
  CHECK(reasons_text(c->validate(cmd("core.set_setting", {{"key", "counters.max"}}))) != "");  // no value
  CHECK(reasons_text(c->validate(cmd("core.set_setting", {{"key", "counters.max"}, {"value", 3}, {"why", 1}}))) != "");

  auto empty = Campaign::create(":memory:", r, "empty", "", Json::object(), 1);
  CHECK(reasons_text(empty->validate(set_cmd("counters.max", 3))).find("has no game, so it has no settings") !=
        std::string::npos);
  CHECK(c->journal().empty());
}

TEST_CASE("core.set_setting: the test game's maximum bends its ruling (T 7), and undo restores it") {
  GameRegistry r = both_games();
  auto c = counters(r, {{"a", 95}});
  const GameModule& m = *c->module();
  SettingSchema schema = m.settings();  // find_setting points into it
  const SettingDef& maximum = *find_setting(schema, "counters.max");
  CHECK(m.setting_value(c->state(), maximum) == 1000000);  // the default, until set
  CHECK(c->validate(cmd("test.add", {{"counter", "a"}, {"amount", 10}})).empty());
  REQUIRE(c->apply(set_cmd("counters.max", 100)).ok);
  CHECK(reasons_text(c->validate(cmd("test.add", {{"counter", "a"}, {"amount", 10}}))).find("maximum of 100 [T 7]") !=
        std::string::npos);
  ApplyResult applied = c->apply(set_cmd("counters.max", 200));
  REQUIRE(applied.ok);
  REQUIRE(applied.events.size() == 1);
  CHECK(applied.events[0].text.find("Setting counters.max = 200 (was 100, default 1000000)") == 0);
  CHECK(applied.events[0].rule == "T 7");
  CHECK(c->state().core.settings == Json{{"counters.max", 200}});  // the test game keeps values in the core
  CHECK(c->apply(cmd("test.add", {{"counter", "a"}, {"amount", 10}})).ok);
  REQUIRE(c->apply(set_cmd("counters.max", 100)).ok);
  CHECK_FALSE(c->apply(cmd("test.add", {{"counter", "a"}, {"amount", 1}})).ok);  // 105 is past the maximum again
  REQUIRE(c->undo());
  CHECK(m.setting_value(c->state(), maximum) == 200);
}

TEST_CASE("core.set_setting on Soldier King writes where the rulings read, as sk.set_setting always did") {
  GameRegistry r = both_games();
  auto c = Campaign::create(":memory:", r, "sk", sk::kGameId, Json::object(), 5);
  const auto before = c->state().core.settings;
  REQUIRE(c->apply(set_cmd("intelligence.true_nationality", 2)).ok);
  CHECK(sk::setting(sk::sk_state(c->state()), sk::kTrueNationalitySetting) == 2);
  CHECK(c->state().core.settings == before);          // not in the core: in the Soldier King state, as ever
  REQUIRE(c->apply(set_cmd("events.off", true)).ok);  // a yes/no
  CHECK(sk::setting(sk::sk_state(c->state()), sk::kEventsOff) == 1);
  REQUIRE(c->apply(cmd("sk.set_setting", {{"key", "events.off"}, {"value", 0}})).ok);  // the old command, same place
  CHECK(sk::setting(sk::sk_state(c->state()), sk::kEventsOff) == 0);
  SettingSchema schema = c->module()->settings();
  const SettingDef* d = find_setting(schema, "treaties.max_words");
  REQUIRE(d);
  CHECK(d->rule == "SK 6.2");
  CHECK(c->module()->setting_value(c->state(), *d) == 900);
  std::string refused = reasons_text(c->validate(set_cmd("treaties.max_words", 50)));
  CHECK(refused.find("\"A treaty longer than this many words is refused") == 0);
  CHECK(refused.find("[SK 6.2]") != std::string::npos);
}

TEST_CASE("players and next steps: the test game's turn, and a step for a counter at its maximum") {
  GameRegistry r = both_games();
  auto c = counters(r, {{"a", 1}});
  const GameModule& m = *c->module();
  CHECK(m.players(c->state()) == std::vector<Player>{{"red", "Red"}, {"blue", "Blue"}});
  auto steps = m.next_steps(c->state());
  REQUIRE(steps.size() == 1);
  CHECK(steps[0].text.find("Red's turn 1") == 0);
  CHECK(steps[0].rule == "T 4");
  CHECK(steps[0].command == cmd("test.next_turn"));
  REQUIRE(c->apply(steps[0].command).ok);
  CHECK(m.next_steps(c->state())[0].text.find("Blue's turn 2") == 0);
  REQUIRE(c->apply(set_cmd("counters.max", 1)).ok);
  steps = m.next_steps(c->state());
  REQUIRE(steps.size() == 2);
  CHECK(steps[0].text.find("counter a is at its maximum of 1") == 0);
  CHECK(steps[0].command == set_cmd("counters.max", 2));
  CHECK(c->validate(steps[0].command).empty());
}

TEST_CASE("Soldier King's next steps come from its sequence of play, each with a command that is legal now") {
  GameRegistry r = both_games();
  auto c = Campaign::create(":memory:", r, "sk", sk::kGameId, Json::object(), 5);
  const GameModule& m = *c->module();
  CHECK(m.players(c->state()).size() == 4);
  CHECK(m.players(c->state()).front() == Player{"argozia", "Argozia"});
  for (const char* expected : {"sk.begin_campaign", "sk.roll_initiative", "sk.advance"}) {
    auto steps = m.next_steps(c->state());
    REQUIRE(steps.size() == 1);
    CAPTURE(steps[0].text);
    CHECK(steps[0].command["type"] == expected);
    CHECK_FALSE(steps[0].rule.empty());
    CHECK(steps[0].text.find(" [") == std::string::npos);  // the rule is apart from the words
    REQUIRE(c->apply(steps[0].command).ok);
  }
  auto steps = m.next_steps(c->state());
  CHECK(steps[0].window == "season");
  CHECK(sk::next_step(sk::sk_state(c->state())).find(steps[0].text) == 0);  // the turn tracker's words
}

TEST_CASE("a recorded case pins what the game says: everything by default, Soldier King without its map") {
  GameRegistry r = both_games();
  auto c = counters(r, {{"a", 1}});
  Json pinned = c->module()->case_expectation(*c->state().game);
  CHECK(pinned == Json{{"/game/counters", {{"a", 1}}}, {"/game/turn", 1}});
  auto s = Campaign::create(":memory:", r, "sk", sk::kGameId, Json::object(), 5);
  Json sk_pinned = s->module()->case_expectation(*s->state().game);
  CHECK(sk_pinned.contains("/game/date"));
  CHECK_FALSE(sk_pinned.contains("/game/map"));
  CHECK_FALSE(sk_pinned.contains("/game/settings"));
}

TEST_CASE("the sample campaign's game comes from the registry, not a name in the app") {
  GameRegistry none;
  CHECK(none.sample_game() == nullptr);
  GameRegistry tests_only;
  tests_only.add(testgame::module());
  CHECK(tests_only.sample_game() == nullptr);  // the test game offers no sample
  GameRegistry r = both_games();
  REQUIRE(r.sample_game() != nullptr);
  CHECK(r.sample_game()->sample()->name == "Soldier King 1740 (sample)");
}

TEST_CASE("umpire next: the status, the players and each step with the command to paste") {
  GameRegistry r = both_games();
  std::string path = "/tmp/umpire_next_" + std::to_string(::getpid()) + ".umpire";
  std::remove(path.c_str());
  Campaign::create(path, r, "counters", testgame::kId, Json{{"counters", {{"a", 1}}}}, 1);
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  std::string file = path;
  char prog[] = "umpire", next[] = "next";
  char* argv[] = {prog, next, file.data()};
  int status = run_cli(3, argv, r);
  std::cout.rdbuf(old);
  std::remove(path.c_str());
  CHECK(status == 0);
  CHECK(out.str() ==
        "Status:  turn 1\n"
        "Players: Red, Blue\n"
        "Next:    Red's turn 1: add to the counters (test.add, test.roll), then advance the turn [T 4]\n"
        "  do it:  umpire apply " +
            path + " '{\"args\":{},\"type\":\"test.next_turn\"}'\n" +
            // the commands the step names, with their examples
            "  test.add: umpire apply " + path + " '{\"args\":{\"amount\":2,\"counter\":\"a\"},\"type\":\"test.add\"}'"
            "   (umpire help test.add)\n"
            "  test.roll: umpire apply " + path + " '{\"args\":{\"counter\":\"a\"},\"type\":\"test.roll\"}'"
            "   (umpire help test.roll)\n");
}
