// Lion of the North: the data-entry editors' logic, without ImGui. The umpire
// who owns the printed game types in what the rules text lost: chart cells and
// counter ratings. What he types is an entry ("umpire.lotn.entries/1",
// data_tables.h) in his own data folder (user_data.h), never over the shipped
// files; a printed or derived value is locked.
//
// An editing session holds the program's data (with its reconstructions) and
// the umpire's entries; every edit changes the entries and the data read over
// them is rebuilt, so what the editors show is what a battle given this data
// reads. A typed value is checked by the reader the engine uses for that chart
// (parse_crt, terrain_cost_readable, ...): a value the engine could not read
// is refused in words. Plausibility (LotN 9.25: the attacker's DP should not
// rise with the die roll) and the counter sheet's consistency with the printed
// totals are warnings only.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lotn/data_tables.h"
#include "lotn/map_data.h"

namespace umpire::lotnui {

// The source written with each typed value.
inline constexpr const char* kTypedSource = "user: typed from the printed copy";

// A cell's state as the editors show it.
enum class CellState {
  Printed,      // locked: in the rules text
  Derived,      // locked: follows from the rule (the SRD formula)
  Example,      // from a worked example: may be corrected from the printed copy
  User,         // typed by the umpire
  Placeholder,  // a reconstruction, read in provisional play only: to be replaced
  Missing,      // lost: nothing to read
};
const char* state_word(CellState s);  // "printed", "derived", "example", "typed", "reconstruction", "missing"

struct EditCell {
  std::string value;   // "" when missing
  CellState state = CellState::Missing;
  std::string source;  // where the value came from, as the data says
  bool locked = false; // printed or derived
  std::string note;    // e.g. "provisional play reads the row HI Front here"
};

// ---- the charts

// The charts in the order read, (id, title).
std::vector<std::pair<std::string, std::string>> chart_list(const lotn::DataSet& data);
// A cell of a chart (row and column by index).
EditCell chart_cell(const lotn::Grid& g, std::size_t row, std::size_t column);
// Why a value cannot go in a chart's column (the engine's reader for that chart
// refuses it), in words; "" when it can. Empty text is refused (clearing is not typing).
std::string cell_value_problem(const lotn::Grid& g, const std::string& column, const std::string& value);
// Plausibility warnings for a chart (warn only): the Shock CRT's DPs against
// the die roll, a Clash of Arms column the Shock CRT does not have.
std::vector<std::string> chart_warnings(const lotn::DataSet& data, const std::string& grid);

struct ChartCounts {
  std::size_t cells = 0, typed = 0, missing = 0, reconstructed = 0;
};
// typed: the umpire's entries; missing: cells strict play cannot read (lost or a reconstruction).
ChartCounts chart_counts(const lotn::Grid& g);

// ---- the counter sheet

struct SheetRow {
  std::string counter;       // id
  std::string name;          // as the counter says: "Gula (King's Own) brigade [B]"
  std::string kind;          // "HI", "leader", ...
  int copies = 1;            // counters of this kind in the scenario ("(2)")
  bool placed = true;        // false: a unit the scenario names but its printed deployment lacks
  std::vector<std::string> fields;  // the ratings its counter prints, in order
  std::vector<EditCell> values;     // one a field
};
// The sides of a scenario ("swedish", "saxon", "imperialist") in order, and a side's name ("Swedes").
std::vector<std::string> scenario_sides(const lotn::DataSet& data, const std::string& scenario);
const char* side_words(const std::string& side);
// Leaders first, then units, as the scenario lists them; a unit deployed in
// several rows counts its copies once.
std::vector<SheetRow> counter_sheet(const lotn::DataSet& data, const std::string& scenario, const std::string& side);
EditCell rating_cell(const lotn::CounterDef& d, const std::string& field);

// A consistency check of the counter sheet against the printed totals.
struct SheetCheck {
  enum class Status { Agrees, Differs, Incomplete };
  Status status = Status::Incomplete;
  std::string side;  // whose counters it checks
  std::string text;  // the whole line in words
};
// Breitenfeld: the per-arm WP sums (TQ x SP) against the Strength and TQ
// Levels; Lützen: the per-arm SP sums; the tercio counts the text gives.
std::vector<SheetCheck> sheet_checks(const lotn::DataSet& data, const std::string& scenario);

// ---- the deployment rows the rules text lost

// One row the umpire types (the entries' "deployments", data_tables.h): a
// counter (or leader) of a scenario, how many of it, the hexes they stand in
// and the compass word they face, as the printed rows give them.
struct DeploymentRow {
  std::string scenario, side, counter;  // counter: a unit counter's or a leader's id
  bool leader = false;
  int count = 1;
  std::vector<std::string> hexes;  // "W2410"; a double-sized counter's two hexes side by side
  std::string facing;              // "S", as the map's compass names it
};
// The hexes as typed ("W2410 W2411", "W2410, W2411") as a list.
std::vector<std::string> split_hexes(const std::string& typed);
std::string join_hexes(const std::vector<std::string>& hexes);
// The counters and leaders a scenario names that no printed row places (those
// its printed deployment lacks), for a new row: (id, name), by side when given.
struct UnplacedCounter {
  std::string id, name, side;
  bool leader = false;
};
std::vector<UnplacedCounter> unplaced_counters(const lotn::DataSet& program, const std::string& scenario);
// The compass words the scenario's map gives (for the facing).
std::vector<std::string> compass_words(const lotn::DataSet& data, const std::string& scenario);

// ---- the session

class DataEditSession {
 public:
  // The program's data with its reconstructions and these entries over it.
  // Throws (UserError) when the entries cannot be applied.
  explicit DataEditSession(nlohmann::json entries);
  // The umpire's saved entries (load_user_data).
  static DataEditSession load();

  const lotn::DataSet& data() const { return data_; }
  const lotn::DataSet& program() const { return base_; }  // without the entries
  const nlohmann::json& entries() const { return entries_; }
  bool changed() const { return entries_ != saved_; }

  // Typing a value adds or replaces the umpire's entry for the cell; an empty
  // value removes it. Returns "" when taken, else why not in words (a locked
  // cell, a value the chart's reader refuses).
  std::string type_cell(const std::string& grid, const std::string& row, const std::string& column,
                        const std::string& value);
  std::string type_rating(const std::string& counter, const std::string& field, const std::string& value);
  bool typed_cell(const std::string& grid, const std::string& row, const std::string& column) const;
  bool typed_rating(const std::string& counter, const std::string& field) const;

  // The typed deployment rows, each with its index in the entries (for set/remove).
  std::vector<std::pair<std::size_t, DeploymentRow>> deployment_rows(const std::string& scenario) const;
  // Adds a row (index npos) or replaces the row at index: refused in words when
  // the entries could not take it (an unknown counter, one a printed row
  // already places, a side not the counter's, no hexes); "" when taken.
  std::string set_deployment_row(std::size_t index, const DeploymentRow& row);
  void remove_deployment_row(std::size_t index);
  // The painted maps to check the set-up against (the umpire's, by id, lotn-map/1), over the program's.
  void use_maps(const std::map<std::string, nlohmann::json>& maps);
  // What is wrong with the scenario's set-up with the typed rows on its map
  // (map_problems: the hexes exist, the stacks, the facings, the set-up's own
  // problems), the scenario's lines only; worked out again only when the entries changed.
  const std::vector<std::string>& deployment_problems(const std::string& scenario);
  // Those of the lines that name a row's counter or one of its hexes.
  std::vector<std::string> row_problems(const std::string& scenario, const DeploymentRow& row);

  // Every entry checked (the readers, apply_entries): the problems in words.
  std::vector<std::string> validate() const;
  // Validates, then writes the entries to the umpire's data folder
  // (save_user_entries). Returns the problems that stopped it (nothing written), or none.
  std::vector<std::string> save();
  // Back to the entries as last saved (or loaded).
  void revert();

 private:
  void rebuild();

  lotn::DataSet base_;  // the program's data with its reconstructions
  lotn::DataSet data_;  // base_ with the entries
  nlohmann::json entries_, saved_;
  std::map<std::string, std::shared_ptr<const lotn::MapData>> painted_;  // the umpire's maps by id
  std::map<std::string, std::pair<nlohmann::json, std::vector<std::string>>> problems_;  // by scenario: for entries
};

}  // namespace umpire::lotnui
