#include "ui/1631/map_layers.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "ui/1631/flammes_ui.h"
#include "ui/map/labels.h"
#include "ui/map/palette.h"

namespace umpire::flammesui {

using namespace flammes;
using mapui::Vec2;

namespace {

constexpr unsigned kRoadBrown = 0x7a5a30;
constexpr unsigned kRiverBlue = 0x2f6fb8;
constexpr unsigned kSiegeRed = 0xc0281e;
constexpr unsigned kGreenArea = 0xa9c98a;
constexpr unsigned kStrategicGrey = 0xb9b0c8;
constexpr unsigned kAreaInk = 0x202020;
constexpr unsigned kMapPaper = 0xefe7d2;
constexpr std::size_t kShortAreaName = 6;
// From this zoom (relative to the fit) an area's name carries its armies' commanders and its siege.
constexpr double kArmyLinesZoom = 1.4;

ImU32 col(unsigned rgb, int alpha = 255) { return mapui::rgba(rgb, alpha); }

// A region's tint by its ravaged level (1631 §9.1.3): untouched, ravaged once, twice.
unsigned ravaged_rgb(int level) { return level >= 2 ? 0xa33b2a : level == 1 ? 0xd49a3a : 0x7fa35a; }
int ravaged_alpha(int level) { return level >= 2 ? 70 : level == 1 ? 55 : 28; }

unsigned army_rgb(const ArmyMark& m) { return m.neutral ? kSaxonGreen : side_colour(m.side); }

const char* marker_words(Marker m) {
  switch (m) {
    case Marker::Swedish: return "Swedish marker";
    case Marker::Imperial: return "Imperial marker";
    case Marker::PrintedSaxon: return "printed Saxon marker";
    case Marker::PrintedBrandenburg: return "printed Brandenburg marker";
    case Marker::None: break;
  }
  return "no marker";
}

const char* ravaged_words(int level) { return level >= 2 ? "ravaged twice" : level == 1 ? "ravaged" : "not ravaged"; }

// A five-pointed star (a fortress, 1631 §2.2.1), filled then outlined.
void draw_star(ImDrawList* d, ImVec2 c, float r, ImU32 fill, ImU32 ink, float thick) {
  ImVec2 pts[10];
  for (int k = 0; k < 10; ++k) {
    const float rr = k % 2 ? r * 0.45f : r;
    const float a = -1.5707963f + static_cast<float>(k) * 0.6283185f;
    pts[k] = ImVec2(c.x + rr * std::cos(a), c.y + rr * std::sin(a));
  }
  for (int k = 0; k < 10; ++k) d->AddTriangleFilled(c, pts[k], pts[(k + 1) % 10], fill);
  d->AddPolyline(pts, 10, ink, ImDrawFlags_Closed, thick);
}

// Dots along a segment (a river, 1631 §2.2.1).
void draw_dotted(ImDrawList* d, ImVec2 a, ImVec2 b, ImU32 colour, float radius, float step) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  const int n = std::max(1, static_cast<int>(len / step));
  for (int k = 0; k <= n; ++k) {
    const float t = static_cast<float>(k) / static_cast<float>(n);
    d->AddCircleFilled(ImVec2(a.x + dx * t, a.y + dy * t), radius, colour);
  }
}

void draw_dashed(ImDrawList* d, ImVec2 a, ImVec2 b, ImU32 colour, float thick, float dash) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  for (float t = 0; t < len; t += 2 * dash) {
    const float t1 = std::min(len, t + dash);
    d->AddLine(ImVec2(a.x + dx * t / len, a.y + dy * t / len), ImVec2(a.x + dx * t1 / len, a.y + dy * t1 / len), colour,
               thick);
  }
}

// The bridge's mark: two short strokes across the line at its middle.
void draw_bridge_mark(ImDrawList* d, ImVec2 a, ImVec2 b, ImU32 colour, float size, float thick) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  const ImVec2 u(dx / len, dy / len), n(-u.y, u.x), m((a.x + b.x) / 2, (a.y + b.y) / 2);
  for (float side : {-1.0f, 1.0f}) {
    const ImVec2 o(m.x + n.x * side * size * 0.5f, m.y + n.y * side * size * 0.5f);
    d->AddLine(ImVec2(o.x - u.x * size, o.y - u.y * size), ImVec2(o.x + u.x * size, o.y + u.y * size), colour, thick);
  }
}

// An area's symbol by kind, the city's marker as its fill (1631 §2.2.1, §3.1).
void draw_area_symbol(ImDrawList* d, const AreaMark& a, ImVec2 c, float s, bool highlight) {
  const ImU32 ink = col(kAreaInk);
  const float th = highlight ? 2.5f : 1.2f;
  switch (a.kind) {
    case AreaKind::Green:
      d->AddCircleFilled(c, s * 0.32f, col(kGreenArea));
      d->AddCircle(c, s * 0.32f, ink, 0, th);
      break;
    case AreaKind::City:
      d->AddRectFilled(ImVec2(c.x - s * 0.38f, c.y - s * 0.38f), ImVec2(c.x + s * 0.38f, c.y + s * 0.38f),
                       col(marker_rgb(a.marker)));
      d->AddRect(ImVec2(c.x - s * 0.38f, c.y - s * 0.38f), ImVec2(c.x + s * 0.38f, c.y + s * 0.38f), ink, 0, 0, th);
      break;
    case AreaKind::Fortress: draw_star(d, c, s * 0.58f, col(marker_rgb(a.marker)), ink, th); break;
    case AreaKind::Strategic:
      d->AddRectFilled(ImVec2(c.x - s * 0.8f, c.y - s * 0.45f), ImVec2(c.x + s * 0.8f, c.y + s * 0.45f),
                       col(kStrategicGrey), s * 0.2f);
      d->AddRect(ImVec2(c.x - s * 0.8f, c.y - s * 0.45f), ImVec2(c.x + s * 0.8f, c.y + s * 0.45f), ink, s * 0.2f, 0,
                 th);
      break;
  }
  if (a.sacked) {  // 1631 §7.9.2: a cross over the city
    const float r = s * 0.3f;
    d->AddLine(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), col(0x6a1010), 2);
    d->AddLine(ImVec2(c.x - r, c.y + r), ImVec2(c.x + r, c.y - r), col(0x6a1010), 2);
  }
}

// An army marker's text: its units, and its commanders after a plus.
std::string badge_text(const ArmyMark& m) {
  std::string units = m.units == 0 && !m.strength.empty() ? "?" : std::to_string(m.units);  // seen from afar
  return units + (m.commanders ? "+" + std::to_string(m.commanders) : "");
}
float badge_font(float px) { return std::max(10.0f, px * 0.85f); }

// Siege attrition's pool (1631 §9.2.1): its number on a red disc at the ring's lower left.
float pool_mark_radius(const mapui::Frame& f, int pool, float px) {
  const ImVec2 ts = f.text_size(std::to_string(pool), px);
  return std::max(ts.x, ts.y) * 0.5f + 1;
}
void draw_pool_mark(const mapui::Frame& f, ImVec2 at, int pool, float px) {
  const std::string text = std::to_string(pool);
  const ImVec2 ts = f.text_size(text, px);
  const float r = pool_mark_radius(f, pool, px);
  f.draw->AddCircleFilled(at, r, col(kSiegeRed));
  f.text(ImVec2(at.x - ts.x / 2, at.y - ts.y / 2), col(0xffffff), text, px);
}

std::string siege_words(const AreaMark& a) {
  if (!a.besieger) return "";
  std::string out = std::string("Besieged by the ") + words(*a.besieger);
  if (a.siege_attrition) out += ", siege attrition, pool " + std::to_string(a.siege_pool);
  return out;
}

}  // namespace

unsigned marker_rgb(Marker m) {
  switch (m) {
    case Marker::Swedish: return kSwedishBlue;
    case Marker::Imperial: return kImperialYellow;
    case Marker::PrintedSaxon: return kSaxonGreen;
    case Marker::PrintedBrandenburg: return kBrandenburgRed;
    case Marker::None: break;
  }
  return 0xffffff;
}

FlammesLayers::FlammesLayers(MapView view) : view_(std::move(view)) {
  const MapPicture& p = *view_.picture;
  for (std::size_t k = 0; k < p.lines.size(); ++k)
    if (node_of(p.lines[k].a) >= 0 && node_of(p.lines[k].b) >= 0) edge_lines_.push_back(static_cast<int>(k));
}

float FlammesLayers::symbol() const { return std::max(14.0f, view_.font * 1.35f); }

std::vector<std::string> FlammesLayers::variant_lines(const AreaMark& a, LabelVariant lv) const {
  if (lv.short_name) return {mapui::abbreviate(a.name, kShortAreaName)};
  std::vector<std::string> out{a.name};
  if (!lv.armies) return out;
  if (a.besieger) out.push_back(a.siege_attrition ? "siege, pool " + std::to_string(a.siege_pool) : "besieged");
  for (const auto& m : a.armies) out.push_back(m.label());
  return out;
}

mapui::Scene FlammesLayers::scene(const mapui::Frame& f) {
  mapui::Scene sc;
  variants_.clear();
  stacks_.clear();
  sc.background = kMapPaper;
  const MapPicture& p = *view_.picture;
  const float px = view_.font, s = symbol();
  auto world_of = [&](const std::string& id) -> const AreaMark* { return p.area(id); };
  region_names_.clear();
  for (const auto& r : p.regions) {
    mapui::SceneGroup g;
    double x = 0, y = 0;
    for (const auto& id : r.areas)
      if (const AreaMark* a = world_of(id)) {
        g.points.push_back(Vec2{a->x, a->y});
        x += a->x, y += a->y;
      }
    if (g.points.empty()) continue;  // a region with no area on the map has no place
    const double count = static_cast<double>(g.points.size());
    region_names_.emplace_back(r.name, Vec2{x / count, y / count});
    g.rgb = ravaged_rgb(r.ravaged);
    g.fill_alpha = ravaged_alpha(r.ravaged);
    g.line_alpha = 110;
    g.pad = s * 1.6;
    sc.groups.push_back(std::move(g));
  }
  for (const auto& a : p.areas) {
    mapui::SceneNode n;
    n.pos = Vec2{a.x, a.y};
    // The symbol with its army markers on either side (node_above), which labels must not cover.
    const float half = a.kind == AreaKind::Strategic ? s * 0.85f : s * 0.6f;
    float left = 0, right = 0, left_h = 0, right_h = 0;
    for (const auto& m : a.armies) {
      const float bw = f.text_size(badge_text(m), badge_font(px)).x + 6, bh = badge_font(px) + 3;
      (m.inside ? left : right) = std::max(m.inside ? left : right, bw);
      (m.inside ? left_h : right_h) += bh;
    }
    if (a.besieger && a.siege_attrition) {  // the pool's mark, under the garrison's (node_above)
      const float r = pool_mark_radius(f, a.siege_pool, badge_font(px));
      left = std::max(left, 2 * r + 1);
      left_h += 2 * r + 1;
    }
    const float stack = std::max(left_h, right_h);
    std::vector<LabelVariant> variants;
    auto add_block = [&](LabelVariant lv) {
      float w = 0, h = 0;
      for (const auto& l : variant_lines(a, lv)) {
        w = std::max(w, f.text_size(l, px).x + 4);
        h += px + 1;
      }
      const float x0 = std::min(-half - left, -w / 2), x1 = std::max(half + right, w / 2);
      // The symbol centred on the area's point, the lines under (or over) it,
      // the markers from its top down: the rectangle around all of them.
      // (Under the symbol, the lines begin below the markers' stacks.)
      const float top = lv.above ? -s / 2 - h : -s / 2;
      const float bottom = lv.above ? std::max(s / 2, -s / 2 + stack) : -s / 2 + std::max(s, stack) + h;
      n.sizes.push_back(Vec2{x1 - x0, bottom - top});
      n.offsets.push_back(Vec2{(x0 + x1) / 2, (top + bottom) / 2});
      variants.push_back(lv);
    };
    // Zoomed in, the commanders and the siege under the name; else the name,
    // under the symbol or over it, then shortened.
    if (f.camera.zoom() >= kArmyLinesZoom && (!a.armies.empty() || a.besieger)) add_block({true, false, false});
    add_block({false, false, false});
    add_block({false, true, false});
    if (mapui::abbreviate(a.name, kShortAreaName) != a.name) {
      add_block({false, false, true});
      add_block({false, true, true});
    }
    // Failing all of these, the name where it may cover a neighbour's symbol
    // (drawn under it) but never another name.
    n.strict_variants = static_cast<int>(variants.size());
    add_block({false, false, false});
    add_block({false, true, false});
    n.sizes.push_back(Vec2{2 * half + left + right, std::max(s, stack)});
    n.offsets.push_back(Vec2{(right - left) / 2, (std::max(s, stack) - s) / 2});
    variants_.push_back(std::move(variants));
    stacks_.push_back(stack);
    n.priority = (a.kind == AreaKind::Green ? 0 : 10) + static_cast<int>(a.armies.size()) * 5 + a.vp;
    n.layer = 1;
    n.always_label = a.id == view_.selected;
    sc.nodes.push_back(std::move(n));
  }
  for (int k : edge_lines_) {
    const LineMark& l = p.lines[static_cast<std::size_t>(k)];
    sc.edges.push_back(mapui::SceneEdge{node_of(l.a), node_of(l.b)});
  }
  sc.selected_node = node_of(view_.selected);
  // The action being built: the army's area ringed, the path in arrows.
  if (!view_.from.empty() && node_of(view_.from) >= 0) {
    mapui::Overlay o;
    o.line = mapui::Overlay::Line::Arrows;
    o.ring_at_start = true;
    o.rgb = 0xd2691e;
    for (const std::string& id : [&] {
           std::vector<std::string> all{view_.from};
           all.insert(all.end(), view_.path.begin(), view_.path.end());
           return all;
         }()) {
      const int node = node_of(id);
      if (node < 0) continue;
      o.nodes.push_back(node);
      if (const AreaMark* am = p.area(id)) o.path.push_back(Vec2{am->x, am->y});
    }
    sc.overlays.push_back(std::move(o));
  }
  sc.legend = flammes_legend();
  sc.pick_radius = 6;
  return sc;
}

std::string FlammesLayers::area_of(int node) const {
  const MapPicture& p = *view_.picture;
  const int k = node;
  if (k < 0 || k >= static_cast<int>(p.areas.size())) return "";
  return p.areas[static_cast<std::size_t>(k)].id;
}

int FlammesLayers::node_of(const std::string& area) const {
  const MapPicture& p = *view_.picture;
  for (std::size_t k = 0; k < p.areas.size(); ++k)
    if (p.areas[k].id == area) return static_cast<int>(k);
  return -1;
}

void FlammesLayers::edge(const mapui::Frame& f, int index, const mapui::EdgeView& e) {
  if (index < 0 || index >= static_cast<int>(edge_lines_.size())) return;
  const LineMark& l = view_.picture->lines[static_cast<std::size_t>(edge_lines_[static_cast<std::size_t>(index)])];
  const float w = f.weight();
  if (e.hovered) f.draw->AddLine(e.a, e.b, IM_COL32(255, 200, 60, 200), 8 * w);
  switch (l.type) {
    case LineType::Road: f.draw->AddLine(e.a, e.b, col(kRoadBrown), 2.2f * w); break;
    case LineType::River: draw_dotted(f.draw, e.a, e.b, col(kRiverBlue), 2.0f * w, 7 * w); break;
    case LineType::Bridge:
      draw_dotted(f.draw, e.a, e.b, col(kRiverBlue), 1.6f * w, 7 * w);
      f.draw->AddLine(e.a, e.b, col(kRoadBrown), 2.2f * w);
      draw_bridge_mark(f.draw, e.a, e.b, col(kAreaInk), 6 * w, 2 * w);
      break;
    case LineType::Ford: draw_dashed(f.draw, e.a, e.b, col(kRiverBlue), 2.4f * w, 5 * w); break;
  }
}

void FlammesLayers::node(const mapui::Frame& f, int index, const mapui::NodeView& v) {
  const MapPicture& p = *view_.picture;
  const float px = view_.font;
  const AreaMark& a = p.areas[static_cast<std::size_t>(index)];
  const ImVec2 c = f.at(Vec2{a.x, a.y});
  const float s = symbol();
  if (a.besieger) f.draw->AddCircle(c, s * 0.78f, col(kSiegeRed), 0, 3.0f);  // 1631 §7.10
  draw_area_symbol(f.draw, a, c, s, v.selected || v.hovered);
  if (!v.labelled) return;
  // The label block under (or over) the symbol: the name, then the siege and the armies in their side's colour.
  const auto& variants = variants_[static_cast<std::size_t>(index)];
  if (v.variant < 0 || v.variant >= static_cast<int>(variants.size())) return;
  const LabelVariant lv = variants[static_cast<std::size_t>(v.variant)];
  const std::vector<std::string> lines = variant_lines(a, lv);
  const float stack = stacks_[static_cast<std::size_t>(index)];
  float y = lv.above ? c.y - s / 2 - static_cast<float>(lines.size()) * (px + 1) : c.y - s / 2 + std::max(s, stack);
  for (std::size_t k = 0; k < lines.size(); ++k) {
    unsigned ink = kAreaInk;
    if (k > 0 && lv.armies) {
      const std::size_t army = k - 1 - (a.besieger ? 1 : 0);
      if (a.besieger && k == 1)
        ink = kSiegeRed;
      else if (army < a.armies.size())
        ink = mapui::readable_on(army_rgb(a.armies[army]), kMapPaper, 4.5);
    }
    const ImVec2 ts = f.text_size(lines[k], px);
    f.text_halo(ImVec2(c.x - ts.x / 2, y), col(ink), col(kMapPaper, 220), lines[k], px);
    y += px + 1;
  }
}

// One marker per army at the symbol's side: its unit count on the side's
// colour, pale while its commander is Spent (1631 §8); garrisons on the left.
void FlammesLayers::node_above(const mapui::Frame& f, int index, const mapui::NodeView&) {
  const MapPicture& p = *view_.picture;
  const AreaMark& a = p.areas[static_cast<std::size_t>(index)];
  const ImVec2 c = f.at(Vec2{a.x, a.y});
  const float s = symbol(), px = badge_font(view_.font);
  const float half = a.kind == AreaKind::Strategic ? s * 0.85f : s * 0.6f;
  float right = c.y - s * 0.5f, left = c.y - s * 0.5f;
  for (const auto& m : a.armies) {
    const std::string text = badge_text(m);
    const ImVec2 ts = f.text_size(text, px);
    const float w = ts.x + 6, h = px + 2;
    const float x0 = m.inside ? c.x - half - w : c.x + half;
    float& y = m.inside ? left : right;
    const unsigned rgb = army_rgb(m);
    const bool pale = m.commanders > 0 && !m.commander_fresh;
    const unsigned fill = pale ? mapui::shade(rgb, 0.6) : rgb;
    f.draw->AddRectFilled(ImVec2(x0, y), ImVec2(x0 + w, y + h), col(fill), 3);
    f.draw->AddRect(ImVec2(x0, y), ImVec2(x0 + w, y + h), col(kAreaInk), 3, 0, 1);
    f.text(ImVec2(x0 + 3, y + 1), col(mapui::ink_on(fill)), text, px);
    y += h + 1;
  }
  // Under the garrison's marker, the siege attrition's pool (1631 §9.2.1).
  if (a.besieger && a.siege_attrition) {
    const float r = pool_mark_radius(f, a.siege_pool, px);
    draw_pool_mark(f, ImVec2(c.x - half - r - 1, left + r), a.siege_pool, px);
  }
}

// The regions' names, each where it covers no area, no name placed and no
// other region's name: at its areas' centre, else a little above or below.
void FlammesLayers::overlay(const mapui::Frame& f, const std::vector<mapui::NodeView>& nodes) {
  const float px = view_.font;
  std::vector<mapui::Rect> taken;
  for (const auto& v : nodes)
    if (v.visible) taken.push_back(v.rect);
  for (const auto& [name, pos] : region_names_) {
    const ImVec2 ts = f.text_size(name, px), c = f.at(pos);
    for (float shift : {0.0f, -1.6f, 1.6f, -3.2f, 3.2f}) {
      const mapui::Rect r = mapui::Rect::around(Vec2{c.x, c.y + shift * ts.y}, ts.x / 2 + 3, ts.y / 2 + 1);
      bool free = true;
      for (const auto& t : taken) free = free && !r.overlaps(t);
      if (!free) continue;
      f.text_halo(ImVec2(static_cast<float>(r.x0) + 3, static_cast<float>(r.y0) + 1), col(0x4a4036), col(kMapPaper),
                  name, px);
      taken.push_back(r);
      break;
    }
  }
}

void FlammesLayers::tooltip(const mapui::Frame&, const mapui::Hit& hit) {
  const MapPicture& p = *view_.picture;
  if (hit.kind == mapui::Hit::Kind::Edge) {
    if (hit.index < 0 || hit.index >= static_cast<int>(edge_lines_.size())) return;
    const LineMark& l = p.lines[static_cast<std::size_t>(edge_lines_[static_cast<std::size_t>(hit.index)])];
    const AreaMark *a = p.area(l.a), *b = p.area(l.b);
    ImGui::BeginTooltip();
    ImGui::Text("%s: %s - %s", words(l.type), a ? a->name.c_str() : l.a.c_str(), b ? b->name.c_str() : l.b.c_str());
    if (!l.river.empty()) ImGui::Text("River %s", l.river.c_str());
    if (const AreaMark* bc = p.area(l.bridge_city)) ImGui::Text("The bridge of %s (1631 §2.2.1)", bc->name.c_str());
    ImGui::EndTooltip();
    return;
  }
  const std::string id = area_of(hit.index);
  const AreaMark* a = p.area(id);
  if (!a) return;
  ImGui::BeginTooltip();
  ImGui::Text("%s%s%s", a->name.c_str(), a->other_name.empty() ? "" : "  /  ", a->other_name.c_str());
  ImGui::TextDisabled("%s%s", flammes::words(a->kind), a->port ? ", port" : "");
  if (a->kind == AreaKind::City || a->kind == AreaKind::Fortress)
    ImGui::Text("%d VP, %d SP; %s%s", a->vp, a->sp, marker_words(a->marker), a->sacked ? "; sacked" : "");
  else if (a->vp || a->sp)
    ImGui::Text("%d VP, %d SP", a->vp, a->sp);
  for (const auto& r : p.regions)
    if (r.id == a->region) ImGui::Text("Region %s, %s (1631 §9.1.3)", r.name.c_str(), ravaged_words(r.ravaged));
  if (a->besieger) ImGui::TextColored(ImVec4(0.85f, 0.2f, 0.15f, 1), "%s (1631 §7.10, §9.2)", siege_words(*a).c_str());
  for (const auto& m : a->armies) {
    ImGui::Separator();
    ImGui::Text("%s%s", m.neutral ? "Saxons (neutral)" : words(m.side), m.inside ? ", inside the city" : "");
    for (const auto& line : m.lines) ImGui::BulletText("%s", line.c_str());
  }
  ImGui::EndTooltip();
}

std::vector<mapui::LegendEntry> flammes_legend() {
  using E = mapui::LegendEntry;
  auto custom = [](std::string text, std::function<void(ImDrawList*, ImVec2, ImVec2)> draw) {
    E e;
    e.mark = E::Mark::Custom;
    e.text = std::move(text);
    e.custom = std::move(draw);
    return e;
  };
  auto mid = [](ImVec2 a, ImVec2 b) { return ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2); };
  std::vector<E> out;
  out.push_back(E{E::Mark::Line, kRoadBrown, 2.2f, "Road", {}});
  out.push_back(custom("River", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
    const float y = (a.y + b.y) / 2;
    draw_dotted(d, ImVec2(a.x, y), ImVec2(b.x, y), col(kRiverBlue), 2, 7);
  }));
  out.push_back(custom("Bridge", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
    const float y = (a.y + b.y) / 2;
    d->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), col(kRoadBrown), 2.2f);
    draw_bridge_mark(d, ImVec2(a.x, y), ImVec2(b.x, y), col(kAreaInk), 5, 2);
  }));
  out.push_back(custom("Ford", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
    const float y = (a.y + b.y) / 2;
    draw_dashed(d, ImVec2(a.x, y), ImVec2(b.x, y), col(kRiverBlue), 2.4f, 5);
  }));
  auto symbol_entry = [&](std::string text, AreaKind kind, Marker marker) {
    return custom(std::move(text), [kind, marker, mid](ImDrawList* d, ImVec2 a, ImVec2 b) {
      AreaMark m;
      m.kind = kind;
      m.marker = marker;
      draw_area_symbol(d, m, mid(a, b), std::min(b.y - a.y, (b.x - a.x) / 1.8f), false);
    });
  };
  out.push_back(symbol_entry("Green area", AreaKind::Green, Marker::None));
  out.push_back(symbol_entry("City (no marker)", AreaKind::City, Marker::None));
  out.push_back(symbol_entry("Fortress", AreaKind::Fortress, Marker::None));
  out.push_back(symbol_entry("Strategic area", AreaKind::Strategic, Marker::None));
  out.push_back(E{E::Mark::Swatch, kSwedishBlue, 2, "Swedish marker / army", {}});
  out.push_back(E{E::Mark::Swatch, kImperialYellow, 2, "Imperial marker / army", {}});
  out.push_back(E{E::Mark::Swatch, kSaxonGreen, 2, "Saxon (printed) / neutral Saxons", {}});
  out.push_back(E{E::Mark::Swatch, kBrandenburgRed, 2, "Brandenburg (printed)", {}});
  out.push_back(custom("Besieged city", [mid](ImDrawList* d, ImVec2 a, ImVec2 b) {
    d->AddCircle(mid(a, b), (b.y - a.y) * 0.45f, col(kSiegeRed), 0, 2.5f);
  }));
  out.push_back(custom("Siege attrition: its pool", [mid](ImDrawList* d, ImVec2 a, ImVec2 b) {
    d->AddCircleFilled(mid(a, b), (b.y - a.y) * 0.45f, col(kSiegeRed));
  }));
  out.push_back(E{E::Mark::Swatch, ravaged_rgb(1), 2, "Ravaged region (darker: twice)", {}});
  out.push_back(custom("Army: units+commanders (pale: Spent)", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
    d->AddRectFilled(a, ImVec2(a.x + (b.x - a.x) * 0.45f, b.y), col(kSwedishBlue), 3);
    d->AddRectFilled(ImVec2(a.x + (b.x - a.x) * 0.55f, a.y), b, col(mapui::shade(kSwedishBlue, 0.6)), 3);
  }));
  return out;
}

}  // namespace umpire::flammesui
