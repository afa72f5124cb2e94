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

// --- keyed rolls (ARCHITECTURE promise 4: one faction's dice cannot depend on another's) ---

TEST_CASE("keyed dice: the faces depend only on the seed and the key, not on the position") {
  SeededDice early(42, 0), late(42, 977);
  Dice de(early), dl(late);
  dl.roll("something else first", 5, 6);
  const std::string key = "intelligence|Spring 1741|argozia|b17|nationality";
  DiceRoll a = de.keyed_roll("intelligence, D6", key, 3, 6);
  DiceRoll b = dl.keyed_roll("intelligence, D6", key, 3, 6);
  CHECK(a.faces == b.faces);
  CHECK(a.keyed);
  // The label is what the umpire reads; the key alone decides the faces.
  CHECK(dl.keyed_roll("another label, D6", key, 3, 6).faces == a.faces);
  // No position of the sequence is taken: the next sequential die is the one it would have been.
  CHECK(early.drawn() == 0);
  CHECK(de.faces_drawn() == 0);
  SeededDice plain(42, 0);
  Dice dp(plain);
  CHECK(de.d6("next") == dp.d6("next"));
  CHECK(de.faces_drawn() == 1);
  // Another seed gives other faces for the same key.
  SeededDice other(43, 0);
  Dice dother(other);
  int same = 0;
  for (int i = 0; i < 60; ++i)
    same += dother.keyed_roll("x", "k" + std::to_string(i), 1, 6).total() ==
            de.keyed_roll("x", "k" + std::to_string(i), 1, 6).total();
  CHECK(same < 25);
}

TEST_CASE("keyed dice: different keys give independent, evenly spread faces") {
  SeededDice s(7, 0);
  Dice d(s);
  std::map<int, int> counts;
  std::map<std::pair<int, int>, int> pairs;  // faces of two neighbouring keys
  for (int i = 0; i < 6000; ++i) {
    int a = d.keyed_roll("fairness", "box " + std::to_string(i) + "|nationality", 1, 6).total();
    int b = d.keyed_roll("fairness", "box " + std::to_string(i) + "|wrong nationality", 1, 6).total();
    ++counts[a];
    ++pairs[{a, b}];
  }
  REQUIRE(counts.size() == 6);
  for (const auto& [face, n] : counts) {
    CHECK(n > 850);
    CHECK(n < 1150);
  }
  REQUIRE(pairs.size() == 36);  // every combination comes up, about 1 in 36
  for (const auto& [faces, n] : pairs) {
    CHECK(n > 90);
    CHECK(n < 250);
  }
  CHECK(s.drawn() == 0);
  // A die of more sides, and several dice in one keyed roll, are not all alike.
  DiceRoll r = d.keyed_roll("which, D5", "k", 12, 5);
  std::map<int, int> seen;
  for (int f : r.faces) {
    CHECK(f >= 1);
    CHECK(f <= 5);
    ++seen[f];
  }
  CHECK(seen.size() >= 3);
}

TEST_CASE("keyed dice: typed-in and scripted dice give their faces in order") {
  ScriptedDice s({4, 2, 6});
  Dice d(s);
  CHECK(d.keyed_roll("a, D6", "k1", 1, 6).total() == 4);
  CHECK(d.d6("b, D6") == 2);
  CHECK(d.keyed_roll("c, D6", "k1", 1, 6).total() == 6);
  // They were not drawn by the key, so they count as every typed-in die always has.
  CHECK_FALSE(d.rolls()[0].keyed);
  CHECK_FALSE(d.rolls()[2].keyed);
  CHECK(d.faces_drawn() == 3);
  CHECK_FALSE(to_json(d.rolls()[0]).contains("keyed"));
}

TEST_CASE("keyed dice: replay gives the recorded faces; a file from before keyed rolls counts them as then") {
  SeededDice s(11, 5);
  Dice d(s);
  d.keyed_roll("intel, D6", "k", 1, 6);
  d.roll("attrition, 2D6", 2, 6);
  Json recorded = to_json(d.rolls());
  CHECK(recorded[0]["keyed"] == true);
  CHECK_FALSE(recorded[1].contains("keyed"));  // sequential rows are written exactly as before
  RecordedDice r(dice_rolls_from_json(JsonCursor(recorded, "journal")));
  Dice replay(r);
  CHECK(replay.keyed_roll("intel, D6", "k", 1, 6) == d.rolls()[0]);
  CHECK(replay.roll("attrition, 2D6", 2, 6) == d.rolls()[1]);
  CHECK(r.all_used());
  CHECK(replay.faces_drawn() == d.faces_drawn());
  CHECK(replay.faces_drawn() == 2);

  // An earlier version rolled the same request from the sequence, and wrote no flag:
  // it replays with its faces and still counts in dice_drawn, as that version counted it.
  Json old = Json::array({Json{{"label", "intel, D6"}, {"sides", 6}, {"faces", {3}}}});
  RecordedDice r_old(dice_rolls_from_json(JsonCursor(old, "journal")));
  Dice replay_old(r_old);
  DiceRoll got = replay_old.keyed_roll("intel, D6", "k", 1, 6);
  CHECK(got.faces == std::vector<int>{3});
  CHECK_FALSE(got.keyed);
  CHECK(replay_old.faces_drawn() == 1);
  CHECK(to_json(replay_old.rolls()) == old);

  // A keyed roll in the journal never stands in for a sequential one: the rules changed.
  RecordedDice r_bad(dice_rolls_from_json(JsonCursor(recorded, "journal")));
  Dice replay_bad(r_bad);
  CHECK_THROWS_AS(replay_bad.d6("intel, D6"), UserError);
  // The flag must be a boolean.
  Json bad = Json{{"label", "x"}, {"sides", 6}, {"faces", {1}}, {"keyed", "yes"}};
  CHECK_THROWS_AS(dice_roll_from_json(JsonCursor(bad, "journal")), JsonError);
}
