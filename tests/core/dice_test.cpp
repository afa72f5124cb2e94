#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <map>

#include <unistd.h>

#include "core/dice.h"

using namespace umpire;

TEST_CASE("seeded dice: the n-th die depends only on the seed and n") {
  SeededDice a(42, 0), b(42, 0);
  Dice da(a), db(b);
  for (int i = 0; i < 50; ++i) CHECK(da.d6("x") == db.d6("x"));
  // Starting part-way reproduces the same later dice: undo cannot fish for a roll.
  SeededDice c(42, 10);
  Dice dc(c);
  CHECK(dc.roll("y", 3, 6).faces ==
        std::vector<int>{da.rolls()[10].faces[0], da.rolls()[11].faces[0], da.rolls()[12].faces[0]});
  // Another seed gives another sequence.
  SeededDice other(43, 0);
  Dice dother(other);
  int same = 0;
  for (int i = 0; i < 50; ++i) same += dother.d6("x") == da.rolls()[static_cast<std::size_t>(i)].faces[0];
  CHECK(same < 25);
}

TEST_CASE("seeded dice: every face of a D6 comes up, roughly evenly") {
  SeededDice s(7, 0);
  Dice d(s);
  std::map<int, int> counts;
  for (int i = 0; i < 6000; ++i) ++counts[d.d6("fairness")];
  REQUIRE(counts.size() == 6);
  for (const auto& [face, n] : counts) {
    CHECK(face >= 1);
    CHECK(face <= 6);
    CHECK(n > 850);
    CHECK(n < 1150);
  }
  CHECK(s.drawn() == 6000);
}

TEST_CASE("dice record every roll with its label") {
  ScriptedDice s({3, 5, 6});
  Dice d(s);
  auto r = d.roll("attrition, Kolberg, 2D6-2", 2, 6);
  CHECK(r.total() == 8);
  CHECK(r.describe() == "attrition, Kolberg, 2D6-2: 3+5 = 8");
  CHECK(d.d6("initiative, Argozia") == 6);
  REQUIRE(d.rolls().size() == 2);
  CHECK(d.rolls()[1].label == "initiative, Argozia");
  CHECK(d.faces_drawn() == 3);
}

TEST_CASE("scripted dice: running out asks for the roll by its label") {
  ScriptedDice s({4});
  Dice d(s);
  try {
    d.roll("typhus, Tarn, 2D6", 2, 6);
    FAIL("expected DiceNeeded");
  } catch (const DiceNeeded& e) {
    CHECK(e.request().label == "typhus, Tarn, 2D6");
    CHECK(e.request().count == 2);
  }
}

TEST_CASE("scripted dice: a face no die shows is an error naming the roll") {
  ScriptedDice s({0});
  Dice d(s);
  CHECK_THROWS_WITH_AS(d.d6("weather"), "die for \"weather\" shows 0, but a D6 shows 1 to 6", UserError);
}

TEST_CASE("recorded dice replay exactly and detect a changed rule") {
  std::vector<DiceRoll> rolls{{"a, D6", 6, {2}}, {"b, 2D6", 6, {1, 1}}};
  RecordedDice r(rolls);
  Dice d(r);
  CHECK(d.d6("a, D6") == 2);
  CHECK_THROWS_AS(d.d6("c, D6"), UserError);  // the journal recorded "b, 2D6"
  RecordedDice r2(rolls);
  Dice d2(r2);
  d2.d6("a, D6");
  d2.roll("b, 2D6", 2, 6);
  CHECK(r2.all_used());
  CHECK_THROWS_AS(d2.d6("extra"), UserError);
}

TEST_CASE("dice rolls round-trip through JSON, and bad JSON is refused") {
  DiceRoll r{"morale, D6", 6, {5}};
  Json j = to_json(r);
  CHECK(dice_roll_from_json(JsonCursor(j, "t")) == r);
  Json bad = Json{{"label", "x"}, {"sides", 6}, {"faces", {9}}};
  CHECK_THROWS_WITH_AS(dice_roll_from_json(JsonCursor(bad, "journal")),
                       "journal: at /faces/0: expected an integer from 1 to 6, found 9", JsonError);
}

TEST_CASE("dice notation") {
  int count = 0, sides = 0;
  CHECK(parse_dice_notation("2D6", count, sides));
  CHECK(count == 2);
  CHECK(sides == 6);
  CHECK(parse_dice_notation("d10", count, sides));
  CHECK(count == 1);
  CHECK(sides == 10);
  CHECK_FALSE(parse_dice_notation("2D", count, sides));
  CHECK_FALSE(parse_dice_notation("D1", count, sides));
  CHECK_FALSE(parse_dice_notation("xD6", count, sides));
  CHECK_FALSE(parse_dice_notation("two dice", count, sides));
}

TEST_CASE("a dice file holds the faces the umpire typed, with comments") {
  std::string path = "/tmp/umpire_dice_test_" + std::to_string(::getpid()) + ".txt";
  {
    std::ofstream f(path);
    f << "# attrition at Kolberg\n3 5\n6  # initiative\n";
  }
  CHECK(read_dice_file(path) == std::vector<int>{3, 5, 6});
  {
    std::ofstream f(path);
    f << "3\nfive\n";
  }
  CHECK_THROWS_WITH_AS(read_dice_file(path), (path + ":2: expected a die face (a whole number), found \"five\"").c_str(),
                       UserError);
  std::remove(path.c_str());
  CHECK_THROWS_AS(read_dice_file(path), UserError);
}
