// The Guerres de Bourgogne strategic map in the map editor: the file's exact
// round trip through the editor's document, every shipped value within the
// schema's ranges and choices, the lakes and the pairs they keep apart as the
// editor edits them, and the rulebook's checks run from the editor.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bourgogne/map_schema.h"
#include "core/map_doc.h"

using namespace umpire;
using namespace umpire::bourgogne;

namespace {

const MapSchema& bms_schema() { return *map_schema_bourgogne(); }

Json bms_file() {
  std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/data/bourgogne/map.json");
  std::stringstream text;
  text << in.rdbuf();
  return Json::parse(text.str());
}

MapDoc bms_doc() { return bms_schema().read(JsonCursor(bms_file(), "data/bourgogne/map.json")); }

std::vector<std::string> bms_texts(const MapDoc& d, const std::string& level) {
  std::vector<std::string> out;
  for (const auto& i : bms_schema().validate(d, level)) out.push_back(i.text);
  return out;
}

bool bms_says(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("Bourgogne map schema: the shipped file is the same map after a round trip through the editor") {
  const Json file = bms_file();
  const MapDoc d = bms_doc();
  CHECK(d.graph.nodes.size() == file["zones"].size());
  std::size_t pairs = 0;
  for (const auto& k : file["lakes"]) pairs += k["blocks"].size();
  CHECK(d.graph.edges.size() == file["links"].size() + pairs);
  CHECK(d.graph.groups.size() == file["lakes"].size());
  const Json once = to_json(map_from_json(JsonCursor(file, "map.json")));
  CHECK(bms_schema().write(d) == once);
  CHECK(to_json(map_from_doc(doc_from_map(map_from_doc(d)))) == once);
  const GraphNode* besancon = d.graph.node("37");
  REQUIRE(besancon);
  CHECK(besancon->kind == "mountain");
  CHECK(bms_schema().node_badge(*besancon) == "2 VP FV 2");
  CHECK(bms_schema().node_badge(*d.graph.node("1")).empty());
}

TEST_CASE("Bourgogne map schema: every shipped value suits the editor's kinds, ranges and choices") {
  const MapSchema& s = bms_schema();
  const MapDoc d = bms_doc();
  for (const auto& n : d.graph.nodes) {
    const KindSpec* kind = s.node_kind(n.kind);
    REQUIRE(kind);
    for (const auto& spec : kind->attributes) {
      const auto problem = check_value(s, d, spec, attribute(n.attributes, spec));
      CAPTURE(n.id);
      CAPTURE(spec.key);
      CHECK_FALSE(problem);
    }
  }
  for (const auto& e : d.graph.edges) CHECK(s.edge_kind(e.kind));
  // The RP the editor suggests is the shipped default: 2 for Bern (FV 2, Swiss land), 0 for Luxembourg.
  const AttrSpec* rp = nullptr;
  for (const auto& a : s.node_kind("normal")->attributes)
    if (a.key == "rp") rp = &a;
  REQUIRE(rp);
  REQUIRE(rp->suggest);
  CHECK(rp->suggest(d, "19") == Json(2));
  CHECK(rp->suggest(d, "1") == Json(0));
  CHECK(rp->suggest(d, "7") == Json(1));
}

TEST_CASE("Bourgogne map schema: the shipped map has no problem at either level") {
  const MapDoc d = bms_doc();
  for (const char* level : {"rulebook", "structure"}) {
    const auto texts = bms_texts(d, level);
    for (const auto& t : texts) MESSAGE(t);
    CHECK(texts.empty());
  }
}

TEST_CASE("Bourgogne map schema: a pair across a lake is an edge naming the lake; a link across it is refused") {
  const MapSchema& s = bms_schema();
  MapDoc d = bms_doc();
  // Aigle and Geneva face each other across Lake Léman at the head of the lake.
  REQUIRE_FALSE(add_edge(d, s, "border", "31", "49"));
  CHECK(bms_says(bms_texts(d, "structure"), "Aigle (31) and Geneva (49) are joined across Lake Léman"));
  // A new pair across a lake must say which lake.
  MapDoc e = bms_doc();
  REQUIRE_FALSE(add_edge(e, s, "lake", "38", "49"));
  CHECK(bms_says(bms_texts(e, "structure"), "names no lake of the map"));
  const EdgeIx last = static_cast<EdgeIx>(e.graph.edges.size() - 1);
  REQUIRE_FALSE(set_edge_attribute(e, s, last, "lake", "leman"));
  CHECK(bms_says(bms_texts(e, "structure"), "Lausanne (38) and Geneva (49) are joined across Lake Léman"));
  const Map m = map_from_doc(e);
  REQUIRE(m.lakes.size() == 2);
  CHECK(m.lakes[0].blocks.back() == std::make_pair(std::string("38"), std::string("49")));
}

TEST_CASE("Bourgogne map schema: the editor's rulebook check finds a broken stated fact, the structure check does not") {
  const MapSchema& s = bms_schema();
  MapDoc d = bms_doc();
  REQUIRE_FALSE(set_node_attribute(d, s, "45", "fv", 1));
  REQUIRE_FALSE(set_node_attribute(d, s, "22", "territory", ""));
  find_node(d, "37")->kind = "normal";
  const auto rulebook = bms_texts(d, "rulebook");
  CHECK(bms_says(rulebook, "Auxonne (45) should have FV 2 (GdB 9.5.13 note 11)"));
  CHECK(bms_says(rulebook, "Nancy (22) should be Lorraine's land"));
  CHECK(bms_says(rulebook, "Besançon (37) should be a mountain zone"));
  CHECK(bms_texts(d, "structure").empty());
}
