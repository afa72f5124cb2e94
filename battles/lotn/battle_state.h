// Lion of the North: the state of one battle in the engine. The counters and
// leaders as fought (their ratings read once at the start, through the data
// gate, or made by the conversion of a campaign's battle), the armies with
// their withdrawal levels, the map, and what changes as the battle goes: where
// each unit stands and faces, its hits and state, the leaders' activation, the
// turn, the withdrawal points, the log and every lookup that was not printed.
//
// Sides: 0 and 1, the two players (a campaign's battle: the set-up's sides in
// order; a scenario: the Swedes with their allies, then the Imperialists). An
// army is what withdraws (LotN 13.15): at Breitenfeld the Saxons are an army
// of their own on side 0.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/append_log.h"
#include "core/decisions.h"
#include "core/dice.h"
#include "core/game.h"
#include "handoff/handoff.h"
#include "lotn/data_lookup.h"
#include "lotn/hex_facing.h"
#include "lotn/hex_stacking.h"
#include "lotn/map_data.h"

namespace umpire::lotn {

// ---- counters

// The unit types of LotN 2.2 (digest of the counter kinds). DR is a dragoon
// dismounted (light infantry, 10.41), DG one mounted (light cavalry).
enum class Arm : std::uint8_t { HI, TE, LI, DR, HC, CR, LC, LCrt, DG, ArtHeavy, ArtField, ArtRegimental };
inline constexpr int kArmCount = 12;
const char* arm_id(Arm a);                           // "HI", "ArtField", as data/lotn writes them
std::optional<Arm> arm_from_id(const std::string& id);
const char* arm_words(Arm a);                        // "heavy infantry brigade", "field artillery"
bool is_infantry(Arm a);                             // HI, TE, LI, DR
bool is_light_infantry(Arm a);                       // LI, DR
bool is_heavy_infantry(Arm a);                       // HI, TE
bool is_cavalry(Arm a);                              // HC, CR, LC, LCrt, DG
bool is_heavy_cavalry(Arm a);                        // HC, CR (6.51[5])
bool is_light_cavalry(Arm a);                        // LC, LCrt, DG
bool is_artillery(Arm a);                            // the three guns
StackKind stack_kind(Arm a);

enum class Weapon : std::uint8_t { None, Musket, Pistol };

// One counter as fought: its printed ratings (from the data, or from the
// conversion of a campaign's unit).
struct UnitDef {
  std::string id, name;
  int side = 0;
  int army = 0;            // index into Setup::armies
  Arm arm = Arm::HI;
  bool double_sized = false;
  int fire_sp = 0;         // HI/TE: the musket SP; others: the SP
  int shock_sp = 0;        // HI/TE: the pike SP; others: the SP; artillery 0
  int tq = 0, tq_disrupted = 0;
  int ma = 0, ma_extended = 0, ma_disrupted = 0;  // ma_extended: Swedish brigades' 5th MP (6.12), else 0
  int fr = 0, fr_disrupted = 0, fr_caracole = 0;  // Fire Rates (8.12); caracole only for CR
  Weapon weapon = Weapon::Musket;
  int range = 0;           // artillery: the range printed on the counter (8.14)
  int guns = 0;            // artillery: guns on the counter (2.5), for the campaign's report
  bool swedish = false;    // Swedish doctrine: salvo, split fire, extended MP (8.27, 8.17, 6.12)
  bool saxon = false;      // Breitenfeld's Saxon rules (Saxon Courage)
  std::string origin;      // the campaign unit it was made from ("" in a scenario)
  int total_sp() const { return (arm == Arm::HI || arm == Arm::TE) ? fire_sp + shock_sp : fire_sp; }
};

struct LeaderDef {
  std::string id, name;
  int side = 0, army = 0;
  int initiative = 0, line_commands = 0, range = 0, charisma = 0, mortality = 0;
  int strategy = -1;       // -1: none printed (never Line Commands out of the OC's range, 4.25)
  int ma = 9;
  bool elite = false, overall_commander = false;
  enum class Restriction : std::uint8_t { None, Cavalry, Artillery } restriction = Restriction::None;
  std::string origin;      // the campaign leader it was made from
};

struct Army {
  std::string id, name;
  int side = 0;
  int level = 0;           // withdrawal level (13.15)
  MapEdge retreat_edge = MapEdge::North;  // where its routed units run (12.33)
};

// ---- what the battle was set up with, shared by every state of it

struct Setup {
  battles::BattleSetup setup;  // the campaign's (empty for a scenario)
  std::string scenario;        // "" for a campaign's battle
  std::string title;
  std::shared_ptr<const DataSet> data;
  std::shared_ptr<const MapData> map;
  Mode mode = Mode::Strict;
  Json variants = Json::object();    // the rule variants fought with (data_variants.h)
  Json conversion = Json::object();  // the conversion parameters used (a campaign's battle)
  std::vector<UnitDef> units;
  std::vector<LeaderDef> leaders;
  std::vector<Army> armies;
  std::string side_id[2], side_name[2];  // "attacker" and "the Argozians"; a scenario: "swedes", "imperialists"
  int first_turn = 14 * 60, last_turn = 19 * 60;  // minutes after midnight; 30-minute turns
  int dusk = 18 * 60, dark = 19 * 60;             // from dusk Light Fog, from dark Heavy Fog
  int variant(const std::string& key) const;      // a rule variant's value
};

// ---- the battle as it stands

enum class Visibility : std::uint8_t { Clear, Light, Heavy };  // Light: Light Fog or Dusk; Heavy: Heavy Fog or Dark
const char* visibility_words(Visibility v);

struct UnitState {
  Hex hex;
  std::optional<Hex> second;  // the other half of a double-sized unit
  int facing = 0;
  bool in_column = false;
  int musket_hits = 0, pike_hits = 0;  // HI/TE: off each component (12.12); others: musket_hits only
  bool disrupted = false, perm_disrupted = false, routed = false, rallied = false;
  bool abandoned = false, captured = false;  // artillery
  bool on_map = true;          // false once gone, with `gone` saying why
  std::string gone;            // "eliminated", "routed off the map", "in pursuit", "looted", "off the map"
  int captured_by = -1;        // artillery recrewed by the other side
  // this phase (cleared when an Orders Phase starts)
  bool ordered = false, moved = false, fired = false, reaction_fired = false;
  int mp_spent = 0, hexes_moved = 0;
  bool turned_late = false;    // turned in the final two hexes of its move (9.41)
  bool adjacent_at_start = false;  // began the phase adjacent to an enemy (9.21: no pre-shock check)
  bool started_in_zoc = false;
  bool attacked = false;       // fired on by small arms or shocked (10.27: a unit In Column is then back in line, Disrupted)
  // this turn (cleared in the 3R Phase)
  bool caracoled = false, art_moved = false, art_fired = false, heavy_rolled = false, heavy_stuck = false;
  // pursuit boxes (LotN 9.63-9.68): a unit gone "in pursuit" is in its side's In Pursuit box until a leader
  // Regroups it, then in the Regrouped box: the turn it was Regrouped (0: not Regrouped). Stored only when set.
  int regrouped = 0;
  // optional rules (8.66, 10.14, 10.35)
  bool exploded_gun = false;   // an Exploded Gun marker (8.66): -2 to its fire; a second explosion eliminates it

  int hits() const { return musket_hits + pike_hits; }
};

struct LeaderState {
  Hex hex;
  bool on_map = true;
  enum class Status : std::uint8_t { Inactive, Active, Finished } status = Status::Inactive;
  int phases = 0;              // Orders Phases this turn (5.14: at most 3)
  bool activated = false;      // has had his activation this turn (5.12)
  bool no_momentum = false;    // Trumped / No Momentum (5.44)
  bool wounded = false, killed = false, captured = false;
  bool blocked = false;        // began an Orders Phase in an enemy ZOC and gave no orders: not Finished (5.25)
  bool lc_tested = false;      // his eligibility for Line Commands is known for this activation (4.25) ...
  bool lc_eligible = false;    // ... and he is eligible
  // pursuit boxes (LotN 9.63-9.68): off the map (on_map false) in his side's In Pursuit or Regrouped box.
  enum class Box : std::uint8_t { None, InPursuit, Regrouped } box = Box::None;
};

// Where the turn is (LotN 3.0, the engine's T0–T11).
enum class Phase : std::uint8_t {
  TurnStart,   // visibility and fog
  Barrage,     // A: artillery barrage
  Activation,  // C/D: the next leader is designated and activated (or passes, or is trumped)
  Orders,      // D: the active leader's Orders Phase (movement/fire, then shock)
  Momentum,    // E: momentum for the leader just finished
  Rout,        // F: 3R (rally markers off, rout movement, replacements)
  Withdrawal,  // G: army withdrawal, then the next turn
  Over,
};
const char* phase_id(Phase p);  // "turn_start", ... (stored)
std::optional<Phase> phase_from_id(const std::string& id);

// The engine's rules version, stored with each battle: a battle begun under an older version is fought on
// under it, asking the decisions it was asked then. 2: the pursuit boxes (LotN 9.63-9.68); leaders moving
// with their Line (4.5); the caracole's ride-off with the MP left (8.32); a rout never re-enters a hex it left
// in the same rout, and leaves the map at its Retreat Edge even while running from its cause (12.33, 12.36).
// 3: cavalry returning from the pursuit boxes enters where it may legally stand and faces as its player
// chooses (9.64); one stacking check for every mover (a rout blocked in a friend's hex does not stop there,
// 6.55; the Halle Detachment's entry keeps optional 10.35's limit); the Fog rules count the MP spent earlier in
// the phase (a caracole's approach before its ride-off).
inline constexpr int kRulesVersion = 3;

struct Battle : GameState {
  std::shared_ptr<const Setup> s;
  int rules = kRulesVersion;
  int time = 0;                // the turn's time, minutes after midnight
  int turn = 1;                // 1, 2, ...
  Phase phase = Phase::TurnStart;
  Visibility visibility = Visibility::Clear;
  std::vector<UnitState> units;     // in Setup::units order
  std::vector<LeaderState> leaders; // in Setup::leaders order
  int active = -1;             // the leader whose Orders Phase it is (or who just finished, in Momentum)
  std::string orders_kind;     // "initial", "momentum", "trump", "reactivation"
  bool doom = false;           // the die roll of doom ended activations this turn (5.33)
  int tie_rating = -1;         // leaders of this Initiative on both sides are being activated (5.12) ...
  int tie_side = -1;           // ... and this side's goes next
  std::uint8_t elite_asked = 0;  // sides (bit 0, bit 1) asked for their Elite Orders Phase this turn (5.5)
  // What a scenario's special rules remember from turn to turn (Lützen's fog, the Halle Detachment's
  // entry, trains burnt, Wallenstein's day without gout...), each rule under its own key; stored as is.
  Json scenario_state = Json::object();
  std::vector<int> wp;         // withdrawal points per army (13.1)
  int winner = -1;             // side, -1 none (draw or not over)
  std::string ending;          // "withdrawal", "both_withdrew", "nightfall", "" while fought
  AppendLog<std::string> log;       // the battle log in words
  AppendLog<LookupEntry> lookups;   // every lookup not printed, derived or typed by the umpire
  AppendLog<CellRead> cells;        // every chart cell read by a narrated move, with the log line it ruled
  // Each step that took decisions: the log line it began at and how many it took. A finish by the doctrine is
  // one journal entry of many steps; the log places each step's decisions where that step began. Absent in a
  // battle saved before they were kept (its log places a finish's decisions where the finish began).
  struct StepMark {
    std::size_t line = 0, decisions = 0;
    bool operator==(const StepMark&) const = default;
  };
  AppendLog<StepMark> steps;

  Json to_json() const override;
};
std::shared_ptr<Battle> load_battle(const JsonCursor& c, std::shared_ptr<const Setup> s);

// ---- what every procedure is handed

// A ruling's line: the procedure's purpose, as it gave it to the data gate when it read its charts.
struct RulingOf {
  const std::string& purpose;
};

// The events a move says, and the log they go to.
struct Said {
  std::vector<Event> events;
  AppendLog<std::string>* log = nullptr;
  bool on = true;  // Decisions::narrated(): when not, nothing is kept and words may be skipped
  LookupLog* reads = nullptr;  // the move's lookups, when it keeps the chart cells read (a narrated move)
  void operator()(const std::string& text, const std::string& rule);
  // A ruling: the line claims the chart cells its procedure read for `of.purpose` since its last ruling (the
  // Battle log shows them under it); a read no ruling claims is shown as read, no ruling said.
  void operator()(const std::string& text, const std::string& rule, RulingOf of);
};

// One move's tools: the state being changed, the dice, the decisions, the
// words, and the data gate (its lookups go to the battle when the move ends).
struct Ctx {
  Battle& st;
  Dice& dice;
  Decisions& decisions;
  Said& say;
  const Tables& tables;
  // A d10 as the rules read it, 0–9 (LotN 2.3): a die of ten faces whose 10 reads 0.
  int d10(const std::string& label);
  int d6(const std::string& label);
};

// ---- questions every procedure asks

int other(int side);
std::string side_id(const Battle& st, int side);    // the set-up's side id ("attacker"), as decisions name the side
std::string side_name(const Battle& st, int side);  // "the Swedes", "Argozia"
const UnitDef& def(const Battle& st, int unit);
const LeaderDef& ldef(const Battle& st, int leader);
std::string unit_name(const Battle& st, int unit);    // "Gula brigade"
std::string leader_name(const Battle& st, int leader);
std::string hex_name(const Battle& st, const Hex& h);  // "W2321"

bool present(const Battle& st, int unit);   // on the map and not eliminated
// Current strengths (12.12): HI/TE musket and pike after hits; others SP after hits.
int fire_sp(const Battle& st, int unit);
int shock_sp(const Battle& st, int unit);
int current_sp(const Battle& st, int unit);  // all SP left
int current_tq(const Battle& st, int unit);  // Routed 1 (12.35), Disrupted the disrupted TQ
int current_ma(const Battle& st, int unit);  // Disrupted/Routed MA; Column 5; Heavy Fog halves
// The visibility in a hex: the turn's, but at Lützen the burning town lights the hexes near it at dusk and in
// the dark (LotN Lützen, Is Lützen Burning?). A unit's: the worse of its hexes'; a leader's: his hex's. What a
// unit or leader does alone (its MA, drift, Orderly Withdrawal, charges, caracole, salvo) reads its own.
Visibility hex_visibility(const Battle& st, const Hex& h);
Visibility unit_visibility(const Battle& st, int unit);
Visibility leader_visibility(const Battle& st, int leader);
// The unit's shape for facing questions (hex_facing.h).
UnitShape shape(const Battle& st, int unit);
// Whether a unit exerts a ZOC (7.21): not artillery, Disrupted, Routed; and into which hexes.
bool exerts_zoc(const Battle& st, int unit);
std::vector<Hex> zoc_hexes(const Battle& st, int unit);

// Who stands where, built once and asked many times. Rebuild after units move.
class Board {
 public:
  explicit Board(const Battle& st);
  void rebuild();
  const std::vector<int>& units_at(const Hex& h) const;    // combat units in the hex (both halves of a double)
  const std::vector<int>& leaders_at(const Hex& h) const;
  bool enemy_at(const Hex& h, int side) const;               // a combat unit of the other side
  bool friend_at(const Hex& h, int side) const;
  // Enemy ZOC in the hex against `side` (units of the other side exert it), the deep-stream rule applied.
  bool enemy_zoc(const Hex& h, int side) const;
  int zoc_count(const Hex& h, int side) const;               // how many enemy units exert it there
  const Battle& battle() const { return *st_; }

 private:
  const Battle* st_;
  std::vector<std::vector<int>> units_, leaders_;
  std::vector<std::uint32_t> filled_;  // the hexes units_ or leaders_ hold someone in (cleared on rebuild)
  std::vector<std::uint8_t> zoc_[2];  // zoc_[s][hex]: count of side s's units exerting ZOC there
  // Each unit's ZOC as last computed, with what it depends on: a rebuild
  // recomputes only the units that moved, turned or changed state.
  struct UnitZoc {
    bool valid = false, exerts = false, in_column = false;
    Hex hex;
    std::optional<Hex> second;
    int facing = -1;
    std::vector<std::uint32_t> cells;
  };
  std::vector<UnitZoc> zoc_of_;
};

// A new phase of orders (an Orders Phase, the Commanded Musket Phase): every
// unit's marks of the last one off (ordered, moved, fired, reaction fire, MP
// spent, attacked...), and where it begins: in an enemy ZOC, beside an enemy.
void begin_phase_marks(Battle& st, const Board& board);

// A leader's ratings now (4.44: wounded, Initiative halved rounding up, Range -1, MA 6; Heavy Fog halves MA).
int leader_initiative(const Battle& st, int leader);
int leader_range(const Battle& st, int leader);
int leader_ma(const Battle& st, int leader);
int leader_charisma(const Battle& st, int leader);  // printed, or as a scenario's rule sets it for the turn
bool leader_present(const Battle& st, int leader);
// The hexes a routing unit of this army leaves the map by (12.33): the map's retreat-edge tag for the army, else
// the army's edge of the map.
std::vector<Hex> retreat_hexes(const Battle& st, int army);

// WP of an eliminated unit (13.11): TQ x printed SP; guns 10, abandoned 5 (13.12).
int unit_wp(const Battle& st, int unit);
int leader_wp(const Battle& st, int leader);  // 13.13

}  // namespace umpire::lotn
