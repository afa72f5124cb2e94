// The gate every Lion of the North procedure reads its numbers through: a
// chart cell, a counter's rating or the Strength Ratio Difference, each with
// its value and where it came from. A value not printed, derived or entered by
// the umpire is written in the lookup log (the battle keeps it). The mode says
// what a missing value does:
//   strict       the lookup refuses, naming the cell and the rule;
//   provisional  (the umpire opts in) a reconstruction is read where one is
//                declared, and the result is marked provisional;
//   trial        provisional play, and a counter rating the text lost is read
//                from the placeholder ratings of its type and side
//                (trial_ratings.h): for trying the program, not for a result;
//   test         synthetic tables only (the unit tests).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"
#include "lotn/data_tables.h"

namespace umpire::lotn {

enum class Mode { Strict, Provisional, Test, Trial };
const char* to_string(Mode m);  // "strict", "provisional", "test", "trial"
// Whether a mode reads the reconstructions (placeholders): provisional and trial play.
bool reads_reconstructions(Mode m);

// Whether a value of this provenance may be read in this mode: printed,
// derived, user and example values in strict, provisional and trial play (an
// example is logged), placeholders in provisional and trial play only,
// synthetic values in test mode only.
bool readable(Provenance p, Mode m);

// The Strength Ratio Difference (LotN 9.25 TWO): the strengths reduced to
// N-to-1, rounding in the defender's favour, one column a step beyond 1-1.
// Positive shifts right (the attacker's favour), negative left. Strengths >= 1.
int srd_shift(int attacker, int defender);
std::string srd_text(int shift);  // "2R", "1L", "0"

// A value read, or why it cannot be.
struct Looked {
  std::optional<Cell> cell;  // empty when refused
  bool provisional = false;  // a reconstruction was read
  std::string refusal;       // when refused: the cell, the rule, and what would resolve it
  bool ok() const { return cell.has_value(); }
};

// A refused lookup as an error, for procedures that cannot go on without it.
class MissingValue : public UserError {
 public:
  explicit MissingValue(const std::string& message) : UserError(message) {}
};

// One logged lookup: what was read, its value and its source.
struct LookupEntry {
  std::string what;     // "Shock Combat Results Table: die roll 3, column 6"
  std::string rule;     // "LotN 9.25"
  std::string purpose;  // what the procedure read it for: "shock: Finland against Piccolomini"
  std::string value;
  Provenance provenance = Provenance::Printed;
  std::string source;
  // A chart cell's table id, row and column as printed ("shock_crt", "3", "6"); empty for a counter's rating.
  std::string grid = {}, row = {}, column = {};
};

// How a chart cell read found the log line it is shown under.
enum class Credit : unsigned char {
  // A battle kept before the rulings claimed their cells: the line said next after the read, which may be
  // another procedure's (a read that said nothing of its own shows under whatever was said next).
  Next,
  Ruling,  // the line that says the ruling of the procedure that read it (Said with RulingOf its purpose)
  // Read, no ruling said for it: under its procedure's last ruling, else the line said before the read in the
  // same move (else the next, else the log's last line).
  Unsaid,
};
const char* to_string(Credit c);  // "next", "ruling", "unsaid" (as stored)

// One chart cell read, kept for the ruling it made (the Battle log window shows the table with the cell):
// the table, its row and column as printed, the value and where it came from, the log line it is shown under
// and how that line was found. A printed cell keeps no source (the chart's).
struct CellRead {
  std::string grid, row, column, value;
  Provenance provenance = Provenance::Printed;
  std::string source;
  std::size_t line = 0;
  std::string purpose = {};  // what the procedure read it for: "shock: Finland against Piccolomini"
  Credit credit = Credit::Next;
  bool operator==(const CellRead&) const = default;
};

class LookupLog {
 public:
  void record(LookupEntry e) { entries_.push_back(std::move(e)); }
  const std::vector<LookupEntry>& entries() const { return entries_; }
  // From now on every chart cell read is kept as well, printed or not; `line_now` gives the battle log's length
  // (the index of the line said next) when it is read.
  void keep_cells(std::function<std::size_t()> line_now) { line_now_ = std::move(line_now); }
  bool keeps_cells() const { return static_cast<bool>(line_now_); }
  void record_cell(CellRead c);
  // The log's line `line` says the ruling of `purpose`: it claims the cells read for that purpose that no
  // ruling claimed yet (those read since the procedure's last ruling).
  void ruled(std::size_t line, const std::string& purpose);
  // The move is over, its lines [first_line, end_line) said: every cell no ruling claimed is credited as read,
  // no ruling said (Credit::Unsaid), and the cells are put in the order of their lines (ruling_cells halves),
  // none before `floor` (the line of the battle's last cell kept: one an older version kept with a line to come).
  void settle(std::size_t first_line, std::size_t end_line, std::size_t floor = 0);
  // The cells kept: before settle() a cell not claimed yet has the log's length when it was read as its line.
  const std::vector<CellRead>& cells() const { return cells_; }
  // A reconstruction was read: the battle is provisional.
  bool provisional() const;
  std::size_t count(Provenance p) const;
  void clear() {
    entries_.clear();
    cells_.clear();
    rulings_.clear();
  }

 private:
  std::vector<LookupEntry> entries_;
  std::vector<CellRead> cells_;
  std::vector<std::pair<std::size_t, std::string>> rulings_;  // the rulings said: line, purpose
  std::function<std::size_t()> line_now_;
};

class Tables {
 public:
  // Test mode reads only a Test data set (synthetic tables), and the program's
  // modes never read one: std::logic_error otherwise.
  Tables(const DataSet& data, Mode mode, LookupLog* log = nullptr);

  Mode mode() const { return mode_; }
  const DataSet& data() const { return *data_; }

  // A chart cell by its row and column as printed ("3", "6"; "HI Front", "HC").
  // An unknown table, row or column is a std::logic_error (the procedure's bug).
  Looked cell(const std::string& grid, const std::string& row, const std::string& column,
              const std::string& purpose = "") const;
  // A counter's rating ("tq", "fire_sp", "initiative"). In trial play a rating
  // the data cannot give is read from the placeholder ratings of the counter's
  // type and side (a placeholder, logged).
  Looked rating(const std::string& counter, const std::string& field, const std::string& purpose = "") const;
  // The SRD column shift for the strengths: the printed cell where the chart
  // has one, else the rule's formula (derived).
  Looked srd(int attacker, int defender, const std::string& purpose = "") const;

  // The same, throwing MissingValue when refused.
  Cell need(const std::string& grid, const std::string& row, const std::string& column,
            const std::string& purpose = "") const;
  Cell need_rating(const std::string& counter, const std::string& field, const std::string& purpose = "") const;

  bool usable(Provenance p) const { return readable(p, mode_); }

 private:
  struct At {
    std::string grid, row, column;  // a chart cell's; empty for a rating
  };
  Looked found(Cell cell, bool provisional, const std::string& what, const std::string& rule,
               const std::string& purpose, const At& at = {}) const;

  const DataSet* data_;
  Mode mode_;
  LookupLog* log_;
};

}  // namespace umpire::lotn
