#include "ui/battles/battle_desk.h"

#include <imgui.h>

#include <algorithm>

#include "ui/windows.h"

namespace umpire::battlesui {

namespace {

battles::BattleSetup setup_of(const BattleLink& link) {
  return battles::setup_from_json(JsonCursor(link.setup, "battle " + link.id + " set-up"));
}

void draw_odds(GuiContext& ctx, const BattleLink& link, const battles::BattleSetup& setup,
               const std::vector<battles::EngineChoice>& able) {
  OddsPanel& p = desk_for(ctx.campaign).odds[link.id];
  if (p.engine.empty() || std::none_of(able.begin(), able.end(), [&](const auto& e) { return e.id == p.engine; }))
    p.engine = able.front().id;
  ImGui::PushID("odds");
  ImGui::TextUnformatted("Odds before the fight (for the umpire only: no handout shows them)");
  if (able.size() > 1 && ImGui::BeginCombo("Engine##odds", p.engine.c_str())) {
    for (const auto& e : able)
      if (ImGui::Selectable(e.name.c_str(), e.id == p.engine)) p.engine = e.id;
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  ImGui::InputInt("battles fought by the doctrine", &p.runs, 500, 5000);
  p.runs = std::clamp(p.runs, 1, 1000000);
  bool running = p.job && !p.job->ready();
  if (running) {
    ImGui::ProgressBar(static_cast<float>(p.job->done()) / static_cast<float>(p.job->runs()), ImVec2(-1, 0));
    if (ImGui::Button("Stop")) p.job->cancel();
  } else {
    if (p.job) {
      try {
        p.odds = p.job->get();
      } catch (const std::exception& e) {
        p.error = e.what();
      }
      p.job.reset();
    }
    if (ImGui::Button("Compute odds")) {
      p.odds.reset();
      p.error.clear();
      if (const auto* engine = battles::find_engine(*ctx.registry, p.engine))
        p.job = std::make_unique<battles::OddsJob>(*engine, setup,
                                                   battles::battle_seed(ctx.campaign.state().core.seed, link.id),
                                                   p.runs);
    }
  }
  if (p.odds)
    for (const auto& line : p.odds->lines()) ImGui::BulletText("%s", line.c_str());
  if (!p.error.empty()) ImGui::TextColored(Palette::refusal(), "%s", p.error.c_str());
  ImGui::PopID();
}

}  // namespace

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
      Json command = game->send_battle_command(ctx.campaign.state(), link.id, e.id);
      ImGui::BeginDisabled(command.is_null() || !ctx.campaign.validate(command).empty());
      if (ImGui::Button(e.id == battles::kTabletop ? "Send to the table" : "Fight in this engine")) {
        pressed = command;
        if (e.id != battles::kTabletop) {
          desk_for(ctx.campaign).selected = link.id;
          if (ctx.show) ctx.show(kBattleWindow);
        }
      }
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::TextWrapped("%s", e.name.c_str());
      if (e.automatic) automatic.push_back(e);
    } else {
      ImGui::TextDisabled("%s cannot take it:", e.name.c_str());
      for (const auto& r : e.cannot) ImGui::TextDisabled("    %s", r.describe().c_str());
    }
    ImGui::PopID();
  }
  if (!automatic.empty()) draw_odds(ctx, link, setup, automatic);
  ImGui::PopID();
  return pressed;
}

OpenBattle* open_battle(GuiContext& ctx, const BattleLink& link) {
  BattleDesk& desk = desk_for(ctx.campaign);
  OpenBattle& b = desk.open[link.id];
  try {
    if (!b.session) {
      b.session = battles::open_battle_session(ctx.campaign, link, *ctx.registry);
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
  w.offered = [](const GameModule& game) { return game.has_battles(); };
  w.place[0] = 0.2f, w.place[1] = 0.1f, w.place[2] = 0.6f, w.place[3] = 0.8f;
  return w;
}

}  // namespace umpire::battlesui
