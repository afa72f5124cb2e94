#include "ui/map_editor/map_editor.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <memory>

#include "soldier_king/state.h"
#include "ui/command_runner.h"
#include "ui/map_editor/editor.h"

namespace umpire {

namespace mapedit {

bool EditorState::edit(const std::function<sk::EditError(sk::Map&)>& f, bool record) {
  sk::Map next = map;
  if (auto e = f(next)) {
    say(*e, true);
    return false;
  }
  if (record) {
    undo.push_back(std::move(map));
    if (undo.size() > 200) undo.erase(undo.begin());
    redo.clear();
  }
  map = std::move(next);
  dirty = true;
  return true;
}

void EditorState::replace_map(sk::Map m, std::string text) {
  map = std::move(m);
  has_map = true;
  dirty = false;
  undo.clear();
  redo.clear();
  selected = {};
  dragging = {};
  line_from.clear();
  box_province = map.provinces.empty() ? "" : map.provinces.front().id;
  fit_pending = true;
  say(std::move(text), false);
}

void EditorState::undo_edit() {
  if (undo.empty()) return;
  redo.push_back(std::move(map));
  map = std::move(undo.back());
  undo.pop_back();
  dirty = true;
  selected = {};
  line_from.clear();
  say("Undone", false);
}

void EditorState::redo_edit() {
  if (redo.empty()) return;
  undo.push_back(std::move(map));
  map = std::move(redo.back());
  redo.pop_back();
  dirty = true;
  selected = {};
  say("Redone", false);
}

namespace {

const sk::Map* campaign_map(GuiContext& ctx) {
  const sk::SkState& s = sk::sk_state(ctx.campaign.state());
  return s.map.get();
}

void start_from_campaign(EditorState& s, GuiContext& ctx) {
  const sk::Map* m = campaign_map(ctx);
  if (!m) {
    s.say("the campaign has no map", true);
    return;
  }
  s.replace_map(*m, "Editing a copy of the campaign's map \"" + m->name + "\"");
}

void warn_unsaved(const EditorState& s) {
  if (s.dirty) ImGui::TextColored(ImVec4(0.95f, 0.7f, 0.2f, 1), "The map has unsaved changes; they will be lost.");
}

void message_in_popup(const EditorState& s) {
  if (s.message_error && !s.message.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 520);
    ImGui::TextColored(ImVec4(0.9f, 0.3f, 0.25f, 1), "%s", s.message.c_str());
    ImGui::PopTextWrapPos();
  }
}

void new_map_popup(EditorState& s) {
  static std::string name = "New map";
  if (!ImGui::BeginPopup("New empty map")) return;
  warn_unsaved(s);
  ImGui::SetNextItemWidth(300);
  ImGui::InputText("Name", &name);
  if (ImGui::Button("Create")) {
    s.replace_map(sk::new_map(name), "A new empty map: add a province, then place its boxes");
    s.save_path.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void open_popup(EditorState& s) {
  if (!ImGui::BeginPopup("Open map file")) return;
  warn_unsaved(s);
  ImGui::TextUnformatted("A Soldier King map file (.json), like data/soldier_king/map.json:");
  ImGui::SetNextItemWidth(520);
  bool enter = ImGui::InputText("##open_path", &s.open_path, ImGuiInputTextFlags_EnterReturnsTrue);
  if (ImGui::Button("Open") || enter) {
    sk::Map m;
    if (auto e = load_map_file(s.open_path, m)) {
      s.say(*e, true);
    } else {
      s.replace_map(std::move(m), "Opened " + s.open_path);
      s.save_path = s.open_path;
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  message_in_popup(s);
  ImGui::EndPopup();
}

void save_popup(EditorState& s) {
  if (!ImGui::BeginPopup("Save map as")) return;
  ImGui::TextUnformatted("Save the map as a file (.json):");
  ImGui::SetNextItemWidth(520);
  bool enter = ImGui::InputText("##save_path", &s.save_path, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::Checkbox("Replace the existing file", &s.save_overwrite);
  if (ImGui::Button("Save") || enter) {
    if (auto e = save_map_file(s.save_path, s.map, s.save_overwrite)) {
      s.say(*e, true);
    } else {
      int errors = 0;
      for (const auto& p : sk::validate_map(s.map, s.checks)) errors += p.error ? 1 : 0;
      s.dirty = false;
      s.save_overwrite = false;
      s.say("Saved " + s.save_path +
                (errors ? " (the map still has " + std::to_string(errors) + " problems; see Check)" : std::string()),
            false);
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  message_in_popup(s);
  ImGui::EndPopup();
}

void from_campaign_popup(EditorState& s, GuiContext& ctx) {
  if (!ImGui::BeginPopup("Start from the campaign's map")) return;
  warn_unsaved(s);
  if (ImGui::Button("Start from the campaign's map")) {
    start_from_campaign(s, ctx);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void apply_to_campaign(EditorState& s, GuiContext& ctx) {
  Json map = sk::to_json(s.map);
  ctx.issue(Json{{"type", "sk.set_map"}, {"args", {{"map", map}}}});
  const sk::Map* now = campaign_map(ctx);
  if (now && sk::to_json(*now) == map)
    s.say("Applied: the campaign now uses \"" + s.map.name + "\" (Undo in the journal reverts it)", false);
  else if (ctx.last_report && !ctx.last_report->applied && !ctx.last_report->refusals.empty()) {
    std::string why = "Refused by the campaign:";
    for (const auto& r : ctx.last_report->refusals) why += "\n  " + r;
    s.say(why, true);
  } else if (ctx.last_report && !ctx.last_report->error.empty())
    s.say("Refused by the campaign: " + ctx.last_report->error, true);
  else
    s.say("Not applied (yet): see the shell's message", true);
}

void file_bar(EditorState& s, GuiContext& ctx) {
  if (ImGui::Button("New empty map")) ImGui::OpenPopup("New empty map");
  ImGui::SameLine();
  if (ImGui::Button("Open map file...")) ImGui::OpenPopup("Open map file");
  ImGui::SameLine();
  if (ImGui::Button("Start from the campaign's map")) {
    if (s.dirty) ImGui::OpenPopup("Start from the campaign's map");
    else start_from_campaign(s, ctx);
  }
  ImGui::SameLine();
  if (ImGui::Button("Save as...")) {
    s.save_overwrite = false;
    ImGui::OpenPopup("Save map as");
  }
  ImGui::SameLine();
  if (ImGui::Button("Apply to campaign")) apply_to_campaign(s, ctx);
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  if (ImGui::Button("Undo")) s.undo_edit();
  ImGui::SameLine();
  if (ImGui::Button("Redo")) s.redo_edit();
  ImGui::SameLine();
  if (ImGui::Button("Fit")) s.fit_pending = true;
  new_map_popup(s);
  open_popup(s);
  save_popup(s);
  from_campaign_popup(s, ctx);
}

void province_combo(EditorState& s) {
  const sk::Province* p = s.map.province(s.box_province);
  if (!p && !s.map.provinces.empty()) s.box_province = s.map.provinces.front().id;
  p = s.map.province(s.box_province);
  ImGui::SetNextItemWidth(180);
  if (ImGui::BeginCombo("in province", p ? p->name.c_str() : "(add a province first)")) {
    for (const auto& q : s.map.provinces)
      if (ImGui::Selectable(q.name.c_str(), q.id == s.box_province)) s.box_province = q.id;
    ImGui::EndCombo();
  }
}

void tool_bar(EditorState& s) {
  struct {
    Tool tool;
    const char* label;
  } tools[] = {{Tool::Select, "Select/Move"}, {Tool::AddBox, "Add box"}, {Tool::AddLine, "Add line"}, {Tool::Delete, "Delete"}};
  ImGui::TextUnformatted("Tool:");
  for (const auto& t : tools) {
    ImGui::SameLine();
    if (ImGui::RadioButton(t.label, s.tool == t.tool)) {
      s.tool = t.tool;
      s.line_from.clear();
    }
  }
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  if (s.tool == Tool::AddBox) {
    ImGui::SetNextItemWidth(140);
    ImGui::InputText("name", &s.box_name);
    ImGui::SameLine();
    province_combo(s);
  } else if (s.tool == Tool::AddLine) {
    for (auto t : {sk::LineType::Road, sk::LineType::Highway, sk::LineType::River}) {
      if (ImGui::RadioButton(sk::to_string(t), s.line_type == t)) s.line_type = t;
      ImGui::SameLine();
    }
    const sk::CityBox* from = s.map.box(s.line_from);
    const bool river = s.line_type == sk::LineType::River;
    if (from)
      ImGui::TextDisabled("from %s: click the next box%s; Esc or a click on empty ground stops", from->name.c_str(),
                          river ? " (downstream)" : "");
    else
      ImGui::TextDisabled("click the first box%s", river ? ", then the one downstream" : "");
  } else if (s.tool == Tool::Delete) {
    ImGui::TextDisabled("click a box (with its lines), a line, or an empty province's label");
  } else {
    ImGui::TextDisabled("click to select, drag boxes and province labels; right or middle drag pans, the wheel zooms");
  }
}

void draw_map_editor(EditorState& s, GuiContext& ctx) {
  if (!s.has_map) start_from_campaign(s, ctx);
  file_bar(s, ctx);
  tool_bar(s);
  ImGui::Text("%s%s: %zu provinces, %zu boxes, %zu lines.", s.map.name.c_str(), s.dirty ? " (unsaved)" : "",
              s.map.provinces.size(), s.map.boxes.size(), s.map.lines.size());
  ImGui::SameLine();
  if (s.message.empty()) ImGui::TextDisabled("Ready");
  else if (s.message_error) ImGui::TextColored(ImVec4(0.9f, 0.3f, 0.25f, 1), "%s", s.message.c_str());
  else ImGui::TextColored(ImVec4(0.35f, 0.8f, 0.4f, 1), "%s", s.message.c_str());

  const float panel = 400.0f;
  ImVec2 room = ImGui::GetContentRegionAvail();
  if (ImGui::BeginChild("canvas", ImVec2(std::max(100.0f, room.x - panel - 8), 0), true,
                        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse))
    draw_canvas(s);
  ImGui::EndChild();
  ImGui::SameLine();
  if (ImGui::BeginChild("panel", ImVec2(0, 0), true)) draw_side_panel(s);
  ImGui::EndChild();
}

}  // namespace

}  // namespace mapedit

void register_map_editor_window(WindowRegistry& registry) {
  auto state = std::make_shared<mapedit::EditorState>();
  GameWindow w;
  w.game_id = sk::kGameId;
  w.name = "map_editor";
  w.title = "Map editor";
  // A large window: the canvas and the side panel both need room.
  w.place[0] = 0.02f;
  w.place[1] = 0.02f;
  w.place[2] = 0.96f;
  w.place[3] = 0.96f;
  w.draw = [state](GuiContext& ctx) { mapedit::draw_map_editor(*state, ctx); };
  registry.add(std::move(w));
}

}  // namespace umpire
