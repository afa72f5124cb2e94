// The Combats window (the combat desk of Les Guerres de Bourgogne): the
// phase's battles and sieges (GdB 9, 9.4, 9.5) with their forces; the
// garrison's choice (a battle or a siege, GdB 9); the kit's engine choices
// (the table, or bourgogne-battle with its odds) for an open one; the way to
// the Battle window for one being fought by the engine; the table's results
// form, judged live by bourgogne.record_combat's own check; and the loser's
// retreat from the legal zones (GdB 9.5.11, 9.7).
#include <imgui.h>

#include <algorithm>
#include <map>

#include "battles/sessions/battle_module.h"
#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"
#include "bourgogne/settings.h"
#include "ui/battles/battle_desk.h"
#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/bourgogne/result_form.h"
#include "ui/kit_windows.h"
#include "ui/reports/preview.h"
#include "ui/windows.h"

namespace umpire::bourgogneui {

namespace {

const char* combat_status_words(const std::string& status) {
  if (status == "choosing") return "the garrison chooses";
  if (status == "open") return "waiting to be fought";
  if (status == "sent") return "being fought";
  if (status == "retreating") return "the loser retreats";
  if (status == "recorded") return "recorded";
  return status.c_str();
}

bool issue_combat(GuiContext& ctx, BourgogneUi& ui, const Json& command) {
  ui.last_issued = command.value("type", "");
  ctx.issue(command);
  return ctx.last_report && ctx.last_report->type == ui.last_issued && ctx.last_report->applied;
}

void combat_forces(const bourgogne::State& s, const bourgogne::CombatRecord& c) {
  for (const char* side : {"attacker", "defender"}) {
    const bourgogne::Camp camp = c.camp(side);
    std::string leaders;
    for (const auto& id : c.commanders(side))
      if (const auto* k = s.commander(id)) leaders += (leaders.empty() ? "" : ", ") + k->name;
    const int ss = std::string(side) == "attacker" ? c.ss_attacker : c.ss_defender;
    ImGui::TextWrapped("%s (%s, %d SS at the start)%s%s: %s", bourgogne::camp_name(camp), side, ss,
                       leaders.empty() ? "" : " under ", leaders.c_str(),
                       bourgogne::unit_list(s, c.units(side)).c_str());
  }
}

// The battle sheets for the table: one per camp and the umpire's, printed to PDF in the reports' folder.
void sheets_button(GuiContext& ctx, const bourgogne::CombatRecord& c) {
  static std::map<std::string, std::pair<std::string, bool>> sheet_notes;  // by campaign file and combat: words, error
  const std::string key = ctx.campaign.path() + "/" + c.id;
  if (ImGui::Button("Print the battle sheets")) {
    try {
      const auto files = print_battle_sheets(ctx.campaign.state(), c, reports::default_output_folder(ctx.campaign.path()));
      std::string list;
      for (const auto& f : files) list += (list.empty() ? "" : ", ") + f;
      sheet_notes[key] = {"Printed: " + list, false};
    } catch (const std::exception& e) {
      sheet_notes[key] = {e.what(), true};
    }
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("A sheet for each camp with its own forces and markers only, and the umpire's with both and "
                      "the results form (PDF).");
  if (auto it = sheet_notes.find(key); it != sheet_notes.end())
    text_wrapped_coloured(it->second.second ? Palette::refusal() : Palette::success(), it->second.first);
}

std::string ending_in_words(const std::string& ending) {
  for (const auto& [id, words] : result_endings())
    if (id == ending) return words;
  return ending;
}

// The table's results form (GdB 9.5.10): judged live, recorded when the rules allow it.
void table_results(GuiContext& ctx, BourgogneUi& ui, const bourgogne::State& s, const bourgogne::CombatRecord& c) {
  static std::map<std::string, ResultForm> forms;  // by campaign file and combat
  const std::string key = ctx.campaign.path() + "/" + c.id;
  auto it = forms.find(key);
  if (it == forms.end()) it = forms.emplace(key, result_form_for(s, c)).first;
  ResultForm& f = it->second;
  ImGui::TextWrapped("Fought at the table: fill in its results form, then record it (GdB 9.5.10).");
  // Wide enough for the longest ending's words, within the window.
  float w = ImGui::GetFontSize() * 12;
  for (const auto& e : result_endings()) w = std::max(w, ImGui::CalcTextSize(e.second.c_str()).x);
  w = std::min(w + ImGui::GetFrameHeight() * 2, ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 12);
  const std::string winner_words = f.winner.empty() ? "nobody" : std::string(bourgogne::camp_name(c.camp(f.winner)));
  ImGui::SetNextItemWidth(w);
  if (ImGui::BeginCombo("Winner", winner_words.c_str())) {
    for (const char* side : {"attacker", "defender", ""}) {
      const std::string words = *side ? std::string(bourgogne::camp_name(c.camp(side))) : "nobody";
      if (ImGui::Selectable(words.c_str(), f.winner == side)) f.winner = side, f.retreat.clear();
    }
    ImGui::EndCombo();
  }
  std::string ending_words = f.ending;
  for (const auto& [id, words] : result_endings())
    if (id == f.ending) ending_words = words;
  ImGui::SetNextItemWidth(w);
  if (ImGui::BeginCombo("Ending", ending_words.c_str())) {
    for (const auto& [id, words] : result_endings())
      if (ImGui::Selectable(words.c_str(), f.ending == id)) f.ending = id;
    ImGui::EndCombo();
  }
  ImGui::TextUnformatted("SS at the end (0: eliminated)");
  for (const char* side : {"attacker", "defender"})
    for (const auto& id : c.units(side)) {
      const bourgogne::Unit* u = s.unit(id);
      if (!u) continue;
      ImGui::PushID(id.c_str());
      int& ss = f.final_ss[id];
      const int most = u->type == bourgogne::UnitType::Ca ? 1 : 2;
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
      if (ImGui::InputInt("##ss", &ss)) ss = std::clamp(ss, 0, most);
      ImGui::SameLine();
      ImGui::Text("%s (%s)", u->name.c_str(), bourgogne::camp_name(c.camp(side)));
      if (c.kind == "battle") {
        ImGui::SameLine();
        bool rz = f.in_rz.count(id) > 0;
        if (ImGui::Checkbox("in its RZ", &rz)) rz ? void(f.in_rz.insert(id)) : void(f.in_rz.erase(id));
      }
      if (u->type == bourgogne::UnitType::Ca) {
        ImGui::SameLine();
        bool swiss = f.ca_owner[id] == "swiss";
        if (ImGui::Checkbox("shows its Swiss side (GdB 9.6)", &swiss)) f.ca_owner[id] = swiss ? "swiss" : "burgundy";
      }
      ImGui::PopID();
    }
  ImGui::TextUnformatted("Commanders eliminated (GdB 9.6)");
  for (const char* side : {"attacker", "defender"})
    for (const auto& id : c.commanders(side)) {
      const bourgogne::Commander* k = s.commander(id);
      if (!k) continue;
      ImGui::PushID(id.c_str());
      bool killed = f.killed.count(id) > 0, pooled = f.to_pool.count(id) > 0;
      ImGui::BeginDisabled(!k->is_historical);
      if (ImGui::Checkbox("killed (flips)", &killed)) killed ? void(f.killed.insert(id)) : void(f.killed.erase(id));
      ImGui::EndDisabled();
      ImGui::SameLine();
      if (ImGui::Checkbox("stranded: to the pool", &pooled))
        pooled ? void(f.to_pool.insert(id)) : void(f.to_pool.erase(id));
      ImGui::SameLine();
      ImGui::TextUnformatted(k->name.c_str());
      ImGui::PopID();
    }
  const auto retreats =
      result_form_retreats(s, c, f, bourgogne::setting_on(ctx.campaign.state(), "retreat_into_uncontrolled"));
  if (!f.winner.empty()) {
    const std::string shown = f.retreat.empty() ? "(choose later)" : bourgogne::zone_name(s, f.retreat);
    ImGui::SetNextItemWidth(w);
    if (ImGui::BeginCombo("The loser retreats to", shown.c_str())) {
      if (ImGui::Selectable("(choose later)", f.retreat.empty())) f.retreat.clear();
      for (const auto& z : retreats)
        if (ImGui::Selectable(bourgogne::zone_name(s, z).c_str(), f.retreat == z)) f.retreat = z;
      ImGui::EndCombo();
    }
    if (retreats.empty())
      text_disabled_wrapped("No legal retreat zone: a loser with units left is eliminated (GdB 9.5.11).");
  }
  const Json command = result_form_command(c, f);
  const auto refusals = ctx.campaign.validate(command);
  if (refusals.empty()) text_wrapped_coloured(Palette::success(), "The rules accept this result.");
  for (const auto& r : refusals) text_wrapped_coloured(Palette::refusal(), r.describe());
  ImGui::BeginDisabled(!refusals.empty() || ctx.dice_pending);
  if (ImGui::Button("Record the result") && issue_combat(ctx, ui, command)) forms.erase(key);
  ImGui::EndDisabled();
}

void retreat_choice(GuiContext& ctx, BourgogneUi& ui, const bourgogne::State& s, const bourgogne::CombatRecord& c) {
  const std::string loser = c.winner == "attacker" ? "defender" : "attacker";
  ImGui::TextWrapped("The %s retreat to an adjacent zone they control (GdB 9.5.11, 9.7):",
                     bourgogne::camp_name(c.camp(loser)));
  for (const auto& z : c.retreat_options) {
    if (ImGui::Button(bourgogne::zone_name(s, z).c_str()))
      issue_combat(ctx, ui, Json{{"type", "bourgogne.retreat"}, {"args", {{"combat", c.id}, {"zone", z}}}});
    same_line_if_fits(ImGui::GetFontSize() * 10);
  }
  ImGui::NewLine();
}

}  // namespace

void draw_combats_window(GuiContext& ctx) {
  const bourgogne::State* s = game_state(ctx);
  if (!s) return;
  BourgogneUi& ui = ui_for(ctx.campaign);
  const GameModule* m = ctx.campaign.module();
  const std::vector<BattleLink> links = m->battle_links(ctx.campaign.state());
  const auto combats = bourgogne::combats_of(*s);
  if (combats.empty()) {
    text_disabled_wrapped(
        "No battle or siege yet: the battles and sieges steps open them where both camps stand "
        "(GdB 9).");
    return;
  }
  for (const auto& c : combats) {
    ImGui::PushID(c.id.c_str());
    const bool live = c.status != "recorded";
    std::string engine = c.engine == "tabletop" ? "at the table" : c.engine;
    if (const battles::BattleModule* e = ctx.registry && !c.engine.empty() && c.engine != "tabletop"
                                             ? battles::find_engine(*ctx.registry, c.engine)
                                             : nullptr)
      engine = e->title();
    const std::string head =
        c.name + " - " + combat_status_words(c.status) + (engine.empty() ? "" : " (" + engine + ")") + "###combat";
    if (ImGui::CollapsingHeader(head.c_str(), live ? ImGuiTreeNodeFlags_DefaultOpen : ImGuiTreeNodeFlags_None)) {
      ImGui::Indent();
      if (c.kind == "siege")
        if (const auto* z = s->map->zone(c.zone)) ImGui::Text("Siege: fortification value %d (GdB 9.4)", z->fv);
      combat_forces(*s, c);
      if (c.status == "choosing") {
        ImGui::TextWrapped("The %s' garrison has a commander: it fights the army in the open or in its walls (GdB 9).",
                           bourgogne::camp_name(c.defender()));
        for (const char* fight : {"battle", "siege"}) {
          if (ImGui::Button(fight == std::string("battle") ? "Fight a battle" : "Stand a siege"))
            issue_combat(ctx, ui,
                         Json{{"type", "bourgogne.choose_combat"}, {"args", {{"combat", c.id}, {"fight", fight}}}});
          ImGui::SameLine();
        }
        ImGui::NewLine();
      } else if (c.status == "open") {
        const auto link = std::find_if(links.begin(), links.end(), [&](const BattleLink& l) { return l.id == c.id; });
        if (c.step != s->tracks.step)
          text_disabled_wrapped(std::string("Fought in the ") +
                                (c.step == bourgogne::Step::Sieges ? "sieges" : "battles") + " step.");
        else if (!ctx.registry || link == links.end())
          text_disabled_wrapped("The engines are not known here.");
        else if (Json send = battlesui::draw_engine_choices(ctx, *link); !send.is_null())
          if (issue_combat(ctx, ui, send) && ctx.show && c.engine != "tabletop") ctx.show(battlesui::kBattleWindow);
      } else if (c.status == "sent" && c.engine == "tabletop") {
        sheets_button(ctx, c);
        table_results(ctx, ui, *s, c);
      } else if (c.status == "sent") {
        if (ImGui::Button("Open the Battle window") && ctx.show) ctx.show(battlesui::kBattleWindow);
      } else if (c.status == "retreating") {
        retreat_choice(ctx, ui, *s, c);
      } else {
        std::string words =
            c.winner.empty() ? "Nobody won" : std::string("The ") + bourgogne::camp_name(c.camp(c.winner)) + " won";
        words += " (" + ending_in_words(c.ending) + ")";
        if (!c.retreat_to.empty()) words += "; the loser retreated to " + bourgogne::zone_name(*s, c.retreat_to);
        text_disabled_wrapped(words + ".");
        for (const auto& line : c.log) text_disabled_wrapped(line);
      }
      ImGui::Unindent();
    }
    ImGui::PopID();
  }
  draw_command_feedback(ctx, ui.last_issued);
}

}  // namespace umpire::bourgogneui
