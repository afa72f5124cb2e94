// The Soldier King windows' logic that needs no window: the map camera (fit,
// zoom about the cursor, pan), the province hulls, and what each viewer sees
// in a box.
#include <doctest/doctest.h>

#include <cmath>

#include "soldier_king/factions.h"
#include "soldier_king/scenario.h"
#include "ui/map/palette.h"
#include "ui/soldier_king/map_view.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/soldier_king/windows.h"

using namespace umpire;
using namespace umpire::skui;

TEST_CASE("map camera: fit shows the whole map, centred, within the margin") {
  Bounds b{100, 50, 1700, 1150};  // 1600 x 1100
  MapCamera cam = fit(b, Vec{1200, 700}, 20);
  CHECK(cam.scale == doctest::Approx(660.0 / 1100));  // the height limits
  Vec top_left = cam.to_screen(Vec{100, 50}, Vec{10, 30}, Vec{1200, 700});
  Vec bottom_right = cam.to_screen(Vec{1700, 1150}, Vec{10, 30}, Vec{1200, 700});
  CHECK(top_left.y == doctest::Approx(30 + 20));
  CHECK(bottom_right.y == doctest::Approx(30 + 700 - 20));
  CHECK((top_left.x - 10) == doctest::Approx(1200 - (bottom_right.x - 10)));  // centred across
  CHECK(top_left.x > 10 + 20);
}

TEST_CASE("map camera: zooming keeps the point under the cursor; pan follows the drag") {
  MapCamera cam = fit(Bounds{0, 0, 1000, 1000}, Vec{500, 500}, 0);
  Vec pos{0, 0}, size{500, 500}, cursor{120, 340};
  Vec under = cam.to_map(cursor, pos, size);
  zoom_at(cam, 2.0, cursor, pos, size);
  CHECK(cam.scale == doctest::Approx(1.0));
  Vec after = cam.to_map(cursor, pos, size);
  CHECK(after.x == doctest::Approx(under.x));
  CHECK(after.y == doctest::Approx(under.y));
  for (int i = 0; i < 50; ++i) zoom_at(cam, 2.0, cursor, pos, size);
  CHECK(cam.scale == doctest::Approx(cam.fit_scale * 12));  // clamped
  Vec before = cam.to_screen(Vec{500, 500}, pos, size);
  pan(cam, Vec{30, -10});
  Vec moved = cam.to_screen(Vec{500, 500}, pos, size);
  CHECK(moved.x - before.x == doctest::Approx(30));
  CHECK(moved.y - before.y == doctest::Approx(-10));
}

TEST_CASE("convex hull: the outer points, none inside, none repeated") {
  std::vector<Vec> pts{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {5, 5}, {0, 0}, {5, 0}};
  auto hull = convex_hull(pts);
  REQUIRE(hull.size() == 4);
  double area = 0;  // shoelace: positive in y-down screen terms means clockwise on screen
  for (std::size_t i = 0; i < hull.size(); ++i) {
    const Vec &a = hull[i], &b = hull[(i + 1) % hull.size()];
    area += a.x * b.y - b.x * a.y;
  }
  CHECK(std::fabs(area) == doctest::Approx(200));
  CHECK(area > 0);
  CHECK(convex_hull({{1, 1}, {1, 1}}).size() == 1);
}

TEST_CASE("the shipped map: bounds and spacing are sensible") {
  auto s = sk::new_campaign(JsonCursor(Json::object(), "options"));
  Bounds b = map_bounds(*s->map);
  CHECK(b.width() > 0);
  CHECK(b.height() > 0);
  CHECK(b.x1 <= s->map->width);
  double spacing = typical_spacing(*s->map);
  CHECK(spacing > 0);
  CHECK(spacing < std::max(b.width(), b.height()));
}

TEST_CASE("view as: the umpire sees every faction in a box, a faction only its own") {
  auto s = sk::new_campaign(JsonCursor(Json::object(), "options"));
  const sk::Column& first = s->columns.front();
  const std::string box = first.box, owner = first.owner;
  REQUIRE(!box.empty());
  // Put another King's column in the same box.
  sk::Column* other = nullptr;
  for (auto& c : s->columns)
    if (c.owner != owner) other = &c;
  REQUIRE(other);
  other->box = box;

  auto umpire_view = forces_in_box(*s, box, "");
  REQUIRE(umpire_view.size() == 2);
  CHECK(umpire_view[0].owner != umpire_view[1].owner);
  auto own_view = forces_in_box(*s, box, owner);
  REQUIRE(own_view.size() == 1);
  CHECK(own_view[0].owner == owner);
  int sp = 0;
  for (const auto* c : own_view[0].columns) sp += sk::total_sp(c->stands);
  CHECK(own_view[0].column_sp == sp);
  CHECK(forces_in_box(*s, box, other->owner).size() == 1);
  CHECK(sees("", "arcadia"));
  CHECK(!sees("argozia", "arcadia"));
}

TEST_CASE("the Soldier King windows are registered for the game, each with a placement") {
  WindowRegistry registry;
  register_soldier_king_windows(registry);
  auto windows = registry.for_game("soldier-king");
  REQUIRE(windows.size() == 9);
  CHECK(windows[0]->name == "map");
  CHECK(windows[1]->name == "turn");
  CHECK(windows[2]->name == "orders");
  CHECK(windows[3]->name == "army");
  CHECK(windows[4]->name == "inspector");
  CHECK(windows[5]->name == "rules");
  CHECK(windows[6]->name == "season");
  CHECK(windows[7]->name == "battles");
  CHECK(windows[8]->name == "diplomacy");
  for (const GameWindow* w : windows) {
    CHECK(w->place[0] + w->place[2] <= doctest::Approx(1.0f));
    CHECK(w->place[1] + w->place[3] <= doctest::Approx(1.0f));
  }
  CHECK(registry.for_game("testgame").empty());
}

TEST_CASE("every faction's colour reads as text on the dark theme") {
  std::vector<std::string> ids = {"", sk::kRebels};
  for (const auto& f : sk::kings()) ids.push_back(f.id);
  for (const auto& f : sk::duchies()) ids.push_back(f.id);
  for (const auto& id : ids) {
    CAPTURE(id);
    CHECK(mapui::contrast_ratio(faction_text_rgb(id), mapui::kDarkWindow) >= 4.5);
  }
  // Bravance's blue itself does not (about 3:1): it is lightened.
  CHECK(mapui::contrast_ratio(faction_rgb("bravance"), mapui::kDarkWindow) < 4.5);
  CHECK(faction_text_rgb("bravance") != faction_rgb("bravance"));
}
