// The property panels: every attribute of the selected node, edge or group as
// the game's schema lists it (a checkbox, a number with its range, a text, a
// choice, a list), with the record's name, id, position and source.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "ui/map_editor/editor.h"

namespace umpire::mapedit {

namespace {

void meaning_tooltip(const AttrSpec& a) {
  if (!a.meaning.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", a.meaning.c_str());
}

std::string choice_label(const AttrSpec& a, const std::string& id) {
  if (id.empty() && !a.none_label.empty()) return a.none_label;
  for (const auto& c : a.choices)
    if (c.id == id) return c.label;
  return id;
}

// An ordered list of distinct choices: each entry with "up", and "Reset" when
// the list is not complete.
void choices_field(const AttrSpec& a, const Json& value, const std::function<void(const Json&)>& set) {
  std::vector<std::string> list = string_list(value);
  ImGui::TextUnformatted((a.label + ":").c_str());
  meaning_tooltip(a);
  int move_up = -1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::Text("%zu. %s", i + 1, choice_label(a, list[i]).c_str());
    if (i > 0) {
      ImGui::SameLine(160);
      if (ImGui::SmallButton("up")) move_up = static_cast<int>(i);
    }
    ImGui::PopID();
  }
  if (move_up > 0) {
    std::swap(list[static_cast<std::size_t>(move_up)], list[static_cast<std::size_t>(move_up) - 1]);
    set(list);
  }
  if (list.size() != a.choices.size() && ImGui::Button(("Reset: every one once##" + a.key).c_str())) {
    std::vector<std::string> all;
    for (const auto& c : a.choices) all.push_back(c.id);
    set(all);
  }
}

void choice_field(const AttrSpec& a, const Json& value, const std::function<void(const Json&)>& set) {
  const std::string now = value.is_string() ? value.get<std::string>() : "";
  if (ImGui::BeginCombo(a.label.c_str(), choice_label(a, now).c_str())) {
    if (!a.none_label.empty() && ImGui::Selectable(a.none_label.c_str(), now.empty())) set("");
    for (const auto& c : a.choices)
      if (ImGui::Selectable(c.label.c_str(), c.id == now)) set(c.id);
    ImGui::EndCombo();
  }
  meaning_tooltip(a);
}

// Groups of a kind, each a checkbox (a province's borders).
void group_refs_field(EditorState& s, const AttrSpec& a, const Json& value, const std::function<void(const Json&)>& set) {
  ImGui::TextUnformatted((a.label + ":").c_str());
  meaning_tooltip(a);
  std::vector<std::string> refs = string_list(value);
  const std::string self = s.selected.kind == Selection::Kind::Group ? s.selected.id : "";
  for (const auto& g : s.map.graph.groups) {
    if (g.kind != a.refs || g.id == self) continue;
    bool on = std::find(refs.begin(), refs.end(), g.id) != refs.end();
    if (ImGui::Checkbox((g.name + "##" + a.key + g.id).c_str(), &on)) {
      if (on) refs.push_back(g.id);
      else refs.erase(std::remove(refs.begin(), refs.end(), g.id), refs.end());
      set(refs);
      return;
    }
  }
}

// The game's suggested value, as a button while the value differs.
void suggestion(EditorState& s, const AttrSpec& a, const Json& value, const std::function<void(const Json&)>& set) {
  if (!a.suggest || s.selected.kind == Selection::Kind::None) return;
  const std::string record = s.selected.kind == Selection::Kind::Edge ? std::to_string(s.selected.edge) : s.selected.id;
  const std::optional<Json> wanted = a.suggest(s.map, record);
  if (!wanted || *wanted == value) return;
  ImGui::SameLine();
  const std::string text = wanted->is_string() ? wanted->get<std::string>() : wanted->dump();
  if (ImGui::SmallButton(("= " + a.suggest_label + " " + text + "##suggest").c_str())) set(*wanted);
}

void number_field(const AttrSpec& a, const Json& value, const std::function<void(const Json&)>& set) {
  ImGui::SetNextItemWidth(120);
  if (a.type == AttrType::Int) {
    int v = value.is_number() ? value.get<int>() : 0;
    if (ImGui::InputInt(a.label.c_str(), &v)) set(v);
  } else {
    double v = value.is_number() ? value.get<double>() : 0;
    if (ImGui::InputDouble(a.label.c_str(), &v, 0, 0, "%.2f", ImGuiInputTextFlags_EnterReturnsTrue)) set(v);
  }
  meaning_tooltip(a);
  if (a.max > a.min) {
    ImGui::SameLine();
    ImGui::TextDisabled("%g to %g", a.min, a.max);
  }
}

bool shown(const std::vector<AttrSpec>& specs, const AttrSpec& a, const GraphAttributes& values) {
  if (a.shown_if.empty()) return true;
  for (const auto& other : specs)
    if (other.key == a.shown_if) return attribute(values, other) == Json(true);
  return true;
}

// An id, applied on Enter or with the button: ids change rarely and every
// keystroke would be a different (possibly taken) id.
void id_field(EditorState& s, const std::string& id, const std::string& name, const std::string& fallback,
              const std::function<EditError(MapDoc&, const std::string&)>& apply) {
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
  if (ImGui::Button("Id from name")) target = unique_id(s.map, name, fallback, id);
  ImGui::SameLine();
  ImGui::TextUnformatted("Id");
  if (target.empty() || target == id) return;
  if (s.edit([&](MapDoc& m) { return apply(m, target); })) {
    s.selected.id = target;
    s.id_buffer = target;
    s.id_buffer_for = s.selected;
    s.say("The id is now " + target, false);
  }
}

bool point_field(const char* label, Point& p) {
  double xy[2] = {p.x, p.y};
  bool changed = ImGui::InputScalarN(label, ImGuiDataType_Double, xy, 2, nullptr, nullptr, "%.0f");
  if (changed) p = {xy[0], xy[1]};
  return changed;
}

void source_field(EditorState& s, const std::string& source, const std::function<EditError(MapDoc&, const std::string&)>& set) {
  ImGui::TextUnformatted("Source (where it comes from, \"reconstructed: why\"):");
  text_field(s, "##source", source, set, true);
}

void node_edges(EditorState& s, const std::string& id) {
  const NodeIx n = s.map.graph.node_ix(id);
  if (n == kNoNode) return;
  const auto& edges = s.map.graph.incident(n);
  ImGui::Text("%s%s (%zu):", s.schema->edge_noun.c_str(), edges.size() == 1 ? "" : "s", edges.size());
  for (EdgeIx e : std::vector<EdgeIx>(edges)) {
    ImGui::PushID(e);
    if (ImGui::Selectable(describe_edge(*s.schema, s.map, e).c_str())) s.selected = Selection::of_edge(e);
    ImGui::PopID();
  }
}

// Panels take copies: an edit replaces the map, and with it every reference into it.
void node_panel(EditorState& s, const GraphNode n) {
  const MapSchema& schema = *s.schema;
  const std::string id = n.id;
  const KindSpec* kind = schema.node_kind(n.kind);
  ImGui::Text("%s %s", kind ? kind->label.c_str() : n.kind.c_str(), n.name.c_str());
  text_field(s, "Name", n.name, [&](MapDoc& m, const std::string& v) { return rename_node(m, schema, id, v); });
  id_field(s, id, n.name, schema.node_noun, [&](MapDoc& m, const std::string& v) { return set_node_id(m, id, v); });
  if (schema.grouped(n.kind)) {
    const GraphGroup* in = member_group(schema, s.map, id);
    std::string chosen;
    const std::string label = kind_label(schema.group_kinds, schema.member_of);
    if (ImGui::BeginCombo(label.c_str(), in ? in->name.c_str() : "(none)")) {
      for (const auto& g : s.map.graph.groups)
        if (g.kind == schema.member_of && ImGui::Selectable(g.name.c_str(), in && g.id == in->id)) chosen = g.id;
      ImGui::EndCombo();
    }
    if (!chosen.empty() && (!in || chosen != in->id)) s.edit([&](MapDoc& m) { return set_node_group(m, schema, id, chosen); });
  }
  Point pos = node_pos(n);
  if (point_field("Position", pos)) s.edit([&](MapDoc& m) { return move_node(m, id, pos); });
  if (kind)
    attribute_fields(s, kind->attributes, n.attributes,
                     [&](MapDoc& m, const std::string& key, const Json& v) { return set_node_attribute(m, schema, id, key, v); });
  source_field(s, n.source, [&](MapDoc& m, const std::string& v) { return set_node_source(m, id, v); });
  node_edges(s, id);
  const std::string del = "Delete this " + schema.node_noun + " and its " + schema.edge_noun + "s";
  if (ImGui::Button(del.c_str()) && s.edit([&](MapDoc& m) { return delete_node(m, id); })) {
    s.selected = {};
    s.say("Deleted the " + schema.node_noun + " " + id, false);
  }
}

void edge_panel(EditorState& s, EdgeIx index) {
  const MapSchema& schema = *s.schema;
  const GraphEdge e = s.map.graph.edges[static_cast<std::size_t>(index)];
  ImGui::Text("%s", describe_edge(schema, s.map, index).c_str());
  for (const auto& k : schema.edge_kinds) {
    if (ImGui::RadioButton(k.label.c_str(), e.kind == k.id) && e.kind != k.id)
      s.edit([&](MapDoc& m) { return set_edge_kind(m, schema, index, k.id); });
    if (ImGui::IsItemHovered() && !k.meaning.empty()) ImGui::SetTooltip("%s", k.meaning.c_str());
    ImGui::SameLine();
  }
  ImGui::NewLine();
  for (const std::string& end : {e.a, e.b}) {
    ImGui::PushID(end.c_str());
    if (ImGui::SmallButton(node_name(s.map, end).c_str())) s.selected = Selection::node(end);
    ImGui::PopID();
    ImGui::SameLine();
  }
  ImGui::TextDisabled("(select an end)");
  const KindSpec* kind = schema.edge_kind(e.kind);
  if (e.directed) {
    ImGui::Text("%s %s", kind ? kind->direction.c_str() : "points to", node_name(s.map, e.b).c_str());
    ImGui::SameLine();
    if (ImGui::Button("Reverse")) s.edit([&](MapDoc& m) { return reverse_edge(m, schema, index); });
  }
  if (kind)
    attribute_fields(s, kind->attributes, e.attributes,
                     [&](MapDoc& m, const std::string& key, const Json& v) { return set_edge_attribute(m, schema, index, key, v); });
  source_field(s, e.source, [&](MapDoc& m, const std::string& v) { return set_edge_source(m, index, v); });
  if (ImGui::Button(("Delete this " + schema.edge_noun).c_str()) && s.edit([&](MapDoc& m) { return delete_edge(m, index); })) {
    s.selected = {};
    s.say("Deleted the " + schema.edge_noun, false);
  }
}

void group_panel(EditorState& s, const GraphGroup g) {
  const MapSchema& schema = *s.schema;
  const std::string id = g.id;
  const KindSpec* kind = schema.group_kind(g.kind);
  ImGui::Text("%s %s", kind ? kind->label.c_str() : g.kind.c_str(), g.name.c_str());
  text_field(s, "Name", g.name, [&](MapDoc& m, const std::string& v) { return rename_group(m, schema, id, v); });
  id_field(s, id, g.name, schema.group_noun, [&](MapDoc& m, const std::string& v) { return set_group_id(m, schema, id, v); });
  Point label = group_label(g);
  if (point_field("Label at", label)) s.edit([&](MapDoc& m) { return move_group_label(m, id, label); });
  if (kind)
    attribute_fields(s, kind->attributes, g.attributes,
                     [&](MapDoc& m, const std::string& key, const Json& v) { return set_group_attribute(m, schema, id, key, v); });
  source_field(s, g.source, [&](MapDoc& m, const std::string& v) { return set_group_source(m, id, v); });
  ImGui::Text("%s (%zu):", schema.node_plural.c_str(), g.members.size());
  for (const auto& member : g.members) {
    ImGui::PushID(member.c_str());
    if (ImGui::Selectable(node_name(s.map, member).c_str())) s.selected = Selection::node(member);
    ImGui::PopID();
  }
  if (ImGui::Button(("Delete this " + schema.group_noun).c_str()) && s.edit([&](MapDoc& m) { return delete_group(m, schema, id); })) {
    s.selected = {};
    s.say("Deleted the " + schema.group_noun + " " + g.name, false);
  }
}

}  // namespace

void text_field(EditorState& s, const char* label, const std::string& value,
                const std::function<EditError(MapDoc&, const std::string&)>& apply, bool multiline) {
  std::string v = value;
  const ImGuiID id = ImGui::GetID(label);  // the widget's own id
  bool changed = multiline ? ImGui::InputTextMultiline(label, &v, ImVec2(-1, ImGui::GetTextLineHeight() * 3.5f))
                           : ImGui::InputText(label, &v);
  if (changed) {
    bool record = s.typing != id;
    s.typing = id;
    s.edit([&](MapDoc& m) { return apply(m, v); }, record);
  }
  if (ImGui::IsItemDeactivated() && s.typing == id) s.typing = 0;
}

void attribute_fields(EditorState& s, const std::vector<AttrSpec>& specs, const GraphAttributes& values,
                      const std::function<EditError(MapDoc&, const std::string& key, const Json& value)>& set) {
  for (const auto& a : specs) {
    if (!shown(specs, a, values)) continue;
    ImGui::PushID(a.key.c_str());
    const Json value = attribute(values, a);
    auto apply = [&](const Json& v) { s.edit([&](MapDoc& m) { return set(m, a.key, v); }); };
    switch (a.type) {
      case AttrType::Bool: {
        bool on = value == Json(true);
        if (ImGui::Checkbox(a.label.c_str(), &on)) apply(on);
        meaning_tooltip(a);
        break;
      }
      case AttrType::Int:
      case AttrType::Number:
        number_field(a, value, apply);
        suggestion(s, a, value, apply);
        break;
      case AttrType::Text:
      case AttrType::LongText: {
        if (a.type == AttrType::LongText) {
          ImGui::TextUnformatted((a.label + ":").c_str());
          meaning_tooltip(a);
        }
        const std::string text = value.is_string() ? value.get<std::string>() : "";
        const std::string key = a.key;
        text_field(s, a.type == AttrType::LongText ? "##text" : a.label.c_str(), text,
                   [&](MapDoc& m, const std::string& v) { return set(m, key, v.empty() ? Json() : Json(v)); },
                   a.type == AttrType::LongText);
        break;
      }
      case AttrType::Choice: choice_field(a, value, apply); break;
      case AttrType::Choices: choices_field(a, value, apply); break;
      case AttrType::GroupRefs: group_refs_field(s, a, value, apply); break;
    }
    ImGui::PopID();
  }
}

void draw_selection_panel(EditorState& s) {
  const Selection sel = s.selected;
  const MapGraph& g = s.map.graph;
  ImGui::PushID("selection");
  if (sel.kind == Selection::Kind::Node && g.node(sel.id)) node_panel(s, *g.node(sel.id));
  else if (sel.kind == Selection::Kind::Edge && sel.edge >= 0 && static_cast<std::size_t>(sel.edge) < g.edges.size())
    edge_panel(s, sel.edge);
  else if (sel.kind == Selection::Kind::Group && g.group(sel.id)) group_panel(s, *g.group(sel.id));
  else
    ImGui::TextWrapped("Nothing selected: with Select/Move, click %s, %s or %s's label.",
                       with_article(s.schema->node_noun).c_str(), with_article(s.schema->edge_noun).c_str(),
                       with_article(s.schema->group_noun).c_str());
  ImGui::PopID();
}

}  // namespace umpire::mapedit
