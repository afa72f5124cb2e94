// Shock designations on the Field (LotN 9.21, 9.43): the designation of a unit
// ("shock: does <unit> shock?", shock.cpp) placed as arrows from the unit to
// the enemies its options name, and chosen by a click on a target's hex.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "../lotn/lotn_battle_fixture.h"
#include "ui/lotn/battle_map_logic.h"

namespace umpire::lotnui {
namespace {

struct SmkBattle {
  lotn_test::BattleBuilder b;
  int gula = -1, pic = -1, pic2 = -1, far = -1;
  std::shared_ptr<lotn::Battle> st;
  lotn::Hex front, front2;
  SmkBattle() {
    // Where the Gula brigade's ZOC lies, facing vertex 0 from 2020: the enemies stand there.
    lotn_test::BattleBuilder probe;
    const int g = probe.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2020", 0);
    auto pst = probe.battle(lotn::Mode::Test);
    const auto zoc = lotn::zoc_hexes(*pst, g);
    REQUIRE(zoc.size() >= 2);
    front = zoc[0];
    front2 = zoc[1];
    const lotn::HexGrid& grid = pst->s->map->grid();
    gula = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2020", 0);
    // Two names, one inside the other: each is found once.
    pic = b.unit(lotn_test::BattleBuilder::make("pic", "Piccolomini", 1, lotn::Arm::HC, 5, 6), grid.name(front), 3);
    pic2 = b.unit(lotn_test::BattleBuilder::make("pic2", "Piccolomini Horse", 1, lotn::Arm::HC, 5, 6), grid.name(front2), 3);
    far = b.unit(lotn_test::BattleBuilder::make("far", "Tilly's own", 1, lotn::Arm::HI, 5, 6), "1515", 3);
    st = b.battle(lotn::Mode::Test);
  }
};

const PlacedOption* smk_find(const MapOptions& m, const std::string& id) {
  for (const auto& p : m.placed)
    if (p.id == id) return &p;
  return nullptr;
}

DecisionRequest smk_request() {
  DecisionRequest r;
  r.label = "shock: does Gula brigade shock?";
  r.side = "swedes";
  r.side_name = "the Swedes";
  r.options = {{"charge", "charge Piccolomini Horse and Piccolomini at column 7 (HC against HI, front)"},
               {"shock", "shock Piccolomini Horse and Piccolomini at column 5"},
               {"join0", "join the attack on Tilly's own at column 4"},
               {"charge0", "charge with the attack on Tilly's own"},
               {"hold", "do not shock"}};
  r.advice = "shock";
  return r;
}

}  // namespace

TEST_CASE("Field shock designations: the options become arrows from the unit asked to the enemies they name") {
  SmkBattle t;
  const DecisionRequest r = smk_request();
  CHECK(shock_attacker(*t.st, r) == t.gula);
  const MapOptions m = place_options(*t.st, r);
  CHECK(m.others == std::vector<std::string>{"hold"});
  REQUIRE(m.placed.size() == 4);

  const PlacedOption* shock = smk_find(m, "shock");
  REQUIRE(shock);
  CHECK(shock->kind == OptionKind::Shock);
  CHECK(shock->unit == t.gula);
  CHECK(shock->targets == std::vector<int>{t.pic2, t.pic});  // in the order named, the longer name not split
  CHECK(shock->hexes == std::vector<lotn::Hex>{t.front2, t.front});
  CHECK(shock->advice);
  CHECK(shock->mark == "shock");
  CHECK(option_short(*t.st, *shock) == "shock");

  const PlacedOption* charge = smk_find(m, "charge");
  REQUIRE(charge);
  CHECK(charge->mark == "charge");
  CHECK_FALSE(charge->advice);

  // Joining an attack already designated: its defender may stand beyond the unit's ZOC.
  const PlacedOption* join = smk_find(m, "join0");
  REQUIRE(join);
  CHECK(join->targets == std::vector<int>{t.far});
  CHECK(join->hexes == std::vector<lotn::Hex>{t.b.hex("1515")});
  CHECK(join->mark == "join");
  const PlacedOption* charge_join = smk_find(m, "charge0");
  REQUIRE(charge_join);
  CHECK(charge_join->mark == "charge, join");
}

TEST_CASE("Field shock designations: a click on a target hex finds its options; another decision's ids stay buttons") {
  SmkBattle t;
  const DecisionRequest r = smk_request();
  const MapOptions m = place_options(*t.st, r);
  // The target hex holds the shock and the charge (a picker tells them apart); the far hex the two joins.
  const auto at_front = options_at(m, t.front);
  REQUIRE(at_front.size() == 2);
  CHECK(m.placed[at_front[0]].id == "charge");
  CHECK(m.placed[at_front[1]].id == "shock");
  const auto at_far = options_at(m, t.b.hex("1515"));
  REQUIRE(at_far.size() == 2);
  CHECK(m.placed[at_far[0]].id == "join0");
  // The attacker's own hex is no target: a click there selects, it does not answer.
  CHECK(options_at(m, t.b.hex("2020")).empty());
  // No move among them: a click's vertex never picks one.
  CHECK(option_facing(m, at_front, 0) == -1);

  // The same ids in another decision (not a designation) are not placed.
  DecisionRequest other = r;
  other.label = "the charge: roll for it?";
  const MapOptions mo = place_options(*t.st, other);
  CHECK(mo.placed.empty());
  CHECK(mo.others.size() == r.options.size());
  // A designation of a unit of the other side than the one asked is not this unit's.
  DecisionRequest wrong_side = r;
  wrong_side.side = "imperialists";
  CHECK(shock_attacker(*t.st, wrong_side) == -1);
  // A shock whose words name no one: its targets are the enemies in the unit's ZOC.
  DecisionOption bare{"shock", "shock"};
  auto p = place_shock_option(*t.st, t.gula, bare);
  REQUIRE(p);
  CHECK(p->targets.size() == 2);
  CHECK(std::find(p->targets.begin(), p->targets.end(), t.far) == p->targets.end());
  CHECK_FALSE(place_shock_option(*t.st, t.gula, DecisionOption{"hold", "do not shock"}));
}

}  // namespace umpire::lotnui
