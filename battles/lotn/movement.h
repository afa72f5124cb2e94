// Lion of the North: movement (LotN 6.1-6.3), facing (7.1), Zones of Control
// (7.2), Column (10.24-10.27), double-sized units (10.22-10.23), Orderly
// Withdrawal (6.4) and the leader's own move (4.26, 6.14, 6.57).
//
// Terrain costs are read through the data gate (the Terrain Chart, "terrain"):
// the unit's column (CR -> HC; DG and Croats -> LC; DR and infantry In Column
// -> LI), the hex's row, and the rows of the hexsides crossed. A cell the data
// lacks (strict play) makes that hex or hexside unenterable for the unit:
// move_options leaves those moves out and names each missing cell once in
// `refused`; execute_move, handed such a path anyway, throws MissingValue.
// Visibility (LotN Lutzen, Effects of Fog; Breitenfeld: Dusk as Light Fog,
// Dark as Heavy): in Heavy visibility every MA is halved (current_ma), a
// unit's move rolls for drift before its last hex, a drift into a friendly
// unit bumps (both roll d10+2 for Disruption) and every terrain Disruption
// roll takes +2; in Light visibility the same only for a unit that spends more
// than half its MA. Dense Smoke (Lutzen burning) is the caller's answer per
// hex (a HexTest): entering one costs the Terrain Chart's Dense Smoke row.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "lotn/battle_state.h"
#include "lotn/effects.h"

namespace umpire::lotn {

// A Disruption roll a step of a move calls for (6.22, 7.13, 7.14, 10.23).
struct MoveRoll {
  enum class Kind : std::uint8_t { D, DA, DH } kind = Kind::D;
  std::int8_t plus = 0;       // D3: +3; a Wheeling Imperialist: +3
  std::uint8_t what = 0;      // what causes it (move_roll_words)
};
const char* move_roll_words(const MoveRoll& r);  // "entering woods", "turning more than one vertex"

// One step of a move: a turn in the hex the unit stands in, then (usually) an
// entry. The position is the unit's after the step.
struct MoveStep {
  int turn = 0;                  // vertices turned before entering (signed: + clockwise)
  bool enters = false;           // the step enters a hex (both halves of a double advance)
  bool front_to_flank = false;   // a double unit pivoting on one half (10.22)
  bool wheel = false;            // a front-to-flank in an enemy ZOC (10.23)
  Hex hex;
  std::optional<Hex> second;
  int facing = 0;
  int mp = 0;                    // MP this step costs (turn and terrain)
  bool stops = false;            // the step ends the move (an enemy ZOC, DA, all MP)
  std::uint8_t n_rolls = 0;
  std::array<MoveRoll, 4> rolls{};
};

// A legal end position of a move, with the cheapest way there.
struct MoveOption {
  Hex hex;
  std::optional<Hex> second;
  int facing = 0;
  bool in_column = false;
  int mp = 0;                    // MP spent
  int hexes = 0;                 // hexes entered
  std::vector<MoveStep> path;    // empty: stays as it is
  bool ends_in_zoc = false;      // ends in an enemy ZOC
  bool leaves_zoc = false;       // starts in an enemy ZOC and leaves it (7.23; reaction fire 7.25)
  bool extended = false;         // uses the Swedish brigade's 5th MP (6.12: no fire this phase)
  bool turned = false;           // changes facing somewhere
  int rolls = 0;                 // Disruption rolls on the way (the doctrine's risk)
  bool automatic_disruption = false;  // a DA/DH on the way
  bool drift = false;            // execute_move rolls for drift before the last hex (fog, dusk, dark)
};

// Whether a hex has some property now (Dense Smoke); empty: none has.
using HexTest = std::function<bool(const Hex&)>;

// Every legal end position of a move by `unit` now, the first being "stay"
// (no step). Empty for a unit that may not move (routed, gone, already moved
// or fired this phase). `refused`: the missing chart cells that closed a move
// (each once), for the log.
// `dense_smoke`: the hexes of Dense Smoke (Lutzen's burning town): entering
// one stops the unit (the Terrain Chart's Dense Smoke row, "stop DA").
std::vector<MoveOption> move_options(const Battle& st, const Board& board, int unit,
                                     std::vector<std::string>* refused = nullptr,
                                     const HexTest& dense_smoke = HexTest());
// Whether the move rolls for drift (Lutzen fog rules; Breitenfeld Dusk and
// Dark): Heavy visibility, or Light and more than half the unit's MA spent.
bool move_drifts(const Battle& st, int unit, const MoveOption& option);
// Words for an option: "to W2321 facing N (3 MP)".
std::string move_option_words(const Battle& st, const MoveOption& option);

struct MoveHooks {
  // After each hex entered (the Board rebuilt): reaction fire, Orderly
  // Withdrawal (offer_orderly_withdrawal). Return false to stop the move there.
  std::function<bool(int unit, const Hex& entered)> on_enter;
  // Before the unit steps out of an enemy ZOC it began in (reaction fire, 7.25).
  std::function<void(int unit, const Hex& left)> on_leave_zoc;
  int d_plus = 0;                // added to terrain rolls: +1 charging or counter-charging cavalry (9.41)
  // The hexes of Dense Smoke (Lutzen: lutzen_rules' dense_smoke bound to the battle); empty: none.
  HexTest dense_smoke;
};

struct MoveReport {
  bool completed = false;        // reached the option's end
  int steps = 0;                 // steps carried out
  Effect effect = Effect::None;  // what terrain or facing rolls did to the unit
  std::string stopped;           // why it stopped short, in words ("" when completed)
};

// Walks the option's path: sets the unit's hex, second, facing, moved,
// mp_spent, hexes_moved and turned_late (turned in the final two hexes, 9.41
// as the variant charge.last_two_hexes_include_adjacent reads it), rolls the
// terrain and facing Disruptions (d_roll; DA: disrupt; DH: then SP lost by
// apply_hits), and stops where a roll disrupts the unit, a hook says stop, or
// the board has changed so that the next step is no longer legal. Rebuilds
// the Board after each step.
// Fog, dusk and dark (when move_drifts): before the last hex entered, d10
// "drift": 0 the hex intended, 1-3 the front-left, 4-6 the front-right (as
// the unit faces then; In Column the flank hexes beside the front hex; a
// double unit's halves both step that way, variant fog.drift_double_units;
// a wheel in an enemy ZOC never drifts aside), 7-9, no MP left for the drifted
// hex or a hex it may not enter: it stops where it is. A drift into a friendly
// unit stops the mover and both roll d10+2 for Disruption. After a drift the
// move ends there (no last turn). Terrain Disruption rolls take +2.
MoveReport execute_move(Ctx& c, Board& board, int unit, const MoveOption& option, const MoveHooks& hooks = {});

// ---- Column (10.24-10.27)

// The hexsides the unit may face In Column at the end of its move ("" when it
// may form column): non-tercio infantry, not Disrupted or Routed, not in an
// enemy ZOC; a double unit faces along its long side.
std::string column_problem(const Battle& st, const Board& board, int unit);
std::vector<int> column_sides(const Battle& st, int unit);
void form_column(Ctx& c, Board& board, int unit, int side);
// 10.26: back to line by an Individual Order (undisrupted, not in an enemy
// ZOC), facing the vertex just clockwise of the hexside it faced (a double
// unit: square to its long side, to the right), then a D roll.
std::string leave_column_problem(const Battle& st, const Board& board, int unit);
Effect leave_column(Ctx& c, Board& board, int unit);
// 10.27: a unit In Column that was shocked, or fired on by anything but
// cannon, goes back to line (facing as leave_column) and is Disrupted, at the
// end of that Orders Phase (the caller says when).
void column_attacked(Ctx& c, Board& board, int unit);

// ---- Orderly Withdrawal (6.4)

// Every eligible unit of the other side within 2 hexes of the hex `mover`
// just entered may withdraw (its side decides; the advice withdraws light
// troops and cavalry guarding guns when outmatched); leaders stacked with a
// unit that withdraws go with it (6.58). Then every leader of that side alone
// in a hex within 2 hexes withdraws (6.43) or is caught (4.42). Call it from
// MoveHooks::on_enter, and with the mover's own hex before a unit that starts
// 2 hexes from an enemy moves toward it (6.41). None in Heavy visibility (the
// Fog rules). `dense_smoke`: as move_options (6.44: never into automatic Disruption).
void offer_orderly_withdrawal(Ctx& c, Board& board, int mover, const Hex& entered,
                              const HexTest& dense_smoke = HexTest());
// The positions `unit` could withdraw to from `mover` at `entered` (empty when
// it may not withdraw), each the end of a path moving away, keeping facing.
std::vector<MoveOption> withdrawal_options(const Battle& st, const Board& board, int unit, int mover,
                                           const Hex& entered, const HexTest& dense_smoke = HexTest());

// A lone leader's withdrawal (6.43, 6.44): up to his MA, away from the hex
// entered, on the Leader column, into an enemy ZOC only where a friendly
// combat unit stands (and no further).
struct LeaderWithdrawal {
  Hex hex;
  int mp = 0;
  bool with_friend = false;  // a friendly combat unit there
};
std::vector<LeaderWithdrawal> leader_withdrawal_options(const Battle& st, const Board& board, int leader,
                                                        const Hex& entered);
// Offers it (the advice: withdraw, to a friend's hex first); a leader who
// stays or cannot go is caught (4.42): with the nearest friendly unit, or
// against cavalry lost on a d10 of 3-9, or lost when no way is open; more than
// one hex withdrawn rolls d10 against his Initiative (6.43: Finished).
void offer_leader_withdrawal(Ctx& c, Board& board, int leader, int mover, const Hex& entered);

// ---- a leader's own move (4.26, 6.14, 6.57, 4.41)

// The hexes a leader may move to by an Individual Order to himself, having
// already spent `mp_used` of his MA this phase: Leader column costs, +1 to
// enter a hex with a friendly combat unit, an enemy ZOC only where a friendly
// combat unit stands (and he stops there), never out of an enemy ZOC unless
// he is the overall commander.
// `out_of_zoc`: he may leave an enemy ZOC he stands in (7.23: moved by his overall commander's Line Command).
std::vector<Hex> leader_move_options(const Battle& st, const Board& board, int leader, int mp_used = 0,
                                     bool out_of_zoc = false);
// Moves him there; returns the MP spent (-1 when the hex is not one of his options).
int move_leader(Ctx& c, Board& board, int leader, const Hex& to, int mp_used = 0);
// The same move made with a Line he commanded, or under his overall commander's Line Command (4.5): logged so.
int move_leader_with_line(Ctx& c, Board& board, int leader, const Hex& to, int mp_used, bool out_of_zoc);

// ---- the Caracole's ride-off (8.31, 8.32)

// Where a caracoling CR may ride off after its fire, from where it stands (in the target's ZOC), with the MP its MA
// has left this phase (current_ma - mp_spent; never the Swedish 5th MP): it may turn in the enemy ZOC, paying for
// the turn (8.32), and leave it at no extra cost and whatever the enemies' MA (8.32's exception to 7.23), but only
// forwards: its first hex entered is a Front hex farther from `target` than the hex it fired from (not backing out
// like an Orderly Withdrawal); from there an ordinary move (an enemy ZOC entered stops it, 7.25). The first option
// is "stay" (no step), as move_options; none but it when no MP is left. The unit need not be unmoved or unfired.
std::vector<MoveOption> ride_off_options(const Battle& st, const Board& board, int cr, const Hex& target,
                                         const HexTest& dense_smoke = HexTest());
// 8.31: whether the CR, having made the move `to` (its MP spent) to caracole at `target`, would have a ride-off
// left: "if they cannot complete this maneuver, they may not begin it".
bool ride_off_possible(const Battle& st, const Board& board, int cr, const MoveOption& to, const Hex& target,
                       const HexTest& dense_smoke = HexTest());

// Why the unit may not stand in `h` for its terrain, in words with the rule ("" when it may): a Terrain Chart
// cell "NA" for its column (6.25; a lost cell in strict play: the cell named), Lützen's burning town. For a unit
// placed on the map rather than moved there (a return from the pursuit boxes); hexsides are not asked.
std::string terrain_entry_problem(const Battle& st, const Board& board, int unit, const Hex& h);

// What a leader may not enter or cross, as the Command Range path asks it
// (4.21): a chart cell "NA" for the Leader column, or a wall without a road.
// A cell the data lacks bars nothing here (the path asks only what is
// prohibited; the leader's own move refuses such a hex).
class LeaderTerrain {
 public:
  explicit LeaderTerrain(const Battle& st);
  ~LeaderTerrain();
  LeaderTerrain(const LeaderTerrain&) = delete;
  LeaderTerrain& operator=(const LeaderTerrain&) = delete;
  bool barred(const Hex& from, int dir, const Hex& to);

 private:
  struct Impl;
  const Battle* st_;
  std::unique_ptr<Impl> impl_;
};

// ---- doctrine

// The option the automatic player takes: advance toward the nearest enemy and
// face it, infantry ends beside friends, cavalry seeks an enemy's flank,
// Disrupted units hold back, never end alone next to several enemies.
int advise_move(const Battle& st, const Board& board, int unit, const std::vector<MoveOption>& options);

// A Terrain Chart movement cell as the movement rules read it ("1", "3D",
// "+1D", "+D3", "ALL DH", "stop DA", "NA"): also what a value typed into the
// chart's movement columns must be.
bool terrain_cost_readable(const std::string& cell);

}  // namespace umpire::lotn
