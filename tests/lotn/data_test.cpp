// Lion of the North data (battles/lotn/data_*): every file of data/lotn/
// loads, every value says where it came from, strict play refuses a lost cell
// by name, provisional play reads the declared reconstructions and says so,
// the synthetic test tables never reach the program, the SRD formula gives
// the printed chart, the complete charts are complete, and `lotn check` says
// what is missing.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "core/json_read.h"
#include "lotn/data_check.h"
#include "lotn/data_lookup.h"
#include "lotn/data_variants.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

const DataSet& lotn_data() {
  static const DataSet data = load_program_data();
  return data;
}

// With the reconstructions of the lost cells, as a battle and `lotn check` read it.
const DataSet& lotn_data_reconstructed() {
  static const DataSet data = load_program_data_with_reconstructions();
  return data;
}

std::filesystem::path lotn_source(const std::string& rel) { return std::filesystem::path(UMPIRE_SOURCE_DIR) / rel; }

std::vector<std::filesystem::path> lotn_test_tables() {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(lotn_source("tests/lotn/tables_test")))
    if (e.path().extension() == ".json") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// The lowest and highest d10 face of a printed range: "0-7" -> {0, 7}, "9" -> {9, 9}.
std::pair<int, int> lotn_range(const std::string& text) {
  auto dash = text.find('-');
  if (dash == std::string::npos) return {std::stoi(text), std::stoi(text)};
  return {std::stoi(text.substr(0, dash)), std::stoi(text.substr(dash + 1))};
}

// Each column of a d10 table gives every face 0-9 exactly one row.
void lotn_check_partition(const Grid& g) {
  for (const auto& column : g.columns) {
    std::vector<int> faces(10, 0);
    for (const auto& row : g.rows) {
      const Cell* c = g.cell(*g.row_index(row), *g.column_index(column));
      REQUIRE(c);
      auto [lo, hi] = lotn_range(c->value);
      for (int f = lo; f <= hi; ++f) ++faces.at(static_cast<std::size_t>(f));
    }
    for (int f = 0; f < 10; ++f) CHECK_MESSAGE(faces[static_cast<std::size_t>(f)] == 1, g.title << " " << column << " face " << f);
  }
}

}  // namespace

TEST_CASE("lotn data: every file of data/lotn loads, and every file is compiled in") {
  const DataSet& data = lotn_data_reconstructed();
  std::set<std::string> read(data.files.begin(), data.files.end());
  std::size_t on_disk = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(lotn_source("data/lotn"))) {
    // The rule variants and the conversion's settings are read on their own (data_variants.h, convert.h).
    if (e.path().extension() != ".json" || e.path().filename() == "rule_variants.json" ||
        e.path().filename() == "conversion.json")
      continue;
    // The hex maps have their own loader (map_data.h), compiled in with the rest; the schema is for editors.
    if (e.path().filename() == "map.schema.json") continue;
    ++on_disk;
    std::string rel = "data/lotn/" + std::filesystem::relative(e.path(), lotn_source("data/lotn")).generic_string();
    CHECK_MESSAGE(read.count(rel), rel << " is not compiled in (battles/lotn/CMakeLists.txt, data_embedded.cpp)");
  }
  CHECK(read.size() == on_disk);
  for (const char* id : {"clash_of_arms", "superiority", "srd", "shock_crt", "charge.units", "charge.outcome", "pursuit",
                         "fire_small_arms.bands", "fire_small_arms.results", "terrain", "range_effects",
                         "fire_artillery.selector", "fire_artillery.results", "fog", "line_command",
                         "artillery_usage", "arrival_lutzen", "size_tq"})
    CHECK_MESSAGE(data.grid(id), id);
  CHECK(data.scenarios.count("breitenfeld"));
  CHECK(data.scenarios.count("lutzen"));
  CHECK(data.units.count("gula_l"));
  CHECK(data.leaders.count("gustavus"));
  CHECK_FALSE(rule_variants().empty());
}

TEST_CASE("lotn data: nothing shipped is invented outside the reconstructions; every counter a scenario names exists") {
  const DataSet& data = lotn_data();
  for (const auto& [id, g] : data.grids)
    for (const auto& [at, cell] : g.cells) {
      CHECK_MESSAGE(cell.provenance != Provenance::Placeholder, g.title << " holds a placeholder");
      CHECK(cell.provenance != Provenance::User);
    }
  // The reconstructions (data/lotn/provisional.json) are placeholders, each saying so.
  for (const auto& [id, g] : lotn_data_reconstructed().grids)
    for (const auto& [at, cell] : g.cells) {
      CHECK(cell.provenance != Provenance::User);
      if (cell.provenance == Provenance::Placeholder) CHECK(cell.source.rfind("reconstructed: ", 0) == 0);
    }
  for (const auto* set : {&data.units, &data.leaders})
    for (const auto& [id, d] : *set)
      for (const auto& [field, cell] : d.values) {
        CHECK_MESSAGE(cell.provenance != Provenance::Placeholder, d.display_name() << " " << field);
        CHECK_FALSE(cell.source.empty());
      }
  for (const auto& [sid, s] : data.scenarios) {
    CHECK(s.deployment_rows > 0);
    CHECK_FALSE(s.missing_units.empty());
    for (const auto& id : s.deployed) CHECK(data.counter(id));
  }
  CHECK(data.scenarios.at("breitenfeld").deployment_rows == 35);
  CHECK(data.scenarios.at("lutzen").deployment_rows == 30);
}

TEST_CASE("lotn data: a lookup returns its value and its provenance; the log keeps what is not printed") {
  LookupLog log;
  Tables t(lotn_data(), Mode::Strict, &log);
  Looked crt = t.cell("shock_crt", "0", "13", "test");
  REQUIRE(crt.ok());
  CHECK(crt.cell->value == "2(3)");
  CHECK(crt.cell->provenance == Provenance::Printed);
  CHECK_FALSE(crt.provisional);
  CHECK(log.entries().empty());  // printed: not logged

  Looked ex = t.cell("shock_crt", "8", "6", "the cavalry example");
  REQUIRE(ex.ok());
  CHECK(ex.cell->value == "2(3)");
  CHECK(ex.cell->provenance == Provenance::Example);
  REQUIRE(log.entries().size() == 1);
  CHECK(log.entries()[0].provenance == Provenance::Example);
  CHECK(log.entries()[0].what == "Shock Combat Results Table: die roll 8, column 6");
  CHECK(log.entries()[0].rule == "LotN 9.25");
  CHECK(log.entries()[0].purpose == "the cavalry example");
  CHECK_FALSE(log.provisional());

  Looked coa = t.cell("clash_of_arms", "TE Flank", "HC");
  REQUIRE(coa.ok());
  CHECK(coa.cell->value == "6");
  CHECK(cell_int(coa.cell->value) == 6);

  Looked derived = t.cell("fire_small_arms.bands", "Musket", "11");
  REQUIRE(derived.ok());
  CHECK(derived.cell->value == "21+");
  CHECK(derived.cell->provenance == Provenance::Derived);
  CHECK(log.entries().size() == 1);  // derived: not logged

  Looked tq = t.rating("finland_l", "tq");
  REQUIRE(tq.ok());
  CHECK(tq.cell->value == "9");
  CHECK(tq.cell->provenance == Provenance::Example);
  Looked gula = t.rating("gula_l", "fire_sp");
  REQUIRE(gula.ok());
  CHECK(gula.cell->provenance == Provenance::Printed);
  Looked none = t.rating("bindauf", "strategy");
  REQUIRE(none.ok());
  CHECK(none.cell->value == "none");
  CHECK(log.count(Provenance::Example) == 2);
}

TEST_CASE("lotn data: strict play refuses a lost cell, naming the cell and the rule") {
  LookupLog log;
  Tables t(lotn_data(), Mode::Strict, &log);
  Looked lost = t.cell("shock_crt", "5", "4");
  REQUIRE_FALSE(lost.ok());
  CHECK(lost.refusal ==
        "LotN 9.25: Shock Combat Results Table has no value for die roll 5, column 4 (lost from the rules text). "
        "Enter it from the printed chart, or play provisionally (setting data.mode).");
  CHECK_THROWS_WITH_AS(t.need("clash_of_arms", "HI Front", "HC"),
                       doctest::Contains("LotN 9.24: Clash of Arms Chart has no value for defender and angle HI Front, attacker HC"),
                       MissingValue);
  Looked tq = t.rating("gula_b", "tq");
  REQUIRE_FALSE(tq.ok());
  CHECK(tq.refusal == "LotN 2.2: the rules text gives no TQ for Gula (King's Own) brigade [B]. Enter it from the printed counter.");
  CHECK_THROWS_AS(t.need_rating("tilly", "initiative"), MissingValue);
  CHECK(log.entries().empty());
  CHECK_THROWS_AS(t.cell("shock_crt", "10", "1"), std::logic_error);  // no such row: the procedure's bug
  CHECK_THROWS_AS(t.rating("gula_b", "initiative"), std::logic_error);
}

TEST_CASE("lotn data: provisional play reads the declared reconstructions and is marked provisional") {
  LookupLog log;
  Tables t(lotn_data_reconstructed(), Mode::Provisional, &log);
  Looked hi = t.cell("clash_of_arms", "HI Flank", "HC", "shock");
  REQUIRE(hi.ok());
  CHECK(hi.cell->value == "8");
  CHECK(hi.cell->provenance == Provenance::Placeholder);
  CHECK(hi.provisional);
  CHECK(hi.cell->source.rfind("reconstructed: LotN 9.24 Clash of Arms Chart", 0) == 0);
  CHECK(hi.cell->source.find("Tercio rows") != std::string::npos);
  CHECK(log.provisional());
  REQUIRE(log.entries().size() == 1);
  CHECK(log.entries()[0].provenance == Provenance::Placeholder);

  // An example cell is read as it is, not replaced by the reconstruction.
  Looked ex = t.cell("clash_of_arms", "HI Front", "HI");
  REQUIRE(ex.ok());
  CHECK(ex.cell->value == "7");
  CHECK(ex.cell->provenance == Provenance::Example);
  CHECK_FALSE(ex.provisional);

  // Where the data declares no reconstruction (the rules text alone), provisional play refuses too.
  Tables text(lotn_data(), Mode::Provisional);
  Looked crt = text.cell("shock_crt", "5", "4");
  REQUIRE_FALSE(crt.ok());
  CHECK(crt.refusal.find("there is no reconstruction for it") != std::string::npos);

  // The same cell in strict play is refused.
  Tables strict(lotn_data_reconstructed(), Mode::Strict);
  CHECK_FALSE(strict.cell("clash_of_arms", "HI Flank", "HC").ok());

  // A lost row read from another row of the chart, where a table declares one (placeholder_rows).
  Json doc = {{"format", "umpire.lotn.table/1"},
              {"source", "x"},
              {"grids",
               {{{"id", "x"}, {"title", "X Chart"}, {"rule", "LotN 1"}, {"rows", {"a", "b"}}, {"columns", {"c"}},
                 {"cells", {{{"row", "a"}, {"column", "c"}, {"value", 3}, {"source", "rule 1"}}}},
                 {"placeholder_rows", {{"b", "a"}}},
                 {"placeholder_source", "reconstructed: row b read as row a"}}}}};
  DataSet rows;
  read_document(rows, doc, "x.json");
  LookupLog rows_log;
  Looked b = Tables(rows, Mode::Provisional, &rows_log).cell("x", "b", "c");
  REQUIRE(b.ok());
  CHECK(b.cell->value == "3");
  CHECK(b.provisional);
  CHECK(b.cell->source == "reconstructed: row b read as row a (read from a, c)");
  CHECK(rows_log.provisional());
  CHECK_FALSE(Tables(rows, Mode::Strict).cell("x", "b", "c").ok());
  CHECK(grid_status(*rows.grid("x"), Mode::Provisional).reconstructed == 1);
}

TEST_CASE("lotn data: the umpire's entries are user values; a placeholder entry is read only provisionally") {
  DataSet data = load_program_data();
  Json entries = {{"format", "umpire.lotn.entries/1"},
                  {"cells",
                   {{{"grid", "shock_crt"}, {"row", "5"}, {"column", "4"}, {"value", "2(2)"}, {"source", "user: printed copy"}},
                    {{"grid", "shock_crt"}, {"row", "6"}, {"column", "4"}, {"value", "2(2)"}, {"source", "reconstructed: a guess"}}}},
                  {"counters", {{{"counter", "gula_b"}, {"field", "tq"}, {"value", 8}, {"source", "user: printed counter"}}}}};
  apply_entries(data, entries, "entries.json");
  LookupLog log;
  Tables strict(data, Mode::Strict, &log);
  Looked user = strict.cell("shock_crt", "5", "4");
  REQUIRE(user.ok());
  CHECK(user.cell->provenance == Provenance::User);
  CHECK(strict.rating("gula_b", "tq").cell->value == "8");
  CHECK(log.entries().empty());  // user values are not logged
  Looked guess = strict.cell("shock_crt", "6", "4");
  REQUIRE_FALSE(guess.ok());
  CHECK(guess.refusal.find("only a reconstruction") != std::string::npos);
  Tables prov(data, Mode::Provisional, &log);
  Looked used = prov.cell("shock_crt", "6", "4");
  REQUIRE(used.ok());
  CHECK(used.provisional);
  CHECK(log.provisional());

  // A printed cell is not overwritten; an entry must say it is the umpire's.
  Json printed = {{"format", "umpire.lotn.entries/1"},
                  {"cells", {{{"grid", "shock_crt"}, {"row", "0"}, {"column", "1"}, {"value", "1(1)"}, {"source", "user: x"}}}}};
  CHECK_THROWS_WITH_AS(apply_entries(data, printed, "e.json"), doctest::Contains("printed in the rules text"), UserError);
  Json claimed = {{"format", "umpire.lotn.entries/1"},
                  {"cells", {{{"grid", "shock_crt"}, {"row", "7"}, {"column", "1"}, {"value", "1(1)"}, {"source", "rule 9.25"}}}}};
  CHECK_THROWS_AS(apply_entries(data, claimed, "e.json"), UserError);
}

TEST_CASE("lotn data: the synthetic test tables are read in test mode only, never by the program") {
  DataSet test = load_test_tables(lotn_test_tables());
  CHECK(test.origin == Origin::Test);
  Tables t(test, Mode::Test);
  Looked c = t.cell("shock_crt", "5", "4");
  REQUIRE(c.ok());
  CHECK(c.cell->value == "1(1)");
  CHECK(c.cell->provenance == Provenance::Synthetic);
  CHECK_FALSE(t.cell("fire_small_arms.results", "10", "11").cell->value.empty());

  // The program's modes never read a test set, and test mode never reads the program's data.
  CHECK_THROWS_AS(Tables(test, Mode::Strict), std::logic_error);
  CHECK_THROWS_AS(Tables(test, Mode::Provisional), std::logic_error);
  CHECK_THROWS_AS(Tables(lotn_data(), Mode::Test), std::logic_error);

  // The program's loaders refuse a test table.
  for (const auto& path : lotn_test_tables()) {
    Json doc = load_json_file(path);
    DataSet program = load_program_data();
    CHECK_THROWS_WITH_AS(read_document(program, doc, path.string()),
                         doctest::Contains("never loaded by the program"), UserError);
    CHECK_THROWS_WITH_AS(apply_entries(program, doc, path.string()), doctest::Contains("never loaded by the program"),
                         UserError);
    CHECK_THROWS_WITH_AS(apply_entries_file(program, path), doctest::Contains("never loaded by the program"), UserError);
  }
  // A synthetic value in a program document is refused, and a test set reads nothing else.
  Json sneaky = {{"format", "umpire.lotn.table/1"},
                 {"source", "x"},
                 {"grids",
                  {{{"id", "x"}, {"title", "X"}, {"rule", "LotN 1"}, {"rows", {"a"}}, {"columns", {"b"}},
                    {"cells", {{{"row", "a"}, {"column", "b"}, {"value", 1}, {"source", "test: synthetic"}}}}}}}};
  DataSet program;
  CHECK_THROWS_WITH_AS(read_document(program, sneaky, "sneaky.json"), doctest::Contains("unit tests' tables"), UserError);
  CHECK_THROWS_WITH_AS(read_document(test, load_json_file(lotn_source("data/lotn/tables/pursuit.json")), "pursuit.json"),
                       doctest::Contains("only synthetic test tables"), UserError);
}

TEST_CASE("lotn data: the SRD formula gives the 19 printed cells and the rule's examples") {
  const Grid* g = lotn_data().grid("srd");
  REQUIRE(g);
  std::size_t printed = 0;
  for (const auto& [at, cell] : g->cells) {
    REQUIRE(cell.provenance == Provenance::Printed);
    int defender = std::stoi(g->rows[at.first]);
    int attacker = std::stoi(g->columns[at.second]);
    CHECK_MESSAGE(srd_text(srd_shift(attacker, defender)) == cell.value, attacker << " v " << defender);
    ++printed;
  }
  CHECK(printed == 19);
  CHECK(srd_shift(5, 4) == 0);
  CHECK(srd_shift(4, 5) == -1);
  CHECK(srd_shift(10, 5) == 1);
  CHECK(srd_shift(4, 6) == -1);  // LotN 9.46
  CHECK(srd_shift(4, 4) == 0);
  CHECK(srd_shift(10, 2) == 4);  // the lost cell
  CHECK(srd_shift(1, 12) == -11);
  CHECK(srd_shift(7, 3) == 1);
  CHECK(srd_shift(3, 9) == -2);
  CHECK(srd_text(-3) == "3L");

  Tables t(lotn_data(), Mode::Strict);
  Looked p = t.srd(9, 2);
  REQUIRE(p.ok());
  CHECK(p.cell->value == "3R");
  CHECK(p.cell->provenance == Provenance::Printed);
  Looked d = t.srd(10, 2);
  REQUIRE(d.ok());
  CHECK(d.cell->value == "4R");
  CHECK(d.cell->provenance == Provenance::Derived);
  CHECK(d.cell->source.rfind("derived: LotN 9.25 TWO", 0) == 0);
  CHECK(t.srd(16, 7).cell->value == "1R");
}

TEST_CASE("lotn data: the Charge, Pursuit and Fog tables are complete") {
  const DataSet& data = lotn_data();
  for (const char* id : {"charge.units", "charge.outcome", "pursuit", "fog", "line_command", "artillery_usage", "size_tq"}) {
    const Grid* g = data.grid(id);
    REQUIRE(g);
    GridStatus st = grid_status(*g, Mode::Strict);
    CHECK_MESSAGE(st.missing == 0, id);
    CHECK(g->cells.size() == g->size());
  }
  lotn_check_partition(*data.grid("pursuit"));
  lotn_check_partition(*data.grid("fog"));
  Tables t(data, Mode::Strict);
  CHECK(t.need("pursuit", "Break Off", "HC").value == "0-5");
  CHECK(t.need("pursuit", "Pursue Off Map and Eliminate", "LC Croats").value == "1-8");
  CHECK(t.need("fog", "Light", "Heavy").value == "3-7");
  CHECK(t.need("charge.units", "CR", "add Breitenfeld").value == "+4");
  CHECK(t.need("charge.units", "CR", "add Lützen").value == "+2");
  Cell misprint = t.need("charge.outcome", "greater than TQ", "charge");
  CHECK(misprint.provenance == Provenance::Derived);
  CHECK(misprint.value.find("Disrupted") != std::string::npos);
}

TEST_CASE("lotn data: the truncated charts hold exactly what survives") {
  const DataSet& data = lotn_data();
  GridStatus coa = grid_status(*data.grid("clash_of_arms"), Mode::Strict);
  CHECK(coa.cells == 108);
  CHECK(coa.present.at(Provenance::Printed) == 18);
  CHECK(coa.present.at(Provenance::Example) == 5);
  CHECK(coa.missing == 85);
  GridStatus prov = grid_status(*lotn_data_reconstructed().grid("clash_of_arms"), Mode::Provisional);
  CHECK(prov.reconstructed == 85);
  CHECK(prov.missing == 0);
  GridStatus crt = grid_status(*data.grid("shock_crt"), Mode::Strict);
  CHECK(crt.present.at(Provenance::Printed) == 15);
  CHECK(crt.missing == 130 - 15 - 3);
  CHECK(grid_status(*data.grid("superiority"), Mode::Strict).missing == 15);  // CR: 3 lost (1 example), 2 rows of 6
  CHECK(grid_status(*data.grid("srd"), Mode::Strict).missing == 0);
  CHECK(grid_status(*data.grid("srd"), Mode::Strict).formula == 1);
}

TEST_CASE("lotn data: the rule variants are kit settings with their defaults") {
  const SettingDef* cr = find_setting(rule_variants(), "pursuit.cr_column");
  REQUIRE(cr);
  CHECK(cr->type == SettingType::Choice);
  CHECK(describe_setting_value(*cr, cr->default_value) == "the HC column");
  CHECK_FALSE(cr->rule.empty());
  Json defaults = default_variant_values();
  CHECK(defaults.size() == rule_variants().size());
  CHECK(rule_variant(defaults, "postcharge.include_failed") == 1);
  CHECK(rule_variant(Json::object(), "rout.without_cause_hexes") == 2);
  CHECK(data_mode(defaults) == Mode::Strict);
  CHECK(data_mode(Json{{"data.mode", 1}}) == Mode::Provisional);
  CHECK_THROWS_AS(rule_variant(defaults, "no.such.variant"), std::logic_error);
  for (const auto& d : rule_variants()) {
    CHECK_MESSAGE(d.rule.rfind("LotN", 0) == 0, d.key);
    CHECK_MESSAGE(d.source.rfind("reconstructed: ", 0) == 0, d.key);
  }
}

TEST_CASE("lotn data: the check says what is missing, per scenario and per mode") {
  const DataSet& data = lotn_data_reconstructed();
  std::string all = check_report(data, {});
  CHECK(all.find("Clash of Arms Chart (LotN 9.24): 108 cells: 18 printed, 5 example; 85 missing") != std::string::npos);
  CHECK(all.find("missing: every cell of defender and angle HI Flank, HI Rear") != std::string::npos);
  CHECK(all.find("provisional: 85 of them read from a reconstruction") != std::string::npos);
  CHECK(all.find("Shock Combat Results Table (LotN 9.25): 130 cells: 15 printed, 3 example; 112 missing") != std::string::npos);
  CHECK(all.find("missing: die roll 1: column 3 to 13") != std::string::npos);
  CHECK(all.find("Cavalry Pursuit Table (LotN 9.62): 9 cells: 9 printed; complete") != std::string::npos);
  CHECK(all.find("Strength Ratio Difference Chart (LotN 9.25): 20 cells: 19 printed, 1 by the rule's formula; complete") !=
        std::string::npos);
  CHECK(all.find("Breitenfeld, 17 September 1631 (LotN Scenario 1)") != std::string::npos);
  CHECK(all.find("Swedes: Monro's musketeers") != std::string::npos);
  CHECK(all.find("Strict play: blocked by") != std::string::npos);
  CHECK(all.find("Provisional play: blocked by") != std::string::npos);
  CHECK(all.find("only Historical Arrival can be played") != std::string::npos);
  CHECK(all.find("Gula (King's Own) brigade [L]: TQ, Disrupted TQ, Disrupted MA, Fire Rate, Disrupted Fire Rate, weapon") != std::string::npos);
  CHECK(all.find("digest") == std::string::npos);

  CheckOptions only;
  only.scenario = "breitenfeld";
  only.mode = Mode::Strict;
  std::string b = check_report(data, only);
  CHECK(b.find("Lützen, 16 November 1632") == std::string::npos);
  CHECK(b.find("Fog Table") == std::string::npos);  // a Lützen chart
  CHECK(b.find("Provisional play") == std::string::npos);

  auto strict = play_blockers(data, "breitenfeld", Mode::Strict);
  REQUIRE_FALSE(strict.empty());
  CHECK(strict[0] == "LotN Scenario 1: the printed deployment lacks 25 units or groups (enter their rows from the scenario book)");
  auto prov = play_blockers(data, "breitenfeld", Mode::Provisional);
  CHECK(std::none_of(prov.begin(), prov.end(), [](const std::string& s) { return s.find("Clash of Arms") != std::string::npos; }));
  CHECK(std::any_of(strict.begin(), strict.end(), [](const std::string& s) { return s.find("Clash of Arms") != std::string::npos; }));
  CHECK(check_report(data, CheckOptions{"nowhere", std::nullopt, true}).find("No scenario \"nowhere\"") != std::string::npos);
}
