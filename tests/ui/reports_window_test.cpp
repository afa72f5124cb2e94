// The Reports window's logic that needs no window (ui/reports/preview.h) and
// the umpire's "what each faction knows" lines of the map tooltip.
#include <doctest/doctest.h>

#include "core/dice.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/scenario.h"
#include "ui/reports/preview.h"
#include "ui/soldier_king/sk_ui.h"

using namespace umpire;
using namespace umpire::reports;

namespace {

struct Dummy : GameState {
  Json to_json() const override { return Json::object(); }
};

}  // namespace

TEST_CASE("reports preview: the document is built once per faction and state of the campaign") {
  DocumentCache cache;
  GameStatePtr a = std::make_shared<Dummy>(), b = std::make_shared<Dummy>();
  int calls = 0;
  auto build = [&](const std::string& title) {
    return [&calls, title] {
      ++calls;
      report::Document d;
      d.title = title;
      return d;
    };
  };
  CHECK(cache.get("argozia", 3, a, build("A")).title == "A");
  CHECK(cache.get("argozia", 3, a, build("ignored")).title == "A");  // cached
  CHECK(cache.get("cleve", 3, a, build("C")).title == "C");
  CHECK(cache.get("argozia", 3, a, build("ignored")).title == "A");  // both kept
  CHECK(calls == 2);
  CHECK(cache.get("argozia", 4, a, build("A4")).title == "A4");  // a new command
  CHECK(cache.get("argozia", 4, b, build("B4")).title == "B4");  // undo + another command: same length
  CHECK(cache.get("cleve", 4, b, build("C4")).title == "C4");    // the others were dropped
  CHECK(calls == 5);
  CHECK(cache.builds() == 5);
  // A failing build caches nothing.
  CHECK_THROWS(cache.get("hrvatska", 4, b, [] () -> report::Document { throw UserError("not ready"); }));
  CHECK(cache.get("hrvatska", 4, b, build("H")).title == "H");
  cache.clear();
  CHECK(cache.get("argozia", 4, b, build("again")).title == "again");
}

TEST_CASE("reports preview: a picture is scaled to the width, or to the height limit") {
  PictureFit f = fit_picture(1000, 500, 800, 0);
  CHECK(f.scale == doctest::Approx(0.8));
  CHECK(f.width == doctest::Approx(800));
  CHECK(f.height == doctest::Approx(400));
  f = fit_picture(1000, 2000, 800, 600);
  CHECK(f.scale == doctest::Approx(0.3));
  CHECK(f.height == doctest::Approx(600));
  CHECK(fit_picture(0, 100, 800, 0).scale == 0);
  CHECK(fit_picture(100, 100, 0, 0).width == 0);
  CHECK(text_pixels(10, 2, 6) == doctest::Approx(20));
  CHECK(text_pixels(10, 0.2f, 6) == doctest::Approx(6));
}

TEST_CASE("reports preview: dashes cover a segment, dash and gap alternating") {
  auto d = dashes(0, 0, 100, 0, 10);
  REQUIRE(d.size() == 5);
  CHECK(d[0].first.first == doctest::Approx(0));
  CHECK(d[0].second.first == doctest::Approx(10));
  CHECK(d[1].first.first == doctest::Approx(20));
  CHECK(d[4].second.first == doctest::Approx(90));
  CHECK(dashes(0, 0, 0, 0, 5).empty());
  CHECK(dashes(0, 0, 5, 0, 5).size() == 1);  // too short to dash: one stroke
}

TEST_CASE("reports preview: default file names") {
  CHECK(default_export_path("/tmp/games/x.umpire", "Soldier King 1740", "Argozia", "Spring 1740",
                            report::Format::Pdf) == "/tmp/games/soldier-king-1740-argozia-spring-1740.pdf");
  CHECK(default_export_path("x.umpire", "", "", "", report::Format::Markdown) == report::file_slug("  ") + ".md");
  CHECK(default_output_folder("/tmp/games/x.umpire") == "/tmp/games/reports");
}

TEST_CASE("map tooltip: what each faction knows about a box, from its issued picture") {
  Json options = Json::object();
  sk::SkState s = *sk::new_campaign(JsonCursor(options, "options"));
  std::vector<std::string> active;
  for (const auto& f : s.factions)
    if (f.active) active.push_back(f.id);
  REQUIRE(active.size() >= 2);
  SeededDice source(7, 0);
  Dice dice(source);
  sk::PlayerPicture first = sk::make_picture(s, active[0], dice);
  REQUIRE(!first.boxes.empty());
  const sk::BoxIntel& known = first.boxes.front();
  std::string unknown;
  for (const auto& b : s.map->boxes)
    if (!skui::intel_at(&first, b.id)) unknown = b.id;
  REQUIRE(!unknown.empty());
  std::vector<skui::FactionPicture> pictures{{active[0], first}, {active[1], std::nullopt}};

  auto lines = skui::knowledge_of_box(s, pictures, known.box);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == skui::faction_name(s, active[0]) + ": " + sk::to_string(known.level) + " via " + known.via);
  CHECK(lines[1] == skui::faction_name(s, active[1]) + ": no intelligence issued");
  lines = skui::knowledge_of_box(s, pictures, unknown);
  CHECK(lines[0] == skui::faction_name(s, active[0]) + ": none");

  // A picture from an earlier season says so.
  pictures[0].picture->date.year -= 1;
  lines = skui::knowledge_of_box(s, pictures, unknown);
  CHECK(lines[0] == skui::faction_name(s, active[0]) + ": none (" + pictures[0].picture->date.describe() + ")");
}
