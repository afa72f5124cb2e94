// The engine registry of the Battles desk: the tabletop takes every battle
// and never fights by itself; each engine says why it cannot take one.
#include <doctest/doctest.h>

#include "dice_battle/dice_battle.h"
#include "sessions/battle_session.h"

using namespace umpire;
using namespace umpire::battles;

TEST_CASE("the tabletop comes first and takes every battle; an engine says why it cannot take one") {
  GameRegistry reg;
  reg.add(dice_battle::module());
  BattleSetup three = dice_battle::sample_setup();
  three.sides.push_back({"third", "Green", {}, ""});
  three.units.push_back(three.units.back());
  three.units.back().id = "g1";
  three.units.back().side = "third";
  auto choices = engine_choices(reg, three);
  REQUIRE(choices.size() == 2);
  CHECK(choices[0].id == kTabletop);
  CHECK_FALSE(choices[0].automatic);
  CHECK(choices[0].cannot.empty());
  CHECK(choices[1].id == dice_battle::kId);
  CHECK(choices[1].automatic);
  REQUIRE(choices[1].cannot.size() == 1);
  CHECK(choices[1].cannot[0].text == "it fights two sides, and this battle has 3");
  CHECK(engine_choices(reg, dice_battle::sample_setup())[1].cannot.empty());
}

TEST_CASE("engines are found among a registry's modules, games are not engines") {
  GameRegistry reg;
  reg.add(dice_battle::module());
  CHECK(engines(reg).size() == 1);
  CHECK(find_engine(reg, dice_battle::kId) != nullptr);
  CHECK(find_engine(reg, "soldier-king") == nullptr);
  CHECK(battle_seed(1, "b1") != battle_seed(1, "b2"));
  CHECK(battle_seed(1, "b1") == battle_seed(1, "b1"));
}
