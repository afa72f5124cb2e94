#include "lotn/data_tables.h"

#include <algorithm>
#include <charconv>
#include <set>

#include "core/error.h"
#include "core/json_read.h"
#include "lotn/data_embedded.h"
#include "lotn/map_data.h"

namespace umpire::lotn {

namespace {

constexpr const char* kLotnTableFormat = "umpire.lotn.table/1";
constexpr const char* kLotnTestTableFormat = "umpire.lotn.test-table/1";
constexpr const char* kLotnUnitsFormat = "umpire.lotn.units/1";
constexpr const char* kLotnLeadersFormat = "umpire.lotn.leaders/1";
constexpr const char* kLotnScenarioFormat = "umpire.lotn.scenario/1";
constexpr const char* kLotnEntriesFormat = "umpire.lotn.entries/1";

bool lotn_starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }


// A source and its provenance; a synthetic source only in a test table, a
// test table's cells only synthetic.
Cell lotn_read_cell(const JsonCursor& value, const JsonCursor& source, bool test_table) {
  Cell cell;
  cell.value = data_value_text(value);
  cell.source = source.as_nonempty_string();
  auto p = provenance_of(cell.source);
  if (!p)
    source.fail("a source must start with \"rule \", \"derived: \", \"example: \", \"user: \" or \"reconstructed: \"");
  if (*p == Provenance::Synthetic && !test_table)
    source.fail("a synthetic (\"test: \") value belongs in the unit tests' tables, never in the program's data");
  if (test_table && *p != Provenance::Synthetic) source.fail("a test table's values are synthetic: \"test: ...\"");
  cell.provenance = *p;
  return cell;
}

std::size_t lotn_index_of(const std::vector<std::string>& names, const JsonCursor& c, const char* what) {
  std::string name = c.as_string();
  auto it = std::find(names.begin(), names.end(), name);
  if (it == names.end()) c.fail(std::string("no ") + what + " \"" + name + "\" in this table");
  return static_cast<std::size_t>(it - names.begin());
}

void lotn_put_cell(Grid& g, std::size_t r, std::size_t col, Cell cell, const JsonCursor& at) {
  if (!g.cells.emplace(std::make_pair(r, col), std::move(cell)).second)
    at.fail("the cell " + g.cell_name(g.rows[r], g.columns[col]) + " is given twice");
}

Grid lotn_read_grid(const JsonCursor& c, const std::string& file, bool test_table) {
  c.only_keys({"id", "title", "rule", "row_label", "column_label", "rows", "columns", "cells", "formula",
               "formula_source", "placeholder_rows", "placeholder_source", "notes"});
  Grid g;
  g.id = c["id"].as_nonempty_string();
  g.title = c["title"].as_nonempty_string();
  g.rule = c["rule"].as_nonempty_string();
  g.file = file;
  g.row_label = c.optional_string("row_label");
  g.column_label = c.optional_string("column_label");
  g.rows = c["rows"].as_strings();
  g.columns = c["columns"].as_strings();
  if (g.rows.empty() || g.columns.empty()) c.fail("a table has rows and columns");
  for (const auto& e : c["cells"].items()) {
    e.only_keys({"row", "column", "value", "values", "source"});
    std::size_t r = lotn_index_of(g.rows, e["row"], "row");
    if (e.has("values")) {
      if (e.has("column") || e.has("value")) e.fail("a cell entry gives either a row's values or one column's value");
      auto values = e["values"].items();
      if (values.size() != g.columns.size())
        e["values"].fail("a row gives " + std::to_string(g.columns.size()) + " values, one a column (null where lost)");
      for (std::size_t col = 0; col < values.size(); ++col) {
        if (values[col].is_null()) continue;  // lost in the text
        lotn_put_cell(g, r, col, lotn_read_cell(values[col], e["source"], test_table), values[col]);
      }
    } else {
      std::size_t col = lotn_index_of(g.columns, e["column"], "column");
      lotn_put_cell(g, r, col, lotn_read_cell(e["value"], e["source"], test_table), e);
    }
  }
  if (auto f = c.optional("formula")) {
    g.formula = f->as_enum({"srd"});
    g.formula_source = c["formula_source"].as_nonempty_string();
    if (provenance_of(g.formula_source) != Provenance::Derived) c["formula_source"].fail("a formula is \"derived: ...\"");
  }
  if (auto p = c.optional("placeholder_rows")) {
    for (const auto& key : p->keys()) {
      JsonCursor to = (*p)[key];
      lotn_index_of(g.rows, to, "row");
      if (!g.row_index(key)) to.fail("no row \"" + key + "\" in this table");
      g.placeholder_rows[key] = to.as_string();
    }
    g.placeholder_source = c["placeholder_source"].as_nonempty_string();
    if (provenance_of(g.placeholder_source) != Provenance::Placeholder)
      c["placeholder_source"].fail("a reconstruction is \"reconstructed: ...\"");
  }
  if (auto n = c.optional("notes")) g.notes = n->as_strings();
  return g;
}

void lotn_read_tables(DataSet& data, const JsonCursor& doc, const std::string& source, bool test_table) {
  doc.only_keys({"format", "source", "grids"});
  doc["source"].as_nonempty_string();
  for (const auto& gc : doc["grids"].items()) {
    Grid g = lotn_read_grid(gc, source, test_table);
    if (data.grids.count(g.id)) gc["id"].fail("the table \"" + g.id + "\" is given twice");
    data.grid_order.push_back(g.id);
    data.grids.emplace(g.id, std::move(g));
  }
}

void lotn_read_values(CounterDef& d, const JsonCursor& values) {
  for (const auto& field : values.keys()) {
    JsonCursor v = values[field];
    v.only_keys({"value", "source"});
    d.values[field] = lotn_read_cell(v["value"], v["source"], false);
  }
}

void lotn_read_units(DataSet& data, const JsonCursor& doc) {
  doc.only_keys({"format", "source", "fields", "swedish_hi_fields", "units", "class_examples"});
  JsonCursor fields = doc["fields"];
  std::vector<std::string> swedish_hi = doc["swedish_hi_fields"].as_strings();
  for (const auto& u : doc["units"].items()) {
    u.only_keys({"id", "name", "side", "type", "double", "battle", "values", "note"});
    CounterDef d;
    d.id = u["id"].as_nonempty_string();
    d.name = u["name"].as_nonempty_string();
    d.side = u["side"].as_enum({"swedish", "saxon", "imperialist"});
    d.type = u["type"].as_nonempty_string();
    if (!fields.has(d.type)) u["type"].fail("no unit type \"" + d.type + "\" in the fields list");
    d.fields = fields[d.type].as_strings();
    if (d.type == "HI" && d.side == "swedish") d.fields.insert(d.fields.end(), swedish_hi.begin(), swedish_hi.end());
    if (auto b = u.optional("double")) d.double_sized = b->as_bool();
    if (auto b = u.optional("battle")) d.battle = b->as_enum({"B", "L"});
    d.note = u.optional_string("note");
    lotn_read_values(d, u["values"]);
    for (const auto& [field, cell] : d.values)
      if (std::find(d.fields.begin(), d.fields.end(), field) == d.fields.end())
        u["values"][field].fail("a " + d.type + " counter has no rating \"" + field + "\"");
    if (data.units.count(d.id) || data.leaders.count(d.id)) u["id"].fail("the counter \"" + d.id + "\" is given twice");
    data.units.emplace(d.id, std::move(d));
  }
  for (const auto& e : doc["class_examples"].items()) {
    e.only_keys({"class", "values", "source"});
    if (provenance_of(e["source"].as_string()) != Provenance::Example) e["source"].fail("a class example is \"example: ...\"");
  }
}

void lotn_read_leaders(DataSet& data, const JsonCursor& doc) {
  doc.only_keys({"format", "source", "fields", "leaders"});
  std::vector<std::string> fields = doc["fields"].as_strings();
  for (const auto& l : doc["leaders"].items()) {
    l.only_keys({"id", "name", "side", "values", "note", "overall_commander", "replacement", "restriction"});
    CounterDef d;
    d.leader = true;
    d.id = l["id"].as_nonempty_string();
    d.name = l["name"].as_nonempty_string();
    d.side = l["side"].as_enum({"swedish", "saxon", "imperialist"});
    d.type = "leader";
    d.fields = fields;
    d.note = l.optional_string("note");
    if (auto b = l.optional("overall_commander")) d.overall_commander = b->as_bool();
    if (auto b = l.optional("replacement")) d.replacement = b->as_bool();
    if (auto r = l.optional("restriction")) d.restriction = r->as_enum({"cavalry", "artillery"});
    lotn_read_values(d, l["values"]);
    for (const auto& [field, cell] : d.values)
      if (std::find(fields.begin(), fields.end(), field) == fields.end())
        l["values"][field].fail("a leader has no rating \"" + field + "\"");
    if (data.units.count(d.id) || data.leaders.count(d.id)) l["id"].fail("the counter \"" + d.id + "\" is given twice");
    data.leaders.emplace(d.id, std::move(d));
  }
}

void lotn_add_once(std::vector<std::string>& list, const std::string& id) {
  if (std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
}

// Scenarios are read after the counters (load order): every id they name must exist.
void lotn_read_scenario(DataSet& data, const Json& json, const JsonCursor& doc, const std::string& source) {
  doc.only_keys({"format", "id", "name", "rule", "source", "maps", "turns", "light", "fog", "sides", "replacements",
                 "deployment", "reinforcements", "missing_units", "special_rules", "victory", "gaps", "baggage"});
  ScenarioDef s;
  s.id = doc["id"].as_nonempty_string();
  s.name = doc["name"].as_nonempty_string();
  s.rule = doc["rule"].as_nonempty_string();
  s.file = source;
  auto known = [&](const JsonCursor& c, bool leader) {
    std::string id = c.as_string();
    bool ok = leader ? data.leaders.count(id) > 0 : data.units.count(id) > 0;
    if (!ok) c.fail(std::string("no ") + (leader ? "leader" : "unit counter") + " \"" + id + "\"");
    return id;
  };
  for (const auto& r : doc["deployment"].items()) {
    r.only_keys({"side", "counter", "leader", "count", "hexes", "placement", "zone", "facing", "source", "start"});
    if (r.has("leader") == r.has("counter")) r.fail("a deployment row places a counter or a leader");
    lotn_add_once(s.deployed, r.has("leader") ? known(r["leader"], true) : known(r["counter"], false));
    if (auto n = r.optional("count")) n->as_int(1, 100);
    r["hexes"].as_strings();
    if (r["hexes"].size() == 0 && !r.has("placement")) r.fail("a row with no hexes says where in \"placement\"");
    if (auto z = r.optional("zone")) {  // the placement as the set-up reads it (scenario.h)
      z->only_keys({"terrain", "or_behind", "from", "to", "source"});
      (*z)["terrain"].as_nonempty_string();
      (*z)["from"].as_nonempty_string();
      (*z)["to"].as_nonempty_string();
      if (z->has("or_behind")) (*z)["or_behind"].as_nonempty_string();
      if (provenance_of((*z)["source"].as_string()) != Provenance::Printed)
        (*z)["source"].fail("a zone is printed: \"rule ...\"");
    }
    if (provenance_of(r["source"].as_string()) != Provenance::Printed) r["source"].fail("a deployment row is printed: \"rule ...\"");
    ++s.deployment_rows;
  }
  if (auto rs = doc.optional("reinforcements"))
    for (const auto& r : rs->items()) {
      if (auto l = r.optional("leader")) lotn_add_once(s.reinforcing, known(*l, true));
      for (const auto& c : r["counters"].items()) lotn_add_once(s.reinforcing, known(c, false));
      if (auto col = r.optional("table_column")) {
        s.tables.push_back("arrival_lutzen");
        const Grid* arrival = data.grid("arrival_lutzen");
        if (arrival && !arrival->column_index(col->as_string())) col->fail("no such column in the Random Arrival Table");
      }
    }
  if (auto rs = doc.optional("replacements"))
    for (const auto& r : rs->items())
      for (const auto& l : r["leaders"].items()) lotn_add_once(s.reinforcing, known(l, true));
  for (const auto& m : doc["missing_units"].items()) {
    m.only_keys({"side", "name", "counter", "leader", "why", "source"});
    MissingUnit mu;
    mu.side = m["side"].as_enum({"swedish", "saxon", "imperialist"});
    mu.name = m["name"].as_nonempty_string();
    if (auto c = m.optional("counter")) mu.counter = known(*c, false);
    if (auto c = m.optional("leader")) mu.counter = known(*c, true);
    mu.why = m["why"].as_nonempty_string();
    mu.source = m["source"].as_nonempty_string();
    s.missing_units.push_back(std::move(mu));
  }
  if (auto bs = doc.optional("baggage"))  // the trains' hexes (baggage.h scenario_trains)
    for (const auto& b : bs->items()) {
      b.only_keys({"army", "name", "hexes", "source"});
      b["army"].as_nonempty_string();
      b["name"].as_nonempty_string();
      if (b["hexes"].as_strings().empty()) b["hexes"].fail("a train stands in at least one hex");
      if (!provenance_of(b["source"].as_string())) b["source"].fail("not a source: \"rule ...\", \"reconstructed: ...\"");
    }
  if (doc.has("fog")) s.tables.push_back("fog");
  std::sort(s.tables.begin(), s.tables.end());
  s.tables.erase(std::unique(s.tables.begin(), s.tables.end()), s.tables.end());
  s.document = std::make_shared<const Json>(json);
  if (data.scenarios.count(s.id)) doc["id"].fail("the scenario \"" + s.id + "\" is given twice");
  data.scenarios.emplace(s.id, std::move(s));
}

// The umpire's deployment rows (apply_entries' "deployments"): each checked as a printed row is, then added to its
// scenario's rows; its counter leaves the scenario's missing units and joins its deployed counters.
void lotn_apply_deployments(DataSet& data, const JsonCursor& rows) {
  std::map<std::string, Json> docs;  // the scenarios' documents with the rows added
  for (const auto& r : rows.items()) {
    r.only_keys({"scenario", "side", "counter", "leader", "count", "hexes", "facing", "source"});
    const std::string sid = r["scenario"].as_string();
    auto it = data.scenarios.find(sid);
    if (it == data.scenarios.end()) r["scenario"].fail("no such scenario");
    ScenarioDef& s = it->second;
    if (r.has("leader") == r.has("counter")) r.fail("a deployment row places a counter or a leader");
    const bool leader = r.has("leader");
    const JsonCursor id_at = leader ? r["leader"] : r["counter"];
    const std::string id = id_at.as_string();
    if (leader ? data.leaders.count(id) == 0 : data.units.count(id) == 0)
      id_at.fail(std::string("no ") + (leader ? "leader" : "unit counter") + " \"" + id + "\"");
    const std::string side = r["side"].as_enum({"swedish", "saxon", "imperialist"});
    int count = 1;
    if (auto n = r.optional("count")) count = static_cast<int>(n->as_int(1, 100));
    const auto hexes = r["hexes"].as_strings();
    if (hexes.empty()) r["hexes"].fail("a typed row says the hexes its counters stand in");
    if (leader && (count != 1 || hexes.size() != 1)) r.fail("a leader stands in one hex");
    r["facing"].as_nonempty_string();
    if (provenance_of(r["source"].as_string()) != Provenance::User)
      r["source"].fail("a typed deployment row is \"user: ...\" (from the printed copy)");
    Json& doc = docs.try_emplace(sid, *s.document).first->second;
    const CounterDef* d = data.counter(id);
    if (!d->side.empty() && d->side != side) r["side"].fail("the counter " + d->display_name() + " is " + d->side);
    for (const auto& printed : doc.at("deployment")) {
      if (printed.value(leader ? "leader" : "counter", std::string()) != id) continue;
      const std::string src = printed.value("source", std::string());
      if (provenance_of(src) == Provenance::Printed)
        r.fail("the printed deployment already places " + d->display_name() + " (" + src + ")");
    }
    Json row = r.value();
    row.erase("scenario");
    doc["deployment"].push_back(std::move(row));
    lotn_add_once(s.deployed, id);
    ++s.deployment_rows;
    s.missing_units.erase(std::remove_if(s.missing_units.begin(), s.missing_units.end(),
                                         [&](const MissingUnit& m) { return m.counter == id; }),
                          s.missing_units.end());
  }
  for (auto& [sid, doc] : docs) data.scenarios.at(sid).document = std::make_shared<const Json>(std::move(doc));
}

}  // namespace

std::string data_value_text(const JsonCursor& c) {
  const Json& v = c.value();
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (v.is_null()) return "none";
  c.fail_expected("a value: a string, a whole number, yes/no (true/false) or null");
}

const char* to_string(Provenance p) {
  switch (p) {
    case Provenance::Printed: return "printed";
    case Provenance::Derived: return "derived";
    case Provenance::Example: return "example";
    case Provenance::User: return "user";
    case Provenance::Placeholder: return "placeholder";
    case Provenance::Synthetic: return "test";
  }
  return "?";
}

std::optional<Provenance> provenance_of(const std::string& source) {
  if (lotn_starts_with(source, "rule ")) return Provenance::Printed;
  if (lotn_starts_with(source, "derived: ")) return Provenance::Derived;
  if (lotn_starts_with(source, "example: ")) return Provenance::Example;
  if (lotn_starts_with(source, "user: ")) return Provenance::User;
  if (lotn_starts_with(source, "reconstructed: ")) return Provenance::Placeholder;
  if (lotn_starts_with(source, "test: ")) return Provenance::Synthetic;
  return std::nullopt;
}

std::optional<int> cell_int(const std::string& value) {
  const char* b = value.data();
  const char* e = b + value.size();
  if (b != e && *b == '+') ++b;
  int n = 0;
  auto [p, ec] = std::from_chars(b, e, n);
  if (ec != std::errc() || p != e || b == e) return std::nullopt;
  return n;
}

std::optional<std::size_t> Grid::row_index(const std::string& row) const {
  auto it = std::find(rows.begin(), rows.end(), row);
  if (it == rows.end()) return std::nullopt;
  return static_cast<std::size_t>(it - rows.begin());
}

std::optional<std::size_t> Grid::column_index(const std::string& column) const {
  auto it = std::find(columns.begin(), columns.end(), column);
  if (it == columns.end()) return std::nullopt;
  return static_cast<std::size_t>(it - columns.begin());
}

const Cell* Grid::cell(std::size_t row, std::size_t column) const {
  auto it = cells.find({row, column});
  return it == cells.end() ? nullptr : &it->second;
}

std::string Grid::cell_name(const std::string& row, const std::string& column) const {
  std::string r = row_label.empty() ? row : row_label + " " + row;
  std::string c = column_label.empty() ? column : column_label + " " + column;
  return r + ", " + c;
}

std::string rating_label(const std::string& field) {
  static const std::map<std::string, std::string> labels = {
      {"fire_sp", "musket SP"}, {"shock_sp", "pike SP"}, {"sp", "SP"}, {"tq", "TQ"}, {"tq_disrupted", "Disrupted TQ"},
      {"ma", "MA"}, {"ma_disrupted", "Disrupted MA"}, {"ma_extended", "extended MA"}, {"fr", "Fire Rate"}, {"fr_disrupted", "Disrupted Fire Rate"},
      {"fr_caracole", "caracole Fire Rate"}, {"weapon", "weapon"}, {"range", "range"}, {"type", "type"},
      {"initiative", "Initiative"}, {"elite", "Elite"}, {"line_commands", "Line Command"},
      {"command_range", "Command Range"}, {"strategy", "Strategy"}, {"charisma", "Charisma"},
      {"mortality", "Mortality"}};
  auto it = labels.find(field);
  return it == labels.end() ? field : it->second;
}

std::vector<std::string> CounterDef::missing_fields() const {
  std::vector<std::string> out;
  for (const auto& f : fields)
    if (!values.count(f) && !(f == "type" && type != "cavalry")) out.push_back(f);
  return out;
}

std::string CounterDef::display_name() const { return battle.empty() ? name : name + " [" + battle + "]"; }

const Grid* DataSet::grid(const std::string& id) const {
  auto it = grids.find(id);
  return it == grids.end() ? nullptr : &it->second;
}

const MapData* DataSet::map(const std::string& id) const {
  auto it = maps.find(id);
  return it == maps.end() ? nullptr : it->second.get();
}

const CounterDef* DataSet::counter(const std::string& id) const {
  if (auto it = units.find(id); it != units.end()) return &it->second;
  if (auto it = leaders.find(id); it != leaders.end()) return &it->second;
  return nullptr;
}

void read_document(DataSet& data, const Json& json, const std::string& source) {
  JsonCursor doc(json, source);
  doc.expect_object();
  std::string format = doc["format"].as_string();
  if (format == kLotnTestTableFormat) {
    if (data.origin != Origin::Test)
      doc["format"].fail("synthetic test tables are for the unit tests only and are never loaded by the program");
    lotn_read_tables(data, doc, source, true);
    data.files.push_back(source);
    return;
  }
  if (data.origin == Origin::Test) doc["format"].fail("a test data set reads only synthetic test tables");
  if (format == kLotnTableFormat) {
    lotn_read_tables(data, doc, source, false);
  } else if (format == kLotnUnitsFormat) {
    lotn_read_units(data, doc);
  } else if (format == kLotnLeadersFormat) {
    lotn_read_leaders(data, doc);
  } else if (format == kLotnScenarioFormat) {
    lotn_read_scenario(data, json, doc, source);
  } else {
    doc["format"].fail("not a Lion of the North data document");
  }
  data.files.push_back(source);
}

DataSet load_program_data() {
  DataSet data;
  data.origin = Origin::Program;
  // Tables and counters first: the scenarios name them.
  for (const auto& f : data::embedded_files()) read_document(data, parse_json(f.text(), f.path), f.path);
  for (const auto& f : data::embedded_maps()) {
    auto map = std::make_shared<const MapData>(read_map(parse_json(f.text(), f.path), f.path));
    if (!data.maps.emplace(map->id, map).second)
      throw JsonError(f.path, "/id", "the map \"" + map->id + "\" is given twice");
    data.files.push_back(f.path);
  }
  return data;
}

void apply_reconstructions(DataSet& data) {
  const auto& f = data::reconstructions_file();
  Json doc = parse_json(f.text(), f.path);
  doc.erase("trial_ratings");  // trial play's placeholder ratings, read on their own (trial_ratings.h)
  apply_entries(data, doc, f.path);
}

DataSet load_program_data_with_reconstructions() {
  DataSet data = load_program_data();
  apply_reconstructions(data);
  return data;
}

void apply_entries(DataSet& data, const Json& json, const std::string& source) {
  JsonCursor doc(json, source);
  doc.expect_object();
  std::string format = doc["format"].as_string();
  if (format == kLotnTestTableFormat)
    doc["format"].fail("synthetic test tables are for the unit tests only and are never loaded by the program");
  if (format != kLotnEntriesFormat) doc["format"].fail("expected \"" + std::string(kLotnEntriesFormat) + "\"");
  doc.only_keys({"format", "source", "cells", "counters", "deployments"});
  auto entered = [](const JsonCursor& value, const JsonCursor& src) {
    Cell cell = lotn_read_cell(value, src, false);
    if (cell.provenance != Provenance::User && cell.provenance != Provenance::Placeholder)
      src.fail("an entry is \"user: ...\" (from the printed copy) or \"reconstructed: ...\" (a placeholder)");
    return cell;
  };
  if (auto cells = doc.optional("cells"))
    for (const auto& e : cells->items()) {
      e.only_keys({"grid", "row", "column", "value", "source"});
      auto it = data.grids.find(e["grid"].as_string());
      if (it == data.grids.end()) e["grid"].fail("no such table");
      Grid& g = it->second;
      std::size_t r = lotn_index_of(g.rows, e["row"], "row");
      std::size_t c = lotn_index_of(g.columns, e["column"], "column");
      Cell cell = entered(e["value"], e["source"]);
      const Cell* old = g.cell(r, c);
      if (old && (old->provenance == Provenance::Printed || old->provenance == Provenance::Derived))
        e.fail("the cell " + g.cell_name(g.rows[r], g.columns[c]) + " is printed in the rules text and is not entered");
      // A reconstruction stands in for a lost cell only: an example or the umpire's value stays.
      if (old && cell.provenance == Provenance::Placeholder && old->provenance != Provenance::Placeholder) continue;
      g.cells[{r, c}] = std::move(cell);
    }
  if (auto counters = doc.optional("counters"))
    for (const auto& e : counters->items()) {
      e.only_keys({"counter", "field", "value", "source"});
      std::string id = e["counter"].as_string();
      CounterDef* d = nullptr;
      if (auto it = data.units.find(id); it != data.units.end()) d = &it->second;
      if (auto it = data.leaders.find(id); it != data.leaders.end()) d = &it->second;
      if (!d) e["counter"].fail("no such counter");
      std::string field = e["field"].as_string();
      if (std::find(d->fields.begin(), d->fields.end(), field) == d->fields.end())
        e["field"].fail("the counter has no rating \"" + field + "\"");
      auto old = d->values.find(field);
      if (old != d->values.end() && old->second.provenance == Provenance::Printed)
        e.fail("the rating is printed in the rules text and is not entered");
      Cell cell = entered(e["value"], e["source"]);
      if (old != d->values.end() && cell.provenance == Provenance::Placeholder &&
          old->second.provenance != Provenance::Placeholder)
        continue;
      d->values[field] = std::move(cell);
    }
  if (auto rows = doc.optional("deployments")) lotn_apply_deployments(data, *rows);
  data.files.push_back(source);
}

void apply_entries_file(DataSet& data, const std::filesystem::path& path) {
  apply_entries(data, load_json_file(path), path.string());
}

DataSet load_test_tables(const std::vector<std::filesystem::path>& files) {
  DataSet data;
  data.origin = Origin::Test;
  for (const auto& f : files) read_document(data, load_json_file(f), f.string());
  return data;
}

}  // namespace umpire::lotn
