// Lion of the North: Line Commands (LotN 4.23-4.25, 4.29, 5.21-5.22; the Line
// Command Eligibility Chart; optional 10.35). Which Lines a leader may command
// now and whether he may give Line Commands at all this activation.
//
// A Line is one composition of the chart (its row for the side, read through
// the data gate: "line_command", row "Swedes 1".."Imperialists 4", column
// "units") whose units form a chain, each within 2 hexes of another (adjacent
// in Heavy Fog or Dark). A gap hex between two members may not hold an enemy
// unit, a friendly unit that could not be in that Line (Regimental guns and
// light infantry excepted) or an enemy ZOC no friendly unit negates
// (variant line_command.gap_hexes: which of the two gap hexes of an offset pair
// must be clear). A Ragged Line takes only its members in the leader's Command
// Range; a Rigid Line (all flank-to-flank, or all front-to-rear, adjacent and
// facing alike) takes all of them at any distance (a Death Star, optional 10.14, is one: its rear tercios stand
// front-to-rear with the front one): a chain that is not rigid as
// a whole is offered Ragged, and each rigid stretch of it that reaches beyond
// his range is offered as a Rigid Line of its own.
//
// Units of one army only (Breitenfeld, "Never the Twain": no Swedish leader
// commands Saxons and no Saxon leader Swedes). A leader with a Command
// Restriction (4.29) commands only Lines holding cavalry (a cavalry leader) or
// only the Regimental guns of a Line (Torstensson, 4.25 exc. 2).
//
// Breitenfeld (when the scenario's data names the rules): Holstein's or
// Wangler's tercio may be one member of an Imperialist cavalry Line (Ad Hoc
// Tercio Command), and Tilly's Life Guard may join any Line Tilly commands
// (within his Command Range unless variant line_command.life_guard_anywhere).
#pragma once

#include <string>
#include <vector>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// One Line the leader may command now (LotN 4.24): the units of one composition of the chart that form a line
// (each within 2 hexes of another member; a gap hex may not hold an enemy unit, a friendly unit of another Line,
// or an un-negated enemy ZOC; Regimental guns and commanded musketeers may sit in a gap), Ragged (only members in
// the leader's Command Range, command.h in_command_range(..., individual_order=false)) or Rigid (all flank-to-flank
// or all front-to-rear, any length, regardless of range). In Heavy visibility members must be adjacent.
struct Line {
  int composition = 0;              // the chart's row for the side, 1-4
  std::string composition_words;    // "heavy infantry and regimental artillery" (the chart's words, lower case)
  bool rigid = false;
  std::vector<int> units;           // the members that may take part, in a stable order (unit index order)
  std::string id;                   // decision option id, unique among the options of one call: "line 1 W2321"
  std::string words;                // "Line Command: heavy infantry, 5 units from W2321 to W2821 (Ragged Line)"
};

// Requirement 2 of LotN 4.25 for this activation: the leader is the overall commander, or inside the overall
// commander's Command Range, or it is the battle's first turn (st.turn == 1), or d10 <= his Strategy (a leader
// without a Strategy rating, strategy < 0, never). Rolls the die only when needed; the caller keeps the answer
// for the activation and its Momentum phases (not a Re-Activation). Logs the roll with c.say(..., "LotN 4.25").
//
// The overall commander is the present leader of the same army marked so (Gustavus gives no Line Command to a
// Saxon leader); Breitenfeld's Johan Georg counts as the Saxons' only with variant saxon.johan_georg_auto_lc. A
// subordinate without a Strategy rating never gives Line Commands, not even on the first turn (Bindauf and Arnim,
// the Breitenfeld special rules: "they cannot issue line commands").
bool line_command_eligible(Ctx& c, const Board& board, int leader);

// The Lines the leader may command now (requirement 1 of 4.25: within 2 hexes of a unit of that Line with no combat
// unit in between, i.e. a clear line of sight; checked when called: the sequence calls it when the phase begins).
// Field and Heavy artillery never (4.23). Which rows of the chart: the side whose units are Swedish
// (UnitDef::swedish) reads the "Swedes" rows, any other side the "Imperialists" rows; "Lützen only" rows only when
// st.s->scenario == "lutzen". A unit may belong to several candidate Lines (different compositions): list each.
// Leave out Lines with no member able to act (routed, gone).
//
// Two candidates of different compositions with exactly the same units (an all-HI line is both Swedes 1 and
// Swedes 4) are listed once, under the first row. Units that have already moved or fired this Orders Phase stay
// in the chain but are not among `units`. Reads the chart through Tables (throws MissingValue if refused).
std::vector<Line> line_options(const Battle& st, const Board& board, int leader);

// The doctrine's pick among them (-1 none): the Line with the most members not disrupted, ties to the first.
int advise_line(const Battle& st, const std::vector<Line>& lines);

// ---- leaders moving with a Line (LotN 4.5, 4.26, 7.23)

// The units of the Line a leader moving with it must end in range of: its members still on the map, not routed.
std::vector<int> line_members_now(const Battle& st, const Line& line);
// The leaders the overall commander's Line Command may move (4.5): the other leaders of his army on the map stacked
// with a member of the Line as it sets out (call before its units move). None for a leader who is not the overall
// commander.
std::vector<int> line_stacked_leaders(const Battle& st, int leader, const Line& line);
// Where a leader may end his move with the Line he commanded (4.5): his own move (movement.h leader_move_options:
// his MA less `mp_used`, the Leader column, +1 into a friend's hex, into an enemy ZOC only where a friendly unit
// stands and no further), ending within his Command Range (the Line Command's, 4.21's path) of one of `members` as
// they stand after the Line's move. `anywhere`: a leader the overall commander's Line Command moves (4.5): where he
// wishes, out of an enemy ZOC too (7.23). His own hex is never among them (he stays: no move).
std::vector<Hex> line_leader_hexes(const Battle& st, const Board& board, int leader, const std::vector<int>& members,
                                   int mp_used, bool anywhere);
// The doctrine's pick among them (-1: he stays): keep with the Line. The hex whence his plain Command Range covers
// the most members, then nearest a member, never beside an enemy or in an enemy ZOC; only when it does better
// than where he stands.
int advise_line_leader(const Battle& st, const Board& board, int leader, const std::vector<int>& members,
                       const std::vector<Hex>& hexes);

// ---- helpers others may use

// Optional 10.35 (Advanced Light Infantry Usage) as this battle plays it: variant optional.advanced_li (off, every
// LI Compact, every LI Dispersed). Dismounted dragoons are always Dispersed under it (10.45). None for a unit that
// is not light infantry or when the rule is off.
enum class LiFormation : std::uint8_t { None, Compact, Dispersed };
LiFormation li_formation(const Battle& st, int unit);

// The overall commander whose Command Range makes `leader` eligible (LotN 4.25, 4.3): a present leader of the
// same army marked overall commander (Johan Georg at Breitenfeld by variant), or -1.
int overall_commander_of(const Battle& st, int leader);
bool is_overall_commander(const Battle& st, int leader);

// Requirement 1 of 4.25 for one unit: the leader within 2 hexes of it (1 in Heavy Fog or Dark, variant
// line_command.heavy_fog_reach) with a clear line of sight (8.24, read liberally: a line along a hexside is
// blocked only when both hexes block).
bool leader_sees_for_line(const Battle& st, const Board& board, int leader, int unit);

}  // namespace umpire::lotn
