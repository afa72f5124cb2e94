// Lion of the North: stacking (LotN 6.5, 6.55, 12.36). One combat unit per
// hex at all times, with the exceptions of 6.51; leaders and markers never
// count (6.52). This file judges a hex's combat units (and baggage train) as
// a stack; it knows nothing of counters beyond what 6.5 asks. At its end,
// the one check of where a unit of a battle may end (end_stack_problem),
// which every mover asks: a move, an Orderly Withdrawal, a rout, a return
// from the pursuit boxes, a reinforcement's entry.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lotn/hex_grid.h"

namespace umpire::lotn {

struct Battle;
class Board;

// The kinds 6.51 tells apart. CR counts as heavy cavalry, dragoons as light
// cavalry (mounted) or light infantry (dismounted, 10.41); Croats are light
// cavalry; Commanded Muskets are light infantry.
enum class StackKind : std::uint8_t {
  HeavyInfantry,  // HI brigades, single-hex HI
  Tercio,
  LightInfantry,  // LI, Commanded Muskets, dismounted dragoons
  HeavyCavalry,   // HC, CR
  LightCavalry,   // LC, Croats, mounted dragoons
  RegimentalGun,
  FieldGun,
  HeavyGun,
  Baggage,        // a Baggage Train counter
};

struct StackUnit {
  StackKind kind = StackKind::HeavyInfantry;
  int sp = 0;                  // current Strength Points
  std::string army;            // units of two armies never share a hex (6.54)
  std::optional<int> facing;   // vertex (hexside In Column); none when Routed (7.16)
  bool in_column = false;
  bool routed = false;         // 12.36
  bool dispersed = false;      // optional 10.35 (Dispersed LI)
};

struct StackVariants {
  bool dispersed_li_rule = false;  // optional rule 10.35 in play
  // 6.51[4]: a Field or Heavy gun stacks with "one similar cannon unit":
  // false (default) any Field or Heavy gun; true only the same class.
  // (lotn.stack.similar_cannon_same_class)
  bool similar_cannon_same_class = false;
};

// Why the units may not share a hex, in words with the rule, or "" when they
// may (LotN 6.51, 6.53, 6.54, 6.55, 12.36).
std::string stack_problem(const std::vector<StackUnit>& units, const StackVariants& variants = {});

// Whether `mover` may pass through a hex holding `occupants` (without
// stopping): never a tercio's hex (6.55), never an enemy's except to pass
// through artillery (6.51[6], 6.54); infantry and cavalry pass through any
// artillery; otherwise only where it could stack (6.55). "" when it may.
std::string pass_through_problem(const StackUnit& mover, const std::vector<StackUnit>& occupants,
                                 const StackVariants& variants = {});

// ---- a battle's units

// The stacking rules as the battle plays them: optional 10.35 (Dispersed light infantry) when the setting
// optional.advanced_li is on.
StackVariants stack_variants(const Battle& st);
// A unit of the battle as 6.5 judges it, facing `facing` (In Column or not): its kind, its SP (a unit off the
// map: its printed SP less its hits), its army, Routed, Dispersed (optional 10.35).
StackUnit stack_unit(const Battle& st, int unit, int facing, bool in_column);
// Why `unit` may not end in `h` facing `facing` beside the combat units there now (itself aside), in words with
// the rule; "" when it may (LotN 6.51-6.55, 10.35, 12.36). `variants`: stack_variants(st), which a caller asking
// many hexes reads once.
std::string end_stack_problem(const Battle& st, const Board& board, int unit, const Hex& h, int facing,
                              bool in_column, const StackVariants& variants);
std::string end_stack_problem(const Battle& st, const Board& board, int unit, const Hex& h, int facing,
                              bool in_column);

}  // namespace umpire::lotn
