// The Bourgogne battle engine's tables and geometry: Table 3 cell by cell as
// the rulebook prints it, the column rounding both ways (GdB 9.5.7 for a
// battle, for the besieger in a siege), the fire rows (GdB 9.1), the
// advantage modifiers (GdB 9.3.4 or T3) and the camp split of the markers.
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/tactical_procedure.h"

using namespace umpire;
using namespace umpire::bourgogne_battle;

namespace {

std::string gdb_cell_text(const T3Cell& c) {
  return std::to_string(c.loss) + (c.star ? "*" : "") + (c.retreat ? "R" : "");
}

}  // namespace

TEST_CASE("Table 3: every row and column as printed (GdB T3)") {
  // attacker / defender, die 1 to 6, columns 1/2-, 2/3, 1/1, 3/2, 2/1+.
  const char* printed[6][5] = {{"4*R/0", "2*R/0", "1*/0", "1/1", "1/3R"}, {"4*R/0", "2*R/0", "1/0", "1/1", "1/3R"},
                               {"4*R/0", "2R/0", "0R/0", "1/1", "1/3R"},  {"3R/1", "1/1", "0/0R", "0/2R", "0/4*R"},
                               {"3R/1", "1/1", "0/1", "0/2*R", "0/4*R"},  {"3R/1", "1/1", "0/1*", "0/2*R", "0/4*R"}};
  const auto& t = tables();
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < kColumnCount; ++c) {
      CAPTURE(r + 1);
      CAPTURE(c);
      CHECK(gdb_cell_text(t.table3[r][c][0]) + "/" + gdb_cell_text(t.table3[r][c][1]) == printed[r][c]);
    }
  CHECK(t.column_names[0] == "1/2 and -");
  CHECK(t.column_names[4] == "2/1 and +");
}

TEST_CASE("the column: the highest the ratio reaches in a battle, the next up for a besieger (GdB 9.5.7)") {
  // A battle rounds for the defender.
  CHECK(column_for(10, 1, false) == 4);
  CHECK(column_for(20, 10, false) == 4);
  CHECK(column_for(19, 10, false) == 3);
  CHECK(column_for(15, 10, false) == 3);
  CHECK(column_for(14, 10, false) == 2);
  CHECK(column_for(10, 10, false) == 2);
  CHECK(column_for(9, 10, false) == 1);
  CHECK(column_for(7, 10, false) == 1);  // 0.7 >= 2/3
  CHECK(column_for(6, 10, false) == 0);
  CHECK(column_for(1, 10, false) == 0);
  // A siege rounds for the besieger (siege_ratio_rounding "besieger").
  CHECK(column_for(12, 10, true) == 3);
  CHECK(column_for(15, 10, true) == 3);
  CHECK(column_for(16, 10, true) == 4);
  CHECK(column_for(10, 10, true) == 2);
  CHECK(column_for(7, 10, true) == 2);
  CHECK(column_for(6, 10, true) == 1);
  CHECK(column_for(5, 10, true) == 0);
  // An exact ratio reads the same column both ways.
  for (auto [a, d] : {std::pair{1, 2}, {2, 3}, {1, 1}, {3, 2}, {2, 1}})
    CHECK(column_for(a * 6, d * 6, true) == column_for(a * 6, d * 6, false));
}

TEST_CASE("fire distance: the front row reaches the enemy front at 1, its 2nd line at 2, its 3rd at 3 (GdB 9.1)") {
  for (int z : {kL1, kWL, kWR}) {
    CHECK(fire_distance(0, {0, z}, {1, kL1}) == 1);
    CHECK(fire_distance(0, {0, z}, {1, kWL}) == 1);
    CHECK(fire_distance(0, {0, z}, {1, kWR}) == 1);
    CHECK(fire_distance(0, {0, z}, {1, kL2}) == 2);
    CHECK(fire_distance(0, {0, z}, {1, kL3}) == 3);
  }
  CHECK(fire_distance(0, {0, kL2}, {1, kL1}) == 2);
  CHECK(fire_distance(1, {1, kL3}, {0, kL3}) == 5);
  CHECK(fire_distance(0, {0, kWL}, {0, kWR}) == 1);  // two zones of one row
}

TEST_CASE("the tactical map: lines 1 MP apart, wings 2 from every line, facing zones across (GdB 7.2, reconstructed)") {
  CHECK(move_cost({0, kL1}, {0, kL2}) == 1);
  CHECK(move_cost({0, kL2}, {0, kWR}) == 2);
  CHECK(move_cost({0, kWL}, {0, kRZ}) == 1);
  CHECK(move_cost({0, kL1}, {1, kL1}) == 1);
  CHECK(move_cost({0, kWR}, {1, kWL}) == 1);  // the Burgundian right wing faces the Swiss left (GdB 9.5)
  CHECK(move_cost({0, kWR}, {1, kWR}) == -1);
  CHECK(move_cost({0, kL1}, {0, kL3}) == -1);
}

TEST_CASE("each camp holds 6 general markers and 1 of its own (GdB 9.3.3)") {
  auto bur = tables().camp_markers("burgundy"), swi = tables().camp_markers("swiss");
  CHECK(bur.size() == 7);
  CHECK(swi.size() == 7);
  CHECK(std::find(bur.begin(), bur.end(), "battery") != bur.end());
  CHECK(std::find(bur.begin(), bur.end(), "cut_and_thrust") == bur.end());
  CHECK(std::find(swi.begin(), swi.end(), "cut_and_thrust") != swi.end());
  CHECK(std::find(swi.begin(), swi.end(), "battery") == swi.end());
}
