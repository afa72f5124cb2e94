#include "lotn/hex_stacking.h"

#include <algorithm>

#include "lotn/battle_state.h"
#include "lotn/optional_rules.h"

namespace umpire::lotn {

namespace {

bool lotn_stack_is_gun(StackKind k) {
  return k == StackKind::RegimentalGun || k == StackKind::FieldGun || k == StackKind::HeavyGun;
}
bool lotn_stack_is_cavalry(StackKind k) { return k == StackKind::HeavyCavalry || k == StackKind::LightCavalry; }
bool lotn_stack_is_infantry(StackKind k) {
  return k == StackKind::HeavyInfantry || k == StackKind::Tercio || k == StackKind::LightInfantry;
}

// 6.51[5]: two cavalry units (at most) totalling up to 4 SP, never heavy with
// light, count as "one" cavalry unit. "" when `cav` is such a group.
std::string lotn_stack_cavalry_group(const std::vector<const StackUnit*>& cav) {
  if (cav.size() <= 1) return "";
  if (cav.size() > 2) return "at most two cavalry units share a hex (LotN 6.51[5])";
  if (cav[0]->kind != cav[1]->kind)
    return "heavy cavalry (with CR) never stacks with light cavalry (with dragoons) (LotN 6.51[5])";
  if (cav[0]->sp + cav[1]->sp > 4) return "two cavalry units stack only when they total 4 SP or less (LotN 6.51[5])";
  return "";
}

}  // namespace

std::string stack_problem(const std::vector<StackUnit>& units, const StackVariants& variants) {
  if (units.size() <= 1) return "";
  for (const StackUnit& u : units)
    if (u.army != units.front().army) return "units of opposing armies never share a hex (LotN 6.54)";
  std::vector<const StackUnit*> combat, li, cav, regimental, big;
  int baggage = 0;
  for (const StackUnit& u : units) {
    if (u.kind == StackKind::Baggage) {
      ++baggage;
      continue;
    }
    combat.push_back(&u);
    if (u.kind == StackKind::LightInfantry) li.push_back(&u);
    if (lotn_stack_is_cavalry(u.kind)) cav.push_back(&u);
    if (u.kind == StackKind::RegimentalGun) regimental.push_back(&u);
    if (u.kind == StackKind::FieldGun || u.kind == StackKind::HeavyGun) big.push_back(&u);
  }
  if (baggage > 1) return "one Baggage Train to a hex: it stacks with one combat unit only (LotN 6.51[7])";
  if (baggage == 1) {
    return combat.size() <= 1 ? "" : "a Baggage Train stacks with one combat unit only (LotN 6.51[7])";
  }
  for (const StackUnit* u : combat)
    if (u->routed) return "Routed units never stack (LotN 12.36)";
  for (const StackUnit* u : combat)
    if (u->kind == StackKind::Tercio) return "no unit may ever enter a tercio's hex (LotN 6.55)";
  for (const StackUnit* u : combat)
    if (u->kind == StackKind::HeavyInfantry) return "heavy infantry never stacks with another combat unit (LotN 6.51)";
  for (const StackUnit* u : combat)
    if (u->facing != combat.front()->facing || u->in_column != combat.front()->in_column)
      return "units stacked in a hex have the same facing (LotN 6.53)";
  if (variants.dispersed_li_rule) {
    int dispersed_sp = 0;
    bool dispersed = false;
    for (const StackUnit* u : li)
      if (u->dispersed) {
        dispersed = true;
        dispersed_sp += u->sp;
      }
    if (dispersed && (li.size() > 1 || dispersed_sp > 2))
      return "Dispersed light infantry: one unit and at most 2 SP to a hex (LotN 10.35)";
  }
  const std::size_t n_li = li.size(), n_cav = cav.size(), n_reg = regimental.size(), n_big = big.size();
  if (n_reg == 0 && n_big == 0) {
    if (n_cav == 0) {
      if (n_li > 2) return "at most two light infantry units share a hex (LotN 6.51[1])";
      int sp = li[0]->sp + li[1]->sp;
      return sp <= 4 ? "" : "never more than 4 SP of light infantry in a hex (LotN 6.51[1])";
    }
    if (std::string group = lotn_stack_cavalry_group(cav); !group.empty()) return group;
    if (n_li <= 1) return "";  // 6.51[2]: one Commanded Musket unit with one cavalry unit
    return "one Commanded Musket unit stacks with one cavalry unit, not more (LotN 6.51[2])";
  }
  if (n_reg > 0 && n_big > 0) return "regimental guns never stack with Field or Heavy guns (LotN 6.51[3])";
  if (n_reg > 0) {
    // 6.51[3]: with one cavalry unit (a 6.51[5] pair counts as one), or one LI, or another regimental gun.
    bool ok = (n_reg == 2 && n_li == 0 && n_cav == 0) || (n_reg == 1 && n_li == 1 && n_cav == 0) ||
              (n_reg == 1 && n_li == 0 && n_cav >= 1 && lotn_stack_cavalry_group(cav).empty());
    return ok ? ""
              : "regimental artillery stacks with one cavalry unit, or one light infantry unit, or one other "
                "regimental gun (LotN 6.51[3])";
  }
  // 6.51[4]: a Field or Heavy gun with one cavalry unit, one LI, or one similar gun.
  bool similar = n_big == 2 && (!variants.similar_cannon_same_class || big[0]->kind == big[1]->kind);
  bool ok = (n_big == 2 && n_li == 0 && n_cav == 0 && similar) || (n_big == 1 && n_li + n_cav == 1);
  return ok ? ""
            : "a Field or Heavy gun stacks with one cavalry unit, or one light infantry unit, or one similar gun "
              "(LotN 6.51[4])";
}

std::string pass_through_problem(const StackUnit& mover, const std::vector<StackUnit>& occupants,
                                 const StackVariants&) {
  for (const StackUnit& u : occupants)
    if (u.kind == StackKind::Tercio) return "no unit may ever enter a tercio's hex (LotN 6.55)";
  bool mover_passes_guns = lotn_stack_is_infantry(mover.kind) || lotn_stack_is_cavalry(mover.kind);
  for (const StackUnit& u : occupants) {
    if (u.army == mover.army) continue;
    if (lotn_stack_is_gun(u.kind) && mover_passes_guns) continue;  // 6.51[6]
    return "a unit never moves into or through a hex holding an enemy unit, except infantry and cavalry passing "
           "through guns (LotN 6.54, 6.51[6])";
  }
  // Passing through friends is allowed; where the move ends is stack_problem's (6.55).
  return "";
}

// ---- a battle's units

StackVariants stack_variants(const Battle& st) {
  StackVariants v;
  v.dispersed_li_rule = st.s->variant("optional.advanced_li") != 0;
  return v;
}

StackUnit stack_unit(const Battle& st, int unit, int facing, bool in_column) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  const UnitDef& d = def(st, unit);
  StackUnit s;
  s.kind = stack_kind(d.arm);
  // current_sp() counts only units on the map: one arriving counts its printed SP less its hits.
  s.sp = u.on_map ? current_sp(st, unit) : std::max(0, d.total_sp() - u.hits());
  s.army = st.s->armies[static_cast<std::size_t>(d.army)].id;
  if (!u.routed) s.facing = facing;
  s.in_column = in_column;
  s.routed = u.routed;
  if (s.kind == StackKind::LightInfantry) s.dispersed = dispersed_li(st, unit);  // optional 10.35
  return s;
}

std::string end_stack_problem(const Battle& st, const Board& board, int unit, const Hex& h, int facing,
                              bool in_column, const StackVariants& variants) {
  const std::vector<int>& here = board.units_at(h);
  if (here.empty() || (here.size() == 1 && here.front() == unit)) return "";
  std::vector<StackUnit> all{stack_unit(st, unit, facing, in_column)};
  for (int o : here)
    if (o != unit) {
      const UnitState& os = st.units[static_cast<std::size_t>(o)];
      all.push_back(stack_unit(st, o, os.facing, os.in_column));
    }
  return stack_problem(all, variants);
}

std::string end_stack_problem(const Battle& st, const Board& board, int unit, const Hex& h, int facing,
                              bool in_column) {
  return end_stack_problem(st, board, unit, h, facing, in_column, stack_variants(st));
}

}  // namespace umpire::lotn
