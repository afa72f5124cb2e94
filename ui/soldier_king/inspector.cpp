// What the map tells about a box: the hover tooltip and the Inspector window
// (every column, stand, officer and garrison in the selected box).
#include <imgui.h>

#include "ui/soldier_king/panels.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

// A faction's colour as text: readable on the dark theme.
ImVec4 colour_of(const std::string& faction) { return faction_text_colour(faction); }

// A square of the faction's colour before its name.
void swatch(const std::string& faction) {
  const float h = ImGui::GetTextLineHeight();
  ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + h * 0.15f), ImVec2(p.x + h * 0.7f, p.y + h * 0.85f),
                                            rgba(faction_rgb(faction)), 2.0f);
  ImGui::Dummy(ImVec2(h * 0.7f, h));
  ImGui::SameLine();
}

std::string ownership(const sk::SkState& s, const sk::CityBox& b) {
  auto r = s.rulers.find(b.province);
  std::string ruler = r == s.rulers.end() ? "" : r->second;
  std::string holder = s.holder(b.id);
  std::string text = "Ruled by " + faction_name(s, ruler);
  if (s.captors.count(b.id)) text += "; captured and held by " + faction_name(s, holder);
  else if (!holder.empty()) text += "; held by " + faction_name(s, holder);
  return text;
}

// What lies in the box beside the troops, as the viewer may know it: Fortress
// markers, hasty works, magazines and battles not yet decided.
void box_marks(const sk::SkState& s, const sk::CityBox& b, const std::string& viewer) {
  if (auto it = s.events.fortresses.find(b.id); it != s.events.fortresses.end() && it->second > 0)
    ImGui::Text("Fortress marker%s: %d (SK 17.2.3)", it->second == 1 ? "" : "s", it->second);
  if (auto it = s.works.find(b.id); it != s.works.end())
    for (const auto& [faction, inches] : it->second)
      if (inches > 0 && sees(viewer, faction))
        ImGui::Text("Hasty works of %s: %g\" (SK 10.8)", faction_name(s, faction).c_str(), inches);
  for (const auto& m : s.magazines)
    if (m.box == b.id && sees(viewer, m.owner))
      ImGui::Text("Magazine %s of %s (SK 9.2)", m.id.c_str(), faction_name(s, m.owner).c_str());
  for (const auto& battle : pending_battles(s, viewer))
    if (battle.box == b.id) {
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 26);
      text_wrapped_coloured(Palette::refusal(), "Battle not yet decided, " + battle.text);
      ImGui::PopTextWrapPos();
    }
}

void box_facts(const sk::SkState& s, const sk::CityBox& b, const std::string& viewer) {
  ImGui::Text("Province: %s", s.map->province_name(b.province).c_str());
  ImGui::TextUnformatted(ownership(s, b).c_str());
  if (b.recruiting)
    ImGui::Text("Recruiting city: %d ruled / %d captured (SK 13.2.2)", b.recruiting->ruled, b.recruiting->captured);
  if (b.electoral) ImGui::TextColored(ImVec4(0.95f, 0.75f, 0.2f, 1), "Electoral city (SK 19.1)");
  if (b.entrenchment) ImGui::TextUnformatted("Permanent entrenchment (SK 10.8.3)");
  if (!b.battlefield.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 26);
    ImGui::TextDisabled("Battlefield: %s", b.battlefield.c_str());
    ImGui::PopTextWrapPos();
  }
  box_marks(s, b, viewer);
}

std::string column_summary(const sk::Column& c) {
  std::string text = kind_name(c.kind);
  if (c.kind == sk::ColumnKind::Infantry && c.infantry_type) text += ", Type " + std::to_string(c.infantry_type);
  if (c.guards) text += ", Guards";
  if (c.rebel) text += ", Rebels";
  return text;
}

void stands_table(const sk::SkState& s, const std::vector<sk::Stand>& stands, const char* id) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_NoHostExtendX;
  if (!ImGui::BeginTable(id, 6, flags)) return;
  ImGui::TableSetupColumn("Id");
  ImGui::TableSetupColumn("Type");
  ImGui::TableSetupColumn("SP");
  ImGui::TableSetupColumn("Quality");
  ImGui::TableSetupColumn("Morale");
  ImGui::TableSetupColumn("Flags");
  ImGui::TableHeadersRow();
  for (const auto& st : stands) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", st.id.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(stand_type_name(s, st.type).c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%d", st.sp);
    stand_quality_cells(st);
  }
  ImGui::EndTable();
}

void faction_forces(const sk::SkState& s, const BoxForces& fc) {
  for (const sk::Column* c : fc.columns) {
    ImGui::PushID(c->id.c_str());
    std::string label = c->name + "  (" + std::to_string(c->stands.size()) + " units, " +
                        std::to_string(sk::total_sp(c->stands)) + " SP)";
    if (ImGui::TreeNodeEx(label.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      std::string dc = officer_of(s, c->id);
      ImGui::TextDisabled("%s; commander: %s", column_summary(*c).c_str(), dc.empty() ? "none" : dc.c_str());
      stands_table(s, c->stands, "stands");
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  for (const sk::Garrison* g : fc.garrisons) {
    ImGui::PushID(g->id.c_str());
    std::string label = "Garrison  (" + std::to_string(g->stands.size()) + " units, " +
                        std::to_string(sk::total_sp(g->stands)) + " SP)";
    if (ImGui::TreeNodeEx(label.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      stands_table(s, g->stands, "stands");
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  for (const sk::Officer* o : fc.officers) {
    ImGui::BulletText("%s: %s", sk::rank_title(o->rank), o->name.c_str());
    if (!o->column.empty())
      if (const sk::Column* c = s.column(o->column)) {
        ImGui::SameLine();
        ImGui::TextDisabled("(commands %s)", c->name.c_str());
      }
  }
}

}  // namespace

// The viewer's latest report on the box, in the rulebook's words.
void reported(const sk::PlayerPicture* picture, const std::string& box) {
  const sk::BoxIntel* intel = intel_at(picture, box);
  if (!picture) return;
  ImGui::Separator();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 26);
  if (!intel) ImGui::TextDisabled("No report on this box (%s)", picture->date.describe().c_str());
  else
    ImGui::TextWrapped("Report (%s, %s, via %s): %s", picture->date.describe().c_str(), sk::to_string(intel->level),
                       intel->via.c_str(), sk::report_text(*intel).c_str());
  ImGui::PopTextWrapPos();
}

void box_tooltip(const sk::SkState& s, const std::string& box, const std::string& viewer,
                 const sk::PlayerPicture* picture, const std::vector<std::string>* knowledge) {
  const sk::CityBox* b = s.map->box(box);
  if (!b) return;
  ImGui::TextColored(colour_of(s.holder(box)), "%s", b->name.c_str());
  box_facts(s, *b, viewer);
  auto forces = forces_in_box(s, box, viewer);
  if (forces.empty()) {
    ImGui::Separator();
    ImGui::TextDisabled(viewer.empty() ? "No troops" : "None of your troops");
  }
  for (const auto& fc : forces) {
    ImGui::Separator();
    swatch(fc.owner);
    ImGui::Text("%s: %zu column%s, %d SP", faction_name(s, fc.owner).c_str(), fc.columns.size(),
                fc.columns.size() == 1 ? "" : "s", fc.column_sp);
    for (const sk::Column* c : fc.columns)
      ImGui::BulletText("%s (%d SP)", c->name.c_str(), sk::total_sp(c->stands));
    if (fc.garrison_stands)
      ImGui::BulletText("Garrison: %d stand%s, %d SP", fc.garrison_stands, fc.garrison_stands == 1 ? "" : "s",
                        fc.garrison_sp);
    for (const sk::Officer* o : fc.officers)
      if (o->column.empty()) ImGui::BulletText("%s: %s", sk::rank_title(o->rank), o->name.c_str());
  }
  reported(picture, box);
  if (knowledge && !knowledge->empty()) {
    ImGui::Separator();
    ImGui::TextDisabled("What each faction knows (latest intelligence):");
    for (const auto& line : *knowledge) ImGui::BulletText("%s", line.c_str());
  }
  ImGui::TextDisabled("Click to inspect");
}

void province_tooltip(const sk::SkState& s, const std::string& province) {
  const sk::Province* p = s.map->province(province);
  if (!p) return;
  auto r = s.rulers.find(p->id);
  std::string ruler = r == s.rulers.end() ? "" : r->second;
  ImGui::TextColored(colour_of(ruler), "%s", p->name.c_str());
  ImGui::Text("Province box, recruiting value %d (SK 2.1.1)", p->recruiting_value);
  ImGui::Text("Ruler: %s", faction_name(s, ruler).c_str());
  std::string cities;
  for (const sk::CityBox* b : s.map->boxes_in(p->id)) cities += (cities.empty() ? "" : ", ") + b->name;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26);
  ImGui::TextWrapped("Cities: %s", cities.c_str());
  ImGui::PopTextWrapPos();
}

void draw_inspector_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("View as");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  view_as_combo(*s, ui.viewer);
  auto picture = picture_of(*s, ui.viewer);
  if (!ui.viewer.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::warning());
    ImGui::TextWrapped("%s", view_note(*s, picture ? &*picture : nullptr).c_str());
    ImGui::PopStyleColor();
  }
  ImGui::Separator();
  const sk::CityBox* b = s->map->box(ui.selected_box);
  if (!b) {
    ImGui::TextDisabled("Click a box on the map to inspect it.");
    return;
  }
  ImGui::BeginChild("##inspected");
  swatch(s->holder(b->id));
  ImGui::Text("%s", b->name.c_str());
  box_facts(*s, *b, ui.viewer);
  reported(picture ? &*picture : nullptr, b->id);
  auto forces = forces_in_box(*s, b->id, ui.viewer);
  if (forces.empty()) ImGui::TextDisabled(ui.viewer.empty() ? "No troops in this box." : "None of your troops here.");
  for (const auto& fc : forces) {
    ImGui::PushID(fc.owner.c_str());
    std::string header = faction_name(*s, fc.owner) + ": " + std::to_string(fc.columns.size()) + " column" +
                         (fc.columns.size() == 1 ? "" : "s") + ", " + std::to_string(fc.column_sp + fc.garrison_sp) + " SP";
    ImGui::PushStyleColor(ImGuiCol_Header, ImGui::ColorConvertU32ToFloat4(rgba(faction_rgb(fc.owner), 110)));
    bool open = ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_DefaultOpen);
    ImGui::PopStyleColor();
    if (open) faction_forces(*s, fc);
    ImGui::PopID();
  }
  ImGui::EndChild();
}

}  // namespace umpire::skui
