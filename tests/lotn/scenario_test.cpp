// Lion of the North scenarios (battles/lotn/scenario.h): the printed
// Breitenfeld and Lützen refused in strict and provisional play, each missing
// item named with its rule; and, once a test fills what the text lost (the
// counters' ratings, the deployment rows, the map) with synthetic values, the
// set-up the scenario file describes: its units, sides, armies, withdrawal
// levels, retreat edges, turns and where each counter stands.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "lotn/data_embedded.h"
#include "lotn/data_variants.h"
#include "lotn/scenario.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

std::shared_ptr<const DataSet> scen_program() {
  static const auto data = std::make_shared<const DataSet>(load_program_data_with_reconstructions());
  return data;
}

bool scen_has_line(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(part) != std::string::npos; });
}

std::size_t scen_count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// A synthetic value for every rating a counter prints.
std::string scen_value(const std::string& field) {
  // clang-format off
  static const std::map<std::string, std::string> values = {
      {"fire_sp", "6"},      {"shock_sp", "3"},     {"sp", "4"},          {"tq", "6"},
      {"tq_disrupted", "5"}, {"ma", "4"},           {"ma_disrupted", "3"}, {"ma_extended", "5"},
      {"fr", "0"},           {"fr_disrupted", "-1"}, {"fr_caracole", "1"}, {"weapon", "musket"},
      {"range", "10"},       {"type", "HC"},        {"initiative", "4"},  {"elite", "no"},
      {"line_commands", "1"}, {"command_range", "5"}, {"strategy", "2"},  {"charisma", "1"},
      {"mortality", "3"}};
  // clang-format on
  return values.at(field);
}

// The program's data documents with the scenario's JSON edited, made into a test data set: the synthetic tables
// (every lost cell filled), every counter rating synthetic, and the scenario's map redrawn as a synthetic map.
struct ScenTestData {
  nlohmann::json scenario;  // the edited scenario document
  std::shared_ptr<const DataSet> data;
};

template <class Edit>
ScenTestData scen_test_data(const std::string& scenario, Edit edit,
                            const std::function<void(nlohmann::json&)>& map_edit = nullptr) {
  DataSet program;
  ScenTestData out;
  for (const auto& f : data::embedded_files()) {
    nlohmann::json doc = parse_json(f.text(), f.path);
    if (doc.value("format", "") == "umpire.lotn.scenario/1" && doc.value("id", "") == scenario) {
      edit(doc);
      out.scenario = doc;
    }
    read_document(program, doc, f.path);
  }
  std::vector<std::filesystem::path> files;
  for (const auto& e :
       std::filesystem::directory_iterator(std::filesystem::path(UMPIRE_SOURCE_DIR) / "tests/lotn/tables_test"))
    if (e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  DataSet test = load_test_tables(files);
  for (auto& [id, g] : test.grids)
    for (std::size_t r = 0; r < g.rows.size(); ++r)
      for (std::size_t c = 0; c < g.columns.size(); ++c)
        if (!g.cell(r, c)) g.cells[{r, c}] = Cell{"1", Provenance::Synthetic, "test: filled for the scenario test"};
  test.units = program.units;
  test.leaders = program.leaders;
  test.scenarios = program.scenarios;
  for (auto* counters : {&test.units, &test.leaders})
    for (auto& [id, d] : *counters)
      for (const auto& f : d.fields)
        d.values[f] = Cell{scen_value(f), Provenance::Synthetic, "test: synthetic counter"};
  for (const auto& f : data::embedded_maps()) {
    nlohmann::json doc = parse_json(f.text(), f.path);
    doc["source"] = "test: the placeholder map taken as drawn";
    doc["placeholder"] = false;
    if (map_edit) map_edit(doc);
    auto map = std::make_shared<const MapData>(read_map(doc, f.path));
    test.maps[map->id] = map;
  }
  out.data = std::make_shared<const DataSet>(std::move(test));
  return out;
}

// The units of a Setup made from one counter (its id, or its id numbered).
std::vector<int> scen_units_of(const Setup& s, const std::string& counter) {
  std::vector<int> out;
  for (std::size_t i = 0; i < s.units.size(); ++i)
    if (s.units[i].id == counter || s.units[i].id.rfind(counter + ".", 0) == 0) out.push_back(static_cast<int>(i));
  return out;
}

int scen_leader_of(const Setup& s, const std::string& id) {
  for (std::size_t i = 0; i < s.leaders.size(); ++i)
    if (s.leaders[i].id == id) return static_cast<int>(i);
  return -1;
}

std::multiset<std::string> scen_hexes(const Battle& st, const std::vector<int>& units) {
  std::multiset<std::string> out;
  for (int u : units) {
    const UnitState& x = st.units[static_cast<std::size_t>(u)];
    out.insert(hex_name(st, x.hex));
    if (x.second) out.insert(hex_name(st, *x.second));
  }
  return out;
}

}  // namespace

TEST_CASE("LotN scenario: strict Breitenfeld is refused, naming each missing item with its rule") {
  auto data = scen_program();
  auto lines = scenario_missing(*data, "breitenfeld", Mode::Strict);
  REQUIRE_FALSE(lines.empty());
  // A deployment row the text names but does not print.
  CHECK(scen_has_line(lines,
                      "LotN Scenario 1, Swedes: no deployment row places Monro's musketeers: a note describes them"));
  CHECK(scen_has_line(lines,
                      "LotN Scenario 1, Imperialists and Catholic League: no deployment row places Wangler's tercio"));
  // A counter's ratings, each named.
  CHECK(scen_has_line(lines,
                      "LotN 2.2: Gula (King's Own) brigade [B] lacks its musket SP, pike SP, TQ, Disrupted TQ, "
                      "Disrupted MA, Fire Rate, Disrupted Fire Rate and weapon; enter them from the printed counter"));
  CHECK(scen_has_line(lines, "LotN 2.2: Swedish Field Artillery lacks its TQ, MA and range"));
  CHECK(scen_has_line(lines,
                      "LotN 4.1: Johan Tzerclaes Tilly lacks his Initiative, Line Command, Command Range, Strategy, "
                      "Charisma and Mortality"));
  // A chart's cells, a row at a time.
  CHECK(scen_has_line(lines, "LotN 9.25: Shock Combat Results Table lacks die roll 1: column 3 to 13"));
  CHECK(scen_has_line(lines, "LotN 9.25: Shock Combat Results Table lacks every cell of die roll 2, 5, 6, 7, 9"));
  CHECK(scen_has_line(lines, "Clash of Arms Chart lacks every cell of"));
  // The map: a schematic stand-in.
  CHECK(scen_has_line(lines, "LotN 2.1: the rules text has no map of Breitenfeld"));
  // Lützen's own charts are not Breitenfeld's.
  CHECK_FALSE(scen_has_line(lines, "Fog Table"));
  // Every counter the data check counts is named: one line each.
  auto blockers = play_blockers(*data, "breitenfeld", Mode::Strict);
  REQUIRE(blockers.size() >= 2);
  std::size_t counters = 0;
  for (const auto& l : lines) counters += l.rfind("LotN 2.2: ", 0) == 0 || l.rfind("LotN 4.1: ", 0) == 0;
  CHECK(blockers[1].find("LotN 2.2, 4.1: " + std::to_string(counters) + " counters lack ratings") == 0);

  // The set-up refuses with every line, not just the first.
  std::string message;
  try {
    scenario_setup(data, "breitenfeld", nlohmann::json::object());
  } catch (const MissingValue&) {
    FAIL("a refusal names everything missing, not one value");
  } catch (const UserError& e) {
    message = e.what();
  }
  REQUIRE_FALSE(message.empty());
  CHECK(message.find("Breitenfeld, 17 September 1631 (LotN Scenario 1) cannot be set up for strict play: " +
                     std::to_string(lines.size()) + " things are missing.") == 0);
  CHECK(scen_count(message, "\n  ") == lines.size());
  for (const auto& l : lines) CHECK_MESSAGE(message.find("\n  " + l) != std::string::npos, l);
  CHECK(message.find("Provisional play") != std::string::npos);
  CHECK(message.find("digest") == std::string::npos);
}

TEST_CASE("LotN scenario: provisional play still lacks the counters, the deployment and the map") {
  auto data = scen_program();
  auto strict = scenario_missing(*data, "breitenfeld", Mode::Strict);
  auto prov = scenario_missing(*data, "breitenfeld", Mode::Provisional);
  REQUIRE_FALSE(prov.empty());
  CHECK(prov.size() < strict.size());
  // The reconstructions stand in for the lost chart cells...
  CHECK_FALSE(scen_has_line(prov, "Shock Combat Results Table"));
  CHECK_FALSE(scen_has_line(prov, "Clash of Arms Chart"));
  // ...but nothing stands in for a counter's ratings, a deployment row or the map's terrain.
  CHECK(scen_has_line(prov, "LotN 2.2: Gula (King's Own) brigade [B] lacks its musket SP"));
  CHECK(scen_has_line(prov, "LotN 4.1: Gustavus II Adolphus lacks his Command Range and Mortality"));
  CHECK(scen_has_line(prov, "no deployment row places Tilly's Life Guard"));
  CHECK(scen_has_line(prov, "LotN 2.1: the rules text has no map of Breitenfeld"));
  nlohmann::json provisional = {{"data.mode", 1}};
  CHECK_THROWS_WITH_AS(scenario_setup(data, "breitenfeld", provisional),
                       doctest::Contains("cannot be set up for provisional play"), UserError);
  // Lützen the same; and the schematic map has too little ditch for the 15 Commanded Muskets set up in it.
  auto lutzen = scenario_missing(*data, "lutzen", Mode::Provisional);
  CHECK(scen_has_line(lutzen,
                      "LotN 2.1: Lützen has 12 free hexes for the 15 Imperialist Commanded Muskets that set up in any "
                      "hex in the ditch or directly behind (north of) it, between 2712 and 2535 inclusive (LotN "
                      "Scenario 2, Imperialists and Leaguers)"));
  CHECK(scen_has_line(lutzen, "LotN 2.1: the rules text has no map of Lützen"));
  CHECK(scenario_missing(*data, "nowhere", Mode::Strict).front().find("There is no scenario \"nowhere\"") == 0);
  CHECK_THROWS_WITH_AS(scenario_setup(data, "nowhere", {}),
                       "There is no scenario \"nowhere\" (the scenarios: breitenfeld, lutzen)", UserError);
  CHECK_THROWS_WITH_AS(scenario_setup(data, "breitenfeld", nlohmann::json{{"no.such", 1}}),
                       doctest::Contains("no Lion of the North rule variant \"no.such\""), UserError);
}

TEST_CASE("LotN scenario: Breitenfeld with its gaps filled sets up as the scenario file says") {
  // The umpire has entered Monro's row and (in this test) every other missing row is dropped.
  ScenTestData td = scen_test_data("breitenfeld", [](nlohmann::json& doc) {
    doc["missing_units"] = nlohmann::json::array();
    doc["deployment"].push_back({{"side", "swedish"},
                                 {"counter", "monro_li"},
                                 {"hexes", {"W2723"}},
                                 {"facing", "S"},
                                 {"source", "rule Breitenfeld, entered for the test"}});
  });
  CHECK(scenario_missing(*td.data, "breitenfeld", Mode::Test).empty());
  auto s = scenario_setup(td.data, "breitenfeld", nlohmann::json::object());
  CHECK(s->scenario == "breitenfeld");
  CHECK(s->mode == Mode::Test);
  CHECK(s->title == "Breitenfeld, 17 September 1631");
  CHECK(s->map->id == "breitenfeld");
  CHECK(s->side_id[0] == "swedes");
  CHECK(s->side_id[1] == "imperialists");
  CHECK(s->side_name[0] == "the Swedes and Saxons");
  CHECK(s->side_name[1] == "the Imperialists and Catholic League");
  CHECK(s->variants == default_variant_values());

  // Counters: as many as the rows place; leaders: the rows' and the replacements.
  std::size_t units = 0, leaders = 0;
  for (const auto& row : td.scenario["deployment"]) {
    if (row.contains("leader"))
      ++leaders;
    else
      units += static_cast<std::size_t>(row.value("count", 1));
  }
  for (const auto& r : td.scenario["replacements"]) leaders += r["leaders"].size();
  CHECK(units == 48u);  // Swedes 22 and Monro, Saxons 16, Imperialists 9
  CHECK(s->units.size() == units);
  CHECK(s->leaders.size() == leaders);

  // Armies: the Swedes and the Imperialists, then the Saxons on the Swedes' side, each with its level and edge.
  REQUIRE(s->armies.size() == 3u);
  std::map<std::string, const Army*> army;
  for (const auto& a : s->armies) army[a.id] = &a;
  REQUIRE(army.count("Swedish"));
  REQUIRE(army.count("Saxon"));
  REQUIRE(army.count("Imperialist"));
  CHECK(s->armies[0].id == "Swedish");
  CHECK(s->armies[1].id == "Imperialist");
  CHECK(s->armies[2].id == "Saxon");
  for (const auto& side : td.scenario["sides"]) {
    std::string id = side["id"];
    const Army& a = *army.at(id == "swedish" ? "Swedish" : id == "saxon" ? "Saxon" : "Imperialist");
    CHECK(a.level == side["withdrawal_level"]["value"].get<int>());
    CHECK(a.side == (id == "imperialist" ? 1 : 0));
    CHECK(a.name == "the " + side["name"].get<std::string>());
  }
  CHECK(army["Swedish"]->retreat_edge == MapEdge::North);
  CHECK(army["Saxon"]->retreat_edge == MapEdge::North);
  CHECK(army["Imperialist"]->retreat_edge == MapEdge::South);
  for (int u : scen_units_of(*s, "arnim_te")) {
    CHECK(s->units[static_cast<std::size_t>(u)].army == 2);
    CHECK(s->units[static_cast<std::size_t>(u)].side == 0);
    CHECK(s->units[static_cast<std::size_t>(u)].saxon);
  }
  CHECK(s->leaders[static_cast<std::size_t>(scen_leader_of(*s, "johan_georg"))].army == 2);
  CHECK(s->leaders[static_cast<std::size_t>(scen_leader_of(*s, "tilly"))].side == 1);
  CHECK(s->leaders[static_cast<std::size_t>(scen_leader_of(*s, "gustavus"))].overall_commander);
  CHECK(s->leaders[static_cast<std::size_t>(scen_leader_of(*s, "torstensson"))].restriction ==
        LeaderDef::Restriction::Artillery);

  // The ratings, read through the gate.
  const UnitDef& gula = s->units[static_cast<std::size_t>(scen_units_of(*s, "gula_b").at(0))];
  CHECK(gula.arm == Arm::HI);
  CHECK(gula.double_sized);
  CHECK(gula.swedish);
  CHECK(gula.fire_sp == 6);
  CHECK(gula.shock_sp == 3);
  CHECK(gula.ma_extended == 5);
  CHECK(gula.ma_disrupted == 3);
  const UnitDef& gun = s->units[static_cast<std::size_t>(scen_units_of(*s, "swe_art_heavy").at(0))];
  CHECK(gun.arm == Arm::ArtHeavy);
  CHECK(gun.range == 10);
  CHECK(gun.tq_disrupted == 5);
  CHECK(s->units[static_cast<std::size_t>(scen_units_of(*s, "arnim_lg_cr").at(0))].arm == Arm::CR);

  // Time: 1400 to 1900, Dusk (Light Fog) from 1800, Dark (Heavy Fog) at 1900; by the variant 1900 is Dusk too.
  CHECK(s->first_turn == 14 * 60);
  CHECK(s->last_turn == 19 * 60);
  CHECK(s->dusk == 18 * 60);
  CHECK(s->dark == 19 * 60);
  auto dusk = scenario_setup(td.data, "breitenfeld", nlohmann::json{{"light.breitenfeld_1900", 1}});
  CHECK(dusk->dark == 19 * 60 + 30);
  CHECK(dusk->dusk == 18 * 60);

  // Where each counter stands: each row's hexes, facing as the map reads the row's compass word.
  auto st = start_scenario(s);
  CHECK(st->turn == 1);
  CHECK(st->time == 14 * 60);
  CHECK(st->wp == std::vector<int>{0, 0, 0});
  std::map<std::string, std::multiset<std::string>> want;  // counter -> hexes its rows name
  std::map<std::string, std::string> pooled;               // rows sharing their hexes with another counter's
  for (const auto& row : td.scenario["deployment"]) {
    if (row.contains("leader")) {
      int l = scen_leader_of(*s, row["leader"]);
      REQUIRE(l >= 0);
      CHECK(st->leaders[static_cast<std::size_t>(l)].on_map);
      CHECK(hex_name(*st, st->leaders[static_cast<std::size_t>(l)].hex) == row["hexes"][0].get<std::string>());
      continue;
    }
    std::string c = row["counter"];
    for (const auto& h : row["hexes"]) want[c].insert(h.get<std::string>());
    for (int u : scen_units_of(*s, c)) {
      const UnitState& x = st->units[static_cast<std::size_t>(u)];
      CHECK(x.on_map);
      CHECK(x.facing == *s->map->vertex_for(row["facing"].get<std::string>()));
    }
  }
  // One a hex (Saxon tercios, Gula across its two hexes) and two a hex (the Swedish regimental guns).
  CHECK(scen_hexes(*st, scen_units_of(*s, "arnim_te")) == want["arnim_te"]);
  CHECK(scen_hexes(*st, scen_units_of(*s, "gula_b")) == std::multiset<std::string>{"W2620", "W2621"});
  CHECK(scen_hexes(*st, scen_units_of(*s, "monro_li")) == std::multiset<std::string>{"W2723"});
  std::multiset<std::string> twice;
  for (const auto& h : want["swe_art_regimental"]) twice.insert(h);
  for (const auto& h : want["swe_art_regimental"]) twice.insert(h);
  CHECK(scen_hexes(*st, scen_units_of(*s, "swe_art_regimental")) == twice);
  // Field (4) and Heavy (2) in W2816-W2821, one gun a hex, which holds which the player's choice (made in order).
  std::vector<int> guns = scen_units_of(*s, "swe_art_field");
  for (int u : scen_units_of(*s, "swe_art_heavy")) guns.push_back(u);
  CHECK(scen_hexes(*st, guns) == std::multiset<std::string>{"W2816", "W2817", "W2818", "W2819", "W2820", "W2821"});
  CHECK(scen_hexes(*st, scen_units_of(*s, "swe_art_heavy")) == std::multiset<std::string>{"W2820", "W2821"});
  // The Imperial batteries: a Field and two Heavy in each of two groups of three hexes.
  std::vector<int> imperial = scen_units_of(*s, "imp_art_field");
  for (int u : scen_units_of(*s, "imp_art_heavy")) imperial.push_back(u);
  CHECK(scen_hexes(*st, imperial) == std::multiset<std::string>{"W3411", "W3412", "W3413", "W3300", "W3301", "W3302"});
  bool said = false;
  for (std::size_t i = 0; i < st->log.size(); ++i)
    said = said || st->log[i].find("in W2816-W2821 without saying which hex holds which") != std::string::npos;
  CHECK(said);
  // The replacement leaders wait off the map.
  CHECK_FALSE(st->leaders[static_cast<std::size_t>(scen_leader_of(*s, "otto_ludwig"))].on_map);
  // Every synthetic rating read at the set-up is in the battle's lookups.
  CHECK(st->lookups.size() > 0);
  CHECK(st->lookups[0].provenance == Provenance::Synthetic);

  CHECK(scenario_summary(*s).find("Breitenfeld, 17 September 1631: 48 units and 15 leaders on the map") == 0);

  // One rating taken away: the refusal names it.
  ScenTestData less =
      scen_test_data("breitenfeld", [](nlohmann::json& doc) { doc["missing_units"] = nlohmann::json::array(); });
  auto copy = std::make_shared<DataSet>(*less.data);
  copy->units.at("gula_b").values.erase("tq");
  auto lines = scenario_missing(*copy, "breitenfeld", Mode::Test);
  REQUIRE(lines.size() == 1u);
  CHECK(lines[0] == "LotN 2.2: Gula (King's Own) brigade [B] lacks its TQ; enter it from the printed counter");
  CHECK_THROWS_WITH_AS(scenario_setup(copy, "breitenfeld", {}), doctest::Contains("lacks its TQ"), UserError);
}

TEST_CASE("LotN scenario: Lützen with its gaps filled: arrivals off the map, the start hits, the ditch zone") {
  auto drop = [](nlohmann::json& doc) { doc["missing_units"] = nlohmann::json::array(); };
  // The 15 Commanded Muskets set up in the ditch or just behind it: on a map with too little ditch, refused.
  ScenTestData short_ditch = scen_test_data("lutzen", drop);
  auto refused = scenario_missing(*short_ditch.data, "lutzen", Mode::Test);
  REQUIRE(refused.size() == 1u);
  CHECK(refused[0].find("has 12 free hexes for the 15 Imperialist Commanded Muskets") != std::string::npos);

  // A map whose ditch runs along row 26 from 2612 to 2626.
  ScenTestData td = scen_test_data("lutzen", drop, [](nlohmann::json& map) {
    if (map["id"] == "lutzen")
      map["hexes"].push_back({{"line", {"2612", "2626"}}, {"terrain", "ditch"}, {"source", "test: a ditch"}});
  });
  REQUIRE(scenario_missing(*td.data, "lutzen", Mode::Test).empty());
  auto s = scenario_setup(td.data, "lutzen", nlohmann::json::object());
  CHECK(s->armies.size() == 2u);
  CHECK(s->armies[0].level == 615);
  CHECK(s->armies[1].level == 500);
  CHECK(s->armies[0].retreat_edge == MapEdge::South);
  CHECK(s->side_name[0] == "the Swedes");
  CHECK(s->first_turn == 10 * 60);
  CHECK(s->last_turn == 17 * 60);
  CHECK(s->dusk == 16 * 60);
  CHECK(s->dark == 17 * 60);
  auto st = start_scenario(s);
  // The Halle Detachment and the optional cavalry arrive later; the replacements wait.
  std::size_t arriving = 0;
  for (const auto& g : td.scenario["reinforcements"]) arriving += g["counters"].size();
  std::size_t off = 0;
  for (const auto& u : st->units) off += !u.on_map;
  CHECK(off == arriving);
  int pappenheim = scen_leader_of(*s, "pappenheim");
  REQUIRE(pappenheim >= 0);
  CHECK_FALSE(st->leaders[static_cast<std::size_t>(pappenheim)].on_map);
  // Östergötland starts with 1 hit; Gula by default is printed 7/4 from 9/5 (3 hits folded in), by the variant 9/5
  // with 3 hits (musket, musket, pike: LotN 12.12).
  int oster = scen_units_of(*s, "ostergotland_l").at(0);
  CHECK(st->units[static_cast<std::size_t>(oster)].musket_hits == 1);
  int gula = scen_units_of(*s, "gula_l").at(0);
  CHECK(s->units[static_cast<std::size_t>(gula)].fire_sp == 6 - 2);
  CHECK(s->units[static_cast<std::size_t>(gula)].shock_sp == 3 - 1);
  CHECK(st->units[static_cast<std::size_t>(gula)].hits() == 0);
  auto hits = scenario_setup(td.data, "lutzen", nlohmann::json{{"scenario.lutzen_gula", 1}});
  auto st2 = start_scenario(hits);
  CHECK(hits->units[static_cast<std::size_t>(gula)].fire_sp == 6);
  CHECK(st2->units[static_cast<std::size_t>(gula)].musket_hits == 2);
  CHECK(st2->units[static_cast<std::size_t>(gula)].pike_hits == 1);
  // The zone's 15: in ditch hexes, from the 2712 end (the player's choice, said in the log).
  std::vector<int> cms = scen_units_of(*s, "imp_cm_li");
  REQUIRE(cms.size() == 20u);
  std::vector<int> zone(cms.begin() + 5, cms.end());
  for (int u : zone) CHECK(s->map->facts(st->units[static_cast<std::size_t>(u)].hex).terrain == Terrain::Ditch);
  CHECK(hex_name(*st, st->units[static_cast<std::size_t>(zone.front())].hex) == "2612");
  CHECK(scen_hexes(*st, scen_units_of(*s, "imp_cm_li")).count("2942") == 1u);
  bool said = false;
  for (std::size_t i = 0; i < st->log.size(); ++i)
    said = said || st->log[i].find("the player's choice, made in order from 2712: 2612, 2613") != std::string::npos;
  CHECK(said);
  // Each Commanded Musket with its regimental gun, one pair a hex.
  std::multiset<std::string> cm = scen_hexes(*st, scen_units_of(*s, "swe_cm_li"));
  CHECK(cm == scen_hexes(*st, scen_units_of(*s, "swe_art_regimental")));
  CHECK(std::set<std::string>(cm.begin(), cm.end()).size() == 10u);
}
