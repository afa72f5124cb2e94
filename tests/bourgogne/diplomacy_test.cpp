// Diplomacy and the end of the game (GdB 9.5.14, 11, 12.2, 13): the loser's
// allies losing heart, an ally turned neutral (VP, its units and commanders out
// of the game), France's optional intervention, the victory levels after turn
// 12 and Charles the Bold's fall, with the settings they read.
#include "bourgogne/diplomacy.h"
#include "bourgogne/forces.h"
#include "sequence_world.h"

using namespace bseq_test;

namespace {

State diplomacy_world(int turn = 6) {
  State s = bseq_state();
  bseq_at(s, turn, Phase::Communal, Step::Diplomacy);
  return s;
}

}  // namespace

TEST_CASE("GdB 9.5.14: each ally of the loser's camp moves 1 square toward neutral; the other camp's do not") {
  BseqWorld w(diplomacy_world());
  State s = w.st();
  std::vector<Event> events;
  allies_lose_heart(w.cs, s, Camp::Burgundy, events);
  CHECK(s.tracks.pointers.at(Power::Savoy) == 3);
  CHECK(s.tracks.pointers.at(Power::Italy) == 2);
  CHECK(allegiance(s, Power::Italy) == Allegiance::Doubt);
  CHECK(s.tracks.pointers.at(Power::Germany) == 4);
  CHECK(s.tracks.vp.at(Camp::Swiss) == 0);
}

TEST_CASE("GdB 11, 12.1: an ally reaching neutral scores Table 4's centre for the other camp at once") {
  BseqWorld w(diplomacy_world());
  State s = w.st();
  s.tracks.pointers[Power::Italy] = 1;
  s.tracks.pointers[Power::Savoy] = 1;
  std::vector<Event> events;
  allies_lose_heart(w.cs, s, Camp::Burgundy, events);
  CHECK(s.tracks.vp.at(Camp::Swiss) == 7);  // Italy 3 + Savoy 4
  CHECK(allegiance(s, Power::Italy) == Allegiance::Neutral);
  allies_lose_heart(w.cs, s, Camp::Burgundy, events);  // a neutral pointer moves no further
  CHECK(s.tracks.vp.at(Camp::Swiss) == 7);
}

TEST_CASE("GdB 11: setting lorraine_germany_neutral_vp: Table 4's row, or none for the Swiss allies") {
  BseqWorld w(diplomacy_world());
  State s = w.st();
  s.tracks.pointers[Power::Germany] = 1;
  std::vector<Event> events;
  State t = s;
  allies_lose_heart(w.cs, s, Camp::Swiss, events);
  CHECK(s.tracks.vp.at(Camp::Burgundy) == 4);
  w.cs.core.settings["lorraine_germany_neutral_vp"] = 1;
  allies_lose_heart(w.cs, t, Camp::Swiss, events);
  CHECK(t.tracks.vp.at(Camp::Burgundy) == 0);
}

TEST_CASE("GdB 11: at the diplomacy step a neutral ally's units leave; its commanders per the setting") {
  State s = diplomacy_world();
  bseq_at(s, 6, Phase::Swiss, Step::Sieges);
  s.tracks.pointers[Power::Italy] = 0;
  BseqWorld w(std::move(s));
  w.apply("bourgogne.end_step", Json::object());
  CHECK(w.st().unit("ita_pi_1")->where == Where::Removed);
  CHECK(w.st().unit("ita_ch_1")->where == Where::Removed);  // still waiting with Charles's army: never comes
  CHECK(w.st().commander("campobasso")->where == Where::Removed);
  CHECK(w.st().zone("37").marker == Camp::Burgundy);  // the marker stays (GdB 11)
  CHECK(w.said("Italy is neutral: out of the game"));

  State keep = diplomacy_world();
  bseq_at(keep, 6, Phase::Swiss, Step::Sieges);
  keep.tracks.pointers[Power::Italy] = 0;
  BseqWorld k(std::move(keep));
  k.cs.core.settings["ally_neutral_commanders_removed"] = 0;
  k.apply("bourgogne.end_step", Json::object());
  CHECK(k.st().unit("ita_pi_1")->where == Where::Removed);
  CHECK(k.st().commander("campobasso")->where == Where::Waiting);
}

TEST_CASE("GdB 11: setting neutral_zone_occupants: may stay, or must leave at the next movement") {
  State s = diplomacy_world();
  bseq_at(s, 7, Phase::Burgundian, Step::Movement);
  s.tracks.pointers[Power::Savoy] = 0;  // the Vaud stack now stands in neutral land
  bseq_put(s, "de_blamont", "33");      // with the Italian Crossbowmen still there
  BseqWorld stay(s);
  CHECK(stay.check("bourgogne.end_step", Json::object()).empty());
  BseqWorld leave(s);
  leave.cs.core.settings["neutral_zone_occupants"] = 1;
  CHECK(leave.refusal("bourgogne.end_step", Json::object()).find("must leave") != std::string::npos);
}

TEST_CASE("GdB 13: France's intervention, from turn 7, with its settings") {
  State s = diplomacy_world(7);
  for (const auto& z : s.map->territory_of(Power::Savoy)) s.zone_mut(z).marker = Camp::Swiss;
  for (auto& u : s.units)
    if (u.zone == "33") u.where = Where::Pool, u.zone.clear(), u.ss = 0;
  BseqWorld off(s);
  CHECK(off.refusal("bourgogne.france", Json::object()).find("france_optional") != std::string::npos);
  CHECK(off.check("bourgogne.end_step", Json::object()).empty());

  BseqWorld w(s);
  w.cs.core.settings["france_optional"] = 1;
  CHECK(w.refusal("bourgogne.end_step", Json::object()).find("GdB 13") != std::string::npos);
  w.apply("bourgogne.france", Json::object(), {5});  // the Swiss hold Savoy: France joins the Burgundians on a 6
  CHECK_FALSE(w.st().tracks.france.has_value());
  CHECK(w.refusal("bourgogne.france", Json::object()).find("rolled already") != std::string::npos);
  CHECK(w.check("bourgogne.end_step", Json::object()).empty());

  State next = w.st();
  next.tracks.turn = 8;
  BseqWorld each(next);
  each.cs.core.settings["france_optional"] = 1;
  each.apply("bourgogne.france", Json::object(), {6});
  CHECK(each.st().tracks.france == Camp::Burgundy);
  CHECK(each.st().tracks.france_turn == 8);
  BseqWorld once(next);
  once.cs.core.settings["france_optional"] = 1;
  once.cs.core.settings["france_rolls_each_turn"] = 1;
  CHECK_FALSE(once.check("bourgogne.france", Json::object()).empty());

  State early = s;
  early.tracks.turn = 6;
  BseqWorld six(std::move(early));
  six.cs.core.settings["france_optional"] = 1;
  CHECK_FALSE(six.check("bourgogne.france", Json::object()).empty());
}

TEST_CASE("GdB 13: setting france_control_test: all the lands, or any") {
  State s = diplomacy_world(7);
  s.zone_mut("32").marker = Camp::Swiss;
  BseqWorld all(s);
  all.cs.core.settings["france_optional"] = 1;
  CHECK(france_conditions(all.cs, all.st()).empty());
  BseqWorld any(s);
  any.cs.core.settings["france_optional"] = 1;
  any.cs.core.settings["france_control_test"] = 1;
  CHECK(france_conditions(any.cs, any.st()) == std::vector<Camp>{Camp::Burgundy});
  any.apply("bourgogne.france", Json::object(), {2});
}

TEST_CASE("GdB 12.2: the victory levels after turn 12; setting victory_mode") {
  auto finish = [](int bur, int swi, int mode) {
    State s = diplomacy_world(12);
    s.tracks.vp[Camp::Burgundy] = bur, s.tracks.vp[Camp::Swiss] = swi;
    BseqWorld w(std::move(s));
    w.cs.core.settings["victory_mode"] = mode;
    w.apply("bourgogne.end_step", Json::object());
    CHECK(w.st().tracks.phase == Phase::Over);
    return w.st().tracks.result;
  };
  CHECK(finish(12, 30, 0) == "Swiss crushing victory");
  CHECK(finish(12, 27, 0) == "Swiss decisive victory");
  CHECK(finish(21, 20, 0) == "Burgundian marginal victory");
  CHECK(finish(21, 26, 0) == "Swiss decisive victory");
  CHECK(finish(22, 22, 0) == "Tied game");
  CHECK(finish(19, 5, 0) == "Tied game");
  CHECK(finish(5, 30, 1) == "Swiss decisive victory");  // a lead of 25
  CHECK(finish(21, 26, 1) == "Tied game");              // a lead of 5
}

TEST_CASE("GdB 12.2: Charles the Bold's fall ends the game at once; nothing more may be done") {
  State s = diplomacy_world(9);
  bseq_at(s, 9, Phase::Burgundian, Step::Battles);
  std::vector<Event> events;
  charles_falls(s, events);
  CHECK(s.tracks.winner == Camp::Swiss);
  CHECK(s.tracks.phase == Phase::Over);
  BseqWorld w(std::move(s));
  CHECK(w.refusal("bourgogne.end_step", Json::object()).find("over") != std::string::npos);
  CHECK(w.refusal("bourgogne.move", {{"from", "54"}, {"path", {"45"}}}).find("over") != std::string::npos);
}
