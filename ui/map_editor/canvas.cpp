// The editor's canvas: the shared map canvas (ui/map/: camera, picking, hulls,
// labels that never overlap) with the editor's layers: the picture under the
// map, the map drawn like the printed one, and the tools (select and drag,
// add box, add line, delete).
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <unordered_map>

#include "soldier_king/factions.h"
#include "ui/map_editor/editor.h"
#include "ui/map/labels.h"
#include "ui/map/palette.h"
#include "ui/map_palette.h"

namespace umpire::mapedit {

unsigned ruler_rgb(const std::string& ruler) {
  const sk::FactionInfo* f = ruler.empty() ? nullptr : sk::faction_info(ruler);
  return f ? f->rgb : 0x8a8a8a;
}

std::string describe_line(const sk::Map& m, std::size_t index) {
  if (index >= m.lines.size()) return "(no line)";
  const sk::Line& l = m.lines[index];
  return std::string(sk::to_string(l.type)) + " " + m.box_name(l.a) + " - " + m.box_name(l.b);
}

namespace {

constexpr ImU32 kBackdrop = IM_COL32(70, 70, 74, 255);
constexpr ImU32 kPaper = IM_COL32(243, 234, 210, 255);
constexpr ImU32 kHover = IM_COL32(255, 200, 60, 200);
constexpr ImU32 kRecruiting = IM_COL32(150, 20, 20, 255);
constexpr std::size_t kShortName = 4;  // letters kept by an abbreviated name

using mapdraw::kGold;
using mapdraw::kHighway;
using mapdraw::kInk;
using mapdraw::kRiver;
using mapdraw::kRoad;
using mapdraw::kSelected;
using mapui::add;
using mapui::im;
using mapui::mul;
using mapui::rgba;
using mapui::sub;
using mapui::Vec2;

std::string recruiting_text(const sk::CityBox& b) {
  return std::to_string(b.recruiting->ruled) + "/" + std::to_string(b.recruiting->captured);
}

ImVec2 text_size(const std::string& t, float px) { return ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, t.c_str()); }

// A box's names, best first: the full name, then an abbreviation.
std::vector<std::string> box_names(const sk::CityBox& b) {
  std::vector<std::string> names{b.name};
  if (std::string s = mapui::abbreviate(b.name, kShortName); s != b.name) names.push_back(s);
  return names;
}

// A province label's texts: "Name  RV", "Abbr.  RV", and at the least the value.
std::vector<std::string> label_texts(const sk::Province& p) {
  const std::string rv = std::to_string(p.recruiting_value);
  std::vector<std::string> texts{p.name + "  " + rv};
  if (std::string s = mapui::abbreviate(p.name, kShortName); s != p.name) texts.push_back(s + "  " + rv);
  texts.push_back(rv);
  return texts;
}

bool is(const Selection& sel, Selection::Kind kind, const std::string& id) { return sel.kind == kind && sel.id == id; }

void draw_crown(ImDrawList* d, ImVec2 at, float size) {
  // A band with three points, above the box's top-left corner.
  const float band = size * 0.35f, third = size / 3;
  d->AddRectFilled(ImVec2(at.x, at.y - band), ImVec2(at.x + size, at.y), kGold);
  for (int k = 0; k < 3; ++k) {
    float x0 = at.x + third * static_cast<float>(k);
    d->AddTriangleFilled(ImVec2(x0, at.y - band), ImVec2(x0 + third / 2, at.y - size), ImVec2(x0 + third, at.y - band),
                         kGold);
  }
  d->AddRect(ImVec2(at.x, at.y - band), ImVec2(at.x + size, at.y), kInk);
}

// The editor's layers: nodes are the province labels (first, drawn under the
// boxes), then the city boxes; edges are the map's lines in order.
class EditorLayers : public mapui::Layers {
 public:
  EditorLayers(const EditorState& s, float font) : s_(s), m_(s.map), font_(font) {
    for (std::size_t i = 0; i < m_.boxes.size(); ++i) box_nodes_[m_.boxes[i].id] = box_node(i);
  }

  int province_node(std::size_t i) const { return static_cast<int>(i); }
  int box_node(std::size_t i) const { return static_cast<int>(m_.provinces.size() + i); }
  int node_of_box(const std::string& id) const {
    auto it = box_nodes_.find(id);
    return it == box_nodes_.end() ? -1 : it->second;
  }

  Selection selection_of(const mapui::Hit& hit) const {
    const auto i = static_cast<std::size_t>(hit.index);
    if (hit.kind == mapui::Hit::Kind::Edge) return Selection::of_line(i);
    if (hit.kind != mapui::Hit::Kind::Node) return {};
    if (i < m_.provinces.size()) return Selection::province(m_.provinces[i].id);
    return Selection::box(m_.boxes[i - m_.provinces.size()].id);
  }

  mapui::Scene scene() const {
    mapui::Scene sc;
    for (const auto& p : m_.provinces) {
      mapui::SceneNode n;
      n.pos = Vec2{p.label.x, p.label.y};
      for (const auto& t : label_texts(p)) {
        const ImVec2 ts = text_size(t, font_ * 1.1f);
        n.sizes.push_back(Vec2{ts.x + 12, ts.y + 6});
      }
      n.priority = 100;
      n.avoid_nodes = false;  // the boxes are drawn over the labels, so none is hidden
      n.always_label = is(s_.selected, Selection::Kind::Province, p.id);
      sc.nodes.push_back(std::move(n));
    }
    for (const auto& b : m_.boxes) {
      mapui::SceneNode n;
      n.pos = Vec2{b.pos.x, b.pos.y};
      const float value = b.recruiting ? text_size(recruiting_text(b), font_ * 0.85f).x + 8 : 0;
      for (const auto& name : box_names(b))
        n.sizes.push_back(Vec2{std::max(text_size(name, font_).x + 8, value), font_ + 4 + (b.recruiting ? font_ * 0.85f : 0)});
      n.sizes.push_back(Vec2{12, 12});
      n.priority = (b.recruiting ? 20 : 0) + (b.electoral ? 10 : 0);
      n.layer = 1;
      n.always_label = is(s_.selected, Selection::Kind::Box, b.id) || (s_.tool == Tool::AddLine && s_.line_from == b.id);
      sc.nodes.push_back(std::move(n));
    }
    for (const auto& l : m_.lines) sc.edges.push_back(mapui::SceneEdge{node_of_box(l.a), node_of_box(l.b)});
    if (s_.show_areas)
      for (const auto& p : m_.provinces) {
        mapui::SceneGroup g;
        g.points.push_back(Vec2{p.label.x, p.label.y});
        for (const sk::CityBox* b : m_.boxes_in(p.id)) g.points.push_back(Vec2{b->pos.x, b->pos.y});
        g.rgb = ruler_rgb(p.ruler);
        g.fill_alpha = 40;
        g.line_alpha = 140;
        g.pad = 18;
        sc.groups.push_back(std::move(g));
      }
    sc.background = 0x46464a;
    sc.labels = s_.show_names;
    sc.parallel_gap = 6;
    if (s_.selected.kind == Selection::Kind::Line) sc.selected_edge = static_cast<int>(s_.selected.line);
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
    const sk::Line& l = m_.lines[static_cast<std::size_t>(index)];
    const ImU32 col = l.type == sk::LineType::Road ? kRoad : l.type == sk::LineType::Highway ? kHighway : kRiver;
    const float width = l.type == sk::LineType::Road ? 2.0f : l.type == sk::LineType::Highway ? 3.5f : 3.0f;
    if (e.selected || e.hovered) f.draw->AddLine(e.a, e.b, e.selected ? kSelected : kHover, width + 5);
    f.draw->AddLine(e.a, e.b, col, width);
    if (l.type != sk::LineType::River) return;
    // An arrowhead past the middle, pointing downstream.
    const ImVec2 from = l.downstream == l.a ? e.b : e.a, to = l.downstream == l.a ? e.a : e.b;
    const ImVec2 d = sub(to, from);
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 20) return;
    const ImVec2 dir = mul(d, 1 / len), normal(-dir.y, dir.x);
    const ImVec2 tip = add(from, mul(d, 0.58f)), back = sub(tip, mul(dir, 11));
    f.draw->AddTriangleFilled(tip, add(back, mul(normal, 6)), sub(back, mul(normal, 6)), col);
  }

  void node(const mapui::Frame& f, int index, const mapui::NodeView& v) override {
    const auto i = static_cast<std::size_t>(index);
    if (i < m_.provinces.size()) label(f, m_.provinces[i], v);
    else box(f, m_.boxes[i - m_.provinces.size()], v);
  }

  void overlay(const mapui::Frame& f, const std::vector<mapui::NodeView>&) override {
    // The line being drawn, from its first box to the mouse.
    if (s_.tool == Tool::AddLine && f.hovered)
      if (const sk::CityBox* b = m_.box(s_.line_from)) f.draw->AddLine(f.at(Vec2{b->pos.x, b->pos.y}), im(f.mouse), kSelected, 2);
  }

  void tooltip(const mapui::Frame&, const mapui::Hit& hit) override {
    Selection sel = selection_of(hit);
    if (sel.kind == Selection::Kind::Line) {
      ImGui::SetTooltip("%s", describe_line(m_, sel.line).c_str());
      return;
    }
    if (sel.kind != Selection::Kind::Box || s_.dragging.kind != Selection::Kind::None) return;
    const sk::CityBox* b = m_.box(sel.id);
    const sk::Province* p = b ? m_.province(b->province) : nullptr;
    if (b) ImGui::SetTooltip("%s (%s) in %s", b->name.c_str(), b->id.c_str(), p ? p->name.c_str() : b->province.c_str());
  }

 private:
  void label(const mapui::Frame& f, const sk::Province& p, const mapui::NodeView& v) const {
    const ImVec2 r0 = im({v.rect.x0, v.rect.y0}), r1 = im({v.rect.x1, v.rect.y1});
    const unsigned rgb = ruler_rgb(p.ruler);
    const bool selected = is(s_.selected, Selection::Kind::Province, p.id);
    if (selected || v.hovered)
      f.draw->AddRect(sub(r0, ImVec2(3, 3)), add(r1, ImVec2(3, 3)), selected ? kSelected : kHover, 3, 0, 3);
    f.draw->AddRectFilled(r0, r1, rgba(rgb, 235), 3);
    f.draw->AddRect(r0, r1, kInk, 3);
    const std::vector<std::string> texts = label_texts(p);
    const std::string& t = texts[std::min(static_cast<std::size_t>(v.variant), texts.size() - 1)];
    const ImVec2 ts = text_size(t, font_ * 1.1f);
    f.text(ImVec2((r0.x + r1.x - ts.x) / 2, (r0.y + r1.y - ts.y) / 2), rgba(mapui::ink_on(rgb)), t, font_ * 1.1f);
  }

  void box(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v) const {
    const ImVec2 r0 = im({v.rect.x0, v.rect.y0}), r1 = im({v.rect.x1, v.rect.y1});
    const std::vector<std::string> names = box_names(b);
    const bool named = v.variant < static_cast<int>(names.size());
    const bool selected = is(s_.selected, Selection::Kind::Box, b.id);
    const bool line_start = s_.tool == Tool::AddLine && s_.line_from == b.id;
    if (selected || v.hovered || line_start)
      f.draw->AddRect(sub(r0, ImVec2(3, 3)), add(r1, ImVec2(3, 3)), selected || line_start ? kSelected : kHover, 2, 0, 3);
    f.draw->AddRectFilled(r0, r1, IM_COL32(255, 252, 242, 255));
    // A permanent entrenchment: a heavy double frame.
    if (b.entrenchment) f.draw->AddRect(sub(r0, ImVec2(2, 2)), add(r1, ImVec2(2, 2)), kInk, 0, 0, 2);
    f.draw->AddRect(r0, r1, kInk, 0, 0, b.recruiting ? 2.0f : 1.0f);
    if (named) {
      f.text(ImVec2(r0.x + 4, r0.y + 2), kInk, names[static_cast<std::size_t>(v.variant)], font_);
      if (b.recruiting) {
        const std::string rv = recruiting_text(b);
        const float w = text_size(rv, font_ * 0.85f).x;
        f.text(ImVec2((r0.x + r1.x - w) / 2, r0.y + 2 + font_), kRecruiting, rv, font_ * 0.85f);
      }
    } else if (b.recruiting) {
      f.draw->AddRectFilled(add(r0, ImVec2(3, 3)), sub(r1, ImVec2(3, 3)), kRecruiting);
    }
    if (b.electoral) draw_crown(f.draw, ImVec2(r0.x + 2, r0.y - 1), std::max(11.0f, font_ * 1.1f));
  }

  static std::vector<mapui::LegendEntry> legend() {
    using Mark = mapui::LegendEntry::Mark;
    std::vector<mapui::LegendEntry> out;
    out.push_back({Mark::Line, 0x8b5a2b, 2.0f, "Road", {}});
    out.push_back({Mark::Line, 0xc0281e, 3.5f, "Highway", {}});
    out.push_back({Mark::Line, 0x2878d2, 3.0f, "River (arrow: downstream)", {}});
    out.push_back({Mark::Custom, 0, 0, "Recruiting box (thick frame)", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                     d->AddRectFilled(a, b, IM_COL32(255, 252, 242, 255));
                     d->AddRect(a, b, kInk, 0, 0, 2.0f);
                   }});
    out.push_back({Mark::Custom, 0, 0, "Permanent entrenchment (double frame)", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                     d->AddRectFilled(a, b, IM_COL32(255, 252, 242, 255));
                     d->AddRect(add(a, ImVec2(2, 2)), sub(b, ImVec2(2, 2)), kInk);
                     d->AddRect(a, b, kInk, 0, 0, 2);
                   }});
    out.push_back({Mark::Custom, 0, 0, "Electoral city", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                     draw_crown(d, ImVec2((a.x + b.x) / 2 - (b.y - a.y) / 2, b.y - 1), b.y - a.y - 2);
                   }});
    return out;
  }

  const EditorState& s_;
  const sk::Map& m_;
  float font_;
  std::unordered_map<std::string, int> box_nodes_;  // box id -> node
};

// --- Tools.

void delete_item(EditorState& s, const Selection& item) {
  const sk::Map& m = s.map;
  std::string what;
  bool done = false;
  if (item.kind == Selection::Kind::Box && m.box(item.id)) {
    what = "box " + m.box(item.id)->name;
    done = s.edit([&](sk::Map& x) { return sk::delete_box(x, item.id); });
  } else if (item.kind == Selection::Kind::Line) {
    what = describe_line(m, item.line);
    done = s.edit([&](sk::Map& x) { return sk::delete_line(x, item.line); });
  } else if (item.kind == Selection::Kind::Province && m.province(item.id)) {
    what = "province " + m.province(item.id)->name;
    done = s.edit([&](sk::Map& x) { return sk::delete_province(x, item.id); });
  }
  if (done) {
    s.selected = {};
    s.say("Deleted " + what, false);
  }
}

void click(EditorState& s, const Selection& hit, Point at) {
  switch (s.tool) {
    case Tool::Select:
      s.selected = hit;
      s.reveal = hit.kind != Selection::Kind::None;
      if (hit.kind == Selection::Kind::Box || hit.kind == Selection::Kind::Province) {
        Point from = hit.kind == Selection::Kind::Box ? s.map.box(hit.id)->pos : s.map.province(hit.id)->label;
        s.dragging = hit;
        s.drag_grab = {from.x - at.x, from.y - at.y};
        s.drag_moved = false;
      }
      break;
    case Tool::AddBox: {
      std::string id;
      if (s.edit([&](sk::Map& x) { return sk::add_box(x, s.box_name, s.box_province, at, &id); })) {
        s.selected = Selection::box(id);
        s.reveal = true;
        s.say("Added box " + s.box_name + " (id " + id + ")", false);
      }
      break;
    }
    case Tool::AddLine: {
      if (hit.kind != Selection::Kind::Box) {
        if (!s.line_from.empty()) s.say("Line drawing stopped", false);
        s.line_from.clear();
        break;
      }
      if (s.line_from.empty() || s.line_from == hit.id) {
        s.line_from = hit.id;
        break;
      }
      std::string from = s.line_from, to = hit.id;
      bool river = s.line_type == sk::LineType::River;
      if (s.edit([&](sk::Map& x) { return sk::add_line(x, from, to, s.line_type, river ? to : ""); })) {
        s.selected = Selection::of_line(s.map.lines.size() - 1);
        s.say("Added " + describe_line(s.map, s.map.lines.size() - 1), false);
        s.line_from = to;  // go on from here: a chain of lines
      }
      break;
    }
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
  if (d.kind == Selection::Kind::Box) s.edit([&](sk::Map& x) { return sk::move_box(x, d.id, to); }, record);
  else s.edit([&](sk::Map& x) { return sk::set_province_label(x, d.id, to); }, record);
}

void keys(EditorState& s) {
  if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) || ImGui::GetIO().WantTextInput) return;
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    s.line_from.clear();
    s.selected = {};
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete))) delete_item(s, s.selected);
  if (io.KeyCtrl && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z))) s.undo_edit();
  if (io.KeyCtrl && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Y))) s.redo_edit();
}

}  // namespace

void draw_canvas(EditorState& s) {
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
