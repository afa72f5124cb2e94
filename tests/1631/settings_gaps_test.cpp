// The rulebook's open questions made settings (data/1631/settings.json), each read by the rule it bends.
#include <doctest/doctest.h>

#include "1631/combat.h"
#include "1631/reactions.h"
#include "1631/scenario.h"

using namespace umpire;
using namespace umpire::flammes;

TEST_CASE("1631 §7.2, §7.3: a Spent commander of skill 0 beats a force with no commander unless the setting says no") {
  State s = start_state();
  s.commander_mut("tott").fresh = false;  // skill 0 when Spent
  REQUIRE(s.commander("tott")->skill() == 0);
  std::vector<std::string> units = {"swe_cav_2"}, enemy = {"imp_cav_1"};
  ReactionTest lowest = reaction_modifiers(s, units, {"tott"}, enemy, {}, true);
  CHECK(lowest.modifier == 1);
  CHECK(lowest.why == "+1 a better commander");
  ReactionTest zero = reaction_modifiers(s, units, {"tott"}, enemy, {}, false);
  CHECK(zero.modifier == 0);
  // With no commander on either side, neither reading gives the bonus.
  CHECK(reaction_modifiers(s, units, {}, enemy, {}, true).modifier == 0);
  CHECK(reaction_modifiers(s, units, {}, enemy, {}, false).modifier == 0);
}

TEST_CASE(
    "1631 §7.5, §7.11: an automatic victory at an unmarked minor city takes it only with engage.takes_minor_city") {
  for (bool takes : {true, false}) {
    State s = start_state();
    REQUIRE(s.city("stargard")->marker == Marker::None);
    Unit& u = s.unit_mut("swe_cav_2");
    u.where = Where::Map, u.area = "stargard", u.inside = false, u.steps = 2;
    std::vector<Event> events;
    automatic_victory(s, "stargard", Side::Swedish, false, events, takes);
    CHECK(s.city("stargard")->marker == (takes ? Marker::Swedish : Marker::None));
  }
}
