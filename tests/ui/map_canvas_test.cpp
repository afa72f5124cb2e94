// The shared map canvas's logic that needs no window (ui/map/): the camera
// (round trip, zoom about a point, fit, limits), the group hulls, the label
// placement, picking and the palette's contrast rules.
#include <doctest/doctest.h>

#include <cmath>

#include "ui/map/geometry.h"
#include "ui/map/labels.h"
#include "ui/map/palette.h"
#include "ui/map/picking.h"

using namespace umpire::mapui;

namespace {

double shoelace(const std::vector<Vec2>& poly) {
  double area = 0;  // positive in y-down screen terms means clockwise on the screen
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const Vec2 &a = poly[i], &b = poly[(i + 1) % poly.size()];
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
}

}  // namespace

TEST_CASE("map canvas camera: world to screen and back is the identity") {
  Camera cam;
  cam.centre = Vec2{312.5, -40};
  cam.scale = 0.37;
  const Vec2 pos{17, 60}, size{900, 600};
  for (Vec2 p : {Vec2{0, 0}, Vec2{1000, 800}, Vec2{-55.5, 3.25}}) {
    Vec2 back = cam.to_map(cam.to_screen(p, pos, size), pos, size);
    CHECK(back.x == doctest::Approx(p.x));
    CHECK(back.y == doctest::Approx(p.y));
  }
  // The centre of the world view is the middle of the canvas.
  Vec2 mid = cam.to_screen(cam.centre, pos, size);
  CHECK(mid.x == doctest::Approx(17 + 450));
  CHECK(mid.y == doctest::Approx(60 + 300));
  Rect seen = cam.visible(size);
  CHECK(seen.width() == doctest::Approx(900 / 0.37));
  CHECK(seen.centre().x == doctest::Approx(312.5));
}

TEST_CASE("map canvas camera: zooming keeps the world point under the cursor, within the limits") {
  Camera cam = fit(Rect{0, 0, 1000, 1000}, Vec2{500, 500}, 0);
  const Vec2 pos{30, 40}, size{500, 500};
  for (Vec2 cursor : {Vec2{150, 380}, Vec2{30, 40}, Vec2{529, 539}}) {
    for (double factor : {2.0, 0.7, 1.25}) {
      Vec2 under = cam.to_map(cursor, pos, size);
      zoom_at(cam, factor, cursor, pos, size);
      Vec2 after = cam.to_map(cursor, pos, size);
      CHECK(after.x == doctest::Approx(under.x));
      CHECK(after.y == doctest::Approx(under.y));
    }
  }
  for (int i = 0; i < 40; ++i) zoom_at(cam, 2.0, Vec2{100, 100}, pos, size);
  CHECK(cam.scale == doctest::Approx(cam.fit_scale * 12));
  CHECK(cam.zoom() == doctest::Approx(12));
  for (int i = 0; i < 80; ++i) zoom_at(cam, 0.5, Vec2{100, 100}, pos, size);
  CHECK(cam.scale == doctest::Approx(cam.fit_scale * 0.5));
  // Panning moves every point by the drag.
  Vec2 before = cam.to_screen(Vec2{500, 500}, pos, size);
  pan(cam, Vec2{30, -10});
  Vec2 moved = cam.to_screen(Vec2{500, 500}, pos, size);
  CHECK(moved.x - before.x == doctest::Approx(30));
  CHECK(moved.y - before.y == doctest::Approx(-10));
}

TEST_CASE("map canvas camera: fit shows the whole rectangle, centred, within the margin") {
  const Vec2 pos{10, 30}, size{1200, 700};
  Camera cam = fit(Rect{100, 50, 1700, 1150}, size, 20, ZoomLimits{0.25, 4});
  CHECK(cam.scale == doctest::Approx(660.0 / 1100));  // the height limits it
  CHECK(cam.min_scale == doctest::Approx(cam.scale * 0.25));
  CHECK(cam.max_scale == doctest::Approx(cam.scale * 4));
  Vec2 tl = cam.to_screen(Vec2{100, 50}, pos, size), br = cam.to_screen(Vec2{1700, 1150}, pos, size);
  CHECK(tl.y == doctest::Approx(30 + 20));
  CHECK(br.y == doctest::Approx(30 + 700 - 20));
  CHECK(tl.x - 10 == doctest::Approx(1200 - (br.x - 10)));
  CHECK(tl.x > 10 + 20);
  // A single point (no area) still gives a finite camera centred on it.
  Camera one = fit(Rect{5, 5, 5, 5}, size, 20);
  CHECK(std::isfinite(one.scale));
  CHECK(one.scale > 0);
  CHECK(one.centre.x == doctest::Approx(5));
  // The bounds of points.
  Rect b = bounds_of({{3, 9}, {-1, 4}, {7, -2}});
  CHECK(b.x0 == -1);
  CHECK(b.y0 == -2);
  CHECK(b.x1 == 7);
  CHECK(b.y1 == 9);
}

TEST_CASE("map canvas hull: outer points only, clockwise; duplicates and collinear points") {
  auto hull = convex_hull({{0, 0}, {10, 0}, {10, 10}, {0, 10}, {5, 5}, {0, 0}, {5, 0}, {10, 10}});
  REQUIRE(hull.size() == 4);  // (5,0) lies on an edge, (5,5) inside, the repeats once
  CHECK(shoelace(hull) == doctest::Approx(100));
  CHECK(convex_hull({{1, 1}, {1, 1}, {1, 1}}).size() == 1);
  auto line = convex_hull({{0, 0}, {2, 2}, {1, 1}, {3, 3}, {2, 2}});
  REQUIRE(line.size() == 2);  // collinear: the two ends
  CHECK(line[0].x == 0);
  CHECK(line[1].x == 3);
  CHECK(convex_hull({}).empty());
  // Padded: one point, or a line of points, still gets an area around it.
  auto dot = padded_hull({{50, 50}}, 10);
  REQUIRE(dot.size() >= 3);
  CHECK(shoelace(dot) > 0);
  for (const Vec2& p : dot) CHECK(length(p - Vec2{50, 50}) == doctest::Approx(10));
  auto strip = padded_hull({{0, 0}, {100, 0}, {50, 0}}, 5, 12);
  REQUIRE(strip.size() >= 4);
  Rect sb = bounds_of(strip);
  CHECK(sb.x0 == doctest::Approx(-5));
  CHECK(sb.x1 == doctest::Approx(105));
  CHECK(sb.height() == doctest::Approx(10));
  CHECK(padded_hull({}, 10).empty());
}

TEST_CASE("map canvas: edges joining the same nodes are spread side by side") {
  auto off = parallel_offsets({{0, 1}, {1, 0}, {1, 2}, {0, 1}}, 6);
  CHECK(off[0] == doctest::Approx(-6));  // three between 0 and 1, in order, centred
  CHECK(off[1] == doctest::Approx(0));
  CHECK(off[3] == doctest::Approx(6));
  CHECK(off[2] == doctest::Approx(0));  // alone
}

TEST_CASE("map canvas labels: the most important first, overlapping ones shortened or skipped") {
  std::vector<LabelCandidate> labels(4);
  labels[0].variants = {Rect{0, 0, 100, 20}};                          // minor, placed last
  labels[0].priority = 0;
  labels[1].variants = {Rect{50, 5, 150, 25}, Rect{120, 5, 150, 25}};  // important: its full name
  labels[1].priority = 10;
  labels[2].variants = {Rect{140, 0, 200, 20}, Rect{155, 0, 190, 20}};  // collides, then fits shortened
  labels[2].priority = 5;
  labels[3].variants = {Rect{300, 300, 340, 320}};  // far from the rest
  auto chosen = place_labels(labels);
  CHECK(chosen[1] == 0);
  CHECK(chosen[2] == 1);
  CHECK(chosen[0] == -1);  // overlaps the more important label 1
  CHECK(chosen[3] == 0);
  // Equal priorities keep the input order: the earlier one wins.
  std::vector<LabelCandidate> tie(2);
  tie[0].variants = {Rect{0, 0, 10, 10}};
  tie[1].variants = {Rect{5, 5, 15, 15}};
  CHECK(place_labels(tie) == std::vector<int>{0, -1});
  // A required label (the selection) is placed whatever it covers, and first.
  tie[1].required = true;
  CHECK(place_labels(tie) == std::vector<int>{-1, 0});
  // The gap: labels touching within it collide.
  std::vector<LabelCandidate> near(2);
  near[0].variants = {Rect{0, 0, 10, 10}};
  near[1].variants = {Rect{11, 0, 20, 10}};
  CHECK(place_labels(near, {}, 2.0) == std::vector<int>{0, -1});
  CHECK(place_labels(near, {}, 0.5) == std::vector<int>{0, 0});
}

TEST_CASE("map canvas labels: nodes drawn without a label block others' labels, not their own") {
  std::vector<LabelCandidate> labels(2);
  labels[0].variants = {Rect{0, 0, 60, 12}};
  labels[0].owner = 0;
  labels[1].variants = {Rect{0, 20, 60, 32}};
  labels[1].owner = 1;
  std::vector<Obstacle> dots{{Rect{25, 1, 35, 11}, 0}, {Rect{40, 5, 46, 11}, 1}};
  // Label 0 covers its own dot (allowed) and node 1's dot (not allowed); label 1 covers neither.
  CHECK(place_labels(labels, dots) == std::vector<int>{-1, 0});
  labels[0].avoid_obstacles = false;  // drawn under the dots: only labels block it
  CHECK(place_labels(labels, dots) == std::vector<int>{0, 0});
  // Only the first variant must clear the dots: the second (moved onto dot 1) may cover them.
  labels[0].avoid_obstacles = true;
  labels[0].variants = {Rect{0, 0, 60, 12}, Rect{30, 0, 90, 12}};
  labels[0].strict_variants = 1;
  CHECK(place_labels(labels, dots) == std::vector<int>{1, 0});
  labels[0].strict_variants = -1;  // every variant must clear them
  CHECK(place_labels(labels, dots) == std::vector<int>{-1, 0});
}

TEST_CASE("map canvas labels: many labels place quickly and never overlap") {
  std::vector<LabelCandidate> labels;
  for (int i = 0; i < 4000; ++i) {
    LabelCandidate l;
    const double x = (i * 37) % 1900, y = (i * 53) % 1000;
    l.variants = {Rect{x, y, x + 80, y + 14}, Rect{x, y, x + 30, y + 14}};
    l.priority = i % 7;
    labels.push_back(l);
  }
  auto chosen = place_labels(labels, {}, 1.0);
  std::vector<Rect> placed;
  for (std::size_t i = 0; i < labels.size(); ++i)
    if (chosen[i] >= 0) placed.push_back(labels[i].variants[static_cast<std::size_t>(chosen[i])]);
  CHECK(placed.size() > 100);
  bool overlap = false;
  for (std::size_t i = 0; i < placed.size() && !overlap; ++i)
    for (std::size_t j = i + 1; j < placed.size(); ++j)
      if (placed[i].overlaps(placed[j])) overlap = true;
  CHECK_FALSE(overlap);
}

TEST_CASE("map canvas labels: abbreviations") {
  CHECK(abbreviate("Brandenburg", 4) == "Bran.");
  CHECK(abbreviate("Bern", 4) == "Bern");
  CHECK(abbreviate("Berne", 4) == "Berne");  // "Bern." saves nothing
  CHECK(abbreviate("Fähnrichshausen", 4) == "Fähn.");  // a character, not a byte
  CHECK(abbreviate("Port Aureo", 5) == "Port.");  // no space before the stop
}

TEST_CASE("map canvas picking: the nearest node within the radius, then edges by distance to segment") {
  std::vector<PickNode> nodes{{Rect{0, 0, 10, 10}}, {Rect{30, 0, 40, 10}}};
  std::vector<PickEdge> edges{{Vec2{10, 5}, Vec2{30, 5}}, {Vec2{0, 50}, Vec2{100, 50}}};
  CHECK(pick(nodes, edges, Vec2{5, 5}, 4) == Hit{Hit::Kind::Node, 0});
  CHECK(pick(nodes, edges, Vec2{43, 5}, 4) == Hit{Hit::Kind::Node, 1});  // 3 px outside: within the radius
  CHECK_FALSE(pick(nodes, edges, Vec2{46, 5}, 4));                      // beyond it, and off every edge
  CHECK(pick(nodes, edges, Vec2{20, 7}, 4) == Hit{Hit::Kind::Edge, 0});  // between the nodes, on the line
  Hit h = pick(nodes, edges, Vec2{60, 53}, 4);
  CHECK(h == Hit{Hit::Kind::Edge, 1});
  CHECK(h.distance == doctest::Approx(3));
  CHECK(pick(nodes, edges, Vec2{-3, 50}, 4).distance == doctest::Approx(3));  // beyond the segment's end
  // A node near an edge wins: it is drawn over the lines that meet it.
  CHECK(pick(nodes, edges, Vec2{12, 5}, 4) == Hit{Hit::Kind::Node, 0});
}

TEST_CASE("map canvas picking: ties") {
  // Two nodes at the same distance: the nearer centre, then the later (drawn on top).
  std::vector<PickNode> same{{Rect{0, 0, 10, 10}}, {Rect{0, 0, 10, 10}}};
  CHECK(pick(same, {}, Vec2{5, 5}, 2).index == 1);
  std::vector<PickNode> centres{{Rect{0, 0, 10, 10}}, {Rect{4, 0, 30, 10}}};
  CHECK(pick(centres, {}, Vec2{5, 5}, 2).index == 0);  // inside both: 0's centre is nearer
  // A higher layer wins where both contain the point.
  std::vector<PickNode> layers{{Rect{0, 0, 100, 20}, 0}, {Rect{40, 5, 60, 15}, 1}};
  CHECK(pick(layers, {}, Vec2{42, 10}, 2).index == 1);
  layers[1].layer = -1;
  CHECK(pick(layers, {}, Vec2{42, 10}, 2).index == 0);
  // Two parallel edges as near as each other: the later one.
  std::vector<PickEdge> twins{{Vec2{0, 0}, Vec2{10, 0}}, {Vec2{0, 4}, Vec2{10, 4}}};
  CHECK(pick({}, twins, Vec2{5, 2}, 3) == Hit{Hit::Kind::Edge, 1});
  CHECK(pick({}, twins, Vec2{5, 1.9}, 3) == Hit{Hit::Kind::Edge, 0});
  CHECK(distance_to_rect(Vec2{13, 14}, Rect{0, 0, 10, 10}) == doctest::Approx(5));
}

TEST_CASE("map canvas palette: readable ink on every colour, contrast ratios") {
  CHECK(contrast_ratio(0x000000, 0xffffff) == doctest::Approx(21));
  CHECK(contrast_ratio(0x336699, 0x336699) == doctest::Approx(1));
  CHECK(ink_on(0xffffff) == kDarkInk);
  CHECK(ink_on(0x101010) == kLightInk);
  CHECK(ink_on(0xd4a017) == kDarkInk);  // gold
  CHECK(ink_on(0x2f5fb3) == kLightInk);  // blue
  // Whatever the background, the better of the two inks reaches a ratio of 4
  // (the worst case, a mid grey, is about 4.3 with our near-black ink).
  for (unsigned rgb = 0; rgb <= 0xffffff; rgb += 0x0f1f2f) CHECK(contrast_ratio(rgb, ink_on(rgb)) >= 4.0);
  CHECK(contrast_ratio(0x777777, ink_on(0x777777)) >= 4.0);
  CHECK(shade(0x808080, 1) == 0xffffff);
  CHECK(shade(0x808080, -1) == 0x000000);
  CHECK(shade(0x204060, 0) == 0x204060);
  // A colour that already reads is kept; one that does not is lightened on a
  // dark background, darkened on a light one, as little as it takes.
  CHECK(readable_on(0xffffff, kDarkWindow, 4.5) == 0xffffff);
  for (unsigned rgb : {0x2f5fb3u, 0xc0392bu, 0x2e8b3eu, 0x202020u}) {
    const unsigned light = readable_on(rgb, kDarkWindow, 4.5);
    CHECK(contrast_ratio(light, kDarkWindow) >= 4.5);
    CHECK(light != kLightInk);  // still its own colour, not white
    CHECK(luminance(light) > luminance(rgb));
    const unsigned dark = readable_on(rgb | 0xc0c0c0, 0xfffffc, 3.0);
    CHECK(contrast_ratio(dark, 0xfffffc) >= 3.0);
    CHECK(luminance(dark) < luminance(rgb | 0xc0c0c0));
  }
  const unsigned blue = readable_on(0x2f5fb3, kDarkWindow, 4.5);
  CHECK((blue & 0xff) > (blue >> 16));  // still blue
  Palette p;
  p.colours["argozia"] = 0x2e8b3e;
  CHECK(p.of("argozia") == 0x2e8b3e);
  CHECK(p.of("nobody") == p.fallback);
}
