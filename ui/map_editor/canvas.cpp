// The editor's canvas: the picture, the map drawn like the printed one, and
// the tools (select and drag, add box, add line, delete), pan and zoom.
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>

#include "soldier_king/factions.h"
#include "ui/map_editor/editor.h"
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

using mapdraw::add;
using mapdraw::kGold;
using mapdraw::kHighway;
using mapdraw::kInk;
using mapdraw::kRiver;
using mapdraw::kRoad;
using mapdraw::kSelected;
using mapdraw::mul;
using mapdraw::rgba;
using mapdraw::sub;


struct Rect {
  ImVec2 min, max;
  bool contains(ImVec2 p) const { return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y; }
};

struct Frame {
  ImDrawList* draw;
  ImVec2 pos;
  const View& view;
  float font;  // pixels
  bool names;

  ImVec2 at(Point p) const {
    Point s = view.to_screen(p);
    return ImVec2(pos.x + static_cast<float>(s.x), pos.y + static_cast<float>(s.y));
  }
  Point map_at(ImVec2 screen) const { return view.to_map({screen.x - pos.x, screen.y - pos.y}); }
  ImVec2 text_size(const std::string& t, float size) const {
    return ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, t.c_str());
  }
  void text(ImVec2 p, ImU32 col, const std::string& t, float size) const {
    draw->AddText(ImGui::GetFont(), size, p, col, t.c_str());
  }
};

std::string recruiting_text(const sk::CityBox& b) {
  return std::to_string(b.recruiting->ruled) + "/" + std::to_string(b.recruiting->captured);
}

Rect box_rect(const Frame& f, const sk::CityBox& b, bool with_name) {
  ImVec2 c = f.at(b.pos);
  float w = 12, h = 12;
  if (with_name) {
    w = f.text_size(b.name, f.font).x + 8;
    h = f.font + 4;
    if (b.recruiting) {
      w = std::max(w, f.text_size(recruiting_text(b), f.font * 0.85f).x + 8);
      h += f.font * 0.85f;
    }
  }
  return {ImVec2(c.x - w / 2, c.y - h / 2), ImVec2(c.x + w / 2, c.y + h / 2)};
}

std::string label_text(const sk::Province& p) { return p.name + "  " + std::to_string(p.recruiting_value); }

Rect label_rect(const Frame& f, const sk::Province& p) {
  ImVec2 c = f.at(p.label);
  ImVec2 t = f.text_size(label_text(p), f.font * 1.1f);
  return {ImVec2(c.x - t.x / 2 - 6, c.y - t.y / 2 - 3), ImVec2(c.x + t.x / 2 + 6, c.y + t.y / 2 + 3)};
}

// Lines between the same two boxes are drawn side by side.
float line_offset(const sk::Map& m, std::size_t index) {
  const sk::Line& l = m.lines[index];
  int before = 0, total = 0;
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    const sk::Line& o = m.lines[i];
    if (!((o.a == l.a && o.b == l.b) || (o.a == l.b && o.b == l.a))) continue;
    if (i < index) ++before;
    ++total;
  }
  return (static_cast<float>(before) - static_cast<float>(total - 1) / 2.0f) * 6.0f;
}

bool line_ends(const Frame& f, const sk::Map& m, std::size_t index, ImVec2& a, ImVec2& b) {
  const sk::Line& l = m.lines[index];
  const sk::CityBox* ba = m.box(l.a);
  const sk::CityBox* bb = m.box(l.b);
  if (!ba || !bb) return false;
  // Always offset from the lower id's side, so both orders agree.
  bool flip = l.a > l.b;
  a = f.at(flip ? bb->pos : ba->pos);
  b = f.at(flip ? ba->pos : bb->pos);
  ImVec2 d = sub(b, a);
  float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len < 1) return true;
  ImVec2 normal(-d.y / len, d.x / len);
  ImVec2 shift = mul(normal, line_offset(m, index));
  a = add(a, shift);
  b = add(b, shift);
  if (flip) std::swap(a, b);
  return true;
}

bool name_shown(const Frame& f, const EditorState& s, const std::string& id) {
  return f.names || (s.selected.kind == Selection::Kind::Box && s.selected.id == id) ||
         (s.hovered.kind == Selection::Kind::Box && s.hovered.id == id);
}

// --- Drawing.

void draw_background(const Frame& f, const EditorState& s, ImVec2 canvas_min, ImVec2 canvas_max) {
  f.draw->AddRectFilled(canvas_min, canvas_max, kBackdrop);
  f.draw->AddRectFilled(f.at({0, 0}), f.at({s.map.width, s.map.height}), kPaper);
  const Background& bg = s.background;
  if (bg.show && bg.texture.loaded()) {
    Point end{bg.pos.x + bg.texture.width() * bg.scale, bg.pos.y + bg.texture.height() * bg.scale};
    auto alpha = static_cast<int>(std::clamp(bg.opacity, 0.0f, 1.0f) * 255);
    f.draw->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(bg.texture.id())), f.at(bg.pos),
                     f.at(end), ImVec2(0, 0), ImVec2(1, 1), IM_COL32(255, 255, 255, alpha));
  }
  f.draw->AddRect(f.at({0, 0}), f.at({s.map.width, s.map.height}), IM_COL32(120, 110, 90, 255));
}

void draw_areas(const Frame& f, const sk::Map& m) {
  const float pad = 18.0f;
  for (const auto& p : m.provinces) {
    std::vector<Point> pts;
    auto around = [&](Point q) {
      ImVec2 c = f.at(q);
      for (int k = 0; k < 12; ++k) {
        double a = k * 3.14159265358979 / 6;
        pts.push_back({c.x + pad * std::cos(a), c.y + pad * std::sin(a)});
      }
    };
    around(p.label);
    for (const sk::CityBox* b : m.boxes_in(p.id)) around(b->pos);
    auto hull = convex_hull(pts);
    if (hull.size() < 3) continue;
    std::vector<ImVec2> poly;
    for (const auto& q : hull) poly.push_back(ImVec2(static_cast<float>(q.x), static_cast<float>(q.y)));
    unsigned rgb = ruler_rgb(p.ruler);
    f.draw->AddConvexPolyFilled(poly.data(), static_cast<int>(poly.size()), rgba(rgb, 40));
    f.draw->AddPolyline(poly.data(), static_cast<int>(poly.size()), rgba(rgb, 140), ImDrawFlags_Closed, 1.5f);
  }
}

void draw_lines(const Frame& f, const EditorState& s) {
  const sk::Map& m = s.map;
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    ImVec2 a, b;
    if (!line_ends(f, m, i, a, b)) continue;
    const sk::Line& l = m.lines[i];
    bool selected = s.selected.kind == Selection::Kind::Line && s.selected.line == i;
    bool hovered = s.hovered.kind == Selection::Kind::Line && s.hovered.line == i;
    ImU32 col = l.type == sk::LineType::Road ? kRoad : l.type == sk::LineType::Highway ? kHighway : kRiver;
    float width = l.type == sk::LineType::Road ? 2.0f : l.type == sk::LineType::Highway ? 3.5f : 3.0f;
    if (selected || hovered) f.draw->AddLine(a, b, selected ? kSelected : kHover, width + 5);
    f.draw->AddLine(a, b, col, width);
    if (l.type == sk::LineType::River) {
      // An arrowhead at the middle, pointing downstream.
      ImVec2 from = l.downstream == l.a ? b : a, to = l.downstream == l.a ? a : b;
      ImVec2 d = sub(to, from);
      float len = std::sqrt(d.x * d.x + d.y * d.y);
      if (len < 20) continue;
      ImVec2 dir = mul(d, 1 / len), normal(-dir.y, dir.x);
      ImVec2 tip = add(from, mul(d, 0.58f)), back = sub(tip, mul(dir, 11));
      f.draw->AddTriangleFilled(tip, add(back, mul(normal, 6)), sub(back, mul(normal, 6)), col);
    }
  }
}

void draw_labels(const Frame& f, const EditorState& s) {
  for (const auto& p : s.map.provinces) {
    Rect r = label_rect(f, p);
    unsigned rgb = ruler_rgb(p.ruler);
    bool selected = s.selected.kind == Selection::Kind::Province && s.selected.id == p.id;
    bool hovered = s.hovered.kind == Selection::Kind::Province && s.hovered.id == p.id;
    if (selected || hovered) f.draw->AddRect(sub(r.min, ImVec2(3, 3)), add(r.max, ImVec2(3, 3)), selected ? kSelected : kHover, 3, 0, 3);
    f.draw->AddRectFilled(r.min, r.max, rgba(rgb, 235), 3);
    f.draw->AddRect(r.min, r.max, kInk, 3);
    f.text(ImVec2(r.min.x + 6, r.min.y + 3), IM_COL32(255, 255, 255, 255), label_text(p), f.font * 1.1f);
  }
}

void draw_crown(const Frame& f, ImVec2 at, float size) {
  // A band with three points, above the box's top-left corner.
  const float band = size * 0.35f, third = size / 3;
  f.draw->AddRectFilled(ImVec2(at.x, at.y - band), ImVec2(at.x + size, at.y), kGold);
  for (int k = 0; k < 3; ++k) {
    float x0 = at.x + third * static_cast<float>(k);
    f.draw->AddTriangleFilled(ImVec2(x0, at.y - band), ImVec2(x0 + third / 2, at.y - size), ImVec2(x0 + third, at.y - band),
                              kGold);
  }
  f.draw->AddRect(ImVec2(at.x, at.y - band), ImVec2(at.x + size, at.y), kInk);
}

void draw_boxes(const Frame& f, const EditorState& s) {
  for (const auto& b : s.map.boxes) {
    bool named = name_shown(f, s, b.id);
    Rect r = box_rect(f, b, named);
    bool selected = s.selected.kind == Selection::Kind::Box && s.selected.id == b.id;
    bool hovered = s.hovered.kind == Selection::Kind::Box && s.hovered.id == b.id;
    bool line_start = s.tool == Tool::AddLine && s.line_from == b.id;
    if (selected || hovered || line_start)
      f.draw->AddRect(sub(r.min, ImVec2(3, 3)), add(r.max, ImVec2(3, 3)), selected || line_start ? kSelected : kHover, 2, 0, 3);
    f.draw->AddRectFilled(r.min, r.max, IM_COL32(255, 252, 242, 255));
    if (b.entrenchment) {
      // A permanent entrenchment: a heavy double frame.
      f.draw->AddRect(sub(r.min, ImVec2(2, 2)), add(r.max, ImVec2(2, 2)), kInk, 0, 0, 2);
    }
    f.draw->AddRect(r.min, r.max, kInk, 0, 0, b.recruiting ? 2.0f : 1.0f);
    if (named) {
      f.text(ImVec2(r.min.x + 4, r.min.y + 2), kInk, b.name, f.font);
      if (b.recruiting) {
        std::string v = recruiting_text(b);
        float w = f.text_size(v, f.font * 0.85f).x;
        f.text(ImVec2((r.min.x + r.max.x - w) / 2, r.min.y + 2 + f.font), IM_COL32(150, 20, 20, 255), v, f.font * 0.85f);
      }
    } else if (b.recruiting) {
      f.draw->AddRectFilled(add(r.min, ImVec2(3, 3)), sub(r.max, ImVec2(3, 3)), IM_COL32(150, 20, 20, 255));
    }
    if (b.electoral) draw_crown(f, ImVec2(r.min.x + 2, r.min.y - 1), std::max(11.0f, f.font * 1.1f));
  }
}

// --- Picking.

Selection item_at(const Frame& f, const EditorState& s, ImVec2 p) {
  const sk::Map& m = s.map;
  for (auto it = m.boxes.rbegin(); it != m.boxes.rend(); ++it)
    if (box_rect(f, *it, name_shown(f, s, it->id)).contains(p)) return Selection::box(it->id);
  for (auto it = m.provinces.rbegin(); it != m.provinces.rend(); ++it)
    if (label_rect(f, *it).contains(p)) return Selection::province(it->id);
  double best = 7;
  Selection found;
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    ImVec2 a, b;
    if (!line_ends(f, m, i, a, b)) continue;
    double d = distance_to_segment({p.x, p.y}, {a.x, a.y}, {b.x, b.y});
    if (d < best) {
      best = d;
      found = Selection::of_line(i);
    }
  }
  return found;
}

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

void click(EditorState& s, const Frame& f, ImVec2 mouse) {
  Selection hit = item_at(f, s, mouse);
  Point at = f.map_at(mouse);
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

void drag(EditorState& s, const Frame& f, ImVec2 mouse) {
  if (s.dragging.kind == Selection::Kind::None) return;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    s.dragging = {};
    return;
  }
  if (!s.drag_moved && !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3.0f)) return;
  Point at = f.map_at(mouse);
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
  ImVec2 pos = ImGui::GetCursorScreenPos();
  ImVec2 size = ImGui::GetContentRegionAvail();
  size.x = std::max(size.x, 50.0f);
  size.y = std::max(size.y, 50.0f);
  if (s.fit_pending) {
    s.view = fit_view(s.map.width, s.map.height, size.x, size.y, 20);
    s.fit_pending = false;
  }
  ImGui::InvisibleButton("map", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  const ImGuiIO& io = ImGui::GetIO();

  float font = static_cast<float>(std::clamp(13.0 * std::sqrt(s.view.scale / 0.8), 9.0, 22.0));
  Frame f{ImGui::GetWindowDrawList(), pos, s.view, font, s.show_names};
  ImVec2 mouse = io.MousePos;

  if (hovered && io.MouseWheel != 0)
    zoom_at(s.view, std::pow(1.15, static_cast<double>(io.MouseWheel)), {mouse.x - pos.x, mouse.y - pos.y});
  if (active && (ImGui::IsMouseDragging(ImGuiMouseButton_Right) || ImGui::IsMouseDragging(ImGuiMouseButton_Middle)))
    pan(s.view, {io.MouseDelta.x, io.MouseDelta.y});
  s.hovered = hovered ? item_at(f, s, mouse) : Selection{};
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) click(s, f, mouse);
  drag(s, f, mouse);
  keys(s);

  f.draw->PushClipRect(pos, add(pos, size), true);
  draw_background(f, s, pos, add(pos, size));
  if (s.show_areas) draw_areas(f, s.map);
  draw_lines(f, s);
  if (s.tool == Tool::AddLine && s.map.box(s.line_from) && hovered)
    f.draw->AddLine(f.at(s.map.box(s.line_from)->pos), mouse, kSelected, 2);
  draw_labels(f, s);
  draw_boxes(f, s);
  f.draw->PopClipRect();

  if (hovered && s.hovered.kind == Selection::Kind::Box && s.dragging.kind == Selection::Kind::None) {
    const sk::CityBox* b = s.map.box(s.hovered.id);
    const sk::Province* p = b ? s.map.province(b->province) : nullptr;
    if (b) ImGui::SetTooltip("%s (%s) in %s", b->name.c_str(), b->id.c_str(), p ? p->name.c_str() : b->province.c_str());
  }
}

}  // namespace umpire::mapedit
