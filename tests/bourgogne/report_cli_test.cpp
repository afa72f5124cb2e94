// `umpire report FILE --faction swiss` and the turn summary for a campaign of
// Les Guerres de Bourgogne, as the umpire runs them.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <string>

#include "support/cli_run.h"
#include "support/shell.h"

TEST_CASE("cli: umpire report writes a Bourgogne camp's report and the turn summary, by the camp's id or name") {
  using umpire::test::read_text;
  using umpire::test::run;
  char tmpl[] = "/tmp/umpire_gdb_report_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  std::string dir = tmpl, file = dir + "/c.umpire";
  REQUIRE(run("new " + file + " --game bourgogne").status == 0);
  auto md = run("report " + file + " --faction swiss --format md --out " + dir + "/s.md");
  CHECK(md.status == 0);
  std::string text = read_text(dir + "/s.md");
  CHECK(text.find("# Swiss: report, turn 1") == 0);
  CHECK(text.find("setting \"knowledge\": open") != std::string::npos);
  auto pdf = run("report " + file + " --faction Burgundians --out " + dir + "/b.pdf");
  CHECK(pdf.status == 0);
  CHECK(read_text(dir + "/b.pdf").rfind("%PDF", 0) == 0);
  auto summary = run("report " + file + " --handout summary --faction burgundy --format html --out " + dir + "/t.html");
  CHECK(summary.status == 0);
  CHECK(read_text(dir + "/t.html").find("Turn summary: turn 1 of 12") != std::string::npos);
  REQUIRE(
      run("apply " + file + " '{\"type\":\"core.set_setting\",\"args\":{\"key\":\"knowledge\",\"value\":\"umpired\"}}'")
          .status == 0);
  REQUIRE(run("report " + file + " --faction swiss --format md --out " + dir + "/u.md").status == 0);
  CHECK(read_text(dir + "/u.md").find("setting \"knowledge\": umpired") != std::string::npos);
  auto nobody = run("report " + file + " --faction savoy --format md --out " + dir + "/x.md");
  CHECK(nobody.status == 1);
  std::system(("rm -rf " + dir).c_str());
}
