// The side panel's tabs: the selection, the groups, the map's own
// attributes, the background picture, and the validation list.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <functional>
#include <cmath>

#include <nlohmann/json.hpp>

#include "ui/map_editor/editor.h"

namespace umpire::mapedit {

namespace {

const ImVec4 kRed(0.9f, 0.3f, 0.25f, 1);
const ImVec4 kAmber(0.95f, 0.7f, 0.2f, 1);

void map_panel(EditorState& s) {
  const MapSchema& schema = *s.schema;
  text_field(s, "Name", s.map.name, [](MapDoc& m, const std::string& v) { return set_map_name(m, v); });
  ImGui::TextUnformatted("Source (where the map comes from):");
  text_field(s, "##map_source", s.map.source, [](MapDoc& m, const std::string& v) { return set_map_source(m, v); }, true);
  double size[2] = {s.map.width, s.map.height};
  if (ImGui::InputScalarN("Width, height", ImGuiDataType_Double, size, 2, nullptr, nullptr, "%.0f",
                          ImGuiInputTextFlags_EnterReturnsTrue))
    s.edit([&](MapDoc& m) { return set_map_size(m, schema, size[0], size[1]); });
  ImGui::TextDisabled("map units; Enter applies (at least %.0f x %.0f)", schema.min_size, schema.min_size);
  if (!schema.map_attributes.empty()) {
    ImGui::Separator();
    attribute_fields(s, schema.map_attributes, s.map.attributes, [&](MapDoc& m, const std::string& key, const Json& v) {
      return set_map_attribute(m, schema, key, v);
    });
  }
  ImGui::Separator();
  ImGui::Checkbox("Names", &s.show_names);
  ImGui::SameLine();
  ImGui::Checkbox(("Areas of each " + schema.group_noun).c_str(), &s.show_areas);
}

void picture_panel(EditorState& s) {
  Background& bg = s.background;
  ImGui::TextWrapped("A picture under the map (a scan of the printed map, PNG or JPEG) to place boxes on. "
                     "It is kept by the editor, not in the map file.");
  ImGui::SetNextItemWidth(-80);
  bool enter = ImGui::InputText("##picture", &s.picture_path, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button("Load") || enter) {
    bool first = !bg.texture.loaded();
    if (auto e = bg.texture.load(s.picture_path)) {
      s.say(*e, true);
    } else {
      if (first) {
        bg.pos = {0, 0};
        bg.scale = std::min(s.map.width / bg.texture.width(), s.map.height / bg.texture.height());
      }
      s.say("Loaded the picture " + s.picture_path + " (" + std::to_string(bg.texture.width()) + " x " +
                std::to_string(bg.texture.height()) +
                (bg.texture.halvings() ? ", reduced to fit the graphics card" : "") + ")",
            false);
    }
  }
  if (!bg.texture.loaded()) {
    ImGui::TextDisabled("No picture loaded.");
    return;
  }
  ImGui::Text("%s: %d x %d pixels", bg.texture.path().c_str(), bg.texture.width(), bg.texture.height());
  ImGui::Checkbox("Show the picture", &bg.show);
  ImGui::SliderFloat("Opacity", &bg.opacity, 0.05f, 1.0f, "%.2f");
  double pos[2] = {bg.pos.x, bg.pos.y};
  if (ImGui::DragScalarN("Top-left", ImGuiDataType_Double, pos, 2, 1.0f, nullptr, nullptr, "%.0f")) bg.pos = {pos[0], pos[1]};
  double lo = 0.001, hi = 100;
  ImGui::DragScalar("Units per pixel", ImGuiDataType_Double, &bg.scale, 0.002f, &lo, &hi, "%.4f");
  bg.scale = std::clamp(bg.scale, lo, hi);
  if (ImGui::Button("Fit picture to map")) {
    bg.pos = {0, 0};
    bg.scale = std::min(s.map.width / bg.texture.width(), s.map.height / bg.texture.height());
  }
  ImGui::SameLine();
  if (ImGui::Button("Map size from picture")) {
    double w = std::round(bg.texture.width() * bg.scale), h = std::round(bg.texture.height() * bg.scale);
    if (s.edit([&](MapDoc& m) { return set_map_size(m, *s.schema, w, h); })) {
      bg.pos = {0, 0};
      s.fit_pending = true;
    }
  }
  if (ImGui::Button("Remove the picture")) {
    bg.texture.release();
    s.say("The picture is removed", false);
  }
}

void check_panel(EditorState& s, const std::vector<MapIssue>& problems) {
  const MapSchema& schema = *s.schema;
  if (schema.check_levels.size() > 1) {
    ImGui::TextUnformatted("Check against:");
    for (const auto& level : schema.check_levels)
      if (ImGui::RadioButton(level.label.c_str(), s.checks == level.id)) s.checks = level.id;
  }
  int errors = 0;
  for (const auto& p : problems) errors += p.error ? 1 : 0;
  if (problems.empty()) {
    ImGui::TextColored(ImVec4(0.35f, 0.8f, 0.4f, 1), "No problems: the map is usable.");
    return;
  }
  ImGui::Text("%d errors, %zu warnings (click one to select what it names)", errors,
              problems.size() - static_cast<std::size_t>(errors));
  ImGui::Separator();
  for (std::size_t i = 0; i < problems.size(); ++i) {
    const auto& p = problems[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Text, p.error ? kRed : kAmber);
    ImGui::PushTextWrapPos(0);
    if (ImGui::Selectable(((p.error ? "error: " : "warning: ") + p.text).c_str()) && p.target.kind != MapTarget::Kind::None)
      s.selected = p.target;
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
}

}  // namespace

void draw_groups_panel(EditorState& s) {
  const MapSchema& schema = *s.schema;
  std::string& kind = s.group_kind;
  if (!schema.group_kind(kind) && !schema.group_kinds.empty()) kind = schema.group_kinds.front().id;
  if (schema.group_kinds.size() > 1)
    for (const auto& k : schema.group_kinds) {
      if (ImGui::RadioButton(k.label.c_str(), kind == k.id)) kind = k.id;
      ImGui::SameLine();
    }
  ImGui::SetNextItemWidth(200);
  ImGui::InputText("##new_group", &s.new_group_name);
  ImGui::SameLine();
  if (ImGui::Button(("Add " + schema.group_noun).c_str())) {
    std::string id;
    const Point centre{s.map.width / 2, s.map.height / 2};
    if (s.edit([&](MapDoc& m) { return add_group(m, schema, kind, s.new_group_name, centre, &id); })) {
      s.selected = Selection::group(id);
      if (kind == schema.member_of) s.node_group = id;
      s.say("Added " + schema.group_noun + " " + s.new_group_name + " (id " + id + "); drag its label into place", false);
    }
  }
  for (const auto& action : schema.actions) {
    if (ImGui::Button(action.label.c_str())) {
      std::string said;
      s.edit([&](MapDoc& m) {
        said = action.apply(m);
        m.graph.index();
        return EditError();
      });
      s.say(said, false);
    }
    if (ImGui::IsItemHovered() && !action.meaning.empty()) ImGui::SetTooltip("%s", action.meaning.c_str());
  }
  ImGui::Separator();
  if (ImGui::BeginTable("groups", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn(kind_label(schema.group_kinds, kind).c_str());
    ImGui::TableSetupColumn(schema.node_plural.c_str());
    ImGui::TableHeadersRow();
    for (const auto& g : s.map.graph.groups) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool selected = s.selected.kind == Selection::Kind::Group && s.selected.id == g.id;
      const std::string gid = g.id;
      const std::string badge = schema.group_badge ? schema.group_badge(g) : "";
      if (ImGui::Selectable((g.name + badge + "##" + g.id).c_str(), selected, ImGuiSelectableFlags_SpanAllColumns))
        s.selected = Selection::group(gid);
      ImGui::TableNextColumn();
      ImGui::Text("%zu", g.members.size());
    }
    ImGui::EndTable();
  }
  if (s.selected.kind == Selection::Kind::Group && s.map.graph.group(s.selected.id)) {
    ImGui::Separator();
    draw_selection_panel(s);
  }
}

void draw_side_panel(EditorState& s) {
  if (!ImGui::BeginTabBar("editor_tabs")) return;
  // The game's checks run once a frame: the tab's title counts the errors the Check tab lists.
  const std::vector<MapIssue> problems = s.problems();
  int errors = 0;
  for (const auto& p : problems) errors += p.error ? 1 : 0;
  std::string groups = s.schema->group_noun + "s";
  if (!groups.empty() && groups[0] >= 'a' && groups[0] <= 'z') groups[0] = static_cast<char>(groups[0] - 'a' + 'A');
  groups += "###groups";
  std::string check = errors ? "Check (" + std::to_string(errors) + ")###check" : "Check###check";
  struct Tab {
    const char* name;
    std::function<void()> draw;
    bool selection = false;
  } tabs[] = {{"Selected", [&] { draw_selection_panel(s); }, true},
              {groups.c_str(), [&] { draw_groups_panel(s); }},
              {"Map", [&] { map_panel(s); }},
              {"Picture", [&] { picture_panel(s); }},
              {check.c_str(), [&] { check_panel(s, problems); }}};
  for (const auto& t : tabs) {
    bool reveal = s.reveal && t.selection;
    if (ImGui::BeginTabItem(t.name, nullptr, reveal ? ImGuiTabItemFlags_SetSelected : 0)) {
      if (ImGui::BeginChild("tab")) t.draw();
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
  }
  ImGui::EndTabBar();
  s.reveal = false;
}

}  // namespace umpire::mapedit
