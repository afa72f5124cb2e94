// A Soldier King battle sent to the reference engine: the engines the desk
// offers, the battle as a child campaign in the campaign's file, two moves
// hot-seat and one undone, the doctrine finishing it, the result confirmed
// and recorded, and the campaign's undo of that record opening the battle
// again, where it stood, also after the file is opened afresh.
#include <doctest/doctest.h>

#include <algorithm>

#include <filesystem>

#include <unistd.h>

#include "dice_battle/dice_battle.h"
#include "support/argoziadorf.h"
#include "games.h"
#include "sessions/battle_session.h"

using namespace umpire;
using namespace umpire::battles;

namespace {

GameRegistry registry() {
  GameRegistry r;
  register_shipped_games(r);
  r.add(dice_battle::module());
  return r;
}


const Json kMove{{"type", kMoveCommand}, {"args", Json::object()}};

ApplyResult hot_seat(Campaign& child) {
  std::vector<std::string> answers;
  for (int i = 0; i < 50; ++i) {
    ScriptedDecisions players(answers, "player");
    try {
      return child.apply(kMove, players);
    } catch (const DecisionNeeded& e) {
      answers.push_back(e.request().options.front().id);  // press on; the first stand standing takes the loss
    }
  }
  FAIL("the move kept asking");
  return {};
}

}  // namespace

TEST_CASE("a Soldier King battle fought in the reference engine, recorded, and reopened by the campaign's undo") {
  GameRegistry reg = registry();
  std::string path = "/tmp/umpire_sk_engine_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(path);
  {
    auto c = test::argoziadorf_at_combat(reg, path);
    BattleLink link = battle_link(*c, "b350");
    CHECK(link.status == "pending");
    REQUIRE_FALSE(link.setup.is_null());
    auto choices = engine_choices(reg, setup_from_json(JsonCursor(link.setup, "setup")));
    // The tabletop, then the engines that fight any game's battles: the reference engine and Lion of the North.
    REQUIRE(choices.size() == 3);
    CHECK(choices[0].id == kTabletop);
    auto dice = std::find_if(choices.begin(), choices.end(), [](const auto& e) { return e.id == dice_battle::kId; });
    REQUIRE(dice != choices.end());
    CHECK(dice->cannot.empty());  // Soldier King ends battles decided or by night, as the engine does

    REQUIRE(c->apply(c->module()->send_battle_command(c->state(), "b350", dice_battle::kId)).ok);
    link = battle_link(*c, "b350");
    CHECK(link.status == "sent");
    CHECK(link.engine == dice_battle::kId);
    std::string steps;
    for (const auto& step : c->module()->next_steps(c->state())) steps += step.text + "\n";
    CHECK(steps.find("b350 at Argoziadorf: fight it in the Battle window") != std::string::npos);

    auto child = open_battle_session(*c, link, reg);
    CHECK_FALSE(child->closed());
    REQUIRE(hot_seat(*child).ok);
    Json after_one = state_to_json(child->state());
    REQUIRE(hot_seat(*child).ok);
    REQUIRE(child->undo());
    CHECK(state_to_json(child->state()) == after_one);
    REQUIRE(child->apply(Json{{"type", kFinishCommand}, {"args", Json::object()}}).ok);
    const auto& engine = dynamic_cast<const BattleModule&>(*child->module());
    REQUIRE(engine.over(*child->state().game));
    Json finished = state_to_json(child->state());

    // The umpire confirms: the campaign applies the result by its own rules.
    Json record = record_command(*c, link, *child);
    CHECK(record["type"] == "sk.battle_result");
    ApplyResult applied = c->apply(record);
    REQUIRE_MESSAGE(applied.ok, (applied.reasons.empty() ? "" : applied.reasons.front().describe()));
    link = battle_link(*c, "b350");
    CHECK(link.status == "recorded");
    close_when_recorded(*child, link);
    REQUIRE(child->closed());
    CHECK_FALSE(child->validate(kMove).empty());
    CHECK_FALSE(child->apply(kMove).ok);
    CHECK_THROWS_AS(child->undo(), UserError);

    // Undo in the campaign: the battle is open again, where it stood.
    REQUIRE(c->undo());
    link = battle_link(*c, "b350");
    CHECK(link.status == "sent");
    auto again = open_battle_session(*c, link, reg);
    CHECK_FALSE(again->closed());
    CHECK(state_to_json(again->state()) == finished);
    REQUIRE(again->undo());  // the finish undone: the battle goes on from the first move
    CHECK(state_to_json(again->state()) == after_one);
  }
  // Opened afresh from the file: the campaign and its battle where they stood.
  auto c = Campaign::open(path, reg);
  BattleLink link = battle_link(*c, "b350");
  CHECK(link.status == "sent");
  auto child = open_battle_session(*c, link, reg);
  CHECK(child->journal().size() == 3);  // two moves and the finish, two of them undone
  CHECK_FALSE(dynamic_cast<const BattleModule&>(*child->module()).over(*child->state().game));
  c.reset();
  child.reset();
  std::filesystem::remove(path);
}

TEST_CASE("a battle sent again with another set-up keeps the old fight under another name") {
  GameRegistry reg = registry();
  auto c = test::argoziadorf_at_combat(reg, ":memory:");
  REQUIRE(c->apply(c->module()->send_battle_command(c->state(), "b350", dice_battle::kId)).ok);
  auto child = open_battle_session(*c, battle_link(*c, "b350"), reg);
  REQUIRE(hot_seat(*child).ok);
  child.reset();
  REQUIRE(c->undo());  // not sent after all; sent again, to the table now
  REQUIRE(c->apply(c->module()->send_battle_command(c->state(), "b350", kTabletop)).ok);
  CHECK_THROWS_WITH_AS(open_battle_session(*c, battle_link(*c, "b350"), reg), doctest::Contains("tabletop"), UserError);
  REQUIRE(c->undo());
  // Sent to the engine again: the set-up is the same, so is the battle.
  REQUIRE(c->apply(c->module()->send_battle_command(c->state(), "b350", dice_battle::kId)).ok);
  auto same = open_battle_session(*c, battle_link(*c, "b350"), reg);
  CHECK(same->journal().size() == 1);
  CHECK(c->file().battles().size() == 1);
}
