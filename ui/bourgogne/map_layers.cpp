#include "ui/bourgogne/map_layers.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "ui/map/labels.h"

namespace umpire::bourgogneui {

using namespace bourgogne;
using mapui::Vec2;

namespace {
constexpr unsigned kPaper = 0xeee6cf;
constexpr unsigned kInk = 0x202020;
constexpr unsigned kLink = 0x8a7a5a;
constexpr unsigned kLake = 0x8fb8de;
constexpr unsigned kNobody = 0xd8d2c0;
constexpr unsigned kNeutral = 0xa8a8a8;
constexpr unsigned kDisputed = 0xe08a1e;
constexpr unsigned kObjectiveGold = 0xd9a520;

ImU32 col(unsigned rgb, int alpha = 255) { return mapui::rgba(rgb, alpha); }

unsigned zone_rgb(const ZoneMark& z) {
  if (z.disputed) return kDisputed;
  if (z.neutral) return kNeutral;
  if (z.controller) return camp_rgb(*z.controller);
  return kNobody;
}

std::string badge(const StackMark& m) {
  std::string t = m.army ? "A" : "G";
  if (m.ss >= 0) t += " " + std::to_string(m.ss);
  return t;
}
}  // namespace

unsigned camp_rgb(Camp c) { return c == Camp::Burgundy ? kBurgundianBlue : kSwissRed; }

BourgogneLayers::BourgogneLayers(const MapPicture& picture, std::string selected, float font)
    : picture_(picture), selected_(std::move(selected)), font_(font) {}

std::string BourgogneLayers::zone_of(int node) const {
  if (node < 0 || node >= static_cast<int>(picture_.zones.size())) return "";
  return picture_.zones[static_cast<std::size_t>(node)].id;
}

// Variant 0: the name and each stack's leader; 1: the name; 2: the number; 3: nothing.
std::vector<std::string> BourgogneLayers::lines(const ZoneMark& z, int variant) const {
  std::vector<std::string> out;
  if (variant >= 3) return out;
  out.push_back(variant == 2 ? z.id : z.name);
  if (variant == 0)
    for (const auto& st : z.stacks)
      if (!st.leader.empty()) out.push_back(st.leader);
  return out;
}

mapui::Scene BourgogneLayers::scene(const mapui::Frame& f) {
  mapui::Scene sc;
  sc.background = kPaper;
  sc.legend = bourgogne_legend();
  const float r = radius(), badge_w = f.text_size("A 22", font_ * 0.85f).x + 6;
  for (std::size_t i = 0; i < picture_.zones.size(); ++i) {
    const ZoneMark& z = picture_.zones[i];
    mapui::SceneNode n;
    n.pos = Vec2{z.x, z.y};
    const float right = z.stacks.empty() ? 0 : badge_w + 2;
    for (int variant = 0; variant <= 3; ++variant) {
      float w = 2 * r + right, h = 2 * r;
      for (const auto& l : lines(z, variant)) {
        w = std::max(w, f.text_size(l, font_).x + 4);
        h += font_ + 1;
      }
      n.sizes.push_back(Vec2{w, h});
      n.offsets.push_back(Vec2{right / 2, (h - 2 * r) / 2});
    }
    n.priority = z.vp * 10 + static_cast<int>(z.stacks.size()) * 5 + (z.fv == 2 ? 3 : 0);
    n.always_label = z.id == selected_;
    if (z.id == selected_) sc.selected_node = static_cast<int>(i);
    sc.nodes.push_back(std::move(n));
  }
  edge_links_.clear();
  for (std::size_t i = 0; i < picture_.links.size(); ++i) {
    const LinkMark& l = picture_.links[i];
    int a = -1, b = -1;
    for (std::size_t k = 0; k < picture_.zones.size(); ++k) {
      if (picture_.zones[k].id == l.a) a = static_cast<int>(k);
      if (picture_.zones[k].id == l.b) b = static_cast<int>(k);
    }
    if (a < 0 || b < 0) continue;
    sc.edges.push_back({a, b});
    edge_links_.push_back(static_cast<int>(i));
  }
  return sc;
}

void BourgogneLayers::background(const mapui::Frame& f) {
  for (const auto& lake : picture_.lakes) {
    ImVec2 c = f.at(Vec2{lake.x, lake.y});
    ImVec2 e = f.at(Vec2{lake.x + lake.rx, lake.y + lake.ry});
    float rx = std::abs(e.x - c.x), ry = std::abs(e.y - c.y);
    ImVec2 pts[32];
    for (int k = 0; k < 32; ++k) {
      const float a = static_cast<float>(k) * 6.2831853f / 32.0f;
      pts[k] = ImVec2(c.x + rx * std::cos(a), c.y + ry * std::sin(a));
    }
    f.draw->AddConvexPolyFilled(pts, 32, col(kLake, 220));
    ImVec2 ts = f.text_size(lake.name, font_ * 0.85f);
    if (ts.x < 2 * rx) f.text(ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), col(0x1d3d66), lake.name, font_ * 0.85f);
  }
}

void BourgogneLayers::edge(const mapui::Frame& f, int edge, const mapui::EdgeView& e) {
  const LinkMark& l = picture_.links[static_cast<std::size_t>(edge_links_[static_cast<std::size_t>(edge)])];
  const float t = (e.hovered ? 2.5f : 1.5f) * f.weight();
  if (!l.junction) {
    f.draw->AddLine(e.a, e.b, col(kLink, 200), t);
    return;
  }
  // A single junction point (GdB 7.1): dashed.
  ImVec2 d = mapui::sub(e.b, e.a);
  float len = std::sqrt(d.x * d.x + d.y * d.y), dash = 6 * f.weight();
  for (float s = 0; s < len; s += 2 * dash) {
    float s1 = std::min(len, s + dash);
    f.draw->AddLine(mapui::add(e.a, mapui::mul(d, s / len)), mapui::add(e.a, mapui::mul(d, s1 / len)), col(kLink, 200),
                    t);
  }
}

void BourgogneLayers::node(const mapui::Frame& f, int node, const mapui::NodeView& v) {
  if (!v.visible) return;
  const ZoneMark& z = picture_.zones[static_cast<std::size_t>(node)];
  const float r = radius();
  ImVec2 c = f.at(Vec2{z.x, z.y});
  ImDrawList* d = f.draw;
  const ImU32 fill = col(zone_rgb(z)), ink = col(kInk);
  if (z.mountain) {  // GdB 7.1: entering costs 2 MP
    ImVec2 a(c.x, c.y - r * 1.15f), b(c.x - r * 1.1f, c.y + r * 0.85f), e(c.x + r * 1.1f, c.y + r * 0.85f);
    d->AddTriangleFilled(a, b, e, fill);
    d->AddTriangle(a, b, e, ink, 1.2f);
  } else {
    d->AddCircleFilled(c, r, fill);
    d->AddCircle(c, r, ink, 0, 1.2f);
  }
  if (z.fv == 2) d->AddCircle(c, r + 3, ink, 0, 1.0f);  // GdB 9.4: a fortification value of 2
  if (z.vp > 0) {  // an objective (GdB 12.1): its VP in gold, ringed by its marker's camp
    std::string vp = std::to_string(z.vp);
    ImVec2 ts = f.text_size(vp, font_ * 0.9f);
    d->AddCircleFilled(c, r * 0.55f, col(kObjectiveGold));
    if (z.marker) d->AddCircle(c, r * 0.55f, col(camp_rgb(*z.marker)), 0, 2.0f);
    f.text(ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), ink, vp, font_ * 0.9f);
  }
  if (v.selected || v.hovered) d->AddCircle(c, r + 6, col(0xff8c00), 0, 2.5f);
  // The stacks, right of the symbol (GdB 7.1: A an army, G a garrison).
  float y = c.y - r;
  for (const auto& st : z.stacks) {
    std::string t = badge(st);
    ImVec2 ts = f.text_size(t, font_ * 0.85f);
    ImVec2 p0(c.x + r + 3, y), p1(p0.x + ts.x + 6, y + ts.y + 2);
    d->AddRectFilled(p0, p1, col(camp_rgb(st.camp)), 2);
    f.text(ImVec2(p0.x + 3, p0.y + 1), col(0xffffff), t, font_ * 0.85f);
    y = p1.y + 1;
  }
  if (!v.labelled) return;
  float ly = c.y + r + (z.fv == 2 ? 4 : 1);
  for (const auto& l : lines(z, v.variant)) {
    ImVec2 ts = f.text_size(l, font_);
    f.text_halo(ImVec2(c.x - ts.x / 2, ly), ink, col(kPaper), l, font_);
    ly += font_ + 1;
  }
}

void BourgogneLayers::tooltip(const mapui::Frame&, const mapui::Hit& hit) {
  if (hit.kind != mapui::Hit::Kind::Node) return;
  const ZoneMark& z = picture_.zones[static_cast<std::size_t>(hit.index)];
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(z.name.c_str());
  std::string what = std::string(z.mountain ? "Mountain" : "Normal") + " zone, fortification value " +
                     std::to_string(z.fv) + (z.territory.empty() ? "" : ", " + z.territory);
  ImGui::TextUnformatted(what.c_str());
  if (z.vp > 0)
    ImGui::Text("Objective: %d VP, %s", z.vp,
                z.marker ? (std::string(camp_name(*z.marker)) + " control marker").c_str() : "no control marker");
  ImGui::TextUnformatted(z.disputed  ? "Disputed (GdB 6.1)"
                         : z.neutral ? "Neutral (GdB 6.1)"
                         : z.controller ? (std::string("Controlled by the ") + camp_name(*z.controller)).c_str()
                                        : "Controlled by nobody");
  for (const auto& st : z.stacks) {
    ImGui::Separator();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(col(camp_rgb(st.camp))), "%s: %s", camp_name(st.camp),
                       st.label().c_str());
    for (const auto& l : st.lines) ImGui::BulletText("%s", l.c_str());
  }
  ImGui::EndTooltip();
}

std::vector<mapui::LegendEntry> bourgogne_legend() {
  using E = mapui::LegendEntry;
  return {
      {E::Mark::Dot, kBurgundianBlue, 2, "Burgundian zone", {}},
      {E::Mark::Dot, kSwissRed, 2, "Swiss zone", {}},
      {E::Mark::Dot, kDisputed, 2, "disputed", {}},
      {E::Mark::Dot, kNeutral, 2, "neutral", {}},
      {E::Mark::Dot, kObjectiveGold, 2, "objective (its VP)", {}},
      {E::Mark::Line, kLink, 2, "border", {}},
      {E::Mark::Dashed, kLink, 2, "junction point", {}},
      {E::Mark::Swatch, kLake, 2, "lake (impassable)", {}},
      {E::Mark::Swatch, 0x6a6a6a, 2, "a stack: A army, G garrison, and its SS", {}},
  };
}

}  // namespace umpire::bourgogneui
