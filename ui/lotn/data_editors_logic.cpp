#include "ui/lotn/data_editors_logic.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "core/error.h"
#include "lotn/battle_state.h"
#include "lotn/data_check.h"
#include "lotn/data_lookup.h"
#include "lotn/fire.h"
#include "lotn/lutzen_rules.h"
#include "lotn/map_validate.h"
#include "lotn/movement.h"
#include "lotn/scenario.h"
#include "lotn/shock.h"
#include "lotn/user_data.h"

namespace umpire::lotnui {

using lotn::Cell;
using lotn::CounterDef;
using lotn::DataSet;
using lotn::Grid;
using lotn::Provenance;

namespace {

CellState edit_state_of(Provenance p) {
  switch (p) {
    case Provenance::Printed: return CellState::Printed;
    case Provenance::Derived: return CellState::Derived;
    case Provenance::Example: return CellState::Example;
    case Provenance::User: return CellState::User;
    case Provenance::Placeholder: return CellState::Placeholder;
    case Provenance::Synthetic: return CellState::Printed;  // only the unit tests' tables: never edited
  }
  return CellState::Missing;
}

EditCell edit_cell_of(const Cell& c) {
  EditCell e;
  e.value = c.value;
  e.state = edit_state_of(c.provenance);
  e.source = c.source;
  e.locked = e.state == CellState::Printed || e.state == CellState::Derived;
  return e;
}

std::string edit_trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// A value as an integer, or nullopt ("none", text, a reconstruction).
std::optional<int> edit_rating_int(const CounterDef& d, const std::string& field) {
  auto it = d.values.find(field);
  if (it == d.values.end() || it->second.provenance == Provenance::Placeholder) return std::nullopt;
  return lotn::cell_int(it->second.value);
}

// The copies of each counter a scenario's deployment rows place ("count"), at least one a counter it names.
std::map<std::string, int> edit_copies(const lotn::ScenarioDef& s) {
  std::map<std::string, int> out;
  if (s.document && s.document->contains("deployment"))
    for (const auto& r : (*s.document)["deployment"]) {
      std::string id = r.contains("counter") ? r["counter"].get<std::string>() : r.value("leader", std::string());
      if (id.empty()) continue;
      out[id] += r.value("count", 1);
    }
  return out;
}

// The counters of a scenario's reinforcement group ("Group B").
std::set<std::string> edit_group(const lotn::ScenarioDef& s, const std::string& group) {
  std::set<std::string> out;
  if (s.document && s.document->contains("reinforcements"))
    for (const auto& r : (*s.document)["reinforcements"])
      if (r.value("group", std::string()) == group && r.contains("counters"))
        for (const auto& c : r["counters"]) out.insert(c.get<std::string>());
  return out;
}

const char* edit_scenario_words(const std::string& id) {
  if (id == "breitenfeld") return "Breitenfeld";
  if (id == "lutzen") return "Lützen";
  return "";
}

}  // namespace

const char* state_word(CellState s) {
  switch (s) {
    case CellState::Printed: return "printed";
    case CellState::Derived: return "derived";
    case CellState::Example: return "example";
    case CellState::User: return "typed";
    case CellState::Placeholder: return "reconstruction";
    case CellState::Missing: return "missing";
  }
  return "";
}

// ---- the charts

std::vector<std::pair<std::string, std::string>> chart_list(const DataSet& data) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& id : data.grid_order)
    if (const Grid* g = data.grid(id)) out.emplace_back(id, g->title);
  return out;
}

EditCell chart_cell(const Grid& g, std::size_t row, std::size_t column) {
  if (const Cell* c = g.cell(row, column)) return edit_cell_of(*c);
  EditCell e;
  if (g.formula == "srd") {  // every cell follows from the rule (LotN 9.25 TWO): row the defender, column the attacker
    auto a = lotn::cell_int(g.columns[column]), d = lotn::cell_int(g.rows[row]);
    if (a && d && *a >= 1 && *d >= 1) {
      e.value = lotn::srd_text(lotn::srd_shift(*a, *d));
      e.state = CellState::Derived;
      e.source = g.formula_source;
      e.locked = true;
      return e;
    }
  }
  auto from = g.placeholder_rows.find(g.rows[row]);
  if (from != g.placeholder_rows.end()) e.note = "provisional play reads the row " + from->second + " here";
  return e;
}

std::string cell_value_problem(const Grid& g, const std::string& column, const std::string& value) {
  if (value.empty()) return "type a value (clearing a typed value removes it)";
  const std::string& id = g.id;
  if (id == "shock_crt")
    return lotn::parse_crt(value) ? ""
                                  : "a Shock Combat Results Table result is the attacker's DP with the defender's in "
                                    "brackets, as 3(2)";
  if (id == "srd") return lotn::parse_shift(value) ? "" : "a column shift: 0, 2R or 1L";
  if (id == "clash_of_arms")
    return lotn::cell_int(value) ? "" : "a Clash of Arms entry is a Shock Combat Results Table column, a whole number";
  if (id == "superiority") return lotn::superiority_readable(value) ? "" : "a superiority is AS2, DS2, DS3 or - (none)";
  if (id == "terrain") {
    if (column == "Fire")
      return lotn::terrain_fire_readable(value) ? ""
                                                : "a Fire entry is the small-arms column shift and the artillery die "
                                                  "roll adjustment, as 1L/-1, or one for both, as NE";
    if (column == "Shock") return lotn::parse_shift(value) ? "" : "a Shock entry is a column shift: NE, 1L or 2R";
    return lotn::terrain_cost_readable(value) ? ""
                                              : "a movement cost is MP and a roll: 1, 3D, +1D, +D3, ALL DH, stop DA, "
                                                "or NA (may not enter)";
  }
  if (id == "range_effects")
    return lotn::fire_adjustment_readable(value) ? ""
                                                 : "a range effect is NC, a column shift (3L), a die roll adjustment "
                                                   "(+2, -1) or - (may not fire)";
  if (id == "fire_small_arms.bands" || id == "fire_artillery.selector")
    return lotn::fire_band_readable(value) ? "" : "a band is a number or a range: 1, 2-3, 9+, <1, or - (none)";
  if (id == "fire_small_arms.results")
    return lotn::small_arms_hits(value) ? "" : "a Small-Arms Fire result is a number of hits or - (no effect)";
  if (id == "fire_artillery.results")
    return value == "-" || lotn::artillery_disruption_number(value) ? ""
                                                                   : "an Artillery Fire result is a Disruption Number "
                                                                     "or - (no effect)";
  if (id == "fog" || id == "arrival_lutzen")
    return lotn::chart_range_readable(value) ? "" : "a die-roll range: 0, 0-2, 0-1* or NO";
  return "";  // the other charts are complete as printed: nothing is typed into them
}

std::vector<std::string> chart_warnings(const DataSet& data, const std::string& grid) {
  std::vector<std::string> out;
  const Grid* g = data.grid(grid);
  if (!g) return out;
  if (grid == "shock_crt") {
    // LotN 9.25: down a column, as the die roll rises, the attacker's DP should not rise and the defender's not fall.
    for (std::size_t c = 0; c < g->columns.size(); ++c) {
      std::optional<lotn::CrtResult> prev;
      std::string prev_row;
      for (std::size_t r = 0; r < g->rows.size(); ++r) {
        const Cell* cell = g->cell(r, c);
        if (!cell || cell->provenance == Provenance::Placeholder) continue;
        auto res = lotn::parse_crt(cell->value);
        if (!res) continue;
        if (prev) {
          std::string where = g->column_label + " " + g->columns[c] + ": ";
          if (res->attacker > prev->attacker)
            out.push_back(where + "the attacker's DP rises from " + std::to_string(prev->attacker) + " (die roll " +
                          prev_row + ") to " + std::to_string(res->attacker) + " (die roll " + g->rows[r] +
                          "); it should not rise as the die roll rises (LotN 9.25)");
          if (res->defender < prev->defender)
            out.push_back(where + "the defender's DP falls from " + std::to_string(prev->defender) + " (die roll " +
                          prev_row + ") to " + std::to_string(res->defender) + " (die roll " + g->rows[r] +
                          "); it should not fall as the die roll rises (LotN 9.25)");
        }
        prev = res;
        prev_row = g->rows[r];
      }
    }
  } else if (grid == "clash_of_arms") {
    const Grid* crt = data.grid("shock_crt");
    const int columns = crt ? static_cast<int>(crt->columns.size()) : 13;
    for (const auto& [at, cell] : g->cells) {
      if (cell.provenance == Provenance::Placeholder) continue;
      auto n = lotn::cell_int(cell.value);
      if (n && (*n < 1 || *n > columns))
        out.push_back(g->cell_name(g->rows[at.first], g->columns[at.second]) + ": column " + cell.value +
                      " is not a column of the Shock Combat Results Table (1 to " + std::to_string(columns) + ")");
    }
  }
  return out;
}

ChartCounts chart_counts(const Grid& g) {
  ChartCounts n;
  lotn::GridStatus st = lotn::grid_status(g, lotn::Mode::Strict);
  n.cells = st.cells;
  n.missing = st.missing;
  for (const auto& [at, cell] : g.cells) {
    if (cell.provenance == Provenance::User) ++n.typed;
    if (cell.provenance == Provenance::Placeholder) ++n.reconstructed;
  }
  return n;
}

// ---- the counter sheet

const char* side_words(const std::string& side) {
  if (side == "swedish") return "Swedes";
  if (side == "saxon") return "Saxons";
  if (side == "imperialist") return "Imperialists";
  return "";
}

std::vector<std::string> scenario_sides(const DataSet& data, const std::string& scenario) {
  std::vector<std::string> out;
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) return out;
  std::set<std::string> seen;
  for (const auto& id : lotn::scenario_counters(it->second))
    if (const CounterDef* d = data.counter(id)) seen.insert(d->side);
  for (const char* s : {"swedish", "saxon", "imperialist"})
    if (seen.count(s)) out.push_back(s);
  return out;
}

EditCell rating_cell(const CounterDef& d, const std::string& field) {
  auto it = d.values.find(field);
  if (it != d.values.end()) return edit_cell_of(it->second);
  return EditCell{};
}

std::vector<SheetRow> counter_sheet(const DataSet& data, const std::string& scenario, const std::string& side) {
  std::vector<SheetRow> leaders, units;
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) return {};
  const lotn::ScenarioDef& s = it->second;
  auto copies = edit_copies(s);
  for (const auto& id : lotn::scenario_counters(s)) {
    const CounterDef* d = data.counter(id);
    if (!d || d->side != side) continue;
    SheetRow row;
    row.counter = id;
    row.name = d->display_name();
    row.kind = d->leader ? "leader" : d->type;
    row.copies = std::max(1, copies.count(id) ? copies[id] : 1);
    row.placed = std::find(s.deployed.begin(), s.deployed.end(), id) != s.deployed.end() ||
                 std::find(s.reinforcing.begin(), s.reinforcing.end(), id) != s.reinforcing.end();
    for (const auto& f : d->fields) {
      if (f == "type" && d->type != "cavalry") continue;  // only a counter of unknown kind needs its type
      row.fields.push_back(f);
      row.values.push_back(rating_cell(*d, f));
    }
    (d->leader ? leaders : units).push_back(std::move(row));
  }
  leaders.insert(leaders.end(), std::make_move_iterator(units.begin()), std::make_move_iterator(units.end()));
  return leaders;
}

std::vector<SheetCheck> sheet_checks(const DataSet& data, const std::string& scenario) {
  std::vector<SheetCheck> out;
  auto sit = data.scenarios.find(scenario);
  if (sit == data.scenarios.end()) return out;
  const lotn::ScenarioDef& s = sit->second;
  const Grid* levels = data.grid("size_tq");
  const bool wp = scenario == "breitenfeld";  // Breitenfeld prints WP sums (TQ x SP), Lützen SP counts
  // The Lützen totals leave out the Group B infantry and Drost's cavalry (LotN Lützen, Strength and TQ Levels).
  std::set<std::string> left_out;
  if (scenario == "lutzen") {
    left_out = edit_group(s, "Group B");
    left_out.insert("drost_hc");
  }
  for (const auto& side : scenario_sides(data, scenario)) {
    if (!levels) break;
    auto r = levels->row_index(std::string(edit_scenario_words(scenario)) + " " + side_words(side));
    if (!r) continue;
    struct ArmTotal {
      const char* column = "";
      const char* words = "";
      long sum = 0;
      int counters = 0;
      std::vector<std::string> lacking;
    };
    ArmTotal arms[2];
    arms[0].column = "Inf";
    arms[0].words = "infantry";
    arms[1].column = "Cav";
    arms[1].words = "cavalry";
    for (const SheetRow& row : counter_sheet(data, scenario, side)) {
      if (row.kind == "leader" || left_out.count(row.counter)) continue;
      const CounterDef* d = data.counter(row.counter);
      std::string type = d->type;
      if (type == "cavalry") type = "HC";  // of unknown kind, but cavalry
      auto arm = lotn::arm_from_id(type);
      if (!arm || lotn::is_artillery(*arm)) continue;  // artillery is not in the totals
      ArmTotal& a = arms[lotn::is_infantry(*arm) ? 0 : 1];
      ++a.counters;
      bool pike = *arm == lotn::Arm::HI || *arm == lotn::Arm::TE;
      auto sp = pike ? edit_rating_int(*d, "fire_sp") : edit_rating_int(*d, "sp");
      auto shock = pike ? edit_rating_int(*d, "shock_sp") : std::optional<int>(0);
      auto tq = wp ? edit_rating_int(*d, "tq") : std::optional<int>(1);
      if (!sp || !shock || !tq) {
        a.lacking.push_back(row.name);
        continue;
      }
      a.sum += static_cast<long>(*tq) * (*sp + *shock) * row.copies;
    }
    for (const ArmTotal& a : arms) {
      auto c = levels->column_index(a.column);
      const Cell* printed = c ? levels->cell(*r, *c) : nullptr;
      auto want = printed ? lotn::cell_int(printed->value) : std::nullopt;
      if (!want) continue;
      SheetCheck chk;
      chk.side = side;
      std::string what = std::string(side_words(side)) + ", " + a.words + (wp ? " WP (TQ x SP)" : " SP");
      std::string total = std::to_string(*want) + " printed (LotN " + edit_scenario_words(scenario) +
                          ", Strength and TQ Levels)";
      if (!a.lacking.empty()) {
        chk.status = SheetCheck::Status::Incomplete;
        chk.text = what + ": " + std::to_string(a.sum) + " so far of " + total + "; " +
                   std::to_string(a.lacking.size()) + " of " + std::to_string(a.counters) + " counters lack " +
                   (wp ? "TQ or SP" : "SP");
      } else if (a.sum == *want) {
        chk.status = SheetCheck::Status::Agrees;
        chk.text = what + ": " + std::to_string(a.sum) + ", as printed";
      } else {
        chk.status = SheetCheck::Status::Differs;
        long diff = a.sum - *want;
        chk.text = what + ": " + std::to_string(a.sum) + " against " + total + ", " + std::to_string(diff > 0 ? diff : -diff) +
                   (diff > 0 ? " too many" : " too few");
      }
      if (scenario == "lutzen" && side == "imperialist")
        chk.text += " (without Group B and Drost; the printed total also leaves out optional Commanded Muskets the "
                    "text does not name)";
      out.push_back(std::move(chk));
    }
  }
  // The tercios the text counts (LotN Breitenfeld: Imperialist note a, 14; the Saxon deployment, 10).
  if (scenario == "breitenfeld") {
    struct Count {
      const char* side;
      int want;
      const char* source;
    };
    for (const Count& n : {Count{"imperialist", 14, "LotN Breitenfeld, Imperialist note a"},
                           Count{"saxon", 10, "LotN Breitenfeld, Saxon deployment"}}) {
      int have = 0, counters = 0;
      for (const SheetRow& row : counter_sheet(data, scenario, n.side))
        if (row.kind == "TE") {
          have += row.copies;
          ++counters;
        }
      SheetCheck chk;
      chk.side = n.side;
      std::string what = std::string(side_words(n.side)) + ", tercios: ";
      if (have == n.want) {
        chk.status = SheetCheck::Status::Agrees;
        chk.text = what + std::to_string(have) + ", as the text counts (" + n.source + ")";
      } else {
        chk.status = have < n.want ? SheetCheck::Status::Incomplete : SheetCheck::Status::Differs;
        chk.text = what + std::to_string(have) + " (in " + std::to_string(counters) + " counters) of the " +
                   std::to_string(n.want) + " the text counts (" + n.source + ")" +
                   (have < n.want ? "; the others are neither named nor placed" : ", more than it counts");
      }
      out.push_back(std::move(chk));
    }
  }
  return out;
}

// ---- the session

DataEditSession::DataEditSession(nlohmann::json entries)
    : base_(lotn::load_program_data_with_reconstructions()), entries_(std::move(entries)) {
  if (!entries_.is_object()) entries_ = lotn::empty_entries();
  if (!entries_.contains("cells")) entries_["cells"] = nlohmann::json::array();
  if (!entries_.contains("counters")) entries_["counters"] = nlohmann::json::array();
  saved_ = entries_;
  rebuild();
}

DataEditSession DataEditSession::load() {
  lotn::UserData user = lotn::load_user_data();
  DataEditSession out(user.entries);
  out.use_maps(user.maps);  // the set-up is checked on the maps he painted
  return out;
}

void DataEditSession::rebuild() {
  data_ = base_;
  lotn::apply_entries(data_, entries_, "the umpire's entries");
}

namespace {

bool edit_is_cell(const nlohmann::json& e, const std::string& grid, const std::string& row, const std::string& column) {
  return e.value("grid", "") == grid && e.value("row", "") == row && e.value("column", "") == column;
}
bool edit_is_rating(const nlohmann::json& e, const std::string& counter, const std::string& field) {
  return e.value("counter", "") == counter && e.value("field", "") == field;
}
bool edit_typed(const nlohmann::json& e) { return e.value("source", "").rfind("user: ", 0) == 0; }

}  // namespace

std::string DataEditSession::type_cell(const std::string& grid, const std::string& row, const std::string& column,
                                       const std::string& typed) {
  const Grid* g = data_.grid(grid);
  if (!g) return "no such chart";
  auto r = g->row_index(row);
  auto c = g->column_index(column);
  if (!r || !c) return "no such cell in the " + g->title;
  EditCell now = chart_cell(*g, *r, *c);
  std::string where = g->title + ", " + g->cell_name(row, column);
  if (now.locked) return where + " is " + state_word(now.state) + " in the rules text (" + g->rule + ") and is not typed";
  std::string value = edit_trim(typed);
  auto& cells = entries_["cells"];
  auto it = std::find_if(cells.begin(), cells.end(), [&](const nlohmann::json& e) { return edit_is_cell(e, grid, row, column); });
  if (value.empty()) {
    if (it != cells.end() && edit_typed(*it)) cells.erase(it);
    rebuild();
    return "";
  }
  if (std::string why = cell_value_problem(*g, column, value); !why.empty())
    return where + ": \"" + value + "\" is not a value of this chart: " + why;
  nlohmann::json entry = {{"grid", grid}, {"row", row}, {"column", column}, {"value", value}, {"source", kTypedSource}};
  if (it != cells.end())
    *it = entry;
  else
    cells.push_back(entry);
  rebuild();
  return "";
}

std::string DataEditSession::type_rating(const std::string& counter, const std::string& field, const std::string& typed) {
  const CounterDef* d = data_.counter(counter);
  if (!d) return "no such counter";
  if (std::find(d->fields.begin(), d->fields.end(), field) == d->fields.end())
    return d->display_name() + " has no " + lotn::rating_label(field);
  EditCell now = rating_cell(*d, field);
  if (now.locked)
    return "the " + lotn::rating_label(field) + " of " + d->display_name() + " is " + state_word(now.state) +
           " in the rules text and is not typed";
  std::string value = edit_trim(typed);
  auto& list = entries_["counters"];
  auto it = std::find_if(list.begin(), list.end(), [&](const nlohmann::json& e) { return edit_is_rating(e, counter, field); });
  if (value.empty()) {
    if (it != list.end() && edit_typed(*it)) list.erase(it);
    rebuild();
    return "";
  }
  if (std::string why = lotn::rating_problem(*d, field, value); !why.empty())
    return d->display_name() + ", " + lotn::rating_label(field) + ": \"" + value + "\" cannot be read: " + why;
  nlohmann::json entry = {{"counter", counter}, {"field", field}, {"value", value}, {"source", kTypedSource}};
  if (it != list.end())
    *it = entry;
  else
    list.push_back(entry);
  rebuild();
  return "";
}

bool DataEditSession::typed_cell(const std::string& grid, const std::string& row, const std::string& column) const {
  for (const auto& e : entries_["cells"])
    if (edit_is_cell(e, grid, row, column) && edit_typed(e)) return true;
  return false;
}

bool DataEditSession::typed_rating(const std::string& counter, const std::string& field) const {
  for (const auto& e : entries_["counters"])
    if (edit_is_rating(e, counter, field) && edit_typed(e)) return true;
  return false;
}

std::vector<std::string> DataEditSession::validate() const {
  std::vector<std::string> out;
  try {
    DataSet check = base_;
    lotn::apply_entries(check, entries_, "the umpire's entries");
  } catch (const std::exception& e) {
    out.push_back(e.what());
    return out;
  }
  for (const auto& e : entries_["cells"]) {
    const Grid* g = base_.grid(e.value("grid", ""));
    if (!g || !e.contains("value")) continue;
    std::string value = e["value"].is_string() ? e["value"].get<std::string>() : e["value"].dump();
    std::string column = e.value("column", "");
    if (std::string why = cell_value_problem(*g, column, value); !why.empty())
      out.push_back(g->title + ", " + g->cell_name(e.value("row", ""), column) + ": \"" + value + "\": " + why);
  }
  for (const auto& e : entries_["counters"]) {
    const CounterDef* d = base_.counter(e.value("counter", ""));
    if (!d || !e.contains("value")) continue;
    std::string value = e["value"].is_string() ? e["value"].get<std::string>() : e["value"].dump();
    if (e["value"].is_null()) value = "none";
    std::string field = e.value("field", "");
    if (std::string why = lotn::rating_problem(*d, field, value); !why.empty())
      out.push_back(d->display_name() + ", " + lotn::rating_label(field) + ": \"" + value + "\": " + why);
  }
  return out;
}

std::vector<std::string> DataEditSession::save() {
  std::vector<std::string> problems = validate();
  if (!problems.empty()) return problems;
  lotn::save_user_entries(entries_);
  saved_ = entries_;
  return {};
}

void DataEditSession::revert() {
  entries_ = saved_;
  rebuild();
}

// ---- the deployment rows

std::vector<std::string> split_hexes(const std::string& typed) {
  std::vector<std::string> out;
  std::string word;
  for (char ch : typed + " ") {
    if (ch == ' ' || ch == ',' || ch == ';' || ch == '\t') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else {
      word += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
  }
  return out;
}

std::string join_hexes(const std::vector<std::string>& hexes) {
  std::string out;
  for (const auto& h : hexes) out += (out.empty() ? "" : " ") + h;
  return out;
}

std::vector<UnplacedCounter> unplaced_counters(const lotn::DataSet& program, const std::string& scenario) {
  std::vector<UnplacedCounter> out;
  auto it = program.scenarios.find(scenario);
  if (it == program.scenarios.end()) return out;
  for (const auto& m : it->second.missing_units) {
    if (m.counter.empty()) continue;
    UnplacedCounter u;
    u.id = m.counter;
    u.side = m.side;
    u.leader = program.leaders.count(m.counter) > 0;
    const lotn::CounterDef* d = program.counter(m.counter);
    u.name = d ? d->display_name() : m.name;
    out.push_back(std::move(u));
  }
  return out;
}

std::vector<std::string> compass_words(const lotn::DataSet& data, const std::string& scenario) {
  std::vector<std::string> out;
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end() || !it->second.document) return out;
  const auto& maps = it->second.document->value("maps", nlohmann::json::array());
  if (maps.size() != 1 || !maps[0].is_string()) return out;
  const lotn::MapData* map = data.map(maps[0].get<std::string>());
  if (!map) return out;
  for (const auto& [word, v] : map->compass_vertices) out.push_back(word);
  return out;
}

namespace {

nlohmann::json edit_row_json(const DeploymentRow& r) {
  nlohmann::json j = {{"scenario", r.scenario}, {"side", r.side}};
  j[r.leader ? "leader" : "counter"] = r.counter;
  if (r.count != 1) j["count"] = r.count;
  j["hexes"] = r.hexes;
  j["facing"] = r.facing;
  j["source"] = kTypedSource;
  return j;
}

DeploymentRow edit_row_of(const nlohmann::json& j) {
  DeploymentRow r;
  r.scenario = j.value("scenario", "");
  r.side = j.value("side", "");
  r.leader = j.contains("leader");
  r.counter = j.value(r.leader ? "leader" : "counter", "");
  r.count = j.value("count", 1);
  if (j.contains("hexes") && j["hexes"].is_array())
    for (const auto& h : j["hexes"])
      if (h.is_string()) r.hexes.push_back(h.get<std::string>());
  r.facing = j.value("facing", "");
  return r;
}

}  // namespace

std::vector<std::pair<std::size_t, DeploymentRow>> DataEditSession::deployment_rows(const std::string& scenario) const {
  std::vector<std::pair<std::size_t, DeploymentRow>> out;
  if (!entries_.contains("deployments")) return out;
  const auto& rows = entries_["deployments"];
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].value("scenario", "") == scenario) out.push_back({i, edit_row_of(rows[i])});
  return out;
}

std::string DataEditSession::set_deployment_row(std::size_t index, const DeploymentRow& row) {
  if (row.counter.empty()) return "choose the counter the row places";
  if (row.hexes.empty() || std::any_of(row.hexes.begin(), row.hexes.end(), [](const std::string& h) { return h.empty(); }))
    return "type the hexes the row's counters stand in";
  if (row.facing.empty()) return "choose the direction they face";
  nlohmann::json next = entries_;
  if (!next.contains("deployments")) next["deployments"] = nlohmann::json::array();
  auto& rows = next["deployments"];
  if (index < rows.size())
    rows[index] = edit_row_json(row);
  else
    rows.push_back(edit_row_json(row));
  try {
    lotn::DataSet check = base_;
    lotn::apply_entries(check, next, "the umpire's entries");
  } catch (const std::exception& e) {
    return e.what();
  }
  entries_ = std::move(next);
  rebuild();
  return "";
}

void DataEditSession::remove_deployment_row(std::size_t index) {
  if (!entries_.contains("deployments") || index >= entries_["deployments"].size()) return;
  entries_["deployments"].erase(index);
  if (entries_["deployments"].empty()) entries_.erase("deployments");  // an older reader refuses the key
  rebuild();
}

void DataEditSession::use_maps(const std::map<std::string, nlohmann::json>& maps) {
  painted_.clear();
  for (const auto& [id, doc] : maps) {
    try {
      auto map = std::make_shared<const lotn::MapData>(lotn::read_map(doc, "the umpire's map " + id));
      painted_[map->id] = map;
    } catch (const std::exception&) {
      // an unreadable map: the painter says why; the set-up is checked on the program's map
    }
  }
  problems_.clear();
}

const std::vector<std::string>& DataEditSession::deployment_problems(const std::string& scenario) {
  auto& cached = problems_[scenario];
  if (cached.first == entries_ && !cached.first.is_null()) return cached.second;
  cached.first = entries_;
  cached.second.clear();
  auto it = data_.scenarios.find(scenario);
  if (it == data_.scenarios.end()) return cached.second;
  const auto& maps = it->second.document->value("maps", nlohmann::json::array());
  if (maps.size() != 1 || !maps[0].is_string()) return cached.second;
  const std::string map_id = maps[0].get<std::string>();
  const std::string who = it->second.name + ": ";
  std::vector<std::string> all;
  try {
    auto painted = painted_.find(map_id);
    all = painted != painted_.end() ? lotn::map_problems(data_, painted->second) : lotn::map_problems(data_, map_id);
  } catch (const std::exception& e) {
    all = {who + e.what()};
  }
  for (auto& line : all)
    if (line.rfind(who, 0) == 0) cached.second.push_back(line.substr(who.size()));
  return cached.second;
}

std::vector<std::string> DataEditSession::row_problems(const std::string& scenario, const DeploymentRow& row) {
  std::vector<std::string> out;
  const lotn::CounterDef* d = data_.counter(row.counter);
  for (const auto& line : deployment_problems(scenario)) {
    bool names = d && (line.find(d->name) != std::string::npos || line.find(d->display_name()) != std::string::npos);
    for (const auto& h : row.hexes) names = names || line.find(h) != std::string::npos;
    if (names) out.push_back(line);
  }
  return out;
}

}  // namespace umpire::lotnui
