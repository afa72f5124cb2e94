#include "lotn/pursuit.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

#include "lotn/command.h"
#include "lotn/effects.h"
#include "lotn/hex_facing.h"
#include "lotn/movement.h"
#include "lotn/option_refs.h"

namespace umpire::lotn {

namespace {

using Box = LeaderState::Box;

const UnitState& pu_us(const Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }
UnitState& pu_us(Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }
const LeaderState& pu_ls(const Battle& st, int leader) { return st.leaders[static_cast<std::size_t>(leader)]; }
LeaderState& pu_ls(Battle& st, int leader) { return st.leaders[static_cast<std::size_t>(leader)]; }

const char* const kPursuitRule = "LotN 9.63-9.68";

std::string pu_list(const Battle& st, const std::vector<int>& units) {
  std::string out;
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (i) out += i + 1 == units.size() ? " and " : ", ";
    out += unit_name(st, units[i]);
  }
  return out;
}

DecisionRequest pu_request(const Battle& st, int side) {
  DecisionRequest r;
  r.side = side_id(st, side);
  r.side_name = side_name(st, side);
  return r;
}

void pu_finish(Ctx& c, int leader, const std::string& why, const std::string& rule) {
  LeaderState& l = pu_ls(c.st, leader);
  l.status = LeaderState::Status::Finished;
  l.no_momentum = true;
  if (c.say.on) c.say(leader_name(c.st, leader) + " is Finished: " + why, rule);
}

// The units of the Regrouped box that may Return now: Regrouped in an earlier turn (9.64).
std::vector<int> pu_returning(const Battle& st, int side) {
  std::vector<int> out;
  for (int u : box_units(st, side, Box::Regrouped))
    if (pu_us(st, u).regrouped < st.turn) out.push_back(u);
  return out;
}

// Of `facings`, the one whose Front hexes lie nearest (on average) the point `to`, in hex units; with
// `prefer_two`, a facing with fewer than two Front hexes (at the map's edge) counts 10 hexes farther.
int pu_facing_nearest(const HexGrid& grid, const Hex& h, HexGrid::Point to, const std::vector<int>& facings, bool prefer_two) {
  int best = facings.front();
  double best_d = 1e300;
  for (int v : facings) {
    UnitShape sh;
    sh.hex = h;
    sh.facing = v;
    FacingSets sets = facing_sets(grid, sh);
    if (sets.front.empty()) continue;
    double d = 0;
    for (const Hex& f : sets.front) {
      auto p = grid.centre(f);
      d += std::hypot(p.x - to.x, p.y - to.y);
    }
    d /= static_cast<double>(sets.front.size());
    if (prefer_two) d += 10.0 * static_cast<double>(2 - std::min<std::size_t>(2, sets.front.size()));
    if (d < best_d) best_d = d, best = v;
  }
  return best;
}

// The facing that turns a unit entering at `h` towards the middle of the map: the one whose front hexes lie
// nearest it.
int pu_inward_facing(const Battle& st, const Hex& h) {
  const HexGrid& grid = st.s->map->grid();
  double mx = 0, my = 0;
  const std::vector<Hex> all = grid.all_hexes();
  for (const Hex& x : all) {
    auto p = grid.centre(x);
    mx += p.x;
    my += p.y;
  }
  if (!all.empty()) mx /= static_cast<double>(all.size()), my /= static_cast<double>(all.size());
  return pu_facing_nearest(grid, h, {mx, my}, {0, 1, 2, 3, 4, 5}, true);
}

// The doctrine's entry hex: the free hex nearest the enemy (not routed) that is not beside one; when every
// free hex is beside one, the farthest from the enemy.
std::string pu_advise_entry(const Battle& st, int side, const std::vector<Hex>& hexes) {
  const HexGrid& grid = st.s->map->grid();
  int best = -1, best_key = INT_MAX;
  for (std::size_t k = 0; k < hexes.size(); ++k) {
    int near = INT_MAX;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      const UnitState& e = st.units[i];
      if (!e.on_map || e.routed || st.s->units[i].side == side) continue;
      near = std::min(near, grid.distance(hexes[k], e.hex));
    }
    int key = near == INT_MAX ? 0 : near >= 2 ? near : 1000 - near;
    if (key < best_key) best_key = key, best = static_cast<int>(k);
  }
  return best < 0 ? "" : hex_name(st, hexes[static_cast<std::size_t>(best)]);
}

// Asks where a unit (or a leader alone) enters; the hex chosen.
Hex pu_choose_entry(Ctx& c, int side, const std::string& label, const std::vector<Hex>& hexes) {
  const Battle& st = c.st;
  DecisionRequest r = pu_request(st, side);
  r.advice = pu_advise_entry(st, side, hexes);
  if (!c.decisions.takes_advice()) {
    r.label = label;
    for (const Hex& h : hexes) r.options.push_back({hex_name(st, h), "enter at " + hex_name(st, h), {hex_ref(st, kRefTo, h)}});
  }
  std::string pick = c.decisions.choose(r);
  for (const Hex& h : hexes)
    if (hex_name(st, h) == pick) return h;
  return hexes.front();
}

// The words of a facing: the compass word the map gives its vertex ("N"), else its number.
std::string pu_facing_words(const Battle& st, int v) {
  for (const auto& [word, vertex] : st.s->map->compass_vertices)
    if (vertex == v) return word;
  return "vertex " + std::to_string(v);
}

// The doctrine's facing for a unit entering at `h` (9.64): its Front toward the nearest enemy unit (not
// routed) on the map, else into the map.
int pu_advise_facing(const Battle& st, int unit, const Hex& h, const std::vector<int>& facings) {
  const HexGrid& grid = st.s->map->grid();
  const int side = def(st, unit).side;
  std::optional<Hex> enemy;
  int near = INT_MAX;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& e = st.units[i];
    if (!e.on_map || e.routed || st.s->units[i].side == side) continue;
    int d = grid.distance(h, e.hex);
    if (d < near) near = d, enemy = e.hex;
  }
  if (!enemy) {
    int in = pu_inward_facing(st, h);
    return std::find(facings.begin(), facings.end(), in) != facings.end() ? in : facings.front();
  }
  return pu_facing_nearest(grid, h, grid.centre(*enemy), facings, false);
}

// The facings a unit may enter `h` with: any, or, beside a friend there, the friend's (6.53).
std::vector<int> pu_entry_facings(const Battle& st, const Board& board, int unit, const Hex& h) {
  for (int o : board.units_at(h))
    if (o != unit) return {pu_us(st, o).facing};
  return {0, 1, 2, 3, 4, 5};
}

// Asks the owning player how a unit entering at `h` faces (9.64); the facing chosen.
int pu_choose_facing(Ctx& c, const Board& board, int unit, const Hex& h) {
  const Battle& st = c.st;
  const std::vector<int> facings = pu_entry_facings(st, board, unit, h);
  const int advice = pu_advise_facing(st, unit, h, facings);
  DecisionRequest r = pu_request(st, def(st, unit).side);
  r.advice = "face " + std::to_string(advice);
  if (!c.decisions.takes_advice()) {
    r.label = unit_name(st, unit) + " returns from pursuit at " + hex_name(st, h) + ": its facing (LotN 9.64)";
    for (int v : facings) {
      std::string words = "face " + pu_facing_words(st, v);
      if (facings.size() == 1) words += " (as the unit it stacks with, LotN 6.53)";
      r.options.push_back({"face " + std::to_string(v), words, {hex_ref(st, kRefTo, h, v)}});
    }
  }
  std::string pick = c.decisions.choose(r);
  for (int v : facings)
    if (pick == "face " + std::to_string(v)) return v;
  return advice;
}

// A line of hexes from the leader to the edge (9.67), none holding an enemy unit or in an enemy ZOC (his own
// hex apart), nor barred to a leader.
bool pu_path_to_edge(const Battle& st, const Board& board, int leader) {
  const HexGrid& grid = st.s->map->grid();
  const LeaderState& l = pu_ls(st, leader);
  const int side = ldef(st, leader).side;
  std::vector<char> edge(grid.hex_count(), 0);
  for (const Hex& h : pursuit_edge(st, side)) edge[grid.index(h)] = 1;
  if (edge[grid.index(l.hex)]) return true;
  LeaderTerrain terrain(st);
  std::vector<char> seen(grid.hex_count(), 0);
  std::vector<Hex> frontier{l.hex}, next;
  seen[grid.index(l.hex)] = 1;
  while (!frontier.empty()) {
    next.clear();
    for (const Hex& h : frontier)
      for (int dir = 0; dir < kSides; ++dir) {
        auto n = grid.neighbour(h, dir);
        if (!n) continue;
        std::size_t i = grid.index(*n);
        if (seen[i]) continue;
        seen[i] = 1;
        if (board.enemy_at(*n, side) || board.enemy_zoc(*n, side) || terrain.barred(h, dir, *n)) continue;
        if (edge[i]) return true;
        next.push_back(*n);
      }
    frontier.swap(next);
  }
  return false;
}

// Whether a leader has little to do on the field: at most two units he may command within his Command Range.
bool pu_idle(const Battle& st, const Board& board, int leader) {
  const LeaderDef& d = ldef(st, leader);
  int n = 0;
  for (std::size_t i = 0; i < st.units.size() && n <= 2; ++i) {
    int u = static_cast<int>(i);
    if (st.s->units[i].side != d.side || !present(st, u)) continue;
    if (d.restriction == LeaderDef::Restriction::Cavalry && !is_cavalry(def(st, u).arm) && !is_artillery(def(st, u).arm))
      continue;
    if (unit_in_command_range(st, board, leader, u)) ++n;
  }
  return n <= 2;
}

// The doctrine's common ground for sending a leader after the cavalry: not the overall commander, no leader of
// his side out already, and time for the Regroup and the Return (two turns) before night ends the battle.
bool pu_may_send(const Battle& st, int leader) {
  const LeaderDef& d = ldef(st, leader);
  if (d.overall_commander) return false;
  if (!box_leaders(st, d.side, Box::InPursuit).empty() || !box_leaders(st, d.side, Box::Regrouped).empty()) return false;
  return st.time + 60 < st.s->last_turn;
}

}  // namespace

bool pursuit_boxes_on(const Battle& st) { return st.rules >= 2; }

bool in_pursuit_box(const Battle& st, int unit) {
  const UnitState& u = pu_us(st, unit);
  return !u.on_map && u.gone == "in pursuit" && u.regrouped == 0;
}
bool in_regrouped_box(const Battle& st, int unit) {
  const UnitState& u = pu_us(st, unit);
  return !u.on_map && u.gone == "in pursuit" && u.regrouped > 0;
}
bool leader_in_box(const Battle& st, int leader) {
  const LeaderState& l = pu_ls(st, leader);
  return !l.on_map && l.box != Box::None;
}

std::vector<int> box_units(const Battle& st, int side, Box box) {
  std::vector<int> out;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int u = static_cast<int>(i);
    if (st.s->units[i].side != side) continue;
    if ((box == Box::InPursuit && in_pursuit_box(st, u)) || (box == Box::Regrouped && in_regrouped_box(st, u)))
      out.push_back(u);
  }
  return out;
}

std::vector<int> box_leaders(const Battle& st, int side, Box box) {
  std::vector<int> out;
  for (std::size_t i = 0; i < st.leaders.size(); ++i)
    if (st.s->leaders[i].side == side && leader_in_box(st, static_cast<int>(i)) && st.leaders[i].box == box)
      out.push_back(static_cast<int>(i));
  return out;
}

std::string box_words(const Battle& st, int unit) {
  if (in_pursuit_box(st, unit)) return "in the In Pursuit box";
  if (in_regrouped_box(st, unit)) return "in the Regrouped box";
  return "";
}
std::string leader_box_words(const Battle& st, int leader) {
  if (!leader_in_box(st, leader)) return "";
  return pu_ls(st, leader).box == Box::InPursuit ? "in the In Pursuit box" : "in the Regrouped box";
}

bool commands_cavalry(const Battle& st, int leader) {
  return ldef(st, leader).restriction != LeaderDef::Restriction::Artillery;
}

std::vector<Hex> pursuit_edge(const Battle& st, int side) {
  // The enemy's retreat edge (where the pursuit ran) or the side's own (variant pursuit.box_edge).
  const int whose = st.s->variant("pursuit.box_edge") == 1 ? side : other(side);
  const HexGrid& grid = st.s->map->grid();
  std::vector<char> seen(grid.hex_count(), 0);
  std::vector<Hex> out;
  for (std::size_t a = 0; a < st.s->armies.size(); ++a) {
    if (st.s->armies[a].side != whose) continue;
    for (const Hex& h : retreat_hexes(st, static_cast<int>(a))) {
      if (!grid.contains(h) || seen[grid.index(h)]) continue;
      seen[grid.index(h)] = 1;
      out.push_back(h);
    }
  }
  return out;
}

std::string pursuit_box_problem(const Battle& st, const Board& board, int leader) {
  if (!pursuit_boxes_on(st)) return "this battle was begun without the Cavalry Pursuit boxes";
  const LeaderState& l = pu_ls(st, leader);
  if (!l.on_map) return "not on the map";
  if (!commands_cavalry(st, leader)) return "he cannot command cavalry (LotN 4.29, 9.63)";
  if (!pu_path_to_edge(st, board, leader))
    return "no line of hexes free of enemy units and Zones of Control to the map edge of the Pursuit box (LotN 9.67)";
  return "";
}

void enter_pursuit_box(Ctx& c, Board& board, int leader, const std::string& why) {
  Battle& st = c.st;
  LeaderState& l = pu_ls(st, leader);
  l.on_map = false;
  l.box = Box::InPursuit;
  board.rebuild();
  if (c.say.on)
    c.say(leader_name(st, leader) + " goes into the In Pursuit box" +
              (why.empty() ? "" : ": " + why),
          "LotN 9.66, 9.67");
  pu_finish(c, leader, "he went into the In Pursuit box", "LotN 9.67");
}

std::vector<int> leaders_reaching(const Battle& st, const Board& board, int unit) {
  std::vector<int> out;
  if (!pursuit_boxes_on(st)) return out;
  const int side = def(st, unit).side;
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    int l = static_cast<int>(i);
    if (st.s->leaders[i].side != side || !leader_present(st, l) || !commands_cavalry(st, l)) continue;
    if (unit_in_command_range(st, board, l, unit)) out.push_back(l);
  }
  return out;
}

void offer_pursuit_leaders(Ctx& c, Board& board, int pursuer, const std::vector<int>& reaching) {
  Battle& st = c.st;
  if (reaching.empty() || !pursuit_boxes_on(st)) return;
  const int side = def(st, pursuer).side;
  for (int l : reaching) {
    if (!leader_present(st, l)) continue;
    board.rebuild();
    if (!pursuit_box_problem(st, board, l).empty()) continue;
    const LeaderDef& d = ldef(st, l);
    DecisionRequest r = pu_request(st, side);
    bool send = pu_may_send(st, l) && (d.restriction == LeaderDef::Restriction::Cavalry || pu_idle(st, board, l));
    r.advice = send ? "yes" : "no";
    if (!c.decisions.takes_advice()) {
      r.label = leader_name(st, l) + ": follow " + unit_name(st, pursuer) + " into the In Pursuit box? (LotN 9.66)";
      r.options = {{"yes", "he goes into the In Pursuit box and is Finished"}, {"no", "he stays on the field"}};
    }
    if (c.decisions.choose(r) == "yes") enter_pursuit_box(c, board, l, "he follows " + unit_name(st, pursuer));
  }
}

bool advise_pursuit_box(const Battle& st, const Board& board, int leader, bool nothing_to_order) {
  const LeaderDef& d = ldef(st, leader);
  if (!pursuit_boxes_on(st) || !pu_may_send(st, leader)) return false;
  if (box_units(st, d.side, Box::InPursuit).empty()) return false;
  if (!nothing_to_order && !pu_idle(st, board, leader)) return false;
  return pursuit_box_problem(st, board, leader).empty();
}

// ---- a leader in a box

std::string regroup_problem(const Battle& st, int leader) {
  if (!leader_in_box(st, leader) || pu_ls(st, leader).box != Box::InPursuit) return "he is not in the In Pursuit box";
  return "";
}

std::vector<Hex> entry_hexes(const Battle& st, const Board& board, int side) {
  std::vector<Hex> out;
  for (const Hex& h : pursuit_edge(st, side)) {
    if (!board.units_at(h).empty() || board.enemy_zoc(h, side)) continue;
    const std::vector<int>& here = board.leaders_at(h);
    if (std::any_of(here.begin(), here.end(), [&](int l) { return ldef(st, l).side != side; })) continue;
    out.push_back(h);
  }
  return out;
}

std::vector<Hex> return_hexes(const Battle& st, const Board& board, int unit) {
  std::vector<Hex> out;
  const int side = def(st, unit).side;
  const StackVariants stacking = stack_variants(st);
  for (const Hex& h : pursuit_edge(st, side)) {
    if (board.enemy_at(h, side) || board.enemy_zoc(h, side)) continue;
    const std::vector<int>& here = board.leaders_at(h);
    if (std::any_of(here.begin(), here.end(), [&](int l) { return ldef(st, l).side != side; })) continue;
    if (!terrain_entry_problem(st, board, unit, h).empty()) continue;
    const std::vector<int> facings = pu_entry_facings(st, board, unit, h);
    if (!end_stack_problem(st, board, unit, h, facings.front(), false, stacking).empty()) continue;
    out.push_back(h);
  }
  return out;
}

std::string return_problem(const Battle& st, int leader) {
  if (!leader_in_box(st, leader) || pu_ls(st, leader).box != Box::Regrouped) return "he is not in the Regrouped box";
  const int side = ldef(st, leader).side;
  const std::vector<int> waiting = box_units(st, side, Box::Regrouped);
  if (!waiting.empty() && pu_returning(st, side).empty())
    return "the cavalry was Regrouped this turn: it may Return from the next turn (LotN 9.64)";
  Board board(st);
  if (entry_hexes(st, board, side).empty()) {
    // Rules 3: a unit may return beside a friend it may stack with.
    if (st.rules >= 3)
      for (int u : pu_returning(st, side))
        if (!return_hexes(st, board, u).empty()) return "";
    return "no free hex on the map edge of the Pursuit box (every one holds a unit or lies in an enemy Zone of Control)";
  }
  return "";
}

void regroup(Ctx& c, int leader) {
  Battle& st = c.st;
  const int side = ldef(st, leader).side;
  std::vector<int> units = box_units(st, side, Box::InPursuit);
  for (int u : units) pu_us(st, u).regrouped = st.turn;
  pu_ls(st, leader).box = Box::Regrouped;
  if (c.say.on)
    c.say(leader_name(st, leader) + " gives a Regroup Line Command: " +
              (units.empty() ? std::string("he goes alone") : pu_list(st, units) + (units.size() == 1 ? " goes" : " go") + " with him") +
              " to the Regrouped box; they may return to the field from the next turn",
          "LotN 9.63, 9.64");
  pu_finish(c, leader, "he Regrouped", "LotN 9.63");
}

int return_cavalry(Ctx& c, int leader, bool leader_enters) {
  Battle& st = c.st;
  const int side = ldef(st, leader).side;
  Board board(st);
  int placed = 0;
  std::optional<Hex> first;
  for (int u : pu_returning(st, side)) {
    if (def(st, u).double_sized) {  // no cavalry counter is double-sized; never placed on one hex
      if (c.say.on) c.say(unit_name(st, u) + " waits in the Regrouped box: a double-sized unit's entry is not modelled", kPursuitRule);
      continue;
    }
    // Rules 3: the hexes it could enter as a reinforcement (terrain, enemies, stacking) and its facing its
    // player's; before, a free hex and facing into the map.
    const bool chosen = st.rules >= 3;
    std::vector<Hex> hexes = chosen ? return_hexes(st, board, u) : entry_hexes(st, board, side);
    if (hexes.empty()) {
      if (chosen && st.s->variant("pursuit.return_blocked") == 1) {
        UnitState& gone = pu_us(st, u);
        gone.gone = "eliminated";
        gone.regrouped = 0;
        if (c.say.on)
          c.say(unit_name(st, u) + " finds no hex of the map edge it may enter and is lost", "LotN 9.64");
        add_wp(c, def(st, u).army, unit_wp(st, u), unit_name(st, u) + " lost returning from pursuit");
        continue;
      }
      if (c.say.on)
        c.say(unit_name(st, u) + (chosen ? " waits in the Regrouped box: no hex of the map edge it may enter"
                                         : " waits in the Regrouped box: no free hex on the map edge"),
              "LotN 9.64");
      continue;
    }
    Hex h = pu_choose_entry(c, side, unit_name(st, u) + " returns from pursuit: where it enters", hexes);
    const int facing = chosen ? pu_choose_facing(c, board, u, h) : pu_inward_facing(st, h);
    UnitState& s = pu_us(st, u);
    s.on_map = true;
    s.gone.clear();
    s.regrouped = 0;
    s.hex = h;
    s.second.reset();
    s.in_column = false;
    s.routed = false;
    s.facing = facing;
    board.rebuild();
    ++placed;
    if (!first) first = h;
    if (c.say.on)
      c.say(unit_name(st, u) + " returns from pursuit and enters at " + hex_name(st, h) + (s.disrupted ? ", Disrupted" : ""),
            "LotN 9.64");
  }
  LeaderState& l = pu_ls(st, leader);
  if (leader_enters) {
    Hex at;
    if (first) {
      at = *first;
    } else {
      std::vector<Hex> hexes = entry_hexes(st, board, side);
      if (hexes.empty()) hexes = pursuit_edge(st, side);  // return_problem refused this before; never empty here
      at = pu_choose_entry(c, side, leader_name(st, leader) + " returns from pursuit: where he enters", hexes);
    }
    l.on_map = true;
    l.box = Box::None;
    l.hex = at;
    if (c.say.on) c.say(leader_name(st, leader) + " returns with them and enters at " + hex_name(st, at), "LotN 9.64");
    pu_finish(c, leader, "he returned from pursuit (no Momentum)", "LotN 9.64");
  } else {
    l.box = Box::InPursuit;
    if (c.say.on) c.say(leader_name(st, leader) + " goes back to the In Pursuit box", "LotN 9.64");
    pu_finish(c, leader, "he sent the cavalry back", "LotN 9.64");
  }
  return placed;
}

std::string box_rally_problem(const Battle& st, int leader, int unit) {
  if (!leader_in_box(st, leader)) return "he is not in a Pursuit box";
  if (def(st, unit).side != ldef(st, leader).side) return "not his side's";
  bool same = pu_ls(st, leader).box == Box::InPursuit ? in_pursuit_box(st, unit) : in_regrouped_box(st, unit);
  if (!same) return "not in his box (LotN 9.68)";
  const UnitState& u = pu_us(st, unit);
  if (!u.disrupted) return "not disrupted";
  if (u.perm_disrupted) return "permanently disrupted (LotN 12.13)";
  return "";
}

void box_rally(Ctx& c, int leader, int unit) {
  Battle& st = c.st;
  pu_us(st, unit).disrupted = false;
  if (c.say.on)
    c.say(leader_name(st, leader) + " rallies " + unit_name(st, unit) + " in the Pursuit box: it recovers from Disruption",
          "LotN 9.65, 9.68, 12.41");
  pu_finish(c, leader, "he rallied a unit in pursuit", "LotN 9.68");
}

void box_orders(Ctx& c, int leader) {
  Battle& st = c.st;
  const int side = ldef(st, leader).side;
  const bool pursuit = pu_ls(st, leader).box == Box::InPursuit;
  DecisionRequest r = pu_request(st, side);
  std::vector<int> rallies;
  std::string ret = pursuit ? "" : return_problem(st, leader);
  const std::vector<int> returning = pursuit ? std::vector<int>{} : pu_returning(st, side);
  if (pursuit) {
    r.advice = "regroup";
    for (int u : box_units(st, side, Box::InPursuit))
      if (box_rally_problem(st, leader, u).empty()) rallies.push_back(u);
  } else if (ret.empty()) {
    bool more = !box_units(st, side, Box::InPursuit).empty() && box_leaders(st, side, Box::InPursuit).empty();
    r.advice = more && !returning.empty() ? "return back" : "return";
  } else {
    r.advice = "stay";
  }
  if (!c.decisions.takes_advice()) {
    r.label = leader_name(st, leader) + " " + leader_box_words(st, leader) + ": his orders (LotN 9.68)";
    if (pursuit) {
      std::vector<int> in = box_units(st, side, Box::InPursuit);
      r.options.push_back({"regroup", "Regroup: " + (in.empty() ? std::string("he alone") : pu_list(st, in)) +
                                          " to the Regrouped box (LotN 9.63)"});
      for (int u : rallies)
        r.options.push_back({"rally " + def(st, u).id, "rally " + unit_name(st, u) + " from Disruption (LotN 9.65)"});
    } else if (ret.empty()) {
      r.options.push_back({"return", "Return: " + (returning.empty() ? std::string("he alone") : pu_list(st, returning) + " and he") +
                                         " enter the field (LotN 9.64)"});
      if (!returning.empty())
        r.options.push_back({"return back", "Return " + pu_list(st, returning) + "; he goes back to the In Pursuit box (LotN 9.64)"});
    }
    r.options.push_back({"stay", ret.empty() || pursuit ? "no order this turn" : "no order: " + ret});
  }
  std::string pick = c.decisions.choose(r);
  if (pick == "regroup" && pursuit) {
    regroup(c, leader);
    return;
  }
  if (pursuit)
    for (int u : rallies)
      if (pick == "rally " + def(st, u).id) {
        box_rally(c, leader, u);
        return;
      }
  if (!pursuit && ret.empty() && (pick == "return" || (pick == "return back" && !returning.empty()))) {
    return_cavalry(c, leader, pick == "return");
    return;
  }
  pu_finish(c, leader, "no order from the Pursuit box", "LotN 9.68");
}

}  // namespace umpire::lotn
