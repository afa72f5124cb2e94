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
#include "ui/battles/battle_desk.h"
#include "ui/map_palette.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {


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

// A side by its name ("Argozia"), not its role's id.
const char* side_words(const battles::BattleSetup& setup, const std::string& side) {
  const battles::Side* x = setup.side(side);
  return x && !x->name.empty() ? x->name.c_str() : side.c_str();
}

// The marks the set-up declares for outcomes `of` "unit" or "formation".
std::vector<const battles::Mark*> marks_of(const battles::BattleSetup& setup, const char* of) {
  std::vector<const battles::Mark*> out;
  for (const auto& m : setup.marks)
    if (m.of == of) out.push_back(&m);
  return out;
}

// The losses table of the result form: per stand, the SP lost, how, and the
// marks the campaign reads on a stand (fought well, SK 22.13).
void losses_table(const battles::BattleSetup& setup, BattleForm& f) {
  auto marks = marks_of(setup, "unit");
  if (ImGui::BeginTable("losses", 6 + static_cast<int>(marks.size()),
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollY |
                            ImGuiTableFlags_ScrollX,
                        ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 14))) {
    ImGui::TableSetupColumn("Stand");
    ImGui::TableSetupColumn("Side");
    ImGui::TableSetupColumn("SP");
    ImGui::TableSetupColumn("Lost");
    ImGui::TableSetupColumn("How");
    for (const auto* m : marks) ImGui::TableSetupColumn((m->name + " (" + m->rule + ")").c_str());
    ImGui::TableSetupColumn("Column");
    ImGui::TableHeadersRow();
    auto numbers = sk::stand_numbers(setup);  // as the result sheet numbers them in each column
    for (const auto& u : setup.units) {
      ImGui::PushID(u.id.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d. %s", numbers[u.id], u.type_name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(side_words(setup, u.side));
      ImGui::TableNextColumn();
      ImGui::Text("%d", u.strength);
      ImGui::TableNextColumn();
      int& lost = f.losses[u.id];
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
      ImGui::InputInt("##lost", &lost);
      lost = std::clamp(lost, 0, u.strength);
      ImGui::TableNextColumn();
      int& cause = f.causes[u.id];
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
      ImGui::Combo("##cause", &cause, kCauseNames, u.arm == "artillery" ? 5 : 3);
      ImGui::TableNextColumn();
      for (const auto* m : marks) {
        toggle(f.marks[m->id], u.id, ("##" + m->id).c_str());
        ImGui::TableNextColumn();
      }
      if (const battles::Formation* form = setup.formation(u.formation)) ImGui::TextUnformatted(form->name.c_str());
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
}

// Per column whether it was engaged and the marks the campaign reads on a
// column (SK 12.4.2), and the officers killed or captured.
void formation_flags(const battles::BattleSetup& setup, BattleForm& f) {
  auto marks = marks_of(setup, "formation");
  std::string head = "Columns (SK 12.4.2): engaged";
  for (const auto* m : marks) head += " / " + m->name;
  ImGui::TextUnformatted(head.c_str());
  for (const auto& form : setup.formations) {
    ImGui::PushID(form.id.c_str());
    toggle(f.engaged, form.id, "##e");
    for (const auto* m : marks) {
      ImGui::SameLine();
      toggle(f.marks[m->id], form.id, ("##" + m->id).c_str());
    }
    ImGui::SameLine();
    ImGui::Text("%s (%s)", form.name.c_str(), side_words(setup, form.side));
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
      ImGui::Text("%s (%s, %s)", l.name.c_str(), l.rank.c_str(), side_words(setup, l.side));
      ImGui::PopID();
    }
  }
}

// The result the form holds, as sk.battle_result's argument (form /2).
Json result_of_form(const sk::Battle& b, const battles::BattleSetup& setup, BattleForm& f) {
  battles::BattleResult r;
  r.battle = b.id;
  r.engine = "tabletop";
  r.winner = f.winner;
  r.ending = f.ending;
  for (const auto& u : setup.units)
    if (int n = f.losses[u.id]; n > 0) r.unit_outcome(u.id).losses.push_back({n, kCauses[f.causes[u.id]]});
  for (const auto& form : setup.formations) r.formation_outcome(form.id).engaged = f.engaged.count(form.id) > 0;
  for (const auto& m : setup.marks)
    for (const auto& id : f.marks[m.id]) {
      auto& marks = m.of == "unit" ? r.unit_outcome(id).marks : r.formation_outcome(id).marks;
      marks.push_back(m.id);
    }
  for (const auto& id : f.killed) r.leaders.push_back({id, "killed"});
  for (const auto& id : f.captured) r.leaders.push_back({id, "captured"});
  r.retreat_to = f.retreat_to;
  r.notes = f.notes;
  return battles::to_json(r);
}

// The boxes the side beaten by `winner` may retreat to (SK 11.11), or none.
void retreat_combo(const char* id, const sk::SkState& s, const sk::Battle& b, const std::string& winner,
                   std::string& retreat_to) {
  Options retreats{{"", "(no retreat)"}};
  for (const auto& box : sk::retreat_destinations(s, b, winner == "attacker" ? "defender" : "attacker"))
    retreats.push_back({box, box_name(s, box)});
  combo(id, retreat_to, retreats, 18);
}

// The result form: typed in from the tabletop (SK 11.11-11.13, 12.2, 22.13).
void result_form(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, const battles::BattleSetup& setup,
                 BattleForm& f) {
  ImGui::Separator();
  ImGui::TextUnformatted("Result (typed in from the tabletop)");
  combo("Winner##w", f.winner, {{"attacker", "Attacker: " + sk::side_name(b, "attacker")},
                                {"defender", "Defender: " + sk::side_name(b, "defender")}}, 18);
  Options endings;
  for (const auto& e : setup.endings) endings.push_back({e.id, e.name + (e.rule.empty() ? "" : " (" + e.rule + ")")});
  combo("Ending##end", f.ending, endings, 18);
  retreat_combo("Retreat of the beaten side (SK 11.11)##r", s, b, f.winner, f.retreat_to);
  losses_table(setup, f);
  formation_flags(setup, f);
  ImGui::InputTextMultiline("Notes", &f.notes, ImVec2(-1, ImGui::GetTextLineHeight() * 3));
  if (ImGui::Button("Record the result"))
    issue(ctx, ui, command("sk.battle_result", {{"battle", b.id}, {"result", result_of_form(b, setup, f)}}));
}

// The battle's status in words: "at_table" is the file's, not the umpire's.
std::string status_words(const sk::Battle& b) {
  if (b.status == "at_table") return b.engine == battles::kTabletop || b.engine.empty() ? "at the table" : "in an engine";
  return b.status;
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
  Json send = battlesui::draw_engine_choices(ctx, battles::battle_link(ctx.campaign, b.id));
  if (!send.is_null()) issue(ctx, ui, send);
}

// A battle fought in a built-in engine: its Battle window; once the engine has
// finished it, its result recorded with the retreat the umpire picks (SK 11.11).
void in_engine(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, BattleForm& f) {
  const battles::BattleModule* engine = ctx.registry ? battles::find_engine(*ctx.registry, b.engine) : nullptr;
  ImGui::TextWrapped("Being fought in the %s.", engine ? engine->title().c_str() : "built-in engine");
  if (ctx.show && ImGui::Button("Open the Battle window")) {
    battlesui::desk_for(ctx.campaign).selected = b.id;
    ctx.show(battlesui::kBattleWindow);
  }
  if (!ctx.registry) return;
  BattleLink link = battles::battle_link(ctx.campaign, b.id);
  battlesui::OpenBattle* open = battlesui::open_battle(ctx, link);
  if (!open) {
    ImGui::SameLine();
    ImGui::TextDisabled("It has not started yet.");
    return;
  }
  const auto& fought = dynamic_cast<const battles::BattleModule&>(*open->session->module());
  if (!fought.over(*open->session->state().game)) {
    ImGui::SameLine();
    ImGui::TextDisabled("The battle is not over yet.");
    return;
  }
  Json record = battles::record_command(ctx.campaign, link, *open->session);
  Json& result = record["args"]["result"];
  std::string winner = result.value("winner", "");
  if (!winner.empty()) {
    ImGui::TextWrapped("The engine's result, as the campaign will record it: %s wins.",
                       sk::side_name(b, winner).c_str());
    if (f.retreat_to.empty()) f.retreat_to = result.value("retreat_to", "");
    retreat_combo("Retreat of the beaten side (SK 11.11)##er", s, b, winner, f.retreat_to);
    result["retreat_to"] = f.retreat_to;
  }
  if (ImGui::Button("Record the engine's result")) issue(ctx, ui, record);
}

void at_table(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Battle& b, BattleForm& f) {
  battles::BattleSetup setup = sk::stored_setup(s, b);
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
      auto files = sk::export_briefings(s, b, briefing_folder(ctx.campaign, s));
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
    // The status is in the label but not in the ID: recording the result
    // keeps the header open on the consequences.
    std::string title = b.id + "  " + box_name(*s, b.box) + ", " + b.date + " — " + status_words(b) + "###battle";
    if (ImGui::CollapsingHeader(title.c_str())) {
      ImGui::TextWrapped("%s", sk::battle_line(*s, b).c_str());
      BattleForm& f = ui.battles[b.id];
      if (b.status == "pending") pending(ctx, ui, *s, b, f);
      else if (b.status == "at_table" && b.engine != "tabletop") in_engine(ctx, ui, *s, b, f);
      else if (b.status == "at_table") at_table(ctx, ui, *s, b, f);
      else finished(ctx, ui, *s, b, f);
    }
    ImGui::PopID();
  }
}

}  // namespace umpire::skui
