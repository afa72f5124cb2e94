#include <doctest/doctest.h>

#include <cstdio>

#include <unistd.h>

#include "session/campaign.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

GameRegistry test_registry() {
  GameRegistry r;
  r.add(testgame::module());
  return r;
}

Json cmd(const std::string& type, Json args) { return Json{{"type", type}, {"args", std::move(args)}}; }

}  // namespace

TEST_CASE("validation is a dry run that cites the rule, and changes nothing") {
  auto reg = test_registry();
  auto c = Campaign::create(":memory:", reg, "t", testgame::kId, Json{{"counters", {{"a", 1}}}}, 1);
  auto reasons = c->validate(cmd("test.add", {{"counter", "a"}, {"amount", -5}}));
  REQUIRE(reasons.size() == 1);
  CHECK(reasons[0].rule == "T 3");
  CHECK(reasons[0].describe() == "counter \"a\" would fall below zero [T 3]");
  CHECK(c->journal().empty());
}

TEST_CASE("malformed commands are refused with a precise reason") {
  auto reg = test_registry();
  auto c = Campaign::create(":memory:", reg, "t", testgame::kId, Json::object(), 1);
  CHECK(c->validate(Json::array())[0].text == "a command is an object {\"type\": ..., \"args\": {...}}, found an array");
  CHECK(c->validate(cmd("test.nope", Json::object()))[0].text == "unknown command \"test.nope\" for this campaign");
  CHECK(c->validate(cmd("test.add", {{"counter", "a"}, {"amount", "x"}}))[0].text ==
        "bad arguments for test.add: at /args/amount: expected an integer, found the string \"x\"");
  CHECK(c->validate(cmd("test.add", {{"counter", "a"}}))[0].text ==
        "bad arguments for test.add: at /args: missing required field \"amount\" (how much to add (negative takes "
        "away))");
  CHECK(c->validate(Json{{"type", "core.note"}, {"args", {{"text", "x"}}}, {"extra", 1}})[0].text ==
        "unknown field \"extra\" in a command (known fields: type, args)");
}

TEST_CASE("replay gives an identical state") {
  auto reg = test_registry();
  std::string path = "/tmp/umpire_replay_" + std::to_string(::getpid()) + ".umpire";
  std::remove(path.c_str());
  Json final_state;
  {
    auto c = Campaign::create(path, reg, "replay", testgame::kId, Json{{"counters", {{"a", 0}, {"b", 0}}}}, 99);
    for (int i = 0; i < 250; ++i) {  // crosses two snapshot intervals
      auto r = c->apply(cmd(i % 3 ? "test.roll" : "test.add", i % 3 ? Json{{"counter", i % 2 ? "a" : "b"}}
                                                                     : Json{{"counter", "a"}, {"amount", 1}}));
      REQUIRE(r.ok);
    }
    c->apply(cmd("core.note", {{"text", "end of test"}}));
    final_state = state_to_json(c->state());
  }
  auto reopened = Campaign::open(path, reg);
  CHECK(state_to_json(reopened->state()) == final_state);
  // Replay from the initial state alone (ignoring snapshots) agrees too.
  CampaignFile& file = reopened->file();
  Snapshot initial = file.latest_snapshot(0);
  CampaignState s = state_from_json(reg, JsonCursor(initial.state, "initial"));
  for (const auto& row : file.active_after(0)) {
    RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, "row")));
    Execution ex = execute(reopened->commands(), s, row.command, dice);
    REQUIRE(ex.ok);
    s = ex.outcome.state;
  }
  CHECK(state_to_json(s) == final_state);
  std::remove(path.c_str());
  std::remove((path + "-wal").c_str());
  std::remove((path + "-shm").c_str());
}

TEST_CASE("undo then re-issuing the same command rolls the same dice") {
  auto reg = test_registry();
  auto c = Campaign::create(":memory:", reg, "t", testgame::kId, Json{{"counters", {{"a", 0}}}}, 5);
  auto first = c->apply(cmd("test.roll", {{"counter", "a"}}));
  REQUIRE(first.ok);
  c->undo();
  auto again = c->apply(cmd("test.roll", {{"counter", "a"}}));
  REQUIRE(again.ok);
  CHECK(first.dice == again.dice);
}

TEST_CASE("a command that needs dice the source lacks writes nothing") {
  auto reg = test_registry();
  auto c = Campaign::create(":memory:", reg, "t", testgame::kId, Json{{"counters", {{"a", 0}}}}, 5);
  ScriptedDice manual({}, "manual");
  CHECK_THROWS_AS(c->apply(cmd("test.roll", {{"counter", "a"}}), manual), DiceNeeded);
  CHECK(c->journal().empty());
  manual.push(4);
  auto r = c->apply(cmd("test.roll", {{"counter", "a"}}), manual);
  REQUIRE(r.ok);
  auto rows = c->journal();
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].dice_source == "manual");
  CHECK(rows[0].dice[0]["faces"] == Json{4});
  CHECK(rows[0].dice[0]["label"] == "counter a, D6");
}

TEST_CASE("unknown game and bad options are user errors") {
  auto reg = test_registry();
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "t", "chess", Json::object(), 1),
                       "unknown game \"chess\" (known games: test-counters)", UserError);
  CHECK_THROWS_AS(Campaign::create(":memory:", reg, "t", testgame::kId, Json{{"counterz", 1}}, 1), JsonError);
}

TEST_CASE("a mistyped command's refusal suggests the command meant") {
  GameRegistry r;
  r.add(testgame::module());
  auto c = Campaign::create(":memory:", r, "t", "test-counters", Json::object(), 1);
  auto reasons = c->validate(Json{{"type", "core.nte"}, {"args", {{"text", "x"}}}});
  REQUIRE(reasons.size() == 1);
  CHECK(reasons[0].text == "unknown command \"core.nte\" for this campaign; did you mean core.note?");
}
