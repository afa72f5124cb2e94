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
  auto named = [&](const std::string& name) -> const GameWindow* {
    for (const GameWindow* w : other)
      if (w->name == name) return w;
    return nullptr;
  };
  // The kit's (turn, rules), the map editor, Lion of the North's data editors, the Battle window.
  REQUIRE(other.size() == 8);
  CHECK(other[0]->name == "turn");
  CHECK(other[1]->name == "rules");
  CHECK(other[0]->game_id == kEveryGame);
  const GameWindow* editor = named("map_editor");
  REQUIRE(editor);
  REQUIRE(editor->offered);
  CHECK(editor->offered(*testgame::module()));  // offered to the games with a map schema: the test game has one
  const GameWindow* battle = named("battle");
  REQUIRE(battle);
  REQUIRE(battle->offered);
  CHECK_FALSE(battle->offered(*testgame::module()));  // offered to the games with battles: the test game has none
  // Any game's battle may go to Lion of the North: its data editors are every game's.
  for (const char* lotn : {"lotn_charts", "lotn_counters", "lotn_hex_painter", "lotn_deployments"}) {
    CAPTURE(lotn);
    REQUIRE(named(lotn));
    CHECK(named(lotn)->game_id == kEveryGame);
  }
  // The engine's own windows are drawn in the Battle window (or are a battle campaign's own), never a game's.
  CHECK_FALSE(named("field"));
  CHECK_FALSE(named("battle_log"));

  auto sk = registry.for_game("soldier-king");
  std::set<std::string> names;
  for (const GameWindow* w : sk) {
    CAPTURE(w->name);
    CHECK(names.insert(w->name).second);  // no window twice in the View menu
    const bool every = w->name == "map_editor" || w->name == "battle" || w->name.rfind("lotn_", 0) == 0;
    CHECK(w->game_id == (every ? kEveryGame : "soldier-king"));
  }
  CHECK(names.count("turn") == 1);
  CHECK(names.count("rules") == 1);
  CHECK(names.count("map_editor") == 1);
  CHECK(names.count("reports") == 1);
  CHECK(names.count("battle") == 1);
  CHECK(registry.for_game("").empty());  // an empty campaign has no game windows
}
