// The kit's windows (Rules, Turn) come to every game without registering
// anything; a game that registers its own of the same name replaces it.
#include "ui/kit_windows.h"

#include <doctest/doctest.h>

#include <set>

#include "testgame/testgame.h"
#include "ui/games_ui.h"

using namespace umpire;

TEST_CASE("every game gets the Rules window and the Turn panel; Soldier King's own replace them") {
  WindowRegistry registry;
  register_shipped_game_windows(registry);
  auto other = registry.for_game("test-counters");
  REQUIRE(other.size() == 4);
  CHECK(other[0]->name == "turn");
  CHECK(other[1]->name == "rules");
  CHECK(other[2]->name == "map_editor");  // offered to the games with a map schema: the test game has one
  CHECK(other[0]->game_id == kEveryGame);
  REQUIRE(other[2]->offered);
  CHECK(other[2]->offered(*testgame::module()));
  CHECK(other[3]->name == "battle");  // offered to the games with battles: the test game has none
  REQUIRE(other[3]->offered);
  CHECK_FALSE(other[3]->offered(*testgame::module()));

  auto sk = registry.for_game("soldier-king");
  std::set<std::string> names;
  for (const GameWindow* w : sk) {
    CAPTURE(w->name);
    CHECK(names.insert(w->name).second);  // no window twice in the View menu
    CHECK(w->game_id == (w->name == "map_editor" || w->name == "battle" ? kEveryGame : "soldier-king"));
  }
  CHECK(names.count("turn") == 1);
  CHECK(names.count("rules") == 1);
  CHECK(names.count("map_editor") == 1);
  CHECK(names.count("reports") == 1);
  CHECK(names.count("battle") == 1);
  CHECK(registry.for_game("").empty());  // an empty campaign has no game windows
}
