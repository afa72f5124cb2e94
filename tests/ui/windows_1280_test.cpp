// Windows at 1280x800, headless, each in its first-use place with the
// program's own font: the Turn panel's buttons after movement stay in view,
// and nothing runs past the right edge of the Turn panel (the turn order) or
// of the Season window (the random events' draw line and table).
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "games.h"
#include "soldier_king/events.h"
#include "soldier_king/state.h"
#include "soldier_king/turn.h"
#include "ui/command_runner.h"
#include "ui/layout.h"
#include "ui/soldier_king/windows.h"

using namespace umpire;

namespace {

constexpr const char* kDejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// A Dear ImGui context with the GUI's font (DejaVu Sans at 17 px, or the
// built-in font scaled to it) on a 1280x800 display.
struct PaneFrames {
  PaneFrames() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.IniFilename = nullptr;
    std::error_code ec;
    if (std::filesystem::exists(kDejaVu, ec)) {
      io.Fonts->AddFontFromFileTTF(kDejaVu, 17.0f);
    } else {
      io.Fonts->AddFontDefault();
      io.FontGlobalScale = 17.0f / 13.0f;
    }
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~PaneFrames() { ImGui::DestroyContext(); }
  PaneFrames(const PaneFrames&) = delete;
  PaneFrames& operator=(const PaneFrames&) = delete;

  ScreenRect place(const GameWindow& w) const {
    ScreenArea area;
    area.width = 1280, area.height = 800;
    area.menu_height = ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y;
    area.status_height = ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y + 8;
    return first_use_rect(w.place, area);
  }

  // One frame of the window in its place at 1280x800, the mouse at `mouse`;
  // true when the item `label` (of the Turn panel's first step) is the one
  // under it, which it can be only where it is in view.
  bool hovers(GuiContext& ctx, const GameWindow& w, ImVec2 mouse, const std::string& label) {
    const ScreenRect r = place(w);
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    ImGui::GetIO().MousePos = mouse;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(r.x0, r.y0));
    ImGui::SetNextWindowSize(ImVec2(r.width(), r.height()));
    ImGui::Begin(w.title.c_str());
    w.draw(ctx);
    ImGui::PushID(0);  // the first step's, as draw_turn_panel numbers them
    const ImGuiID id = ImGui::GetID(label.c_str());
    ImGui::PopID();
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    wider = window->ContentSize.x - window->ContentRegionRect.GetWidth();  // of the frame before: settled by now
    ImGui::End();
    ImGui::Render();
    return GImGui->HoveredId == id;
  }

  // Whether the item can be found anywhere in the window's visible part.
  bool in_view(GuiContext& ctx, const GameWindow& w, const std::string& label) {
    const ScreenRect r = place(w);
    for (float y = r.y0; y < r.y1; y += 4)
      for (float x = r.x0 + 12; x < r.x1; x += 40)
        if (hovers(ctx, w, ImVec2(x, y), label)) return true;
    return false;
  }

  float wider = 0;  // how far the contents ran past the window's right edge in the last frame (<= 0: not)
};

}  // namespace

TEST_CASE("the Turn panel at 1280x800: the buttons after movement and the whole turn order are in view") {
  GameRegistry registry;
  register_shipped_games(registry);
  // The panel looks up the window a step names ("Open the Orders window") in the program's registry.
  if (!game_windows().find(sk::kGameId, "orders")) register_soldier_king_windows(game_windows());
  const GameWindow* turn = game_windows().find(sk::kGameId, "turn");
  REQUIRE(turn);

  auto c = Campaign::create(":memory:", registry, "Turn panel", sk::kGameId, Json::object(), 3);
  for (const char* command : {
           R"({"type":"sk.begin_campaign","args":{}})",
           R"({"type":"sk.roll_initiative","args":{}})",
           R"({"type":"sk.set_setting","args":{"key":"attrition.box_roll_off","value":0}})",
           R"({"type":"sk.set_turn","args":{"player":"argozia","step":"movement","marches":4,"reason":"test","season":"Summer"}})",
           R"({"type":"sk.relocate","args":{"piece":"c95","box":"nordstrand","reason":"test"}})",
           R"({"type":"sk.place_magazine","args":{"owner":"argozia","box":"greifenstadt","reason":"test"}})",
           R"({"type":"sk.march","args":{"from":"greifenstadt","moves":[{"column":"c8","path":["nordstrand"]},{"column":"c80","path":["nordstrand"]}]}})",
           R"({"type":"sk.advance","args":{}})",
           R"({"type":"sk.attrition","args":{}})"}) {
    ApplyResult r = c->apply(Json::parse(command));
    REQUIRE_MESSAGE(r.ok, command);
  }
  const sk::SkState& s = sk::sk_state(c->state());
  REQUIRE(s.turn.step == sk::TurnStep::PostMovement);
  REQUIRE(s.turn_order.size() == 4);

  CommandReport report;
  GuiContext ctx{*c, [](const Json&) {}, &report, [](const std::string&) {}, false, &registry};
  PaneFrames ui;
  // The losses still to allocate, in six boxes, make a long step: its buttons stay in view.
  CHECK(sk::next_step(s).find("still to allocate") != std::string::npos);
  CHECK(ui.in_view(ctx, *turn, "Allocate attrition##do"));
  CHECK(ui.in_view(ctx, *turn, "Open the Orders window##open"));
  // Nothing ran past the right edge: the turn order's four Kings wrap.
  CHECK(ui.wider <= 0.5f);
}

TEST_CASE("the Season window at 1280x800: the random events' draw line and table stay inside the work pane") {
  GameRegistry registry;
  register_shipped_games(registry);
  if (!game_windows().find(sk::kGameId, "orders")) register_soldier_king_windows(game_windows());
  const GameWindow* season = game_windows().find(sk::kGameId, "season");
  REQUIRE(season);
  auto c = Campaign::create(":memory:", registry, "Events", sk::kGameId, Json::object(), 3);
  for (const char* command : {R"({"type":"sk.begin_campaign","args":{}})", R"({"type":"sk.roll_initiative","args":{}})",
                              R"({"type":"sk.advance","args":{}})", R"({"type":"sk.advance","args":{}})"})
    REQUIRE_MESSAGE(c->apply(Json::parse(command)).ok, command);
  CommandReport report;
  GuiContext ctx{*c, [](const Json&) {}, &report, [](const std::string&) {}, false, &registry};
  PaneFrames ui;
  // Each King draws for a province he rules; the window is looked at before each draw and once all are revealed.
  for (int k = 0; k <= 4; ++k) {
    CAPTURE(k);
    ui.hovers(ctx, *season, ImVec2(-1, -1), "");
    ui.hovers(ctx, *season, ImVec2(-1, -1), "");
    CHECK(ui.wider <= 0.5f);
    const sk::SkState& s = sk::sk_state(c->state());
    const std::string king = sk::next_drawer(s);
    if (king.empty()) break;
    std::string province;
    for (const auto& [p, ruler] : s.rulers)
      if (ruler == king) province = p;
    REQUIRE(!province.empty());
    Json draw{{"type", "sk.draw_event"}, {"args", {{"faction", king}, {"province", province}}}};
    REQUIRE_MESSAGE(c->apply(draw).ok, draw.dump());
  }
  CHECK(sk::next_drawer(sk::sk_state(c->state())).empty());
}
