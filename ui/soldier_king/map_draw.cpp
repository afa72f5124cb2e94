#include "ui/soldier_king/map_draw.h"

#include <algorithm>
#include <cmath>

#include "ui/map/labels.h"
#include "ui/map/palette.h"
#include "ui/map_palette.h"
#include "ui/soldier_king/panels.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {

using mapdraw::kGold;
using mapdraw::kHighway;
using mapdraw::kInk;
using mapdraw::kRiver;
using mapdraw::kRoad;
using mapdraw::kSelected;
using mapui::add;
using mapui::im;
using mapui::mul;
using mapui::sub;
using mapui::Vec2;

constexpr ImU32 kRecruiting = IM_COL32(150, 20, 20, 255);
constexpr unsigned kBoxPaper = 0xfffffc;  // a city box's fill
constexpr std::size_t kShortName = 4;  // letters kept by an abbreviated name
constexpr int kProvinceShortVariant = 6;  // the province label's shortened variant (see SkMapLayers::scene)

std::string recruiting_text(const sk::CityBox& b) {
  return std::to_string(b.recruiting->ruled) + "/" + std::to_string(b.recruiting->captured);
}

// A city's label variants: each name in the map's font, then a size smaller
// (a full name in small print reads better than an abbreviation).
constexpr float kSmallPrint = 0.86f;
constexpr int kCityFonts = 2;
float city_font(float font, int variant) { return variant % kCityFonts ? std::max(10.0f, font * kSmallPrint) : font; }

// The names a city box may carry, best first (the full name, then an abbreviation).
std::vector<std::string> city_names(const sk::CityBox& b) {
  std::vector<std::string> names{b.name};
  if (std::string s = mapui::abbreviate(b.name, kShortName); s != b.name) names.push_back(s);
  return names;
}

// A province's label texts, best first: "Name  RV", then "Abbr.  RV".
std::vector<std::string> province_texts(const sk::Province& p) {
  const std::string rv = "  " + std::to_string(p.recruiting_value);
  std::vector<std::string> texts{p.name + rv};
  if (std::string s = mapui::abbreviate(p.name, kShortName); s != p.name) texts.push_back(s + rv);
  return texts;
}

ImVec2 text_size(const std::string& text, float px) { return ImGui::GetFont()->CalcTextSizeA(px, 1e9f, 0, text.c_str()); }

float province_font(float font) { return font * 1.08f; }
float chip_font(float font) { return std::max(10.0f, font * 0.85f); }

ImU32 ink_on(unsigned rgb) { return mapui::rgba(mapui::ink_on(rgb)); }

// A holder's outline on the white box: darkened until it reads as a line (3:1; Arcadia's gold needs it).
unsigned outline_rgb(const std::string& holder) { return mapui::readable_on(faction_rgb(holder), kBoxPaper, 3.0); }

unsigned ruler_rgb(const sk::SkState& s, const std::string& province) {
  auto it = s.rulers.find(province);
  return faction_rgb(it == s.rulers.end() ? "" : it->second);
}

void draw_arrowhead(ImDrawList* d, ImVec2 tip, ImVec2 dir, ImU32 colour, float w) {
  const float len = 9.0f * w, half = 5.0f * w;
  const ImVec2 back = sub(tip, mul(dir, len)), normal(-dir.y, dir.x);
  d->AddTriangleFilled(tip, add(back, mul(normal, half)), sub(back, mul(normal, half)), colour);
}

// A tiny crown: a band with three points, in gold, its base at `base` (centre).
void draw_crown(ImDrawList* d, ImVec2 base, float h) {
  const float w = h * 1.4f, band = h * 0.35f;
  const ImVec2 bl(base.x - w / 2, base.y), br(base.x + w / 2, base.y);
  d->AddRectFilled(ImVec2(bl.x, base.y - band), br, kGold);
  for (int k = 0; k < 3; ++k) {
    const float cx = bl.x + w * (0.5f * static_cast<float>(k)), half = w * 0.2f;
    const float x0 = std::max(bl.x, cx - half), x1 = std::min(br.x, cx + half);
    d->AddTriangleFilled(ImVec2(x0, base.y - band), ImVec2(cx, base.y - h), ImVec2(x1, base.y - band), kGold);
  }
  d->AddRect(ImVec2(bl.x, base.y - band), br, IM_COL32(110, 80, 0, 255), 0, 0, 1.0f);
}

constexpr ImU32 kWorks = IM_COL32(70, 50, 30, 255);  // a permanent entrenchment's brown

// An entrenchment: a zigzag along y from x0 to x1 (brown for a permanent one,
// the digger's colour for hasty works).
void draw_zigzag(ImDrawList* d, float x0, float x1, float y, ImU32 colour = kWorks, float thickness = 1.5f) {
  const float amp = 2.5f, step = 4.0f;
  std::vector<ImVec2> pts;
  const int n = std::max(2, static_cast<int>((x1 - x0) / step));
  for (int k = 0; k <= n; ++k)
    pts.push_back(ImVec2(x0 + (x1 - x0) * static_cast<float>(k) / static_cast<float>(n), y + (k % 2 ? amp : -amp)));
  d->AddPolyline(pts.data(), static_cast<int>(pts.size()), colour, 0, thickness);
}

// A battle not yet decided: a red burst of eight points, ringed in white so
// that it stands out on any box, hull or line, centred on `c`.
void draw_battle_mark(ImDrawList* d, ImVec2 c, float r) {
  constexpr int kPoints = 8;
  constexpr float kPi = 3.14159265f;
  auto at = [&](float radius, float angle) {
    return ImVec2(c.x + radius * std::cos(angle), c.y + radius * std::sin(angle));
  };
  for (int pass = 0; pass < 2; ++pass) {  // a white halo, then the burst
    const float grow = pass == 0 ? 2.0f : 0.0f;
    const ImU32 colour = pass == 0 ? IM_COL32(255, 255, 255, 255) : IM_COL32(205, 25, 25, 255);
    for (int k = 0; k < kPoints; ++k) {
      const float a = -kPi / 2 + 2 * kPi * static_cast<float>(k) / kPoints, half = kPi / kPoints;
      d->AddTriangleFilled(at(r + grow, a), at(r * 0.5f + grow, a + half), at(r * 0.5f + grow, a - half), colour);
    }
    d->AddCircleFilled(c, r * 0.55f + grow, colour);
  }
  d->AddCircleFilled(c, r * 0.2f, IM_COL32(255, 230, 120, 255));
}

float magazine_width(float h) { return h * 0.72f; }

// A magazine: a barrel in its owner's colour, `h` pixels tall, its top left at `p`.
void draw_magazine(ImDrawList* d, ImVec2 p, float h, unsigned rgb) {
  const float w = magazine_width(h);
  const ImVec2 q(p.x + w, p.y + h);
  d->AddRectFilled(p, q, mapui::rgba(rgb), w * 0.35f);
  const ImU32 hoop = mapui::rgba(mapui::ink_on(rgb), 230);
  d->AddLine(ImVec2(p.x + 1, p.y + h * 0.3f), ImVec2(q.x - 1, p.y + h * 0.3f), hoop, 1.2f);
  d->AddLine(ImVec2(p.x + 1, p.y + h * 0.7f), ImVec2(q.x - 1, p.y + h * 0.7f), hoop, 1.2f);
  d->AddRect(p, q, IM_COL32(20, 20, 20, 230), w * 0.35f, 0, 1.0f);
}

ImVec2 lo(const mapui::Rect& r) { return im({r.x0, r.y0}); }
ImVec2 hi(const mapui::Rect& r) { return im({r.x1, r.y1}); }

}  // namespace

SkMapLayers::SkMapLayers(SkMapView view)
    : view_(std::move(view)), map_(*view_.state->map), provinces_(map_.provinces.size()) {
  for (std::size_t i = 0; i < map_.boxes.size(); ++i) box_nodes_[map_.boxes[i].id] = static_cast<int>(provinces_ + i);
  const sk::SkState& s = *view_.state;
  battles_ = pending_battle_boxes(s, view_.viewer);
  for (const auto& m : s.magazines)
    if (sees(view_.viewer, m.owner)) magazines_[m.box].push_back(m.owner);
}

int SkMapLayers::works_drawn(const sk::CityBox& b) const {
  const sk::SkState& s = *view_.state;
  int n = b.entrenchment || s.events.fortresses.count(b.id) ? 1 : 0;  // a Fortress marker is entrenchment too (17.2.3)
  if (auto it = s.works.find(b.id); it != s.works.end())
    for (const auto& [faction, inches] : it->second) n += inches > 0 && sees(view_.viewer, faction) ? 1 : 0;
  return n;
}

const std::string& SkMapLayers::box_of(int node) const {
  static const std::string none;
  if (node < static_cast<int>(provinces_) || node >= static_cast<int>(provinces_ + map_.boxes.size())) return none;
  return map_.boxes[static_cast<std::size_t>(node) - provinces_].id;
}

const std::string& SkMapLayers::province_of(int node) const {
  static const std::string none;
  if (node < 0 || node >= static_cast<int>(provinces_)) return none;
  return map_.provinces[static_cast<std::size_t>(node)].id;
}

int SkMapLayers::node_of_box(const std::string& box) const {
  auto it = box_nodes_.find(box);
  return it == box_nodes_.end() ? -1 : it->second;
}

mapui::Scene SkMapLayers::scene(const mapui::Frame& f) const {
  mapui::Scene sc;
  const float font = view_.font, pf = province_font(font);
  for (const auto& p : map_.provinces) {
    mapui::SceneNode n;
    n.pos = Vec2{p.label.x, p.label.y};
    // Its name clear of every box where it is printed, else just above, below
    // or beside it; else where it is printed, over boxes drawn without their
    // names (they are drawn over it), in full, then shortened; failing all, in
    // full where it is printed.
    const std::vector<std::string> texts = province_texts(p);
    auto add = [&](const std::string& text, Vec2 shift) {
      const ImVec2 ts = text_size(text, pf);
      n.sizes.push_back(Vec2{ts.x + 12, pf + 6});
      n.offsets.push_back(Vec2{shift.x * (ts.x + 12) / 2, shift.y * (pf + 8)});
    };
    for (Vec2 shift : {Vec2{0, 0}, Vec2{0, -1}, Vec2{0, 1}, Vec2{-1, 0}, Vec2{1, 0}}) add(texts[0], shift);
    n.strict_variants = kProvinceShortVariant - 1;
    add(texts[0], Vec2{0, 0});
    add(texts.back(), Vec2{0, 0});  // kProvinceShortVariant
    add(texts[0], Vec2{0, 0});
    n.priority = 100;  // a province's name and value before any city's
    sc.nodes.push_back(std::move(n));
  }
  for (const auto& b : map_.boxes) {
    mapui::SceneNode n;
    n.pos = Vec2{b.pos.x, b.pos.y};
    for (const auto& name : city_names(b))
      for (int k = 0; k < kCityFonts; ++k) {
        const float px = city_font(font, k);
        const float value = b.recruiting ? text_size(recruiting_text(b), px * 0.85f).x + 6 : 0;
        n.sizes.push_back(Vec2{text_size(name, px).x + 8 + value, px + 4});
      }
    const double dot = b.recruiting ? 11 : 9;
    n.sizes.push_back(Vec2{dot, dot});
    // Recruiting and electoral cities are named first: the umpire looks for them most.
    n.priority = (b.recruiting ? 20 : 0) + (b.electoral ? 10 : 0);
    n.layer = 1;
    sc.nodes.push_back(std::move(n));
  }
  for (const auto& l : map_.lines) sc.edges.push_back(mapui::SceneEdge{node_of_box(l.a), node_of_box(l.b)});
  for (const auto& p : map_.provinces) {
    mapui::SceneGroup g;
    g.points.push_back(Vec2{p.label.x, p.label.y});
    for (const sk::CityBox* b : map_.boxes_in(p.id)) g.points.push_back(Vec2{b->pos.x, b->pos.y});
    g.rgb = ruler_rgb(*view_.state, p.id);
    g.pad = 22.0 * f.weight();
    sc.groups.push_back(std::move(g));
  }
  sc.selected_node = node_of_box(view_.selected);
  sc.parallel_gap = 5.0 * f.weight();
  sc.background = 0xece4ce;
  sc.legend = sk_legend(*view_.state);
  return sc;
}

void SkMapLayers::edge(const mapui::Frame& f, int index, const mapui::EdgeView& e) {
  const sk::Line& line = map_.lines[static_cast<std::size_t>(index)];
  const float w = f.weight();
  const ImU32 colour = line.type == sk::LineType::Road ? kRoad : line.type == sk::LineType::Highway ? kHighway : kRiver;
  const float thick = (line.type == sk::LineType::Road ? 1.8f : line.type == sk::LineType::Highway ? 3.6f : 2.6f) * w;
  if (e.hovered) f.draw->AddLine(e.a, e.b, IM_COL32(255, 200, 60, 200), thick + 5);
  f.draw->AddLine(e.a, e.b, colour, thick);
  if (line.type != sk::LineType::River) return;
  const ImVec2 d = sub(e.b, e.a);
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len < 1) return;
  const ImVec2 dir = mul(d, 1 / len);
  const ImVec2 down = line.downstream == line.b ? dir : mul(dir, -1);
  draw_arrowhead(f.draw, add(mul(add(e.a, e.b), 0.5f), mul(down, 6.0f * w)), down, kRiver, w);
}

void SkMapLayers::node(const mapui::Frame& f, int index, const mapui::NodeView& v) {
  if (index < static_cast<int>(provinces_)) province(f, map_.provinces[static_cast<std::size_t>(index)], v);
  else city(f, map_.boxes[static_cast<std::size_t>(index) - provinces_], v);
}

void SkMapLayers::node_above(const mapui::Frame& f, int index, const mapui::NodeView& v) {
  if (index < static_cast<int>(provinces_)) return;
  const sk::CityBox& b = map_.boxes[static_cast<std::size_t>(index) - provinces_];
  stacks(f, b, v);
  marks(f, b, v);
}

float SkMapLayers::battle_mark_radius(const mapui::Frame& f) const {
  return std::max(8.0f, view_.font * 0.8f) * std::min(f.weight(), 1.4f);
}

// Left of the box its magazines (a barrel for each the viewer may see); on
// its top right corner a battle not yet decided.
void SkMapLayers::marks(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v) {
  const ImVec2 r0 = lo(v.rect), r1 = hi(v.rect);
  if (auto it = magazines_.find(b.id); it != magazines_.end()) {
    const float h = std::max(9.0f, std::min(r1.y - r0.y, chip_font(view_.font) + 2));
    float x = r0.x - 3;
    for (const auto& owner : it->second) {
      x -= magazine_width(h);
      draw_magazine(f.draw, ImVec2(x, (r0.y + r1.y) / 2 - h / 2), h, faction_rgb(owner));
      x -= 2;
    }
    drawn_.magazines.insert(b.id);
  }
  if (battles_.count(b.id)) {
    draw_battle_mark(f.draw, ImVec2(r1.x, r0.y), battle_mark_radius(f));
    drawn_.battles.insert(b.id);
  }
}

void SkMapLayers::province(const mapui::Frame& f, const sk::Province& p, const mapui::NodeView& v) const {
  const unsigned rgb = ruler_rgb(*view_.state, p.id);
  f.draw->AddRectFilled(lo(v.rect), hi(v.rect), mapui::rgba(rgb, 235), 3.0f);
  f.draw->AddRect(lo(v.rect), hi(v.rect), IM_COL32(30, 30, 30, 200), 3.0f, 0, 1.0f);
  const std::vector<std::string> texts = province_texts(p);
  const std::string& text = v.variant == kProvinceShortVariant ? texts.back() : texts.front();
  const float size = province_font(view_.font);
  const ImVec2 ts = text_size(text, size), c = im(v.rect.centre());
  f.text(ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), ink_on(rgb), text, size);
}

void SkMapLayers::city(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v) const {
  const std::vector<std::string> names = city_names(b);
  const bool named = v.variant < static_cast<int>(names.size()) * kCityFonts;
  const ImVec2 r0 = lo(v.rect), r1 = hi(v.rect), c = im(v.rect.centre());
  const std::string holder = view_.state->holder(b.id);
  f.draw->AddRectFilled(r0, r1, mapui::rgba(kBoxPaper), 2.0f);
  if (holder.empty()) f.draw->AddRect(r0, r1, IM_COL32(90, 90, 90, 255), 2.0f, 0, 1.0f);
  else f.draw->AddRect(r0, r1, mapui::rgba(outline_rgb(holder)), 2.0f, 0, named ? 2.5f : 2.0f);
  const float font = named ? city_font(view_.font, v.variant) : view_.font;
  if (named) {
    const std::string& name = names[static_cast<std::size_t>(v.variant / kCityFonts)];
    f.text(ImVec2(r0.x + 4, c.y - text_size(name, font).y / 2), kInk, name, font);
    if (b.recruiting) {
      const std::string rv = recruiting_text(b);
      const float rs = font * 0.85f;
      const ImVec2 rts = text_size(rv, rs);
      f.text(ImVec2(r1.x - rts.x - 4, c.y - rts.y / 2), kRecruiting, rv, rs);
    }
  } else if (b.recruiting) {  // a dot marks a recruiting city when its name is not shown
    f.draw->AddCircleFilled(c, (r1.x - r0.x) * 0.2f, kRecruiting);
  }
  if (b.electoral) {
    const float ch = named ? font * 0.62f : 6.0f;
    draw_crown(f.draw, ImVec2(r0.x + ch * 0.4f, r0.y - 1), ch);
  }
  // Permanent works (and Fortress markers) in brown, then each faction's hasty works (SK 10.8) in its colour.
  float y = r1.y + 3;
  const sk::SkState& s = *view_.state;
  if (b.entrenchment || s.events.fortresses.count(b.id)) {
    draw_zigzag(f.draw, r0.x, r1.x, y);
    y += 4;
  }
  if (auto it = s.works.find(b.id); it != s.works.end())
    for (const auto& [faction, inches] : it->second)
      if (inches > 0 && sees(view_.viewer, faction)) {
        draw_zigzag(f.draw, r0.x, r1.x, y, mapui::rgba(outline_rgb(faction)), 2.0f);
        y += 4;
      }
  if (v.selected) f.draw->AddRect(sub(r0, ImVec2(3, 3)), add(r1, ImVec2(3, 3)), kSelected, 4.0f, 0, 2.5f);
}

// Foreign troops in a faction's intelligence: a chip per reported faction
// with its column count, or a "?" when the report is Inaccurate.
void SkMapLayers::reported(const mapui::Frame& f, const sk::BoxIntel& intel, float x, float y, float size) const {
  const float h = size + 2;
  auto chip = [&](const std::string& text, unsigned rgb) {
    const float w = text_size(text, size).x + 8;
    f.draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), mapui::rgba(rgb, 150), 2.0f);
    f.draw->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(20, 20, 20, 220), 2.0f, 0, 1.0f);
    f.text_halo(ImVec2(x + 4, y + 1), IM_COL32(255, 255, 255, 255), IM_COL32(20, 20, 20, 160), text, size);
    x += w + 2;
  };
  if (intel.forces.empty()) {
    chip("?", faction_rgb(intel.possibly));
    return;
  }
  for (const auto& fc : intel.forces) chip(std::to_string(fc.infantry_columns + fc.cavalry_columns) + "?", faction_rgb(fc.faction));
}

// The forces in the box (as the viewer may see them): a chip per faction with
// its column count, a smaller chip with the garrison's stands, a dot for
// officers without a column (ringed in gold for a Monarch or a Duke).
void SkMapLayers::stacks(const mapui::Frame& f, const sk::CityBox& b, const mapui::NodeView& v) const {
  const sk::SkState& s = *view_.state;
  const ImVec2 r0 = lo(v.rect), r1 = hi(v.rect);
  const float base = chip_font(view_.font);
  // Reported troops right of the box, clear of a battle mark on its corner.
  const float clear = battles_.count(b.id) ? battle_mark_radius(f) : 0;
  if (const sk::BoxIntel* intel = intel_at(view_.picture, b.id); intel && intel->troops)
    reported(f, *intel, r1.x + 2 + clear, r0.y - (base + 2) / 2, base);
  const auto forces = forces_in_box(s, b.id, view_.viewer);
  if (forces.empty()) return;
  const float size = base * std::min(f.weight(), 1.4f), h = size + 2, gap = 2;
  auto loose = [](const BoxForces& fc) {
    return std::any_of(fc.officers.begin(), fc.officers.end(), [](const sk::Officer* o) { return o->column.empty(); });
  };
  float total = 0;
  for (const auto& fc : forces) {
    if (!fc.columns.empty()) total += text_size(std::to_string(fc.columns.size()), size).x + 8 + gap;
    if (fc.garrison_stands) total += text_size(std::to_string(fc.garrison_stands), size * 0.8f).x + 6 + gap;
    if (loose(fc)) total += h * 0.56f + gap;
    total += gap * 2;
  }
  float x = (r0.x + r1.x) / 2 - total / 2;
  const float y = r1.y + 3 + 4 * static_cast<float>(works_drawn(b));
  for (const auto& fc : forces) {
    const unsigned rgb = faction_rgb(fc.owner);
    const ImU32 ink = ink_on(rgb);
    if (!fc.columns.empty()) {
      const std::string n = std::to_string(fc.columns.size());
      const float w = text_size(n, size).x + 8;
      f.draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), mapui::rgba(rgb), 2.0f);
      f.draw->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(20, 20, 20, 220), 2.0f);
      f.text(ImVec2(x + 4, y + 1), ink, n, size);
      x += w + gap;
    }
    if (fc.garrison_stands) {
      const std::string n = std::to_string(fc.garrison_stands);
      const float gs = size * 0.8f, w = text_size(n, gs).x + 6, gh = gs + 2, gy = y + (h - gh) / 2;
      f.draw->AddRectFilled(ImVec2(x, gy), ImVec2(x + w, gy + gh), mapui::rgba(rgb, 200), 0);
      f.draw->AddRect(ImVec2(x, gy), ImVec2(x + w, gy + gh), IM_COL32(20, 20, 20, 220), 0, 0, 1.0f);
      f.text(ImVec2(x + 3, gy + 1), ink, n, gs);
      x += w + gap;
    }
    if (loose(fc)) {
      const bool ac = std::any_of(fc.officers.begin(), fc.officers.end(), [](const sk::Officer* o) {
        return o->rank == sk::Rank::Monarch || o->rank == sk::Rank::Duke;
      });
      const float rad = h * 0.28f;
      const ImVec2 c(x + rad, y + h / 2);
      f.draw->AddCircleFilled(c, rad, mapui::rgba(rgb));
      f.draw->AddCircle(c, rad, ac ? kGold : IM_COL32(20, 20, 20, 220), 0, ac ? 2.0f : 1.0f);
      x += rad * 2 + gap;
    }
    x += gap * 2;
  }
}

void SkMapLayers::tooltip(const mapui::Frame&, const mapui::Hit& hit) {
  const sk::SkState& s = *view_.state;
  if (hit.kind == mapui::Hit::Kind::Edge) {
    const sk::Line& l = map_.lines[static_cast<std::size_t>(hit.index)];
    std::string text = std::string(sk::to_string(l.type)) + ": " + map_.box_name(l.a) + " - " + map_.box_name(l.b);
    if (l.type == sk::LineType::River) text += " (flowing to " + map_.box_name(l.downstream) + ")";
    ImGui::SetTooltip("%s", text.c_str());
    return;
  }
  if (const std::string& box = box_of(hit.index); !box.empty()) {
    // What each faction knows is the umpire's alone: a player's view never asks for it.
    std::vector<std::string> knowledge;
    if (view_.viewer.empty() && view_.knowledge) knowledge = view_.knowledge(box);
    ImGui::BeginTooltip();
    box_tooltip(s, box, view_.viewer, view_.picture, view_.viewer.empty() ? &knowledge : nullptr);
    ImGui::EndTooltip();
  } else if (const std::string& p = province_of(hit.index); !p.empty()) {
    ImGui::BeginTooltip();
    province_tooltip(s, p);
    ImGui::EndTooltip();
  }
}

namespace {

// A chip as the map draws a faction's count: `text` on `rgb`, in the legend's swatch.
void legend_chip(ImDrawList* d, ImVec2 a, ImVec2 b, unsigned rgb, const char* text, int alpha = 255, float round = 2) {
  const float px = (b.y - a.y) * 0.95f, w = ImGui::GetFont()->CalcTextSizeA(px, 1e9f, 0, text).x + 6;
  const ImVec2 q(a.x + w, b.y);
  d->AddRectFilled(a, q, mapui::rgba(rgb, alpha), round);
  d->AddRect(a, q, IM_COL32(20, 20, 20, 220), round);
  // White on a translucent chip, as the map draws a report.
  const ImU32 ink = alpha < 255 ? IM_COL32(255, 255, 255, 255) : ink_on(rgb);
  d->AddText(ImGui::GetFont(), px, ImVec2(a.x + 3, a.y), ink, text);
}

// The markings of a box, with the colour of `example` (a King) where a faction's colour is meant.
void box_marks_legend(std::vector<mapui::LegendEntry>& out, unsigned example) {
  using Mark = mapui::LegendEntry::Mark;
  out.push_back({Mark::Custom, 0, 0, "Recruiting city: ruled/captured value", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   d->AddRectFilled(a, b, mapui::rgba(kBoxPaper), 2.0f);
                   d->AddRect(a, b, IM_COL32(90, 90, 90, 255), 2.0f);
                   const float px = (b.y - a.y) * 0.95f;
                   d->AddText(ImGui::GetFont(), px, ImVec2(a.x + 3, a.y), kRecruiting, "3/1");
                 }});
  out.push_back({Mark::Custom, 0, 0, "Electoral city", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   draw_crown(d, ImVec2((a.x + b.x) / 2, b.y - 1), b.y - a.y - 2);
                 }});
  out.push_back({Mark::Custom, 0, 0, "Permanent entrenchment or Fortress marker",
                 [](ImDrawList* d, ImVec2 a, ImVec2 b) { draw_zigzag(d, a.x, b.x, (a.y + b.y) / 2); }});
  out.push_back({Mark::Custom, 0, 0, "Hasty works (SK 10.8), the digger's colour",
                 [example](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   draw_zigzag(d, a.x, b.x, (a.y + b.y) / 2, mapui::rgba(example), 2.0f);
                 }});
  out.push_back({Mark::Custom, 0, 0, "Columns in the box (how many)", [example](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   legend_chip(d, a, b, example, "3");
                 }});
  out.push_back({Mark::Custom, 0, 0, "Garrison stands (how many)", [example](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   legend_chip(d, a, b, example, "2", 200, 0);  // square, as on the map
                 }});
  out.push_back({Mark::Custom, 0, 0, "Officers alone (gold ring: Monarch or Duke)",
                 [example](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   const float r = (b.y - a.y) * 0.32f;
                   const ImVec2 c1(a.x + r + 1, (a.y + b.y) / 2), c2(a.x + 3 * r + 5, (a.y + b.y) / 2);
                   d->AddCircleFilled(c1, r, mapui::rgba(example));
                   d->AddCircle(c1, r, IM_COL32(20, 20, 20, 220), 0, 1.0f);
                   d->AddCircleFilled(c2, r, mapui::rgba(example));
                   d->AddCircle(c2, r, kGold, 0, 2.0f);
                 }});
  out.push_back({Mark::Custom, 0, 0, "Columns reported to a player (his view)",
                 [example](ImDrawList* d, ImVec2 a, ImVec2 b) { legend_chip(d, a, b, example, "2?", 150); }});
  out.push_back({Mark::Custom, 0, 0, "Magazine (SK 9.2), its owner's colour",
                 [example](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   const float h = b.y - a.y;
                   draw_magazine(d, ImVec2((a.x + b.x) / 2 - magazine_width(h) / 2, a.y), h, example);
                 }});
  out.push_back({Mark::Custom, 0, 0, "Battle not yet decided (SK 11)", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   draw_battle_mark(d, ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2), (b.y - a.y) / 2);
                 }});
}

}  // namespace

std::vector<mapui::LegendEntry> sk_legend(const sk::SkState& s) {
  using Mark = mapui::LegendEntry::Mark;
  std::vector<mapui::LegendEntry> out;
  out.push_back({Mark::Line, 0x8b5a2b, 1.8f, "Road", {}});
  out.push_back({Mark::Line, 0xc0281e, 3.6f, "Highway", {}});
  out.push_back({Mark::Custom, 0, 0, "River (arrow: downstream)", [](ImDrawList* d, ImVec2 a, ImVec2 b) {
                   const float y = (a.y + b.y) / 2;
                   d->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), kRiver, 2.6f);
                   draw_arrowhead(d, ImVec2(b.x - 2, y), ImVec2(1, 0), kRiver, 1.0f);
                 }});
  unsigned example = faction_rgb("");
  for (const auto& f : s.factions)
    if (f.active) {
      example = faction_rgb(f.id);
      break;
    }
  box_marks_legend(out, example);
  for (const auto& f : s.factions)
    if (f.active) out.push_back({Mark::Swatch, faction_rgb(f.id), 0, f.name, {}});
  out.push_back({Mark::Swatch, faction_rgb(""), 0, "Imperial (no King)", {}});
  return out;
}

}  // namespace umpire::skui
