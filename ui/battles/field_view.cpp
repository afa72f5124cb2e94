#include "ui/battles/field_view.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "ui/battles/field_layout.h"
#include "ui/map/palette.h"
#include "ui/windows.h"

namespace umpire::battlesui {

namespace {

using battles::FieldPicture;
using mapui::Vec2;

constexpr unsigned kFieldPaper = 0xece4ce;
constexpr unsigned kFieldInk = 0x202020;
constexpr unsigned kNobodysPlace = 0xd6cfbc;
constexpr unsigned kStateMark = 0xf2c230;  // a piece with a state (reduced, in retreat...)
constexpr unsigned kHover = 0xff8c00;
// The links' styles, by the order their kinds first appear: a colour, dashed or not, a thickness.
struct LinkStyle {
  unsigned rgb;
  bool dashed;
  float thickness;
};
constexpr LinkStyle kLinkStyles[] = {
    {0x5a4a35, false, 2.0f}, {0x9a3a20, true, 2.0f}, {0x3a6a8a, false, 3.5f}, {0x6a6a6a, true, 1.5f}};

ImU32 field_col(unsigned rgb, int alpha = 255) { return mapui::rgba(rgb, alpha); }

ImVec2 field_text_size(const std::string& t, float px) {
  return ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, t.c_str());
}

void field_dashed_line(ImDrawList* d, ImVec2 a, ImVec2 b, ImU32 c, float thick, float dash) {
  const ImVec2 v = mapui::sub(b, a);
  const float len = std::sqrt(v.x * v.x + v.y * v.y);
  if (len < 1) return;
  for (float s = 0; s < len; s += 2 * dash)
    d->AddLine(mapui::add(a, mapui::mul(v, s / len)), mapui::add(a, mapui::mul(v, std::min(len, s + dash) / len)), c,
               thick);
}

void field_dashed_rect(ImDrawList* d, ImVec2 p0, ImVec2 p1, ImU32 c, float thick) {
  field_dashed_line(d, p0, ImVec2(p1.x, p0.y), c, thick, 5);
  field_dashed_line(d, ImVec2(p1.x, p0.y), p1, c, thick, 5);
  field_dashed_line(d, p1, ImVec2(p0.x, p1.y), c, thick, 5);
  field_dashed_line(d, ImVec2(p0.x, p1.y), p0, c, thick, 5);
}

class FieldLayers : public mapui::Layers {
 public:
  FieldLayers(const FieldPicture& picture, const battles::BattleSetup& setup, float font)
      : picture_(picture), font_(font), badge_px_(font * 0.85f) {
    for (const auto& s : setup.sides) {
      ids_.push_back(s.id);
      names_[s.id] = setup.side_name(s.id);
    }
    colours_ = side_colours(ids_);
    const double badge_h = badge_px_ + 4;
    for (const auto& place : picture_.places) {
      std::vector<double> widths;
      for (const auto* p : pieces_in(picture_, place.id))
        widths.push_back(field_text_size(badge_text(*p), badge_px_).x + 8);
      layouts_.push_back(lay_out_badges(widths, badge_h, font_ * 13, 3, 5, Vec2{font_ * 5.0, font_ * 2.0}));
      const Vec2 box = layouts_.back().box;
      points_.push_back(Vec2{place.x, place.y});
      extents_.push_back(Vec2{std::max(box.x, static_cast<double>(field_text_size(place.name, font_).x) + 6),
                              box.y + 2 * (font_ + 2)});
    }
    for (const auto& l : picture_.links)
      if (std::find(link_kinds_.begin(), link_kinds_.end(), l.kind) == link_kinds_.end()) link_kinds_.push_back(l.kind);
  }

  // Pixels a fit must leave each side (x, y) so the boxes at the edges stay whole.
  Vec2 margin() const {
    Vec2 m{font_ * 2.0, font_ * 2.0};
    for (const auto& e : extents_) m = Vec2{std::max(m.x, e.x / 2 + 8), std::max(m.y, e.y / 2 + 8)};
    return m;
  }
  // The fewest pixels per world unit at which no two places (their names
  // included) overlap: the canvas is made tall enough for it.
  double least() const { return least_scale(points_, extents_, 6); }
  double tallest() const {
    double h = 0;
    for (const auto& e : extents_) h = std::max(h, e.y);
    return h;
  }

  unsigned side_colour(const std::string& side) const {
    auto it = colours_.find(side);
    return it == colours_.end() ? kNobodysPlace : it->second;
  }

  mapui::Scene scene(const mapui::Frame& f) {
    mapui::Scene sc;
    sc.background = kFieldPaper;
    for (std::size_t i = 0; i < picture_.places.size(); ++i) {
      const auto& place = picture_.places[i];
      const Vec2 box = layouts_[i].box;
      const double name_w = f.text_size(place.name, font_).x + 6, name_h = font_ + 2;
      mapui::SceneNode n;
      n.pos = Vec2{place.x, place.y};
      n.sizes = {Vec2{std::max(box.x, name_w), box.y + name_h}, box};  // with its name above, then without
      n.offsets = {Vec2{0, -name_h / 2}, Vec2{0, 0}};
      n.priority = static_cast<int>(pieces_in(picture_, place.id).size());
      sc.nodes.push_back(std::move(n));
    }
    for (std::size_t i = 0; i < picture_.links.size(); ++i) {
      const auto& l = picture_.links[i];
      int a = -1, b = -1;
      for (std::size_t k = 0; k < picture_.places.size(); ++k) {
        if (picture_.places[k].id == l.a) a = static_cast<int>(k);
        if (picture_.places[k].id == l.b) b = static_cast<int>(k);
      }
      if (a < 0 || b < 0) continue;
      sc.edges.push_back({a, b});
      edge_links_.push_back(i);
    }
    sc.legend = legend();
    return sc;
  }

  void edge(const mapui::Frame& f, int edge, const mapui::EdgeView& e) override {
    const auto& l = picture_.links[edge_links_[static_cast<std::size_t>(edge)]];
    const LinkStyle& s = style_of(l.kind);
    const float t = s.thickness * (e.hovered ? 1.6f : 1.0f) * f.weight();
    if (s.dashed)
      field_dashed_line(f.draw, e.a, e.b, field_col(s.rgb, 220), t, 7);
    else
      f.draw->AddLine(e.a, e.b, field_col(s.rgb, 220), t);
  }

  void node(const mapui::Frame& f, int node, const mapui::NodeView& v) override {
    const std::size_t i = static_cast<std::size_t>(node);
    const auto& place = picture_.places[i];
    const BadgeLayout& lay = layouts_[i];
    const ImVec2 c = f.at(Vec2{place.x, place.y});
    const ImVec2 p0(c.x - static_cast<float>(lay.box.x / 2), c.y - static_cast<float>(lay.box.y / 2));
    const ImVec2 p1(p0.x + static_cast<float>(lay.box.x), p0.y + static_cast<float>(lay.box.y));
    const unsigned side = side_colour(place.side);
    const bool retreat = place.kind == "retreat";
    const unsigned fill = place.side.empty() ? kNobodysPlace : mapui::shade(side, retreat ? 0.86 : 0.68);
    ImDrawList* d = f.draw;
    d->AddRectFilled(p0, p1, field_col(fill), 4);
    if (retreat)
      field_dashed_rect(d, p0, p1, field_col(side), 1.5f);
    else
      d->AddRect(p0, p1, field_col(place.side.empty() ? 0x8a8070 : side), 4, 0, 1.5f);
    if (v.hovered)
      d->AddRect(mapui::add(p0, ImVec2(-4, -4)), mapui::add(p1, ImVec2(4, 4)), field_col(kHover), 5, 0, 2.5f);
    const auto pieces = pieces_in(picture_, place.id);
    for (std::size_t k = 0; k < pieces.size() && k < lay.at.size(); ++k) {
      const auto& p = *pieces[k];
      const std::string t = badge_text(p);
      const ImVec2 ts = field_text_size(t, badge_px_);
      const ImVec2 b0(p0.x + static_cast<float>(lay.at[k].x), p0.y + static_cast<float>(lay.at[k].y));
      const ImVec2 b1(b0.x + ts.x + 8, b0.y + badge_px_ + 4);
      const unsigned rgb = side_colour(p.side);
      d->AddRectFilled(b0, b1, field_col(rgb), 2);
      f.text(ImVec2(b0.x + 4, b0.y + 2), field_col(mapui::ink_on(rgb)), t, badge_px_);
      if (!p.states.empty())  // reduced, in retreat...: a corner, read in the tooltip
        d->AddTriangleFilled(ImVec2(b1.x - 7, b0.y), ImVec2(b1.x, b0.y), ImVec2(b1.x, b0.y + 7), field_col(kStateMark));
    }
    if (!v.labelled || v.variant != 0) return;
    const ImVec2 ts = f.text_size(place.name, font_);
    const ImVec2 n0(c.x - ts.x / 2 - 3, p0.y - font_ - 3);  // on paper, so that no link runs through the name
    f.draw->AddRectFilled(n0, ImVec2(n0.x + ts.x + 6, p0.y - 1), field_col(kFieldPaper, 235), 2);
    f.text_halo(ImVec2(c.x - ts.x / 2, p0.y - font_ - 2), field_col(kFieldInk), field_col(kFieldPaper), place.name,
                font_);
  }

  void tooltip(const mapui::Frame&, const mapui::Hit& hit) override {
    ImGui::BeginTooltip();
    if (hit.kind == mapui::Hit::Kind::Node) {
      const auto& place = picture_.places[static_cast<std::size_t>(hit.index)];
      const auto lines = place_lines(picture_, place, names_);
      const auto pieces = pieces_in(picture_, place.id);
      const std::size_t first_piece = lines.size() - (pieces.empty() ? 1 : pieces.size());
      for (std::size_t k = 0; k < lines.size(); ++k) {
        if (k >= first_piece && !pieces.empty()) {
          const unsigned rgb = mapui::readable_on(side_colour(pieces[k - first_piece]->side), mapui::kDarkWindow, 4.5);
          ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(field_col(rgb)), "%s", lines[k].c_str());
        } else {
          ImGui::TextUnformatted(lines[k].c_str());
        }
      }
    } else if (hit.kind == mapui::Hit::Kind::Edge) {
      const auto& l = picture_.links[edge_links_[static_cast<std::size_t>(hit.index)]];
      const auto* a = picture_.place(l.a);
      const auto* b = picture_.place(l.b);
      ImGui::Text("%s - %s", a ? a->name.c_str() : l.a.c_str(), b ? b->name.c_str() : l.b.c_str());
      if (!l.kind.empty()) ImGui::TextUnformatted(l.kind.c_str());
    }
    ImGui::EndTooltip();
  }

 private:
  const LinkStyle& style_of(const std::string& kind) const {
    const auto it = std::find(link_kinds_.begin(), link_kinds_.end(), kind);
    const auto k = static_cast<std::size_t>(it - link_kinds_.begin());
    return kLinkStyles[k % (sizeof kLinkStyles / sizeof kLinkStyles[0])];
  }

  std::vector<mapui::LegendEntry> legend() const {
    using E = mapui::LegendEntry;
    std::vector<E> out;
    for (const auto& id : ids_) {
      bool has = false;
      for (const auto& p : picture_.places) has |= p.side == id;
      for (const auto& p : picture_.pieces) has |= p.side == id;
      if (has) out.push_back({E::Mark::Swatch, side_colour(id), 2, names_.at(id), {}});
    }
    for (const auto& kind : link_kinds_) {
      if (kind.empty()) continue;
      const LinkStyle& s = style_of(kind);
      out.push_back({s.dashed ? E::Mark::Dashed : E::Mark::Line, s.rgb, s.thickness, kind, {}});
    }
    bool states = false, retreat = false;
    for (const auto& p : picture_.pieces) states |= !p.states.empty();
    for (const auto& p : picture_.places) retreat |= p.kind == "retreat";
    if (retreat) out.push_back({E::Mark::Dashed, 0x6a6a6a, 1.5f, "retreat (dashed border)", {}});
    if (states) out.push_back({E::Mark::Swatch, kStateMark, 2, "a piece with a state (hover its place)", {}});
    return out;
  }

  const FieldPicture& picture_;
  std::vector<std::string> ids_;  // the set-up's sides, in order
  std::map<std::string, unsigned> colours_;
  std::map<std::string, std::string> names_;
  float font_, badge_px_;
  std::vector<BadgeLayout> layouts_;
  std::vector<Vec2> points_,
      extents_;  // each place's point and its box with its name (a name's height above and below)
  std::vector<std::string> link_kinds_;
  std::vector<std::size_t> edge_links_;
};

ImVec4 side_text_colour(unsigned rgb) {
  return ImGui::ColorConvertU32ToFloat4(field_col(mapui::readable_on(rgb, mapui::kDarkWindow, 4.5)));
}

// A side's hand as tiles that wrap: a shown item with its name, a hidden one
// face down (its name is not in the picture, so it cannot be shown).
void draw_hand_tiles(const FieldPicture::Hand& hand, unsigned rgb) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float h = ImGui::GetFontSize() + 8;
  float last_right = 0;  // the previous tile's right edge
  for (std::size_t i = 0; i < hand.items.size(); ++i) {
    const battles::HandItem& item = hand.items[i];
    const std::string face = item.is_hidden() ? "?" : item.name();
    const float w = std::max(h * 1.4f, ImGui::CalcTextSize(face.c_str()).x + 14);
    if (i > 0) {
      const float next = last_right + style.ItemSpacing.x + w;
      if (next <= right) ImGui::SameLine();
    }
    ImGui::PushID(static_cast<int>(i));
    ImGui::InvisibleButton("##tile", ImVec2(w, h));
    ImGui::PopID();
    const ImVec2 p0 = ImGui::GetItemRectMin(), p1 = ImGui::GetItemRectMax();
    last_right = p1.x;
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* d = ImGui::GetWindowDrawList();
    const ImVec2 ts = ImGui::CalcTextSize(face.c_str());
    const ImVec2 at(p0.x + (w - ts.x) / 2, p0.y + (h - ts.y) / 2);
    if (item.is_hidden()) {
      const unsigned back = mapui::shade(rgb, -0.35);
      d->AddRectFilled(p0, p1, field_col(back), 3);
      d->PushClipRect(p0, p1, true);
      for (float x = p0.x - h; x < p1.x; x += 7) d->AddLine(ImVec2(x, p1.y), ImVec2(x + h, p0.y), field_col(rgb), 1.0f);
      d->PopClipRect();
      d->AddRect(p0, p1, field_col(rgb), 3, 0, 1.5f);
      d->AddText(at, field_col(mapui::kLightInk), face.c_str());
    } else {
      d->AddRectFilled(p0, p1, field_col(0xf4ecd8), 3);
      d->AddRect(p0, p1, field_col(rgb), 3, 0, 2.0f);
      d->AddText(at, field_col(kFieldInk), face.c_str());
    }
    ImGui::LogText("[%s] ", tile_text(item).c_str());  // for the text log (the tests), as it would be read
    if (hovered) {
      ImGui::BeginTooltip();
      if (item.is_hidden()) {
        ImGui::TextUnformatted("A marker held face down: what it is is not shown");
      } else {
        ImGui::TextUnformatted(item.name().c_str());
        if (!item.note().empty()) ImGui::TextUnformatted(item.note().c_str());
      }
      ImGui::EndTooltip();
    }
  }
}

void draw_field_words(const FieldPicture& picture, const battles::BattleSetup& setup, mapui::CanvasState& canvas) {
  std::vector<std::string> ids;
  for (const auto& s : setup.sides) ids.push_back(s.id);
  const auto colours = side_colours(ids);
  auto colour_of = [&](const std::string& side) {
    auto it = colours.find(side);
    return it == colours.end() ? kNobodysPlace : it->second;
  };
  if (!picture.places.empty()) {
    if (ImGui::SmallButton("Fit the field")) canvas.fitted = false;
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Drag with the right or middle button to pan, the wheel zooms; hover a place to read it.");
    if (!picture.step.empty()) same_line_if_fits(ImGui::CalcTextSize(picture.step.c_str()).x);
  }
  if (!picture.step.empty()) text_wrapped_coloured(Palette::warning(), picture.step);
  if (!picture.dice.empty()) ImGui::TextWrapped("Last dice: %s", picture.dice.c_str());
  for (const auto& n : picture.notes) ImGui::TextWrapped("%s", n.c_str());
  for (const auto& hand : picture.hands) {
    ImGui::PushID(hand.side.c_str());
    ImGui::TextColored(side_text_colour(colour_of(hand.side)), "%s",
                       hand_summary(hand, setup.side_name(hand.side)).c_str());
    if (!hand.items.empty()) draw_hand_tiles(hand, colour_of(hand.side));
    ImGui::PopID();
  }
  const auto off = pieces_off_field(picture);
  if (!off.empty()) {
    std::string line = "Off the field:";
    for (std::size_t i = 0; i < off.size(); ++i)
      line += std::string(i ? "; " : " ") + setup.side_name(off[i]->side) + ": " + piece_line(*off[i]);
    ImGui::TextWrapped("%s", line.c_str());
  }
}

}  // namespace

void draw_field(const FieldPicture& picture, const battles::BattleSetup& setup, mapui::CanvasState& canvas) {
  const float font = ImGui::GetFontSize();
  FieldLayers layers(picture, setup, std::max(10.0f, font * 0.9f));
  if (!picture.places.empty()) {
    const mapui::Rect world = field_world(picture);
    const double least = layers.least();
    const Vec2 margin = layers.margin();
    // Tall enough for the places apart at the least scale, within bounds; wider fields are panned.
    const double wanted = std::max(world.height(), 1.0) * least + 2 * margin.y;
    const float avail_y = ImGui::GetContentRegionAvail().y;
    const float roomy = avail_y * 0.4f;  // a large window gives the field more room
    // Never more than about half a small window, so the decision asked below it shows without a scroll; a
    // field taller than that is panned.
    const float most = std::max(font * 10, std::min(font * 36, avail_y * 0.55f));
    const float height = std::clamp(std::max(static_cast<float>(wanted), roomy), font * 10, most);
    ImGui::BeginChild("##battlefield", ImVec2(0, height), false, ImGuiWindowFlags_NoScrollbar);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const mapui::Vec2 size{std::max(avail.x, 50.0f), std::max(avail.y, 50.0f)};
    const bool resized = size.x != canvas.last_size.x || size.y != canvas.last_size.y;
    if (!canvas.fitted || (resized && !canvas.moved)) {
      canvas.camera = fit_field(world, size, margin, least);
      canvas.fitted = true;
      canvas.moved = false;
    }
    mapui::CanvasOptions options;
    options.world = world;
    options.margin = std::max(margin.x, margin.y);
    options.auto_fit = false;  // fitted above: never so small that places overlap
    mapui::Frame frame = mapui::begin_canvas("##battlefieldcanvas", canvas, options);
    mapui::Scene scene = layers.scene(frame);
    mapui::draw_canvas(frame, canvas, scene, layers);
    ImGui::EndChild();
  }
  draw_field_words(picture, setup, canvas);
}

}  // namespace umpire::battlesui
