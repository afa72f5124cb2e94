#include "ui/map/canvas.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "ui/map/labels.h"
#include "ui/map/palette.h"

namespace umpire::mapui {

float Frame::weight() const { return static_cast<float>(std::clamp(std::sqrt(camera.zoom()), 1.0, 2.0)); }

ImVec2 Frame::text_size(const std::string& t, float px) const {
  return ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, t.c_str());
}

void Frame::text(ImVec2 p, ImU32 colour, const std::string& t, float px) const {
  draw->AddText(ImGui::GetFont(), px, p, colour, t.c_str());
}

void Frame::text_halo(ImVec2 p, ImU32 ink, ImU32 halo, const std::string& t, float px) const {
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if (dx || dy) text(ImVec2(p.x + static_cast<float>(dx), p.y + static_cast<float>(dy)), halo, t, px);
  text(p, ink, t, px);
}

namespace {

bool key(int k) { return ImGui::IsKeyPressed(k, true); }

// Arrow keys pan, + and - zoom about the centre, while the window has the focus.
void keyboard(Camera& cam, Vec2 pos, Vec2 size) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl || !ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) return;
  const double step = 60.0;
  if (key(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) pan(cam, Vec2{step, 0});
  if (key(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) pan(cam, Vec2{-step, 0});
  if (key(ImGui::GetKeyIndex(ImGuiKey_UpArrow))) pan(cam, Vec2{0, step});
  if (key(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) pan(cam, Vec2{0, -step});
  const Vec2 centre = pos + size * 0.5;
  // Dear ImGui 1.86 indexes KeysDown by the GLFW key code.
  if (key(GLFW_KEY_EQUAL) || key(GLFW_KEY_KP_ADD)) zoom_at(cam, 1.25, centre, pos, size);
  if (key(GLFW_KEY_MINUS) || key(GLFW_KEY_KP_SUBTRACT)) zoom_at(cam, 1 / 1.25, centre, pos, size);
}

bool same(const Camera& a, const Camera& b) {
  return a.scale == b.scale && a.centre.x == b.centre.x && a.centre.y == b.centre.y;
}

// The screen rectangle of a node's k-th size.
Rect variant_rect(const SceneNode& n, ImVec2 c, std::size_t k) {
  Vec2 centre = vec(c);
  if (k < n.offsets.size()) centre = centre + n.offsets[k];
  return Rect::around(centre, n.sizes[k].x / 2, n.sizes[k].y / 2);
}

// Where every node lies this frame, its label placed or not.
std::vector<NodeView> place_nodes(const Frame& f, const Scene& scene) {
  std::vector<NodeView> views(scene.nodes.size());
  const Rect canvas = Rect{f.pos.x, f.pos.y, f.pos.x + f.size.x, f.pos.y + f.size.y}.grown(60);
  std::vector<LabelCandidate> labels;
  std::vector<int> label_node;
  std::vector<Obstacle> obstacles;
  for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
    const SceneNode& n = scene.nodes[i];
    NodeView& v = views[i];
    v.selected = static_cast<int>(i) == scene.selected_node;
    if (n.sizes.empty()) continue;
    const ImVec2 c = f.at(n.pos);
    v.variant = static_cast<int>(n.sizes.size()) - 1;
    v.rect = variant_rect(n, c, n.sizes.size() - 1);
    v.visible = canvas.contains(vec(c));
    if (!v.visible) continue;
    obstacles.push_back(Obstacle{v.rect, static_cast<int>(i)});
    if (n.sizes.size() < 2 || (!scene.labels && !n.always_label && !v.selected)) continue;
    LabelCandidate l;
    for (std::size_t k = 0; k + 1 < n.sizes.size(); ++k) l.variants.push_back(variant_rect(n, c, k));
    l.priority = n.priority;
    l.required = n.always_label || v.selected;
    l.owner = static_cast<int>(i);
    l.avoid_obstacles = n.avoid_nodes;
    l.strict_variants = n.strict_variants;
    labels.push_back(std::move(l));
    label_node.push_back(static_cast<int>(i));
  }
  const std::vector<int> chosen = place_labels(labels, obstacles);
  for (std::size_t k = 0; k < labels.size(); ++k) {
    if (chosen[k] < 0) continue;
    NodeView& v = views[static_cast<std::size_t>(label_node[k])];
    v.variant = chosen[k];
    v.rect = labels[k].variants[static_cast<std::size_t>(chosen[k])];
    v.labelled = true;
  }
  return views;
}

std::vector<EdgeView> place_edges(const Frame& f, const Scene& scene) {
  std::vector<std::pair<int, int>> ends;
  for (const auto& e : scene.edges) ends.emplace_back(e.a, e.b);
  const std::vector<double> offsets = parallel_offsets(ends, scene.parallel_gap);
  std::vector<EdgeView> views(scene.edges.size());
  const int n = static_cast<int>(scene.nodes.size());
  for (std::size_t i = 0; i < scene.edges.size(); ++i) {
    const SceneEdge& e = scene.edges[i];
    if (e.a < 0 || e.b < 0 || e.a >= n || e.b >= n) continue;
    // The normal is taken from the lower-numbered end, so both directions of a pair agree.
    const int lo = std::min(e.a, e.b), hi = std::max(e.a, e.b);
    const ImVec2 pa = f.at(scene.nodes[static_cast<std::size_t>(lo)].pos);
    const ImVec2 pb = f.at(scene.nodes[static_cast<std::size_t>(hi)].pos);
    const ImVec2 d = sub(pb, pa);
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    ImVec2 shift(0, 0);
    if (len >= 1) shift = mul(ImVec2(-d.y / len, d.x / len), static_cast<float>(offsets[i]));
    EdgeView& v = views[i];
    v.a = add(e.a == lo ? pa : pb, shift);
    v.b = add(e.a == lo ? pb : pa, shift);
    v.selected = static_cast<int>(i) == scene.selected_edge;
  }
  return views;
}

bool edge_visible(const Frame& f, const EdgeView& e) {
  const Rect canvas{f.pos.x, f.pos.y, f.pos.x + f.size.x, f.pos.y + f.size.y};
  const Rect r{std::min(e.a.x, e.b.x), std::min(e.a.y, e.b.y), std::max(e.a.x, e.b.x), std::max(e.a.y, e.b.y)};
  return r.grown(8).overlaps(canvas);
}

void draw_groups(const Frame& f, const Scene& scene) {
  for (const SceneGroup& g : scene.groups) {
    std::vector<Vec2> pts;
    for (const Vec2& p : g.points) pts.push_back(vec(f.at(p)));
    const std::vector<Vec2> hull = padded_hull(pts, g.pad);
    if (hull.size() < 3) continue;
    std::vector<ImVec2> poly;
    for (const Vec2& v : hull) poly.push_back(im(v));
    f.draw->AddConvexPolyFilled(poly.data(), static_cast<int>(poly.size()), rgba(g.rgb, g.fill_alpha));
    f.draw->AddPolyline(poly.data(), static_cast<int>(poly.size()), rgba(g.rgb, g.line_alpha), ImDrawFlags_Closed,
                        1.5f);
  }
}

void dashed(ImDrawList* draw, const std::vector<ImVec2>& pts, ImU32 colour, float thick) {
  const float dash = 9.0f, gap = 6.0f;
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    const ImVec2 d = sub(pts[i + 1], pts[i]);
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1) continue;
    const ImVec2 dir = mul(d, 1 / len);
    for (float t = 0; t < len; t += dash + gap)
      draw->AddLine(add(pts[i], mul(dir, t)), add(pts[i], mul(dir, std::min(len, t + dash))), colour, thick);
  }
}

// A thick line with an arrowhead at each leg's end, its tip short of the node.
void arrows(ImDrawList* draw, const std::vector<ImVec2>& pts, ImU32 colour, float thick) {
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    const ImVec2 a = pts[i], b = pts[i + 1], d = sub(b, a);
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len <= 1) continue;
    const ImVec2 dir = mul(d, 1 / len), normal(-dir.y, dir.x);
    const ImVec2 tip = sub(b, mul(dir, std::min(len * 0.3f, 14.0f)));
    const float head = thick * 3.2f;
    const ImVec2 back = sub(tip, mul(dir, head));
    draw->AddLine(a, back, colour, thick);
    draw->AddTriangleFilled(tip, add(back, mul(normal, head * 0.6f)), sub(back, mul(normal, head * 0.6f)), colour);
  }
}

void draw_overlays(const Frame& f, const Scene& scene, const std::vector<NodeView>& nodes) {
  for (const Overlay& o : scene.overlays) {
    for (int n : o.nodes) {
      if (n < 0 || n >= static_cast<int>(nodes.size())) continue;
      const Rect r = nodes[static_cast<std::size_t>(n)].rect.grown(5);
      f.draw->AddRectFilled(im({r.x0, r.y0}), im({r.x1, r.y1}), rgba(o.rgb, o.fill_alpha), 5.0f);
      f.draw->AddRect(im({r.x0, r.y0}), im({r.x1, r.y1}), rgba(o.rgb, o.alpha), 5.0f, 0, 2.5f);
    }
    if (o.path.size() < 2) continue;
    std::vector<ImVec2> pts;
    for (const Vec2& p : o.path) pts.push_back(f.at(p));
    const ImU32 colour = rgba(o.rgb, o.alpha);
    if (o.line == Overlay::Line::Dashed)
      dashed(f.draw, pts, colour, o.thickness);
    else if (o.line == Overlay::Line::Arrows)
      arrows(f.draw, pts, colour, o.thickness);
    else
      f.draw->AddPolyline(pts.data(), static_cast<int>(pts.size()), colour, 0, o.thickness);
    if (o.ring_at_start) f.draw->AddCircle(pts.front(), 9.0f, colour, 0, 2.5f);
  }
}

struct LegendBox {
  Rect all, header;
  int rows = 0;  // entries per column
  float column_width = 0;
};

// The legend's text: a little smaller than the windows', as the map's names are.
float legend_px() { return std::max(11.0f, ImGui::GetFontSize() * 0.85f); }

// The legend lies in a corner of the canvas (0 bottom-left, 1 bottom-right,
// 2 top-left, 3 top-right); closed, only its header shows. Open, its entries
// run in as many columns as it takes to fit the canvas's height.
LegendBox legend_box(const Frame& f, const Scene& scene, bool open, int corner) {
  const float px = legend_px(), row = px + 4, swatch = px * 2.0f, pad = 6;
  float w = std::max(f.text_size("Legend (hide)", px).x, f.text_size("Legend (show)", px).x), column = 0;
  if (open)
    for (const auto& e : scene.legend) column = std::max(column, swatch + 6 + f.text_size(e.text, px).x);
  const int n = static_cast<int>(scene.legend.size());
  const int fit = std::max(1, static_cast<int>((f.size.y - 16 - row - 2 * pad) / row));  // rows the canvas holds
  const int columns = open ? std::max(1, (n + fit - 1) / fit) : 1;
  LegendBox b;
  b.rows = open ? (n + columns - 1) / columns : 0;
  b.column_width = column + 12;
  if (open) w = std::max(w, b.column_width * static_cast<float>(columns) - 12);
  const float h = row + row * static_cast<float>(b.rows) + 2 * pad;
  const double bw = w + 2 * pad;
  const double x0 = corner % 2 ? f.pos.x + f.size.x - 8 - bw : f.pos.x + 8;
  const double y0 = corner < 2 ? f.pos.y + f.size.y - 8 - h : f.pos.y + 8;
  b.all = Rect{x0, y0, x0 + bw, y0 + h};
  b.header = Rect{b.all.x0, b.all.y0, b.all.x1, b.all.y0 + row + pad};
  return b;
}

void draw_legend_mark(ImDrawList* d, const LegendEntry& e, ImVec2 min, ImVec2 max) {
  const ImVec2 mid((min.x + max.x) / 2, (min.y + max.y) / 2);
  const ImU32 c = rgba(e.rgb);
  switch (e.mark) {
    case LegendEntry::Mark::Swatch:
      d->AddRectFilled(min, max, c, 2.0f);
      d->AddRect(min, max, IM_COL32(30, 30, 30, 200), 2.0f);
      break;
    case LegendEntry::Mark::Line: d->AddLine(ImVec2(min.x, mid.y), ImVec2(max.x, mid.y), c, e.thickness); break;
    case LegendEntry::Mark::Dashed: dashed(d, {ImVec2(min.x, mid.y), ImVec2(max.x, mid.y)}, c, e.thickness); break;
    case LegendEntry::Mark::Dot: d->AddCircleFilled(mid, (max.y - min.y) * 0.35f, c); break;
    case LegendEntry::Mark::Custom:
      if (e.custom) e.custom(d, min, max);
      break;
  }
}

void draw_legend(const Frame& f, const Scene& scene, const LegendBox& b, bool open) {
  const float px = legend_px(), row = px + 4, swatch = px * 2.0f, pad = 6;
  // Opaque: the map must not show through.
  f.draw->AddRectFilled(im({b.all.x0, b.all.y0}), im({b.all.x1, b.all.y1}), IM_COL32(252, 249, 240, 255), 4.0f);
  f.draw->AddRect(im({b.all.x0, b.all.y0}), im({b.all.x1, b.all.y1}), IM_COL32(60, 50, 40, 220), 4.0f);
  const float x0 = static_cast<float>(b.all.x0) + pad, y0 = static_cast<float>(b.all.y0) + pad;
  f.text(ImVec2(x0, y0), IM_COL32(60, 50, 40, 255), open ? "Legend (hide)" : "Legend (show)", px);
  if (!open || b.rows == 0) return;
  for (std::size_t i = 0; i < scene.legend.size(); ++i) {
    const LegendEntry& e = scene.legend[i];
    const int rows = b.rows;
    const float x = x0 + b.column_width * static_cast<float>(static_cast<int>(i) / rows);
    const float y = y0 + row * static_cast<float>(static_cast<int>(i) % rows + 1);
    draw_legend_mark(f.draw, e, ImVec2(x, y + 2), ImVec2(x + swatch, y + px - 1));
    f.text(ImVec2(x + swatch + 6, y), rgba(kDarkInk), e.text, px);
  }
}

// The corner where the open legend covers the fewest nodes; it moves only for
// a clearly better corner, so it does not jump about while the map is panned.
int legend_corner(const Frame& f, const Scene& scene, const std::vector<NodeView>& nodes, int current) {
  int count[4] = {0, 0, 0, 0};
  for (int c = 0; c < 4; ++c) {
    const Rect r = legend_box(f, scene, true, c).all;
    for (const NodeView& v : nodes) count[c] += v.visible && v.rect.overlaps(r) ? 1 : 0;
  }
  int best = 0;
  for (int c = 1; c < 4; ++c)
    if (count[c] < count[best]) best = c;
  if (current < 0 || count[best] + 2 < count[current]) return best;
  return current;
}

void draw_node(const Frame& f, Layers& layers, int i, const NodeView& v, bool above) {
  if (!v.visible) return;
  if (above)
    layers.node_above(f, i, v);
  else
    layers.node(f, i, v);
}

}  // namespace

Frame begin_canvas(const char* id, CanvasState& state, const CanvasOptions& options) {
  Frame f;
  ImVec2 avail = ImGui::GetContentRegionAvail();
  avail.x = std::max(avail.x, 50.0f);
  avail.y = std::max(avail.y, 50.0f);
  ImGui::BeginChild(id, avail, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  f.draw = ImGui::GetWindowDrawList();
  f.pos = vec(ImGui::GetCursorScreenPos());
  f.size = vec(avail);
  ImGui::InvisibleButton(
      "##canvas", avail,
      ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight | ImGuiButtonFlags_MouseButtonMiddle);
  f.hovered = ImGui::IsItemHovered();
  f.active = ImGui::IsItemActive();

  const bool resized = f.size.x != state.last_size.x || f.size.y != state.last_size.y;
  if (options.auto_fit && (!state.fitted || (resized && !state.moved))) {
    state.camera = fit(options.world, f.size, options.margin, options.limits);
    state.fitted = true;
    state.moved = false;
  }
  state.last_size = f.size;
  state.last_pos = f.pos;

  const ImGuiIO& io = ImGui::GetIO();
  if (io.MouseDelta.x != 0 || io.MouseDelta.y != 0) state.mouse_seen = true;
  const Camera before = state.camera;
  f.panning = f.active && (ImGui::IsMouseDown(ImGuiMouseButton_Right) || ImGui::IsMouseDown(ImGuiMouseButton_Middle));
  if (f.panning) pan(state.camera, vec(io.MouseDelta));
  if (f.hovered && io.MouseWheel != 0)
    zoom_at(state.camera, std::pow(options.wheel_step, static_cast<double>(io.MouseWheel)), vec(io.MousePos), f.pos,
            f.size);
  if (options.keyboard) keyboard(state.camera, f.pos, f.size);
  if (!same(before, state.camera)) state.moved = true;

  f.camera = state.camera;
  f.mouse = vec(io.MousePos);
  f.mouse_world = f.camera.to_map(f.mouse, f.pos, f.size);
  return f;
}

CanvasResult draw_canvas(const Frame& frame, CanvasState& state, const Scene& scene, Layers& layers) {
  Frame f = frame;
  CanvasResult out;
  const ImVec2 p0 = im(f.pos), p1 = im(f.pos + f.size);
  f.draw->PushClipRect(p0, p1, true);
  f.draw->AddRectFilled(p0, p1, rgba(scene.background));
  layers.background(f);

  out.nodes = place_nodes(f, scene);
  std::vector<EdgeView> edges = place_edges(f, scene);
  const bool has_legend = !scene.legend.empty();
  if (has_legend) state.legend_corner = legend_corner(f, scene, out.nodes, state.legend_corner);
  if (state.legend_open < 0 && has_legend) {
    // Open at first only where it hides little of the map (a big canvas) and, in its corner, none of its
    // nodes; a click on its header toggles it.
    const Rect full = legend_box(f, scene, true, state.legend_corner).all;
    bool hides_node = false;
    for (const NodeView& v : out.nodes) hides_node |= v.visible && v.rect.overlaps(full);
    state.legend_open = full.width() * full.height() < 0.15 * f.size.x * f.size.y && !hides_node ? 1 : 0;
  }
  const bool open = state.legend_open > 0;
  const LegendBox legend = legend_box(f, scene, open, std::max(0, state.legend_corner));
  const bool on_legend = has_legend && legend.all.contains(f.mouse);
  if (on_legend) f.hovered = false;

  if (f.hovered && state.mouse_seen && !f.panning) {
    std::vector<PickNode> picks(out.nodes.size());
    for (std::size_t i = 0; i < out.nodes.size(); ++i)
      picks[i] =
          PickNode{out.nodes[i].visible ? out.nodes[i].rect : Rect{-1e9, -1e9, -1e9, -1e9}, scene.nodes[i].layer};
    std::vector<PickEdge> segs;
    if (scene.pick_edges)
      for (const auto& e : edges) segs.push_back(PickEdge{vec(e.a), vec(e.b)});
    out.hovered = pick(picks, segs, f.mouse, scene.pick_radius);
  }
  // A hovered node shows its label even where there is no room for it: it is drawn last, on top.
  if (out.hovered.kind == Hit::Kind::Node) {
    NodeView& v = out.nodes[static_cast<std::size_t>(out.hovered.index)];
    const SceneNode& n = scene.nodes[static_cast<std::size_t>(out.hovered.index)];
    v.hovered = true;
    if (!v.labelled && n.sizes.size() > 1) {
      v.variant = 0;
      v.rect = variant_rect(n, f.at(n.pos), 0);
      v.labelled = true;
    }
  }
  if (out.hovered.kind == Hit::Kind::Edge) edges[static_cast<std::size_t>(out.hovered.index)].hovered = true;

  draw_groups(f, scene);
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (edge_visible(f, edges[i])) layers.edge(f, static_cast<int>(i), edges[i]);
  auto on_top = [&](const NodeView& v) { return v.hovered || v.selected; };
  for (std::size_t i = 0; i < out.nodes.size(); ++i)
    if (!on_top(out.nodes[i])) draw_node(f, layers, static_cast<int>(i), out.nodes[i], false);
  for (std::size_t i = 0; i < out.nodes.size(); ++i)
    if (!on_top(out.nodes[i])) draw_node(f, layers, static_cast<int>(i), out.nodes[i], true);
  // The selection, then the hovered node, above the rest so their names are whole.
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t i = 0; i < out.nodes.size(); ++i) {
      const NodeView& v = out.nodes[i];
      if (!(pass == 0 ? v.selected && !v.hovered : v.hovered)) continue;
      draw_node(f, layers, static_cast<int>(i), v, false);
      draw_node(f, layers, static_cast<int>(i), v, true);
    }
  draw_overlays(f, scene, out.nodes);
  layers.overlay(f, out.nodes);
  if (has_legend) draw_legend(f, scene, legend, open);
  f.draw->PopClipRect();

  const bool click = ImGui::IsMouseClicked(ImGuiMouseButton_Left) && frame.hovered;
  if (click && on_legend && legend.header.contains(f.mouse)) state.legend_open = open ? 0 : 1;
  out.clicked = click && !on_legend;
  if (out.hovered && !f.panning) layers.tooltip(f, out.hovered);
  ImGui::EndChild();
  return out;
}

}  // namespace umpire::mapui
