// The rulebook's River assault at Greifenhagen (1631 §12, action 3) sent from
// the 1631 Combats window to the built-in procedure ("1631-combat") and fought
// in the kit's Battle window, headless: each decision drawn with whose it is
// and answered by that side's player, the result confirmed and recorded back in
// the campaign by the game's own record command, the Combats window then
// showing it recorded. The buttons' actions are ui/battles/battle_actions.h's.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>

#include "1631/combat_state.h"
#include "1631/state.h"
#include "battles/sessions/battle_module.h"
#include "battles/sessions/battle_session.h"
#include "core/dice.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/1631/flammes_ui.h"
#include "ui/battles/battle_actions.h"
#include "ui/battles/battle_desk.h"
#include "ui/command_runner.h"
#include "support/imgui_frames.h"

using namespace umpire;

namespace {

// Headless frames of one window's contents; returns the text drawn.
struct FlammesEngineFrames : test_support::HeadlessFrames {
  FlammesEngineFrames() : HeadlessFrames("1631 engine test") {}
};

// What the shell gives the windows: commands applied, their report kept, the windows shown.
struct FlammesEngineDesk {
  FlammesEngineDesk(Campaign& c, const GameRegistry& r) : campaign(c), registry(r) {}
  FlammesEngineDesk(const FlammesEngineDesk&) = delete;
  FlammesEngineDesk& operator=(const FlammesEngineDesk&) = delete;
  Campaign& campaign;
  const GameRegistry& registry;
  CommandReport report;
  std::vector<std::string> shown;
  GuiContext ctx{campaign, [this](const Json& command) { issue(command); },
                 &report,  [this](const std::string& name) { shown.push_back(name); },
                 false,    &registry};
  void issue(const Json& command) {
    ApplyResult r = campaign.apply(command);
    report = CommandReport{};
    report.type = command.value("type", "");
    report.applied = r.ok;
    for (const auto& e : r.events) report.lines.push_back(e.text);
    for (const auto& x : r.reasons) report.refusals.push_back(x.describe());
  }
};

bool shows(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("1631 GUI: the River assault at Greifenhagen fought in the built-in procedure from the Combats window") {
  GameRegistry registry;
  register_shipped_games(registry);
  const std::string path = "/tmp/umpire_flammes_engine_" + std::to_string(::getpid()) + ".umpire";
  {
    std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/1631/rulebook_turn1.json");
    REQUIRE(in.good());
    const Json rulebook = Json::parse(in)["cases"][0];
    auto c = Campaign::create(path, registry, "Turn 1", flammes::kGameId, Json::object(), 1);
    ScriptedDice dice(rulebook["dice"].get<std::vector<int>>());
    // The rulebook's turn up to the Imperials standing at Greifenhagen: a River assault waits to be fought.
    for (int k = 0; k < 8; ++k) REQUIRE(c->apply(rulebook["steps"][k]["apply"], dice).ok);
    FlammesEngineDesk desk{*c, registry};
    FlammesEngineFrames ui;
    const auto& st = [&]() -> const flammes::State& { return static_cast<const flammes::State&>(*c->state().game); };
    REQUIRE(flammes::find_combat(st(), "c2"));
    CHECK(flammes::find_combat(st(), "c2")->situation == "river_assault");

    // The Combats window offers the table and the built-in procedure.
    const std::string pending = ui.frame(desk.ctx, flammesui::draw_combats_window);
    CHECK(shows(pending, "Greifenhagen"));
    CHECK(shows(pending, "waiting to be fought"));
    CHECK(shows(pending, "Send to the table"));
    CHECK(shows(pending, "Fight in this engine"));
    CHECK(shows(pending, "1631 combat procedure"));

    // Sent to the engine (the button's command); the Battle window is shown with it.
    const Json send = battlesui::send_battle(desk.ctx, battles::battle_link(*c, "c2"), "1631-combat");
    REQUIRE_FALSE(send.is_null());
    CHECK(send["type"] == "1631.send_combat");
    CHECK(desk.shown == std::vector<std::string>{battlesui::kBattleWindow});
    desk.issue(send);
    REQUIRE_MESSAGE(desk.report.applied, (desk.report.refusals.empty() ? "" : desk.report.refusals.front()));
    CHECK(flammes::find_combat(st(), "c2")->engine == "1631-combat");
    const std::string sent = ui.frame(desk.ctx, flammesui::draw_combats_window);
    CHECK(shows(sent, "Open the Battle window"));
    CHECK(shows(sent, "being fought (1631 combat procedure)"));
    // The Turn panel sends the umpire to the Battle window: no one-click result for a combat in an engine.
    const auto steps = c->module()->next_steps(c->state());
    REQUIRE(steps.size() == 1);
    CHECK(steps[0].command.is_null());
    CHECK(steps[0].window == battlesui::kBattleWindow);

    // The Battle window's "Start the battle".
    CHECK(shows(ui.frame(desk.ctx, battlesui::draw_battle_window), "Start the battle"));
    REQUIRE(battlesui::open_battle(desk.ctx, battles::battle_link(*c, "c2"), true));

    // Fought hot-seat: each decision drawn with whose it is, answered by that side's player.
    std::set<std::string> deciders;
    battlesui::OpenBattle* b = nullptr;
    const battles::BattleModule* engine = nullptr;
    for (int i = 0; i < 200; ++i) {
      const std::string text = ui.frame(desk.ctx, battlesui::draw_battle_window);
      b = battlesui::open_battle(desk.ctx, battles::battle_link(*c, "c2"));
      REQUIRE(b);
      engine = dynamic_cast<const battles::BattleModule*>(b->session->module());
      REQUIRE(engine);
      if (engine->over(*b->session->state().game)) break;
      if (b->waiting) {
        CHECK(shows(text, b->waiting->side_name + " to decide"));
        CHECK(!shows(text, "Imperials decides"));
        deciders.insert(b->waiting->side_name);
        battlesui::answer(*b, b->waiting->advice.empty() ? b->waiting->options.front().id : b->waiting->advice);
      } else {
        battlesui::fight_move(*b);
      }
      CHECK_MESSAGE(!b->message_is_error, b->message);
    }
    REQUIRE(engine->over(*b->session->state().game));
    CHECK_FALSE(deciders.empty());  // the players were asked (which hits to take, the defender's choice)
    const std::string over = ui.frame(desk.ctx, battlesui::draw_battle_window);
    CHECK(shows(over, "Confirm and record in the campaign"));

    // Recorded back in the campaign by the game's record command.
    battlesui::confirm_result(desk.ctx, *b, battles::battle_link(*c, "c2"));
    REQUIRE_MESSAGE(desk.report.applied, (desk.report.refusals.empty() ? "" : desk.report.refusals.front()));
    CHECK(desk.report.type == "1631.record_combat");
    const auto fought = flammes::find_combat(st(), "c2");
    REQUIRE(fought);
    CHECK(fought->status == "recorded");
    CHECK(fought->result.is_object());
    CHECK(shows(ui.frame(desk.ctx, flammesui::draw_combats_window), "recorded"));
  }
  std::filesystem::remove(path);
}
