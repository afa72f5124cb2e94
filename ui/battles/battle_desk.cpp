#include "ui/battles/battle_desk.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <thread>
#include <utility>

#include "ui/battles/battle_actions.h"
#include "ui/windows.h"

namespace umpire::battlesui {

namespace {

bool odds_when_shown = false;

battles::BattleSetup setup_of(const BattleLink& link) {
  return battles::setup_from_json(JsonCursor(link.setup, "battle " + link.name + " set-up"));
}

void draw_odds(GuiContext& ctx, const BattleLink& link, const std::vector<battles::EngineChoice>& able) {
  OddsPanel& p = desk_for(ctx.campaign).odds[link.id];
  if (p.engine.empty() || std::none_of(able.begin(), able.end(), [&](const auto& e) { return e.id == p.engine; }))
    p.engine = able.front().id;
  if (p.runs_engine != p.engine && !p.job) {  // a newly chosen engine: its own number of runs, if it has one
    auto e = std::find_if(able.begin(), able.end(), [&](const auto& x) { return x.id == p.engine; });
    p.runs = e->odds_runs > 0 ? e->odds_runs : 2000;
    p.runs_engine = p.engine;
  }
  ImGui::PushID("odds");
  ImGui::Separator();
  ImGui::TextUnformatted("Odds before the fight");
  ImGui::SameLine();
  ImGui::TextDisabled("(for the umpire: no player's handout shows them)");
  if (able.size() > 1) {
    auto chosen = std::find_if(able.begin(), able.end(), [&](const auto& e) { return e.id == p.engine; });
    if (ImGui::BeginCombo("Engine##odds", chosen->name.c_str())) {
      for (const auto& e : able)
        if (ImGui::Selectable(e.name.c_str(), e.id == p.engine)) p.engine = e.id;
      ImGui::EndCombo();
    }
  }
  if (odds_when_shown && !p.job && !p.odds && p.error.empty()) {
    start_odds(ctx, link);
    while (p.job && !p.job->ready()) std::this_thread::sleep_for(std::chrono::milliseconds(2));  // a picture: wait
  }
  collect_odds(p);
  if (p.job) {
    ImGui::ProgressBar(static_cast<float>(p.job->done()) / static_cast<float>(p.job->runs()), ImVec2(-1, 0));
    if (ImGui::Button("Stop")) p.job->cancel();
  } else {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    ImGui::InputInt("battles fought by the doctrine", &p.runs, 500, 5000);
    p.runs = std::clamp(p.runs, 1, 1000000);
    if (ImGui::Button("Compute odds")) start_odds(ctx, link);
  }
  if (p.odds)
    for (const auto& line : p.odds->lines()) ImGui::BulletText("%s", line.c_str());
  if (!p.error.empty()) ImGui::TextColored(Palette::refusal(), "%s", p.error.c_str());
  ImGui::PopID();
}

}  // namespace

void compute_odds_when_shown(bool on) { odds_when_shown = on; }

namespace {
std::vector<std::string>& answers_when_shown() {
  static std::vector<std::string> answers;
  return answers;
}
}  // namespace

void answer_when_shown(std::vector<std::string> answers) { answers_when_shown() = std::move(answers); }
std::vector<std::string> take_answers_when_shown() { return std::exchange(answers_when_shown(), {}); }

BattleDesk& desk_for(const Campaign& campaign) {
  static BattleDesk desk;
  if (desk.campaign_path != campaign.path()) {
    desk = BattleDesk{};
    desk.campaign_path = campaign.path();
  }
  return desk;
}

Json draw_engine_choices(GuiContext& ctx, const BattleLink& link) {
  const GameModule* game = ctx.campaign.module();
  Json pressed = nullptr;
  if (!game || link.setup.is_null() || !ctx.registry) return pressed;
  battles::BattleSetup setup = setup_of(link);
  auto choices = battles::engine_choices(*ctx.registry, setup);
  std::vector<battles::EngineChoice> automatic;
  ImGui::PushID(link.id.c_str());
  ImGui::TextUnformatted("Where it is fought:");
  for (const auto& e : choices) {
    ImGui::PushID(e.id.c_str());
    if (e.cannot.empty()) {
      const bool table = e.id == battles::kTabletop;
      Json command = game->send_battle_command(ctx.campaign.state(), link.id, e.id);
      ImGui::BeginDisabled(command.is_null() || !ctx.campaign.validate(command).empty());
      if (ImGui::Button(table ? "Send to the table" : "Fight in this engine")) pressed = send_battle(ctx, link, e.id);
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::TextWrapped("%s", (e.name + (e.automatic ? ": hot-seat, or by the doctrine" : "")).c_str());
      if (e.automatic) automatic.push_back(e);
    } else {
      ImGui::TextDisabled("%s cannot take it:", e.name.c_str());
      ImGui::Indent();
      for (const auto& r : e.cannot) ImGui::TextDisabled("%s", r.describe().c_str());
      ImGui::Unindent();
    }
    ImGui::PopID();
  }
  if (!automatic.empty()) draw_odds(ctx, link, automatic);
  ImGui::PopID();
  return pressed;
}

OpenBattle* open_battle(GuiContext& ctx, const BattleLink& link, bool start) {
  BattleDesk& desk = desk_for(ctx.campaign);
  OpenBattle& b = desk.open[link.id];
  try {
    if (!b.session) {
      b.session = battles::open_battle_session(ctx.campaign, link, *ctx.registry, start);
      if (!b.session) return nullptr;
    } else {
      b.session->reload_if_changed();
      battles::close_when_recorded(*b.session, link);
    }
  } catch (const std::exception& e) {
    b.session.reset();
    b.message = e.what();
    b.message_is_error = true;
    return nullptr;
  }
  return &b;
}

GameWindow battle_window() {
  GameWindow w{kEveryGame, kBattleWindow, "Battle", draw_battle_window};
  // Every game with battles, and a battle module's own campaign (a stand-alone battle).
  w.offered = [](const GameModule& game) {
    return game.has_battles() || dynamic_cast<const battles::BattleModule*>(&game) != nullptr;
  };
  // The work pane, beside the game's Battles window in the main pane: while a
  // battle is fought the two are used together.
  w.set_place(kWorkPane);
  return w;
}

}  // namespace umpire::battlesui
