// Soldier King's map in the map editor: the schema's edits and refusals on a
// Soldier King map, the document's round trip to the map file, and a small
// map built with the editor's edits alone that validates and starts a campaign.
#include <doctest/doctest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "soldier_king/factions.h"
#include "soldier_king/map_schema.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

const MapSchema& schema() { return *sk::map_schema(); }

// Two provinces, three boxes (a and b in "north", c in "south"), no lines.
MapDoc small() {
  MapDoc m = new_map_doc("Test");
  REQUIRE_FALSE(add_group(m, schema(), "province", "North", {100, 100}));
  REQUIRE_FALSE(add_group(m, schema(), "province", "South", {100, 300}));
  REQUIRE_FALSE(add_node(m, schema(), "box", "A", {50, 50}, "north"));
  REQUIRE_FALSE(add_node(m, schema(), "box", "B", {150, 50}, "north"));
  REQUIRE_FALSE(add_node(m, schema(), "box", "C", {100, 350}, "south"));
  return m;
}

bool has_error(const std::vector<MapProblem>& problems) {
  return std::any_of(problems.begin(), problems.end(), [](const MapProblem& p) { return p.error; });
}

std::vector<std::string> borders(const MapDoc& d, const std::string& province) {
  return map_from_doc(d).province(province)->adjacent;
}

}  // namespace

TEST_CASE("sk map schema: the shipped map is the same map after a round trip through the editor's document") {
  const Map shipped = map_from_json(JsonCursor(default_map(), "map.json"));
  const MapDoc d = doc_from_map(shipped);
  CHECK(d.graph.nodes.size() == shipped.boxes.size());
  CHECK(d.graph.edges.size() == shipped.lines.size());
  CHECK(d.graph.groups.size() == shipped.provinces.size());
  CHECK(to_json(map_from_doc(d)) == to_json(shipped));
  CHECK(schema().write(schema().read(JsonCursor(default_map(), "map.json"))) == to_json(shipped));
  // A river flowing toward its line's first end points that way in the document.
  Map m = shipped;
  Line& river = *std::find_if(m.lines.begin(), m.lines.end(), [](const Line& l) { return l.type == LineType::River; });
  river.downstream = river.a;
  const MapDoc turned = doc_from_map(m);
  const GraphEdge& e = turned.graph.edges[static_cast<std::size_t>(&river - m.lines.data())];
  CHECK(e.directed);
  CHECK(e.b == river.a);
  CHECK(map_from_doc(turned).lines[static_cast<std::size_t>(&river - m.lines.data())].downstream == river.a);
}

TEST_CASE("sk map schema: ids come from names, unique across provinces and boxes") {
  CHECK(id_from_name("Sankt Pölten am See") == "sankt_p_lten_am_see");
  CHECK(id_from_name("  Bad--Ems 2 ") == "bad_ems_2");
  CHECK(id_from_name("???") == "");
  MapDoc m = new_map_doc("Test");
  CHECK(map_from_doc(m).seating_ring == std::vector<std::string>{"argozia", "arcadia", "bravance", "hrvatska"});
  std::string id;
  REQUIRE_FALSE(add_group(m, schema(), "province", "Bern", {0, 0}, &id));
  CHECK(id == "bern");
  REQUIRE_FALSE(add_node(m, schema(), "box", "Bern", {10, 10}, "bern", &id));
  CHECK(id == "bern_2");
  REQUIRE_FALSE(add_node(m, schema(), "box", "Bern", {20, 10}, "bern", &id));
  CHECK(id == "bern_3");
  REQUIRE_FALSE(add_node(m, schema(), "box", "!!", {30, 10}, "bern", &id));
  CHECK(id == "box");
  CHECK(unique_id(m, "Bern", "x", "bern_2") == "bern_2");  // its own id may stay
}

TEST_CASE("sk map schema: the map's name, size and seating ring") {
  MapDoc m = new_map_doc("");
  CHECK(m.name == "New map");
  CHECK(set_map_name(m, " ") == "a map needs a name");
  CHECK_FALSE(set_map_name(m, "Estavia"));
  CHECK(m.name == "Estavia");
  CHECK(set_map_size(m, schema(), 99, 500));
  CHECK_FALSE(set_map_size(m, schema(), 800, 600));
  CHECK(m.width == 800);
  const std::string four = "the seating ring names 4 of: Argozia, Arcadia, Bravance, Hrvatska "
                           "(the four Kings once each, clockwise round the map (SK 7.1.2))";
  CHECK(set_map_attribute(m, schema(), "seating_ring", Json{"argozia", "arcadia", "bravance"}) == four);
  CHECK(set_map_attribute(m, schema(), "seating_ring", Json{"argozia", "argozia", "bravance", "hrvatska"}) ==
        "the seating ring: \"argozia\" is named twice");
  CHECK(set_map_attribute(m, schema(), "seating_ring", Json{"argozia", "cleve", "bravance", "hrvatska"}) ==
        "\"cleve\" is not one of: Argozia, Arcadia, Bravance, Hrvatska");
  CHECK_FALSE(set_map_attribute(m, schema(), "seating_ring", Json{"hrvatska", "bravance", "arcadia", "argozia"}));
  CHECK(map_from_doc(m).seating_ring.front() == "hrvatska");
}

TEST_CASE("sk map schema: province attributes, and their refusals") {
  MapDoc m = small();
  CHECK(add_group(m, schema(), "province", "", {0, 0}) == "a province needs a name");
  CHECK_FALSE(rename_group(m, schema(), "north", "Nordmark"));
  CHECK(map_from_doc(m).province("north")->name == "Nordmark");
  CHECK(rename_group(m, schema(), "north", "") == "a province needs a name");
  CHECK(rename_group(m, schema(), "east", "X") == "there is no province \"east\"");
  CHECK_FALSE(set_group_attribute(m, schema(), "north", "ruler", "argozia"));
  CHECK(map_from_doc(m).province("north")->ruler == "argozia");
  CHECK(set_group_attribute(m, schema(), "north", "ruler", "cleve") ==
        "\"cleve\" is not one of: Argozia, Arcadia, Bravance, Hrvatska");
  CHECK_FALSE(set_group_attribute(m, schema(), "north", "ruler", ""));  // none: Imperial
  CHECK(map_from_doc(m).province("north")->ruler.empty());
  CHECK_FALSE(set_group_attribute(m, schema(), "north", "recruiting_value", 7));
  CHECK(map_from_doc(m).province("north")->recruiting_value == 7);
  CHECK(set_group_attribute(m, schema(), "north", "recruiting_value", 100) ==
        "the recruiting value must be between 0 and 99, not 100");
  CHECK(set_group_attribute(m, schema(), "north", "recruiting_value", -1));
  CHECK(set_group_attribute(m, schema(), "north", "recruiting_value", "seven") == "the recruiting value is a whole number");
  // The editor suggests the cities' ruled values as the recruiting value (SK 2.1.2).
  const AttrSpec& rv = schema().group_kind("province")->attributes[1];
  REQUIRE(rv.key == "recruiting_value");
  REQUIRE(rv.suggest);
  CHECK(rv.suggest(m, "north") == Json(0));
  REQUIRE_FALSE(set_node_attribute(m, schema(), "a", "recruiting", true));
  REQUIRE_FALSE(set_node_attribute(m, schema(), "a", "ruled", 3));
  REQUIRE_FALSE(set_node_attribute(m, schema(), "b", "recruiting", true));
  CHECK(rv.suggest(m, "north") == Json(4));  // 3 and the default 1
  CHECK(rv.suggest(m, "south") == Json(0));
  CHECK_FALSE(rv.suggest(m, "nowhere"));
  CHECK_FALSE(move_group_label(m, "north", {5, 6}));
  CHECK(map_from_doc(m).province("north")->label.y == 6);
  CHECK_FALSE(set_group_source(m, "north", "printed map"));
  CHECK(map_from_doc(m).province("north")->source == "printed map");
}

TEST_CASE("sk map schema: a province's id changes with its boxes and borders") {
  MapDoc m = small();
  REQUIRE_FALSE(set_group_ref(m, schema(), "north", "adjacent", "south", true));
  CHECK_FALSE(set_group_id(m, schema(), "north", "nordmark"));
  CHECK(map_from_doc(m).box("a")->province == "nordmark");
  CHECK(borders(m, "south") == std::vector<std::string>{"nordmark"});
  CHECK(set_group_id(m, schema(), "nordmark", "south") == "the id \"south\" is already used");
  CHECK(set_group_id(m, schema(), "nordmark", "a") == "the id \"a\" is already used");
  CHECK(set_group_id(m, schema(), "nordmark", "Nord Mark") ==
        "an id is lowercase letters, digits and underscores, not \"Nord Mark\"");
  CHECK_FALSE(set_group_id(m, schema(), "nordmark", "nordmark"));
}

TEST_CASE("sk map schema: a province is deleted only when empty, with its borders") {
  MapDoc m = small();
  REQUIRE_FALSE(set_group_ref(m, schema(), "north", "adjacent", "south", true));
  CHECK(delete_group(m, schema(), "south") == "province South still has 1 box; delete or move them first");
  CHECK(delete_group(m, schema(), "north") == "province North still has 2 boxes; delete or move them first");
  CHECK_FALSE(set_node_group(m, schema(), "c", "north"));
  CHECK_FALSE(delete_group(m, schema(), "south"));
  CHECK_FALSE(map_from_doc(m).province("south"));
  CHECK(borders(m, "north").empty());
  CHECK(delete_group(m, schema(), "south") == "there is no province \"south\"");
}

TEST_CASE("sk map schema: borders are kept symmetric and sorted") {
  MapDoc m = small();
  REQUIRE_FALSE(add_group(m, schema(), "province", "Alpen", {0, 0}));
  CHECK_FALSE(set_group_ref(m, schema(), "north", "adjacent", "south", true));
  CHECK_FALSE(set_group_ref(m, schema(), "north", "adjacent", "south", true));  // twice: still once
  CHECK_FALSE(set_group_attribute(m, schema(), "north", "adjacent", Json{"south", "alpen"}));
  CHECK(borders(m, "north") == std::vector<std::string>{"alpen", "south"});
  CHECK(borders(m, "south") == std::vector<std::string>{"north"});
  CHECK(borders(m, "alpen") == std::vector<std::string>{"north"});
  CHECK(has_group_ref(m, "south", "adjacent", "north"));
  CHECK_FALSE(set_group_attribute(m, schema(), "north", "adjacent", Json{"alpen"}));
  CHECK(borders(m, "south").empty());
  CHECK_FALSE(set_group_ref(m, schema(), "south", "adjacent", "alpen", true));
  CHECK_FALSE(set_group_ref(m, schema(), "south", "adjacent", "alpen", false));
  CHECK(borders(m, "alpen") == std::vector<std::string>{"north"});
  CHECK(set_group_ref(m, schema(), "north", "adjacent", "north", true) == "North cannot refer to itself");
  CHECK(set_group_attribute(m, schema(), "north", "adjacent", Json{"north"}) == "North cannot border itself");
  CHECK(set_group_ref(m, schema(), "north", "adjacent", "west", true) == "there is no province \"west\"");
}

TEST_CASE("sk map schema: borders suggested from the lines join the provinces a line crosses") {
  MapDoc m = small();
  REQUIRE_FALSE(add_group(m, schema(), "province", "East", {300, 100}));
  REQUIRE_FALSE(add_node(m, schema(), "box", "D", {300, 50}, "east"));
  REQUIRE_FALSE(add_edge(m, schema(), "road", "a", "b"));   // inside North
  REQUIRE_FALSE(add_edge(m, schema(), "road", "b", "c"));   // North-South
  REQUIRE_FALSE(add_edge(m, schema(), "river", "c", "b"));  // North-South again
  REQUIRE(schema().actions.size() == 1);
  const MapAction& suggest = schema().actions.front();
  CHECK(suggest.apply(m) == "Borders added for provinces joined by a line: 1");
  CHECK(has_group_ref(m, "north", "adjacent", "south"));
  CHECK(has_group_ref(m, "south", "adjacent", "north"));
  CHECK_FALSE(has_group_ref(m, "north", "adjacent", "east"));
  CHECK(suggest.apply(m) == "Borders added for provinces joined by a line: 0");
  REQUIRE_FALSE(set_group_ref(m, schema(), "east", "adjacent", "south", true));  // a border without a line stays
  CHECK(suggest.apply(m) == "Borders added for provinces joined by a line: 0");
  CHECK(has_group_ref(m, "east", "adjacent", "south"));
}

TEST_CASE("sk map schema: boxes are added, moved, renamed and deleted with their lines") {
  MapDoc m = small();
  CHECK(add_node(m, schema(), "box", "", {0, 0}, "north") ==
        "a city box needs a name");
  CHECK(add_node(m, schema(), "box", "X", {0, 0}, "") == "choose a province for the city box first (add one if there is none)");
  CHECK(add_node(m, schema(), "box", "X", {0, 0}, "west") == "there is no province \"west\"");
  CHECK(add_node(m, schema(), "fort", "X", {0, 0}, "north") == "there is no kind of box \"fort\"");
  CHECK_FALSE(move_node(m, "a", {70, 80}));
  CHECK(map_from_doc(m).box("a")->pos.x == 70);
  CHECK(move_node(m, "z", {0, 0}) == "there is no place \"z\"");
  CHECK_FALSE(rename_node(m, schema(), "a", "Altdorf"));
  CHECK(map_from_doc(m).box("a")->name == "Altdorf");
  CHECK(rename_node(m, schema(), "a", "") == "a city box needs a name");

  REQUIRE_FALSE(add_edge(m, schema(), "road", "a", "b"));
  REQUIRE_FALSE(add_edge(m, schema(), "highway", "b", "c"));
  REQUIRE_FALSE(add_edge(m, schema(), "river", "c", "a"));  // flows toward a
  CHECK_FALSE(set_node_id(m, "a", "altdorf"));
  Map now = map_from_doc(m);
  CHECK(now.lines[0].a == "altdorf");
  CHECK(now.lines[2].downstream == "altdorf");
  CHECK(set_node_id(m, "altdorf", "north") == "the id \"north\" is already used");
  CHECK_FALSE(delete_node(m, "altdorf"));
  now = map_from_doc(m);
  CHECK_FALSE(now.box("altdorf"));
  REQUIRE(now.lines.size() == 1);
  CHECK(now.lines[0].a == "b");
  CHECK(delete_node(m, "altdorf") == "there is no place \"altdorf\"");
}

TEST_CASE("sk map schema: a box's attributes") {
  MapDoc m = small();
  CHECK_FALSE(set_node_group(m, schema(), "a", "south"));
  CHECK(map_from_doc(m).box("a")->province == "south");
  CHECK(set_node_group(m, schema(), "a", "west") == "there is no province \"west\"");
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "recruiting", true));
  REQUIRE(map_from_doc(m).box("a")->recruiting);
  CHECK(map_from_doc(m).box("a")->recruiting->ruled == 1);  // the defaults: 1 and 0
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "ruled", 3));
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "captured", 1));
  CHECK(map_from_doc(m).box("a")->recruiting->captured == 1);
  CHECK(set_node_attribute(m, schema(), "a", "ruled", 100) == "the ruled value must be between 0 and 99, not 100");
  CHECK(set_node_attribute(m, schema(), "a", "captured", -1) == "the captured value must be between 0 and 99, not -1");
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "recruiting", false));
  CHECK_FALSE(map_from_doc(m).box("a")->recruiting);
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "electoral", true));
  CHECK(map_from_doc(m).box("a")->electoral);
  CHECK(set_node_attribute(m, schema(), "a", "electoral", 1) == "\"Electoral city (crown)\" is yes or no");
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "entrenchment", true));
  CHECK(map_from_doc(m).box("a")->entrenchment);
  CHECK_FALSE(set_node_attribute(m, schema(), "a", "battlefield", "a river crossing, woods to the north"));
  CHECK(map_from_doc(m).box("a")->battlefield == "a river crossing, woods to the north");
  CHECK_FALSE(set_node_source(m, "a", "scan p. 2"));
  CHECK(map_from_doc(m).box("a")->source == "scan p. 2");
  CHECK(set_node_attribute(m, schema(), "q", "electoral", true) == "there is no box \"q\"");
  CHECK(set_node_attribute(m, schema(), "a", "fortress", true) == "the box has no attribute \"fortress\"");
}

TEST_CASE("sk map schema: lines, and the lines refused") {
  MapDoc m = small();
  CHECK_FALSE(add_edge(m, schema(), "road", "a", "b"));
  CHECK(add_edge(m, schema(), "road", "b", "a") == "there is already a road between B and A");
  CHECK_FALSE(add_edge(m, schema(), "highway", "b", "a"));  // another type may run beside it
  CHECK(add_edge(m, schema(), "road", "a", "a") == "a line joins two different boxes, not A to itself");
  CHECK(add_edge(m, schema(), "road", "a", "zz") == "there is no box \"zz\"");
  CHECK(add_edge(m, schema(), "canal", "a", "c") == "there is no kind of line \"canal\"");
  CHECK_FALSE(add_edge(m, schema(), "river", "a", "c"));
  REQUIRE(m.graph.edges.size() == 3);
  CHECK(map_from_doc(m).lines[2].downstream == "c");

  CHECK_FALSE(reverse_edge(m, schema(), 2));
  CHECK(map_from_doc(m).lines[2].downstream == "a");
  CHECK_FALSE(reverse_edge(m, schema(), 2));
  CHECK(map_from_doc(m).lines[2].downstream == "c");
  CHECK(reverse_edge(m, schema(), 0) == "only a directed line can be reversed; this is a road");
  CHECK(reverse_edge(m, schema(), 9) == "there is no way 9");

  CHECK(set_edge_kind(m, schema(), 0, "highway") == "there is already a highway between A and B");
  CHECK_FALSE(set_edge_kind(m, schema(), 0, "river"));
  CHECK(map_from_doc(m).lines[0].downstream == "b");
  CHECK_FALSE(set_edge_kind(m, schema(), 0, "road"));
  CHECK(map_from_doc(m).lines[0].downstream.empty());
  CHECK_FALSE(set_edge_source(m, 0, "scan"));
  CHECK(map_from_doc(m).lines[0].source == "scan");

  CHECK_FALSE(delete_edge(m, 1));
  CHECK(m.graph.edges.size() == 2);
  CHECK(map_from_doc(m).lines[1].type == LineType::River);
  CHECK(delete_edge(m, 2) == "there is no way 2");
}

TEST_CASE("sk map schema: a validation problem selects what it names") {
  MapDoc m = new_map_doc("T");
  REQUIRE_FALSE(add_group(m, schema(), "province", "North", {0, 0}));
  REQUIRE_FALSE(add_group(m, schema(), "province", "Bern", {0, 0}));
  REQUIRE_FALSE(add_node(m, schema(), "box", "Bern", {0, 0}, "north"));
  REQUIRE_FALSE(add_node(m, schema(), "box", "Berne", {10, 0}, "north"));
  REQUIRE_FALSE(add_edge(m, schema(), "river", "bern_2", "berne"));
  REQUIRE_FALSE(set_node_attribute(m, schema(), "berne", "recruiting", true));
  REQUIRE_FALSE(set_node_attribute(m, schema(), "berne", "captured", 2));
  REQUIRE_FALSE(set_node_attribute(m, schema(), "bern_2", "electoral", true));
  int named = 0;
  for (const auto& p : schema().validate(m, "structure")) {
    INFO(p.text);
    if (p.text.rfind("box Berne: ruled value", 0) == 0) {
      CHECK(p.target == MapTarget{MapTarget::Kind::Node, "berne", -1});
      ++named;
    }
    if (p.text.rfind("electoral city Bern ", 0) == 0) {
      CHECK(p.target == MapTarget{MapTarget::Kind::Node, "bern_2", -1});
      ++named;
    }
    if (p.text.rfind("province Bern ", 0) == 0) {
      CHECK(p.target == MapTarget{MapTarget::Kind::Group, "bern", -1});
      ++named;
    }
  }
  CHECK(named >= 2);
  const Map built = map_from_doc(m);
  CHECK(problem_target(built, "river bern_2\xe2\x80\x93" "berne crosses between provinces") == MapTarget::of_edge(0));
  CHECK(problem_target(built, "the map has 2 provinces") == MapTarget{});
}

TEST_CASE("sk map schema: a small map built in the editor validates and starts a campaign") {
  MapDoc m = new_map_doc("Five Provinces (test)");
  REQUIRE_FALSE(set_map_size(m, schema(), 800, 600));
  // One province per King, two boxes each (a recruiting home city and a town),
  // round an Imperial province with an electoral city in the middle.
  struct Home {
    const char* king;
    const char* province;
    MapPoint at;
  };
  const Home homes[] = {{"argozia", "Greenmark", {200, 150}},
                        {"arcadia", "Goldmark", {600, 150}},
                        {"bravance", "Bluemark", {600, 450}},
                        {"hrvatska", "Redmark", {200, 450}}};
  REQUIRE_FALSE(add_group(m, schema(), "province", "Kaiserland", {400, 260}));
  std::string capital;
  REQUIRE_FALSE(add_node(m, schema(), "box", "Kaiserstadt", {400, 300}, "kaiserland", &capital));
  REQUIRE_FALSE(set_node_attribute(m, schema(), capital, "recruiting", true));
  REQUIRE_FALSE(set_node_attribute(m, schema(), capital, "ruled", 2));
  REQUIRE_FALSE(set_node_attribute(m, schema(), capital, "captured", 1));
  REQUIRE_FALSE(set_node_attribute(m, schema(), capital, "electoral", true));
  REQUIRE_FALSE(set_node_attribute(m, schema(), capital, "entrenchment", true));
  REQUIRE_FALSE(set_group_attribute(m, schema(), "kaiserland", "recruiting_value", 2));
  std::vector<std::string> cities;
  for (const auto& h : homes) {
    std::string pid, city, town;
    REQUIRE_FALSE(add_group(m, schema(), "province", h.province, {h.at.x, h.at.y - 60}, &pid));
    REQUIRE_FALSE(set_group_attribute(m, schema(), pid, "ruler", h.king));
    REQUIRE_FALSE(set_group_attribute(m, schema(), pid, "recruiting_value", 4));
    REQUIRE_FALSE(add_node(m, schema(), "box", std::string(h.province) + " City", h.at, pid, &city));
    REQUIRE_FALSE(set_node_attribute(m, schema(), city, "recruiting", true));
    REQUIRE_FALSE(set_node_attribute(m, schema(), city, "ruled", 4));
    REQUIRE_FALSE(set_node_attribute(m, schema(), city, "captured", 2));
    REQUIRE_FALSE(add_node(m, schema(), "box", std::string(h.province) + " Town", {h.at.x + 60, h.at.y + 40}, pid, &town));
    REQUIRE_FALSE(add_edge(m, schema(), "road", city, town));
    REQUIRE_FALSE(add_edge(m, schema(), "highway", town, capital));
    cities.push_back(city);
  }
  REQUIRE_FALSE(add_edge(m, schema(), "river", cities[0], cities[1]));
  // Four Kings to the Empire, Greenmark to Goldmark.
  CHECK(schema().actions.front().apply(m) == "Borders added for provinces joined by a line: 5");

  const Map built = map_from_doc(m);
  auto problems = validate_map(built, MapChecks::Structure);
  std::string listed;
  for (const auto& p : problems) listed += (p.error ? "error: " : "warning: ") + p.text + "\n";
  INFO(listed);
  CHECK_FALSE(has_error(problems));
  CHECK(has_error(validate_map(built, MapChecks::Rulebook)));  // not the rulebook's 20 provinces

  auto s = new_campaign(JsonCursor(Json{{"map", schema().write(m)}, {"map_checks", "structure"}}, "options"));
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
