#include "lotn/death_star.h"

#include <algorithm>

#include "lotn/fire.h"
#include "lotn/option_refs.h"

namespace umpire::lotn {

namespace {

// Whether the unit's side may form a Death Star in this battle (10.14): the Imperialists at Breitenfeld, nobody at
// Lützen (the rule is Breitenfeld's), either side in a battle of no printed scenario.
bool ds_side_may(const Battle& st, const UnitDef& d) {
  if (st.s->scenario == "breitenfeld") return !d.swedish && !d.saxon;
  return st.s->scenario != "lutzen";
}

// A tercio that may stand in a formation now: present, in good order, in line, single-hex.
bool ds_fit(const Battle& st, int unit) {
  const UnitDef& d = st.s->units[static_cast<std::size_t>(unit)];
  if (d.arm != Arm::TE) return false;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map || u.routed || u.disrupted || u.in_column || u.second) return false;
  return ds_side_may(st, d);
}

// The fit tercio standing in `h` with `facing` on `side`, or -1.
int ds_tercio_at(const Battle& st, const std::vector<int>& fit, const Hex& h, int facing, int side) {
  for (int t : fit) {
    const UnitState& u = st.units[static_cast<std::size_t>(t)];
    if (u.hex == h && u.facing == facing && st.s->units[static_cast<std::size_t>(t)].side == side) return t;
  }
  return -1;
}

std::string ds_facing_words(const Battle& st, int facing) {
  for (const auto& [word, v] : st.s->map->compass_vertices)
    if (v == facing) return word;
  return "vertex " + std::to_string(facing);
}

// The unit's move options measured as though the other tercios of `star` were not on the map.
std::vector<MoveOption> ds_options_alone(Battle& st, int unit, const DeathStar& star) {
  std::vector<int> off;
  for (int m : star.members())
    if (m != unit && st.units[static_cast<std::size_t>(m)].on_map) off.push_back(m);
  for (int m : off) st.units[static_cast<std::size_t>(m)].on_map = false;
  struct Restore {
    Battle& st;
    const std::vector<int>& off;
    ~Restore() {
      for (int m : off) st.units[static_cast<std::size_t>(m)].on_map = true;
    }
  } restore{st, off};
  Board alone(st);
  return move_options(st, alone, unit);
}

// Whether the unit can be in `h` facing `facing` after this order: already there, or one of its options.
bool ds_reaches(const Battle& st, int unit, const std::vector<MoveOption>& options, const Hex& h, int facing) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (u.hex == h && u.facing == facing) return true;
  return std::any_of(options.begin(), options.end(),
                     [&](const MoveOption& o) { return !o.second && o.hex == h && o.facing == facing && !o.in_column; });
}

}  // namespace

bool death_star_in_play(const Battle& st) { return st.s->variant("optional.death_star") == 1; }

std::array<std::optional<Hex>, 3> death_star_places(const HexGrid& grid, const Hex& front, int facing) {
  return {front, grid.neighbour(front, side_turn(facing, 2)), grid.neighbour(front, side_turn(facing, 3))};
}

std::array<std::optional<Hex>, 2> death_star_line_places(const HexGrid& grid, const Hex& front, int facing) {
  return {grid.neighbour(front, side_turn(facing, 1)), grid.neighbour(front, side_turn(facing, -2))};
}

std::vector<DeathStar> death_stars(const Battle& st) {
  std::vector<DeathStar> out;
  if (!death_star_in_play(st)) return out;
  std::vector<int> fit;
  for (std::size_t i = 0; i < st.units.size(); ++i)
    if (ds_fit(st, static_cast<int>(i))) fit.push_back(static_cast<int>(i));
  if (fit.size() < 3) return out;
  const HexGrid& grid = st.s->map->grid();
  std::vector<int> taken;
  auto is_taken = [&](int u) { return std::find(taken.begin(), taken.end(), u) != taken.end(); };
  for (int f : fit) {
    if (is_taken(f)) continue;
    const UnitState& fu = st.units[static_cast<std::size_t>(f)];
    const int side = st.s->units[static_cast<std::size_t>(f)].side;
    auto places = death_star_places(grid, fu.hex, fu.facing);
    if (!places[1] || !places[2]) continue;
    int a = ds_tercio_at(st, fit, *places[1], fu.facing, side);
    int b = ds_tercio_at(st, fit, *places[2], fu.facing, side);
    if (a < 0 || b < 0 || is_taken(a) || is_taken(b)) continue;
    DeathStar s;
    s.front = f;
    s.rear = {a, b};
    out.push_back(s);
    taken.insert(taken.end(), {f, a, b});
  }
  return out;
}

std::optional<DeathStar> death_star_of(const Battle& st, int unit) {
  if (st.s->units[static_cast<std::size_t>(unit)].arm != Arm::TE || !death_star_in_play(st)) return std::nullopt;
  for (const DeathStar& s : death_stars(st))
    if (s.has(unit)) return s;
  return std::nullopt;
}

bool same_death_star(const Battle& st, int a, int b) {
  if (a == b) return false;
  auto s = death_star_of(st, a);
  return s && s->has(b);
}

std::vector<DeathStarMove> death_star_moves(Battle& st, const Board& board, const DeathStar& star) {
  std::vector<DeathStarMove> out;
  const HexGrid& grid = st.s->map->grid();
  const int side = def(st, star.front).side;
  std::vector<MoveOption> front = ds_options_alone(st, star.front, star);
  if (front.empty()) return out;
  std::vector<MoveOption> r0 = ds_options_alone(st, star.rear[0], star);
  std::vector<MoveOption> r1 = ds_options_alone(st, star.rear[1], star);
  const UnitState& now = st.units[static_cast<std::size_t>(star.front)];
  auto add = [&](const MoveOption& fo, const std::optional<Hex>& p0, const std::optional<Hex>& p1, bool line) {
    if (!p0 || !p1) return false;
    // Each rear tercio to either place, the one it keeps first.
    for (int swap = 0; swap < 2; ++swap) {
      const Hex& to0 = swap ? *p1 : *p0;
      const Hex& to1 = swap ? *p0 : *p1;
      if (!ds_reaches(st, star.rear[0], r0, to0, fo.facing) || !ds_reaches(st, star.rear[1], r1, to1, fo.facing))
        continue;
      DeathStarMove m;
      m.unit = {star.front, star.rear[0], star.rear[1]};
      m.to = {fo.hex, to0, to1};
      m.facing = fo.facing;
      m.line = line;
      m.id = "death star " + hex_name(st, fo.hex) + ":" + std::to_string(fo.facing) + (line ? " line" : "");
      m.words = std::string(line ? "the Death Star steps up into line (it dissolves, LotN 10.15): " : "the Death Star: ");
      for (int k = 0; k < 3; ++k)
        m.words += (k ? ", " : "") + unit_name(st, m.unit[static_cast<std::size_t>(k)]) + " to " +
                   hex_name(st, m.to[static_cast<std::size_t>(k)]);
      m.words += ", facing " + ds_facing_words(st, fo.facing);
      out.push_back(std::move(m));
      return true;
    }
    return false;
  };
  for (const MoveOption& fo : front) {
    if (fo.second || fo.in_column) continue;
    if (fo.hex == now.hex && fo.facing == now.facing) continue;  // stays as it is
    auto places = death_star_places(grid, fo.hex, fo.facing);
    add(fo, places[1], places[2], false);
    // 10.15: moving up to the enemy, the two rear tercios may step into line beside the front one.
    bool beside_enemy = false;
    for (const auto& n : grid.neighbours(fo.hex))
      if (n && board.enemy_at(*n, side)) beside_enemy = true;
    if (beside_enemy) {
      auto line = death_star_line_places(grid, fo.hex, fo.facing);
      add(fo, line[0], line[1], true);
    }
  }
  return out;
}

int advise_death_star_move(const Battle& st, const Board& board, const DeathStar& star,
                           const std::vector<DeathStarMove>& moves) {
  if (moves.empty()) return -1;
  // The front tercio's own options that the formation can take (in formation, not stepping into line).
  std::vector<MoveOption> front = move_options(st, board, star.front);
  if (front.empty()) return -1;
  std::vector<MoveOption> offered{front.front()};
  std::vector<int> which{-1};
  for (std::size_t k = 0; k < moves.size(); ++k) {
    if (moves[k].line) continue;
    for (std::size_t i = 1; i < front.size(); ++i)
      if (front[i].hex == moves[k].to[0] && front[i].facing == moves[k].facing && !front[i].second) {
        offered.push_back(front[i]);
        which.push_back(static_cast<int>(k));
        break;
      }
  }
  if (offered.size() < 2) return -1;
  int pick = advise_move(st, board, star.front, offered);
  if (pick <= 0 || pick >= static_cast<int>(which.size())) return -1;
  return which[static_cast<std::size_t>(pick)];
}

void death_star_move(Ctx& c, Board& board, const DeathStarMove& m,
                     const std::function<void(int unit, const MoveOption& option)>& move_unit) {
  Battle& st = c.st;
  if (c.say.on) c.say(m.words, "LotN 10.14");
  std::vector<int> pending{0, 1, 2};
  bool broken = false;
  bool progress = true;
  while (!pending.empty() && progress) {
    progress = false;
    for (std::size_t k = 0; k < pending.size(); ++k) {
      const int i = pending[k];
      const int u = m.unit[static_cast<std::size_t>(i)];
      const Hex& to = m.to[static_cast<std::size_t>(i)];
      UnitState& s = st.units[static_cast<std::size_t>(u)];
      s.ordered = true;
      auto drop = [&] {
        pending.erase(pending.begin() + static_cast<std::ptrdiff_t>(k));
        progress = true;
      };
      if (!present(st, u) || s.routed) {
        broken = true;
        drop();
        break;
      }
      if (s.hex == to && s.facing == m.facing) {
        drop();
        break;
      }
      // Its place still held by another tercio of the formation that has yet to move: later.
      bool waits = false;
      for (int other : board.units_at(to))
        for (int j : pending)
          if (j != i && m.unit[static_cast<std::size_t>(j)] == other) waits = true;
      if (waits) continue;
      std::vector<MoveOption> options = move_options(st, board, u);
      auto it = std::find_if(options.begin(), options.end(), [&](const MoveOption& o) {
        return !o.second && !o.in_column && o.hex == to && o.facing == m.facing;
      });
      if (it == options.end()) {
        if (c.say.on)
          c.say(unit_name(st, u) + " cannot reach " + hex_name(st, to) + " and stays in " + hex_name(st, s.hex),
                "LotN 10.15");
        broken = true;
        drop();
        break;
      }
      MoveOption chosen = *it;
      move_unit(u, chosen);
      board.rebuild();
      const UnitState& after = st.units[static_cast<std::size_t>(u)];
      if (!present(st, u) || after.hex != to || after.facing != m.facing) broken = true;
      drop();
      break;
    }
  }
  for (int i : pending) {  // two tercios waiting on each other's place: neither moves
    st.units[static_cast<std::size_t>(m.unit[static_cast<std::size_t>(i)])].ordered = true;
    broken = true;
  }
  for (int u : m.unit) st.units[static_cast<std::size_t>(u)].ordered = true;
  if (broken && !m.line && c.say.on)
    c.say("the tercios did not all keep their places: the Death Star is broken", "LotN 10.15");
  if (m.line && c.say.on) c.say("the tercios stand in line: the Death Star is dissolved", "LotN 10.15");
}

void death_star_others_fire(Ctx& c, Board& board, const DeathStar& star, int ordered_unit) {
  Battle& st = c.st;
  for (int u : star.members()) {
    if (u == ordered_unit) continue;
    UnitState& s = st.units[static_cast<std::size_t>(u)];
    if (s.ordered) continue;
    s.ordered = true;
    if (!present(st, u) || s.routed || !fire_problem(st, u, FireOccasion::Ordered).empty()) continue;
    std::vector<FireOption> fires = fire_options(st, board, u, FireOccasion::Ordered);
    if (fires.empty()) continue;
    const int side = def(st, u).side;
    int best = best_fire(st, fires);
    DecisionRequest r;
    r.side = side_id(st, side);
    r.advice = best >= 0 ? "fire " + fires[static_cast<std::size_t>(best)].id : "hold";
    if (!c.decisions.takes_advice()) {
      r.side_name = side_name(st, side);
      r.label = unit_name(st, u) + ", of the Death Star under the same order, fires?";
      r.options.push_back({"hold", "no fire"});
      for (const auto& f : fires) r.options.push_back({"fire " + f.id, f.words, fire_refs(st, f)});
    }
    std::string pick = c.decisions.choose(r);
    for (const auto& f : fires)
      if (pick == "fire " + f.id) {
        resolve_fire(c, board, f, FireOccasion::Ordered);
        board.rebuild();
        break;
      }
  }
}

}  // namespace umpire::lotn
