// The battles from the command line, as a play-by-email umpire would use
// them: list a campaign's battles with the engines that can take each, the
// odds (the same for the same seed on any number of threads), a battle sent
// to the reference engine fought move by move with the players' choices,
// undone, finished by the doctrine and recorded; and a stand-alone battle
// campaign whose recorded case replays its players' choices.
#include <doctest/doctest.h>

#include <filesystem>

#include <unistd.h>

#include "dice_battle/dice_battle.h"
#include "games.h"
#include "session/campaign.h"
#include "support/argoziadorf.h"
#include "support/cli_run.h"

using namespace umpire;
using umpire::test::run;

namespace {

const std::string kCli = UMPIRE_TESTGAME_CLI;

// A Soldier King campaign at the Combat step with battle b350 pending, in a file.
std::string campaign_at_combat() {
  GameRegistry reg;
  register_shipped_games(reg);
  std::string path = "/tmp/umpire_cli_battles_" + std::to_string(::getpid()) + ".umpire";
  test::argoziadorf_at_combat(reg, path);
  return path;
}

bool said(const test::Run& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

// The first option of the decision a move stops at: "  LABEL: ID (TEXT), ID (TEXT) or ID (TEXT)".
std::string first_option(const test::Run& r) {
  std::size_t line = r.output.find("(nothing was recorded):\n  ");
  REQUIRE(line != std::string::npos);
  std::size_t start = r.output.find('\n', line) + 1;
  std::string text = r.output.substr(start, r.output.find('\n', start) - start);
  std::size_t colon = text.rfind(": ");  // the label has colons of its own
  return text.substr(colon + 2, text.find(' ', colon + 2) - colon - 2);
}

}  // namespace

TEST_CASE(
    "umpire battles, odds and battle: a Soldier King battle fought in the reference engine from the command line") {
  std::string path = campaign_at_combat();
  auto list = run("battles " + path, kCli);
  CHECK(list.status == 0);
  CHECK(said(list, "b350"));
  CHECK(said(list, "pending"));
  CHECK(said(list, "can  test.dice-battle: Dice battle (reference engine)"));

  // Two automatic engines fight a Soldier King battle (the reference engine and Lion of the North): say which.
  CHECK(said(run("odds " + path + " --battle b350 --runs 4", kCli), "--engine: which engine's odds? (2 engines)"));
  auto odds = run("odds " + path + " --battle b350 --engine test.dice-battle --runs 400 --threads 2 --seed 5", kCli);
  CHECK(odds.status == 0);
  CHECK(said(odds, "(for the umpire only)"));
  CHECK(said(odds, "400 battles fought by the doctrine, seed 5"));
  CHECK(said(odds, "counts, by the campaign's rules, as won by Arcadia"));  // the defender holds the field (SK 11.8)
  CHECK(run("odds " + path + " --battle b350 --engine test.dice-battle --runs 400 --threads 1 --seed 5", kCli).output ==
        odds.output);
  CHECK(said(run("odds " + path + " --battle b9", kCli), "the campaign has no battle \"b9\""));

  REQUIRE(run("apply " + path +
                  " '{\"type\": \"sk.send_to_table\", \"args\": {\"battle\": \"b350\", \"engine\": "
                  "\"test.dice-battle\"}}'",
              kCli)
              .status == 0);
  CHECK(said(run("battle " + path + " --battle b350", kCli), "its first --move starts it"));
  auto asks = run("battle " + path + " --battle b350 --move", kCli);
  CHECK(asks.status == 1);
  CHECK(said(asks, "The move needs one more choice (nothing was recorded)"));
  CHECK(said(asks, "presses on or withdraws"));
  // Each player answers what the move asks of his side, as the command line asks it.
  std::string choices = "press";
  test::Run moved;
  for (int i = 0; i < 5; ++i) {
    moved = run("battle " + path + " --battle b350 --move --choose " + choices, kCli);
    if (!said(moved, "needs one more choice")) break;
    choices += "," + first_option(moved);
  }
  INFO(moved.output);
  CHECK(moved.status == 0);
  CHECK(said(moved, "decision: round 1: Argozia presses on or withdraws: press (player)"));
  CHECK(run("battle " + path + " --battle b350 --finish", kCli).status == 0);
  CHECK(said(run("battle " + path + " --battle b350 --undo", kCli), "Undone: move #"));
  auto finished = run("battle " + path + " --battle b350 --finish", kCli);
  CHECK(said(finished, "over"));
  auto recorded = run("battle " + path + " --battle b350 --record", kCli);
  INFO(recorded.output);
  CHECK(recorded.status == 0);
  CHECK(said(recorded, "is recorded in the campaign"));
  CHECK(said(run("battle " + path + " --battle b350 --move", kCli), "is recorded in the campaign; undo that there"));
  std::filesystem::remove(path);
}

TEST_CASE(
    "a stand-alone battle campaign: the players' choices on the command line, recorded into a case that replays") {
  std::string dir = "/tmp/umpire_cli_dice_" + std::to_string(::getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::string file = dir + "/ford.umpire";
  battles::BattleSetup setup = dice_battle::sample_setup();
  for (auto& side : setup.sides) side.commander.clear();  // no apostrophe in the shell's quotes
  Json options = battles::battle_options(setup);
  REQUIRE(run("new test.dice-battle " + file + " --seed 4 --options '" + options.dump() + "'", kCli).status == 0);
  auto needs = run("apply " + file + " '{\"type\": \"battle.move\"}'", kCli);
  CHECK(needs.status != 0);
  CHECK(said(needs, "give the choices with --choose"));
  auto moved = run("apply " + file + " '{\"type\": \"battle.move\"}' --choose press,a2 --dice-values '1 6'", kCli);
  CHECK(moved.status == 0);
  CHECK(said(moved, "decision: round 1: Red presses on or withdraws: press (player)"));
  CHECK(said(moved, "decision: round 1: Red takes the loss on a unit: a2 (player)"));
  REQUIRE(run("apply " + file + " '{\"type\": \"battle.finish\"}'", kCli).status == 0);
  REQUIRE(run("case record " + file + " --out " + dir + "/ford.json", kCli).status == 0);
  Json kase = load_json_file(dir + "/ford.json");
  CHECK(kase["decisions"] == Json::array({"press", "a2"}));  // the doctrine's own are made again
  auto replay = run("case run " + dir + "/ford.json", kCli);
  CHECK(said(replay, "1 passed, 0 failed"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("umpire battle: a Soldier King battle fought in Lion of the North, strict until the umpire opts in to provisional "
          "play, finished by the doctrine and recorded") {
  std::string path = campaign_at_combat();
  REQUIRE(run("apply " + path + " '{\"type\": \"sk.send_to_table\", \"args\": {\"battle\": \"b350\", \"engine\": \"lotn\"}}'")
              .status == 0);
  // Strict play (the default): the doctrine stops at the first value the rules text lost, named with its rule.
  auto strict = run("battle " + path + " --battle b350 --finish");
  INFO(strict.output);
  CHECK(strict.status != 0);
  CHECK(said(strict, "(lost from the rules text)"));
  CHECK(said(strict, "play provisionally"));
  // The umpire opts in: the reconstructions stand in, and the battle is fought to its end.
  auto opted = run("battle " + path + " --battle b350 --set data.mode=provisional");
  INFO(opted.output);
  CHECK(opted.status == 0);
  CHECK(said(opted, "Provisional"));
  auto bad = run("battle " + path + " --battle b350 --set data.mode=sometimes");
  INFO(bad.output);
  CHECK(bad.status != 0);
  CHECK(said(bad, "\"sometimes\" is not one of its values"));
  auto finished = run("battle " + path + " --battle b350 --finish");
  INFO(finished.output);
  CHECK(finished.status == 0);
  CHECK(said(finished, "over"));
  auto recorded = run("battle " + path + " --battle b350 --record");
  INFO(recorded.output);
  CHECK(recorded.status == 0);
  CHECK(said(recorded, "is recorded in the campaign"));
  std::filesystem::remove(path);
}
