// Strategic movement (GdB 7.1): MP and mountains, the entry bans (GdB 6.1),
// stopping on the enemy, enemy commanders alone sent away, objectives taken on
// the way (GdB 12.1), garrisons picked up, the conditional reinforcements'
// triggers (GdB 10.1), one move a unit a phase, the lakes.
#include "bourgogne/forces.h"
#include "sequence_world.h"

using namespace bseq_test;

namespace {

// The draft map's stated links (54-45, 45-37, 55-46) and these test links.
State movement_world(int turn = 1, Phase phase = Phase::Burgundian) {
  State s = bseq_state({{"54", "21"}, {"54", "52"}, {"45", "32"}, {"32", "18"}, {"18", "19"}, {"32", "53"}});
  bseq_at(s, turn, phase, Step::Movement);
  return s;
}

}  // namespace

TEST_CASE("GdB 7.1: the army has its leader's MP; a mountain costs 2") {
  BseqWorld w(movement_world());
  // de Blamont (MP 3) in Beaune: Auxonne 1 + Besançon (mountain) 2.
  w.apply("bourgogne.move", {{"from", "54"}, {"path", {"45", "37"}}});
  CHECK(w.said("3 MP spent, 0 MP left"));
  CHECK(w.st().unit("bur_ga_1")->zone == "37");
  CHECK(w.st().commander("de_blamont")->mp_used == 3);
  CHECK(stack_of(w.st(), "37", Camp::Burgundy).army());  // joined Jacques de Savoie's stack
}

TEST_CASE("GdB 7.1: an army without the MP for a mountain does not enter it") {
  State s = movement_world();
  s.commander_mut("de_blamont").mp_used = 1;
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45", "37"}}}).find("costs 2 MP") != std::string::npos);
}

TEST_CASE("GdB 6.1, 7.1: Lorraine is closed before turn 5, France while neutral") {
  BseqWorld w(movement_world());
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"21"}}}).find("Lorraine before turn 5") !=
        std::string::npos);
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"52"}}}).find("France while it is neutral") !=
        std::string::npos);
  State later = movement_world(5);
  later.tracks.pointers[Power::Lorraine] = 3;
  BseqWorld w5(std::move(later));
  CHECK(w5.check("bourgogne.move", {{"from", "54"}, {"path", {"21"}}}).empty());
}

TEST_CASE("GdB 7.1: an enemy army or garrison stops the army, which stays an army") {
  State s = movement_world();
  bseq_put(s, "swi_pi_3", "45");
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45", "37"}}}).find("stops in") != std::string::npos);
  CHECK(!w.check("bourgogne.move", {{"from", "54"}, {"path", {"45"}}, {"form", "garrison"}}).empty());
  w.apply("bourgogne.move", {{"from", "54"}, {"path", {"45"}}});
  CHECK(w.said("a combat will be fought"));
  CHECK(control(w.st(), "45").status == ZoneStatus::Disputed);
}

TEST_CASE("GdB 7.1: enemy commanders alone go to their nearest friendly stack") {
  State s = movement_world();
  bseq_put(s, "diesbach", "45");  // his units stay in 20, which no link reaches
  BseqWorld w(std::move(s));
  w.apply("bourgogne.move", {{"from", "54"}, {"path", {"45"}}});
  CHECK(w.st().commander("diesbach")->zone == "19");  // Bern: 3 MP away by Savoy and Fribourg
  CHECK(w.st().commander("diesbach")->on_top);        // Scharnachthal's army
  CHECK(w.said("withdraws to Bern (19)"));
}

TEST_CASE("GdB 6.1, 12.1, 10.1: a Swiss army takes the objective it passes and triggers the Duchy's reinforcement") {
  BseqWorld w(movement_world(1, Phase::Swiss));
  int vp32 = w.st().map->at("32").vp;
  REQUIRE(vp32 > 0);
  w.apply("bourgogne.move", {{"from", "19"}, {"path", {"18", "32", "53"}}});
  CHECK(w.st().zone("32").marker == Camp::Swiss);
  CHECK(w.st().tracks.vp.at(Camp::Swiss) == vp32);
  CHECK(w.st().tracks.conditional_triggered.at(Camp::Burgundy) == 1);
  CHECK(w.said("the Burgundians will receive their conditional reinforcement next turn"));
}

TEST_CASE("GdB 7.1: a garrison's units are taken along on the way; a unit moves once a phase") {
  State s = movement_world();
  bseq_put(s, "bur_pi_2", "45");
  BseqWorld w(std::move(s));
  w.apply("bourgogne.move",
          {{"from", "54"}, {"path", {"45"}}, {"units", {"bur_ga_1"}}, {"commanders", {"de_blamont"}}});
  // The Pikemen 1 left behind in Beaune cannot go anywhere without a commander.
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45"}}}).find("without a commander") !=
        std::string::npos);
  // The Gendarmes moved: from Auxonne only the Pikemen 2 may go, picked up.
  CHECK(
      w.refusal("bourgogne.move", {{"from", "45"}, {"path", {"37"}}, {"units", {"bur_ga_1"}}}).find("already moved") !=
      std::string::npos);
  w.apply("bourgogne.move", {{"from", "45"}, {"path", {"37"}}, {"units", {"bur_pi_2"}}});
  CHECK(w.st().unit("bur_pi_2")->zone == "37");
  CHECK(w.st().unit("bur_ga_1")->zone == "45");  // garrison left without its commander
}

TEST_CASE("GdB 7.1: units dropped on the way, a commander at the bottom; the leader cannot be dropped") {
  State s = movement_world();
  bseq_put(s, "campobasso", "54");
  BseqWorld w(std::move(s));
  CHECK(
      w.refusal("bourgogne.move",
                {{"from", "54"}, {"path", {"45", "37"}}, {"drop_off", {{{"zone", "45"}, {"pieces", {"de_blamont"}}}}}})
          .find("leader") != std::string::npos);
  w.apply("bourgogne.move", {{"from", "54"},
                             {"path", {"45", "37"}},
                             {"drop_off", {{{"zone", "45"}, {"pieces", {"campobasso", "bur_pi_1"}}}}}});
  CHECK(w.st().commander("campobasso")->zone == "45");
  CHECK_FALSE(w.st().commander("campobasso")->on_top);
  CHECK(w.st().unit("bur_pi_1")->zone == "45");
  CHECK(w.st().commander("campobasso")->mp_used == 1);
}

TEST_CASE("GdB 7.1: a garrison's commanders to the top cost 2 MP and count as movement; to the bottom is free") {
  State s = movement_world();
  s.commander_mut("de_blamont").on_top = false;
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45"}}}).find("garrison") != std::string::npos);
  w.apply("bourgogne.reposition", {{"zone", "54"}, {"form", "army"}});
  CHECK(w.st().commander("de_blamont")->mp_used == 2);
  CHECK(w.st().unit("bur_ga_1")->moved);
  w.apply("bourgogne.reposition", {{"zone", "54"}, {"form", "garrison"}});
  CHECK(w.st().commander("de_blamont")->mp_used == 2);
  CHECK(w.refusal("bourgogne.reposition", {{"zone", "54"}, {"form", "army"}}).find("costs 2 MP") != std::string::npos);
}

TEST_CASE("GdB 7.1: never across a lake") {
  State s = movement_world();
  Map m = *s.map;
  Lake lake;
  lake.id = "neuchatel", lake.name = "Lake Neuchâtel", lake.blocks = {{"54", "45"}};
  m.lakes.push_back(lake);
  m.index();
  s.map = std::make_shared<const Map>(std::move(m));
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45"}}}).find("not adjacent") != std::string::npos);
}

TEST_CASE("GdB 7.1: movement only in the acting camp's movement step") {
  State s = movement_world();
  s.tracks.step = Step::Fatigue;
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45"}}}).find("GdB 5") != std::string::npos);
}

TEST_CASE("GdB 12.1: setting objective_vp_model: 'holder' takes nothing from a camp that never scored; 'ledger' does") {
  BseqWorld holder(movement_world(1, Phase::Swiss));
  int vp32 = holder.st().map->at("32").vp;
  holder.apply("bourgogne.move", {{"from", "19"}, {"path", {"18", "32"}}});
  CHECK(holder.st().tracks.vp.at(Camp::Burgundy) == 0);
  CHECK(holder.st().tracks.vp.at(Camp::Swiss) == vp32);
  BseqWorld ledger(movement_world(1, Phase::Swiss));
  ledger.cs.core.settings["objective_vp_model"] = 1;
  ledger.apply("bourgogne.move", {{"from", "19"}, {"path", {"18", "32"}}});
  CHECK(ledger.st().tracks.vp.at(Camp::Burgundy) == -vp32);
  CHECK(ledger.st().tracks.vp.at(Camp::Swiss) == vp32);
}

TEST_CASE("GdB 7.1: a commander alone moves without units, takes nothing and triggers nothing") {
  BseqWorld w(movement_world(1, Phase::Swiss));
  w.apply("bourgogne.move", {{"from", "19"}, {"path", {"18", "32", "53"}}, {"alone", true}});
  CHECK(w.st().commander("scharnachthal")->zone == "53");
  CHECK(w.st().zone("32").marker == Camp::Burgundy);
  CHECK_FALSE(w.st().tracks.conditional_triggered.count(Camp::Burgundy));
  CHECK(stack_of(w.st(), "19", Camp::Swiss).ss() == 12);  // his units stay, a garrison
  CHECK_FALSE(stack_of(w.st(), "19", Camp::Swiss).army());
}
