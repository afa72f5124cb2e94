// One bundle per player for Soldier King (report/bundle.h with the hooks of
// soldier_king/master_sheet.h): the 1740 set-up with two active duchies, every
// file written and opened; the briefings go to their sides' players only; the
// master sheet only to the umpire; a hidden change leaves every file of a
// player's bundle byte-identical (the leak harness, tests/support).
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "games.h"
#include "report/bundle.h"
#include "report/export.h"
#include "report/issues.h"
#include "report/markdown.h"
#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/attack_position.h"
#include "soldier_king/battles.h"
#include "soldier_king/master_sheet.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"
#include "support/leak_harness.h"
#include "support/shell.h"

using umpire::test::shell;
using umpire::test::read_text;

using namespace umpire;

namespace sk_bundle_test {

namespace fs = std::filesystem;

const report::ReportProvider& provider() {
  static bool registered = [] {
    GameRegistry games;
    register_shipped_games(games);
    return true;
  }();
  (void)registered;
  return *report::report_providers().find(sk::kGameId);
}

// Every tag opened in the HTML is closed, in order (void elements aside).
bool balanced_html(const std::string& html) {
  static const std::array<std::string, 6> kVoid{"br", "meta", "img", "hr", "link", "input"};
  std::vector<std::string> open;
  for (std::size_t at = html.find('<'); at != std::string::npos; at = html.find('<', at + 1)) {
    if (html.compare(at, 4, "<!--") == 0 || html.compare(at, 2, "<!") == 0) continue;
    bool closing = html[at + 1] == '/';
    std::size_t start = at + (closing ? 2 : 1), end = start;
    while (end < html.size() && (std::isalnum(static_cast<unsigned char>(html[end])))) ++end;
    std::string name = html.substr(start, end - start);
    std::size_t gt = html.find('>', at);
    if (name.empty() || gt == std::string::npos) return false;
    bool self = html[gt - 1] == '/';
    if (std::find(kVoid.begin(), kVoid.end(), name) != kVoid.end() || self) continue;
    if (!closing)
      open.push_back(name);
    else if (open.empty() || open.back() != name)
      return false;
    else
      open.pop_back();
    if (name == "style" && !closing) {  // CSS is not markup
      at = html.find("</style>", at);
      if (at == std::string::npos) return false;
      open.pop_back();
    }
  }
  return open.empty();
}

TEST_CASE("bundle: the bundle of the 1740 set-up with two active duchies, every file opening") {
  GameRegistry registry;
  registry.add(sk::module());
  const auto& p = provider();
  auto c =
      Campaign::create(":memory:", registry, "Silesia 1740", sk::kGameId, Json{{"duchies", {"cleve", "dupanen"}}}, 5);
  REQUIRE(c->apply(p.refresh_command).ok);
  std::string dir = "/tmp/umpire_sk_bundle_" + std::to_string(::getpid());
  fs::remove_all(dir);
  report::Bundle b = report::write_bundle(p, c->state(), dir);
  CHECK(b.moment == "Winter 1739, set-up");
  REQUIRE(b.players.size() == 6);
  for (const auto& pl : b.players) {
    CAPTURE(pl.name);
    REQUIRE_FALSE(pl.zip.empty());
    CHECK(pl.skipped.empty());
    int status = -1;
    std::string tested = shell("unzip -t " + pl.zip + " 2>&1", &status);
    CAPTURE(tested);
    CHECK(status == 0);
    CHECK(shell("unzip -Z1 " + pl.zip).find("/report.pdf\n") != std::string::npos);
    for (const auto& f : pl.files) {
      CAPTURE(f);
      CHECK(fs::file_size(f) > 200);
      if (f.ends_with(".pdf")) {
        std::string text = shell("pdftotext " + f + " - 2>/dev/null", &status);
        CHECK(status == 0);
        if (f.find("gazette") == std::string::npos) CHECK(text.find(pl.name) != std::string::npos);  // the gazette is public
      } else if (f.ends_with(".html")) {
        std::string html = read_text(f);
        CHECK(html.find("<!DOCTYPE html>") == 0);
        CHECK(balanced_html(html));
      } else {
        if (f.find("gazette") == std::string::npos) CHECK(read_text(f).find("# " + pl.name) == 0);
      }
    }
  }
  // The master sheet: the umpire's, with every faction's columns.
  REQUIRE(b.umpire_files.size() == 3);
  std::string sheet = shell("pdftotext -layout " + b.folder + "/umpire/master-sheet.pdf - 2>/dev/null");
  CHECK(sheet.find("Umpire's master sheet") != std::string::npos);
  CHECK(sheet.find("Columns and garrisons by box") != std::string::npos);
  CHECK(sheet.find("Magazines") != std::string::npos);
  CHECK(sheet.find("Cleve") != std::string::npos);
  for (const auto& e : fs::recursive_directory_iterator(b.folder))
    if (e.path().filename().string().find("master") != std::string::npos)
      CHECK(e.path().parent_path().filename() == "umpire");
  fs::remove_all(dir);
}

TEST_CASE("a battle's briefings go to its sides' players only, each into his own bundle") {
  const auto& p = provider();
  CampaignState cs;
  cs.core.game = sk::kGameId;
  cs.core.name = "Silesia";
  cs.game = std::make_shared<sk::SkState>(sk::test::attack_on_argozia_village());
  {
    auto s = std::make_shared<sk::SkState>(sk::sk_state(cs));
    std::vector<Event> events;
    REQUIRE(sk::open_battles(*s, events) == 1);
    cs.game = s;
  }
  const std::string battle = sk::sk_state(cs).battles.front().id;
  CommandSet commands(sk::module().get());
  SeededDice dice(3, 0);
  for (const Json& cmd : {p.refresh_command, Json{{"type", "sk.send_to_table"}, {"args", {{"battle", battle}}}}}) {
    Execution ex = execute(commands, cs, cmd, dice);
    std::string why = cmd.dump();
    for (const auto& r : ex.reasons) why += "; " + r.text;
    INFO(why);
    REQUIRE(ex.ok);
    cs = ex.outcome.state;
  }
  auto names = [&](const std::string& player) {
    std::string out;
    for (const auto& f : report::player_files(p, cs, player, player).files) out += f.name + "\n";
    return out;
  };
  CHECK(names("argozia").find("battle-briefing-") != std::string::npos);
  CHECK(names("arcadia").find("battle-briefing-") != std::string::npos);
  CHECK(names("bravance").find("battle-briefing") == std::string::npos);
  CHECK(sk::briefing_players(sk::sk_state(cs), battle + ":attacker") == std::vector<std::string>{"argozia"});
  CHECK(sk::briefing_players(sk::sk_state(cs), battle + ":defender") == std::vector<std::string>{"arcadia"});
  CHECK(sk::briefing_players(sk::sk_state(cs), "b9:defender").empty());
  // The attacker's copy only in the attacker's bundle.
  for (const auto& f : report::player_files(p, cs, "arcadia", "Arcadia").files)
    CHECK(f.name.find("attacker") == std::string::npos);
  // The master sheet names the battle waiting at the table.
  std::string sheet = report::to_markdown(p.master_sheet(cs));
  CHECK(sheet.find("Battles not yet resolved") != std::string::npos);
  CHECK(sheet.find("at the table") != std::string::npos);
}

TEST_CASE("report issues: an issue is labelled with its moment: the season and the step of the turn") {
  sk::SkState s = sk::test::attack_on_argozia_village();
  s.date.year = 1740;
  CHECK(sk::issue_moment(s) == "Summer 1740, Argozia's turn, combat");
  s.turn.step = sk::TurnStep::Plebiscite;
  CHECK(sk::issue_moment(s) == "Summer 1740, before Argozia's turn");
  s.turn.player = "hrvatska";
  s.turn.step = sk::TurnStep::Intelligence;
  CHECK(sk::issue_moment(s) == "Summer 1740, before Hrvatska's turn");
  s.phase = sk::Phase::SeasonStart;
  CHECK(sk::issue_moment(s) == "Summer 1740, start of the season");
  s.phase = sk::Phase::SeasonEnd;
  CHECK(sk::issue_moment(s) == "Summer 1740, end of the season");
}

TEST_CASE("ARCHITECTURE promise 4: a hidden change leaves every file of a player's bundle byte-identical") {
  const auto& p = provider();
  leak::Subject subject;
  for (auto& sub : leak::registered_subjects())
    if (sub.game == sk::kGameId) subject = sub;
  REQUIRE(subject.sample);
  auto files = [&p](const CampaignState& s, const std::string& player) {
    std::map<std::string, std::string> out;
    auto bundle = report::player_files(p, s, player, player);
    for (const auto& f : bundle.files) out[f.name] = f.bytes;
    out["bundle.zip"] = report::zip_stored(bundle.files);
    return out;
  };
  leak::Result r = leak::check_player_files(subject, p, files, 6, 5);
  INFO(r.summary());
  CHECK(r.ok());
  CHECK(r.checked["bundle"] >= 30);
}

TEST_CASE("report issues: print all twice in a season at two moments keeps two issues; the same moment again is the same") {
  GameRegistry registry;
  registry.add(sk::module());
  const auto& p = provider();
  auto c = Campaign::create(":memory:", registry, "Silesia 1740", sk::kGameId, Json::object(), 5);
  auto set_turn = [&](const char* player) {
    Json args{{"player", player}, {"step", "plebiscite"}, {"marches", 0}, {"reason", "test"}, {"season", "Summer"}};
    REQUIRE(c->apply(Json{{"type", "sk.set_turn"}, {"args", args}}).ok);
    REQUIRE(c->apply(p.refresh_command).ok);
  };
  std::string dir = "/tmp/umpire_sk_issues_" + std::to_string(::getpid());
  fs::remove_all(dir);
  const std::vector<report::Format> md{report::Format::Markdown};
  set_turn("argozia");
  auto first = report::export_all(p, c->state(), dir, md);
  CHECK(first.moment == "Summer 1739, before Argozia's turn");
  CHECK(first.folder == dir + "/silesia-1740-summer-1739-before-argozia-s-turn");
  CHECK(report::export_all(p, c->state(), dir, md).unchanged);
  set_turn("hrvatska");
  auto second = report::export_all(p, c->state(), dir, md);
  CHECK(second.moment == "Summer 1739, before Hrvatska's turn");
  CHECK(second.folder == dir + "/silesia-1740-summer-1739-before-hrvatska-s-turn");
  CHECK_FALSE(second.unchanged);
  // The first issue is still there as it was written.
  CHECK(fs::exists(first.folder + "/argozia.md"));
  auto issues = report::find_issues(dir);
  REQUIRE(issues.size() == 2);
  CHECK(issues[0].label.kind == "reports");
  fs::remove_all(dir);
}

}  // namespace sk_bundle_test
