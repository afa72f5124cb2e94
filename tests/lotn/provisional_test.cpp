// The reconstructions of the lost chart cells (data/lotn/provisional.json):
// provisional play can read every cell of every chart and is marked
// provisional; strict play refuses every reconstruction by name; the
// reconstructions never replace a printed, derived or example value; and the
// reconstructed Shock CRT, fire tables, Clash of Arms rows, range effects and
// arrival rows keep the shape the printed cells and the worked examples give
// them, so a later edit cannot silently break it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/json_read.h"
#include "lotn/data_check.h"
#include "lotn/data_lookup.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

const DataSet& prov_text_data() {
  static const DataSet data = load_program_data();
  return data;
}

const DataSet& prov_full_data() {
  static const DataSet data = load_program_data_with_reconstructions();
  return data;
}

// A cell as provisional play reads it (REQUIREd readable).
std::string prov_read(const std::string& grid, const std::string& row, const std::string& column) {
  Tables t(prov_full_data(), Mode::Provisional);
  Looked l = t.cell(grid, row, column);
  REQUIRE_MESSAGE(l.ok(), grid << " " << row << " " << column << ": " << l.refusal);
  return l.cell->value;
}

// "3(2)" -> {3, 2}.
std::pair<int, int> prov_dp(const std::string& v) {
  auto open = v.find('(');
  REQUIRE_MESSAGE((open != std::string::npos && v.back() == ')'), v);
  return {std::stoi(v.substr(0, open)), std::stoi(v.substr(open + 1, v.size() - open - 2))};
}

// A result cell: "-" (nothing) below 0, else its number.
int prov_result(const std::string& v) {
  if (v == "-") return -1;
  auto n = cell_int(v);
  REQUIRE_MESSAGE(n.has_value(), v);
  return *n;
}

// A d10 range cell: "-" none, "4", "0-2"; a "*" (Halle road) is ignored.
std::optional<std::pair<int, int>> prov_faces(std::string v) {
  if (!v.empty() && v.back() == '*') v.pop_back();
  if (v == "-" || v == "NO") return std::nullopt;
  auto dash = v.find('-');
  if (dash == std::string::npos) return std::make_pair(std::stoi(v), std::stoi(v));
  return std::make_pair(std::stoi(v.substr(0, dash)), std::stoi(v.substr(dash + 1)));
}

// The small-arms column of a musket strength, from the bands as provisional play reads them.
int prov_musket_column(int strength) {
  const Grid& g = *prov_full_data().grid("fire_small_arms.bands");
  int found = 0;
  for (std::size_t c = 0; c < g.columns.size(); ++c) {
    std::string band = prov_read(g.id, "Musket", g.columns[c]);
    bool in = false;
    if (band == "<1") {
      in = strength < 1;
    } else if (band.back() == '+') {
      in = strength >= std::stoi(band.substr(0, band.size() - 1));
    } else {
      auto f = prov_faces(band);
      REQUIRE(f);
      in = strength >= f->first && strength <= f->second;
    }
    if (in) {
      CHECK_MESSAGE(found == 0, "strength " << strength << " is in two bands");
      found = static_cast<int>(c) + 1;
    }
  }
  return found;
}

std::string prov_fire(int column, const std::string& row) {
  column = std::clamp(column, 1, 11);
  return prov_read("fire_small_arms.results", row, std::to_string(column));
}

// A Terrain Chart movement code: "1", "3D", "+1D", "+D3", "ALL DH", "stop DA", "NA", "NE".
bool prov_movement_code(const std::string& v) {
  if (v == "NA" || v == "NE" || v == "ALL") return true;
  std::size_t i = 0;
  auto word = [&](const char* w) {
    std::string s(w);
    if (v.compare(i, s.size(), s) == 0) {
      i += s.size();
      return true;
    }
    return false;
  };
  if (word("ALL ") || word("stop ")) {
  } else {
    if (v[i] == '+') ++i;
    while (i < v.size() && std::isdigit(static_cast<unsigned char>(v[i]))) ++i;
  }
  if (i == v.size()) return v != "+";
  std::string rest = v.substr(i);
  return rest == "D" || rest == "D3" || rest == "DA" || rest == "DH";
}

// "2L": a column shift to the left.
bool prov_shift(const std::string& v) {
  return v.size() >= 2 && v.back() == 'L' && std::all_of(v.begin(), v.end() - 1, [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

}  // namespace

TEST_CASE("lotn provisional: every cell of every chart is readable in provisional play, and the battle is marked provisional") {
  const DataSet& data = prov_full_data();
  LookupLog log;
  Tables t(data, Mode::Provisional, &log);
  std::size_t placeholders = 0, cells = 0;
  for (const auto& [id, g] : data.grids) {
    GridStatus st = grid_status(g, Mode::Provisional);
    CHECK_MESSAGE(st.missing == 0, g.title << " still lacks " << st.missing << " cells in provisional play");
    if (g.formula == "srd") continue;  // every cell by the rule's formula (read through Tables::srd)
    for (const auto& row : g.rows)
      for (const auto& column : g.columns) {
        ++cells;
        Looked l = t.cell(id, row, column, "provisional test");
        REQUIRE_MESSAGE(l.ok(), g.title << ": " << g.cell_name(row, column) << ": " << l.refusal);
        CHECK_FALSE(l.cell->value.empty());
        CHECK(l.cell->provenance != Provenance::Synthetic);
        if (l.cell->provenance == Provenance::Placeholder) {
          ++placeholders;
          CHECK(l.provisional);
          CHECK(l.cell->source.rfind("reconstructed: LotN ", 0) == 0);
        } else {
          CHECK_FALSE(l.provisional);
        }
      }
  }
  CHECK(cells > 1000);
  CHECK(placeholders == 727);
  CHECK(log.provisional());
  CHECK(log.count(Provenance::Placeholder) == placeholders);
  CHECK(t.srd(20, 3).ok());

  // Reading only printed cells leaves the battle unmarked.
  LookupLog printed_only;
  Tables p(data, Mode::Provisional, &printed_only);
  CHECK(p.cell("shock_crt", "0", "6").ok());
  CHECK(p.cell("clash_of_arms", "TE Rear", "HC").ok());
  CHECK_FALSE(printed_only.provisional());
}

TEST_CASE("lotn provisional: strict play refuses every reconstruction, naming the cell, and the check still counts it missing") {
  const DataSet& data = prov_full_data();
  Tables strict(data, Mode::Strict);
  std::size_t refused = 0;
  for (const auto& [id, g] : data.grids) {
    for (const auto& [at, cell] : g.cells) {
      if (cell.provenance != Provenance::Placeholder) continue;
      const std::string& row = g.rows[at.first];
      const std::string& column = g.columns[at.second];
      Looked l = strict.cell(id, row, column);
      REQUIRE_FALSE(l.ok());
      CHECK(l.refusal == g.rule + ": " + g.title + " has no value for " + g.cell_name(row, column) +
                             " (lost from the rules text). Enter it from the printed chart, or play provisionally "
                             "(setting data.mode: only a reconstruction stands in for it).");
      ++refused;
    }
    // A reconstruction does not make a cell less missing from the printed copy.
    GridStatus with = grid_status(g, Mode::Strict);
    GridStatus without = grid_status(*prov_text_data().grid(id), Mode::Strict);
    CHECK_MESSAGE(with.missing == without.missing, g.title);
    CHECK(with.missing_cells == without.missing_cells);
  }
  CHECK(refused == 727);
  CHECK_THROWS_WITH_AS(strict.need("shock_crt", "5", "4"),
                       "LotN 9.25: Shock Combat Results Table has no value for die roll 5, column 4 (lost from the rules "
                       "text). Enter it from the printed chart, or play provisionally (setting data.mode: only a "
                       "reconstruction stands in for it).",
                       MissingValue);
  CHECK_THROWS_WITH_AS(strict.need("terrain", "Marsh", "HC"), doctest::Contains("terrain Marsh, unit or table HC"), MissingValue);

  std::string report = check_report(data, {});
  CHECK(report.find("Reconstructions: 727 lost chart cells have a placeholder") != std::string::npos);
  CHECK(report.find("Shock Combat Results Table (LotN 9.25): 130 cells: 15 printed, 3 example; 112 missing") !=
        std::string::npos);
  CHECK(report.find("provisional: 112 of them read from a reconstruction, until entered from the printed chart") !=
        std::string::npos);
  CHECK(report.find("Terrain Chart (LotN 6.2): 187 cells:") != std::string::npos);
  CHECK(report.find("provisional play may use Random Arrival with the reconstructed rows") != std::string::npos);
  CHECK(report.find("digest") == std::string::npos);
  for (const char* scenario : {"breitenfeld", "lutzen"}) {
    auto strict_blocks = play_blockers(data, scenario, Mode::Strict);
    auto prov_blocks = play_blockers(data, scenario, Mode::Provisional);
    CHECK(std::any_of(strict_blocks.begin(), strict_blocks.end(),
                      [](const std::string& s) { return s.find("Shock Combat Results Table") != std::string::npos; }));
    // Provisional play is blocked by counters and deployments only, never by a chart.
    for (const auto& b : prov_blocks) CHECK_MESSAGE(b.find("cells") == std::string::npos, b);
  }
}

TEST_CASE("lotn provisional: the reconstructions never replace a printed, derived, example or user value") {
  const DataSet& text = prov_text_data();
  const DataSet& full = prov_full_data();
  for (const auto& [id, g] : text.grids) {
    const Grid& f = *full.grid(id);
    for (const auto& [at, cell] : g.cells) {
      const Cell* kept = f.cell(at.first, at.second);
      REQUIRE(kept);
      CHECK_MESSAGE(kept->value == cell.value, g.title << ": " << g.cell_name(g.rows[at.first], g.columns[at.second]));
      CHECK(kept->provenance == cell.provenance);
      CHECK(kept->source == cell.source);
    }
  }
  // The shipped file gives only lost cells (so nothing in it is silently passed over), each with its reason.
  Json doc = load_json_file(std::filesystem::path(UMPIRE_SOURCE_DIR) / "data/lotn/provisional.json");
  CHECK(doc.at("format") == "umpire.lotn.entries/1");
  CHECK_FALSE(doc.contains("counters"));
  std::size_t entries = 0;
  for (const auto& e : doc.at("cells")) {
    ++entries;
    const Grid* g = text.grid(e.at("grid").get<std::string>());
    REQUIRE(g);
    auto r = g->row_index(e.at("row").get<std::string>());
    auto c = g->column_index(e.at("column").get<std::string>());
    REQUIRE((r && c));
    CHECK_MESSAGE(g->cell(*r, *c) == nullptr, g->title << ": " << g->cell_name(g->rows[*r], g->columns[*c])
                                                     << " has a value in the rules text");
    std::string source = e.at("source").get<std::string>();
    CHECK(source.rfind("reconstructed: LotN ", 0) == 0);
    CHECK(source.size() > 80);
  }
  CHECK(entries == 727);

  // Over an example the reconstruction yields; the umpire's value replaces a reconstruction, and then stays.
  DataSet data = load_program_data();
  Json guess = {{"format", "umpire.lotn.entries/1"},
                {"cells",
                 {{{"grid", "clash_of_arms"}, {"row", "HI Front"}, {"column", "HI"}, {"value", 3}, {"source", "reconstructed: x"}},
                  {{"grid", "shock_crt"}, {"row", "2"}, {"column", "5"}, {"value", "9(9)"}, {"source", "reconstructed: x"}}}}};
  Json user = {{"format", "umpire.lotn.entries/1"},
               {"cells", {{{"grid", "shock_crt"}, {"row", "2"}, {"column", "5"}, {"value", "3(2)"}, {"source", "user: printed copy"}}}}};
  apply_entries(data, guess, "guess.json");
  apply_entries(data, user, "user.json");
  apply_entries(data, guess, "guess.json");
  apply_reconstructions(data);
  Tables strict(data, Mode::Strict);
  CHECK(strict.need("clash_of_arms", "HI Front", "HI").value == "7");
  CHECK(strict.need("clash_of_arms", "HI Front", "HI").provenance == Provenance::Example);
  Cell entered = strict.need("shock_crt", "2", "5");
  CHECK(entered.value == "3(2)");
  CHECK(entered.provenance == Provenance::User);
  Json printed = {{"format", "umpire.lotn.entries/1"},
                  {"cells", {{{"grid", "shock_crt"}, {"row", "0"}, {"column", "5"}, {"value", "1(1)"}, {"source", "reconstructed: x"}}}}};
  CHECK_THROWS_WITH_AS(apply_entries(data, printed, "e.json"), doctest::Contains("printed in the rules text"), UserError);
}

TEST_CASE("lotn provisional: the Shock CRT reconstruction favours the attacker down and across, through the examples") {
  const Grid& g = *prov_full_data().grid("shock_crt");
  REQUIRE(g.rows.size() == 10);
  REQUIRE(g.columns.size() == 13);
  std::vector<std::vector<std::pair<int, int>>> dp(10);
  for (std::size_t r = 0; r < 10; ++r)
    for (std::size_t c = 0; c < 13; ++c) dp[r].push_back(prov_dp(prov_read("shock_crt", g.rows[r], g.columns[c])));
  for (std::size_t r = 0; r < 10; ++r)
    for (std::size_t c = 0; c < 13; ++c) {
      auto [a, d] = dp[r][c];
      CHECK(a >= 1);
      CHECK(d >= 1);
      if (r > 0) {
        CHECK_MESSAGE(a <= dp[r - 1][c].first, "attacker DP rises down column " << c + 1 << " at row " << r);
        CHECK_MESSAGE(d >= dp[r - 1][c].second, "defender DP falls down column " << c + 1 << " at row " << r);
      }
      if (c > 0) {
        CHECK_MESSAGE(a <= dp[r][c - 1].first, "attacker DP rises across row " << r << " at column " << c + 1);
        CHECK_MESSAGE(d >= dp[r][c - 1].second, "defender DP falls across row " << r << " at column " << c + 1);
      }
    }
  // The printed row 0 and the worked examples.
  CHECK(prov_read("shock_crt", "0", "1") == "6(1)");
  CHECK(prov_read("shock_crt", "1", "2") == "4(2)");
  CHECK(prov_read("shock_crt", "3", "6") == "2(2)");  // LotN 9.27: HI against HI at 7, 1L, roll 3
  CHECK(prov_read("shock_crt", "4", "7") == "2(2)");  // the Finns: column 6, 1R, roll 4
  CHECK(prov_read("shock_crt", "8", "6") == "2(3)");  // the Upplanders: column 6, roll 8
}

TEST_CASE("lotn provisional: the Small-Arms Fire Table reconstruction rises down and across and gives every worked example") {
  const Grid& g = *prov_full_data().grid("fire_small_arms.results");
  REQUIRE(g.rows.size() == 12);
  for (std::size_t r = 0; r < g.rows.size(); ++r)
    for (std::size_t c = 0; c < g.columns.size(); ++c) {
      int h = prov_result(prov_read(g.id, g.rows[r], g.columns[c]));
      CHECK(h <= 4);
      if (r > 0) CHECK_MESSAGE(h >= prov_result(prov_read(g.id, g.rows[r - 1], g.columns[c])), g.rows[r] << " " << c + 1);
      if (c > 0) CHECK_MESSAGE(h >= prov_result(prov_read(g.id, g.rows[r], g.columns[c - 1])), g.rows[r] << " " << c + 1);
    }
  // The bands: every musket strength in exactly one column, in order.
  int last = 0;
  for (int s = 0; s <= 40; ++s) {
    int col = prov_musket_column(s);
    CHECK_MESSAGE(col >= 1, "strength " << s << " has no column");
    CHECK(col >= last);
    last = col;
  }
  CHECK(prov_musket_column(13) == 7);
  CHECK(prov_musket_column(14) == 8);
  CHECK(prov_musket_column(20) == 10);
  CHECK(prov_musket_column(21) == 11);
  // The examples, as the procedure would read them.
  CHECK(prov_fire(prov_musket_column(11) - 2, "8") == "2");   // LotN 8.29: 11 muskets after 2 MP, 7 + 1
  CHECK(prov_fire(prov_musket_column(20), "4") == "2");       // LotN 9.27: Mitzlaff's Salvo of 20
  CHECK(prov_fire(prov_musket_column(10), "7") == "2");       // Bose's right half, Salvo of 10
  CHECK(prov_fire(prov_musket_column(10), "8") == "2");       // Bose's left half
  CHECK(prov_fire(prov_musket_column(6) - 1, "6") == "1");    // Kehrans, 6 muskets after 1 MP
  CHECK(prov_fire(prov_musket_column(1) - 1, "3") == "-");    // v. Breuner, 1 musket after 1 MP
  CHECK(prov_fire(prov_musket_column(8) - 2, "7") == "1");    // Waldstein, 8 muskets after 2 MP
  CHECK(prov_fire(prov_musket_column(16) - 1, "5") == "2");   // LotN 8.3: a Salvo of 16 at a CR (armour 1L)
  CHECK(prov_fire(4, "7") == "1");                            // LotN 8.3: the CR's pistols at 3 SP, 5 + 2
  CHECK(prov_fire(4, "5") == "-");                            // and at its lower Fire Rate
  CHECK(prov_fire(10, "<0") == "1");
  CHECK(prov_fire(7, "0") == "-");
}

TEST_CASE("lotn provisional: the Clash of Arms reconstruction keeps the examples, and flank beats front, rear beats flank") {
  for (const std::string d : {"HI", "LI", "HC", "CR", "LC"})
    for (const std::string attacker : {"TE", "HI", "LI", "HC", "CR", "LC"}) {
      const std::string& defender = d;
      int front = std::stoi(prov_read("clash_of_arms", d + " Front", attacker));
      int flank = std::stoi(prov_read("clash_of_arms", d + " Flank", attacker));
      int rear = std::stoi(prov_read("clash_of_arms", d + " Rear", attacker));
      CHECK_MESSAGE(front >= 1, defender << " " << attacker);
      CHECK_MESSAGE(front < flank, defender << " front/flank, attacker " << attacker);
      CHECK_MESSAGE(flank < rear, defender << " flank/rear, attacker " << attacker);
      CHECK(rear <= 13);
      // A tercio is the hardest foot to break: the brigade and the LI are no harder.
      if (d == "HI" || d == "LI")
        for (const char* angle : {" Front", " Flank", " Rear"})
          CHECK(std::stoi(prov_read("clash_of_arms", d + angle, attacker)) >=
                std::stoi(prov_read("clash_of_arms", std::string("TE") + angle, attacker)));
    }
  CHECK(prov_read("clash_of_arms", "HI Front", "HI") == "7");
  CHECK(prov_read("clash_of_arms", "LI Front", "TE") == "11");
  CHECK(prov_read("clash_of_arms", "CR Front", "HC") == "6");
  CHECK(prov_read("clash_of_arms", "CR Rear", "LC") == "8");
  CHECK(prov_read("clash_of_arms", "LC Front", "LC") == "7");
  // LotN 9.25A example: against the LC front (7) rather than the CR rear (8) the defender takes the 7.
  CHECK(std::stoi(prov_read("clash_of_arms", "LC Front", "LC")) < std::stoi(prov_read("clash_of_arms", "CR Rear", "LC")));

  // The Superiority Chart: the chart's four results only, and DS2 (defined in the legend) is somewhere.
  const Grid& s = *prov_full_data().grid("superiority");
  bool ds2 = false;
  for (const auto& row : s.rows)
    for (const auto& column : s.columns) {
      std::string v = prov_read("superiority", row, column);
      CHECK((v == "-" || v == "AS2" || v == "DS2" || v == "DS3"));
      ds2 = ds2 || v == "DS2";
    }
  CHECK(ds2);
  CHECK(prov_read("superiority", "CR", "Charging HC") == "AS2");            // the cavalry example
  CHECK(prov_read("superiority", "CR Counter-Charge", "HC") != "-");        // LotN 9.46 example: it helps the CR
}

TEST_CASE("lotn provisional: the artillery reconstructions: each d10 face one column, results rising, the LotN 8.66 example") {
  const Grid& sel = *prov_full_data().grid("fire_artillery.selector");
  std::map<std::string, std::vector<int>> column_of;  // row -> column (1-13) of each face
  for (const auto& row : sel.rows) {
    std::vector<int> faces(10, 0);
    for (std::size_t c = 0; c < sel.columns.size(); ++c) {
      auto f = prov_faces(prov_read(sel.id, row, sel.columns[c]));
      if (!f) continue;
      for (int face = f->first; face <= f->second; ++face) {
        CHECK_MESSAGE(faces.at(static_cast<std::size_t>(face)) == 0, row << " face " << face << " twice");
        faces[static_cast<std::size_t>(face)] = static_cast<int>(c) + 1;
      }
    }
    for (int face = 0; face < 10; ++face) {
      CHECK_MESSAGE(faces[static_cast<std::size_t>(face)] > 0, row << " face " << face << " selects no column");
      if (face > 0) CHECK(faces[static_cast<std::size_t>(face)] >= faces[static_cast<std::size_t>(face - 1)]);
    }
    column_of[row] = faces;
  }
  CHECK(column_of.at("Swedes Heavy")[4] == 5);  // printed
  CHECK(column_of.at("Swedes Field")[0] == 1);  // printed

  const Grid& res = *prov_full_data().grid("fire_artillery.results");
  for (std::size_t r = 0; r < res.rows.size(); ++r)
    for (std::size_t c = 0; c < res.columns.size(); ++c) {
      int n = prov_result(prov_read(res.id, res.rows[r], res.columns[c]));
      if (r > 0) CHECK(n >= prov_result(prov_read(res.id, res.rows[r - 1], res.columns[c])));
      if (c > 0) CHECK(n >= prov_result(prov_read(res.id, res.rows[r], res.columns[c - 1])));
    }
  // LotN 8.66 example: Imperialist Heavy, d10 4, adjusted d6 7: Disruption Number 2.
  CHECK(prov_read(res.id, "7", std::to_string(column_of.at("Imperialists Heavy")[4])) == "2");

  // Range Effects: the artillery adjustment never rises with range; Heavy at 7 hexes -1 (LotN 8.66 example).
  for (const std::string gun : {"Regimental", "Field", "Heavy"}) {
    int prev = 99;
    for (const auto& band : prov_full_data().grid("range_effects")->columns) {
      std::string v = prov_read("range_effects", gun, band);
      if (v == "-") {
        prev = -99;
        continue;
      }
      int drm = v == "NC" ? 0 : *cell_int(v);
      CHECK_MESSAGE(prev != -99, gun << " fires again beyond a range it may not fire at");
      CHECK_MESSAGE(drm <= prev, gun << " at " << band);
      prev = drm;
    }
  }
  CHECK(prov_read("range_effects", "Heavy", "7-9") == "-1");
}

TEST_CASE("lotn provisional: the Terrain Chart reconstruction is in the chart's codes; the arrival rows only widen") {
  const Grid& g = *prov_full_data().grid("terrain");
  for (const auto& row : g.rows)
    for (const auto& column : g.columns) {
      std::string v = prov_read("terrain", row, column);
      if (column == "Fire") {
        auto slash = v.find('/');
        bool ok = v == "NE" ||
                  (slash != std::string::npos && prov_shift(v.substr(0, slash)) && cell_int(v.substr(slash + 1)).has_value());
        CHECK_MESSAGE(ok, row << " Fire: " << v);
      } else if (column == "Shock") {
        CHECK_MESSAGE((v == "NE" || prov_shift(v)), row << " Shock: " << v);
      } else {
        CHECK_MESSAGE(prov_movement_code(v), row << " " << column << ": " << v);
      }
    }
  // The clues of the text.
  CHECK(prov_read("terrain", "Garden", "LC") == "2");
  CHECK(prov_read("terrain", "Deep stream", "TE") == "ALL DH");
  CHECK(prov_read("terrain", "Ditch (enter)", "Art H/F") == "NA");
  CHECK(prov_read("terrain", "Elevated road", "Art Rgmt") == "NA");
  CHECK(prov_read("terrain", "Town/Castle wall", "HI") == "NA");  // LotN 6.25, note a
  CHECK(prov_read("terrain", "Road", "Fire") == "NE");            // note a: the road gives no combat benefit
  CHECK(prov_read("terrain", "Woods", "Fire").find("/0") != std::string::npos);  // note o

  const Grid& a = *prov_full_data().grid("arrival_lutzen");
  for (const auto& column : a.columns) {
    int prev = -1;
    for (const auto& row : a.rows) {
      auto f = prov_faces(prov_read("arrival_lutzen", row, column));
      int top = f ? f->second : -1;
      if (f) CHECK(f->first == 0);
      CHECK_MESSAGE(top >= prev, column << " at " << row);
      prev = top;
    }
  }
  // The printed "1300-1500" row is one row for five turns.
  for (const auto& column : a.columns)
    for (const char* turn : {"1330", "1400", "1430", "1500"})
      CHECK(prov_read("arrival_lutzen", turn, column) == prov_read("arrival_lutzen", "1300", column));
  CHECK(prov_read("arrival_lutzen", "1700", "Group B") != "NO");  // Group B historically arrives at 1700
}
