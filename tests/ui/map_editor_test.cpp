// The map editor's logic that needs no window: reading a background picture,
// opening and saving map files, the view's arithmetic, picking lines and
// finding what a validation problem names.
#include <doctest/doctest.h>

#include <stb/stb_image_write.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "soldier_king/map_schema.h"
#include "soldier_king/scenario.h"
#include "ui/map_editor/geometry.h"
#include "ui/map_editor/image_file.h"
#include "ui/map_editor/map_file.h"
#include "testgame/testgame.h"

using namespace umpire;
using namespace umpire::mapedit;

namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  TempDir() : path(fs::temp_directory_path() / ("umpire_map_editor_" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

void write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
}

}  // namespace

TEST_CASE("map editor: a PNG background is read as RGBA") {
  TempDir dir;
  // A 4 x 2 picture: red, green, blue, white on top; black below.
  std::vector<unsigned char> rgb = {255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  REQUIRE(stbi_write_png(dir.file("scan.png").c_str(), 4, 2, 3, rgb.data(), 4 * 3));
  RgbaImage img;
  auto error = load_image_rgba(dir.file("scan.png"), img);
  REQUIRE_FALSE(error);
  CHECK(img.width == 4);
  CHECK(img.height == 2);
  REQUIRE(img.pixels.size() == 4 * 2 * 4);
  CHECK(img.pixels[0] == 255);  // red, opaque
  CHECK(img.pixels[3] == 255);
  CHECK(img.pixels[4 + 1] == 255);  // green
  CHECK(img.pixels[8 + 2] == 255);  // blue
  CHECK(img.pixels[16] == 0);       // black, second row

  CHECK(shrink_to_fit(img, 4) == 0);
  CHECK(shrink_to_fit(img, 2) == 1);
  CHECK(img.width == 2);
  CHECK(img.height == 1);
  CHECK(img.pixels[0] == 64);  // red, green and two blacks: a quarter red
  CHECK(img.pixels[1] == 64);
  CHECK(img.pixels[3] == 255);
}

TEST_CASE("map editor: a missing or corrupt picture is refused in words") {
  TempDir dir;
  RgbaImage img;
  CHECK(load_image_rgba("", img) == "type the path of a picture (PNG or JPEG)");
  CHECK(load_image_rgba(dir.file("none.png"), img) == "no such file: " + dir.file("none.png"));
  CHECK(load_image_rgba(dir.path.string(), img) == dir.path.string() + " is a folder, not a picture");
  write_text(dir.file("bad.png"), "this is not a picture");
  auto error = load_image_rgba(dir.file("bad.png"), img);
  REQUIRE(error);
  CHECK(error->rfind(dir.file("bad.png") + " is not a picture this program can read (PNG, JPEG, BMP, GIF or TGA)", 0) == 0);
  CHECK(img.width == 0);
}

// The file handling is the kit's: the test game's map files go through it too.
TEST_CASE("map editor: map files are opened and saved, every failure in words") {
  TempDir dir;
  const MapSchema& schema = *testgame::map_schema();
  MapDoc m = schema.new_map("Saved map");
  REQUIRE_FALSE(add_node(m, schema, "place", "Altdorf", {120, 140}, ""));
  REQUIRE_FALSE(add_node(m, schema, "place", "Bern", {220, 140}, ""));
  REQUIRE_FALSE(add_edge(m, schema, "river", "altdorf", "bern"));
  const std::string path = dir.file("map.json");
  CHECK_FALSE(save_map_file(schema, path, m, false));
  CHECK(save_map_file(schema, path, m, false) ==
        path + " already exists; tick \"Replace the existing file\" to overwrite it");
  CHECK_FALSE(save_map_file(schema, path, m, true));
  CHECK(save_map_file(schema, dir.file("no/such/map.json"), m, false) == "no such folder: " + dir.file("no/such"));
  CHECK(save_map_file(schema, dir.path.string(), m, true) == dir.path.string() + " is a folder; add a file name");
  CHECK(save_map_file(schema, "", m, true) == "type the path to save the map to (.json)");
  MapDoc back;
  REQUIRE_FALSE(load_map_file(schema, path, back));
  CHECK(schema.write(back) == schema.write(m));
  CHECK(back.name == "Saved map");
  CHECK(back.graph.edges.at(0).directed);
  CHECK(load_map_file(schema, "", back) == "type the path of a map file (.json)");
  auto missing = load_map_file(schema, dir.file("none.json"), back);
  REQUIRE(missing);
  CHECK(missing->find("none.json") != std::string::npos);
  write_text(dir.file("bad.json"), "{ \"nodes\": ");
  auto bad = load_map_file(schema, dir.file("bad.json"), back);
  REQUIRE(bad);
  CHECK(bad->find("bad.json") != std::string::npos);
  write_text(dir.file("wrong.json"), "{\"format\": \"something else\"}");
  auto wrong = load_map_file(*sk::map_schema(), dir.file("wrong.json"), back);
  REQUIRE(wrong);
  CHECK(wrong->find("umpire.soldier-king.map/1") != std::string::npos);
  CHECK(back.name == "Saved map");  // a failed open leaves the map as it was
}

TEST_CASE("map editor: the shipped map survives a round trip through the editor's files") {
  TempDir dir;
  const MapSchema& schema = *sk::map_schema();
  const MapDoc m = schema.read(JsonCursor(sk::default_map(), "map.json"));
  REQUIRE_FALSE(save_map_file(schema, dir.file("copy.json"), m, false));
  MapDoc back;
  REQUIRE_FALSE(load_map_file(schema, dir.file("copy.json"), back));
  CHECK(schema.write(back) == sk::to_json(sk::map_from_json(JsonCursor(sk::default_map(), "map.json"))));
}

TEST_CASE("map editor: the view fits, zooms about the mouse and pans") {
  View v = fit_view(1000, 500, 520, 520, 10);
  const mapui::Vec2 pos{0, 0}, canvas{520, 520};  // screen points relative to the canvas's corner
  CHECK(v.scale == doctest::Approx(0.5));
  mapui::Vec2 corner = v.to_screen({0, 0}, pos, canvas), far = v.to_screen({1000, 500}, pos, canvas);
  CHECK(corner.x == doctest::Approx(10));
  CHECK(far.x == doctest::Approx(510));
  CHECK((corner.y + far.y) / 2 == doctest::Approx(260));  // centred
  mapui::Vec2 anchor{200, 100};
  mapui::Vec2 under = v.to_map(anchor, pos, canvas);
  zoom_at(v, 2, anchor, pos, canvas);
  CHECK(v.scale == doctest::Approx(1.0));
  CHECK(v.to_map(anchor, pos, canvas).x == doctest::Approx(under.x));
  CHECK(v.to_map(anchor, pos, canvas).y == doctest::Approx(under.y));
  pan(v, {30, -10});
  CHECK(v.to_screen(under, pos, canvas).x == doctest::Approx(230));
  CHECK(v.to_screen(under, pos, canvas).y == doctest::Approx(90));
  zoom_at(v, 1e9, anchor, pos, canvas);
  CHECK(v.scale == doctest::Approx(50));
}

TEST_CASE("map editor: picking a line and outlining a province") {
  CHECK(distance_to_segment({5, 3}, {0, 0}, {10, 0}) == doctest::Approx(3));
  CHECK(distance_to_segment({-4, 3}, {0, 0}, {10, 0}) == doctest::Approx(5));  // beyond an end
  CHECK(distance_to_segment({3, 4}, {0, 0}, {0, 0}) == doctest::Approx(5));
  auto hull = convex_hull({{0, 0}, {10, 0}, {10, 10}, {0, 10}, {5, 5}, {5, 0}});
  CHECK(hull.size() == 4);
  CHECK(convex_hull({{1, 1}, {1, 1}}).size() == 1);
}
