// Finding pieces and commands without the source: `umpire list`, names where
// ids are taken, the commands grouped by step, and the confirmation an
// advance that gives up marches asks for.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "support/cli_run.h"

using umpire::test::run;

namespace {

std::string list_temp_dir() {
  char tmpl[] = "/tmp/umpire_cli_list_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  return tmpl;
}

// A new 1740 campaign at the start of its first spring, before the magazines.
void spring_1740(const std::string& file) {
  REQUIRE(run("new soldier-king " + file + " --seed 3").status == 0);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.begin_campaign\", \"args\": {}}'").status == 0);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.roll_initiative\", \"args\": {}}'").status == 0);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}'").status == 0);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("cli: list prints pieces with ids, names, owners, places and strengths, filtered by faction and box") {
  std::string dir = list_temp_dir();
  std::string file = dir + "/sk.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 3").status == 0);
  auto columns = run("list " + file + " columns --faction Argozia --box vellhaven");
  CHECK(columns.status == 0);
  CHECK(contains(columns.output, "c1   Guards Infantry (Type 1)  Argozia  Vellhaven  5 stands, 13 SP"));
  CHECK_FALSE(contains(columns.output, "Arcadia"));
  CHECK(contains(columns.output, "(3 columns of "));
  CHECK(contains(run("list " + file + " stands --box Vellhaven").output, "s2   Infantry regiment"));
  CHECK(contains(run("list " + file + " provinces").output, "vellmark"));
  auto typo = run("list " + file + " colums");
  CHECK(typo.status == 1);
  CHECK(contains(typo.output, "did you mean columns?"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: a name is taken where an id is, the journal keeps the id; a near miss gets the pieces meant") {
  std::string dir = list_temp_dir();
  std::string file = dir + "/sk.umpire";
  spring_1740(file);
  auto placed = run("apply " + file +
                    " '{\"type\": \"sk.spring_magazine\", \"args\": {\"faction\": \"Argozia\", \"province\": \"VELLMARK\", "
                    "\"box\": \"Vellhaven\"}}'");
  CHECK(placed.status == 0);
  CHECK(contains(run("journal " + file).output, "\"box\":\"vellhaven\",\"faction\":\"argozia\",\"province\":\"vellmark\""));
  auto near = run("apply " + file +
                  " '{\"type\": \"sk.spring_magazine\", \"args\": {\"faction\": \"Arcadia\", \"province\": \"Aurelea\", "
                  "\"box\": \"x\"}}'");
  CHECK(near.status == 1);
  CHECK(contains(near.output, "there is no province \"Aurelea\"; did you mean Aurelia (aurelia)?"));
  auto shared = run("apply " + file +
                    " '{\"type\": \"sk.relocate\", \"args\": {\"piece\": \"c1\", \"box\": \"x\", \"reason\": \"r\"}}' --dry-run");
  CHECK(shared.status == 1);  // "x" is no box and close to none: the command's own refusal
  CHECK(contains(shared.output, "refused"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: advancing past spring magazines or unused marches needs --confirm; next says so") {
  std::string dir = list_temp_dir();
  std::string file = dir + "/sk.umpire";
  spring_1740(file);
  auto early = run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}'");
  CHECK(early.status == 1);
  CHECK(contains(early.output, "spring magazines not placed (Argozia 2"));
  CHECK(contains(early.output, "Add --confirm to do it (nothing was recorded)"));
  CHECK(contains(run("next " + file).output, "'{\"args\":{},\"type\":\"sk.advance\"}' --confirm"));
  CHECK(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}' --confirm").status == 0);
  REQUIRE(run("apply " + file +
              " '{\"type\": \"sk.set_turn\", \"args\": {\"player\": \"argozia\", \"step\": \"movement\", \"marches\": 3, "
              "\"reason\": \"test\"}}'")
              .status == 0);
  auto marches = run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}'");
  CHECK(marches.status == 1);
  CHECK(contains(marches.output, "Argozia has 3 of 3 marches unused: advancing ends the movement and gives them up (SK 10.1)"));
  CHECK(contains(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}' --dry-run").output, "needs --confirm"));
  auto next = run("next " + file);
  CHECK(contains(next.output, "sk.march: umpire apply " + file + " '{\"args\":{\"from\":"));
  CHECK(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}' --confirm").status == 0);
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: help groups a game's commands by the step of play; a mistyped command gets the one meant") {
  auto help = run("help");
  CHECK(help.status == 0);
  CHECK(contains(help.output, " Movement:\n  sk.march"));
  CHECK(contains(help.output, " After movement: attrition:\n  sk.attrition"));
  CHECK(contains(help.output, " The umpire's rulings outside the rules:\n"));
  auto typo = run("help sk.marhc");
  CHECK(typo.status == 1);
  CHECK(contains(typo.output, "did you mean sk.march?"));
}
