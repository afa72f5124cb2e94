// LotN Lützen, Effects of Fog (and Breitenfeld: Dusk as Light Fog, Dark as
// Heavy): halved MA, the drift roll before the last hex, bumping a friend,
// +2 to terrain Disruption rolls, the Swedish brigade's extra MP, Dense Smoke,
// and the charges, counter-charges and pursuits Heavy visibility forbids.
// Each rule in Heavy, Light and Clear, with scripted dice.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "lotn/fire.h"
#include "lotn/movement.h"
#include "lotn/shock.h"
#include "lotn_battle_fixture.h"
#include "move_fixture.h"
#include "shock_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using namespace umpire::lotn_test;

namespace {

const MoveOption* fog_end(const std::vector<MoveOption>& opts, const Hex& h, int facing, int hexes = -1) {
  const MoveOption* best = nullptr;
  for (const MoveOption& o : opts)
    if (o.hex == h && !o.second && o.facing == facing && (hexes < 0 || o.hexes == hexes) && (!best || o.mp < best->mp))
      best = &o;
  return best;
}

bool fog_said(const MoveWorld& w, const std::string& fragment) {
  for (const auto& e : w.said.events)
    if (e.text.find(fragment) != std::string::npos) return true;
  return false;
}

bool fog_has_words(const std::string& text, const std::string& fragment) {
  return text.find(fragment) != std::string::npos;
}

std::string fog_all(const MoveWorld& w) {
  std::string out;
  for (const auto& e : w.said.events) out += e.text + " [" + e.rule + "]\n";
  return out;
}

// A light cavalry unit at W2520 facing N, MA 6, riding straight ahead (N); `two` two rows north.
struct FogRide {
  MoveWorld w;
  Hex c, two;
  int lc = -1;
  explicit FogRide(Visibility v) {
    c = w.at("W2520");
    two = w.step(w.step(c, sNE), sNW);
    lc = w.add("Baudissin", 0, Arm::LC, c, N, 6, 6, 3);
    w.st->visibility = v;
  }
  Hex ahead(int rows) const {
    Hex h = c;
    for (int i = 0; i < rows; ++i) h = w.step(w.step(h, sNE), sNW);
    return h;
  }
  MoveOption plan(const Hex& to, int hexes) {
    Board board(*w.st);
    auto opts = move_options(*w.st, board, lc);
    const MoveOption* o = fog_end(opts, to, N, hexes);
    REQUIRE(o);
    return *o;
  }
  // The hex the unit stands in before the option's last hex.
  Hex prev(const MoveOption& o) const {
    Hex at = c, before = c;
    for (const MoveStep& s : o.path)
      if (s.enters) {
        before = at;
        at = s.hex;
      }
    return before;
  }
  // The die face (1-3 left, 4-6 right) that drifts away from the hex intended, and the hex it drifts to.
  std::pair<int, Hex> away(const MoveOption& o) const {
    Hex p = prev(o);
    bool last_left = w.grid().side_towards(p, o.hex) == sNW;  // facing N: front-left is NW
    return last_left ? std::make_pair(5, w.step(p, sNE)) : std::make_pair(2, w.step(p, sNW));
  }
  int toward_face(const MoveOption& o) const { return away(o).first == 5 ? 2 : 5; }
  MoveReport go(const MoveOption& o) {
    Board board(*w.st);
    Ctx ctx = w.ctx();
    return execute_move(ctx, board, lc, o);
  }
};

}  // namespace

TEST_CASE("LotN Lützen, Effects of Fog: every MA halved rounding up in Heavy, artillery excepted, leaders included") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int hi = w.add("Gula", 0, Arm::HI, c, N, 5, 6, 6);
  int gun = w.add("Field gun", 0, Arm::ArtField, w.step(c, sW, 2), N, 3, 6, 1);
  int ldr = w.add_leader("Horn", 0, w.step(c, sE, 2), 4);
  w.setup->leaders[static_cast<std::size_t>(ldr)].ma = 9;
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    w.st->visibility = v;
    bool heavy = v == Visibility::Heavy;
    CHECK(current_ma(*w.st, hi) == (heavy ? 3 : 5));
    CHECK(current_ma(*w.st, gun) == 3);
    CHECK(leader_ma(*w.st, ldr) == (heavy ? 5 : 9));
    w.unit(hi).disrupted = true;  // disrupted MA 3 -> 2
    CHECK(current_ma(*w.st, hi) == (heavy ? 2 : 3));
    w.unit(hi).disrupted = false;
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: the drift roll before the last hex: 0 intended, 1-3 left, 4-6 right, 7-9 stop") {
  SUBCASE("Heavy, 0: the hex intended") {
    FogRide r(Visibility::Heavy);
    MoveOption o = r.plan(r.two, 2);
    CHECK(o.drift);
    r.w.dice_source.push(10);
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.two);
    CHECK(fog_said(r.w, "rolls 0 for drift"));
    CHECK(r.w.dice_source.remaining() == 0);
  }
  SUBCASE("Heavy: the side the unit was going anyway is the hex intended") {
    FogRide r(Visibility::Heavy);
    MoveOption o = r.plan(r.two, 2);
    r.w.dice_source.push(r.toward_face(o));
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.two);
    CHECK(fog_said(r.w, "hex, the one intended"));
  }
  SUBCASE("Heavy: the other front hex") {
    FogRide r(Visibility::Heavy);
    MoveOption o = r.plan(r.two, 2);
    auto [face, other] = r.away(o);
    r.w.dice_source.push(face);
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK_FALSE(rep.completed);
    CHECK(r.w.unit(r.lc).hex == other);
    CHECK(r.w.unit(r.lc).facing == N);
    CHECK(r.w.unit(r.lc).mp_spent == 2);
    CHECK(r.w.unit(r.lc).hexes_moved == 2);
    CHECK(fog_said(r.w, "veers into the front-"));
  }
  SUBCASE("Heavy, 8: it stops where it is") {
    FogRide r(Visibility::Heavy);
    MoveOption o = r.plan(r.two, 2);
    r.w.dice_source.push(8);
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK_FALSE(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.prev(o));
    CHECK(r.w.unit(r.lc).hexes_moved == 1);
    CHECK(fog_said(r.w, "rolls 8 for drift: it stops where it is"));
  }
  SUBCASE("Heavy: a drift into woods it has not the MP for: it stops") {
    FogRide r(Visibility::Heavy);
    MoveOption o = r.plan(r.two, 2);
    auto [face, other] = r.away(o);
    r.w.paint(other, Terrain::Woods);  // more than the 1 MP left of 3
    r.w.dice_source.push(face);
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK_FALSE(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.prev(o));
    CHECK(fog_said(r.w, "it stops where it is"));
  }
  SUBCASE("Light: no roll for half the MA or less; a roll beyond half") {
    FogRide r(Visibility::Light);
    MoveOption o = r.plan(r.two, 2);  // 2 MP of 6
    CHECK_FALSE(o.drift);
    MoveReport rep = r.go(o);  // no roll (the script holds no die)
    CHECK(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.two);
    FogRide far(Visibility::Light);
    MoveOption o4 = far.plan(far.ahead(2), 4);  // 4 MP of 6
    CHECK(o4.drift);
    far.w.dice_source.push(8);
    MoveReport rep2 = far.go(o4);
    INFO(fog_all(far.w));
    CHECK_FALSE(rep2.completed);
    CHECK(far.w.unit(far.lc).hex == far.prev(o4));
  }
  SUBCASE("Clear: never a roll") {
    FogRide r(Visibility::Clear);
    MoveOption o = r.plan(r.ahead(2), 4);
    CHECK_FALSE(o.drift);
    MoveReport rep = r.go(o);
    CHECK(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.ahead(2));
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: a double unit drifts with both halves (fog.drift_double_units); a column to a flank hex") {
  for (int variant : {1, 0}) {
    CAPTURE(variant);
    MoveWorld w;
    w.setup->variants["fog.drift_double_units"] = variant;
    Hex c = w.at("W2520");
    Hex c2 = w.step(c, sE);
    int hi = w.add("Gula", 0, Arm::HI, c, N, 4, 6, 6, c2);
    w.st->visibility = Visibility::Heavy;
    Board board(*w.st);
    auto opts = move_options(*w.st, board, hi);
    const MoveOption* o = nullptr;
    for (const MoveOption& x : opts)
      if (x.hexes == 1 && x.second && x.hex == w.step(c, sNE) && *x.second == w.step(c2, sNE)) o = &x;
    REQUIRE(o);
    CHECK(o->drift);
    w.dice_source.push(2);  // front-left: both halves step NW
    Ctx ctx = w.ctx();
    MoveReport rep = execute_move(ctx, board, hi, *o);
    INFO(fog_all(w));
    CHECK_FALSE(rep.completed);
    if (variant == 1) {
      CHECK(w.unit(hi).hex == w.step(c, sNW));
      REQUIRE(w.unit(hi).second.has_value());
      CHECK(*w.unit(hi).second == w.step(c2, sNW));
      CHECK(w.unit(hi).facing == N);
    } else {
      CHECK(w.unit(hi).hex == c);
      CHECK(*w.unit(hi).second == c2);
    }
  }
  for (int face : {2, 5}) {
    CAPTURE(face);
    MoveWorld w;
    Hex c = w.at("W2520");
    int col = w.add("Blue brigade", 0, Arm::HI, c, sNE, 4, 6, 6);
    w.unit(col).in_column = true;
    w.st->visibility = Visibility::Heavy;
    CHECK(current_ma(*w.st, col) == 3);  // Column 5, halved
    Board board(*w.st);
    auto opts = move_options(*w.st, board, col);
    const MoveOption* o = nullptr;
    for (const MoveOption& x : opts)
      if (x.hexes == 1 && x.hex == w.step(c, sNE) && x.facing == sNE) o = &x;
    REQUIRE(o);
    w.dice_source.push(face);
    Ctx ctx = w.ctx();
    execute_move(ctx, board, col, *o);
    INFO(fog_all(w));
    int side = face == 2 ? sNW : sE;  // the flank hexes beside the front one
    CHECK(w.unit(col).hex == w.step(c, side));
    CHECK(w.unit(col).facing == side);
    CHECK(w.unit(col).in_column);
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: move_options marks the moves that will roll for drift, and rolls nothing") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    FogRide r(v);
    Board board(*r.w.st);
    auto opts = move_options(*r.w.st, board, r.lc);
    const MoveOption* one = fog_end(opts, r.w.step(r.c, sNE), N, 1);
    REQUIRE(one);
    CHECK(one->drift == (v == Visibility::Heavy));
    CHECK(fog_has_words(move_option_words(*r.w.st, *one), "may drift in the fog") == one->drift);
    CHECK(move_drifts(*r.w.st, r.lc, *one) == one->drift);
    CHECK_FALSE(opts[0].drift);  // staying never drifts
    if (v != Visibility::Heavy) {
      const MoveOption* o4 = fog_end(opts, r.ahead(2), N, 4);
      REQUIRE(o4);
      CHECK(o4->drift == (v == Visibility::Light));
    }
    CHECK(r.w.dice_source.remaining() == 0);
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: drifting into a friendly unit stops the mover and both roll d10+2") {
  SUBCASE("Heavy") {
    FogRide r(Visibility::Heavy);
    MoveOption o = r.plan(r.two, 2);
    auto [face, other] = r.away(o);
    int friend_hi = r.w.add("Gula", 0, Arm::HI, other, N, 4, 6, 6);
    r.w.dice_source.push(face);  // drift into Gula
    r.w.dice_source.push(5);     // Baudissin: 5 + 2 = 7 > TQ 6: disrupted
    r.w.dice_source.push(3);     // Gula: 3 + 2 = 5, holds
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK_FALSE(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.prev(o));
    CHECK(r.w.unit(r.lc).disrupted);
    CHECK_FALSE(r.w.unit(friend_hi).disrupted);
    CHECK(r.w.unit(friend_hi).hex == other);
    CHECK(fog_said(r.w, "both check for Disruption with +2"));
    CHECK(fog_said(r.w, "7 with +2 against TQ 6"));
    CHECK(fog_said(r.w, "5 with +2 against TQ 6"));
    CHECK(r.w.dice_source.remaining() == 0);
  }
  SUBCASE("Light, more than half the MA") {
    FogRide r(Visibility::Light);
    MoveOption o = r.plan(r.ahead(2), 4);
    auto [face, other] = r.away(o);
    r.w.add("Gula", 0, Arm::HI, other, N, 4, 6, 6);
    r.w.dice_source.push(face);
    r.w.dice_source.push(1);   // Baudissin 1 + 2 = 3: holds
    r.w.dice_source.push(10);  // Gula 0 + 2 = 2: holds
    MoveReport rep = r.go(o);
    INFO(fog_all(r.w));
    CHECK_FALSE(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.prev(o));
    CHECK(r.w.dice_source.remaining() == 0);
  }
  SUBCASE("Clear: no drift, no bump") {
    FogRide r(Visibility::Clear);
    MoveOption o = r.plan(r.ahead(2), 4);
    auto [face, other] = r.away(o);
    (void)face;
    r.w.add("Gula", 0, Arm::HI, other, N, 4, 6, 6);
    MoveReport rep = r.go(o);
    CHECK(rep.completed);
    CHECK(r.w.unit(r.lc).hex == r.ahead(2));
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: +2 to terrain Disruption rolls (Light: beyond half the MA), never to turning") {
  auto run = [](Visibility v, int hexes_before) {
    MoveWorld w;
    Hex c = w.at("W2520");
    Hex at = c;
    for (int i = 0; i < hexes_before; ++i) at = w.step(at, i % 2 ? sNW : sNE);
    Hex wood = w.step(at, hexes_before % 2 ? sNW : sNE);
    w.paint(wood, Terrain::Woods);  // HI: 3D
    int hi = w.add("Gula", 0, Arm::HI, c, N, 6, 6, 6);
    w.st->visibility = v;
    Board board(*w.st);
    auto opts = move_options(*w.st, board, hi);
    const MoveOption* o = fog_end(opts, wood, N, hexes_before + 1);
    REQUIRE(o);
    if (o->drift) w.dice_source.push(10);  // drift 0
    w.dice_source.push(5);                  // the woods' D roll
    Ctx ctx = w.ctx();
    execute_move(ctx, board, hi, *o);
    INFO(fog_all(w));
    CHECK(w.dice_source.remaining() == 0);
    return std::make_pair(fog_said(w, "7 with +2 against TQ 6"), w.unit(hi).disrupted);
  };
  // Heavy (MA 3): woods straight away: 5 + 2 = 7 > 6.
  CHECK(run(Visibility::Heavy, 0) == std::make_pair(true, true));
  // Light (MA 6): 3 MP is half: no +2; 1 + 3 = 4 MP: +2.
  CHECK(run(Visibility::Light, 0) == std::make_pair(false, false));
  CHECK(run(Visibility::Light, 1) == std::make_pair(true, true));
  CHECK(run(Visibility::Clear, 1) == std::make_pair(false, false));

  // Turning two vertices (7.13, HI) rolls without the fog's +2.
  MoveWorld w;
  Hex c = w.at("W2520");
  int hi = w.add("Gula", 0, Arm::HI, c, N, 6, 6, 6);
  w.st->visibility = Visibility::Heavy;
  Board board(*w.st);
  auto opts = move_options(*w.st, board, hi);
  Hex se = w.step(c, sSE);
  const MoveOption* o = fog_end(opts, se, SE, 1);
  REQUIRE(o);
  REQUIRE(o->rolls == 1);
  w.dice_source.push(10);  // drift 0
  w.dice_source.push(6);   // turning: 6, not above 6 (with +2 it would be 8)
  Ctx ctx = w.ctx();
  execute_move(ctx, board, hi, *o);
  INFO(fog_all(w));
  CHECK_FALSE(w.unit(hi).disrupted);
  CHECK(w.unit(hi).hex == se);
}

TEST_CASE("LotN Lützen, Effects of Fog: a Swedish brigade using its extended MA of 3 in Heavy rolls D (fog.extended_ma_roll)") {
  auto make = [](MoveWorld& w, Visibility v) {
    int hi = w.add("Gula", 0, Arm::HI, w.at("W2520"), N, 4, 6, 6);
    w.setup->units[static_cast<std::size_t>(hi)].ma_extended = 5;
    w.setup->units[static_cast<std::size_t>(hi)].swedish = true;
    w.st->visibility = v;
    return hi;
  };
  auto three = [](MoveWorld& w) { return w.step(w.step(w.step(w.at("W2520"), sNE), sNW), sNE); };
  {
    MoveWorld w;
    int hi = make(w, Visibility::Heavy);
    Board board(*w.st);
    auto opts = move_options(*w.st, board, hi);
    const MoveOption* o = fog_end(opts, three(w), N, 3);
    REQUIRE(o);
    CHECK(o->extended);
    CHECK_FALSE(fog_end(opts, w.step(three(w), sNW), N, 4));  // 5 halved is 3
    w.dice_source.push(10);  // drift 0
    w.dice_source.push(9);   // the extra MP: 9 > 6
    Ctx ctx = w.ctx();
    execute_move(ctx, board, hi, *o);
    INFO(fog_all(w));
    CHECK(w.unit(hi).disrupted);
    CHECK(fog_said(w, "extra MP in the fog"));
  }
  {  // the drift stops it before its third MP: no roll
    MoveWorld w;
    int hi = make(w, Visibility::Heavy);
    Board board(*w.st);
    auto opts = move_options(*w.st, board, hi);
    const MoveOption* o = fog_end(opts, three(w), N, 3);
    REQUIRE(o);
    w.dice_source.push(9);  // drift: stop
    Ctx ctx = w.ctx();
    execute_move(ctx, board, hi, *o);
    CHECK(w.unit(hi).mp_spent == 2);
    CHECK_FALSE(fog_said(w, "extra MP in the fog"));
    CHECK(w.dice_source.remaining() == 0);
  }
  for (Visibility v : {Visibility::Light, Visibility::Clear}) {
    MoveWorld w;
    int hi = make(w, v);
    Board board(*w.st);
    auto opts = move_options(*w.st, board, hi);
    Hex five = w.step(w.step(three(w), sNW), sNE);
    const MoveOption* o = fog_end(opts, five, N, 5);
    REQUIRE(o);
    CHECK(o->extended);
    if (o->drift) w.dice_source.push(10);
    Ctx ctx = w.ctx();
    execute_move(ctx, board, hi, *o);
    CHECK_FALSE(fog_said(w, "extra MP in the fog"));
    CHECK(w.dice_source.remaining() == 0);
  }
}

TEST_CASE("LotN Lützen, Is Lützen Burning?: entering Dense Smoke stops the unit and Disrupts it") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    MoveWorld w;
    Hex c = w.at("W2520");
    Hex smoke = w.step(c, sNE), smoke2 = w.step(c, sNW);  // both ways north
    Hex beyond = w.step(smoke, sNW);
    int lc = w.add("Baudissin", 0, Arm::LC, c, N, 6, 6, 3);
    w.st->visibility = v;
    HexTest dense = [smoke, smoke2](const Hex& h) { return h == smoke || h == smoke2; };
    Board board(*w.st);
    auto opts = move_options(*w.st, board, lc, nullptr, dense);
    const MoveOption* o = fog_end(opts, smoke, N, 1);
    REQUIRE(o);
    CHECK(o->automatic_disruption);
    REQUIRE(o->path.size() == 1);
    CHECK(o->path[0].stops);
    for (const MoveOption& x : opts)  // never through it
      for (std::size_t i = 0; i + 1 < x.path.size(); ++i)
        CHECK_FALSE((x.path[i].enters && (x.path[i].hex == smoke || x.path[i].hex == smoke2)));
    // Without the smoke the plan goes through; the move meets the smoke and stops there, disrupted.
    auto blind = move_options(*w.st, board, lc);
    const MoveOption* through = fog_end(blind, beyond, N, 2);
    REQUIRE(through);
    if (through->drift) w.dice_source.push(10);
    MoveHooks hooks;
    hooks.dense_smoke = dense;
    Ctx ctx = w.ctx();
    MoveReport rep = execute_move(ctx, board, lc, *through, hooks);
    INFO(fog_all(w));
    CHECK_FALSE(rep.completed);
    CHECK((w.unit(lc).hex == smoke || w.unit(lc).hex == smoke2));
    CHECK(w.unit(lc).hexes_moved == 1);
    CHECK(w.unit(lc).disrupted);
    CHECK(fog_said(w, "entering Dense Smoke"));
    CHECK(std::any_of(w.said.events.begin(), w.said.events.end(), [](const auto& e) {
      return e.text.find("entering Dense Smoke") != std::string::npos && e.rule == "LotN Lützen, Is Lützen Burning?";
    }));
  }
}

// ---- shock: no Charge, Counter-charge or Pursuit in Heavy visibility

namespace {

// An HC that moved 2 hexes to the front of an enemy HC (synthetic tables), in the given visibility. It answers
// "charge" and "counter" where offered, and shocks all the same where no charge is offered.
struct FogShock : lotn_test::ShockWorld {
  int hc = -1, foe = -1;

  explicit FogShock(Visibility v) : ShockWorld(false) {
    leader("Gustav Adolf", 0, 0, 6, at(12, 12));
    leader("Wallenstein", 1, 0, 6, at(1, 1));
    Hex foe_hex = at(6, 6);
    Hex hc_hex = beside(foe_hex, 0);
    foe = unit("Piccolomini", 1, Arm::HC, 4, 7, 5, foe_hex, 0, 4);              // faces vertex 0: sides 5 and 0 in front
    hc = unit("Smaland HC", 0, Arm::HC, 4, 7, 5, hc_hex, side_turn(0, 3), 4);  // across side 0, facing back at it
    for (int i : {foe, hc}) placed_unit(i).adjacent_at_start = false;
    placed_unit(hc).hexes_moved = 2;
    placed_unit(hc).moved = true;
    answers.rules = {{"", "charge"}, {"", "counter"}, {"", "shock"}};
    std::vector<int> low;
    for (int i = 0; i < 40; ++i) low.push_back(1 + i % 3);  // low rolls: charges succeed, little else happens
    start(low);
    st->visibility = v;
  }
  void shock() { shock_segment(*ctx, *board, 0, [](int) { return true; }); }
};

}  // namespace

TEST_CASE("LotN Lützen, Effects of Fog: no Charge or Counter-charge in Heavy visibility; both in Light and Clear") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    FogShock f(v);
    f.shock();
    bool heavy = v == Visibility::Heavy;
    CHECK((f.answers.offered("charge") > 0) == !heavy);
    CHECK((f.answers.offered("counter") > 0) == !heavy);
    CHECK(f.said_text("Smaland HC charges") == !heavy);
    CHECK(f.said_text("Smaland HC shocks") == heavy);
  }
}

// ---- fire: range 1 and no Salvo in Heavy, range 8 in Light; Retreat Fire, Creeping Fire, the caracole

namespace {

std::string fog_nb(const std::string& id, int side, int n = 1) {
  const HexGrid& g = lotn_test::small_map()->grid();
  Hex h = *g.parse(id);
  for (int i = 0; i < n; ++i) {
    auto x = g.neighbour(h, side);
    REQUIRE(x.has_value());
    h = *x;
  }
  return g.name(h);
}

bool fog_has(const std::string& text, const std::string& fragment) { return text.find(fragment) != std::string::npos; }

}  // namespace

TEST_CASE("LotN Lützen, Effects of Fog: fire at 1 hex only and no Salvo in Heavy; Light and Clear fire at 2 with Salvo") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    const bool heavy = v == Visibility::Heavy;
    for (int range : {1, 2}) {
      CAPTURE(range);
      BattleBuilder b;
      int f = b.unit(BattleBuilder::make("f", "Gula brigade", 0, Arm::HI, 5, 6), "2020", 2);
      b.unit(BattleBuilder::make("t", "Target", 1, Arm::LI, 9, 6), fog_nb("2020", 2, range), 2);
      auto run = b.run(Mode::Test);
      run->st->visibility = v;
      auto opts = fire_options(*run->st, run->board, f, FireOccasion::Ordered);
      bool salvo = std::any_of(opts.begin(), opts.end(), [](const FireOption& o) { return o.volley != Volley::Normal; });
      if (range == 2 && heavy) {
        CHECK(opts.empty());
      } else {
        CHECK_FALSE(opts.empty());
        CHECK(salvo == !heavy);
      }
    }
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: no Retreat Fire, Creeping Fire or caracole in Heavy; Light and Clear as usual") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    const bool heavy = v == Visibility::Heavy;
    BattleBuilder b;
    b.variant("optional.retreat_fire", 1);
    b.variant("optional.creeping_fire", 1);
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});
    int f = b.unit(BattleBuilder::make("f", "Gula brigade", 0, Arm::HI, 5, 6), "2020", 2);
    b.unit(BattleBuilder::make("t", "Target", 1, Arm::LI, 9, 6), fog_nb("2020", 2, 2), 2);
    int cr = b.unit(BattleBuilder::make("cr", "Piccolomini", 1, Arm::CR, 4, 7), "1212", 0);
    auto run = b.run(Mode::Test);
    run->st->visibility = v;
    CHECK(fog_has(retreat_fire_problem(*run->st, run->board, f), "heavy fog or dark") == heavy);
    CHECK(fog_has(creeping_fire_problem(*run->st, run->board, f), "heavy fog or dark") == heavy);
    CHECK(fog_has(caracole_problem(*run->st, run->board, cr), "heavy fog or dark") == heavy);
  }
}

// ---- Orderly Withdrawal: none in Heavy

TEST_CASE("LotN Lützen, Effects of Fog: no Orderly Withdrawal in Heavy visibility; Light and Clear as usual") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    MoveWorld w;
    Hex c = w.at("W2520");
    Hex mover_hex = w.step(c, sSE, 2);
    int lc = w.add("Baudissin", 0, Arm::LC, c, S, 6, 6, 3);
    int hi = w.add("Tercio Comargo", 1, Arm::HI, mover_hex, N, 3, 6, 6);
    w.st->visibility = v;
    Board board(*w.st);
    auto opts = withdrawal_options(*w.st, board, lc, hi, mover_hex);
    CHECK(opts.empty() == (v == Visibility::Heavy));
    // Dense Smoke all round: automatic Disruption, never withdrawn into (6.44).
    HexTest smoke = [c](const Hex& h) { return h != c; };
    CHECK(withdrawal_options(*w.st, board, lc, hi, mover_hex, smoke).empty());
    // A lone leader 2 hexes away withdraws too, except in Heavy.
    MoveWorld lw;
    Hex lh = lw.at("W2520");
    Hex lm = lw.step(lh, sSE, 2);
    int ldr = lw.add_leader("Horn", 0, lh, 4);
    lw.add("Tercio Comargo", 1, Arm::HI, lm, N, 3, 6, 6);
    lw.st->visibility = v;
    Board lb(*lw.st);
    CHECK(leader_withdrawal_options(*lw.st, lb, ldr, lm).empty() == (v == Visibility::Heavy));
  }
}

TEST_CASE("LotN Lützen, Effects of Fog: guns reach 8 hexes at most in Light, 1 in Heavy, their range in Clear") {
  for (Visibility v : {Visibility::Clear, Visibility::Light, Visibility::Heavy}) {
    CAPTURE(visibility_words(v));
    for (int range : {8, 9}) {
      CAPTURE(range);
      BattleBuilder b;
      int gun = b.unit(BattleBuilder::make("f", "Field guns", 0, Arm::ArtField, 0, 4), "2020", 2);  // range 12
      b.unit(BattleBuilder::make("t", "Target", 1, Arm::HI, 8, 6), fog_nb("2020", 1, range), 2);
      auto run = b.run(Mode::Test);
      run->st->orders_kind = "momentum";  // field guns fire on Momentum orders
      run->st->visibility = v;
      auto opts = fire_options(*run->st, run->board, gun, FireOccasion::Ordered);
      bool reach = v == Visibility::Clear || (v == Visibility::Light && range <= 8);
      CHECK(opts.empty() == !reach);
    }
  }
}
