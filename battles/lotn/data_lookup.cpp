#include "lotn/data_lookup.h"

#include <algorithm>
#include <stdexcept>

#include "lotn/trial_ratings.h"

namespace umpire::lotn {

const char* to_string(Mode m) {
  switch (m) {
    case Mode::Strict: return "strict";
    case Mode::Provisional: return "provisional";
    case Mode::Test: return "test";
    case Mode::Trial: return "trial";
  }
  return "?";
}

bool reads_reconstructions(Mode m) { return m == Mode::Provisional || m == Mode::Trial; }

int srd_shift(int attacker, int defender) {
  if (attacker < 1 || defender < 1) throw std::logic_error("SRD of a strength below 1");
  if (attacker >= defender) return attacker / defender - 1;  // N-to-1 rounded down: the defender's favour
  return -((defender + attacker - 1) / attacker - 1);        // 1-to-N rounded up: the defender's favour
}

std::string srd_text(int shift) {
  if (shift == 0) return "0";
  return shift > 0 ? std::to_string(shift) + "R" : std::to_string(-shift) + "L";
}

bool LookupLog::provisional() const {
  return std::any_of(entries_.begin(), entries_.end(),
                     [](const LookupEntry& e) { return e.provenance == Provenance::Placeholder; });
}

std::size_t LookupLog::count(Provenance p) const {
  return static_cast<std::size_t>(
      std::count_if(entries_.begin(), entries_.end(), [p](const LookupEntry& e) { return e.provenance == p; }));
}

const char* to_string(Credit c) {
  switch (c) {
    case Credit::Next: return "next";
    case Credit::Ruling: return "ruling";
    case Credit::Unsaid: return "unsaid";
  }
  return "?";
}

void LookupLog::record_cell(CellRead c) {
  c.line = line_now_();  // the line said next, until a ruling claims it or the move settles it
  c.credit = Credit::Next;
  cells_.push_back(std::move(c));
}

void LookupLog::ruled(std::size_t line, const std::string& purpose) {
  if (purpose.empty()) return;
  for (auto& c : cells_)
    if (c.credit == Credit::Next && c.purpose == purpose && c.line <= line) {
      c.line = line;
      c.credit = Credit::Ruling;
    }
  rulings_.emplace_back(line, purpose);
}

void LookupLog::settle(std::size_t first_line, std::size_t end_line, std::size_t floor) {
  for (auto& c : cells_) {
    if (c.credit != Credit::Next) continue;
    const std::size_t at = c.line;  // the log's length when it was read
    c.credit = Credit::Unsaid;
    // Its procedure's last ruling before the read (a read after the ruling it could have fed).
    auto own = std::find_if(rulings_.rbegin(), rulings_.rend(), [&](const std::pair<std::size_t, std::string>& r) {
      return r.first < at && r.second == c.purpose && !c.purpose.empty();
    });
    if (own != rulings_.rend()) c.line = own->first;
    else if (at > first_line) c.line = at - 1;  // the line said before it in this move
    else if (at < end_line) c.line = at;        // none: the line said next in this move
    else if (end_line > 0) c.line = end_line - 1;  // the move said nothing: the log's last line
    else c.line = 0;                               // nor was anything said before: the first line to come
    c.line = std::max(c.line, floor);
  }
  std::stable_sort(cells_.begin(), cells_.end(), [](const CellRead& a, const CellRead& b) { return a.line < b.line; });
  rulings_.clear();
}

Tables::Tables(const DataSet& data, Mode mode, LookupLog* log) : data_(&data), mode_(mode), log_(log) {
  if ((mode == Mode::Test) != (data.origin == Origin::Test))
    throw std::logic_error(mode == Mode::Test ? "test mode reads only synthetic test tables"
                                              : "synthetic test tables are read only in test mode");
}

bool readable(Provenance p, Mode m) {
  switch (p) {
    case Provenance::Printed:
    case Provenance::Derived:
    case Provenance::User:
    case Provenance::Example: return m != Mode::Test;
    case Provenance::Placeholder: return reads_reconstructions(m);
    case Provenance::Synthetic: return m == Mode::Test;
  }
  return false;
}

Looked Tables::found(Cell cell, bool provisional, const std::string& what, const std::string& rule,
                     const std::string& purpose, const At& at) const {
  if (log_ && cell.provenance != Provenance::Printed && cell.provenance != Provenance::Derived &&
      cell.provenance != Provenance::User)
    log_->record({what, rule, purpose, cell.value, cell.provenance, cell.source, at.grid, at.row, at.column});
  if (log_ && !at.grid.empty() && log_->keeps_cells())
    log_->record_cell({at.grid, at.row, at.column, cell.value, cell.provenance,
                       cell.provenance == Provenance::Printed ? std::string() : cell.source, 0, purpose});
  Looked l;
  l.provisional = provisional || cell.provenance == Provenance::Placeholder;
  l.cell = std::move(cell);
  return l;
}

Looked Tables::cell(const std::string& grid_id, const std::string& row, const std::string& column,
                    const std::string& purpose) const {
  const Grid* g = data_->grid(grid_id);
  if (!g) throw std::logic_error("Lion of the North has no table \"" + grid_id + "\"");
  auto r = g->row_index(row);
  auto c = g->column_index(column);
  if (!r || !c)
    throw std::logic_error(g->title + " has no " + (r ? "column \"" + column + "\"" : "row \"" + row + "\""));
  std::string what = g->title + ": " + g->cell_name(row, column);
  const Cell* cell = g->cell(*r, *c);
  const At at{grid_id, row, column};
  if (cell && usable(cell->provenance)) return found(*cell, false, what, g->rule, purpose, at);
  // A lost row read, in provisional (and trial) play, from the row the data names.
  if (reads_reconstructions(mode_)) {
    auto from = g->placeholder_rows.find(row);
    if (from != g->placeholder_rows.end()) {
      const Cell* base = g->cell(*g->row_index(from->second), *c);
      if (base && usable(base->provenance)) {
        Cell placeholder{base->value, Provenance::Placeholder,
                         g->placeholder_source + " (read from " + g->cell_name(from->second, column) + ")"};
        return found(std::move(placeholder), true, what, g->rule, purpose, at);
      }
    }
  }
  Looked l;
  if (cell && cell->provenance == Provenance::Placeholder) {
    // Strict play: the cell is as lost as if no reconstruction were declared.
    l.refusal = g->rule + ": " + g->title + " has no value for " + g->cell_name(row, column) +
                " (lost from the rules text). Enter it from the printed chart, or play provisionally "
                "(setting data.mode: only a reconstruction stands in for it).";
  } else if (mode_ == Mode::Test) {
    l.refusal = g->rule + ": the test table " + g->title + " has no synthetic value for " + g->cell_name(row, column);
  } else {
    l.refusal = g->rule + ": " + g->title + " has no value for " + g->cell_name(row, column) +
                " (lost from the rules text). Enter it from the printed chart" +
                (mode_ == Mode::Strict ? ", or play provisionally (setting data.mode)." : "; there is no reconstruction for it.");
  }
  return l;
}

Looked Tables::rating(const std::string& counter_id, const std::string& field, const std::string& purpose) const {
  const CounterDef* d = data_->counter(counter_id);
  if (!d) throw std::logic_error("Lion of the North has no counter \"" + counter_id + "\"");
  if (std::find(d->fields.begin(), d->fields.end(), field) == d->fields.end())
    throw std::logic_error(d->display_name() + " has no rating \"" + field + "\"");
  const char* rule = d->leader ? "LotN 4.1" : "LotN 2.2";
  std::string what = d->display_name() + ": " + rating_label(field);
  auto it = d->values.find(field);
  if (it != d->values.end() && usable(it->second.provenance)) return found(it->second, false, what, rule, purpose);
  // Trial play: the placeholder rating of the counter's type and side.
  if (mode_ == Mode::Trial)
    if (auto trial = trial_rating(*d, field)) return found(std::move(*trial), true, what, rule, purpose);
  Looked l;
  if (it != d->values.end() && it->second.provenance == Provenance::Placeholder)
    l.refusal = std::string(rule) + ": the " + rating_label(field) + " of " + d->display_name() +
                " is only a reconstruction, read only in provisional play (" + it->second.source + ")";
  else
    l.refusal = std::string(rule) + ": the rules text gives no " + rating_label(field) + " for " + d->display_name() +
                ". Enter it from the printed counter.";
  return l;
}

Looked Tables::srd(int attacker, int defender, const std::string& purpose) const {
  const Grid* g = data_->grid("srd");
  if (!g) throw std::logic_error("Lion of the North has no SRD chart");
  std::string row = std::to_string(defender), column = std::to_string(attacker);
  std::string what = g->title + ": " + g->cell_name(row, column);
  auto r = g->row_index(row);
  auto c = g->column_index(column);
  const At at{g->id, row, column};
  if (r && c)
    if (const Cell* cell = g->cell(*r, *c); cell && usable(cell->provenance))
      return found(*cell, false, what, g->rule, purpose, at);
  if (g->formula != "srd" || mode_ == Mode::Test) {
    Looked l;
    l.refusal = g->rule + ": " + g->title + " has no value for " + g->cell_name(row, column);
    return l;
  }
  return found(Cell{srd_text(srd_shift(attacker, defender)), Provenance::Derived, g->formula_source}, false, what,
               g->rule, purpose, at);
}

Cell Tables::need(const std::string& grid, const std::string& row, const std::string& column,
                  const std::string& purpose) const {
  Looked l = cell(grid, row, column, purpose);
  if (!l.ok()) throw MissingValue(l.refusal);
  return *l.cell;
}

Cell Tables::need_rating(const std::string& counter, const std::string& field, const std::string& purpose) const {
  Looked l = rating(counter, field, purpose);
  if (!l.ok()) throw MissingValue(l.refusal);
  return *l.cell;
}

}  // namespace umpire::lotn
