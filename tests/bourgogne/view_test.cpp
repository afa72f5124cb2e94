// What each camp may know (setting "knowledge", GdB 7.1), its report, the map
// page and the turn summary, on the campaign's set-up (GdB 14) laid on a small
// map of this test's own (the shipped map is a draft that may change): Bern
// (19)–20, Beaune (54)–Auxonne (45)–Besançon (37), Chalon (55)–46, Savoy's 33.
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/forces.h"
#include "bourgogne/report.h"
#include "bourgogne/report_map.h"
#include "bourgogne/scenario.h"
#include "bourgogne/summary.h"
#include "bourgogne/view.h"
#include "report/html.h"
#include "report/markdown.h"

using namespace umpire;
using namespace umpire::bourgogne;

namespace {

MapPtr gdb_view_test_map(bool placed = true, bool reconstructed = true) {
  auto m = std::make_shared<Map>();
  m->name = "test map";
  m->source = reconstructed ? "reconstructed: a test's own" : "printed";
  struct Z {
    const char* id;
    const char* name;
    int vp;
    std::optional<Power> land;
    std::optional<Camp> original;
    double x, y;
  };
  const Z zones[] = {{"19", "Bern", 3, Power::Swiss, Camp::Swiss, 800, 900},
                     {"20", "Thun", 0, Power::Swiss, Camp::Swiss, 850, 980},
                     {"28", "Basel", 0, std::nullopt, std::nullopt, 700, 500},
                     {"33", "Lausanne", 1, Power::Savoy, std::nullopt, 600, 1100},
                     {"37", "Besançon", 1, std::nullopt, std::nullopt, 500, 800},
                     {"45", "Auxonne", 0, std::nullopt, std::nullopt, 350, 800},
                     {"54", "Beaune", 0, Power::Burgundy, Camp::Burgundy, 200, 850},
                     {"55", "Chalon", 0, Power::Burgundy, Camp::Burgundy, 200, 1000},
                     {"46", "Tournus", 0, std::nullopt, std::nullopt, 350, 1050}};
  for (const auto& z : zones) {
    Zone zone;
    zone.id = z.id, zone.name = z.name, zone.vp = z.vp, zone.territory = z.land, zone.original_camp = z.original;
    if (placed) zone.x = z.x, zone.y = z.y;
    if (std::string(z.id) == "37") zone.terrain = Terrain::Mountain;
    m->zones.push_back(zone);
  }
  for (auto [a, b] : {std::pair{"19", "20"}, std::pair{"54", "45"}, std::pair{"45", "37"}, std::pair{"55", "46"}})
    m->links.push_back(Link{a, b, LinkKind::Border, "test"});
  Lake lake;
  lake.id = "leman", lake.name = "Lake Léman", lake.x = 650, lake.y = 1180, lake.rx = 80, lake.ry = 20;
  m->lakes.push_back(lake);
  m->index();
  return m;
}

State gdb_view_state(bool placed = true) {
  State s = start_state();
  s.map = gdb_view_test_map(placed);
  return s;
}

ViewSettings umpired_view() {
  ViewSettings v;
  v.umpired = true;
  return v;
}

const StackView* stack_at(const std::vector<StackView>& stacks, const std::string& zone) {
  for (const auto& st : stacks)
    if (st.zone_id == zone) return &st;
  return nullptr;
}

const ZoneView& zone_at(const CampView& v, const std::string& id) {
  for (const auto& z : v.zones)
    if (z.id == id) return z;
  throw std::out_of_range(id);
}

std::string all_text(const report::Document& doc) { return report::to_markdown(doc) + report::to_html(doc); }

}  // namespace

TEST_CASE("GdB 7.1, knowledge open: every enemy stack seen where it stands, as army or garrison, never its contents") {
  State s = gdb_view_state();
  CampView v = camp_view(s, ViewSettings{}, Camp::Swiss);
  CHECK_FALSE(v.umpired);
  const StackView* jacques = stack_at(v.enemy, "37");
  REQUIRE(jacques != nullptr);
  CHECK_FALSE(jacques->exact);
  CHECK(jacques->units.empty());
  CHECK(jacques->commanders.empty());
  CHECK(jacques->ss == 0);
  // The garrison at Basel (28) is the Swiss camp's own (Germany); the Burgundians see it without a commander.
  CampView b = camp_view(s, ViewSettings{}, Camp::Burgundy);
  const StackView* basel = stack_at(b.enemy, "28");
  REQUIRE(basel != nullptr);
  CHECK_FALSE(basel->army);
  CHECK_FALSE(basel->leader.has_value());
  const StackView* bern = stack_at(b.enemy, "19");
  REQUIRE(bern != nullptr);
  if (stack_of(s, "19", Camp::Swiss).army()) {
    CHECK(bern->army);
    REQUIRE(bern->leader.has_value());
    CHECK(bern->leader->name == "Scharnachthal");
  }
  CHECK(b.enemy_pool == 0);  // the open game: the number in the pool, no names
}

TEST_CASE("GdB 7.1: a camp's own stacks are whole, with the SS and the commanders' sides") {
  State s = gdb_view_state();
  CampView v = camp_view(s, umpired_view(), Camp::Swiss);
  const StackView* bern = stack_at(v.own, "19");
  REQUIRE(bern != nullptr);
  CHECK(bern->exact);
  CHECK(bern->ss == 12);
  CHECK(bern->units.size() == 6);
  REQUIRE(bern->commanders.size() == 1);
  CHECK(bern->commanders[0].name == "Scharnachthal");
  CHECK_FALSE(v.waiting.empty());  // its reinforcements to come, by group (GdB 14)
  CHECK(v.enemy_pool == -1);       // umpired: not even the number
}

TEST_CASE("knowledge umpired: enemy stacks only where the camp has a stack or next to one") {
  State s = gdb_view_state();
  CampView far = camp_view(s, umpired_view(), Camp::Swiss);
  CHECK(stack_at(far.enemy, "37") == nullptr);
  CHECK(stack_at(far.enemy, "54") == nullptr);
  CHECK(std::find(far.watched_ids.begin(), far.watched_ids.end(), "20") != far.watched_ids.end());

  s.unit_mut("swi_pi_1").zone = "45";  // Auxonne: next to Beaune (54) and Besançon (37)
  CampView near = camp_view(s, umpired_view(), Camp::Swiss);
  const StackView* beaune = stack_at(near.enemy, "54");
  REQUIRE(beaune != nullptr);
  CHECK(beaune->seen_from == "Auxonne (45)");
  REQUIRE(stack_at(near.enemy, "37") != nullptr);
  CHECK(stack_at(near.enemy, "33") == nullptr);  // Lausanne: not next to any Swiss stack

  s.unit_mut("swi_pi_2").zone = "37";  // in contact
  CampView contact = camp_view(s, umpired_view(), Camp::Swiss);
  const StackView* besancon = stack_at(contact.enemy, "37");
  REQUIRE(besancon != nullptr);
  CHECK(besancon->seen_from.empty());
  CHECK(besancon->units.empty());  // even in contact: GdB 7.1
  CHECK(zone_at(contact, "37").control == "disputed");
}

TEST_CASE("knowledge umpired: a zone's control out of sight shows only its marker or its land (GdB 6.1)") {
  State s = gdb_view_state();
  for (auto& u : s.units)
    if (u.zone == "20") u.zone = "19";
  for (auto& c : s.commanders)
    if (c.zone == "20") c.zone = "19";
  s.unit_mut("ita_pi_1").zone = "20";  // Burgundian-camp units alone in Swiss land, next to Bern
  s.unit_mut("ita_cr_1").zone = "20";
  CHECK(controller(s, "20") == Camp::Burgundy);
  CHECK(zone_at(camp_view(s, ViewSettings{}, Camp::Swiss), "20").control == "Burgundians");
  CHECK(zone_at(camp_view(s, umpired_view(), Camp::Swiss), "20").control == "Burgundians");  // next to Bern
  for (auto& u : s.units)
    if (u.zone == "19" || u.zone == "20") u.zone = u.power == Power::Italy ? "20" : "28";
  for (auto& c : s.commanders)
    if (c.zone == "19" || c.zone == "20") c.zone = "28";
  CampView blind = camp_view(s, umpired_view(), Camp::Swiss);
  CHECK(zone_at(blind, "20").control == "Swiss");  // its original camp: the Swiss do not see who stands there
  CHECK_FALSE(zone_at(blind, "20").seen);
  CHECK(stack_at(blind.enemy, "20") == nullptr);
}

TEST_CASE("GdB 9.6: a commander flipped to his anonymous side is anonymous to the enemy, named to his own camp") {
  State s = gdb_view_state();
  for (auto& c : s.commanders)
    if (c.zone == "37") c.is_historical = false, c.on_top = true;
  CampView swiss = camp_view(s, ViewSettings{}, Camp::Swiss);
  const StackView* st = stack_at(swiss.enemy, "37");
  REQUIRE(st != nullptr);
  REQUIRE(st->leader.has_value());
  CHECK(st->leader->name == "an anonymous commander");
  CampView bur = camp_view(s, ViewSettings{}, Camp::Burgundy);
  REQUIRE(stack_at(bur.own, "37") != nullptr);
  CHECK(stack_at(bur.own, "37")->leader->name.find("(anonymous side)") != std::string::npos);
}

TEST_CASE("a garrison's commander below the stack is not shown to the enemy (GdB 7.1)") {
  State s = gdb_view_state();
  std::string name;
  for (auto& c : s.commanders)
    if (c.zone == "37") c.on_top = false, name = c.name;
  REQUIRE_FALSE(name.empty());
  CampView swiss = camp_view(s, ViewSettings{}, Camp::Swiss);
  const StackView* st = stack_at(swiss.enemy, "37");
  REQUIRE(st != nullptr);
  CHECK_FALSE(st->army);
  CHECK_FALSE(st->leader.has_value());
  std::string text = all_text(render_report(swiss));
  CHECK(text.find(name) == std::string::npos);
  auto forbidden = forbidden_strings(s, ViewSettings{}, Camp::Swiss);
  CHECK(std::find(forbidden.begin(), forbidden.end(), name) != forbidden.end());
}

TEST_CASE("each camp's report names no enemy unit in either mode, and a planted leak is caught") {
  State s = gdb_view_state();
  s.unit_mut("swi_pi_1").zone = "45";
  s.unit_mut("swi_hb_1").zone = "37";
  for (bool umpired : {false, true}) {
    ViewSettings settings;
    settings.umpired = umpired;
    for (Camp camp : kCamps) {
      CAPTURE(umpired);
      CAPTURE(to_string(camp));
      auto forbidden = forbidden_strings(s, settings, camp);
      CHECK(forbidden.size() > 10);
      CampView v = camp_view(s, settings, camp);
      std::string text = all_text(render_report(v));
      CHECK(leaked_strings(text, forbidden).empty());
      CHECK(leaked_strings(all_text(render_summary(summary_view(s, settings))), forbidden).empty());
      // A planted leak: an enemy unit's name in the camp's own table.
      StackView planted = v.enemy.empty() ? StackView{} : v.enemy.front();
      for (const auto& u : s.units)
        if (u.on_map() && camp_of(s, u) == other(camp)) planted.zone = u.name;
      v.own.push_back(planted);
      CHECK_FALSE(leaked_strings(all_text(render_report(v)), forbidden).empty());
    }
  }
}

TEST_CASE("leaked_strings: a counter's name is not another's with more digits") {
  CHECK(leaked_strings("Swiss Pikemen 12 stand", {"Swiss Pikemen 1"}).empty());
  CHECK(leaked_strings("saw Swiss Pikemen 1.", {"Swiss Pikemen 1"}) == std::vector<std::string>{"Swiss Pikemen 1"});
  CHECK(leaked_strings("swi_pi_10", {"swi_pi_1"}).empty());
  CHECK(leaked_strings("id swi_pi_1;", {"swi_pi_1"}).size() == 1);
}

TEST_CASE("the report: the tracks, Table 4, the reconstructed map's banner and the map page") {
  State s = gdb_view_state();
  CampView v = camp_view(s, ViewSettings{}, Camp::Burgundy);
  CHECK(v.map_reconstructed);
  report::Document doc = render_report(v);
  std::string md = report::to_markdown(doc);
  CHECK(md.find("# Burgundians: report, turn 1") == 0);
  CHECK(md.find("The strategic map is a reconstruction") != std::string::npos);
  CHECK(md.find("Table 4: the allies (GdB 11)") != std::string::npos);
  CHECK(md.find("Savoy") != std::string::npos);
  CHECK(md.find("setting \"knowledge\": open") != std::string::npos);
  s.map = gdb_view_test_map(true, false);
  CHECK(report::to_markdown(render_report(camp_view(s, ViewSettings{}, Camp::Burgundy))).find("a reconstruction") ==
        std::string::npos);
}

TEST_CASE("the map page copes with any map: placed zones and a lake, or none placed at all") {
  for (bool placed : {true, false}) {
    CAPTURE(placed);
    State s = gdb_view_state(placed);
    s.unit_mut("swi_pi_1").zone = "45";
    report::Picture pic = map_page(camp_view(s, umpired_view(), Camp::Swiss));
    CHECK(pic.shapes.size() > 30);
    bool inside = true, labelled_bern = false;
    for (const auto& sh : pic.shapes) {
      std::size_t n = sh.kind == report::Shape::Kind::Circle ? 1 : sh.points.size();  // a circle: its centre
      for (std::size_t i = 0; i < n; ++i) {
        auto [x, y] = sh.points[i];
        inside = inside && x >= -1 && y >= -1 && x <= pic.width + 1 && y <= pic.height + 1;
      }
      labelled_bern = labelled_bern || sh.text.find("Bern") != std::string::npos;
    }
    CHECK(inside);
    CHECK(labelled_bern);
    CHECK(pic.caption.find("A reconstruction") != std::string::npos);
  }
}

TEST_CASE("the turn summary: public tracks, markers and combats' outcomes, no forces named") {
  State s = gdb_view_state();
  s.zone_mut("19").marker = Camp::Burgundy;
  s.combats = Json::array({Json{{"id", "c1-1"},
                                {"zone", "37"},
                                {"kind", "battle"},
                                {"turn", 1},
                                {"attacker", "swiss"},
                                {"defender", "burgundy"},
                                {"status", "recorded"},
                                {"units", {{"attacker", {"swi_pi_1"}}, {"defender", {"ita_pi_1"}}}},
                                {"result", {{"winner", "attacker"}}}}});
  SummaryView v = summary_view(s, umpired_view());
  REQUIRE(v.combats.size() == 1);
  CHECK(v.combats[0].outcome == "won by the Swiss");
  CHECK(v.combats[0].own_forces.empty());
  REQUIRE(v.taken.size() == 1);
  CHECK(v.taken[0] == "Bern (19), held by the Burgundians");
  std::string md = report::to_markdown(render_summary(v));
  CHECK(md.find("Besançon (37)") != std::string::npos);
  CHECK(md.find(s.unit("swi_pi_1")->name) == std::string::npos);
  CHECK(md.find(s.unit("ita_pi_1")->name) == std::string::npos);
  // The parties' reports: each its own forces in it, never the enemy's.
  CampView swiss = camp_view(s, umpired_view(), Camp::Swiss);
  REQUIRE(swiss.combats.size() == 1);
  CHECK(swiss.combats[0].role == "attacker");
  CHECK(swiss.combats[0].own_forces == std::vector<std::string>{s.unit("swi_pi_1")->name});
  s.combats[0]["attacker"] = "burgundy";
  s.combats[0]["defender"] = "burgundy";
  CHECK(camp_view(s, umpired_view(), Camp::Swiss).combats.empty());  // not a party: not told, umpired
}
