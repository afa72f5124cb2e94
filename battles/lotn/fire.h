// Lion of the North: fire combat (LotN 8.1-8.2, 8.5-8.6, 4.43). Which hexes a
// unit may fire at (arc, range, Line of Sight, the Artillery Usage Table), the
// Small-Arms Fire Table with its column shifts and Salvo, the Artillery Fire
// Table with its Disruption Number, Reaction Fire, the Artillery Barrage Phase
// and the Imperialist heavy gun's roll to move.
//
// Every chart value is read through the data gate (Tables): the fire strength
// bands and results ("fire_small_arms.bands", "fire_small_arms.results"), the
// Range Effects Table ("range_effects"), the Terrain Chart's Fire entry
// ("terrain", column "Fire": small-arms shift left of the slash, artillery
// die roll adjustment right of it), the artillery column selector and results
// ("fire_artillery.selector", "fire_artillery.results"). A lost cell refuses
// with MissingValue naming it (strict play).
//
// The Caracole (8.3) is here as its fire steps; its movement (MP enough to
// enter, turn and leave, no ZOC costs) and the counter-charge are the
// movement and shock procedures'.
//
// The Swedish double brigade's split fire (8.17 exc. 2) is a share of its
// own (SplitHalf); Torstensson's combined fire (Breitenfeld) joins guns to a
// gun's fire (artillery_fire asks each). The optional Retreat Fire (8.42) and
// Creeping Fire (8.41) are here, each behind its rule variant, and so are the
// optional Exploding Guns (8.66: the check after an adjusted 4, the Exploded
// Gun marker's -2, a second explosion eliminating the gun) and the fire parts
// of optional 10.35 (Dispersed LI: -2 to every fire at it, never Salvo;
// Compact LI: no flank fire, and the artillery's -2 for light infantry's
// ranks does not apply), asked of optional_rules.h.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lotn/battle_state.h"
#include "lotn/hex_los.h"
#include "lotn/movement.h"

namespace umpire::lotn {

// Why a unit fires (LotN 8.21, 8.64, 10.34, 8.3).
enum class FireOccasion : std::uint8_t { Ordered, Reaction, Barrage, CommandedMusket, Caracole, Retreat, Creeping };
const char* occasion_words(FireOccasion o);  // "ordered fire", "reaction fire", ...

// Salvo (8.27): twice, Double Salvo four times the fire strength, without the Fire Rate.
enum class Volley : std::uint8_t { Normal, Salvo, DoubleSalvo };
const char* volley_words(Volley v);  // "", "Salvo", "Double Salvo"

// Which part of its strength a unit fires (8.16): the whole, or a tercio's
// front half (rounded up) or one flank's quarter (rounded down), or a Swedish
// double brigade's half (rounded down) at one of two of its Front hexes (8.17
// exception 2).
enum class FireShare : std::uint8_t { Whole, TercioFront, TercioFlank, SplitHalf };

// One legal fire: the firer, the hex it fires at and from which of its hexes,
// the range, the strength (small arms: SP firing, the share taken, before the
// Salvo multiple), and the words for a decision.
struct FireOption {
  int firer = -1;
  Hex target;
  Hex from;        // the firer's hex the line leaves (a double-sized unit's nearer qualifying half)
  int range = 0;
  bool artillery = false;
  FireShare share = FireShare::Whole;
  Volley volley = Volley::Normal;
  int strength = 0;         // small arms: SP fired before the Salvo multiple; artillery 0
  Arc through = Arc::Front; // the target's arc the fire enters by (8.6 flank fire)
  int flank_side = -1;      // a tercio's flank share: the firer's flank hexside it fires through
  std::string id;           // decision option id: "W2321", "W2321 salvo", "W2321 flank"
  std::string words;        // "fire at Piccolomini in W2321 (2 hexes), Salvo"
};

// The Artillery Usage Table and the rest of 8.1-8.2, 8.5: whether the unit
// may fire now at all ("" when it may), for the occasion. `initial_phase`:
// the Orders Phase is not a Momentum-generated one.
std::string fire_problem(const Battle& st, int unit, FireOccasion occasion);

// Every legal fire of the unit now: each enemy-occupied hex in its arc
// (8.22, in_fire_arc; tercios and LI through the flanks too), in range
// (Range Effects Table; artillery: the counter's range; Heavy visibility 1,
// Light 8) and in Line of Sight (8.24), one option per share and volley it
// may use. `zoc_entry`: reaction fire at a unit entering its ZOC (Salvo allowed, 8.27).
std::vector<FireOption> fire_options(const Battle& st, const Board& board, int unit, FireOccasion occasion,
                                     bool zoc_entry = false);

// The doctrine's worth of a fire (for advice): higher is better. Expected
// effect, roughly: the strength (multiplied) and shifts for small arms, the
// range for guns, with a bonus for a weak or disrupted target.
int fire_value(const Battle& st, const FireOption& option);
// The index of the option the doctrine picks (-1 when none). A split half
// counts with the best other half it leaves, and never alone.
int best_fire(const Battle& st, const std::vector<FireOption>& options);

// Small-arms fire (8.26): strength, column from the bands, column shifts,
// d10 + Fire Rate, hits shared in the stack (8.23), the Disruption check on
// a bold result, the leader casualty check on a hit (4.43). Marks the firer
// fired (or reaction_fired). Then the units fired on may fire back
// (8.28, variant fire.reaction_range) unless this was reaction fire.
// Throws MissingValue naming a lost cell in strict play.
void small_arms_fire(Ctx& c, Board& board, const FireOption& option, FireOccasion occasion, bool initial_phase);

// Torstensson's combined fire (Breitenfeld special rules): the guns that may
// join `option`'s gun's fire at its target now, nearest first: Swedish field
// or heavy guns of the firer's class (never mixed, never regimental), the
// firer and each of them in the Command Range of a present Swedish leader
// who commands only artillery (Torstensson), each able to fire for the
// occasion (the Barrage or an Orders Phase) at the same hex in the same range
// band (variant torstensson.bands). Whether each is within 2 hexes of a gun
// of the group is artillery_fire's, as they join.
std::vector<int> torstensson_candidates(const Battle& st, const Board& board, const FireOption& option,
                                        FireOccasion occasion);

// Artillery fire (8.62-8.63): d10 column selector, d6 with its adjustments,
// the Disruption Number against the target's TQ for every unit in the hex,
// regimental hits, the leader casualty check when disrupted. Marks the gun
// fired, art_fired (and reaction_fired). Rebuilds the board. In the Barrage
// or an Orders Phase, first each of torstensson_candidates within 2 hexes of
// a gun of the group may join (a decision of its side, advice: join): +1 to
// the d6 per gun beyond the first, and each joined gun has fired.
void artillery_fire(Ctx& c, Board& board, const FireOption& option, FireOccasion occasion);

// Either of the above, by the firer's kind. A tercio's ordered fire (8.16)
// then offers its other shares (the front half, each flank's quarter) at
// targets of their own, each a decision (advice: fire). A Swedish double
// brigade's ordered fire by halves (8.17 exc. 2, options "W2321 split") then
// offers its other half at another of its Front hexes, with the same volley
// (variant fire.split_salvo: 0, no Salvo when splitting).
void resolve_fire(Ctx& c, Board& board, const FireOption& option, FireOccasion occasion);

// Reaction Fire (8.21, 8.28), each a decision of the unit's side (advice:
// fire at the mover if it can). Each unit reacts at most once a phase.
// `mover` has just entered `entered`: every enemy unit whose ZOC that hex is
// in (for guns, which have none: their Front hexes) may fire at it.
void reaction_fire_on_enter(Ctx& c, Board& board, int mover, const Hex& entered);
// `mover` leaves `left` voluntarily: every enemy unit whose ZOC it was in
// may fire at it where it now stands (call it before the unit moves on).
void reaction_fire_on_leave(Ctx& c, Board& board, int mover, const Hex& left);
// `firer` has just fired at `target`: units of the other side there may fire
// back (at range 1 only, unless variant fire.reaction_range is "any").
// small_arms_fire and artillery_fire call it themselves.
void reaction_fire_on_fired(Ctx& c, Board& board, int firer, const Hex& target);

// The Artillery Barrage Phase (8.64): skipped in Heavy visibility; side 0
// fires first, then the sides alternate, gun by gun, each gun once or
// declined (decisions; advice: the best target).
void barrage_phase(Ctx& c, Board& board);

// 8.54: an Imperialist heavy gun rolls d10 before moving (or turning more
// than one vertex); 6-9 it may; otherwise it may neither move nor fire this
// turn. One roll a turn (heavy_rolled / heavy_stuck). Other guns: true.
bool imperial_heavy_may_move(Ctx& c, int gun);

// The Caracole (8.31-8.37). Whether the CR may caracole at all this phase
// ("" when it may): undisrupted CR, not begun in an enemy ZOC, not in Heavy
// visibility, not caracoled already this turn.
std::string caracole_problem(const Battle& st, const Board& board, int cr);
// Whether the CR may caracole from `hex` at the enemy in `target` (8.32):
// adjacent to the target and in the target unit's ZOC. "" when it may.
std::string caracole_hex_problem(const Battle& st, const Board& board, int cr, const Hex& hex, const Hex& target);
// The CR has entered `entered`: each enemy unit whose Front hex it is may
// reaction-fire (8.37), all before any counter-charge. Returns those that did
// not fire: they may attempt a counter-charge (shock.h, caracole_countercharges).
std::vector<int> caracole_reactions(Ctx& c, Board& board, int cr, const Hex& entered);
// The CR fires at the unit in `target`: with its caracole Fire Rate, or its
// ordinary one when a counter-charge succeeded (8.33). Marks it caracoled.
// Returns false when it may not (routed by the reaction fire, no LOS...).
bool caracole_fire(Ctx& c, Board& board, int cr, const Hex& target, bool countercharged);
// The doctrine's ride-off after the caracole fire (8.32; movement.h ride_off_options, the options that enter a
// hex): back out of the enemy's reach, the farthest from the nearest enemy up to 4 hexes, out of enemy ZOC, with
// the fewest Disruption rolls, facing the target where it can, cheapest. -1 when none.
int advise_ride_off(const Battle& st, const Board& board, int cr, const Hex& target,
                    const std::vector<MoveOption>& options);

// Optional Retreat Fire (LotN 8.42), only with the variant
// optional.retreat_fire: by an Individual Order (the caller's to check),
// undisrupted infantry that began the phase in an enemy ZOC and has neither
// moved nor fired fires at an enemy in its Front hexes at 2L, never Salvo, not
// in Heavy visibility; takes the enemy's reaction fire; then backs one hex
// keeping its facing (6.41) into a Rear hex that is unoccupied and clear with
// no hexside feature to cross but a road (variant 2: all its Rear hexes must
// be so). A double unit backs both halves across the same hexside.
std::string retreat_fire_problem(const Battle& st, const Board& board, int unit);  // "" when it may
// Where it may back to: the hex (and for a double unit its second half's) per way back.
struct RetreatStep {
  Hex hex;
  std::optional<Hex> second;
};
std::vector<RetreatStep> retreat_fire_steps(const Battle& st, const Board& board, int unit);
// Its fire options: at enemies in its Front hexes, no Salvo.
std::vector<FireOption> retreat_fire_options(const Battle& st, const Board& board, int unit);
// Fires, offers the enemy's reaction fire (the unit fired on, then every
// enemy whose ZOC it is leaving), then backs to `to` with any leaders stacked
// with it (6.58), and offers reaction fire as it enters. Returns false when
// it could not back (routed or eliminated by the reaction fire, or `to` no
// longer open).
bool retreat_fire(Ctx& c, Board& board, const FireOption& option, const RetreatStep& to);

// Optional Creeping Fire (LotN 8.41), only with the variant
// optional.creeping_fire: undisrupted Swedish HI (and Breitenfeld's Ramsay and
// Hamilton LI) that begins the Orders Phase 2 hexes from an enemy, has neither
// moved nor fired, not in Heavy visibility, fires at 2 hexes without Salvo or
// movement penalty; the enemy may then withdraw (Orderly Withdrawal); if it
// does, the firer makes its step (variant optional.creeping_fire 2: into the
// vacated hex) and stops; if not, the firer steps one hex adjacent (at most
// 1 MP), takes any reaction fire, and fires again at the target.
std::string creeping_fire_problem(const Battle& st, const Board& board, int unit);  // "" when it may
// Its first fire: at 2 hexes, no Salvo, at a target it has a step toward.
std::vector<FireOption> creeping_fire_options(const Battle& st, const Board& board, int unit);
// Its step: one hex entered for at most 1 MP, ending adjacent to `target`.
std::vector<MoveOption> creeping_fire_steps(const Battle& st, const Board& board, int unit, const Hex& target);
// The whole procedure with the first fire `first` and the step `step` (from
// creeping_fire_steps, asked before the fire). `on_enter`: the movement's own
// hook (reaction fire, Orderly Withdrawal) for the step; when empty, reaction
// fire on entering. Returns the number of fires made (0-2).
int creeping_fire(Ctx& c, Board& board, const FireOption& first, const MoveOption& step,
                  const std::function<bool(int unit, const Hex& entered)>& on_enter = {});

// Who fires a gun: its captor once captured, else its side.
int firing_side(const Battle& st, int unit);

// The fire charts' cells as the fire procedures read them (also what a value
// typed into the charts must be). A Small-Arms Fire Table result: "-" (0) or
// the hits; nullopt for other text.
std::optional<int> small_arms_hits(const std::string& cell);
// An Artillery Fire Table result's Disruption Number (its digits); nullopt for a
// cell with none. "-" is no effect and has none.
std::optional<int> artillery_disruption_number(const std::string& cell);
// A Range Effects Table cell ("NC", "3L", "+2", "-1", "-": may not fire).
bool fire_adjustment_readable(const std::string& cell);
// A Terrain Chart Fire entry: one adjustment, or "small arms/artillery" ("1L/-1").
bool terrain_fire_readable(const std::string& cell);
// A band of the Small-Arms Fire Table or the Artillery Fire Table's column
// selector: "<1", "1", "2-3", "9+", or "-" (no band).
bool fire_band_readable(const std::string& band);

}  // namespace umpire::lotn
