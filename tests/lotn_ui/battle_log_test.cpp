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

namespace umpire {

TEST_CASE("Battle log window: a narrow pane stacks each row, its words and tables at the full width") {
  // The widths of the Battle window's pane at 1280x800 (40% of the screen) and of a wide window, in pixels with
  // a 13 px font: the turn 55, the kind 60, the rule at least 62, the table button 60, spacing 8, words >= 22 fonts.
  const float min_text = 13 * 22;
  const lotnui::LogColumns narrow = lotnui::log_columns(490, 55, 60, 62, 60, 8, min_text);
  CHECK(narrow.stacked);
  CHECK(narrow.x_text == 0);
  CHECK(narrow.text_w == 490);
  CHECK(narrow.table_x == 0);
  CHECK(narrow.table_w == 490);
  // The head line: turn, kind, rule, then the button, all within the width.
  CHECK(narrow.x_kind == 63);
  CHECK(narrow.x_rule == 63 + 60 + 8);
  CHECK(narrow.x_button == narrow.x_rule + narrow.rule_w + 8);
  CHECK(narrow.x_button + 60 <= 490);

  const lotnui::LogColumns wide = lotnui::log_columns(1100, 55, 60, 62, 60, 8, min_text);
  CHECK_FALSE(wide.stacked);
  CHECK(wide.x_text == 55 + 8 + 60 + 8);
  CHECK(wide.text_w >= min_text);
  CHECK(wide.x_rule == wide.x_text + wide.text_w + 8);
  CHECK(wide.x_rule + wide.rule_w <= 1100 + 0.5f);
  CHECK(wide.x_button == wide.x_rule);  // under the rule
  CHECK(wide.table_x == wide.x_text);
  CHECK(wide.table_w == 1100 - wide.x_text);
}

TEST_CASE("Battle log window: the list follows the newest open ruling's line when the end would hide it") {
  const std::vector<float> heights{20, 20, 200, 20, 20};
  // Row 2's tables open: from its top (40 + 5 above the rows) to the end is 240, taller than a view of 150.
  CHECK(lotnui::follow_scroll(heights, {0, 0, 1, 0, 0}, 5, 150) == doctest::Approx(45));
  // A view of 300 holds it all: the end.
  CHECK(lotnui::follow_scroll(heights, {0, 0, 1, 0, 0}, 5, 300) == -1);
  // Nothing open: the end; two open: the newer.
  CHECK(lotnui::follow_scroll(heights, {0, 0, 0, 0, 0}, 5, 100) == -1);
  CHECK(lotnui::follow_scroll({200, 20, 200}, {1, 0, 1}, 0, 100) == doctest::Approx(220));
}

}  // namespace umpire
