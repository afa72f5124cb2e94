#include "lotn/option_refs.h"

#include "lotn/death_star.h"
#include "lotn/fire.h"
#include "lotn/lines.h"
#include "lotn/movement.h"

namespace umpire::lotn {

std::vector<DecisionRef> unit_refs(const Battle& st, int unit, const char* role) {
  if (unit < 0 || unit >= static_cast<int>(st.units.size()) || !st.units[static_cast<std::size_t>(unit)].on_map)
    return {};
  return {DecisionRef{role, def(st, unit).id, -1}};
}

std::vector<DecisionRef> leader_refs(const Battle& st, int leader) {
  if (leader < 0 || leader >= static_cast<int>(st.leaders.size()) ||
      !st.leaders[static_cast<std::size_t>(leader)].on_map)
    return {};
  return {DecisionRef{kRefLeader, ldef(st, leader).id, -1}};
}

DecisionRef hex_ref(const Battle& st, const char* role, const Hex& h, int facing) {
  return DecisionRef{role, hex_name(st, h), facing};
}

std::vector<DecisionRef> move_refs(const Battle& st, int unit, const MoveOption& o) {
  std::vector<DecisionRef> out = unit_refs(st, unit);
  out.push_back(hex_ref(st, kRefTo, o.hex, o.facing));
  if (o.second) out.push_back(hex_ref(st, kRefTo, *o.second, o.facing));
  return out;
}

std::vector<DecisionRef> leader_move_refs(const Battle& st, int leader, const Hex& to) {
  std::vector<DecisionRef> out = leader_refs(st, leader);
  out.push_back(hex_ref(st, kRefTo, to));
  return out;
}

std::vector<DecisionRef> fire_refs(const Battle& st, const FireOption& o) {
  std::vector<DecisionRef> out = unit_refs(st, o.firer);
  out.push_back(hex_ref(st, kRefFrom, o.from));
  out.push_back(hex_ref(st, kRefAt, o.target));
  return out;
}

std::vector<DecisionRef> death_star_refs(const Battle& st, const DeathStarMove& m) {
  std::vector<DecisionRef> out;
  for (std::size_t k = 0; k < m.unit.size(); ++k) {
    std::vector<DecisionRef> u = unit_refs(st, m.unit[k]);
    if (u.empty()) return {};  // a tercio gone: nothing to draw the formation by
    out.push_back(std::move(u.front()));
    out.push_back(hex_ref(st, kRefTo, m.to[k], m.facing));
  }
  return out;
}

std::vector<DecisionRef> line_refs(const Battle& st, const Line& l) {
  std::vector<DecisionRef> out;
  for (int u : l.units)
    for (auto& r : unit_refs(st, u)) out.push_back(std::move(r));
  return out;
}

std::vector<DecisionRef> shock_refs(const Battle& st, int attacker, const std::vector<int>& targets) {
  std::vector<DecisionRef> out = unit_refs(st, attacker);
  for (int t : targets)
    for (auto& r : unit_refs(st, t, kRefTarget)) out.push_back(std::move(r));
  return out;
}

}  // namespace umpire::lotn
