// The command line as a user meets it: exit codes and messages.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <cstdio>
#include <fstream>
#include <string>

#include "support/cli_run.h"

#include "core/text_limits.h"

namespace {

using umpire::test::Run;
using umpire::test::run;

std::string temp_dir() {
  char tmpl[] = "/tmp/umpire_cli_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  return tmpl;
}

}  // namespace

TEST_CASE("cli: help everywhere, exit 0") {
  CHECK(run("--help").status == 0);
  CHECK(run("new --help").status == 0);
  auto r = run("case run --help");
  CHECK(r.status == 0);
  CHECK(r.output.find("Case files or folders") != std::string::npos);
}

TEST_CASE("cli: user errors exit 1 with a message naming the problem") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  CHECK(run("new --empty " + file + " --seed 7").status == 0);

  auto bad_json = run("apply " + file + " '{\"type\": '");
  CHECK(bad_json.status == 1);
  CHECK(bad_json.output.find("command:1:") != std::string::npos);

  auto refused = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"x\", \"dice\": \"lots\"}}'");
  CHECK(refused.status == 1);
  CHECK(refused.output.find("\"lots\" is not dice notation such as 2D6") != std::string::npos);

  auto unknown = run("frobnicate");
  CHECK(unknown.status == 1);

  std::ofstream(dir + "/notes.txt") << "not a campaign\n";
  auto not_campaign = run("info " + dir + "/notes.txt");
  CHECK(not_campaign.status == 1);
  CHECK(not_campaign.output.find("notes.txt: not an Umpire campaign") != std::string::npos);

  auto overwrite = run("new --empty " + file);
  CHECK(overwrite.status == 1);
  CHECK(overwrite.output.find("already exists") != std::string::npos);

  auto nothing = run("undo " + file);
  CHECK(nothing.status == 1);
  CHECK(nothing.output.find("nothing to undo") != std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: manual dice from a file are used and journalled as manual") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new --empty " + file + " --seed 7").status == 0);
  std::ofstream(dir + "/dice.txt") << "# weather\n6 1\n";
  auto r = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"weather\", \"dice\": \"2D6\"}}' --dice " +
               dir + "/dice.txt");
  CHECK(r.status == 0);
  CHECK(r.output.find("weather, 2D6: 6+1 = 7") != std::string::npos);
  auto j = run("journal " + file);
  CHECK(j.output.find("dice (manual): weather, 2D6: 6+1 = 7") != std::string::npos);

  auto short_dice = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"morale\", \"dice\": \"2D6\"}}' --dice-values 3");
  CHECK(short_dice.status == 1);
  CHECK(short_dice.output.find("dice needed for \"morale, 2D6\": 2 dice of 6 sides") != std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}

namespace {

std::string note(const std::string& text) {
  return "'{\"type\": \"core.note\", \"args\": {\"text\": \"" + text + "\"}}'";
}

bool has(const Run& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

// Runs SQL on a campaign file with the sqlite3 shell, as a damaged file would be made.
void sql(const std::string& file, const std::string& statement) {
  REQUIRE(std::system(("sqlite3 " + file + " \"" + statement + "\"").c_str()) == 0);
}

}  // namespace

TEST_CASE("cli: JSON nested 100,000 deep or with 1e400 is a user error (exit 1) naming where, in every input") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new --empty " + file + " --seed 7").status == 0);
  std::string deep = std::string(100000, '[') + std::string(100000, ']');
  std::ofstream(dir + "/deep.json") << "{\"type\": \"core.note\", \"args\": {\"text\": " << deep << "}}";
  auto r = run("apply " + file + " @" + dir + "/deep.json");
  CHECK(r.status == 1);
  CHECK(has(r, dir + "/deep.json:1:"));
  CHECK(has(r, "nested deeper than 100 levels"));

  // (1,000 deep here: a command-line argument is limited to 128 kB.)
  std::ofstream(dir + "/options.json") << "{\"x\": " << std::string(1000, '[') << std::string(1000, ']') << "}";
  r = run("new --empty " + dir + "/d.umpire --options \"$(cat " + dir + "/options.json)\"");
  CHECK(r.status == 1);
  CHECK(has(r, "--options:1:"));

  // Options nested 100,000 deep in a case file used to overflow the stack when copied into the metadata.
  std::ofstream(dir + "/case.json") << "{\"name\": \"deep\", \"rules\": [], \"options\": {\"x\": " << deep
                                    << "}, \"steps\": []}";
  std::ofstream(dir + "/big.json") << "{\"name\": \"big\", \"rules\": [], \"seed\": 1e400, \"steps\": []}";
  std::ofstream(dir + "/good.json") << "{\"name\": \"good\", \"rules\": [], \"steps\": []}";
  r = run("case run " + dir + "/case.json " + dir + "/big.json " + dir + "/good.json");
  CHECK(r.status == 1);
  CHECK(has(r, "nested deeper than 100 levels"));
  CHECK(has(r, dir + "/big.json:1:38: not valid JSON: the number 1e400 is too large"));
  CHECK(has(r, "1 passed, 2 failed"));  // the good case still runs

  // A campaign file whose stored state is nested 100,000 deep (printing it used to overflow the stack).
  std::string stored = dir + "/stored.umpire";
  REQUIRE(run("new --empty " + stored + " --seed 7").status == 0);
  sql(stored, "UPDATE snapshot SET state = replace(state, '\\\"settings\\\":{}', '\\\"settings\\\":{\\\"x\\\":' || "
              "replace(hex(zeroblob(100000)), '00', '[') || replace(hex(zeroblob(100000)), '00', ']') || '}')");
  r = run("state " + stored);
  CHECK(r.status == 1);
  CHECK(has(r, stored + " (snapshot 0):1:"));
  CHECK(has(r, "nested deeper than 200 levels"));

  r = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": 1e400, \"dice\": \"2D6\"}}'");
  CHECK(r.status == 1);
  CHECK(has(r, "command:1:"));
  CHECK(has(r, "the number 1e400 is too large"));
  CHECK_FALSE(has(r, "internal error"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: an unsigned number past the signed range is reported as too large, never as -1") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 7").status == 0);
  for (std::string big : {"18446744073709551615", "9223372036854775808"}) {
    auto r = run("apply " + file + " '{\"type\": \"sk.set_strength\", \"args\": {\"stand\": \"x\", \"sp\": " + big +
                 ", \"reason\": \"test\"}}'");
    CHECK(r.status == 1);
    CHECK(has(r, "found the number " + big + ", which is too large"));
    CHECK_FALSE(has(r, "-1"));

    // A case's seed is a seed: every 64-bit value is one.
    std::ofstream(dir + "/case.json") << "{\"name\": \"big\", \"rules\": [], \"seed\": " << big << ", \"steps\": []}";
    r = run("case run " + dir + "/case.json");
    CHECK(r.status == 0);
    CHECK_FALSE(has(r, "found -1"));
  }
  for (std::string seed : {"18446744073709551616", "-1", "7x", "1e3"}) {
    auto bad = run("new --empty " + dir + "/s.umpire --seed " + seed);
    CAPTURE(seed);
    CHECK(bad.status == 1);
    CHECK(has(bad, "--seed: expected a whole number from 0 to 18446744073709551615, found \"" + seed + "\""));
  }
  CHECK(has(run("new --empty " + dir + "/s.umpire --seed 18446744073709551615"), "seed 18446744073709551615"));
  // A stored state with a seed past the signed range is still a seed (it is unsigned); a negative one is not.
  sql(file, "UPDATE snapshot SET state = json_set(state, '$.core.seed', -1) WHERE seq = 0");
  auto r = run("info " + file);
  CHECK(r.status == 1);
  CHECK(has(r, "at /core/seed: expected an unsigned integer, found the number -1"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: state --at a pointer outside the state is a user error naming where it leaves the state") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 7").status == 0);
  REQUIRE(run("state " + file + " --at /game/columns/0").status == 0);
  for (std::string at : {"/game/columns/999999999999999999999", "/game/columns/-1", "/game/columns/01",
                         "/game/columns/x", "/core/name/0", "/core/seed/x", "/nothing"}) {
    auto r = run("state " + file + " --at " + at);
    CAPTURE(at);
    CHECK(r.status == 1);
    CHECK(has(r, "--at: nothing at " + at));
    CHECK_FALSE(has(r, "internal error"));
  }
  auto r = run("state " + file + " --at /game/columns/-1");
  CHECK(has(r, "/game/columns is a list indexed 0 to "));
  r = run("state " + file + " --at /core/name/0");
  CHECK(has(r, "/core/name is the string"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: journal lists a damaged entry as damaged and goes on; exit 1 naming it") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new --empty " + file + " --seed 7").status == 0);
  REQUIRE(run("apply " + file + " " + note("one")).status == 0);
  REQUIRE(run("apply " + file + " " + note("two")).status == 0);
  REQUIRE(run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"x\", \"dice\": \"2D6\"}}'").status == 0);
  REQUIRE(run("undo " + file).status == 0);
  // Events are not replayed, so an active entry with damaged events still opens.
  sql(file, "UPDATE journal SET events = '[1]' WHERE seq = 1");
  sql(file, "UPDATE journal SET command = '5', dice = '[{\\\"label\\\": 1}]' WHERE seq = 3");
  auto r = run("journal " + file);
  CHECK(r.status == 1);
  CHECK_FALSE(has(r, "internal error"));
  CHECK(has(r, "#1 "));
  CHECK(has(r, "damaged events: " + file + " (journal entry 1): at /events/0: expected an object, found the number 1"));
  CHECK(has(r, "#2 "));
  CHECK(has(r, "event: Umpire's note: two"));
  CHECK(has(r, "#3 "));
  CHECK(has(r, "(damaged: the command has no type) (undone)"));
  CHECK(has(r, "damaged dice: " + file + " (journal entry 3): at /dice/0"));
  CHECK(has(r, "damaged journal entries #1, #3"));

  sql(file, "UPDATE journal SET dice = '{\\\"x\\\": 1}' WHERE seq = 2");
  r = run("journal " + file);
  CHECK(r.status == 1);
  CHECK(has(r, "(journal entry 2)"));
  CHECK_FALSE(has(r, "internal error"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: report --refresh with an --out that cannot be written journals nothing and rolls no dice") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 7").status == 0);
  std::ofstream(dir + "/a-file") << "x";
  std::string before = run("info " + file).output;
  REQUIRE(has(run("info " + file), "Journal:  0 commands"));
  for (std::string args : {"--all --out " + dir + "/a-file", "--all --out " + dir + "/a-file/reports",
                           "--faction argozia --out " + dir + "/a-file/r.pdf",
                           "--faction argozia --out " + dir + "/no-such-folder/r.pdf", "--faction argozia --out " + dir,
                           "--faction nobody --out " + dir + "/r.pdf", "--all --format docx --out " + dir}) {
    auto r = run("report " + file + " --refresh " + args);
    CAPTURE(args);
    CHECK(r.status == 1);
    CHECK_FALSE(has(r, "internal error"));
    CHECK(run("info " + file).output == before);  // same journal length, same dice drawn
  }
  CHECK(has(run("report " + file + " --refresh --all --out " + dir + "/a-file"), "a-file is a file, not a folder"));
  CHECK(has(run("report " + file + " --refresh --faction argozia --out " + dir + "/no-such-folder/r.pdf"),
            "no such folder"));
  // A good --out still refreshes and writes.
  auto ok = run("report " + file + " --refresh --all --format md --out " + dir + "/out");
  CHECK(ok.status == 0);
  CHECK(has(run("info " + file), "Journal:  1 commands"));
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: names and notes have limits; a campaign whose journal holds a longer note still opens") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new --empty " + file + " --seed 7").status == 0);
  std::string long_note(umpire::kMaxTextLength + 1, 'x');
  std::ofstream(dir + "/note.json") << "{\"type\": \"core.note\", \"args\": {\"text\": \"" << long_note << "\"}}";
  auto r = run("apply " + file + " @" + dir + "/note.json");
  CHECK(r.status == 1);
  CHECK(has(r, "bad arguments for core.note: at /args/text: a text has at most 20000 characters, this one has 20001"));
  r = run("apply " + file + " '{\"type\": \"core.rename\", \"args\": {\"name\": \"bell\\u0007\"}}'");
  CHECK(r.status == 1);
  CHECK(has(r, "at /args/name: a name cannot hold a control character (found U+0007)"));
  r = run("apply " + file + " '{\"type\": \"core.rename\", \"args\": {\"name\": \"" + std::string(81, 'n') + "\"}}'");
  CHECK(r.status == 1);
  CHECK(has(r, "a name has at most 80 characters, this one has 81"));
  r = run("apply " + file + " --dry-run '{\"type\": \"core.rename\", \"args\": {\"name\": \"   \"}}'");
  CHECK(r.status == 1);
  CHECK(has(r, "a name needs more than spaces"));
  r = run("new --empty " + dir + "/e.umpire --name \"$(printf 'a\\tb')\"");
  CHECK(r.status == 1);
  CHECK(has(r, "--name: a name cannot hold a control character"));
  CHECK(run("apply " + file + " " + note("line one\\nline two\\ttabbed")).status == 0);

  // An older Umpire accepted any note: its journal replays.
  REQUIRE(run("apply " + file + " " + note("short")).status == 0);
  sql(file, "UPDATE journal SET command = json_set(command, '$.args.text', replace(hex(zeroblob(500000)), '0', 'y')) WHERE seq = 2");
  sql(file, "UPDATE journal SET command = json_set(command, '$.args.text', 'bell' || char(7)) WHERE seq = 1");
  r = run("info " + file);
  CHECK(r.status == 0);
  CHECK(has(r, "Notes:    2"));
  CHECK(run("undo " + file).status == 0);
  CHECK(run("redo " + file).status == 0);
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("umpire new without a game lists the games instead of making an empty campaign") {
  std::string file = "/tmp/umpire_new_no_game_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(file);
  auto r = run("new " + file);
  CHECK(r.status == 1);
  CHECK(r.output.find("which game? umpire new GAME FILE") != std::string::npos);
  CHECK(r.output.find("soldier-king  (Soldier King)") != std::string::npos);
  CHECK(r.output.find("umpire new --empty FILE") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(file));
  CHECK(run("new --empty soldier-king " + file).status == 1);  // both: refused in words
  CHECK_FALSE(std::filesystem::exists(file));
}
