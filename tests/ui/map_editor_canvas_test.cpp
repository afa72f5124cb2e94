// The map editor's canvas on the shared map canvas, driven with a simulated
// mouse in headless Dear ImGui frames: a click selects a box, dragging it moves
// it (one undo step), the Add line tool joins two boxes, the wheel zooms about
// the mouse.
#include <doctest/doctest.h>

#include <imgui.h>

#include "soldier_king/map_edit.h"
#include "soldier_king/scenario.h"
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

  static mapui::Vec2 screen_of(const EditorState& s, sk::Point p) {
    return s.canvas.camera.to_screen({p.x, p.y}, s.canvas.last_pos, s.canvas.last_size);
  }
};

void load_campaign_map(EditorState& s) { s.replace_map(sk::map_from_json(JsonCursor(sk::default_map(), "map.json")), "test"); }

}  // namespace

TEST_CASE("map editor canvas: a click selects a box and dragging moves it, one undo step") {
  Headless ui;
  EditorState s;
  load_campaign_map(s);
  const sk::CityBox box = s.map.boxes[10];
  ui.frame(s, {5, 5}, false);  // the first frame fits the view
  ui.frame(s, {6, 6}, false);  // the mouse has moved: hovering is live
  const mapui::Vec2 at = Headless::screen_of(s, box.pos);
  ui.frame(s, at, false);
  CHECK(s.hovered == Selection::box(box.id));
  ui.frame(s, at, true);
  CHECK(s.selected == Selection::box(box.id));
  const mapui::Vec2 to{at.x + 40, at.y + 25};
  for (int k = 1; k <= 4; ++k) ui.frame(s, {at.x + 10 * k, at.y + 6.25 * k}, true);
  ui.frame(s, to, true);
  ui.frame(s, to, false);
  const double scale = s.canvas.camera.scale;
  const sk::CityBox* moved = s.map.box(box.id);
  REQUIRE(moved);
  CHECK(moved->pos.x == doctest::Approx(box.pos.x + 40 / scale).epsilon(0.01));
  CHECK(moved->pos.y == doctest::Approx(box.pos.y + 25 / scale).epsilon(0.01));
  CHECK(s.undo.size() == 1);
  CHECK(s.dragging.kind == Selection::Kind::None);
  s.undo_edit();
  CHECK(s.map.box(box.id)->pos.x == doctest::Approx(box.pos.x));
}

TEST_CASE("map editor canvas: the Add line tool joins two boxes; the wheel zooms about the mouse") {
  Headless ui;
  EditorState s;
  load_campaign_map(s);
  // Two boxes of one province not yet joined by a road.
  const sk::CityBox* a = nullptr;
  const sk::CityBox* b = nullptr;
  for (const auto& x : s.map.boxes)
    for (const auto& y : s.map.boxes) {
      if (a || &x == &y || x.province != y.province) continue;
      bool joined = false;
      for (const auto& l : s.map.lines) joined = joined || (l.a == x.id && l.b == y.id) || (l.a == y.id && l.b == x.id);
      if (!joined) {
        a = &x;
        b = &y;
      }
    }
  REQUIRE(a);
  const std::string ida = a->id, idb = b->id;
  const std::size_t lines = s.map.lines.size();
  ui.frame(s, {5, 5}, false);
  ui.frame(s, {6, 6}, false);
  s.tool = Tool::AddLine;
  s.line_type = sk::LineType::Road;
  for (const std::string& id : {ida, idb}) {
    const mapui::Vec2 at = Headless::screen_of(s, s.map.box(id)->pos);
    ui.frame(s, at, false);
    ui.frame(s, at, true);
    ui.frame(s, at, false);
  }
  REQUIRE(s.map.lines.size() == lines + 1);
  const sk::Line& l = s.map.lines.back();
  CHECK(((l.a == ida && l.b == idb) || (l.a == idb && l.b == ida)));
  CHECK(s.line_from == idb);  // a chain of lines goes on from the last box

  const mapui::Vec2 mouse{400, 300};
  const mapui::Vec2 under = s.canvas.camera.to_map(mouse, s.canvas.last_pos, s.canvas.last_size);
  const double before = s.canvas.camera.scale;
  ui.frame(s, mouse, false, 2);
  CHECK(s.canvas.camera.scale == doctest::Approx(before * 1.15 * 1.15));
  const mapui::Vec2 after = s.canvas.camera.to_map(mouse, s.canvas.last_pos, s.canvas.last_size);
  CHECK(after.x == doctest::Approx(under.x));
  CHECK(after.y == doctest::Approx(under.y));
}
