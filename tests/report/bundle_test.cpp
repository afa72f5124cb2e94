// The kit's bundles (report/bundle.h), issues (report/issues.h) and zips
// (report/zip.h), with a made-up provider: players receive what the handouts'
// players_of say, and nothing else; an issue never overwrites another.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "report/bundle.h"
#include "report/export.h"
#include "report/issues.h"
#include "report/zip.h"
#include "support/shell.h"

using umpire::test::shell;

using namespace umpire;

namespace kit_bundle_test {

using namespace umpire::report;

namespace fs = std::filesystem;

std::string temp_dir(const std::string& what) {
  std::string dir = "/tmp/umpire_" + what + "_" + std::to_string(::getpid());
  fs::remove_all(dir);
  return dir;
}

// The moments the tests name, by the campaign's seed.
std::vector<std::string>& moments() {
  static std::vector<std::string> all;
  return all;
}
const std::string& moment_of(const CampaignState& s) { return moments().at(s.core.seed); }

CampaignState campaign(const std::string& moment) {
  CampaignState s;
  s.core.name = "Silesia";
  moments().push_back(moment);
  s.core.seed = moments().size() - 1;
  return s;
}

struct Note {
  std::string text;
};
Document render_note(const Note& n) {
  Document d;
  d.title = n.text;
  d.paragraph(n.text);
  return d;
}

// Two players, a and b; the moment is chosen by the test (moments()). "report": one per player. "duel": the recipient
// "duel:a" belongs to a, "duel:both" to both, "duel:nobody" to none. "sheet": the umpire's own copy. "news": one
// copy every player receives.
ReportProvider made_up() {
  ReportProvider p;
  p.game_id = "made_up";
  auto note = [](const CampaignState& s, const std::string& r) { return Note{r + " in " + moment_of(s)}; };
  p.turn_report = make_handout("report", "Report", note, render_note);
  p.turn_report.recipients = [](const CampaignState&) { return Recipients{{"a", "Alba"}, {"b", "Bosna"}}; };
  Handout duel = make_handout("duel", "Duel", note, render_note);
  duel.recipients = [](const CampaignState&) {
    return Recipients{{"duel:a", "First duel (d1)"},
                      {"duel:both", "Second duel"},
                      {"duel:nobody", "Third duel"},
                      {"duel:again", "Second duel (d4)"}};
  };
  duel.players_of = [](const CampaignState&, const std::string& r) {
    if (r == "duel:a" || r == "duel:again") return std::vector<std::string>{"a"};
    if (r == "duel:both") return std::vector<std::string>{"a", "b"};
    return std::vector<std::string>{};
  };
  p.handouts.push_back(duel);
  Handout sheet = make_handout("sheet", "Result sheet", note, render_note);
  sheet.recipients = [](const CampaignState&) { return Recipients{{"sheet:umpire", "Umpire"}}; };
  // Even a players_of that names the players does not give them the umpire's own copy.
  sheet.players_of = [](const CampaignState&, const std::string&) { return std::vector<std::string>{"a", "b"}; };
  sheet.umpires_copy = [](const std::string& r) { return r == "sheet:umpire"; };
  p.handouts.push_back(sheet);
  Handout news = make_handout("news", "News", note, render_note);
  news.recipients = [](const CampaignState&) { return Recipients{{"public", "The news"}}; };
  news.to_every_player = true;
  p.handouts.push_back(news);
  p.period = [](const CampaignState&) { return std::string("Spring 1740"); };
  p.moment = [](const CampaignState& s) { return "Spring 1740, " + moment_of(s); };
  p.master_sheet = [](const CampaignState& s) { return render_note(Note{"the truth of " + moment_of(s)}); };
  return p;
}

std::vector<std::string> names(const PlayerFiles& f) {
  std::vector<std::string> out;
  for (const auto& e : f.files) out.push_back(e.name);
  return out;
}

TEST_CASE("zip: CRC-32 of the check string, and an archive unzip -t accepts with every file intact") {
  CHECK(crc32("123456789") == 0xCBF43926u);
  CHECK(crc32("") == 0u);
  std::string dir = temp_dir("zip");
  fs::create_directories(dir);
  std::string big(70000, '\0');
  for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<char>(i * 31 % 251);
  std::string bytes = zip_stored({{"alba/report.md", "# Report\n"}, {"alba/map.bin", big}, {"alba/empty.txt", ""}});
  CHECK(bytes == zip_stored({{"alba/report.md", "# Report\n"}, {"alba/map.bin", big}, {"alba/empty.txt", ""}}));
  std::ofstream(dir + "/a.zip", std::ios::binary) << bytes;
  int status = -1;
  std::string out = shell("unzip -t " + dir + "/a.zip 2>&1", &status);
  CAPTURE(out);
  CHECK(status == 0);
  CHECK(out.find("No errors detected") != std::string::npos);
  CHECK(shell("unzip -p " + dir + "/a.zip alba/map.bin") == big);
  CHECK(shell("unzip -Z1 " + dir + "/a.zip") == "alba/report.md\nalba/map.bin\nalba/empty.txt\n");
  CHECK_THROWS_AS(zip_stored({{"", "x"}}), UserError);
  fs::remove_all(dir);
}

TEST_CASE("a player's bundle holds every handout whose players_of names him, the public ones, and no other") {
  ReportProvider p = made_up();
  CampaignState s = campaign("before the battle");
  PlayerFiles a = player_files(p, s, "a", "Alba");
  // Remarks in brackets are left out of file names; a name taken gets a number.
  CHECK(names(a) == std::vector<std::string>{
                        "report.pdf", "report.html", "report.md", "duel-first-duel.pdf", "duel-first-duel.html",
                        "duel-first-duel.md", "duel-second-duel.pdf", "duel-second-duel.html", "duel-second-duel.md",
                        "duel-second-duel-2.pdf", "duel-second-duel-2.html", "duel-second-duel-2.md",
                        "news-the-news.pdf", "news-the-news.html", "news-the-news.md"});
  PlayerFiles b = player_files(p, s, "b", "Bosna");
  CHECK(names(b) == std::vector<std::string>{"report.pdf", "report.html", "report.md", "duel-second-duel.pdf",
                                             "duel-second-duel.html", "duel-second-duel.md", "news-the-news.pdf",
                                             "news-the-news.html", "news-the-news.md"});
  CHECK(b.files[2].bytes.find("b in before the battle") != std::string::npos);
  // A handout not ready for its recipient is left out and said.
  p.handouts[0].not_ready = [](const CampaignState&, const std::string& r) {
    return r == "duel:both" ? std::string("not sent to the table") : std::string();
  };
  b = player_files(p, s, "b", "Bosna");
  CHECK(b.files.size() == 6);
  CHECK(b.skipped == std::vector<std::string>{"Duel, Second duel: not sent to the table"});
}

TEST_CASE("a bundle: a folder and a zip per player, the umpire's folder apart, and the same moment kept once") {
  ReportProvider p = made_up();
  std::string dir = temp_dir("bundle");
  Bundle b = write_bundle(p, campaign("before the battle"), dir);
  CHECK(b.folder == dir + "/silesia-spring-1740-before-the-battle-bundle");
  CHECK_FALSE(b.unchanged);
  REQUIRE(b.players.size() == 2);
  CHECK(b.players[0].zip == b.folder + "/alba.zip");
  CHECK(b.players[0].files.size() == 15);
  CHECK(b.players[1].files.size() == 9);
  for (const auto& pl : b.players) {
    int status = -1;
    std::string out = shell("unzip -t " + pl.zip + " 2>&1", &status);
    CAPTURE(out);
    CHECK(status == 0);
    // The zip holds the player's folder, file for file.
    std::string listed = shell("unzip -Z1 " + pl.zip);
    for (const auto& f : pl.files)
      CHECK(listed.find("/" + fs::path(f).filename().string() + "\n") != std::string::npos);
    CHECK(listed.find("master") == std::string::npos);
    CHECK(listed.find("third-duel") == std::string::npos);
    CHECK(listed.find("result-sheet") == std::string::npos);
  }
  // The master sheet and the copy no player receives are the umpire's.
  CHECK(fs::exists(b.folder + "/umpire/master-sheet.pdf"));
  CHECK(fs::exists(b.folder + "/umpire/unsent-duel-third-duel.md"));
  // The umpire's own copy is his, under its name, not a copy nobody was sent.
  CHECK(fs::exists(b.folder + "/umpire/result-sheet-umpire.md"));
  CHECK_FALSE(fs::exists(b.folder + "/umpire/unsent-result-sheet-umpire.md"));
  CHECK_FALSE(fs::exists(b.folder + "/alba/master-sheet.pdf"));
  // The same moment again, nothing changed: the same issue, nothing new.
  Bundle again = write_bundle(p, campaign("before the battle"), dir);
  CHECK(again.unchanged);
  CHECK(again.folder == b.folder);
  // Another moment: its own folder; the first is untouched.
  Bundle later = write_bundle(p, campaign("after the battle"), dir);
  CHECK(later.folder == dir + "/silesia-spring-1740-after-the-battle-bundle");
  auto issues = find_issues(dir);
  REQUIRE(issues.size() == 2);
  CHECK(issues[0].label.kind == "bundle");
  CHECK(issues[0].label.players == std::vector<std::string>{"Alba", "Bosna"});
  fs::remove_all(dir);
}

TEST_CASE("issues: a different issue at the same moment is kept beside the first with a number, never over it") {
  std::string dir = temp_dir("issues");
  IssueLabel label{"reports", "Silesia", "Summer 1740, before Hrvatska's turn", {"Argozia"}};
  auto writing = [](const std::string& text) {
    return [text](const std::string& folder) { std::ofstream(folder + "/argozia.md") << text; };
  };
  PlacedIssue first = place_issue(dir, "silesia-summer-1740", label, writing("first"));
  CHECK(first.folder == dir + "/silesia-summer-1740");
  CHECK_FALSE(first.unchanged);
  PlacedIssue same = place_issue(dir, "silesia-summer-1740", label, writing("first"));
  CHECK(same.unchanged);
  CHECK(same.folder == first.folder);
  PlacedIssue second = place_issue(dir, "silesia-summer-1740", label, writing("second"));
  CHECK(second.folder == dir + "/silesia-summer-1740-2");
  CHECK_FALSE(second.unchanged);
  CHECK(shell("cat " + first.folder + "/argozia.md") == "first");
  CHECK(place_issue(dir, "silesia-summer-1740", label, writing("second")).folder == second.folder);
  CHECK(place_issue(dir, "silesia-summer-1740", label, writing("third")).folder == dir + "/silesia-summer-1740-3");
  auto issues = find_issues(dir);
  CHECK(issues.size() == 3);
  for (const auto& i : issues) CHECK(i.label.moment == "Summer 1740, before Hrvatska's turn");
  // Nothing half-written is left behind, and a folder that is no issue is not listed.
  fs::create_directories(dir + "/notes");
  CHECK(find_issues(dir).size() == 3);
  for (const auto& e : fs::directory_iterator(dir)) CHECK(e.path().filename().string().rfind(".writing", 0) != 0);
  fs::remove_all(dir);
}

TEST_CASE("print all: two moments of a season write two issues; the same moment twice does not clobber another") {
  ReportProvider p = made_up();
  std::string dir = temp_dir("print_all");
  auto first = export_all(p, campaign("before Alba's turn"), dir, {Format::Markdown});
  auto second = export_all(p, campaign("before Bosna's turn"), dir, {Format::Markdown});
  CHECK(first.folder != second.folder);
  CHECK(first.moment == "Spring 1740, before Alba's turn");
  CHECK(shell("cat " + first.files[1]).find("a in before Alba's turn") != std::string::npos);
  CHECK(shell("cat " + second.files[1]).find("a in before Bosna's turn") != std::string::npos);
  CHECK(export_all(p, campaign("before Alba's turn"), dir, {Format::Markdown}).unchanged);
  CHECK(find_issues(dir).size() == 2);
  fs::remove_all(dir);
}

}  // namespace kit_bundle_test
