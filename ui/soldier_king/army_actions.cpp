// The Army window's reorganisation: the ticked stands' actions (move to a
// column, detach as a garrison, form a new column), renaming and the umpire's
// quality rulings. Every change is a command; refusals come back in the report.
#include <imgui.h>

#include <algorithm>
#include <cstring>
#include <set>

#include "ui/soldier_king/army_parts.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

constexpr const char* kKinds[] = {"infantry", "heavy_cavalry", "light_cavalry"};
constexpr const char* kKindNames[] = {"Infantry", "Heavy cavalry", "Light cavalry"};
constexpr const char* kQualities[] = {"raw", "experienced", "veteran", "elite"};

Json id_list(const std::set<std::string>& ids) {
  Json out = Json::array();
  for (const auto& id : ids) out.push_back(id);
  return out;
}

void copy_text(char* dest, std::size_t size, const std::string& text) {
  std::strncpy(dest, text.c_str(), size - 1);
  dest[size - 1] = '\0';
}

// The ticked stands' boxes and columns ("" for a garrison).
struct Ticked {
  std::set<std::string> boxes, columns;
};

Ticked ticked(const sk::SkState& s, const std::set<std::string>& ids) {
  Ticked t;
  for (const auto& id : ids) {
    StandAt at = find_stand(s, id);
    t.boxes.insert(at.box());
    t.columns.insert(at.column ? at.column->id : "");
  }
  return t;
}

void move_action(ArmyView& v, const std::string& box) {
  std::vector<const sk::Column*> targets;
  for (const auto& c : v.s.columns)
    if (c.owner == v.forms.faction && c.box == box) targets.push_back(&c);
  if (std::none_of(targets.begin(), targets.end(), [&](const sk::Column* c) { return c->id == v.forms.move_to; }))
    v.forms.move_to = targets.empty() ? "" : targets.front()->id;
  const sk::Column* current = v.s.column(v.forms.move_to);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Move to column");
  ImGui::SameLine();
  const float button = ImGui::CalcTextSize("Move").x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 16,
                                   ImGui::GetContentRegionAvail().x - button - ImGui::GetStyle().ItemSpacing.x));
  if (ImGui::BeginCombo("##moveto", current ? current->name.c_str() : "(none in this box)")) {
    for (const sk::Column* c : targets)
      if (ImGui::Selectable(c->name.c_str(), c->id == v.forms.move_to)) v.forms.move_to = c->id;
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(!current);
  if (ImGui::Button("Move") &&
      issue(v.ctx, v.ui, Json{{"type", "sk.move_stands"}, {"args", {{"stands", id_list(v.forms.checked)}, {"to", v.forms.move_to}}}}))
    v.forms.checked.clear();
  ImGui::EndDisabled();
}

void detach_action(ArmyView& v, const Ticked& t) {
  const bool one_column = t.columns.size() == 1 && !t.columns.begin()->empty();
  ImGui::BeginDisabled(!one_column);
  if (ImGui::SmallButton("Detach as garrison") &&
      issue(v.ctx, v.ui,
            Json{{"type", "sk.detach_garrison"}, {"args", {{"column", *t.columns.begin()}, {"stands", id_list(v.forms.checked)}}}}))
    v.forms.checked.clear();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(one_column ? "Leave the ticked stands in the box without a DC (SK 3.4)"
                                 : "Tick stands of a single column to detach them (SK 3.4)");
}

void form_action(ArmyView& v, const std::string& box) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Form new column");
  ImGui::SameLine();
  const float button = ImGui::CalcTextSize("Form").x + style.FramePadding.x * 2;
  const float kind = ImGui::GetFontSize() * 8;
  ImGui::SetNextItemWidth(std::clamp(ImGui::GetContentRegionAvail().x - button - kind - 2 * style.ItemSpacing.x,
                                     ImGui::GetFontSize() * 5, ImGui::GetFontSize() * 12));
  ImGui::InputTextWithHint("##newname", "name", v.forms.new_name, sizeof v.forms.new_name);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(kind);
  ImGui::Combo("##newkind", &v.forms.new_kind, kKindNames, 3);
  ImGui::SameLine();
  ImGui::BeginDisabled(v.forms.new_name[0] == '\0');
  Json args{{"owner", v.forms.faction}, {"box", box}, {"kind", kKinds[v.forms.new_kind]},
            {"name", std::string(v.forms.new_name)}, {"stands", id_list(v.forms.checked)}};
  if (ImGui::Button("Form") && issue(v.ctx, v.ui, Json{{"type", "sk.form_column"}, {"args", args}})) {
    v.forms.checked.clear();
    v.forms.new_name[0] = '\0';
  }
  ImGui::EndDisabled();
}

}  // namespace

StandAt find_stand(const sk::SkState& s, const std::string& id) {
  for (const auto& c : s.columns)
    for (const auto& st : c.stands)
      if (st.id == id) return StandAt{&st, &c, nullptr};
  for (const auto& g : s.garrisons)
    for (const auto& st : g.stands)
      if (st.id == id) return StandAt{&st, nullptr, &g};
  return {};
}

std::vector<const sk::CityBox*> home_boxes(const sk::SkState& s, const std::string& faction) {
  std::vector<const sk::CityBox*> out;
  for (const auto& p : s.home_provinces(faction))
    for (const sk::CityBox* b : s.map->boxes_in(p)) out.push_back(b);
  return out;
}

void draw_selection_actions(ArmyView& v) {
  if (v.forms.checked.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("Tick stands below to move them, detach them as a garrison or form a new column (SK 14.1).");
    ImGui::PopStyleColor();
    return;
  }
  Ticked t = ticked(v.s, v.forms.checked);
  std::size_t n = v.forms.checked.size();
  ImGui::AlignTextToFramePadding();
  if (t.boxes.size() != 1) {
    ImGui::TextColored(Palette::warning(), "%zu stands ticked in %zu boxes: stands are reorganised within one box (SK 14.1)",
                       n, t.boxes.size());
  } else {
    ImGui::Text("%zu stand%s ticked in %s", n, n == 1 ? "" : "s", box_name(v.s, *t.boxes.begin()).c_str());
  }
  ImGui::SameLine();
  if (ImGui::SmallButton("Clear ticks")) {
    v.forms.checked.clear();
    return;
  }
  if (t.boxes.size() != 1) return;
  const std::string box = *t.boxes.begin();
  ImGui::SameLine();
  detach_action(v, t);
  move_action(v, box);
  form_action(v, box);
}

void request_rename(ArmyForms& forms, const std::string& piece, const std::string& name) {
  forms.rename_piece = piece;
  copy_text(forms.rename, sizeof forms.rename, name);
}

void request_quality(ArmyForms& forms, const sk::Stand& st) {
  forms.quality_stand = st.id;
  forms.quality = static_cast<int>(st.quality);
  forms.reason[0] = '\0';
}

void draw_army_dialogs(ArmyView& v) {
  ArmyForms& f = v.forms;
  if (!f.rename_piece.empty() && !ImGui::IsPopupOpen("Rename##sk")) ImGui::OpenPopup("Rename##sk");
  if (ImGui::BeginPopupModal("Rename##sk", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    const sk::Column* c = v.s.column(f.rename_piece);
    const sk::Officer* o = v.s.officer(f.rename_piece);
    ImGui::Text("Rename %s", c ? c->name.c_str() : o ? o->name.c_str() : f.rename_piece.c_str());
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
    bool enter = ImGui::InputText("##rename", f.rename, sizeof f.rename, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::Button("Rename") || enter) {
      issue(v.ctx, v.ui, Json{{"type", "sk.rename"}, {"args", {{"piece", f.rename_piece}, {"name", std::string(f.rename)}}}});
      f.rename_piece.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) {
      f.rename_piece.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }

  if (!f.quality_stand.empty() && !ImGui::IsPopupOpen("Quality##sk")) ImGui::OpenPopup("Quality##sk");
  if (ImGui::BeginPopupModal("Quality##sk", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    StandAt at = find_stand(v.s, f.quality_stand);
    if (at.stand)
      ImGui::Text("Promote or demote %s %s (now %s, M%d)", stand_type_name(v.s, at.stand->type).c_str(),
                  at.stand->id.c_str(), to_string(at.stand->quality), at.stand->morale);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    ImGui::Combo("Quality", &f.quality, kQualities, 4);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
    ImGui::InputTextWithHint("Reason", "the umpire's ruling (SK 4.1, 12.4.3)", f.reason, sizeof f.reason);
    ImGui::BeginDisabled(f.reason[0] == '\0');
    if (ImGui::Button("Apply")) {
      issue(v.ctx, v.ui,
            Json{{"type", "sk.set_quality"},
                 {"args", {{"stand", f.quality_stand}, {"quality", kQualities[f.quality]}, {"reason", std::string(f.reason)}}}});
      f.quality_stand.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) {
      f.quality_stand.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace umpire::skui
