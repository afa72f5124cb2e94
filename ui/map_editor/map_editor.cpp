#include "ui/map_editor/map_editor.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <memory>

#include <nlohmann/json.hpp>

#include "ui/command_runner.h"
#include "ui/map_editor/editor.h"

namespace umpire {

namespace mapedit {

void EditorState::use(const std::string& game_id, MapSchemaPtr s) {
  if (game == game_id && schema == s) return;
  // Another game: nothing of the last one's map is kept.
  map = MapDoc();
  has_map = dirty = false;
  undo.clear();
  redo.clear();
  tool = Tool::Select;
  selected = dragging = hovered = id_buffer_for = {};
  edge_from.clear();
  node_group.clear();
  canvas = mapui::CanvasState();
  fit_pending = true;
  background.texture.release();
  message.clear();
  open_path.clear();
  save_path.clear();
  game = game_id;
  schema = std::move(s);
  if (!schema) return;
  if (!schema->node_kinds.empty()) node_kind = schema->node_kinds.front().id;
  if (!schema->edge_kinds.empty()) edge_kind = schema->edge_kinds.front().id;
  if (!schema->check_levels.empty()) checks = schema->check_levels.front().id;
  node_name = "New " + schema->node_noun;
  new_group_name = "New " + schema->group_noun;
}

bool EditorState::edit(const std::function<EditError(MapDoc&)>& f, bool record) {
  MapDoc next = map;
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

void EditorState::replace_map(MapDoc m, std::string text) {
  map = std::move(m);
  map.graph.index();
  has_map = true;
  dirty = false;
  undo.clear();
  redo.clear();
  selected = {};
  dragging = {};
  edge_from.clear();
  node_group.clear();
  if (schema)
    for (const auto& g : map.graph.groups)
      if (g.kind == schema->member_of) {
        node_group = g.id;
        break;
      }
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
  edge_from.clear();
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

std::vector<MapIssue> EditorState::problems() const {
  if (!schema || !schema->validate) return {};
  return schema->validate(map, checks);
}

namespace {

void start_from_campaign(EditorState& s, GuiContext& ctx) {
  std::optional<MapDoc> m = s.schema->campaign_map ? s.schema->campaign_map(ctx.campaign.state()) : std::nullopt;
  if (!m) {
    if (!s.has_map) s.replace_map(s.schema->new_map("New map"), "The campaign has no map: a new empty map");
    else s.say("the campaign has no map", true);
    return;
  }
  const std::string name = m->name;
  s.replace_map(std::move(*m), "Editing a copy of the campaign's map \"" + name + "\"");
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
    const std::string how = s.schema->member_of.empty()
                                ? "A new empty map: place its " + s.schema->node_plural
                                : "A new empty map: add " + s.schema->group_noun + ", then place its " + s.schema->node_plural;
    s.replace_map(s.schema->new_map(name), how);
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
  ImGui::TextUnformatted((s.schema->file_hint + ":").c_str());
  ImGui::SetNextItemWidth(520);
  bool enter = ImGui::InputText("##open_path", &s.open_path, ImGuiInputTextFlags_EnterReturnsTrue);
  if (ImGui::Button("Open") || enter) {
    MapDoc m;
    if (auto e = load_map_file(*s.schema, s.open_path, m)) {
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
    if (auto e = save_map_file(*s.schema, s.save_path, s.map, s.save_overwrite)) {
      s.say(*e, true);
    } else {
      int errors = 0;
      for (const auto& p : s.problems()) errors += p.error ? 1 : 0;
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
  if (!s.schema->apply_command) {
    s.say("this game's map cannot be applied to a campaign", true);
    return;
  }
  const Json wanted = s.schema->write(s.map);
  ctx.issue(s.schema->apply_command(s.map));
  std::optional<MapDoc> now = s.schema->campaign_map ? s.schema->campaign_map(ctx.campaign.state()) : std::nullopt;
  if (now && s.schema->write(*now) == wanted)
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

void kind_radios(const std::vector<KindSpec>& kinds, std::string& chosen) {
  if (kinds.size() < 2) return;
  for (const auto& k : kinds) {
    if (ImGui::RadioButton(k.label.c_str(), chosen == k.id)) chosen = k.id;
    if (ImGui::IsItemHovered() && !k.meaning.empty()) ImGui::SetTooltip("%s", k.meaning.c_str());
    ImGui::SameLine();
  }
}

void group_combo(EditorState& s) {
  const MapSchema& schema = *s.schema;
  const GraphGroup* g = s.map.graph.group(s.node_group);
  if (!g || g->kind != schema.member_of) {
    s.node_group.clear();
    for (const auto& x : s.map.graph.groups)
      if (x.kind == schema.member_of) {
        s.node_group = x.id;
        break;
      }
    g = s.map.graph.group(s.node_group);
  }
  ImGui::SetNextItemWidth(180);
  const std::string none = "(add " + schema.group_noun + " first)";
  if (ImGui::BeginCombo(("in " + schema.group_noun).c_str(), g ? g->name.c_str() : none.c_str())) {
    for (const auto& q : s.map.graph.groups)
      if (q.kind == schema.member_of && ImGui::Selectable(q.name.c_str(), q.id == s.node_group)) s.node_group = q.id;
    ImGui::EndCombo();
  }
}

void tool_bar(EditorState& s) {
  const MapSchema& schema = *s.schema;
  const std::string add_node = "Add " + schema.node_noun, add_edge = "Add " + schema.edge_noun;
  struct {
    Tool tool;
    const char* label;
  } tools[] = {{Tool::Select, "Select/Move"}, {Tool::AddNode, add_node.c_str()}, {Tool::AddEdge, add_edge.c_str()},
               {Tool::Delete, "Delete"}};
  ImGui::TextUnformatted("Tool:");
  for (const auto& t : tools) {
    ImGui::SameLine();
    if (ImGui::RadioButton(t.label, s.tool == t.tool)) {
      s.tool = t.tool;
      s.edge_from.clear();
    }
  }
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  if (s.tool == Tool::AddNode) {
    kind_radios(schema.node_kinds, s.node_kind);
    ImGui::SetNextItemWidth(140);
    ImGui::InputText("name", &s.node_name);
    if (schema.grouped(s.node_kind)) {
      ImGui::SameLine();
      group_combo(s);
    }
  } else if (s.tool == Tool::AddEdge) {
    kind_radios(schema.edge_kinds, s.edge_kind);
    const KindSpec* k = schema.edge_kind(s.edge_kind);
    const bool directed = k && k->directed;
    const std::string toward = directed ? " (it " + k->direction + " the second)" : "";
    if (const GraphNode* from = s.map.graph.node(s.edge_from))
      ImGui::TextDisabled("from %s: click the next %s%s; Esc or a click on empty ground stops", from->name.c_str(),
                          schema.node_noun.c_str(), toward.c_str());
    else
      ImGui::TextDisabled("click the first %s, then the next%s", schema.node_noun.c_str(), toward.c_str());
  } else if (s.tool == Tool::Delete) {
    ImGui::TextDisabled("click %s (with its %ss), %s, or an empty %s's label", with_article(schema.node_noun).c_str(),
                        schema.edge_noun.c_str(), with_article(schema.edge_noun).c_str(), schema.group_noun.c_str());
  } else {
    ImGui::TextDisabled("click to select, drag %s and labels; right or middle drag pans, the wheel zooms",
                        schema.node_plural.c_str());
  }
}

void draw_map_editor(EditorState& s, GuiContext& ctx) {
  const GameModule* module = ctx.campaign.module();
  MapSchemaPtr schema = module ? module->map_schema() : nullptr;
  s.use(module ? module->id() : std::string(), schema);
  if (!schema) {
    ImGui::TextWrapped("This game has no map to edit.");
    return;
  }
  if (!s.has_map) start_from_campaign(s, ctx);
  file_bar(s, ctx);
  tool_bar(s);
  const std::size_t groups = s.map.graph.groups.size();
  const std::size_t nodes = s.map.graph.nodes.size(), edges = s.map.graph.edges.size();
  ImGui::Text("%s%s: %zu %s%s, %zu %s, %zu %s%s.", s.map.name.c_str(), s.dirty ? " (unsaved)" : "", groups,
              schema->group_noun.c_str(), groups == 1 ? "" : "s", nodes,
              (nodes == 1 ? schema->node_noun : schema->node_plural).c_str(), edges, schema->edge_noun.c_str(),
              edges == 1 ? "" : "s");
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
  w.game_id = kEveryGame;
  w.name = "map_editor";
  w.title = "Map editor";
  // The whole screen: the canvas and the side panel both need room, and editing a map is a mode of its own.
  w.set_place(kWholeScreen);
  w.draw = [state](GuiContext& ctx) { mapedit::draw_map_editor(*state, ctx); };
  w.offered = [](const GameModule& game) { return game.map_schema() != nullptr; };
  registry.add(std::move(w));
}

}  // namespace umpire
