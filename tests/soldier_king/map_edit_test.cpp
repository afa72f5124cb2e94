// The map editor's operations (G-01): each edit, each refusal, and a small map
// built with them alone that validates and starts a campaign.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "soldier_king/factions.h"
#include "soldier_king/map_edit.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// Two provinces, three boxes (a and b in "north", c in "south"), no lines.
Map small() {
  Map m = new_map("Test");
  REQUIRE_FALSE(add_province(m, "North", {100, 100}));
  REQUIRE_FALSE(add_province(m, "South", {100, 300}));
  REQUIRE_FALSE(add_box(m, "A", "north", {50, 50}));
  REQUIRE_FALSE(add_box(m, "B", "north", {150, 50}));
  REQUIRE_FALSE(add_box(m, "C", "south", {100, 350}));
  return m;
}

bool has_error(const std::vector<MapProblem>& problems) {
  return std::any_of(problems.begin(), problems.end(), [](const MapProblem& p) { return p.error; });
}

}  // namespace

TEST_CASE("map edit: ids come from names, unique across provinces and boxes") {
  CHECK(id_from_name("Sankt Pölten am See") == "sankt_p_lten_am_see");
  CHECK(id_from_name("  Bad--Ems 2 ") == "bad_ems_2");
  CHECK(id_from_name("???") == "");
  Map m = new_map("Test");
  CHECK(m.seating_ring == std::vector<std::string>{"argozia", "arcadia", "bravance", "hrvatska"});
  std::string id;
  REQUIRE_FALSE(add_province(m, "Bern", {0, 0}, &id));
  CHECK(id == "bern");
  REQUIRE_FALSE(add_box(m, "Bern", "bern", {10, 10}, &id));
  CHECK(id == "bern_2");
  REQUIRE_FALSE(add_box(m, "Bern", "bern", {20, 10}, &id));
  CHECK(id == "bern_3");
  REQUIRE_FALSE(add_box(m, "!!", "bern", {30, 10}, &id));
  CHECK(id == "box");
  CHECK(unique_id(m, "Bern", "x", "bern_2") == "bern_2");  // its own id may stay
}

TEST_CASE("map edit: the map's name, size and seating ring") {
  Map m = new_map("");
  CHECK(m.name == "New map");
  CHECK(set_map_name(m, " ") == "a map needs a name");
  CHECK_FALSE(set_map_name(m, "Estavia"));
  CHECK(m.name == "Estavia");
  CHECK(set_map_size(m, 99, 500));
  CHECK_FALSE(set_map_size(m, 800, 600));
  CHECK(m.width == 800);
  CHECK(set_seating_ring(m, {"argozia", "arcadia", "bravance"}));
  CHECK(set_seating_ring(m, {"argozia", "argozia", "bravance", "hrvatska"}));
  CHECK(set_seating_ring(m, {"argozia", "cleve", "bravance", "hrvatska"}));
  CHECK_FALSE(set_seating_ring(m, {"hrvatska", "bravance", "arcadia", "argozia"}));
  CHECK(m.seating_ring.front() == "hrvatska");
}

TEST_CASE("map edit: province attributes, and their refusals") {
  Map m = small();
  CHECK(add_province(m, "", {0, 0}) == "a province needs a name");
  CHECK_FALSE(rename_province(m, "north", "Nordmark"));
  CHECK(m.province("north")->name == "Nordmark");
  CHECK(rename_province(m, "north", "") == "a province needs a name");
  CHECK(rename_province(m, "east", "X") == "there is no province \"east\"");
  CHECK_FALSE(set_province_ruler(m, "north", "argozia"));
  CHECK(m.province("north")->ruler == "argozia");
  CHECK(set_province_ruler(m, "north", "cleve") == "\"cleve\" is not one of the four Kings");
  CHECK_FALSE(set_province_ruler(m, "north", ""));
  CHECK(m.province("north")->ruler.empty());
  CHECK_FALSE(set_province_recruiting_value(m, "north", 7));
  CHECK(m.province("north")->recruiting_value == 7);
  CHECK(set_province_recruiting_value(m, "north", 100));
  CHECK(set_province_recruiting_value(m, "north", -1));
  CHECK_FALSE(set_province_label(m, "north", {5, 6}));
  CHECK(m.province("north")->label.y == 6);
  CHECK_FALSE(set_province_source(m, "north", "printed map"));
  CHECK(m.province("north")->source == "printed map");
}

TEST_CASE("map edit: a province's id changes with its boxes and borders") {
  Map m = small();
  REQUIRE_FALSE(set_adjacent(m, "north", "south", true));
  CHECK_FALSE(set_province_id(m, "north", "nordmark"));
  CHECK(m.box("a")->province == "nordmark");
  CHECK(m.province("south")->adjacent == std::vector<std::string>{"nordmark"});
  CHECK(set_province_id(m, "nordmark", "south") == "the id \"south\" is already used by a province or box");
  CHECK(set_province_id(m, "nordmark", "a") == "the id \"a\" is already used by a province or box");
  CHECK(set_province_id(m, "nordmark", "Nord Mark") ==
        "an id is lowercase letters, digits and underscores, not \"Nord Mark\"");
  CHECK_FALSE(set_province_id(m, "nordmark", "nordmark"));
}

TEST_CASE("map edit: a province is deleted only when empty, with its borders") {
  Map m = small();
  REQUIRE_FALSE(set_adjacent(m, "north", "south", true));
  CHECK(delete_province(m, "south") == "province South still has 1 box; delete or move them first");
  CHECK(delete_province(m, "north") == "province North still has 2 boxes; delete or move them first");
  CHECK_FALSE(set_box_province(m, "c", "north"));
  CHECK_FALSE(delete_province(m, "south"));
  CHECK_FALSE(m.province("south"));
  CHECK(m.province("north")->adjacent.empty());
  CHECK(delete_province(m, "south") == "there is no province \"south\"");
}

TEST_CASE("map edit: adjacency is kept symmetric") {
  Map m = small();
  CHECK_FALSE(set_adjacent(m, "north", "south", true));
  CHECK_FALSE(set_adjacent(m, "north", "south", true));  // twice: still once
  CHECK(m.province("north")->adjacent == std::vector<std::string>{"south"});
  CHECK(m.province("south")->adjacent == std::vector<std::string>{"north"});
  CHECK(is_adjacent(m, "south", "north"));
  CHECK_FALSE(set_adjacent(m, "south", "north", false));
  CHECK(m.province("north")->adjacent.empty());
  CHECK(m.province("south")->adjacent.empty());
  CHECK(set_adjacent(m, "north", "north", true) == "province North cannot border itself");
  CHECK(set_adjacent(m, "north", "west", true) == "there is no province \"west\"");
}

TEST_CASE("map edit: suggested adjacency joins the provinces a line crosses") {
  Map m = small();
  REQUIRE_FALSE(add_province(m, "East", {300, 100}));
  REQUIRE_FALSE(add_box(m, "D", "east", {300, 50}));
  REQUIRE_FALSE(add_line(m, "a", "b", LineType::Road));   // inside North
  REQUIRE_FALSE(add_line(m, "b", "c", LineType::Road));   // North-South
  REQUIRE_FALSE(add_line(m, "c", "b", LineType::River, "b"));  // North-South again
  CHECK(suggest_adjacency(m) == 1);
  CHECK(is_adjacent(m, "north", "south"));
  CHECK(is_adjacent(m, "south", "north"));
  CHECK_FALSE(is_adjacent(m, "north", "east"));
  CHECK(suggest_adjacency(m) == 0);
  REQUIRE_FALSE(set_adjacent(m, "east", "south", true));  // a border without a line stays
  CHECK(suggest_adjacency(m) == 0);
  CHECK(is_adjacent(m, "east", "south"));
}

TEST_CASE("map edit: boxes are added, moved, renamed and deleted with their lines") {
  Map m = small();
  CHECK(add_box(m, "", "north", {0, 0}) == "a box needs a name");
  CHECK(add_box(m, "X", "", {0, 0}) == "choose a province for the box first (add one if there is none)");
  CHECK(add_box(m, "X", "west", {0, 0}) == "there is no province \"west\"");
  CHECK_FALSE(move_box(m, "a", {70, 80}));
  CHECK(m.box("a")->pos.x == 70);
  CHECK(move_box(m, "z", {0, 0}) == "there is no box \"z\"");
  CHECK_FALSE(rename_box(m, "a", "Altdorf"));
  CHECK(m.box("a")->name == "Altdorf");
  CHECK(rename_box(m, "a", "") == "a box needs a name");

  REQUIRE_FALSE(add_line(m, "a", "b", LineType::Road));
  REQUIRE_FALSE(add_line(m, "b", "c", LineType::Highway));
  REQUIRE_FALSE(add_line(m, "a", "c", LineType::River, "a"));
  CHECK_FALSE(set_box_id(m, "a", "altdorf"));
  CHECK(m.lines[0].a == "altdorf");
  CHECK(m.lines[2].downstream == "altdorf");
  CHECK(set_box_id(m, "altdorf", "north") == "the id \"north\" is already used by a province or box");
  CHECK_FALSE(delete_box(m, "altdorf"));
  CHECK_FALSE(m.box("altdorf"));
  REQUIRE(m.lines.size() == 1);
  CHECK(m.lines[0].a == "b");
  CHECK(delete_box(m, "altdorf") == "there is no box \"altdorf\"");
}

TEST_CASE("map edit: a box's attributes") {
  Map m = small();
  CHECK_FALSE(set_box_province(m, "a", "south"));
  CHECK(m.box("a")->province == "south");
  CHECK(set_box_province(m, "a", "west") == "there is no province \"west\"");
  CHECK_FALSE(set_box_recruiting(m, "a", Recruiting{3, 1}));
  REQUIRE(m.box("a")->recruiting);
  CHECK(m.box("a")->recruiting->captured == 1);
  CHECK(set_box_recruiting(m, "a", Recruiting{100, 1}) == "the ruled value must be between 0 and 99, not 100");
  CHECK(set_box_recruiting(m, "a", Recruiting{3, -1}) == "the captured value must be between 0 and 99, not -1");
  CHECK_FALSE(set_box_recruiting(m, "a", std::nullopt));
  CHECK_FALSE(m.box("a")->recruiting);
  CHECK_FALSE(set_box_electoral(m, "a", true));
  CHECK(m.box("a")->electoral);
  CHECK_FALSE(set_box_entrenchment(m, "a", true));
  CHECK(m.box("a")->entrenchment);
  CHECK_FALSE(set_box_battlefield(m, "a", "a river crossing, woods to the north"));
  CHECK(m.box("a")->battlefield == "a river crossing, woods to the north");
  CHECK_FALSE(set_box_source(m, "a", "scan p. 2"));
  CHECK(m.box("a")->source == "scan p. 2");
  CHECK(set_box_electoral(m, "q", true) == "there is no box \"q\"");
  CHECK(set_box_entrenchment(m, "q", true) == "there is no box \"q\"");
  CHECK(set_box_battlefield(m, "q", "") == "there is no box \"q\"");
  CHECK(set_box_recruiting(m, "q", std::nullopt) == "there is no box \"q\"");
}

TEST_CASE("map edit: lines, and the lines refused") {
  Map m = small();
  CHECK_FALSE(add_line(m, "a", "b", LineType::Road));
  CHECK(add_line(m, "b", "a", LineType::Road) == "there is already a road between B and A");
  CHECK_FALSE(add_line(m, "b", "a", LineType::Highway));  // another type may run beside it
  CHECK(add_line(m, "a", "a", LineType::Road) == "a line joins two different boxes, not A to itself");
  CHECK(add_line(m, "a", "zz", LineType::Road) == "there is no box \"zz\"");
  CHECK(add_line(m, "a", "c", LineType::River) ==
        "a river needs its downstream end, one of the two boxes it joins [SK 10.3.3]");
  CHECK(add_line(m, "a", "c", LineType::River, "b"));
  CHECK(add_line(m, "a", "c", LineType::Road, "c") == "only rivers have a downstream end");
  CHECK_FALSE(add_line(m, "a", "c", LineType::River, "c"));
  REQUIRE(m.lines.size() == 3);

  CHECK_FALSE(reverse_river(m, 2));
  CHECK(m.lines[2].downstream == "a");
  CHECK_FALSE(reverse_river(m, 2));
  CHECK(m.lines[2].downstream == "c");
  CHECK(reverse_river(m, 0) == "only a river has a direction; this is a road");
  CHECK(reverse_river(m, 9) == "there is no line 9");

  CHECK(set_line_type(m, 0, LineType::Highway) == "there is already a highway between these two boxes");
  CHECK_FALSE(set_line_type(m, 0, LineType::River));
  CHECK(m.lines[0].downstream == "b");
  CHECK_FALSE(set_line_type(m, 0, LineType::Road));
  CHECK(m.lines[0].downstream.empty());
  CHECK_FALSE(set_line_source(m, 0, "scan"));
  CHECK(m.lines[0].source == "scan");

  CHECK_FALSE(delete_line(m, 1));
  CHECK(m.lines.size() == 2);
  CHECK(m.lines[1].type == LineType::River);
  CHECK(delete_line(m, 2) == "there is no line 2");
}

TEST_CASE("map edit: a small map built in the editor validates and starts a campaign") {
  Map m = new_map("Five Provinces (test)");
  REQUIRE_FALSE(set_map_size(m, 800, 600));
  // One province per King, two boxes each (a recruiting home city and a town),
  // round an Imperial province with an electoral city in the middle.
  struct Home {
    const char* king;
    const char* province;
    Point at;
  };
  const Home homes[] = {{"argozia", "Greenmark", {200, 150}},
                        {"arcadia", "Goldmark", {600, 150}},
                        {"bravance", "Bluemark", {600, 450}},
                        {"hrvatska", "Redmark", {200, 450}}};
  REQUIRE_FALSE(add_province(m, "Kaiserland", {400, 260}));
  std::string capital;
  REQUIRE_FALSE(add_box(m, "Kaiserstadt", "kaiserland", {400, 300}, &capital));
  REQUIRE_FALSE(set_box_recruiting(m, capital, Recruiting{2, 1}));
  REQUIRE_FALSE(set_box_electoral(m, capital, true));
  REQUIRE_FALSE(set_box_entrenchment(m, capital, true));
  REQUIRE_FALSE(set_province_recruiting_value(m, "kaiserland", 2));
  std::vector<std::string> cities;
  for (const auto& h : homes) {
    std::string pid, city, town;
    REQUIRE_FALSE(add_province(m, h.province, {h.at.x, h.at.y - 60}, &pid));
    REQUIRE_FALSE(set_province_ruler(m, pid, h.king));
    REQUIRE_FALSE(set_province_recruiting_value(m, pid, 4));
    REQUIRE_FALSE(add_box(m, std::string(h.province) + " City", pid, h.at, &city));
    REQUIRE_FALSE(set_box_recruiting(m, city, Recruiting{4, 2}));
    REQUIRE_FALSE(add_box(m, std::string(h.province) + " Town", pid, {h.at.x + 60, h.at.y + 40}, &town));
    REQUIRE_FALSE(add_line(m, city, town, LineType::Road));
    REQUIRE_FALSE(add_line(m, town, capital, LineType::Highway));
    cities.push_back(city);
  }
  REQUIRE_FALSE(add_line(m, cities[0], cities[1], LineType::River, cities[1]));
  CHECK(suggest_adjacency(m) == 5);  // four Kings to the Empire, Greenmark to Goldmark

  auto problems = validate_map(m, MapChecks::Structure);
  std::string listed;
  for (const auto& p : problems) listed += (p.error ? "error: " : "warning: ") + p.text + "\n";
  INFO(listed);
  CHECK_FALSE(has_error(problems));
  CHECK(has_error(validate_map(m, MapChecks::Rulebook)));  // not the rulebook's 20 provinces

  Json json = to_json(m);
  auto s = new_campaign(JsonCursor(Json{{"map", json}, {"map_checks", "structure"}}, "options"));
  REQUIRE(s->map);
  CHECK(s->map->boxes.size() == 9);
  for (const auto& k : kings()) {
    auto home = s->home_provinces(k.id);
    REQUIRE(home.size() == 1);
    int placed = 0;
    for (const auto& c : s->columns) {
      if (c.owner != k.id) continue;
      REQUIRE(s->map->box(c.box));
      CHECK(s->map->box(c.box)->province == home.front());
      ++placed;
    }
    CHECK(placed == 12);
  }
}
