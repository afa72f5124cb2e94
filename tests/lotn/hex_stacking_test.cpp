// LotN 6.5 stacking: one combat unit per hex, with the exceptions of 6.51;
// same facing (6.53); never with the enemy (6.54), never in a tercio's hex
// (6.55), never Routed (12.36); optional Dispersed LI (10.35).
#include <doctest/doctest.h>

#include "lotn/hex_stacking.h"

using namespace umpire::lotn;
using K = StackKind;

namespace {

StackUnit lotn_stack_unit(StackKind kind, int sp, const char* army = "Swedish") {
  StackUnit u;
  u.kind = kind;
  u.sp = sp;
  u.army = army;
  u.facing = 0;
  return u;
}

bool lotn_stack_ok(std::vector<StackUnit> units, StackVariants v = {}) { return stack_problem(units, v).empty(); }

}  // namespace

TEST_CASE("LotN 6.51: one combat unit per hex; heavy infantry and tercios never stack") {
  CHECK(lotn_stack_ok({lotn_stack_unit(K::HeavyInfantry, 12)}));
  CHECK(lotn_stack_ok({}));
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::HeavyInfantry, 12), lotn_stack_unit(K::LightInfantry, 1)}));
  CHECK(stack_problem({lotn_stack_unit(K::Tercio, 15), lotn_stack_unit(K::LightInfantry, 1)}) ==
        "no unit may ever enter a tercio's hex (LotN 6.55)");
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::HeavyInfantry, 6), lotn_stack_unit(K::RegimentalGun, 1)}));
}

TEST_CASE("LotN 6.51[1]: two light infantry units, never more than 4 SP") {
  CHECK(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 2), lotn_stack_unit(K::LightInfantry, 2)}));
  CHECK(stack_problem({lotn_stack_unit(K::LightInfantry, 3), lotn_stack_unit(K::LightInfantry, 2)}) ==
        "never more than 4 SP of light infantry in a hex (LotN 6.51[1])");
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 1), lotn_stack_unit(K::LightInfantry, 1),
                             lotn_stack_unit(K::LightInfantry, 1)}));
  // Optional 10.35: Dispersed LI, one unit and at most 2 SP to a hex.
  StackUnit dispersed = lotn_stack_unit(K::LightInfantry, 1);
  dispersed.dispersed = true;
  StackVariants optional;
  optional.dispersed_li_rule = true;
  CHECK(lotn_stack_ok({dispersed, lotn_stack_unit(K::LightInfantry, 1)}));
  CHECK_FALSE(lotn_stack_ok({dispersed, lotn_stack_unit(K::LightInfantry, 1)}, optional));
  CHECK(lotn_stack_ok({dispersed, lotn_stack_unit(K::HeavyCavalry, 5)}, optional));
}

TEST_CASE("LotN 6.51[2], [5]: a Commanded Musket unit with one cavalry unit; two cavalry up to 4 SP") {
  CHECK(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 2), lotn_stack_unit(K::HeavyCavalry, 5)}));
  CHECK(lotn_stack_ok({lotn_stack_unit(K::HeavyCavalry, 2), lotn_stack_unit(K::HeavyCavalry, 2)}));
  CHECK(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 1), lotn_stack_unit(K::LightCavalry, 2),
                       lotn_stack_unit(K::LightCavalry, 2)}));
  // 6.4 example 3: Imperialist cavalry units of 3 SP or more cannot stack.
  CHECK(stack_problem({lotn_stack_unit(K::HeavyCavalry, 3, "Imperialist"), lotn_stack_unit(K::HeavyCavalry, 3, "Imperialist")}) ==
        "two cavalry units stack only when they total 4 SP or less (LotN 6.51[5])");
  CHECK(stack_problem({lotn_stack_unit(K::HeavyCavalry, 2), lotn_stack_unit(K::LightCavalry, 2)}).find("light cavalry") !=
        std::string::npos);
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 1), lotn_stack_unit(K::LightInfantry, 1),
                             lotn_stack_unit(K::HeavyCavalry, 2)}));
}

TEST_CASE("LotN 6.51[3], [4]: guns stack with one cavalry unit, one LI, or a gun of their own sort") {
  // The Lützen set-up: one Commanded Musket unit and one regimental gun per hex.
  CHECK(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 2), lotn_stack_unit(K::RegimentalGun, 1)}));
  CHECK(lotn_stack_ok({lotn_stack_unit(K::RegimentalGun, 1), lotn_stack_unit(K::RegimentalGun, 1)}));  // Breitenfeld: two per hex
  CHECK(lotn_stack_ok({lotn_stack_unit(K::RegimentalGun, 1), lotn_stack_unit(K::HeavyCavalry, 2),
                       lotn_stack_unit(K::HeavyCavalry, 2)}));  // a 6.51[5] pair counts as one
  CHECK(stack_problem({lotn_stack_unit(K::RegimentalGun, 1), lotn_stack_unit(K::FieldGun, 1)}) ==
        "regimental guns never stack with Field or Heavy guns (LotN 6.51[3])");
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::RegimentalGun, 1), lotn_stack_unit(K::LightInfantry, 1),
                             lotn_stack_unit(K::HeavyCavalry, 2)}));
  CHECK(lotn_stack_ok({lotn_stack_unit(K::FieldGun, 1), lotn_stack_unit(K::LightCavalry, 4)}));
  CHECK(lotn_stack_ok({lotn_stack_unit(K::HeavyGun, 1), lotn_stack_unit(K::LightInfantry, 2)}));
  CHECK(lotn_stack_ok({lotn_stack_unit(K::FieldGun, 1), lotn_stack_unit(K::FieldGun, 1)}));
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::FieldGun, 1), lotn_stack_unit(K::LightCavalry, 2),
                             lotn_stack_unit(K::LightCavalry, 2)}));  // the pair counts as one for [2] and [3] only
  StackVariants same;
  same.similar_cannon_same_class = true;
  CHECK(lotn_stack_ok({lotn_stack_unit(K::FieldGun, 1), lotn_stack_unit(K::HeavyGun, 1)}));
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::FieldGun, 1), lotn_stack_unit(K::HeavyGun, 1)}, same));
}

TEST_CASE("LotN 6.51[7], 6.53, 6.54, 12.36: baggage, facing, enemies, routed units") {
  CHECK(lotn_stack_ok({lotn_stack_unit(K::HeavyInfantry, 12), lotn_stack_unit(K::Baggage, 0)}));
  CHECK_FALSE(lotn_stack_ok({lotn_stack_unit(K::LightInfantry, 1), lotn_stack_unit(K::LightInfantry, 1),
                             lotn_stack_unit(K::Baggage, 0)}));
  StackUnit turned = lotn_stack_unit(K::LightInfantry, 1);
  turned.facing = 1;
  CHECK(stack_problem({lotn_stack_unit(K::LightInfantry, 1), turned}) ==
        "units stacked in a hex have the same facing (LotN 6.53)");
  CHECK(stack_problem({lotn_stack_unit(K::LightInfantry, 1), lotn_stack_unit(K::LightInfantry, 1, "Imperialist")}) ==
        "units of opposing armies never share a hex (LotN 6.54)");
  StackUnit routed = lotn_stack_unit(K::LightInfantry, 1);
  routed.routed = true;
  routed.facing.reset();
  CHECK(stack_problem({routed, lotn_stack_unit(K::LightInfantry, 1)}) == "Routed units never stack (LotN 12.36)");
}

TEST_CASE("LotN 6.51[6], 6.54, 6.55: passing through guns, never a tercio's or an enemy's hex") {
  StackUnit hc = lotn_stack_unit(K::HeavyCavalry, 4);
  CHECK(pass_through_problem(hc, {lotn_stack_unit(K::FieldGun, 1, "Imperialist")}).empty());
  CHECK(pass_through_problem(hc, {lotn_stack_unit(K::HeavyInfantry, 10)}).empty());  // friends: where it stops is 6.55's
  CHECK_FALSE(pass_through_problem(hc, {lotn_stack_unit(K::LightInfantry, 1, "Imperialist")}).empty());
  CHECK(pass_through_problem(hc, {lotn_stack_unit(K::Tercio, 12)}) == "no unit may ever enter a tercio's hex (LotN 6.55)");
  CHECK_FALSE(pass_through_problem(lotn_stack_unit(K::RegimentalGun, 1), {lotn_stack_unit(K::FieldGun, 1, "Imperialist")}).empty());
}
