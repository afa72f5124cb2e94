// The Lion of the North data editors' logic: locked cells, typed entries saved in
// the umpire's data folder and read by the data gate, values refused in words,
// the Shock CRT's plausibility and the counter sheet's checks.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>

#include <unistd.h>

#include "support/data_home.h"
#include "lotn/data_lookup.h"
#include "lotn/scenario.h"
#include "lotn/user_data.h"
#include "ui/lotn/data_editors_logic.h"

namespace umpire::lotnui {

namespace {


// Every file under the shipped data folder with its size and time.
std::map<std::string, std::pair<std::uintmax_t, std::filesystem::file_time_type>> editors_shipped_files() {
  std::map<std::string, std::pair<std::uintmax_t, std::filesystem::file_time_type>> out;
  for (const auto& f : std::filesystem::recursive_directory_iterator(std::filesystem::path(UMPIRE_SOURCE_DIR) / "data"))
    if (f.is_regular_file()) out[f.path().string()] = {f.file_size(), f.last_write_time()};
  return out;
}

const SheetCheck* editors_find_check(const std::vector<SheetCheck>& checks, const std::string& start) {
  for (const auto& c : checks)
    if (c.text.rfind(start, 0) == 0) return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("lotn editors: a printed cell is locked and refuses a typed value; a lost cell takes one") {
  test::DataHome home{"lotn_editors"};
  DataEditSession s = DataEditSession::load();
  const lotn::Grid* crt = s.data().grid("shock_crt");
  REQUIRE(crt);
  EditCell printed = chart_cell(*crt, *crt->row_index("0"), *crt->column_index("1"));
  CHECK(printed.locked);
  CHECK(printed.state == CellState::Printed);
  CHECK(printed.value == "6(1)");
  std::string refused = s.type_cell("shock_crt", "0", "1", "5(1)");
  CHECK(refused.find("printed") != std::string::npos);
  CHECK(s.entries()["cells"].empty());
  CHECK_FALSE(s.changed());

  EditCell lost = chart_cell(*crt, *crt->row_index("5"), *crt->column_index("4"));
  CHECK_FALSE(lost.locked);
  CHECK((lost.state == CellState::Placeholder || lost.state == CellState::Missing));
  ChartCounts before = chart_counts(*crt);
  CHECK(s.type_cell("shock_crt", "5", "4", " 2(2) ") == "");
  CHECK(s.changed());
  CHECK(s.typed_cell("shock_crt", "5", "4"));
  ChartCounts after = chart_counts(*s.data().grid("shock_crt"));
  CHECK(after.typed == before.typed + 1);
  CHECK(after.missing + 1 == before.missing);
  EditCell typed = chart_cell(*s.data().grid("shock_crt"), 5, 3);
  CHECK(typed.state == CellState::User);
  CHECK(typed.value == "2(2)");

  // Cleared: the entry is gone and the cell is as shipped again.
  CHECK(s.type_cell("shock_crt", "5", "4", "") == "");
  CHECK(s.entries()["cells"].empty());
  CHECK(chart_cell(*s.data().grid("shock_crt"), 5, 3).state == lost.state);
}

TEST_CASE("lotn editors: a typed value is saved in the umpire's folder and read by the data gate as his, never under data/") {
  test::DataHome home{"lotn_editors"};
  auto shipped = editors_shipped_files();
  REQUIRE_FALSE(shipped.empty());
  {
    DataEditSession s = DataEditSession::load();
    REQUIRE(s.type_cell("shock_crt", "5", "4", "2(2)") == "");
    REQUIRE(s.type_cell("terrain", "Town", "HI", "2D") == "");
    REQUIRE(s.type_rating("gula_b", "tq", "8") == "");
    CHECK(s.save().empty());
    CHECK_FALSE(s.changed());
  }
  CHECK(std::filesystem::exists(lotn::user_entries_path()));
  CHECK(lotn::user_entries_path().string().rfind(home.dir.string(), 0) == 0);
  CHECK(editors_shipped_files() == shipped);

  lotn::DataSet data = lotn::data_with(lotn::load_user_data());
  lotn::Tables strict(data, lotn::Mode::Strict, nullptr);
  lotn::Looked cell = strict.cell("shock_crt", "5", "4");
  REQUIRE(cell.ok());
  CHECK(cell.cell->provenance == lotn::Provenance::User);
  CHECK(cell.cell->value == "2(2)");
  lotn::Looked town = strict.cell("terrain", "Town", "HI");
  REQUIRE(town.ok());
  CHECK(town.cell->value == "2D");
  lotn::Looked tq = strict.rating("gula_b", "tq");
  REQUIRE(tq.ok());
  CHECK(tq.cell->provenance == lotn::Provenance::User);

  // A new session reads them back as typed; revert returns to what was saved.
  DataEditSession again = DataEditSession::load();
  CHECK(again.typed_cell("shock_crt", "5", "4"));
  CHECK(again.typed_rating("gula_b", "tq"));
  CHECK(again.type_cell("shock_crt", "5", "4", "3(2)") == "");
  CHECK(again.changed());
  again.revert();
  CHECK_FALSE(again.changed());
  CHECK(chart_cell(*again.data().grid("shock_crt"), 5, 3).value == "2(2)");
}

TEST_CASE("lotn editors: a value the chart's reader cannot read is refused in words") {
  test::DataHome home{"lotn_editors"};
  DataEditSession s = DataEditSession::load();
  std::string crt = s.type_cell("shock_crt", "5", "4", "2-2");
  CHECK(crt.find("attacker's DP") != std::string::npos);
  CHECK(crt.find("die roll 5") != std::string::npos);
  CHECK(s.type_cell("terrain", "Town", "HI", "3X").find("movement cost") != std::string::npos);
  CHECK(s.type_cell("terrain", "Town", "Shock", "1L") == "");
  CHECK(s.type_cell("terrain", "Town", "Fire", "1L/-1") == "");
  CHECK(s.type_cell("terrain", "Marsh", "Fire", "left").find("Fire entry") != std::string::npos);
  CHECK(s.type_cell("superiority", "HC Counter-Charge", "HC", "AS3").find("AS2, DS2, DS3") != std::string::npos);
  CHECK(s.type_cell("fire_small_arms.results", "5", "9", "two").find("hits") != std::string::npos);
  CHECK(s.type_rating("gula_b", "weapon", "sword").find("musket, pistol or none") != std::string::npos);
  CHECK(s.type_rating("gula_b", "tq", "high").find("whole number") != std::string::npos);
  CHECK(s.entries()["cells"].size() == 2);  // the two good terrain entries only
  CHECK(s.entries()["counters"].empty());

  // An entry file edited by hand is checked before it is saved again.
  nlohmann::json bad = lotn::empty_entries();
  bad["cells"].push_back({{"grid", "shock_crt"}, {"row", "5"}, {"column", "4"}, {"value", "2/2"}, {"source", "user: x"}});
  DataEditSession hand(bad);
  auto problems = hand.validate();
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("2/2") != std::string::npos);
  CHECK(hand.save() == problems);
  CHECK_FALSE(std::filesystem::exists(lotn::user_entries_path()));
}

TEST_CASE("lotn editors: the Shock CRT warns when the attacker's DP rises or the defender's falls with the die roll") {
  test::DataHome home{"lotn_editors"};
  DataEditSession s = DataEditSession::load();
  auto quiet = chart_warnings(s.data(), "shock_crt");
  // Die roll 0, column 3 is printed 4(2): a 5 at die roll 1 rises.
  REQUIRE(s.type_cell("shock_crt", "1", "3", "5(2)") == "");
  auto warned = chart_warnings(s.data(), "shock_crt");
  REQUIRE(warned.size() == quiet.size() + 1);
  bool found = false;
  for (const auto& w : warned)
    if (w.find("column 3") != std::string::npos && w.find("attacker's DP rises from 4") != std::string::npos) found = true;
  CHECK(found);
  // A value that neither rises nor falls is quiet; a falling defender's DP warns.
  REQUIRE(s.type_cell("shock_crt", "1", "3", "3(2)") == "");
  CHECK(chart_warnings(s.data(), "shock_crt").size() == quiet.size());
  REQUIRE(s.type_cell("shock_crt", "1", "3", "3(1)") == "");
  auto falling = chart_warnings(s.data(), "shock_crt");
  REQUIRE(falling.size() == quiet.size() + 1);
  CHECK(falling.back().find("defender's DP falls") != std::string::npos);
  // Warnings never stop a save.
  CHECK(s.save().empty());
}

TEST_CASE("lotn editors: the counter sheet lists a scenario's counters and checks the printed totals as typed") {
  test::DataHome home{"lotn_editors"};
  DataEditSession s = DataEditSession::load();
  CHECK(scenario_sides(s.data(), "breitenfeld") == std::vector<std::string>{"swedish", "saxon", "imperialist"});
  auto saxons = counter_sheet(s.data(), "breitenfeld", "saxon");
  REQUIRE_FALSE(saxons.empty());
  CHECK(saxons.front().kind == "leader");
  int tercios = 0;
  for (const auto& r : saxons)
    if (r.kind == "TE") tercios += r.copies;
  CHECK(tercios == 10);

  auto checks = sheet_checks(s.data(), "breitenfeld");
  const SheetCheck* sax_tercios = editors_find_check(checks, "Saxons, tercios");
  REQUIRE(sax_tercios);
  CHECK(sax_tercios->status == SheetCheck::Status::Agrees);
  const SheetCheck* imp_tercios = editors_find_check(checks, "Imperialists, tercios");
  REQUIRE(imp_tercios);
  CHECK(imp_tercios->status == SheetCheck::Status::Incomplete);
  CHECK(imp_tercios->text.find("of the 14") != std::string::npos);
  const SheetCheck* inf = editors_find_check(checks, "Saxons, infantry WP");
  REQUIRE(inf);
  CHECK(inf->status == SheetCheck::Status::Incomplete);
  CHECK(inf->text.find("384 printed") != std::string::npos);

  // Every Saxon infantry counter typed TQ 3 and 2 SP (2/2 for pike and musket): a sum that is not 384.
  long expected = 0;
  for (const auto& r : saxons) {
    if (r.kind != "HI" && r.kind != "TE" && r.kind != "LI" && r.kind != "DR") continue;
    bool pike = r.kind == "HI" || r.kind == "TE";
    REQUIRE(s.type_rating(r.counter, "tq", "3") == "");
    if (pike) {
      REQUIRE(s.type_rating(r.counter, "fire_sp", "2") == "");
      REQUIRE(s.type_rating(r.counter, "shock_sp", "2") == "");
      expected += 3L * 4 * r.copies;
    } else {
      REQUIRE(s.type_rating(r.counter, "sp", "2") == "");
      expected += 3L * 2 * r.copies;
    }
  }
  REQUIRE(expected != 384);
  checks = sheet_checks(s.data(), "breitenfeld");
  inf = editors_find_check(checks, "Saxons, infantry WP");
  REQUIRE(inf);
  CHECK(inf->status == SheetCheck::Status::Differs);
  CHECK(inf->text.find(std::to_string(expected) + " against 384") != std::string::npos);

  // Lützen: SP sums, the Imperialists without Group B.
  auto lutzen = sheet_checks(s.data(), "lutzen");
  const SheetCheck* swe = editors_find_check(lutzen, "Swedes, infantry SP");
  REQUIRE(swe);
  CHECK(swe->text.find("132 printed") != std::string::npos);
  const SheetCheck* imp = editors_find_check(lutzen, "Imperialists, cavalry SP");
  REQUIRE(imp);
  CHECK(imp->text.find("97 printed") != std::string::npos);
  CHECK(imp->text.find("without Group B") != std::string::npos);
}

}  // namespace umpire::lotnui

namespace umpire::lotnui {

TEST_CASE("lotn editors: each chart takes the values its engine reader reads, and only those") {
  test::DataHome home{"lotn_editors"};
  DataEditSession s = DataEditSession::load();
  const lotn::DataSet& d = s.data();
  struct Case {
    const char* grid;
    const char* column;
    const char* value;
    bool ok;
  };
  for (const Case& c : {Case{"shock_crt", "4", "3(2)", true}, Case{"shock_crt", "4", "3", false},
                        Case{"shock_crt", "4", "3(2", false}, Case{"clash_of_arms", "HI", "7", true},
                        Case{"clash_of_arms", "HI", "7R", false}, Case{"superiority", "LC", "DS2", true},
                        Case{"superiority", "LC", "-", true}, Case{"superiority", "LC", "DS4", false},
                        Case{"terrain", "HI", "ALL DH", true}, Case{"terrain", "HI", "+D3", true},
                        Case{"terrain", "HI", "NA", true}, Case{"terrain", "HI", "2Q", false},
                        Case{"terrain", "Shock", "2L", true}, Case{"terrain", "Shock", "2", false},
                        Case{"terrain", "Fire", "1L/-1", true}, Case{"terrain", "Fire", "NE", true},
                        Case{"terrain", "Fire", "1L/x", false}, Case{"range_effects", "5-6", "-2", true},
                        Case{"range_effects", "5-6", "3L", true}, Case{"range_effects", "5-6", "NC", true},
                        Case{"range_effects", "5-6", "far", false}, Case{"fire_small_arms.bands", "7", "11-13", true},
                        Case{"fire_small_arms.bands", "11", "21+", true}, Case{"fire_small_arms.bands", "1", "<1", true},
                        Case{"fire_small_arms.bands", "7", "11-", false}, Case{"fire_artillery.selector", "3", "2-3", true},
                        Case{"fire_small_arms.results", "5", "2", true}, Case{"fire_small_arms.results", "5", "-", true},
                        Case{"fire_small_arms.results", "5", "2h", false}, Case{"fire_artillery.results", "5", "3", true},
                        Case{"fire_artillery.results", "5", "x", false}, Case{"arrival_lutzen", "Group A", "0-1*", true},
                        Case{"arrival_lutzen", "Group A", "NO", true}, Case{"arrival_lutzen", "Group A", "0-x", false},
                        Case{"shock_crt", "4", "", false}}) {
    const lotn::Grid* g = d.grid(c.grid);
    REQUIRE(g);
    REQUIRE(g->column_index(c.column));
    INFO(c.grid << " " << c.column << " \"" << c.value << "\"");
    CHECK(cell_value_problem(*g, c.column, c.value).empty() == c.ok);
  }
  // A counter's ratings as the set-up reads them.
  CHECK(s.type_rating("gula_b", "weapon", "Musket") == "");
  CHECK(s.type_rating("gula_b", "fr", "+1") == "");
  CHECK(s.type_rating("gustavus", "strategy", "3").find("printed") != std::string::npos);  // his counter shows none
  CHECK(s.type_rating("brahe", "strategy", "none") == "");
  CHECK(s.type_rating("brahe", "elite", "yes").find("printed") != std::string::npos);  // LotN 5.5
  CHECK(lotn::rating_problem(*d.counter("brahe"), "elite", "maybe").find("yes or no") != std::string::npos);
  CHECK(s.type_rating("brahe", "initiative", "5") == "");  // an example's value, corrected from the counter
  CHECK(rating_cell(*s.data().counter("brahe"), "initiative").state == CellState::User);
  CHECK(s.typed_rating("brahe", "strategy"));
  CHECK_FALSE(s.typed_rating("brahe", "elite"));
}

}  // namespace umpire::lotnui
