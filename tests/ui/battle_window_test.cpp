// The battle windows in headless Dear ImGui frames, on the attack on
// Argoziadorf of the cases (tests/cases/soldier_king/battles.json): the umpire
// sends b350 to the reference engine from the Soldier King Battles window's
// engine choices, the Battle window shows the first decision with whose it is
// and the doctrine's pick, two moves are fought hot-seat, one undone, the
// doctrine finishes, the result is shown and confirmed, the campaign applies
// it, and undoing that in the campaign opens the battle again. The buttons'
// actions are the named functions of ui/battles/battle_actions.h, pressed
// here; every state is drawn, and what a frame shows is read back from Dear
// ImGui's text log.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <thread>

#include <unistd.h>

#include "dice_battle/dice_battle.h"
#include "support/argoziadorf.h"
#include "games.h"
#include "soldier_king/state.h"
#include "ui/battles/battle_actions.h"
#include "ui/command_runner.h"
#include "ui/soldier_king/battles_window.h"
#include "support/imgui_frames.h"

using namespace umpire;
using namespace umpire::battlesui;

namespace {

struct BattleFrames : test_support::HeadlessFrames {
  BattleFrames() : HeadlessFrames("battle test") {}
};

GameRegistry with_engine() {
  GameRegistry r;
  register_shipped_games(r);
  r.add(dice_battle::module());
  return r;
}


// What the shell gives a window: commands applied to the campaign, their
// report kept for the windows' feedback, the windows shown.
struct Desk {
  Desk(Campaign& c, const GameRegistry& r) : campaign(c), registry(r) {}
  Desk(const Desk&) = delete;
  Desk& operator=(const Desk&) = delete;
  Campaign& campaign;
  const GameRegistry& registry;
  CommandReport report;
  std::vector<std::string> shown;
  GuiContext ctx{campaign, [this](const Json& command) { issue(command); }, &report,
                 [this](const std::string& name) { shown.push_back(name); }, false, &registry};

  void issue(const Json& command) {
    ApplyResult r = campaign.apply(command);
    report = CommandReport{};
    report.type = command.value("type", "");
    report.applied = r.ok;
    for (const auto& e : r.events) report.lines.push_back(e.text);
    for (const auto& x : r.reasons) report.refusals.push_back(x.describe());
  }
};

std::string temp_path(const char* what) {
  return "/tmp/umpire_battle_window_" + std::string(what) + "_" + std::to_string(::getpid()) + ".umpire";
}

const sk::Battle& battle_b350(const Campaign& c) {
  const auto& s = static_cast<const sk::SkState&>(*c.state().game);
  for (const auto& b : s.battles)
    if (b.id == "b350") return b;
  FAIL("no battle b350");
  throw 0;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// One move fought hot-seat through the window: each decision drawn (whose it
// is, the doctrine's pick), then answered by that side's player, who here
// takes the option the doctrine would not, where there is one.
void fight_one_move(BattleFrames& ui, Desk& desk, std::vector<std::string>& deciders) {
  OpenBattle* b = open_battle(desk.ctx, battles::battle_link(desk.campaign, "b350"));
  REQUIRE(b);
  std::size_t before = b->session->journal().size();
  for (int i = 0; i < 20 && b->session->journal().size() == before; ++i) {
    std::string text = ui.frame(desk.ctx, draw_battle_window);
    REQUIRE(b->waiting);
    const DecisionRequest& r = *b->waiting;
    REQUIRE_FALSE(r.side_name.empty());
    CHECK(has(text, r.side_name + " to decide"));
    CHECK(has(text, "hand the keyboard to that side's player"));
    const DecisionOption* advice = r.option(r.advice);
    REQUIRE(advice);
    CHECK(has(text, "The doctrine would take: " + advice->text));
    deciders.push_back(r.side_name);
    // The attacker presses on (withdrawing would end it); a casualty goes
    // where the doctrine would not put it.
    std::string pick = r.advice;
    if (r.option("press")) pick = "press";
    else
      for (const auto& o : r.options)
        if (o.id != r.advice) pick = o.id;
    answer(*b, pick);
    if (b->session->journal().size() == before) CHECK_FALSE(b->answered.empty());
  }
  REQUIRE(b->session->journal().size() == before + 1);
  CHECK(b->answered.empty());
  CHECK_FALSE(b->message_is_error);
}

// The pending battle's engine choices in the Soldier King Battles window, and
// b350 sent from them to the reference engine: the Battle window is shown with it.
void send_from_battles_window(BattleFrames& ui, Desk& desk) {
  Campaign* c = &desk.campaign;
  std::string pending = ui.frame(desk.ctx, skui::draw_battles_window);
  CHECK(has(pending, "Send to the table"));
  CHECK(has(pending, "Fight in this engine"));
  CHECK(has(pending, "Dice battle (reference engine)"));
  CHECK(has(pending, "Compute odds"));
  CHECK_FALSE(has(pending, "test.dice-battle"));
  CHECK(ui.frame(desk.ctx, draw_battle_window).find("No battle is being fought in an engine") != std::string::npos);

  BattleLink link = battles::battle_link(*c, "b350");
  Json send = send_battle(desk.ctx, link, dice_battle::kId);
  REQUIRE_FALSE(send.is_null());
  CHECK(desk.shown == std::vector<std::string>{kBattleWindow});
  CHECK(desk_for(*c).selected == "b350");
  desk.issue(send);
  REQUIRE(desk.report.applied);
  CHECK(battles::battle_link(*c, "b350").status == "sent");
  std::string sent = ui.frame(desk.ctx, skui::draw_battles_window);
  CHECK(has(sent, "Being fought in the Dice battle (reference engine)"));
  CHECK(has(sent, "It has not started yet"));
  CHECK_FALSE(has(sent, "at_table"));
  // Looking at a battle not started writes nothing; the umpire starts it.
  std::string not_started = ui.frame(desk.ctx, draw_battle_window);
  CHECK(has(not_started, "has not started (Dice battle (reference engine))"));
  CHECK(has(not_started, "Start the battle"));
  CHECK_FALSE(c->file().find_battle("b350"));
  REQUIRE(open_battle(desk.ctx, battles::battle_link(*c, "b350"), true));  // the button's action
  CHECK(c->file().find_battle("b350"));
  CHECK(has(ui.frame(desk.ctx, skui::draw_battles_window), "The battle is not over yet"));
}

// The umpire confirms: the campaign applies the result by its rules, lists its
// consequences, and the battle is closed while the record stands.
void confirm_and_record(BattleFrames& ui, Desk& desk, OpenBattle& b, const Json& finished) {
  Campaign* c = &desk.campaign;
  confirm_result(desk.ctx, b, battles::battle_link(*c, "b350"));
  REQUIRE_MESSAGE(desk.report.applied, (desk.report.refusals.empty() ? "" : desk.report.refusals.front()));
  CHECK(desk.report.type == "sk.battle_result");
  CHECK(battles::battle_link(*c, "b350").status == "recorded");
  const sk::Battle& fought = battle_b350(*c);
  CHECK(fought.status == "fought");
  REQUIRE_FALSE(fought.consequences.empty());
  std::string recorded = ui.frame(desk.ctx, skui::draw_battles_window);
  for (const auto& line : fought.consequences) CHECK(has(recorded, line));
  CHECK(has(recorded, "fought"));
  std::string closed = ui.frame(desk.ctx, draw_battle_window);
  CHECK(has(closed, "The campaign has recorded this result"));
  CHECK_FALSE(has(closed, "Confirm and record in the campaign"));
  REQUIRE(b.session->closed());
  undo_move(b);  // refused while recorded: said, nothing undone
  CHECK(b.message_is_error);
  CHECK(state_to_json(b.session->state()) == finished);
}

}  // namespace

TEST_CASE("battle windows: b350 sent to the reference engine, fought hot-seat, finished, recorded, reopened") {
  GameRegistry reg = with_engine();
  std::string path = temp_path("engine");
  {
    auto c = test::argoziadorf_at_combat(reg, path);
    Desk desk{*c, reg};
    BattleFrames ui;

    send_from_battles_window(ui, desk);

    // The first decision, whose it is, and the doctrine's pick.
    std::string first = ui.frame(desk.ctx, draw_battle_window);
    OpenBattle* b = open_battle(desk.ctx, battles::battle_link(*c, "b350"));
    REQUIRE(b);
    REQUIRE(b->waiting);
    CHECK(has(first, b->waiting->side_name + " to decide"));
    CHECK(has(first, "Press the attack  (doctrine)"));
    CHECK(has(first, "Let the doctrine finish"));
    CHECK(has(first, "Argozia: 23 SP on the field"));  // both sides' forces, by name
    CHECK(has(first, "Arcadia: 23 SP on the field"));

    // Two moves hot-seat, the second undone.
    std::vector<std::string> deciders;
    fight_one_move(ui, desk, deciders);
    Json after_one = state_to_json(b->session->state());
    fight_one_move(ui, desk, deciders);
    CHECK(deciders.size() >= 2);
    // Each player answered for his side: Argozia attacks, Arcadia takes losses.
    CHECK(std::count(deciders.begin(), deciders.end(), "Argozia") >= 2);
    CHECK(std::count(deciders.begin(), deciders.end(), "Arcadia") >= 1);
    CHECK(state_to_json(b->session->state()) != after_one);
    undo_move(*b);
    CHECK(state_to_json(b->session->state()) == after_one);
    CHECK(b->session->can_redo());
    CHECK(has(ui.frame(desk.ctx, draw_battle_window), "The last move was undone."));

    // An answer given and taken back writes nothing.
    REQUIRE(b->waiting);
    answer(*b, b->waiting->options.front().id);
    take_back_answers(*b);
    CHECK(b->answered.empty());
    CHECK(state_to_json(b->session->state()) == after_one);

    // The doctrine finishes it; the result is shown for the umpire to confirm.
    finish_by_doctrine(*b);
    CHECK_FALSE(b->message_is_error);
    const auto& engine = dynamic_cast<const battles::BattleModule&>(*b->session->module());
    REQUIRE(engine.over(*b->session->state().game));
    Json finished = state_to_json(b->session->state());
    std::string over = ui.frame(desk.ctx, draw_battle_window);
    CHECK(has(over, "The battle is over after"));
    CHECK(has(over, "Confirm and record in the campaign"));
    CHECK(has(over, "SP lost"));
    CHECK_FALSE(has(over, "to decide"));
    std::string sk_over = ui.frame(desk.ctx, skui::draw_battles_window);
    CHECK(has(sk_over, "Record the engine's result"));
    CHECK(has(sk_over, "Retreat of the beaten side (SK 11.11)"));

    confirm_and_record(ui, desk, *b, finished);

    // Undone in the campaign: the battle is open again, where it stood.
    REQUIRE(c->undo());
    CHECK(battles::battle_link(*c, "b350").status == "sent");
    std::string reopened = ui.frame(desk.ctx, draw_battle_window);
    CHECK_FALSE(b->session->closed());
    CHECK(has(reopened, "Confirm and record in the campaign"));
    CHECK(state_to_json(b->session->state()) == finished);
    undo_move(*b);  // the finish undone: fought on from the first move
    CHECK(state_to_json(b->session->state()) == after_one);
    CHECK(has(ui.frame(desk.ctx, draw_battle_window), "to decide"));
  }
  std::filesystem::remove(path);
}

TEST_CASE("battle windows: the odds panel's job reaches its result, drawn with its progress") {
  GameRegistry reg = with_engine();
  std::string path = temp_path("odds");
  {
    auto c = test::argoziadorf_at_combat(reg, path);
    Desk desk{*c, reg};
    BattleFrames ui;
    ui.frame(desk.ctx, skui::draw_battles_window);
    BattleLink link = battles::battle_link(*c, "b350");
    OddsPanel& p = desk_for(*c).odds["b350"];
    CHECK_FALSE(p.engine.empty());  // an automatic engine, chosen by the panel
    // Each engine's own number of runs: Lion of the North, slow, asks 200; the reference engine the desk's 2000.
    p.engine = "lotn";
    ui.frame(desk.ctx, skui::draw_battles_window);
    CHECK(p.runs == 200);
    p.engine = dice_battle::kId;    // the reference engine's odds (Lion of the North fights it too, slower)
    ui.frame(desk.ctx, skui::draw_battles_window);
    CHECK(p.runs == 2000);
    p.runs = 3000;
    start_odds(desk.ctx, link);
    REQUIRE(p.job);
    std::string text;
    for (int i = 0; i < 2000 && p.job; ++i) {
      text = ui.frame(desk.ctx, skui::draw_battles_window);
      if (p.job) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE_FALSE(p.job);
    REQUIRE(p.odds);
    CHECK(p.error.empty());
    CHECK(p.odds->runs == 3000);
    text = ui.frame(desk.ctx, skui::draw_battles_window);
    CHECK(has(text, "3000 battles fought by the doctrine, seed"));
    for (const auto& line : p.odds->lines()) CHECK(has(text, line));
    // The same seed, the same odds.
    battles::Odds first = *p.odds;
    start_odds(desk.ctx, link);
    REQUIRE(p.job);
    p.odds = p.job->get();
    CHECK(p.odds->lines() == first.lines());
    collect_odds(p);
    CHECK_FALSE(p.job);
  }
  std::filesystem::remove(path);
}

TEST_CASE("battle windows: the same battle to the tabletop shows the briefings and the result form") {
  GameRegistry reg = with_engine();
  std::string path = temp_path("table");
  {
    auto c = test::argoziadorf_at_combat(reg, path);
    Desk desk{*c, reg};
    BattleFrames ui;
    CHECK(has(ui.frame(desk.ctx, skui::draw_battles_window), "Send to the table"));
    Json send = send_battle(desk.ctx, battles::battle_link(*c, "b350"), battles::kTabletop);
    CHECK(desk.shown.empty());  // the table needs no Battle window
    desk.issue(send);
    REQUIRE(desk.report.applied);
    CHECK(battle_b350(*c).engine == battles::kTabletop);
    std::string table = ui.frame(desk.ctx, skui::draw_battles_window);
    CHECK(has(table, "Print the briefings"));
    CHECK(has(table, "Record the result"));
    CHECK(has(table, "at the table"));
    CHECK(has(ui.frame(desk.ctx, draw_battle_window), "No battle is being fought in an engine"));
  }
  std::filesystem::remove(path);
}

TEST_CASE("battle windows: an engine's own window is drawn in the Battle window over the battle, and what it issues is played there") {
  GameRegistry reg = with_engine();
  std::string path = temp_path("engine_window");
  {
    auto c = test::argoziadorf_at_combat(reg, path);
    Desk desk{*c, reg};
    BattleFrames ui;
    REQUIRE(c->apply(c->module()->send_battle_command(c->state(), "b350", dice_battle::kId)).ok);
    REQUIRE(open_battle(desk.ctx, battles::battle_link(*c, "b350"), true));
    // An engine registers its windows under its own id: here one that shows the
    // battle's status and, once, issues the next move.
    static bool issue_once = true;
    game_windows().add(GameWindow{dice_battle::kId, "field", "The field", [](GuiContext& battle) {
                                    ImGui::Text("Field of %s", battle.campaign.status_line().c_str());
                                    if (issue_once) {
                                      issue_once = false;
                                      battle.issue(Json{{"type", battles::kMoveCommand}, {"args", Json::object()}});
                                    }
                                  }});
    std::string text = ui.frame(desk.ctx, draw_battle_window);
    CHECK(has(text, "The field"));
    CHECK(has(text, "Field of Battles, battle b350"));
    OpenBattle* b = open_battle(desk.ctx, battles::battle_link(*c, "b350"));
    REQUIRE(b);
    // The move it issued stops at the attacker's decision, asked in the window as any move's.
    REQUIRE(b->waiting);
    CHECK(b->waiting->side_name == "Argozia");
    CHECK_FALSE(b->command.is_null());
    CHECK(b->session->journal().empty());
    for (int i = 0; i < 20 && b->waiting && b->session->journal().empty(); ++i) answer(*b, b->waiting->advice);
    CHECK(b->session->journal().size() == 1);
    CHECK(b->command.is_null());
    CHECK(c->journal().size() == 11);  // the campaign's own journal is untouched by the battle's move
  }
  std::filesystem::remove(path);
}
