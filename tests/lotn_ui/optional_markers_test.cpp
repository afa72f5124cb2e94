// The battle map's markers for the optional rules (ui/lotn/battle_map_logic.h):
// the Exploded Gun marker of LotN 8.66 on a gun's counter and in the
// selection's state line.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../lotn/lotn_battle_fixture.h"
#include "ui/lotn/battle_map_logic.h"

namespace umpire::lotnui {

TEST_CASE("battle map: an Exploded Gun marker (optional LotN 8.66) is shown on the gun") {
  lotn_test::BattleBuilder b;
  b.variant("optional.exploding_guns", 1);
  int gun = b.unit(lotn_test::BattleBuilder::make("guns", "Swedish field guns", 0, lotn::Arm::ArtField, 0, 5), "2020", 0);
  auto st = b.battle(lotn::Mode::Test);
  CHECK(unit_markers(*st, gun).empty());
  st->units[static_cast<std::size_t>(gun)].exploded_gun = true;
  CHECK(unit_markers(*st, gun) == std::vector<std::string>{"Exploded Gun (-2)"});
  st->units[static_cast<std::size_t>(gun)].disrupted = true;
  CHECK(unit_markers(*st, gun) == std::vector<std::string>{"Disrupted", "Exploded Gun (-2)"});
}

}  // namespace umpire::lotnui
