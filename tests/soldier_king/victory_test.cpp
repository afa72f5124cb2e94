// The rule of provinces and victory (SK 16.1-16.1.2, 19.1, 18.2; digest P-18,
// P-23, G-08, G-19, G-20, G-25): the queries the Season window uses, the
// checkpoint record and its serialisation.
#include <doctest/doctest.h>

#include "soldier_king/provinces.h"
#include "soldier_king/scenario.h"
#include "soldier_king/victory.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// Seven electoral cities: Argoziaburg and Argoziadorf (Argozia's home), Kleve
// and Kalkar (Cleve), Bern, Mittelstadt and Mittelheim (the unruled Midlands).
constexpr const char* kMap = R"MAP({"format": "umpire.soldier-king.map/1", "name": "Seven crowns (test)", "source": "made for the conformance cases: seven electoral cities on a small map allowed by map_checks = structure", "width": 1000, "height": 400, "seating_ring": ["argozia", "arcadia", "bravance", "hrvatska"], "provinces": [{"id": "argozia_home", "name": "Argozia Home", "ruler": "argozia", "recruiting_value": 2, "label": {"x": 100, "y": 40}, "adjacent": ["midlands"]}, {"id": "arcadia_home", "name": "Arcadia Home", "ruler": "arcadia", "recruiting_value": 2, "label": {"x": 250, "y": 40}, "adjacent": ["midlands"]}, {"id": "bravance_home", "name": "Bravance Home", "ruler": "bravance", "recruiting_value": 2, "label": {"x": 400, "y": 40}, "adjacent": ["midlands"]}, {"id": "hrvatska_home", "name": "Hrvatska Home", "ruler": "hrvatska", "recruiting_value": 2, "label": {"x": 550, "y": 40}, "adjacent": ["midlands"]}, {"id": "cleve", "name": "Cleve", "ruler": null, "recruiting_value": 2, "label": {"x": 700, "y": 40}, "adjacent": ["midlands"]}, {"id": "bern", "name": "Bern", "ruler": null, "recruiting_value": 2, "label": {"x": 850, "y": 40}, "adjacent": ["midlands"]}, {"id": "midlands", "name": "Midlands", "ruler": null, "recruiting_value": 2, "label": {"x": 450, "y": 40}, "adjacent": ["argozia_home", "arcadia_home", "bravance_home", "hrvatska_home", "cleve", "bern"]}], "boxes": [{"id": "argozia_town", "name": "Argoziaburg", "province": "argozia_home", "x": 100, "y": 100, "recruiting": {"ruled": 3, "captured": 1}, "electoral": true}, {"id": "argozia_village", "name": "Argoziadorf", "province": "argozia_home", "x": 100, "y": 180, "electoral": true}, {"id": "arcadia_town", "name": "Arcadiaburg", "province": "arcadia_home", "x": 250, "y": 100, "recruiting": {"ruled": 3, "captured": 1}}, {"id": "arcadia_village", "name": "Arcadiadorf", "province": "arcadia_home", "x": 250, "y": 180}, {"id": "bravance_town", "name": "Bravanceburg", "province": "bravance_home", "x": 400, "y": 100, "recruiting": {"ruled": 3, "captured": 1}}, {"id": "bravance_village", "name": "Bravancedorf", "province": "bravance_home", "x": 400, "y": 180}, {"id": "hrvatska_town", "name": "Hrvatskaburg", "province": "hrvatska_home", "x": 550, "y": 100, "recruiting": {"ruled": 3, "captured": 1}}, {"id": "hrvatska_village", "name": "Hrvatskadorf", "province": "hrvatska_home", "x": 550, "y": 180}, {"id": "cleve_town", "name": "Kleve", "province": "cleve", "x": 700, "y": 100, "recruiting": {"ruled": 3, "captured": 1}, "electoral": true}, {"id": "cleve_village", "name": "Kalkar", "province": "cleve", "x": 700, "y": 180, "electoral": true}, {"id": "bern_town", "name": "Bern", "province": "bern", "x": 850, "y": 100, "recruiting": {"ruled": 3, "captured": 1}, "electoral": true}, {"id": "bern_village", "name": "Thun", "province": "bern", "x": 850, "y": 180}, {"id": "mitte_a", "name": "Mittelstadt", "province": "midlands", "x": 450, "y": 300, "recruiting": {"ruled": 3, "captured": 1}, "electoral": true}, {"id": "mitte_b", "name": "Mittelheim", "province": "midlands", "x": 600, "y": 300, "electoral": true}], "lines": [{"a": "argozia_town", "b": "argozia_village", "type": "road"}, {"a": "argozia_village", "b": "mitte_a", "type": "road"}, {"a": "arcadia_town", "b": "arcadia_village", "type": "road"}, {"a": "arcadia_village", "b": "mitte_a", "type": "road"}, {"a": "bravance_town", "b": "bravance_village", "type": "road"}, {"a": "bravance_village", "b": "mitte_a", "type": "road"}, {"a": "hrvatska_town", "b": "hrvatska_village", "type": "road"}, {"a": "hrvatska_village", "b": "mitte_a", "type": "road"}, {"a": "cleve_town", "b": "cleve_village", "type": "road"}, {"a": "bern_town", "b": "bern_village", "type": "road"}, {"a": "mitte_a", "b": "mitte_b", "type": "road"}, {"a": "cleve_village", "b": "mitte_b", "type": "road"}, {"a": "bern_village", "b": "mitte_b", "type": "road"}]})MAP";

SkState base() {
  Json options{{"map", Json::parse(kMap)}, {"map_checks", "structure"}, {"duchies", {"cleve", "bern"}}};
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.date = GameDate{1741, Season::Summer};
  s.phase = Phase::SeasonStart;
  return s;
}

void end_turn_of(SkState& s, const std::string& player) {
  s.phase = Phase::PlayerTurn;
  s.turn.player = player;
  s.turn.step = TurnStep::TurnEnd;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("victory: the electoral cities and their holders now") {
  SkState s = base();
  auto cities = electoral_cities(s);
  REQUIRE(cities.size() == 7);
  CHECK(cities[0].box == "argozia_town");
  CHECK(cities[0].holder == "argozia");
  auto counts = electoral_counts(s);
  CHECK(counts["argozia"] == 2);
  CHECK(counts["cleve"] == 2);
  CHECK(counts["bern"] == 1);
  CHECK(counts.count("hrvatska") == 0);
  s.captors["mitte_a"] = "hrvatska";
  s.captors["argozia_village"] = "hrvatska";
  counts = electoral_counts(s);
  CHECK(counts["argozia"] == 1);
  CHECK(counts["hrvatska"] == 2);
}

TEST_CASE("victory: the leader at every checkpoint so far, and the loss of a city at a turn-end checkpoint") {
  SkState s = base();
  std::vector<Event> events;
  victory_season_begins(s);
  CHECK(victory_leaders(s).empty());
  CHECK(victory_leader_line(s) == "No victory checkpoint recorded yet in Summer 1741 [SK 19.1]");
  s.captors["mitte_a"] = "argozia";
  s.captors["mitte_b"] = "argozia";
  victory_checkpoint(s, events);
  REQUIRE(season_checkpoints(s).size() == 1);
  CHECK(season_checkpoints(s)[0].when == "start of Summer 1741");
  CHECK(victory_leaders(s) == std::vector<std::string>{"argozia"});
  CHECK(contains(victory_leader_line(s), "Argozia has held four or more of the seven electoral cities at all 1 checkpoint"));
  REQUIRE(events.size() == 1);
  CHECK(events[0].rule == "SK 19.1");

  end_turn_of(s, "argozia");
  s.captors["mitte_b"] = "hrvatska";
  events.clear();
  victory_checkpoint(s, events);
  CHECK(season_checkpoints(s)[1].when == "end of Argozia's turn");
  CHECK(victory_leaders(s).empty());
  REQUIRE(events.size() == 1);
  CHECK(contains(events[0].text, "Argozia holds only three of the seven electoral cities: no victory for him in Summer 1741"));
  CHECK(contains(victory_leader_line(s), "Nobody has held four"));

  s.captors["mitte_b"] = "argozia";  // retaken: too late for this season
  victory_checkpoint(s, events);
  events.clear();
  victory_season_ends(s, events);
  CHECK(s.victory.winner.empty());
  CHECK(s.phase != Phase::GameOver);
  CHECK(victory_winner_line(s).empty());
}

TEST_CASE("victory: a season with no checkpoint, or a record from another season, does not count") {
  SkState s = base();
  std::vector<Event> events;
  s.captors["mitte_a"] = "argozia";
  s.captors["mitte_b"] = "argozia";
  victory_season_begins(s);
  victory_season_ends(s, events);
  CHECK(s.victory.winner.empty());
  CHECK(events.empty());

  victory_checkpoint(s, events);  // Summer 1741
  s.date = GameDate{1741, Season::Autumn};  // the umpire corrected the calendar (sk.set_turn)
  CHECK(season_checkpoints(s).empty());
  victory_season_ends(s, events);
  CHECK(s.victory.winner.empty());
  end_turn_of(s, "bern");
  victory_checkpoint(s, events);  // a new record for Autumn 1741
  CHECK(s.victory.checkpoints.size() == 1);
  CHECK(s.victory.season.describe() == "Autumn 1741");
  events.clear();
  victory_season_ends(s, events);
  CHECK(s.victory.winner == "argozia");
  CHECK(s.phase == Phase::GameOver);
  CHECK(victory_winner_line(s) == "Argozia won the game in Autumn 1741, elected Emperor [SK 19.1]");
  REQUIRE(!events.empty());
  CHECK(events.back().text ==
        "Argozia has held four of the seven electoral cities (Argoziaburg, Argoziadorf, Mittelstadt and Mittelheim) "
        "throughout Autumn 1741 and wins the game: he is elected Emperor");
}

TEST_CASE("victory: the cabal of Dukes, and the state's round trip through JSON") {
  SkState s = base();
  std::vector<Event> events;
  s.captors["mitte_a"] = "cleve";
  s.captors["mitte_b"] = "bern";
  victory_season_begins(s);
  victory_checkpoint(s, events);
  end_turn_of(s, "argozia");
  victory_checkpoint(s, events);
  victory_season_ends(s, events);
  CHECK(s.victory.winner.empty());
  REQUIRE(s.victory.cabal.has_value());
  CHECK(s.victory.cabal->dukes == std::vector<std::string>{"bern", "cleve"});
  CHECK(contains(council_line(s), "Bern and Cleve held five of the seven electoral cities throughout Summer 1741"));
  s.victory.proclaimed = {"cleve", "bern"};
  s.victory.disputes.push_back({"arcadia", "no electors"});
  CHECK(council_line(s) ==
        "Cleve and Bern have proclaimed the Imperial Council; disputed by Arcadia; the umpire rules (sk.rule_council) "
        "[SK 18.2]");

  Json j = to_json(s.victory);
  VictoryState back = victory_state_from_json(JsonCursor(j, "victory"));
  CHECK(to_json(back) == j);
  CHECK(back.cabal->checkpoints.size() == 2);
  CHECK(back.cabal->checkpoints[1].holders.at("mitte_b") == "bern");
  CHECK(back.disputes[0].grounds == "no electors");
  // An older file without the victory fields still loads.
  VictoryState empty = victory_state_from_json(JsonCursor(Json::object(), "victory"));
  CHECK(empty.checkpoints.empty());
  CHECK(!empty.cabal);
}

TEST_CASE("provinces: where a plebiscite is possible, and why not") {
  SkState s = base();
  s.phase = Phase::PlayerTurn;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Plebiscite;
  CHECK(recruiting_cities(s, "midlands") == std::vector<std::string>{"mitte_a"});
  CHECK(plebiscite_possible(s, "argozia").empty());
  CHECK(plebiscite_step_hint(s) == "no plebiscite is possible; advance");

  s.garrisons.push_back(Garrison{"g1", "argozia", "mitte_a", {}});
  auto why = plebiscite_problems(s, "argozia", "midlands");
  REQUIRE(why.size() == 1);
  CHECK(why[0].rule == "SK 16.1.1");
  CHECK(contains(why[0].text, "Argozia has no column in Mittelstadt (a garrison does not count, SK 16.1.1)"));

  s.move_column(*s.column("c8"), "mitte_a");
  CHECK(plebiscite_possible(s, "argozia") == std::vector<std::string>{"midlands"});
  CHECK(plebiscite_step_hint(s) == "he may hold a plebiscite in Midlands (sk.plebiscite), then advance");
  // Cleve: the Duke rules it; a column in Kleve (its one recruiting city) is enough, hostile troops or not.
  s.move_column(*s.column("c16"), "cleve_town");
  CHECK(plebiscite_possible(s, "argozia") == std::vector<std::string>{"cleve", "midlands"});
  s.turn.step = TurnStep::Supply;
  CHECK(plebiscite_possible(s, "argozia").empty());
}

TEST_CASE("provinces: taking rule keeps another's captures, ends his own and records the sympathisers") {
  SkState s = base();
  s.captors["mitte_a"] = "argozia";
  s.captors["mitte_b"] = "hrvatska";
  auto kept = take_rule(s, "argozia", "midlands");
  CHECK(kept == std::vector<std::string>{"mitte_b"});
  CHECK(s.rulers.at("midlands") == "argozia");
  CHECK(s.captors.count("mitte_a") == 0);
  CHECK(s.holder("mitte_a") == "argozia");
  CHECK(s.holder("mitte_b") == "hrvatska");
  CHECK(s.ever_ruled.at("argozia").count("midlands") == 1);
  take_rule(s, "bern", "midlands");
  CHECK(s.ever_ruled.at("argozia").count("midlands") == 1);  // sympathisers for good (8.3.3)
  CHECK(s.ever_ruled.at("bern").count("midlands") == 1);
}
