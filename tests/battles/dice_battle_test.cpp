// The reference engine fought every way the seam offers: hot-seat (the
// players' decisions asked one by one, the command run again with each
// answer), undone and redone, replayed from the file, finished by the
// doctrine; and the journaled path gives what the odds' path gives.
#include <doctest/doctest.h>

#include <filesystem>
#include <functional>

#include <unistd.h>

#include "dice_battle/dice_battle.h"
#include "session/campaign.h"

using namespace umpire;
using namespace umpire::battles;

namespace {

GameRegistry engines() {
  GameRegistry r;
  r.add(dice_battle::module());
  return r;
}

const Json kMove{{"type", kMoveCommand}, {"args", Json::object()}};
const Json kFinish{{"type", kFinishCommand}, {"args", Json::object()}};

// One move hot-seat: the command is run, and each time it stops for a
// decision the player at the screen answers and it runs again from the start.
ApplyResult hot_seat_move(Campaign& c, const std::function<std::string(const DecisionRequest&)>& player,
                          std::vector<DecisionRequest>* asked = nullptr) {
  std::vector<std::string> answers;
  for (int tries = 0; tries < 20; ++tries) {
    ScriptedDecisions at_screen(answers, "player");
    try {
      return c.apply(kMove, at_screen);
    } catch (const DecisionNeeded& e) {
      if (asked) asked->push_back(e.request());
      answers.push_back(player(e.request()));
    }
  }
  FAIL("the move never stopped asking");
  return {};
}

std::string temp_path(const char* what) {
  return "/tmp/umpire_dice_battle_" + std::string(what) + "_" + std::to_string(::getpid()) + ".umpire";
}

const BattleModule& engine_of(const Campaign& c) { return dynamic_cast<const BattleModule&>(*c.module()); }

}  // namespace

TEST_CASE("a dice battle fought hot-seat asks both kinds of decision, journals them, and replays identically") {
  GameRegistry reg = engines();
  std::string path = temp_path("hot_seat");
  std::filesystem::remove(path);
  Json final_state;
  {
    auto c = Campaign::create(path, reg, "Ford", dice_battle::kId, battle_options(dice_battle::sample_setup()), 5);
    std::vector<DecisionRequest> asked;
    // The attacker always presses; a side hit takes it on its first unit standing.
    auto player = [](const DecisionRequest& r) { return r.options.front().id; };
    for (int i = 0; i < 3 && !engine_of(*c).over(*c->state().game); ++i) REQUIRE(hot_seat_move(*c, player, &asked).ok);
    REQUIRE_FALSE(asked.empty());
    CHECK(asked.front().label == "round 1: Red presses on or withdraws");
    CHECK(asked.front().side_name == "Red");
    bool casualty_asked = false;
    for (const auto& r : asked) casualty_asked |= r.label.find("takes the loss on a unit") != std::string::npos;
    CHECK(casualty_asked);
    auto rows = c->journal();
    REQUIRE_FALSE(rows.empty());
    CHECK(rows.front().decisions.size() >= 1);
    CHECK(rows.front().decisions[0]["by"] == "player");
    CHECK(rows.front().decisions[0]["choice"] == "press");
    final_state = state_to_json(c->state());
  }
  auto reopened = Campaign::open(path, reg);
  CHECK_FALSE(reopened->replay_problem().has_value());
  CHECK(state_to_json(reopened->state()) == final_state);
  std::filesystem::remove(path);
}

TEST_CASE("two moves hot-seat, one undone and redone, then the doctrine finishes it") {
  GameRegistry reg = engines();
  auto c = Campaign::create(":memory:", reg, "Ford", dice_battle::kId, battle_options(dice_battle::sample_setup()), 9);
  auto player = [](const DecisionRequest& r) {
    return r.options.back().id == "withdraw" ? "press" : r.options.back().id;
  };
  REQUIRE(hot_seat_move(*c, player).ok);
  Json after_one = state_to_json(c->state());
  REQUIRE(hot_seat_move(*c, player).ok);
  Json after_two = state_to_json(c->state());
  CHECK(after_two != after_one);
  REQUIRE(c->undo());
  CHECK(state_to_json(c->state()) == after_one);
  REQUIRE(c->redo());
  CHECK(state_to_json(c->state()) == after_two);
  REQUIRE(c->undo());
  // The same move again gives the same dice: undo cannot fish for a better roll.
  REQUIRE(hot_seat_move(*c, player).ok);
  CHECK(state_to_json(c->state()) == after_two);

  ApplyResult r = c->apply(kFinish);
  REQUIRE(r.ok);
  const BattleModule& e = engine_of(*c);
  CHECK(e.over(*c->state().game));
  for (const auto& d : r.decisions) CHECK(d.by == "doctrine");
  BattleResult result = e.result(*c->state().game);
  CHECK((result.ending == "decided" || result.ending == "night"));
  CHECK(result.engine == dice_battle::kId);
  // Over: no move is left, and the status says who won.
  CHECK_FALSE(c->validate(kMove).empty());
  CHECK(c->status_line().find("over") != std::string::npos);
}

TEST_CASE("the doctrine's finish in the journal gives what the odds' resolve gives for the same seed") {
  GameRegistry reg = engines();
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    auto c =
        Campaign::create(":memory:", reg, "Ford", dice_battle::kId, battle_options(dice_battle::sample_setup()), seed);
    REQUIRE(c->apply(kFinish).ok);
    BattleResult journaled = engine_of(*c).result(*c->state().game);
    BattleResult resolved = resolve(*dice_battle::module(), dice_battle::sample_setup(), seed);
    CHECK(to_json(journaled) == to_json(resolved));
  }
}

TEST_CASE("a set-up the engine cannot take is refused in words when the battle is started") {
  GameRegistry reg = engines();
  BattleSetup setup = dice_battle::sample_setup();
  setup.endings = {{"decided", "fought to a decision", ""}};
  CHECK_THROWS_WITH_AS(Campaign::create(":memory:", reg, "Ford", dice_battle::kId, battle_options(setup), 1),
                       doctest::Contains("no ending \"night\""), UserError);
}
