// The property panels: every attribute of the selected box, line or province,
// and the province list with its borders.
#include <imgui.h>
#include <imgui_stdlib.h>

#include "soldier_king/factions.h"
#include "ui/map_editor/editor.h"

namespace umpire::mapedit {

namespace {

const ImVec4 kRed(0.9f, 0.3f, 0.25f, 1);

}  // namespace

void text_field(EditorState& s, const char* label, const std::string& value,
                const std::function<sk::EditError(sk::Map&, const std::string&)>& apply, bool multiline) {
  std::string v = value;
  const ImGuiID id = ImGui::GetID(label);  // the widget's own id
  bool changed = multiline ? ImGui::InputTextMultiline(label, &v, ImVec2(-1, ImGui::GetTextLineHeight() * 3.5f))
                           : ImGui::InputText(label, &v);
  if (changed) {
    bool record = s.typing != id;
    s.typing = id;
    s.edit([&](sk::Map& m) { return apply(m, v); }, record);
  }
  if (ImGui::IsItemDeactivated() && s.typing == id) s.typing = 0;
}

namespace {

// An id, applied on Enter or with the button: ids change rarely and every
// keystroke would be a different (possibly taken) id.
void id_field(EditorState& s, const std::string& id, const std::string& name,
              const std::function<sk::EditError(sk::Map&, const std::string&)>& apply) {
  if (!(s.id_buffer_for == s.selected)) {
    s.id_buffer = id;
    s.id_buffer_for = s.selected;
  }
  ImGui::SetNextItemWidth(170);
  bool enter = ImGui::InputText("##id", &s.id_buffer, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  std::string target;
  if (ImGui::Button("Set id") || enter) target = s.id_buffer;
  ImGui::SameLine();
  if (ImGui::Button("Id from name")) target = sk::unique_id(s.map, name, "box", id);
  ImGui::SameLine();
  ImGui::TextUnformatted("Id");
  if (target.empty() || target == id) return;
  if (s.edit([&](sk::Map& m) { return apply(m, target); })) {
    s.selected.id = target;
    s.id_buffer = target;
    s.id_buffer_for = s.selected;
    s.say("The id is now " + target, false);
  }
}

bool point_field(const char* label, sk::Point& p) {
  double xy[2] = {p.x, p.y};
  bool changed = ImGui::InputScalarN(label, ImGuiDataType_Double, xy, 2, nullptr, nullptr, "%.0f");
  if (changed) p = {xy[0], xy[1]};
  return changed;
}

void box_lines(EditorState& s, const std::string& id) {
  auto lines = s.map.lines_at(id);
  ImGui::Text("Lines (%zu):", lines.size());
  for (std::size_t i : lines) {
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Selectable(describe_line(s.map, i).c_str())) s.selected = Selection::of_line(i);
    ImGui::PopID();
  }
}

// Panels take copies: an edit replaces the map, and with it every reference into it.
void box_panel(EditorState& s, const sk::CityBox box) {
  const std::string id = box.id;
  ImGui::Text("City box %s", box.name.c_str());
  text_field(s, "Name", box.name, [&](sk::Map& m, const std::string& v) { return sk::rename_box(m, id, v); });
  id_field(s, id, box.name, [&](sk::Map& m, const std::string& v) { return sk::set_box_id(m, id, v); });
  const sk::Province* p = s.map.province(box.province);
  std::string chosen;
  if (ImGui::BeginCombo("Province", p ? p->name.c_str() : box.province.c_str())) {
    for (const auto& q : s.map.provinces)
      if (ImGui::Selectable(q.name.c_str(), q.id == box.province)) chosen = q.id;
    ImGui::EndCombo();
  }
  if (!chosen.empty() && chosen != box.province) s.edit([&](sk::Map& m) { return sk::set_box_province(m, id, chosen); });
  sk::Point pos = box.pos;
  if (point_field("Position", pos)) s.edit([&](sk::Map& m) { return sk::move_box(m, id, pos); });

  bool recruiting = box.recruiting.has_value();
  if (ImGui::Checkbox("Recruiting city", &recruiting))
    s.edit([&](sk::Map& m) {
      return sk::set_box_recruiting(m, id, recruiting ? std::optional<sk::Recruiting>(sk::Recruiting{1, 0}) : std::nullopt);
    });
  if (box.recruiting) {
    sk::Recruiting r = *box.recruiting;
    ImGui::SetNextItemWidth(110);
    bool changed = ImGui::InputInt("ruled", &r.ruled);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110);
    changed = ImGui::InputInt("captured", &r.captured) || changed;
    if (changed) s.edit([&](sk::Map& m) { return sk::set_box_recruiting(m, id, r); });
    if (r.ruled < r.captured) ImGui::TextColored(kRed, "the ruled value must not be below the captured value");
  }
  bool electoral = box.electoral, entrenchment = box.entrenchment;
  if (ImGui::Checkbox("Electoral city (crown)", &electoral))
    s.edit([&](sk::Map& m) { return sk::set_box_electoral(m, id, electoral); });
  if (ImGui::Checkbox("Permanent entrenchment", &entrenchment))
    s.edit([&](sk::Map& m) { return sk::set_box_entrenchment(m, id, entrenchment); });
  ImGui::TextUnformatted("Battlefield (terrain for the tabletop):");
  text_field(s, "##battlefield", box.battlefield,
             [&](sk::Map& m, const std::string& v) { return sk::set_box_battlefield(m, id, v); }, true);
  ImGui::TextUnformatted("Source:");
  text_field(s, "##source", box.source, [&](sk::Map& m, const std::string& v) { return sk::set_box_source(m, id, v); },
             true);
  box_lines(s, id);
  if (ImGui::Button("Delete this box and its lines") && s.edit([&](sk::Map& m) { return sk::delete_box(m, id); })) {
    s.selected = {};
    s.say("Deleted the box " + id, false);
  }
}

void line_panel(EditorState& s, std::size_t index) {
  const sk::Line line = s.map.lines[index];
  ImGui::Text("Line: %s", describe_line(s.map, index).c_str());
  for (auto t : {sk::LineType::Road, sk::LineType::Highway, sk::LineType::River}) {
    if (ImGui::RadioButton(sk::to_string(t), line.type == t) && line.type != t)
      s.edit([&](sk::Map& m) { return sk::set_line_type(m, index, t); });
    ImGui::SameLine();
  }
  ImGui::NewLine();
  for (const std::string& end : {line.a, line.b}) {
    const sk::CityBox* b = s.map.box(end);
    ImGui::PushID(end.c_str());
    if (ImGui::SmallButton(b ? b->name.c_str() : end.c_str())) s.selected = Selection::box(end);
    ImGui::PopID();
    ImGui::SameLine();
  }
  ImGui::TextDisabled("(select an end)");
  if (line.type == sk::LineType::River) {
    const sk::CityBox* d = s.map.box(line.downstream);
    ImGui::Text("Flows toward %s", d ? d->name.c_str() : line.downstream.c_str());
    ImGui::SameLine();
    if (ImGui::Button("Reverse")) s.edit([&](sk::Map& m) { return sk::reverse_river(m, index); });
  }
  ImGui::TextUnformatted("Source:");
  text_field(s, "##line_source", line.source,
             [&](sk::Map& m, const std::string& v) { return sk::set_line_source(m, index, v); }, true);
  if (ImGui::Button("Delete this line") && s.edit([&](sk::Map& m) { return sk::delete_line(m, index); })) {
    s.selected = {};
    s.say("Deleted the line", false);
  }
}

void province_panel(EditorState& s, const sk::Province p) {
  const std::string id = p.id;
  ImGui::Text("Province %s", p.name.c_str());
  text_field(s, "Name", p.name, [&](sk::Map& m, const std::string& v) { return sk::rename_province(m, id, v); });
  id_field(s, id, p.name, [&](sk::Map& m, const std::string& v) { return sk::set_province_id(m, id, v); });
  const sk::FactionInfo* king = p.ruler.empty() ? nullptr : sk::faction_info(p.ruler);
  if (ImGui::BeginCombo("Ruler", king ? king->name.c_str() : "none (Imperial)")) {
    if (ImGui::Selectable("none (Imperial)", p.ruler.empty())) s.edit([&](sk::Map& m) { return sk::set_province_ruler(m, id, ""); });
    for (const auto& k : sk::kings())
      if (ImGui::Selectable(k.name.c_str(), k.id == p.ruler))
        s.edit([&](sk::Map& m) { return sk::set_province_ruler(m, id, k.id); });
    ImGui::EndCombo();
  }
  int value = p.recruiting_value, sum = 0;
  for (const sk::CityBox* b : s.map.boxes_in(id)) sum += b->recruiting ? b->recruiting->ruled : 0;
  ImGui::SetNextItemWidth(120);
  if (ImGui::InputInt("Recruiting value", &value))
    s.edit([&](sk::Map& m) { return sk::set_province_recruiting_value(m, id, value); });
  if (sum != p.recruiting_value) {
    ImGui::SameLine();
    if (ImGui::SmallButton(("= cities' " + std::to_string(sum)).c_str()))
      s.edit([&](sk::Map& m) { return sk::set_province_recruiting_value(m, id, sum); });
  }
  sk::Point label = p.label;
  if (point_field("Label at", label)) s.edit([&](sk::Map& m) { return sk::set_province_label(m, id, label); });
  ImGui::TextUnformatted("Source:");
  text_field(s, "##province_source", p.source,
             [&](sk::Map& m, const std::string& v) { return sk::set_province_source(m, id, v); }, true);

  ImGui::Text("Borders (adjacent provinces):");
  std::string toggled;
  bool adjacent_now = false;
  for (const auto& q : s.map.provinces) {
    if (q.id == id) continue;
    bool adjacent = sk::is_adjacent(s.map, id, q.id);
    if (ImGui::Checkbox((q.name + "##adj").c_str(), &adjacent)) {
      toggled = q.id;
      adjacent_now = adjacent;
    }
  }
  if (!toggled.empty()) s.edit([&](sk::Map& m) { return sk::set_adjacent(m, id, toggled, adjacent_now); });
  auto boxes = s.map.boxes_in(id);
  ImGui::Text("City boxes (%zu):", boxes.size());
  for (const sk::CityBox* b : boxes) {
    ImGui::PushID(b->id.c_str());
    std::string bid = b->id;
    if (ImGui::Selectable(b->name.c_str())) s.selected = Selection::box(bid);
    ImGui::PopID();
  }
  if (ImGui::Button("Delete this province") && s.edit([&](sk::Map& m) { return sk::delete_province(m, id); })) {
    s.selected = {};
    s.say("Deleted the province " + p.name, false);
  }
}

}  // namespace

void draw_selection_panel(EditorState& s) {
  const Selection sel = s.selected;
  ImGui::PushID("selection");
  if (sel.kind == Selection::Kind::Box && s.map.box(sel.id)) box_panel(s, *s.map.box(sel.id));
  else if (sel.kind == Selection::Kind::Line && sel.line < s.map.lines.size()) line_panel(s, sel.line);
  else if (sel.kind == Selection::Kind::Province && s.map.province(sel.id)) province_panel(s, *s.map.province(sel.id));
  else ImGui::TextWrapped("Nothing selected: with Select/Move, click a city box, a line or a province label.");
  ImGui::PopID();
}

void draw_provinces_panel(EditorState& s) {
  ImGui::SetNextItemWidth(200);
  ImGui::InputText("##new_province", &s.new_province_name);
  ImGui::SameLine();
  if (ImGui::Button("Add province")) {
    std::string id;
    sk::Point centre{s.map.width / 2, s.map.height / 2};
    if (s.edit([&](sk::Map& m) { return sk::add_province(m, s.new_province_name, centre, &id); })) {
      s.selected = Selection::province(id);
      s.box_province = id;
      s.say("Added province " + s.new_province_name + " (id " + id + "); drag its label into place", false);
    }
  }
  if (ImGui::Button("Suggest borders from lines")) {
    int added = 0;
    s.edit([&](sk::Map& m) {
      added = sk::suggest_adjacency(m);
      return sk::EditError();
    });
    s.say("Borders added for provinces joined by a line: " + std::to_string(added), false);
  }
  ImGui::Separator();
  if (ImGui::BeginTable("provinces", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("Province");
    ImGui::TableSetupColumn("Ruler");
    ImGui::TableSetupColumn("Value");
    ImGui::TableHeadersRow();
    for (const auto& p : s.map.provinces) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      bool selected = s.selected.kind == Selection::Kind::Province && s.selected.id == p.id;
      std::string pid = p.id;
      if (ImGui::Selectable((p.name + "##" + p.id).c_str(), selected, ImGuiSelectableFlags_SpanAllColumns))
        s.selected = Selection::province(pid);
      ImGui::TableNextColumn();
      const sk::FactionInfo* k = p.ruler.empty() ? nullptr : sk::faction_info(p.ruler);
      ImGui::TextUnformatted(k ? k->name.c_str() : "Imperial");
      ImGui::TableNextColumn();
      ImGui::Text("%d", p.recruiting_value);
    }
    ImGui::EndTable();
  }
  if (s.selected.kind == Selection::Kind::Province && s.map.province(s.selected.id)) {
    ImGui::Separator();
    draw_selection_panel(s);
  }
}

}  // namespace umpire::mapedit
