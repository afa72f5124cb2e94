// The map editor's canvas on the shared map canvas, driven with a simulated
// mouse in headless Dear ImGui frames: a click selects a box, dragging it moves
// it (one undo step), the Add line tool joins two boxes, the wheel zooms about
// the mouse; the test game's map is drawn and edited by the same editor.
#include <doctest/doctest.h>

#include <imgui.h>

#include <nlohmann/json.hpp>

#include "soldier_king/map_schema.h"
#include "soldier_king/scenario.h"
#include "testgame/testgame.h"
#include "ui/map_editor/editor.h"

using namespace umpire;
using namespace umpire::mapedit;

namespace {

struct Headless {
  Headless() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1000, 700);
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~Headless() { ImGui::DestroyContext(); }
  Headless(const Headless&) = delete;
  Headless& operator=(const Headless&) = delete;

  // One frame of the editor's canvas with the mouse at `mouse`, the left button down or not.
  void frame(EditorState& s, mapui::Vec2 mouse, bool down, float wheel = 0) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(static_cast<float>(mouse.x), static_cast<float>(mouse.y));
    io.MouseDown[0] = down;
    io.MouseWheel = wheel;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("editor test", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
    draw_canvas(s);
    ImGui::End();
    ImGui::EndFrame();
  }

  // One frame of the side panel (every tab drawn once the Selected tab is shown).
  void panel(EditorState& s) {
    ImGuiIO& io = ImGui::GetIO();
    io.MouseDown[0] = false;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("panel test", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
    draw_side_panel(s);
    draw_groups_panel(s);
    ImGui::End();
    ImGui::EndFrame();
  }

  static mapui::Vec2 screen_of(const EditorState& s, MapPoint p) {
    return s.canvas.camera.to_screen({p.x, p.y}, s.canvas.last_pos, s.canvas.last_size);
  }
};

void load_campaign_map(EditorState& s) {
  s.use("soldier-king", sk::map_schema());
  s.replace_map(s.schema->read(JsonCursor(sk::default_map(), "map.json")), "test");
}

MapPoint pos_of(const EditorState& s, const std::string& id) { return node_pos(*s.map.graph.node(id)); }

}  // namespace

TEST_CASE("map editor canvas: a click selects a box and dragging moves it, one undo step") {
  Headless ui;
  EditorState s;
  load_campaign_map(s);
  const GraphNode box = s.map.graph.nodes[10];
  ui.frame(s, {5, 5}, false);  // the first frame fits the view
  ui.frame(s, {6, 6}, false);  // the mouse has moved: hovering is live
  const MapPoint was = node_pos(box);
  const mapui::Vec2 at = Headless::screen_of(s, was);
  ui.frame(s, at, false);
  CHECK(s.hovered == Selection::node(box.id));
  ui.frame(s, at, true);
  CHECK(s.selected == Selection::node(box.id));
  const mapui::Vec2 to{at.x + 40, at.y + 25};
  for (int k = 1; k <= 4; ++k) ui.frame(s, {at.x + 10 * k, at.y + 6.25 * k}, true);
  ui.frame(s, to, true);
  ui.frame(s, to, false);
  const double scale = s.canvas.camera.scale;
  REQUIRE(s.map.graph.node(box.id));
  CHECK(pos_of(s, box.id).x == doctest::Approx(was.x + 40 / scale).epsilon(0.01));
  CHECK(pos_of(s, box.id).y == doctest::Approx(was.y + 25 / scale).epsilon(0.01));
  CHECK(s.undo.size() == 1);
  CHECK(s.dragging.kind == Selection::Kind::None);
  // A province's panel (ruler, value, borders, boxes) draws without an edit.
  s.selected = Selection::group(s.map.graph.groups.front().id);
  s.reveal = true;
  ui.panel(s);
  ui.panel(s);
  CHECK(s.undo.size() == 1);
  s.undo_edit();
  CHECK(pos_of(s, box.id).x == doctest::Approx(was.x));
}

TEST_CASE("map editor canvas: the Add line tool joins two boxes; the wheel zooms about the mouse") {
  Headless ui;
  EditorState s;
  load_campaign_map(s);
  // Two boxes of one province not yet joined by a line.
  const MapGraph& g = s.map.graph;
  std::string ida, idb;
  for (const auto& p : g.groups)
    for (const auto& x : p.members)
      for (const auto& y : p.members) {
        if (!ida.empty() || x == y) continue;
        bool joined = false;
        for (const auto& l : g.edges) joined = joined || (l.a == x && l.b == y) || (l.a == y && l.b == x);
        if (!joined) {
          ida = x;
          idb = y;
        }
      }
  REQUIRE_FALSE(ida.empty());
  const std::size_t lines = s.map.graph.edges.size();
  ui.frame(s, {5, 5}, false);
  ui.frame(s, {6, 6}, false);
  s.tool = Tool::AddEdge;
  s.edge_kind = "road";
  for (const std::string& id : {ida, idb}) {
    const mapui::Vec2 at = Headless::screen_of(s, pos_of(s, id));
    ui.frame(s, at, false);
    ui.frame(s, at, true);
    ui.frame(s, at, false);
  }
  REQUIRE(s.map.graph.edges.size() == lines + 1);
  const sk::Line l = sk::map_from_doc(s.map).lines.back();
  CHECK(((l.a == ida && l.b == idb) || (l.a == idb && l.b == ida)));
  CHECK(l.type == sk::LineType::Road);
  CHECK(s.edge_from == idb);  // a chain of lines goes on from the last box

  const mapui::Vec2 mouse{400, 300};
  const mapui::Vec2 under = s.canvas.camera.to_map(mouse, s.canvas.last_pos, s.canvas.last_size);
  const double before = s.canvas.camera.scale;
  ui.frame(s, mouse, false, 2);
  CHECK(s.canvas.camera.scale == doctest::Approx(before * 1.15 * 1.15));
  const mapui::Vec2 after = s.canvas.camera.to_map(mouse, s.canvas.last_pos, s.canvas.last_size);
  CHECK(after.x == doctest::Approx(under.x));
  CHECK(after.y == doctest::Approx(under.y));
}

TEST_CASE("map editor canvas: the test game's map is edited by the same editor") {
  Headless ui;
  EditorState s;
  s.use(testgame::kId, testgame::map_schema());
  MapDoc m = s.schema->new_map("Places");
  REQUIRE_FALSE(add_node(m, *s.schema, "place", "Alpha", {200, 200}, ""));
  REQUIRE_FALSE(add_node(m, *s.schema, "place", "Beta", {700, 500}, ""));
  s.replace_map(std::move(m), "test");
  ui.frame(s, {5, 5}, false);
  ui.frame(s, {6, 6}, false);
  // A river drawn from Alpha to Beta flows toward Beta.
  s.tool = Tool::AddEdge;
  s.edge_kind = "river";
  for (const std::string id : {"alpha", "beta"}) {
    const mapui::Vec2 at = Headless::screen_of(s, pos_of(s, id));
    ui.frame(s, at, false);
    ui.frame(s, at, true);
    ui.frame(s, at, false);
  }
  REQUIRE(s.map.graph.edges.size() == 1);
  CHECK(s.map.graph.edges[0].directed);
  CHECK(s.map.graph.edges[0].b == "beta");
  // A place added with the Add tool where the mouse clicks.
  s.tool = Tool::AddNode;
  s.node_kind = "place";
  s.node_name = "Gamma";
  const mapui::Vec2 at = Headless::screen_of(s, {450, 300});
  ui.frame(s, at, false);
  ui.frame(s, at, true);
  ui.frame(s, at, false);
  REQUIRE(s.map.graph.node("gamma"));
  CHECK(pos_of(s, "gamma").x == doctest::Approx(450).epsilon(0.01));
  CHECK(s.selected == Selection::node("gamma"));
  // The game's checks: Gamma is cut off (T 10).
  bool cut_off = false;
  for (const auto& p : s.problems()) cut_off = cut_off || p.text.find("not connected") != std::string::npos;
  CHECK(cut_off);
  // Deleting it with the Delete tool, one undo step back.
  s.tool = Tool::Delete;
  ui.frame(s, at, false);
  ui.frame(s, at, true);
  ui.frame(s, at, false);
  CHECK_FALSE(s.map.graph.node("gamma"));
  s.undo_edit();
  CHECK(s.map.graph.node("gamma"));
  // The side panel draws every kind of selection from the schema without changing the map.
  const Json before = s.schema->write(s.map);
  REQUIRE_FALSE(add_group(s.map, *s.schema, "region", "Hills", {100, 100}));
  for (const Selection& sel : {Selection::node("alpha"), Selection::of_edge(0), Selection::group("hills"), Selection{}}) {
    s.selected = sel;
    s.reveal = true;
    ui.panel(s);
    ui.panel(s);
  }
  REQUIRE_FALSE(delete_group(s.map, *s.schema, "hills"));
  CHECK(s.schema->write(s.map) == before);
  CHECK_FALSE(s.message_error);
}
