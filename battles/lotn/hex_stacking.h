// Lion of the North: stacking (LotN 6.5, 6.55, 12.36). One combat unit per
// hex at all times, with the exceptions of 6.51; leaders and markers never
// count (6.52). This file judges a hex's combat units (and baggage train) as
// a stack; it knows nothing of counters beyond what 6.5 asks.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace umpire::lotn {

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

}  // namespace umpire::lotn
