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
