// LotN 6.1-6.5, 7.1-7.2, 10.1-10.2, 10.24-10.26: movement over the Terrain
// Chart's printed cells, Front hexes only, facing costs, Zones of Control,
// stacking, double-sized brigades, Column, terrain Disruption while moving,
// Orderly Withdrawal, a leader's own move and the movement doctrine.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>

#include "lotn/movement.h"
#include "move_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using namespace umpire::lotn_test;

namespace {

const MoveOption* move_test_end(const std::vector<MoveOption>& opts, const Hex& h, int facing = -1) {
  const MoveOption* best = nullptr;
  for (const MoveOption& o : opts)
    if (o.hex == h && !o.second && (facing < 0 || o.facing == facing) && (!best || o.mp < best->mp)) best = &o;
  return best;
}

bool move_test_passes(const MoveOption& o, const Hex& h) {
  for (std::size_t i = 0; i + 1 < o.path.size(); ++i)
    if (o.path[i].enters && o.path[i].hex == h) return true;
  return false;
}

bool move_test_enters(const MoveOption& o, const Hex& h) {
  for (const MoveStep& s : o.path)
    if (s.enters && (s.hex == h || (s.second && *s.second == h))) return true;
  return false;
}

}  // namespace

TEST_CASE("LotN 6.21: Clear costs 1 MP a hex and a unit never spends more than its MA") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int lc = w.add("Baudissin", 0, Arm::LC, c, N, 5, 6, 3);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, lc);
  REQUIRE(!opts.empty());
  CHECK(opts[0].path.empty());  // stay first
  Hex five = c;
  for (int i = 0; i < 5; ++i) five = w.step(five, i % 2 ? sNW : sNE);
  Hex six = w.step(five, sNE);
  const MoveOption* o5 = move_test_end(opts, five);
  REQUIRE(o5);
  CHECK(o5->mp == 5);
  CHECK(o5->hexes == 5);
  CHECK(!move_test_end(opts, six));
  for (const MoveOption& o : opts) {
    CHECK(o.mp <= 5);
    CHECK(w.grid().distance(c, o.hex) <= 5);
  }
}

TEST_CASE("LotN 6.21: Woods as printed: 3D for HI and HC, 2 for LI, NA for field guns; a lost cell closes the hex") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex wood = w.step(c, sNE);
  Hex town = w.step(c, sNW);
  w.paint(wood, Terrain::Woods);
  w.paint(town, Terrain::Town);
  int hi = w.add("Gula", 0, Arm::HI, c, N, 4, 6, 6);
  Board board(*w.st);
  std::vector<std::string> refused;
  auto opts = move_options(*w.st, board, hi, &refused);
  const MoveOption* o = move_test_end(opts, wood, N);
  REQUIRE(o);
  CHECK(o->mp == 3);
  CHECK(o->rolls == 1);
  REQUIRE(o->path.size() == 1);
  CHECK(o->path[0].rolls[0].kind == MoveRoll::Kind::D);
  // The Town row is lost from the chart: strict play does not enter it, and names the cell.
  CHECK(!move_test_end(opts, town));
  bool named = std::any_of(refused.begin(), refused.end(),
                           [](const std::string& r) { return r.find("Town") != std::string::npos; });
  CHECK(named);

  w.unit(hi).on_map = false;
  int li = w.add("Ramsay", 0, Arm::LI, c, N, 5, 6, 2);
  Board b2(*w.st);
  auto lopts = move_options(*w.st, b2, li);
  const MoveOption* lo = move_test_end(lopts, wood, N);
  REQUIRE(lo);
  CHECK(lo->mp == 2);
  CHECK(lo->rolls == 0);

  w.unit(li).on_map = false;
  int gun = w.add("Field guns", 0, Arm::ArtField, c, N, 2, 5, 1);
  Board b3(*w.st);
  auto gopts = move_options(*w.st, b3, gun);
  CHECK(!move_test_end(gopts, wood));
  CHECK(move_test_end(gopts, w.step(c, sNW)) == nullptr);  // the town
}

TEST_CASE("LotN 6.32, 7.11, 7.12: only Front hexes are entered; the first vertex is free, each further 1 MP") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int lc = w.add("Stalhandske", 0, Arm::LC, c, N, 1, 6, 3);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, lc);
  CHECK(move_test_end(opts, w.step(c, sNE)));
  CHECK(move_test_end(opts, w.step(c, sNW)));
  CHECK(move_test_end(opts, w.step(c, sE)));   // one free vertex to NE makes E a Front hex
  CHECK(move_test_end(opts, w.step(c, sW)));
  CHECK(!move_test_end(opts, w.step(c, sSE)));  // two vertices (1 MP) and the hex: 2 MP
  CHECK(!move_test_end(opts, w.step(c, sSW)));
  // Turning in place: 3 vertices cost 2 MP.
  w.unit(lc).on_map = false;
  int lc8 = w.add("Tott", 0, Arm::LC, c, N, 8, 6, 3);
  Board b2(*w.st);
  auto o8 = move_options(*w.st, b2, lc8);
  const MoveOption* about = move_test_end(o8, c, S);
  REQUIRE(about);
  CHECK(about->mp == 2);
  CHECK(about->hexes == 0);
  const MoveOption* one = move_test_end(o8, c, NE);
  REQUIRE(one);
  CHECK(one->mp == 0);
}

TEST_CASE("LotN 10.11-10.12: a tercio pays 1 MP a vertex and Reverse-Faces for 1 MP; HI rolls for two vertices") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int te = w.add("Tilly's tercio", 1, Arm::TE, c, N, 3, 6, 10);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, te);
  const MoveOption* ne = move_test_end(opts, c, NE);
  const MoveOption* se = move_test_end(opts, c, SE);
  const MoveOption* s = move_test_end(opts, c, S);
  REQUIRE(ne);
  REQUIRE(se);
  REQUIRE(s);
  CHECK(ne->mp == 1);
  CHECK(se->mp == 2);
  CHECK(se->rolls == 1);  // more than one vertex: D roll (10.12)
  CHECK(s->mp == 1);      // Reverse-Face
  CHECK(s->rolls == 0);
  // With 1 MP a tercio cannot turn and move: only its two Front hexes.
  w.unit(te).on_map = false;
  int te1 = w.add("Slow tercio", 1, Arm::TE, c, N, 1, 6, 10);
  Board b2(*w.st);
  auto o1 = move_options(*w.st, b2, te1);
  CHECK(move_test_end(o1, w.step(c, sNE)));
  CHECK(!move_test_end(o1, w.step(c, sE)));
  // HI turning two vertices: 1 MP and a D roll (7.13).
  w.unit(te1).on_map = false;
  int hi = w.add("Blue brigade", 0, Arm::HI, c, N, 4, 6, 6);
  Board b3(*w.st);
  auto oh = move_options(*w.st, b3, hi);
  const MoveOption* h2 = move_test_end(oh, c, SE);
  REQUIRE(h2);
  CHECK(h2->mp == 1);
  CHECK(h2->rolls == 1);
}

TEST_CASE("LotN 7.23: a unit stops on entering an enemy ZOC, and leaves one only with the higher printed MA") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex e = w.step(w.step(w.step(c, sNE), sNW), sNE);
  int enemy = w.add("Pappenheim's HI", 1, Arm::HI, e, S, 4, 6, 6);
  int lc = w.add("Baudissin", 0, Arm::LC, c, N, 8, 6, 3);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, lc);
  bool some_in_zoc = false;
  for (const MoveOption& o : opts) {
    if (o.ends_in_zoc) some_in_zoc = true;
    for (std::size_t i = 0; i + 1 < o.path.size(); ++i)
      if (o.path[i].enters) CHECK_MESSAGE(!board.enemy_zoc(o.path[i].hex, 0), "moved on through an enemy ZOC");
  }
  CHECK(some_in_zoc);

  // In the ZOC: the LC (MA 8) leaves the HI (MA 4); it never turns there.
  Hex z = w.step(e, sSW);
  w.unit(lc).hex = z;
  Board b2(*w.st);
  REQUIRE(b2.enemy_zoc(z, 0));
  auto out = move_options(*w.st, b2, lc);
  CHECK(out.size() > 1);
  CHECK(std::any_of(out.begin(), out.end(), [](const MoveOption& o) { return o.leaves_zoc; }));
  for (const MoveOption& o : out) CHECK_MESSAGE(!(o.hexes == 0 && o.facing != N), "turned in an enemy ZOC");
  // An HI of MA 4 against the same MA 4: it stays.
  w.unit(lc).on_map = false;
  int hi = w.add("Yellow brigade", 0, Arm::HI, z, N, 4, 6, 6);
  Board b3(*w.st);
  auto stuck = move_options(*w.st, b3, hi);
  CHECK(stuck.size() == 1);
  (void)enemy;
}

TEST_CASE("LotN 12.23: a Disrupted unit never enters an enemy ZOC") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex e = w.step(w.step(w.step(c, sNE), sNW), sNE);
  w.add("Pappenheim's HI", 1, Arm::HI, e, S, 4, 6, 6);
  int lc = w.add("Baudissin", 0, Arm::LC, c, N, 8, 6, 3);
  Board board(*w.st);
  auto fresh = move_options(*w.st, board, lc);
  CHECK(std::any_of(fresh.begin(), fresh.end(), [](const MoveOption& o) { return o.ends_in_zoc; }));
  w.unit(lc).disrupted = true;
  auto opts = move_options(*w.st, board, lc);
  CHECK(opts.size() > 1);
  for (const MoveOption& o : opts)
    for (const MoveStep& s : o.path)
      if (s.enters) CHECK(!board.enemy_zoc(s.hex, 0));
}

TEST_CASE("LotN 6.51-6.55: pass through friends, end only in a legal stack, never into a tercio's hex") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex f = w.step(c, sNE);
  int hi = w.add("Gula", 0, Arm::HI, f, N, 4, 6, 6);
  int hc = w.add("Finns", 0, Arm::HC, c, N, 8, 6, 4);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, hc);
  CHECK(!move_test_end(opts, f));
  CHECK(std::any_of(opts.begin(), opts.end(), [&](const MoveOption& o) { return move_test_passes(o, f); }));
  // A tercio: never entered, not even in passing.
  w.setup->units[static_cast<std::size_t>(hi)].arm = Arm::TE;
  w.setup->units[static_cast<std::size_t>(hi)].side = 0;
  Board b2(*w.st);
  auto topts = move_options(*w.st, b2, hc);
  for (const MoveOption& o : topts) CHECK(!move_test_enters(o, f));
  // Two LI of 2 SP each stack, with the same facing only.
  w.unit(hi).on_map = false;
  w.unit(hc).on_map = false;
  w.add("Musketeers A", 0, Arm::LI, f, N, 5, 5, 2);
  int li = w.add("Musketeers B", 0, Arm::LI, c, N, 5, 5, 2);
  Board b3(*w.st);
  auto lopts = move_options(*w.st, b3, li);
  CHECK(move_test_end(lopts, f, N));
  CHECK(!move_test_end(lopts, f, NE));
}

TEST_CASE("LotN 10.22, 6.12: a Swedish brigade advances both halves or pivots on one, with a 5th MP") {
  MoveWorld w;
  Hex a = w.at("W2520");
  Hex b = w.step(a, sW);
  int br = w.add("Gula", 0, Arm::HI, a, N, 4, 7, 9, b);
  w.setup->units[static_cast<std::size_t>(br)].ma_extended = 5;
  w.setup->units[static_cast<std::size_t>(br)].swedish = true;
  Board board(*w.st);
  auto opts = move_options(*w.st, board, br);
  bool advance = false, pivot = false, ext = false;
  for (const MoveOption& o : opts) {
    REQUIRE(o.second.has_value());
    CHECK(w.grid().adjacent(o.hex, *o.second));
    if (o.hexes == 1 && !o.path[0].front_to_flank && o.facing == N) advance = true;
    if (o.hexes == 1 && o.path[0].front_to_flank) {
      pivot = true;
      CHECK(o.facing != N);
      CHECK(o.mp == 1);
    }
    if (o.mp == 5) {
      ext = true;
      CHECK(o.extended);
    }
    CHECK(o.mp <= 5);
  }
  CHECK(advance);
  CHECK(pivot);
  CHECK(ext);
  // Disrupted: no front-to-flank.
  w.unit(br).disrupted = true;
  auto dopts = move_options(*w.st, board, br);
  for (const MoveOption& o : dopts)
    for (const MoveStep& s : o.path) CHECK(!s.front_to_flank);
}

TEST_CASE("LotN 6.22: a D-coded woods hex disrupts the unit on a roll above its TQ and stops it there") {
  for (int face : {9, 1}) {
    MoveWorld w;
    Hex c = w.at("W2520");
    Hex wood = w.step(c, sNE);
    for (int s : {sNE, sNW, sE}) w.paint(w.step(c, s), Terrain::Woods);
    Hex beyond = w.step(wood, sNE);
    int hc = w.add("Finns", 0, Arm::HC, c, N, 7, 6, 4);
    Board board(*w.st);
    auto opts = move_options(*w.st, board, hc);
    const MoveOption* o = move_test_end(opts, beyond, N);
    REQUIRE(o);
    REQUIRE(o->path.size() == 2);
    CHECK(o->path[0].hex == wood);
    w.dice_source.push(face);
    Ctx ctx = w.ctx();
    int entered = 0;
    MoveHooks hooks;
    hooks.on_enter = [&](int, const Hex&) {
      ++entered;
      return true;
    };
    MoveReport r = execute_move(ctx, board, hc, *o, hooks);
    const UnitState& u = w.unit(hc);
    CHECK(u.moved);
    if (face == 9) {
      CHECK(!r.completed);
      CHECK(r.effect == Effect::Disrupted);
      CHECK(u.disrupted);
      CHECK(u.hex == wood);
      CHECK(u.mp_spent == 3);
      CHECK(u.hexes_moved == 1);
      CHECK(entered == 0);  // it stopped before the hook: the roll came first
    } else {
      CHECK(r.completed);
      CHECK(!u.disrupted);
      CHECK(u.hex == beyond);
      CHECK(u.mp_spent == 4);
      CHECK(u.hexes_moved == 2);
      CHECK(entered == 2);
    }
    CHECK(w.dice_source.remaining() == 0);
  }
}

TEST_CASE("LotN 9.41: execute_move marks a turn in the final two hexes, and a hook stops the move") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int hc = w.add("Finns", 0, Arm::HC, c, N, 8, 6, 4);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, hc);
  Hex three = w.step(w.step(w.step(c, sNE), sNW), sNE);
  const MoveOption* straight = move_test_end(opts, three, N);
  const MoveOption* turned = move_test_end(opts, three, NE);
  REQUIRE(straight);
  REQUIRE(turned);
  MoveOption straight_copy;
  {
    Ctx ctx = w.ctx();
    MoveOption copy = *turned;
    MoveOption again = *straight;
    execute_move(ctx, board, hc, copy);
    CHECK(w.unit(hc).turned_late);
    CHECK(w.unit(hc).facing == NE);
    straight_copy = again;
  }
  w.unit(hc) = UnitState{};
  w.unit(hc).hex = c;
  w.unit(hc).facing = N;
  board.rebuild();
  Ctx ctx = w.ctx();
  MoveHooks stop_first;
  stop_first.on_enter = [](int, const Hex&) { return false; };
  MoveReport r = execute_move(ctx, board, hc, straight_copy, stop_first);
  CHECK(!r.completed);
  CHECK(w.unit(hc).hexes_moved == 1);
  CHECK(!w.unit(hc).turned_late);
}

TEST_CASE("LotN 10.24-10.26: Column moves 5 MP on the LI column; back to line rolls D") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex wood = w.step(c, sNE);
  w.paint(wood, Terrain::Woods);
  int hi = w.add("White brigade", 0, Arm::HI, c, N, 4, 6, 6);
  Board board(*w.st);
  Ctx ctx = w.ctx();
  CHECK(column_problem(*w.st, board, hi).empty());
  form_column(ctx, board, hi, sNE);
  CHECK(w.unit(hi).in_column);
  CHECK(current_ma(*w.st, hi) == 5);
  auto opts = move_options(*w.st, board, hi);
  const MoveOption* o = move_test_end(opts, wood);
  REQUIRE(o);
  CHECK(o->mp == 2);  // the LI column: 2, no roll
  CHECK(o->rolls == 0);
  for (const MoveOption& x : opts) CHECK(x.in_column);
  w.dice_source.push(1);
  CHECK(leave_column(ctx, board, hi) == Effect::None);
  CHECK(!w.unit(hi).in_column);
  CHECK(w.unit(hi).facing == side_turn(sNE, 1));
  CHECK(w.dice_source.remaining() == 0);
}

TEST_CASE("LotN 6.41: a faster unit withdraws before the enemy, keeping its facing; a slower one may not") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int hi = w.add("Gula", 0, Arm::HI, c, N, 4, 7, 6);
  Hex entered = w.step(c, sNE);
  Hex lc_hex = w.step(w.step(entered, sNW), sNE);  // two hexes from the hex entered
  int lc = w.add("Croats", 1, Arm::LC, lc_hex, S, 8, 5, 3);
  int slow = w.add("Old tercio", 1, Arm::HI, w.step(entered, sE, 2), SW, 3, 6, 6);
  Board board(*w.st);
  REQUIRE(w.grid().distance(lc_hex, entered) == 2);
  w.unit(hi).hex = entered;
  board.rebuild();
  auto wo = withdrawal_options(*w.st, board, lc, hi, entered);
  REQUIRE(!wo.empty());
  for (const MoveOption& o : wo) {
    CHECK(o.mp <= 4);  // 8 - 4
    CHECK(w.grid().distance(o.hex, entered) > 2);
  }
  CHECK(withdrawal_options(*w.st, board, slow, hi, entered).empty());
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  Ctx ctx{*w.st, w.dice, decisions, w.said, *w.tables};
  offer_orderly_withdrawal(ctx, board, hi, entered);
  CHECK(w.unit(lc).hex != lc_hex);
  CHECK(w.grid().distance(w.unit(lc).hex, entered) > 2);
  CHECK(w.unit(lc).facing == S);
  CHECK(w.unit(slow).hex == w.step(entered, sE, 2));
  // Equal MA: no withdrawal.
  w.unit(lc).hex = lc_hex;
  w.setup->units[static_cast<std::size_t>(lc)].ma = 4;
  board.rebuild();
  CHECK(withdrawal_options(*w.st, board, lc, hi, entered).empty());
}

TEST_CASE("LotN 6.57, 4.41: a leader pays +1 to join a friend and enters an enemy ZOC only where a friend stands") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex f = w.step(c, sNE);
  w.add("Gula", 0, Arm::HI, f, N, 4, 7, 6);
  Hex e = w.step(w.step(c, sW, 2), sNW, 2);
  w.add("Croats", 1, Arm::LC, e, SE, 8, 5, 3);
  int gustav = w.add_leader("Gustavus", 0, c, 6);
  Hex wood = w.step(c, sSE);
  w.paint(wood, Terrain::Woods);
  Board board(*w.st);
  auto hexes = leader_move_options(*w.st, board, gustav);
  CHECK(std::find(hexes.begin(), hexes.end(), f) != hexes.end());
  CHECK(std::find(hexes.begin(), hexes.end(), wood) == hexes.end());  // the Leader column of Woods is lost
  for (const Hex& h : hexes) CHECK(!board.enemy_zoc(h, 0));
  Ctx ctx = w.ctx();
  CHECK(move_leader(ctx, board, gustav, f) == 2);
  CHECK(w.st->leaders[0].hex == f);
  // At most 9 MP a phase.
  CHECK(leader_move_options(*w.st, board, gustav, 9).empty());
}

TEST_CASE("Doctrine: advance toward the enemy; a Disrupted unit holds back") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex e = c;
  for (int i = 0; i < 6; ++i) e = w.step(e, i % 2 ? sNW : sNE);
  w.add("Pappenheim's HI", 1, Arm::HI, e, S, 4, 6, 6);
  int hi = w.add("Gula", 0, Arm::HI, c, N, 4, 7, 6);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, hi);
  int k = advise_move(*w.st, board, hi, opts);
  REQUIRE(k >= 0);
  CHECK(w.grid().distance(opts[static_cast<std::size_t>(k)].hex, e) < w.grid().distance(c, e));
  w.unit(hi).disrupted = true;
  auto dopts = move_options(*w.st, board, hi);
  int dk = advise_move(*w.st, board, hi, dopts);
  CHECK(w.grid().distance(dopts[static_cast<std::size_t>(dk)].hex, e) >= w.grid().distance(c, e));
}

TEST_CASE("move_options is fast enough for a doctrine battle") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int lc = w.add("Baudissin", 0, Arm::LC, c, N, 8, 6, 3);
  for (int i = 0; i < 6; ++i) w.add("Enemy " + std::to_string(i), 1, Arm::HI, w.step(w.step(c, sNE, 6), sW, i), S, 4, 6, 6);
  Board board(*w.st);
  auto t0 = std::chrono::steady_clock::now();
  std::size_t n = 0;
  for (int i = 0; i < 200; ++i) n += move_options(*w.st, board, lc).size();
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE("200 calls: " << ms << " ms, " << n / 200 << " options each");
  CHECK(ms < 2000);
}

TEST_CASE("LotN 9.33 example: 2321-2322 advances into 2222-2223 or wheels into 2222-2321") {
  MoveWorld w(true);
  Hex a = w.at("2321"), b = w.at("2322");
  int up = *w.map->vertex_for("NW");
  int br = w.add("Brigade", 0, Arm::HI, a, up, 4, 7, 9, b);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, br);
  auto has = [&](const char* x, const char* y, bool pivot) {
    Hex hx = w.at(x), hy = w.at(y);
    return std::any_of(opts.begin(), opts.end(), [&](const MoveOption& o) {
      bool same = (o.hex == hx && o.second == hy) || (o.hex == hy && o.second == hx);
      return same && o.hexes == 1 && o.path[0].front_to_flank == pivot;
    });
  };
  CHECK(has("2222", "2223", false));
  CHECK(has("2222", "2321", true));
  CHECK(has("2222", "2322", true));  // pivoting on the other half
  int pivots = 0;
  for (const MoveOption& o : opts)
    if (o.hexes == 1 && o.path[0].front_to_flank) ++pivots;
  CHECK(pivots == 2);
}

TEST_CASE("LotN 10.23: an Imperialist brigade stuck in a ZOC may wheel, rolling D+3; against LI, no roll") {
  for (bool li : {false, true}) {
    MoveWorld w;
    Hex a = w.at("W2520");
    Hex b = w.step(a, sW);
    int br = w.add("Imperial brigade", 1, Arm::HI, a, N, 4, 6, 8, b);
    // An enemy NE of the first half, facing SW: that half is one of its Front hexes.
    Hex e = w.step(a, sNE);
    w.add("Swedes", 0, li ? Arm::LI : Arm::HI, e, SW, 4, 6, li ? 2 : 6);
    Board board(*w.st);
    REQUIRE(board.enemy_zoc(a, 1));
    auto opts = move_options(*w.st, board, br);
    std::vector<const MoveOption*> wheels;
    for (const MoveOption& o : opts)
      if (!o.path.empty()) {
        CHECK(o.path.size() == 1);
        CHECK(o.path[0].wheel);
        wheels.push_back(&o);
      }
    REQUIRE(!wheels.empty());
    for (const MoveOption* o : wheels) {
      if (li) {
        CHECK(o->rolls == 0);
      } else {
        REQUIRE(o->rolls == 1);
        CHECK(o->path[0].rolls[0].plus == 3);
      }
    }
  }
}

TEST_CASE("LotN 6.22 example: a tercio crossing a deep stream uses all its MP, is Disrupted and loses SP (DH)") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex across = w.step(c, sNE);
  w.map->add_hexside(HexsideRecord{c, across, SideFeature::DeepStream, std::nullopt, "Floßgraben", "test"});
  int te = w.add("Tercio", 1, Arm::TE, c, N, 3, 6, 10);  // 10 musket, 5 pike
  Board board(*w.st);
  auto opts = move_options(*w.st, board, te);
  const MoveOption* o = move_test_end(opts, across, N);
  REQUIRE(o);
  CHECK(o->mp == 3);
  CHECK(o->automatic_disruption);
  for (const MoveOption& x : opts)
    if (!x.path.empty() && x.path[0].enters && x.path[0].hex == across) CHECK(x.hexes == 1);  // all its MP
  w.dice_source.push(8);  // 8 against the disrupted TQ 5: 3 SP lost
  Ctx ctx = w.ctx();
  MoveReport r = execute_move(ctx, board, te, *o);
  CHECK(r.effect == Effect::Disrupted);
  CHECK(w.unit(te).disrupted);
  CHECK(w.unit(te).hits() == 3);
  CHECK(w.unit(te).hex == across);
  // The example's cell was read and logged with its provenance.
  CHECK(w.lookups.count(Provenance::Example) >= 1);
}

TEST_CASE("Strict play: a move into a hex whose chart cell is lost is refused by name") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex town = w.step(c, sNE);
  w.paint(town, Terrain::Town);
  int hc = w.add("Finns", 0, Arm::HC, c, N, 8, 6, 4);
  Board board(*w.st);
  MoveOption forced;
  forced.hex = town;
  forced.facing = N;
  MoveStep s;
  s.enters = true;
  s.hex = town;
  s.facing = N;
  s.mp = 1;
  forced.path.push_back(s);
  forced.mp = 1;
  Ctx ctx = w.ctx();
  CHECK_THROWS_AS(execute_move(ctx, board, hc, forced), MissingValue);
  try {
    execute_move(ctx, board, hc, forced);
  } catch (const MissingValue& e) {
    CHECK(std::string(e.what()).find("Town") != std::string::npos);
  }
}

TEST_CASE("LotN 7.25: leaving an enemy ZOC calls the reaction-fire hook once, before the first step") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex e = w.step(w.step(w.step(c, sNE), sNW), sNE);
  w.add("Pappenheim's HI", 1, Arm::HI, e, S, 4, 6, 6);
  Hex z = w.step(e, sSW);
  int lc = w.add("Baudissin", 0, Arm::LC, z, S, 8, 6, 3);
  Board board(*w.st);
  REQUIRE(board.enemy_zoc(z, 0));
  auto opts = move_options(*w.st, board, lc);
  const MoveOption* away = nullptr;
  for (const MoveOption& o : opts)
    if (o.hexes == 2 && o.leaves_zoc && !o.ends_in_zoc) away = &o;
  REQUIRE(away);
  int calls = 0;
  Hex left{};
  MoveHooks hooks;
  hooks.on_leave_zoc = [&](int, const Hex& h) {
    ++calls;
    left = h;
  };
  Ctx ctx = w.ctx();
  MoveReport r = execute_move(ctx, board, lc, *away, hooks);
  CHECK(r.completed);
  CHECK(calls == 1);
  CHECK(left == z);
}

TEST_CASE("LotN 10.27: a unit In Column that is attacked goes back to line, Disrupted") {
  MoveWorld w;
  Hex a = w.at("W2520");
  int hi = w.add("White brigade", 0, Arm::HI, a, N, 4, 6, 8, w.step(a, sW));
  Board board(*w.st);
  Ctx ctx = w.ctx();
  auto sides = column_sides(*w.st, hi);
  REQUIRE(sides.size() == 2);
  CHECK(std::find(sides.begin(), sides.end(), sW) != sides.end());
  form_column(ctx, board, hi, sW);
  auto opts = move_options(*w.st, board, hi);
  const MoveOption* far = nullptr;
  for (const MoveOption& o : opts) {
    CHECK(o.mp <= 5);
    if (o.hexes == 5) far = &o;
  }
  CHECK(far);
  column_attacked(ctx, board, hi);
  CHECK(!w.unit(hi).in_column);
  CHECK(w.unit(hi).disrupted);
  UnitShape sh = shape(*w.st, hi);
  CHECK(shape_problem(w.grid(), sh).empty());
}

TEST_CASE("LotN 6.43, 4.42: a lone leader withdraws before the enemy; caught by cavalry he may be lost") {
  // He withdraws (the advice), toward a friend; more than one hex rolls against his Initiative.
  {
    MoveWorld w;
    Hex c = w.at("W2520");
    int hi = w.add("Gula", 0, Arm::HI, c, N, 4, 7, 6);
    Hex entered = w.step(c, sNE);
    Hex lh = w.step(w.step(entered, sNW), sNE);
    int tilly = w.add_leader("Tilly", 1, lh, 4);
    w.add("Tercio", 1, Arm::TE, w.step(lh, sNE, 4), S, 3, 6, 10);
    w.unit(hi).hex = entered;
    Board board(*w.st);
    auto opts = leader_withdrawal_options(*w.st, board, tilly, entered);
    REQUIRE(!opts.empty());
    for (const LeaderWithdrawal& o : opts) CHECK(w.grid().distance(o.hex, entered) > 2);
    DoctrineDecisions doctrine;
    Decisions decisions(&doctrine);
    Ctx ctx{*w.st, w.dice, decisions, w.said, *w.tables};
    w.dice_source.push(9);  // above his Initiative 3: Finished
    offer_orderly_withdrawal(ctx, board, hi, entered);
    const LeaderState& l = w.st->leaders[0];
    CHECK(l.on_map);
    CHECK(l.hex != lh);
    CHECK(w.grid().distance(l.hex, entered) > 2);
    if (w.grid().distance(l.hex, lh) > 1) {
      CHECK(l.status == LeaderState::Status::Finished);
      CHECK(w.dice_source.remaining() == 0);
    }
  }
  // Hemmed in against the map edge by cavalry: no way to withdraw, no way to his troops: captured.
  {
    MoveWorld w;
    Hex corner = w.at("W1000");
    int pappenheim = w.add_leader("Pappenheim", 1, corner, 4);
    Hex entered = w.step(corner, sSE);
    int lc = w.add("Finns", 0, Arm::HC, entered, NW, 7, 6, 4);
    Board board(*w.st);
    CHECK(leader_withdrawal_options(*w.st, board, pappenheim, entered).empty());
    Ctx ctx = w.ctx();
    offer_orderly_withdrawal(ctx, board, lc, entered);
    CHECK(!w.st->leaders[0].on_map);
    CHECK(w.st->leaders[0].captured);
  }
}

TEST_CASE("LotN 6.41: Orderly Withdrawal wired into execute_move's hook happens as the enemy comes within 2 hexes") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int hi = w.add("Gula", 0, Arm::HI, c, N, 4, 7, 6);
  Hex lc_hex = c;
  for (int i = 0; i < 4; ++i) lc_hex = w.step(lc_hex, i % 2 ? sNW : sNE);
  int lc = w.add("Croats", 1, Arm::LC, lc_hex, S, 8, 5, 2);
  Board board(*w.st);
  auto opts = move_options(*w.st, board, hi);
  Hex two = w.step(w.step(c, sNE), sNW);
  const MoveOption* o = move_test_end(opts, two, N);
  REQUIRE(o);
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  Ctx ctx{*w.st, w.dice, decisions, w.said, *w.tables};
  std::vector<Hex> when;
  MoveHooks hooks;
  hooks.on_enter = [&](int u, const Hex& h) {
    Hex before = w.unit(lc).hex;
    offer_orderly_withdrawal(ctx, board, u, h);
    if (w.unit(lc).hex != before) when.push_back(h);
    return true;
  };
  MoveReport r = execute_move(ctx, board, hi, *o, hooks);
  CHECK(r.completed);
  REQUIRE(when.size() == 1);
  CHECK(w.grid().distance(when[0], lc_hex) == 2);
  CHECK(w.grid().distance(w.unit(lc).hex, two) > 2);
}
