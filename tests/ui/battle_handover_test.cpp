// A stand-alone battle (a battle module's own campaign) fought hot-seat in the
// Battle window: the window fights the campaign itself, a decision of the other
// side waits behind a hand-over screen that draws nothing of it (nor gives it
// to the engine's own windows) until that side's player takes the screen, and
// "watch" lets the doctrine play a move at a time, each one recorded.
#include <doctest/doctest.h>

#include <filesystem>

#include <unistd.h>

#include "dice_battle/dice_battle.h"
#include "games.h"
#include "support/imgui_frames.h"
#include "ui/battles/battle_actions.h"

using namespace umpire;
using namespace umpire::battlesui;

namespace {

struct HandoverFrames : test_support::HeadlessFrames {
  HandoverFrames() : HeadlessFrames("hand-over test") {}
};

bool handover_shows(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Every option's words of a decision: none may be drawn while it is handed over.
std::vector<std::string> option_words(const DecisionRequest& r) {
  std::vector<std::string> out;
  for (const auto& o : r.options) out.push_back(o.text.empty() ? o.id : o.text);
  return out;
}

}  // namespace

TEST_CASE("a stand-alone battle in the Battle window: the hand-over screen hides the other side's decision; watch "
          "plays the doctrine a move at a time") {
  GameRegistry registry;
  register_shipped_games(registry);
  registry.add(dice_battle::module());
  std::string path = "/tmp/umpire_handover_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(path);
  battles::BattleSetup setup = dice_battle::sample_setup();
  battles::Unit second = *setup.unit("d1");  // a second unit: Blue too chooses where its losses fall
  second.id = "d2";
  setup.units.push_back(second);
  auto campaign = Campaign::create(path, registry, "Ford", dice_battle::kId, battles::battle_options(setup), 4);
  GuiContext ctx{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
  HandoverFrames ui;

  OpenBattle* b = own_battle(ctx);
  REQUIRE(b);
  CHECK(b->session.get() == campaign.get());
  CHECK(b->hand_over);  // two players at one screen
  std::string first = ui.frame(ctx, draw_battle_window);
  REQUIRE(b->waiting);
  CHECK(handover_shows(first, b->waiting->side_name + " to decide"));  // the first decision: nobody to hand over from
  CHECK_FALSE(handover_shows(first, "Confirm and record in the campaign"));  // no campaign records it

  // Answer by the doctrine until the other side decides: then the hand-over screen.
  bool handed = false;
  const auto& engine = dynamic_cast<const battles::BattleModule&>(*campaign->module());
  for (int i = 0; i < 100 && !engine.over(*campaign->state().game); ++i) {
    if (b->waiting && handing_over(*b)) {
      handed = true;
      break;
    }
    if (b->waiting) answer(*b, b->waiting->advice);
    else fight_move(*b);
    ui.frame(ctx, draw_battle_window);
  }
  REQUIRE(handed);
  const std::string other = b->waiting->side_name;
  std::string screen = ui.frame(ctx, draw_battle_window);
  CHECK(handover_shows(screen, "Hand the screen to the " + other + " player"));
  for (const auto& words : option_words(*b->waiting)) CHECK_FALSE(handover_shows(screen, words));
  CHECK(curtained(*b));
  GuiContext engine_windows{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
  attach_own_battle(engine_windows);
  CHECK(engine_windows.decision == nullptr);  // the engine's map may not show it either
  const std::size_t moves = campaign->journal().size(), answers = b->answers.size();
  answer(*b, b->waiting->advice);  // refused behind the screen
  CHECK(b->answers.size() == answers);
  CHECK(campaign->journal().size() == moves);
  REQUIRE(b->waiting);
  CHECK(b->waiting->side_name == other);

  take_screen(*b);
  std::string open = ui.frame(ctx, draw_battle_window);
  CHECK(handover_shows(open, other + " to decide"));
  CHECK(handover_shows(open, option_words(*b->waiting).front()));
  GuiContext attached{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
  attach_own_battle(attached);
  REQUIRE(attached.decision);
  CHECK(attached.decision->side_name == other);

  // Watch: the doctrine plays one move at a time, each recorded, until the battle is over.
  take_back_answers(*b);
  b->watching = true;
  const std::size_t before = campaign->journal().size();
  watch_move(*b);
  CHECK(campaign->journal().size() == before + 1);
  for (int i = 0; i < 200 && b->watching; ++i) watch_move(*b);
  CHECK(engine.over(*campaign->state().game));
  CHECK_FALSE(b->watching);
  std::string over = ui.frame(ctx, draw_battle_window);
  CHECK(handover_shows(over, "no campaign records its result"));
  campaign.reset();
  std::filesystem::remove(path);
}
