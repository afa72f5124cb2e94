// Lion of the North trial play from the command line: `umpire lotn start
// SCENARIO --trial` sets a printed scenario up and lists what is not on the
// field, `lotn check --mode trial` finds nothing missing, and `umpire new lotn
// FILE --options '{"scenario": ...}'` makes a standalone battle of it.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "support/cli_run.h"

TEST_CASE("lotn trial: lotn start --trial sets a printed scenario up; lotn check --mode trial; a standalone battle") {
  auto b = umpire::test::run("lotn start breitenfeld --trial");
  CHECK(b.status == 0);
  CHECK(b.output.find("Breitenfeld, 17 September 1631: 47 units and 15 leaders on the map") == 0);
  CHECK(b.output.find("trial play\nTrial play: placeholders for every value the rules text lost") != std::string::npos);
  CHECK(b.output.find("Not on the field (the Swedes): Wolf Henrik von Baudisson;") != std::string::npos);
  auto l = umpire::test::run("lotn start lutzen --trial");
  CHECK(l.status == 0);
  CHECK(l.output.find("3 of the 15 Imperialist Commanded Muskets") != std::string::npos);
  CHECK(umpire::test::run("lotn start lutzen --trial --provisional").status != 0);  // one mode at a time

  auto strict = umpire::test::run("lotn start breitenfeld");
  CHECK(strict.status == 1);
  CHECK(strict.output.find("Trial play (placeholders for every value the rules text lost") != std::string::npos);

  auto check = umpire::test::run("lotn check --scenario breitenfeld --mode trial --brief");
  CHECK(check.status == 0);
  CHECK(check.output.find("Trial play: nothing missing") != std::string::npos);

  auto path = std::filesystem::temp_directory_path() / ("umpire_lotn_trial_cli_" + std::to_string(::getpid()) + ".umpire");
  std::filesystem::remove(path);
  auto made = umpire::test::run("new lotn " + path.string() +
                                R"( --options '{"scenario": "breitenfeld", "variants": {"data.mode": 2}}')");
  CHECK(made.status == 0);
  CHECK(made.output.find("battle at Breitenfeld, 17 September 1631") != std::string::npos);
  auto fought = umpire::test::run("apply " + path.string() + R"( '{"type": "battle.finish", "args": {}}')");
  CHECK(fought.status == 0);
  CHECK(fought.output.find("The doctrine finished the battle after") != std::string::npos);
  std::filesystem::remove(path);
}
