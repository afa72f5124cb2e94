// LotN maps written back (map_write.h): both shipped maps and a map with every kind of fact read back the same,
// keeping every source, the notes and the grid sections' sources; map_difference names what differs.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "lotn/map_data.h"
#include "lotn/map_write.h"
#include "lotn_test_maps.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::hex;

namespace {

nlohmann::json map_write_test_doc(const char* stem) {
  return load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/data/lotn/maps/" + stem + ".json");
}

// Writes, reads back, and checks nothing changed (nor the grid sections' sources and the notes).
void map_write_test_round_trip(const char* stem) {
  nlohmann::json doc = map_write_test_doc(stem);
  MapData map = read_map(doc, stem);
  nlohmann::json written = map_to_json(map, doc);
  MapData back = read_map(written, std::string(stem) + " written");
  CHECK_MESSAGE(map_difference(map, back) == "", map_difference(map, back));
  CHECK(written["grid"] == doc["grid"]);
  CHECK(written["notes"] == doc["notes"]);
  CHECK(written["compass"] == doc["compass"]);
  CHECK(written["default_hex"] == doc["default_hex"]);
  // Written again from what was read back: the same document.
  CHECK(map_to_json(back, written) == written);
}

}  // namespace

TEST_CASE("LotN map write: both shipped maps read back the same") {
  map_write_test_round_trip("lutzen");
  map_write_test_round_trip("breitenfeld");
}

TEST_CASE("LotN map write: painted facts, walls, names, windmills, elevations and tags read back with their sources") {
  MapData map = lotn_test::lutzen();
  const HexGrid& g = map.grid();
  Hex a = hex(g, "2217"), b = hex(g, "2218"), w = hex(g, "2910");
  map.facts(a).terrain = Terrain::Woods;
  map.facts(a).elevation = 2;
  map.facts(a).source = kPaintedSource;
  map.facts(b) = map.facts(a);
  map.facts(w).windmill = true;
  map.facts(w).name = "Windmill";
  map.facts(w).source = kPaintedSource;
  map.add_hexside({a, b, SideFeature::TownWall, b, "", kPaintedSource});
  map.add_hexside({a, hex(g, "2317"), SideFeature::DeepStream, std::nullopt, "Floßgraben", kPaintedSource});
  map.tags.push_back(MapTag{"baggage", "Imperial train", "Imperialist", std::nullopt, 0, {w, a}, kPaintedSource});
  map.placeholder = false;
  map.source = kPaintedSource;

  nlohmann::json doc = map_to_json(map);
  MapData back = read_map(doc, "painted");
  CHECK_MESSAGE(map_difference(map, back) == "", map_difference(map, back));
  CHECK(back.facts(b).terrain == Terrain::Woods);
  CHECK(back.facts(b).elevation == 2);
  CHECK(back.facts(b).source == "user: painted from the printed map");
  REQUIRE(back.wall_between(a, b) != nullptr);
  CHECK(back.wall_between(a, b)->belongs_to == b);
  CHECK(back.tagged("baggage", "Imperialist").size() == 1u);
  CHECK_FALSE(back.placeholder);
  // Without the base document the sections take the grid's source.
  CHECK(doc["grid"]["sections"][0]["source"] == map.grid_source);
  CHECK_FALSE(doc.contains("notes"));
}

TEST_CASE("LotN map write: a map mostly painted woods writes woods as the default and lists the clear hexes") {
  MapData map = lotn_test::lutzen();
  for (const Hex& h : map.grid().all_hexes()) {
    if (h.aa < 30) {
      map.facts(h).terrain = Terrain::Woods;
      map.facts(h).elevation = 1;
      map.facts(h).source = kPaintedSource;
    }
  }
  nlohmann::json doc = map_to_json(map);
  CHECK(doc["default_hex"]["terrain"] == "woods");
  CHECK(doc["default_hex"]["elevation"] == 1);
  MapData back = read_map(doc, "woods");
  CHECK_MESSAGE(map_difference(map, back) == "", map_difference(map, back));
  CHECK(back.facts(hex(back.grid(), "3317")).terrain == Terrain::Clear);
  CHECK(back.facts(hex(back.grid(), "3317")).elevation == 0);
}

TEST_CASE("LotN map write: map_difference names the hex, the hexside or the tag that differs") {
  const MapData& l = lotn_test::lutzen();
  MapData other = l;
  CHECK(map_difference(l, other) == "");
  other.facts(hex(other.grid(), "2519")).terrain = Terrain::Clear;
  std::string diff = map_difference(l, other);
  CHECK(diff.find("hex 2519: terrain ditch") == 0);
  CHECK(diff.find("the other: terrain clear") != std::string::npos);
  MapData more = l;
  more.tags.pop_back();
  CHECK(map_difference(l, more) == "6 tags, not 5");
  MapData side = l;
  side.hexsides[0].name = "another road";
  CHECK(map_difference(l, side).find("hexside feature 1: road 2500/2501 \"Leipzig road\"") == 0);
  CHECK(map_difference(l, lotn_test::breitenfeld()) == "id lutzen, not breitenfeld");
}
