// LotN 2.1, 7.11, 8.14: hex ids as the scenarios write them, neighbours and
// distance on the Lützen map (no prefix) and across the seam of the two
// Breitenfeld sections, checked against the rulebook's examples.
#include <doctest/doctest.h>

#include "lotn/hex_grid.h"
#include "lotn_test_maps.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::hex;
using umpire::lotn_test::names;

namespace {

std::set<std::string> lotn_grid_test_ring(const HexGrid& grid, const std::string& id) {
  std::vector<Hex> out;
  for (const auto& n : grid.neighbours(hex(grid, id)))
    if (n) out.push_back(*n);
  return names(grid, out);
}

}  // namespace

TEST_CASE("LotN 2.1: hex ids read and written as the scenarios write them") {
  const HexGrid& l = lotn_test::lutzen().grid();
  const HexGrid& b = lotn_test::breitenfeld().grid();
  for (const char* id : {"2217", "2500", "1035", "4244", "1000"}) CHECK(l.name(hex(l, id)) == id);
  for (const char* id : {"W2321", "E1432", "W3300", "W3700", "W4218", "E2643"}) CHECK(b.name(hex(b, id)) == id);
  CHECK_FALSE(b.parse("2321"));   // Breitenfeld ids carry their section
  CHECK_FALSE(l.parse("W2321"));  // Lützen ids carry none
  CHECK_FALSE(b.parse("X2321"));
  CHECK_FALSE(b.parse("W232"));
  CHECK_FALSE(b.parse("W23210"));
  CHECK_FALSE(b.parse("W0921"));  // row 10 is the north edge
  CHECK_FALSE(b.parse("E1444"));  // E column 44 would lie on W column 00
  CHECK(b.hex_count() == 33u * 45u + 33u * 22u);
  for (std::size_t i : {std::size_t{0}, std::size_t{700}, b.hex_count() - 1}) CHECK(b.index(b.hex_at(i)) == i);
}

TEST_CASE("LotN 7.11: the six neighbours of a hex in an odd and an even row") {
  const HexGrid& g = lotn_test::lutzen().grid();
  // 9.33 example: a brigade in 2321-2322 advances into 2222-2223 or wheels into 2222-2321.
  CHECK(lotn_grid_test_ring(g, "2321") == std::set<std::string>{"2221", "2320", "2421", "2422", "2322", "2222"});
  CHECK(lotn_grid_test_ring(g, "2222") == std::set<std::string>{"2121", "2221", "2321", "2322", "2223", "2122"});
  CHECK(g.neighbour(hex(g, "2321"), 0) == hex(g, "2221"));  // side 0 up and right
  CHECK(g.neighbour(hex(g, "2321"), 5) == hex(g, "2222"));
  CHECK(g.neighbour(hex(g, "2222"), 2) == hex(g, "2321"));
  CHECK(g.side_towards(hex(g, "2321"), hex(g, "2222")) == 5);
  CHECK(g.side_towards(hex(g, "2222"), hex(g, "2321")) == opposite_side(5));
  CHECK(g.side_towards(hex(g, "2321"), hex(g, "2121")) == -1);
  // 9.2 example 2: a tercio in 2419 moves next to an LI in 2518, beside an LC in 2618.
  CHECK(g.adjacent(hex(g, "2419"), hex(g, "2518")));
  CHECK(g.adjacent(hex(g, "2518"), hex(g, "2618")));
  // 10.14: a Death Star in 2622 + 2721/2722 moves into 2521 + 2621/2622.
  CHECK(g.adjacent(hex(g, "2622"), hex(g, "2721")));
  CHECK(g.adjacent(hex(g, "2622"), hex(g, "2722")));
  CHECK(g.adjacent(hex(g, "2622"), hex(g, "2521")));
  CHECK(g.adjacent(hex(g, "2721"), hex(g, "2621")));
}

TEST_CASE("LotN 2.1: the 00 column and the first row are map edges") {
  const HexGrid& g = lotn_test::lutzen().grid();
  // 2500, where the Leipzig road leaves the map: nothing to the east.
  CHECK(lotn_grid_test_ring(g, "2500") == std::set<std::string>{"2400", "2600", "2601", "2501", "2401"});
  // An even row sits half a hex east: 2400 has nothing east, north-east or south-east.
  CHECK(lotn_grid_test_ring(g, "2400") == std::set<std::string>{"2500", "2401", "2300"});
  CHECK(lotn_grid_test_ring(g, "1010") == std::set<std::string>{"1009", "1109", "1110", "1011"});  // row 10 is even
  CHECK(lotn_grid_test_ring(g, "4244") == std::set<std::string>{"4143", "4144", "4243"});  // the south-west corner
}

TEST_CASE("LotN 2.1: the West and East sections of Breitenfeld join at W column 00") {
  const HexGrid& g = lotn_test::breitenfeld().grid();
  CHECK(g.neighbour(hex(g, "W2500"), 1) == hex(g, "E2543"));
  CHECK(g.neighbour(hex(g, "E2543"), 4) == hex(g, "W2500"));
  CHECK(lotn_grid_test_ring(g, "W2400") ==
        std::set<std::string>{"E2343", "E2443", "E2543", "W2500", "W2401", "W2300"});
  CHECK(g.distance(hex(g, "W2502"), hex(g, "E2541")) == 5);
  CHECK(g.distance(hex(g, "W2329"), hex(g, "E2643")) == 32);  // 3 rows cover 1.5 of the 30.5 hex widths between them
  CHECK_FALSE(g.neighbour(hex(g, "E2522"), 1));  // the East section's column 22 is the east edge of the map
}

TEST_CASE("LotN 8.14: distance in hexes, as the rulebook's examples count it") {
  const HexGrid& g = lotn_test::lutzen().grid();
  // 6.4 example 1: an HI brigade moving into 2219 is two hexes from the HC in 2217, which withdraws to 2215.
  CHECK(g.distance(hex(g, "2219"), hex(g, "2217")) == 2);
  CHECK(g.distance(hex(g, "2217"), hex(g, "2215")) == 2);
  // 6.4 example 2: an HI brigade in 2410 starts two hexes from the LI in 2610.
  CHECK(g.distance(hex(g, "2410"), hex(g, "2610")) == 2);
  // 8.6 example: heavy guns in 2434 fire at a brigade in 2627-2628 at 7 hexes.
  CHECK(g.distance(hex(g, "2434"), hex(g, "2628")) == 7);
  CHECK(g.distance(hex(g, "2434"), hex(g, "2627")) == 8);
  CHECK(g.distance(hex(g, "1008"), hex(g, "1035")) == 27);
  CHECK(g.distance(hex(g, "1000"), hex(g, "4200")) == 32);
  for (const char* a : {"2217", "3119", "1035"})
    for (const char* b : {"2500", "4244", "1712"}) CHECK(g.distance(hex(g, a), hex(g, b)) == g.distance(hex(g, b), hex(g, a)));
}

TEST_CASE("LotN 2.1: a grid declared in columns (flat-topped hexes) has straight columns") {
  GridSpec spec;
  spec.orientation = GridOrientation::Columns;
  spec.offset_parity = 0;  // even columns sit half a hex lower
  spec.sections.push_back(GridSection{"", 1, 9, 1, 9, 0, 0});
  HexGrid g(spec);
  CHECK(g.neighbour(hex(g, "0505"), 5) == hex(g, "0405"));  // side 5: straight up
  CHECK(g.neighbour(hex(g, "0505"), 2) == hex(g, "0605"));  // side 2: straight down
  CHECK(g.distance(hex(g, "0105"), hex(g, "0905")) == 8);
  CHECK(g.adjacent(hex(g, "0505"), hex(g, "0504")));
  CHECK(g.adjacent(hex(g, "0504"), hex(g, "0605")));   // an even column sits lower
  CHECK_FALSE(g.adjacent(hex(g, "0504"), hex(g, "0405")));
  CHECK_THROWS_AS(HexGrid(GridSpec{}), std::invalid_argument);
}
