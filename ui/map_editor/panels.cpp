// The side panel's tabs: the selection, the provinces, the map's own
// attributes, the background picture, and the validation list.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>

#include "soldier_king/factions.h"
#include "ui/map_editor/editor.h"

namespace umpire::mapedit {

namespace {

const ImVec4 kRed(0.9f, 0.3f, 0.25f, 1);
const ImVec4 kAmber(0.95f, 0.7f, 0.2f, 1);

void seating_ring(EditorState& s) {
  ImGui::TextUnformatted("Seating ring (clockwise round the map, SK 7.1.2):");
  std::vector<std::string> ring = s.map.seating_ring;
  int move_up = -1;
  for (std::size_t i = 0; i < ring.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const sk::FactionInfo* k = sk::faction_info(ring[i]);
    ImGui::Text("%zu. %s", i + 1, k ? k->name.c_str() : ring[i].c_str());
    if (i > 0) {
      ImGui::SameLine(160);
      if (ImGui::SmallButton("up")) move_up = static_cast<int>(i);
    }
    ImGui::PopID();
  }
  if (move_up > 0) {
    std::swap(ring[static_cast<std::size_t>(move_up)], ring[static_cast<std::size_t>(move_up) - 1]);
    s.edit([&](sk::Map& m) { return sk::set_seating_ring(m, ring); });
  }
  bool ok = ring.size() == sk::kings().size();
  for (const auto& k : ring) ok = ok && sk::is_king(k);
  if (!ok && ImGui::Button("Reset to the four Kings")) {
    std::vector<std::string> kings;
    for (const auto& k : sk::kings()) kings.push_back(k.id);
    s.edit([&](sk::Map& m) { return sk::set_seating_ring(m, kings); });
  }
}

void map_panel(EditorState& s) {
  text_field(s, "Name", s.map.name, [](sk::Map& m, const std::string& v) { return sk::set_map_name(m, v); });
  ImGui::TextUnformatted("Source (where the map comes from):");
  text_field(s, "##map_source", s.map.source, [](sk::Map& m, const std::string& v) {
    m.source = v;
    return sk::EditError();
  }, true);
  double size[2] = {s.map.width, s.map.height};
  if (ImGui::InputScalarN("Width, height", ImGuiDataType_Double, size, 2, nullptr, nullptr, "%.0f",
                          ImGuiInputTextFlags_EnterReturnsTrue))
    s.edit([&](sk::Map& m) { return sk::set_map_size(m, size[0], size[1]); });
  ImGui::TextDisabled("map units; Enter applies (at least 100 x 100)");
  ImGui::Separator();
  seating_ring(s);
  ImGui::Separator();
  ImGui::Checkbox("City names", &s.show_names);
  ImGui::SameLine();
  ImGui::Checkbox("Province areas", &s.show_areas);
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
    if (s.edit([&](sk::Map& m) { return sk::set_map_size(m, w, h); })) {
      bg.pos = {0, 0};
      s.fit_pending = true;
    }
  }
  if (ImGui::Button("Remove the picture")) {
    bg.texture.release();
    s.say("The picture is removed", false);
  }
}

void check_panel(EditorState& s) {
  ImGui::TextUnformatted("Check against:");
  ImGui::SameLine();
  if (ImGui::RadioButton("the rulebook", s.checks == sk::MapChecks::Rulebook)) s.checks = sk::MapChecks::Rulebook;
  ImGui::SameLine();
  if (ImGui::RadioButton("structure only", s.checks == sk::MapChecks::Structure)) s.checks = sk::MapChecks::Structure;
  ImGui::TextDisabled(s.checks == sk::MapChecks::Rulebook ? "20 provinces, 2 per King, 12 Imperial, 7 crowns..."
                                                          : "a smaller or variant map (campaign option map_checks)");
  auto problems = sk::validate_map(s.map, s.checks);
  int errors = 0;
  for (const auto& p : problems) errors += p.error ? 1 : 0;
  if (problems.empty()) {
    ImGui::TextColored(ImVec4(0.35f, 0.8f, 0.4f, 1), "No problems: the map is usable.");
    return;
  }
  ImGui::Text("%d errors, %zu warnings (click one to select what it names)", errors, problems.size() - static_cast<std::size_t>(errors));
  ImGui::Separator();
  for (std::size_t i = 0; i < problems.size(); ++i) {
    const auto& p = problems[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Text, p.error ? kRed : kAmber);
    ImGui::PushTextWrapPos(0);
    if (ImGui::Selectable(((p.error ? "error: " : "warning: ") + p.text).c_str())) {
      Selection target = problem_target(s.map, p.text);
      if (target.kind != Selection::Kind::None) s.selected = target;
    }
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
}

}  // namespace

void draw_side_panel(EditorState& s) {
  if (!ImGui::BeginTabBar("editor_tabs")) return;
  int errors = 0;
  for (const auto& p : sk::validate_map(s.map, s.checks)) errors += p.error ? 1 : 0;
  std::string check = errors ? "Check (" + std::to_string(errors) + ")###check" : "Check###check";
  struct Tab {
    const char* name;
    void (*draw)(EditorState&);
  } tabs[] = {{"Selected", draw_selection_panel},
              {"Provinces", draw_provinces_panel},
              {"Map", map_panel},
              {"Picture", picture_panel},
              {check.c_str(), check_panel}};
  for (const auto& t : tabs) {
    bool reveal = s.reveal && t.draw == draw_selection_panel;
    if (ImGui::BeginTabItem(t.name, nullptr, reveal ? ImGuiTabItemFlags_SetSelected : 0)) {
      if (ImGui::BeginChild("tab")) t.draw(s);
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
  }
  ImGui::EndTabBar();
  s.reveal = false;
}

}  // namespace umpire::mapedit
