// `umpire report FILE --handout ID --faction F`: any handout a game registers
// (the Soldier King gazette, a battle side's briefing), one recipient's copy.
#include <doctest/doctest.h>

#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

#include "support/cli_run.h"
#include "support/shell.h"

namespace {

using umpire::test::read_text;
using umpire::test::run;

bool says(const umpire::test::Run& r, const std::string& part) { return r.output.find(part) != std::string::npos; }


}  // namespace

TEST_CASE("cli: report --handout gazette writes the season's gazette for a recipient; bad ids are user errors") {
  char tmpl[] = "/tmp/umpire_handout_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  std::string dir = tmpl, file = dir + "/c.umpire";
  REQUIRE(run("new soldier-king " + file + " --seed 7").status == 0);
  auto ok = run("report " + file + " --handout gazette --faction Argozia --format md --out " + dir + "/g.md");
  CHECK(ok.status == 0);
  CHECK(read_text(dir + "/g.md").find("# The Gazette of the Empire, Winter 1739") == 0);
  auto pdf = run("report " + file + " --handout gazette --faction bravance --out " + dir + "/g.pdf");
  CHECK(pdf.status == 0);
  CHECK(read_text(dir + "/g.pdf").rfind("%PDF", 0) == 0);

  auto unknown = run("report " + file + " --handout gazete --faction argozia --out " + dir + "/x.md");
  CHECK(unknown.status == 1);
  CHECK(says(unknown, "this game has no handout \"gazete\"; did you mean gazette?"));
  CHECK(says(unknown, "(its handouts: report, briefing, orders, gazette)"));
  auto all = run("report " + file + " --handout gazette --all --out " + dir);
  CHECK(all.status == 1);
  CHECK(says(all, "give --faction F (the recipient), not --all"));
  auto nobody = run("report " + file + " --handout gazette --faction nobody --out " + dir + "/x.md");
  CHECK(nobody.status == 1);
  CHECK_FALSE(says(nobody, "internal error"));
  auto briefing = run("report " + file + " --handout briefing --faction argozia --out " + dir + "/x.md");
  CHECK(briefing.status == 1);
  CHECK(says(briefing, "does not receive the Battle briefing now (nobody does)"));
  std::system(("rm -rf " + dir).c_str());
}
