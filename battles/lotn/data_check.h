// `umpire lotn check`: the status of the Lion of the North data. Which chart
// cells and counter ratings the rules text lacks, per scenario what its
// printed deployment lacks, and per mode what stops play: in strict play
// every missing value a procedure reads stops it; in provisional play the
// reconstructions stand in where the data declares one.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "lotn/data_lookup.h"

namespace umpire::lotn {

// A chart's cells by provenance, and what is missing in a mode.
struct GridStatus {
  std::size_t cells = 0;                      // rows x columns
  std::map<Provenance, std::size_t> present;  // cells the data holds, by provenance
  std::size_t formula = 0;                    // cells the rule's formula gives (SRD)
  std::size_t missing = 0;                    // cells the mode cannot read
  std::size_t reconstructed = 0;              // provisional: lost cells read from a declared reconstruction
  std::vector<std::pair<std::string, std::string>> missing_cells;  // (row, column)
};
GridStatus grid_status(const Grid& g, Mode mode);

// What stops play of a scenario in a mode, one line each (empty: nothing).
std::vector<std::string> play_blockers(const DataSet& data, const std::string& scenario, Mode mode);

// The pieces play_blockers counts, for a refusal that names each item (scenario.h):
// the counters a scenario deploys, brings in or names as missing, each once;
std::vector<std::string> scenario_counters(const ScenarioDef& s);
// the ratings of a counter the gate's mode cannot read, as the umpire reads them ("TQ", "musket SP");
std::vector<std::string> unreadable_ratings(const Tables& t, const CounterDef& d);
// the charts play of the scenario reads (not the Size & TQ levels, the other battle's charts or the Random Arrival
// Table, which only limits Lützen to Historical Arrival), in the order read;
std::vector<std::string> scenario_grids(const DataSet& data, const ScenarioDef& s);
// a chart's missing cells in words, a line a row ("die roll 1: column 3 to 13") and the whole rows together.
std::vector<std::string> missing_cell_lines(const Grid& g, const GridStatus& st);

struct CheckOptions {
  std::string scenario;       // "" for both
  std::optional<Mode> mode;   // nullopt for strict and provisional
  bool list_counters = true;  // each counter lacking ratings on its own line
};
std::string check_report(const DataSet& data, const CheckOptions& options);

}  // namespace umpire::lotn
