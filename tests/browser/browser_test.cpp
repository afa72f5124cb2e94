// Issue 16: the HTML handouts checked in a real browser. Every HTML file a
// Soldier King bundle holds (each player's report, both sides' briefings of a
// battle at the table, and whatever other handouts the registry gives the
// players) is rendered by headless Chromium (Debian's chromium, installed by
// scripts/deps.sh) to a PDF and a PNG: the PNG must not be one colour, and the
// PDF's text must hold every heading of the page.
#include <doctest/doctest.h>

#include <stb/stb_image.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>

#include <unistd.h>

#include "games.h"
#include "report/bundle.h"
#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/attack_position.h"
#include "soldier_king/battles.h"
#include "soldier_king/master_sheet.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"
#include "support/shell.h"

using umpire::test::shell;
using umpire::test::read_text;

using namespace umpire;

namespace browser_test {

namespace fs = std::filesystem;

// Runs of white space as one space, so that a heading the PDF wraps still matches.
std::string squeeze(const std::string& text) {
  std::string out;
  for (char ch : text) {
    bool space = ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r' || ch == '\f';
    if (!space)
      out += ch;
    else if (!out.empty() && out.back() != ' ')
      out += ' ';
  }
  return out;
}

std::string unescape(std::string s) {
  const std::pair<const char*, const char*> entities[] = {
      {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&amp;", "&"}};
  for (const auto& [from, to] : entities)
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + 1))
      s.replace(at, std::strlen(from), to);
  return s;
}

// The text of every h1-h3 of the page.
std::vector<std::string> headings(const std::string& html) {
  static const std::regex heading("<h([1-3])[^>]*>([\\s\\S]*?)</h\\1>");
  static const std::regex tag("<[^>]*>");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), heading); it != std::sregex_iterator(); ++it)
    out.push_back(squeeze(unescape(std::regex_replace((*it)[2].str(), tag, ""))));
  return out;
}

// The share of the PNG's pixels that differ from its first pixel.
double varied(const std::string& png) {
  int w = 0, h = 0, n = 0;
  unsigned char* px = stbi_load(png.c_str(), &w, &h, &n, 3);
  if (!px) return 0;
  long long differ = 0;
  for (long long i = 1; i < static_cast<long long>(w) * h; ++i)
    if (px[3 * i] != px[0] || px[3 * i + 1] != px[1] || px[3 * i + 2] != px[2]) ++differ;
  stbi_image_free(px);
  return w * h > 0 ? static_cast<double>(differ) / (static_cast<double>(w) * h) : 0;
}

// Chromium as root in a container: no sandbox, no GPU, no network chatter,
// a fresh profile.
void render(const fs::path& html, const fs::path& pdf, const fs::path& png, const fs::path& profile) {
  std::string command =
      "chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync "
      "--disable-dev-shm-usage --no-pdf-header-footer --hide-scrollbars --window-size=1000,1400 "
      "--user-data-dir=" +
      profile.string() + " --print-to-pdf=" + pdf.string() + " --screenshot=" + png.string() + " file://" +
      fs::absolute(html).string() + " 2>&1";
  int status = -1;
  std::string out = shell(command, &status);
  INFO(out);
  REQUIRE(status == 0);
}

const report::ReportProvider& provider() {
  static bool registered = [] {
    GameRegistry games;
    register_shipped_games(games);
    return true;
  }();
  (void)registered;
  return *report::report_providers().find(sk::kGameId);
}

// A campaign with a battle at the table: both sides' briefings in the bundles.
CampaignState battle_campaign(const report::ReportProvider& p) {
  CampaignState cs;
  cs.core.game = sk::kGameId;
  cs.core.name = "Silesia";
  auto s = std::make_shared<sk::SkState>(sk::test::attack_on_argozia_village());
  std::vector<Event> events;
  REQUIRE(sk::open_battles(*s, events) == 1);
  cs.game = s;
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
  return cs;
}

TEST_CASE("handouts in a browser: every HTML handout of a bundle renders in headless Chromium, not blank, with every heading") {
  REQUIRE_MESSAGE(shell("command -v chromium") != "", "chromium is not installed: run scripts/deps.sh");
  const auto& p = provider();
  const fs::path dir = "/tmp/umpire_browser_" + std::to_string(::getpid());
  fs::remove_all(dir);
  // The 1740 set-up with two active duchies, and a battle at the table.
  GameRegistry registry;
  registry.add(sk::module());
  auto c =
      Campaign::create(":memory:", registry, "Silesia 1740", sk::kGameId, Json{{"duchies", {"cleve", "dupanen"}}}, 5);
  REQUIRE(c->apply(p.refresh_command).ok);
  std::vector<report::Bundle> bundles{report::write_bundle(p, c->state(), (dir / "setup").string()),
                                      report::write_bundle(p, battle_campaign(p), (dir / "battle").string())};
  // Each distinct page once (a gazette every player receives is one page).
  std::map<std::string, fs::path> pages;
  for (const auto& b : bundles)
    for (const auto& pl : b.players)
      for (const auto& f : pl.files)
        if (f.ends_with(".html")) pages.emplace(read_text(f), f);
  int briefings = 0, reports = 0;
  const auto started = std::chrono::steady_clock::now();
  int k = 0;
  for (const auto& [html, path] : pages) {
    CAPTURE(path.string());
    const std::string stem = "page" + std::to_string(++k);
    const fs::path pdf = dir / (stem + ".pdf"), png = dir / (stem + ".png");
    render(path, pdf, png, dir / ("profile-" + stem));
    CHECK(varied(png.string()) > 0.01);
    std::string text = squeeze(shell("pdftotext " + pdf.string() + " - 2>/dev/null"));
    auto wanted = headings(html);
    CHECK(wanted.size() >= 2);
    for (const auto& h : wanted) {
      CAPTURE(h);
      CHECK(text.find(h) != std::string::npos);
    }
    const std::string name = path.filename().string();
    briefings += name.rfind("battle-briefing", 0) == 0;
    reports += name == "report.html";
  }
  CHECK(reports == 10);   // six players in the set-up, four Kings in the battle's campaign
  CHECK(briefings == 2);  // the attacker's and the defender's
  MESSAGE("rendered " << pages.size() << " pages in "
                      << std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() << " s");
  fs::remove_all(dir);
}

}  // namespace browser_test
