#include "ui/soldier_king/map_draw.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "ui/map_palette.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {

using mapdraw::add;
using mapdraw::kGold;
using mapdraw::kHighway;
using mapdraw::kInk;
using mapdraw::kRiver;
using mapdraw::kRoad;
using mapdraw::kSelected;
using mapdraw::mul;
using mapdraw::sub;



// How much thicker lines and marks are when zoomed in, relative to the fit.
float zoom_weight(const MapFrame& f) {
  return static_cast<float>(std::clamp(std::sqrt(f.camera.scale / f.camera.fit_scale), 1.0, 2.0));
}

std::string recruiting_text(const sk::CityBox& b) {
  return std::to_string(b.recruiting->ruled) + "/" + std::to_string(b.recruiting->captured);
}

// A province's area: the hull of its boxes and label, padded, tinted with the ruler's colour.
void draw_province_area(const MapFrame& f, const sk::SkState& s, const sk::Province& p) {
  std::vector<Vec> pts;
  const double pad = 22.0 * zoom_weight(f);
  auto around = [&](const sk::Point& q) {
    ImVec2 c = f.at(q);
    for (int k = 0; k < 12; ++k) {
      double a = k * 3.14159265358979 / 6;
      pts.push_back(Vec{c.x + pad * std::cos(a), c.y + pad * std::sin(a)});
    }
  };
  around(p.label);
  for (const sk::CityBox* b : s.map->boxes_in(p.id)) around(b->pos);
  auto hull = convex_hull(pts);
  if (hull.size() < 3) return;
  std::vector<ImVec2> poly;
  for (const auto& v : hull) poly.push_back(ImVec2(static_cast<float>(v.x), static_cast<float>(v.y)));
  auto it = s.rulers.find(p.id);
  unsigned rgb = faction_rgb(it == s.rulers.end() ? "" : it->second);
  f.draw->AddConvexPolyFilled(poly.data(), static_cast<int>(poly.size()), rgba(rgb, 46));
  f.draw->AddPolyline(poly.data(), static_cast<int>(poly.size()), rgba(rgb, 150), ImDrawFlags_Closed, 1.5f);
}

void draw_arrowhead(const MapFrame& f, ImVec2 tip, ImVec2 dir, ImU32 colour) {
  const float len = 9.0f * zoom_weight(f), half = 5.0f * zoom_weight(f);
  ImVec2 back = sub(tip, mul(dir, len));
  ImVec2 normal(-dir.y, dir.x);
  f.draw->AddTriangleFilled(tip, add(back, mul(normal, half)), sub(back, mul(normal, half)), colour);
}

void draw_lines(const MapFrame& f, const sk::SkState& s) {
  // Two boxes may be joined by several lines (a road beside a river): spread them apart.
  std::map<std::pair<std::string, std::string>, std::vector<std::size_t>> pairs;
  for (std::size_t i = 0; i < s.map->lines.size(); ++i) {
    const auto& l = s.map->lines[i];
    pairs[std::minmax(l.a, l.b)].push_back(i);
  }
  const float w = zoom_weight(f);
  for (const auto& [ends, indices] : pairs) {
    const sk::CityBox* a = s.map->box(ends.first);
    const sk::CityBox* b = s.map->box(ends.second);
    if (!a || !b) continue;
    ImVec2 pa = f.at(a->pos), pb = f.at(b->pos);
    ImVec2 d = sub(pb, pa);
    float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1) continue;
    ImVec2 dir = mul(d, 1 / len), normal(-dir.y, dir.x);
    for (std::size_t k = 0; k < indices.size(); ++k) {
      const auto& line = s.map->lines[indices[k]];
      float offset = (static_cast<float>(k) - (static_cast<float>(indices.size()) - 1) / 2) * 5.0f * w;
      ImVec2 o = mul(normal, offset);
      ImU32 colour = line.type == sk::LineType::Road ? kRoad : line.type == sk::LineType::Highway ? kHighway : kRiver;
      float thick = (line.type == sk::LineType::Road ? 1.8f : line.type == sk::LineType::Highway ? 3.6f : 2.6f) * w;
      f.draw->AddLine(add(pa, o), add(pb, o), colour, thick);
      if (line.type == sk::LineType::River) {
        ImVec2 down = line.downstream == ends.second ? dir : mul(dir, -1);
        ImVec2 mid = add(mul(add(pa, pb), 0.5f), o);
        draw_arrowhead(f, add(mid, mul(down, 6.0f * w)), down, kRiver);
      }
    }
  }
}

void draw_label(const MapFrame& f, ImVec2 pos, ImU32 colour, const std::string& text, float size) {
  f.draw->AddText(ImGui::GetFont(), size, pos, colour, text.c_str());
}

ImVec2 text_size(const std::string& text, float size) {
  return ImGui::GetFont()->CalcTextSizeA(size, 1e9f, 0, text.c_str());
}

void draw_province_box(const MapFrame& f, const sk::SkState& s, const sk::Province& p) {
  Rect r = province_rect(f, p);
  auto it = s.rulers.find(p.id);
  unsigned rgb = faction_rgb(it == s.rulers.end() ? "" : it->second);
  f.draw->AddRectFilled(r.min, r.max, rgba(rgb, 235), 3.0f);
  f.draw->AddRect(r.min, r.max, IM_COL32(30, 30, 30, 200), 3.0f, 0, 1.0f);
  const float size = f.font * 1.08f;
  std::string text = p.name + "  " + std::to_string(p.recruiting_value);
  ImVec2 ts = text_size(text, size);
  ImU32 ink = dark_text_on(rgb) ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255);
  draw_label(f, ImVec2(r.centre().x - ts.x / 2, r.centre().y - ts.y / 2), ink, text, size);
}

// A tiny crown: a band with three points, in gold, its base at `base` (centre).
void draw_crown(const MapFrame& f, ImVec2 base, float h) {
  const float w = h * 1.4f;
  ImVec2 bl(base.x - w / 2, base.y), br(base.x + w / 2, base.y);
  float band = h * 0.35f;
  f.draw->AddRectFilled(ImVec2(bl.x, base.y - band), br, kGold);
  for (int k = 0; k < 3; ++k) {
    float cx = bl.x + w * (0.5f * static_cast<float>(k)), half = w * 0.2f;
    float x0 = std::max(bl.x, cx - half), x1 = std::min(br.x, cx + half);
    f.draw->AddTriangleFilled(ImVec2(x0, base.y - band), ImVec2(cx, base.y - h), ImVec2(x1, base.y - band), kGold);
  }
  f.draw->AddRect(ImVec2(bl.x, base.y - band), br, IM_COL32(110, 80, 0, 255), 0, 0, 1.0f);
}

// A permanent entrenchment: a zigzag under the box.
void draw_entrenchment(const MapFrame& f, const Rect& r) {
  const float y = r.max.y + 3, amp = 2.5f, step = 4.0f;
  std::vector<ImVec2> pts;
  int n = std::max(2, static_cast<int>((r.max.x - r.min.x) / step));
  for (int k = 0; k <= n; ++k)
    pts.push_back(ImVec2(r.min.x + (r.max.x - r.min.x) * static_cast<float>(k) / static_cast<float>(n), y + (k % 2 ? amp : -amp)));
  f.draw->AddPolyline(pts.data(), static_cast<int>(pts.size()), IM_COL32(70, 50, 30, 255), 0, 1.5f);
}

// The forces in the box: a chip per faction with its column count, a smaller
// chip with the garrison's stands, a dot for officers without a column.
// Foreign troops in a faction's intelligence: a chip per reported faction
// with its column count, or a "?" when the report is Inaccurate.
void draw_reported(const MapFrame& f, const sk::BoxIntel& intel, float x, float y, float size) {
  const float h = size + 2;
  auto chip = [&](const std::string& text, unsigned rgb) {
    float w = text_size(text, size).x + 8;
    f.draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), rgba(rgb, 150), 2.0f);
    f.draw->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(20, 20, 20, 220), 2.0f, 0, 1.0f);
    f.draw->AddText(ImGui::GetFont(), size, ImVec2(x + 4, y + 1), IM_COL32(255, 255, 255, 255), text.c_str());
    x += w + 2;
  };
  if (intel.forces.empty()) {
    chip("?", faction_rgb(intel.possibly));
    return;
  }
  for (const auto& fc : intel.forces) chip(std::to_string(fc.infantry_columns + fc.cavalry_columns) + "?", faction_rgb(fc.faction));
}

void draw_stacks(const MapFrame& f, const sk::SkState& s, const sk::CityBox& b, const Rect& r) {
  auto forces = forces_in_box(s, b.id, f.viewer);
  const sk::BoxIntel* intel = intel_at(f.picture, b.id);
  if (intel && intel->troops)
    draw_reported(f, *intel, r.max.x + 2, r.min.y - (std::max(10.0f, f.font * 0.85f) + 2) / 2, std::max(10.0f, f.font * 0.85f));
  if (forces.empty()) return;
  const float size = std::max(10.0f, f.font * 0.85f) * std::min(zoom_weight(f), 1.4f);
  const float h = size + 2, gap = 2;
  std::vector<float> widths;
  float total = 0;
  for (const auto& fc : forces) {
    float w = 0;
    if (!fc.columns.empty()) w += text_size(std::to_string(fc.columns.size()), size).x + 8;
    if (fc.garrison_stands) w += text_size(std::to_string(fc.garrison_stands), size * 0.8f).x + 6 + gap;
    bool loose = std::any_of(fc.officers.begin(), fc.officers.end(), [](const sk::Officer* o) { return o->column.empty(); });
    if (loose) w += h * 0.55f + gap;
    widths.push_back(w);
    total += w + gap * 2;
  }
  float x = r.centre().x - total / 2;
  const float y = r.max.y + (b.entrenchment ? 7 : 3);
  for (std::size_t i = 0; i < forces.size(); ++i) {
    const auto& fc = forces[i];
    unsigned rgb = faction_rgb(fc.owner);
    ImU32 ink = dark_text_on(rgb) ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255);
    if (!fc.columns.empty()) {
      std::string n = std::to_string(fc.columns.size());
      float w = text_size(n, size).x + 8;
      f.draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), rgba(rgb), 2.0f);
      f.draw->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(20, 20, 20, 220), 2.0f);
      draw_label(f, ImVec2(x + 4, y + 1), ink, n, size);
      x += w + gap;
    }
    if (fc.garrison_stands) {
      std::string n = std::to_string(fc.garrison_stands);
      float gs = size * 0.8f, w = text_size(n, gs).x + 6, gh = gs + 2;
      float gy = y + (h - gh) / 2;
      f.draw->AddRectFilled(ImVec2(x, gy), ImVec2(x + w, gy + gh), rgba(rgb, 200), 0);
      f.draw->AddRect(ImVec2(x, gy), ImVec2(x + w, gy + gh), IM_COL32(20, 20, 20, 220), 0, 0, 1.0f);
      draw_label(f, ImVec2(x + 3, gy + 1), ink, n, gs);
      x += w + gap;
    }
    bool loose = std::any_of(fc.officers.begin(), fc.officers.end(), [](const sk::Officer* o) { return o->column.empty(); });
    if (loose) {
      bool ac = std::any_of(fc.officers.begin(), fc.officers.end(), [](const sk::Officer* o) {
        return o->rank == sk::Rank::Monarch || o->rank == sk::Rank::Duke;
      });
      float rad = h * 0.28f;
      ImVec2 c(x + rad, y + h / 2);
      f.draw->AddCircleFilled(c, rad, rgba(rgb));
      f.draw->AddCircle(c, rad, ac ? kGold : IM_COL32(20, 20, 20, 220), 0, ac ? 2.0f : 1.0f);
      x += rad * 2 + gap;
    }
    x += gap * 2;
  }
}

void draw_city(const MapFrame& f, const sk::SkState& s, const sk::CityBox& b, bool stacks) {
  Rect r = city_rect(f, b);
  const bool named = f.names || b.id == f.hovered || b.id == f.selected;
  std::string holder = s.holder(b.id);
  f.draw->AddRectFilled(r.min, r.max, IM_COL32(255, 255, 252, 255), 2.0f);
  if (holder.empty()) f.draw->AddRect(r.min, r.max, IM_COL32(90, 90, 90, 255), 2.0f, 0, 1.0f);
  else f.draw->AddRect(r.min, r.max, rgba(faction_rgb(holder)), 2.0f, 0, named ? 2.5f : 2.0f);
  if (named) {
    const float size = f.font;
    ImVec2 ts = text_size(b.name, size);
    float x = r.min.x + 4;
    draw_label(f, ImVec2(x, r.centre().y - ts.y / 2), kInk, b.name, size);
    if (b.recruiting) {
      std::string rv = recruiting_text(b);
      float rs = size * 0.85f;
      ImVec2 rts = text_size(rv, rs);
      draw_label(f, ImVec2(r.max.x - rts.x - 4, r.centre().y - rts.y / 2), IM_COL32(150, 20, 20, 255), rv, rs);
    }
  } else if (b.recruiting) {  // a dot marks a recruiting city when the names are hidden
    f.draw->AddCircleFilled(r.centre(), (r.max.x - r.min.x) * 0.2f, IM_COL32(150, 20, 20, 255));
  }
  if (b.electoral) {
    float ch = named ? f.font * 0.62f : 6.0f;
    draw_crown(f, ImVec2(r.min.x + ch * 0.4f, r.min.y - 1), ch);
  }
  if (b.entrenchment) draw_entrenchment(f, r);
  if (b.id == f.selected) f.draw->AddRect(sub(r.min, ImVec2(3, 3)), add(r.max, ImVec2(3, 3)), kSelected, 4.0f, 0, 2.5f);
  if (stacks) draw_stacks(f, s, b, r);
}

}  // namespace

ImVec2 MapFrame::at(const sk::Point& p) const {
  Vec v = camera.to_screen(Vec{p.x, p.y}, Vec{pos.x, pos.y}, Vec{size.x, size.y});
  return ImVec2(static_cast<float>(v.x), static_cast<float>(v.y));
}

Rect city_rect(const MapFrame& f, const sk::CityBox& b) {
  ImVec2 c = f.at(b.pos);
  const bool named = f.names || b.id == f.hovered || b.id == f.selected;
  if (!named) {
    float half = b.recruiting ? 5.5f : 4.5f;
    return Rect{ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half)};
  }
  float w = text_size(b.name, f.font).x + 8;
  if (b.recruiting) w += text_size(recruiting_text(b), f.font * 0.85f).x + 6;
  float h = f.font + 4;
  return Rect{ImVec2(c.x - w / 2, c.y - h / 2), ImVec2(c.x + w / 2, c.y + h / 2)};
}

Rect province_rect(const MapFrame& f, const sk::Province& p) {
  ImVec2 c = f.at(p.label);
  const float size = f.font * 1.08f;
  ImVec2 ts = text_size(p.name + "  " + std::to_string(p.recruiting_value), size);
  float w = ts.x + 12, h = size + 6;
  return Rect{ImVec2(c.x - w / 2, c.y - h / 2), ImVec2(c.x + w / 2, c.y + h / 2)};
}

std::string box_at(const MapFrame& f, const sk::SkState& s, ImVec2 point) {
  std::string best;
  float best_d = 1e30f;
  for (const auto& b : s.map->boxes) {
    Rect r = city_rect(f, b);
    r.min = sub(r.min, ImVec2(3, 3));
    r.max = add(r.max, ImVec2(3, 3));
    if (!r.contains(point)) continue;
    ImVec2 d = sub(point, r.centre());
    float dist = d.x * d.x + d.y * d.y;
    if (dist < best_d) {
      best_d = dist;
      best = b.id;
    }
  }
  return best;
}

std::string province_at(const MapFrame& f, const sk::SkState& s, ImVec2 point) {
  for (const auto& p : s.map->provinces)
    if (province_rect(f, p).contains(point)) return p.id;
  return "";
}

void draw_map(const MapFrame& f, const sk::SkState& s) {
  f.draw->AddRectFilled(f.pos, add(f.pos, f.size), IM_COL32(236, 228, 206, 255));
  for (const auto& p : s.map->provinces) draw_province_area(f, s, p);
  draw_lines(f, s);
  // Named cities cover the province boxes; unnamed (zoomed out) ones lie under them.
  if (f.names)
    for (const auto& p : s.map->provinces) draw_province_box(f, s, p);
  for (const auto& b : s.map->boxes)
    if (b.id != f.hovered && b.id != f.selected) draw_city(f, s, b, false);
  if (!f.names)
    for (const auto& p : s.map->provinces) draw_province_box(f, s, p);
  // The forces above everything; the selected and hovered boxes last, so their names are on top.
  for (const auto& b : s.map->boxes)
    if (b.id != f.hovered && b.id != f.selected) draw_stacks(f, s, b, city_rect(f, b));
  if (const sk::CityBox* b = s.map->box(f.selected)) draw_city(f, s, *b, true);
  if (const sk::CityBox* b = s.map->box(f.hovered); b && f.hovered != f.selected) draw_city(f, s, *b, true);
}

}  // namespace umpire::skui
