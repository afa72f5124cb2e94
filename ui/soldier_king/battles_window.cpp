#include "ui/soldier_king/battles_window.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "handoff/handoff.h"
#include "report/export.h"
#include "soldier_king/battles.h"
#include "soldier_king/briefing.h"
#include "ui/map_palette.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {


const char* const kEndings[] = {"decided", "conceded (SK 22.13)", "marched off (SK 22.14)", "withdrew before battle",
                                "ended by night", "destroyed (no legal retreat, SK 11.11)"};
const char* const kCauses[] = {"", "fire", "melee", "eliminated_in_melee", "routed_by_melee"};
const char* const kCauseNames[] = {"-", "fire", "melee", "battery eliminated in melee", "battery routed by melee"};

Json command(const char* type, Json args) { return Json{{"type", type}, {"args", std::move(args)}}; }

void toggle(std::set<std::string>& set, const std::string& key, const char* label) {
  bool on = set.count(key) > 0;
  if (ImGui::Checkbox(label, &on)) {
    if (on) set.insert(key);
    else set.erase(key);
  }
}

// The folder the briefings go to: beside the campaign file.
std::string briefing_folder(const Campaign& campaign, const sk::SkState& s) {
  namespace fs = std::filesystem;
  fs::path file(campaign.path());
  return (file.parent_path() / (file.stem().string() + "-battles-" + report::file_slug(s.date.describe()))).string();
}

// The losses table of the result form: per stand, the SP lost, how, and
// whether it fought well (22.13).
void losses_table(const battles::BattleSetup& setup, BattleForm& f) {
  if (ImGui::BeginTable("losses", 7, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollY,
                        ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 14))) {
    ImGui::TableSetupColumn("Stand");
    ImGui::TableSetupColumn("Side");
    ImGui::TableSetupColumn("SP");
    ImGui::TableSetupColumn("Lost");
    ImGui::TableSetupColumn("How");
    ImGui::TableSetupColumn("Fought well");
    ImGui::TableSetupColumn("Column");
    ImGui::TableHeadersRow();
    for (const auto& u : setup.units) {
      ImGui::PushID(u.id.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%s %s", u.type_name.c_str(), u.id.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(u.side.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", u.strength);
      ImGui::TableNextColumn();
      int& lost = f.losses[u.id];
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
      ImGui::InputInt("##lost", &lost);
      lost = std::clamp(lost, 0, u.strength);
      ImGui::TableNextColumn();
      int& cause = f.causes[u.id];
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11);
      ImGui::Combo("##cause", &cause, kCauseNames, u.arm == "artillery" ? 5 : 3);
      ImGui::TableNextColumn();
      toggle(f.fought_well, u.id, "##well");
      ImGui::TableNextColumn();
      if (const battles::Formation* form = setup.formation(u.formation)) ImGui::TextUnformatted(form->name.c_str());
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
}

// Per column the 12.4.2 flags, and the officers killed or captured.
void formation_flags(const battles::BattleSetup& setup, BattleForm& f) {
  ImGui::TextUnformatted("Columns (SK 12.4.2): engaged / reached exhaustion / morale collapse");
  for (const auto& form : setup.formations) {
    ImGui::PushID(form.id.c_str());
    toggle(f.engaged, form.id, "##e");
    ImGui::SameLine();
    toggle(f.exhausted, form.id, "##x");
    ImGui::SameLine();
    toggle(f.collapsed, form.id, "##c");
    ImGui::SameLine();
    ImGui::Text("%s (%s)", form.name.c_str(), form.side.c_str());
    ImGui::PopID();
  }
  if (!setup.leaders.empty()) {
    ImGui::TextUnformatted("Officers killed / captured");
    for (const auto& l : setup.leaders) {
      ImGui::PushID(l.id.c_str());
      toggle(f.killed, l.id, "##k");
      ImGui::SameLine();
      toggle(f.captured, l.id, "##p");
      ImGui::SameLine();
      ImGui::Text("%s (%s, %s)", l.name.c_str(), l.rank.c_str(), l.side.c_str());
      ImGui::PopID();
    }
  }
}

// The result the form holds, as sk.battle_result's argument.
Json result_of_form(const sk::Battle& b, const battles::BattleSetup& setup, BattleForm& f) {
  Json losses = Json::array(), formations = Json::array();
  for (const auto& u : setup.units)
    if (int n = f.losses[u.id]; n > 0) losses.push_back({{"unit", u.id}, {"lost", n}, {"cause", kCauses[f.causes[u.id]]}});
  for (const auto& form : setup.formations)
    formations.push_back({{"formation", form.id},
                          {"engaged", f.engaged.count(form.id) > 0},
                          {"reached_exhaustion", f.exhausted.count(form.id) > 0},
                          {"morale_collapse", f.collapsed.count(form.id) > 0}});
  Json result{{"battle", b.id},
              {"winner", f.winner},
              {"ending", battles::to_string(static_cast<battles::Ending>(f.ending))},
              {"losses", losses},
              {"formations", formations},
              {"leaders_killed", std::vector<std::string>(f.killed.begin(), f.killed.end())},
              {"leaders_captured", std::vector<std::string>(f.captured.begin(), f.captured.end())},
              {"retreat_to", f.retreat_to},
              {"fought_well", std::vector<std::string>(f.fought_well.begin(), f.fought_well.end())},
              {"notes", f.notes}};
  return result;
}

// The result form: typed in from the tabletop (SK 11.11-11.13, 12.2, 22.13).
void result_form(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, const battles::BattleSetup& setup,
                 BattleForm& f) {
  ImGui::Separator();
  ImGui::TextUnformatted("Result (typed in from the tabletop)");
  combo("Winner##w", f.winner, {{"attacker", "Attacker: " + sk::side_name(b, "attacker")},
                                {"defender", "Defender: " + sk::side_name(b, "defender")}}, 18);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18);
  ImGui::Combo("Ending", &f.ending, kEndings, 6);
  std::string loser = f.winner == "attacker" ? "defender" : "attacker";
  Options retreats{{"", "(no retreat)"}};
  for (const auto& box : sk::retreat_destinations(s, b, loser)) retreats.push_back({box, box_name(s, box)});
  combo("Retreat of the beaten side (SK 11.11)##r", f.retreat_to, retreats, 18);
  losses_table(setup, f);
  formation_flags(setup, f);
  ImGui::InputTextMultiline("Notes", &f.notes, ImVec2(-1, ImGui::GetTextLineHeight() * 3));
  if (ImGui::Button("Record the result"))
    issue(ctx, ui, command("sk.battle_result", {{"battle", b.id}, {"result", result_of_form(b, setup, f)}}));
}

void pending(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, BattleForm& f) {
  auto places = sk::withdrawal_destinations(s, b);
  if (b.superiority == "attacker") {
    ImGui::TextDisabled("The attacker has 2:1 cavalry superiority: the defender cannot withdraw before battle (SK 11.2).");
  } else if (places.empty()) {
    ImGui::TextDisabled("No box the defender may withdraw to (SK 11.3.1).");
  } else {
    Options o;
    for (const auto& p : places) o.push_back({p, box_name(s, p)});
    combo("##withdraw", f.withdraw_to, o);
    ImGui::SameLine();
    if (ImGui::Button("Defender withdraws before battle"))
      issue(ctx, ui, command("sk.withdraw", {{"battle", b.id}, {"to", f.withdraw_to}}));
  }
  if (ImGui::Button("Send to the tabletop")) issue(ctx, ui, command("sk.send_to_table", {{"battle", b.id}}));
  ImGui::SameLine();
  ImGui::TextDisabled("Built-in tactical engines: not yet");
}

void at_table(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, BattleForm& f) {
  battles::BattleSetup setup = battles::setup_from_json(JsonCursor(b.setup, "battle " + b.id));
  if (!f.intelligence_loaded) {
    f.intelligence = b.attacker_intelligence;
    f.intelligence_loaded = true;
  }
  std::string level = b.superiority == "attacker"   ? "the basic elements of the defender's position (SK 11.5.1)"
                      : b.superiority == "defender" ? "only the area and rough location of the main force (SK 11.5.2)"
                                                    : "the area and general information on the main force (SK 11.5.3)";
  ImGui::TextWrapped("Tell the attacker %s; he deploys at least %d\" away.", level.c_str(),
                     setup.situation.value("min_distance_inches", 10));
  ImGui::InputTextMultiline("##intel", &f.intelligence, ImVec2(-1, ImGui::GetTextLineHeight() * 3));
  if (ImGui::Button("Save for the attacker's briefing"))
    issue(ctx, ui, command("sk.brief_attacker", {{"battle", b.id}, {"text", f.intelligence}}));
  ImGui::SameLine();
  if (ImGui::Button("Print the briefings")) {
    try {
      auto files = sk::export_briefings(setup, b.attacker_intelligence, briefing_folder(ctx.campaign, s));
      f.message = "Wrote " + std::to_string(files.size()) + " files: " + files.front() + " ...";
    } catch (const std::exception& e) {
      f.message = e.what();
    }
  }
  if (!f.message.empty()) ImGui::TextWrapped("%s", f.message.c_str());
  result_form(ctx, ui, s, b, setup, f);
}

void finished(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, BattleForm& f) {
  for (const auto& c : b.consequences) ImGui::BulletText("%s", c.c_str());
  for (const auto& p : sk::promotions_available(s)) {
    if (p.battle != b.id || p.left <= 0) continue;
    ImGui::PushID(p.side.c_str());
    Options columns;
    for (const auto& c : p.columns)
      if (const sk::Column* col = s.column(c)) columns.push_back({c, col->name});
    ImGui::Text("%s: %d combat promotion%s left (SK 12.4.2)", sk::side_name(b, p.side).c_str(), p.left, p.left == 1 ? "" : "s");
    combo("##promote", f.promote_column, columns);
    ImGui::SameLine();
    if (!columns.empty() && ImGui::Button("Promote"))
      issue(ctx, ui, command("sk.combat_promotion", {{"battle", b.id}, {"column", f.promote_column}}));
    ImGui::PopID();
  }
}

}  // namespace

void draw_battles_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  if (s->phase == sk::Phase::PlayerTurn) {
    std::string wait = sk::battles_waiting(*s);
    ImGui::TextWrapped("%s", wait.empty() ? "No battle waits." : wait.c_str());
  }
  draw_last_report(ctx, ui);
  if (s->battles.empty()) ImGui::TextDisabled("No battle has been fought in this campaign yet.");
  for (auto it = s->battles.rbegin(); it != s->battles.rend(); ++it) {
    const sk::Battle& b = *it;
    bool current = sk::of_this_turn(*s, b);
    ImGui::PushID(b.id.c_str());
    ImGui::SetNextItemOpen(current && b.status != "fought" && b.status != "withdrawn", ImGuiCond_Appearing);
    std::string title = b.id + "  " + box_name(*s, b.box) + ", " + b.date + " — " + b.status;
    if (ImGui::CollapsingHeader(title.c_str())) {
      ImGui::TextWrapped("%s", sk::battle_line(*s, b).c_str());
      BattleForm& f = ui.battles[b.id];
      if (b.status == "pending") pending(ctx, ui, *s, b, f);
      else if (b.status == "at_table") at_table(ctx, ui, *s, b, f);
      else finished(ctx, ui, *s, b, f);
    }
    ImGui::PopID();
  }
}

}  // namespace umpire::skui
