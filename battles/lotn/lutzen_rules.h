// Lion of the North: the Lützen scenario's special rules as procedures the
// turn sequence calls (LotN Lützen special rules; 10.34, 10.45):
//   - the turn's visibility (Determining Fog; Duration of Game and Dark), with
//     the burning town's light at dusk (Is Lützen Burning?);
//   - the Commanded Musket Phase (10.34, 10.45);
//   - the Halle Detachment's arrival (Imperialist Reinforcements);
//   - the burning town: no entry into town hexes, Dense Smoke;
//   - Wallenstein's gout and his one healthy turn.
// What a rule remembers from turn to turn is under its own key of
// Battle::scenario_state: "fog", "halle", "gout". Every function is a no-op
// (or answers as for any other battle) when the battle is not Lützen.
#pragma once

#include <string>
#include <vector>

#include "lotn/battle_state.h"

namespace umpire::lotn {

bool is_lutzen(const Battle& st);

// The name of the map's entry tag for the north-edge hexes east of the
// Floßgraben (the Halle Detachment's other way in); a map without it enters
// them by the row beyond 1008.
inline constexpr const char* kLutzenEastEntry = "North edge east of the Floßgraben";

// ---- visibility (T0)

// The visibility of the turn starting (st.time): Dark (1700) Heavy and Dusk
// (1600, 1630) Light by the set-up's dark and dusk; before dusk, the fog: the
// first turn Heavy (variant fog.lutzen_first_turn: or rolled), each later turn
// a d10 on the Fog Table with last turn's condition as the column (-3 to the
// 0930 and 1000 rolls with scenario.lutzen_early_start); from the 1500 turn
// the first Clear ends the rolls; or the historical sequence (variant
// fog.lutzen_sequence). Logs each roll with its rule and remembers the
// condition in scenario_state["fog"]. Does not set st.visibility: the caller
// does. Throws MissingValue when the Fog Table's cell is refused.
Visibility lutzen_visibility(Ctx& c);

// The burning town's light (Is Lützen Burning?): a hex not in Dense Smoke
// within 5 hexes of a town hex.
bool lutzen_lit(const Battle& st, const Hex& h);
// The visibility in one hex: the turn's, except that in the Dusk turns a lit
// hex is Clear and in the Dark turn a lit hex is Light (Dusk). Not Lützen:
// st.visibility. battle_state's hex_visibility / unit_visibility read it: a
// unit's MA, drift and +2 terrain rolls by the hex it sets out from, its
// Orderly Withdrawal, charge, counter-charge, pursuit, salvo, caracole,
// Retreat and Creeping Fire by its own hex; a leader's MA by his. The phases
// (Barrage, Commanded Muskets) and the command rules keep the turn's.
Visibility lutzen_hex_visibility(const Battle& st, const Hex& h);
// The visibility a fire is under: the worse of the firer's and the target's
// hexes (a fire reaches into or out of the dark).
Visibility lutzen_fire_visibility(const Battle& st, const Hex& from, const Hex& target);

// ---- the burning town (Is Lützen Burning?)

// Hexes directly SW of a town hex, 1 or 2 hexes away, not town or castle.
bool dense_smoke(const Battle& st, const Hex& h);
// Why no unit may enter the hex ("" when it may): a town hex is on fire. The
// movement's costs refuse a town hex at Lützen for every move (a leader's
// too, by default), Orderly Withdrawal and the Command Range's path; rout paths, the
// disengage and the post-charge fall-back ask this.
std::string lutzen_entry_problem(const Battle& st, const Hex& h);
// Whether the burning town bars leaders too (their moves and the Command
// Range's path): at Lützen, unless the setting lutzen.town_bars_leaders is no.
bool lutzen_town_bars_leaders(const Battle& st);

// ---- the Commanded Musket Phase (T2, 10.34)

// A unit that acts in the Commanded Musket Phase: light infantry (the
// Commanded Muskets) and dismounted dragoons (10.45), present, not Routed.
bool commanded_musket(const Battle& st, int unit);
// Not in a Light or Heavy visibility turn. Each player rolls a d10 (ties
// rolled again); the higher goes first and acts with each of his commanded
// muskets (a decision: a unit id or "done"), each moving ("W2321:2") or firing
// ("fire <target>", or "turn +1 fire <target>" / "turn -1 fire <target>" after
// changing facing one vertex) or holding ("hold"); then the other player.
// The advice: fire if it can (the best fire), else hold.
void commanded_musket_phase(Ctx& c, Board& board);

// ---- the Halle Detachment (T4)

struct LutzenGroup {
  std::string name;            // "Group A"
  std::string column;          // its Random Arrival Table column
  std::vector<int> units;      // its counters in this battle
  int leader = -1;             // Pappenheim
  int historical = -1;         // Historical Arrival: the turn (minutes), -1 none
  bool road_only = false;      // Historical Arrival by the Halle road (1035) only
  bool may_column = false;     // may arrive In Column (Group B)
};
// The scenario's reinforcement groups (its "reinforcements"), as this battle
// holds their counters and leaders.
std::vector<LutzenGroup> lutzen_groups(const Battle& st);
// In the Leader Activation Phase: each group not yet arrived checks its
// arrival (Historical: at its turn; Random, variant lutzen.arrival: a d10,
// -3 in Heavy visibility, in the Random Arrival Table's range for the turn and
// the group, read through Tables: a lost row refuses with MissingValue).
// Before that, from the turn after the last asterisked result of the group's
// column (Group A: 1130; a column without one: its Historical Arrival turn;
// none for a group that enters only by the Halle road), the Imperialist
// records its entry in secret (DecisionRequest::secret; the log says only
// that he recorded it): "west", "east" or "split"; then the pair of adjacent
// hexes from 1035 to 1008 ("1033 1032"; advice: the free pair nearest 1035);
// split, each unit "west", "held" (a turn late, west) or "east" (a turn late,
// by the north-edge hexes east of the Floßgraben: the line's row beyond 1008).
// Kept in scenario_state["halle"]["recorded"]. An arriving group's entry: by
// the Halle road (1035) when the result is asterisked or the group is the
// road's, else as recorded (a group with no record chooses its pair as it
// arrives). A group that may arrive In Column (Group B) is asked "column"
// or "line" (advice: column unless an enemy is within 4 hexes of its entry).
// Then lutzen_place_arrivals.
void lutzen_reinforcements(Ctx& c, Board& board);
// Places the units of arrived groups still off the map on their entry hexes,
// one combat unit a hex where stacking allows, never into an enemy's hex and,
// for a group without a leader, never into an enemy ZOC; those that cannot
// enter wait (a unit recorded east or held back waits for its turn, unsaid). They face into the map (the vertex straight down; In Column the
// map's "S" hexside). The group's leader comes in with its first unit. Returns how
// many units entered. Call it again after each Orders Phase to let the
// waiting units in as the hexes clear.
int lutzen_place_arrivals(Ctx& c, Board& board);
// Units that entered this turn with no leader of their group: they move once
// as if under a Line Command after all leaders are Finished (T9).
std::vector<int> lutzen_leaderless_arrivals(const Battle& st);
// A leader who arrived this turn may not Trump.
bool lutzen_may_trump(const Battle& st, int leader);

// ---- Wallenstein's gout

// Wallenstein (the leader "wallenstein" of a Lützen battle).
bool is_wallenstein(const Battle& st, int leader);
// This turn is his one healthy turn.
bool wallenstein_healthy(const Battle& st);
// At a turn's start, while his healthy turn is unused and he is on the map,
// the Imperialist chooses: "ride" (this whole turn healthy) or "carried".
// Advice: ride when two or more Imperialist units within 9 hexes of him are
// Disrupted or Routed. Remembered in scenario_state["gout"].
void wallenstein_gout_turn(Ctx& c);
// His MA (4; 9 on the healthy turn; wounded never more than 6; Heavy
// visibility halves rounding up); any other leader: leader_ma.
int gout_ma(const Battle& st, int leader);
// His Charisma (0; 3 on the healthy turn); any other leader: the printed one.
int gout_charisma(const Battle& st, int leader);
// His Terrain Chart column: "W/Instn" (his own), on the healthy turn "Ldr".
// Any other leader: "Ldr".
const char* gout_terrain_column(const Battle& st, int leader);

// A die-roll range of the Lützen charts (Fog Table, Random Arrival Table) as
// they are read: "0", "0-2", "0-1*", "NO".
bool chart_range_readable(const std::string& cell);

}  // namespace umpire::lotn
