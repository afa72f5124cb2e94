// Issue 4: the players' reports as the umpire prints them.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <filesystem>

#include <unistd.h>

#include "report/export.h"
#include "report/markdown.h"
#include "session/campaign.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"
#include "soldier_king/state.h"
#include "support/shell.h"

using umpire::test::shell;

using namespace umpire;

namespace {

struct Fixture {
  GameRegistry registry;
  std::unique_ptr<Campaign> campaign;
  Fixture() {
    registry.add(sk::module());
    sk::register_reports();
    campaign = Campaign::create(":memory:", registry, "Silesia 1740", sk::kGameId, Json::object(), 11);
  }
  const report::ReportProvider& provider() { return *report::report_providers().find(sk::kGameId); }
};

}  // namespace

TEST_CASE("a report needs issued intelligence, and says so") {
  Fixture f;
  CHECK(f.provider().not_ready(f.campaign->state(), "argozia") ==
        "no intelligence has been issued to Argozia yet (sk.issue_intelligence)");
  CHECK_THROWS_WITH_AS(report::export_one(f.provider(), f.campaign->state(), "argozia", report::Format::Markdown, "/tmp/x.md"),
                       "cannot write the report: no intelligence has been issued to Argozia yet (sk.issue_intelligence)",
                       UserError);
}

TEST_CASE("print all: one PDF with every faction's report, each with its header and map, plus one file per faction") {
  Fixture f;
  REQUIRE(f.campaign->apply(f.provider().refresh_command).ok);
  std::string dir = "/tmp/umpire_print_all_" + std::to_string(::getpid());
  auto result = report::export_all(f.provider(), f.campaign->state(), dir, {report::Format::Pdf, report::Format::Markdown});
  CHECK(result.folder == dir + "/silesia-1740-winter-1739-set-up");  // the campaign, the moment (the set-up)
  CHECK(result.files.size() == 1 + 4 * 2);
  CHECK(result.skipped.empty());
  std::string text = shell("pdftotext " + result.folder + "/all-factions.pdf - 2>/dev/null");
  for (const char* name : {"Argozia", "Arcadia", "Bravance", "Hrvatska"}) {
    CAPTURE(name);
    CHECK(text.find(std::string(name) + ": intelligence and forces, Winter 1739") != std::string::npos);
    CHECK(text.find(std::string("What ") + name + " knows, Winter 1739") != std::string::npos);  // the map's caption
  }
  CHECK(text.find("Vellhaven") != std::string::npos);  // a box label drawn in the map
  std::string pages = shell("pdfinfo " + result.folder + "/all-factions.pdf 2>/dev/null");
  CHECK(pages.find("Pages:") != std::string::npos);
  // Each faction's own file holds its report only.
  std::string md = shell("cat " + result.folder + "/bravance.md");
  CHECK(md.find("# Bravance: intelligence and forces") == 0);
  CHECK(md.find("King of Argozia") == std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the report lists the faction's own columns with their stands") {
  Fixture f;
  REQUIRE(f.campaign->apply(Json{{"type", "sk.issue_intelligence"}, {"args", {{"faction", "argozia"}}}}).ok);
  report::Document doc = f.provider().report(f.campaign->state(), "argozia");
  std::string md = report::to_markdown(doc);
  const sk::SkState& s = sk::sk_state(f.campaign->state());
  std::string commander;
  for (const auto& o : s.officers)
    if (o.column == s.columns.front().id) commander = o.name;
  REQUIRE(s.columns.front().name == "Guards Infantry (Type 1)");
  CHECK(md.find("| Guards Infantry (Type 1) | Vellhaven | " + commander + " | ") != std::string::npos);
  CHECK(md.find("| Guards Infantry (Type 1) | Infantry, Type 1 | Infantry regiment 3-7 Veteran (BG, shock);") !=
        std::string::npos);
  CHECK(md.find("Monarch (AC) King of Argozia, at Vellhaven") != std::string::npos);
}
