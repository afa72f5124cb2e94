// A secret decision in the Battle window (GdB 9.5.3): the Bourgogne engine's
// markers are chosen behind a curtain. The window names whose choice it is and
// shows no option until that player says he is at the screen; once answered,
// the window's list of answers keeps the choice hidden.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>

#include <unistd.h>

#include "bourgogne/tactical_engine.h"
#include "games.h"
#include "handoff/handoff.h"
#include "sessions/battle_module.h"
#include "ui/battles/battle_actions.h"

using namespace umpire;
using namespace umpire::battlesui;

namespace {

struct CurtainFrames {
  CurtainFrames() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~CurtainFrames() { ImGui::DestroyContext(); }
  CurtainFrames(const CurtainFrames&) = delete;
  CurtainFrames& operator=(const CurtainFrames&) = delete;

  std::string decision_frame(OpenBattle& b, const battles::BattleSetup& setup) {
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    ImGui::Begin("curtain test");
    ImGui::LogToBuffer(0);
    draw_decision(b, setup);
    std::string text = GImGui->LogBuffer.c_str();
    ImGui::LogFinish();
    GImGui->LogBuffer.clear();
    ImGui::End();
    ImGui::Render();
    return text;
  }
};

bool curtain_shows(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("a secret marker choice is curtained in the Battle window and its answer never shown (GdB 9.5.3)") {
  GameRegistry registry;
  register_shipped_games(registry);
  std::string path = "/tmp/umpire_secret_curtain_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(path);
  battles::BattleSetup setup = bourgogne_battle::sample_setup();
  OpenBattle b;
  b.session =
      Campaign::create(path, registry, "curtain", bourgogne_battle::kEngineId, battles::battle_options(setup), 7);
  CurtainFrames ui;
  // The deployment is open: both camps see it.
  std::string deploy = ui.decision_frame(b, setup);
  CHECK(curtain_shows(deploy, "Swiss to decide"));
  for (int i = 0; i < 10 && b.waiting && !b.waiting->secret; ++i) answer(b, b.waiting->advice);
  REQUIRE(b.waiting);
  REQUIRE(b.waiting->secret);
  // The Swiss choose first, behind the curtain: no marker's name on the screen.
  std::string curtain = ui.decision_frame(b, setup);
  CHECK(curtain_shows(curtain, "Pass the screen to the Swiss player"));
  CHECK(curtain_shows(curtain, "I am the Swiss player"));
  for (const char* marker : {"Charge", "Ditch", "Hedge", "Clash among pikemen", "Cut and thrust"})
    CHECK_FALSE(curtain_shows(curtain, marker));
  unveil(b);
  std::string open = ui.decision_frame(b, setup);
  CHECK(curtain_shows(open, "Ditch"));
  answer(b, "ditch+cut_and_thrust");
  // The Burgundians' turn: the curtain is drawn again, and the Swiss answer is not repeated.
  REQUIRE(b.waiting);
  CHECK(b.waiting->side_name == "Burgundians");
  std::string next = ui.decision_frame(b, setup);
  CHECK(curtain_shows(next, "Pass the screen to the Burgundians player"));
  CHECK(curtain_shows(next, "Swiss: a secret choice"));
  CHECK_FALSE(curtain_shows(next, "Ditch"));
  CHECK_FALSE(curtain_shows(next, "Cut and thrust"));
  for (const auto& a : b.answered) CHECK_FALSE(curtain_shows(a, "Ditch"));
  b.session.reset();
  std::filesystem::remove(path);
}
