// The battle's papers from the command line: a Soldier King battle sent to
// Lion of the North, played provisionally and finished by the doctrine; its
// log written as Markdown and HTML with the values the rules text lost at the
// end, filtered by kind; its final report as Markdown and as a PDF; and the
// refusals: no --out, an unknown kind, a report before the end, an engine that
// keeps no log.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "games.h"
#include "session/campaign.h"
#include "support/argoziadorf.h"
#include "support/cli_run.h"

using namespace umpire;
using umpire::test::run;

namespace {

std::string papers_campaign(const std::string& tag) {
  GameRegistry reg;
  register_shipped_games(reg);
  std::string path = "/tmp/umpire_cli_papers_" + tag + "_" + std::to_string(::getpid()) + ".umpire";
  test::argoziadorf_at_combat(reg, path);
  return path;
}

std::string papers_read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool papers_said(const test::Run& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

// The Kind column of the log's tables (before the lost values): the first cell of each row under a "| Kind |" header.
std::vector<std::string> papers_kinds(const std::string& md) {
  std::vector<std::string> out;
  std::istringstream in(md.substr(0, md.find("## Values the rules text lost")));
  std::string line;
  bool in_table = false;
  while (std::getline(in, line)) {
    if (line.rfind("| Kind |", 0) == 0) {
      in_table = true;
      std::getline(in, line);  // | --- |
      continue;
    }
    if (line.rfind("| ", 0) != 0) {
      in_table = false;
      continue;
    }
    if (in_table) out.push_back(line.substr(2, line.find(" |") - 2));
  }
  return out;
}

}  // namespace

TEST_CASE("umpire battle --log and --report: a Lion of the North battle's log and final report") {
  std::string path = papers_campaign("lotn");
  std::string dir = "/tmp/umpire_cli_papers_out_" + std::to_string(::getpid());
  std::filesystem::create_directories(dir);
  REQUIRE(run("apply " + path + " '{\"type\": \"sk.send_to_table\", \"args\": {\"battle\": \"b350\", \"engine\": \"lotn\"}}'")
              .status == 0);
  REQUIRE(run("battle " + path + " --battle b350 --set data.mode=provisional").status == 0);
  // Not over yet: the report waits; the log can be had at any time.
  auto early = run("battle " + path + " --battle b350 --report pdf --out " + dir + "/early.pdf");
  CHECK(early.status != 0);
  CHECK(papers_said(early, "the battle is not over"));
  auto finished = run("battle " + path + " --battle b350 --finish");
  INFO(finished.output);
  REQUIRE(finished.status == 0);

  auto log = run("battle " + path + " --battle b350 --log md --out " + dir + "/log.md");
  INFO(log.output);
  REQUIRE(log.status == 0);
  CHECK(papers_said(log, "Wrote the battle log to " + dir + "/log.md"));
  std::string md = papers_read(dir + "/log.md");
  CHECK(md.rfind("# Battle log: ", 0) == 0);
  CHECK(md.find("Sides: ") != std::string::npos);
  CHECK(md.find("Mode: provisional play") != std::string::npos);
  CHECK(md.find("| LotN 3.0 |") != std::string::npos);
  CHECK(md.find("| Decision |") != std::string::npos);  // the journal's decisions are in it
  CHECK(md.find("## Values the rules text lost") != std::string::npos);
  CHECK(md.find("reconstructed (provisional play)") != std::string::npos);
  auto all_kinds = papers_kinds(md);
  CHECK(all_kinds.size() > 50);

  auto fire = run("battle " + path + " --battle b350 --log md --kind fire --out " + dir + "/fire.md");
  INFO(fire.output);
  REQUIRE(fire.status == 0);
  std::string fmd = papers_read(dir + "/fire.md");
  CHECK(fmd.find("Filtered: only lines of kind fire") != std::string::npos);
  auto fire_kinds = papers_kinds(fmd);
  REQUIRE_FALSE(fire_kinds.empty());
  CHECK(fire_kinds.size() < all_kinds.size());
  for (const auto& k : fire_kinds) CHECK(k.rfind("Fire", 0) == 0);
  CHECK(fmd.find("## Values the rules text lost") != std::string::npos);  // the provenance stays whole

  REQUIRE(run("battle " + path + " --battle b350 --log html --turns 1-2 --out " + dir + "/log.html").status == 0);
  std::string html = papers_read(dir + "/log.html");
  CHECK(html.find("<h2>Turn 1, ") != std::string::npos);
  CHECK(html.find("<h2>Turn 3, ") == std::string::npos);
  CHECK(html.find("<h2>Values the rules text lost</h2>") != std::string::npos);

  auto rmd = run("battle " + path + " --battle b350 --report md --out " + dir + "/report.md");
  INFO(rmd.output);
  REQUIRE(rmd.status == 0);
  std::string report = papers_read(dir + "/report.md");
  CHECK(report.find("## Result") != std::string::npos);
  CHECK((report.find(" win") != std::string::npos || report.find("a draw") != std::string::npos));
  CHECK(report.find("## Losses") != std::string::npos);
  CHECK(report.find("| SP lost |") != std::string::npos);
  CHECK(report.find("Argozia") != std::string::npos);
  CHECK(report.find("## For the campaign") != std::string::npos);
  CHECK(report.find("Provisional: ") != std::string::npos);

  auto pdf = run("battle " + path + " --battle b350 --report pdf --out " + dir + "/report.pdf");
  INFO(pdf.output);
  REQUIRE(pdf.status == 0);
  CHECK(papers_read(dir + "/report.pdf").rfind("%PDF-", 0) == 0);

  // Refusals, each before anything is written.
  auto no_out = run("battle " + path + " --battle b350 --log md");
  CHECK(no_out.status != 0);
  CHECK(papers_said(no_out, "--log needs --out PATH"));
  auto bad_kind = run("battle " + path + " --battle b350 --log md --kind volley --out " + dir + "/x.md");
  CHECK(bad_kind.status != 0);
  CHECK(papers_said(bad_kind, "no kind of line \"volley\""));
  CHECK_FALSE(std::filesystem::exists(dir + "/x.md"));
  auto stray = run("battle " + path + " --battle b350 --kind fire");
  CHECK(stray.status != 0);
  auto no_folder = run("battle " + path + " --battle b350 --log md --out /nonexistent/folder/log.md");
  CHECK(no_folder.status != 0);
  CHECK(papers_said(no_folder, "no such folder"));
  std::filesystem::remove_all(dir);
  std::filesystem::remove(path);
}

TEST_CASE("umpire battle --log: an engine that keeps no log says so") {
  std::string path = papers_campaign("dice");
  const std::string cli = UMPIRE_TESTGAME_CLI;
  REQUIRE(run("apply " + path +
                  " '{\"type\": \"sk.send_to_table\", \"args\": {\"battle\": \"b350\", \"engine\": \"test.dice-battle\"}}'",
              cli)
              .status == 0);
  REQUIRE(run("battle " + path + " --battle b350 --finish", cli).status == 0);
  auto r = run("battle " + path + " --battle b350 --log md --out /tmp/umpire_cli_papers_dice.md", cli);
  CHECK(r.status != 0);
  CHECK(papers_said(r, "keeps no battle log"));
  auto rep = run("battle " + path + " --battle b350 --report pdf --out /tmp/umpire_cli_papers_dice.pdf", cli);
  CHECK(rep.status != 0);
  CHECK(papers_said(rep, "prints no final report"));
  std::filesystem::remove(path);
}
