#include "lotn/command.h"

#include <vector>

#include "lotn/movement.h"

namespace umpire::lotn {

int command_range(const Battle& st, int leader, bool individual_order) {
  int r = leader_range(st, leader);
  if (individual_order && st.visibility == Visibility::Heavy) r = (r + 1) / 2;  // the Fog rules
  return r;
}

int command_distance(const Battle& st, const Board& board, int leader, const Hex& to) {
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  if (!l.on_map) return -1;
  const HexGrid& grid = st.s->map->grid();
  if (l.hex == to) return 0;
  const int reach = leader_range(st, leader);
  const int side = ldef(st, leader).side;
  if (grid.distance(l.hex, to) > reach) return -1;
  LeaderTerrain terrain(st);
  // A breadth-first search: each hex entered counts one, the leader's own not.
  std::vector<int> dist(grid.hex_count(), -1);
  std::vector<Hex> frontier{l.hex}, next;
  dist[grid.index(l.hex)] = 0;
  for (int d = 1; d <= reach && !frontier.empty(); ++d) {
    next.clear();
    for (const Hex& h : frontier)
      for (int dir = 0; dir < kSides; ++dir) {
        auto n = grid.neighbour(h, dir);
        if (!n) continue;
        std::size_t i = grid.index(*n);
        if (dist[i] >= 0) continue;
        if (grid.distance(*n, to) > reach - d) continue;  // cannot reach it from there
        if (board.enemy_at(*n, side)) continue;
        if (board.enemy_zoc(*n, side) && !board.friend_at(*n, side)) continue;  // a friend negates the ZOC
        if (terrain.barred(h, dir, *n)) continue;
        if (*n == to) return d;
        dist[i] = d;
        next.push_back(*n);
      }
    frontier.swap(next);
  }
  return -1;
}

bool in_command_range(const Battle& st, const Board& board, int leader, const Hex& to, bool individual_order) {
  int d = command_distance(st, board, leader, to);
  return d >= 0 && d <= command_range(st, leader, individual_order);
}

bool unit_in_command_range(const Battle& st, const Board& board, int leader, int unit, bool individual_order) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (in_command_range(st, board, leader, u.hex, individual_order)) return true;
  return u.second && in_command_range(st, board, leader, *u.second, individual_order);
}

}  // namespace umpire::lotn
