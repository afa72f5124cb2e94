// Lion of the North: the Shock Segment of an Orders Phase (LotN 9.2-9.6,
// 10.13, 10.32-10.33, 12.37): designation, cavalry charges and counter-
// charges, the pre-shock checks, the Clash of Arms, the melee (superiority,
// Strength Ratio Difference, column shifts, the die roll, the Shock Combat
// Results Table and its Disruption Possibility Numbers), disengagement, the
// advance after combat, cavalry pursuit and post-charge Disruption. Each step
// is done for every combat of the segment before the next (9.2).
//
// Every chart cell is read through the data gate (Tables); in strict play a
// lost cell refuses with MissingValue naming it, and the segment stops there.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// A cavalry charge or counter-charge roll this segment (LotN 9.44).
enum class ChargeRoll : std::uint8_t {
  None,       // no roll made
  Success,    // below TQ: the augmentation applies
  Failed,     // equal to TQ: normal strength
  Disrupted,  // above TQ: failed and Disrupted
};
const char* charge_roll_words(ChargeRoll r);  // "succeeded", "failed", "failed and is disrupted", "none"

// What a proposed shock would be fought at, without rolling (LotN 9.24-9.25):
// for the doctrine and the screen. The column choices are the doctrine's
// (the defender's type picked to his best, the attacker's angle to his).
struct ShockPreview {
  bool ok = false;             // false: a lookup was refused (`refusal` says which cell)
  std::string refusal;
  // The Clash of Arms (9.24): the pair of units that set the column, the types and the angle.
  int column_attacker = -1, column_defender = -1;
  std::string attacker_type, defender_type;  // as the chart names them: "HC", "TE"
  Arc angle = Arc::Front;
  int base_column = 0;
  // Superiority (9.25 ONE): "AS2", "DS2", "DS3" or "-"; whether by position; why, in words.
  std::string superiority = "-";
  bool position = false;
  std::string superiority_words;
  // Strengths (9.25 TWO) with charges doubled, and the shifts (+ right, - left).
  int attacker_sp = 0, defender_sp = 0;
  int srd = 0, disrupted_shift = 0, terrain_shift = 0;
  int raw_column = 0;  // before the clamp
  int column = 0;      // the column read (clamped when the variant says so)
  int drm = 0;         // die roll modifier: leaders' Charisma, LC charge bonuses, Croats
  std::string words;   // the whole in words: "column 6 (Clash of Arms 6 ...), AS2 by position, DR +1"
  // The doctrine's measure of the odds for the attacker: the column plus
  // the superiority's weight plus half the die roll modifier.
  double favour = 0;
};

using ShockOdds = ShockPreview;

// The preview of `attackers` shocking `defenders` (units adjacent to them):
// `charging` lists attackers assumed to charge successfully,
// `counter_charging` defenders assumed to counter-charge successfully. Never
// throws for a lost cell: `ok` is false and `refusal` names it.
ShockPreview preview(const Battle& st, const Board& board, const Tables& tables, const std::vector<int>& attackers,
                     const std::vector<int>& defenders, const std::vector<int>& charging = {},
                     const std::vector<int>& counter_charging = {});

// A Shock Combat Results Table cell "a(d)": the attacker's and the defender's
// DP#. nullopt for any other text.
struct CrtResult {
  int attacker = 0, defender = 0;
};
std::optional<CrtResult> parse_crt(const std::string& cell);

// A Terrain Chart Shock entry as a column shift: "NE" 0, "1L" -1, "2R" +2.
// nullopt for a value that is not a shift.
std::optional<int> parse_shift(const std::string& cell);

// A Shock Superiority Chart cell: "AS2", "DS2", "DS3" or "-" (none).
bool superiority_readable(const std::string& cell);

// The Disruption Possibility Number against a unit's TQ (9.25 FIVE): true
// when it disrupts. Rolls a d6 only when the DP# is between half the TQ and
// the TQ.
bool dp_disrupts(Ctx& c, int unit, int dp, const std::string& why);

// The whole Shock Segment for the phasing side (the side of `leader`, the
// active leader): `may_shock(unit)` says whether the unit may shock this
// segment by the orders and Command Range (5.25, 9.21); the rest of the
// eligibility is checked here. Decisions go to the side that makes them,
// each with the doctrine's advice.
void shock_segment(Ctx& c, Board& board, int leader, const std::function<bool(int unit)>& may_shock);

// A successful counter-charge against a caracole (LotN 9.47): `unit` attacks
// the caracoling `cr` in this phase's Shock Segment as a successful charger
// (its charge augmentations, no second roll), and the CR defends normally.
struct CaracoleCounter {
  int unit = -1, cr = -1;
};
// The Shock Segment with the counter-chargers of this phase's caracoles: their
// combats come first; no other unit joins them or attacks their units.
void shock_segment(Ctx& c, Board& board, int leader, const std::function<bool(int unit)>& may_shock,
                   const std::vector<CaracoleCounter>& caracole_counters);

// The counter-charge against a caracole (LotN 9.47, 8.37), in the movement
// segment, after all the reaction fire and before the CR fires: each of
// `candidates` (caracole_reactions' units that did not fire) that is
// undisrupted cavalry with the CR's hex `entered` in its ZOC (9.48), has not
// fired this phase nor caracoled, may try (a decision of its side; advice:
// when it succeeds at least half the time). The roll is the charge roll of
// 9.44 with +1 (9.46); above the TQ it disrupts the unit. Not in Heavy
// visibility. Returns the units that succeeded: then caracole_fire(...,
// countercharged = true) fires with the ordinary Fire Rate, the CR stays in
// the hex, and each {unit, cr} goes to the Shock Segment (CaracoleCounter).
//
//   std::vector<int> free = caracole_reactions(c, board, cr, entered);
//   std::vector<int> cc = caracole_countercharges(c, board, cr, entered, free);
//   caracole_fire(c, board, cr, target, !cc.empty());
//   if (cc.empty()) { the CR turns and leaves (movement) } else { keep {u, cr} for shock_segment }
std::vector<int> caracole_countercharges(Ctx& c, Board& board, int cr, const Hex& entered,
                                         const std::vector<int>& candidates);
// The doctrine's view, for the reaction fire decision as the CR enters
// (8.37: fire or counter-charge): the unit may counter-charge the CR in
// `entered` and would succeed at least half the time. caracole_reactions
// then advises holding fire.
bool caracole_countercharge_advised(Ctx& c, const Board& board, int unit, const Hex& entered);

}  // namespace umpire::lotn
