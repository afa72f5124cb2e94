// A ruling's tables in the Battle log window: every chart cell a narrated move
// reads is kept with the log line it ruled (LookupLog::keep_cells,
// Battle::cells, lotn::ruling_cells), saved with the battle, and shown as the
// chart's grid around the cell used, with its value, provenance and the dice.
#include <doctest/doctest.h>

#include <algorithm>

#include "../lotn/lotn_battle_fixture.h"
#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/battle_report.h"
#include "lotn/engine.h"
#include "ui/lotn/battle_log_logic.h"

namespace umpire {
namespace {

const lotn::Battle& rgt_of(const GameStatePtr& p) { return static_cast<const lotn::Battle&>(*p); }

// The bench battle fought by the doctrine, narrated (`narrated` false: as the odds fight it), for `moves` moves.
GameStatePtr rgt_fight(int moves, bool narrated) {
  auto engine = lotn::module();
  GameStatePtr st = engine->start(lotn::bench_setup(8), 4);
  SeededDice seeded(4, 0);
  Dice dice(seeded);
  DoctrineDecisions doctrine;
  Decisions journaled(&doctrine);
  Decisions quiet = Decisions::advice_only(false);
  for (int i = 0; i < moves && !engine->over(*st); ++i) st = engine->move(*st, dice, narrated ? journaled : quiet).state;
  return st;
}

}  // namespace

TEST_CASE("Battle log ruling tables: a narrated battle keeps every chart cell with its line, saved and read back") {
  GameStatePtr g = rgt_fight(300, true);
  const lotn::Battle& st = rgt_of(g);
  REQUIRE(st.cells.size() > 0);
  // Each cell's line is a line of the log, in order.
  std::size_t last = 0;
  for (std::size_t i = 0; i < st.cells.size(); ++i) {
    CHECK(st.cells[i].line >= last);
    CHECK(st.cells[i].line <= st.log.size());
    last = st.cells[i].line;
    const lotn::Grid* grid = st.s->data->grid(st.cells[i].grid);
    REQUIRE(grid);
  }
  // A ruling's tables: the cell read stands in its grid, under its row and column headings.
  const auto log = lotn::battle_log(st);
  int rulings = 0;
  for (const auto& e : log) {
    if (!e.line) continue;
    const auto cells = lotn::ruling_cells(st, *e.line);
    if (cells.empty()) continue;
    ++rulings;
    const lotnui::RulingTables t = lotnui::ruling_tables(st, e);
    REQUIRE_FALSE(t.empty());
    const lotnui::RulingGrid& first = t.grids.front();
    REQUIRE(first.used_row >= 0);
    REQUIRE(first.used_column >= 0);
    CHECK(first.rows[static_cast<std::size_t>(first.used_row)] == cells.front().row);
    CHECK(first.columns[static_cast<std::size_t>(first.used_column)] == cells.front().column);
    CHECK(first.values[static_cast<std::size_t>(first.used_row)][static_cast<std::size_t>(first.used_column)] ==
          cells.front().value);
    CHECK(first.value == cells.front().value);
    CHECK_FALSE(first.provenance.empty());
    CHECK(first.rows.size() <= 9 + 1);
    CHECK(first.columns.size() <= 9 + 1);
  }
  CHECK(rulings > 3);
  // Decisions read no chart.
  lotn::LogEntry decision;
  decision.text = "the Swedes: shock";
  CHECK(lotnui::ruling_tables(st, decision).empty());

  // Saved with the battle and read back; a battle saved before the cells were kept opens with none.
  auto engine = lotn::module();
  Json saved = st.to_json();
  GameStatePtr back = engine->load_state(JsonCursor(saved, "state"));
  REQUIRE(rgt_of(back).cells.size() == st.cells.size());
  for (std::size_t i = 0; i < st.cells.size(); i += 7) CHECK(rgt_of(back).cells[i] == st.cells[i]);
  saved.erase("cells");
  CHECK(rgt_of(engine->load_state(JsonCursor(saved, "state"))).cells.empty());
}

TEST_CASE("Battle log ruling tables: the odds (unnarrated) keep no cells, and fight the same battle") {
  GameStatePtr quiet = rgt_fight(120, false);
  GameStatePtr told = rgt_fight(120, true);
  CHECK(rgt_of(quiet).cells.size() == 0);
  CHECK(rgt_of(told).cells.size() > 0);
  CHECK(rgt_of(quiet).turn == rgt_of(told).turn);
  CHECK(rgt_of(quiet).wp == rgt_of(told).wp);
}

TEST_CASE("Battle log ruling tables: the grid around the cell used, its value, provenance and the dice") {
  lotn_test::BattleBuilder b;
  b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
  b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2020", 0);
  auto st = b.battle(lotn::Mode::Test);
  // The largest synthetic chart, with a cell in its middle.
  const lotn::Grid* big = nullptr;
  for (const auto& [id, g] : st->s->data->grids)
    if (!big || g.size() > big->size()) big = &g;
  REQUIRE(big);
  REQUIRE(big->rows.size() >= 2);
  REQUIRE(big->columns.size() >= 2);
  const std::size_t ri = big->rows.size() / 2, ci = big->columns.size() / 2;
  st->log.push_back("Finland shocks Piccolomini: d10 7, column 4 (LotN 9.25)");
  st->cells.push_back({big->id, big->rows[ri], big->columns[ci], "3D", lotn::Provenance::Placeholder,
                       "reconstructed: a lost cell", 0, "shock: Finland against Piccolomini"});
  st->cells.push_back({big->id, big->rows[ri], big->columns[ci], "3D", lotn::Provenance::Placeholder,
                       "reconstructed: a lost cell", 0});  // read twice: shown once
  const auto log = lotn::battle_log(*st);
  REQUIRE(log.size() == 1);
  const lotnui::RulingTables t = lotnui::ruling_tables(*st, log.front(), 1);
  REQUIRE(t.grids.size() == 1);
  const lotnui::RulingGrid& g = t.grids.front();
  CHECK(g.title == big->title);
  CHECK(g.rule == big->rule);
  CHECK(g.rows.size() == std::min<std::size_t>(3, big->rows.size() - ri + 1));
  CHECK(g.rows[static_cast<std::size_t>(g.used_row)] == big->rows[ri]);
  CHECK(g.columns[static_cast<std::size_t>(g.used_column)] == big->columns[ci]);
  CHECK(g.values[static_cast<std::size_t>(g.used_row)][static_cast<std::size_t>(g.used_column)] == "3D");
  CHECK(g.rows_before == (ri > 1));
  CHECK(g.provenance == "reconstructed (provisional play)");
  CHECK(g.source == "reconstructed: a lost cell");
  CHECK(g.purpose == "shock: Finland against Piccolomini");
  CHECK(t.dice == std::vector<std::string>{"d10 7"});
  const auto lines = lotnui::ruling_grid_lines(g);
  CHECK(std::any_of(lines.begin(), lines.end(), [](const std::string& l) { return l.find("[3D]") != std::string::npos; }));
  // A cell beyond the printed headings (the formula's SRD) gets a row and column of its own.
  st->log.push_back("the SRD (LotN 9.25)");
  st->cells.push_back({big->id, "99", "98", "4R", lotn::Provenance::Derived, "the rule's formula", 1});
  const auto log2 = lotn::battle_log(*st);
  const lotnui::RulingTables t2 = lotnui::ruling_tables(*st, log2.back(), 1);
  REQUIRE(t2.grids.size() == 1);
  CHECK(t2.grids.front().rows.back() == "99");
  CHECK(t2.grids.front().columns.back() == "98");
  CHECK(t2.grids.front().values.back().back() == "4R");
  CHECK(t2.grids.front().provenance == "derived from the rules");
  CHECK(t2.dice.empty());
  CHECK(lotnui::ruling_dice("pre-shock check: rolls 4 against TQ 5; die roll 3") ==
        std::vector<std::string>{"rolls 4", "die roll 3"});
}


TEST_CASE("Battle log ruling tables: each cell says how it found its line; a battle kept before opens with its cells") {
  GameStatePtr g = rgt_fight(300, true);
  const lotn::Battle& st = rgt_of(g);
  REQUIRE(st.cells.size() > 0);
  std::size_t ruled = 0, unsaid = 0;
  for (const auto& c : st.cells) {
    CHECK(c.credit != lotn::Credit::Next);
    CHECK(c.line < st.log.size());
    ruled += c.credit == lotn::Credit::Ruling;
    unsaid += c.credit == lotn::Credit::Unsaid;
  }
  CHECK(ruled > 0);
  CHECK(unsaid > 0);  // the bench battle reads some for no ruling (a retreat offered and declined, say)
  // A ruling's own grids come first and carry no note; a cell read with no ruling said is shown as such.
  const auto log = lotn::battle_log(st);
  int unsaid_shown = 0, named_in_line = 0;
  for (const auto& e : log) {
    if (!e.line) continue;
    const lotnui::RulingTables t = lotnui::ruling_tables(st, e);
    bool note_seen = false;
    for (const auto& grid : t.grids) {
      named_in_line += grid.purpose_in_line ? 1 : 0;
      if (!grid.note.empty()) {
        CHECK(grid.note == lotnui::kRulingUnsaid);
        CHECK_FALSE(grid.purpose_in_line);  // what it was read for is said with it
        note_seen = true;
        ++unsaid_shown;
      } else {
        CHECK_FALSE(note_seen);
      }
    }
  }
  CHECK(unsaid_shown > 0);
  CHECK(named_in_line > 0);  // a shock's CRT line names the combat its charts were read for

  // Saved with how each cell found its line, read back the same.
  auto engine = lotn::module();
  Json saved = st.to_json();
  GameStatePtr back = engine->load_state(JsonCursor(saved, "state"));
  REQUIRE(rgt_of(back).cells.size() == st.cells.size());
  for (std::size_t i = 0; i < st.cells.size(); ++i) CHECK(rgt_of(back).cells[i] == st.cells[i]);

  // As an older version kept them: each cell [line, table, row, column, value, provenance(, source(, purpose))]
  // with the line said after it was read. They open, each shown with the line it was kept with, and said so.
  Json old = saved;
  for (auto& c : old["cells"]) {
    REQUIRE(c.size() == 9);
    c.erase(8);
  }
  GameStatePtr reopened = engine->load_state(JsonCursor(old, "state"));
  const lotn::Battle& o = rgt_of(reopened);
  REQUIRE(o.cells.size() == st.cells.size());
  for (std::size_t i = 0; i < o.cells.size(); ++i) {
    CHECK(o.cells[i].credit == lotn::Credit::Next);
    CHECK(o.cells[i].line == st.cells[i].line);
  }
  const auto old_log = lotn::battle_log(o);
  int shown = 0;
  for (const auto& e : old_log) {
    if (!e.line || lotn::ruling_cells(o, *e.line).empty()) continue;
    const lotnui::RulingTables t = lotnui::ruling_tables(o, e);
    REQUIRE_FALSE(t.empty());
    for (const auto& grid : t.grids) CHECK(grid.note == lotnui::kRulingNext);
    ++shown;
  }
  CHECK(shown > 3);
}

}  // namespace umpire
