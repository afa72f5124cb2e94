// Fatigue and desertion (GdB 8, Table 1): every row and column of the table,
// the die's modifiers, the losses spread by the owner or by default, the
// setting fatigue_scope, and the step that cannot end before every stack rolled.
#include "bourgogne/fatigue.h"
#include "bourgogne/forces.h"
#include "sequence_world.h"

using namespace bseq_test;

namespace {

State fatigue_world(int turn = 3) {
  State s = bseq_state();
  bseq_at(s, turn, Phase::Burgundian, Step::Fatigue);
  return s;
}

}  // namespace

TEST_CASE("GdB T1: every row and column of the fatigue table, as printed") {
  // Rows: 1 and less, 2, 3, 4, 5, 6 and more; columns 1-4, 5-9, 10-19, 20+.
  const int printed[6][4] = {{0, 0, 0, 0}, {0, 0, 0, 1}, {0, 0, 0, 1}, {0, 0, 1, 2}, {0, 1, 2, 2}, {1, 2, 3, 4}};
  const int lowest[4] = {1, 5, 10, 20}, highest[4] = {4, 9, 19, 40};
  for (int row = 0; row < 6; ++row)
    for (int col = 0; col < 4; ++col) {
      CAPTURE(row + 1);
      CAPTURE(col);
      CHECK(fatigue_losses(row + 1, lowest[col]) == printed[row][col]);
      CHECK(fatigue_losses(row + 1, highest[col]) == printed[row][col]);
    }
  CHECK(fatigue_losses(-1, 25) == 0);  // "1 and less"
  CHECK(fatigue_losses(8, 25) == 4);   // "6 and more"
  CHECK(fatigue_column(12) == "10–19 SS");
}

TEST_CASE("GdB 8: the modifiers: bad weather +1, garrison -1, moved +1") {
  State s = fatigue_world(2);
  CHECK(fatigue_modifier(s, "54", Camp::Burgundy) == 1);  // turn 2, an army that did not move
  s.commander_mut("de_blamont").on_top = false;
  CHECK(fatigue_modifier(s, "54", Camp::Burgundy) == 0);
  s.unit_mut("bur_ar_1").moved = true;
  CHECK(fatigue_modifier(s, "54", Camp::Burgundy) == 1);
  bseq_at(s, 3, Phase::Burgundian, Step::Fatigue);
  CHECK(fatigue_modifier(s, "54", Camp::Burgundy) == 0);
  CHECK(fatigue_modifier(s, "28", Camp::Swiss) == -1);  // the German garrison
}

TEST_CASE("GdB 8: a stack of 10 SS that moved on a bad-weather turn loses 3 SS on a 4, the owner's choice first") {
  State s = fatigue_world(7);
  for (const auto* u : stack_of(s, "33", Camp::Burgundy).units) s.unit_mut(u->id).moved = true;
  BseqWorld w(std::move(s));
  // 4 + 1 (bad weather) + 1 (moved) = 6, column 10-19: 3 SS.
  w.apply("bourgogne.fatigue", {{"zone", "33"}, {"losses", {"sav_pi_1", "sav_pi_1"}}}, {4});
  CHECK(w.said("die 4 +2 = 6, 3 SS lost"));
  CHECK(w.st().unit("sav_pi_1")->where == Where::Pool);
  // The third SS by default: the weakest combat factor now.
  CHECK(stack_of(w.st(), "33", Camp::Burgundy).ss() == 7);
  CHECK(w.refusal("bourgogne.fatigue", {{"zone", "33"}}).find("has rolled") != std::string::npos);
}

TEST_CASE("GdB 8: a garrison's -1 saves it on a 2") {
  State s = fatigue_world(3);
  s.commander_mut("p_de_gingins").on_top = false;
  BseqWorld w(std::move(s));
  w.apply("bourgogne.fatigue", {{"zone", "33"}}, {5});  // 5 - 1 = 4, column 10-19: 1 SS
  CHECK(stack_of(w.st(), "33", Camp::Burgundy).ss() == 9);
}

TEST_CASE("GdB 8: the step ends when every stack rolled; setting fatigue_scope 'all' makes both camps roll") {
  State s = fatigue_world(3);
  BseqWorld w(std::move(s));
  auto due = fatigue_due(w.cs);
  CHECK(due.size() == 3);  // Beaune, Besançon, the Vaud stack: the acting camp's only
  CHECK(w.refusal("bourgogne.end_step", Json::object()).find("GdB 8") != std::string::npos);
  CHECK(w.refusal("bourgogne.fatigue", {{"zone", "19"}, {"camp", "swiss"}}).find("fatigue_scope") != std::string::npos);
  w.cs.core.settings["fatigue_scope"] = 1;
  CHECK(fatigue_due(w.cs).size() == 6);
  w.apply("bourgogne.fatigue", {{"zone", "19"}, {"camp", "swiss"}}, {1});
  for (const auto& [zone, camp] : fatigue_due(w.cs))
    w.apply("bourgogne.fatigue", {{"zone", zone}, {"camp", to_string(camp)}}, {1});
  CHECK(w.check("bourgogne.end_step", Json::object()).empty());
}
