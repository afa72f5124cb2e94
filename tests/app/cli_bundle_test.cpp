// `umpire bundle` as the umpire runs it: a folder and a zip per player, the
// master sheet apart, the same moment again recognised, a bad --out refused
// before --refresh journals anything.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/cli_run.h"

namespace cli_bundle_test {

namespace fs = std::filesystem;

bool holds(const umpire::test::Run& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

TEST_CASE("cli: umpire bundle writes a zip per player and the master sheet; again at the same moment, nothing new") {
  using umpire::test::run;
  const std::string dir = "/tmp/umpire_cli_bundle_" + std::to_string(::getpid());
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string file = dir + "/c.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 7 --name Silesia --options '{\"duchies\": [\"cleve\", \"bern\"]}'")
              .status == 0);
  // Nothing to send before intelligence is issued; a bad --out costs nothing.
  auto none = run("bundle " + file + " --out " + dir + "/out");
  CHECK(none.status == 1);
  CHECK(holds(none, "no bundle could be written: Report: no intelligence has been issued"));
  std::ofstream(dir + "/a-file") << "x";
  auto bad = run("bundle " + file + " --refresh --out " + dir + "/a-file");
  CHECK(bad.status == 1);
  CHECK(holds(run("info " + file), "Journal:  0 commands"));
  auto r = run("bundle " + file + " --refresh --out " + dir + "/out");
  CAPTURE(r.output);
  REQUIRE(r.status == 0);
  CHECK(holds(r, "Wrote the bundle of Winter 1739, set-up to " + dir + "/out/silesia-winter-1739-set-up-bundle"));
  CHECK(holds(r, "Bern: " + dir + "/out/silesia-winter-1739-set-up-bundle/bern.zip"));
  CHECK(holds(r, "umpire: " + dir + "/out/silesia-winter-1739-set-up-bundle/umpire/master-sheet.pdf"));
  CHECK(holds(run("info " + file), "Journal:  1 commands"));
  const std::string issue = dir + "/out/silesia-winter-1739-set-up-bundle";
  for (const char* player : {"argozia", "arcadia", "bravance", "hrvatska", "cleve", "bern"}) {
    CAPTURE(player);
    CHECK(fs::exists(issue + "/" + player + ".zip"));
    CHECK(fs::exists(issue + "/" + player + "/report.pdf"));
    CHECK(fs::exists(issue + "/" + player + "/report.html"));
    CHECK(fs::exists(issue + "/" + player + "/report.md"));
  }
  auto again = run("bundle " + file + " --out " + dir + "/out");
  CHECK(again.status == 0);
  CHECK(holds(again, "The same bundle is already in Winter 1739, set-up: " + issue));
  CHECK_FALSE(fs::exists(issue + "-2"));
  fs::remove_all(dir);
}

}  // namespace cli_bundle_test
