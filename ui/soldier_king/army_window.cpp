// The Army window: a faction's order of battle as a tree (officers, columns
// with their stands, garrisons), its size against its maximum and its
// composition problems, and set-up placement.
#include <imgui.h>

#include <algorithm>

#include "soldier_king/army.h"
#include "ui/soldier_king/army_parts.h"
#include "ui/soldier_king/panels.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

constexpr int kTableColumns = 8;

void faction_selector(const sk::SkState& s, ArmyForms& forms) {
  if (!s.faction(forms.faction) || !s.faction(forms.faction)->active) {
    forms.faction.clear();
    for (const auto& f : s.factions)
      if (f.active) {
        forms.faction = f.id;
        break;
      }
    forms.checked.clear();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Army of");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11);
  if (ImGui::BeginCombo("##faction", faction_name(s, forms.faction).c_str())) {
    for (const auto& f : s.factions)
      if (f.active && ImGui::Selectable(f.name.c_str(), f.id == forms.faction)) {
        forms.faction = f.id;
        forms.checked.clear();
      }
    ImGui::EndCombo();
  }
}

void summary(ArmyView& v) {
  const int size = sk::army_size(v.s, v.forms.faction), maximum = sk::army_maximum(v.s, v.forms.faction);
  ImGui::SameLine(0, ImGui::GetFontSize());
  const ImVec4 colour = size > maximum ? Palette::refusal() : ImGui::GetStyleColorVec4(ImGuiCol_Text);
  ImGui::TextColored(colour, "army size %d / maximum %d", size, maximum);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Columns (garrisons are not columns, SK 3.4) against the recruiting values\n"
                      "of the cities the army holds (SK 13.2.2)");
  if (v.setup) {
    const float width = ImGui::CalcTextSize("Begin campaign").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SameLine(0, ImGui::GetFontSize());
    if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
    if (ImGui::Button("Begin campaign")) issue(v.ctx, v.ui, Json{{"type", "sk.begin_campaign"}, {"args", Json::object()}});
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("End set-up: every piece placed, every army composed legally (SK 5.1, 20)");
  }
  auto problems = sk::check_army(v.s, v.forms.faction);
  if (problems.empty()) {
    ImGui::TextColored(Palette::success(), "Composition: no problems (SK 20)");
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
  for (const auto& p : problems) ImGui::TextWrapped("%s", p.describe().c_str());
  ImGui::PopStyleColor();
}

// The Box cell: during set-up a combo of home boxes that places the piece.
void box_cell(ArmyView& v, const std::string& piece, const std::string& box, bool placeable) {
  if (!v.setup || !placeable) {
    ImGui::TextUnformatted(box_name(v.s, box).c_str());
    return;
  }
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##place", box_name(v.s, box).c_str())) {
    for (const sk::CityBox* b : home_boxes(v.s, v.forms.faction))
      if (ImGui::Selectable(b->name.c_str(), b->id == box))
        issue(v.ctx, v.ui, Json{{"type", "sk.place"}, {"args", {{"piece", piece}, {"box", b->id}}}});
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Place in... (set-up, SK 5.1)");
}

void stand_row(ArmyView& v, const sk::Stand& st) {
  ImGui::PushID(st.id.c_str());
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  bool ticked = v.forms.checked.count(st.id) > 0;
  if (ImGui::Checkbox("##tick", &ticked)) {
    if (ticked) v.forms.checked.insert(st.id);
    else v.forms.checked.erase(st.id);
  }
  ImGui::SameLine();
  ImGui::Text("%s", stand_type_name(v.s, st.type).c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("%s", st.id.c_str());
  stand_quality_cells(st);
  ImGui::TableNextColumn();
  ImGui::TableNextColumn();
  ImGui::TableNextColumn();
  ImGui::Text("%d SP", st.sp);
  ImGui::TableNextColumn();
  if (ImGui::SmallButton("Quality...")) request_quality(v.forms, st);
  ImGui::PopID();
}

void officer_rows(ArmyView& v) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  if (!ImGui::TreeNodeEx("Officers", ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_SpanFullWidth)) return;
  for (const auto& o : v.s.officers) {
    if (o.owner != v.forms.faction || !o.column.empty()) continue;  // DCs appear with their columns
    ImGui::PushID(o.id.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TreeNodeEx(o.name.c_str(), ImGuiTreeNodeFlags_Leaf | ImGuiTreeNodeFlags_NoTreePushOnOpen |
                                          ImGuiTreeNodeFlags_SpanFullWidth);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(sk::rank_title(o.rank));
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    box_cell(v, o.id, o.box, true);
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    if (ImGui::SmallButton("Rename...")) request_rename(v.forms, o.id, o.name);
    ImGui::PopID();
  }
  ImGui::TreePop();
}

void column_rows(ArmyView& v) {
  for (const auto& c : v.s.columns) {
    if (c.owner != v.forms.faction) continue;
    ImGui::PushID(c.id.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    bool open = ImGui::TreeNodeEx(c.name.c_str(), ImGuiTreeNodeFlags_SpanFullWidth);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(kind_name(c.kind));
    ImGui::TableNextColumn();
    if (c.kind == sk::ColumnKind::Infantry && c.infantry_type) ImGui::Text("Type %d", c.infantry_type);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(c.guards ? "Guards" : c.rebel ? "Rebels" : "");
    ImGui::TableNextColumn();
    box_cell(v, c.id, c.box, true);
    ImGui::TableNextColumn();
    const sk::Officer* dc = nullptr;
    for (const auto& o : v.s.officers)
      if (o.column == c.id) dc = &o;
    if (!dc) ImGui::TextDisabled("-");
    else if (ImGui::Selectable(dc->name.c_str())) request_rename(v.forms, dc->id, dc->name);
    if (dc && ImGui::IsItemHovered()) ImGui::SetTooltip("%s: click to rename", sk::rank_title(dc->rank));
    ImGui::TableNextColumn();
    ImGui::Text("%zu / %d SP", c.stands.size(), sk::total_sp(c.stands));
    ImGui::TableNextColumn();
    if (ImGui::SmallButton("Rename...")) request_rename(v.forms, c.id, c.name);
    if (open) {
      for (const auto& st : c.stands) stand_row(v, st);
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
}

void garrison_rows(ArmyView& v) {
  bool any = std::any_of(v.s.garrisons.begin(), v.s.garrisons.end(),
                         [&](const sk::Garrison& g) { return g.owner == v.forms.faction; });
  if (!any) return;
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  if (!ImGui::TreeNodeEx("Garrisons", ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_SpanFullWidth)) return;
  for (const auto& g : v.s.garrisons) {
    if (g.owner != v.forms.faction) continue;
    ImGui::PushID(g.id.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    std::string label = "Garrison of " + box_name(v.s, g.box);
    bool open = ImGui::TreeNodeEx(label.c_str(), ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_SpanFullWidth);
    for (int i = 0; i < 4; ++i) ImGui::TableNextColumn();
    ImGui::TextUnformatted(box_name(v.s, g.box).c_str());
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    ImGui::Text("%zu / %d SP", g.stands.size(), sk::total_sp(g.stands));
    if (open) {
      for (const auto& st : g.stands) stand_row(v, st);
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  ImGui::TreePop();
}

void order_of_battle(ArmyView& v) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_Resizable |
                                ImGuiTableFlags_Hideable | ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("##oob", kTableColumns, flags)) return;
  const float em = ImGui::GetFontSize();
  // Fixed widths, never narrower than the header.
  auto column = [em](const char* name, float width_em, ImGuiTableColumnFlags column_flags = 0) {
    float header = ImGui::CalcTextSize(name).x + ImGui::GetStyle().CellPadding.x * 2 + em * 0.5f;
    ImGui::TableSetupColumn(name, column_flags, std::max(header, em * width_em));
  };
  ImGui::TableSetupScrollFreeze(1, 1);
  column("Order of battle", 16, ImGuiTableColumnFlags_NoHide);
  column("Kind / quality", 6.5f);
  column("Type / morale", 4);
  column("Guards / flags", 6);
  column("Box", 7.5f);
  column("Commander", 13);
  column("Units / SP", 5);
  column("", 5);
  ImGui::TableHeadersRow();
  officer_rows(v);
  column_rows(v);
  garrison_rows(v);
  ImGui::EndTable();
}

}  // namespace

void draw_army_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  ArmyView v{*s, ui, ctx, ui.army, s->phase == sk::Phase::Setup};
  faction_selector(*s, v.forms);
  if (v.forms.faction.empty()) {
    ImGui::TextDisabled("No active faction.");
    return;
  }
  // Drop ticks of stands that are gone or changed hands (an undo, another window).
  for (auto it = v.forms.checked.begin(); it != v.forms.checked.end();) {
    StandAt at = find_stand(*s, *it);
    bool mine = at.stand && ((at.column && at.column->owner == v.forms.faction) ||
                             (at.garrison && at.garrison->owner == v.forms.faction));
    it = mine ? std::next(it) : v.forms.checked.erase(it);
  }
  summary(v);
  draw_last_report(ctx, ui);
  draw_selection_actions(v);
  ImGui::Separator();
  order_of_battle(v);
  draw_army_dialogs(v);
}

}  // namespace umpire::skui
