// The Battle window: a battle sent to an engine, fought at one screen.
#include <imgui.h>

#include <algorithm>

#include "ui/battles/battle_desk.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::battlesui {

namespace {

const Json kMove{{"type", battles::kMoveCommand}, {"args", Json::object()}};
const Json kFinish{{"type", battles::kFinishCommand}, {"args", Json::object()}};

const battles::BattleModule& engine_of(const OpenBattle& b) {
  return dynamic_cast<const battles::BattleModule&>(*b.session->module());
}

void said(OpenBattle& b, std::string text, bool error) {
  b.message = std::move(text);
  b.message_is_error = error;
}

// What the move asks next with the answers given so far: a dry run that
// writes nothing, worked out again only when the state or the answers change.
void work_out_waiting(OpenBattle& b) {
  if (b.waiting_for == b.session->state().game) return;
  b.waiting.reset();
  b.waiting_for = b.session->state().game;
  if (!b.session->validate(kMove).empty()) return;
  ScriptedDecisions so_far(b.answers, "player");
  SeededDice dice(b.session->state().core.seed, b.session->state().core.dice_drawn);
  try {
    execute(CommandSet(b.session->module()), b.session->state(), kMove, dice, &so_far);
  } catch (const DecisionNeeded& e) {
    b.waiting = e.request();
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
}

// Runs the move with the players' answers; it stops again at the next decision
// (nothing written) or is recorded with every answer and its dice.
void make_move(OpenBattle& b) {
  ScriptedDecisions players(b.answers, "player");
  try {
    ApplyResult r = b.session->apply(kMove, players);
    if (!r.ok) {
      std::string why;
      for (const auto& x : r.reasons) why += (why.empty() ? "" : "; ") + x.describe();
      said(b, why, true);
      b.answers.clear();
    } else {
      said(b, r.events.empty() ? "Move made." : r.events.back().text, false);
      b.answers.clear();
    }
  } catch (const DecisionNeeded& e) {
    b.waiting = e.request();
    b.waiting_for = b.session->state().game;
  } catch (const std::exception& e) {
    said(b, e.what(), true);
    b.answers.clear();
  }
  if (!b.waiting || b.answers.empty()) b.waiting_for = nullptr;
}

void draw_decision(OpenBattle& b) {
  work_out_waiting(b);
  if (!b.waiting) {
    if (ImGui::Button("Fight the move")) make_move(b);
    return;
  }
  const DecisionRequest& r = *b.waiting;
  ImGui::TextColored(Palette::warning(), "%s's decision:", r.side_name.empty() ? "The umpire" : r.side_name.c_str());
  ImGui::TextWrapped("%s", r.label.c_str());
  for (const auto& o : r.options) {
    ImGui::PushID(o.id.c_str());
    std::string label = o.text.empty() ? o.id : o.text;
    if (o.id == r.advice) label += "  (the doctrine's choice)";
    if (ImGui::Button(label.c_str())) {
      b.answers.push_back(o.id);
      make_move(b);
    }
    ImGui::PopID();
  }
  if (!b.answers.empty() && ImGui::SmallButton("Take back this move's choices")) {
    b.answers.clear();
    b.waiting_for = nullptr;
  }
}

void draw_result(GuiContext& ctx, OpenBattle& b, const BattleLink& link) {
  const auto& engine = engine_of(b);
  battles::BattleResult r = engine.result(*b.session->state().game);
  const battles::BattleSetup& setup = engine.setup(*b.session->state().game);
  const battles::Side* winner = setup.side(r.winner);
  const battles::Ending* ending = setup.ending(r.ending);
  ImGui::TextColored(Palette::success(), "Over after %d rounds: %s (%s)", r.rounds,
                     winner ? (winner->name + " wins").c_str() : "no winner",
                     ending && !ending->name.empty() ? ending->name.c_str() : r.ending.c_str());
  if (ImGui::BeginTable("outcomes", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    for (const char* h : {"Unit", "Side", "SP lost", "Outcome"}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (const auto& o : r.units) {
      const battles::Unit* u = setup.unit(o.unit);
      if (!u) continue;
      const battles::Side* side = setup.side(u->side);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%s", (u->name.empty() ? u->type_name + " " + u->id : u->name).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(side ? side->name.c_str() : u->side.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d of %d", o.lost(), u->strength);
      ImGui::TableNextColumn();
      std::string fate = o.eliminated ? "eliminated" : o.captured ? "captured" : o.dispersed ? "dispersed"
                         : o.routed      ? "routed"
                         : o.retreated   ? "left the field"
                                         : "";
      ImGui::TextUnformatted(fate.c_str());
    }
    ImGui::EndTable();
  }
  if (ImGui::CollapsingHeader("How it went")) {
    for (const auto& line : r.audit) ImGui::BulletText("%s", line.c_str());
  }
  if (link.status == "recorded") {
    ImGui::TextDisabled("The campaign has recorded this result. Undo that in the campaign to fight on.");
    return;
  }
  ImGui::Separator();
  ImGui::TextWrapped("Check the result, then record it: the campaign applies its consequences by its own rules.");
  if (ImGui::Button("Confirm and record in the campaign")) {
    try {
      Json command = battles::record_command(ctx.campaign, link, *b.session);
      b.issued = command.value("type", "");
      ctx.issue(command);
    } catch (const std::exception& e) {
      said(b, e.what(), true);
    }
  }
}

void draw_controls(OpenBattle& b) {
  bool over = engine_of(b).over(*b.session->state().game);
  ImGui::BeginDisabled(b.session->closed().has_value() || !b.session->can_undo());
  if (ImGui::Button("Undo move")) {
    try {
      b.session->undo();
      said(b, "The last move was undone.", false);
    } catch (const std::exception& e) {
      said(b, e.what(), true);
    }
    b.answers.clear();
    b.waiting_for = nullptr;
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(b.session->closed().has_value() || !b.session->can_redo());
  if (ImGui::Button("Redo move")) {
    try {
      b.session->redo();
    } catch (const std::exception& e) {
      said(b, e.what(), true);
    }
    b.waiting_for = nullptr;
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(over || b.session->closed().has_value());
  if (ImGui::Button("Let the doctrine finish")) {
    ApplyResult r = b.session->apply(kFinish);
    said(b, r.ok ? r.events.back().text : (r.reasons.empty() ? "refused" : r.reasons.front().describe()), !r.ok);
    b.answers.clear();
    b.waiting_for = nullptr;
  }
  ImGui::EndDisabled();
}

void draw_battle(GuiContext& ctx, const BattleLink& link) {
  OpenBattle* b = open_battle(ctx, link);
  if (!b) {
    ImGui::TextColored(Palette::refusal(), "%s", desk_for(ctx.campaign).open[link.id].message.c_str());
    return;
  }
  const auto& engine = engine_of(*b);
  const GameState& state = *b->session->state().game;
  ImGui::TextWrapped("%s — %s", engine.title().c_str(), engine.status(state).c_str());
  ImGui::Separator();
  for (const auto& line : engine.position(state)) ImGui::TextWrapped("%s", line.c_str());
  ImGui::Separator();
  if (b->session->closed() && link.status != "recorded") ImGui::TextDisabled("%s", b->session->closed()->c_str());
  else if (!engine.over(state)) draw_decision(*b);
  draw_controls(*b);
  if (engine.over(state)) draw_result(ctx, *b, link);
  if (!b->message.empty())
    ImGui::TextColored(b->message_is_error ? Palette::refusal() : Palette::success(), "%s", b->message.c_str());
  draw_command_feedback(ctx, b->issued);
}

}  // namespace

void draw_battle_window(GuiContext& ctx) {
  const GameModule* game = ctx.campaign.module();
  if (!game || !ctx.registry) {
    ImGui::TextDisabled("This campaign has no battles.");
    return;
  }
  BattleDesk& desk = desk_for(ctx.campaign);
  std::vector<BattleLink> in_engines;
  for (auto& l : game->battle_links(ctx.campaign.state()))
    if (!l.engine.empty() && l.engine != battles::kTabletop) in_engines.push_back(std::move(l));
  if (in_engines.empty()) {
    ImGui::TextWrapped("No battle is being fought in an engine. Send one from the game's Battles window.");
    return;
  }
  if (desk.selected.empty() || std::none_of(in_engines.begin(), in_engines.end(),
                                            [&](const BattleLink& l) { return l.id == desk.selected; }))
    desk.selected = in_engines.front().id;
  for (const auto& l : in_engines) {
    if (ImGui::RadioButton((l.name + " (" + l.status + ")##" + l.id).c_str(), desk.selected == l.id))
      desk.selected = l.id;
    ImGui::SameLine();
  }
  ImGui::NewLine();
  ImGui::Separator();
  for (const auto& l : in_engines)
    if (l.id == desk.selected) draw_battle(ctx, l);
}

}  // namespace umpire::battlesui
