// The 1631 windows at 1280x800 and 1920x1080, headless, each in its first-use
// place with the program's own font: nothing runs past a window's right edge
// (the tracks, the action being built with its refusals, the supply phase,
// the combats, the map's toolbar), and the Action window's Apply button is in view.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "1631/state.h"
#include "core/dice.h"
#include "games.h"
#include "ui/1631/action_logic.h"
#include "ui/1631/flammes_ui.h"
#include "ui/command_runner.h"
#include "ui/layout.h"

using namespace umpire;

namespace {

constexpr const char* kFlammesFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// A Dear ImGui context with the GUI's font (DejaVu Sans at 17 px, or the
// built-in font scaled to it) on a display of the given size.
struct FlammesScreen {
  FlammesScreen(float width, float height) : w(width), h(height) {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(w, h);
    io.IniFilename = nullptr;
    std::error_code ec;
    if (std::filesystem::exists(kFlammesFont, ec)) {
      io.Fonts->AddFontFromFileTTF(kFlammesFont, 17.0f);
    } else {
      io.Fonts->AddFontDefault();
      io.FontGlobalScale = 17.0f / 13.0f;
    }
    unsigned char* pixels = nullptr;
    int tw = 0, th = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &tw, &th);
  }
  ~FlammesScreen() { ImGui::DestroyContext(); }
  FlammesScreen(const FlammesScreen&) = delete;
  FlammesScreen& operator=(const FlammesScreen&) = delete;

  ScreenRect place(const GameWindow& window) const {
    ScreenArea area;
    area.width = w, area.height = h;
    area.menu_height = ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y;
    area.status_height = ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y + 8;
    return first_use_rect(window.place, area);
  }

  // One frame of the window in its place, the mouse at `mouse`; true when
  // the item `label` is the one under it. Records how far the contents ran
  // past the right edge.
  bool frame(GuiContext& ctx, const GameWindow& window, ImVec2 mouse = ImVec2(-1, -1), const std::string& label = "") {
    const ScreenRect r = place(window);
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    ImGui::GetIO().MousePos = mouse;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(r.x0, r.y0));
    ImGui::SetNextWindowSize(ImVec2(r.width(), r.height()));
    ImGui::Begin(window.title.c_str());
    window.draw(ctx);
    const ImGuiID id = ImGui::GetID(label.c_str());
    ImGuiWindow* win = ImGui::GetCurrentWindow();
    wider = win->ContentSize.x - win->ContentRegionRect.GetWidth();
    ImGui::End();
    ImGui::Render();
    return !label.empty() && GImGui->HoveredId == id;
  }

  bool in_view(GuiContext& ctx, const GameWindow& window, const std::string& label) {
    const ScreenRect r = place(window);
    for (float y = r.y0; y < r.y1; y += 4)
      for (float x = r.x0 + 12; x < r.x1; x += 30)
        if (frame(ctx, window, ImVec2(x, y), label)) return true;
    return false;
  }

  float w, h;
  float wider = 0;
};

}  // namespace

TEST_CASE("the 1631 windows at 1280x800 and 1920x1080 stay inside their panes") {
  GameRegistry registry;
  register_shipped_games(registry);
  if (!game_windows().find(flammes::kGameId, "map")) flammesui::register_1631_windows(game_windows());
  auto c = Campaign::create(":memory:", registry, "Layout", flammes::kGameId, Json::object(), 5);
  REQUIRE(c->apply(Json::parse(R"({"type":"1631.initiative","args":{}})")).ok);
  CommandReport report;
  GuiContext ctx{*c, [](const Json&) {}, &report, [](const std::string&) {}, false, &registry};
  // An action being built and allowed (so that Apply is enabled): Gustav Adolf moved from Stettin along a path.
  auto& ui = flammesui::ui_for(*c);
  ui.draft.command = "1631.relocate";
  flammesui::action_map_click(ui, "stettin");
  flammesui::action_map_click(ui, "garz");
  flammesui::action_map_click(ui, "greifenhagen");
  ui.draft.piece = "gustav";
  ui.draft.texts["reason"] = "a test of the window's layout";
  REQUIRE(c->validate(flammesui::draft_command(*c->commands().find("1631.relocate"), ui.draft)).empty());

  for (auto [w, h] : {std::pair{1280.0f, 800.0f}, std::pair{1920.0f, 1080.0f}}) {
    CAPTURE(w);
    FlammesScreen screen(w, h);
    for (const char* name : {"map", "tracks", "action", "supply", "combats"}) {
      CAPTURE(name);
      const GameWindow* window = game_windows().find(flammes::kGameId, name);
      REQUIRE(window);
      for (int k = 0; k < 3; ++k) screen.frame(ctx, *window);  // the layout settles over a few frames
      CHECK(screen.wider <= 0.5f);
    }
    const GameWindow* action = game_windows().find(flammes::kGameId, "action");
    CHECK(screen.in_view(ctx, *action, "Apply"));
  }
}

TEST_CASE("the 1631 Combats window's result form and the Supply window's S1 forms stay inside their panes") {
  GameRegistry registry;
  register_shipped_games(registry);
  if (!game_windows().find(flammes::kGameId, "map")) flammesui::register_1631_windows(game_windows());
  std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/1631/rulebook_turn1.json");
  REQUIRE(in.good());
  const Json rulebook = Json::parse(in)["cases"][0];
  // The rulebook's turn (1631 §12) to a given step: 9, the River assault at Greifenhagen sent to the table;
  // 25, the supply phase's looting done (S1: recruit and refresh).
  auto played_to = [&](std::size_t steps) {
    auto c = Campaign::create(":memory:", registry, "Layout", flammes::kGameId, Json::object(), 5);
    ScriptedDice dice(rulebook["dice"].get<std::vector<int>>());
    for (std::size_t k = 0; k < steps; ++k)
      if (rulebook["steps"][k].value("expect", "ok") != "refused")
        REQUIRE(c->apply(rulebook["steps"][k]["apply"], dice).ok);
    return c;
  };
  for (auto [steps, name] : {std::pair<std::size_t, std::string>{9, "combats"}, {25, "supply"}}) {
    CAPTURE(name);
    auto c = played_to(steps);
    CommandReport report;
    GuiContext ctx{*c, [](const Json&) {}, &report, [](const std::string&) {}, false, &registry};
    for (auto [w, h] : {std::pair{1280.0f, 800.0f}, std::pair{1920.0f, 1080.0f}}) {
      CAPTURE(w);
      FlammesScreen screen(w, h);
      const GameWindow* window = game_windows().find(flammes::kGameId, name);
      REQUIRE(window);
      for (int k = 0; k < 3; ++k) screen.frame(ctx, *window);
      CHECK(screen.wider <= 0.5f);
    }
  }
}

TEST_CASE("the 1631 map's legend does not start open over an area: at 1920x1080 its corner would hide Silesia") {
  GameRegistry registry;
  register_shipped_games(registry);
  if (!game_windows().find(flammes::kGameId, "map")) flammesui::register_1631_windows(game_windows());
  auto c = Campaign::create(":memory:", registry, "Legend", flammes::kGameId, Json::object(), 5);
  CommandReport report;
  GuiContext ctx{*c, [](const Json&) {}, &report, [](const std::string&) {}, false, &registry};
  const GameWindow* map = game_windows().find(flammes::kGameId, "map");
  REQUIRE(map);
  FlammesScreen screen(1920, 1080);
  flammesui::ui_for(*c).canvas = {};  // decided afresh on this screen
  for (int k = 0; k < 3; ++k) screen.frame(ctx, *map);
  const auto& canvas = flammesui::ui_for(*c).canvas;
  CHECK(canvas.legend_open == 0);    // collapsed: open, every corner of the map hides a node
  CHECK(canvas.legend_corner >= 0);  // its header still in the corner that hides the fewest
}
