#include "lotn/data_check.h"

#include <algorithm>
#include <sstream>

#include "lotn/baggage.h"

namespace umpire::lotn {

namespace {

// The charts one scenario alone uses; every other chart serves both battles.
bool lotn_scenario_only(const std::string& grid) { return grid == "fog" || grid == "arrival_lutzen"; }

const char* lotn_side_name(const std::string& side) {
  if (side == "swedish") return "Swedes";
  if (side == "saxon") return "Saxons";
  return "Imperialists";
}

// Column names with runs of three or more as "3 to 13".
std::string lotn_runs(const std::vector<std::size_t>& idx, const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < idx.size();) {
    std::size_t j = i;
    while (j + 1 < idx.size() && idx[j + 1] == idx[j] + 1) ++j;
    if (!out.empty()) out += ", ";
    if (j - i >= 2) {
      out += names[idx[i]] + " to " + names[idx[j]];
    } else {
      for (std::size_t k = i; k <= j; ++k) out += (k > i ? ", " : "") + names[idx[k]];
    }
    i = j + 1;
  }
  return out;
}

}  // namespace

// The missing cells of a chart, row by row: whole rows together.
std::vector<std::string> missing_cell_lines(const Grid& g, const GridStatus& st) {
  std::vector<std::string> whole, partial;
  for (std::size_t r = 0; r < g.rows.size(); ++r) {
    std::vector<std::size_t> cols;
    for (const auto& [row, col] : st.missing_cells)
      if (row == g.rows[r]) cols.push_back(*g.column_index(col));
    if (cols.empty()) continue;
    if (cols.size() == g.columns.size() && g.columns.size() > 1)
      whole.push_back(g.rows[r]);
    else
      partial.push_back((g.row_label.empty() ? "" : g.row_label + " ") + g.rows[r] + ": " +
                        (g.column_label.empty() ? "" : g.column_label + " ") + lotn_runs(cols, g.columns));
  }
  std::vector<std::string> out = partial;
  if (!whole.empty()) {
    std::string line = "every cell of " + (g.row_label.empty() ? std::string("row") : g.row_label) + " ";
    for (std::size_t i = 0; i < whole.size(); ++i) line += (i ? ", " : "") + whole[i];
    out.push_back(line);
  }
  return out;
}

std::vector<std::string> scenario_counters(const ScenarioDef& s) {
  std::vector<std::string> ids = s.deployed;
  for (const auto& id : s.reinforcing)
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  for (const auto& m : s.missing_units)
    if (!m.counter.empty() && std::find(ids.begin(), ids.end(), m.counter) == ids.end()) ids.push_back(m.counter);
  return ids;
}

// The ratings of a counter a mode cannot read.
std::vector<std::string> unreadable_ratings(const Tables& t, const CounterDef& d) {
  std::vector<std::string> out;
  for (const auto& f : d.fields) {
    if (f == "type" && d.type != "cavalry") continue;  // only a counter of unknown kind ("cavalry") needs its type
    if (!t.rating(d.id, f).ok()) out.push_back(rating_label(f));  // trial play: its type's placeholder
  }
  return out;
}

std::vector<std::string> scenario_grids(const DataSet& data, const ScenarioDef& s) {
  std::vector<std::string> out;
  for (const auto& [id, g] : data.grids) {
    if (id == "size_tq" ||
        (lotn_scenario_only(id) && std::find(s.tables.begin(), s.tables.end(), id) == s.tables.end()))
      continue;
    if (id == "arrival_lutzen") continue;  // Historical Arrival needs no table: listed as a limit, not a block
    out.push_back(id);
  }
  return out;
}

namespace {

std::string lotn_counts(const GridStatus& st) {
  std::string out;
  // Reconstructions are not counted as present: they stand in for missing cells (the provisional line says so).
  for (Provenance p : {Provenance::Printed, Provenance::Derived, Provenance::Example, Provenance::User,
                       Provenance::Synthetic}) {
    auto it = st.present.find(p);
    if (it == st.present.end() || it->second == 0) continue;
    out += (out.empty() ? "" : ", ") + std::to_string(it->second) + " " + to_string(p);
  }
  if (st.formula) out += (out.empty() ? "" : ", ") + std::to_string(st.formula) + " by the rule's formula";
  return out;
}

}  // namespace

GridStatus grid_status(const Grid& g, Mode mode) {
  GridStatus st;
  st.cells = g.size();
  for (const auto& [at, cell] : g.cells) ++st.present[cell.provenance];
  if (g.formula == "srd") {
    st.formula = st.cells - g.cells.size();
    return st;  // every cell follows from the rule
  }
  for (std::size_t r = 0; r < g.rows.size(); ++r)
    for (std::size_t c = 0; c < g.columns.size(); ++c) {
      const Cell* cell = g.cell(r, c);
      if (cell && readable(cell->provenance, mode)) {
        if (cell->provenance == Provenance::Placeholder) ++st.reconstructed;  // provisional: a lost cell's stand-in
        continue;
      }
      if (reads_reconstructions(mode)) {
        auto from = g.placeholder_rows.find(g.rows[r]);
        if (from != g.placeholder_rows.end()) {
          const Cell* base = g.cell(*g.row_index(from->second), c);
          if (base && readable(base->provenance, mode)) {
            ++st.reconstructed;
            continue;
          }
        }
      }
      ++st.missing;
      st.missing_cells.emplace_back(g.rows[r], g.columns[c]);
    }
  return st;
}

std::vector<std::string> play_blockers(const DataSet& data, const std::string& scenario, Mode mode) {
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) return {"no scenario \"" + scenario + "\""};
  const ScenarioDef& s = it->second;
  Tables t(data, mode);
  std::vector<std::string> out;
  // Trial play leaves the counters of a row the text does not print off the field.
  if (!s.missing_units.empty() && mode != Mode::Trial)
    out.push_back(s.rule + ": the printed deployment lacks " + std::to_string(s.missing_units.size()) +
                  " units or groups (enter their rows from the scenario book)");
  std::size_t counters = 0;
  for (const auto& id : scenario_counters(s))
    if (const CounterDef* d = data.counter(id); d && !unreadable_ratings(t, *d).empty()) ++counters;
  if (counters)
    out.push_back("LotN 2.2, 4.1: " + std::to_string(counters) +
                  " counters lack ratings (enter them from the printed counter sheet)");
  for (const auto& id : scenario_grids(data, s)) {
    const Grid& g = data.grids.at(id);
    GridStatus st = grid_status(g, mode);
    if (st.missing)
      out.push_back(g.rule + ": " + g.title + " lacks " + std::to_string(st.missing) + " of " +
                    std::to_string(st.cells) + " cells");
  }
  return out;
}

std::string check_report(const DataSet& data, const CheckOptions& o) {
  std::ostringstream out;
  std::vector<Mode> modes;
  if (o.mode) modes.push_back(*o.mode);
  else modes = {Mode::Strict, Mode::Provisional};
  if (!o.scenario.empty() && !data.scenarios.count(o.scenario)) {
    out << "No scenario \"" << o.scenario << "\". The scenarios are:";
    for (const auto& [id, s] : data.scenarios) out << " " << id;
    out << "\n";
    return out.str();
  }

  out << "Lion of the North data: " << data.grids.size() << " charts, " << data.units.size() << " unit counters, "
      << data.leaders.size() << " leaders, " << data.scenarios.size() << " scenarios.\n";
  out << "Provenance: printed (the rules text), derived (follows from it), example (a worked example only), "
         "user (entered from the printed copy), placeholder (a reconstruction, provisional play only).\n";
  std::size_t reconstructions = 0;
  for (const auto& [id, g] : data.grids)
    for (const auto& [at, cell] : g.cells)
      if (cell.provenance == Provenance::Placeholder) ++reconstructions;
  if (reconstructions)
    out << "Reconstructions: " << reconstructions
        << " lost chart cells have a placeholder, modelled on the printed cells and the worked examples. They are still "
           "missing from the printed copy: strict play refuses them, provisional play reads them and is marked "
           "provisional, and a value entered from the printed chart replaces them.\n";
  out << "\n";

  out << "Charts\n";
  for (const auto& id : data.grid_order) {
    const Grid& g = data.grids.at(id);
    if (!o.scenario.empty() && lotn_scenario_only(id)) {
      const ScenarioDef& s = data.scenarios.at(o.scenario);
      if (std::find(s.tables.begin(), s.tables.end(), id) == s.tables.end()) continue;
    }
    GridStatus strict = grid_status(g, Mode::Strict);
    out << "  " << g.title << " (" << g.rule << "): " << g.size() << " cells: " << lotn_counts(strict);
    if (strict.missing == 0) {
      out << "; complete\n";
      continue;
    }
    out << "; " << strict.missing << " missing\n";
    for (const auto& line : missing_cell_lines(g, strict)) out << "      missing: " << line << "\n";
    if (std::find(modes.begin(), modes.end(), Mode::Provisional) != modes.end()) {
      GridStatus prov = grid_status(g, Mode::Provisional);
      if (prov.reconstructed) {
        out << "      provisional: " << prov.reconstructed << " of them read from a reconstruction";
        if (!g.placeholder_rows.empty())
          out << " (" << g.placeholder_source.substr(std::string("reconstructed: ").size()) << ")";
        else
          out << ", until entered from the printed chart";
        out << "\n";
        if (prov.missing)
          out << "      provisional: " << prov.missing << " still missing\n";
      }
    }
  }

  for (const auto& [sid, s] : data.scenarios) {
    if (!o.scenario.empty() && sid != o.scenario) continue;
    out << "\n" << s.name << " (" << s.rule << ")\n";
    out << "  Deployment: " << s.deployment_rows << " printed rows";
    if (s.missing_units.empty()) {
      out << "; nothing missing\n";
    } else {
      out << "; " << s.missing_units.size() << " units or groups the text names but no row places:\n";
      for (const auto& m : s.missing_units)
        out << "    " << lotn_side_name(m.side) << ": " << m.name << " (" << m.why << ")\n";
    }
    // The trains' hexes the scenario's data gives (Breitenfeld's reconstructed): a map's own train tag wins.
    for (const auto& tr : scenario_trains(data, sid)) {
      std::string hexes;
      for (const auto& h : tr.hexes) hexes += (hexes.empty() ? "" : ", ") + h;
      auto p = provenance_of(tr.source);
      out << "  Baggage: " << tr.name << " in " << hexes << " ("
          << (p == Provenance::Placeholder ? "reconstructed, read in provisional and trial play; " : "")
          << "a map's own baggage tag for the " << tr.army << " army places it instead): " << tr.source << "\n";
    }
    Tables strict(data, Mode::Strict);
    std::vector<std::string> ids = scenario_counters(s);
    std::size_t complete = 0;
    std::vector<std::string> lacking;
    for (const auto& id : ids) {
      const CounterDef* d = data.counter(id);
      auto missing = unreadable_ratings(strict, *d);
      if (missing.empty()) {
        ++complete;
        continue;
      }
      std::string line = d->display_name() + ": ";
      for (std::size_t i = 0; i < missing.size(); ++i) line += (i ? ", " : "") + missing[i];
      lacking.push_back(line);
    }
    out << "  Counters: " << ids.size() << " (deployed, arriving or named); " << complete << " with every rating, "
        << lacking.size() << " lacking ratings\n";
    if (o.list_counters)
      for (const auto& line : lacking) out << "    " << line << "\n";
    if (std::find(s.tables.begin(), s.tables.end(), "arrival_lutzen") != s.tables.end()) {
      const Grid* a = data.grid("arrival_lutzen");
      if (a && grid_status(*a, Mode::Strict).missing) {
        out << "  Reinforcements: the Random Arrival Table is cut short; only Historical Arrival can be played";
        if (std::find(modes.begin(), modes.end(), Mode::Provisional) != modes.end() &&
            grid_status(*a, Mode::Provisional).missing == 0)
          out << " (provisional play may use Random Arrival with the reconstructed rows)";
        out << "\n";
      }
    }
    for (Mode m : modes) {
      auto blockers = play_blockers(data, sid, m);
      out << "  " << (m == Mode::Strict ? "Strict" : m == Mode::Provisional ? "Provisional" : m == Mode::Trial ? "Trial" : "Test")
          << " play: " << (blockers.empty() ? "nothing missing\n" : "blocked by\n");
      for (const auto& b : blockers) out << "    " << b << "\n";
      if (m == Mode::Trial && blockers.empty())
        out << "    (placeholders for every value the rules text lost, the schematic map and only the printed "
               "deployment; for trying the program, not for a result)\n";
    }
  }
  return out.str();
}

}  // namespace umpire::lotn
