// `umpire lotn check` as a user runs it: the data's status per scenario and
// mode, the umpire's entries checked over the data, a test table refused;
// `umpire lotn start` refusing a printed scenario item by item.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "support/cli_run.h"



TEST_CASE("lotn check: the command line prints the data's status") {
  auto r = umpire::test::run("lotn check --scenario lutzen --mode strict --brief");
  CHECK(r.status == 0);
  CHECK(r.output.find("Lützen, 16 November 1632 (LotN Scenario 2)") != std::string::npos);
  CHECK(r.output.find("Fog Table (LotN Lützen, Fog): 9 cells: 9 printed; complete") != std::string::npos);
  CHECK(r.output.find("Strict play: blocked by") != std::string::npos);
  CHECK(r.output.find("Breitenfeld, 17 September") == std::string::npos);

  auto bad = umpire::test::run("lotn check --scenario nowhere");
  CHECK(bad.status == 1);
  CHECK(bad.output.find("No scenario \"nowhere\"") != std::string::npos);
  CHECK(umpire::test::run("lotn check --mode test").status != 0);  // test mode is not the program's

  // The umpire's entries from the printed copy count as entered.
  auto dir = std::filesystem::temp_directory_path() / "umpire_lotn_check_test";
  std::filesystem::create_directories(dir);
  auto entries = dir / "entries.json";
  std::ofstream(entries) << R"J({"format": "umpire.lotn.entries/1", "cells": [
    {"grid": "pursuit", "row": "Break Off", "column": "HC", "value": "0-5", "source": "user: printed copy"},
    {"grid": "shock_crt", "row": "1", "column": "3", "value": "4(2)", "source": "user: printed copy"}]})J";
  auto with = umpire::test::run("lotn check --mode strict --brief --entries " + entries.string());
  CHECK(with.status == 1);  // a printed cell is not entered
  CHECK(with.output.find("printed in the rules text") != std::string::npos);
  std::ofstream(entries) << R"J({"format": "umpire.lotn.entries/1", "cells": [
    {"grid": "shock_crt", "row": "1", "column": "3", "value": "4(2)", "source": "user: printed copy"}]})J";
  with = umpire::test::run("lotn check --mode strict --brief --entries " + entries.string());
  CHECK(with.status == 0);
  CHECK(with.output.find("Shock Combat Results Table (LotN 9.25): 130 cells: 15 printed, 3 example, 1 user; 111 missing") !=
        std::string::npos);

  // A synthetic test table given as entries is refused.
  auto test_table = std::filesystem::path(UMPIRE_SOURCE_DIR) / "tests/lotn/tables_test/shock.json";
  auto refused = umpire::test::run("lotn check --entries " + test_table.string());
  CHECK(refused.status == 1);
  CHECK(refused.output.find("never loaded by the program") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("lotn start: a printed scenario is refused with each missing item named") {
  auto r = umpire::test::run("lotn start breitenfeld");
  CHECK(r.status == 1);
  CHECK(r.output.find("Breitenfeld, 17 September 1631 (LotN Scenario 1) cannot be set up for strict play:") !=
        std::string::npos);
  CHECK(r.output.find("LotN 2.2: Gula (King's Own) brigade [B] lacks its musket SP") != std::string::npos);
  CHECK(r.output.find("LotN 9.25: Shock Combat Results Table lacks die roll 1: column 3 to 13") != std::string::npos);
  CHECK(r.output.find("LotN 2.1: the rules text has no map of Breitenfeld") != std::string::npos);

  auto p = umpire::test::run("lotn start lutzen --provisional");
  CHECK(p.status == 1);
  CHECK(p.output.find("Lützen, 16 November 1632 (LotN Scenario 2) cannot be set up for provisional play:") !=
        std::string::npos);
  CHECK(p.output.find("Shock Combat Results Table") == std::string::npos);  // reconstructed
  CHECK(p.output.find("no deployment row places") != std::string::npos);

  // A map drawn from the printed copy stands in for the schematic one.
  auto dir = std::filesystem::temp_directory_path() / "umpire_lotn_start_test";
  std::filesystem::create_directories(dir);
  std::ifstream in(std::filesystem::path(UMPIRE_SOURCE_DIR) / "data/lotn/maps/breitenfeld.json");
  std::string map((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto at = map.find("\"source\": \"reconstructed: schematic placeholder");
  REQUIRE(at != std::string::npos);
  map.replace(at, std::string("\"source\": \"reconstructed:").size(), "\"source\": \"user: test,");
  at = map.find("\"placeholder\": true");
  REQUIRE(at != std::string::npos);
  map.replace(at, std::string("\"placeholder\": true").size(), "\"placeholder\": false");
  std::ofstream(dir / "breitenfeld.json") << map;
  auto drawn = umpire::test::run("lotn start breitenfeld --map " + (dir / "breitenfeld.json").string());
  CHECK(drawn.status == 1);
  CHECK(drawn.output.find("LotN 2.2: Gula (King's Own) brigade [B] lacks its musket SP") != std::string::npos);
  CHECK(drawn.output.find("no map of Breitenfeld") == std::string::npos);
  std::filesystem::remove_all(dir);

  auto none = umpire::test::run("lotn start nowhere");
  CHECK(none.status == 1);
  CHECK(none.output.find("There is no scenario \"nowhere\"") != std::string::npos);
}
