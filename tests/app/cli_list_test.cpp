// Finding pieces and commands without the source: `umpire list`, names where
// ids are taken, the commands grouped by step, and the confirmation an
// advance that gives up marches asks for.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "games.h"
#include "support/argoziadorf.h"
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

TEST_CASE("cli: list boxes --box shows that box and where a march can go from it; names align in characters") {
  std::string dir = list_temp_dir();
  std::string file = dir + "/sk.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 3").status == 0);
  auto box = run("list " + file + " boxes --box Steinach");
  CHECK(box.status == 0);
  CHECK(contains(box.output, "steinach  Steinach  Banst  0 columns; next to Greifenstadt (highway), Banstadt (highway)"));
  CHECK(contains(box.output, "(1 box of "));
  // SK 9.2.1: a river line says which way it flows from the box.
  CHECK(contains(run("list " + file + " boxes --box Kotlau").output, "Weidenfels (river, upstream), Aschau (river, downstream)"));
  auto all = run("list " + file + " boxes");
  std::size_t umlaut = all.output.find("muehlgrund     Mühlgrund ");
  CHECK(umlaut != std::string::npos);  // padded to the same character width as its neighbours
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: a name several factions' columns share is read in the command's box and the acting faction") {
  std::string dir = list_temp_dir();
  std::string file = dir + "/sk.umpire";
  spring_1740(file);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}' --confirm").status == 0);
  REQUIRE(run("apply " + file +
              " '{\"type\": \"sk.set_turn\", \"args\": {\"player\": \"argozia\", \"step\": \"movement\", \"marches\": 3, "
              "\"reason\": \"test\"}}'")
              .status == 0);
  std::string march = " '{\"type\": \"sk.march\", \"args\": {\"from\": \"Greifenstadt\", \"moves\": [{\"column\": "
                      "\"2nd Infantry (Type 2)\", \"path\": [\"Steinach\"]}]}}'";
  auto marched = run("apply " + file + march);
  CHECK(marched.status == 0);
  CHECK(contains(marched.output, "2nd Infantry (Type 2) marches Greifenstadt → Steinach"));
  CHECK(contains(run("journal " + file).output, "\"column\":\"c8\""));
  // The umpire's own commands may touch anyone's pieces: there a shared name is refused with every piece.
  auto relocate = run("apply " + file +
                      " '{\"type\": \"sk.allocate_attrition\", \"args\": {\"column\": \"2nd Infantry (Type 2)\"}}' "
                      "--dry-run");
  CHECK(contains(relocate.output, "2nd Infantry (Type 2) (c95 in Thessara)"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: next offers the pending battle's send to the table; advancing past combat promotions needs --confirm") {
  umpire::GameRegistry reg;
  umpire::register_shipped_games(reg);
  std::string dir = list_temp_dir();
  std::string file = dir + "/sk.umpire";
  umpire::test::argoziadorf_at_combat(reg, file);
  auto next = run("next " + file);
  CHECK(contains(next.output, "do it:  umpire apply " + file +
                                  " '{\"args\":{\"battle\":\"b350\"},\"type\":\"sk.send_to_table\"}'"));
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.send_to_table\", \"args\": {\"battle\": \"b350\"}}'").status == 0);
  // Both sides have a "2nd Infantry (Type 2)" in the battle's box: the name stays ambiguous in Argozia's
  // turn (a player's order), listing both.
  auto both = run("apply " + file +
                  " '{\"type\": \"sk.combat_promotion\", \"args\": {\"battle\": \"b350\", \"column\": "
                  "\"2nd Infantry (Type 2)\"}}' --dry-run");
  CHECK(both.status == 1);
  CHECK(contains(both.output, "2nd Infantry (Type 2) (c8 in Argoziadorf), 2nd Infantry (Type 2) (c95 in Argoziadorf)"));
  auto stands = run("list " + file + " stands --box Argoziadorf --faction Arcadia");
  std::string arcadian = stands.output.substr(0, stands.output.find(' '));
  REQUIRE(!arcadian.empty());
  std::string result = "{\"battle\": \"b350\", \"format\": \"umpire.battle-result/2\", \"winner\": \"attacker\", "
                       "\"ending\": \"decided\", \"retreat_to\": \"mittel\", \"units\": [{\"unit\": \"" + arcadian +
                       "\", \"losses\": [{\"cause\": \"fire\", \"lost\": 1}]}]}";
  auto recorded = run("apply " + file + " '{\"type\": \"sk.battle_result\", \"args\": {\"battle\": \"b350\", \"result\": " +
                      result + "}}'");
  REQUIRE_MESSAGE(recorded.status == 0, recorded.output);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}'").status == 0);  // to recovery
  auto early = run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}'");
  CHECK(early.status == 1);
  CHECK(contains(early.output, "combat promotions not taken (Arcadia 1 for the battle of Argoziadorf): advancing gives "
                               "them up (SK 12.4.2)"));
  CHECK(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}' --confirm").status == 0);
  std::system(("rm -rf " + dir).c_str());
}
