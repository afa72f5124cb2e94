// The deployment rows editor: the rows of a scenario's set-up the rules text
// lost, typed from the printed copy into the umpire's entries ("deployments"
// of umpire.lotn.entries/1), applied by apply_entries to the scenario (its
// set-up then places the counter), saved and read back, and checked on the
// scenario's map as typed (map_problems: hexes, stacking, facings).
#include <doctest/doctest.h>

#include <algorithm>

#include "lotn/data_tables.h"
#include "lotn/map_data.h"
#include "lotn/scenario.h"
#include "lotn/user_data.h"
#include "support/data_home.h"
#include "ui/lotn/data_editors_logic.h"

namespace umpire::lotnui {
namespace {

// A hex of the Breitenfeld map that no printed row uses, with free hexes around it.
std::string drt_free_hex(const lotn::DataSet& data) {
  const lotn::ScenarioDef& s = data.scenarios.at("breitenfeld");
  std::vector<std::string> used;
  for (const auto& r : s.document->at("deployment"))
    for (const auto& h : r.at("hexes")) used.push_back(h.get<std::string>());
  const lotn::MapData* map = data.map("breitenfeld");
  REQUIRE(map);
  const auto& grid = map->grid();
  for (const auto& h : grid.all_hexes()) {
    const std::string name = grid.name(h);
    if (std::find(used.begin(), used.end(), name) != used.end()) continue;
    bool near = false, edge = false;
    for (const auto& n : grid.neighbours(h)) {
      if (!n) {
        edge = true;
        continue;
      }
      near = near || std::find(used.begin(), used.end(), grid.name(*n)) != used.end();
    }
    if (!near && !edge) return name;
  }
  FAIL("no free hex");
  return "";
}

DeploymentRow drt_row(const std::string& counter, const std::string& hex, const std::string& facing = "S") {
  DeploymentRow r;
  r.scenario = "breitenfeld";
  r.side = "swedish";
  r.counter = counter;
  r.hexes = {hex};
  r.facing = facing;
  return r;
}

}  // namespace

TEST_CASE("deployment rows: a typed row places a counter the printed deployment lacks; saved and read back") {
  test::DataHome home("deployment_rows");
  DataEditSession session(lotn::empty_entries());
  const std::string hex = drt_free_hex(session.data());
  const std::size_t printed_rows = session.program().scenarios.at("breitenfeld").deployment_rows;

  // Offered: the counters the printed deployment lacks.
  const auto offered = unplaced_counters(session.program(), "breitenfeld");
  REQUIRE(std::any_of(offered.begin(), offered.end(), [](const UnplacedCounter& u) { return u.id == "monro_li"; }));
  const auto words = compass_words(session.data(), "breitenfeld");
  REQUIRE(std::find(words.begin(), words.end(), "S") != words.end());

  CHECK(session.set_deployment_row(static_cast<std::size_t>(-1), drt_row("monro_li", hex)) == "");
  CHECK(session.changed());
  const auto rows = session.deployment_rows("breitenfeld");
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].second.counter == "monro_li");
  CHECK(rows[0].second.hexes == std::vector<std::string>{hex});
  CHECK(session.entries()["deployments"][0]["source"] == kTypedSource);

  // The data read over the entries: the scenario deploys it, its printed deployment no longer lacks it.
  const lotn::ScenarioDef& s = session.data().scenarios.at("breitenfeld");
  CHECK(s.deployment_rows == printed_rows + 1);
  CHECK(std::find(s.deployed.begin(), s.deployed.end(), "monro_li") != s.deployed.end());
  CHECK(std::none_of(s.missing_units.begin(), s.missing_units.end(),
                     [](const lotn::MissingUnit& m) { return m.counter == "monro_li"; }));
  const lotn::ScenarioLayout layout = lotn::scenario_layout(session.data(), "breitenfeld");
  auto piece = std::find_if(layout.pieces.begin(), layout.pieces.end(),
                            [](const lotn::ScenarioPlacement& p) { return p.counter == "monro_li"; });
  REQUIRE(piece != layout.pieces.end());
  REQUIRE(piece->hex);
  CHECK(layout.map->grid().name(*piece->hex) == hex);
  CHECK(piece->facing == *layout.map->vertex_for("S"));
  CHECK(session.row_problems("breitenfeld", rows[0].second).empty());

  // Saved in the umpire's entries and read back the same.
  CHECK(session.save().empty());
  const lotn::UserData user = lotn::load_user_data();
  CHECK_FALSE(user.empty());
  CHECK(user.entries["deployments"] == session.entries()["deployments"]);
  const lotn::DataSet again = lotn::data_with(user);
  const auto& s2 = again.scenarios.at("breitenfeld");
  CHECK(std::find(s2.deployed.begin(), s2.deployed.end(), "monro_li") != s2.deployed.end());
  DataEditSession reopened(user.entries);
  CHECK(reopened.deployment_rows("breitenfeld").size() == 1);

  // Removing the last row removes the section: the entries are as an older version writes them.
  session.remove_deployment_row(0);
  CHECK_FALSE(session.entries().contains("deployments"));
  CHECK(session.data().scenarios.at("breitenfeld").deployment_rows == printed_rows);
}

TEST_CASE("deployment rows: refused when the entries cannot take them; the map checks the hexes, stacks and facings") {
  DataEditSession session(lotn::empty_entries());
  const std::string hex = drt_free_hex(session.data());
  const std::size_t add = static_cast<std::size_t>(-1);
  // Refused, nothing stored: a counter a printed row places, another side's counter, nothing typed.
  CHECK(session.set_deployment_row(add, drt_row("swe_art_field", hex)).find("printed deployment already places") !=
        std::string::npos);
  DeploymentRow wrong_side = drt_row("wangler_te", hex);
  CHECK(session.set_deployment_row(add, wrong_side).find("imperialist") != std::string::npos);
  CHECK_FALSE(session.set_deployment_row(add, drt_row("monro_li", "")).empty());
  DeploymentRow no_hexes = drt_row("monro_li", hex);
  no_hexes.hexes.clear();
  CHECK_FALSE(session.set_deployment_row(add, no_hexes).empty());
  CHECK(session.deployment_rows("breitenfeld").empty());
  CHECK_FALSE(session.changed());

  // Taken, but the set-up names what is wrong on the map.
  const auto before = session.deployment_problems("breitenfeld");
  CHECK(session.set_deployment_row(add, drt_row("monro_li", "W9999")) == "");
  auto rows = session.deployment_rows("breitenfeld");
  REQUIRE(rows.size() == 1);
  auto off_map = session.row_problems("breitenfeld", rows[0].second);
  REQUIRE_FALSE(off_map.empty());
  CHECK(off_map.front().find("W9999") != std::string::npos);
  CHECK(session.deployment_problems("breitenfeld").size() > before.size());

  // Corrected in place: the hex exists, but the map's compass has no such direction.
  CHECK(session.set_deployment_row(rows[0].first, drt_row("monro_li", hex, "QQ")) == "");
  rows = session.deployment_rows("breitenfeld");
  REQUIRE(rows.size() == 1);
  auto facing = session.row_problems("breitenfeld", rows[0].second);
  REQUIRE_FALSE(facing.empty());
  CHECK(facing.front().find("QQ") != std::string::npos);

  // Three light infantry in one hex: the stack is illegal (LotN 6.51).
  CHECK(session.set_deployment_row(rows[0].first, drt_row("monro_li", hex)) == "");
  CHECK(session.set_deployment_row(add, drt_row("ramsay_li", hex)) == "");
  CHECK(session.set_deployment_row(add, drt_row("hamilton_li", hex)) == "");
  rows = session.deployment_rows("breitenfeld");
  REQUIRE(rows.size() == 3);
  CHECK_FALSE(session.row_problems("breitenfeld", rows[2].second).empty());
  CHECK(session.deployment_problems("breitenfeld").size() > before.size());

  // The entries as typed read by apply_entries: a row naming no scenario the data has is refused with its path.
  nlohmann::json bad = lotn::empty_entries();
  bad["deployments"] = nlohmann::json::array({{{"scenario", "lepanto"}, {"side", "swedish"}, {"counter", "monro_li"},
                                               {"hexes", {hex}}, {"facing", "S"}, {"source", kTypedSource}}});
  lotn::DataSet data = session.program();
  CHECK_THROWS_WITH_AS(lotn::apply_entries(data, bad, "entries"), doctest::Contains("no such scenario"), UserError);
  CHECK(split_hexes("w2410, W2411;  W2412") == std::vector<std::string>{"W2410", "W2411", "W2412"});
}

}  // namespace umpire::lotnui
