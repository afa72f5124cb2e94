// The map canvas every game's map window draws on (Dear ImGui, ImDrawList):
// pan with the right or middle button, zoom at the cursor with the wheel, fit
// to the content; group hulls; node labels placed so they never overlap;
// picking the node or edge under the cursor; a collapsible legend; and the
// game's own layers (what to draw on a node and an edge, the tooltip, the
// overlays). The canvas knows no game: each frame the game describes a Scene
// and supplies its Layers.
//
//   mapui::Frame f = mapui::begin_canvas("##map", state, options);   // input, camera
//   mapui::Scene scene = ...;                   // built with f (zoom, font)
//   mapui::CanvasResult r = mapui::draw_canvas(f, state, scene, layers);
#pragma once

#include <imgui.h>

#include <functional>
#include <string>
#include <vector>

#include "ui/map/geometry.h"
#include "ui/map/picking.h"

namespace umpire::mapui {

// 0xRRGGBB and an alpha as a Dear ImGui colour.
inline ImU32 rgba(unsigned rgb, int alpha = 255) {
  return IM_COL32((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, alpha);
}
inline ImVec2 im(Vec2 v) { return ImVec2(static_cast<float>(v.x), static_cast<float>(v.y)); }
inline Vec2 vec(ImVec2 v) { return Vec2{v.x, v.y}; }
inline ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
inline ImVec2 sub(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
inline ImVec2 mul(ImVec2 a, float k) { return ImVec2(a.x * k, a.y * k); }

// What the canvas keeps between frames (one per map window).
struct CanvasState {
  Camera camera;
  bool fitted = false;      // false: fit on the next frame
  bool moved = false;       // panned or zoomed since the last fit (a resize then keeps the view)
  bool mouse_seen = false;  // the mouse has moved: hover and tooltips (none in headless screenshots)
  Vec2 last_pos, last_size;  // where the canvas was on the screen in the last frame
  int legend_open = -1;    // -1: not yet decided (open when it leaves most of the canvas free and hides no node)
  int legend_corner = -1;  // the corner it lies in (-1: not yet chosen), where it covers the fewest nodes
};

struct CanvasOptions {
  Rect world;                // what "fit" shows, in world units
  double margin = 40;        // pixels left each side by a fit
  ZoomLimits limits;         // relative to the fit
  bool auto_fit = true;      // fit on first sight and on resize until moved (else the caller fits)
  bool keyboard = true;      // arrows pan, + and - zoom, while the window has the focus
  double wheel_step = 1.2;   // zoom factor per wheel notch
};

// One frame of the canvas: where it is, the camera, and helpers to draw in it.
struct Frame {
  ImDrawList* draw = nullptr;
  Vec2 pos, size;  // the canvas on the screen
  Camera camera;
  bool hovered = false;   // the mouse is over the canvas (and not over the legend)
  bool active = false;    // a button was pressed on the canvas and is held
  bool panning = false;   // the right or middle button drags the map
  Vec2 mouse;             // screen
  Vec2 mouse_world;

  ImVec2 at(Vec2 world) const { return im(camera.to_screen(world, pos, size)); }
  Vec2 world_at(ImVec2 screen) const { return camera.to_map(vec(screen), pos, size); }
  // How much thicker lines and marks get when zoomed in: 1 at the fit, up to 2.
  float weight() const;
  ImVec2 text_size(const std::string& text, float px) const;
  void text(ImVec2 at, ImU32 colour, const std::string& text, float px) const;
  // Text ringed by a one-pixel halo, readable on any background.
  void text_halo(ImVec2 at, ImU32 ink, ImU32 halo, const std::string& text, float px) const;
};

// A node: where it is and the rectangles it may take on the screen. Each size
// but the last carries a label (say the full name, then an abbreviation), the
// last is the node drawn without one and is always shown. The canvas places
// the labels so none overlaps another, the most important first.
struct SceneNode {
  Vec2 pos;                 // world
  std::vector<Vec2> sizes;  // screen pixels (width, height), centred on pos
  // Optional, one per size: pixels to move that variant from pos (a label
  // tried above or below its place before it is shortened).
  std::vector<Vec2> offsets;
  int priority = 0;         // labels with a higher priority are placed first
  int layer = 0;            // for picking where two overlap: the higher layer wins
  bool always_label = false;  // the first size whatever it covers (selection, hover)
  // false: its label may cover other nodes drawn without a label (it is drawn
  // under them, so they still show); other labels still block it.
  bool avoid_nodes = true;
  int strict_variants = -1;  // >= 0: only the first ones avoid other nodes (see LabelCandidate)
};

struct SceneEdge {
  int a = -1, b = -1;  // node indices
};

// A group of points (a province, a region) drawn as a padded convex hull,
// filled translucent and outlined.
struct SceneGroup {
  std::vector<Vec2> points;  // world
  unsigned rgb = 0x808080;
  int fill_alpha = 46, line_alpha = 150;
  double pad = 22;  // pixels around each point
};

// A highlighted set of nodes and a polyline over the map (a supply path, a
// movement range, a route being drafted).
struct Overlay {
  enum class Line { Solid, Dashed, Arrows };
  std::vector<int> nodes;   // a tinted frame around each
  std::vector<Vec2> path;   // world points
  unsigned rgb = 0xff8c00;
  int alpha = 235, fill_alpha = 60;
  float thickness = 3;
  Line line = Line::Solid;
  bool ring_at_start = false;  // a ring marks where the path begins
};

struct LegendEntry {
  enum class Mark { Swatch, Line, Dashed, Dot, Custom };
  Mark mark = Mark::Swatch;
  unsigned rgb = 0x808080;
  float thickness = 2;
  std::string text;
  std::function<void(ImDrawList*, ImVec2 min, ImVec2 max)> custom;  // Mark::Custom
};

struct Scene {
  std::vector<SceneNode> nodes;
  std::vector<SceneEdge> edges;
  std::vector<SceneGroup> groups;
  std::vector<Overlay> overlays;
  std::vector<LegendEntry> legend;
  unsigned background = 0xece4ce;
  int selected_node = -1, selected_edge = -1;
  double parallel_gap = 5;   // pixels between edges joining the same two nodes
  bool labels = true;        // false: only the selection and the hovered node carry their labels
  double pick_radius = 6;    // pixels
  bool pick_edges = true;
};

// A node as placed this frame.
struct NodeView {
  Rect rect;         // screen
  int variant = 0;   // which of the node's sizes (the last: no label)
  bool labelled = false;
  bool hovered = false, selected = false;
  bool visible = false;  // on the canvas
};

struct EdgeView {
  ImVec2 a, b;  // screen, moved sideways when edges share their ends
  bool hovered = false, selected = false;
};

// The game's drawing: every hook is optional.
class Layers {
 public:
  virtual ~Layers() = default;
  virtual void background(const Frame&) {}
  virtual void edge(const Frame&, int /*edge*/, const EdgeView&) {}
  virtual void node(const Frame&, int /*node*/, const NodeView&) {}
  // Drawn after every node (marks that must not be covered, such as the forces in a box).
  virtual void node_above(const Frame&, int /*node*/, const NodeView&) {}
  // Drawn last, above the overlays the scene lists.
  virtual void overlay(const Frame&, const std::vector<NodeView>& /*nodes*/) {}
  // While a node or edge is hovered: open a Dear ImGui tooltip to say what it is.
  virtual void tooltip(const Frame&, const Hit&) {}
};

struct CanvasResult {
  Hit hovered;
  bool clicked = false;  // a left click on the canvas (not the legend)
  std::vector<NodeView> nodes;
};

// Lays out the canvas over the rest of the window, handles pan, zoom and fit,
// and returns the frame to build the scene with.
Frame begin_canvas(const char* id, CanvasState& state, const CanvasOptions& options);

// Places the labels, picks, draws the scene and its layers, the legend and the tooltip.
CanvasResult draw_canvas(const Frame& frame, CanvasState& state, const Scene& scene, Layers& layers);

}  // namespace umpire::mapui
