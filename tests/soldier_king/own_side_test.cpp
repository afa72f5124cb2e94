// The player's report, complete: what a faction knows of its own side (own_side.h)
// and how its report tells it: march state (SK 10.1, 10.4), supply (SK 9.6,
// 9.6.1), magazines (SK 9.2, 9.2.2), entrenchments (SK 10.8, 10.8.3, 17.2.3),
// holdings (SK 15.1, 16.1, 19.1), the army against its maximum and next
// winter's victories (SK 13.1.2, 13.2.2), the spring's events (SK 17.2) and
// its battles (SK 11.12).
#include <doctest/doctest.h>

#include "core/json_read.h"
#include "report/markdown.h"
#include "soldier_king/attack_position.h"
#include "soldier_king/battles.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/own_side.h"
#include "soldier_king/player_report.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState os_fresh() {
  static const SkState start = [] {
    Json options = Json::object();
    return *new_campaign(JsonCursor(options, "options"));
  }();
  SkState s = start;
  s.date = GameDate{1741, Season::Summer};
  s.phase = Phase::SeasonStart;
  return s;
}

Column& os_first_of(SkState& s, const std::string& faction) {
  for (auto& c : s.columns)
    if (c.owner == faction) return c;
  FAIL("no column of " << faction);
  return s.columns.front();
}

// The report as the umpire prints it: issued intelligence, then the view.
std::string os_report_of(const SkState& s, const std::string& faction) {
  SkState copy = s;
  SeededDice source(7, 0);
  Dice dice(source);
  copy.pictures[faction] = picture_json(make_picture(copy, faction, dice));
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Own side";
  cs.game = std::make_shared<SkState>(copy);
  return report::to_markdown(render_player_report(player_view(cs, faction)));
}

bool os_contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
bool contains_text(const std::string& text, const std::string& part) { return os_contains(text, part); }

}  // namespace

TEST_CASE("the complete report says nothing is missing: no \"not yet\" is left") {
  SkState s = os_fresh();
  std::string md = os_report_of(s, "argozia");
  CHECK_FALSE(os_contains(md, "not yet"));
  for (const char* heading :
       {"## Intelligence", "## Your forces", "### Garrisons", "## Magazines (SK 9.2)", "## Entrenchments",
        "## Holdings", "### Army and recruiting", "## Your battles", "## Events of the season (SK 17)",
        "What Argozia knows"}) {
    CAPTURE(heading);
    CHECK(os_contains(md, heading));
  }
}

TEST_CASE("SK 10.1, 10.4: the march state is shown in the faction's own turn, and only its own") {
  SkState s = os_fresh();
  s.phase = Phase::PlayerTurn;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Movement;
  s.turn.marches = 5;
  s.turn.used = 2;
  Column& c = os_first_of(s, "argozia");
  c.marches = 1;
  OwnSide own = own_side(s, "argozia");
  CHECK(own.turn_running);
  CHECK(own.marches_allowed == 5);
  CHECK(own.marches_used == 2);
  CHECK(own.columns.front().marches == "1 of 2");
  CHECK(os_contains(os_report_of(s, "argozia"), "Your turn: 2 of 5 marches used (SK 10.1)"));
  // Bravance is told nothing of Argozia's turn.
  OwnSide other = own_side(s, "bravance");
  CHECK_FALSE(other.turn_running);
  CHECK(other.columns.front().marches.empty());
  CHECK_FALSE(os_contains(os_report_of(s, "bravance"), "of 5 marches"));
}

TEST_CASE("SK 9.6, 9.6.1: supply as found at the faction's own supply check, why not, and where it may forage") {
  SkState s = os_fresh();
  Column& c = os_first_of(s, "argozia");
  s.move_column(c, "vellhaven");  // a recruiting city: ruled value 3
  c.supplied_at_start = false;
  Column& d = s.columns[1];
  REQUIRE(d.owner == "argozia");
  s.move_column(d, "kalmsee");  // no recruiting value: no foraging
  d.supplied_at_start = false;
  OwnSide own = own_side(s, "argozia");
  CHECK(own.columns[0].supply ==
        "Out of supply: you have no magazine on the board (SK 9.2); it may forage in Vellhaven, which feeds 3 columns "
        "(SK 9.6.1)");
  CHECK(os_contains(own.columns[1].supply, "no foraging here (not a recruiting city)"));
  s.magazines.push_back(Magazine{"m1", "argozia", "nordstrand", ""});
  own = own_side(s, "argozia");
  CHECK(os_contains(own.columns[0].supply, "no supply line reaches a magazine you may use (SK 9.3, 9.4)"));
  CHECK(own.columns[2].supply == "In supply");
}

TEST_CASE("SK 9.2, 9.2.2: its own magazines and those another lets it use; never another's own") {
  SkState s = os_fresh();
  s.magazines.push_back(Magazine{"m1", "argozia", "nordstrand", "hrvatska"});
  s.magazines.push_back(Magazine{"m2", "bravance", "clairmont", ""});
  s.magazines.push_back(Magazine{"m3", "arcadia", "aurenza", "argozia, bravance"});
  OwnSide own = own_side(s, "argozia");
  REQUIRE(own.magazines.size() == 2);
  CHECK(own.magazines[0].box_name == "Nordstrand");
  CHECK(own.magazines[0].users == "Hrvatska");
  CHECK(own.magazines[1].owner == "Arcadia");
  CHECK(own.magazines[1].users.empty());  // whom else Arcadia lets use it is not Argozia's to know
  std::string md = os_report_of(s, "argozia");
  CHECK(os_contains(md, "- Nordstrand, shared with Hrvatska (SK 9.2.2)"));
  CHECK(os_contains(md, "- Aurenza: Arcadia's, which you may use (SK 9.2.2)"));
  CHECK_FALSE(os_contains(md, "Clairmont, "));
  CHECK(os_contains(md, "Your 1 magazine allows at most 1 attack a turn"));
}

TEST_CASE("SK 10.8, 10.8.3, 17.2.3: hasty works, permanent entrenchments and Fortress markers") {
  SkState s = os_fresh();
  Column& c = os_first_of(s, "argozia");
  c.entrenched = true;
  s.works[c.box]["argozia"] = 16.5;
  s.works[c.box]["bravance"] = 9;  // another's works are not in Argozia's report
  s.events.fortresses["velograd"] = 1;
  OwnSide own = own_side(s, "argozia");
  REQUIRE(!own.works.empty());
  CHECK(own.works.front().text == "hasty works, 16.5 inches (SK 10.8)");
  CHECK(own.columns.front().works == "Entrenched (hasty works, 16.5 in, SK 10.8)");
  CHECK(own.fortresses == std::vector<std::string>{"Velograd"});
  std::string md = os_report_of(s, "argozia");
  CHECK_FALSE(os_contains(md, "9 inches"));
  CHECK(os_contains(md, "Fortress markers on the map"));
}

TEST_CASE("SK 15.1, 16.1, 19.1, 13.2.2, 13.1.2: holdings, the army against its maximum, victories for next winter") {
  SkState s = os_fresh();
  s.captors["mittelstadt"] = "argozia";  // an electoral city of the Midlands
  s.captors["ostmoor"] = "bravance";     // a box of Vellmark, which Argozia rules
  s.promotion.victories["argozia"] = 2;
  s.promotion.victories["bravance"] = 5;
  OwnSide own = own_side(s, "argozia");
  CHECK(own.provinces_ruled == std::vector<std::string>{"Vellmark", "Greifenau"});
  CHECK(own.boxes_captured == std::vector<std::string>{"Mittelstadt (Midlands)"});
  CHECK(own.boxes_lost == std::vector<std::string>{"Ostmoor (captured by Bravance)"});
  CHECK(own.electoral_held == std::vector<std::string>{"Mittelstadt"});
  CHECK(own.electoral_total == 7);
  CHECK(own.victories == 2);
  CHECK(own.next_winter == 1741);
  CHECK(own.base_recruiting == 2);  // the second winter of the war (SK 13.1.1)
  std::string md = os_report_of(s, "argozia");
  CHECK(os_contains(md, "Army size: " + std::to_string(own.army_columns) + " columns of a maximum of " +
                            std::to_string(own.army_maximum)));
  CHECK(os_contains(md,
                    "Battles won since your last winter recruiting: 2; each adds one column to your recruiting in "
                    "Winter 1741 (SK 13.1.2)"));
  CHECK(os_contains(md, "Electoral cities you hold (SK 19.1): 1 of 7: Mittelstadt"));
  CHECK(os_contains(md, "Mittelstadt (captured, 1)"));
}

TEST_CASE("SK 17.2: every draw's public face, and the result only for the player it touches, without ids") {
  SkState s = os_fresh();
  s.date = GameDate{1741, Season::Spring};
  s.start_step = StartStep::Rebels;  // after the events step
  EventDraw mine;
  mine.drawer = mine.affected = "argozia";
  mine.province = "vellmark";
  mine.card = "AH";
  mine.event = "good_harvest";
  mine.revealed = true;
  mine.status = "done";
  mine.result = "Good Harvest in Vellmark: Argozia places an extra magazine in Vellhaven (m435)";
  EventDraw theirs = mine;
  theirs.drawer = theirs.affected = "arcadia";
  theirs.province = "aurelia";
  theirs.card = "JC";
  theirs.event = "equine_encephalitis";
  theirs.result =
      "Equine Encephalitis in Castel Dorato: Guards Heavy Cavalry (Arcadia) loses 5 SP of horses (s158 -2, "
      "s159 -2, s160 -1); the men become 2 formed infantry stands (EFD, no BG, veteran): s437 (3 SP), s438 "
      "(2 SP), garrison g436 of Castel Dorato";
  s.events.draws = {mine, theirs};
  OwnSide own = own_side(s, "argozia");
  REQUIRE(own.events.size() == 2);
  CHECK(own.events[0].result == "Good Harvest in Vellmark: Argozia places an extra magazine in Vellhaven");
  CHECK(own.events[1].result.empty());
  CHECK(own.events[1].event == "Equine Encephalitis");
  OwnSide arcadia = own_side(s, "arcadia");
  CHECK(arcadia.events[1].result ==
        "Equine Encephalitis in Castel Dorato: Guards Heavy Cavalry (Arcadia) loses 5 SP of horses; the men become 2 "
        "formed infantry stands (EFD, no BG, veteran): a stand of 3 SP, a stand of 2 SP, a garrison of Castel Dorato");
  std::string md = os_report_of(s, "argozia");
  CHECK(os_contains(md, "### The events that touch you"));
  CHECK_FALSE(os_contains(md, "SP of horses"));  // Arcadia's result
  // Outside spring the season has no events (SK 17.1).
  s.date = GameDate{1741, Season::Summer};
  CHECK(own_side(s, "argozia").events.empty());
}

TEST_CASE("SK 11.3.1, 11.12: the battles it fought in the last four seasons, with their outcome") {
  SkState s = os_fresh();
  Battle old;
  old.id = "b1";
  old.date = "Summer 1740";
  old.box = "kalmsee";
  old.attacker = "bravance";
  old.defenders = {"argozia"};
  old.status = "withdrawn";
  old.withdrew_to = "vellhaven";
  Battle recent = old;
  recent.id = "b2";
  recent.date = "Spring 1741";
  Battle others = recent;
  others.id = "b3";
  others.attacker = "hrvatska";
  others.defenders = {"arcadia"};
  s.battles = std::vector<Battle>{old, recent, others};
  OwnSide own = own_side(s, "argozia");
  REQUIRE(own.battles.size() == 1);
  CHECK(own.battles[0].date == "Spring 1741");
  CHECK(own.battles[0].place == "Kalmsee");
  CHECK(own.battles[0].side == "defender");
  CHECK(own.battles[0].opponents == "Bravance");
  CHECK(own.battles[0].outcome == "withdrew before battle");
  CHECK(own.battles[0].details == "to Vellhaven (SK 11.3.1)");
  CHECK(own_side(s, "bravance").battles[0].outcome == "the defender withdrew before battle");
}

TEST_CASE("SK 11.11, 11.12: a battle fought at the table: who won, how, the SP each side lost and the retreat") {
  SkState s = test::attack_on_argozia_village();
  std::vector<Event> events;
  REQUIRE(open_battles(s, events) == 1);
  Battle& b = s.battles.mut().front();
  b.setup = battles::to_json(battle_setup(s, b));
  b.status = "fought";
  std::string defender_stand = s.column("c95")->stands.front().id, attacker_stand = s.column("c75")->stands.front().id;
  b.result = Json{{"format", "umpire.battle-result/2"},
                  {"battle", b.id},
                  {"winner", "attacker"},
                  {"ending", "decided"},
                  {"retreat_to", "argozia_town"},
                  {"units",
                   {{{"unit", defender_stand}, {"losses", {{{"lost", 3}, {"cause", "fire"}}}}},
                    {{"unit", attacker_stand}, {"losses", {{{"lost", 1}, {"cause", "melee"}}}}}}}};
  OwnSide argozia = own_side(s, "argozia");
  REQUIRE(argozia.battles.size() == 1);
  CHECK(argozia.battles[0].side == "attacker");
  CHECK(argozia.battles[0].opponents == "Arcadia");
  CHECK(argozia.battles[0].outcome == "won");
  CHECK(argozia.battles[0].details ==
        "Decided (SK 11.11); SP lost: your side 1, the enemy 3; the beaten side retreated to " +
            s.map->box_name("argozia_town"));
  OwnSide arcadia = own_side(s, "arcadia");
  REQUIRE(arcadia.battles.size() == 1);
  CHECK(arcadia.battles[0].outcome == "lost");
  CHECK(contains_text(arcadia.battles[0].details, "your side 3, the enemy 1"));
  CHECK(own_side(s, "bravance").battles.empty());
}
