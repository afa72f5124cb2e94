// What the rulebook says of the strategic map (GdB 6.1, 7.1, 9.5.13 note 11,
// 10.1, 10.3, 13, 14), checked: the shipped reconstructed draft holds every
// stated fact, and a map breaking any one of them is told so in words citing
// the rule, about the zone, link or lake concerned.
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/map_check.h"

using namespace umpire;
using namespace umpire::bourgogne;

namespace {

Map bmc_map() { return *shipped_map(); }

Zone& bmc_zone(Map& m, const std::string& id) {
  auto it = std::find_if(m.zones.begin(), m.zones.end(), [&](const Zone& z) { return z.id == id; });
  REQUIRE(it != m.zones.end());
  return *it;
}

void bmc_unlink(Map& m, const std::string& a, const std::string& b) {
  const auto before = m.links.size();
  m.links.erase(std::remove_if(m.links.begin(), m.links.end(),
                               [&](const Link& l) { return (l.a == a && l.b == b) || (l.a == b && l.b == a); }),
                m.links.end());
  REQUIRE(m.links.size() + 1 == before);
}

void bmc_remove_zone(Map& m, const std::string& id) {
  m.zones.erase(std::remove_if(m.zones.begin(), m.zones.end(), [&](const Zone& z) { return z.id == id; }),
                m.zones.end());
  m.links.erase(
      std::remove_if(m.links.begin(), m.links.end(), [&](const Link& l) { return l.a == id || l.b == id; }),
      m.links.end());
  for (auto& k : m.lakes)
    k.blocks.erase(std::remove_if(k.blocks.begin(), k.blocks.end(),
                                  [&](const auto& p) { return p.first == id || p.second == id; }),
                   k.blocks.end());
}

// The one problem whose text holds `part` (fails when there is none).
MapIssue bmc_issue(const Map& m, const std::string& part, MapChecks level = MapChecks::Rulebook) {
  for (const auto& i : check_map(m, level))
    if (i.text.find(part) != std::string::npos) return i;
  std::string all;
  for (const auto& i : check_map(m, level)) all += "\n  " + i.text;
  FAIL("no problem says \"" << part << "\"; the problems:" << all);
  return {};
}

bool bmc_says(const Map& m, const std::string& part, MapChecks level = MapChecks::Rulebook) {
  const auto issues = check_map(m, level);
  return std::any_of(issues.begin(), issues.end(),
                     [&](const MapIssue& i) { return i.text.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("GdB 6.1: the shipped reconstructed map holds every fact the rulebook states, without a warning") {
  const auto issues = check_map(*shipped_map(), MapChecks::Rulebook);
  for (const auto& i : issues) CAPTURE(i.text);
  CHECK(issues.empty());
  CHECK(shipped_map()->zones.size() == 57);
  for (int id = 1; id <= 57; ++id) {
    const Zone* z = shipped_map()->zone(std::to_string(id));
    REQUIRE(z);
    CHECK_FALSE(z->name.empty());
    CHECK_FALSE(z->source.empty());
  }
}

TEST_CASE("GdB 9.5.13 note 11: exactly the nine named towns have FV 2") {
  Map m = bmc_map();
  bmc_zone(m, "13").fv = 1;
  bmc_zone(m, "1").fv = 2;
  const MapIssue strasbourg = bmc_issue(m, "Strasbourg (13) should have FV 2");
  CHECK(strasbourg.error);
  CHECK(strasbourg.target == MapTarget::node("13"));
  CHECK(bmc_issue(m, "Luxembourg (1) should have FV 1").target == MapTarget::node("1"));
  bmc_zone(m, "55").name = "Chalons";
  const MapIssue chalon = bmc_issue(m, "zone 55 is Chalon");
  CHECK_FALSE(chalon.error);
}

TEST_CASE("GdB 10.1, 13: the Swiss, Lorraine and Savoy lands are exactly the listed zones") {
  Map m = bmc_map();
  bmc_zone(m, "7").territory.reset();
  bmc_zone(m, "6").territory = Power::Swiss;
  bmc_zone(m, "22").territory = Power::France;
  bmc_zone(m, "49").territory.reset();
  CHECK(bmc_issue(m, "Zürich (7) should be the Swiss Confederacy's land").target == MapTarget::node("7"));
  CHECK(bmc_issue(m, "Thurgau (6) is the Swiss Confederacy's land, but").error);
  CHECK(bmc_says(m, "Nancy (22) should be Lorraine's land"));
  CHECK(bmc_says(m, "Geneva (49) should be Savoy's land"));
}

TEST_CASE("GdB 6.1, 10.1: original territory is the Confederacy's and the Duchy and County of Burgundy's") {
  Map m = bmc_map();
  bmc_zone(m, "53").original_camp.reset();
  bmc_zone(m, "16").original_camp = Camp::Swiss;
  bmc_zone(m, "12").original_camp = Camp::Burgundy;
  bmc_zone(m, "20").original_camp = Camp::Burgundy;
  CHECK(bmc_issue(m, "Dijon (53) is in the Duchy of Burgundy").target == MapTarget::node("53"));
  CHECK(bmc_says(m, "Porrentruy (16) is the Swiss camp's original territory, but"));
  CHECK(bmc_says(m, "Saarbrücken (12) is the Burgundian camp's original territory, so in the Duchy or the County"));
  CHECK(bmc_says(m, "Thun (20) should be the Swiss camp's original territory"));
}

TEST_CASE("GdB 10.3, 13, 14: British R&R in 54, the French reinforcements in 52") {
  Map m = bmc_map();
  bmc_zone(m, "54").rr = {Power::Burgundy};
  bmc_zone(m, "52").rr.clear();
  CHECK(bmc_issue(m, "Beaune (54) should be the British R&R zone").error);
  CHECK(bmc_issue(m, "Chaumont (52) should be the French reinforcements' zone").error);
}

TEST_CASE("GdB 7.1: 37 is a mountain zone, 45 and 46 are not, and the examples' moves are adjacent") {
  Map m = bmc_map();
  bmc_zone(m, "37").terrain = Terrain::Normal;
  bmc_zone(m, "46").terrain = Terrain::Mountain;
  bmc_unlink(m, "54", "45");
  bmc_unlink(m, "55", "46");
  CHECK(bmc_issue(m, "Besançon (37) should be a mountain zone").target == MapTarget::node("37"));
  CHECK(bmc_says(m, "Lons-le-Saunier (46) should not be a mountain zone"));
  CHECK(bmc_says(m, "Beaune (54) and Auxonne (45) should be adjacent"));
  CHECK(bmc_says(m, "Chalon (55) and Lons-le-Saunier (46) should be adjacent"));
  CHECK_FALSE(bmc_says(m, "Auxonne (45) and Besançon (37) should be adjacent"));
}

TEST_CASE("GdB 7.1: each pair of zones is joined once, never a zone to itself nor to an unknown zone") {
  Map m = bmc_map();
  m.links.push_back({"46", "55", LinkKind::Junction, ""});  // the reverse of the border 55-46
  m.links.push_back({"7", "7", LinkKind::Border, ""});
  m.links.push_back({"7", "99", LinkKind::Border, ""});
  const auto n = m.links.size();
  const MapIssue twice = bmc_issue(m, "Lons-le-Saunier (46) and Chalon (55) are joined twice", MapChecks::Structure);
  CHECK(twice.target == MapTarget::of_edge(static_cast<EdgeIx>(n - 3)));
  CHECK(bmc_issue(m, "joins Zürich (7) to itself", MapChecks::Structure).target ==
        MapTarget::of_edge(static_cast<EdgeIx>(n - 2)));
  CHECK(bmc_says(m, "names \"99\", which is no zone of the map", MapChecks::Structure));
}

TEST_CASE("GdB 7.1: no link crosses Lake Léman or Lake Neuchâtel") {
  Map m = bmc_map();
  const auto& leman = m.lakes.at(0);
  REQUIRE(leman.id == "leman");
  REQUIRE_FALSE(leman.blocks.empty());
  const auto [a, b] = leman.blocks.front();
  m.links.push_back({a, b, LinkKind::Border, ""});
  const MapIssue across = bmc_issue(m, "joined across Lake Léman: no move crosses the lake", MapChecks::Structure);
  CHECK(across.error);
  CHECK(across.target == MapTarget::of_edge(static_cast<EdgeIx>(m.links.size() - 1)));
  m.lakes.at(1).blocks.emplace_back("33", "98");
  CHECK(bmc_issue(m, "Lake Neuchâtel keeps apart \"98\"", MapChecks::Structure).target ==
        MapTarget::group("neuchatel"));
}

TEST_CASE("GdB 7.1: the rulebook's two lakes are on the map") {
  Map m = bmc_map();
  m.lakes.erase(m.lakes.begin());
  const MapIssue missing = bmc_issue(m, "the map has no Lake Léman");
  CHECK_FALSE(missing.error);
  m.lakes.at(0).blocks.clear();
  CHECK(bmc_says(m, "Lake Neuchâtel keeps no zones apart"));
}

TEST_CASE("GdB 14: the turn-5 entry zones 1, 12 and 21 and every zone of the set-up exist") {
  for (const char* id : {"1", "12", "21"}) {
    Map m = bmc_map();
    bmc_remove_zone(m, id);
    CHECK(bmc_issue(m, std::string("the map has no zone ") + id + ": Charles's army may enter there on turn 5")
              .error);
  }
  for (const char* id : {"20", "28", "52", "7"}) {
    Map m = bmc_map();
    bmc_remove_zone(m, id);
    CHECK(bmc_says(m, std::string("the map has no zone ") + id + ": the set-up puts forces there"));
  }
  Map m = bmc_map();
  bmc_remove_zone(m, "38");
  CHECK(bmc_says(m, "the map has no zone 38: the set-up puts a control marker there"));
}

TEST_CASE("GdB 6.1, 14: an entry zone should lead to the Duchy without crossing neutral France") {
  Map m;
  m.zones = {Zone{}, Zone{}, Zone{}};
  m.zones[0].id = "1", m.zones[0].name = "Luxembourg";
  m.zones[1].id = "52", m.zones[1].name = "Chaumont", m.zones[1].territory = Power::France;
  m.zones[2].id = "53", m.zones[2].name = "Dijon", m.zones[2].territory = Power::Burgundy;
  m.links = {{"1", "52", LinkKind::Border, ""}, {"52", "53", LinkKind::Border, ""}};
  const MapIssue closed = bmc_issue(m, "Luxembourg (1) leads to no zone of the Duchy of Burgundy except through France");
  CHECK_FALSE(closed.error);
  m.zones[1].territory.reset();
  CHECK_FALSE(bmc_says(m, "leads to no zone of the Duchy"));
}

TEST_CASE("GdB 6.1, 12.1, 14: the zones with a control marker at the start are objectives of 1 to 3 VP") {
  Map m = bmc_map();
  bmc_zone(m, "57").vp = 0;
  bmc_zone(m, "2").vp = 5;
  CHECK(bmc_issue(m, "Bourg-en-Bresse (57) should be an objective worth 1 to 3 VP").target == MapTarget::node("57"));
  CHECK(bmc_says(m, "Haguenau (2) is worth 5 VP", MapChecks::Structure));
}

TEST_CASE("GdB 6.1: zone ids are unique printed numbers, the map is connected") {
  Map m = bmc_map();
  Zone extra = bmc_zone(m, "51");
  m.zones.push_back(extra);
  Zone river;
  river.id = "saone";
  river.name = "Saône";
  m.zones.push_back(river);
  CHECK(bmc_says(m, "two zones have the id \"51\"", MapChecks::Structure));
  CHECK(bmc_says(m, "Saône (saone) should have its printed number as its id"));
  CHECK_FALSE(bmc_says(m, "should have its printed number", MapChecks::Structure));
  CHECK(bmc_issue(m, "the map is not connected", MapChecks::Structure).target == MapTarget::node("saone"));
}

TEST_CASE("GdB 6.1: a power's land in two pieces is a warning") {
  Map m = bmc_map();
  bmc_zone(m, "50").territory = Power::Germany;  // Troyes, far from the Rhine
  const MapIssue split = bmc_issue(m, "the land of Germany (Lower Union and Austria) is not in one piece");
  CHECK_FALSE(split.error);
  CHECK(split.target == MapTarget::node("50"));
  CHECK_FALSE(has_error({split}));
}

TEST_CASE("GdB 6.1: a variant map is checked for its structure only") {
  Map m;
  m.zones = {Zone{}, Zone{}};
  m.zones[0].id = "a", m.zones[0].name = "Here";
  m.zones[1].id = "b", m.zones[1].name = "There";
  m.links = {{"a", "b", LinkKind::Border, ""}};
  CHECK(check_map(m, MapChecks::Structure).empty());
  CHECK(has_error(check_map(m, MapChecks::Rulebook)));
}
