// The Orders window's supply step (SK 9.3, 9.6) and the attrition after
// movement (SK 9.6.1, 9.6.2) with the allocation of its losses.
#include <imgui.h>

#include <algorithm>

#include "soldier_king/supply.h"
#include "soldier_king/turn.h"
#include "ui/command_runner.h"
#include "ui/soldier_king/orders_panels.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

// What each column and box lost to attrition and still owes, each spread over
// its stands in one click, or all at once (sk.allocate_attrition).
void owed_table(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  if (s.turn.attrition_owed.empty()) {
    if (s.turn.attrition_done) ImGui::TextColored(Palette::success(), "Every attrition loss is allocated.");
    return;
  }
  ImGui::TextColored(Palette::refusal(), "%d SP still to allocate before any battle (SK 9.6.2):", sk::attrition_owed_sp(s));
  ImGui::BeginDisabled(ctx.dice_pending);
  if (ImGui::Button("Allocate all: spread over the stands, largest first")) issue(ctx, ui, allocate_attrition_command());
  if (ImGui::BeginTable("##owed", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("Loses", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Cause");
    ImGui::TableSetupColumn("SP");
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    int row = 0;
    for (const auto& o : s.turn.attrition_owed) {
      const sk::Column* c = o.column.empty() ? nullptr : s.column(o.column);
      std::string who = c ? c->name + " in " + box_name(s, o.box) : "troops in " + box_name(s, o.box);
      ImGui::PushID(row++);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", who.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(o.cause.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", o.sp);
      ImGui::TableNextColumn();
      if (ImGui::SmallButton("Spread")) issue(ctx, ui, allocate_attrition_command(o.column, o.column.empty() ? o.box : ""));
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::EndDisabled();
}

// The allocation by hand: a column's stand and its new strength (sk.set_strength).
void allocation_form(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  ImGui::TextWrapped("A loss set by hand counts against what its column or box still owes (SK 9.6.2):");
  const sk::Column* col = s.column(d.alloc_column);
  if (col && col->owner != s.turn.player) col = nullptr;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  if (ImGui::BeginCombo("Column##alloc", col ? (col->name + " in " + box_name(s, col->box)).c_str() : "pick a column")) {
    for (const auto& c : s.columns)
      if (c.owner == s.turn.player && !c.box.empty() &&
          ImGui::Selectable((c.name + " in " + box_name(s, c.box)).c_str(), c.id == d.alloc_column)) {
        d.alloc_column = c.id;
        d.alloc_stand.clear();
      }
    ImGui::EndCombo();
  }
  if (!col) return;
  const sk::Stand* stand = nullptr;
  for (const auto& st : col->stands)
    if (st.id == d.alloc_stand) stand = &st;
  auto stand_label = [&](const sk::Stand& st) {
    return st.id + " " + stand_type_name(s, st.type) + " (" + std::to_string(st.sp) + " SP)";
  };
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  if (ImGui::BeginCombo("Stand##alloc", stand ? stand_label(*stand).c_str() : "pick a stand")) {
    for (const auto& st : col->stands)
      if (ImGui::Selectable(stand_label(st).c_str(), st.id == d.alloc_stand)) {
        d.alloc_stand = st.id;
        d.alloc_sp = std::max(1, st.sp - 1);
      }
    ImGui::EndCombo();
  }
  if (!stand) return;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt("new SP", &d.alloc_sp);
  d.alloc_sp = std::clamp(d.alloc_sp, 1, 10);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  ImGui::InputText("reason##alloc", d.alloc_reason, sizeof d.alloc_reason);
  ImGui::BeginDisabled(ctx.dice_pending || d.alloc_reason[0] == '\0');
  if (ImGui::Button("Set strength")) issue(ctx, ui, set_strength_command(stand->id, d.alloc_sp, d.alloc_reason));
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Issues sk.set_strength (1-10 SP; a stand lost entirely is removed otherwise)");
}

}  // namespace

void supply_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  ImGui::TextWrapped("Supply at the start of the turn, before any movement (SK 9.6):");
  ImGui::BeginDisabled(ctx.dice_pending);
  if (ImGui::Button("Check supply")) issue(ctx, ui, supply_check_command());
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Issues sk.supply_check: records which columns trace supply now");
  if (s.turn.supply_checked) {
    ImGui::SameLine();
    ImGui::TextColored(Palette::success(), "checked");
  }
  if (!ImGui::BeginTable("##supply", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_Resizable))
    return;
  ImGui::TableSetupColumn("Column", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Box", ImGuiTableColumnFlags_WidthStretch, 0.7f);
  ImGui::TableSetupColumn("Supply", ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableHeadersRow();
  const sk::SupplyPass pass(s, s.turn.player);  // one pass for all the player's columns
  for (const auto& c : s.columns) {
    if (c.owner != s.turn.player || c.box.empty()) continue;
    sk::SupplyResult r = pass.at(c.box);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(c.name.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(box_name(s, c.box).c_str());
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text, r.supplied ? Palette::success() : Palette::refusal());
    const char* start = !s.turn.supply_checked ? "" : c.supplied_at_start ? " (recorded: in supply)" : " (recorded: out)";
    if (r.supplied) ImGui::TextWrapped("supplied (magazine %s)%s", r.magazine.c_str(), start);
    else ImGui::TextWrapped("not supplied: %s%s", r.why.c_str(), start);
    ImGui::PopStyleColor();
  }
  ImGui::EndTable();
}

void attrition_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  ImGui::TextWrapped("Attrition after movement: foraging, out-of-supply dice and the per-box roll (SK 9.6, 9.6.1, 9.6.2):");
  std::vector<std::string> boxes;
  for (const auto& b : s.map->boxes)
    if (!columns_in(s, s.turn.player, b.id).empty()) boxes.push_back(b.id);
  ImGui::BeginDisabled(ctx.dice_pending || s.turn.attrition_done);
  if (ImGui::Button("Roll attrition (every box)")) issue(ctx, ui, attrition_command());
  if (s.turn.attrition_done) {
    ImGui::SameLine();
    ImGui::TextColored(Palette::success(), "rolled this turn");
  }
  // Columns as wide as their headers and contents, the box names taking the rest: no header is cut.
  if (ImGui::BeginTable("##attrition", 5,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("Box", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Columns");
    ImGui::TableSetupColumn("Out of supply");
    ImGui::TableSetupColumn("Foraging");
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    const sk::SupplyPass pass(s, s.turn.player);
    for (const auto& b : boxes) {
      auto cols = columns_in(s, s.turn.player, b);
      int out = 0;
      for (const sk::Column* c : cols)
        if (!pass.at(c->box).supplied) ++out;
      ImGui::PushID(b.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(box_name(s, b).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", static_cast<int>(cols.size()));
      ImGui::TableNextColumn();
      if (out) ImGui::TextColored(Palette::refusal(), "%d", out);
      else ImGui::TextDisabled("0");
      ImGui::TableNextColumn();
      int cap = sk::foraging_capacity(s, b);
      if (cap) ImGui::Text("feeds %d", cap);
      else ImGui::TextDisabled("none");
      ImGui::TableNextColumn();
      if (s.turn.attrition_done || s.turn.attrition_rolled.count(b)) ImGui::TextDisabled("rolled");
      else if (ImGui::SmallButton("Roll")) issue(ctx, ui, attrition_command(b));
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::EndDisabled();
  const CommandReport* r = ctx.last_report;
  if (r && r->type == "sk.attrition" && r->applied && r->seq != d.attrition_seq) {
    d.attrition_seq = r->seq;
    d.attrition_lines = r->lines;
  }
  if (!d.attrition_lines.empty()) {
    ImGui::Separator();
    ImGui::TextUnformatted("Results:");
    for (const auto& line : d.attrition_lines) ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::Separator();
  owed_table(ctx, s, ui);
  if (ImGui::CollapsingHeader("Set a stand's strength by hand")) allocation_form(ctx, s, ui);
}

}  // namespace umpire::skui
