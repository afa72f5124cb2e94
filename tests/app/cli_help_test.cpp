// `umpire help` and the command list of `umpire info`, as a user meets them.
#include <doctest/doctest.h>

#include <unistd.h>

#include <string>

#include "support/cli_run.h"

namespace {

using umpire::test::run;

bool has(const umpire::test::Run& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("cli: `umpire help` lists every command with its summary, by game") {
  auto r = run("help");
  CHECK(r.status == 0);
  CHECK(has(r, "Commands every campaign understands:\n"));
  CHECK(has(r, "  core.note  "));
  CHECK(has(r, "Record an umpire's note in the campaign\n"));
  CHECK(has(r, "core.roll         Roll dice outside any rule and record them [umpire's ruling outside the rules]\n"));
  CHECK(has(r, "\nSoldier King (soldier-king):\n"));
  CHECK(has(r, "sk.march"));
  CHECK(has(r, "sk.place"));
  CHECK(has(r, "[set-up only]"));
  CHECK(has(r, "`umpire help COMMAND` explains one"));
}

TEST_CASE("cli: `umpire help COMMAND` prints its flags, arguments and an example to paste") {
  auto r = run("help sk.relocate");
  CHECK(r.status == 0);
  CHECK(has(r, "sk.relocate: Umpire's correction: put a column (with its DC), an officer or a garrison in any box"));
  CHECK(has(r, "Flags: umpire's ruling outside the rules\n"));
  CHECK(has(r, "  piece   (column, officer or garrison id) the piece to move\n"));
  CHECK(has(r, "  box     (box id) where it goes\n"));
  CHECK(has(r, "  reason  (text) why, recorded with the event\n"));
  CHECK(has(r, "umpire apply FILE '{\"args\":{\"box\":\"ostmoor\",\"piece\":\"c1\",\"reason\":"));

  auto optional = run("help sk.set_relation");
  CHECK(has(optional, "(true or false, optional, default true) set it both ways"));
  CHECK(has(optional, "(one of hostile, neutral, allied) how they count"));

  auto none = run("help sk.begin_campaign");
  CHECK(has(none, "Flags: set-up only\n"));
  CHECK(has(none, "Arguments: none\n"));
  CHECK(has(none, "umpire apply FILE '{\"args\":{},\"type\":\"sk.begin_campaign\"}'"));

  auto unknown = run("help sk.frobnicate");
  CHECK(unknown.status == 1);
  CHECK(has(unknown, "there is no command \"sk.frobnicate\" (`umpire help` lists them)"));
}

TEST_CASE("cli: `umpire info` lists the campaign's commands with their summaries") {
  char tmpl[] = "/tmp/umpire_help_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  std::string file = std::string(tmpl) + "/c.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 7").status == 0);
  auto r = run("info " + file);
  CHECK(r.status == 0);
  CHECK(has(r, "Commands (`umpire help COMMAND` explains one):\n"));
  CHECK(has(r, "  core.note"));
  CHECK(has(r, "  sk.march"));
  CHECK(has(r, "One march of the active player"));
  // An example from the help is a command the campaign accepts as well-formed.
  auto dry = run("apply " + file + " --dry-run '{\"type\": \"sk.place\", \"args\": {\"piece\": \"c1\", \"box\": \"ostmoor\"}}'");
  CHECK(dry.status == 0);
}
