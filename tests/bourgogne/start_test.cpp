// The start of the campaign (GdB 14), the state's round trip, control of zones
// (GdB 6.1) and objectives' VP (GdB 12.1).
#include <doctest/doctest.h>

#include "bourgogne/forces.h"
#include "bourgogne/scenario.h"
#include "bourgogne/turn.h"

using namespace umpire;
using namespace umpire::bourgogne;

TEST_CASE("GdB 14: the set-up's stacks and their strength") {
  State s = start_state();
  CHECK(stack_of(s, "19", Camp::Swiss).ss() == 12);
  CHECK(stack_of(s, "20", Camp::Swiss).ss() == 4);
  CHECK(stack_of(s, "28", Camp::Swiss).ss() == 8);
  CHECK_FALSE(stack_of(s, "28", Camp::Swiss).army());  // no commander: a garrison
  CHECK(stack_of(s, "54", Camp::Burgundy).ss() == 9);  // the cannon counts 1
  CHECK(stack_of(s, "37", Camp::Burgundy).ss() == 4);
  CHECK(stack_of(s, "33", Camp::Burgundy).ss() == 10);
  CHECK(stack_of(s, "19", Camp::Swiss).army());
  CHECK(stack_of(s, "19", Camp::Swiss).leader()->name == "Scharnachthal");
  CHECK(s.tracks.vp.at(Camp::Burgundy) == 0);
  CHECK(s.tracks.vp.at(Camp::Swiss) == 0);
}

TEST_CASE("GdB 14: the reinforcements wait for their turn, Charles the Bold's army is 22 SS") {
  State s = start_state();
  int charles = 0;
  for (const auto& u : s.units)
    if (u.arrival == "charles") charles += u.type == UnitType::Ca ? 1 : 2;
  CHECK(charles == 22);
  CHECK(s.commander("charles")->where == Where::Waiting);
  CHECK(s.commander("charles")->now().tc == 4);
  CHECK(s.commander("rene")->anonymous.tc == 1);
  for (const auto& u : s.units) CHECK_MESSAGE((u.on_map() || u.where == Where::Waiting), u.id);
}

TEST_CASE("GdB 14: Table 4's pointers on their squares, Lorraine's not before turn 4") {
  State s = start_state();
  CHECK(s.tracks.pointers.count(Power::Lorraine) == 0);
  CHECK(allegiance(s, Power::Savoy) == Allegiance::Constant);
  CHECK(allegiance(s, Power::Lorraine) == Allegiance::Absent);
  CHECK_FALSE(camp_of(s, Power::Lorraine).has_value());
  CHECK(camp_of(s, Power::Italy) == Camp::Burgundy);
  s.tracks.pointers[Power::Italy] = 2;
  CHECK(allegiance(s, Power::Italy) == Allegiance::Doubt);
  s.tracks.pointers[Power::Italy] = 0;
  CHECK_FALSE(camp_of(s, Power::Italy).has_value());
}

TEST_CASE("GdB 6.1: control by units alone, by marker, by original territory; disputed; neutral") {
  State s = start_state();
  CHECK(controller(s, "19") == Camp::Swiss);
  CHECK(controller(s, "37") == Camp::Burgundy);  // Jacques de Savoie's stack
  CHECK(controller(s, "32") == Camp::Burgundy);  // a marker, nobody there
  CHECK(controller(s, "53") == Camp::Burgundy);  // the Duchy: original territory
  CHECK(control(s, "21").status == ZoneStatus::Neutral);  // Lorraine before turn 4
  CHECK_FALSE(entry_ban(s, "21").empty());
  s.unit_mut("swi_pi_1").zone = "37";
  CHECK(control(s, "37").status == ZoneStatus::Disputed);
}

TEST_CASE("GdB 12.1: an objective's VP go to the taker and leave the camp that scored them") {
  State s = start_state();
  std::vector<Event> events;
  int vp37 = s.map->at("37").vp;
  take_objective(s, "37", Camp::Swiss, false, events);
  CHECK(s.tracks.vp.at(Camp::Swiss) == vp37);
  CHECK(s.tracks.vp.at(Camp::Burgundy) == 0);  // the set-up's marker scored nothing
  take_objective(s, "37", Camp::Burgundy, false, events);
  CHECK(s.tracks.vp.at(Camp::Swiss) == 0);
  CHECK(s.tracks.vp.at(Camp::Burgundy) == vp37);
  take_objective(s, "37", Camp::Burgundy, false, events);  // already held: nothing
  CHECK(s.tracks.vp.at(Camp::Burgundy) == vp37);
  State l = start_state();
  take_objective(l, "37", Camp::Swiss, true, events);
  CHECK(l.tracks.vp.at(Camp::Burgundy) == -vp37);  // the ledger may go below 0
}

TEST_CASE("The state reads back what it writes") {
  State s = start_state();
  s.tracks.france = Camp::Swiss;
  s.tracks.vp_record.push_back(s.tracks.vp);
  s.zone_mut("37").vp_holder = Camp::Swiss;
  Json j = s.to_json();
  State r = state_from_json(JsonCursor(j, "state"));
  CHECK(r.to_json() == j);
}

TEST_CASE("GdB 5: the steps of a turn, no reinforcements on turn 1") {
  State s = start_state();
  CHECK(s.tracks.phase == Phase::Burgundian);
  CHECK(s.tracks.step == Step::Movement);
  s.tracks.step = Step::Sieges;
  CHECK(following(s) == std::pair{Phase::Swiss, Step::Movement});
  s.tracks.turn = 2;
  CHECK(following(s) == std::pair{Phase::Swiss, Step::Reinforcements});
  s.tracks.phase = Phase::Swiss;
  CHECK(following(s) == std::pair{Phase::Communal, Step::Diplomacy});
  s.tracks.phase = Phase::Communal, s.tracks.step = Step::End, s.tracks.turn = 12;
  CHECK(following(s).first == Phase::Over);
  CHECK(months(9) == "May–Jun 1476");
}
