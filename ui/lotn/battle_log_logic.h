// The Battle log window's logic that needs no window: the battle's log kept
// between frames (built again only when the battle moved), its filter, the
// files offered for the exports, and which rows of the scrolling list show.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "lotn/battle_report.h"
#include "report/export.h"

namespace umpire::lotnui {

// The log of one battle as last built, with the filter the umpire set.
struct LogView {
  const GameState* built_for = nullptr;  // the state the entries are of (a move makes a new one)
  std::size_t built_size = 0;            // and its log's length (a new state may take an old one's address)
  std::vector<lotn::LogEntry> entries;
  int last_turn = 0;                     // the battle's turn when built
  lotn::LogFilter filter;
  std::vector<std::size_t> kept;         // entries the filter keeps
  lotn::LogFilter kept_for;              // the filter `kept` was made with
  int builds = 0;

  // Builds the entries again when `state` is not the one they are of (`moves` reads the journal only then), and the
  // kept rows when the entries or the filter changed. True when anything was rebuilt.
  bool refresh(const lotn::Battle& state, const std::function<std::vector<battles::JournalMove>()>& moves);
  int count(lotn::LogKind k) const;  // entries of this kind (as a main or an added kind)
};

bool same_filter(const lotn::LogFilter& a, const lotn::LogFilter& b);

// "<the campaign's folder>/<battle>-log.md", "...-report.pdf".
std::string default_paper_path(const std::string& campaign_path, const std::string& battle_title, const std::string& what,
                               report::Format format);

// The rows of a list of rows `heights` high (top to bottom) that show in a view `view_height` high scrolled to
// `scroll`: [first, last), and the height above the first.
struct VisibleRows {
  std::size_t first = 0, last = 0;
  float above = 0, total = 0;
};
VisibleRows visible_rows(const std::vector<float>& heights, float scroll, float view_height);

// Where a row's pieces go in a list `avail` wide (x from the list's left edge): side by side (the turn, the kind,
// the words, the rule with the table button under it) while the words keep `min_text` of room; else stacked, as
// in the Battle window's narrow pane: the turn, kind, rule and table button on a head line, the words under them
// at the full width. A ruling's tables go under the row at `table_x`, `table_w` wide.
struct LogColumns {
  bool stacked = false;
  float x_kind = 0, x_text = 0, x_rule = 0, x_button = 0;
  float text_w = 0, rule_w = 0;
  float table_x = 0, table_w = 0;
};
LogColumns log_columns(float avail, float turn_w, float kind_w, float rule_min_w, float button_w, float gap,
                       float min_text);

// Where the list follows the battle to: the top of the newest row with its tables open (`open`, per row) when the
// rows from it to the end are taller than the view (its line and charts in view rather than the last lines);
// -1 for the end. `top`: the height above the first row.
float follow_scroll(const std::vector<float>& heights, const std::vector<char>& open, float top, float view_height);

// ---- a ruling's tables

// One chart a ruling read, as a grid: the row and column headings around the
// cell used (at most `window` rows and columns either side of it), the values
// ("" for a cell the rules text lost), the cell used with its value and where
// it came from.
struct RulingGrid {
  std::string title, rule;                 // "Shock Combat Results Table", "LotN 9.25"
  std::string row_label, column_label;     // "die roll", "column"
  std::vector<std::string> rows, columns;  // the headings shown
  std::vector<std::vector<std::string>> values;  // [row][column]
  int used_row = -1, used_column = -1;           // the cell used, in rows/columns shown
  bool rows_before = false, rows_after = false;  // rows of the chart left out above / below
  bool columns_before = false, columns_after = false;
  std::string value;       // the value read
  std::string provenance;  // "printed", "derived from the rules", "typed in by the umpire", "reconstructed ..."
  std::string source;      // where a value not printed comes from ("" for a printed one)
  std::string purpose;     // what it was read for: "shock: Finland against Piccolomini"
  bool purpose_in_line = false;  // the line's own ruling, whose words name what it was read for
  // How it came under this line: "" for the line's own ruling; kRulingUnsaid for a read no ruling claimed;
  // kRulingNext for a battle kept by an older version (the line said after the read, perhaps another's).
  std::string note;
};
inline constexpr const char* kRulingUnsaid = "read, no ruling said";
inline constexpr const char* kRulingNext =
    "kept by an older version with the line said after it was read: it may have fed another ruling";
struct RulingTables {
  std::vector<RulingGrid> grids;  // the line's own in the order read, then those read with no ruling said; each once
  std::vector<std::string> dice;  // the dice the line says: "d10 7", "rolls 4"
  bool empty() const { return grids.empty(); }
};
// The tables a line of the log read (lotn::ruling_cells); empty for a decision or a line that read no chart.
RulingTables ruling_tables(const lotn::Battle& st, const lotn::LogEntry& entry, std::size_t window = 4);
// The die rolls a line's words say.
std::vector<std::string> ruling_dice(const std::string& text);
// The grid's lines as text, for a tooltip, the tests and the exports: "die roll \ column | 5 | 6 | 7", ...,
// the cell used in [brackets].
std::vector<std::string> ruling_grid_lines(const RulingGrid& g);

}  // namespace umpire::lotnui
