// LotN 4.21: Command Range counts the hexes of a path from the leader to the
// unit, never through an enemy unit or an unoccupied hex in an enemy ZOC (a
// friend there negates it); Heavy Fog halves it for Individual Orders.
#include <doctest/doctest.h>

#include "lotn/command.h"
#include "move_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using namespace umpire::lotn_test;

TEST_CASE("LotN 4.21: the unit's hex counts, the leader's does not") {
  MoveWorld w;
  Hex c = w.at("W2520");
  int l = w.add_leader("Horn", 0, c, 3);
  Hex u3 = w.step(c, sE, 3);
  Hex u4 = w.step(c, sE, 4);
  w.add("Blue brigade", 0, Arm::HI, u3, N, 4, 7, 6);
  Board board(*w.st);
  CHECK(command_distance(*w.st, board, l, c) == 0);
  CHECK(command_distance(*w.st, board, l, u3) == 3);
  CHECK(in_command_range(*w.st, board, l, u3));
  CHECK(command_distance(*w.st, board, l, u4) == -1);
  CHECK(!in_command_range(*w.st, board, l, u4));
  w.st->visibility = Visibility::Heavy;  // range 3 halved, rounding up: 2
  CHECK(command_range(*w.st, l) == 2);
  CHECK(!in_command_range(*w.st, board, l, u3));
  CHECK(in_command_range(*w.st, board, l, u3, false));  // a Line Command keeps the full range
}

TEST_CASE("LotN 4.21: an enemy ZOC in an empty hex blocks the path; a friend there negates it") {
  MoveWorld w;
  Hex c = w.at("W2520");
  Hex mid = w.step(c, sNE);
  Hex target = w.step(mid, sNE);
  int l = w.add_leader("Banér", 0, c, 2);
  w.add("Red brigade", 0, Arm::HI, target, N, 4, 7, 6);
  // An enemy east of the middle hex, facing SW: its Front hexes are across sides SW and W, the middle hex one.
  int enemy = w.add("Croats", 1, Arm::LC, w.step(mid, sE), SW, 8, 5, 3);
  Board board(*w.st);
  REQUIRE(board.enemy_zoc(mid, 0));
  // With range 2 the only 2-hex path is through the controlled hex: out of range.
  CHECK(command_distance(*w.st, board, l, target) == -1);
  w.setup->leaders[0].range = 3;
  CHECK(command_distance(*w.st, board, l, target) == 3);
  w.setup->leaders[0].range = 2;
  // A friendly unit in the middle hex negates the ZOC.
  w.add("Musketeers", 0, Arm::LI, mid, N, 5, 5, 2);
  board.rebuild();
  CHECK(command_distance(*w.st, board, l, target) == 2);
  // An enemy unit in the hex blocks it whatever.
  w.unit(static_cast<int>(w.st->units.size()) - 1).on_map = false;
  w.unit(enemy).hex = mid;
  board.rebuild();
  CHECK(command_distance(*w.st, board, l, target) == -1);
}
