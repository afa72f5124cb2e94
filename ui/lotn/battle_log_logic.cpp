#include "ui/lotn/battle_log_logic.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>

namespace umpire::lotnui {

bool same_filter(const lotn::LogFilter& a, const lotn::LogFilter& b) {
  return a.kinds == b.kinds && a.text == b.text && a.first_turn == b.first_turn && a.last_turn == b.last_turn;
}

bool LogView::refresh(const lotn::Battle& state, const std::function<std::vector<battles::JournalMove>()>& moves) {
  bool rebuilt = false;
  if (built_for != &state || built_size != state.log.size()) {
    entries = lotn::battle_log(state, moves ? moves() : std::vector<battles::JournalMove>{});
    built_for = &state;
    built_size = state.log.size();
    last_turn = state.turn;
    ++builds;
    rebuilt = true;
  }
  if (rebuilt || !same_filter(filter, kept_for)) {
    kept = lotn::filter_log(entries, filter);
    kept_for = filter;
    rebuilt = true;
  }
  return rebuilt;
}

int LogView::count(lotn::LogKind k) const {
  int n = 0;
  for (const auto& e : entries)
    if (e.has(k)) ++n;
  return n;
}

std::string default_paper_path(const std::string& campaign_path, const std::string& battle_title, const std::string& what,
                               report::Format format) {
  std::string name = report::file_slug(battle_title + " " + what);
  return (std::filesystem::path(campaign_path).parent_path() / (name + "." + report::extension(format))).string();
}

VisibleRows visible_rows(const std::vector<float>& heights, float scroll, float view_height) {
  VisibleRows v;
  float y = 0;
  bool started = false;
  for (std::size_t i = 0; i < heights.size(); ++i) {
    const float bottom = y + heights[i];
    if (!started && bottom > scroll) {
      v.first = i;
      v.above = y;
      started = true;
    }
    if (started && y < scroll + view_height) v.last = i + 1;
    y = bottom;
  }
  if (!started) {
    v.first = v.last = heights.size();
    v.above = y;
  }
  v.total = y;
  return v;
}

float follow_scroll(const std::vector<float>& heights, const std::vector<char>& open, float top, float view_height) {
  float above = top, open_top = -1, total = top;
  for (std::size_t r = 0; r < heights.size(); ++r) {
    if (r < open.size() && open[r]) open_top = above;
    above += heights[r];
  }
  total = above;
  return open_top >= 0 && total - open_top > view_height ? open_top : -1;
}

LogColumns log_columns(float avail, float turn_w, float kind_w, float rule_min_w, float button_w, float gap,
                       float min_text) {
  LogColumns c;
  c.x_kind = turn_w + gap;
  c.rule_w = std::max(rule_min_w, avail * 0.18f);
  c.text_w = avail - turn_w - kind_w - c.rule_w - 3 * gap;
  if (c.text_w >= min_text) {
    c.x_text = c.x_kind + kind_w + gap;
    c.x_rule = c.x_text + c.text_w + gap;
    c.x_button = c.x_rule;  // under the rule
    c.table_x = c.x_text;
    c.table_w = std::max(avail - c.x_text, min_text);
    return c;
  }
  c.stacked = true;
  c.x_rule = c.x_kind + kind_w + gap;
  c.rule_w = std::max(rule_min_w, avail - c.x_rule - button_w - gap);
  c.x_button = c.x_rule + c.rule_w + gap;
  c.x_text = 0;
  c.text_w = std::max(avail, rule_min_w);
  c.table_x = 0;
  c.table_w = c.text_w;
  return c;
}

namespace {

// The headings shown: `window` either side of `used` (all of them when used is unknown and there are few).
std::pair<std::size_t, std::size_t> blg_span(std::size_t size, std::optional<std::size_t> used, std::size_t window) {
  if (!used) return {0, std::min(size, 2 * window + 1)};
  const std::size_t first = *used > window ? *used - window : 0;
  const std::size_t last = std::min(size, *used + window + 1);
  return {first, last};
}

}  // namespace

RulingTables ruling_tables(const lotn::Battle& st, const lotn::LogEntry& entry, std::size_t window) {
  RulingTables out;
  if (!entry.line) return out;
  std::vector<lotn::CellRead> seen;
  // The line's own cells first, then those read with no ruling said.
  std::vector<lotn::CellRead> cells = lotn::ruling_cells(st, *entry.line);
  std::stable_partition(cells.begin(), cells.end(),
                        [](const lotn::CellRead& c) { return c.credit != lotn::Credit::Unsaid; });
  bool own = false;
  for (const auto& c : cells) {
    if (std::any_of(seen.begin(), seen.end(), [&](const lotn::CellRead& s) {
          return s.grid == c.grid && s.row == c.row && s.column == c.column;
        }))
      continue;
    seen.push_back(c);
    RulingGrid g;
    g.value = c.value;
    g.purpose = c.purpose;
    g.note = c.credit == lotn::Credit::Unsaid ? kRulingUnsaid : c.credit == lotn::Credit::Next ? kRulingNext : "";
    own = own || c.credit != lotn::Credit::Unsaid;
    if (c.credit == lotn::Credit::Ruling) {  // "shock: A against B": the line names "A against B"
      const std::size_t colon = c.purpose.find(": ");
      const std::string subject = colon == std::string::npos ? c.purpose : c.purpose.substr(colon + 2);
      g.purpose_in_line = !subject.empty() && entry.text.find(subject) != std::string::npos;
    }
    g.provenance = lotn::provenance_words(c.provenance);
    if (c.provenance != lotn::Provenance::Printed) g.source = c.source;
    const lotn::Grid* grid = st.s && st.s->data ? st.s->data->grid(c.grid) : nullptr;
    if (!grid) {  // a chart this version's data does not have: the cell alone
      g.title = c.grid;
      g.rows = {c.row};
      g.columns = {c.column};
      g.values = {{c.value}};
      g.used_row = g.used_column = 0;
      out.grids.push_back(std::move(g));
      continue;
    }
    g.title = grid->title;
    g.rule = grid->rule;
    g.row_label = grid->row_label;
    g.column_label = grid->column_label;
    const auto r = grid->row_index(c.row), k = grid->column_index(c.column);
    const auto [r0, r1] = blg_span(grid->rows.size(), r, window);
    const auto [k0, k1] = blg_span(grid->columns.size(), k, window);
    g.rows_before = r0 > 0;
    g.rows_after = r1 < grid->rows.size();
    g.columns_before = k0 > 0;
    g.columns_after = k1 < grid->columns.size();
    for (std::size_t i = r0; i < r1; ++i) g.rows.push_back(grid->rows[i]);
    for (std::size_t j = k0; j < k1; ++j) g.columns.push_back(grid->columns[j]);
    for (std::size_t i = r0; i < r1; ++i) {
      std::vector<std::string> line;
      for (std::size_t j = k0; j < k1; ++j) {
        const lotn::Cell* cell = grid->cell(i, j);
        line.push_back(cell && cell->provenance != lotn::Provenance::Placeholder ? cell->value : "");
      }
      g.values.push_back(std::move(line));
    }
    // A cell off the chart's printed headings (the SRD's formula beyond them): its own row and column.
    if (!r) {
      g.rows.push_back(c.row);
      g.values.push_back(std::vector<std::string>(g.columns.size()));
    }
    if (!k) {
      g.columns.push_back(c.column);
      for (auto& line : g.values) line.push_back("");
    }
    g.used_row = r ? static_cast<int>(*r - r0) : static_cast<int>(g.rows.size()) - 1;
    g.used_column = k ? static_cast<int>(*k - k0) : static_cast<int>(g.columns.size()) - 1;
    // The value read (a reconstruction or the formula's) stands in the cell used.
    g.values[static_cast<std::size_t>(g.used_row)][static_cast<std::size_t>(g.used_column)] = c.value;
    out.grids.push_back(std::move(g));
  }
  if (own) out.dice = ruling_dice(entry.text);  // the line's dice, when it ruled with the charts shown
  return out;
}

std::vector<std::string> ruling_dice(const std::string& text) {
  std::vector<std::pair<std::size_t, std::string>> found;
  std::vector<std::pair<std::size_t, std::size_t>> taken;
  for (const char* w : {"die roll ", "2d6 ", "d10 ", "d6 ", "rolls ", "roll "}) {
    const std::string word = w;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
      std::size_t i = at + word.size();
      if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i]))) continue;
      if (at > 0 && std::isalnum(static_cast<unsigned char>(text[at - 1]))) continue;  // "2d6" inside "12d6"
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
      const bool inside = std::any_of(taken.begin(), taken.end(), [&](const auto& t) { return at >= t.first && at < t.second; });
      if (inside) continue;
      taken.push_back({at, i});
      found.push_back({at, text.substr(at, i - at)});
    }
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (auto& f : found) out.push_back(std::move(f.second));
  return out;
}

std::vector<std::string> ruling_grid_lines(const RulingGrid& g) {
  std::vector<std::string> out;
  std::string head = (g.row_label.empty() ? std::string("row") : g.row_label) + " \\ " +
                     (g.column_label.empty() ? std::string("column") : g.column_label);
  if (g.columns_before) head += " | ...";
  for (const auto& c : g.columns) head += " | " + c;
  if (g.columns_after) head += " | ...";
  out.push_back(head);
  if (g.rows_before) out.push_back("...");
  for (std::size_t i = 0; i < g.rows.size(); ++i) {
    std::string line = g.rows[i];
    if (g.columns_before) line += " |";
    for (std::size_t j = 0; j < g.columns.size(); ++j) {
      const std::string& v = g.values[i][j].empty() ? std::string("-") : g.values[i][j];
      const bool used = static_cast<int>(i) == g.used_row && static_cast<int>(j) == g.used_column;
      line += " | " + (used ? "[" + v + "]" : v);
    }
    if (g.columns_after) line += " |";
    out.push_back(line);
  }
  if (g.rows_after) out.push_back("...");
  return out;
}

}  // namespace umpire::lotnui
