// The editor's canvas: the shared map canvas (ui/map/: camera, picking, hulls,
// labels that never overlap) with the editor's layers: the picture under the
// map, the map drawn from the game's schema (a node's marks, an edge kind's
// colour and width, arrows on directed edges, group hulls in the game's
// colours), and the tools (select and drag, add a node, add an edge, delete).
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "ui/map/labels.h"
#include "ui/map/palette.h"
#include "ui/map_editor/editor.h"
#include "ui/map_palette.h"

namespace umpire::mapedit {

std::string kind_label(const std::vector<KindSpec>& kinds, const std::string& kind) {
  for (const auto& k : kinds)
    if (k.id == kind) return k.label;
  return kind;
}

std::string node_name(const MapDoc& d, const std::string& id) {
  const GraphNode* n = d.graph.node(id);
  return n ? n->name : id;
}

std::string group_name(const MapDoc& d, const std::string& id) {
  const GraphGroup* g = d.graph.group(id);
  return g ? g->name : id;
}

unsigned group_rgb(const EditorState& s, const GraphGroup& g) {
  return s.schema && s.schema->group_rgb ? s.schema->group_rgb(g) : 0x8a8a8a;
}

namespace {

constexpr ImU32 kPaper = IM_COL32(243, 234, 210, 255);
constexpr ImU32 kHover = IM_COL32(255, 200, 60, 200);
constexpr ImU32 kBadge = IM_COL32(150, 20, 20, 255);
constexpr std::size_t kShortName = 4;  // letters kept by an abbreviated name

using mapdraw::kGold;
using mapdraw::kInk;
using mapdraw::kSelected;
using mapui::add;
using mapui::im;
using mapui::mul;
using mapui::rgba;
using mapui::sub;
using mapui::Vec2;

ImVec2 text_size(const std::string& t, float px) { return ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, t.c_str()); }

std::vector<std::string> names_of(const std::string& name) {
  std::vector<std::string> names{name};
  if (std::string s = mapui::abbreviate(name, kShortName); s != name) names.push_back(s);
  return names;
}

bool is(const Selection& sel, Selection::Kind kind, const std::string& id) { return sel.kind == kind && sel.id == id; }

void draw_crown(ImDrawList* d, ImVec2 at, float size) {
  // A band with three points, above the node's top-left corner.
  const float band = size * 0.35f, third = size / 3;
  d->AddRectFilled(ImVec2(at.x, at.y - band), ImVec2(at.x + size, at.y), kGold);
  for (int k = 0; k < 3; ++k) {
    float x0 = at.x + third * static_cast<float>(k);
    d->AddTriangleFilled(ImVec2(x0, at.y - band), ImVec2(x0 + third / 2, at.y - size), ImVec2(x0 + third, at.y - band),
                         kGold);
  }
  d->AddRect(ImVec2(at.x, at.y - band), ImVec2(at.x + size, at.y), kInk);
}

// The marks a node's kind gives its Bool attributes that are true.
std::vector<NodeMark> marks_of(const MapSchema& schema, const GraphNode& n) {
  std::vector<NodeMark> out;
  const KindSpec* k = schema.node_kind(n.kind);
  if (!k) return out;
  for (const auto& a : k->attributes)
    if (a.type == AttrType::Bool && a.mark != NodeMark::None && attribute(n.attributes, a) == Json(true))
      out.push_back(a.mark);
  return out;
}

bool has(const std::vector<NodeMark>& marks, NodeMark m) { return std::find(marks.begin(), marks.end(), m) != marks.end(); }

void draw_mark_sample(ImDrawList* d, ImVec2 a, ImVec2 b, NodeMark mark) {
  d->AddRectFilled(a, b, IM_COL32(255, 252, 242, 255));
  switch (mark) {
    case NodeMark::ThickFrame: d->AddRect(a, b, kInk, 0, 0, 2.0f); break;
    case NodeMark::DoubleFrame:
      d->AddRect(add(a, ImVec2(2, 2)), sub(b, ImVec2(2, 2)), kInk);
      d->AddRect(a, b, kInk, 0, 0, 2);
      break;
    case NodeMark::Crown:
      d->AddRect(a, b, kInk);
      draw_crown(d, ImVec2((a.x + b.x) / 2 - (b.y - a.y) / 2, b.y - 1), b.y - a.y - 2);
      break;
    case NodeMark::Dot:
      d->AddRect(a, b, kInk);
      d->AddCircleFilled(ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2), (b.y - a.y) / 4, kBadge);
      break;
    case NodeMark::None: break;
  }
}

// The editor's layers: nodes are the group labels first (drawn under the
// places), then the map's nodes; edges are the map's edges in order.
class EditorLayers : public mapui::Layers {
 public:
  EditorLayers(const EditorState& s, float font) : s_(s), g_(s.map.graph), schema_(*s.schema), font_(font) {}

  int group_node(std::size_t i) const { return static_cast<int>(i); }
  int node_of(NodeIx n) const { return n == kNoNode ? -1 : static_cast<int>(g_.groups.size()) + n; }

  Selection selection_of(const mapui::Hit& hit) const {
    const auto i = static_cast<std::size_t>(hit.index);
    if (hit.kind == mapui::Hit::Kind::Edge) return Selection::of_edge(static_cast<EdgeIx>(i));
    if (hit.kind != mapui::Hit::Kind::Node) return {};
    if (i < g_.groups.size()) return Selection::group(g_.groups[i].id);
    return Selection::node(g_.nodes[i - g_.groups.size()].id);
  }

  std::vector<std::string> label_texts(const GraphGroup& g) const {
    const std::string badge = schema_.group_badge ? schema_.group_badge(g) : "";
    std::vector<std::string> texts;
    for (const auto& n : names_of(g.name)) texts.push_back(n + badge);
    // At the least the badge alone, without the spaces that part it from the name.
    if (const auto start = badge.find_first_not_of(' '); start != std::string::npos) texts.push_back(badge.substr(start));
    return texts;
  }

  std::string badge(const GraphNode& n) const { return schema_.node_badge ? schema_.node_badge(n) : ""; }

  mapui::Scene scene() const {
    mapui::Scene sc;
    for (const auto& g : g_.groups) {
      mapui::SceneNode n;
      const MapPoint at = group_label(g);
      n.pos = Vec2{at.x, at.y};
      for (const auto& t : label_texts(g)) {
        const ImVec2 ts = text_size(t, font_ * 1.1f);
        n.sizes.push_back(Vec2{ts.x + 12, ts.y + 6});
      }
      n.priority = 100;
      n.avoid_nodes = false;  // the places are drawn over the labels, so none is hidden
      n.always_label = is(s_.selected, Selection::Kind::Group, g.id);
      sc.nodes.push_back(std::move(n));
    }
    for (const auto& x : g_.nodes) {
      mapui::SceneNode n;
      const MapPoint at = node_pos(x);
      n.pos = Vec2{at.x, at.y};
      const std::string b = badge(x);
      const float value = b.empty() ? 0 : text_size(b, font_ * 0.85f).x + 8;
      for (const auto& name : names_of(x.name))
        n.sizes.push_back(Vec2{std::max(text_size(name, font_).x + 8, value), font_ + 4 + (b.empty() ? 0 : font_ * 0.85f)});
      n.sizes.push_back(Vec2{12, 12});
      n.priority = (b.empty() ? 0 : 20) + static_cast<int>(marks_of(schema_, x).size()) * 5;
      n.layer = 1;
      n.always_label = is(s_.selected, Selection::Kind::Node, x.id) || (s_.tool == Tool::AddEdge && s_.edge_from == x.id);
      sc.nodes.push_back(std::move(n));
    }
    for (std::size_t e = 0; e < g_.edges.size(); ++e)
      sc.edges.push_back(mapui::SceneEdge{node_of(g_.end_a(static_cast<EdgeIx>(e))), node_of(g_.end_b(static_cast<EdgeIx>(e)))});
    if (s_.show_areas)
      for (const auto& g : g_.groups) {
        mapui::SceneGroup hull;
        const MapPoint at = group_label(g);
        hull.points.push_back(Vec2{at.x, at.y});
        for (const auto& m : g.members)
          if (const GraphNode* n = g_.node(m)) hull.points.push_back(Vec2{node_pos(*n).x, node_pos(*n).y});
        hull.rgb = group_rgb(s_, g);
        hull.fill_alpha = 40;
        hull.line_alpha = 140;
        hull.pad = 18;
        sc.groups.push_back(std::move(hull));
      }
    sc.background = 0x46464a;
    sc.labels = s_.show_names;
    sc.parallel_gap = 6;
    if (s_.selected.kind == Selection::Kind::Edge) sc.selected_edge = s_.selected.edge;
    sc.legend = legend();
    return sc;
  }

  void background(const mapui::Frame& f) override {
    const Vec2 corner{0, 0}, end{s_.map.width, s_.map.height};
    f.draw->AddRectFilled(f.at(corner), f.at(end), kPaper);
    const Background& bg = s_.background;
    if (bg.show && bg.texture.loaded()) {
      const Vec2 from{bg.pos.x, bg.pos.y};
      const Vec2 to{bg.pos.x + bg.texture.width() * bg.scale, bg.pos.y + bg.texture.height() * bg.scale};
      auto alpha = static_cast<int>(std::clamp(bg.opacity, 0.0f, 1.0f) * 255);
      f.draw->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(bg.texture.id())), f.at(from), f.at(to),
                       ImVec2(0, 0), ImVec2(1, 1), IM_COL32(255, 255, 255, alpha));
    }
    f.draw->AddRect(f.at(corner), f.at(end), IM_COL32(120, 110, 90, 255));
  }

  void edge(const mapui::Frame& f, int index, const mapui::EdgeView& e) override {
    const GraphEdge& x = g_.edges[static_cast<std::size_t>(index)];
    const KindSpec* k = schema_.edge_kind(x.kind);
    const ImU32 col = rgba(k ? k->rgb : 0x808080);
    const float width = k ? k->width : 2.0f;
    if (e.selected || e.hovered) f.draw->AddLine(e.a, e.b, e.selected ? kSelected : kHover, width + 5);
    f.draw->AddLine(e.a, e.b, col, width);
    if (!x.directed) return;
    // An arrowhead past the middle, pointing from a to b.
    const ImVec2 d = sub(e.b, e.a);
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 20) return;
    const ImVec2 dir = mul(d, 1 / len), normal(-dir.y, dir.x);
    const ImVec2 tip = add(e.a, mul(d, 0.58f)), back = sub(tip, mul(dir, 11));
    f.draw->AddTriangleFilled(tip, add(back, mul(normal, 6)), sub(back, mul(normal, 6)), col);
  }

  void node(const mapui::Frame& f, int index, const mapui::NodeView& v) override {
    const auto i = static_cast<std::size_t>(index);
    if (i < g_.groups.size()) label(f, g_.groups[i], v);
    else place(f, g_.nodes[i - g_.groups.size()], v);
  }

  void overlay(const mapui::Frame& f, const std::vector<mapui::NodeView>&) override {
    // The edge being drawn, from its first node to the mouse.
    if (s_.tool == Tool::AddEdge && f.hovered)
      if (const GraphNode* n = g_.node(s_.edge_from))
        f.draw->AddLine(f.at(Vec2{node_pos(*n).x, node_pos(*n).y}), im(f.mouse), kSelected, 2);
  }

  void tooltip(const mapui::Frame&, const mapui::Hit& hit) override {
    Selection sel = selection_of(hit);
    if (sel.kind == Selection::Kind::Edge) {
      ImGui::SetTooltip("%s", describe_edge(schema_, s_.map, sel.edge).c_str());
      return;
    }
    if (sel.kind != Selection::Kind::Node || s_.dragging.kind != Selection::Kind::None) return;
    const GraphNode* n = g_.node(sel.id);
    if (!n) return;
    const GraphGroup* in = member_group(schema_, s_.map, n->id);
    if (in) ImGui::SetTooltip("%s (%s) in %s", n->name.c_str(), n->id.c_str(), in->name.c_str());
    else ImGui::SetTooltip("%s (%s)", n->name.c_str(), n->id.c_str());
  }

 private:
  void label(const mapui::Frame& f, const GraphGroup& g, const mapui::NodeView& v) const {
    const ImVec2 r0 = im({v.rect.x0, v.rect.y0}), r1 = im({v.rect.x1, v.rect.y1});
    const unsigned rgb = group_rgb(s_, g);
    const bool selected = is(s_.selected, Selection::Kind::Group, g.id);
    if (selected || v.hovered)
      f.draw->AddRect(sub(r0, ImVec2(3, 3)), add(r1, ImVec2(3, 3)), selected ? kSelected : kHover, 3, 0, 3);
    f.draw->AddRectFilled(r0, r1, rgba(rgb, 235), 3);
    f.draw->AddRect(r0, r1, kInk, 3);
    const std::vector<std::string> texts = label_texts(g);
    const std::string& t = texts[std::min(static_cast<std::size_t>(v.variant), texts.size() - 1)];
    const ImVec2 ts = text_size(t, font_ * 1.1f);
    f.text(ImVec2((r0.x + r1.x - ts.x) / 2, (r0.y + r1.y - ts.y) / 2), rgba(mapui::ink_on(rgb)), t, font_ * 1.1f);
  }

  void place(const mapui::Frame& f, const GraphNode& n, const mapui::NodeView& v) const {
    const ImVec2 r0 = im({v.rect.x0, v.rect.y0}), r1 = im({v.rect.x1, v.rect.y1});
    const std::vector<std::string> names = names_of(n.name);
    const bool named = v.variant < static_cast<int>(names.size());
    const bool selected = is(s_.selected, Selection::Kind::Node, n.id);
    const bool edge_start = s_.tool == Tool::AddEdge && s_.edge_from == n.id;
    const std::vector<NodeMark> marks = marks_of(schema_, n);
    const std::string b = badge(n);
    if (selected || v.hovered || edge_start)
      f.draw->AddRect(sub(r0, ImVec2(3, 3)), add(r1, ImVec2(3, 3)), selected || edge_start ? kSelected : kHover, 2, 0, 3);
    const KindSpec* k = schema_.node_kind(n.kind);
    f.draw->AddRectFilled(r0, r1, rgba(k ? k->rgb : 0xfffcf2));
    if (has(marks, NodeMark::DoubleFrame)) f.draw->AddRect(sub(r0, ImVec2(2, 2)), add(r1, ImVec2(2, 2)), kInk, 0, 0, 2);
    f.draw->AddRect(r0, r1, kInk, 0, 0, has(marks, NodeMark::ThickFrame) ? 2.0f : 1.0f);
    if (named) {
      f.text(ImVec2(r0.x + 4, r0.y + 2), kInk, names[static_cast<std::size_t>(v.variant)], font_);
      if (!b.empty()) {
        const float w = text_size(b, font_ * 0.85f).x;
        f.text(ImVec2((r0.x + r1.x - w) / 2, r0.y + 2 + font_), kBadge, b, font_ * 0.85f);
      }
    } else if (!b.empty()) {
      f.draw->AddRectFilled(add(r0, ImVec2(3, 3)), sub(r1, ImVec2(3, 3)), kBadge);
    }
    if (has(marks, NodeMark::Dot)) f.draw->AddCircleFilled(ImVec2(r1.x - 4, r0.y + 4), 3, kBadge);
    if (has(marks, NodeMark::Crown)) draw_crown(f.draw, ImVec2(r0.x + 2, r0.y - 1), std::max(11.0f, font_ * 1.1f));
  }

  // The legend, from the schema: each kind of edge, then each mark a node may carry.
  std::vector<mapui::LegendEntry> legend() const {
    using Mark = mapui::LegendEntry::Mark;
    std::vector<mapui::LegendEntry> out;
    for (const auto& k : schema_.edge_kinds)
      out.push_back({Mark::Line, k.rgb, k.width, k.directed && !k.arrow.empty() ? k.label + " (arrow: " + k.arrow + ")" : k.label, {}});
    for (const auto& kind : schema_.node_kinds)
      for (const auto& a : kind.attributes)
        if (a.type == AttrType::Bool && a.mark != NodeMark::None) {
          const NodeMark mark = a.mark;
          out.push_back({Mark::Custom, 0, 0, a.label, [mark](ImDrawList* d, ImVec2 p, ImVec2 q) { draw_mark_sample(d, p, q, mark); }});
        }
    return out;
  }

  const EditorState& s_;
  const MapGraph& g_;
  const MapSchema& schema_;
  float font_;
};

// --- Tools.

void delete_item(EditorState& s, const Selection& item) {
  const MapDoc& m = s.map;
  std::string what;
  bool done = false;
  if (item.kind == Selection::Kind::Node && m.graph.node(item.id)) {
    what = s.schema->node_noun + " " + m.graph.node(item.id)->name;
    done = s.edit([&](MapDoc& x) { return delete_node(x, item.id); });
  } else if (item.kind == Selection::Kind::Edge) {
    what = describe_edge(*s.schema, m, item.edge);
    done = s.edit([&](MapDoc& x) { return delete_edge(x, item.edge); });
  } else if (item.kind == Selection::Kind::Group && m.graph.group(item.id)) {
    what = s.schema->group_noun + " " + m.graph.group(item.id)->name;
    done = s.edit([&](MapDoc& x) { return delete_group(x, *s.schema, item.id); });
  }
  if (done) {
    s.selected = {};
    s.say("Deleted " + what, false);
  }
}

void add_edge_click(EditorState& s, const Selection& hit) {
  if (hit.kind != Selection::Kind::Node) {
    if (!s.edge_from.empty()) s.say("Drawing stopped", false);
    s.edge_from.clear();
    return;
  }
  if (s.edge_from.empty() || s.edge_from == hit.id) {
    s.edge_from = hit.id;
    return;
  }
  const std::string from = s.edge_from, to = hit.id;
  if (s.edit([&](MapDoc& x) { return add_edge(x, *s.schema, s.edge_kind, from, to); })) {
    const auto last = static_cast<EdgeIx>(s.map.graph.edges.size() - 1);
    s.selected = Selection::of_edge(last);
    s.say("Added " + describe_edge(*s.schema, s.map, last), false);
    s.edge_from = to;  // go on from here: a chain of edges
  }
}

void click(EditorState& s, const Selection& hit, Point at) {
  switch (s.tool) {
    case Tool::Select:
      s.selected = hit;
      s.reveal = hit.kind != Selection::Kind::None;
      if (hit.kind == Selection::Kind::Node || hit.kind == Selection::Kind::Group) {
        Point from = hit.kind == Selection::Kind::Node ? node_pos(*s.map.graph.node(hit.id)) : group_label(*s.map.graph.group(hit.id));
        s.dragging = hit;
        s.drag_grab = {from.x - at.x, from.y - at.y};
        s.drag_moved = false;
      }
      break;
    case Tool::AddNode: {
      std::string id;
      if (s.edit([&](MapDoc& x) { return add_node(x, *s.schema, s.node_kind, s.node_name, at, s.node_group, &id); })) {
        s.selected = Selection::node(id);
        s.reveal = true;
        s.say("Added " + s.schema->node_noun + " " + s.node_name + " (id " + id + ")", false);
      }
      break;
    }
    case Tool::AddEdge:
      add_edge_click(s, hit);
      break;
    case Tool::Delete:
      delete_item(s, hit);
      break;
  }
}

void drag(EditorState& s, Point at) {
  if (s.dragging.kind == Selection::Kind::None) return;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    s.dragging = {};
    return;
  }
  if (!s.drag_moved && !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3.0f)) return;
  Point to{at.x + s.drag_grab.x, at.y + s.drag_grab.y};
  const Selection d = s.dragging;
  bool record = !s.drag_moved;
  s.drag_moved = true;
  if (d.kind == Selection::Kind::Node) s.edit([&](MapDoc& x) { return move_node(x, d.id, to); }, record);
  else s.edit([&](MapDoc& x) { return move_group_label(x, d.id, to); }, record);
}

void keys(EditorState& s) {
  if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) || ImGui::GetIO().WantTextInput) return;
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    s.edge_from.clear();
    s.selected = {};
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete))) delete_item(s, s.selected);
  if (io.KeyCtrl && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z))) s.undo_edit();
  if (io.KeyCtrl && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Y))) s.redo_edit();
}

}  // namespace

void draw_canvas(EditorState& s) {
  if (!s.schema) return;
  mapui::CanvasOptions options;
  options.world = mapui::Rect{0, 0, std::max(1.0, s.map.width), std::max(1.0, s.map.height)};
  options.auto_fit = false;  // the editor fits when asked (a new map, the Fit button)
  options.keyboard = false;  // the arrow keys and Delete belong to the editor's own keys
  options.wheel_step = 1.15;
  mapui::Frame f = mapui::begin_canvas("map", s.canvas, options);
  if (s.fit_pending) {
    s.canvas.camera = fit_view(s.map.width, s.map.height, f.size.x, f.size.y, 20);
    s.canvas.fitted = true;
    s.fit_pending = false;
    f.camera = s.canvas.camera;
  }
  // Names grow with the zoom, within sizes that stay legible.
  const float font = static_cast<float>(std::clamp(13.0 * std::sqrt(f.camera.scale / 0.8), 10.0, 22.0));
  EditorLayers layers(s, font);
  mapui::Scene scene = layers.scene();
  mapui::CanvasResult r = mapui::draw_canvas(f, s.canvas, scene, layers);

  s.hovered = f.hovered ? layers.selection_of(r.hovered) : Selection{};
  const Point at{f.mouse_world.x, f.mouse_world.y};
  if (r.clicked) click(s, s.hovered, at);
  drag(s, at);
  keys(s);
}

}  // namespace umpire::mapedit
