// The Bourgogne battle engine resolves its sample battle by the doctrine, for any seed.
#include <doctest/doctest.h>

#include "bourgogne/tactical_engine.h"

using namespace umpire;

TEST_CASE("the doctrine fights the sample battle to an ending the campaign understands (GdB 9.5)") {
  auto engine = bourgogne_battle::module();
  auto setup = bourgogne_battle::sample_setup();
  CHECK(engine->cannot_take(setup).empty());
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto r = battles::resolve(*engine, setup, seed);
    CHECK(setup.ending(r.ending) != nullptr);
    CHECK(r.rounds >= 1);
  }
}

TEST_CASE("a battle's state reads back what it writes, at every move (the child campaign reopens it)") {
  auto engine = umpire::bourgogne_battle::module();
  umpire::GameStatePtr st = engine->start(umpire::bourgogne_battle::sample_setup(), 3);
  umpire::SeededDice source(11, 0);
  int moves = 0;
  while (!engine->over(*st) && moves < 60) {
    umpire::Dice dice(source);
    umpire::DoctrineDecisions doctrine;
    umpire::Decisions decisions(&doctrine);
    st = engine->move(*st, dice, decisions).state;
    umpire::Json j = st->to_json();
    umpire::GameStatePtr back = engine->load_state(umpire::JsonCursor(j, "battle"));
    CHECK(back->to_json() == j);
    ++moves;
  }
  CHECK(moves > 3);
}
