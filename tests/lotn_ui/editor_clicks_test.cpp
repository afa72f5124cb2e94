// The Lion of the North data editors driven as the umpire drives them: the real
// windows drawn headless through Dear ImGui, the mouse moved and clicked and
// the keys typed as input events across frames, each widget found where the
// window drew it (EditorsState::drawn; the painter's hexes by
// painter_hex_on_screen). Each case checks the state the click changed, so a
// click that misses fails it: a Shock CRT cell typed and saved tagged as the
// umpire's, a printed cell that cannot be typed into, a value the chart's
// reader refuses with its words shown, a counter's TQ typed in the counter
// sheet, a hex painted by a click, and a deployment row added.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "games.h"
#include "lotn/engine.h"
#include "lotn/user_data.h"
#include "sessions/battle_module.h"
#include "session/campaign.h"
#include "support/data_home.h"
#include "support/imgui_frames.h"
#include "ui/lotn/charts_window.h"
#include "ui/lotn/counters_window.h"
#include "ui/lotn/data_editors.h"
#include "ui/lotn/deployments_window.h"
#include "ui/lotn/hex_painter.h"
#include "ui/lotn/hex_painter_logic.h"
#include "ui/window_registry.h"

using namespace umpire;
using namespace umpire::lotnui;

namespace {

// Frames of one window with the mouse and keyboard of a test (Dear ImGui 1.86: the state of the mouse and keys
// set in ImGuiIO before each frame, the keys mapped as a backend maps them).
struct ClickFrames : test_support::HeadlessFrames {
  ClickFrames() : HeadlessFrames("editor clicks", 1920, 1080) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyMap[ImGuiKey_Enter] = 13;
    io.KeyMap[ImGuiKey_Escape] = 27;
    io.KeyMap[ImGuiKey_Backspace] = 8;
    io.KeyMap[ImGuiKey_Tab] = 9;
  }
  std::function<void()> draw;
  std::string last;  // the text the last frame drew

  void step(int frames = 1) {
    int unused = 0;
    for (int i = 0; i < frames; ++i) last = frame(unused, [this](int&) { draw(); });
  }
  void move_to(float x, float y) {
    ImGui::GetIO().MousePos = ImVec2(x, y);
    step();
  }
  void click_at(float x, float y) {
    move_to(x, y);
    ImGui::GetIO().MouseDown[ImGuiMouseButton_Left] = true;
    step();
    ImGui::GetIO().MouseDown[ImGuiMouseButton_Left] = false;
    step();
  }
  void type(const std::string& text) {
    ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    step();
  }
  void key(ImGuiKey k) {
    const int index = ImGui::GetIO().KeyMap[k];
    ImGui::GetIO().KeysDown[index] = true;
    step();
    ImGui::GetIO().KeysDown[index] = false;
    step();
  }
};

// The widget the window drew under this name, clicked in its middle; fails when the window drew none.
void ect_click(ClickFrames& f, const std::map<std::string, DrawnRect>& drawn, const std::string& name) {
  auto it = drawn.find(name);
  REQUIRE_MESSAGE(it != drawn.end(), "the window drew no " << name);
  const DrawnRect& r = it->second;
  REQUIRE(r.x1 > r.x0);
  REQUIRE(r.y1 > r.y0);
  f.click_at((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
}

bool ect_has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Whether the last frame showed a tooltip (a cell's: what it is, and whether it can be typed).
bool ect_tooltip_shown() {
  const ImGuiWindow* tip = ImGui::FindWindowByName("##Tooltip_00");
  return tip && tip->Active;
}

// The first cell of the chart in one of these states, (row, column); none when the chart has none.
std::optional<std::pair<std::string, std::string>> ect_cell_of(const lotn::Grid& g, std::vector<CellState> states) {
  for (std::size_t r = 0; r < g.rows.size(); ++r)
    for (std::size_t c = 0; c < g.columns.size(); ++c)
      if (std::find(states.begin(), states.end(), chart_cell(g, r, c).state) != states.end())
        return std::make_pair(g.rows[r], g.columns[c]);
  return std::nullopt;
}

}  // namespace

TEST_CASE("editor clicks: a Shock CRT cell clicked and typed is the umpire's, saved tagged as typed") {
  test::DataHome home("editor_clicks_crt");
  EditorsState s;
  std::map<std::string, DrawnRect> drawn;
  s.drawn = &drawn;
  s.chart = "shock_crt";
  ClickFrames f;
  f.draw = [&] { draw_charts_window(s); };
  f.step(2);
  REQUIRE(s.session);
  const lotn::Grid* crt = s.session->data().grid("shock_crt");
  REQUIRE(crt);
  const auto lost = ect_cell_of(*crt, {CellState::Missing, CellState::Placeholder});
  REQUIRE(lost);
  const std::string key = "shock_crt/" + lost->first + "/" + lost->second;

  ect_click(f, drawn, "cell:" + key);
  CHECK(s.editing == key);  // the click landed: the cell is being typed into
  f.step(3);  // the field is drawn, takes the keyboard focus, and is active
  f.type("2(3)");
  f.key(ImGuiKey_Enter);
  CHECK(s.editing.empty());
  CHECK(s.message_ok);
  const lotn::Grid& typed = *s.session->data().grid("shock_crt");
  const lotn::Cell* cell = typed.cell(*typed.row_index(lost->first), *typed.column_index(lost->second));
  REQUIRE(cell);
  CHECK(cell->value == "2(3)");
  CHECK(cell->provenance == lotn::Provenance::User);
  CHECK(s.session->changed());

  // Save: the entries on disk hold the cell, tagged as typed from the printed copy.
  ect_click(f, drawn, "button:Save");
  CHECK_FALSE(s.session->changed());
  std::ifstream in(lotn::user_entries_path());
  REQUIRE(in);
  const nlohmann::json entries = nlohmann::json::parse(in);
  bool found = false;
  for (const auto& e : entries.at("cells"))
    if (e.value("grid", "") == "shock_crt" && e.value("row", "") == lost->first && e.value("column", "") == lost->second) {
      found = true;
      CHECK(e.value("value", "") == "2(3)");
      CHECK(e.value("source", "") == kTypedSource);
    }
  CHECK(found);
  // Read back as the umpire's.
  DataEditSession again = DataEditSession::load();
  const lotn::Grid& back = *again.data().grid("shock_crt");
  CHECK(back.cell(*back.row_index(lost->first), *back.column_index(lost->second))->provenance == lotn::Provenance::User);
}

TEST_CASE("editor clicks: a printed cell takes no typing; a value the chart's reader refuses is refused in its words") {
  test::DataHome home("editor_clicks_refuse");
  EditorsState s;
  std::map<std::string, DrawnRect> drawn;
  s.drawn = &drawn;
  s.chart = "shock_crt";
  ClickFrames f;
  f.draw = [&] { draw_charts_window(s); };
  f.step(2);
  REQUIRE(s.session);
  const lotn::Grid& crt = *s.session->data().grid("shock_crt");
  const auto printed = ect_cell_of(crt, {CellState::Printed});
  REQUIRE(printed);
  const std::string printed_key = "shock_crt/" + printed->first + "/" + printed->second;
  const lotn::Cell before = *crt.cell(*crt.row_index(printed->first), *crt.column_index(printed->second));

  // The mouse over it shows its tooltip (the pointer is on it: elsewhere, none), and a click starts no typing.
  auto it = drawn.find("cell:" + printed_key);
  REQUIRE(it != drawn.end());
  f.move_to(4, 1076);
  f.step();
  CHECK_FALSE(ect_tooltip_shown());
  f.move_to((it->second.x0 + it->second.x1) / 2, (it->second.y0 + it->second.y1) / 2);
  f.step();
  CHECK(ect_tooltip_shown());
  ect_click(f, drawn, "cell:" + printed_key);
  CHECK(s.editing.empty());
  CHECK(drawn.find("edit:" + printed_key) == drawn.end());
  f.type("9(9)");
  f.key(ImGuiKey_Enter);
  const lotn::Grid& after = *s.session->data().grid("shock_crt");
  CHECK(after.cell(*after.row_index(printed->first), *after.column_index(printed->second))->value == before.value);
  CHECK_FALSE(s.session->changed());

  // A lost cell typed with a value the Shock CRT's reader cannot read: refused, the reader's words shown.
  const auto lost = ect_cell_of(crt, {CellState::Missing, CellState::Placeholder});
  REQUIRE(lost);
  const std::string key = "shock_crt/" + lost->first + "/" + lost->second;
  const std::string why = cell_value_problem(crt, lost->second, "banana");
  REQUIRE_FALSE(why.empty());
  ect_click(f, drawn, "cell:" + key);
  REQUIRE(s.editing == key);
  f.step(3);
  f.type("banana");
  f.key(ImGuiKey_Enter);
  f.move_to(4, 1076);  // away from the cells: a tooltip would end the text the frame logs
  CHECK_FALSE(s.message_ok);
  CHECK(ect_has(s.message, why));
  CHECK(ect_has(f.last, why));
  CHECK(s.editing == key);  // still typing, to correct it
  const lotn::Grid& kept = *s.session->data().grid("shock_crt");
  const lotn::Cell* cell = kept.cell(*kept.row_index(lost->first), *kept.column_index(lost->second));
  CHECK((cell == nullptr || cell->provenance != lotn::Provenance::User));
  CHECK_FALSE(s.session->changed());
}

TEST_CASE("editor clicks: a counter's TQ typed in the counter sheet") {
  test::DataHome home("editor_clicks_tq");
  EditorsState s;
  std::map<std::string, DrawnRect> drawn;
  s.drawn = &drawn;
  ClickFrames f;
  f.draw = [&] { draw_counters_window(s); };
  f.step(2);
  REQUIRE(s.session);
  // The first counter of the side shown whose TQ the rules text lost, drawn in view.
  std::string counter;
  for (const auto& r : counter_sheet(s.session->data(), s.scenario, s.side))
    for (std::size_t i = 0; i < r.fields.size(); ++i)
      if (counter.empty() && r.fields[i] == "tq" && !r.values[i].locked && drawn.count("cell:" + r.counter + "/tq"))
        counter = r.counter;
  REQUIRE_MESSAGE(!counter.empty(), "no counter of " << s.scenario << ", " << s.side << " with a TQ to type in view");
  const std::string key = counter + "/tq";
  CHECK_FALSE(s.session->typed_rating(counter, "tq"));
  ect_click(f, drawn, "cell:" + key);
  REQUIRE(s.editing == key);
  f.step(3);
  f.type("6");
  f.key(ImGuiKey_Enter);
  CHECK(s.editing.empty());
  CHECK(s.session->typed_rating(counter, "tq"));
  const lotn::CounterDef* d = s.session->data().counter(counter);
  REQUIRE(d);
  REQUIRE(d->values.count("tq"));
  CHECK(d->values.at("tq").value == "6");
  CHECK(d->values.at("tq").provenance == lotn::Provenance::User);
  // The sheet shows it typed.
  f.move_to(4, 1076);
  CHECK(ect_has(f.last, "1 ratings typed"));
}

TEST_CASE("editor clicks: a deployment row added by choosing the counter, typing the hex and the facing") {
  test::DataHome home("editor_clicks_rows");
  EditorsState s;
  std::map<std::string, DrawnRect> drawn;
  s.drawn = &drawn;
  ClickFrames f;
  f.draw = [&] { draw_deployments_window(s); };
  f.step(2);
  REQUIRE(s.session);
  const std::string scenario = s.scenario;
  REQUIRE(s.session->deployment_rows(scenario).empty());
  // A counter this side's printed deployment lacks, and a hex no printed row uses, away from them and the edge.
  std::string counter;
  for (const auto& u : unplaced_counters(s.session->program(), scenario))
    if (counter.empty() && u.side == s.side && !u.leader) counter = u.id;
  REQUIRE_MESSAGE(!counter.empty(), "no counter of " << s.side << " to place");
  const lotn::ScenarioDef& sc = s.session->data().scenarios.at(scenario);
  std::vector<std::string> used;
  for (const auto& r : sc.document->at("deployment"))
    for (const auto& h : r.at("hexes")) used.push_back(h.get<std::string>());
  const lotn::MapData* map = s.session->data().map(scenario);
  REQUIRE(map);
  std::string hex;
  for (const auto& h : map->grid().all_hexes()) {
    if (!hex.empty()) break;
    const std::string name = map->grid().name(h);
    bool clear = std::find(used.begin(), used.end(), name) == used.end();
    for (const auto& n : map->grid().neighbours(h))
      clear = clear && n && std::find(used.begin(), used.end(), map->grid().name(*n)) == used.end();
    if (clear) hex = name;
  }
  REQUIRE(!hex.empty());
  const auto words = compass_words(s.session->data(), scenario);
  REQUIRE_FALSE(words.empty());

  ect_click(f, drawn, "combo:counter");  // the list opens
  f.step(2);                              // and stands where it is drawn
  ect_click(f, drawn, "counter:" + counter);
  CHECK(s.row_counter == counter);
  ect_click(f, drawn, "input:hexes");
  f.type(hex);
  CHECK(s.row_hexes == hex);
  ect_click(f, drawn, "combo:facing");
  f.step(2);
  ect_click(f, drawn, "facing:" + words.front());
  CHECK(s.row_facing == words.front());
  ect_click(f, drawn, "button:row");
  INFO(s.message);
  CHECK(s.message_ok);
  const auto rows = s.session->deployment_rows(scenario);
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].second.counter == counter);
  CHECK(rows[0].second.hexes == std::vector<std::string>{hex});
  CHECK(rows[0].second.facing == words.front());
  f.move_to(4, 1076);
  CHECK(ect_has(f.last, "Row added"));
}

TEST_CASE("editor clicks: a hex painted woods by a click in the hex painter") {
  test::DataHome home("editor_clicks_paint");
  GameRegistry registry;
  registry.add(lotn::module());
  const std::string path = "/tmp/umpire_editor_clicks_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(path);
  auto campaign = Campaign::create(path, registry, "Bench", lotn::kEngineId, battles::battle_options(lotn::bench_setup(4)), 3);
  REQUIRE(campaign);
  WindowRegistry windows;
  register_hex_painter_window(windows);
  const GameWindow* painter = windows.find(kEveryGame, "lotn_hex_painter");
  REQUIRE(painter);
  GuiContext ctx{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
  ClickFrames f;
  f.draw = [&] { painter->draw(ctx); };
  f.step(3);
  // The map it opened (the last offered), read as the painter reads it: a clear hex in the middle of it.
  const auto maps = painter_maps();
  REQUIRE_FALSE(maps.empty());
  HexPainterDoc doc = HexPainterDoc::open(maps.back().id);
  const auto& grid = doc.map().grid();
  const auto all = grid.all_hexes();
  std::string target;
  for (std::size_t k = all.size() / 2; k < all.size() && target.empty(); ++k)
    if (doc.map().facts(all[k]).terrain == lotn::Terrain::Clear) target = grid.name(all[k]);
  REQUIRE(!target.empty());
  REQUIRE(painter_terrain_of(target) == static_cast<int>(lotn::Terrain::Clear));
  const auto at = painter_hex_on_screen(target);
  REQUIRE(at);
  f.click_at(at->first, at->second);
  CHECK(painter_terrain_of(target) == static_cast<int>(lotn::Terrain::Woods));
  // Only that hex: its neighbours keep their terrain.
  for (const auto& n : grid.neighbours(*grid.parse(target)))
    if (n) CHECK(painter_terrain_of(grid.name(*n)) == static_cast<int>(doc.map().facts(*n).terrain));
  std::filesystem::remove(path);
}
