// Reinforcements and replacements (GdB 10, 14): the scheduled groups of the
// turn, Charles the Bold's army as one army, a group waiting while the enemy
// holds its zones, the conditional reinforcement once triggered, France's,
// the RP of a camp's lands and their exclusions, units and commanders bought
// back from the pool, the captured cannon, the unspent RP lost.
#include "bourgogne/reinforcements.h"
#include "bourgogne/forces.h"
#include "sequence_world.h"

using namespace bseq_test;

namespace {

State rr_world(int turn, Phase phase) {
  State s = bseq_state({}, [](Zone& z) {
    // Test values: RP in a few lands, placement zones in a few (none elsewhere, whatever the map says).
    z.rp = 0, z.rr.clear();
    if (z.id == "54" || z.id == "55") z.rp = 2;
    if (z.id == "53") z.rp = 1;
    if (z.id == "32" || z.id == "33") z.rp = 1;
    if (z.id == "19") z.rp = 3;
    if (z.id == "18") z.rp = 1;
    if (z.id == "53") z.rr = {Power::Burgundy};
    if (z.id == "19" || z.id == "18") z.rr = {Power::Swiss};
  });
  bseq_at(s, turn, phase, Step::Reinforcements);
  return s;
}

}  // namespace

TEST_CASE("GdB 14: Charles the Bold's army enters on turn 5 in 1, 12 or 21, as one army") {
  BseqWorld w(rr_world(5, Phase::Burgundian));
  CHECK(w.refusal("bourgogne.end_step", Json::object()).find("Charles the Bold's army must enter") !=
        std::string::npos);
  CHECK(w.refusal("bourgogne.reinforce", {{"group", "charles"}, {"zone", "54"}}).find("GdB 10.3") != std::string::npos);
  CHECK(w.refusal("bourgogne.reinforce", {{"group", "bern"}, {"zone", "19"}}).find("not due") != std::string::npos);
  w.apply("bourgogne.reinforce", {{"group", "charles"}, {"zone", "12"}});
  Stack st = stack_of(w.st(), "12", Camp::Burgundy);
  CHECK(st.army());
  CHECK(st.ss() == 22);
  CHECK(st.leader()->id == "charles");
  CHECK(w.check("bourgogne.end_step", Json::object()).empty());
}

TEST_CASE("GdB 10.1, 10.3: a reinforcement whose zones the enemy holds waits, and comes when one is free") {
  State s = rr_world(7, Phase::Swiss);
  bseq_put(s, "bur_pi_1", "18");  // Fribourg held by a Burgundian garrison
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.reinforce", {{"group", "fribourg"}, {"zone", "18"}})
            .find("holds a marker, an army or a "
                  "garrison") != std::string::npos);
  // Bern's and Zurich's groups must enter; Fribourg's waits.
  w.apply("bourgogne.reinforce", {{"group", "bern"}, {"zone", "19"}});
  w.apply("bourgogne.reinforce", {{"group", "zurich"}, {"zone", "7"}});
  CHECK(w.check("bourgogne.end_step", Json::object()).empty());
  State later = w.st();
  bseq_at(later, 8, Phase::Swiss, Step::Reinforcements);
  later.unit_mut("bur_pi_1").zone = "54";
  BseqWorld w8(std::move(later));
  CHECK(w8.refusal("bourgogne.end_step", Json::object()).find("Fribourg") != std::string::npos);
  w8.apply("bourgogne.reinforce", {{"group", "fribourg"}, {"zone", "18"}});
  CHECK(w8.st().unit("swi_cu_2")->zone == "18");
}

TEST_CASE("GdB 10.1: the conditional reinforcement comes the turn after its trigger, in the camp's placement zones") {
  State s = rr_world(3, Phase::Burgundian);
  s.tracks.conditional_triggered[Camp::Burgundy] = 3;
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.reinforce", {{"group", "burgundian_conditional"}, {"zone", "53"}}).find("not due") !=
        std::string::npos);
  State next = w.st();
  next.tracks.turn = 4;
  BseqWorld w4(std::move(next));
  CHECK(w4.refusal("bourgogne.reinforce", {{"group", "burgundian_conditional"}, {"zone", "54"}}).find("GdB 10.3") !=
        std::string::npos);
  w4.apply("bourgogne.reinforce", {{"group", "burgundian_conditional"}, {"zone", "53"}, {"units", {"bur_pi_4"}}});
  CHECK_FALSE(w4.st().tracks.conditional_received.count(Camp::Burgundy));
  w4.apply("bourgogne.reinforce", {{"group", "burgundian_conditional"}, {"zone", "53"}});
  CHECK(w4.st().tracks.conditional_received.at(Camp::Burgundy));
  CHECK(stack_of(w4.st(), "53", Camp::Burgundy).ss() == 6);
}

TEST_CASE("GdB 13: the French enter at 52 for the camp France joined, the turn after") {
  State s = rr_world(9, Phase::Swiss);
  s.tracks.france = Camp::Swiss, s.tracks.france_turn = 8;
  BseqWorld w(std::move(s));
  w.apply("bourgogne.reinforce", {{"group", "france"}, {"zone", "52"}});
  CHECK(stack_of(w.st(), "52", Camp::Swiss).ss() == 4);
  CHECK(w.st().commander("de_craon")->on_top);
}

TEST_CASE("GdB 10.2: RP of the camp's and its allies' lands, never a land the enemy holds or the enemy's own") {
  State s = rr_world(3, Phase::Burgundian);
  // Burgundy 54, 55 (2 each), 53 (1), Savoy 32, 33 (1 each): 7.
  CHECK(rp_available(s, Camp::Burgundy) == 7);
  CHECK(rp_available(s, Camp::Swiss) == 4);  // Bern 3, Fribourg 1
  bseq_put(s, "swi_pi_1", "55");             // a Swiss garrison in Chalon
  CHECK(rp_available(s, Camp::Burgundy) == 5);
  s.zone_mut("32").marker = Camp::Swiss;  // Swiss marker on a Savoyard objective: the Swiss take its RP
  CHECK(rp_available(s, Camp::Burgundy) == 4);
  CHECK(rp_available(s, Camp::Swiss) == 5);
  bseq_put(s, "bur_pi_1", "19");  // a Burgundian army in Bern: the enemy's national land never counts
  s.unit_mut("swi_pi_1").where = Where::Pool;
  CHECK(rp_available(s, Camp::Burgundy) == 6);
}

TEST_CASE("GdB 10.2: buying from the pool, full or reduced; no RP left, no unit; unspent RP are lost") {
  State s = rr_world(3, Phase::Burgundian);
  s.unit_mut("bur_pi_1").where = Where::Pool, s.unit_mut("bur_pi_1").ss = 0, s.unit_mut("bur_pi_1").zone.clear();
  s.unit_mut("bur_ar_1").where = Where::Pool, s.unit_mut("bur_ar_1").ss = 0, s.unit_mut("bur_ar_1").zone.clear();
  int full = s.unit("bur_pi_1")->rp_full, reduced = s.unit("bur_ar_1")->rp_reduced;
  REQUIRE(full + reduced <= 7);
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.replace", {{"unit", "swi_pi_1"}, {"zone", "53"}}).find("pool") != std::string::npos);
  w.apply("bourgogne.replace", {{"unit", "bur_pi_1"}, {"zone", "53"}});
  CHECK(w.st().unit("bur_pi_1")->ss == 2);
  w.apply("bourgogne.replace", {{"unit", "bur_ar_1"}, {"zone", "53"}, {"side", "reduced"}});
  CHECK(w.st().unit("bur_ar_1")->ss == 1);
  CHECK(rp_left(w.st(), Camp::Burgundy) == 7 - full - reduced);
  w.apply("bourgogne.end_step", Json::object());
  if (7 - full - reduced > 0) CHECK(w.said("unspent RP"));
  CHECK(w.st().tracks.step == Step::Movement);
  CHECK_FALSE(w.st().sequence.contains("rp_spent"));
}

TEST_CASE("GdB 9.6, 10.2: a captured cannon in the captor's pool is bought back by the captor") {
  State s = rr_world(3, Phase::Swiss);
  Unit& ca = s.unit_mut("bur_ca_1");
  ca.where = Where::Pool, ca.ss = 0, ca.zone.clear(), ca.ca_owner = Camp::Swiss;
  BseqWorld w(std::move(s));
  w.apply("bourgogne.replace", {{"unit", "bur_ca_1"}, {"zone", "19"}});
  CHECK(w.st().unit("bur_ca_1")->zone == "19");
  CHECK(w.st().unit("bur_ca_1")->ss == 1);
}

TEST_CASE("GdB 10.2: a commander back from the pool; setting commander_replacement_cost_rp") {
  State s = rr_world(3, Phase::Swiss);
  s.commander_mut("diesbach").where = Where::Pool, s.commander_mut("diesbach").zone.clear();
  s.commander_mut("diesbach").is_historical = false;
  BseqWorld w(std::move(s));
  w.cs.core.settings["commander_replacement_cost_rp"] = 5;
  CHECK(w.refusal("bourgogne.recall", {{"commander", "diesbach"}, {"zone", "19"}}).find("costs 5 RP") !=
        std::string::npos);
  w.cs.core.settings["commander_replacement_cost_rp"] = 0;
  w.apply("bourgogne.recall", {{"commander", "diesbach"}, {"zone", "19"}});
  CHECK(w.said("on his anonymous side"));
  CHECK(w.st().commander("diesbach")->zone == "19");
  CHECK(w.st().commander("diesbach")->on_top);
}

TEST_CASE("GdB 14: Lorraine joins the Swiss on turn 4, and its army enters in its lands") {
  State s = rr_world(3, Phase::Communal);
  s.tracks.step = Step::Diplomacy;
  BseqWorld w(std::move(s));
  w.apply("bourgogne.end_step", Json::object());
  CHECK(w.st().tracks.turn == 4);
  CHECK(w.st().tracks.pointers.at(Power::Lorraine) == 3);
  CHECK(w.said("Lorraine joins the Swiss"));
  State swiss = w.st();
  bseq_at(swiss, 4, Phase::Swiss, Step::Reinforcements);
  BseqWorld ws(std::move(swiss));
  ws.apply("bourgogne.reinforce", {{"group", "lorraine"}, {"zone", "22"}});
  CHECK(stack_of(ws.st(), "22", Camp::Swiss).ss() == 6);
}

TEST_CASE("GdB 10: the turn panel offers the reinforcements due and a purchase the RP allow") {
  State s = rr_world(5, Phase::Burgundian);
  s.unit_mut("bur_pi_1").where = Where::Pool, s.unit_mut("bur_pi_1").ss = 0, s.unit_mut("bur_pi_1").zone.clear();
  BseqWorld w(std::move(s));
  auto steps = sequence_next_steps(w.cs);
  REQUIRE(steps.size() >= 2);
  CHECK(steps[0].command["type"] == "bourgogne.reinforce");
  CHECK(steps[0].command["args"]["group"] == "charles");
  CHECK(steps[1].command["type"] == "bourgogne.replace");
  CHECK(w.check("bourgogne.replace", steps[1].command["args"]).empty());
  // The step cannot end yet: no "end the step" is offered.
  for (const auto& n : steps) CHECK(n.command["type"] != "bourgogne.end_step");
}
