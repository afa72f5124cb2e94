// The command line's kit commands as a user meets them: `umpire next`, and a
// game's own subcommand (Soldier King's briefing) with its messages.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "support/cli_run.h"

using umpire::test::run;

namespace {

std::string temp_dir() {
  char tmpl[] = "/tmp/umpire_cli_game_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  return tmpl;
}

}  // namespace

TEST_CASE("cli: next says what the umpire does next, with the rule and the command to paste") {
  std::string dir = temp_dir();
  std::string file = dir + "/sk.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 3").status == 0);
  auto next = run("next " + file);
  CHECK(next.status == 0);
  CHECK(next.output.find("Players: Argozia, Arcadia, Bravance, Hrvatska") != std::string::npos);
  CHECK(next.output.find("Next:    Place the armies, then begin the campaign (sk.begin_campaign) [SK 5.1, 20]") !=
        std::string::npos);
  CHECK(next.output.find("  do it:  umpire apply " + file + " '{\"args\":{},\"type\":\"sk.begin_campaign\"}'") !=
        std::string::npos);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.begin_campaign\", \"args\": {}}'").status == 0);
  CHECK(run("next " + file).output.find("roll initiative (sk.roll_initiative) [SK 7.1.2]") != std::string::npos);

  std::string empty = dir + "/empty.umpire";
  REQUIRE(run("new --empty " + empty + " --seed 3").status == 0);
  auto nothing = run("next " + empty);
  CHECK(nothing.status == 0);
  CHECK(nothing.output.find("This campaign has no game") != std::string::npos);
  CHECK(run("next " + dir + "/missing.umpire").status == 1);
  CHECK(run("next").status == 1);
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: briefing is Soldier King's subcommand; its options are required and its errors name the problem") {
  std::string dir = temp_dir();
  std::string file = dir + "/sk.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 3").status == 0);
  auto help = run("briefing --help");
  CHECK(help.status == 0);
  CHECK(help.output.find("--battle") != std::string::npos);
  CHECK(help.output.find("sent to the table with sk.send_to_table") != std::string::npos);
  CHECK(run("--help").output.find("briefing") != std::string::npos);

  auto missing_option = run("briefing " + file + " --out " + dir);
  CHECK(missing_option.status == 1);
  CHECK(missing_option.output.find("--battle is required") != std::string::npos);
  auto no_battle = run("briefing " + file + " --battle b1 --out " + dir);
  CHECK(no_battle.status == 1);
  CHECK(no_battle.output.find("umpire: there is no battle \"b1\" in " + file) != std::string::npos);

  std::string empty = dir + "/empty.umpire";
  REQUIRE(run("new --empty " + empty + " --seed 3").status == 0);
  auto wrong_game = run("briefing " + empty + " --battle b1 --out " + dir);
  CHECK(wrong_game.status == 1);
  CHECK(wrong_game.output.find("\"briefing\" is a command of Soldier King; this campaign is an empty campaign") !=
        std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}
