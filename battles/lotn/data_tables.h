// Lion of the North data (data/lotn/): the charts, the counters and the two
// scenarios as the rules text gives them, every value with its provenance.
// The text lost most of its charts, all counter values and part of both
// deployments: a missing cell is absent here, never invented. What reads a
// value goes through the gate in data_lookup.h, which says where each value
// came from and refuses a missing one in strict play.
//
// Provenance is read from a value's "source", as everywhere in data/:
//   "rule ..."           printed: in the rules text as printed
//   "derived: ..."       follows from the rule text (the SRD formula)
//   "example: ..."       from a worked example only
//   "user: ..."          typed in by the umpire from the printed copy
//   "reconstructed: ..." a placeholder, used only in provisional play
//   "test: ..."          synthetic, only in the unit tests' tables
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace umpire {
class JsonCursor;
}

namespace umpire::lotn {

enum class Provenance { Printed, Derived, Example, User, Placeholder, Synthetic };
const char* to_string(Provenance p);  // "printed", "derived", "example", "user", "placeholder", "test"
// The provenance a source string declares; nullopt for a source of no known kind.
std::optional<Provenance> provenance_of(const std::string& source);

// One value: a chart cell or a counter's rating, as text ("6(1)", "3D", "7",
// "none" for a rating the counter does not have), with where it came from.
struct Cell {
  std::string value;
  Provenance provenance = Provenance::Printed;
  std::string source;
};
// A value as a whole number ("7", "+2", "-1"); nullopt for anything else.
std::optional<int> cell_int(const std::string& value);

// One chart: its rows and columns as printed (all of them, so that a lost
// cell is known to be lost), the cells that survive, and for the Clash of
// Arms the row a provisional game reads in place of a lost one.
struct Grid {
  std::string id, title, rule, file, row_label, column_label;
  std::vector<std::string> rows, columns;
  std::map<std::pair<std::size_t, std::size_t>, Cell> cells;  // by (row, column) index
  std::string formula, formula_source;                        // "srd": every cell follows from the rule
  std::map<std::string, std::string> placeholder_rows;        // a lost row -> the row read in its place
  std::string placeholder_source;
  std::vector<std::string> notes;

  std::optional<std::size_t> row_index(const std::string& row) const;
  std::optional<std::size_t> column_index(const std::string& column) const;
  const Cell* cell(std::size_t row, std::size_t column) const;
  std::size_t size() const { return rows.size() * columns.size(); }
  // "die roll 3, column 6": a cell as a message names it.
  std::string cell_name(const std::string& row, const std::string& column) const;
};

// A rating as the umpire reads it: "tq" -> "TQ", "fire_sp" -> "musket SP".
std::string rating_label(const std::string& field);

// A combat unit or leader counter: its kind and the ratings known for it.
struct CounterDef {
  std::string id, name, side, type, battle, note;  // battle: "B", "L" or ""
  bool leader = false, double_sized = false;
  bool overall_commander = false, replacement = false;  // leaders: as the leader counters say
  std::string restriction;                              // leaders: "cavalry", "artillery" or ""
  std::map<std::string, Cell> values;  // by field: "tq", "fire_sp", "initiative", ...
  std::vector<std::string> fields;     // the ratings its counter prints
  std::vector<std::string> missing_fields() const;
  std::string display_name() const;  // "Gula (King's Own) brigade [L]"
};

// A scenario: the counters it deploys and brings in, and what its printed
// deployment lacks. The whole document stays for the engine's set-up.
struct MissingUnit {
  std::string side, name, counter, why, source;  // counter: a unit or leader id, or ""
};
struct ScenarioDef {
  std::string id, name, rule, file;
  std::vector<std::string> deployed, reinforcing;  // counter and leader ids, each once, in order
  std::size_t deployment_rows = 0;
  std::vector<MissingUnit> missing_units;
  std::vector<std::string> tables;  // grids only this scenario uses ("fog", "arrival_lutzen")
  std::shared_ptr<const nlohmann::json> document;
};

// Where a data set was read from. The program reads only its own data (and
// the umpire's entries over it); synthetic test tables make a Test set, which
// only the unit tests build and only test mode reads.
enum class Origin { Program, Test };

class MapData;  // map_data.h

class DataSet {
 public:
  Origin origin = Origin::Program;
  std::map<std::string, Grid> grids;  // by id
  std::vector<std::string> grid_order;  // the ids in the order read
  std::map<std::string, CounterDef> units, leaders;
  std::map<std::string, ScenarioDef> scenarios;
  // The battle maps by id (data/lotn/maps, as the scenarios name them in "maps"). The program's are schematic
  // placeholders until drawn from the printed map; a test set holds only the synthetic maps a test gives it.
  std::map<std::string, std::shared_ptr<const MapData>> maps;
  std::vector<std::string> files;  // the documents read, in order

  const Grid* grid(const std::string& id) const;
  const CounterDef* counter(const std::string& id) const;  // a unit or a leader
  const MapData* map(const std::string& id) const;         // nullptr when there is none
};

// The program's data: data/lotn/ as compiled into the program, only what the
// rules text gives (printed, derived, example), and the maps. Throws a UserError naming the
// file and JSON path of a malformed document.
DataSet load_program_data();
// The same with the reconstructions of the lost chart cells
// (data/lotn/provisional.json) in the cells the text lost: what a battle and
// `lotn check` read. A reconstruction is a placeholder: strict play refuses it
// as a lost cell, provisional play reads it and is marked provisional, and
// `lotn check` counts it as missing from the printed copy.
DataSet load_program_data_with_reconstructions();
// data/lotn/provisional.json (compiled in) over a data set: each lost cell
// gets its reconstruction; a cell holding a value keeps it.
void apply_reconstructions(DataSet& data);

// The umpire's entries from the printed copy over a data set: a document
// {"format": "umpire.lotn.entries/1", "cells": [{grid, row, column, value,
// source}], "counters": [{counter, field, value, source}]}, each source "user:
// ..." or "reconstructed: ...". Synthetic test tables are refused, and so is
// an entry over a printed or derived value. A user entry replaces what the
// cell held (a reconstruction, an example); a reconstruction fills only a lost
// cell or replaces another reconstruction, and leaves an example or user
// value as it is.
// "deployments": [{scenario, side, counter | leader, count, hexes, facing,
// source}] are deployment rows the rules text lost, typed from the printed
// copy (source "user: ..."), each added to its scenario's rows as a printed row
// is read (scenario.h: scenario_layout, start_scenario); its counter is then no
// longer one the printed deployment lacks. A row for a counter a printed row
// already places is refused. The section is written only when it holds a row.
// A value as the data files write it, as text: numbers and words as written, yes/no, null as "none"; any
// other JSON is refused with its path.
std::string data_value_text(const JsonCursor& c);

void apply_entries(DataSet& data, const nlohmann::json& document, const std::string& source);
void apply_entries_file(DataSet& data, const std::filesystem::path& path);

// Reads one data document into a set: a table file, the units, the leaders or
// a scenario, by its format. A synthetic test table ("umpire.lotn.test-table/1")
// is refused unless the set's origin is Test, and a Test set reads nothing else.
void read_document(DataSet& data, const nlohmann::json& document, const std::string& source);

// The unit tests' synthetic tables (tests/lotn/tables_test/*.json): a Test set.
DataSet load_test_tables(const std::vector<std::filesystem::path>& files);

}  // namespace umpire::lotn
