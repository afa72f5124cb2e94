// The 1631 map in the map editor: the file's exact round trip through the
// editor's document, the two levels of checks (a user's map that breaks one of
// the rulebook's facts is told so in words citing the rule), strategic areas
// that belong to no region, and the set-up command the editor gives a campaign.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "1631/map_schema.h"
#include "1631/scenario.h"
#include "1631/state.h"
#include "core/map_doc.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

const MapSchema& fl_schema() { return *map_schema_1631(); }

Json fl_map_file() {
  std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/data/1631/map.json");
  std::stringstream text;
  text << in.rdbuf();
  return Json::parse(text.str());
}

MapDoc fl_doc() { return fl_schema().read(JsonCursor(fl_map_file(), "data/1631/map.json")); }

std::vector<std::string> fl_texts(const MapDoc& d, const std::string& level) {
  std::vector<std::string> out;
  for (const auto& i : fl_schema().validate(d, level)) out.push_back(i.text);
  return out;
}

bool fl_says(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(),
                     [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

EdgeIx fl_edge(const MapDoc& d, const std::string& a, const std::string& b, const std::string& kind) {
  for (std::size_t i = 0; i < d.graph.edges.size(); ++i) {
    const GraphEdge& e = d.graph.edges[i];
    if (e.kind == kind && ((e.a == a && e.b == b) || (e.a == b && e.b == a))) return static_cast<EdgeIx>(i);
  }
  const std::string missing = "no " + kind + " " + a + "-" + b;
  FAIL(missing);
  return -1;
}

void fl_set_json(MapDoc& d, const std::string& node, const char* key, const Json& value) {
  GraphNode* n = find_node(d, node);
  REQUIRE(n);
  Json j = n->attributes.json();
  j[key] = value;
  n->attributes = j;
}

}  // namespace

TEST_CASE("1631 map schema: the shipped file is the same file after a round trip through the editor's document") {
  const Json file = fl_map_file();
  const MapDoc d = fl_doc();
  CHECK(d.graph.nodes.size() == file["areas"].size());
  CHECK(d.graph.edges.size() == file["lines"].size());
  CHECK(d.graph.groups.size() == file["regions"].size());
  CHECK(fl_schema().write(d) == file);
  CHECK(to_json(map_from_doc(doc_from_map(map_from_json(JsonCursor(file, "map.json"))))) == file);
  // Strategic areas are in no region; the others in theirs.
  CHECK_FALSE(member_group(fl_schema(), d, "boehmen"));
  REQUIRE(member_group(fl_schema(), d, "landsberg"));
  CHECK(member_group(fl_schema(), d, "landsberg")->id == "neumark");
  CHECK(fl_schema().node_badge(*d.graph.node("garz")) == "3/1");
}

TEST_CASE("1631 map schema: the shipped map has no problem at either level") {
  const MapDoc d = fl_doc();
  for (const char* level : {"rulebook", "structure"}) {
    const auto texts = fl_texts(d, level);
    for (const auto& t : texts) MESSAGE(t);
    CHECK(texts.empty());
  }
}

TEST_CASE("1631 map schema: a map that breaks the rulebook's facts is told which, citing the rule") {
  struct Broken {
    const char* what;
    std::function<void(MapDoc&)> edit;
    const char* says;
  };
  const MapSchema& s = fl_schema();
  const Broken cases[] = {
      {"Garz's VP", [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "garz", "vp", 2)); },
       "Garz should be worth 3 VP and 1 SP (1631 §12)"},
      {"Stralsund's SP", [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "stralsund", "sp", 2)); },
       "Stralsund and Stettin should give 3 SP together, not 4"},
      {"Magdeburg's VP", [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "magdeburg", "vp", 11)); },
       "should be worth 22 VP together, not 21: the Swedes start with 22 VP (1631 §11)"},
      {"Magdeburg at 6 VP",
       [&](MapDoc& d) {
         REQUIRE_FALSE(set_node_attribute(d, s, "magdeburg", "vp", 6));
         REQUIRE_FALSE(set_node_attribute(d, s, "stettin", "vp", 12));
       },
       "Magdeburg should be worth more than 6 VP: captured by the Imperials it falls to 6 (1631 §10.6)"},
      {"Wismar's SP", [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "wismar", "sp", 1)); },
       "should give 16 SP together, not 15: the Imperials start with 20 SP, 4 of them off the map (1631 §9.1.1, §11)"},
      {"Landsberg's SP", [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "landsberg", "sp", 2)); },
       "Landsberg should give 1 SP (1631 §12)"},
      {"Landsberg a fortress", [&](MapDoc& d) { find_node(d, "landsberg")->kind = "fortress"; },
       "Landsberg should be a city, not a fortress"},
      {"Landsberg's region", [&](MapDoc& d) { REQUIRE_FALSE(set_node_group(d, s, "landsberg", "mittelmark")); },
       "Landsberg should be in Neumark (1631 §11, §12)"},
      {"Kolberg a city", [&](MapDoc& d) { find_node(d, "kolberg")->kind = "city"; },
       "Kolberg should be a fortress: its surrender roll counts the fortress (1631 §9.2.2, §12)"},
      {"Greifswald no port", [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "greifswald", "port", false)); },
       "Greifswald should be a Swedish supply port (anchor)"},
      {"Neumark ravaged", [&](MapDoc& d) { REQUIRE_FALSE(set_group_attribute(d, s, "neumark", "ravaged", 1)); },
       "Neumark should start unravaged"},
      {"Mecklenburg unravaged",
       [&](MapDoc& d) { REQUIRE_FALSE(set_group_attribute(d, s, "mecklenburg", "ravaged", 0)); },
       "Mecklenburg should start Ravaged once (1631 §11)"},
      {"no Stettin-Garz line",
       [&](MapDoc& d) { REQUIRE_FALSE(delete_edge(d, fl_edge(d, "stettin", "garz", "river"))); },
       "Garz should be one Engage from Stettin"},
      {"no Küstrin-Frankfurt line",
       [&](MapDoc& d) { REQUIRE_FALSE(delete_edge(d, fl_edge(d, "kuestrin", "frankfurt", "river"))); },
       "Frankfurt should be two moves from Garz through an area without a Swedish garrison"},
      {"Garz-Greifenhagen a road",
       [&](MapDoc& d) { REQUIRE_FALSE(set_edge_kind(d, s, fl_edge(d, "garz", "greifenhagen", "bridge"), "road")); },
       "Garz and Greifenhagen should be joined by a bridge"},
      {"no Havel bridge",
       [&](MapDoc& d) { REQUIRE_FALSE(delete_edge(d, fl_edge(d, "genthin", "brandenburg", "bridge"))); },
       "Tilly's forced march should be possible as written"},
      {"Berlin-Frankfurt a bridge",
       [&](MapDoc& d) { REQUIRE_FALSE(set_edge_kind(d, s, fl_edge(d, "berlin", "frankfurt", "road"), "bridge")); },
       "Berlin and Frankfurt should be one road or river line apart"},
      {"a Werben ford a road",
       [&](MapDoc& d) { REQUIRE_FALSE(set_edge_kind(d, s, fl_edge(d, "werben", "havelberg", "ford"), "road")); },
       "Werben should have two ford lines, not 1"},
      {"no Franken", [&](MapDoc& d) { REQUIRE_FALSE(delete_node(d, "franken")); },
       "the map should have the strategic area Franken (Franconia, id \"franken\") (1631 §2.2.2)"},
      {"Havelberg minor",
       [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "havelberg", "allegiance", "minor")); },
       "Havelberg should be a Brandenburg area"},
      {"Berlin without its marker",
       [&](MapDoc& d) { REQUIRE_FALSE(set_node_attribute(d, s, "berlin", "printed_marker", false)); },
       "Berlin is a Brandenburg city: it should have its printed marker (1631 §2.2.1)"},
  };
  for (const auto& c : cases) {
    const std::string what = c.what;
    CAPTURE(what);
    MapDoc d = fl_doc();
    c.edit(d);
    const auto rulebook = fl_texts(d, "rulebook");
    if (!fl_says(rulebook, c.says))
      for (const auto& t : rulebook) MESSAGE(t);
    CHECK(fl_says(rulebook, c.says));
    CHECK_FALSE(fl_says(fl_texts(d, "structure"), c.says));  // a variant map may differ from the rulebook's
  }
}

TEST_CASE("1631 map schema: the structure's problems are found at both levels") {
  const MapSchema& s = fl_schema();
  struct Broken {
    const char* what;
    std::function<void(MapDoc&)> edit;
    const char* says;
  };
  const Broken cases[] = {
      {"a bridge's city not at its end",
       [&](MapDoc& d) {
         REQUIRE_FALSE(
             set_edge_attribute(d, s, fl_edge(d, "garz", "greifenhagen", "bridge"), "bridge_city", "stettin"));
       },
       "the bridge Garz\xe2\x80\x93Greifenhagen is connected to Stettin, which is not a city at one of its ends (1631 "
       "§2.2.1)"},
      {"a bridge's city green",
       [&](MapDoc& d) {
         REQUIRE_FALSE(
             set_edge_attribute(d, s, fl_edge(d, "garz", "greifenhagen", "bridge"), "bridge_city", "greifenhagen"));
       },
       "is connected to Greifenhagen, which is not a city at one of its ends"},
      {"points on a green area", [&](MapDoc& d) { fl_set_json(d, "greifenhagen", "vp", 2); },
       "Greifenhagen is a green area: only a city has victory and supply points (1631 §2.2.1)"},
      {"an area in no region",
       [&](MapDoc& d) {
         GraphGroup* g = find_group(d, "hinterpommern");
         g->members.erase(std::find(g->members.begin(), g->members.end(), "koeslin"));
         d.graph.index();
       },
       "Köslin is in no region: each area is in one of the regions (1631 §2.2.3)"},
      {"an area in two regions",
       [&](MapDoc& d) {
         find_group(d, "neumark")->members.push_back("koeslin");
         d.graph.index();
       },
       "Köslin is in 2 regions: an area is in one (1631 §2.2.3)"},
      {"a strategic area in a region",
       [&](MapDoc& d) {
         find_group(d, "sachsen")->members.push_back("boehmen");
         d.graph.index();
       },
       "the strategic area Böhmen is in the region Saxony, but a strategic area is in no region (1631 §2.2.2)"},
      {"a city cut off",
       [&](MapDoc& d) {
         REQUIRE_FALSE(add_node(d, s, "city", "Ueckermünde", {900, 150}, "vorpommern"));
       },
       "the map is not connected: no line leads from Wismar to Ueckermünde"},
      {"an anchor on a green area", [&](MapDoc& d) { fl_set_json(d, "anklam", "port", true); },
       "Anklam is a green area: a supply port is a city"},
  };
  for (const auto& c : cases) {
    const std::string what = c.what;
    CAPTURE(what);
    MapDoc d = fl_doc();
    c.edit(d);
    for (const char* level : {"structure", "rulebook"}) {
      const auto texts = fl_texts(d, level);
      if (!fl_says(texts, c.says))
        for (const auto& t : texts) MESSAGE(t);
      CHECK(fl_says(texts, c.says));
    }
  }
}

TEST_CASE("1631 map schema: a problem selects what it is about") {
  MapDoc d = fl_doc();
  REQUIRE_FALSE(set_node_attribute(d, fl_schema(), "garz", "sp", 2));
  const EdgeIx bridge = fl_edge(d, "garz", "greifenhagen", "bridge");
  REQUIRE_FALSE(set_edge_attribute(d, fl_schema(), bridge, "bridge_city", "stettin"));
  REQUIRE_FALSE(set_group_attribute(d, fl_schema(), "lausitz", "ravaged", 2));
  const auto issues = fl_schema().validate(d, "rulebook");
  auto target_of = [&](const std::string& part) {
    for (const auto& i : issues)
      if (i.text.find(part) != std::string::npos) return i.target;
    return MapTarget{};
  };
  CHECK(target_of("Garz should be worth") == MapTarget::node("garz"));
  CHECK(target_of("is connected to Stettin") == MapTarget::of_edge(bridge));
  CHECK(target_of("Lausitz should start unravaged") == MapTarget::group("lausitz"));
  // The loader's check on the typed map finds the same.
  const auto typed = check_map(map_from_doc(d), MapChecks::Rulebook);
  CHECK(has_error(typed));
  CHECK(typed.size() == issues.size());
}

TEST_CASE("1631 map schema: a strategic area is added without a region and cannot be given one") {
  const MapSchema& s = fl_schema();
  MapDoc d = s.new_map("");
  CHECK(d.name == "New map");
  CHECK(add_node(d, s, "green", "Anklam", {100, 100}, "") ==
        "choose a region for the green area first (add one if there is none)");
  REQUIRE_FALSE(add_group(d, s, "region", "Vorpommern", {100, 100}));
  REQUIRE_FALSE(add_node(d, s, "city", "Anklam", {100, 100}, "vorpommern"));
  std::string id;
  REQUIRE_FALSE(add_node(d, s, "strategic", "Böhmen", {300, 300}, "vorpommern", &id));
  CHECK(id == "b_hmen");
  CHECK_FALSE(member_group(s, d, id));
  CHECK(set_node_group(d, s, id, "vorpommern") == "a strategic area belongs to no region");
  CHECK(find_group(d, "vorpommern")->members == std::vector<std::string>{"anklam"});
  // A new city takes the kind's defaults.
  const Map m = map_from_doc(d);
  CHECK(m.areas[0].vp == 1);
  CHECK(m.areas[0].sp == 1);
  CHECK(m.areas[0].allegiance == Allegiance::Minor);
  CHECK(m.areas[0].region == "vorpommern");
  CHECK(m.areas[1].kind == AreaKind::Strategic);
  CHECK(m.areas[1].region.empty());
}

TEST_CASE("1631 map schema: the editor gives a campaign its map with the set-up command 1631.set_map") {
  const MapDoc d = fl_doc();
  const Json command = fl_schema().apply_command(d);
  CHECK(command["type"] == "1631.set_map");
  CHECK(command["args"]["map"] == fl_map_file());
  CampaignState empty;
  CHECK_FALSE(fl_schema().campaign_map(empty));
}

TEST_CASE("1631 map schema: the editor's action gives Brandenburg and Saxon cities their printed markers") {
  const MapSchema& s = fl_schema();
  MapDoc d = fl_doc();
  REQUIRE(s.actions.size() == 1);
  CHECK(s.actions[0].apply(d) == "Printed markers changed: 0");
  REQUIRE_FALSE(set_node_attribute(d, s, "berlin", "printed_marker", false));
  REQUIRE_FALSE(set_node_attribute(d, s, "stralsund", "printed_marker", true));
  REQUIRE_FALSE(set_node_attribute(d, s, "landsberg", "allegiance", "minor"));
  CHECK(s.actions[0].apply(d) == "Printed markers changed: 3");
  const Map m = map_from_doc(d);
  for (const auto& a : m.areas) {
    if (a.id == "stralsund" || a.id == "landsberg") CHECK_FALSE(a.printed_marker);
    if (a.id == "berlin") CHECK(a.printed_marker);
  }
}

TEST_CASE("1631 map schema: the editor edits a copy of a 1631 campaign's map") {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.game = std::make_shared<const State>(start_state());
  const std::optional<MapDoc> d = fl_schema().campaign_map(cs);
  REQUIRE(d);
  CHECK(fl_schema().write(*d) == fl_map_file());
  cs.core.game = "soldier_king";  // another game's campaign has no 1631 map
  CHECK_FALSE(fl_schema().campaign_map(cs));
}
