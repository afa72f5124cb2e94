// The Battle window: a battle sent to an engine, fought at one screen. Both
// players see the position; each decision says whose it is, so that the
// keyboard goes to that side's player, and which option the doctrine would
// take. The buttons' actions are in battle_actions.cpp.
#include <imgui.h>

#include <algorithm>
#include <cctype>

#include "ui/battles/battle_actions.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::battlesui {

namespace {

const battles::BattleModule& engine_of(const OpenBattle& b) {
  return dynamic_cast<const battles::BattleModule&>(*b.session->module());
}

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string option_text(const DecisionOption& o) { return o.text.empty() ? o.id : o.text; }

void draw_decision(OpenBattle& b) {
  work_out_waiting(b);
  if (!b.waiting) {
    ImGui::TextWrapped("The next move asks no decision.");
    if (ImGui::Button("Fight the move")) fight_move(b);
    return;
  }
  const DecisionRequest& r = *b.waiting;
  const bool umpire = r.side_name.empty();
  ImGui::TextColored(Palette::warning(), "%s", umpire ? "The umpire decides" : (r.side_name + " decides").c_str());
  if (!umpire) {
    ImGui::SameLine();
    ImGui::TextDisabled("(hand the keyboard to %s's player)", r.side_name.c_str());
  }
  ImGui::TextWrapped("%s", capitalised(r.label).c_str());
  for (const auto& o : r.options) {
    ImGui::PushID(o.id.c_str());
    std::string label = option_text(o);
    if (o.id == r.advice) label += "  (doctrine)";
    if (ImGui::Button(label.c_str())) answer(b, o.id);
    ImGui::PopID();
  }
  if (const DecisionOption* advice = r.option(r.advice))
    ImGui::TextDisabled("The doctrine would take: %s.", option_text(*advice).c_str());
  if (!b.answered.empty()) {
    ImGui::TextDisabled("Already answered in this move (not yet made):");
    for (const auto& a : b.answered) ImGui::BulletText("%s", a.c_str());
    if (ImGui::SmallButton("Take back these answers")) take_back_answers(b);
  }
}

const char* fate_of(const battles::UnitOutcome& o) {
  return o.eliminated ? "eliminated"
         : o.captured  ? "captured"
         : o.dispersed ? "dispersed"
         : o.routed    ? "routed"
         : o.retreated ? "left the field"
                       : "";
}

void outcomes_table(const battles::BattleSetup& setup, const battles::BattleResult& r) {
  if (!ImGui::BeginTable("outcomes", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) return;
  for (const char* h : {"Unit", "Side", "SP lost", "Outcome"}) ImGui::TableSetupColumn(h);
  ImGui::TableHeadersRow();
  for (const auto& o : r.units) {
    const battles::Unit* u = setup.unit(o.unit);
    if (!u) continue;
    const battles::Side* side = setup.side(u->side);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted((u->name.empty() ? u->type_name + " " + u->id : u->name).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(side && !side->name.empty() ? side->name.c_str() : u->side.c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%d of %d", o.lost(), u->strength);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(fate_of(o));
  }
  ImGui::EndTable();
}

void draw_result(GuiContext& ctx, OpenBattle& b, const BattleLink& link) {
  const auto& engine = engine_of(b);
  battles::BattleResult r = engine.result(*b.session->state().game);
  const battles::BattleSetup& setup = engine.setup(*b.session->state().game);
  const battles::Side* winner = setup.side(r.winner);
  const battles::Ending* ending = setup.ending(r.ending);
  std::string how = ending && !ending->name.empty() ? ending->name : r.ending;
  if (ending && !ending->rule.empty()) how += ", " + ending->rule;
  ImGui::Separator();
  ImGui::TextColored(Palette::success(), "The battle is over after %d round%s: %s (%s).", r.rounds,
                     r.rounds == 1 ? "" : "s", winner ? (winner->name + " wins").c_str() : "no winner", how.c_str());
  outcomes_table(setup, r);
  if (ImGui::CollapsingHeader("How it went")) {
    for (const auto& line : r.audit) ImGui::BulletText("%s", line.c_str());
  }
  if (link.status == "recorded") {
    ImGui::TextWrapped("The campaign has recorded this result. To fight on, undo the record in the campaign.");
    return;
  }
  ImGui::TextWrapped("Check the result, then record it: the campaign applies its consequences by its own rules.");
  if (ImGui::Button("Confirm and record in the campaign")) confirm_result(ctx, b, link);
}

void draw_controls(OpenBattle& b) {
  bool over = engine_of(b).over(*b.session->state().game);
  bool closed = b.session->closed().has_value();
  ImGui::BeginDisabled(closed || !b.session->can_undo());
  if (ImGui::Button("Undo move")) undo_move(b);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(closed || !b.session->can_redo());
  if (ImGui::Button("Redo move")) redo_move(b);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(over || closed);
  if (ImGui::Button("Let the doctrine finish")) finish_by_doctrine(b);
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
  ImGui::TextWrapped("%s, in the %s", link.name.c_str(), engine.title().c_str());
  ImGui::TextDisabled("%s", engine.status(state).c_str());
  ImGui::Separator();
  for (const auto& line : engine.position(state)) ImGui::TextWrapped("%s", line.c_str());
  ImGui::Separator();
  if (b->session->closed() && link.status != "recorded") ImGui::TextDisabled("%s", b->session->closed()->c_str());
  else if (!engine.over(state)) draw_decision(*b);
  ImGui::Spacing();
  draw_controls(*b);
  if (!b->message.empty())
    ImGui::TextColored(b->message_is_error ? Palette::refusal() : Palette::success(), "%s", b->message.c_str());
  if (engine.over(state)) draw_result(ctx, *b, link);
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
  if (in_engines.size() > 1) {
    for (const auto& l : in_engines) {
      std::string state = l.status == "recorded" ? "recorded" : "being fought";
      if (ImGui::RadioButton((l.name + " (" + state + ")##" + l.id).c_str(), desk.selected == l.id))
        desk.selected = l.id;
    }
    ImGui::Separator();
  }
  for (const auto& l : in_engines)
    if (l.id == desk.selected) draw_battle(ctx, l);
}

}  // namespace umpire::battlesui
