// Lion of the North: the questions the optional rules ask of a unit, for the
// procedures that apply them (fire, shock, movement, the Commanded Musket
// Phase). Each rule is behind its rule variant, off by default:
//   - Exploding Guns (8.66, optional.exploding_guns): the check itself is in
//     artillery_fire (fire.cpp); here whether it is in play and the marker's -2.
//   - Advanced Light Infantry Usage (10.35, optional.advanced_li): the formation
//     is li_formation (lines.h); here what each formation changes.
//   - The Death Star (10.14-10.15) is death_star.h.
#pragma once

#include "lotn/battle_state.h"

namespace umpire::lotn {

// ---- Exploding Guns (8.66)

bool exploding_guns_in_play(const Battle& st);
// The adjusted six-sided die that calls for the exploding gun check (8.66: "an adjusted '4'").
inline constexpr int kExplodingGunFace = 4;
// The Exploded Gun marker's adjustment to that gun's fire d6 (8.66, Artillery Fire Table): -2, or 0.
int exploded_gun_drm(const Battle& st, int gun);

// ---- Advanced Light Infantry Usage (10.35)

bool dispersed_li(const Battle& st, int unit);  // light infantry in Dispersed formation (dismounted dragoons too, 10.45)
bool compact_li(const Battle& st, int unit);    // light infantry in Compact formation

// Whether a light infantry unit fires through its Flank hexsides (10.31; 10.35: never when Compact).
bool li_fires_through_flanks(const Battle& st, int unit);
// Whether the unit's Disrupted result from shock is a Rout instead, losing no SP (10.33): light infantry of 1 SP,
// under 10.35 Dispersed LI of any SP, and never Compact LI.
bool li_shock_disruption_routs(const Battle& st, int unit);
// Whether light infantry attacking with other types may give Position Superiority (10.32 exception 2;
// 10.35: Compact LI may). False for a unit that is not light infantry.
bool li_gives_position(const Battle& st, int unit);
// The die roll adjustment of every fire at a hex holding a Dispersed LI (10.35): -2, or 0.
int dispersed_target_drm(const Battle& st, int unit);
// Whether the unit acts in the Commanded Musket Phase (10.34; 10.35: only Dispersed LI, at Breitenfeld too).
bool acts_in_commanded_musket_phase(const Battle& st, int unit);
// Whether a Commanded Musket Phase is held in this battle: Lützen, and with 10.35 in play any battle (Breitenfeld).
bool commanded_musket_phase_held(const Battle& st);

}  // namespace umpire::lotn
