// The Lion of the North hex painter's document (ui/lotn/hex_painter_logic.h): painting, undo and redo, hexside
// features and tags, saving in the umpire's data folder and reading the painted map back as a battle would, the
// picture's settings kept beside it, and the validators.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "support/data_home.h"
#include "lotn/lutzen_rules.h"
#include "lotn/map_write.h"
#include "lotn/user_data.h"
#include "ui/lotn/hex_painter_logic.h"

namespace umpire::lotnui {

namespace {

lotn::Hex painter_hex(const lotn::MapData& map, const std::string& id) {
  auto h = map.grid().parse(id);
  REQUIRE_MESSAGE(h.has_value(), "no hex " << id);
  return *h;
}

bool painter_has_line(const std::vector<std::string>& lines, const std::string& part) {
  for (const auto& l : lines)
    if (l.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("LotN hex painter: paint, save, and the battle data reads the painted map; the shipped one stays") {
  test::DataHome home{"lotn_painter"};
  auto choices = painter_maps();
  REQUIRE(choices.size() == 2u);
  CHECK_FALSE(choices[0].saved);

  HexPainterDoc doc = HexPainterDoc::open("lutzen");
  CHECK_FALSE(doc.saved());
  CHECK_FALSE(doc.dirty());
  const lotn::Hex woods = painter_hex(doc.map(), "2217");
  CHECK(doc.paint_terrain(woods, lotn::Terrain::Woods));
  CHECK_FALSE(doc.paint_terrain(woods, lotn::Terrain::Woods));  // nothing new
  CHECK(doc.change_elevation(woods, +1));
  CHECK(doc.dirty());
  doc.save();
  CHECK_FALSE(doc.dirty());
  CHECK(std::filesystem::exists(lotn::user_map_path("lutzen")));
  CHECK(painter_maps()[1].saved);

  // Read back as a battle set up now would read it.
  lotn::DataSet data = lotn::data_with(lotn::load_user_data());
  const lotn::MapData* map = data.map("lutzen");
  REQUIRE(map != nullptr);
  CHECK(map->facts(woods).terrain == lotn::Terrain::Woods);
  CHECK(map->facts(woods).elevation == 1);
  CHECK(map->facts(woods).source == "user: painted from the printed map");
  CHECK(map->facts(painter_hex(*map, "2519")).terrain == lotn::Terrain::Ditch);  // the shipped facts kept
  CHECK(map->placeholder);  // not yet marked drawn
  // The program's own map is untouched.
  CHECK(lotn::load_program_data().map("lutzen")->facts(woods).terrain == lotn::Terrain::Clear);

  // Opened again: the umpire's map.
  HexPainterDoc again = HexPainterDoc::open("lutzen");
  CHECK(again.saved());
  CHECK(again.map().facts(woods).terrain == lotn::Terrain::Woods);
  CHECK(lotn::map_difference(again.map(), doc.map()) == "");
}

TEST_CASE("LotN hex painter: undo and redo, a drag is one step") {
  test::DataHome home{"lotn_painter"};
  HexPainterDoc doc = HexPainterDoc::open("breitenfeld");
  const lotn::Hex a = painter_hex(doc.map(), "W2321"), b = painter_hex(doc.map(), "W2322"),
                  c = painter_hex(doc.map(), "E1432");
  CHECK_FALSE(doc.can_undo());
  doc.begin_stroke();
  CHECK(doc.paint_terrain(a, lotn::Terrain::Marsh));
  CHECK(doc.paint_terrain(b, lotn::Terrain::Marsh));
  doc.end_stroke();
  CHECK(doc.paint_terrain(c, lotn::Terrain::Town));
  CHECK(doc.set_name(c, "Podelwitz"));
  doc.undo();
  CHECK(doc.map().facts(c).name.empty());
  CHECK(doc.map().facts(c).terrain == lotn::Terrain::Town);
  doc.undo();
  CHECK(doc.map().facts(c).terrain == lotn::Terrain::Clear);
  CHECK(doc.map().facts(b).terrain == lotn::Terrain::Marsh);
  doc.undo();  // the whole stroke
  CHECK(doc.map().facts(a).terrain == lotn::Terrain::Clear);
  CHECK(doc.map().facts(b).terrain == lotn::Terrain::Clear);
  CHECK_FALSE(doc.can_undo());
  doc.redo();
  CHECK(doc.map().facts(a).terrain == lotn::Terrain::Marsh);
  CHECK(doc.map().facts(b).terrain == lotn::Terrain::Marsh);
  CHECK(doc.can_redo());
  CHECK_FALSE(doc.change_elevation(a, -1));  // level 0 is the lowest: nothing changed, the redo stays
  CHECK(doc.can_redo());
  CHECK(doc.change_elevation(a, +1));  // a change: the redo is gone
  CHECK_FALSE(doc.can_redo());
}

TEST_CASE("LotN hex painter: hexside features, walls, windmills and tags") {
  test::DataHome home{"lotn_painter"};
  HexPainterDoc doc = HexPainterDoc::open("lutzen");
  const lotn::MapData& m = doc.map();
  const lotn::Hex town = painter_hex(m, "2640");
  const int side = 1;
  const lotn::Hex out = *m.grid().neighbour(town, side);
  CHECK(doc.toggle_feature(town, side, lotn::SideFeature::TownWall));
  REQUIRE(doc.map().wall_between(town, out) != nullptr);
  CHECK(doc.map().wall_between(town, out)->belongs_to == town);
  CHECK(doc.toggle_feature(out, lotn::opposite_side(side), lotn::SideFeature::DeepStream, "Muhlgraben"));
  CHECK(doc.map().has_feature(town, out, lotn::SideFeature::DeepStream));
  // Toggled again: gone, the wall stays.
  CHECK(doc.toggle_feature(town, side, lotn::SideFeature::DeepStream));
  CHECK_FALSE(doc.map().has_feature(town, out, lotn::SideFeature::DeepStream));
  CHECK(doc.map().has_feature(town, out, lotn::SideFeature::TownWall));
  // Off the map: nothing.
  const lotn::Hex corner = painter_hex(m, "1000");
  int off = -1;
  for (int s = 0; s < lotn::kSides; ++s)
    if (!doc.map().grid().neighbour(corner, s)) off = s;
  REQUIRE(off >= 0);
  CHECK_FALSE(doc.toggle_feature(corner, off, lotn::SideFeature::Road));

  CHECK(doc.toggle_windmill(painter_hex(m, "2910")));
  CHECK(doc.map().facts(painter_hex(m, "2910")).windmill);

  // The Imperial baggage train: a new tag, two hexes, then one taken out.
  PainterTagKey train{"baggage", "Imperialist", "Imperial train"};
  CHECK(doc.toggle_tag_hex(train, painter_hex(m, "1520")));
  CHECK(doc.toggle_tag_hex(train, painter_hex(m, "1521")));
  CHECK(doc.toggle_tag_hex(train, painter_hex(m, "1520")));
  auto tags = doc.map().tagged("baggage", "Imperialist");
  REQUIRE(tags.size() == 1u);
  CHECK(tags[0]->hexes == std::vector<lotn::Hex>{painter_hex(m, "1521")});
  CHECK(tags[0]->source == "user: painted from the printed map");
  // Adding a hex to a scenario's tag keeps what it said before.
  PainterTagKey road{"entry", "Imperialist", "Halle road"};
  CHECK(doc.toggle_tag_hex(road, painter_hex(m, "1034")));
  auto entry = doc.map().tagged("entry", "Imperialist");
  REQUIRE(entry.size() == 3u);
  CHECK(entry[1]->source.find("user: painted from the printed map; before: scenario: Lützen") == 0);
  // The north edge east of the Floßgraben (the Halle Detachment's other way in) is the umpire's to redraw.
  PainterTagKey east{"entry", "Imperialist", lotn::kLutzenEastEntry};
  CHECK(doc.toggle_tag_hex(east, painter_hex(m, "1000")));
  CHECK(doc.map().tagged("entry", "Imperialist")[2]->hexes.size() == 7u);
  // The Swedish retreat edge moved to the east edge.
  CHECK(doc.set_retreat_edge("Swedish", 0, lotn::MapEdge::East));
  CHECK(doc.map().tagged("retreat_edge", "Swedish")[0]->hexes.size() == 33u);

  // All of it saved and read back.
  doc.save();
  lotn::DataSet data = lotn::data_with(lotn::load_user_data());
  CHECK(lotn::map_difference(*data.map("lutzen"), doc.map()) == "");
}

TEST_CASE("LotN hex painter: marking the map drawn; the picture's settings beside the map") {
  test::DataHome home{"lotn_painter"};
  HexPainterDoc doc = HexPainterDoc::open("lutzen");
  CHECK(doc.reconstructed_hexes() == doc.map().grid().hex_count() - 6);  // all but the six example ditch hexes
  CHECK(doc.mark_drawn());
  CHECK_FALSE(doc.map().placeholder);
  CHECK(doc.map().source == "user: painted from the printed map");
  CHECK(doc.reconstructed_hexes() == 0u);
  doc.picture.file = "/maps/lutzen.png";
  doc.picture.x = -1.5;
  doc.picture.scale = 0.025;
  doc.picture.opacity = 0.7f;
  doc.save();
  // The maps folder holds only the map (every file there is read as a map).
  CHECK(std::filesystem::exists(picture_settings_path("lutzen")));
  CHECK(picture_settings_path("lutzen").parent_path() != lotn::user_map_path("lutzen").parent_path());
  CHECK(lotn::load_user_data().maps.size() == 1u);
  HexPainterDoc again = HexPainterDoc::open("lutzen");
  CHECK(again.picture == doc.picture);
  CHECK_FALSE(again.map().placeholder);

  PainterPicture odd = picture_from_json({{"scale", -2}, {"opacity", 3}, {"offset", "x"}});
  CHECK(odd.scale > 0);
  CHECK(odd.opacity == 1.0f);
  CHECK(odd.x == 0);
  // Fitted to a picture, the map's hexes lie inside it.
  PainterPicture fit = picture_fitted(doc.map().grid(), PainterPicture{}, 2000, 1500);
  auto c = doc.map().grid().centre(*doc.map().grid().parse("1000"));
  CHECK(c.x > fit.x);
  CHECK(c.y > fit.y);
  CHECK(c.x < fit.x + 2000 * fit.scale);
  CHECK(c.y < fit.y + 1500 * fit.scale);
}

TEST_CASE("LotN hex painter: the validators name a scenario hex off the map and the ditch zone") {
  test::DataHome home{"lotn_painter"};
  lotn::DataSet data = lotn::data_with(lotn::load_user_data());
  HexPainterDoc doc = HexPainterDoc::open("lutzen");
  auto shipped = painter_problems(data, doc);
  CHECK(painter_has_line(shipped, "free hexes for the 15 Imperialist Commanded Muskets"));
  // The ditch painted from 2712 to 2535: the zone holds them.
  doc.begin_stroke();
  for (int bb = 12; bb <= 35; ++bb) doc.paint_terrain(lotn::Hex{0, 27, bb}, lotn::Terrain::Ditch);
  doc.end_stroke();
  CHECK(painter_problems(data, doc).empty());

  // A map printed only to row 30 (as a wrongly entered grid would be): the Swedish set-up is off it.
  nlohmann::json small = doc.to_json();
  small["grid"]["sections"][0]["aa"] = {10, 30};
  HexPainterDoc cut(lotn::read_map(small, "small"), small, false);
  auto problems = painter_problems(data, cut);
  CHECK(painter_has_line(problems, "LotN 2.1: 3317 (Gustavus"));
  CHECK(painter_has_line(problems, "is not a hex of Lützen: the map prints AA 10-30, BB 00-44"));
}

TEST_CASE("LotN hex painter: the armies a tag may be for are the sides of the scenarios on the map") {
  test::DataHome home{"lotn_painter"};
  lotn::DataSet data = lotn::data_with(lotn::load_user_data());
  HexPainterDoc b = HexPainterDoc::open("breitenfeld");
  auto armies = painter_armies(data, b.map());
  CHECK(armies.size() == 3u);
  for (const char* a : {"Swedish", "Saxon", "Imperialist"})
    CHECK(std::find(armies.begin(), armies.end(), a) != armies.end());
  CHECK(painter_armies(data, HexPainterDoc::open("lutzen").map()) == std::vector<std::string>{"Swedish", "Imperialist"});
}

TEST_CASE("LotN hex painter: a hex's facts in words") {
  test::DataHome home{"lotn_painter"};
  HexPainterDoc doc = HexPainterDoc::open("lutzen");
  const lotn::Hex h = painter_hex(doc.map(), "2610");
  std::string s = hex_summary(doc.map(), h);
  CHECK(s.find("2610 (clear)") == 0);
  CHECK(s.find("hexsides: elevated road") != std::string::npos);
  doc.toggle_windmill(h);
  doc.change_elevation(h, 1);
  CHECK(hex_summary(doc.map(), h).find("2610 (clear, level 1, windmill)") == 0);
  CHECK(hex_summary(doc.map(), h).find("Source: user: painted from the printed map") != std::string::npos);
}

}  // namespace umpire::lotnui
