// The Field window: the battle's hex map (see battle_map_window.h). What it
// shows is worked out in battle_map_logic.cpp and drawn here.
#include "ui/lotn/battle_map_window.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

#include "lotn/baggage.h"
#include "lotn/command.h"
#include "lotn/engine.h"
#include "lotn/scenario.h"
#include "lotn/user_data.h"
#include "ui/battles/field_layout.h"
#include "ui/lotn/battle_map_logic.h"
#include "ui/lotn/hex_draw.h"
#include "ui/map/palette.h"
#include "ui/windows.h"

namespace umpire::lotnui {

namespace {

using mapui::rgba;

constexpr unsigned kBmwOption = 0xff9f1a;   // units and leaders that can be picked
constexpr unsigned kBmwMove = 0x2e9e4f;     // hexes a move may end in
constexpr unsigned kBmwFire = 0xd0202a;     // fire targets
constexpr unsigned kBmwShock = 0x7a2ca0;    // shock designations: attacker -> target arrows
constexpr unsigned kBmwSelect = 0xffe14a;   // the selection
constexpr unsigned kBmwDisrupted = 0xf2c230;
constexpr unsigned kBmwRouted = 0x9a1010;

struct BmwView {
  mapui::CanvasState canvas;
  int unit = -1, leader = -1;          // the selection
  std::optional<lotn::Hex> picker;     // a hex whose options the picker lists
  std::string picker_label;            // the decision it was opened for
  int cycle = 0;                       // repeated clicks on a stack select the next counter
  std::optional<lotn::Hex> last_click;
  bool own_window = true;              // the map in a window of its own over the main pane
};

std::map<const Campaign*, BmwView>& bmw_views() {
  static std::map<const Campaign*, BmwView> views;
  return views;
}

unsigned bmw_side_rgb(const lotn::Battle& st, int side) {
  (void)st;
  return battlesui::side_rgb(static_cast<std::size_t>(side));
}

// The hexes in a leader's Command Range now (LotN 4.21), as command.h measures it.
std::vector<lotn::Hex> bmw_command_hexes(const lotn::Battle& st, const lotn::Board& board, int leader) {
  std::vector<lotn::Hex> out;
  const lotn::LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  if (!l.on_map) return out;
  const int range = lotn::command_range(st, leader);
  const lotn::HexGrid& grid = st.s->map->grid();
  const lotn::Axial c = grid.axial(l.hex);
  for (int dq = -range; dq <= range; ++dq)
    for (int dr = std::max(-range, -dq - range); dr <= std::min(range, -dq + range); ++dr) {
      auto h = grid.at(lotn::Axial{c.q + dq, c.r + dr});
      if (h && lotn::in_command_range(st, board, leader, *h)) out.push_back(*h);
    }
  return out;
}

// What a fit shows: the counters, leaders and trains on the map with a little ground around them (the whole
// map when none is on it), within the map.
Rect bmw_fit_world(const lotn::Battle& st) {
  const lotn::HexGrid& grid = st.s->map->grid();
  std::vector<mapui::Vec2> points;
  for (const auto& u : st.units)
    if (u.on_map) points.push_back(hex_centre(grid, u.hex));
  for (int k = 0; k < lotn::train_count(st); ++k) points.push_back(hex_centre(grid, lotn::train_at(st, k).hex));
  for (const auto& l : st.leaders)
    if (l.on_map) points.push_back(hex_centre(grid, l.hex));
  const Rect whole = map_bounds(grid);
  if (points.empty()) return whole;
  const Rect r = mapui::bounds_of(points).grown(2.0);
  // The whole field when the armies cover most of it anyway (its terrain then shows), else the armies.
  if (r.width() * r.height() >= 0.5 * whole.width() * whole.height()) return whole;
  return Rect{std::max(r.x0, whole.x0), std::max(r.y0, whole.y0), std::min(r.x1, whole.x1), std::min(r.y1, whole.y1)};
}

class BmwLayers : public mapui::Layers {
 public:
  BmwLayers(const lotn::Battle& st, const lotn::Board& board, const MapOptions& options, const BmwView& view,
                  int hover_leader, std::optional<lotn::Hex> hovered)
      : st_(st), board_(board), options_(options), view_(view), hover_leader_(hover_leader), hovered_(hovered) {}

  void background(const mapui::Frame& f) override {
    const lotn::MapData& map = *st_.s->map;
    draw_hex_map(f, map);
    draw_trains(f);
    draw_command_range(f);
    draw_option_hexes(f);
    draw_units(f);
    draw_leaders(f);
    draw_option_marks(f);
    draw_visibility(f);
  }

 private:
  // The baggage trains the battle placed (a map's tags, or a scenario's reconstructed hexes): a wagon in the
  // army's colour in the lower half of the hex, crossed out once destroyed (13.2).
  void draw_trains(const mapui::Frame& f) {
    const lotn::HexGrid& grid = st_.s->map->grid();
    for (int k = 0; k < lotn::train_count(st_); ++k) {
      const lotn::Train t = lotn::train_at(st_, k);
      const int side = st_.s->armies[static_cast<std::size_t>(t.army)].side;
      const Vec2 c = hex_centre(grid, t.hex);
      const ImVec2 a = f.at(c + Vec2{-0.36, 0.12}), b = f.at(c + Vec2{0.36, 0.44});
      const ImU32 ink = rgba(bmw_side_rgb(st_, side), t.destroyed ? 110 : 230);
      f.draw->AddRectFilled(a, b, rgba(0xf2e8c8, 220), 2.0f * f.weight());
      f.draw->AddRect(a, b, ink, 2.0f * f.weight(), 0, 1.5f * f.weight());
      const float font = std::clamp((b.y - a.y) * 0.8f, 8.0f, 14.0f);
      const ImVec2 size = f.text_size("train", font);
      if (size.x < b.x - a.x) f.text(ImVec2((a.x + b.x - size.x) / 2, (a.y + b.y - size.y) / 2), ink, "train", font);
      if (t.destroyed) f.draw->AddLine(a, b, rgba(0x802020), 2.0f * f.weight());
    }
  }

  void draw_command_range(const mapui::Frame& f) {
    // The hovered leader's, else the selected one's, else (nothing selected) the active leader's in his Orders Phase.
    int leader = hover_leader_ >= 0 ? hover_leader_ : view_.leader;
    if (leader < 0 && view_.unit < 0 && st_.phase == lotn::Phase::Orders) leader = st_.active;
    if (leader < 0) return;
    const unsigned rgb = bmw_side_rgb(st_, lotn::ldef(st_, leader).side);
    for (const auto& h : bmw_command_hexes(st_, board_, leader))
      draw_hex_outline(f, st_.s->map->grid(), h, rgba(rgb, 160), 1.5f, rgba(rgb, 45));
  }

  void draw_option_hexes(const mapui::Frame& f) {
    const lotn::HexGrid& grid = st_.s->map->grid();
    for (const auto& o : options_.placed) {
      // Units, Lines and trains to pick: an outline under the counters (a counter is smaller than its hex).
      if (o.kind == OptionKind::Unit || o.kind == OptionKind::Line || o.kind == OptionKind::Train)
        for (const auto& h : o.hexes) draw_hex_outline(f, grid, h, rgba(kBmwOption), 3.0f * f.weight(), rgba(kBmwOption, 40));
      if (o.kind == OptionKind::Move || o.kind == OptionKind::CreepingFire || o.kind == OptionKind::Ride ||
          o.kind == OptionKind::Caracole || o.kind == OptionKind::RetreatFire || o.kind == OptionKind::Train ||
          o.kind == OptionKind::DeathStar)
        for (const auto& h : o.hexes) fill_hex(f, grid, h, rgba(kBmwMove, 70));
      // A Line under the mouse: every unit of it.
      if (o.kind == OptionKind::Line && hovered_ && o.hexes.front() == *hovered_)
        for (int u : o.units) {
          std::vector<lotn::Hex> at{st_.units[static_cast<std::size_t>(u)].hex};
          if (st_.units[static_cast<std::size_t>(u)].second) at.push_back(*st_.units[static_cast<std::size_t>(u)].second);
          for (const auto& h : at) draw_hex_outline(f, grid, h, rgba(kBmwOption), 2.0f * f.weight(), rgba(kBmwOption, 60));
        }
    }
  }

  void draw_counter(const mapui::Frame& f, int u, int stacked) {
    const lotn::UnitState& us = st_.units[static_cast<std::size_t>(u)];
    const CounterShape c = counter_shape(st_, u, stacked);
    const unsigned side = bmw_side_rgb(st_, lotn::def(st_, u).side);
    const bool selected = view_.unit == u;
    ImVec2 p[4];
    for (int k = 0; k < 4; ++k) p[k] = f.at(c.corners[static_cast<std::size_t>(k)]);
    const unsigned fill = us.routed ? mapui::shade(side, 0.55) : side;
    f.draw->AddQuadFilled(p[0], p[1], p[2], p[3], rgba(fill, us.routed ? 200 : 255));
    f.draw->AddQuad(p[0], p[1], p[2], p[3], rgba(selected ? kBmwSelect : 0x141414), selected ? 3.0f : 1.0f);
    if (us.in_column) {
      // In Column (10.24): a band down the middle, from the front to the back.
      const ImVec2 fm = mapui::mul(mapui::add(p[0], p[1]), 0.5f), bm = mapui::mul(mapui::add(p[2], p[3]), 0.5f);
      const float w = static_cast<float>(f.camera.scale * 0.08);
      f.draw->AddLine(fm, bm, rgba(0xf4f0e0, 220), std::max(2.0f, w));
    }
    if (c.front) {
      // The facing notch: a light wedge on the front edge, pointing to the vertex faced.
      const mapui::Vec2 fm = midpoint(c.corners[0], c.corners[1]);
      const mapui::Vec2 dir = *c.front;
      const mapui::Vec2 side_dir = c.corners[1] - c.corners[0];
      const double len = mapui::length(side_dir);
      const mapui::Vec2 across = len > 0 ? side_dir * (0.09 / len) : mapui::Vec2{};
      f.draw->AddTriangleFilled(f.at(fm + dir * 0.07), f.at(fm - dir * 0.07 + across), f.at(fm - dir * 0.07 - across),
                                rgba(0xfaf6e8));
    }
    const double px = f.camera.scale * kCounterHalf * 2;
    const ImU32 ink = rgba(mapui::ink_on(fill));
    if (px >= 22) {
      const float font = std::clamp(static_cast<float>(px * 0.3), 8.0f, 16.0f);
      const std::string code = counter_code(st_, u), numbers = counter_numbers(st_, u);
      const ImVec2 centre = f.at(c.centre);
      const ImVec2 cs = f.text_size(code, font), ns = f.text_size(numbers, font);
      f.text(ImVec2(centre.x - cs.x / 2, centre.y - cs.y), ink, code, font);
      f.text(ImVec2(centre.x - ns.x / 2, centre.y), ink, numbers, font);
    }
    // Markers: a square in the back corner, D (Disrupted) or R (Routed).
    if (us.routed || us.disrupted) {
      const unsigned mark = us.routed ? kBmwRouted : kBmwDisrupted;
      const ImVec2 at = f.at(c.corners[3] + (c.centre - c.corners[3]) * 0.3);
      const float s = std::max(5.0f, static_cast<float>(f.camera.scale * 0.11));
      f.draw->AddRectFilled(ImVec2(at.x - s, at.y - s), ImVec2(at.x + s, at.y + s), rgba(mark));
      f.draw->AddRect(ImVec2(at.x - s, at.y - s), ImVec2(at.x + s, at.y + s), rgba(0x141414));
      if (s >= 6) {
        const std::string letter = us.routed ? "R" : "D";
        const float font = s * 1.6f;
        const ImVec2 ts = f.text_size(letter, font);
        f.text(ImVec2(at.x - ts.x / 2, at.y - ts.y / 2), rgba(mapui::ink_on(mark)), letter, font);
      }
    }
  }

  void draw_units(const mapui::Frame& f) {
    const Rect view = f.camera.visible(f.size).grown(1.5);
    std::map<std::pair<int, int>, int> drawn;  // per hex: counters drawn there so far
    // Both halves of a double-sized unit are in board_.units_at of each: draw each unit once, at its first hex.
    const lotn::HexGrid& grid = st_.s->map->grid();
    for (const auto& h : grid.all_hexes()) {
      if (!view.contains(hex_centre(grid, h))) continue;
      const HexStack s = stack_at(st_, board_, h);
      for (int u : s.units) {
        const lotn::UnitState& us = st_.units[static_cast<std::size_t>(u)];
        if (us.hex != h) continue;
        int& n = drawn[{grid.axial(h).q, grid.axial(h).r}];
        draw_counter(f, u, n);
        ++n;
        if (us.second) ++drawn[{grid.axial(*us.second).q, grid.axial(*us.second).r}];
      }
    }
  }

  void draw_leaders(const mapui::Frame& f) {
    const lotn::HexGrid& grid = st_.s->map->grid();
    std::map<std::pair<int, int>, int> drawn;
    for (std::size_t l = 0; l < st_.leaders.size(); ++l) {
      const lotn::LeaderState& ls = st_.leaders[l];
      if (!ls.on_map) continue;
      const auto a = grid.axial(ls.hex);
      const int n = drawn[{a.q, a.r}]++;
      const mapui::Vec2 c = hex_centre(grid, ls.hex) + mapui::Vec2{0.2 - 0.14 * n, 0.24};
      const float r = std::max(4.0f, static_cast<float>(f.camera.scale * 0.15));
      const unsigned side = bmw_side_rgb(st_, lotn::ldef(st_, static_cast<int>(l)).side);
      const bool selected = view_.leader == static_cast<int>(l);
      const bool active = st_.active == static_cast<int>(l);
      f.draw->AddCircleFilled(f.at(c), r, rgba(0xfaf6e8), 20);
      f.draw->AddCircle(f.at(c), r, rgba(side), 20, std::max(2.0f, r * 0.3f));
      if (selected || active) f.draw->AddCircle(f.at(c), r + 3, rgba(selected ? kBmwSelect : 0x141414), 20, 2.0f);
      if (r >= 8) {
        const std::string initials = initials_of(lotn::leader_name(st_, static_cast<int>(l)));
        const float font = r * 0.95f;
        const ImVec2 ts = f.text_size(initials, font), at = f.at(c);
        f.text(ImVec2(at.x - ts.x / 2, at.y - ts.y / 2), rgba(0x141414), initials, font);
      }
    }
  }

  static std::string initials_of(const std::string& name) {
    std::string out;
    bool start = true;
    for (char ch : name) {
      if (ch == ' ' || ch == '-') {
        start = true;
        continue;
      }
      if (start && std::isupper(static_cast<unsigned char>(ch)) && out.size() < 2) out += ch;
      start = false;
    }
    return out.empty() && !name.empty() ? name.substr(0, 1) : out;
  }

  void draw_option_marks(const mapui::Frame& f) {
    const lotn::HexGrid& grid = st_.s->map->grid();
    const auto o = grid.spec().orientation;
    const float weight = f.weight();
    std::map<std::pair<int, int>, int> fire_rings, shock_rings;
    std::vector<std::pair<int, int>> shock_arrows;  // (attacker, target) drawn once for its options
    for (const auto& p : options_.placed) {
      switch (p.kind) {
        case OptionKind::Unit:
        case OptionKind::Line:
        case OptionKind::Train:
          break;  // outlined under the counters
        case OptionKind::Leader: {
          const mapui::Vec2 c = hex_centre(grid, p.hexes.front()) + mapui::Vec2{0.2, 0.24};
          f.draw->AddCircle(f.at(c), std::max(7.0f, static_cast<float>(f.camera.scale * 0.2)), rgba(kBmwOption), 24,
                            3.0f * weight);
          break;
        }
        case OptionKind::Move:
        case OptionKind::CreepingFire: {
          // A tick from the middle of the hex(es) toward the vertex faced.
          const mapui::Vec2 c = p.hexes.size() == 2 ? midpoint(hex_centre(grid, p.hexes[0]), hex_centre(grid, p.hexes[1]))
                                                    : hex_centre(grid, p.hexes.front());
          const double a = vertex_angle(o, p.facing);
          const mapui::Vec2 d{std::cos(a), std::sin(a)};
          f.draw->AddLine(f.at(c + d * 0.12), f.at(c + d * 0.45), rgba(0x0c4a1f), 3.0f * weight);
          f.draw->AddCircleFilled(f.at(c + d * 0.45), 2.5f * weight, rgba(0x0c4a1f));
          if (p.target) fire_line(f, c, hex_centre(grid, *p.target));
          break;
        }
        case OptionKind::Ride:
          f.draw->AddCircleFilled(f.at(hex_centre(grid, p.hexes.front())), 4.0f * weight, rgba(0x0c4a1f));
          break;
        case OptionKind::DeathStar:
          death_star_mark(f, p);
          break;
        case OptionKind::Caracole:
        case OptionKind::RetreatFire:
          if (p.target) fire_line(f, hex_centre(grid, p.hexes.front()), hex_centre(grid, *p.target));
          break;
        case OptionKind::Shock: {
          const mapui::Vec2 from = counter_shape(st_, p.unit).centre;
          // The unit asked: ringed, so the arrows' origin shows at any zoom.
          f.draw->AddCircle(f.at(from), static_cast<float>(f.camera.scale * 0.46), rgba(kBmwShock), 32, 3.0f * weight);
          for (int t : p.targets) {
            if (std::find(shock_arrows.begin(), shock_arrows.end(), std::make_pair(p.unit, t)) != shock_arrows.end())
              continue;
            shock_arrows.push_back({p.unit, t});
            shock_arrow(f, from, counter_shape(st_, t).centre);
          }
          for (const auto& h : p.hexes) {
            const auto a = grid.axial(h);
            const int n = shock_rings[{a.q, a.r}]++;
            const mapui::Vec2 c = hex_centre(grid, h);
            f.draw->AddCircle(f.at(c), static_cast<float>(f.camera.scale * (0.42 + 0.06 * n)), rgba(kBmwShock), 32,
                              2.5f * weight);
            if (!p.mark.empty() && f.camera.scale >= 30) {
              const float font = std::clamp(static_cast<float>(f.camera.scale * 0.16), 9.0f, 14.0f);
              f.text_halo(f.at(c + mapui::Vec2{-0.45, 0.3 + 0.22 * n}), rgba(kBmwShock), rgba(0xffffff), p.mark, font);
            }
          }
          break;
        }
        case OptionKind::Fire: {
          const auto a = grid.axial(*p.target);
          const int n = fire_rings[{a.q, a.r}]++;
          const mapui::Vec2 c = hex_centre(grid, *p.target);
          const float r = static_cast<float>(f.camera.scale * (0.4 + 0.06 * n));
          f.draw->AddCircle(f.at(c), r, rgba(kBmwFire), 32, 2.5f * weight);
          if (!p.mark.empty() && f.camera.scale >= 30) {
            const float font = std::clamp(static_cast<float>(f.camera.scale * 0.16), 9.0f, 14.0f);
            const ImVec2 at = f.at(c + mapui::Vec2{0.3, -0.42 + 0.22 * n});
            f.text_halo(at, rgba(kBmwFire), rgba(0xffffff), p.mark, font);
          }
          break;
        }
      }
      if (p.advice && !p.hexes.empty()) {
        // The doctrine's pick: a small star-like dot at the top of its hex.
        const mapui::Vec2 c = hex_centre(grid, p.hexes.front()) + mapui::Vec2{0, -0.36};
        f.draw->AddCircleFilled(f.at(c), 3.5f * weight, rgba(0x1a1a1a));
        f.draw->AddCircle(f.at(c), 3.5f * weight, rgba(0xffffff), 12, 1.0f);
      }
    }
  }

  // A Death Star's move (LotN 10.14): like a move, a tick from the front tercio's end toward the vertex faced;
  // its step up into line, the rear tercios' arrows to their places beside it. In the hex under the mouse (else the
  // doctrine's pick), the whole formation's outline where it would stand, and its arrows.
  void death_star_mark(const mapui::Frame& f, const PlacedOption& p) {
    const lotn::HexGrid& grid = st_.s->map->grid();
    const float weight = f.weight();
    const mapui::Vec2 c = hex_centre(grid, p.hexes.front());
    const double a = vertex_angle(grid.spec().orientation, p.facing);
    const mapui::Vec2 d{std::cos(a), std::sin(a)};
    f.draw->AddLine(f.at(c + d * 0.12), f.at(c + d * 0.45), rgba(0x0c4a1f), 3.0f * weight);
    f.draw->AddCircleFilled(f.at(c + d * 0.45), 2.5f * weight, rgba(0x0c4a1f));
    const bool hover_star = hovered_ && std::any_of(options_.placed.begin(), options_.placed.end(), [&](const PlacedOption& o) {
      return o.kind == OptionKind::DeathStar && o.hexes.front() == *hovered_;
    });
    const bool shown = hover_star ? *hovered_ == p.hexes.front() : p.advice;
    if (p.line || shown)
      for (const Arrow& arrow : formation_arrows(st_, p))
        if (shown || arrow.unit != p.units.front()) move_arrow(f, arrow.from, arrow.to, shown ? 3.0f : 2.0f);
    if (!shown) return;
    for (const CounterShape& s : formation_shapes(st_, p)) {
      ImVec2 q[4];
      for (int k = 0; k < 4; ++k) q[k] = f.at(s.corners[static_cast<std::size_t>(k)]);
      f.draw->AddQuadFilled(q[0], q[1], q[2], q[3], rgba(kBmwMove, 60));
      f.draw->AddQuad(q[0], q[1], q[2], q[3], rgba(0x0c4a1f), 2.5f * weight);
    }
    if (f.camera.scale >= 30) {
      const float font = std::clamp(static_cast<float>(f.camera.scale * 0.16), 9.0f, 14.0f);
      f.text_halo(f.at(c + mapui::Vec2{-0.45, 0.3}), rgba(0x0c4a1f), rgba(0xffffff), p.mark, font);
    }
  }

  // A tercio's way to its place: a thin arrow, its head at the place's centre.
  void move_arrow(const mapui::Frame& f, mapui::Vec2 from, mapui::Vec2 to, float width) {
    const mapui::Vec2 d = to - from;
    const double len = mapui::length(d);
    if (len < 1e-6) return;
    const mapui::Vec2 u = d * (1.0 / len), n{-u.y, u.x};
    const double head = 0.2;
    const ImVec2 t0 = f.at(to), t1 = f.at(to - u * head + n * (head * 0.5)), t2 = f.at(to - u * head - n * (head * 0.5));
    f.draw->AddLine(f.at(from), f.at(to - u * head * 0.8), rgba(0xffffff, 180), width * f.weight() + 2.0f);
    f.draw->AddLine(f.at(from), f.at(to - u * head * 0.8), rgba(0x0c4a1f, 230), width * f.weight());
    f.draw->AddTriangleFilled(t0, t1, t2, rgba(0x0c4a1f, 240));
  }

  void fire_line(const mapui::Frame& f, mapui::Vec2 from, mapui::Vec2 to) {
    f.draw->AddLine(f.at(from), f.at(to), rgba(kBmwFire, 200), 2.0f * f.weight());
    f.draw->AddCircle(f.at(to), static_cast<float>(f.camera.scale * 0.4), rgba(kBmwFire), 32, 2.5f * f.weight());
  }

  // A shock designation: a thick arrow from the attacker's counter to the target's, its head at the target's edge.
  void shock_arrow(const mapui::Frame& f, mapui::Vec2 from, mapui::Vec2 to) {
    const mapui::Vec2 d = to - from;
    const double len = mapui::length(d);
    if (len < 1e-6) return;
    const mapui::Vec2 u = d * (1.0 / len), n{-u.y, u.x};
    const mapui::Vec2 start = from + u * 0.05, tip = to - u * 0.3;
    const double head = 0.28;
    const float w = 4.0f * f.weight();
    const ImVec2 a = f.at(start), b = f.at(tip - u * head * 0.8);
    const ImVec2 t0 = f.at(tip), t1 = f.at(tip - u * head + n * (head * 0.6)), t2 = f.at(tip - u * head - n * (head * 0.6));
    // A light halo under it: it crosses the counters.
    f.draw->AddLine(a, b, rgba(0xffffff, 200), w + 3.0f);
    f.draw->AddTriangle(t0, t1, t2, rgba(0xffffff, 200), 3.0f);
    f.draw->AddLine(a, b, rgba(kBmwShock, 240), w);
    f.draw->AddTriangleFilled(t0, t1, t2, rgba(kBmwShock, 250));
  }

  void draw_visibility(const mapui::Frame& f) {
    if (st_.visibility == lotn::Visibility::Clear) return;
    const bool heavy = st_.visibility == lotn::Visibility::Heavy;
    f.draw->AddRectFilled(mapui::im(f.pos), mapui::im(f.pos + f.size), rgba(0x5a6878, heavy ? 95 : 50));
    const std::string words = heavy ? "Heavy fog or dark: fire range 1, MA halved" : "Light fog or dusk: fire range 8";
    const float font = ImGui::GetFontSize();
    f.text_halo(ImVec2(static_cast<float>(f.pos.x) + 8, static_cast<float>(f.pos.y) + 6), rgba(0xffffff),
                rgba(0x202830), words, font);
  }

  const lotn::Battle& st_;
  const lotn::Board& board_;
  const MapOptions& options_;
  const BmwView& view_;
  int hover_leader_;
  std::optional<lotn::Hex> hovered_;
};

void bmw_header(const lotn::Battle& st, const DecisionRequest* waiting, bool as_ordered) {
  const HeaderWords h = header_words(st, waiting, as_ordered);
  ImGui::TextUnformatted(h.turn.c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  ImGui::TextWrapped("%s", h.phase.c_str());
  if (!h.visibility.empty()) {
    ImGui::TextColored(Palette::warning(), "%s", h.visibility.c_str());
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("LotN fog and night: Light, fire ranges at most 8 hexes; Heavy, at most 1, and MA halved.");
  }
  if (!h.decider.empty()) {
    ImGui::TextColored(Palette::warning(), "%s:", h.decider.c_str());
    ImGui::SameLine();
    std::string label = waiting->label;
    if (!label.empty()) label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    ImGui::TextWrapped("%s", label.c_str());
  }
  if (!h.as_of.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::success());
    ImGui::TextWrapped("%s", h.as_of.c_str());
    ImGui::PopStyleColor();
  }
}

// Which unit or leader a click or the mouse is on: the counter drawn on top in the hex.
struct BmwPick {
  int unit = -1, leader = -1;
};

BmwPick bmw_pick(const lotn::Battle& st, const lotn::Board& board, const lotn::Hex& hex, mapui::Vec2 world, int cycle) {
  BmwPick p;
  const HexStack s = stack_at(st, board, hex);
  // A leader's disc sits in the lower right of the hex.
  const lotn::HexGrid& grid = st.s->map->grid();
  for (std::size_t i = 0; i < s.leaders.size(); ++i) {
    const mapui::Vec2 c = hex_centre(grid, hex) + mapui::Vec2{0.2 - 0.14 * static_cast<double>(i), 0.24};
    if (mapui::length(world - c) <= 0.16) {
      p.leader = s.leaders[i];
      return p;
    }
  }
  // The counter on top first (drawn last), then the ones under it on repeated clicks.
  if (!s.units.empty()) p.unit = s.units[s.units.size() - 1 - static_cast<std::size_t>(cycle) % s.units.size()];
  else if (!s.leaders.empty()) p.leader = s.leaders.front();
  return p;
}

void bmw_values_table(const std::vector<ValueLine>& lines) {
  const ProvenanceNotes notes = provenance_notes(lines);
  if (ImGui::BeginTable("values", 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const ValueLine& l = lines[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", l.label.c_str());
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", l.value.c_str());
      if (notes.number[i] > 0) {
        ImGui::SameLine(0, 4);
        ImGui::TextColored(Palette::warning(), "[%d]", notes.number[i]);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Not printed: %s", l.provenance.c_str());
      }
    }
    ImGui::EndTable();
  }
  for (std::size_t k = 0; k < notes.notes.size(); ++k) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("[%d] %s", static_cast<int>(k) + 1, notes.notes[k].c_str());
    ImGui::PopStyleColor();
  }
}

void bmw_panel(const lotn::Battle& st, BmwView& view) {
  if (view.unit >= 0 && view.unit < static_cast<int>(st.units.size())) {
    ImGui::TextColored(Palette::success(), "%s", lotn::unit_name(st, view.unit).c_str());
    ImGui::TextDisabled("%s", lotn::side_name(st, lotn::def(st, view.unit).side).c_str());
    bmw_values_table(unit_values(st, view.unit));
  } else if (view.leader >= 0 && view.leader < static_cast<int>(st.leaders.size())) {
    ImGui::TextColored(Palette::success(), "%s", lotn::leader_name(st, view.leader).c_str());
    ImGui::TextDisabled("%s; his Command Range is shaded on the map", lotn::side_name(st, lotn::ldef(st, view.leader).side).c_str());
    bmw_values_table(leader_values(st, view.leader));
  } else if (st.active >= 0 && st.active < static_cast<int>(st.leaders.size()) && st.phase == lotn::Phase::Orders) {
    ImGui::TextColored(Palette::success(), "%s", lotn::leader_name(st, st.active).c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("The leader whose Orders Phase it is; his Command Range is shaded on the map. Click a counter "
                       "for its values.");
    ImGui::PopStyleColor();
    bmw_values_table(leader_values(st, st.active));
  } else {
    ImGui::TextDisabled("Click a counter to see its values.");
  }
  ImGui::Separator();
  ImGui::TextUnformatted("Last rulings");
  const auto lines = last_rulings(st, 8);
  if (lines.empty()) ImGui::TextDisabled("Nothing yet.");
  for (const auto& l : lines) ImGui::TextWrapped("%s", l.c_str());
}

void bmw_tooltip(const lotn::Battle& st, const lotn::Board& board, const MapOptions& options, const lotn::Hex& hex,
                 const BmwPick& pick) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28);
  const lotn::MapData& map = *st.s->map;
  const lotn::HexFacts& facts = map.facts(hex);
  std::string where = lotn::hex_name(st, hex) + ": " + terrain_words(facts.terrain);
  if (facts.elevation != 0) where += ", elevation " + std::to_string(facts.elevation);
  if (!facts.name.empty()) where += " (" + facts.name + ")";
  ImGui::TextDisabled("%s", where.c_str());
  const HexStack s = stack_at(st, board, hex);
  for (int u : s.units) {
    std::string line = lotn::unit_name(st, u) + " (" + counter_code(st, u) + " " + counter_numbers(st, u) + ")";
    for (const auto& m : unit_markers(st, u)) line += ", " + m;
    if (u == pick.unit) ImGui::TextColored(Palette::success(), "%s", line.c_str());
    else ImGui::TextUnformatted(line.c_str());
  }
  for (int l : s.leaders) ImGui::Text("%s (leader)", lotn::leader_name(st, l).c_str());
  const auto here = options_at(options, hex);
  if (!here.empty()) {
    ImGui::Separator();
    for (std::size_t i : here) {
      const PlacedOption& o = options.placed[i];
      ImGui::BulletText("%s%s", o.words.c_str(), o.advice ? " (doctrine)" : "");
    }
    ImGui::TextDisabled(here.size() == 1 ? "Click to choose it." : "Click to choose among them.");
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// The picker: the options of one hex, when a click does not tell them apart.
void bmw_picker(const lotn::Battle& st, BmwView& view, const MapOptions& options, GuiContext& ctx) {
  if (!ImGui::BeginPopup("##lotnpicker")) {
    view.picker.reset();
    return;
  }
  if (view.picker) {
    ImGui::TextDisabled("%s", lotn::hex_name(st, *view.picker).c_str());
    for (std::size_t i : options_at(options, *view.picker)) {
      const PlacedOption& o = options.placed[i];
      ImGui::PushID(o.id.c_str());
      if (ImGui::Selectable((o.words + (o.advice ? "  (doctrine)" : "")).c_str()) && ctx.answer) {
        ctx.answer(o.id);
        view.picker.reset();
        ImGui::CloseCurrentPopup();
      }
      ImGui::PopID();
    }
  }
  ImGui::EndPopup();
}

void bmw_click(const lotn::Battle& st, const lotn::Board& board, BmwView& view, const MapOptions& options,
               GuiContext& ctx, const lotn::Hex& hex, mapui::Vec2 world) {
  const auto here = options_at(options, hex);
  if (!here.empty() && ctx.answer && ctx.decision) {
    std::size_t chosen = here.front();
    bool ask = here.size() > 1;
    if (ask) {
      // Moves into the hex that differ only by their facing: the vertex nearest the click.
      const int facing = option_facing(options, here, nearest_vertex(st.s->map->grid(), hex, world));
      if (facing >= 0 && mapui::length(world - hex_centre(st.s->map->grid(), hex)) > 0.18) {
        chosen = static_cast<std::size_t>(facing);
        ask = false;
      }
    }
    if (ask) {
      view.picker = hex;
      view.picker_label = ctx.decision->label;
      ImGui::OpenPopup("##lotnpicker");
      return;
    }
    const PlacedOption& o = options.placed[chosen];
    if (o.unit >= 0) {
      view.unit = o.unit;
      view.leader = -1;
    }
    ctx.answer(o.id);
    return;
  }
  view.cycle = view.last_click == hex ? view.cycle + 1 : 0;
  view.last_click = hex;
  const BmwPick p = bmw_pick(st, board, hex, world, view.cycle);
  view.unit = p.unit;
  view.leader = p.leader;
}

// The map and, beside it (or under it when the room is narrow), the selection panel.
void bmw_map_and_panel(GuiContext& ctx, const lotn::Battle& st_ref, BmwView& view, const lotn::Board& board,
                       const MapOptions& options, const DecisionRequest* waiting, float height) {
  const lotn::Battle* st = &st_ref;
  const lotn::MapData& map = *st->s->map;
  const float font = ImGui::GetFontSize();
  const float width = ImGui::GetContentRegionAvail().x;
  // Beside the map where the room is wide; under it, a strip (a wide map needs the width more than the height).
  const bool beside = width >= font * 60;
  const float panel_w = beside ? std::clamp(width * 0.28f, font * 17, font * 26) : 0.0f;
  const float map_h = beside ? height : std::max(font * 14, height - std::clamp(height * 0.28f, font * 8, font * 14));
  ImGui::BeginChild("##lotnfield", ImVec2(beside ? width - panel_w - ImGui::GetStyle().ItemSpacing.x : 0, map_h), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  mapui::CanvasOptions copts;
  copts.world = bmw_fit_world(*st);
  copts.margin = 12;
  copts.limits.in = 30;
  copts.limits.out = 0.25;
  mapui::Frame f = mapui::begin_canvas("##lotncanvas", view.canvas, copts);
  std::optional<lotn::Hex> hovered;
  if (f.hovered && view.canvas.mouse_seen) hovered = hex_at_point(map.grid(), f.mouse_world);
  BmwPick hover_pick;
  if (hovered) hover_pick = bmw_pick(*st, board, *hovered, f.mouse_world, view.last_click == hovered ? view.cycle : 0);
  mapui::Scene scene;
  scene.background = 0xd8d2c0;
  scene.legend = map_legend(map);
  for (int side = 0; side < 2; ++side) {
    mapui::LegendEntry e;
    e.mark = mapui::LegendEntry::Mark::Swatch;
    e.rgb = bmw_side_rgb(*st, side);
    e.text = lotn::side_name(*st, side);
    if (!e.text.empty()) e.text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(e.text[0])));
    scene.legend.push_back(e);
  }
  bool disrupted = false, routed = false, column = false;
  for (const auto& u : st->units) {
    if (!u.on_map) continue;
    disrupted |= u.disrupted && !u.routed;
    routed |= u.routed;
    column |= u.in_column;
  }
  if (disrupted) scene.legend.push_back({mapui::LegendEntry::Mark::Swatch, kBmwDisrupted, 2, "D: Disrupted", {}});
  if (routed) scene.legend.push_back({mapui::LegendEntry::Mark::Swatch, kBmwRouted, 2, "R: Routed", {}});
  if (column) scene.legend.push_back({mapui::LegendEntry::Mark::Line, 0xf4f0e0, 3, "band: In Column", {}});
  if (lotn::train_count(*st) > 0)
    scene.legend.push_back({mapui::LegendEntry::Mark::Custom, 0xf2e8c8, 2, "baggage train (crossed: destroyed)",
                            [](ImDrawList* d, ImVec2 min, ImVec2 max) {
                              const float h = max.y - min.y;
                              const ImVec2 a(min.x + h * 0.1f, min.y + h * 0.3f), b(min.x + h * 1.3f, max.y - h * 0.2f);
                              d->AddRectFilled(a, b, rgba(0xf2e8c8), 2.0f);
                              d->AddRect(a, b, rgba(0x303030), 2.0f, 0, 1.5f);
                            }});
  scene.legend.push_back({mapui::LegendEntry::Mark::Custom, 0xfaf6e8, 2, "leader (his Command Range on hover)",
                          [](ImDrawList* d, ImVec2 min, ImVec2 max) {
                            const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);
                            const float r = (max.y - min.y) * 0.38f;
                            d->AddCircleFilled(c, r, rgba(0xfaf6e8), 16);
                            d->AddCircle(c, r, rgba(0x303030), 16, 2.0f);
                          }});
  if (waiting && !options.placed.empty()) {
    scene.legend.push_back({mapui::LegendEntry::Mark::Dot, 0x1a1a1a, 2, "the doctrine's pick", {}});
    scene.legend.push_back({mapui::LegendEntry::Mark::Line, kBmwOption, 3, "may be chosen", {}});
    scene.legend.push_back({mapui::LegendEntry::Mark::Swatch, kBmwMove, 2, "may move there (tick: facing)", {}});
    scene.legend.push_back({mapui::LegendEntry::Mark::Line, kBmwFire, 3, "may fire at", {}});
    if (std::any_of(options.placed.begin(), options.placed.end(), [](const PlacedOption& o) { return o.kind == OptionKind::Shock; }))
      scene.legend.push_back({mapui::LegendEntry::Mark::Line, kBmwShock, 3, "may shock (arrow: attacker to target)", {}});
    if (std::any_of(options.placed.begin(), options.placed.end(), [](const PlacedOption& o) { return o.kind == OptionKind::DeathStar; }))
      scene.legend.push_back({mapui::LegendEntry::Mark::Line, 0x0c4a1f, 3, "Death Star: the front tercio's end (hover: all three)", {}});
  }
  scene.pick_edges = false;
  BmwLayers layers(*st, board, options, view, hover_pick.leader, hovered);
  const mapui::CanvasResult r = mapui::draw_canvas(f, view.canvas, scene, layers);
  if (hovered) {
    draw_hex_outline(f, map.grid(), *hovered, rgba(0x141414, 200), 2.0f);
    if (!ImGui::IsPopupOpen("##lotnpicker")) bmw_tooltip(*st, board, options, *hovered, hover_pick);
  }
  if (r.clicked && !f.panning && hovered) bmw_click(*st, board, view, options, ctx, *hovered, f.mouse_world);
  bmw_picker(*st, view, options, ctx);
  ImGui::EndChild();
  if (beside) {
    ImGui::SameLine();
    ImGui::BeginChild("##lotnpanel", ImVec2(panel_w, height), true);
  } else {
    ImGui::BeginChild("##lotnpanel", ImVec2(0, std::max(font * 8, height - map_h - ImGui::GetStyle().ItemSpacing.y)), true);
  }
  bmw_panel(*st, view);
  ImGui::EndChild();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("Wheel: zoom; right drag: pan; click a counter for its values, a marked hex to choose it.");
  ImGui::PopStyleColor();
}

void draw_field_map(GuiContext& ctx) {
  const GameState* game = ctx.campaign.state().game.get();
  const auto* st = dynamic_cast<const lotn::Battle*>(game);
  if (!st || !st->s || !st->s->map) {
    ImGui::TextDisabled("No Lion of the North battle to show.");
    return;
  }
  // The position as of the decision waiting (a phase of orders is one move: the units ordered so far have moved).
  const auto* as_ordered = dynamic_cast<const lotn::Battle*>(ctx.position.get());
  if (as_ordered && as_ordered->s && as_ordered->s->map) st = as_ordered;
  else as_ordered = nullptr;
  BmwView& view = bmw_views()[&ctx.campaign];
  const lotn::Board board(*st);
  const DecisionRequest* waiting = ctx.decision;
  const MapOptions options = waiting ? place_options(*st, *waiting) : MapOptions{};
  if (view.picker && (!waiting || waiting->label != view.picker_label)) view.picker.reset();

  bmw_header(*st, waiting, as_ordered != nullptr);
  if (waiting && !options.placed.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("Its choices are marked on the map: click one there (the others are the buttons below).");
    ImGui::PopStyleColor();
  }
  const float font = ImGui::GetFontSize();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  if (view.own_window) {
    // The Battle window is narrow: the map takes the main pane, in a window of its own.
    ImGui::TextDisabled("The map is in a window of its own.");
    same_line_if_fits(ImGui::CalcTextSize("Show it here instead").x + ImGui::GetStyle().FramePadding.x * 2);
    if (ImGui::SmallButton("Show it here instead")) view.own_window = false;
    GameWindow place;
    place.set_place(kMainPane);
    place_game_window_first_use(place);
    bool open = true;
    const std::string title = "Field: " + (st->s->title.empty() ? std::string("the battle") : st->s->title) +
                              "###lotnfield" + std::to_string(reinterpret_cast<std::uintptr_t>(&ctx.campaign));
    if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse)) {
      bmw_header(*st, waiting, as_ordered != nullptr);
      const float height = std::max(font * 12, ImGui::GetContentRegionAvail().y - line);
      bmw_map_and_panel(ctx, *st, view, board, options, waiting, height);
    }
    ImGui::End();
    if (!open) view.own_window = false;
    return;
  }
  if (ImGui::SmallButton("Open the map in a window of its own")) view.own_window = true;
  const float height = std::clamp(ImGui::GetWindowHeight() * 0.75f, font * 16, font * 60);
  bmw_map_and_panel(ctx, *st, view, board, options, waiting, height);
}

// The umpire's saved data (charts, counters, painted maps) handed to the battle: it keeps the data it started
// with until then. The files are read when the button is pressed, not every frame.
void draw_battle_data(GuiContext& ctx) {
  const auto* st = dynamic_cast<const lotn::Battle*>(ctx.campaign.state().game.get());
  if (!st) return;
  ImGui::TextWrapped("The battle reads the data it started with. After typing in charts or counters or painting a "
                     "map, hand them to it; only values may change, never which counters fight.");
  // A printed scenario not in strict play: what strict play would still need, with the data the battle holds.
  if (!st->s->scenario.empty() && st->s->mode != lotn::Mode::Strict && st->s->data) {
    static const lotn::DataSet* listed_for = nullptr;
    static std::string listed_scenario;
    static std::vector<std::string> missing;
    if (listed_for != st->s->data.get() || listed_scenario != st->s->scenario) {
      missing = lotn::scenario_missing(*st->s->data, st->s->scenario, lotn::Mode::Strict);
      listed_for = st->s->data.get();
      listed_scenario = st->s->scenario;
    }
    const std::string head = missing.empty() ? "Strict play needs nothing more: every value it reads is in this battle"
                                             : "What strict play still needs (" + std::to_string(missing.size()) +
                                                   (missing.size() == 1 ? " item)" : " items)");
    if (missing.empty()) ImGui::TextColored(Palette::success(), "%s", head.c_str());
    else if (ImGui::TreeNode(head.c_str())) {
      for (const auto& line : missing) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", line.c_str());
      }
      ImGui::TreePop();
    }
  }
  if (!ImGui::Button("Use my saved entries and maps in this battle")) return;
  try {
    lotn::UserData user = lotn::load_user_data();
    Json maps = Json::object();
    for (const auto& [id, doc] : user.maps) maps[id] = doc;
    ctx.issue(Json{{"type", lotn::kUseDataCommand}, {"args", {{"entries", user.entries}, {"maps", maps}}}});
  } catch (const std::exception& e) {
    ImGui::TextColored(Palette::refusal(), "%s", e.what());
  }
}

}  // namespace

void register_lotn_battle_windows(WindowRegistry& registry) {
  GameWindow data;
  data.game_id = lotn::kEngineId;
  data.name = "battle_data";
  data.title = "The umpire's data";
  data.draw = draw_battle_data;
  data.set_place(kWorkPane);
  GameWindow w;
  w.game_id = lotn::kEngineId;
  w.name = "field";
  w.title = "Field";
  w.draw = draw_field_map;
  w.set_place(kMainPane);
  registry.add(std::move(w));
  registry.add(std::move(data));  // after the Field: drawn below it in the Battle window
}

}  // namespace umpire::lotnui
