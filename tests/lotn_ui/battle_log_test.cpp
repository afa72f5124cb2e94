// The Battle log window's logic and the battle's papers through the report
// exporters: the log kept between frames and built again only when the battle
// moved, the files offered, the rows of the list in view, and the log and the
// final report written as Markdown, HTML and PDF by the kit's writers.
#include <doctest/doctest.h>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/battle_report.h"
#include "lotn/engine.h"
#include "lotn/sequence.h"
#include "report/export.h"
#include "report/html.h"
#include "report/markdown.h"
#include "ui/lotn/battle_log_logic.h"

namespace umpire {
namespace {

// A small bench battle (provisional play) fought by the doctrine for at most `moves` moves.
GameStatePtr blog_fight(int moves) {
  auto engine = lotn::module();
  GameStatePtr st = engine->start(lotn::bench_setup(8), 2);
  SeededDice seeded(2, 0);
  Dice dice(seeded);
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  for (int i = 0; i < moves && !engine->over(*st); ++i) st = engine->move(*st, dice, decisions).state;
  return st;
}

const lotn::Battle& blog_of(const GameStatePtr& p) { return static_cast<const lotn::Battle&>(*p); }

}  // namespace

TEST_CASE("Battle log window: the log is built again only when the battle moved, the filter applied when it changed") {
  GameStatePtr a = blog_fight(6);
  lotnui::LogView view;
  int journal_reads = 0;
  auto moves = [&] {
    ++journal_reads;
    return std::vector<battles::JournalMove>{};
  };
  CHECK(view.refresh(blog_of(a), moves));
  CHECK(view.builds == 1);
  CHECK(view.kept.size() == view.entries.size());
  CHECK(view.entries.size() == blog_of(a).log.size());
  CHECK_FALSE(view.refresh(blog_of(a), moves));  // the same frame again: nothing to do
  CHECK(journal_reads == 1);
  view.filter.kinds = lotn::kind_bit(lotn::LogKind::Phase);
  CHECK(view.refresh(blog_of(a), moves));
  CHECK(view.builds == 1);  // only the filter
  CHECK(view.kept.size() < view.entries.size());
  for (auto i : view.kept) CHECK(view.entries[i].has(lotn::LogKind::Phase));
  GameStatePtr b = blog_fight(12);
  CHECK(view.refresh(blog_of(b), moves));
  CHECK(view.builds == 2);
  CHECK(journal_reads == 2);
  CHECK(view.count(lotn::LogKind::Phase) == static_cast<int>(view.kept.size()));
}

TEST_CASE("Battle log window: the rows in view and the files offered") {
  std::vector<float> h{10, 20, 10, 30, 10};
  auto all = lotnui::visible_rows(h, 0, 1000);
  CHECK(all.first == 0);
  CHECK(all.last == 5);
  CHECK(all.total == 80);
  auto mid = lotnui::visible_rows(h, 15, 20);  // from 15 to 35: rows 1 (10-30) and 2 (30-40)
  CHECK(mid.first == 1);
  CHECK(mid.last == 3);
  CHECK(mid.above == 10);
  auto past = lotnui::visible_rows(h, 500, 20);
  CHECK(past.first == past.last);
  CHECK(lotnui::visible_rows({}, 0, 100).last == 0);

  CHECK(lotnui::default_paper_path("/games/sk.umpire", "The battle at Argoziadorf", "log", report::Format::Markdown) ==
        "/games/the-battle-at-argoziadorf-log.md");
  CHECK(lotnui::default_paper_path("/games/sk.umpire", "The battle at Argoziadorf", "report", report::Format::Pdf) ==
        "/games/the-battle-at-argoziadorf-report.pdf");
}

TEST_CASE("Battle papers: the log and the final report through the kit's Markdown, HTML and PDF writers") {
  GameStatePtr done = blog_fight(20000);
  const lotn::Battle& st = blog_of(done);
  REQUIRE(st.phase == lotn::Phase::Over);
  auto log = lotn::battle_log(st);
  std::string md = report::to_markdown(lotn::log_document(st, log));
  CHECK(md.rfind("# Battle log: ", 0) == 0);
  CHECK(md.find("## Turn 1, " + lotn::clock_words(st.s->first_turn)) != std::string::npos);
  CHECK(md.find("| LotN 3.0 |") != std::string::npos);
  CHECK(md.find("## Values the rules text lost") != std::string::npos);
  std::string html = report::to_html(lotn::log_document(st, log));
  CHECK(html.find("<h2>Values the rules text lost</h2>") != std::string::npos);
  CHECK(html.find("<table") != std::string::npos);

  report::Document final = lotn::final_report(st, log);
  std::string pdf = report::pdf_bytes(final);
  CHECK(pdf.rfind("%PDF-", 0) == 0);
  std::string fmd = report::to_markdown(final);
  CHECK(fmd.find("## The decisive moments") != std::string::npos);
  CHECK(fmd.find(st.winner >= 0 ? lotn::side_name(st, st.winner) + " win" : std::string("a draw")) != std::string::npos);
}

}  // namespace umpire
