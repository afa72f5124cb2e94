// `umpire report FILE --faction swedish` and the turn summary for a 1631
// campaign, as the umpire runs them.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <string>

#include "support/cli_run.h"
#include "support/shell.h"

namespace {

bool report_says(const umpire::test::Run& r, const std::string& part) {
  return r.output.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("cli: umpire report writes a 1631 side's report and the turn summary, by the side's id or name") {
  using umpire::test::read_text;
  using umpire::test::run;
  char tmpl[] = "/tmp/umpire_1631_report_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  std::string dir = tmpl, file = dir + "/c.umpire";
  REQUIRE(run("new " + file + " --game 1631").status == 0);
  auto md = run("report " + file + " --faction swedish --format md --out " + dir + "/s.md");
  CHECK(md.status == 0);
  std::string text = read_text(dir + "/s.md");
  CHECK(text.find("# Swedes: report, turn 1") == 0);
  CHECK(text.find("setting \"knowledge\": open") != std::string::npos);
  auto pdf = run("report " + file + " --faction Imperials --out " + dir + "/i.pdf");
  CHECK(pdf.status == 0);
  CHECK(read_text(dir + "/i.pdf").rfind("%PDF", 0) == 0);
  auto summary = run("report " + file + " --handout summary --faction imperial --format html --out " + dir + "/t.html");
  CHECK(summary.status == 0);
  CHECK(read_text(dir + "/t.html").find("Turn summary: turn 1 of 10") != std::string::npos);
  REQUIRE(run("apply " + file + " '{\"type\":\"core.set_setting\",\"args\":{\"key\":\"knowledge\",\"value\":\"umpired\"}}'")
              .status == 0);
  REQUIRE(run("report " + file + " --faction swedish --format md --out " + dir + "/u.md").status == 0);
  CHECK(read_text(dir + "/u.md").find("setting \"knowledge\": umpired") != std::string::npos);
  auto nobody = run("report " + file + " --faction saxons --format md --out " + dir + "/x.md");
  CHECK(nobody.status == 1);
  CHECK(report_says(nobody, "there is no side \"saxons\" (swedish or imperial)"));
  std::system(("rm -rf " + dir).c_str());
}
